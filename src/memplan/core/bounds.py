"""Lower bounds on the arena size.

The classic bound is the *max-load*: the most bytes live at one tick. It ignores
alignment, so it can be far from reachable: two 16-byte buffers live together
at alignment 64 need 80 bytes, not 32. :func:`lower_bound` adds an
alignment-aware bound (see :func:`aligned_bound`), and :func:`arena_floor` also
counts buffers that are never live (they still take room at some offset).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from memplan.core.buffer import Buffer

if TYPE_CHECKING:  # numpy is imported where it is used: small plans never load it (0.15 s a process)
    import numpy as np


def live_bytes_profile(buffers: Iterable[Buffer]) -> list[tuple[int, int]]:
    """Steps ``(tick, bytes live from this tick on)``, one per tick where the load changes."""
    deltas: dict[int, int] = {}
    for b in buffers:
        if b.size == 0 or b.start == b.end:
            continue
        deltas[b.start] = deltas.get(b.start, 0) + b.size
        deltas[b.end] = deltas.get(b.end, 0) - b.size
    profile, live = [], 0
    for tick in sorted(deltas):
        live += deltas[tick]
        profile.append((tick, live))
    return profile


def max_load(buffers: Iterable[Buffer]) -> int:
    """The most bytes live at one tick. No plan can be smaller."""
    buffers = buffers if isinstance(buffers, list) else list(buffers)
    if len(buffers) >= NUMPY_MIN:
        starts, ends, sizes, _ = columns(buffers)
        if int(sizes.sum()) < INT64_SAFE:  # numpy sums stay exact
            _, loads = load_steps(starts, ends, sizes)
            return int(loads.max(initial=0))
    return max((live for _, live in live_bytes_profile(buffers)), default=0)


NUMPY_MIN = 4096  # from this many buffers, bounds are computed with numpy
FEW_BUFFERS = 256  # below this many, numpy is not loaded (0.15 s a process): plain Python, O(n^2) at worst
INT64_SAFE = 1 << 62


def load_steps(starts: np.ndarray, ends: np.ndarray, sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Vectorized profile: sorted distinct ticks and the bytes live in ``[ticks[i], ticks[i+1])``.

    Used by planners that need the load at every tick of large traces.
    """
    import numpy as np

    ticks = distinct(np.concatenate((starts, ends)))
    if len(ticks) == 0:
        return ticks, np.zeros(0, dtype=np.int64)
    delta = np.zeros(len(ticks) + 1, dtype=np.int64)
    live = (starts < ends) & (sizes > 0)
    np.add.at(delta, np.searchsorted(ticks, starts[live]), sizes[live])
    np.add.at(delta, np.searchsorted(ticks, ends[live]), -sizes[live])
    return ticks, np.cumsum(delta)[:-1]


def distinct(values: np.ndarray) -> np.ndarray:
    """The sorted distinct values of an integer array: what ``np.unique`` returns, by a sort.

    numpy 2's ``unique`` hashes integer arrays before sorting them: 0.93 s for the 2M ticks of a
    million buffers, against 0.1 s for the sort (and it imports numpy.ma on first use).
    """
    import numpy as np

    ordered = np.sort(values)
    if len(ordered) < 2:
        return ordered
    keep = np.empty(len(ordered), dtype=bool)
    keep[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]


def has_duplicates(values: np.ndarray) -> bool:
    """Whether an integer array repeats a value."""
    return len(distinct(values)) != len(values)


def aligned_bound_arrays(starts: np.ndarray, ends: np.ndarray, sizes: np.ndarray, aligns: np.ndarray) -> int:
    """:func:`aligned_bound` on columns (non-trivial buffers only: size > 0, start < end)."""
    best = 0
    for a in distinct(aligns):
        a = int(a)
        if a <= 1:
            continue
        sel = aligns % a == 0
        best = max(best, _slot_bound(starts[sel], ends[sel], sizes[sel], a))
    return best


