"""Differential check of AnchorSolver against kiwisolver and an LP oracle.

Usage: differential.py --benchmarks PATH [--seed 1] [--count 500] [--jobs N]
                       [--lp-ops changes|all] [--no-invariants] [--report FILE]

Method. Random systems are generated: mixed relations, required constraints
and non-required ones with weights other than 1, on kiwi's three levels or,
in 15% of the systems, on four to six levels; in three systems of five,
required constraints built around a hidden point that satisfies them all (but
for the odd broken one, mostly rejected); redundant required equalities
(combinations of earlier ones), later removed one of a group at a time;
removals; edit variables and suggestions. Each system is replayed through
`Benchmarks solver replay --trace`, which prints the values after every
operation (with SOLVER_CHECK set, the solver's own invariant check runs after
every operation too), and, if it has at most three levels, through kiwi
(kiwi_replay.py). Then, operation by operation, with a model of which
constraints are present:

* every verdict is the one the model predicts (the fate of a required add
  aside), and a rejected operation leaves every value bit-identical;
* every present required constraint holds in our values;
* every constraint we reject is infeasible: the least violation of it that
  the present required constraints allow (an LP, lp_oracle.py) is clearly
  above zero;
* while kiwi can be trusted (same verdicts so far, no rejection, no abort, its
  values keep every required constraint), our values must equal kiwi's. Where
  they differ after a suggestion or removal or at the end, the LP must find
  ours lexicographically optimal, and show that the optimum is not unique:
  minimising and maximising the variable that differs most at that optimum
  reaches both values, and kiwi's weighted violations are optimal at every
  level. If they are not, kiwi is wrong (it folds levels into one number);
* where kiwi cannot be trusted (from its first rejection or abort, or where it
  was wrong) and in systems with more than three levels, the LP checks that
  our values are lexicographically optimal after every suggestion and
  removal and at the end (`--lp-ops all`: after every accepted operation).
  Before kiwi's first rejection the comparison is full: kiwi's values after
  an operation do not depend on later ones, so they are those of that prefix
  of the system run on its own.

Across processes: a second run must print byte-identical traces
(determinism), and a third, of each system with the operations we rejected
left out, the same values after every other operation (a rejected operation
leaves the solver exactly as it was, future results included).

Sizes are kept small (constants below 1000 units, fewer than 1000 constraints
per level) so that kiwi's folded strengths (1e6 : 1e3 : 1, times weights of
0.5 to 3) usually order levels as our lexicographic objective does; where they
do not, the LP decides.
"""
import argparse
import json
import multiprocessing
import os
import random
import subprocess
import sys

import numpy as np

import lp_oracle

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 1e-6
KIWI_LEVELS = [1, 2, 3]
WEIGHTS = [1, 1, 1, 1, 1, 0.5, 2, 3, 1.5]
# Operations after which an untrusted state is LP-checked (`--lp-ops changes`).
LP_KINDS = {"suggest", "remove", "unedit"}


# MARK: Generating systems

