"""``auto``, the default planner: cheap heuristics, then improvement, then exact search.

1. The cheap greedy portfolio; a plan at the lower bound (or within the
   capacity) ends planning at once, as it does for most real programs.
2. Hill climbing over placement orders from the best greedy plan (a fifth of the
   budget, at most 2 s), when one decoding is cheap enough to make it worth trying.
3. The exact branch and bound with the rest of the budget, on each part small
   enough for it; it proves optimality when it finishes. (It is the strong
   stage: it fits all 11 MiniMalloc challenging instances in about a second
   each, which is why hill climbing gets only a short try.)

The budget defaults to 10 s. Every stage counts work, not time, so a given seed
and budget always give the same plan.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace

from memplan.core.bounds import arena_floor
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.exact import plan_exact
from memplan.core.planners.local_search import evaluations_for, improve
from memplan.core.planners.portfolio import best_heuristic_plan

DEFAULT_TIME_LIMIT = 10.0
LOCAL_SEARCH_SHARE = 0.2
LOCAL_SEARCH_MAX = 2.0  # seconds
MIN_EVALUATIONS = 20  # below this, hill climbing cannot get anywhere: skip it


def plan_auto(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    t0 = time.perf_counter()
    budget = options.time_limit if options.time_limit is not None else DEFAULT_TIME_LIMIT
    lb = arena_floor(buffers)  # the max-load, or a bigger never-live buffer
    target = lb if options.capacity is None else max(lb, options.capacity)
    best = best_heuristic_plan(buffers, stop_at=target, budget=budget)
    stages = [best.planner]
    share = 0.0
    if best.arena_size > target:
        share = min(LOCAL_SEARCH_SHARE * budget, LOCAL_SEARCH_MAX)
        if evaluations_for(buffers, share) >= MIN_EVALUATIONS:
            improved = improve(buffers, best, share, options.seed, target)
            stages.append("local-search")
            if improved.arena_size < best.arena_size:
                best = improved
    exact: Plan | None = None
    if best.arena_size > target:
        exact = plan_exact(buffers, replace(options, time_limit=budget - share), start=best)
        stages.append("exact")
        if exact.arena_size <= best.arena_size:
            best = exact
    plan = Plan(buffers, dict(best.offsets), planner="auto", seconds=time.perf_counter() - t0)
    plan.optimal = plan.arena_size <= lb or (exact is not None and exact.optimal and exact.arena_size == plan.arena_size)
    plan.stats.update(stages=stages, winner=best.planner)
    if exact is not None:
        plan.stats["infeasible"] = exact.stats.get("infeasible", False)
    return plan
