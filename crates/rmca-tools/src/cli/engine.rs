//! Generic, table-driven re-implementation of the LLVM `cl` argument parsing
//! rules.  Nothing in here knows about llvm-mca: a tool describes itself with
//! a [`ToolSpec`] (option tables + a few facts) and calls [`parse`].

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a, for the option-name maps (built on every run, never iterated).
#[derive(Default)]
pub struct NameHasher(u64);

impl Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        self.0 = h;
    }
}

/// A map keyed by option name.
pub type NameMap<V> = HashMap<&'static str, V, BuildHasherDefault<NameHasher>>;
use std::fmt::Write as _;

use super::respfile;

/// How much an option shows up in help output (and in "Did you mean").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Listed by `--help`.
    Normal,
    /// `cl::Hidden`: only listed by `--help-hidden`, still suggested.
    Hidden,
    /// `cl::ReallyHidden` (e.g. libLLVM options hidden by
    /// `HideUnrelatedOptions`): accepted but never listed nor suggested.
    ReallyHidden,
    /// A libLLVM option that `--help-hidden` lists (LLVM 24's "Library
    /// options") but that is never suggested, as `ReallyHidden`. Its row is
    /// one line: the name and `value_desc` as given, no enum values.
    Listed,
}

/// One allowed value of an enum option.
#[derive(Clone, Copy, Debug)]
pub struct EnumVal {
    pub name: &'static str,
    pub help: &'static str,
}

/// Built-in behaviours of the generic options (`--help`, `--version`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Help,
    HelpHidden,
    HelpList,
    HelpListHidden,
    Version,
}

/// Value type of an option; decides value-expectation rules and the parse
/// error wording (each mirrors one `cl::parser<T>`).
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// `cl::opt<bool>`: value optional, only attachable with `=`.
    Bool,
    /// `unsigned` (32-bit), "uint" in messages.
    Uint,
    /// `int` (32-bit).
    Int,
    /// `unsigned long` (64-bit).
    Ulong,
    /// `long` (64-bit).
    Long,
    /// `double` / `float`.
    Float,
    /// `std::string`, value required.
    Str,
    /// `cl::list<std::string>`: every occurrence appends.
    List,
    /// `cl::list<std::string>` + `cl::CommaSeparated`.
    CommaList,
    /// `cl::opt<enum>` with `cl::values`; value required.
    Enum(&'static [EnumVal]),
    /// Enum with `cl::ValueOptional`; a bare `-opt` matches the value named "".
    OptEnum(&'static [EnumVal]),
    /// `cl::alias` to the named option.
    Alias(&'static str),
    /// `cl::ValueDisallowed` action option.
    Action(Action),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    Required,
    Optional,
    Disallowed,
}

/// One row of an option table.
#[derive(Clone, Copy, Debug)]
pub struct OptSpec {
    pub name: &'static str,
    pub kind: Kind,
    /// Default in textual form ("" for none); typed accessors parse it.
    pub default: &'static str,
    /// Placeholder shown in help, e.g. `uint`, `cpu-name`.
    pub value_desc: &'static str,
    pub help: &'static str,
    pub vis: Visibility,
    /// `cl::Grouping`: may be bundled like `-ho`, and as a single-dash
    /// prefix it swallows unknown tails (that is why `-hx` prints help).
    pub grouping: bool,
    /// Help category heading ("" = none).
    pub category: &'static str,
}

impl OptSpec {
    /// Plain visible option; the common case, so the table stays one line per option.
    pub const fn new(name: &'static str, kind: Kind, default: &'static str, help: &'static str) -> OptSpec {
        OptSpec { name, kind, default, value_desc: "", help, vis: Visibility::Normal, grouping: false, category: "" }
    }
    /// Accepted-but-unlisted option (used for the big libLLVM table).
    pub const fn lib(name: &'static str, kind: Kind) -> OptSpec {
        OptSpec { name, kind, default: "", value_desc: "", help: "", vis: Visibility::ReallyHidden, grouping: false, category: "" }
    }
    pub const fn desc(mut self, d: &'static str) -> OptSpec {
        self.value_desc = d;
        self
    }
    /// A libLLVM option listed by `--help-hidden` under `category`, with
    /// what follows its name (`=<value>`, `[=<a|b>]`, ...) and its help as
    /// that LLVM prints them.
    pub const fn listed(mut self, category: &'static str, value_desc: &'static str, help: &'static str) -> OptSpec {
        self.vis = Visibility::Listed;
        self.category = category;
        self.value_desc = value_desc;
        self.help = help;
        self
    }
    /// A libLLVM option that `--help` or `--help-hidden` (per `vis`) lists
    /// under `category` like an option of the tool's own.
    pub const fn shown(mut self, vis: Visibility, category: &'static str, value_desc: &'static str, help: &'static str) -> OptSpec {
        self.vis = vis;
        self.category = category;
        self.value_desc = value_desc;
        self.help = help;
        self
    }
    pub const fn hidden(mut self) -> OptSpec {
        self.vis = Visibility::Hidden;
        self
    }
    pub const fn grouping(mut self) -> OptSpec {
        self.grouping = true;
        self
    }
    pub const fn cat(mut self, c: &'static str) -> OptSpec {
        self.category = c;
        self
    }

    fn expect(&self) -> Expect {
        match self.kind {
            Kind::Bool | Kind::OptEnum(_) => Expect::Optional,
            Kind::Action(_) => Expect::Disallowed,
            // Aliases are resolved before this is asked.
            Kind::Alias(_) => Expect::Optional,
            _ => Expect::Required,
        }
    }

    /// Name used in help for the value placeholder.
    fn help_value_desc(&self) -> &'static str {
        if !self.value_desc.is_empty() {
            return self.value_desc;
        }
        match self.kind {
            Kind::Uint => "uint",
            Kind::Int => "int",
            Kind::Ulong => "ulong",
            Kind::Long => "long",
            Kind::Float => "number",
            Kind::Str | Kind::List | Kind::CommaList => "string",
            Kind::Enum(_) | Kind::OptEnum(_) => "value",
            _ => "",
        }
    }
}

/// Everything the engine needs to know about one program.
pub struct ToolSpec {
    /// First line of `--help` ("OVERVIEW: ...").
    pub overview: &'static str,
    /// Usage placeholder for the positional argument ("" if none).
    pub positional_desc: &'static str,
    /// How many positional arguments the tool declares (cl counts
    /// `cl::Positional` options; llvm-mca has one, llvm-exegesis none).
    pub max_positionals: usize,
    /// Option tables, searched in order (tool table first).
    pub tables: &'static [&'static [OptSpec]],
    /// Iteration order of cl's option `StringMap` restricted to suggestible
    /// options.  "Did you mean" keeps the *first* option at minimal edit
    /// distance, so ties are broken by this order; it was measured on the
    /// reference binary.  Options not listed are visited afterwards.
    pub suggest_order: &'static [&'static str],
    /// Version text (what `--version` prints on stdout).
    pub version_text: &'static str,
}

