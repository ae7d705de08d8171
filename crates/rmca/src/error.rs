//! Why an analysis could not be made. `Display` is llvm-mca's message for
//! the case (without its "error: " prefix); [`Error::cli_text`] is what
//! llvm-mca prints on stderr for it, which `rmca` reproduces byte for byte.

/// An analysis failed. Diagnostics llvm-mca prints before giving up (the
/// parser's messages, for one) travel with the variants that have them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The consumer of a streamed analysis could not take its output (a
    /// `Sink` failed: its writer's message).
    #[error("{0}")]
    Sink(String),
    /// No LLVM target for the triple or -march (LLVM's message).
    #[error("{}", .0.trim_end())]
    UnknownTarget(String),
    /// The input could not be read.
    #[error("{path}: {message}")]
    Input { path: String, message: String },
    /// LLVM reported a fatal error while creating the subtarget; `message`
    /// is everything it printed ("LLVM ERROR: ...").
    #[error("{}", .message.trim_end())]
    TargetInit { message: String },
    /// The CPU is not one of the target's (`message`: what LLVM printed).
    #[error("{}", first_line(.message))]
    UnknownCpu { cpu: String, message: String },
    #[error("unable to find instruction-level scheduling information for target triple '{triple}' and cpu '{cpu}'.")]
    NoSchedModel { triple: String, cpu: String, has_itineraries: bool },
    #[error("unable to create instruction printer for target triple '{triple}' with assembly variant {variant}.")]
    NoPrinter { triple: String, variant: u32 },
    /// The target cannot parse assembly, or LLVM's parser cannot go on.
    #[error("{}", .0.trim_end())]
    Parse(String),
    /// LLVM stopped with a fatal error while making the assembly parser
    /// (RISC-V refuses incompatible extensions there): what it printed
    /// after "LLVM ERROR: ".
    #[error("{}", .0.trim_end())]
    ParserFatal(String),
    /// Machine code that does not decode.
    #[error("{}", .0.trim_end())]
    Disassembly(String),
    #[error("Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.")]
    AssemblyErrors { diagnostics: String },
    /// LLVM-MCA-BEGIN/END markers that do not pair up.
    #[error("{}", first_line(.diagnostics))]
    InvalidRegions { diagnostics: String },
    /// LLVM-MCA-<KIND> instrument comments that the target rejects.
    #[error("{}", first_line(.diagnostics))]
    InvalidInstruments { diagnostics: String },
    #[error("There was an error parsing comments.")]
    CommentParse { diagnostics: String },
    #[error("no assembly instructions found.")]
    NoInstructions,
    /// A fatal error creating the code emitter or asm backend.
    #[error("{}", .0.trim_end())]
    Backend(String),
    /// An instruction the scheduling model cannot describe.
    #[error("{message}, use -skip-unsupported-instructions=lack-sched to ignore these on the input.")]
    UnsupportedInstruction { message: String, instruction: String },
    /// RISC-V LMUL/SEW instruments that give a vector memory access no
    /// valid EMUL (llvm-mca divides by zero there).
    #[error("the RISC-V LMUL/SEW instruments in effect give this vector load/store no valid EMUL (llvm-mca-22 divides by zero here); give it an LLVM-MCA-RISCV-SEW instrument or a vsetvli with a suitable element width.")]
    UnresolvedInstrument { instruction: String },
    /// The simulation could not finish (a model on which an instruction can
    /// never issue; llvm-mca does not terminate there).
    #[error("{}", .0.trim_end())]
    Simulation(String),
    /// A `--sched-override` file that cannot be read or applied.
    #[error("sched-override: {0}")]
    SchedOverride(String),
    /// An argument of the library call itself is unusable.
    #[error("{0}")]
    InvalidArgument(String),
    /// A bug of rmca's, caught so that the host goes on.
    #[error("internal error: {0}")]
    Internal(String),
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| l.contains("error")).unwrap_or_else(|| s.lines().next().unwrap_or("")).trim_end()
}

impl Error {
    /// What llvm-mca prints on stderr for this error, after the
    /// diagnostics that came before it (`prog`: the program's name, which
    /// LLVM's target lookup message starts with).
    pub fn cli_text(&self, prog: &str) -> String {
        match self {
            Error::UnknownTarget(m) => format!("{prog}: {m}"),
            // LLVM printed these itself, in the diagnostics.
            Error::TargetInit { .. }
            | Error::UnknownCpu { .. }
            | Error::InvalidRegions { .. }
            | Error::InvalidInstruments { .. } => String::new(),
            Error::NoSchedModel { triple, cpu, has_itineraries } => {
                let mut s = format!("error: {self}\n");
                if *has_itineraries {
                    s.push_str(&format!(
                        "note: cpu '{cpu}' provides itineraries. However, instruction itineraries are currently unsupported.\n"
                    ));
                }
                let _ = triple;
                s
            }
            Error::Backend(m) => format!("LLVM ERROR: {m}\n"),
            // llvm-mca 20 and later end with status 1 after LLVM's message
            // (19 aborts with a stack dump after it).
            Error::ParserFatal(m) => format!("LLVM ERROR: {m}\n"),
            Error::UnsupportedInstruction { instruction, .. } | Error::UnresolvedInstrument { instruction } => {
                format!("error: {self}\nnote: instruction: {instruction}\n")
            }
            Error::Simulation(m) => format!("error: {m}\n"),
            _ => format!("error: {self}\n"),
        }
    }

    /// The diagnostics llvm-mca printed before giving up, for the errors
    /// that come with some (the parser's messages, region errors).
    pub fn diagnostics(&self) -> &str {
        match self {
            Error::AssemblyErrors { diagnostics }
            | Error::InvalidRegions { diagnostics }
            | Error::InvalidInstruments { diagnostics }
            | Error::CommentParse { diagnostics } => diagnostics,
            Error::TargetInit { message } | Error::UnknownCpu { message, .. } => message,
            _ => "",
        }
    }
}
