//! cl's built-in "Generic Options", shared by every tool.

use super::engine::{Action, Kind, OptSpec};
use rmca::llvm_version::LlvmBehaviour;

const GEN: &str = "Generic Options";

/// `-h`: hidden (only `--help-hidden` lists it), and a grouping alias
/// before LLVM 24 (hence `-hx` / `-Wh` print help).
const H: OptSpec = {
    let h = OptSpec::new("h", Kind::Alias("help"), "", "Alias for --help").hidden().cat(GEN);
    if LlvmBehaviour::BUILT.grouping_options { h.grouping() } else { h }
};

pub static GENERIC_OPTIONS: &[OptSpec] = &[
    H,
    OptSpec::new("help", Kind::Action(Action::Help), "", "Display available options (--help-hidden for more)").cat(GEN),
    OptSpec::new("help-hidden", Kind::Action(Action::HelpHidden), "", "Display all available options").hidden().cat(GEN),
    // Hidden, but the categorised `--help` lists it (cl unhides it there).
    OptSpec::new("help-list", Kind::Action(Action::HelpList), "", "Display list of available options (--help-list-hidden for more)").hidden().cat(GEN),
    OptSpec::new("help-list-hidden", Kind::Action(Action::HelpListHidden), "", "Display list of all available options").hidden().cat(GEN),
    // Accepted; the reference prints nothing for them in llvm-mca.
    OptSpec::new("print-all-options", Kind::Bool, "false", "Print all option values after command line parsing").hidden().cat(GEN),
    OptSpec::new("print-options", Kind::Bool, "false", "Print non-default options after command line parsing").hidden().cat(GEN),
    OptSpec::new("version", Kind::Action(Action::Version), "", "Display the version of this program").cat(GEN),
];