/// A parsed option value (one per occurrence).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Bool(bool),
    Uint(u64),
    Int(i64),
    Float(f64),
    Str(String),
}

impl Value {
    pub fn as_bool(&self) -> Option<bool> {
        if let Value::Bool(b) = self { Some(*b) } else { None }
    }
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Uint(v) => Some(*v),
            Value::Int(v) if *v >= 0 => Some(*v as u64),
            _ => None,
        }
    }
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Int(v) => Some(*v),
            Value::Uint(v) => i64::try_from(*v).ok(),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        if let Value::Str(s) = self { Some(s) } else { None }
    }
}

/// Per-option record of what the command line said.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Occurrences {
    /// One entry per value (a comma list contributes several).
    pub values: Vec<Value>,
    /// Number of times the option was named (`getNumOccurrences`).
    pub count: usize,
    /// argv index of the last occurrence (`getPosition`), after response
    /// file expansion; llvm-mca compares these to resolve `-all-views`.
    pub position: usize,
}

/// Result of a successful parse: raw per-option data, keyed by canonical
/// option name (aliases are folded into their target).
#[derive(Clone, Debug, Default)]
pub struct ParsedArgs {
    pub opts: NameMap<Occurrences>,
    pub positionals: Vec<String>,
    /// Text cl would have printed on stderr although parsing "succeeded"
    /// (a failed response-file expansion: cl reports it and the tool runs
    /// on with all defaults).  Callers must print it.
    pub diagnostics: String,
}

