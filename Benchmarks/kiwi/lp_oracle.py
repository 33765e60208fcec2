"""An optimality oracle for the differential check: linear programs solved by
HiGHS (scipy.optimize.linprog), a solver that shares no code or method with
AnchorSolver's incremental simplex.

A system state is a list of constraints `(rel, level, weight, const, terms)`
meaning `const + sum(coef * x[v]) <rel> 0` (rel: "le", "eq" or "ge"), where
level 0 is required and a higher level strictly dominates every lower one.
The program has the variables x (free) and, per non-required constraint,
violation columns (>= 0): one for an inequality, two for an equality, whose
expression is written as their difference, so that the violation |e| is their
sum at the optimum. Required constraints are plain rows. A level's objective
is the sum of weight * violation over its constraints.

Checks:

* `Program.check_optimal(x)`: values x are lexicographically optimal. Levels
  are visited from the most important down; at each one, ours must not
  exceed (beyond a tolerance) the least violation the LP can reach while it
  keeps every more important level at its optimum. A level where ours is 0
  needs no LP (nothing is below 0).
* `Program.value_range(i, fixed)`: the least and greatest x[i] at the optimum,
  which decides whether an optimum is unique in that variable.
* `least_violation(required, c)`: the least violation of c that the required
  constraints allow; a rejection is right only if it is clearly above zero.
"""
import numpy as np
from scipy.optimize import linprog

# Tighter than HiGHS's defaults (1e-7), so that a fixed level bound is kept to
# well within the tolerances the checks below use.
OPTIONS = {"primal_feasibility_tolerance": 1e-9, "dual_feasibility_tolerance": 1e-9}
# A level is optimal if ours is at most the LP optimum + OPTIMAL_TOL * size,
# where size is 1 + the level's weighted magnitudes at our values.
OPTIMAL_TOL = 1e-6
# Ours at or below ZERO_TOL * size is an optimal level's 0, no LP needed.
ZERO_TOL = 1e-9
# The relative slack of a level's bound when it is fixed for the next ones.
FIX_SLACK = 1e-12


def violation(c, x):
    rel, _, _, const, terms = c
    e = const + sum(coef * x[v] for v, coef in terms)
    if rel == "eq":
        return abs(e)
    return max(0.0, e) if rel == "le" else max(0.0, -e)


def magnitude(c, x):
    """1 + |const| + the magnitudes of the terms at x: the scale of c's error."""
    const, terms = c[3], c[4]
    return 1.0 + abs(const) + sum(abs(coef * x[v]) for v, coef in terms)


class Program:
    def __init__(self, nvars, constraints):
        self.n = nvars
        self.constraints = list(constraints)
        soft = [c for c in self.constraints if c[1] != 0]
        width = nvars + sum(2 if c[0] == "eq" else 1 for c in soft)
        self.width = width
        equalities = sum(c[0] == "eq" for c in self.constraints)
        # Dense: these programs are small, and linprog takes dense input faster.
        self.ub_rows = np.zeros((len(self.constraints) - equalities, width))
        self.ub_rhs = np.zeros(len(self.constraints) - equalities)
        self.eq_rows = np.zeros((equalities, width))
        self.eq_rhs = np.zeros(equalities)
        self.level_cost = {}
        column = nvars
        ub = eq = 0
        for rel, level, weight, const, terms in self.constraints:
            sign = -1.0 if rel == "ge" else 1.0  # ge: -e <= 0
            if rel == "eq":
                row, rhs, r = self.eq_rows, self.eq_rhs, eq
                eq += 1
            else:
                row, rhs, r = self.ub_rows, self.ub_rhs, ub
                ub += 1
            for v, coef in terms:
                row[r, v] += sign * coef
            rhs[r] = -sign * const
            if level == 0:
                continue
            cost = self.level_cost.get(level)
            if cost is None:
                cost = self.level_cost[level] = np.zeros(width)
            if rel == "eq":  # e = p - n, violation p + n
                row[r, column] = -1.0
                row[r, column + 1] = 1.0
                cost[column] += weight
                cost[column + 1] += weight
                column += 2
            else:  # e - v <= 0, violation v
                row[r, column] = -1.0
                cost[column] += weight
                column += 1
        self.bounds = np.zeros((width, 2))
        self.bounds[:nvars, 0] = -np.inf
        self.bounds[:, 1] = np.inf
        self.solves = 0

    def levels(self):
        """Non-required levels, most important first."""
        return sorted(self.level_cost, reverse=True)

    def level_violations(self, x):
        per = {level: 0.0 for level in self.level_cost}
        size = {level: 1.0 for level in self.level_cost}
        for c in self.constraints:
            if c[1] != 0:
                per[c[1]] += c[2] * violation(c, x)
                size[c[1]] += c[2] * magnitude(c, x)
        return per, size

    def solve(self, cost, fixed):
        """linprog with the level bounds `fixed` [(cost vector, optimum)]
        added, each loosened by FIX_SLACK relative; if HiGHS finds that
        infeasible (the optima are exact only to its tolerances), by up to
        10,000 times as much."""
        a_ub, b_ub = self.ub_rows, self.ub_rhs
        if fixed:
            a_ub = np.vstack([a_ub] + [f[0] for f in fixed])
        for loosen in (1, 100, 10000):
            bounds = [f[1] + loosen * FIX_SLACK * (1 + abs(f[1])) for f in fixed]
            self.solves += 1
            result = linprog(cost, A_ub=a_ub if len(a_ub) else None,
                             b_ub=np.concatenate([b_ub, bounds]) if len(a_ub) else None,
                             A_eq=self.eq_rows if len(self.eq_rhs) else None,
                             b_eq=self.eq_rhs if len(self.eq_rhs) else None,
                             bounds=self.bounds, method="highs", options=OPTIONS)
            if result.status != 2 or not fixed:
                break
        return result

    def check_optimal(self, x):
        """Returns (problem or None, [(level cost, optimum)] most important
        level first, for value_range)."""
        ours, size = self.level_violations(x)
        fixed = []
        for level in self.levels():
            optimum = 0.0
            if ours[level] > ZERO_TOL * size[level]:
                result = self.solve(self.level_cost[level], fixed)
                if result.status != 0:
                    return "LP at level %d failed: %s" % (level, result.message), fixed
                optimum = result.fun
                if ours[level] > optimum + OPTIMAL_TOL * size[level]:
                    return ("not optimal at level %d: weighted violation %.9g, LP optimum %.9g"
                            % (level, ours[level], optimum)), fixed
            # Levels trade at large ratios: a slack of 1e-9 of a level's size
            # once let the next level improve 1300 times as much. So the
            # bound is the optimum or ours, whichever is larger (both agree
            # to rounding here), plus FIX_SLACK.
            fixed.append((self.level_cost[level], max(ours[level], optimum)))
        return None, fixed

    def value_range(self, i, fixed):
        """(least, greatest) x[i] over the optimal face; +-inf if unbounded."""
        cost = np.zeros(self.width)
        ends = []
        for sign in (1.0, -1.0):
            cost[i] = sign
            result = self.solve(cost, fixed)
            if result.status == 3:
                ends.append(-np.inf)
            elif result.status == 0:
                ends.append(result.fun)
            else:
                return None
        return ends[0], -ends[1]


def least_violation(nvars, required, constraint):
    """The least violation of `constraint` given the required constraints, or
    None if they are infeasible by themselves."""
    rel, _, _, const, terms = constraint
    program = Program(nvars, list(required) + [(rel, 1, 1.0, const, terms)])
    result = program.solve(program.level_cost[1], [])
    return result.fun if result.status == 0 else None
