"""``plan_spill``: keep the most weight in a memory of capacity ``C``, prove how close that is.

The problem splits at cut lines (ticks no lifetime crosses: the parts never meet, and each
has the whole capacity); each part is solved on its own, and the plan's bound is the sum of
the parts' bounds.

1. **Greedy.** Buffers in an order, each kept at the lowest offset free over its lifetime
   within ``C`` (or in the smallest such gap), else spilled: by weight per byte (the
   baseline), and by weight.
2. **Bound and relaxed choice.** The linear relaxation of the knapsacks at every section
   (bound.py) gives the Lagrangian bound, and says which buffers it keeps whole: the greedy
   then places those first (largest first, or heaviest first) and fills the room left with
   the others by weight per byte. The LP's choice fits every section's bytes; the order it
   is placed in decides how little of it is lost to fragmentation. A part whose plan meets
   its bound is done.
3. **Knapsacks, then a packing.** The knapsacks of every section in integers (the relaxation
   without its LP, cpsat.solve_knapsacks: which buffers to keep so that the bytes live at
   every tick fit, wherever they lie) are solved by CP-SAT, seeded with the plan's kept set:
   their optimum, or CP-SAT's proven bound on it, is a bound far tighter than the LP's where
   big buffers crowd a small capacity. The chosen set is then handed to memplan's arena
   planner (``auto``, deciding whether a plan within ``C`` exists: the searches that decide
   MiniMalloc's hard instances), and what it places within ``C`` is kept, the rest filled
   greedily. When the choice does not fit whole, the knapsacks are solved again at 98%, 95%,
   90% and 85% of ``C``: a little room to spare is what a packing needs. A choice that fits
   whole at the full capacity is an optimal plan.
4. **Exact.** A part of at most ``EXACT_MAX`` buffers still open goes whole to CP-SAT
   (cpsat.py), seeded with the best plan so far: on the tens of buffers a scratchpad scope
   holds it proves the optimum in well under a second; cut short, its proven bound still
   tightens the others.
5. **Local search** on larger parts, until the deadline or until every part meets its bound
   (kernel.py, compiled): *ruin and recreate*, a spilled buffer forced in at a height next to
   a buffer it meets, the kept buffers in its way evicted, then put back with some spilled
   neighbours in a perturbed greedy order; kept when no weight is lost. Where the compiled
   loops are not loaded (numba still compiling them for this machine), CP-SAT re-plans
   windows instead: the buffers live during a spilled buffer's lifetime (the kept ones
   nearest in memory to a random height when there are too many) around the others.

Every plan is checked (SpillPlan.check: a valid plan of the kept buffers inside ``[0, C)``)
before it is returned. The same seed gives the same plan unless the deadline cuts a search short.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType

import numpy as np

from memplan.core import solvers
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.search.components import split_at_cut_lines
from memplan.core.search.placement import is_trivial
from memplan.core.spill.bound import lagrangian_bound, solve_relaxation
from memplan.core.planners.base import PlannerOptions, call_planner, get_planner
from memplan.core.spill.cpsat import solve_knapsacks, solve_window
from memplan.core.spill.packing import FITS, SPILLED, Packing, density_order, weight_order
from memplan.core.spill.problem import SpillPlan, SpillProblem

DEFAULT_TIME_LIMIT = 10.0
EXACT_MAX = 60  # parts up to this many buffers go whole to CP-SAT
EXACT_SHARE = 0.5  # of the time left, at most, for one exact part (but the last)
LP_SHARE = 0.3  # of the time limit, at most, for the LP bounds
KERNEL_MIN = 2 * EXACT_MAX  # parts from this size want the compiled loops
CHUNK_SECONDS = 0.05  # local search between looks at the clock
MAX_MOVES = 1 << 20  # moves in one chunk, at most
WINDOW = 40  # buffers a CP-SAT window frees (the fallback of step 5)
WINDOW_SECONDS = 0.5  # CP-SAT's time for one window
LP_CHOICE = 0.999  # the LP keeps a buffer whole from this fraction
KNAPSACK_SHARE = 0.3  # of the time left, at most, for a part's knapsacks at the full capacity
PACK_FACTORS = (0.98, 0.95, 0.9, 0.85)  # capacities the knapsacks are solved at again, when a choice does not fit
REPACK_SECONDS = 1.0  # CP-SAT's time for the knapsacks at a lower capacity, at most
PACK_SECONDS = 1.0  # the arena planner's time to place one choice, at most
PACKER = "auto"


@dataclass(frozen=True)
class SpillOptions:
    """``time_limit`` (seconds, the whole call; default DEFAULT_TIME_LIMIT), ``deadline`` (an
    absolute ``time.perf_counter()`` that caps it), ``seed`` (the random choices of the
    search), ``search`` (False: the greedy plans and the LP bound only), ``on_status(kept,
    bound)`` whenever either improves (for a progress line)."""

    time_limit: float | None = None
    deadline: float | None = None
    seed: int = 0
    search: bool = True
    on_status: Callable[[int, int], None] | None = None


class _Part:
    """One part of the problem: its packing, its proven bound, and the search's state on it."""

    def __init__(self, buffers: list[Buffer], weights: list[int], capacity: int) -> None:
        self.packing = Packing(buffers, weights, capacity)
        self.bound = sum(w for b, w in zip(buffers, weights) if b.size <= capacity)
        self.tried = 0  # rounds of step 5
        self.moves = 0  # local search moves per chunk (adapted to CHUNK_SECONDS)

    @property
    def gap(self) -> int:
        return self.bound - self.packing.kept_weight

    def best_of(self, orders: Sequence[tuple[np.ndarray, str]], kernel: ModuleType | None) -> None:
        """Keep the best of the current plan and the greedy plans of ``orders`` ((order, fit) pairs)."""
        packing = self.packing
        best, best_weight = packing.offset.copy(), packing.kept_weight
        for order, fit in orders:
            packing.offset[:] = SPILLED
            packing.fill(order, fit, kernel)
            if packing.kept_weight > best_weight:
                best, best_weight = packing.offset.copy(), packing.kept_weight
        packing.offset[:] = best


