#!/usr/bin/env bash
# Times AnchorSolver against kiwi (kiwisolver) on the same workloads and prints
# one table. kiwi at N = 10000 takes minutes, so it runs only with
# --kiwi-10000; without it the table says "not run" there.
#
# Usage: Benchmarks/kiwi/compare.sh [--kiwi-10000]
# Set SCRATCH_PATH to build somewhere other than .build.
set -euo pipefail
cd "$(dirname "$0")/../.."
KIWI_SIZES=100,1000
if [[ "${1:-}" == "--kiwi-10000" ]]; then KIWI_SIZES=100,1000,10000; fi

VENV=Benchmarks/kiwi/.venv
[[ -x $VENV/bin/python ]] || python3 -m venv $VENV
$VENV/bin/pip install --quiet kiwisolver

BUILD=(swift build -c release --product Benchmarks ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${BUILD[@]}" >/dev/null
BIN="$("${BUILD[@]}" --show-bin-path)/Benchmarks"
OUT=$(mktemp -d)
"$BIN" solver --sizes 100,1000,10000 > "$OUT/ours.txt"
$VENV/bin/python Benchmarks/kiwi/bench.py --sizes $KIWI_SIZES > "$OUT/kiwi.txt"
echo "kiwisolver $($VENV/bin/python -c 'import kiwisolver; print(kiwisolver.__version__)'), $(swift --version 2>&1 | head -1)"
echo "medians in ms; suggest = one suggestValue + reading every value; slope = log-log slope from the previous N"
echo
$VENV/bin/python Benchmarks/kiwi/table.py "$OUT/ours.txt" "$OUT/kiwi.txt"
