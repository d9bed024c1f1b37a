"""Bands: splitting a planning problem across memory, as cut lines split it across time.

If some of a part's buffers have the same load at every tick of the part (a
*flat* subset, load y), they can be planned on their own in a band ``[0, y)``
and the others above it, within ``C - y``: any plan of each half stacks into
a plan of the whole. Where sections have room to spare, the subset's load may
dip there by that much (band_subset). The halves split again at cut lines and into bands, and
only what does not split any further is searched. Packings built by cutting a
rectangle (perfect packings) split all the way down; a tight packing of 2,000
buffers that no search decides in minutes becomes many small searches.

Finding such a subset is a small integer program (one load variable per
section, bounded by the band's height), solved by CP-SAT, smallest band first. It is a strategy, not a proof: when a
band cannot be planned within its height, or the part does not split at all,
the caller searches the whole part its own way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memplan.core.bounds import max_load
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core import solvers
from memplan.core.planners.components import split_at_cut_lines

MIN_BAND_PART = 120  # smaller parts are searched directly
FLAT_SECONDS = 2.0  # CP-SAT's deterministic time to find one flat subset

Search = Callable[[Sequence[Buffer], int], dict[int, int] | None]  # (part, capacity) -> offsets


def band_subset(part: Sequence[Buffer], capacity: int, deadline: Deadline) -> tuple[list[int], int] | None:
    """A smallest proper subset of ``part`` (one part: no cut line) that fits a band of its own, and its height.

    The subset's load must stay within ``[y - d, y]`` in every section, where
    ``d`` is the room the section has to spare (``capacity`` minus its load):
    then the subset fits under ``y`` and the rest over it, as far as loads
    tell. Where nothing is to spare the subset is *flat*: at every tick what
    of it ends is what of it starts.
    """
    cp_model = solvers.cp_sat.get(deadline)
    if cp_model is None or deadline.expired() or len(part) < 2:
        return None
    ticks = sorted({t for b in part for t in (b.start, b.end)})
    starting: dict[int, list[int]] = {}
    ending: dict[int, list[int]] = {}
    for i, b in enumerate(part):
        starting.setdefault(b.start, []).append(i)
        ending.setdefault(b.end, []).append(i)
    model = cp_model.CpModel()
    x = [model.NewBoolVar(f"x{i}") for i in range(len(part))]
    y = model.NewIntVar(1, capacity - 1, "y")
    total = 0
    band_load = 0
    for t in ticks[:-1]:  # the section [t, next tick)
        total += sum(part[j].size for j in starting.get(t, ())) - sum(part[i].size for i in ending.get(t, ()))
        band_load = band_load + sum(part[j].size * x[j] for j in starting.get(t, ())) \
            - sum(part[i].size * x[i] for i in ending.get(t, ()))
        load = model.NewIntVar(0, capacity, f"l{t}")
        model.Add(load == band_load)
        band_load = load  # one variable per section keeps the model linear in size
        spare = capacity - total
        if spare < 0:
            return None
        model.Add(load <= y)
        model.Add(load >= y - spare)
    model.Add(sum(x) <= len(part) - 1)
    model.Add(sum(x) >= 1)
    model.Minimize(sum(x))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_deterministic_time = FLAT_SECONDS
    solver.parameters.max_time_in_seconds = max(min(3 * FLAT_SECONDS, deadline.left()), 0.01)
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [i for i in range(len(part)) if solver.Value(x[i])], solver.Value(y)


TIGHT_SHARE = 0.9  # of a part's span loaded to 99% of the capacity: where bands are worth trying
TIGHT_LOAD = 0.99


def is_tight(part: Sequence[Buffer], capacity: int) -> bool:
    """Whether the part is loaded to within 1% of ``capacity`` over most of its span.

    Bands are a strategy for tight packings; where sections have room to spare
    (MiniMalloc's challenging set) subsets that fit a band abound and lead
    nowhere, and the time is better spent searching.
    """
    events: dict[int, int] = {}
    for b in part:
        events[b.start] = events.get(b.start, 0) + b.size
        events[b.end] = events.get(b.end, 0) - b.size
    ticks = sorted(events)
    load = full = 0
    for t, nxt in zip(ticks, ticks[1:]):
        load += events[t]
        if load >= TIGHT_LOAD * capacity:
            full += nxt - t
    span = ticks[-1] - ticks[0] if ticks else 0
    return span > 0 and full >= TIGHT_SHARE * span


def plan_in_bands(part: Sequence[Buffer], capacity: int, search: Search, deadline: Deadline,
                  depth: int = 0) -> dict[int, int] | None:
    """Offsets (by id) of ``part`` within ``capacity``, split into cut-line parts and bands; None if not found.

    ``search`` plans what does not split (it may fail: None).
    """
    offsets: dict[int, int] = {}
    pieces = split_at_cut_lines(part)
    for idx in pieces:
        sub = [part[i] for i in idx]
        # a piece cut off by a cut line is a problem of its own: searched if it does not split
        found = _plan_part(sub, capacity, search, deadline, depth if len(pieces) == 1 else depth + 1)
        if found is None:
            return None
        offsets.update(found)
    for b in part:
        offsets.setdefault(b.id, 0)  # never-live buffers: anywhere
    return offsets


def _plan_part(part: list[Buffer], capacity: int, search: Search, deadline: Deadline,
               depth: int) -> dict[int, int] | None:
    """A part within ``capacity``: split into two bands, or searched whole if it does not split.

    At the top (``depth`` 0) a part that does not split is not searched: the
    caller's own search does that better. A band split whose halves cannot be
    planned fails without searching the part whole for the same reason.
    """
    if len(part) < MIN_BAND_PART or deadline.expired():
        return search(part, capacity) if depth > 0 else None
    found = band_subset(part, capacity, deadline)
    if found is None:
        return search(part, capacity) if depth > 0 else None
    chosen, y = found
    band = [part[i] for i in chosen]
    inside = set(chosen)
    rest = [b for i, b in enumerate(part) if i not in inside]
    if max_load(band) > y or max_load(rest) > capacity - y:  # cannot happen: the model says so
        return search(part, capacity) if depth > 0 else None
    # the band at the bottom, the rest above it, if alignment allows; else the other way round
    if all(y % b.alignment == 0 for b in rest):
        low, high, shift = band, rest, y
        low_cap, high_cap = y, capacity - y
    elif all((capacity - y) % b.alignment == 0 for b in band):
        low, high, shift = rest, band, capacity - y
        low_cap, high_cap = capacity - y, y
    else:
        return search(part, capacity) if depth > 0 else None
    below = plan_in_bands(low, low_cap, search, deadline, depth + 1)
    above = plan_in_bands(high, high_cap, search, deadline, depth + 1) if below is not None else None
    if below is None or above is None:
        return None
    below.update({bid: off + shift for bid, off in above.items()})
    return below