def plan_spill(problem: SpillProblem, options: SpillOptions = SpillOptions()) -> SpillPlan:
    """The best plan found within the time limit, with the best upper bound proven (see the module)."""
    t0 = time.perf_counter()
    limit = DEFAULT_TIME_LIMIT if options.time_limit is None else options.time_limit
    deadline = Deadline.after(limit, t0, cap=options.deadline)
    capacity = problem.capacity
    offsets: dict[int, int] = {}
    planned: list[Buffer] = []
    for b in problem.buffers:
        if b.size > capacity:
            continue  # spilled whatever the plan: it does not fit alone
        if is_trivial(b):
            offsets[b.id] = 0  # meets nobody (or takes no bytes): kept for free
        else:
            planned.append(b)
    free = sum(problem.weights[i] for i in offsets)
    parts = [_Part([planned[i] for i in idx], [problem.weights[planned[i].id] for i in idx], capacity)
             for idx in split_at_cut_lines(planned)]
    if parts and options.search:
        solvers.cp_sat.start(deadline)  # CP-SAT loads while the greedy plans and the LPs run
    kernel = _kernel(parts, deadline)

    def report() -> None:
        if options.on_status is not None:
            options.on_status(free + sum(p.packing.kept_weight for p in parts), free + sum(p.bound for p in parts))

    for part in parts:
        packing = part.packing
        density, heaviest = density_order(packing.weight, packing.size), weight_order(packing.weight)
        part.best_of([(density, "first"), (density, "best"), (heaviest, "first"), (heaviest, "best")], kernel)
    stats: dict[str, object] = {"parts": len(parts), "greedy_weight": free + sum(p.packing.kept_weight for p in parts)}
    _relax(parts, Deadline.after(LP_SHARE * limit, cap=deadline.at), kernel)
    report()
    if options.search:
        for part in sorted(parts, key=lambda p: -p.gap):
            if part.gap > 0 and not deadline.expired():
                _choose_and_pack(part, deadline, options.seed, kernel, report)
        _exact_parts(parts, deadline, options.seed, report)
        stats["moves"], stats["windows"] = _improve(parts, deadline, options.seed, report)
    for part in parts:
        offsets.update(part.packing.offsets_by_id())
    bound = free + sum(part.bound for part in parts)
    plan = SpillPlan(problem, offsets, bound, planner="spill", seconds=time.perf_counter() - t0, stats=stats)
    plan.check()
    return plan


