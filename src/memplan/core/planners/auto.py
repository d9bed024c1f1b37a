"""``auto``, the default planner: cheap heuristics, a cheap proof, then search while a gap remains.

1. The cheap greedy portfolio; a plan at the lower bound (or within the
   capacity) ends planning at once, as it does for most real programs.
2. The exhaustive search of small parts (plain Python, a few milliseconds):
   small scopes are proven optimal here, or improved; parts of up to
   exact.MID_PART buffers get it too, with fewer nodes (the same work), since
   its first dive often reaches the floor where the greedy orders miss it by a
   grain, and then no compiled search is loaded.
3. Search, when a gap remains: with the default budget (or the user's time
   limit); scopes of up to SMALL_SCOPE buffers, where no limit was given, get
   at most SMALL_SCOPE_BUDGET, or no search at all when the caller turns
   ``search_small_scopes`` off (merge-alloc does: a compiler plans many such
   scopes, and each must cost milliseconds unless a time limit asks for more): exact search
   (exact.py) with half the budget, which decides tight problems at once and
   proves optimality when it finishes; if a gap remains, hill climbing over
   placement orders from the best plan (a fifth of the budget, at most 2 s)
   when one decoding is cheap enough to be worth it, and exact search again
   with the rest of the budget, from the best plan. Planning stops as soon as
   a plan is proven optimal. Traces with a part (between cut lines) larger
   than the exact searches take (thousands: real training traces) first get plans
   anchored on an exact plan of the ticks around their peak
   (peak_window.py), with a third of the budget left (PEAK_SHARE).

The time limit (default 10 s, more for very large traces) is a hard deadline for
the whole call. Every stage counts work, not time, so a given seed and work
budget (``PlannerOptions.work``, by default the time limit's worth) give the
same plan unless the deadline cuts the work short: a stage is never cut at
its own share of the budget by the clock, so a run cut short on a loaded
machine has done a prefix of what the same run does on a quiet one. The two
exact stages share their searches (a memo): the second goes on where the
first stopped rather than repeating its probes. A caller who gives a time
limit and no work budget asks for that time: what the counted stages leave on
the clock (their work is counted at this machine's pace, so they end early on a
faster or quieter one) goes on, on the parts that set the arena, with the
searches the stages left open: the grouping searches of flat parts
(regroup.py), the minimizing of the others (the ``time-left`` stage). It keeps
only improvements, so the counted stages' plan is reproducible and the time
left can only improve it; with ``work`` the plan is the same on any machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from memplan.core.bounds import arena_floor
from memplan.core.budget import now
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.search.placement import is_trivial
from memplan.core.planners.portfolio import LARGE_BUFFERS, best_heuristic_plan

DEFAULT_TIME_LIMIT = 10.0
SMALL_SCOPE = 64  # up to this many buffers, the default budget is SMALL_SCOPE_BUDGET
SMALL_SCOPE_BUDGET = 2.0  # seconds
CHEAP_PROOF_NODES = 3000  # exhaustive-search nodes (at most about 0.1 s) before the compiled search
QUICK_PROOF_NODES = 600  # about 3 ms: all a small scope gets when search_small_scopes is off
EXACT_FIRST_SHARE = 0.5  # of the budget, for the first exact stage
LOCAL_SEARCH_SHARE = 0.2
LOCAL_SEARCH_MAX = 2.0  # seconds
MIN_EVALUATIONS = 20  # below this, hill climbing cannot get anywhere: skip it
PEAK_SHARE = 0.35  # of the budget left, for plans anchored on the peak (traces beyond the exact searches)
PEAK_MIN_BUDGET = 5.0  # seconds: below this the heuristics take it all (and OR-Tools is not loaded)


def default_time_limit(n: int) -> float:
    """The budget when none is given: 10 s, and more for traces whose heuristics alone take longer.

    A million buffers get 40 s: enough for the heuristics that matter on large
    traces (see portfolio.LARGE), about 15 s together here. Never more than
    MAX_DEFAULT_TIME_LIMIT: ten million buffers must be planned within minutes.
    """
    return min(DEFAULT_TIME_LIMIT + 3e-5 * n, MAX_DEFAULT_TIME_LIMIT)


MAX_DEFAULT_TIME_LIMIT = 120.0


def plan_auto(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    t0 = now()
    live = sum(1 for b in buffers if not is_trivial(b))
    asked = options.time_limit is not None or options.work is not None
    limit = options.time_limit
    if limit is None and options.work is None:
        limit = default_time_limit(len(buffers))
    small = not asked and live <= SMALL_SCOPE
    if small:
        limit = min(limit, SMALL_SCOPE_BUDGET)
    budget = options.work if options.work is not None else limit  # the work budget of the stages
    search = not small or options.search_small_scopes
    deadline = replace(options, time_limit=limit).deadline_from(t0)
    lb = arena_floor(buffers)  # the max-load (with alignment), or a bigger never-live buffer
    target = lb if options.capacity is None else max(lb, options.capacity)
    best = best_heuristic_plan(buffers, stop_at=target, budget=limit if limit is not None else budget,
                               deadline=deadline)
    anchor = best.arena_size > target and not small and budget >= PEAK_MIN_BUDGET and _beyond_exact(buffers)
    if anchor:
        from memplan.core import solvers

        solvers.cp_sat.start()  # loads during the cheap proof: the peak stage needs it
    stages = [best.planner]
    bound = lb
    options.status(best.arena_size, bound)
    if best.arena_size > target and len(buffers) < LARGE_BUFFERS and not deadline.expired():
        from memplan.core.planners.exact import MID_PART, plan_exact

        # (large traces go straight to the search: a few thousand nodes are nothing there)
        cheap = plan_exact(buffers, replace(options, deadline=deadline.at), start=best,
                           small_nodes=CHEAP_PROOF_NODES if search else QUICK_PROOF_NODES,
                           compiled=False, floor=lb, small_part=MID_PART)
        stages.append("proof")
        bound = max(bound, cheap.bound)
        if cheap.arena_size <= best.arena_size:
            best = _keep(cheap, best)
        options.status(best.arena_size, bound)
    if search and best.arena_size > max(target, bound) and not deadline.expired():
        best, bound = _search(buffers, options, best, target, budget, deadline, stages, bound, lb, anchor)
    plan = Plan(buffers, best.offsets, planner="auto", seconds=now() - t0)
    plan._static_bound = lb  # computed above: large traces need not compute it twice
    plan.bound = min(bound, plan.arena_size)
    plan.optimal = plan.arena_size <= plan.bound
    plan.stats.update(stages=stages, winner=best.planner)
    if "infeasible" in best.stats:
        plan.stats["infeasible"] = best.stats["infeasible"]
    return plan


def _keep(new: Plan, old: Plan) -> Plan:
    """``new`` (no larger), named after the stage that made it unless it changed nothing."""
    if new.arena_size == old.arena_size and new.offsets == old.offsets:
        return old
    return new


def _search(buffers, options, best, target, budget, deadline, stages, bound, lb, anchor):
    """Exact search first (tight problems are decided at once), then hill climbing, then exact again.

    Each stage gets a fixed share of the work budget, so the outcome does not
    depend on timing; each stops as soon as the plan is proven optimal.
    """
    from memplan.core.search import workers

    with workers.session(options.jobs):  # both exact stages share the worker processes
        return _stages(buffers, options, best, target, budget, deadline, stages, bound, lb, anchor)


def _stages(buffers, options, best, target, budget, deadline, stages, bound, lb, anchor):
    from memplan.core.planners.exact import plan_exact
    from memplan.core.planners.local_search import evaluations_for, improve

    memo: dict = {}  # the stages' searches: the second goes on where the first stopped

    def exact_stage(work: float) -> None:
        nonlocal best, bound
        # counted work, capped by the run's deadline only: a stage cut short on a loaded machine
        # is a prefix of the same run's stage on a quiet one, not another trajectory
        exact = plan_exact(buffers, replace(options, time_limit=None, work=work, deadline=deadline.at), start=best,
                           floor=lb, memo=memo)
        stages.append("exact")
        bound = max(bound, exact.bound)
        if exact.arena_size <= best.arena_size:
            best = _keep(exact, best)
            best.stats["infeasible"] = exact.stats.get("infeasible", False)
        options.status(best.arena_size, bound)

    def open_gap() -> bool:
        return best.arena_size > max(target, bound) and not deadline.expired()

    if open_gap() and anchor:
        best, peak_bound = _peak_stage(buffers, options, best, target, deadline, stages)
        bound = max(bound, peak_bound)
        options.status(best.arena_size, bound)
    exact_stage(EXACT_FIRST_SHARE * budget)
    share = min(LOCAL_SEARCH_SHARE * budget, LOCAL_SEARCH_MAX)
    if open_gap() and evaluations_for(buffers, share) >= MIN_EVALUATIONS:
        improved = improve(buffers, best, share, options.seed, target, deadline=deadline)
        stages.append("local-search")
        if improved.arena_size < best.arena_size:
            best = improved
            options.status(best.arena_size, bound)
    else:
        share = 0.0
    if open_gap():
        exact_stage((1 - EXACT_FIRST_SHARE) * budget - share)  # the rest of the budget, from the best plan
    if open_gap() and options.time_limit is not None and options.work is None:
        best, bound = _go_on_until_deadline(buffers, best, bound, memo, deadline, stages)
        options.status(best.arena_size, bound)
    return best, bound


def _go_on_until_deadline(buffers, best, bound, memo, deadline, stages):
    """The best plan and bound once the searches the exact stages left open have gone on until the
    deadline (see the module doc: only a caller's time limit without a work budget)."""
    from memplan.core.planners.exact import go_on_until

    found, floor = go_on_until(buffers, best.offsets, memo, deadline)
    bound = max(bound, floor)
    plan = None if found is None else Plan(buffers, found, planner="exact")
    if plan is None or plan.arena_size >= best.arena_size:
        return best, bound
    stages.append("time-left")
    return plan, bound


def _beyond_exact(buffers: Sequence[Buffer]) -> bool:
    """Whether the exact searches would leave a part alone: more buffers than they take in one."""
    from memplan.core.planners.exact import MAX_PART_BUFFERS
    from memplan.core.search.components import split_at_cut_lines

    return max((len(part) for part in split_at_cut_lines(buffers)), default=0) > MAX_PART_BUFFERS


def _peak_stage(buffers, options, best, target, deadline, stages):
    """The best plan and a proven bound (0: none) from plans anchored on the peak (peak_window.py).

    Takes PEAK_SHARE of the budget left: which attempts fit in it comes from
    that and the trace's size (what each costs: decoding, and CP-SAT's solve
    where the cheap window plans do not reach the floor), not from the clock,
    so a budget gives the same plan; on a loaded machine the attempts run past
    their share, up to the run's deadline (the exact stages after it have
    little to do on traces this large).
    """
    from memplan.core.planners.greedy_size import plan_greedy_size
    from memplan.core.planners.peak_window import DECODE_ORDERS, WIDTHS, plan_around_peak
    from memplan.core.search.placement import overlapping_pairs
    from memplan.core.planners.portfolio import estimated_seconds

    decode = estimated_seconds(plan_greedy_size, len(buffers), overlapping_pairs(buffers))
    work = min(PEAK_SHARE * deadline.left(), MAX_DEFAULT_TIME_LIMIT)
    if work < len(DECODE_ORDERS) * decode:
        return best, 0
    found = plan_around_peak(buffers, best.offsets, 2 * len(WIDTHS), stop_at=target, seed=options.seed,
                             deadline=deadline, work=work, decode_seconds=decode)
    stages.append("peak-window")
    if found.offsets is None or found.arena >= best.arena_size:
        return best, found.bound
    return Plan(buffers, found.offsets, planner="peak-window"), found.bound