impl ParsedArgs {
    pub fn given(&self, name: &str) -> bool {
        self.opts.get(name).map_or(false, |o| o.count > 0)
    }
    pub fn position(&self, name: &str) -> usize {
        self.opts.get(name).map_or(0, |o| o.position)
    }
    pub fn last(&self, name: &str) -> Option<&Value> {
        self.opts.get(name).and_then(|o| o.values.last())
    }
    pub fn all(&self, name: &str) -> &[Value] {
        self.opts.get(name).map_or(&[], |o| &o.values[..])
    }
}

/// Which help variant was requested.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HelpRequest {
    pub hidden: bool,
    /// `--help-list*`: flat list instead of categories.
    pub list: bool,
}

/// What the caller should do next.
#[derive(Clone, Debug)]
pub enum Parse {
    Args(ParsedArgs),
    /// Print help to stdout and exit 0. `stderr` holds errors cl had already
    /// printed for earlier arguments (cl acts on `--help` mid-parse).
    Help { req: HelpRequest, stderr: String },
    /// Print the version text to stdout and exit 0 (same `stderr` rule).
    Version { stderr: String },
}

/// A command line cl would reject: print `message` verbatim on stderr and
/// exit with `exit_code`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub message: String,
    pub exit_code: i32,
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}
impl std::error::Error for CliError {}

/// Resolved handle on an option row.
type Opt = &'static OptSpec;

struct Parser<'a> {
    spec: &'a ToolSpec,
    map: NameMap<Opt>,
    prog: String,
    argv0: String,
    errs: String,
    failed: bool,
    out: ParsedArgs,
}

/// `llvm::sys::path::filename`: what cl prints as the program name.
pub fn program_name(argv0: &str) -> &str {
    match argv0.rfind('/') {
        Some(i) if i + 1 < argv0.len() => &argv0[i + 1..],
        Some(_) => ".",
        None => argv0,
    }
}

/// cl prints single-letter names with one dash, others with two.
fn print_arg(name: &str) -> String {
    if name.chars().count() == 1 { format!("-{name}") } else { format!("--{name}") }
}

enum Stop {
    Help(HelpRequest),
    Version,
}

impl<'a> Parser<'a> {
    fn new(spec: &'a ToolSpec, argv0: &str) -> Self {
        let n = spec.tables.iter().map(|t| t.iter().count()).sum();
        let mut map = NameMap::with_capacity_and_hasher(n, Default::default());
        for t in spec.tables {
            for o in t.iter() {
                // First table wins, so a tool can shadow a library option.
                map.entry(o.name).or_insert(o);
            }
        }
        Parser {
            spec,
            map,
            prog: program_name(argv0).to_string(),
            argv0: argv0.to_string(),
            errs: String::new(),
            failed: false,
            out: ParsedArgs::default(),
        }
    }

    /// `Option::error`: "<prog>: for the --name option: <msg>".
    fn opt_error(&mut self, name: &str, msg: &str) {
        let _ = writeln!(self.errs, "{}: for the {} option: {}", self.prog, print_arg(name), msg);
        self.failed = true;
    }

    fn resolve(&self, o: Opt) -> Opt {
        match o.kind {
            Kind::Alias(t) => self.map.get(t).copied().unwrap_or(o),
            _ => o,
        }
    }