def _kernel(parts: list[_Part], deadline: Deadline) -> ModuleType | None:
    """The compiled loops, for parts large enough to want them (None while numba compiles them)."""
    if not any(len(p.packing) >= KERNEL_MIN for p in parts):
        return None
    return solvers.spill.from_cache(deadline)


def _relax(parts: list[_Part], deadline: Deadline, kernel: ModuleType | None) -> None:
    """Step 2 on each part with a gap, the largest gap first."""
    for part in sorted(parts, key=lambda p: -p.gap):
        if part.gap <= 0 or deadline.expired():
            continue
        packing = part.packing
        weights = packing.weight.tolist()
        lp = solve_relaxation(packing.buffers, weights, packing.capacity, deadline)
        if lp is None:
            continue
        part.bound = min(part.bound, lagrangian_bound(packing.buffers, weights, packing.capacity, lp.prefix))
        if part.gap <= 0:
            continue
        chosen = np.flatnonzero(np.asarray(lp.kept) >= LP_CHOICE)
        rest = density_order(packing.weight, packing.size)
        orders = []
        for key in (-packing.size[chosen], -packing.weight[chosen]):
            first = chosen[np.lexsort((chosen, key))]
            orders.append((np.concatenate((first, rest)), "first"))
        part.best_of(orders, kernel)


def _choose_and_pack(part: _Part, deadline: Deadline, seed: int, kernel: ModuleType | None,
                     report: Callable[[], None]) -> None:
    """Step 3 on one part: the knapsacks' bound, and their choices placed by the arena planner."""
    packing = part.packing
    weights = packing.weight.tolist()
    kept = np.flatnonzero(packing.offset >= 0).tolist()
    found = solve_knapsacks(packing.buffers, weights, packing.capacity, kept, deadline.left() * KNAPSACK_SHARE,
                            seed, deadline)
    if found is None:
        return
    part.bound = min(part.bound, max(found.bound, packing.kept_weight))
    report()
    for factor in (1.0, *PACK_FACTORS):
        if part.gap <= 0 or deadline.expired():
            return
        if factor < 1.0:
            found = solve_knapsacks(packing.buffers, weights, int(packing.capacity * factor), found.kept,
                                    min(REPACK_SECONDS, deadline.left() * 0.1), seed, deadline)
            if found is None:
                return
        if found.kept and _pack(part, found.kept, deadline, kernel):
            return  # the whole choice fits: a smaller capacity would choose less
        report()


def _pack(part: _Part, chosen: list[int], deadline: Deadline, kernel: ModuleType | None) -> bool:
    """Place ``chosen`` with the arena planner within the capacity, fill the room left greedily,
    and keep the plan if it is better; True when every chosen buffer was placed."""
    packing = part.packing
    buffers = [packing.buffers[i] for i in chosen]
    options = PlannerOptions(time_limit=min(PACK_SECONDS, deadline.left()), deadline=deadline.at,
                             capacity=packing.capacity, jobs=1)
    plan = call_planner(PACKER, get_planner(PACKER), buffers, options)
    before, current = packing.kept_weight, packing.offset.copy()
    packing.offset[:] = SPILLED
    placed = 0
    for i, b in zip(chosen, buffers):
        at = plan.offsets[b.id]
        if at + b.size <= packing.capacity:
            packing.offset[i] = at
            placed += 1
    packing.fill(density_order(packing.weight, packing.size), "first", kernel)
    if packing.kept_weight <= before:
        packing.offset[:] = current
    return placed == len(chosen)


def _exact_parts(parts: list[_Part], deadline: Deadline, seed: int, report: Callable[[], None]) -> None:
    """Step 4: each small part with a gap whole to CP-SAT, smallest first."""
    small = sorted((p for p in parts if p.gap > 0 and len(p.packing) <= EXACT_MAX), key=lambda p: len(p.packing))
    for k, part in enumerate(small):
        if deadline.expired():
            return
        share = deadline.left() * EXACT_SHARE if k < len(small) - 1 else deadline.left()
        _solve(part, range(len(part.packing)), share, seed, deadline, whole=True)
        report()


