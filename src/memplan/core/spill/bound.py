"""Upper bounds on the weight a memory of capacity ``C`` can keep, each with its proof.

**The relaxation.** Cut time into *sections*, the ticks between two consecutive lifetime
events (every tick of a section has the same buffers live). In any plan, the kept buffers
live in section ``k`` are disjoint blocks inside ``[0, C)``, so their sizes add up to at
most ``C``. Forgetting where the blocks are leaves the knapsack of every section at once
(unsplittable flow on a path): maximize ``sum w_i x_i`` over ``x_i`` in {0, 1} with
``sum_{i live in k} s_i x_i <= C`` for every section ``k``. Its optimum bounds ours.

**The Lagrangian bound** (:func:`lagrangian_bound`). Take any prices ``lambda_k >= 0``, one
per section, and let ``Lambda_i`` be the sum of the prices over buffer ``i``'s sections. For
any plan keeping a set ``S``::

    sum_{i in S} w_i  =  sum_{i in S} (w_i - s_i Lambda_i)  +  sum_k lambda_k sum_{i in S live in k} s_i
                     <=  sum_i max(0, w_i - s_i Lambda_i)   +  C sum_k lambda_k

(the first sum only grows when every negative term is dropped and every positive one is
added; in the second, each section's kept bytes are at most ``C`` and its price is not
negative). So ``L(lambda)``, the right-hand side, bounds the best kept weight whatever the
prices, and a bound is only as good as its prices: they never need to be trusted.
:func:`lagrangian_bound` evaluates it in exact rational arithmetic and rounds down (weights
are integers), so floating-point prices from a solver cost tightness, never validity.

**The best prices** (:func:`solve_relaxation`) are the optimal duals of the linear relaxation of
the knapsacks above (``0 <= x_i <= 1``): by LP duality ``min L(lambda)`` equals that LP's
optimum. They come from the LP written in prefix sums ``P_k = lambda_0 + ... + lambda_{k-1}``
(nondecreasing), which has three non-zeros a buffer::

    minimize  C P_m + sum_i u_i   subject to   u_i + s_i (P_end(i) - P_start(i)) >= w_i,
              P_{k+1} >= P_k,  P_0 = 0,  u_i >= 0,

solved by OR-Tools' GLOP. A buffer that alone exceeds ``C`` can never be kept and is left out
(its ``x_i`` is 0 in every plan). Note what is *not* a bound: the best knapsack of a single
section, or the least of them over sections, counts only buffers live there, while a plan
also keeps buffers that never meet that section.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer


def sections(buffers: Sequence[Buffer]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The distinct event ticks, and each buffer's first and past-last section (indices into them)."""
    start = np.fromiter((b.start for b in buffers), np.int64, len(buffers))
    end = np.fromiter((b.end for b in buffers), np.int64, len(buffers))
    ticks = np.unique(np.concatenate((start, end)))
    return ticks, np.searchsorted(ticks, start), np.searchsorted(ticks, end)


def lagrangian_bound(buffers: Sequence[Buffer], weights: Sequence[int], capacity: int,
                     prefix: Sequence[float] | None) -> int:
    """``floor(L(lambda))`` (see the module's docstring) for the prices given as prefix sums
    ``prefix[k]`` over the sections of :func:`sections` (None: every price 0, the bound being the
    total weight of the buffers that fit alone). Each price is read as ``max(0, P_{k+1} - P_k)``,
    exactly: any prices give a valid bound."""
    keep = [i for i, b in enumerate(buffers) if b.size <= capacity]
    if prefix is None or not keep:
        return sum(weights[i] for i in keep)
    _, first, past = sections(buffers)
    exact = [Fraction(0)]
    total = Fraction(0)
    for k in range(len(prefix) - 1):
        step = Fraction(prefix[k + 1]) - Fraction(prefix[k])
        if step > 0:
            total += step
        exact.append(total)
    value = capacity * total
    for i in keep:
        surplus = weights[i] - buffers[i].size * (exact[past[i]] - exact[first[i]])
        if surplus > 0:
            value += surplus
    return int(value)  # floor: the value is not negative


@dataclass
class Relaxation:
    """The LP's solution: ``prefix`` the prices as prefix sums over the sections (see the
    module's docstring), ``kept`` the fraction of each buffer the LP keeps (0 for those left out)."""

    prefix: list[float]
    kept: list[float]


def solve_relaxation(buffers: Sequence[Buffer], weights: Sequence[int], capacity: int,
                     deadline: Deadline = Deadline()) -> Relaxation | None:
    """The linear relaxation's optimal prices and fractions (see the module's docstring), or None
    when it could not be solved by ``deadline``. The fractions are the duals of the LP of the
    prices: the knapsacks' LP itself."""
    keep = [i for i, b in enumerate(buffers) if b.size <= capacity and weights[i] > 0]
    if not keep or deadline.expired():
        return None
    from ortools.linear_solver import pywraplp

    ticks, first, past = sections(buffers)
    solver = pywraplp.Solver.CreateSolver("GLOP")
    if solver is None:
        return None
    infinity = solver.infinity()
    prefix = [solver.NumVar(0.0, 0.0, "P0")] + [solver.NumVar(0.0, infinity, f"P{k}") for k in range(1, len(ticks))]
    for k in range(len(ticks) - 1):
        solver.Add(prefix[k + 1] >= prefix[k])
    objective = solver.Objective()
    objective.SetCoefficient(prefix[-1], float(capacity))
    rows = {}
    for i in keep:
        u = solver.NumVar(0.0, infinity, f"u{i}")
        objective.SetCoefficient(u, 1.0)
        row = rows[i] = solver.Constraint(float(weights[i]), infinity)
        row.SetCoefficient(u, 1.0)
        size = float(buffers[i].size)
        row.SetCoefficient(prefix[past[i]], size)
        row.SetCoefficient(prefix[first[i]], -size)
    objective.SetMinimization()
    left = deadline.left()
    if left != float("inf"):
        solver.SetTimeLimit(max(1, int(left * 1000)))
    status = solver.Solve()
    if status not in (pywraplp.Solver.OPTIMAL, pywraplp.Solver.FEASIBLE):
        return None
    kept = [0.0] * len(buffers)
    for i, row in rows.items():
        kept[i] = min(max(row.dual_value(), 0.0), 1.0)
    return Relaxation([p.solution_value() for p in prefix], kept)


def relaxation_bound(buffers: Sequence[Buffer], weights: Sequence[int], capacity: int,
                     deadline: Deadline = Deadline()) -> int:
    """The Lagrangian bound at the LP's prices (the trivial bound when the LP is not solved in time)."""
    lp = solve_relaxation(buffers, weights, capacity, deadline)
    return lagrangian_bound(buffers, weights, capacity, None if lp is None else lp.prefix)
