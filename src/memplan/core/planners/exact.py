"""Exact planning: branch and bound per part, driven to prove the arena minimal.

The problem is split at cut lines; parts the best greedy plan already fits under
the target are kept. Each remaining part (largest arena first) is first given to
the exhaustive search of small_exact.py (plain Python, a bounded number of
nodes: small parts are proven there without loading the compiled search). The
rest go to the branch and bound of branch_bound.py, which answers "is there a
plan within C?": first at the lower bound (the common case: then the plan is
optimal at once), then by a descending ladder of capacities below the best plan
(see ``_minimize``): a probe that times out says nothing about lower
capacities, so none is given up. With ``options.capacity`` it answers only the
decision question.

Both searches enumerate canonical plans, which are complete with alignment too
(see small_exact.py), so "no plan within C" is a proof.

Deterministic for a budget: the search counts its work, not the clock. The
clock only enforces the caller's deadline (``PlannerOptions.time_limit`` and
``deadline``; without either, DEFAULT_TIME_LIMIT), which covers loading and
compiling the search as well.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from memplan.core import solvers
from memplan.core.bounds import arena_floor, granularity, lower_bound, max_load, round_up
from memplan.core.budget import Deadline, now
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.search import bands, flat, mirrored, regroup, workers
from memplan.core.search.components import split_at_cut_lines
from memplan.core.planners.portfolio import best_heuristic_plan
from memplan.core.search.small_exact import SmallResult, solve_small

DEFAULT_TIME_LIMIT = 10.0
MAX_PART_BUFFERS = 3000  # the search keeps per-part tables that grow with overlaps
SMALL_NODES = 2000  # exhaustive-search nodes tried per part before the compiled search
SMALL_PART = 64  # parts up to this size get the exhaustive search's full node budget
# Parts up to MID_PART buffers get it too when the caller asks (auto's cheap proof), MID_WORK
# between them in one call, MID_WORK // size nodes at most for one part (see _nodes_for): a node
# costs about its part's size, so this is the work of MID_WORK // SMALL_PART nodes of a SMALL_PART
# part, about 0.05 s (0.15 s at most under load, measured on random 65- to 160-buffer scopes whose
# greedy plans miss the floor). Its first dive, a
# lowest-offset-first placement, often reaches the floor where the greedy orders end a grain above
# it (a 67-buffer scope of unet_small: 68 nodes, 10 ms, where loading the compiled search takes a
# second); on random such scopes a sixth are proven so. Larger parts go to the compiled search.
MID_PART = 160
MID_WORK = 512 * SMALL_PART
# The floor's first probe gets an eighth of the budget, but at least this much (seconds of work) if
# a quarter allows: below it a probe rarely decides a part of a few hundred buffers, so a small
# budget spent in smaller probes ends short of a floor that a larger budget reaches at once.
FLOOR_SHARE = 1.5
# A capacity whose probe timed out is probed again only with this much more: the searches' trees grow
# fast with depth, so a share larger by a hair says the same (it cost 0.9 s a repeat on a 1,000-buffer
# allocator's ladder, which asks again with whatever a halved divisor gives)
RETRY_GROWTH = 1.5

INFEASIBLE = "infeasible"
TIMEOUT = "timeout"


@dataclass(frozen=True)
class Infeasible:
    """A probe's proof: no plan within the capacity asked, nor below ``floor`` (above it)."""

    floor: int


# (capacity, share) -> (offsets, Infeasible or TIMEOUT; budget used)
Decide = Callable[[int, float], tuple[dict[int, int] | Infeasible | str, float]]