def _solve(part: _Part, free: Sequence[int], seconds: float, seed: int, deadline: Deadline,
           whole: bool = False) -> bool:
    """Re-plan the buffers ``free`` of ``part`` around its other kept buffers; True if it gained.
    ``whole``: ``free`` is the whole part, and CP-SAT's bound is the part's."""
    packing = part.packing
    free_set = set(free)
    obstacles = {int(j) for i in free for j in packing.kept_neighbours(i) if int(j) not in free_set}
    before = sum(int(packing.weight[i]) for i in free if packing.offset[i] >= 0)
    result = solve_window([(i, packing.buffers[i], int(packing.weight[i])) for i in free],
                          [(packing.buffers[j], int(packing.offset[j])) for j in sorted(obstacles)],
                          packing.capacity, {i: int(packing.offset[i]) for i in free if packing.offset[i] >= 0},
                          seconds, seed, deadline)
    if result is None:
        return False
    if whole:
        part.bound = min(part.bound, max(result.bound, packing.kept_weight))
    if result.offsets is None or result.weight <= before:
        return False
    for i in free:
        packing.offset[i] = result.offsets.get(i, SPILLED)
    return True


def _improve(parts: list[_Part], deadline: Deadline, seed: int, report: Callable[[], None]) -> tuple[int, int]:
    """Step 5 until the deadline or until no part has a gap: (local search moves, CP-SAT windows)."""
    rng = random.Random(seed)
    moves = windows = 0
    kernel: ModuleType | None = None
    while not deadline.expired():
        open_parts = [p for p in parts if p.gap > 0 and len(p.packing) > EXACT_MAX]
        if not open_parts:
            break
        part = max(open_parts, key=lambda p: p.gap / (1 + p.tried))
        part.tried += 1
        if kernel is None:
            kernel = solvers.spill.get(Deadline(), wait=False)
        if kernel is not None:
            gained, done = _ruin_recreate(part, kernel, seed + part.tried, deadline)
            moves += done
        else:
            free = _window(part, rng)
            gained = bool(free) and _solve(part, free, min(WINDOW_SECONDS, deadline.left()), seed + windows, deadline)
            windows += 1
        if gained:
            report()
    return moves, windows


def _ruin_recreate(part: _Part, kernel: ModuleType, seed: int, deadline: Deadline) -> tuple[bool, int]:
    """One chunk of compiled local search (about CHUNK_SECONDS); (gained?, moves done)."""
    p = part.packing
    moves = part.moves or 64
    before = p.kept_weight
    best = p.offset.copy()
    tic = time.perf_counter()
    kernel.ruin_recreate(p.offset, best, p.start, p.end, p.size, p.align, p.weight, p.nbr_ptr, p.nbr_idx,
                         p.capacity, moves, seed, before)
    took = time.perf_counter() - tic
    left = deadline.left()
    part.moves = max(16, min(int(moves * min(CHUNK_SECONDS, left) / max(took, 1e-6)), 2 * moves + 16, MAX_MOVES))
    # the walk goes on from where it is; the best plan it met is the part's (kept weight only grows)
    p.offset[:] = best if int(p.weight[best >= 0].sum()) > before else p.offset
    return p.kept_weight > before, moves


def _window(part: _Part, rng: random.Random) -> list[int]:
    """The buffers CP-SAT frees (the fallback of step 5): those live during a spilled buffer's
    lifetime, at most WINDOW of them (the kept ones nearest in memory to a random height when
    more are live, and a third at most of spilled ones, heaviest per byte first)."""
    packing = part.packing
    spilled = np.flatnonzero(packing.offset == SPILLED)
    if len(spilled) == 0:
        return []
    ranked = spilled[density_order(packing.weight[spilled], packing.size[spilled])]
    seed_buffer = int(ranked[part.tried % len(ranked)]) if rng.random() < 0.5 else int(rng.choice(spilled.tolist()))
    near = packing.neighbours(seed_buffer)
    if len(near) < WINDOW:
        return [seed_buffer, *near.tolist()]
    kept = near[packing.offset[near] >= 0]
    others = near[packing.offset[near] < 0]
    height = rng.randrange(max(packing.capacity, 1))
    middle = packing.offset[kept] + packing.size[kept] // 2
    kept = kept[np.argsort(np.abs(middle - height), kind="stable")]
    extra = others[density_order(packing.weight[others], packing.size[others])][: WINDOW // 3]
    return [seed_buffer, *extra.tolist(), *kept[: WINDOW - 1 - len(extra)].tolist()]