    /// `LookupOption`: exact name, or `name=value`.
    fn lookup<'s>(&self, arg: &'s str) -> Option<(Opt, &'s str, Option<&'s str>)> {
        if arg.is_empty() {
            return None;
        }
        match arg.find('=') {
            None => self.map.get(arg).map(|o| (*o, arg, None)),
            Some(eq) => {
                let o = self.map.get(&arg[..eq])?;
                Some((*o, &arg[..eq], Some(&arg[eq + 1..])))
            }
        }
    }

    /// `getOptionPred`: longest prefix of `name` naming a grouping option.
    fn grouping_prefix(&self, name: &str) -> Option<(Opt, usize)> {
        let mut end = name.len();
        loop {
            if let Some(o) = self.map.get(&name[..end]) {
                if o.grouping {
                    return Some((*o, end));
                }
            }
            if end <= 1 {
                return None;
            }
            end -= 1;
            while !name.is_char_boundary(end) {
                end -= 1;
            }
            if end == 0 {
                return None;
            }
        }
    }

    /// `HandlePrefixedOrGroupedOption` (only Grouping options exist in the
    /// tables; cl::Prefix is not used by these tools).  Returns the option
    /// that should receive the remaining value, if any.
    ///
    /// On failure returns the text cl has left in its `ArgName` (cl edits it
    /// in place while walking a group), which is what "Did you mean" then
    /// measures: `-ofoo` suggests `-o`, not `--output-asm-variant`.
    fn handle_grouped(&mut self, arg: &str, pos: usize) -> Result<Result<(Opt, String, Option<String>), String>, Stop> {
        if arg.chars().count() == 1 {
            return Ok(Err(arg.to_string()));
        }
        let Some((mut o, mut len)) = self.grouping_prefix(arg) else { return Ok(Err(arg.to_string())) };
        let mut rest = arg;
        loop {
            let name = &rest[..len];
            let tail = &rest[len..];
            if tail.is_empty() {
                return Ok(Ok((o, name.to_string(), None)));
            }
            if let Some(v) = tail.strip_prefix('=') {
                return Ok(Ok((o, name.to_string(), Some(v.to_string()))));
            }
            if self.resolve(o).expect() == Expect::Required {
                self.opt_error(o.name, "may not occur within a group!");
                return Ok(Err(name.to_string()));
            }
            self.provide(o, name, None, pos)?;
            rest = tail;
            match self.grouping_prefix(rest) {
                Some((o2, l2)) => {
                    o = o2;
                    len = l2;
                }
                None => return Ok(Err(rest.to_string())),
            }
        }
    }

    /// `LookupNearestOption`: minimal Levenshtein distance, first in map
    /// order wins ties; value-taking options compare only the part before '='.
    fn nearest(&self, arg: &str) -> Option<String> {
        if arg.is_empty() {
            return None;
        }
        let (lhs, rhs) = match arg.find('=') {
            Some(i) => (&arg[..i], &arg[i + 1..]),
            None => (arg, ""),
        };
        let mut order: Vec<Opt> = Vec::new();
        for n in self.spec.suggest_order {
            if let Some(o) = self.map.get(n) {
                order.push(o);
            }
        }
        for t in self.spec.tables {
            for o in t.iter() {
                if !self.spec.suggest_order.contains(&o.name) && self.map.get(o.name).map_or(false, |m| std::ptr::eq(*m, o)) {
                    order.push(o);
                }
            }
        }
        let mut best: Option<(usize, String)> = None;
        for o in order {
            if matches!(o.vis, Visibility::ReallyHidden | Visibility::Listed) {
                continue;
            }
            let permit_value = self.resolve(o).expect() != Expect::Disallowed;
            let flag = if permit_value { lhs } else { arg };
            let d = edit_distance(o.name, flag);
            if best.as_ref().map_or(true, |(bd, _)| d < *bd) {
                let s = if rhs.is_empty() || !permit_value { o.name.to_string() } else { format!("{}={}", o.name, rhs) };
                best = Some((d, s));
            }
        }
        best.map(|(_, s)| s)
    }

    /// `ProvideOption`: value-expectation rules, then comma splitting.
    fn provide_with_argv(&mut self, o: Opt, name: &str, value: Option<String>, argv: &[String], i: &mut usize) -> Result<(), Stop> {
        let target = self.resolve(o);
        let value = match target.expect() {
            Expect::Required if value.is_none() => {
                if *i + 1 >= argv.len() {
                    self.opt_error(name, "requires a value!");
                    return Ok(());
                }
                *i += 1;
                Some(argv[*i].clone())
            }
            Expect::Disallowed if value.is_some() => {
                let msg = format!("does not allow a value! '{}' specified.", value.unwrap());
                self.opt_error(name, &msg);
                return Ok(());
            }
            _ => value,
        };
        self.provide(o, name, value.as_deref(), *i)
    }

    /// Add one occurrence (`addOccurrence` + the type's parser).
    fn provide(&mut self, o: Opt, name: &str, value: Option<&str>, pos: usize) -> Result<(), Stop> {
        let t = self.resolve(o);
        // Parse errors name the alias target, as cl::alias forwards its ArgStr.
        let ename = if std::ptr::eq(t, o) { name.to_string() } else { t.name.to_string() };
        let raw = value.unwrap_or("");
        if let Kind::CommaList = t.kind {
            for piece in raw.split(',') {
                self.record(t, Value::Str(piece.to_string()), pos);
            }
            return Ok(());
        }
        let parsed = match t.kind {
            Kind::Action(a) => {
                self.record_count(t, pos);
                return Err(match a {
                    Action::Help => Stop::Help(HelpRequest { hidden: false, list: false }),
                    Action::HelpHidden => Stop::Help(HelpRequest { hidden: true, list: false }),
                    Action::HelpList => Stop::Help(HelpRequest { hidden: false, list: true }),
                    Action::HelpListHidden => Stop::Help(HelpRequest { hidden: true, list: true }),
                    Action::Version => Stop::Version,
                });
            }
            Kind::Bool => parse_bool(raw).ok_or_else(|| format!("'{raw}' is invalid value for boolean argument! Try 0 or 1")),
            Kind::Uint => parse_unsigned(raw, 32).map(Value::Uint).ok_or_else(|| format!("'{raw}' value invalid for uint argument!")),
            Kind::Ulong => parse_unsigned(raw, 64).map(Value::Uint).ok_or_else(|| format!("'{raw}' value invalid for ulong argument!")),
            Kind::Int => parse_signed(raw, 32).map(Value::Int).ok_or_else(|| format!("'{raw}' value invalid for integer argument!")),
            Kind::Long => parse_signed(raw, 64).map(Value::Int).ok_or_else(|| format!("'{raw}' value invalid for long argument!")),
            Kind::Float => parse_float(raw).map(Value::Float).ok_or_else(|| format!("'{raw}' value invalid for floating point argument!")),
            Kind::Str | Kind::List => Ok(Value::Str(raw.to_string())),
            Kind::Enum(vals) | Kind::OptEnum(vals) => {
                if vals.iter().any(|v| v.name == raw) || vals.is_empty() {
                    Ok(Value::Str(raw.to_string()))
                } else {
                    Err(format!("Cannot find option named '{raw}'!"))
                }
            }
            Kind::CommaList | Kind::Alias(_) => unreachable!(),
        };
        // cl bumps the occurrence count before parsing the value.
        self.record_count(t, pos);
        match parsed {
            Ok(v) => self.push_value(t, v),
            Err(m) => self.opt_error(&ename, &m),
        }
        Ok(())
    }

    fn record_count(&mut self, t: Opt, pos: usize) {
        let e = self.out.opts.entry(t.name).or_default();
        e.count += 1;
        e.position = pos;
    }
    fn push_value(&mut self, t: Opt, v: Value) {
        let e = self.out.opts.entry(t.name).or_default();
        match t.kind {
            Kind::List | Kind::CommaList => e.values.push(v),
            // Scalar options keep only the last value, like cl::opt.
            _ => e.values = vec![v],
        }
    }
    /// Comma pieces are separate occurrences in cl too, so each counts.
    fn record(&mut self, t: Opt, v: Value, pos: usize) {
        self.record_count(t, pos);
        self.push_value(t, v);
    }

    fn run(&mut self, argv: &[String]) -> Result<(), Stop> {
        let mut dashdash = false;
        let mut i = 1;
        while i < argv.len() {
            let a = &argv[i];
            let b = a.as_bytes();
            if b.is_empty() || b[0] != b'-' || b.len() == 1 || dashdash {
                if self.spec.max_positionals > 0 {
                    self.out.positionals.push(a.clone());
                } else {
                    self.unknown(a, None);
                }
                i += 1;
                continue;
            }
            if a == "--" {
                dashdash = true;
                i += 1;
                continue;
            }
            let name = if let Some(s) = a.strip_prefix("--") { s } else { &a[1..] };
            let handler = match self.lookup(name) {
                Some((o, n, v)) => Ok((o, n.to_string(), v.map(str::to_string))),
                None => self.handle_grouped(name, i)?,
            };
            match handler {
                Err(left) => {
                    let near = self.nearest(&left);
                    self.unknown(a, near);
                }
                Ok((o, n, v)) => self.provide_with_argv(o, &n, v, argv, &mut i)?,
            }
            i += 1;
        }
        Ok(())
    }

    fn unknown(&mut self, arg: &str, near: Option<String>) {
        let _ = writeln!(self.errs, "{}: Unknown command line argument '{}'.  Try: '{} --help'", self.prog, arg, self.argv0);
        if let Some(n) = near {
            let _ = writeln!(self.errs, "{}: Did you mean '{}'?", self.prog, print_arg(&n));
        }
        self.failed = true;
    }
}

