"""Child process: replays systems (JSON lines on stdin) through kiwisolver.

kiwi can abort the whole process (std::terminate with "Dual optimize failed",
thrown from suggestValue after an earlier rejected constraint left its tableau
inconsistent), so the systems are replayed in a forked worker; when a worker
dies, the next one starts at the system after the one that killed it. kiwi is
imported once, and no system is sent twice.

Output, one line each, flushed as soon as it is known:

    S <id>                    a system starts
    V <verdict>|<values>      after each operation: kiwi's verdict and every
                              variable's value (after updateVariables)
    K <op>                    kiwi rejected op <op> while its values already
                              broke an accepted required constraint (its
                              tableau was corrupted by an earlier removal)
    E <id>                    the system finished
    A <id>                    the system aborted the worker

Operations are counted from 0 within a system.
"""
import json
import os
import sys

import kiwisolver as kiwi

STRENGTH = {1: kiwi.strength.weak, 2: kiwi.strength.medium, 3: kiwi.strength.strong}
OPS = {"le": "<=", "eq": "==", "ge": ">="}


def error_name(exc):
    name = type(exc).__name__
    return {
        "UnsatisfiableConstraint": "unsat",
        "DuplicateConstraint": "duplicateConstraint",
        "UnknownConstraint": "unknownConstraint",
        "DuplicateEditVariable": "duplicateEditVariable",
        "UnknownEditVariable": "unknownEditVariable",
        "BadRequiredStrength": "requiredEditStrength",
    }.get(name, "other:" + name)


def replay(system, out):
    xs = [kiwi.Variable("x%d" % i) for i in range(system["nvars"])]
    solver = kiwi.Solver()
    constraints = {}
    required = {}
    before = {}
    corrupt = None
    out("S %d" % system["id"])
    for index, op in enumerate(system["ops"]):
        try:
            kind = op[0]
            if kind == "add":
                solver.updateVariables()
                before = {x.name(): x.value() for x in xs}
                _, cid, rel, level, weight, const, terms = op
                expr = kiwi.Expression([kiwi.Term(xs[v], c) for v, c in terms], const)
                strength = kiwi.strength.required if level == 0 else STRENGTH[level] * weight
                cn = kiwi.Constraint(expr, OPS[rel], strength)
                constraints[cid] = cn
                solver.addConstraint(cn)
                if level == 0:
                    required[cid] = cn
            elif kind == "remove":
                solver.removeConstraint(constraints[op[1]])
                required.pop(op[1], None)
            elif kind == "edit":
                solver.addEditVariable(xs[op[1]], STRENGTH[op[2]])
            elif kind == "unedit":
                solver.removeEditVariable(xs[op[1]])
            elif kind == "suggest":
                solver.suggestValue(xs[op[1]], op[2])
            verdict = "ok"
        except Exception as exc:  # kiwi's own error types
            verdict = error_name(exc)
            if corrupt is None and verdict == "unsat" and violates(before, required.values()):
                corrupt = index
                out("K %d" % corrupt)
        solver.updateVariables()
        out("V %s|%s" % (verdict, " ".join(repr(x.value()) for x in xs)))
    out("E %d" % system["id"])


def violates(values, constraints):
    """Whether the values kiwi had before the rejected add break a constraint."""
    for cn in constraints:
        expr = cn.expression()
        products = [t.coefficient() * values[t.variable().name()] for t in expr.terms()]
        e = expr.constant() + sum(products)
        scale = 1.0 + abs(expr.constant()) + sum(abs(p) for p in products)
        op = cn.op()
        bad = abs(e) if op == "==" else (max(0.0, e) if op == "<=" else max(0.0, -e))
        if bad > 1e-6 * scale:
            return True
    return False


def main():
    systems = [json.loads(line) for line in sys.stdin if line.strip()]
    stdout = sys.stdout.fileno()

    def out(line):
        os.write(stdout, (line + "\n").encode())

    start = 0
    while start < len(systems):
        progress_read, progress_write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(progress_read)
            for index in range(start, len(systems)):
                os.write(progress_write, b"%d\n" % index)
                replay(systems[index], out)
            os._exit(0)
        os.close(progress_write)
        with os.fdopen(progress_read, "rb") as progress:
            started = progress.read().split()
        _, status = os.waitpid(pid, 0)
        if status == 0:
            break
        crashed = int(started[-1])
        out("A %d" % systems[crashed]["id"])
        start = crashed + 1


if __name__ == "__main__":
    main()
