"""Exact planning: branch and bound per part, driven to prove the arena minimal.

The problem is split at cut lines; parts the best greedy plan already fits under
the target are kept. For each remaining part (largest arena first) the branch
and bound of branch_bound.py answers "is there a plan within C?": first at the
lower bound (the common case: then the plan is optimal at once), then by
bisection between the largest proven-infeasible capacity and the best plan.
With ``options.capacity`` it answers only the decision question.

A "no plan fits" answer is trusted as a proof only when alignment cannot bind
(every alignment divides every size): canonical solutions are complete for the
unaligned problem. Otherwise it counts as "unknown".

Deterministic for a budget: the search counts its work, not the clock (a wall
clock cap of three times the budget is a safety net only).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from memplan.core.bounds import arena_floor, lower_bound
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.branch_bound import INFEASIBLE, find_within
from memplan.core.planners.components import split_at_cut_lines
from memplan.core.planners.portfolio import best_heuristic_plan

DEFAULT_TIME_LIMIT = 10.0
MAX_PART_BUFFERS = 3000  # the search keeps an n x n overlap table per part


def _proofs_trusted(part: Sequence[Buffer]) -> bool:
    align = math.lcm(*(b.alignment for b in part))
    return math.gcd(*(b.size for b in part)) % align == 0


def _minimize(
    part: list[Buffer], floor: int, best: int, budget: float, wall_cap: float
) -> tuple[dict[int, int], int, float]:
    """Bisect on the capacity between a proven floor and the best arena of ``part``.

    The first probe is at the floor (the common answer) with an eighth of the
    budget; later ones get a quarter of what is left. A probe that times out
    says nothing, so later probes go above it. Returns the best offsets found,
    the proven floor (>= best means optimal) and the budget used.
    """
    trusted = _proofs_trusted(part)
    found: dict[int, int] = {}
    spent = 0.0
    low = floor  # lowest capacity still worth a probe
    first = True
    while low < best and budget - spent > 1e-3:
        probe = low if first else (low + best - 1) // 2
        first = False
        last = probe == best - 1
        # a feasible capacity is usually found fast and a tight one rarely is:
        # small shares leave room for probes higher up
        share = (budget - spent) if last else (budget / 8 if probe == floor else (budget - spent) / 4)
        result, used = find_within(part, probe, share, wall_cap)
        spent += used
        if isinstance(result, dict):
            found = result
            best = max(result[b.id] + b.size for b in part)
        elif result == INFEASIBLE and trusted:
            floor = max(floor, probe + 1)  # no plan fits here, so none fits lower either
            low = probe + 1
        else:
            low = probe + 1
    return found, floor, spent


def plan_exact(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions(), start: Plan | None = None) -> Plan:
    """Optimal plan if the budget allows (``Plan.optimal`` says so), else the best found."""
    t0 = time.perf_counter()
    budget = options.time_limit if options.time_limit is not None else DEFAULT_TIME_LIMIT
    wall_cap = t0 + 3 * budget + 1  # safety net only: the budget is counted in work units
    spent = 0.0
    lb = arena_floor(buffers)  # the max-load, or a bigger never-live buffer
    start = start or best_heuristic_plan(buffers, stop_at=lb)
    offsets = {b.id: start.offsets.get(b.id, 0) for b in buffers}
    parts = [[buffers[i] for i in part] for part in split_at_cut_lines(buffers)]

    def arena_of(part: list[Buffer]) -> int:
        return max(offsets[b.id] + b.size for b in part)

    deciding = options.capacity is not None
    target = options.capacity if deciding else lb
    floor_proven = lb  # no plan is below this
    infeasible = False
    timed_out = False
    todo = [p for p in sorted(parts, key=lambda p: -arena_of(p)) if arena_of(p) > target]
    for n_left, part in zip(range(len(todo), 0, -1), todo):
        if arena_of(part) <= target:
            continue
        if len(part) > MAX_PART_BUFFERS:
            timed_out = True  # too big to search: keep the greedy placement
            continue
        share = (budget - spent) / n_left
        if deciding:
            result, used = find_within(part, target, share, wall_cap)
            spent += used
            if options.progress is not None:
                options.progress(min(spent / budget, 1.0) if budget > 0 else 1.0)
            if result == INFEASIBLE and _proofs_trusted(part):
                infeasible = True
                break
            if isinstance(result, dict):
                offsets.update(result)
            else:
                timed_out = True
                break
            continue
        found, floor, used = _minimize(part, max(target, lower_bound(part)), arena_of(part), share, wall_cap)
        spent += used
        if options.progress is not None:
            options.progress(min(spent / budget, 1.0) if budget > 0 else 1.0)
        offsets.update(found)
        best = arena_of(part)
        if floor >= best:
            floor_proven = max(floor_proven, best)
        else:
            timed_out = True
        target = max(target, best)  # other parts need not go below this one
    plan = Plan(buffers, offsets, planner="exact", seconds=time.perf_counter() - t0)
    plan.optimal = plan.arena_size <= floor_proven and not deciding or plan.arena_size <= lb
    plan.stats.update(parts=len(parts), infeasible=infeasible, timed_out=timed_out, start=start.planner)
    return plan
