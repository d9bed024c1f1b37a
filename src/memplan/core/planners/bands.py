"""Bands: splitting a planning problem across memory, as cut lines split it across time.

If some of a part's buffers have the same load at every tick of the part (a
*flat* subset, load y), they can be planned on their own in a band ``[0, y)``
and the others above it, within ``C - y``: any plan of each half stacks into
a plan of the whole. The halves split again at cut lines and into bands, and
only what does not split any further is searched. Packings built by cutting a
rectangle (perfect packings) split all the way down; a tight packing of 2,000
buffers that no search decides in minutes becomes many small searches.

Finding a flat subset is a small integer program (at every inner tick, the
subset's buffers that end and those that start have the same total size),
solved by CP-SAT, smallest band first. It is a strategy, not a proof: when a
band cannot be planned within its height, or the part does not split at all,
the caller searches the whole part its own way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.planners import solvers
from memplan.core.planners.components import split_at_cut_lines

MIN_BAND_PART = 120  # smaller parts are searched directly
FLAT_SECONDS = 2.0  # CP-SAT's deterministic time to find one flat subset

Search = Callable[[Sequence[Buffer], int], dict[int, int] | None]  # (part, capacity) -> offsets


def flat_subset(part: Sequence[Buffer], deadline: Deadline) -> list[int] | None:
    """Indices of a smallest flat proper subset of ``part`` (one part: no cut line), or None."""
    cp_model = solvers.cp_sat.get(deadline)
    if cp_model is None or deadline.expired() or len(part) < 2:
        return None
    first = min(b.start for b in part)
    last = max(b.end for b in part)
    starting: dict[int, list[int]] = {}
    ending: dict[int, list[int]] = {}
    for i, b in enumerate(part):
        starting.setdefault(b.start, []).append(i)
        ending.setdefault(b.end, []).append(i)
    model = cp_model.CpModel()
    x = [model.NewBoolVar(f"x{i}") for i in range(len(part))]
    for t in (set(starting) | set(ending)) - {first, last}:
        # flat: at every inner tick the subset's load stays, what ends is what starts
        model.Add(sum(part[i].size * x[i] for i in ending.get(t, ()))
                  == sum(part[j].size * x[j] for j in starting.get(t, ())))
    height = sum(part[i].size * x[i] for i in starting[first])
    model.Add(height >= 1)
    model.Add(sum(x) <= len(part) - 1)
    model.Minimize(sum(x))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_deterministic_time = FLAT_SECONDS
    solver.parameters.max_time_in_seconds = max(min(3 * FLAT_SECONDS, deadline.left()), 0.01)
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [i for i in range(len(part)) if solver.Value(x[i])]


def _load_is(part: Sequence[Buffer], y: int) -> bool:
    """Whether the buffers' load is exactly ``y`` at every tick of their span."""
    events: dict[int, int] = {}
    for b in part:
        events[b.start] = events.get(b.start, 0) + b.size
        events[b.end] = events.get(b.end, 0) - b.size
    load = 0
    last = max(events)
    for t in sorted(events):
        load += events[t]
        if t != last and load != y:
            return False
    return True


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
    chosen = flat_subset(part, deadline)
    if chosen is None:
        return search(part, capacity) if depth > 0 else None
    band = [part[i] for i in chosen]
    inside = set(chosen)
    rest = [b for i, b in enumerate(part) if i not in inside]
    first = min(b.start for b in part)
    y = sum(b.size for b in band if b.start == first)
    if not _load_is(band, y) or y >= capacity:
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
