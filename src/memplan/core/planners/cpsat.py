"""Exact search with OR-Tools CP-SAT (``cpsat``): a second, independent exact planner.

Good at proving small problems optimal; the branch and bound in ``exact`` is far
stronger on hard, tight instances (CP-SAT finds no plan for the MiniMalloc
challenging set within a minute), so ``auto`` uses that one.

Each buffer is a rectangle: a fixed interval in time, a variable interval in
memory (offset = alignment x integer). ``AddNoOverlap2D`` keeps rectangles apart;
the arena is a variable above every rectangle, minimized. The search is seeded
with the best greedy plan (hint and upper bound), the arena is bounded below by
the max-load lower bound (so a plan at the bound ends the search at once), and
the problem is split at cut lines into parts solved one by one.

Deterministic for a seed and a budget: one worker, and the budget is CP-SAT's
*deterministic* time. The wall clock enforces the caller's deadline, which
covers importing OR-Tools and building the model too.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from memplan.core import solvers
from memplan.core.bounds import arena_floor, lower_bound
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.search.components import split_at_cut_lines
from memplan.core.planners.portfolio import best_heuristic_plan

DEFAULT_TIME_LIMIT = 10.0


def solve_part(
    buffers: Sequence[Buffer],
    hint: dict[int, int],
    floor: int,
    ceiling: int,
    deterministic_time: float,
    seed: int,
    minimize: bool = True,
    deadline: Deadline = Deadline(),
) -> tuple[dict[int, int] | None, bool]:
    """Offsets with arena in ``[floor, ceiling]`` (smallest found), and whether it is proven minimal.

    ``None`` when no plan within ``ceiling`` was found in time (or none exists:
    then the second value is True).
    """
    cp_model = solvers.cp_sat.get(deadline)
    if cp_model is None or deadline.expired():
        return None, False
    model = cp_model.CpModel()
    arena = model.NewIntVar(floor, ceiling, "arena")
    x_intervals, y_intervals, offsets = [], [], {}
    for b in buffers:
        steps = (ceiling - b.size) // b.alignment
        if steps < 0:
            return None, True
        q = model.NewIntVar(0, steps, f"q{b.id}")
        y = q * b.alignment if b.alignment > 1 else q
        offsets[b.id] = (q, b.alignment)
        x_intervals.append(model.NewFixedSizeIntervalVar(b.start, b.end - b.start, f"t{b.id}"))
        y_intervals.append(model.NewFixedSizeIntervalVar(y, b.size, f"m{b.id}"))
        model.Add(y + b.size <= arena)
        if b.id in hint and hint[b.id] % b.alignment == 0 and hint[b.id] // b.alignment <= steps:
            model.AddHint(q, hint[b.id] // b.alignment)
        if deadline.expired():
            return None, False
    model.AddNoOverlap2D(x_intervals, y_intervals)
    if minimize:
        model.Minimize(arena)
    solver = solvers.cp_solver(cp_model)
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.max_deterministic_time = max(deterministic_time, 0.01)
    solver.parameters.max_time_in_seconds = max(min(3 * max(deterministic_time, 0.01) + 1, deadline.left()), 0.001)
    status = solvers.cp_solve(solver, model)
    if status == cp_model.INFEASIBLE:
        return None, True
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, False
    result = {bid: solver.Value(q) * a for bid, (q, a) in offsets.items()}
    return result, status == cp_model.OPTIMAL or not minimize


def plan_cpsat(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions(), start: Plan | None = None) -> Plan:
    """Optimal plan if the budget allows (``Plan.optimal`` says so), else the best found.

    With ``options.capacity`` the goal is any plan within it; parts already
    within the target are left as the greedy start plan placed them.
    """
    t0 = time.perf_counter()
    budget = options.time_limit if options.time_limit is not None else DEFAULT_TIME_LIMIT
    deadline = Deadline.after(budget, t0, cap=options.deadline)
    start = start or best_heuristic_plan(buffers, budget=budget, deadline=deadline)
    offsets = dict(start.offsets)
    for b in buffers:
        offsets.setdefault(b.id, 0)
    lb = arena_floor(buffers)  # the max-load, or a bigger never-live buffer
    target = lb if options.capacity is None else max(lb, options.capacity)
    parts = [[buffers[i] for i in part] for part in split_at_cut_lines(buffers)]
    part_arena = [max((offsets[b.id] + b.size for b in p), default=0) for p in parts]
    # hardest first: parts the start plan leaves furthest above the target
    todo = sorted((i for i, a in enumerate(part_arena) if a > target), key=lambda i: -part_arena[i])
    deciding = options.capacity is not None
    proven_at: set[int] = set()  # parts whose arena is proven minimal
    infeasible = False
    spent = 0.0
    for n_left, i in zip(range(len(todo), 0, -1), todo):
        share = (budget - spent) / n_left
        tic = time.perf_counter()
        part_lb = lower_bound(parts[i])
        floor = part_lb if deciding else max(part_lb, target)
        ceiling = options.capacity if deciding else part_arena[i]
        found, exact = solve_part(parts[i], offsets, floor, ceiling, share, options.seed, minimize=not deciding,
                                  deadline=deadline)
        spent += time.perf_counter() - tic
        if found is not None:
            offsets.update(found)
            part_arena[i] = max(found[b.id] + b.size for b in parts[i])
            if exact and not deciding:
                proven_at.add(i)
        elif exact:
            infeasible = True  # no plan of this part fits: the whole problem has none
            break
    plan = Plan(buffers, offsets, planner="cpsat", seconds=time.perf_counter() - t0)
    arena = plan.arena_size
    plan.bound = min(max([lb, *(part_arena[i] for i in proven_at)]), arena)
    plan.optimal = arena <= plan.bound
    plan.stats["infeasible"] = infeasible
    plan.stats["parts"] = len(parts)
    return plan
