#!/usr/bin/env python3
"""Writes the table of libLLVM options that llvm-mca accepts (crates/rmca-tools/src/cli/llvm_lib/).

llvm-mca registers the options of every LLVM library it links, and hides
them all (HideUnrelatedOptions), so its own --help-list-hidden does not list
them. The candidates come from llc's --help-list-hidden of the same LLVM
(names, enum values, whether a bare form exists); each is then given to
llvm-mca itself as `--name=zzqq` (many per run: LLVM's parser reports every
bad argument) and kept only if llvm-mca knows it. Its kind is read from
llvm-mca's complaint:

  Unknown command line argument      -> not an option of llvm-mca: dropped
  Cannot find option named 'zzqq'    -> enum (value optional if llc also lists
                                        the bare --name)
  value invalid for uint/integer/... -> the numeric kind
  invalid value for boolean argument -> Bool
  no complaint                       -> Str (a string option)

Options with a parser of their own (-debug-counter) are written by hand at
the end. Usage:

  scripts/gen-llvm-lib-options.py [BINDIR] > crates/rmca-tools/src/cli/llvm_lib/llvmNN.rs

BINDIR defaults to `llvm-config --bindir` of $LLVM_CONFIG (else LLVM 22's).
build.rs does not run it (probing takes a few seconds per thousand options);
run it when the LLVM changes and commit the result.
"""
import os
import re
import subprocess
import sys

NUMERIC = {
    "uint": "Uint",
    "integer": "Int",
    "ulong": "Ulong",
    "long": "Long",
    "floating point": "Float",
}
# Written by hand after the generated rows (bespoke parsers).
MANUAL_TAIL = ['    OptSpec::lib("debug-counter", Kind::CommaList),']
# Options llc lists that llvm-mca handles itself or that are generic.
SKIP = {"help", "help-hidden", "help-list", "help-list-hidden", "version", "print-options",
        "print-all-options", "debug-counter"}


def bindir():
    if len(sys.argv) > 1:
        return sys.argv[1]
    cfg = os.environ.get("LLVM_CONFIG", "/usr/lib/llvm-22/bin/llvm-config")
    return subprocess.run([cfg, "--bindir"], capture_output=True, text=True, check=True).stdout.strip()


def llc_candidates(bin_dir):
    """name -> {"values": [...], "bare": bool, "valued": bool, "alias": target}"""
    out = subprocess.run([os.path.join(bin_dir, "llc"), "--help-list-hidden"],
                         capture_output=True, text=True).stdout
    opts = {}
    order = []
    current = None
    for line in out.splitlines():
        m = re.match(r"^  (-{1,2})([A-Za-z0-9][^\s=<]*)(=<.+?>+| <[^>]*>)?\s+- (.*)$", line)
        if m:
            name, val, desc = m.group(2), m.group(3), m.group(4)
            if name not in opts:
                opts[name] = {"values": [], "bare": False, "valued": False, "alias": None}
                order.append(name)
            o = opts[name]
            if val:
                o["valued"] = True
            else:
                o["bare"] = True
            am = re.match(r"^Alias for --?(\S+)$", desc.strip())
            if am:
                o["alias"] = am.group(1)
            current = o
            continue
        m = re.match(r"^    =(\S*)\s+-   ", line)
        if m and current is not None:
            current["values"].append(m.group(1))
            continue
        if not line.startswith("      "):
            current = None
    return opts, order


def probe(bin_dir, names, batch=400):
    """name -> llvm-mca's complaint about `--name=zzqq` ('' when none).

    Batches first; a few options stop the parse on a bad value, so every
    name without a numeric/boolean/enum complaint is asked again alone."""
    result = probe_batches(bin_dir, names, batch)
    again = [n for n, c in result.items() if c in ("", "unknown")]
    result.update(probe_batches(bin_dir, again, 1))
    return result