def decider(part: Sequence[Buffer], deadline: Deadline, jobs: int = 1, state: dict | None = None) -> Decide:
    """Decision probes for ``part`` by the compiled search portfolio (decide.py).

    The portfolio keeps what it learns between probes of the same part, in
    ``state`` (a caller that probes the part again later, with another
    deadline, passes the same dict). Each probe answers ``TIMEOUT`` (nothing
    used) when the searches cannot be loaded before ``deadline``, and
    :class:`Infeasible` with what its proof shows when there is no plan.
    """
    state = {} if state is None else state

    def decide(capacity: int, share: float) -> tuple[dict[int, int] | Infeasible | str, float]:
        module = solvers.decide.get(deadline)
        if module is None or deadline.expired():
            return TIMEOUT, 0.0
        if "decider" not in state:
            state["decider"] = module.Decider(part, jobs)
        answer, used = state["decider"].decide(capacity, share, deadline.at)
        return (Infeasible(state["decider"].floor) if answer == INFEASIBLE else answer), used

    return decide


def _structural_capacity(floor: int, grain: int) -> int:
    """The smallest power of two at or above the floor (memories come in such sizes).

    Deciding "fits in 2^k?" is usually far easier than minimizing, and when the
    floor sits just under a power of two that probe alone gives a tight plan.
    """
    return round_up(1 << max(floor - 1, 0).bit_length(), grain)


@dataclass
class _Search:
    """The state of one part's minimization: only ever better, never given up."""

    part: list[Buffer]
    floor: int  # no plan is below this (proven)
    best: int  # arena of the best plan known
    budget: float
    deadline: Deadline
    grain: int
    decide: Decide
    found: dict[int, int] = field(default_factory=dict)
    spent: float = 0.0
    timed_out: dict[int, float] = field(default_factory=dict)  # capacity -> largest share that timed out
    min_step: int = 1  # the ladder's finest step
    report: Callable[[int, int], None] | None = None  # (best, floor) whenever either improves

    @property
    def left(self) -> float:
        return 0.0 if self.deadline.expired() else self.budget - self.spent

    def probe(self, capacity: int, share: float) -> str:
        """One decision probe: ``"found"``, ``"infeasible"`` (proven) or ``"unknown"``."""
        share = max(min(share, self.left), 0.0)
        if capacity < self.floor or share < RETRY_GROWTH * self.timed_out.get(capacity, -1.0):
            return "unknown"  # the same deterministic search would (nearly) say the same again
        result, used = self.decide(capacity, share)
        self.spent += used
        if isinstance(result, dict):
            arena = _top(result, self.part)
            if arena < self.best:  # keep only improvements: the search is monotone
                self.found, self.best = result, arena
                if self.report is not None:
                    self.report(self.best, self.floor)
            return "found"
        if isinstance(result, Infeasible):
            self.floor = max(self.floor, round_up(max(result.floor, capacity + 1), self.grain))
            if self.report is not None:
                self.report(self.best, self.floor)
            return "infeasible"
        self.timed_out[capacity] = max(share, self.timed_out.get(capacity, -1.0))
        return "unknown"  # a timeout says nothing about lower capacities


