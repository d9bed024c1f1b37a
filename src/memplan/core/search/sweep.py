"""Exact fill for parts whose load is flat at the capacity: a sweep over time.

When a part's load is the same ``C`` at every tick of its span and the arena asked
is ``C``, no byte-tick may be left free. Then at each tick ``t`` where buffers
start, the free memory is exactly the union of the ranges of the buffers that end
at ``t`` (lifetimes are half-open, ``[start, end)``; at the first tick the whole
arena), and the buffers starting at ``t`` must tile those free runs exactly.

The search fills either end of a free run: in any plan at ``C`` the lowest free
address of a run is covered by a buffer starting at ``t`` whose offset is that
address (everything below it is taken), and the highest by one that ends there.
At each step it takes the end with the fewest buffers passing the checks (none: a
dead end). Branching over the distinct (size, end) classes of the starting buffers
(buffers alike in both are interchangeable; adjacent ones starting and ending
together go in class order) is therefore complete: a search that runs out proves
that the part has no plan at ``C``. The checks are necessary conditions only:

* the free runs left at ``t`` can be tiled by the sizes still to place at ``t``;
* a block of buffers ending together at ``e`` whose neighbours stay live across
  ``e`` (a neighbour ending earlier is replaced by buffers none of which ends
  before the earliest end of those starting then) or are the arena's edges is
  exactly one free run at ``e``: the closed blocks at ``e`` must be tiled, each
  exactly, by the buffers starting at ``e``;
* buffers ending at ``e`` with such a wall between them lie in different runs at
  ``e``: no more groups than buffers starting then; where one starts, all lie
  within its size (also once forced successors, a single buffer filling a closed
  block, are put in);
* the future depends only on the live buffers' ranges and end ticks (adjacent
  buffers ending together merged), so a layout that failed at a tick fails again.

Work is counted in units (a placement tried, more with many buffers live, and the
partition checks' steps); restarts with growing limits change the branching order
at random (seeded: deterministic) and keep the memo, which holds only proven failures.

It fills small flat parts at once, but on zero-waste
packings of hundreds of buffers it thrashes: a wrong choice early in a tick is
found only when the tick's last buffers close their blocks, and backtracking is
chronological (issue 27). It would fill most flat bands of bands.py in milliseconds,
but its band plans steered the decomposition to worse ends on 2,000-buffer
dissections, so bands keep their search.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from math import gcd

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer

FOUND = "found"
INFEASIBLE = "infeasible"
GAVE_UP = "gave_up"
NOT_APPLICABLE = "not_applicable"

NODES_PER_SECOND = 50_000  # work units counted as a second (measured unloaded: 70,000-190,000 a second)
FIRST_RESTART = 2_000  # work of the first dive; each restart gets RESTART_GROWTH times more
RESTART_GROWTH = 1.5
MEMO_LIMIT = 200_000  # failed layouts kept
MAX_UNITS = 1 << 20  # subset-sum bitsets of at most this many bits (capacity in units of the sizes' gcd)


@dataclass
class SweepResult:
    status: str  # FOUND, INFEASIBLE (proven), GAVE_UP or NOT_APPLICABLE
    offsets: dict[int, int] | None = None
    nodes: int = 0


class _Abort(Exception):
    pass


def flat_load(part: Sequence[Buffer]) -> int | None:
    """The load of ``part`` if it is the same at every tick of its span (and positive), else None."""
    deltas: dict[int, int] = {}
    for b in part:
        if b.size == 0 or b.start >= b.end:
            continue
        deltas[b.start] = deltas.get(b.start, 0) + b.size
        deltas[b.end] = deltas.get(b.end, 0) - b.size
    live, level = 0, None
    ticks = sorted(deltas)
    for tick in ticks[:-1]:
        live += deltas[tick]
        if level is None:
            level = live
        elif live != level:
            return None
    return level if level else None


def applicable(part: Sequence[Buffer], capacity: int) -> bool:
    """Whether the sweep decides ``part`` at ``capacity``: the load is flat at exactly ``capacity``,
    every buffer is non-trivial, and the alignments are honoured by any exact tiling (all divide
    the largest, which divides every size: offsets are sums of sizes)."""
    if not part or any(b.size == 0 or b.start >= b.end for b in part):
        return False
    grain = max(b.alignment for b in part)
    if any(grain % b.alignment or b.size % grain for b in part):
        return False
    return flat_load(part) == capacity


def size_unit(part: Sequence[Buffer], capacity: int) -> int | None:
    """The gcd of the sizes, when an exact fill applies (:func:`applicable`) and the capacity is at
    most MAX_UNITS of it (the searches' subset sums are bitsets that long); else None."""
    if not applicable(part, capacity):
        return None
    unit = 0
    for b in part:
        unit = gcd(unit, b.size)
    return unit if capacity // unit <= MAX_UNITS else None


def sweep(part: Sequence[Buffer], capacity: int, nodes: int, deadline: Deadline = Deadline(),
          seed: int = 0) -> SweepResult:
    """A plan of ``part`` within ``capacity`` when its load is flat at ``capacity`` (see the module doc).

    ``nodes`` bounds the work (placements tried over all restarts); the deadline is
    checked every 1,024 nodes. NOT_APPLICABLE when the precondition does not hold
    exactly: nothing is then claimed.
    """
    unit = size_unit(part, capacity)
    if unit is None:
        return SweepResult(NOT_APPLICABLE)
    search = _Sweep(part, capacity, unit, nodes, deadline)
    rng = random.Random(seed)
    limit = FIRST_RESTART
    first = True
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, 4 * len(part) + 1000))  # depth: one frame per placement and tick
    try:
        while True:
            search.restart(min(search.used + int(limit), nodes), None if first else rng)
            first = False
            try:
                if search.event(0):
                    return SweepResult(FOUND, search.offsets(), search.used)
                return SweepResult(INFEASIBLE, None, search.used)
            except _Abort:
                if search.used >= nodes or deadline.expired():
                    return SweepResult(GAVE_UP, None, search.used)
            limit *= RESTART_GROWTH
    finally:
        sys.setrecursionlimit(old_limit)


