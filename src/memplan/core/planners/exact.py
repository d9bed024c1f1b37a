"""Exact planning: branch and bound per part, driven to prove the arena minimal.

The problem is split at cut lines; parts the best greedy plan already fits under
the target are kept. For each remaining part (largest arena first) the branch
and bound of branch_bound.py answers "is there a plan within C?": first at the
lower bound (the common case: then the plan is optimal at once), then by a
descending ladder of capacities below the best plan (see ``_minimize``): a
probe that times out says nothing about lower capacities, so none is given up.
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
from dataclasses import dataclass, field

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


def _grain(part: Sequence[Buffer]) -> int:
    """Every arena of ``part`` is a multiple of this: offsets and sizes all are."""
    return math.gcd(*(b.size for b in part), *(b.alignment for b in part)) or 1


def _round_up(x: int, grain: int) -> int:
    return -(-x // grain) * grain


def _structural_capacity(floor: int, grain: int) -> int:
    """The smallest power of two at or above the floor (memories come in such sizes).

    Deciding "fits in 2^k?" is usually far easier than minimizing, and when the
    floor sits just under a power of two that probe alone gives a tight plan.
    """
    return _round_up(1 << max(floor - 1, 0).bit_length(), grain)


@dataclass
class _Search:
    """The state of one part's minimization: only ever better, never given up."""

    part: list[Buffer]
    floor: int  # no plan is below this (proven)
    best: int  # arena of the best plan known
    budget: float
    wall_cap: float
    trusted: bool
    grain: int
    found: dict[int, int] = field(default_factory=dict)
    spent: float = 0.0
    reach: int = 0  # the search found nothing below this (a proof only if trusted)
    timed_out: dict[int, float] = field(default_factory=dict)  # capacity -> largest share that timed out
    min_step: int = 1  # the ladder's finest step

    @property
    def left(self) -> float:
        return self.budget - self.spent

    def probe(self, capacity: int, share: float) -> str:
        """One decision probe: ``"found"``, ``"infeasible"`` (proven), ``"exhausted"``
        (no plan found by a complete search that is not a proof here) or ``"unknown"``."""
        share = max(min(share, self.left), 0.0)
        if capacity < self.reach or share <= self.timed_out.get(capacity, -1.0):
            return "unknown"  # the same deterministic search would say the same again
        result, used = find_within(self.part, capacity, share, self.wall_cap)
        self.spent += used
        if isinstance(result, dict):
            arena = max(result[b.id] + b.size for b in self.part)
            if arena < self.best:  # keep only improvements: the search is monotone
                self.found, self.best = result, arena
            return "found"
        if result == INFEASIBLE:
            # the canonical search is exhausted here and so at every lower capacity
            self.reach = max(self.reach, capacity + 1)
            if self.trusted:
                self.floor = max(self.floor, capacity + 1)
                return "infeasible"
            return "exhausted"
        self.timed_out[capacity] = max(share, self.timed_out.get(capacity, -1.0))
        return "unknown"  # a timeout (or an untrusted "no") says nothing about lower capacities


def _minimize(
    part: list[Buffer], floor: int, best: int, budget: float, wall_cap: float
) -> tuple[dict[int, int], int, float]:
    """Lower the arena of ``part`` by decision probes, keeping the best plan found.

    1. The power of two above the floor, if below the best plan, with half the
       budget: a capacity that is usually quick to decide (what a capacity-mode
       run would be asked), so even a small budget secures that plan first.
    2. The floor, with an eighth of the budget (the common answer).
    3. A descending ladder from the best plan: probe ``best - step``; a plan found
       lowers ``best`` (the step stays), a proof raises the floor (the step halves
       the new gap), a timeout only halves the step (a capacity nearer the best
       plan is easier; probes get a sixteenth of what is left, since plans are
       found fast or not at all). When the step cannot shrink further, the ladder
       starts again from half the gap with a share twice as large, so lower
       targets are retried with fresh budget rather than abandoned.

    Returns the best offsets found (empty if none beat ``best``), the proven
    floor (>= the best arena means optimal) and the budget used.
    """
    grain = _grain(part)
    s = _Search(part, _round_up(floor, grain), best, budget, wall_cap, _proofs_trusted(part), grain)
    pow2 = _structural_capacity(s.floor, grain)
    if s.floor < pow2 < s.best and s.left > 1e-3:
        s.probe(pow2, s.left / 2)
    if s.floor < s.best and s.left > 1e-3:
        s.probe(s.floor, budget / 8)
    divisor = 16.0  # each ladder probe gets left / divisor: plans are found fast or not at all
    # steps finer than 1/256 of the gap cost a timeout each and gain next to nothing
    s.min_step = max(grain, (s.best - max(s.floor, s.reach)) // 256 // grain * grain)
    step = _half_gap(s)
    while max(s.floor, s.reach) < s.best and s.left > 1e-3:
        lowest = _round_up(max(s.floor, s.reach), grain)
        outcome = s.probe(max(s.best - step, lowest), s.left / divisor)
        if outcome in ("infeasible", "exhausted"):
            step = _half_gap(s)
        elif outcome == "unknown":
            if step > s.min_step:
                step = max(s.min_step, (step // 2) // grain * grain)
            elif divisor == 1.0:
                break  # even the whole budget left could not decide one grain below
            else:
                divisor = max(1.0, divisor / 2)  # a fresh, larger share for the next round
                step = _half_gap(s)
    return s.found, s.floor, s.spent


def _half_gap(s: _Search) -> int:
    """Half the gap between the floor and the best plan, a positive multiple of the grain."""
    gap = s.best - max(s.floor, s.reach)
    return max(s.min_step, (gap // 2) // s.grain * s.grain)


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