def _minimize(
    part: list[Buffer], floor: int, best: int, budget: float, deadline: Deadline, stop: int = 0,
    decide: Decide | None = None, report: Callable[[int, int], None] | None = None,
    timed_out: dict[int, float] | None = None,
) -> tuple[dict[int, int], int, float]:
    """Lower the arena of ``part`` by decision probes, keeping the best plan found.

    ``floor`` must be proven (no plan of the part is smaller); the search ends
    once the best plan is at ``stop`` or below (a plan good enough for the caller).

    1. The power of two above the floor, if below the best plan, with half the
       budget: a capacity that is usually quick to decide (what a capacity-mode
       run would be asked), so even a small budget secures that plan first.
    2. The floor (or ``stop``), with an eighth of the budget (the common answer),
       at least ``FLOOR_SHARE`` if a quarter of the budget allows.
    3. A descending ladder from the best plan: probe ``best - step``; a plan found
       lowers ``best`` (the step stays), a proof raises the floor (the step halves
       the new gap), a timeout only halves the step (a capacity nearer the best
       plan is easier; probes get a sixteenth of what is left, since plans are
       found fast or not at all). When the step cannot shrink further, the ladder
       starts again from half the gap with a share twice as large, so lower
       targets are retried with fresh budget rather than abandoned.

    ``timed_out`` (capacity -> the largest share a probe there timed out
    with) is kept by a caller that minimizes the same part again with the same
    ``decide``: a probe not RETRY_GROWTH times larger than one that timed out is
    not repeated.

    Returns the best offsets found (empty if none beat ``best``), the proven
    floor (>= the best arena means optimal) and the budget used.
    """
    grain = granularity(part)
    s = _Search(part, round_up(floor, grain), best, budget, deadline, grain, decide or decider(part, deadline),
                report=report)
    if timed_out is not None:
        s.timed_out = timed_out  # shared with the caller: later calls skip what timed out here
    lowest = max(s.floor, round_up(stop, grain))  # no need to look below this

    def open_gap() -> bool:
        return s.floor < s.best and s.best > lowest and s.left > 1e-3

    pow2 = _structural_capacity(lowest, grain)
    if lowest < pow2 < s.best and open_gap():
        s.probe(pow2, s.left / 2)
    if open_gap():
        s.probe(max(s.floor, lowest), max(budget / 8, min(FLOOR_SHARE, budget / 4)))
    divisor = 16.0  # each ladder probe gets left / divisor: plans are found fast or not at all
    # steps finer than 1/256 of the gap cost a timeout each and gain next to nothing
    s.min_step = max(grain, (s.best - s.floor) // 256 // grain * grain)
    step = _half_gap(s)
    while open_gap():
        outcome = s.probe(max(s.best - step, s.floor, lowest), s.left / divisor)
        if outcome == "infeasible":
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
    gap = s.best - s.floor
    return max(s.min_step, (gap // 2) // s.grain * s.grain)


def plan_exact(
    buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions(), start: Plan | None = None,
    *, small_nodes: int | None = None, compiled: bool = True, floor: int | None = None,
    memo: dict | None = None, small_part: int | None = None,
) -> Plan:
    """Optimal plan if the budget allows (``Plan.optimal`` says so), else the best found.

    ``small_nodes`` bounds the exhaustive search over all parts (default:
    SMALL_NODES per part), counted in nodes of a SMALL_PART part (see ``_nodes_for``);
    ``small_part``: the largest part it searches (default SMALL_PART; MID_PART at most);
    ``compiled=False`` skips the compiled branch and bound: only what the
    exhaustive search proves within that many nodes (milliseconds) is searched.
    ``floor``: arena_floor(buffers), when the caller has it (seconds at a million buffers).
    With ``options.jobs`` > 1 the searches run in that many processes (workers.py).
    ``memo``: a dict the caller passes to several calls on the same buffers
    (auto's two exact stages), in which each part keeps its searches between
    calls (see ``_PartMemo``): a later call goes on where the earlier one
    stopped rather than repeating it.
    """
    with workers.session(options.jobs):
        return _plan_exact(buffers, options, start, small_nodes, compiled, floor, memo, small_part)


@dataclass
class _PartMemo:
    """What one part's minimization keeps for the next call on the same part: the decision
    searches (with what they learned: the skyline search's dead states) and the probes that
    timed out. The same searches with no more budget would time out again."""

    searches: dict = field(default_factory=dict)  # decider()'s state
    timed_out: dict[int, float] = field(default_factory=dict)
    # (capacity, above) -> (budget, work left) of a band decomposition that found no plan
    bands_failed: dict[tuple[int, bool], tuple[float, float]] = field(default_factory=dict)
    regrouped: dict[int, mirrored.TwoWays] = field(default_factory=dict)  # capacity -> its grouping search
    floor: int = 0  # proven: no plan of the part is below it


def _part_memo(memo: dict | None, part: list[Buffer], jobs: int) -> _PartMemo:
    if memo is None:
        return _PartMemo()
    return memo.setdefault((jobs, tuple(b.id for b in part)), _PartMemo())


def _plan_exact(buffers: Sequence[Buffer], options: PlannerOptions, start: Plan | None, small_nodes: int | None,
                compiled: bool, floor: int | None, memo: dict | None = None,
                small_part: int | None = None) -> Plan:
    t0 = now()
    limit = _time_limit(options)
    deadline = replace(options, time_limit=limit).deadline_from(t0)
    budget = options.work if options.work is not None else limit
    spent = 0.0
    lb = arena_floor(buffers) if floor is None else floor  # the max-load (with alignment), or more
    start = start or best_heuristic_plan(buffers, stop_at=lb, budget=budget, deadline=deadline)
    offsets = {b.id: start.offsets.get(b.id, 0) for b in buffers}
    parts = [[buffers[i] for i in part] for part in split_at_cut_lines(buffers)]
    arenas: dict[int, int] = {}  # id(part) -> its arena, until its offsets change

    def arena_of(part: list[Buffer]) -> int:
        key = id(part)
        if key not in arenas:
            arenas[key] = _top(offsets, part)
        return arenas[key]

    def update(part: list[Buffer], found: dict[int, int]) -> None:
        offsets.update(found)
        arenas.pop(id(part), None)

    deciding = options.capacity is not None
    target = options.capacity if deciding else lb  # parts at or below it are done
    floor_proven = lb  # no plan is below this
    infeasible = False
    timed_out = False
    small_used = 0
    mid_left = MID_WORK  # node-buffers, for the parts above SMALL_PART
    todo = [p for p in sorted(parts, key=lambda p: -arena_of(p)) if arena_of(p) > target]
    for n_left, part in zip(range(len(todo), 0, -1), todo):
        if arena_of(part) <= target:
            continue
        if deadline.expired():
            timed_out = True
            break
        part_floor = lower_bound(part)
        # the exhaustive search first: it proves small parts without the compiled search
        nodes = _nodes_for(part, SMALL_NODES if small_nodes is None else max(small_nodes - small_used, 0), mid_left)
        largest = SMALL_PART if small_part is None else min(small_part, MID_PART)
        if len(part) > largest or len(part) > SMALL_PART and nodes <= len(part):
            # (above SMALL_PART, nodes that cannot reach one plan are not worth the search's set-up)
            small = SmallResult(None, arena_of(part), False, 0)
        elif deciding:
            small = solve_small(part, target + 1, target, nodes, deadline)
        else:
            small = solve_small(part, arena_of(part), max(part_floor, target), nodes, deadline)
        if len(part) > SMALL_PART and small.nodes:
            small_used += -(-small.nodes * len(part) // SMALL_PART)  # in nodes of a SMALL_PART part
            mid_left -= small.nodes * len(part)
        else:
            small_used += small.nodes
        if small.offsets is not None:
            update(part, small.offsets)
        if small.proven:
            if deciding and arena_of(part) > target:
                infeasible = True
                break
            if arena_of(part) > target:  # the part's own optimum, above any other part's
                floor_proven = max(floor_proven, arena_of(part))
            target = max(target, arena_of(part))
            continue
        if len(part) > MAX_PART_BUFFERS or not compiled:
            timed_out = True  # not searched further: keep the best placement so far
            if deciding:
                break
            target = max(target, arena_of(part))
            continue
        share = max(budget - spent, 0.0) / n_left
        kept = _part_memo(memo, part, options.jobs)
        part_floor = kept.floor = max(kept.floor, part_floor)  # an earlier stage's proofs hold too
        goal = target if deciding else max(part_floor, target)
        if len(part) >= bands.MIN_BAND_PART and bands.is_tight(part, goal):
            # tight packings of many buffers split into bands that small searches decide
            found, used = _by_bands_once(kept, part, goal, share / 4, deadline, options.jobs, above=not deciding,
                                         left=budget - spent)
            spent += used
            pow2 = _structural_capacity(goal, granularity(part))
            if found is None and not deciding and goal < pow2 < arena_of(part) and bands.is_tight(part, pow2):
                # the bound is not reached: a plan in bands at the next memory size, for the search below
                found, used = _by_bands_once(kept, part, pow2, share / 8, deadline, options.jobs, left=budget - spent)
                spent += used
            height = None if found is None else _top(found, part)
            if height is not None and height <= goal:
                update(part, found)
                if not deciding:
                    if goal == part_floor:
                        floor_proven = max(floor_proven, arena_of(part))  # at its own lower bound
                    target = max(target, arena_of(part))
                continue
            if height is not None and height < arena_of(part):
                update(part, found)  # above the goal, but better: the search below starts from it
        grouped, used = _by_groups(kept, part, goal, share * REGROUP_SHARE, deadline)
        spent += used
        share = max(share - used, 0.0)
        if isinstance(grouped, dict):
            update(part, grouped)  # at the part's max-load: its optimum
            if not deciding:
                floor_proven = max(floor_proven, arena_of(part))
            target = max(target, arena_of(part))
            continue
        if grouped == flat.INFEASIBLE:  # every grouping tried: no exact fill exists
            if deciding:
                infeasible = True
                break
            part_floor = kept.floor = max(part_floor, round_up(goal + 1, granularity(part)))
        if deciding:
            result, used = decider(part, deadline, options.jobs)(target, share)
            spent += used
            _report(options, spent, budget)
            if isinstance(result, Infeasible):
                infeasible = True
                break
            if isinstance(result, dict):
                update(part, result)
            else:
                timed_out = True
                break
            continue
        def report(best: int, floor: int) -> None:  # the whole plan's best arena and bound
            others = max((arena_of(p) for p in parts if p is not part), default=0)  # noqa: B023 - called now
            options.status(max(best, others), max(floor_proven, floor))  # noqa: B023

        found, floor, used = _minimize(part, part_floor, arena_of(part), share, deadline, stop=target,
                                       decide=decider(part, deadline, options.jobs, kept.searches), report=report,
                                       timed_out=kept.timed_out)
        spent += used
        _report(options, spent, budget)
        update(part, found)
        best = arena_of(part)
        kept.floor = max(kept.floor, min(floor, best))
        floor_proven = max(floor_proven, min(floor, best))
        if floor < best and best > target:
            timed_out = True
        target = max(target, best)  # other parts need not go below this one
    plan = Plan(buffers, offsets, planner="exact", seconds=now() - t0)
    plan.bound = min(floor_proven, plan.arena_size)
    plan.optimal = plan.arena_size <= plan.bound
    plan.stats.update(parts=len(parts), infeasible=infeasible, timed_out=timed_out, start=start.planner)
    return plan


def _nodes_for(part: Sequence[Buffer], work: int, mid_left: int) -> int:
    """The exhaustive search's nodes on ``part`` for ``work`` nodes of a SMALL_PART part, and
    at most ``mid_left`` node-buffers on a larger part (a node's cost grows with its part's
    size: it scans the part's sections and buffers)."""
    return work if len(part) <= SMALL_PART else max(min(work * SMALL_PART, mid_left), 0) // len(part)


def _time_limit(options: PlannerOptions) -> float | None:
    """The call's time limit: the caller's; without one, DEFAULT_TIME_LIMIT, which is then
    the deadline as well as the work budget (the work counted misses fixed costs that weigh
    on small parts, so the clock must bound it too); None when only a work budget is given
    (the caller asks for that work, done whatever the clock, as auto's stages do under
    their own deadline)."""
    if options.time_limit is not None or options.work is not None:
        return options.time_limit
    return DEFAULT_TIME_LIMIT


def _by_bands(part: list[Buffer], capacity: int, budget: float, deadline: Deadline, jobs: int, above: bool = False,
              left: float = float("inf")) -> tuple[dict[int, int] | None, float]:
    """A plan of ``part`` within ``capacity`` by band decomposition (bands.py), or None; and the budget used.

    The searches of what does not split share ``budget``; CP-SAT's band models
    take what they need of ``left`` (the caller's whole budget left; each model
    is capped by bands.py), and their deterministic time is counted in the
    budget used, so the same budget gives the same plan however loaded the
    machine is (unless the deadline comes first).

    Buffers aligned to a common grain are also tried with sizes rounded up to
    it and offsets in its units: a plan of the rounded problem is a plan of the
    original, and rounding can make loads flat again. With ``above``, when the
    rounded sizes load more than ``capacity`` (the alignment-aware lower bound
    is not reached by rounding), the next attempt plans them within their own
    load: a plan above ``capacity``, but usually just above it. Where the part
    leaves room to spare, the bands guess which buffers grow into it; each
    attempt is tried with both guesses (fewest bytes grown, then most).
    """
    module = solvers.decide.get(deadline)
    if module is None or deadline.expired():
        return None, 0.0
    work = bands.Work(left)  # spent by the searches and CP-SAT's band models alike
    searched = 0.0  # by the searches alone: they get ``budget``
    attempts = []
    rounded = None
    grain = max(b.alignment for b in part)
    if grain > 1 and all(grain % b.alignment == 0 for b in part):
        # rounded first: where sizes are not multiples of the grain, only rounding makes loads flat
        rounded = [Buffer(b.id, -(-b.size // grain), b.start, b.end) for b in part]
        attempts.append((rounded, capacity // grain, grain))
        if above and max_load(rounded) > capacity // grain:  # before the sizes as they are: far likelier
            attempts.append((rounded, max_load(rounded), grain))
    attempts.append((part, capacity, 1))
    attempts = [(buffers, cap, unit, fewest) for buffers, cap, unit in attempts
                for fewest in ((True, False) if _wastes(buffers, cap) else (True,))]
    for k, (buffers, cap, unit, fewest) in enumerate(attempts):
        limit = searched + (budget - searched) / (len(attempts) - k)  # the attempts share the budget
        share = max(limit / 8, 0.05)  # for each part that does not split further

        def search(sub: Sequence[Buffer], cap: int) -> dict[int, int] | None:
            nonlocal searched
            if len(sub) > TINY_PART and (searched >= limit or deadline.expired()):
                return None
            result, used = module.Decider(sub, jobs).decide(cap, min(share, max(limit - searched, 0.01)), deadline.at)
            searched += used
            work.spend(used)
            return result if isinstance(result, dict) else None

        found = bands.plan_in_bands(buffers, cap, search, deadline, fewest=fewest, work=work)
        if found is not None:
            return {bid: off * unit for bid, off in found.items()}, work.used
    return None, work.used


TINY_PART = 8  # searched whatever the budget: microseconds


def _by_bands_once(kept: _PartMemo, part: list[Buffer], capacity: int, budget: float, deadline: Deadline, jobs: int,
                   above: bool = False, left: float = float("inf")) -> tuple[dict[int, int] | None, float]:
    """:func:`_by_bands`, unless it found no plan of this part at this capacity before (``kept``: an
    earlier call of auto's stages) with no less ``budget`` and ``left``: the decomposition counts its
    work, not the clock, so it would do the same again and fail (auto's second exact stage spent
    2 s repeating the first's on a 1,000-buffer allocator packing, and 2.4 s on a 2,000-buffer
    dissection, before its search). With more of either it is tried again: it may get further."""
    key = (capacity, above)
    failed = kept.bands_failed.get(key)
    if failed is not None and budget <= failed[0] and left <= failed[1]:
        return None, 0.0
    found, used = _by_bands(part, capacity, budget, deadline, jobs, above=above, left=left)
    if found is None and not deadline.expired():
        kept.bands_failed[key] = (budget, left)
    return found, used


# of a part's share left after the bands, for the grouping search (regroup.py) when the part's load
# is flat at the capacity: the searches below time out on zero-waste packings that are not
# dissections (issue 27), and only a fill reaches the bound there. Stop 52's 0.85, with the decision
# searches counting 2-3 times fewer seconds than they took, gave them about a third of the wall clock
# and the grouping search two thirds; 0.7 keeps that split now that counts match the clock
# (docs/benchmarks.md, stop 54)
REGROUP_SHARE = 0.7
REGROUP_CLOCK = 1.25  # and at most this many seconds of wall clock a second of its budget


def _by_groups(kept: _PartMemo, part: list[Buffer], capacity: int, budget: float,
               deadline: Deadline) -> tuple[dict[int, int] | str, float]:
    """The grouping search (regroup.py) of ``part`` at ``capacity`` when its load is flat there:
    offsets, INFEASIBLE (proven), or GAVE_UP / NOT_APPLICABLE; and the work it took (seconds).
    A later call on the same part and capacity goes on with the same search."""
    if budget <= 0:
        return flat.NOT_APPLICABLE, 0.0
    search = kept.regrouped.get(capacity)
    if search is None:
        search = kept.regrouped[capacity] = mirrored.TwoWays(part, capacity, workers.current())
    # its work is counted, but a search that runs slower than counted must not eat the searches' time
    result = search.run(int(budget * regroup.NODES_PER_SECOND), deadline.earlier(budget * REGROUP_CLOCK))
    return (result.offsets if result.status == flat.FOUND else result.status), result.nodes / regroup.NODES_PER_SECOND


def go_on_until(buffers: Sequence[Buffer], offsets: dict[int, int], memo: dict,
                deadline: Deadline) -> tuple[dict[int, int] | None, int]:
    """``offsets`` improved by going on, until ``deadline``, with the searches that earlier calls
    left open in ``memo`` (plan_exact's), or None if none improved; and the bound the parts' proofs
    give (0: none).

    For the time a caller's counted work leaves on the clock (auto.py), on the parts whose arena is
    the plan's: a flat part goes on with its grouping search, which ends only in a fill at the
    part's load (its optimum); any other part goes on minimizing from its best plan, with what its
    probes learned (the searches' state, the probes that timed out). Without a deadline there is no
    such time."""
    if deadline.at is None:
        return None, 0
    by_id = {b.id: b for b in buffers}
    improved = dict(offsets)
    parts = [([by_id[i] for i in ids], jobs, kept) for (jobs, ids), kept in memo.items()]
    bound = max((kept.floor for _, _, kept in parts), default=0)

    top = _top(improved, buffers)
    open_parts = [p for p in parts if _top(improved, p[0]) == top and p[2].floor < top]
    changed = False
    for n_left, (part, jobs, kept) in zip(range(len(open_parts), 0, -1), open_parts):
        if deadline.expired():
            break
        until = deadline.earlier(deadline.left() / n_left)
        ids = {b.id for b in part}
        others = _top(improved, (b for b in buffers if b.id not in ids))
        found = _go_on(part, _top(improved, part), others, jobs, kept, until)
        if found:
            improved.update(found)
            changed = True
        bound = max(bound, kept.floor)
    return (improved if changed else None), bound


def _go_on(part: list[Buffer], best: int, stop: int, jobs: int, kept: _PartMemo,
           until: Deadline) -> dict[int, int]:
    """Better offsets of ``part`` (empty if none) from its open grouping search, if it is flat,
    else from minimizing it again until ``until`` (see :func:`go_on_until`); raises ``kept.floor``
    by what the probes prove."""
    flat_searches = [s for capacity, s in kept.regrouped.items() if s.ended is None and capacity < best]
    if flat_searches:
        for search in flat_searches:
            result = search.run(sys.maxsize, until)
            if result.status == flat.FOUND:
                return result.offsets
        return {}
    found: dict[int, int] = {}
    decide = decider(part, until, jobs, kept.searches)
    while kept.floor < best and best > stop and until.left() > 1e-3:
        offsets, floor, used = _minimize(part, kept.floor, best, until.left(), until, stop=stop, decide=decide,
                                         timed_out=kept.timed_out)
        kept.floor = max(kept.floor, floor)
        if offsets:
            found, best = offsets, _top(offsets, part)
        elif used <= 1e-3:
            break  # every probe left was already tried with as much: nothing more to learn
    return found


def _top(offsets: dict[int, int], buffers: Iterable[Buffer]) -> int:
    """The arena ``offsets`` give ``buffers``: the highest end of one (0 for none)."""
    return max((offsets[b.id] + b.size for b in buffers), default=0)


def _wastes(part: Sequence[Buffer], capacity: int) -> bool:
    """Whether some tick of ``part``'s span has room to spare under ``capacity``."""
    room = bands.Room.of(part, capacity)
    return room is not None and room.wasted > 0


def _report(options: PlannerOptions, spent: float, budget: float) -> None:
    if options.progress is not None:
        options.progress(min(spent / budget, 1.0) if budget > 0 else 1.0)