def generate(rng, sid):
    nvars = rng.randint(2, 24)
    nops = rng.choice([rng.randint(3, 30), rng.randint(20, 120), rng.randint(100, 240)])
    many_levels = rng.random() < 0.15  # LP only: kiwi orders three levels at most
    if many_levels:
        levels = sorted(rng.sample(range(1, 1000), rng.randint(4, 6)))
    else:
        levels = KIWI_LEVELS
    feasible = rng.random() < 0.6  # required constraints share a hidden point
    point = [rng.randint(-50, 50) for _ in range(nvars)]
    ops = []
    added = []
    required_equalities = []  # (cid, const, terms), to build redundant ones from
    redundant = []  # members of groups of equalities where one is implied by the others
    edits = []
    cid = 0
    for _ in range(nops):
        r = rng.random()
        if r < 0.70 or not added:
            if required_equalities and rng.random() < 0.12:
                const, terms, sources = redundant_equality(rng, required_equalities)
                if terms:
                    ops.append(["add", cid, "eq", 0, 1, const, terms])
                    redundant.extend([cid] + sources)
                    required_equalities.append((cid, const, terms))
                    added.append(cid)
                    cid += 1
                    continue
            k = rng.choice([1, 1, 2, 2, 3])
            vs = rng.sample(range(nvars), min(k, nvars))
            terms = [[v, rng.choice([-3, -2, -1, -1, 1, 1, 1, 2, 3, 0.5])] for v in vs]
            rel = rng.choice(["le", "eq", "ge"])
            level = 0 if rng.random() < 0.4 else rng.choice(levels)
            weight = 1 if level == 0 else rng.choice(WEIGHTS)
            if level == 0 and feasible:
                at = sum(c * point[v] for v, c in terms)
                slack = rng.randint(0, 20)
                const = -at + (0 if rel == "eq" else (-slack if rel == "le" else slack))
                if rng.random() < 0.06:
                    # A broken constraint: false at the point, often rejected,
                    # and the system stays feasible without it.
                    sign = {"le": 1, "ge": -1, "eq": rng.choice([-1, 1])}[rel]
                    const += sign * rng.randint(slack + 1, slack + 20)
            else:
                const = rng.randint(-60, 60)
            ops.append(["add", cid, rel, level, weight, const, terms])
            if level == 0 and rel == "eq":
                required_equalities.append((cid, const, terms))
            added.append(cid)
            cid += 1
        elif r < 0.80:
            group = [c for c in redundant if c in added]
            if group and rng.random() < 0.6:
                victim = rng.choice(group)
                added.remove(victim)
            else:
                victim = added.pop(rng.randrange(len(added)))
            ops.append(["remove", victim])
        elif r < 0.85:
            v = rng.randrange(nvars)
            if v in edits:
                ops.append(["suggest", v, rng.randint(-80, 80)])
            else:
                edits.append(v)
                ops.append(["edit", v, rng.choice(levels[-2:] if not many_levels else levels)])
        elif r < 0.87 and edits:
            v = edits.pop(rng.randrange(len(edits)))
            ops.append(["unedit", v])
        elif edits:
            ops.append(["suggest", rng.choice(edits), rng.randint(-80, 80)])
    return {"id": sid, "nvars": nvars, "ops": ops, "kiwi": not many_levels}


def redundant_equality(rng, equalities):
    """A combination of one or two earlier required equalities: redundant
    while they are present (and true at the hidden point, unless one of them
    is a broken constraint). Returns (const, terms, source ids); terms is
    empty if they cancel."""
    sources = rng.sample(equalities, min(len(equalities), rng.choice([1, 2])))
    const = 0.0
    coefficients = {}
    for _, c, terms in sources:
        factor = rng.choice([1, 1, -1, 2, 0.5, -3])
        const += factor * c
        for v, coef in terms:
            coefficients[v] = coefficients.get(v, 0.0) + factor * coef
    terms = [[v, coef] for v, coef in sorted(coefficients.items()) if coef != 0]
    return const, terms, [s[0] for s in sources]


# MARK: Running the solvers

def to_lines(systems, skip=None):
    """The replay format; `skip` maps a system id to op indices to leave out."""
    out = []
    for s in systems:
        out.append("system %d %d" % (s["id"], s["nvars"]))
        left_out = skip.get(s["id"], ()) if skip else ()
        for index, op in enumerate(s["ops"]):
            if index in left_out:
                continue
            if op[0] == "add":
                _, cid, rel, level, weight, const, terms = op
                flat = " ".join("%d %r" % (v, float(c)) for v, c in terms)
                out.append("add %d %s %d %r %r %d %s" % (cid, rel, level, float(weight), float(const), len(terms), flat))
            elif op[0] in ("remove", "unedit"):
                out.append("%s %d" % (op[0], op[1]))
            elif op[0] == "edit":
                out.append("edit %d %d" % (op[1], op[2]))
            elif op[0] == "suggest":
                out.append("suggest %d %r" % (op[1], float(op[2])))
        out.append("end")
    return "\n".join(out) + "\n"


