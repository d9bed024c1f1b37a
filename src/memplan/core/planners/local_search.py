"""Hill climbing over placement orders, as TVM's USMP planner does.

A plan is decoded from an order by first-fit placement. Sorting any plan's
buffers by offset gives an order that decodes to a plan no larger (each buffer
lands at or below where it was), so the search starts from the best greedy plan.
A move takes a buffer that touches the top of the arena and moves it earlier in
the order (to a random position before it, or just before a random buffer it
meets in time); moves that do not enlarge the arena are kept, so the search can
walk across plateaus.

Deterministic for a seed and a budget: the budget is turned into a number of
decodings from the problem's size (n plus overlapping pairs, what one decoding
costs), not measured on the clock; the clock only enforces the caller's
deadline.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from memplan.core.bounds import arena_floor
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.search.placement import overlapping_pairs, place_in_order
from memplan.core.planners.portfolio import best_heuristic_plan

DEFAULT_TIME_LIMIT = 2.0
WORK_PER_SECOND = 500_000  # decoding work (n + pairs) per second; half the unloaded rate here


def decode(buffers: Sequence[Buffer], order: list[int], deadline: Deadline | None = None
           ) -> tuple[dict[int, int], int]:
    """First-fit plan of ``order`` and its arena (past ``deadline`` the rest is stacked: a worse plan)."""
    offsets = place_in_order(buffers, order, "first", deadline)
    arena = max((offsets[b.id] + b.size for b in buffers), default=0)
    return offsets, arena


def evaluations_for(buffers: Sequence[Buffer], seconds: float) -> int:
    work = len(buffers) + overlapping_pairs(buffers)
    # tiny problems have few distinct orders: 100 moves per buffer is plenty
    return max(1, min(int(seconds * WORK_PER_SECOND / max(work, 1)), 100 * len(buffers) + 100))


def improve(
    buffers: Sequence[Buffer], start: Plan, seconds: float, seed: int, stop_at: int,
    progress: Callable[[float], None] | None = None, deadline: Deadline | None = None,
) -> Plan:
    """Best plan found by hill climbing from ``start`` within the budget (and before ``deadline``)."""
    t0 = time.perf_counter()
    deadline = deadline or Deadline()
    live = list(range(len(buffers)))  # trivial buffers decode to offset 0 and never top the arena
    # the start plan is what this order decodes to, or better (see the module doc)
    order = sorted(live, key=lambda i: (start.offsets[buffers[i].id], i))
    best_offsets, best_arena = dict(start.offsets), start.arena_size
    rng = random.Random(seed)
    budget = evaluations_for(buffers, seconds)
    cur_order, cur_offsets, cur_arena = order, best_offsets, best_arena
    evals = 0
    slowest = 0.0  # the longest decoding so far: none starts that could not end by the deadline
    while evals < budget and cur_arena > stop_at and len(cur_order) > 1:
        if deadline.expired(margin=slowest):
            break
        top = [k for k, i in enumerate(cur_order) if cur_offsets[buffers[i].id] + buffers[i].size == cur_arena]
        k = rng.choice(top)
        if k == 0:
            k = rng.randrange(1, len(cur_order))
        j = rng.randrange(0, k)
        new_order = cur_order[:j] + [cur_order[k]] + cur_order[j:k] + cur_order[k + 1 :]
        tic = time.perf_counter()
        offsets, arena = decode(buffers, new_order, deadline)
        slowest = max(slowest, time.perf_counter() - tic)
        evals += 1
        if progress is not None and evals % 64 == 0:
            progress(evals / budget)
        if arena <= cur_arena:
            cur_order, cur_offsets, cur_arena = new_order, offsets, arena
            if arena < best_arena:
                best_offsets, best_arena = offsets, arena
    for b in buffers:
        best_offsets.setdefault(b.id, 0)
    plan = Plan(buffers, best_offsets, planner="local-search", seconds=time.perf_counter() - t0)
    plan.stats["evaluations"] = evals
    return plan


def plan_local_search(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    t0 = time.perf_counter()
    seconds = options.time_limit if options.time_limit is not None else DEFAULT_TIME_LIMIT
    deadline = Deadline.after(seconds, t0, cap=options.deadline)
    lb = arena_floor(buffers)  # the max-load, or a bigger never-live buffer
    stop_at = lb if options.capacity is None else max(lb, options.capacity)
    start = best_heuristic_plan(buffers, stop_at=stop_at, budget=seconds, deadline=deadline)
    plan = improve(buffers, start, seconds, options.seed, stop_at, options.progress, deadline)
    plan.optimal = plan.arena_size <= lb
    return plan
