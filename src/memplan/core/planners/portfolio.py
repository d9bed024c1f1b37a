"""The cheap heuristics run side by side; the smallest plan wins.

Greedy orders suit different shapes of problem (none dominates on the benchmark
sets), and each costs about as much as one check of the plan, so ``auto`` and
the search planners start from the best of them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from memplan.core import solvers
from memplan.core.budget import Deadline, process_start, slowness
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.best_fit import plan_best_fit
from memplan.core.planners.chunk_size_first import plan_chunk_size_first
from memplan.core.planners.greedy_breadth import plan_greedy_breadth
from memplan.core.planners.greedy_conflicts import plan_greedy_conflicts
from memplan.core.planners.greedy_size import plan_greedy_size
from memplan.core.planners.trivial import plan_trivial
from memplan.core.planners.xla_heap import plan_xla_spatial_first, plan_xla_temporal
from memplan.core.search.placement import JIT_MIN, SWEEP_WAITS, overlapping_pairs

# cheapest first: the O(n log n) sweep always runs; the others cost O(n log n + overlaps)
CHEAP: tuple[Callable[..., Plan], ...] = (
    plan_best_fit,
    plan_greedy_size,
    plan_greedy_conflicts,
    plan_xla_spatial_first,
    plan_greedy_breadth,
    plan_xla_temporal,
    plan_chunk_size_first,
)

# Large traces (many buffers, or many time-overlapping pairs: idealloc's 28k-62k
# buffer traces have 43M-180M) run the heuristics that matter most there, each
# only while its estimated cost fits the budget left. best-fit, an O(n log n)
# sweep, always runs first: some plan must come out whatever the budget.
LARGE_BUFFERS = 20_000
MAX_PAIRS_FOR_ALL = 5_000_000
LARGE: tuple[Callable[..., Plan], ...] = (plan_best_fit, plan_greedy_size, plan_greedy_conflicts, plan_chunk_size_first)


def estimated_seconds(planner: Callable[..., Plan], n: int, pairs: int) -> float:
    """Rough cost, measured on random and idealloc traces here under load; deterministic, unlike the clock."""
    if planner is plan_best_fit:
        return 4e-6 * n if n >= SWEEP_WAITS else 7e-6 * n  # compiled placement, or the Python sweep
    if planner is plan_chunk_size_first:
        return 2.5e-5 * n
    if n >= JIT_MIN:
        return 5e-6 * n + 5e-8 * pairs  # compiled placement (placement_jit.py): idealloc's Y_1, 180M pairs, 9 s
    return 3.5e-8 * pairs + 1e-5 * n  # overlap-index placement


# A first sweep's grace never shorter than this (within the budget): a process's first best-fit
# of 6,144 buffers took 0.23 s against an estimate of 0.04 s (0.09 s on later calls), and cut
# short at twice the estimate it stacked the rest, worse than the greedy plan a limit promises.
FIRST_GRACE = 0.5


def best_heuristic_plan(
    buffers: Sequence[Buffer], stop_at: int | None = None, budget: float = 10.0, deadline: Deadline | None = None
) -> Plan:
    """The smallest plan of the cheap heuristics; stops early once one reaches ``stop_at``.

    On large traces a heuristic runs only if its estimated cost fits what is left
    of ``budget``; none starts that would end past ``deadline`` (its estimate
    stretched by how much slower than its CPU time this process has run). The first, an O(n log n)
    sweep, always runs and is the one plan that may end past ``deadline``: when
    its estimated cost (at the pace this process runs) fits in ``budget`` it is
    given that long even if the deadline has come (a user's limit that allows one
    greedy plan gets one, not buffers stacked without reuse); only when one
    sweep costs more than the whole budget does the deadline cut it short (the
    buffers it has not placed are stacked), or, on large traces it could not
    even start, the plan without reuse comes out.
    """
    t0 = time.perf_counter()
    deadline = deadline or Deadline()
    started = process_start()
    first = estimated_seconds(plan_best_fit, len(buffers), 0) * slowness(started)
    affordable = first <= budget
    if len(buffers) >= LARGE_BUFFERS and not affordable and deadline.expired(margin=first):
        # even the first sweep would end past a hard deadline (a loaded machine, a tight
        # limit): the plan without reuse, in one pass, is what there is time for
        plan = plan_trivial(buffers)
        plan.seconds = time.perf_counter() - t0
        return plan
    pairs = overlapping_pairs(buffers)
    large = pairs > MAX_PAIRS_FOR_ALL or len(buffers) >= LARGE_BUFFERS
    if len(buffers) >= JIT_MIN:
        solvers.placement.start(deadline)  # compiled placement, loading while the first heuristic runs
    order = LARGE if large else CHEAP
    if large and _size_order_first(buffers, pairs, deadline, slowness(started)):
        order = (plan_greedy_size, *(p for p in order if p is not plan_greedy_size))
        first = estimated_seconds(plan_greedy_size, len(buffers), pairs) * slowness(started)
        affordable = first <= budget
    best: Plan | None = None
    planned = 0.0
    options = PlannerOptions(deadline=deadline.at)
    if affordable and deadline.at is not None:  # the grace of the first plan: twice its estimate,
        grace = max(2 * first, min(budget, FIRST_GRACE))  # and no less than a first call's start
        first_options = PlannerOptions(deadline=max(deadline.at, time.perf_counter() + grace))
    else:
        first_options = options
    for planner in order:
        cost = estimated_seconds(planner, len(buffers), pairs)
        # (the deadline is on the clock: a heuristic takes as much longer as this process runs slower)
        late = deadline.expired(margin=cost * slowness(started))
        if best is not None and (late or large and planned + cost > budget):
            continue
        planned += cost
        plan = planner(buffers, options if best is not None else first_options)
        if best is None or plan.arena_size < best.arena_size:
            best = plan
        if stop_at is not None and best.arena_size <= stop_at:
            break
    assert best is not None
    best.seconds = time.perf_counter() - t0
    return best


def _size_order_first(buffers: Sequence[Buffer], pairs: int, deadline: Deadline, pace: float) -> bool:
    """Should greedy-size run before best-fit? When the deadline leaves time for one of the two
    sweeps only (at this process's pace), greedy-size fits alone, and its compiled placement
    is loaded (waiting for it a little: from numba's cache it takes 0.35 s of CPU; not at all
    once a compile is under way). On large traces it is the better sweep as a rule (measured here: a million
    buffers of bench_scale's generator 1.000 against best-fit's 1.193, 100k 1.016 against 1.235,
    pangu_2.6B 1.008 against 1.194, idealloc's S_1 1.016 against 1.263)."""
    if deadline.at is None or len(buffers) < JIT_MIN:
        return False
    n = len(buffers)
    size_first = estimated_seconds(plan_greedy_size, n, pairs) * pace
    both = size_first + estimated_seconds(plan_best_fit, n, 0) * pace
    if not size_first < deadline.left() < both:
        return False
    loading = deadline.earlier(3 * solvers.placement.cpu_seconds * pace)
    return solvers.placement.from_cache(loading) is not None and size_first < deadline.left()
