"""Child process: replays systems (JSON lines on stdin) through kiwisolver.

Prints "V <verdict>" after each operation and one JSON result line per
system, flushed, so that the parent can tell
which system aborted the process (kiwi can abort with "Dual optimize failed"
from a destructor after it rejected a constraint).
"""
import json
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


def replay(system):
    xs = [kiwi.Variable("x%d" % i) for i in range(system["nvars"])]
    solver = kiwi.Solver()
    constraints = {}
    required = {}
    before = {}
    verdicts = []
    corrupt = None
    for op in system["ops"]:
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
            verdicts.append("ok")
        except Exception as exc:  # kiwi's own error types
            verdicts.append(error_name(exc))
            if corrupt is None and verdicts[-1] == "unsat" and violates(before, required.values()):
                # kiwi rejected while it already violated an accepted required
                # constraint (its tableau was corrupted by an earlier removal).
                corrupt = len(verdicts) - 1
                print("K %d" % corrupt, flush=True)
        # Progress, so the parent knows kiwi's verdicts even if it aborts later.
        print("V " + verdicts[-1], flush=True)
    solver.updateVariables()
    return {"id": system["id"], "verdicts": verdicts, "values": [x.value() for x in xs], "corrupt": corrupt}


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
    for line in sys.stdin:
        if not line.strip():
            continue
        print(json.dumps(replay(json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
