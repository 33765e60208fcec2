#!/usr/bin/env python3
"""Fails if any expression of any target takes 20 ms or more to type-check.

Pass 1 is the build every user can run:
    swift build --build-tests -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=20
It flags candidates. The compiler pays a one-time cost in each process for the
first use of an operator or macro (loading the standard library's overloads,
the Testing plugin): `1 == 2` alone in a file that imports nothing took
14-23 ms here. That cost lands on whichever expression comes first in a batch,
so a candidate is confirmed by type-checking its whole module again, twice, in
one compiler process (-wmo) that first type-checks `warmup.swift` (an
executable's top-level code comes before every file, so its main.swift is
checked as a copy that starts with `warmup_top_level.swift`). A candidate
that is slow in pass 1 and in both warm runs fails the gate; the warm-up cost
itself is printed so that it is visible, not hidden.

`typecheck_gate.py --apple-stubs UIKit` (or AppKit) checks the build against
the Apple stubs instead: the bridge, its tests, and the DSL with UIKit's or
AppKit's views conforming.

A line that ends with the comment `// known slow to type-check: <reason>`
is reported with its time and not failed: a limit the README states, kept
visible in CI's output instead of being rewritten until it passes.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

BUDGET_MS = 20
ROOT = Path(__file__).resolve().parent.parent
STUBS = sys.argv[2] if len(sys.argv) == 3 and sys.argv[1] == "--apple-stubs" else None
SCRATCH = ROOT / (f".build-typecheck-{STUBS.lower()}" if STUBS else ".build-typecheck")
ENVIRONMENT = {**os.environ, "ANCHORDSL_APPLE_STUBS": STUBS} if STUBS else None
WARMUP = Path(__file__).resolve().parent / "warmup.swift"
WARMUP_TOP_LEVEL = Path(__file__).resolve().parent / "warmup_top_level.swift"
WARNING = re.compile(r"^(/[^ :]+\.swift):(\d+):(\d+): warning: expression took (\d+)ms to type-check", re.M)

# Arguments of SwiftPM's compile command that produce outputs; a type-check
# needs none of them. The value says whether the flag takes an argument.
DROPPED = {
    "-emit-dependencies": False, "-emit-module": False, "-incremental": False, "-c": False,
    "-serialize-diagnostics": False, "-parseable-output": False, "-enable-batch-mode": False,
    "-emit-module-path": True, "-output-file-map": True, "-index-store-path": True,
}


KNOWN_SLOW = "// known slow to type-check:"


def source_line(key):
    path, line, _ = key
    return Path(path).read_text().splitlines()[line - 1]


def slow_expressions(output):
    return {(m[1], int(m[2]), int(m[3])): int(m[4]) for m in WARNING.finditer(output)}


def package_build():
    """Builds every target from scratch: an up-to-date build checks nothing."""
    shutil.rmtree(SCRATCH, ignore_errors=True)
    flag = f"-warn-long-expression-type-checking={BUDGET_MS}"
    result = subprocess.run(
        ["swift", "build", "--build-tests", "-j", "1", "--scratch-path", str(SCRATCH),
         "-Xswiftc", "-Xfrontend", "-Xswiftc", flag],
        cwd=ROOT, capture_output=True, text=True, env=ENVIRONMENT)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        sys.exit(f"error: the type-check build failed:\n{output}")
    return slow_expressions(output)


def module_commands():
    """Each module's compile command, from SwiftPM's build manifest."""
    manifest = (SCRATCH / "debug.yaml").read_text()
    commands = {}
    for match in re.finditer(r'^  "C\.([^"-]+)-[^"]*-debug\.module":\n((?:    .*\n)+)', manifest, re.M):
        module, body = match[1], match[2]
        args = re.search(r"^    args: (\[.*\])$", body, re.M)
        inputs = re.search(r"^    inputs: (\[.*\])$", body, re.M)
        if args and inputs:
            sources = [p for p in json.loads(inputs[1]) if p.endswith(".swift")]
            commands[module] = (json.loads(args[1]), sources)
    return commands


def warmed_main(sources, directory):
    """The sources with main.swift replaced by a copy that starts with
    warmup_top_level.swift: the compiler type-checks top-level code before
    any other file, so its first expression would otherwise pay the warm-up.
    A #sourceLocation directive reports the rest at the original lines."""
    result = []
    for source in sources:
        if Path(source).name == "main.swift":
            copy = Path(directory) / "main.swift"
            copy.write_text(WARMUP_TOP_LEVEL.read_text() + f'#sourceLocation(file: "{source}", line: 1)\n'
                            + Path(source).read_text() + "\n#sourceLocation()\n")
            source = str(copy)
        result.append(source)
    return result


def warm_type_check(args, sources):
    """Type-checks a module in one process, the warm-ups first. Returns the
    slow expressions of the module's own files and the warm-up's time."""
    command, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in DROPPED:
            skip = DROPPED[arg]
        elif not arg.startswith("@"):
            command.append(arg)
    with tempfile.TemporaryDirectory() as directory:
        command += ["-typecheck", "-wmo", str(WARMUP), *warmed_main(sources, directory)]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        sys.exit(f"error: type-checking again failed:\n{output}")
    slow = slow_expressions(output)
    own = {key: ms for key, ms in slow.items() if key[0] in sources}
    return own, sum(slow.values()) - sum(own.values())


def main():
    candidates = package_build()
    if not candidates:
        print(f"Type-check gate: no expression took {BUDGET_MS} ms or more.")
        return
    print(f"Pass 1 flagged {len(candidates)} expression(s); type-checking their modules again after a warm-up:")
    for (path, line, column), ms in sorted(candidates.items()):
        print(f"  {os.path.relpath(path, ROOT)}:{line}:{column}: {ms} ms")
    commands = module_commands()
    confirmed = dict(candidates)
    for module, (args, sources) in sorted(commands.items()):
        flagged_here = {key for key in confirmed if key[0] in sources}
        if not flagged_here:
            continue
        for run in (1, 2):
            again, warmup = warm_type_check(args, sources)
            print(f"  {module}, warm run {run}: the warm-up took {warmup} ms")
            for key in flagged_here:
                if key in again:
                    confirmed[key] = max(confirmed[key], again[key])
                else:
                    confirmed.pop(key, None)
            flagged_here = {key for key in flagged_here if key in confirmed}
    unmatched = {key for key in confirmed if not any(key[0] in s for _, s in commands.values())}
    if unmatched:
        sys.exit(f"error: no module compiles {sorted(unmatched)}")
    known = {key: ms for key, ms in confirmed.items() if KNOWN_SLOW in source_line(key)}
    for (path, line, column), ms in sorted(known.items()):
        print(f"  known slow, not failed: {os.path.relpath(path, ROOT)}:{line}:{column}: up to {ms} ms: "
              + source_line((path, line, column)).split(KNOWN_SLOW)[1].strip())
        confirmed.pop((path, line, column))
    if confirmed:
        lines = [f"{os.path.relpath(p, ROOT)}:{l}:{c}: up to {ms} ms" for (p, l, c), ms in sorted(confirmed.items())]
        sys.exit(f"error: expressions over the {BUDGET_MS} ms type-checking budget after a warm-up, in every run:\n"
                 + "\n".join(lines))
    print(f"Type-check gate: every flagged expression type-checks in under {BUDGET_MS} ms once the compiler is warm.")


if __name__ == "__main__":
    main()
