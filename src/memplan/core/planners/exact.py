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

from memplan.core.bounds import lower_bound
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.branch_bound import INFEASIBLE, TIMEOUT, find_within
from memplan.core.planners.components import split_at_cut_lines
from memplan.core.planners.portfolio import best_heuristic_plan

DEFAULT_TIME_LIMIT = 10.0


def _proofs_trusted(part: Sequence[Buffer]) -> bool:
    align = math.lcm(*(b.alignment for b in part))
    return math.gcd(*(b.size for b in part)) % align == 0


def plan_exact(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions(), start: Plan | None = None) -> Plan:
    """Optimal plan if the budget allows (``Plan.optimal`` says so), else the best found."""
    t0 = time.perf_counter()
    budget = options.time_limit if options.time_limit is not None else DEFAULT_TIME_LIMIT
    wall_cap = t0 + 3 * budget + 1  # safety net only: the budget is counted in work units
    spent = 0.0
    lb = lower_bound(buffers)
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
    for part in sorted(parts, key=lambda p: -arena_of(p)):
        best = arena_of(part)
        if best <= target:
            continue
        trusted = _proofs_trusted(part)
        lo = max(target, lower_bound(part))  # candidate capacity to try next
        known_bad = lo - 1  # largest capacity known (or assumed) infeasible
        while best > lo:
            probe = lo if known_bad < lo - 1 or deciding else (known_bad + best) // 2
            probe = max(probe, lo)
            result, used = find_within(part, probe, max(budget - spent, 0.0), wall_cap)
            spent += used
            if result == TIMEOUT:
                timed_out = True
                break
            if result == INFEASIBLE:
                if deciding:
                    infeasible = trusted
                    break
                if not trusted:
                    timed_out = True
                    break
                known_bad = probe
                lo = probe + 1
                continue
            offsets.update(result)
            best = arena_of(part)
            if deciding:
                break
        if deciding and (infeasible or timed_out):
            break
        if not deciding:
            if best <= lo and not timed_out:
                floor_proven = max(floor_proven, best)
            target = max(target, best)  # other parts need not go below this one
        if spent >= budget:
            timed_out = timed_out or any(arena_of(p) > target for p in parts)
            break
    plan = Plan(buffers, offsets, planner="exact", seconds=time.perf_counter() - t0)
    plan.optimal = plan.arena_size <= floor_proven and not deciding or plan.arena_size <= lb
    plan.stats.update(parts=len(parts), infeasible=infeasible, timed_out=timed_out, start=start.planner)
    return plan
