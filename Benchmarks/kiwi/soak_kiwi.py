"""kiwi through the `solver` loop of `Benchmarks soak`: a fresh required
constraint added to a small system, a value read, the constraint removed.

Usage: soak_kiwi.py [--rounds 1000000]

Prints `RESULT soak kiwi-solver <phase> <value>` as `Benchmarks soak` does:
resident megabytes after the first 10,000 rounds and after the last, the
growth, and the time of the rounds after the first 10,000 (ms per 1,000).
"""
import argparse
import os
import time

import kiwisolver as kiwi

WARM_ROUNDS = 10_000


def resident_megabytes():
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1_048_576


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=1_000_000)
    rounds = parser.parse_args().rounds
    solver = kiwi.Solver()
    x, y = kiwi.Variable("x"), kiwi.Variable("y")
    solver.addConstraint(y == x + 10)
    solver.addConstraint((x == 0) | "weak")

    def round_(k):
        pin = x == k % 100
        solver.addConstraint(pin)
        solver.updateVariables()
        y.value()
        solver.removeConstraint(pin)

    for k in range(WARM_ROUNDS):
        round_(k)
    warm = resident_megabytes()
    start = time.perf_counter()
    for k in range(WARM_ROUNDS, rounds):
        round_(k)
    elapsed = (time.perf_counter() - start) * 1000
    end = resident_megabytes()
    measured = rounds - WARM_ROUNDS
    print(f"RESULT soak kiwi-solver rss-warm {warm:.3f}")
    print(f"RESULT soak kiwi-solver rss-end {end:.3f}")
    print(f"RESULT soak kiwi-solver growth {end - warm:.3f}")
    print(f"RESULT soak kiwi-solver ms-per-1000 {elapsed / measured * 1000:.3f}")


if __name__ == "__main__":
    main()
