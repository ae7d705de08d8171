//! Command-line parsing compatible with LLVM's `cl` library, as used by
//! llvm-mca-22 (and reusable for other LLVM-style tools).
//!
//! Conventions reproduced from cl (all verified against llvm-mca-22):
//! * Options take one or two dashes (`-json` == `--json`).  Values attach
//!   with `=` (`-mcpu=znver4`) or, for options that *require* a value, as
//!   the next argument (`-mcpu znver4`, which consumes even `-foo`).
//!   Booleans never consume the next argument: `-json false` makes `false`
//!   a positional.  Boolean values: `""`, `1`, `true`, `TRUE`, `True`, and
//!   `0`, `false`, `FALSE`, `False`.
//! * `-` alone or any token not starting with `-` is positional; after `--`
//!   everything is.  Too many positionals is an error reported at the end.
//! * Integers use LLVM's radix sniffing (`0x..`, `0b..`, `0o..`, leading
//!   `0` = octal) and must fit the C type (uint = 32-bit unsigned).
//! * Repeating an option is allowed; the last value wins, except list
//!   options (`-mattr`) which accumulate and split on commas.
//! * Single-letter "grouping" options (`-h`, `-o`, `-W`) may be bundled:
//!   `-hx` prints help; `-ofoo` is an error ("may not occur within a group").
//! * Errors do not stop parsing: every bad argument gets its message, then
//!   the tool exits 1.  `--help`/`--version` act immediately when reached,
//!   after any earlier errors were printed, and exit 0.
//! * Unknown options get a "Did you mean" line: the nearest option by edit
//!   distance among options listed by `--help-hidden`, ties broken by cl's
//!   hash-map order (recorded in the tool spec).
//! * `@file` arguments are replaced by the file's GNU-tokenized contents;
//!   missing files are left as is.
//! * Error text uses the basename of argv[0]; the "Try:" hint uses argv[0]
//!   verbatim, exactly like cl.
//!
//! Layout: [`engine`] is the generic parser driven by [`engine::ToolSpec`]
//! tables; [`generic`] holds cl's built-in options; [`llvm_lib`] the
//! thousands of libLLVM options llvm-mca silently accepts; [`mca`] the
//! llvm-mca table, typed [`mca::Options`] and view logic.  A second tool
//! (e.g. rmca-exegesis) only needs its own table + `ToolSpec`.
//!
//! ```text
//! let argv: Vec<String> = std::env::args().collect();
//! match rmca_tools::cli::mca::parse_args(&argv) { Ok(Outcome::Run(opts)) => ..., Err(e) => { eprint!("{}", e.message); std::process::exit(e.exit_code) } ... }
//! ```

pub mod engine;
pub mod generic;
pub mod llvm_lib;
pub mod exegesis;
pub mod mca;
pub mod respfile;

#[cfg(test)]
mod mca_tests;

pub use engine::{CliError, HelpRequest, Value};
pub use mca::{parse_args, Options, Outcome, Views};