def probe_batches(bin_dir, names, batch):
    mca = os.path.join(bin_dir, "llvm-mca")
    result = {}
    for i in range(0, len(names), batch):
        part = names[i:i + batch]
        args = [f"--{n}=zzqq" for n in part]
        err = subprocess.run([mca] + args + ["/dev/null"], capture_output=True, text=True).stderr
        for n in part:
            result[n] = ""
        for line in err.splitlines():
            m = re.search(r"Unknown command line argument '--([^=']+)=zzqq'", line)
            if m:
                result[m.group(1)] = "unknown"
                continue
            m = re.search(r"for the --?([^ ]+) option: (.*)$", line)
            if m and m.group(1) in result:
                result[m.group(1)] = m.group(2)
            elif m and len(part) == 1:
                # An alias: the complaint names the option it stands for.
                result[part[0]] = m.group(2)
    return result


def kind_of(name, info, complaint):
    if complaint == "unknown":
        return None
    if info["alias"]:
        return f'Kind::Alias("{info["alias"]}")'
    if "Cannot find option named" in complaint:
        return "enum"
    m = re.search(r"value invalid for (.*) argument", complaint)
    if m and m.group(1) in NUMERIC:
        return "Kind::" + NUMERIC[m.group(1)]
    if "boolean argument" in complaint:
        return "Kind::Bool"
    if complaint == "":
        return "Kind::Str"
    # Anything else (a bespoke parser) is taken as a string.
    return "Kind::Str"


def own_options(bin_dir):
    """The options llvm-mca declares itself (its --help-list-hidden)."""
    out = subprocess.run([os.path.join(bin_dir, "llvm-mca"), "--help-list-hidden"],
                         capture_output=True, text=True).stdout
    return {m.group(1) for m in re.finditer(r"^  -{1,2}([A-Za-z0-9][^\s=<]*)", out, re.M)}


def main():
    bin_dir = bindir()
    version = subprocess.run([os.path.join(bin_dir, "llvm-config"), "--version"],
                             capture_output=True, text=True).stdout.strip()
    major = version.split(".")[0]
    opts, order = llc_candidates(bin_dir)
    own = own_options(bin_dir)
    names = [n for n in order if n not in SKIP and n not in own]
    complaints = probe(bin_dir, names)
    enums = []
    rows = []
    for name in sorted(names):
        info = opts[name]
        kind = kind_of(name, info, complaints.get(name, "unknown"))
        if kind is None:
            continue
        if kind == "enum":
            values = info["values"]
            optional = info["bare"] and info["valued"]
            if optional:
                values = [""] + values
            idx = len(enums)
            enums.append(values)
            kind = f"Kind::{'OptEnum' if optional else 'Enum'}(E{idx})"
        row = f'    OptSpec::lib("{name}", {kind})'
        if kind.startswith("Kind::Alias") and len(name) == 1:
            row += ".grouping()"
        rows.append(row + ",")
    w = sys.stdout.write
    w("//! Options registered by libLLVM (codegen, MC, target back ends, ...) that\n")
    w(f"//! llvm-mca-{major} accepts but hides with `HideUnrelatedOptions`.\n")
    w("//!\n")
    w(f"//! GENERATED by scripts/gen-llvm-lib-options.py from LLVM {version}: names and\n")
    w(f"//! enum values from `llc --help-list-hidden`, kept only if llvm-mca-{major}\n")
    w("//! accepts them; kinds classified from its own error messages\n")
    w("//! (`--name=zzqq`). Options with bespoke parsers are approximated as `Str`.\n")
    w("\nuse crate::cli::engine::{EnumVal, Kind, OptSpec};\n\n")
    w("const fn ev(name: &'static str) -> EnumVal {\n    EnumVal { name, help: \"\" }\n}\n\n")
    for i, values in enumerate(enums):
        vals = ", ".join(f'ev("{v}")' for v in values)
        w(f"const E{i}: &[EnumVal] = &[{vals}];\n")
    w("\n/// See module docs.\npub static LLVM_LIB_OPTIONS: &[OptSpec] = &[\n")
    for r in rows:
        w(r + "\n")
    for r in MANUAL_TAIL:
        w(r + "\n")
    w("];\n")


if __name__ == "__main__":
    main()
