"""The spill problem as a CP-SAT model: exact on small parts, and on windows of large ones.

Each free buffer is a rectangle fixed in time and free in memory, present or not (kept or
spilled): an optional interval in time and one in memory (offset = alignment x an integer,
within ``[0, C - size]``), both present with the buffer's literal, kept apart from each other
and from the *obstacles* (kept buffers that stay where they are) by ``AddNoOverlap2D``. A
cumulative constraint over time (the bytes live at each tick at most ``C``) is redundant but
lets CP-SAT reason on loads as the bounds of bound.py do. The objective is the weight kept.

A solve returns the best offsets found, whether they are proven optimal, and CP-SAT's proven
upper bound on the objective (the least objective any plan of these free buffers can reach
above; a proof of CP-SAT's, as the ``cpsat`` planner's optimality is).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from memplan.core import solvers
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer


@dataclass
class WindowResult:
    offsets: dict[int, int] | None  # index -> offset of each kept free buffer; None: nothing found
    weight: int  # kept weight of the free buffers (of ``offsets``)
    bound: int  # proven upper bound on it
    optimal: bool


def solve_window(free: Sequence[tuple[int, Buffer, int]], obstacles: Sequence[tuple[Buffer, int]], capacity: int,
                 hint: dict[int, int], seconds: float, seed: int = 0, deadline: Deadline = Deadline()
                 ) -> WindowResult | None:
    """Keep the most weight of ``free`` (``(index, buffer, weight)``) around ``obstacles``
    (``(buffer, offset)``, fixed), each kept one inside ``[0, capacity)``. ``hint``: index ->
    offset of a known plan (kept buffers). None when CP-SAT is not loaded by ``deadline``."""
    cp_model = solvers.cp_sat.get(deadline)
    if cp_model is None or deadline.expired():
        return None
    model = cp_model.CpModel()
    xs, ys, demands, present = [], [], [], {}
    offsets = {}
    objective = []
    for index, b, weight in free:
        steps = (capacity - b.size) // b.alignment
        if steps < 0:
            continue
        kept = model.NewBoolVar(f"k{index}")
        q = model.NewIntVar(0, steps, f"q{index}")
        y = q * b.alignment if b.alignment > 1 else q
        xs.append(model.NewOptionalFixedSizeIntervalVar(b.start, b.end - b.start, kept, f"t{index}"))
        ys.append(model.NewOptionalFixedSizeIntervalVar(y, b.size, kept, f"m{index}"))
        demands.append(b.size)
        present[index], offsets[index] = kept, (q, b.alignment)
        objective.append((weight, kept))
        at = hint.get(index)
        if at is not None and at % b.alignment == 0 and at // b.alignment <= steps:
            model.AddHint(kept, 1)
            model.AddHint(q, at // b.alignment)
        else:
            model.AddHint(kept, 0)
    if not present:
        return WindowResult({}, 0, 0, True)
    for b, at in obstacles:
        xs.append(model.NewFixedSizeIntervalVar(b.start, b.end - b.start, f"ot{b.id}"))
        ys.append(model.NewFixedSizeIntervalVar(at, b.size, f"om{b.id}"))
        demands.append(b.size)
    model.AddNoOverlap2D(xs, ys)
    model.AddCumulative(xs, demands, capacity)
    model.Maximize(sum(w * k for w, k in objective))
    solver = solvers.cp_solver(cp_model)
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    left = deadline.left()
    solver.parameters.max_time_in_seconds = max(min(seconds, left), 0.001)
    status = solvers.cp_solve(solver, model)
    bound = math.floor(solver.BestObjectiveBound() + 1e-6) if status != cp_model.UNKNOWN else None
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return WindowResult(None, 0, bound if bound is not None else sum(w for w, _ in objective), False)
    found = {index: solver.Value(q) * a for index, (q, a) in offsets.items() if solver.Value(present[index])}
    weight = sum(w for index, b, w in free if index in found)
    optimal = status == cp_model.OPTIMAL
    return WindowResult(found, weight, weight if optimal else max(bound, weight), optimal)


@dataclass
class KnapsackResult:
    kept: list[int]  # indices of the buffers the best solution found keeps
    weight: int
    bound: int  # proven upper bound on the knapsacks' optimum (so on the spill problem's)
    optimal: bool


def solve_knapsacks(buffers: Sequence[Buffer], weights: Sequence[int], capacity: int, hint: Sequence[int],
                    seconds: float, seed: int = 0, deadline: Deadline = Deadline()) -> KnapsackResult | None:
    """The knapsack at every section at once, in integers (bound.py's relaxation without its LP):
    keep the most weight such that the bytes live at every tick fit in ``capacity``, where the
    bytes may lie anywhere. Every plan's kept set is a solution, so its optimum, and CP-SAT's
    proven bound on it, bound the spill problem's; its solutions are what a packing is then
    asked to place (search.py). The load only grows at a start, so one constraint per start
    tick whose live buffers exceed the capacity says it all. ``hint``: indices of a kept set
    (a plan's). None when CP-SAT is not loaded by ``deadline``."""
    cp_model = solvers.cp_sat.get(deadline)
    if cp_model is None or deadline.expired():
        return None
    model = cp_model.CpModel()
    keep = [model.NewBoolVar(f"k{i}") if b.size <= capacity else None for i, b in enumerate(buffers)]
    hinted = set(hint)
    for i, k in enumerate(keep):
        if k is not None:
            model.AddHint(k, 1 if i in hinted else 0)
    order = sorted(range(len(buffers)), key=lambda i: buffers[i].start)
    live: list[int] = []
    next_start = 0
    for t in sorted({b.start for b in buffers}):
        live = [i for i in live if buffers[i].end > t]
        while next_start < len(order) and buffers[order[next_start]].start <= t:
            live.append(order[next_start])
            next_start += 1
        candidates = [i for i in live if keep[i] is not None]
        if sum(buffers[i].size for i in candidates) > capacity:
            model.Add(sum(buffers[i].size * keep[i] for i in candidates) <= capacity)
    model.Maximize(sum(weights[i] * k for i, k in enumerate(keep) if k is not None))
    solver = solvers.cp_solver(cp_model)
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.max_time_in_seconds = max(min(seconds, deadline.left()), 0.001)
    status = solvers.cp_solve(solver, model)
    total = sum(weights[i] for i, k in enumerate(keep) if k is not None)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return KnapsackResult([], 0, total, False)
    kept = [i for i, k in enumerate(keep) if k is not None and solver.Value(k)]
    weight = sum(weights[i] for i in kept)
    optimal = status == cp_model.OPTIMAL
    bound = weight if optimal else max(weight, min(total, math.floor(solver.BestObjectiveBound() + 1e-6)))
    return KnapsackResult(kept, weight, bound, optimal)