/// Parse `argv` (argv[0] included) the way `cl::ParseCommandLineOptions`
/// would.  Never prints, never exits.
pub fn parse(spec: &ToolSpec, argv: &[String]) -> Result<Parse, CliError> {
    let argv0 = argv.first().map(String::as_str).unwrap_or("");
    let mut p = Parser::new(spec, argv0);
    let expanded = match respfile::expand(argv) {
        Ok(v) => v,
        Err(msg) => {
            // cl gives up on the whole command line but the tool carries on.
            let mut out = ParsedArgs::default();
            out.diagnostics = format!("{msg}\n");
            return Ok(Parse::Args(out));
        }
    };
    match p.run(&expanded) {
        Err(Stop::Help(req)) => return Ok(Parse::Help { req, stderr: p.errs }),
        Err(Stop::Version) => return Ok(Parse::Version { stderr: p.errs }),
        Ok(()) => {}
    }
    if spec.max_positionals > 0 && p.out.positionals.len() > spec.max_positionals {
        let _ = writeln!(p.errs, "{}: Too many positional arguments specified!", p.prog);
        let _ = writeln!(p.errs, "Can specify at most {} positional arguments: See: {} --help", spec.max_positionals, p.argv0);
        p.failed = true;
    }
    if p.failed {
        return Err(CliError { message: p.errs, exit_code: 1 });
    }
    Ok(Parse::Args(p.out))
}

