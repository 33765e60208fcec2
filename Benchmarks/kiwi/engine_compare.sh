#!/usr/bin/env bash
# The layout engine against its own system run through a bare AnchorSolver
# and through kiwi: `Benchmarks engine` times the engine and the bare solver
# in one process and exports each size's system; engine_kiwi.py times kiwi
# adding exactly that system. kiwi needs about 13 s at N = 1000 and is not
# run at 5000 (its time grows quadratically here).
#
# Usage: Benchmarks/kiwi/engine_compare.sh
# Set SCRATCH_PATH to build somewhere other than .build.
set -euo pipefail
cd "$(dirname "$0")/../.."

source Benchmarks/kiwi/prepare.sh
OUT=$(mktemp -d)
"$BIN" engine --sizes 100,1000,5000 --export "$OUT" | tee "$OUT/ours.txt"
$VENV/bin/python Benchmarks/kiwi/engine_kiwi.py --reps 3 "$OUT/engine-100.jsonl" "$OUT/engine-1000.jsonl" \
    | tee "$OUT/kiwi.txt"
for n in 100 1000; do
    awk -v n="$n" '
        $1 == "RESULT" && $2 == "engine" && $3 == n && $4 == "total" { total = $5 }
        $1 == "RESULT" && $2 == "engine" && $3 == n && $4 == "layout" { layout = $5 }
        $1 == "RESULT" && $2 == "kiwi" && $3 == n { kiwi = $5 }
        END { printf "RATIO kiwi/engine %d layout %.1f total %.1f\n", n, kiwi / layout, kiwi / total }
    ' "$OUT/ours.txt" "$OUT/kiwi.txt"
done
rm -rf "$OUT"