def _slot_bound(starts: np.ndarray, ends: np.ndarray, sizes: np.ndarray, a: int) -> int:
    """``(N - 1) * a + min r`` at the ticks where the slot count N is largest (see aligned_bound)."""
    import numpy as np

    if len(sizes) < 2:
        return 0  # one buffer: its size, which the max-load already counts
    slots = -(-sizes // a)
    tail = sizes - (slots - 1) * a  # bytes in the last slot, in (0, a]
    ticks, counts = load_steps(starts, ends, slots)
    top = int(counts.max())
    peak = counts == top  # sections (between consecutive ticks) where N is largest
    lo = np.searchsorted(ticks, starts)
    hi = np.searchsorted(ticks, ends)
    # the largest t such that some peak section is covered by no buffer with tail < t
    levels = distinct(tail)
    best = int(levels[0])
    left, right = 1, len(levels) - 1  # levels[0] always qualifies: no tail is smaller
    while left <= right:
        mid = (left + right) // 2
        small = tail < levels[mid]
        cover = np.zeros(len(ticks) + 1, dtype=np.int64)
        np.add.at(cover, lo[small], 1)
        np.add.at(cover, hi[small], -1)
        if np.any(peak & (np.cumsum(cover)[:-1] == 0)):
            best, left = int(levels[mid]), mid + 1
        else:
            right = mid - 1
    return (top - 1) * a + best


def padding_classes(sizes: Sequence[int], aligns: Sequence[int]) -> list[tuple[int, list[int]]]:
    """The alignment classes in which :func:`aligned_bound`'s slot count says more than bytes.

    Class ``a``: the buffers whose alignment is a multiple of ``a``; a buffer of size ``s``
    takes ``ceil(s / a)`` slots of the class and its last slot holds its *tail*
    ``s - (ceil(s / a) - 1) * a`` (see slot_tail). Only classes with padding (some size not a
    multiple of ``a``) count. Returns ``(a, slots of each buffer (0: not in the class))`` per
    class; the searches check the slot bound of each section above its floor with these.
    """
    classes = []
    for a in sorted(set(aligns)):
        members = [i for i, b in enumerate(aligns) if b % a == 0]
        if a <= 1 or all(sizes[i] % a == 0 for i in members):
            continue
        classes.append((a, [-(-sizes[i] // a) if aligns[i] % a == 0 else 0 for i in range(len(sizes))]))
    return classes


def slot_tail(size: int, slots: int, a: int) -> int:
    """The bytes of a buffer in its last slot of width ``a`` (see padding_classes)."""
    return size - (slots - 1) * a


def aligned_bound(buffers: Sequence[Buffer]) -> int:
    """A lower bound that counts alignment padding between buffers live together.

    Take any alignment ``a`` and the buffers whose alignment is a multiple of
    ``a``: their offsets are multiples of ``a``. Cut memory into slots
    ``[k*a, (k+1)*a)``. A buffer of size ``s`` at such an offset touches
    ``ceil(s/a)`` slots, and two disjoint ones never touch the same slot (the
    later one starts at a multiple of ``a`` at or above the other's end). So if
    the buffers live at one tick touch ``N`` slots in all, some slot at index
    ``N-1`` or above is touched, by a buffer whose last slot holds its last
    ``r = s - (ceil(s/a) - 1) * a`` bytes: the arena reaches at least
    ``(N-1)*a + min r``. The bound is the best over the alignments present
    and over ticks; for one alignment and buffers all live together it is the
    exact optimum.
    """
    if len(buffers) >= NUMPY_MIN:
        starts, ends, sizes, aligns = columns(buffers)
        keep = (sizes > 0) & (starts < ends) & (aligns > 1)
        if keep.sum() < 2:
            return 0
        return aligned_bound_arrays(starts[keep], ends[keep], sizes[keep], aligns[keep])
    live = [b for b in buffers if b.size > 0 and b.start < b.end and b.alignment > 1]
    if len(live) < 2:
        return 0
    if len(buffers) < FEW_BUFFERS:
        members = {a: [b for b in live if b.alignment % a == 0] for a in sorted({b.alignment for b in live})}
        return max(_slot_bound_few(m, a) if len(m) > 1 else 0 for a, m in members.items())
    return aligned_bound_arrays(*columns(live))


def _slot_bound_few(members: Sequence[Buffer], a: int) -> int:
    """:func:`_slot_bound` in plain Python: the slot count of each section by a scan of the buffers."""
    ticks = sorted({t for b in members for t in (b.start, b.end)})
    spans = []  # (first section, section past the last, slots, bytes in the last slot) of each buffer
    for b in members:
        slots = -(-b.size // a)
        spans.append((bisect.bisect_left(ticks, b.start), bisect.bisect_left(ticks, b.end), slots,
                      slot_tail(b.size, slots, a)))
    counts = [sum(n for lo, hi, n, _ in spans if lo <= i < hi) for i in range(len(ticks))]
    top = max(counts)
    least_tail = max(min(r for lo, hi, _, r in spans if lo <= i < hi) for i, c in enumerate(counts) if c == top)
    return (top - 1) * a + least_tail


def columns(buffers: Sequence[Buffer]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(starts, ends, sizes, alignments) as int64 arrays (read-only).

    Large traces are turned into columns by several stages of one planning
    call; the last list converted is remembered (by identity, length and a few
    elements) so that this happens once.
    """
    import numpy as np

    global _last_columns
    n = len(buffers)
    key = (id(buffers), n, *(id(buffers[i]) for i in (0, n // 2, n - 1))) if n else None
    if key is not None and _last_columns is not None and _last_columns[0] == key:
        return _last_columns[1]
    cols = (
        np.fromiter((b.start for b in buffers), np.int64, n),
        np.fromiter((b.end for b in buffers), np.int64, n),
        np.fromiter((b.size for b in buffers), np.int64, n),
        np.fromiter((b.alignment for b in buffers), np.int64, n),
    )
    for c in cols:
        c.flags.writeable = False
    if n >= NUMPY_MIN:
        _last_columns = (key, cols, buffers)  # keeps the list alive: its id cannot be reused
    return cols


_last_columns: tuple | None = None


def granularity(buffers: Sequence[Buffer]) -> int:
    """The optimal arena is a multiple of this ``g``: any proven bound rounds up to it.

    ``g`` divides every size, and every alignment ``a`` either divides ``g`` or
    is a multiple of it (buffers of size 0 take no room and do not count).
    Why: take any plan and lower its buffers one by one, in the order of their
    offsets, each to the lowest offset of its alignment at or above the ends of
    the buffers already lowered that are live with it. Each comes down (those
    buffers ended at or below its old offset, which was aligned), none
    overlaps, so the arena does not grow. Every new offset is 0 or an end
    ``offset + size`` rounded up to an alignment: by induction a multiple of
    ``g`` (rounding a multiple of ``g`` up to an ``a`` that divides ``g``
    changes nothing, and to an ``a`` that ``g`` divides gives a multiple of
    ``a``). So some optimal plan has all offsets and ends multiples of ``g``,
    and no arena between two multiples of ``g`` is the optimum. Sizes that
    share a large factor (1 KiB in MiniMalloc's challenging set) are common;
    alignment 1 does not spoil it, as ``gcd(sizes, alignments)`` would.
    """
    if len(buffers) >= NUMPY_MIN:
        import numpy as np

        _, _, sizes, aligns = columns(buffers)
        used = sizes > 0
        g = int(np.gcd.reduce(sizes[used])) if used.any() else 0
        alignments = {int(a) for a in distinct(aligns[used])}
    else:
        g = math.gcd(*(b.size for b in buffers))
        alignments = {b.alignment for b in buffers if b.size > 0}
    if g == 0:
        return 1
    while bad := [a for a in alignments if g % a and a % g]:
        g = math.gcd(g, *bad)
    return g


def round_up(x: int, grain: int) -> int:
    """The least multiple of ``grain`` at or above ``x``."""
    return -(-x // grain) * grain


def lower_bound(buffers: Iterable[Buffer]) -> int:
    """The best static lower bound: the max-load, raised by alignment padding (the slots of
    :func:`aligned_bound`, then the best stacks of :func:`stack_bound`), rounded up to the
    :func:`granularity`."""
    buffers = list(buffers)
    bound = max(max_load(buffers), aligned_bound(buffers))
    return round_up(max(bound, stack_bound(buffers, bound)), granularity(buffers))


STACK_SECTIONS = 32  # sections whose best stack is computed, busiest (bytes and worst padding) first
STACK_STATES = 4096  # the most orders of odd-sized buffers one section's best stack weighs


def stack_bound(buffers: Sequence[Buffer], known: int = 0) -> int:
    """The lowest arena the buffers live at one tick allow, stacked at their alignments (or ``known``).

    Buffers live together are disjoint in memory, each at a multiple of its alignment: in
    the best order, each sits at its alignment above the one below, and the top is at
    least :func:`best_stack` of them. Slots (aligned_bound) miss how ends fall: a buffer of
    3949 bytes aligned to 4096 sits at 0, and a 64-byte one aligned to 64 ends at 4096
    above it, not 4075. Only the sections that could exceed ``known`` (bytes plus the most
    padding their alignments allow) are weighed, at most STACK_SECTIONS, busiest first.
    """
    if len(buffers) < FEW_BUFFERS:
        return _stack_bound_few(buffers, known)
    import numpy as np

    starts, ends, sizes, aligns = columns(buffers)
    live = (sizes > 0) & (starts < ends)
    if not np.any(live & (aligns > 1)):
        return known  # no padding: the max-load is the best stack
    starts, ends, sizes, aligns = starts[live], ends[live], sizes[live], aligns[live]
    # per section (from each distinct tick on): bytes live, plus the most padding their
    # alignments allow; one sort of the events (a search per buffer costs twice as much)
    events = np.concatenate((starts, ends))
    order = np.argsort(events)  # (the order within a tick changes no sum at its last event)
    events = events[order]
    weight = sizes + aligns - 1
    running = np.cumsum(np.concatenate((weight, -weight))[order])
    last = np.flatnonzero(np.append(events[1:] != events[:-1], True))  # each tick's last event
    ticks, reach = events[last], running[last]
    best = known
    busiest = np.arange(len(reach))
    if len(reach) > STACK_SECTIONS:  # the busiest, ties at the cut taken in tick order (as _stack_bound_few does)
        cut = np.partition(reach, len(reach) - STACK_SECTIONS)[len(reach) - STACK_SECTIONS]
        above = np.flatnonzero(reach > cut)
        busiest = np.concatenate((above, np.flatnonzero(reach == cut)[:STACK_SECTIONS - len(above)]))
        busiest.sort()
    for k in busiest[np.argsort(-reach[busiest], kind="stable")]:
        if reach[k] <= best:
            break
        here = (starts <= ticks[k]) & (ends > ticks[k])
        best = max(best, best_stack(sizes[here].tolist(), aligns[here].tolist()))
    return best


def _stack_bound_few(buffers: Sequence[Buffer], known: int) -> int:
    """:func:`stack_bound` in plain Python: each section's reach by a scan of the buffers."""
    live = [b for b in buffers if b.size > 0 and b.start < b.end]
    if not any(b.alignment > 1 for b in live):
        return known  # no padding: the max-load is the best stack
    ticks = sorted({t for b in live for t in (b.start, b.end)})
    here = [[b for b in live if b.start <= t < b.end] for t in ticks]
    reach = [sum(b.size + b.alignment - 1 for b in bs) for bs in here]
    best = known
    for k in sorted(range(len(ticks)), key=lambda k: -reach[k])[:STACK_SECTIONS]:  # (stable: ties in tick order)
        if reach[k] <= best:
            break
        best = max(best, best_stack([b.size for b in here[k]], [b.alignment for b in here[k]]))
    return best


def best_stack(sizes: Sequence[int], aligns: Sequence[int]) -> int:
    """The lowest top of these buffers stacked, each at a multiple of its alignment (0 when
    more than STACK_STATES orders would have to be weighed).

    With ``L`` the least common multiple of the alignments, a buffer whose size is a
    multiple of ``L`` adds exactly its size: at the bottom it shifts the rest by a multiple
    of every alignment, and taken out of a stack, the rest comes down by as much. The others
    ("odd" sizes) are weighed by a dynamic program over how many of each kind are placed:
    the lowest top of a set is, over its last buffer ``(s, a)``, ``align_up(top of the rest, a) + s``
    (the lower the rest, the lower the top: alignment keeps order).
    """
    lcm = math.lcm(*aligns) if aligns else 1
    base = sum(s for s in sizes if s % lcm == 0)
    kinds: dict[tuple[int, int], int] = {}
    for s, a in zip(sizes, aligns):
        if s % lcm:
            kinds[(s, a)] = kinds.get((s, a), 0) + 1
    items = list(kinds.items())
    states = math.prod(c + 1 for _, c in items)
    if states > STACK_STATES:
        return 0
    # state: how many of each kind are placed, in mixed radix; place values per kind
    place = [math.prod(c + 1 for _, c in items[:t]) for t in range(len(items))]
    top = [0] * states
    for state in range(1, states):
        lowest = None
        for t, ((s, a), count) in enumerate(items):
            if (state // place[t]) % (count + 1):
                below = top[state - place[t]]
                end = -(-below // a) * a + s
                if lowest is None or end < lowest:
                    lowest = end
        top[state] = lowest
    return base + top[-1]


def arena_floor(buffers: Iterable[Buffer]) -> int:
    """No arena is smaller than :func:`lower_bound`, nor than any single buffer.

    The second term matters only for buffers never live (empty lifetime): they
    take no part in the max-load yet still sit at some offset in the arena.
    """
    buffers = list(buffers)
    return max(lower_bound(buffers), max((b.size for b in buffers), default=0))