fn parse_bool(s: &str) -> Option<Value> {
    match s {
        "" | "true" | "TRUE" | "True" | "1" => Some(Value::Bool(true)),
        "false" | "FALSE" | "False" | "0" => Some(Value::Bool(false)),
        _ => None,
    }
}

/// `StringRef::getAsInteger(0, ..)` radix sniffing: 0x, 0b, 0o, leading 0.
fn split_radix(s: &str) -> (u32, &str) {
    let lower = s.to_ascii_lowercase();
    if lower.starts_with("0x") {
        (16, &s[2..])
    } else if lower.starts_with("0b") {
        (2, &s[2..])
    } else if s.starts_with("0o") {
        (8, &s[2..])
    } else if s.len() > 1 && s.as_bytes()[0] == b'0' && s.as_bytes()[1].is_ascii_digit() {
        (8, &s[1..])
    } else {
        (10, s)
    }
}

/// Whole-string unsigned parse with overflow detection at `bits`.
fn parse_unsigned(s: &str, bits: u32) -> Option<u64> {
    let (radix, digits) = split_radix(s);
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(36)?;
        if d >= radix {
            return None;
        }
        v = v.checked_mul(radix as u64)?.checked_add(d as u64)?;
    }
    if bits < 64 && v >> bits != 0 {
        return None;
    }
    Some(v)
}

fn parse_signed(s: &str, bits: u32) -> Option<i64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let mag = parse_unsigned(body, 64)?;
    let v: i64 = if neg {
        if mag > 1u64 << 63 {
            return None;
        }
        (mag as i128).wrapping_neg() as i64
    } else {
        i64::try_from(mag).ok()?
    };
    if bits < 64 {
        let lim = 1i64 << (bits - 1);
        if v < -lim || v >= lim {
            return None;
        }
    }
    Some(v)
}

/// Approximates `strtod` + full consumption (hex floats are not supported).
fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim_start();
    if t.is_empty() {
        return None;
    }
    let l = t.to_ascii_lowercase();
    let body = l.trim_start_matches(['+', '-']);
    if matches!(body, "inf" | "infinity" | "nan") {
        return l.replace("infinity", "inf").parse().ok();
    }
    if body.starts_with("in") || body.starts_with("na") {
        return None;
    }
    t.parse().ok()
}

pub use rmca::suggest::edit_distance;

// ---------------------------------------------------------------------------
// Help rendering (content, not byte-for-byte layout, matches cl).

