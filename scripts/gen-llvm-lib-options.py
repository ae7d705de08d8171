#!/usr/bin/env python3
"""Writes the data of the libLLVM options that llvm-mca accepts
(crates/rmca-tools/src/cli/llvm_lib/llvmNN.jsonl; the tools' build.rs turns
it into the option table).

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
the end.

llvm-mca's own --help-hidden says how it shows them. Its own options (the
categories in TOOL_CATEGORIES, written by hand in src/cli/) are left out.
A libLLVM option it lists under "Library options" (LLVM 24) keeps its
placeholder and help as printed there, and is listed but never suggested
(`"vis": "listed"`); one it lists under a category of its own (LLVM 23's
"Machine scheduling model options") is an ordinary option of that category,
hidden unless --help shows it too (`"vis": "hidden"` or `"normal"`). One
JSON object a line, after a first line naming the LLVM. Usage:

  scripts/gen-llvm-lib-options.py [BINDIR] > crates/rmca-tools/src/cli/llvm_lib/llvmNN.jsonl

BINDIR defaults to `llvm-config --bindir` of $LLVM_CONFIG (else LLVM 22's).
build.rs does not run it (probing takes a few seconds per thousand options);
run it when the LLVM changes and commit the result.
"""
import json
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
MANUAL_TAIL = [{"name": "debug-counter", "kind": "commalist"}]
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
        m = re.match(r"^  (-{1,2})([A-Za-z0-9][^\s=<\[]*)(=<.+?>+| <[^>]*>|\[=<.+?>\])?\s+- (.*)$", line)
        if m:
            name, val, desc = m.group(2), m.group(3), m.group(4)
            if name not in opts:
                opts[name] = {"values": [], "bare": False, "valued": False, "alias": None}
                order.append(name)
            o = opts[name]
            if val and val.startswith("[="):
                # LLVM 24 writes a value-optional option on one line.
                o["valued"] = o["bare"] = True
                if "|" in val:
                    o["values"] = val[3:-2].split("|")
            elif val:
                o["valued"] = True
                # LLVM 24 names an enum's values in its placeholder.
                inner = val[2:-1]
                if re.fullmatch(r"[\w.+-]+(\|[\w.+-]+)+", inner) and not o["values"]:
                    o["values"] = inner.split("|")
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
            # LLVM 24's "Library options" say only that the value is bad.
            m = re.search(r"invalid value 'zzqq' in '--([^=']+)=zzqq'", line)
            if m:
                result[m.group(1)] = "invalid value"
                continue
            m = re.search(r"for the --?([^ ]+) option: (.*)$", line)
            if m and m.group(1) in result:
                result[m.group(1)] = m.group(2)
            elif m and len(part) == 1:
                # An alias: the complaint names the option it stands for.
                result[part[0]] = m.group(2)
    return result


def rejected(bin_dir, names, value):
    """Those of `names` whose llvm-mca rejects `--name=value` with LLVM 24's
    "invalid value" message."""
    mca = os.path.join(bin_dir, "llvm-mca")
    out = set()
    for i in range(0, len(names), 400):
        part = names[i:i + 400]
        err = subprocess.run([mca] + [f"--{n}={value}" for n in part] + ["/dev/null"],
                             capture_output=True, text=True).stderr
        out |= set(re.findall(r"invalid value '[^']*' in '--([^=']+)=", err))
    return out


def classify_terse(bin_dir, names, listing):
    """Kinds of the options whose complaint does not name a type (LLVM 24's
    "invalid value"): a flag is a Bool, a list of values an enum, and a
    number is told by which of -1 and 1.5 it refuses (integer widths are
    not told apart: Uint and Int)."""
    kinds = {}
    valued = []
    for n in names:
        suffix = listing.get(n, {}).get("suffix", "")
        if suffix == "":
            kinds[n] = "Kind::Bool"
        elif "|" in suffix:
            kinds[n] = "enum"
        else:
            valued.append(n)
    not_numbers = rejected(bin_dir, valued, "1")
    not_negative = rejected(bin_dir, valued, "-1")
    not_fractions = rejected(bin_dir, valued, "1.5")
    for n in valued:
        if n in not_numbers:
            kinds[n] = "Kind::Str"
        elif n in not_negative:
            kinds[n] = "Kind::Uint"
        elif n in not_fractions:
            kinds[n] = "Kind::Int"
        else:
            kinds[n] = "Kind::Float"
    return kinds


