//! cl's built-in "Generic Options", shared by every tool.

use super::engine::{Action, Kind, OptSpec};

const GEN: &str = "Generic Options";

pub static GENERIC_OPTIONS: &[OptSpec] = &[
    // `-h` is a grouping alias in cl, hence `-hx` / `-Wh` print help.
    OptSpec::new("h", Kind::Alias("help"), "", "Alias for --help").grouping().cat(GEN),
    OptSpec::new("help", Kind::Action(Action::Help), "", "Display available options (--help-hidden for more)").cat(GEN),
    OptSpec::new("help-hidden", Kind::Action(Action::HelpHidden), "", "Display all available options").hidden().cat(GEN),
    OptSpec::new("help-list", Kind::Action(Action::HelpList), "", "Display list of available options (--help-list-hidden for more)").cat(GEN),
    OptSpec::new("help-list-hidden", Kind::Action(Action::HelpListHidden), "", "Display list of all available options").hidden().cat(GEN),
    // Accepted; the reference prints nothing for them in llvm-mca.
    OptSpec::new("print-all-options", Kind::Bool, "false", "Print all option values after command line parsing").hidden().cat(GEN),
    OptSpec::new("print-options", Kind::Bool, "false", "Print non-default options after command line parsing").hidden().cat(GEN),
    OptSpec::new("version", Kind::Action(Action::Version), "", "Display the version of this program").cat(GEN),
];