/// Render `--help` style text for `spec`.
pub fn help_text(spec: &ToolSpec, argv0: &str, req: HelpRequest) -> String {
    let mut rows: Vec<Opt> = Vec::new();
    for t in spec.tables {
        for o in t.iter() {
            // cl unhides `--help-list` when it prints the categorised help
            // (a way to the plain list).
            let unhidden = !req.list && matches!(o.kind, Kind::Action(Action::HelpList));
            let shown = match o.vis {
                Visibility::Normal => true,
                Visibility::Hidden => req.hidden || unhidden,
                Visibility::Listed => req.hidden,
                Visibility::ReallyHidden => false,
            };
            if shown && !rows.iter().any(|r| r.name == o.name) {
                rows.push(o);
            }
        }
    }
    rows.sort_by(|a, b| a.name.cmp(b.name));
    // The libLLVM options a version lists (LLVM 24's "Library options")
    // follow the tool's own, in a section of their own in both layouts,
    // sorted by their rows' text.
    let (listed, rows): (Vec<Opt>, Vec<Opt>) = rows.into_iter().partition(|o| o.vis == Visibility::Listed);
    let mut s = String::new();
    let _ = writeln!(s, "OVERVIEW: {}\n", spec.overview);
    let pos = if spec.positional_desc.is_empty() { String::new() } else { format!(" {}", spec.positional_desc) };
    let _ = writeln!(s, "USAGE: {} [options]{}\n", program_name(argv0), pos);
    let _ = writeln!(s, "OPTIONS:");
    // cl pads every row's left part to the widest printed one.
    let width = rows.iter().chain(&listed).map(|o| help_row_width(o)).max().unwrap_or(0);
    if req.list {
        for o in &rows {
            help_row(&mut s, o, width);
        }
    } else {
        let mut cats: Vec<&str> = Vec::new();
        for o in &rows {
            if !cats.contains(&o.category) {
                cats.push(o.category);
            }
        }
        // Generic options first, as cl does.
        cats.sort_by_key(|c| (*c != "Generic Options", *c));
        for c in cats {
            let _ = writeln!(s, "\n{}:\n", if c.is_empty() { "General options" } else { c });
            for o in rows.iter().filter(|o| o.category == c) {
                help_row(&mut s, o, width);
            }
        }
    }
    let mut sections: Vec<&str> = Vec::new();
    for o in &listed {
        if !sections.contains(&o.category) {
            sections.push(o.category);
        }
    }
    sections.sort();
    for c in sections {
        let _ = writeln!(s, "\n{c}:\n");
        let mut these: Vec<(String, Opt)> = listed.iter().filter(|o| o.category == c).map(|o| (help_row_lhs(o), *o)).collect();
        these.sort_by(|a, b| a.0.cmp(&b.0));
        for (_, o) in these {
            help_row(&mut s, o, width);
        }
    }
    s
}

/// The left part of an option's first help row: its name and, when it
/// takes one, the value placeholder.
fn help_row_lhs(o: &OptSpec) -> String {
    let lhs = print_arg(o.name);
    if o.vis == Visibility::Listed {
        // As that LLVM prints it: `=<value>`, `=<a|b>`, `[=<a|b>]` or none.
        return lhs + o.value_desc;
    }
    let vd = o.help_value_desc();
    match (vd.is_empty(), o.name.len()) {
        (true, _) => lhs,
        (false, 1) => format!("{lhs} <{vd}>"),
        (false, _) => format!("{lhs}=<{vd}>"),
    }
}

/// The enum values a row lists below the option.
fn help_row_values(o: &OptSpec) -> &'static [EnumVal] {
    match o.kind {
        Kind::Enum(v) | Kind::OptEnum(v) if o.vis != Visibility::Listed => v,
        _ => &[],
    }
}

/// How wide the left column must be for `o`'s rows: its own text plus the
/// space before the dash; an enum value's row is indented two more and
/// starts with `=`.
fn help_row_width(o: &OptSpec) -> usize {
    let own = help_row_lhs(o).chars().count() + 1;
    let values = help_row_values(o).iter().map(|v| v.name.chars().count() + 4).max().unwrap_or(0);
    own.max(values)
}

fn help_row(s: &mut String, o: &OptSpec, width: usize) {
    let help = match o.kind {
        Kind::Alias(t) => format!("Alias for {}", print_arg(t)),
        _ => o.help.to_string(),
    };
    if let (Kind::OptEnum(_), false) = (o.kind, o.vis == Visibility::Listed) {
        help_lines(s, &print_arg(o.name), &help, width);
    }
    help_lines(s, &help_row_lhs(o), &help, width);
    for v in help_row_values(o).iter().filter(|v| !v.name.is_empty()) {
        let _ = writeln!(s, "    ={:<w$}-   {}", v.name, v.help, w = width.saturating_sub(3));
    }
}

/// One option row; a help text of several lines continues under the
/// first, indented past the dash.
fn help_lines(s: &mut String, lhs: &str, help: &str, width: usize) {
    let mut lines = help.split('\n');
    let _ = writeln!(s, "  {:<width$}- {}", lhs, lines.next().unwrap_or(""));
    for l in lines {
        let _ = writeln!(s, "{:width$}{}", "", l, width = width + 4);
    }
}
