//! rmca-exegesis's errors. Each `Display` is llvm-exegesis's message, the
//! text that follows its `llvm-exegesis error: ` prefix.

/// Why a session could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetUpError {
    #[error("no LLVM target for triple {0}")]
    NoTarget(String),
    #[error("A CPU must be explicitly specified when cross compiling. To see all possible options for {0} triple use -mcpu=help")]
    NativeAcrossArchitectures(String),
    #[error("no Exegesis target for triple {0}")]
    NoExegesisTarget(String),
    /// LLVM refused to make the subtarget (its message).
    #[error("{0}")]
    Subtarget(String),
    #[error("invalid CPU name ({cpu}) for triple {triple}")]
    InvalidCpu { cpu: String, triple: String },
    /// LLVM could not make the code-generating target machine.
    #[error("{0}")]
    CodeGen(String),
}

/// A snippet file that could not be read: the message, and what LLVM
/// reported while parsing it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SnippetError {
    pub message: String,
    pub diagnostics: String,
}

/// Why a configuration could not be assembled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AssembleError {
    /// No code-generating target machine (LLVM's message).
    #[error("{0}")]
    CodeGen(String),
    /// The code generator failed. `llvm_output` is what LLVM printed
    /// (machine verifier reports, `LLVM ERROR:` lines), which llvm-exegesis
    /// leaves on stderr; `fatal` when LLVM raised a fatal error.
    #[error("cannot assemble the snippet{}", if *fatal { " (fatal)" } else { "" })]
    CodeGenFailed { llvm_output: String, fatal: bool },
    /// The object file's function could not be read back.
    #[error("{0}")]
    Object(String),
}

impl AssembleError {
    /// The text of a benchmark's `error:` entry when its measured function
    /// could not be assembled: what LLVM printed, else the message.
    pub fn measurement_error(&self) -> String {
        match self {
            AssembleError::CodeGenFailed { llvm_output, .. } if !llvm_output.is_empty() => llvm_output.trim_end().to_string(),
            e => e.to_string(),
        }
    }
}

/// An assembly that failed, with the warnings made before it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct AssembleFailure {
    pub error: AssembleError,
    pub warnings: Vec<String>,
}
