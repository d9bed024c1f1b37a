"""Anchor a plan on its peak: the buffers around the busiest tick exactly, the rest greedily around them.

On a trace whose max-load is reached at one tick (a training step's activation
peak), every plan at the bound stacks the buffers live there without a gap, and
a greedy plan goes above the bound when its order leaves one hole there. So:

1. Take a *window* around the first tick ``P`` of maximal load, ``w`` distinct
   ticks (where some buffer starts or ends) on each side, and the buffers whose
   lifetimes meet it, with lifetimes clipped to the window. A plan of the
   whole is a plan of the window (clipping only removes conflicts), so the
   window is a relaxation: CP-SAT plans it at its own lower bound (a few
   hundred buffers).
2. A window plan is also a valid placement of those buffers with their *whole*
   lifetimes: two intervals that overlap and both meet the window overlap
   inside it (intervals on a line have the Helly property), where the window
   plan keeps them apart.
3. Decode: first fit of the window's buffers in the order of their window
   offsets (each lands at or below its window offset, since the window plan is
   a plan of them), then of the rest around them, largest first and, in a
   second decoding, by start (greedy-size's and best-fit's orders).

Widths grow (1, 3, 8, 21, 55 distinct ticks) while a window stays small enough, each
tried first near the incumbent plan, then without it (CP-SAT's fresh plan); the best
decoded plan is kept. Near the incumbent means: the incumbent itself where it
already packs the window at its floor (decoded once, for the narrowest such
window: a wider one only anchors the decoding closer to the incumbent), else
the cheap heuristics' plan of the window if one reaches the floor (milliseconds,
where CP-SAT takes seconds on the thousand buffers a training step holds at its
peak), else CP-SAT with the incumbent as its hint. The caller sets the number
of attempts and the estimated work they may cost; each window solve gets a
fixed amount of CP-SAT's deterministic time, so a seed, a number of attempts
and a work budget give the same plan (the wall clock only enforces the
caller's deadline).

A side result is a lower bound: a window proven to have no plan below C shows
the whole has none either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memplan.core.bounds import columns, granularity, load_steps, lower_bound, round_up
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.planners.cpsat import solve_part
from memplan.core.search.placement import is_trivial, place_in_order, sort_by

WIDTHS = (1, 3, 8, 21, 55)  # ticks on each side of the peak: few attempts cover the scales
MAX_WINDOW = 1500  # buffers in a window: larger ones are beyond CP-SAT in WINDOW_WORK
DECODE_ORDERS = (("-size", "start", "id"), ("start", "-size", "id"))  # the rest: largest first, by start
WINDOW_WORK = 0.5  # CP-SAT deterministic seconds per window: a few hundred buffers are planned in less
SOLVE_SECONDS = 3 * WINDOW_WORK + 1  # what a window solve may take on the clock (cpsat.solve_part's cap),
# as measured: 2.0-3.6 s for the ~1000 buffers live at a training step's peak, 0.85 s for pangu_2.6B's 549


@dataclass
class PeakResult:
    offsets: dict[int, int] | None  # the best plan decoded (None: no window plan was found)
    arena: int  # its arena (0 when None)
    bound: int  # a proven lower bound from a window (0 when none)
    windows: int  # window solves tried


def plan_around_peak(
    buffers: Sequence[Buffer], hint: dict[int, int], attempts: int, stop_at: int = 0, seed: int = 0,
    deadline: Deadline = Deadline(), work: float | None = None, decode_seconds: float = 0.0,
) -> PeakResult:
    """The best plan anchored on a peak window, from at most ``attempts`` window solves and decodings.

    ``hint``: offsets of a good plan, to steer half the window solves; the
    search ends once a plan at ``stop_at`` or below is found. ``work`` (if
    given) caps the estimated seconds of the tries: each costs its decodings
    (``decode_seconds`` each) and, when CP-SAT plans the window, SOLVE_SECONDS;
    a try that would pass it is not started (an estimate, not the clock: a budget
    gives the same plan).
    """
    live_idx = [i for i, b in enumerate(buffers) if not is_trivial(b)]
    if len(live_idx) < 2:
        return PeakResult(None, 0, 0, 0)
    starts, ends, sizes, _ = columns(buffers)
    incumbent = max(hint.get(b.id, 0) + b.size for b in buffers) if hint else int(sizes.sum())
    live = np.zeros(len(buffers), dtype=bool)
    live[live_idx] = True
    ticks, loads = load_steps(starts[live], ends[live], sizes[live])
    orders = [sort_by(buffers, keys) for keys in DECODE_ORDERS]
    windows = _windows(starts, ends, live, ticks, int(np.argmax(loads)))
    # every width with the hint first (a window plan near the incumbent decodes near it), then fresh ones
    tries = [(window, hinted) for hinted in (True, False) for window in windows][:attempts]
    best = PeakResult(None, 0, 0, 0)
    failed_at: dict[bool, int] = {}  # hinted -> the narrowest width whose window found no plan
    replayed = False  # a window the incumbent itself packs at its floor has been decoded
    planned_cheaply: set[int] = set()  # widths the heuristics planned at their floor (not the incumbent)
    spent, decoding = 0.0, len(orders) * decode_seconds
    for (lo, hi, members), hinted in tries:
        if deadline.expired():
            break
        if hi - lo >= failed_at.get(hinted, hi - lo + 1):
            continue  # a narrower window found no plan in its WINDOW_WORK
        if not hinted and hi - lo in planned_cheaply:
            continue  # the fresh pass is for plans away from the incumbent: this one has such a plan
        window = [Buffer(buffers[i].id, buffers[i].size, max(buffers[i].start, lo), min(buffers[i].end, hi),
                         buffers[i].alignment) for i in members]
        floor = lower_bound(window)
        found: dict[int, int] | None = None
        proven = False
        if hinted and _packs(hint, window, floor):
            if replayed:
                continue  # a wider window the incumbent packs only anchors the decoding closer to it
            # the incumbent is already a plan of this window at its floor: it is the window plan
            # (no solve), and decoding it is one re-ordering of the incumbent
            found, replayed = {b.id: hint[b.id] for b in window}, True
        elif hinted:
            found, proven = _greedy_window_plan(window, floor)
            if found is not None:
                planned_cheaply.add(hi - lo)
        cost = decoding + (SOLVE_SECONDS if found is None else 0.0)
        if work is not None and spent + cost > work:
            continue
        spent += cost
        if found is None:
            found, proven = solve_part(window, hint if hinted else {}, floor, floor, WINDOW_WORK, seed,
                                       minimize=False, deadline=deadline)
        best.windows += 1
        if found is None and proven:
            # no plan of the window at its bound, so none of the whole: the window's optimum is a bound
            found, proven = _window_optimum(window, hint if hinted else {}, floor, incumbent, seed, deadline, best)
            if found is None and proven:
                break  # nothing below the incumbent: it is optimal
        if found is None:
            failed_at[hinted] = hi - lo
            continue
        first = sorted(members, key=lambda i: (found[buffers[i].id], i))
        placed = set(members)
        for order in orders:
            offsets = place_in_order(buffers, first + [i for i in order if i not in placed], "first", deadline)
            arena = max(offsets[b.id] + b.size for b in buffers)
            if best.offsets is None or arena < best.arena:
                best.offsets, best.arena = offsets, arena
        if best.arena <= stop_at:
            break
    return best


def _packs(offsets: dict[int, int], window: list[Buffer], floor: int) -> bool:
    """Whether ``offsets`` (a valid plan of the whole trace, so of any window) keep the window's
    buffers within ``floor``."""
    return all(b.id in offsets for b in window) and max(offsets[b.id] + b.size for b in window) <= floor


def _greedy_window_plan(window: list[Buffer], floor: int) -> tuple[dict[int, int] | None, bool]:
    """A plan of the window at its floor from the cheap heuristics, if one reaches it (milliseconds,
    where CP-SAT takes seconds on a window of a thousand buffers), with True (at the floor: proven)."""
    from memplan.core.planners.portfolio import best_heuristic_plan

    plan = best_heuristic_plan(window, stop_at=floor)
    return (plan.offsets, True) if plan.arena_size <= floor else (None, False)


def _window_optimum(window: list[Buffer], hint: dict[int, int], floor: int, incumbent: int, seed: int,
                    deadline: Deadline, result: PeakResult) -> tuple[dict[int, int] | None, bool]:
    """A window with no plan at ``floor``: its least arena below ``incumbent`` (raising ``result.bound``).

    Returns the window plan found (None if none) and whether the search was
    complete: (None, True) proves that nothing below the incumbent exists.
    """
    grain = granularity(window)
    raised = round_up(floor + 1, grain)
    result.bound = max(result.bound, raised)
    if raised >= incumbent:
        return None, True
    found, proven = solve_part(window, hint, raised, incumbent - 1, WINDOW_WORK, seed, minimize=True,
                               deadline=deadline)
    if found is None:
        if proven:
            result.bound = max(result.bound, incumbent)
        return None, proven
    if proven:  # the window's optimum
        result.bound = max(result.bound, max(found[b.id] + b.size for b in window))
    return found, False


def _windows(starts: np.ndarray, ends: np.ndarray, live: np.ndarray, ticks: np.ndarray, peak: int
             ) -> list[tuple[int, int, list[int]]]:
    """Windows ``(lo, hi, buffer indices)`` of growing width around section ``peak``, distinct and small enough.

    Widths count the distinct ticks where a buffer starts or ends (``ticks``,
    whose ``peak``-th section holds the max-load), not time units: traces
    whose ticks are bytes or nanoseconds get the same windows as those
    counting operations.
    """
    result: list[tuple[int, int, list[int]]] = []
    last = len(ticks) - 1
    for w in WIDTHS:
        lo, hi = int(ticks[max(peak - w, 0)]), int(ticks[min(peak + 1 + w, last)])
        members = np.flatnonzero(live & (starts < hi) & (ends > lo)).tolist()
        if len(members) > MAX_WINDOW:
            break
        if result and len(members) == len(result[-1][2]):
            result[-1] = (lo, hi, members)  # the same buffers, clipped less: the wider window is stronger
            continue
        result.append((lo, hi, members))
    return result