def kind_of(name, info, complaint, terse):
    if complaint == "unknown":
        return None
    if info["alias"]:
        return f'Kind::Alias("{info["alias"]}")'
    if complaint == "invalid value":
        return terse[name]
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


# llvm-mca's own categories (src/cli/generic.rs, mca.rs); "Library options"
# holds the libLLVM options LLVM 24's llvm-mca lists.
TOOL_CATEGORIES = {"Generic Options", "Tool Options", "View Options"}
LIBRARY_CATEGORY = "Library options"


def help_listing(bin_dir, flag):
    """llvm-mca's categorised help: name -> {category, value_desc, help,
    values: {value: help}}, read from its rows."""
    out = subprocess.run([os.path.join(bin_dir, "llvm-mca"), flag],
                         capture_output=True, text=True).stdout
    rows = {}
    category = None
    current = None
    width = None
    for line in out.splitlines():
        m = re.match(r"^(\S.*):$", line)
        if m and line != "OPTIONS:":
            category = m.group(1)
            current = None
            continue
        m = re.match(r"^  (-{1,2})([A-Za-z0-9][^\s=<\[]*)((?:=| )<.*?>|\[=<.*?>\])?( +)- (.*)$", line)
        if m and category:
            lhs_len = len(m.group(1) + m.group(2) + (m.group(3) or ""))
            width = lhs_len + len(m.group(4)) + 2 + 2
            suffix = m.group(3) or ""
            vd = suffix[2:-1] if suffix[:2] in ("=<", " <") else ""
            name = m.group(2)
            if name in rows and not suffix:
                current = rows[name]  # the bare line of a value-optional enum
                continue
            current = rows.setdefault(name, {"category": category, "value_desc": vd,
                                             "suffix": suffix, "help": m.group(5),
                                             "values": {}})
            current["value_desc"] = vd or current["value_desc"]
            current["suffix"] = suffix or current["suffix"]
            continue
        m = re.match(r"^    =(\S*) +-   (.*)$", line)
        if m and current is not None:
            current["values"][m.group(1)] = m.group(2)
            continue
        if current is not None and width and line.startswith(" " * width) and line.strip():
            current["help"] += "\n" + line[width:]
            continue
        if not line.strip():
            current = None
    return rows


def own_options(listing):
    """The options llvm-mca declares itself."""
    return {n for n, r in listing.items() if r["category"] in TOOL_CATEGORIES}


def main():
    bin_dir = bindir()
    version = subprocess.run([os.path.join(bin_dir, "llvm-config"), "--version"],
                             capture_output=True, text=True).stdout.strip()
    major = version.split(".")[0]
    opts, order = llc_candidates(bin_dir)
    listing = help_listing(bin_dir, "--help-hidden")
    shown = help_listing(bin_dir, "--help")
    own = own_options(listing)
    names = [n for n in order if n not in SKIP and n not in own]
    complaints = probe(bin_dir, names)
    terse = classify_terse(bin_dir, [n for n in names if complaints.get(n) == "invalid value"],
                           listing)
    rows = []
    for name in sorted(names):
        info = opts[name]
        kind = kind_of(name, info, complaints.get(name, "unknown"), terse)
        if kind is None:
            continue
        listed = listing.get(name)
        row = {"name": name}
        if kind == "enum":
            values = info["values"]
            optional = info["bare"] and info["valued"]
            if optional:
                values = [""] + values
            helps = listed["values"] if listed else {}
            row["kind"] = "optenum" if optional else "enum"
            row["values"] = [[v, helps.get(v, "")] for v in values]
        elif kind.startswith("Kind::Alias"):
            row["kind"] = "alias"
            row["target"] = kind[len('Kind::Alias("'):-2]
            if len(name) == 1:
                row["grouping"] = True
        else:
            row["kind"] = kind[len("Kind::"):].lower()
        if listed and listed["category"] == LIBRARY_CATEGORY:
            row.update({"vis": "listed", "category": LIBRARY_CATEGORY,
                        "value_desc": listed["suffix"], "help": listed["help"]})
        elif listed:
            row.update({"vis": "normal" if name in shown else "hidden",
                        "category": listed["category"], "value_desc": listed["value_desc"],
                        "help": listed["help"]})
        rows.append(row)
    rows.extend(MANUAL_TAIL)
    w = sys.stdout.write
    dump = lambda v: json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    w(dump({"generated_by": "scripts/gen-llvm-lib-options.py", "llvm": version}) + "\n")
    for r in rows:
        w(dump(r) + "\n")


if __name__ == "__main__":
    main()