class _Sweep:
    """The search's state; sizes and offsets in units of the sizes' gcd."""

    def __init__(self, part: Sequence[Buffer], capacity: int, unit: int, nodes: int, deadline: Deadline) -> None:
        self.part = list(part)
        self.cap = capacity // unit
        self.size = [b.size // unit for b in part]
        self.end = [b.end for b in part]
        self.start = [b.start for b in part]
        self.deadline = deadline
        self.times = sorted({b.start for b in part})
        self.index = {t: k for k, t in enumerate(self.times)}
        starting: list[dict[tuple[int, int], list[int]]] = [{} for _ in self.times]
        self.ending: list[list[int]] = [[] for _ in self.times]
        for i, b in enumerate(part):
            starting[self.index[b.start]].setdefault((self.size[i], b.end), []).append(i)
            if b.end in self.index:
                self.ending[self.index[b.end]].append(i)
        # per tick: classes (size, end, members) largest first, and the subset sums of their sizes
        self.classes = [sorted(((s, e, m) for (s, e), m in cls.items()), key=lambda c: (-c[0], -c[1]))
                        for cls in starting]
        self.cls_of = [0] * len(part)
        for cls in self.classes:
            for c, (_, _, members) in enumerate(cls):
                for i in members:
                    self.cls_of[i] = c
        self.sums = [self._subset_sums([(s, len(m)) for s, _, m in cls], self.cap) for cls in self.classes]
        # tick -> the earliest end of the buffers starting then: the range of a buffer ending at a
        # tick is covered without a break until then (no byte-tick is free), a wall for the ticks between
        self.after = {t: min(e for _, e, _ in cls) for t, cls in zip(self.times, self.classes)}
        self.n_start = [sum(len(m) for _, _, m in cls) for cls in self.classes]
        self.total = [sum(s * len(m) for s, _, m in cls) for cls in self.classes]
        self.off = [-1] * len(part)
        self.at: dict[int, int] = {}  # live buffers by offset
        self.top: dict[int, int] = {}  # ... by offset + size
        self.memo: set = set()
        self.closed: list[dict[tuple[int, int], int]] = [{} for _ in self.times]  # per tick: the closed blocks ending then
        self.used = 0
        self.stop = nodes
        self.order: list[list[int]] = [list(range(len(c))) for c in self.classes]

    def restart(self, stop: int, rng: random.Random | None) -> None:
        """Start again from nothing with a node limit and (``rng``) a shuffled branching order."""
        self.stop = stop
        self.off = [-1] * len(self.part)
        self.at.clear()
        self.top.clear()
        for blocks in self.closed:
            blocks.clear()
        for k, cls in enumerate(self.classes):
            order = list(range(len(cls)))
            if rng is not None:
                rng.shuffle(order)
            self.order[k] = order

    def offsets(self) -> dict[int, int]:
        unit = self.part[0].size // self.size[0]
        return {b.id: self.off[i] * unit for i, b in enumerate(self.part)}

    @staticmethod
    def _subset_sums(items: list[tuple[int, int]], bound: int) -> int:
        """Bitset of the subset sums (up to ``bound``) of ``count`` copies of each ``size``."""
        bits, mask = 1, (2 << bound) - 1
        for size, count in items:
            for _ in range(count):
                bits = (bits | bits << size) & mask
        return bits

    def _place(self, i: int, a: int) -> None:
        self.off[i] = a
        self.at[a] = i
        self.top[a + self.size[i]] = i

    def _remove(self, i: int) -> None:
        a = self.off[i]
        del self.at[a]
        del self.top[a + self.size[i]]

    def _signature(self, k: int) -> tuple:
        """The live layout at tick ``k`` (ending buffers removed): (offset, end) of each block of
        adjacent buffers ending together, the only thing the rest of the search depends on."""
        blocks = []
        last_end = None
        for a in sorted(self.at):
            e = self.end[self.at[a]]
            if e != last_end:
                blocks.append((a, e))
                last_end = e
        return (k, tuple(blocks))

    def event(self, k: int) -> bool:
        """Fill the free runs at tick ``k`` and every later tick; False if impossible from here."""
        if k == len(self.times):
            return True
        ending = self.ending[k]
        for i in ending:
            self._remove(i)
        if k == 0:
            runs = [(0, self.cap)]
        else:
            runs = []
            for a, b in sorted((self.off[i], self.off[i] + self.size[i]) for i in ending):
                if runs and runs[-1][1] == a:
                    runs[-1] = (runs[-1][0], b)
                else:
                    runs.append((a, b))
        ok = False
        sums = self.sums[k]
        if all(sums >> (b - a) & 1 for a, b in runs):
            key = self._signature(k)
            if key not in self.memo:
                counts = [len(m) for _, _, m in self.classes[k]]
                ok = self._fill(k, [list(run) for run in runs], counts)
                if not ok and len(self.memo) < MEMO_LIMIT:
                    self.memo.add(key)  # only reached when exhausted: _Abort skips it
        for i in ending:
            self._place(i, self.off[i])
        return ok

    def _fill(self, k: int, runs: list[list[int]], counts: list[int]) -> bool:
        """Fill the free runs ``[lo, hi)`` left at tick ``k``, then the later ticks.

        Either end of a run may be filled next: the buffer covering its lowest free address
        starts there, the one covering its highest ends there. The end with the fewest
        buffers that pass the checks is filled first (none: a dead end; one: forced)."""
        best: tuple[int, bool, list[int]] | None = None
        for r, (lo, hi) in enumerate(runs):
            if lo == hi:
                continue
            for low in (True, False):
                fits = [c for c in self.order[k] if counts[c] and self._fits(k, runs, r, low, c, counts)]
                if best is None or len(fits) < len(best[2]):
                    best = (r, low, fits)
                    if len(fits) <= 1:
                        break
            if len(best[2]) <= 1:
                break
        if best is None:
            return self.event(k + 1)
        r, low, fits = best
        members = self.classes[k]
        for c in fits:
            size, _, group = members[c]
            lo, hi = runs[r]
            counts[c] -= 1
            i = group[counts[c]]  # members are interchangeable: take them in a fixed order
            self._place(i, lo if low else hi - size)
            runs[r] = [lo + size, hi] if low else [lo, hi - size]
            closed = self._close(i)
            if closed is not None:
                if self._fill(k, runs, counts):
                    return True
                self._unclose(closed)
            runs[r] = [lo, hi]
            self._remove(i)
            self.off[i] = -1
            counts[c] += 1
        return False

    def _fits(self, k: int, runs: list[list[int]], r: int, low: bool, c: int, counts: list[int]) -> bool:
        """Whether a buffer of class ``c`` at the ``low`` (else high) end of run ``r`` passes the checks."""
        size, end, group = self.classes[k][c]
        lo, hi = runs[r]
        if size > hi - lo:
            return False
        # adjacent buffers starting and ending together can be swapped: they go in class order
        j = self.top.get(lo) if low else self.at.get(hi)
        if j is not None and self.start[j] == self.times[k] and self.end[j] == end and \
                (self.cls_of[j] > c if low else self.cls_of[j] < c):
            return False
        before = self.used
        self.used += 1 + len(self.at) // 16  # the checks scan the live buffers
        if self.used >= self.stop or (self.used >> 10 != before >> 10 and self.deadline.expired()):
            raise _Abort
        counts[c] -= 1
        i = group[counts[c]]
        self._place(i, lo if low else hi - size)
        runs[r] = [lo + size, hi] if low else [lo, hi - size]
        ok = self._feasible(k, runs, counts) and self._grouped()
        if ok:
            closed = self._close(i)
            ok = closed is not None
            if closed:
                self._unclose(closed)
        runs[r] = [lo, hi]
        self._remove(i)
        self.off[i] = -1
        counts[c] += 1
        return ok

    def _grouped(self) -> bool:
        """The group check (see _groups_fit) on the live layout, and again on the layout with
        the forced successors in place: a closed block freed at a tick where a single buffer
        starts, of its length, is taken by that buffer until it ends."""
        items = [(a, a + self.size[i], self.end[i]) for a, i in sorted(self.at.items())]
        if not self._groups_fit(items):
            return False
        extended = False
        while True:
            blocks: list[tuple[int, int, int]] = []
            for lo, hi, e in items:  # adjacent buffers ending together: one block
                if blocks and blocks[-1][1] == lo and blocks[-1][2] == e:
                    blocks[-1] = (blocks[-1][0], hi, e)
                else:
                    blocks.append((lo, hi, e))
            changed = False
            for n, (lo, hi, e) in enumerate(blocks):
                k = self.index.get(e)
                if k is None or self.n_start[k] != 1 or hi - lo != self.total[k]:
                    continue
                if (lo == 0 or n > 0 and blocks[n - 1][1] == lo and blocks[n - 1][2] > e) and \
                        (hi == self.cap or n + 1 < len(blocks) and blocks[n + 1][0] == hi and blocks[n + 1][2] > e):
                    blocks[n] = (lo, hi, self.classes[k][0][1])
                    changed = True
            items = blocks
            if not changed:
                break
            extended = True
        return not extended or self._groups_fit(items)

    def _groups_fit(self, items: list[tuple[int, int, int]]) -> bool:
        """Whether, for every tick ``e``, the ranges ``(lo, hi, end)`` (in address order) ending at
        ``e`` fall into no more groups than buffers start at ``e``: a range outliving ``e`` between
        two of them (a wall) puts them in different runs at ``e``, and each run takes at least one
        buffer starting then. When one buffer starts at ``e``, they all lie in one run: their span
        is at most its size."""
        groups: dict[int, int] = {}
        first: dict[int, int] = {}
        last: dict[int, int] = {}
        open_: list[int] = []  # ends whose current group no wall has closed yet
        for lo, hi, e in items:
            if open_:
                after = self.after.get(e, e)
                open_ = [x for x in open_ if x == e or x >= after]
            k = self.index.get(e)
            if k is None:
                continue
            if e not in open_:
                open_.append(e)
                groups[e] = groups.get(e, 0) + 1
                if groups[e] > self.n_start[k]:
                    return False
            first.setdefault(e, lo)
            last[e] = hi
        return all(last[e] - first[e] <= self.total[self.index[e]] for e in first if self.n_start[self.index[e]] == 1)

    def _feasible(self, k: int, runs: list[list[int]], counts: list[int]) -> bool:
        """Whether the free runs left at tick ``k`` can be tiled by the sizes left to place there."""
        left = [hi - lo for lo, hi in runs if hi > lo]
        if not left:
            return True
        cls = self.classes[k]
        ok, steps = _partition(left, [(cls[c][0], n) for c, n in enumerate(counts) if n])
        self.used += steps // PARTITION_WORK
        return ok

    def _close(self, i: int) -> list[int] | None:
        """Register the blocks that placing ``i`` closes (see _block), each at the tick it ends;
        None (nothing registered) if the blocks closed at some tick cannot be tiled by the
        buffers starting then. A closed block stays as it is until its tick."""
        e = self.end[i]
        k = self.index.get(e)
        if k is not None and self._segment(i) > self.total[k]:
            return None  # adjacent buffers ending together are freed in one run
        blocks = [i]
        for j in (self.top.get(self.off[i]), self.at.get(self.off[i] + self.size[i])):
            if j is not None and self.end[j] != e and self._walls(i, self.end[j]):
                blocks.append(j)  # i closes the block of its neighbour on this side
        done: list[tuple[int, int]] = []
        for j in blocks:
            k = self.index.get(self.end[j])
            block = None if k is None else self._block(j)
            if block is None or (k, block[0]) in self.closed[k]:
                continue  # open, or closed before (by a wall that has since been replaced)
            self.closed[k][(k, block[0])] = block[1] - block[0]
            done.append((k, block[0]))
            cls = self.classes[k]
            ok = bool(self.sums[k] >> (block[1] - block[0]) & 1)
            if ok:
                ok, steps = _partition(list(self.closed[k].values()), [(s, len(m)) for s, _, m in cls])
                self.used += steps // PARTITION_WORK
            if not ok:
                self._unclose(done)
                return None
        return done

    def _walls(self, j: int, e: int) -> bool:
        """Whether the range of live buffer ``j`` is taken without a break at tick ``e``, by ``j``
        or (ending before ``e``) by the buffers starting when it ends, none of which ends before
        ``self.after``; a buffer ending at ``e`` is not a wall."""
        x = self.end[j]
        return x > e or x < e < self.after.get(x, e)

    def _segment(self, i: int) -> int:
        """The length of the adjacent live buffers ending with ``i`` around it."""
        e = self.end[i]
        lo = self.off[i]
        while (j := self.top.get(lo)) is not None and self.end[j] == e:
            lo = self.off[j]
        hi = self.off[i] + self.size[i]
        while (j := self.at.get(hi)) is not None and self.end[j] == e:
            hi += self.size[j]
        return hi - lo

    def _unclose(self, done: list[tuple[int, int]]) -> None:
        for key in done:
            del self.closed[key[0]][key]

    def _block(self, i: int) -> tuple[int, int] | None:
        """The range of the block of adjacent live buffers ending with ``i`` that contains it, if
        closed: its neighbours are walls at its tick (see _walls) or the arena's edges; else None
        (a free neighbour is still to fill, one that is no wall may be followed by one ending
        with ``i``).
        """
        e = self.end[i]
        lo = self.off[i]
        while lo > 0:
            j = self.top.get(lo)
            if j is None or not self._walls(j, e) and self.end[j] != e:
                return None
            if self.end[j] != e:
                break
            lo = self.off[j]
        hi = self.off[i] + self.size[i]
        while hi < self.cap:
            j = self.at.get(hi)
            if j is None or not self._walls(j, e) and self.end[j] != e:
                return None
            if self.end[j] != e:
                break
            hi += self.size[j]
        return lo, hi


PARTITION_STEPS = 400  # an exact-partition check this long says "maybe": it only prunes
PARTITION_WORK = 4  # partition steps counted as one unit of the sweep's work


def _partition(lengths: list[int], items: list[tuple[int, int]], steps: int = PARTITION_STEPS) -> tuple[bool, int]:
    """Whether disjoint sub-multisets of ``items`` ((size, count) pairs) sum exactly to each of
    ``lengths`` (True also when undecided within ``steps``: a necessary condition only); and the
    steps taken."""
    if len(lengths) > sum(n for _, n in items) or sum(lengths) > sum(s * n for s, n in items):
        return False, 1
    order = sorted(lengths, reverse=True)
    items = sorted(items, reverse=True)
    sizes = [s for s, _ in items]
    counts = [n for _, n in items]
    budget = [steps]

    def go(b: int, rem: int, first: int) -> bool:
        if rem == 0:
            b += 1
            if b == len(order):
                return True
            rem, first = order[b], 0
        for c in range(first, len(sizes)):
            if counts[c] and sizes[c] <= rem:
                budget[0] -= 1
                if budget[0] < 0:
                    return True
                counts[c] -= 1
                found = go(b, rem - sizes[c], c)
                counts[c] += 1
                if found:
                    return True
        return False

    return go(0, order[0], 0), steps - max(budget[0], 0) + 1
