"""kiwisolver side of the solver benchmarks (same workloads as
Benchmarks/SolverBenchmarks.swift). Prints `RESULT <workload> <n> <phase> <ms>`
(medians over repetitions, time.perf_counter) and `CHECK <workload> <n> <sum>`.

Usage: bench.py [--sizes 100,1000] [--reps N] [--only w1,w2,w3]
"""
import argparse
import statistics
import time

import kiwisolver as kiwi


def chain(n):
    s = kiwi.Solver()
    left = [kiwi.Variable() for _ in range(n)]
    width = [kiwi.Variable() for _ in range(n)]
    for i in range(n):
        if i == 0:
            s.addConstraint(left[0] == 0)
        else:
            s.addConstraint(left[i] == left[i - 1] + width[i - 1] + 8)
        s.addConstraint(width[i] >= 10)
        s.addConstraint((width[i] == 50) | "weak")
    return s, left + width


def cards(n):
    s = kiwi.Solver()
    cx, cy, cw, ch = (kiwi.Variable() for _ in range(4))
    s.addConstraint(cx == 0)
    s.addConstraint(cy == 0)
    s.addConstraint(cw == 1024)
    s.addConstraint(ch == 768)
    allv = [cx, cy, cw, ch]
    for _ in range(n):
        x, y, w, h = (kiwi.Variable() for _ in range(4))
        s.addConstraint(x == cx + 16)
        s.addConstraint(y == cy + 16)
        s.addConstraint(x + w <= cx + cw - 16)
        s.addConstraint(y + h <= cy + ch - 16)
        s.addConstraint((w <= 300) | "strong")
        s.addConstraint((w == cw - 32) | "medium")
        s.addConstraint((h == 120) | "weak")
        allv += [x, y, w, h]
    return s, allv


def resize(n):
    s = kiwi.Solver()
    width = kiwi.Variable()
    s.addEditVariable(width, "strong")
    s.addConstraint(width >= 0)
    allv = [width]
    for i in range(n):
        l, r = kiwi.Variable(), kiwi.Variable()
        s.addConstraint(l == width * (i / n))
        s.addConstraint(r == width * ((i + 0.9) / n))
        allv += [l, r]
    return s, allv


def suggested_width(k):
    return float(320 + 7 * k)


def checksum(s, variables):
    s.updateVariables()
    return sum(v.value() * (1 + i % 7) for i, v in enumerate(variables))


def measure(name, n, reps, build):
    times = []
    last = None
    for _ in range(reps):
        last = None  # deallocation is not part of the measurement
        t = time.perf_counter()
        last = build(n)
        times.append((time.perf_counter() - t) * 1e3)
    print("RESULT %s %d add %r" % (name, n, statistics.median(times)), flush=True)
    print("CHECK %s %d %r" % (name, n, checksum(*last)), flush=True)


def measure_resize(n, reps):
    adds, suggests = [], []
    last = None
    for _ in range(reps):
        last = None
        t = time.perf_counter()
        last = resize(n)
        adds.append((time.perf_counter() - t) * 1e3)
        s, variables = last
        width = variables[0]
        sink = 0.0
        t = time.perf_counter()
        for k in range(100):
            s.suggestValue(width, suggested_width(k))
            s.updateVariables()
            for v in variables:
                sink += v.value()
        suggests.append((time.perf_counter() - t) * 1e3 / 100)
    print("RESULT w3 %d add %r" % (n, statistics.median(adds)), flush=True)
    print("RESULT w3 %d suggest %r" % (n, statistics.median(suggests)), flush=True)
    print("CHECK w3 %d %r" % (n, checksum(*last)), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--reps", type=int)
    parser.add_argument("--only", default="w1,w2,w3")
    args = parser.parse_args()
    only = set(args.only.split(","))
    for n in [int(x) for x in args.sizes.split(",")]:
        reps = args.reps or (21 if n <= 100 else 9 if n <= 1000 else 1)
        if "w1" in only:
            measure("w1", n, reps, chain)
        if "w2" in only:
            measure("w2", n, reps, cards)
        if "w3" in only:
            measure_resize(n, reps)


if __name__ == "__main__":
    main()
