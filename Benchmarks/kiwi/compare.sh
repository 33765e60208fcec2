#!/usr/bin/env bash
# Times AnchorSolver against kiwi (kiwisolver) on the same workloads and prints
# one table. kiwi at N = 10000 takes minutes, so it runs only with
# --kiwi-10000; without it the table says "not run" there.
#
# Shared machines change speed for seconds at a time (on this project's
# machine class by up to 1.7×, for both programs alike), so two runs minutes
# apart are not comparable. Each workload and size therefore runs as a pair,
# ours then kiwi's, seconds apart; at N = 100 and 1000 that is repeated in
# ROUNDS rounds, and the table gives each side's median over the rounds and
# the median of the per-pair ratios. Each round also times ours alone on w2
# and w3 at N = 10000, so that the slopes the goals are about compare medians
# at both sizes rather than one run that may have met a slow spell.
#
# Usage: Benchmarks/kiwi/compare.sh [--kiwi-10000]
# Set SCRATCH_PATH to build somewhere other than .build, ROUNDS to change 5.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${ROUNDS:-5}

source Benchmarks/kiwi/prepare.sh
OUT=$(mktemp -d)
PAIRS=()
pair() { # pair NAME SIZE WORKLOAD RUN_KIWI
    "$BIN" solver --sizes "$2" --only "$3" >> "$OUT/ours.$1.txt"
    if [[ $4 == yes ]]; then
        $VENV/bin/python Benchmarks/kiwi/bench.py --sizes "$2" --only "$3" >> "$OUT/kiwi.$1.txt"
    fi
}
for round in $(seq "$ROUNDS"); do
    for n in 100 1000; do
        for w in w1 w2 w3; do pair "$round" $n $w yes; done
    done
    pair "$round" 10000 w2,w3 no
    PAIRS+=(--pair "$OUT/ours.$round.txt" "$OUT/kiwi.$round.txt")
done
KIWI_10000=no
[[ "${1:-}" == "--kiwi-10000" ]] && KIWI_10000=yes
touch "$OUT/kiwi.10000.txt"
for w in w1 w2 w3; do pair 10000 10000 $w $KIWI_10000; done
PAIRS+=(--pair "$OUT/ours.10000.txt" "$OUT/kiwi.10000.txt")

echo "kiwisolver $($VENV/bin/python -c 'import kiwisolver; print(kiwisolver.__version__)'), $(swift --version 2>&1 | head -1)"
echo "ms: each side's median over $ROUNDS paired rounds (N = 10000: one pair, plus ours alone once per round on w2 and w3);"
echo "ratio: median of the per-pair ratios;"
echo "suggest = one suggestValue + reading every value; slope = log-log slope from the previous N"
echo
$VENV/bin/python Benchmarks/kiwi/table.py "${PAIRS[@]}"
