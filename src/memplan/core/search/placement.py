"""The one placement routine every greedy planner shares.

A greedy planner is an *order* plus a *fit*: buffers are placed one at a time,
each at a free gap among the already-placed buffers whose lifetimes overlap its
own. ``fit="best"`` takes the smallest gap that holds the buffer (TFLite, upstream
MLIR's best-fit), ``fit="first"`` the lowest offset (XLA's heap simulator).
When no gap fits, the buffer goes on top of the overlapping ones.

Two engines give the same answer:

* an event sweep (:class:`GapIndex`) when the order is by start tick: the placed
  buffers overlapping a new one are then exactly those live at its start, so a
  free list updated on alloc/free answers each placement in O(log n);
* for any other order, a static merge-sort tree over the buffers sorted by start
  finds those overlapping in time without scanning all (O(log n + k) for k
  overlapping), and numpy turns their offsets into sorted gaps.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from memplan.core.bounds import FEW_BUFFERS, columns
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer, align_up

if TYPE_CHECKING:  # numpy is imported where it is used: small plans never load it (0.15 s a process)
    import numpy as np

FITS = ("best", "first")
SORT_KIND = "stable"  # timsort: blocks arrive partly sorted by offset


def is_trivial(b: Buffer) -> bool:
    """Zero bytes or an empty lifetime: conflicts with nothing, lives at offset 0."""
    return b.size == 0 or b.start >= b.end


class GapIndex:
    """Free gaps below the top of an address space whose blocks come and go.

    Holds ``[0, top)`` as blocks and gaps; everything above ``top`` is free.
    Gaps are kept sorted by (size, offset) for best fit and, for first fit
    only, by offset, so each operation is a bisect instead of a scan. ``find``
    names the gap it chose, so ``take`` needs no search for it.
    """

    def __init__(self, fit: str = "best") -> None:
        self.top = 0
        self._by_size: list[tuple[int, int]] = []  # (length, offset)
        self._by_offset: list[int] | None = [] if fit == "first" else None  # best fit never reads it
        self._len_at: dict[int, int] = {}  # gap offset -> length
        self._start_of_gap_ending_at: dict[int, int] = {}

    def _add_gap(self, offset: int, length: int) -> None:
        bisect.insort(self._by_size, (length, offset))
        if self._by_offset is not None:
            bisect.insort(self._by_offset, offset)
        self._len_at[offset] = length
        self._start_of_gap_ending_at[offset + length] = offset

    def _remove_gap(self, offset: int) -> int:
        length = self._len_at.pop(offset)
        del self._start_of_gap_ending_at[offset + length]
        del self._by_size[bisect.bisect_left(self._by_size, (length, offset))]
        if self._by_offset is not None:
            del self._by_offset[bisect.bisect_left(self._by_offset, offset)]
        return length

    def find(self, size: int, alignment: int, fit: str) -> tuple[int, int]:
        """Offset where ``size`` bytes would go, and the start of the gap holding it (-1: the
        aligned top). ``fit`` "first" needs an index made for first fit."""
        if fit == "best":
            by_size = self._by_size
            i = bisect.bisect_left(by_size, (size, -1))
            if alignment == 1:  # the smallest gap that is long enough holds it
                if i < len(by_size):
                    return by_size[i][1], by_size[i][1]
            else:
                for k in range(i, len(by_size)):
                    length, offset = by_size[k]
                    if align_up(offset, alignment) + size <= offset + length:
                        return align_up(offset, alignment), offset
        else:
            assert self._by_offset is not None, "a GapIndex made for best fit"
            len_at = self._len_at
            for offset in self._by_offset:
                if align_up(offset, alignment) + size <= offset + len_at[offset]:
                    return align_up(offset, alignment), offset
        return align_up(self.top, alignment), -1

    def take(self, offset: int, size: int, gap: int) -> None:
        """Mark ``[offset, offset+size)`` used: in the gap starting at ``gap``, or at/above the
        top (``gap`` -1), as ``find`` said."""
        if gap < 0:
            if offset > self.top:
                self._add_gap(self.top, offset - self.top)
            self.top = offset + size
            return
        length = self._remove_gap(gap)
        assert gap <= offset and offset + size <= gap + length, "take() outside the gap"
        if offset > gap:
            self._add_gap(gap, offset - gap)
        if gap + length > offset + size:
            self._add_gap(offset + size, gap + length - offset - size)

    def release(self, offset: int, size: int) -> None:
        """Free ``[offset, offset+size)``, merging with neighbouring gaps and the top."""
        lo, hi = offset, offset + size
        if hi in self._len_at:
            hi += self._remove_gap(hi)
        if lo in self._start_of_gap_ending_at:
            lo = self._start_of_gap_ending_at[lo]
            self._remove_gap(lo)
        if hi >= self.top:
            self.top = lo
        else:
            self._add_gap(lo, hi - lo)


DEADLINE_EVERY = 2048  # placements between looks at the clock (the sweep's: about 6 ms on pangu_2.6B)
# the overlap index's placements cost 50 us each where thousands of buffers are live together
# (pangu_2.6B): 2048 of them were 0.1 s past a deadline, a fifth of a 0.5 s limit
DEADLINE_EVERY_GENERAL = 128


def stack_rest(buffers: Sequence[Buffer], order: Sequence[int], done: int, offsets: dict[int, int]) -> None:
    """Place ``order[done:]`` one above the other, above every buffer placed so far: O(n), always valid.

    What a placement does when the deadline comes mid-way: a plan must come
    out, and a hard time limit may leave no time for a better one.
    """
    top = max((offsets[buffers[i].id] + buffers[i].size for i in order[:done]), default=0)
    for i in order[done:]:
        b = buffers[i]
        if is_trivial(b):
            offsets[b.id] = 0
            continue
        top = align_up(top, b.alignment)
        offsets[b.id] = top
        top += b.size


def place_by_start(buffers: Sequence[Buffer], order: Sequence[int], fit: str,
                   deadline: Deadline | None = None) -> dict[int, int]:
    """Event sweep for orders sorted by start: frees at tick t happen before allocs at t.

    When ``deadline`` passes, the rest is stacked (stack_rest).
    """
    import heapq

    offsets: dict[int, int] = {}
    gaps = GapIndex(fit)
    release, find, take = gaps.release, gaps.find, gaps.take
    heappush, heappop = heapq.heappush, heapq.heappop
    ending: list[tuple[int, int]] = []  # heap of (end, index) for live buffers
    for k, i in enumerate(order):
        if deadline is not None and k % DEADLINE_EVERY == DEADLINE_EVERY - 1 and deadline.expired():
            stack_rest(buffers, order, k, offsets)
            break
        b = buffers[i]
        start = b.start
        if b.size == 0 or start >= b.end:  # is_trivial, inline: this loop is every sweep's cost
            offsets[b.id] = 0
            continue
        while ending and ending[0][0] <= start:
            j = heappop(ending)[1]
            release(offsets[buffers[j].id], buffers[j].size)
        off, gap = find(b.size, b.alignment, fit)
        take(off, b.size, gap)
        offsets[b.id] = off
        heappush(ending, (b.end, i))
    return offsets


class OverlapIndex:
    """Static merge-sort tree: which buffers overlap ``[s, e)`` in time, output-sensitively.

    A buffer overlaps ``[s, e)`` iff it starts in ``[s, e)`` or starts before
    ``s`` and ends after it. The first set is a slice of the buffers sorted by
    start; the second is a prefix of that order filtered by end, which the tree
    answers from O(log n) blocks whose ends are sorted in descending order.
    """

    def __init__(self, starts: np.ndarray, ends: np.ndarray) -> None:
        import numpy as np

        n = len(starts)
        self.order = np.lexsort((ends, starts)).astype(np.int64)
        self.sorted_starts = starts[self.order]
        sorted_ends = ends[self.order]
        self.levels: list[tuple[np.ndarray, np.ndarray]] = []
        pos = np.arange(n)
        k = 0
        while (1 << k) <= max(n, 1):
            block = pos >> k
            perm = np.lexsort((-sorted_ends, block))
            self.levels.append((-sorted_ends[perm], self.order[perm]))
            k += 1
        self.n = n

    def query(self, s: int, e: int) -> np.ndarray:
        """Indices of buffers with ``start < e`` and ``end > s`` (the caller drops itself)."""
        # (method calls, not np.searchsorted: this runs once per buffer placed)
        import numpy as np

        lo = int(self.sorted_starts.searchsorted(s))
        hi = int(self.sorted_starts.searchsorted(e))
        parts = [self.order[lo:hi]]
        # prefix [0, lo): starts before s; keep those whose end > s
        base = 0
        k = lo.bit_length() - 1
        while k >= 0:
            if lo & (1 << k):
                neg_ends, idx = self.levels[k]
                cnt = int(neg_ends[base : min(base + (1 << k), self.n)].searchsorted(-s))
                if cnt:
                    parts.append(idx[base : base + cnt])
                base += 1 << k
            k -= 1
        return parts[0] if len(parts) == 1 else np.concatenate(parts)


def sort_by(buffers: Sequence[Buffer], keys: Sequence[str]) -> list[int]:
    """Indices of ``buffers`` sorted by ``keys``: names among start, end, size, id, length
    (end - start) and area (size x length), a leading ``-`` for descending. numpy for large traces.
    """
    n = len(buffers)
    if n >= NUMPY_SORT_MIN:
        import numpy as np

        start, end, size, _ = columns(buffers)
        length = end - start
        if float(size.max(initial=0)) * float(length.max(initial=0)) < 2.0**62:  # areas stay exact
            ids = np.fromiter((b.id for b in buffers), np.int64, n)
            table = {"start": start, "end": end, "size": size, "id": ids, "length": length,
                     "area": size * length}
            cols = [-table[k[1:]] if k.startswith("-") else table[k] for k in keys]
            return np.lexsort(cols[::-1]).tolist()

    def value(b: Buffer, key: str) -> int:
        name = key.lstrip("-")
        v = {"start": b.start, "end": b.end, "size": b.size, "id": b.id, "length": b.end - b.start,
             "area": b.size * (b.end - b.start)}[name]
        return -v if key.startswith("-") else v

    return sorted(range(n), key=lambda i: tuple(value(buffers[i], k) for k in keys))


NUMPY_SORT_MIN = 4096
JIT_MIN = 20_000
SWEEP_WAITS = 1_000_000  # from this many buffers, other orders use the compiled routine (placement_jit.py)


def place_in_order(buffers: Sequence[Buffer], order: Sequence[int], fit: str = "best",
                   deadline: Deadline | None = None) -> dict[int, int]:
    """Place ``buffers[i]`` for i in ``order`` at the best (or first) gap; return offsets by id.

    Orders sorted by start take the event sweep; any other order the overlap
    index, compiled for large traces when it loads by ``deadline`` (no
    deadline: it waits). All give the same offsets for the same order, unless
    ``deadline`` passes during a Python placement: the rest is then stacked.
    """
    if fit not in FITS:
        raise ValueError(f"unknown fit '{fit}' (known: {', '.join(FITS)})")
    order = list(order)
    starts = [buffers[i].start for i in order]
    by_start = all(a <= b for a, b in zip(starts, starts[1:]))
    # the sweep is O(n log n) whatever the overlaps; the compiled routine O(n log n + K) for K
    # pairs live together: it takes the sweep's place only on huge traces of few overlaps
    sweep_in_python = by_start and (len(buffers) < SWEEP_WAITS or overlapping_pairs(buffers) > SWEEP_MAX_PAIRS * len(buffers))
    if len(buffers) >= JIT_MIN and not sweep_in_python:
        from memplan.core import solvers

        # the compiled routine loads in the background; the caller waits for it (until its
        # deadline) where Python would take longer than loading it
        jit = solvers.placement.get(deadline or Deadline(), wait=True)
        if jit is not None:
            import numpy as np

            start, end, size, align = columns(buffers)
            limit = -1 if deadline is None or deadline.at is None else int(deadline.left() * JIT_WORK_PER_SECOND)
            offsets, done = jit.place(np.asarray(order, dtype=np.int64), start, end, size, align, fit, limit)
            placed = dict(zip((b.id for b in buffers), offsets.tolist()))
            if done < len(order):  # the deadline's work ran out: the rest is stacked
                stack_rest(buffers, order, done, placed)
            return placed
    if by_start:
        return place_by_start(buffers, order, fit, deadline)
    return _place_general(buffers, order, fit, deadline)


JIT_WORK_PER_SECOND = 20_000_000  # candidates the compiled placement reads per second (Y_1: 180M pairs, 9 s)
SWEEP_MAX_PAIRS = 64  # pairs live together per buffer, above which the Python sweep wins


def overlapping_pairs(buffers: Sequence[Buffer]) -> int:
    """How many pairs of buffers are live together, in O(n log n) without listing them.

    Buffers without bytes or without a lifetime (placed at 0 by every planner) do not count.
    """
    if len(buffers) < NUMPY_PLACE_MIN:  # the same counts in plain Python: small plans never load numpy
        live = [b for b in buffers if not is_trivial(b)]
        s, e = sorted(b.start for b in live), sorted(b.end for b in live)
        counts = sum(bisect.bisect_left(s, b.end) - bisect.bisect_right(e, b.start) for b in live)
        return (counts - len(live)) // 2
    import numpy as np

    start, end, size, _ = columns(buffers)
    live = (size > 0) & (start < end)
    s, e = np.sort(start[live]), np.sort(end[live])
    # for each buffer: buffers starting before its end minus those ending by its start
    counts = np.searchsorted(s, e, side="left") - np.searchsorted(e, s, side="right")
    return int((counts.sum() - len(s)) // 2)


def _place_general(buffers: Sequence[Buffer], order: list[int], fit: str,
                   deadline: Deadline | None = None) -> dict[int, int]:
    n = len(buffers)
    if n < NUMPY_PLACE_MIN:
        return _place_few(buffers, order, fit, deadline)
    import numpy as np

    starts, ends, sizes, _ = columns(buffers)
    live = (sizes > 0) & (starts < ends)
    # trivial buffers never conflict: give them an empty lifetime the index never returns
    ends = np.where(live, ends, starts)
    index = OverlapIndex(starts, ends)
    placed = np.zeros(n, dtype=bool)
    lo_arr = np.zeros(n, dtype=np.int64)
    hi_arr = np.zeros(n, dtype=np.int64)
    offsets: dict[int, int] = {}
    for i, b in _live_in_order(buffers, order, offsets, deadline):
        cand = index.query(b.start, b.end)
        cand = cand[placed[cand]]
        off = _choose(lo_arr[cand], hi_arr[cand], b.size, b.alignment, fit)
        offsets[b.id] = off
        placed[i] = True
        lo_arr[i], hi_arr[i] = off, off + b.size
    return offsets


def _live_in_order(buffers: Sequence[Buffer], order: list[int], offsets: dict[int, int],
                   deadline: Deadline | None) -> Iterator[tuple[int, Buffer]]:
    """The buffers to place, in ``order``: a trivial one is put at 0 on the way; when the deadline
    passes, the rest are stacked above (``offsets`` complete either way)."""
    for k, i in enumerate(order):
        if deadline is not None and k % DEADLINE_EVERY_GENERAL == DEADLINE_EVERY_GENERAL - 1 and deadline.expired():
            stack_rest(buffers, order, k, offsets)
            return
        b = buffers[i]
        if is_trivial(b):
            offsets[b.id] = 0
        else:
            yield i, b


# from this many buffers, numpy's overlap index; below, a scan in plain Python, which is the faster up to
# 500-700 buffers (the greedy orders on random traces: 16 ms against 24 at 340 buffers, 32 against 39 at
# 500, 83 against 68 at 800; DenseNet-121's 340-buffer scope 17 against 24)
NUMPY_PLACE_MIN = 512


def _place_few(buffers: Sequence[Buffer], order: list[int], fit: str,
               deadline: Deadline | None = None) -> dict[int, int]:
    """:func:`_place_general` for a few buffers: the placed ones overlapping each new one found
    by a scan of them all (O(n^2), less than loading numpy below NUMPY_PLACE_MIN buffers)."""
    placed: list[tuple[int, int, int, int]] = []  # (start, end, offset, offset + size) of live buffers placed
    offsets: dict[int, int] = {}
    for _, b in _live_in_order(buffers, order, offsets, deadline):
        start, end = b.start, b.end
        off = _choose_among(sorted((lo, hi) for s, e, lo, hi in placed if s < end and e > start), b.size,
                            b.alignment, fit)
        offsets[b.id] = off
        placed.append((start, end, off, off + b.size))
    return offsets


def _choose(los: np.ndarray, his: np.ndarray, size: int, alignment: int, fit: str) -> int:
    """Smallest (or lowest) gap between the blocks ``[los, his)`` that holds ``size`` aligned bytes."""
    if len(los) == 0:
        return 0
    if len(los) < 24:  # small: plain Python beats numpy's call overhead
        return _choose_among(sorted(zip(los.tolist(), his.tolist())), size, alignment, fit)
    import numpy as np

    perm = los.argsort(kind=SORT_KIND)
    gap_hi = los[perm]
    reach = np.maximum.accumulate(his[perm])
    gap_lo = np.empty_like(reach)
    gap_lo[0] = 0
    gap_lo[1:] = reach[:-1]
    aligned = gap_lo if alignment == 1 else -(-gap_lo // alignment) * alignment
    ok = (gap_hi - aligned >= size).nonzero()[0]
    if len(ok) == 0:
        return align_up(int(reach[-1]), alignment)
    if fit == "first":
        return int(aligned[ok[0]])
    return int(aligned[ok[(gap_hi[ok] - gap_lo[ok]).argmin()]])


def _choose_among(blocks: list[tuple[int, int]], size: int, alignment: int, fit: str) -> int:
    """:func:`_choose` on the blocks ``(lo, hi)`` sorted, in plain Python."""
    best, best_len, reach = None, None, 0
    for lo, hi in blocks:
        if lo > reach:
            at = align_up(reach, alignment)
            if at + size <= lo:
                if fit == "first":
                    return at
                if best_len is None or lo - reach < best_len:
                    best, best_len = at, lo - reach
        reach = max(reach, hi)
    return best if best is not None else align_up(reach, alignment)