def run_ours(benchmarks, systems, check, skip=None):
    """Returns ({id: [(verdict, values text)] per op}, invariant problems
    {id: [(op, problem)]}, raw stdout)."""
    env = dict(os.environ)
    env.pop("SOLVER_DUMP", None)
    if check:
        env["SOLVER_CHECK"] = "1"
    else:
        env.pop("SOLVER_CHECK", None)
    proc = subprocess.run([benchmarks, "solver", "replay", "--trace"], input=to_lines(systems, skip),
                          capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        sys.exit("Benchmarks solver replay failed:\n" + proc.stderr[-2000:])
    traces = {}
    for line in proc.stdout.splitlines():
        head, verdict, values = line.split("|")
        if ":" in head:
            sid, op = head.split(":")
            trace = traces.setdefault(int(sid), [])
            if int(op) != len(trace):
                sys.exit("Benchmarks solver replay: trace out of order at " + head)
            trace.append((verdict, values))
    problems = {}
    for line in proc.stderr.splitlines():
        # "system <id> op <op>: <problem>" (SOLVER_CHECK)
        words = line.split(" ", 4)
        if len(words) == 5 and words[0] == "system" and words[2] == "op":
            problems.setdefault(int(words[1]), []).append((int(words[3].rstrip(":")), words[4]))
        elif line.strip():
            sys.exit("Benchmarks solver replay wrote to standard error: " + line)
    return traces, problems, proc.stdout


def run_kiwi(systems):
    """Returns {id: {"trace": [(verdict, values)], "aborted": bool, "corrupt": op or None}}."""
    proc = subprocess.run([sys.executable, os.path.join(HERE, "kiwi_replay.py")],
                          input="".join(json.dumps(s) + "\n" for s in systems),
                          capture_output=True, text=True)
    results = {}
    current = None
    for line in proc.stdout.splitlines():
        kind, rest = line[0], line[2:]
        if kind == "S":
            current = {"trace": [], "aborted": False, "corrupt": None}
            results[int(rest)] = current
        elif kind == "V":
            verdict, values = rest.split("|")
            current["trace"].append((verdict, values))
        elif kind == "K":
            current["corrupt"] = int(rest)
        elif kind == "A":
            results[int(rest)]["aborted"] = True
    if proc.returncode != 0:
        sys.exit("kiwi_replay.py failed:\n" + proc.stderr[-2000:])
    return results


# MARK: The model of a system

class Model:
    """The constraints present after each operation, following given verdicts."""

    def __init__(self, system):
        self.nvars = system["nvars"]
        self.present = {}  # cid -> (rel, level, weight, const, terms)
        self.edits = {}  # variable -> [level, suggested value]
        # Every added constraint as a matrix row, for checking required ones fast.
        adds = [op for op in system["ops"] if op[0] == "add"]
        self.row = {op[1]: r for r, op in enumerate(adds)}
        self.matrix = np.zeros((len(adds), self.nvars))
        for r, op in enumerate(adds):
            for v, coef in op[6]:
                self.matrix[r, v] += coef
        self.constant = np.array([float(op[5]) for op in adds])
        self.sign = np.array([{"le": 1.0, "ge": -1.0, "eq": 0.0}[op[2]] for op in adds])
        self.required_rows = np.zeros(len(adds), dtype=bool)

    def expected(self, op):
        """The verdict the model predicts; "ok?" where only feasibility decides."""
        kind = op[0]
        if kind == "add":
            return "ok?" if op[3] == 0 else "ok"
        if kind == "remove":
            return "ok" if op[1] in self.present else "unknownConstraint"
        if kind == "edit":
            return "duplicateEditVariable" if op[1] in self.edits else "ok"
        return "ok" if op[1] in self.edits else "unknownEditVariable"

    def apply(self, op):
        kind = op[0]
        if kind == "add":
            _, cid, rel, level, weight, const, terms = op
            self.present[cid] = (rel, level, float(weight), float(const), terms)
            self.required_rows[self.row[cid]] = level == 0
        elif kind == "remove":
            del self.present[op[1]]
            self.required_rows[self.row[op[1]]] = False
        elif kind == "edit":
            self.edits[op[1]] = [op[2], 0.0]
        elif kind == "unedit":
            del self.edits[op[1]]
        elif kind == "suggest":
            self.edits[op[1]][1] = float(op[2])

    def constraints(self):
        result = list(self.present.values())
        for v, (level, value) in sorted(self.edits.items()):
            result.append(("eq", level, 1.0, -value, [[v, 1.0]]))
        return result

    def required(self):
        return [c for c in self.present.values() if c[1] == 0]

    def required_problem(self, x):
        """Which present required constraint x breaks (relative tolerance TOL), or None."""
        rows = self.required_rows
        if not rows.any():
            return None
        a = self.matrix[rows]
        e = a @ x + self.constant[rows]
        sign = self.sign[rows]
        bad = np.where(sign == 0, np.abs(e), np.maximum(0.0, sign * e))
        scale = 1.0 + np.abs(self.constant[rows]) + np.abs(a) @ np.abs(x)
        broken = np.nonzero(bad > TOL * scale)[0]
        if len(broken) == 0:
            return None
        cid = [c for c, r in self.row.items() if r == np.nonzero(rows)[0][broken[0]]][0]
        return "breaks required constraint %d %r by %.3g" % (cid, self.present[cid], bad[broken[0]])


def close(a, b):
    return np.abs(a - b) <= TOL * (1.0 + np.abs(a) + np.abs(b))


def parse(values):
    return np.array(values.split(), dtype=float)


# MARK: Checking one system

def check_system(job):
    """Checks one system's traces; returns a summary with "failures"."""
    system, ours, kiwi, lp_all = job
    ops = system["ops"]
    result = {"id": system["id"], "failures": [], "kiwi_wrong": None, "nonunique": False,
              "lp_states": 0, "lp_solves": 0, "rejections_proven": 0}
    if kiwi is None:
        result["category"] = "lp_only"
    elif kiwi["aborted"] or any(v != "ok" for v, _ in kiwi["trace"]):
        result["category"] = "partial"
    else:
        result["category"] = "full"
    if len(ours) != len(ops):
        result["failures"].append((len(ours), "finish", "ours printed %d of %d operations" % (len(ours), len(ops))))
        return result
    try:
        walk(system, ours, kiwi, lp_all, result)
    except Failure as failure:
        result["failures"].append(failure.args)
    if result["kiwi_wrong"] is not None:
        result["category"] = "kiwi_wrong"
    return result


class Failure(Exception):
    """(op, kind, message): a check of ours failed."""


def walk(system, ours, kiwi, lp_all, result):
    ops = system["ops"]
    nvars = system["nvars"]
    trusted = kiwi is not None
    model = Model(system)
    previous = " ".join(["0.0"] * nvars)
    for index, op in enumerate(ops):
        verdict, text = ours[index]
        expected = model.expected(op)
        if verdict != expected and not (expected == "ok?" and verdict in ("ok", "unsat")):
            raise Failure(index, "verdict", "%s gave %s, expected %s" % (op[0], verdict, expected))
        if verdict != "ok":
            if text != previous:
                raise Failure(index, "rejection", "the rejected %s changed values" % op[0])
            if verdict == "unsat":
                check_rejection(system, model, op, index, result)
        else:
            model.apply(op)
        previous = text
        x = parse(text)
        constraints = model.constraints()
        problem = model.required_problem(x)
        if problem:
            raise Failure(index, "required", problem)
        lp_here = verdict == "ok" and (lp_all or index == len(ops) - 1 or op[0] in LP_KINDS)

        if trusted:
            kiwi_problem = None
            if index >= len(kiwi["trace"]):
                trusted = False  # kiwi aborted at this operation
            elif kiwi["trace"][index][0] != verdict:
                # Ours is checked: by the model, by the LP for a rejection,
                # by our values for an acceptance.
                kiwi_problem = "verdict %s where ours (checked) is %s" % (kiwi["trace"][index][0], verdict)
            elif verdict == "unsat":
                trusted = False  # kiwi's state after a rejection is not reliable
            else:
                y = parse(kiwi["trace"][index][1])
                kiwi_problem = model.required_problem(y)
                if kiwi_problem is not None:
                    kiwi_problem = "kiwi " + kiwi_problem
                else:
                    differing = np.nonzero(~close(x, y))[0]
                    if len(differing) == 0 or not lp_here:
                        continue  # equal, or decided at the next LP check
                    kiwi_problem = compare_with_lp(system, constraints, x, y, differing, index, result)
                    result["nonunique"] |= kiwi_problem is None
                    lp_here = False  # compare_with_lp has checked ours
            if kiwi_problem is not None:
                trusted = False
                if result["kiwi_wrong"] is None:
                    result["kiwi_wrong"] = (index, kiwi_problem)
            elif trusted:
                continue
        if lp_here:
            program = lp_oracle.Program(nvars, constraints)
            problem, _ = program.check_optimal(x)
            result["lp_states"] += 1
            result["lp_solves"] += program.solves
            if problem:
                raise Failure(index, "optimality", problem)


def check_rejection(system, model, op, index, result):
    """Our rejection of a required constraint: it must be infeasible."""
    c = (op[2], 0, 1.0, float(op[5]), op[6])
    least = lp_oracle.least_violation(system["nvars"], model.required(), c)
    result["lp_solves"] += 1
    if least is None:
        raise Failure(index, "lp", "the required constraints before the rejection are infeasible (LP)")
    if least <= TOL * (1.0 + abs(c[3]) + sum(abs(t[1]) for t in c[4])):
        raise Failure(index, "rejection", "rejected a satisfiable constraint (least violation %.3g)" % least)
    result["rejections_proven"] += 1


def compare_with_lp(system, constraints, x, y, differing, index, result):
    """Our values x differ from kiwi's y. Ours must be optimal (else a
    Failure). Then kiwi's must be optimal too, which proves the optimum is not
    unique: at the optimum the LP must reach both our and kiwi's value of the
    variable that differs most (minimising and maximising it), and kiwi's
    weighted violations must equal the LP's optimum at every level. Returns
    what is wrong with kiwi's values, or None."""
    program = lp_oracle.Program(system["nvars"], constraints)
    problem, fixed = program.check_optimal(x)
    result["lp_states"] += 1
    try:
        if problem:
            raise Failure(index, "optimality", problem + " (kiwi's values differ)")
        i = int(differing[np.argmax(np.abs(x - y)[differing])])
        ends = program.value_range(i, fixed)
        if ends is None:
            raise Failure(index, "lp", "the LP failed to bound x%d" % i)
        lo, hi = ends
        slack = TOL * (1.0 + abs(x[i]) + abs(y[i]))
        if not lo - slack <= x[i] <= hi + slack:
            raise Failure(index, "optimality", "x%d = %r outside the optimal range [%r, %r]" % (i, x[i], lo, hi))
        if not lo - slack <= y[i] <= hi + slack:
            return "kiwi's x%d = %r outside the optimal range [%r, %r]" % (i, y[i], lo, hi)
        theirs, size = program.level_violations(y)
        for level, optimum in zip(program.levels(), (bound for _, bound in fixed)):
            if theirs[level] > optimum + lp_oracle.OPTIMAL_TOL * size[level]:
                return "kiwi's weighted violation at level %d is %.9g, the optimum %.9g" % (
                    level, theirs[level], optimum)
        return None
    finally:
        result["lp_solves"] += program.solves


# MARK: Main

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--benchmarks", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--lp-ops", choices=["changes", "all"], default="changes",
                        help="after which accepted operations an untrusted state is LP-checked")
    parser.add_argument("--no-invariants", action="store_true", help="do not set SOLVER_CHECK")
    parser.add_argument("--report", help="write {system id: [failures]} as JSON here")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    systems = [generate(rng, i) for i in range(args.count)]
    kiwi = run_kiwi([s for s in systems if s["kiwi"]])
    ours, invariants, raw = run_ours(args.benchmarks, systems, check=not args.no_invariants)
    # Determinism across processes (each has its own hash seed): byte-identical
    # traces (shortest round-trip decimals, so bit-identical doubles).
    deterministic = run_ours(args.benchmarks, systems, check=False)[2] == raw
    # Rollback: the same systems without the operations we rejected.
    rejected = {sid: {i for i, (v, _) in enumerate(trace) if v != "ok"} for sid, trace in ours.items()}
    rejected = {sid: ops for sid, ops in rejected.items() if ops}
    without = run_ours(args.benchmarks, [s for s in systems if s["id"] in rejected], check=False,
                       skip=rejected)[0]

    jobs = [(s, ours.get(s["id"], []), kiwi.get(s["id"]) if s["kiwi"] else None, args.lp_ops == "all")
            for s in systems]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(check_system, jobs, chunksize=4)
    else:
        results = [check_system(job) for job in jobs]

    for r in results:
        sid = r["id"]
        for op, problem in invariants.get(sid, [])[:1]:
            r["failures"].append((op, "invariant", problem))
        if sid in rejected:
            kept = [t for i, t in enumerate(ours[sid]) if i not in rejected[sid]]
            if without.get(sid) != kept:
                r["failures"].append((None, "rollback", "leaving out the rejected operations changes later values"))

    counts = {c: sum(r["category"] == c for r in results) for c in ("full", "kiwi_wrong", "partial", "lp_only")}
    nonunique = sum(r["nonunique"] for r in results if r["category"] == "full")
    aborted = sum(1 for r in results if r["category"] == "partial" and kiwi[r["id"]]["aborted"])
    wrong = {"broke a required constraint": 0, "verdict differs from ours": 0, "not optimal": 0}
    for r in results:
        if r["kiwi_wrong"] is not None:
            why = r["kiwi_wrong"][1]
            wrong["broke a required constraint" if why.startswith("kiwi breaks") else
                  "verdict differs from ours" if why.startswith("verdict") else "not optimal"] += 1
    failed = [r for r in results if r["failures"]]
    print("differential check vs kiwisolver and an LP oracle (HiGHS): seed %d, %d systems, %d operations"
          % (args.seed, len(systems), sum(len(s["ops"]) for s in systems)))
    print("  fully compared with kiwi (kiwi accepted everything, to the end): %d" % counts["full"])
    print("    values equal after every operation: %d; differing somewhere, optimum proven not unique (LP): %d"
          % (counts["full"] - nonunique, nonunique))
    print("  kiwi wrong, ours LP-checked from there on: %d (%s)" % (
        counts["kiwi_wrong"], ", ".join("%s %d" % kv for kv in wrong.items())))
    print("  kiwi rejected a constraint or aborted (%d aborted): compared with kiwi before that,"
          % aborted)
    print("    LP-checked from there on: %d" % counts["partial"])
    print("  more than three priority levels, LP-checked only: %d" % counts["lp_only"])
    print("  LP: %d states checked for optimality, %d rejections proven infeasible, %d linprog calls"
          % (sum(r["lp_states"] for r in results), sum(r["rejections_proven"] for r in results),
             sum(r["lp_solves"] for r in results)))
    print("  invariant check (SOLVER_CHECK) after every operation: %s"
          % ("off" if args.no_invariants else "%d systems with a violation" % len(invariants)))
    print("  ours bit-identical in another process: %s; rejected operations left out, same values: %s"
          % ("yes" if deterministic else "NO",
             "yes" if not any(f[1] == "rollback" for r in failed for f in r["failures"]) else "NO"))
    print("  mismatched: %d" % len(failed))
    for r in failed[:20]:
        op, kind, message = r["failures"][0]
        print("    system %d, op %s: %s: %s" % (r["id"], op, kind, message))
    if args.report:
        with open(args.report, "w") as f:
            json.dump({r["id"]: r["failures"] for r in failed}, f)
    sys.exit(1 if failed or not deterministic else 0)


if __name__ == "__main__":
    main()
