"""Times kiwi (kiwisolver) on exactly the solver system the layout engine
built, as `Benchmarks engine --export DIR` writes it: one JSON object a
constraint, `{"t": [[var, coef], ...], "c": constant, "r": -1|0|1, "p":
priority or null}` after a first line `{"variables": n}`.

kiwi has three strength levels folded into one number; each Auto Layout
priority p (1...999) becomes kiwi.strength.create(0, 0, p), so the order of
priorities is kept but not their strict dominance. That changes what kiwi
optimises, not how much work adding the constraints is, which is what this
times.

Prints `RESULT kiwi <n> add <median ms>` per file.

Usage: engine_kiwi.py [--reps 5] FILE...
"""
import argparse
import json
import re
import statistics
import time

import kiwisolver as kiwi

RELATIONS = {-1: "<=", 0: "==", 1: ">="}


def load(path):
    with open(path) as handle:
        header = json.loads(handle.readline())
        rows = [json.loads(line) for line in handle if line.strip()]
    return header["variables"], rows


def build(count, rows):
    solver = kiwi.Solver()
    variables = [kiwi.Variable() for _ in range(count)]
    for row in rows:
        expression = sum((variables[v] * c for v, c in row["t"]), kiwi.Expression([], row["c"]))
        constraint = kiwi.Constraint(expression, RELATIONS[row["r"]])
        if row["p"] is not None:
            constraint = constraint | kiwi.strength.create(0, 0, row["p"])
        solver.addConstraint(constraint)
    return solver


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    for path in arguments.files:
        count, rows = load(path)
        times = []
        for _ in range(arguments.reps):
            start = time.perf_counter()
            build(count, rows)
            times.append((time.perf_counter() - start) * 1e3)
        size = re.search(r"engine-(\d+)", path).group(1)
        print(f"RESULT kiwi {size} add {statistics.median(times)}", flush=True)


if __name__ == "__main__":
    main()
