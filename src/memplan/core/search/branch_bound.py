"""Branch and bound for a plan within a capacity, after the ideas published with MiniMalloc.

Decision problem: place every buffer at an offset so that the arena fits in
``capacity``. The search builds only *canonical* solutions: each buffer goes at
its minimum offset (on top of the placed buffers it meets in time), and buffers
are placed in non-decreasing (offset, static rank) order, so each layout is
reached once. Pruning:

* dominance: placing a buffer at or above the lowest possible top of another
  unplaced buffer would leave a hole that buffer could have filled first;
* cross-section bound: in every section (the ticks between two consecutive
  events) the unplaced buffers need their total size above the section's floor,
  and, per alignment class, their alignment slots (the aligned lower bound of
  bounds.py, taken above the floor: see _slots_need);
* reach: an unplaced buffer whose lowest offset (rounded up to its alignment)
  leaves no room for it under the capacity fails the node at once. Alignments
  far above sizes make these jumps (a 12-byte buffer aligned to 4096 fits only
  at 0 under any capacity below 4096); found only when that buffer's turn came,
  such a dead end cost every order of the others first, when the capacity
  leaves slack elsewhere (issue 28: minutes for 14 buffers);
* parts split at cut lines are solved separately (see components.py).

Static orders (by area, by the largest section load along the lifetime, by
size...) are tried round-robin with doubling node limits, which tames the heavy
tails of a single order. The depth-first search is one loop over flat arrays
with explicit undo stacks, compiled by numba when it is installed (about 100x
faster; the same code runs as plain Python otherwise).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memplan.core.bounds import padding_classes, slot_tail
from memplan.core.buffer import Buffer

INFEASIBLE = "infeasible"
TIMEOUT = "timeout"

try:  # numba compiles the search loop; without it the same function runs as Python
    from numba import njit, objmode
except ImportError:  # pragma: no cover - exercised only where numba is missing
    from contextlib import nullcontext

    def njit(*args, **kwargs):
        return (lambda f: f) if not args or not callable(args[0]) else args[0]

    def objmode(**kwargs):
        return nullcontext()

_FOUND, _EXHAUSTED, _LIMIT, _BUDGET, _DEADLINE = 0, 1, 2, 3, 4
CLOCK_EVERY = 1 << 21  # work units between clock checks (a few milliseconds)
# nodes between clock checks however little work they count: on small parts a node's fixed
# costs (sorting its candidates, allocations) outweigh the work counted (issue 28: 2M units
# took up to 0.15 s there), and a node of a few hundred buffers can take 50 us; a clock read
# costs 0.75 us (measured here), under 0.3% of 128 nodes of at least 2 us each
CLOCK_NODES = 128


@dataclass
class _Part:
    """One part's static data in flat arrays, indices local to the part."""

    size: np.ndarray
    align: np.ndarray
    sec_lo: np.ndarray
    sec_hi: np.ndarray
    ov_ptr: np.ndarray  # CSR: overlaps of buffer i are ov_idx[ov_ptr[i]:ov_ptr[i+1]]
    ov_idx: np.ndarray
    mem_ptr: np.ndarray  # CSR: buffers live in section s
    mem_idx: np.ndarray
    total0: np.ndarray  # bytes live per section
    keys: dict[str, np.ndarray]  # static ranking keys (larger first)
    slot_align: np.ndarray  # (K,): the alignment a of each padding class (bounds.padding_classes)
    slots: np.ndarray  # (K, m): slots of width a that buffer i takes in class k (0: not in it)
    slot_tail: np.ndarray  # (K, n_sec): the least tail of class k's buffers live in section s


def _ranges(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(owner, value) for every value in every ``range(lo[i], hi[i])``, vectorized."""
    counts = np.maximum(hi - lo, 0)
    owner = np.repeat(np.arange(len(lo)), counts)
    starts = np.repeat(lo - np.concatenate(([0], np.cumsum(counts)[:-1])), counts)
    return owner, starts + np.arange(int(counts.sum()))


def _csr(rows: np.ndarray, cols: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    order = np.argsort(rows, kind="stable")
    ptr = np.zeros(n + 1, dtype=np.int64)
    ptr[1:] = np.cumsum(np.bincount(rows, minlength=n))
    return ptr, cols[order].astype(np.int64)


def _prepare(buffers: Sequence[Buffer]) -> _Part:
    """Sections, overlap lists and section member lists, in O(n log n + overlaps)."""
    m = len(buffers)
    start = np.array([b.start for b in buffers], dtype=np.int64)
    end = np.array([b.end for b in buffers], dtype=np.int64)
    size = np.array([b.size for b in buffers], dtype=np.int64)
    align = np.array([b.alignment for b in buffers], dtype=np.int64)
    ticks = np.unique(np.concatenate((start, end)))
    sec_lo = np.searchsorted(ticks, start).astype(np.int64)
    sec_hi = np.searchsorted(ticks, end).astype(np.int64)
    n_sec = max(len(ticks) - 1, 1)
    delta = np.zeros(n_sec + 1, dtype=np.int64)
    np.add.at(delta, sec_lo, size)
    np.add.at(delta, sec_hi, -size)
    total0 = np.cumsum(delta)[:n_sec]
    owner, sec = _ranges(sec_lo, sec_hi)
    mem_ptr, mem_idx = _csr(sec, owner, n_sec)
    # overlapping pairs: in start order, j overlaps i (j after i) iff start_j < end_i
    by_start = np.lexsort((np.arange(m), start))
    pos_hi = np.searchsorted(start[by_start], end[by_start], side="left")
    first, second = _ranges(np.arange(m) + 1, pos_hi)
    a, b = by_start[first], by_start[second]
    ov_ptr, ov_idx = _csr(np.concatenate((a, b)), np.concatenate((b, a)), m)
    worst = np.maximum.reduceat(total0[sec], np.concatenate(([0], np.cumsum(sec_hi - sec_lo)[:-1]))) if m else total0[:0]
    keys = {
        "total": worst.astype(np.int64),
        "area": size * (end - start),
        "size": size,
        "length": end - start,
    }
    return _Part(size, align, sec_lo, sec_hi, ov_ptr, ov_idx, mem_ptr, mem_idx, total0, keys,
                 *_padding_classes(size, align, owner, sec, n_sec))


def _padding_classes(size: np.ndarray, align: np.ndarray, owner: np.ndarray, sec: np.ndarray, n_sec: int
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """bounds.padding_classes as arrays: alignments ``(K,)``, slots ``(K, m)`` and the least tail
    per class and section ``(K, n_sec)`` (``owner[j]`` lives in section ``sec[j]``)."""
    classes = padding_classes(size.tolist(), align.tolist())
    aligns = np.array([a for a, _ in classes], dtype=np.int64)
    slots = np.array([n for _, n in classes], dtype=np.int64).reshape(len(classes), len(size))
    tails = np.full((len(classes), n_sec), np.int64(1) << 62, dtype=np.int64)
    for k, a in enumerate(aligns):
        member = slots[k, owner] > 0
        np.minimum.at(tails[k], sec[member], slot_tail(size[owner[member]], slots[k, owner[member]], int(a)))
    return aligns, slots, tails


@njit(cache=True, nogil=True)
def _slot_counts(slots, sec_lo, sec_hi, n_sec):
    """Per padding class and section, the slots the buffers live there take (all pending, at the start)."""
    cnt = np.zeros((slots.shape[0], n_sec), dtype=np.int64)
    for k in range(slots.shape[0]):
        for i in range(slots.shape[1]):
            if slots[k, i] > 0:
                for s in range(sec_lo[i], sec_hi[i]):
                    cnt[k, s] += slots[k, i]
    return cnt


@njit(cache=True, nogil=True)
def _take_slots(cnt, slots, i, sec_lo, sec_hi, sign):
    """Buffer ``i``'s slots leave (``sign`` -1: placed) or rejoin (+1) the pending counts; returns the work."""
    for k in range(slots.shape[0]):
        n = slots[k, i]
        if n > 0:
            for s in range(sec_lo[i], sec_hi[i]):
                cnt[k, s] += sign * n
    return slots.shape[0] * (sec_hi[i] - sec_lo[i])


@njit(cache=True, nogil=True)
def _slots_need(cnt, slot_align, slot_tail, s, low):
    """The aligned bound (bounds.aligned_bound) of the pending buffers of section ``s``, all at
    offsets at or above ``low``: in each padding class ``a`` their ``N`` slots are distinct
    (they are live together), so the highest starts at ``align_up(low, a) + (N - 1) * a`` and
    holds at least the least tail of the class's buffers live there. Bytes alone miss this:
    a few small buffers aligned to 4096 need 4 KiB steps however little they hold (issue 28).
    Returns the least capacity that allows (0: no pending buffer in a class)."""
    need = 0
    for k in range(cnt.shape[0]):
        n = cnt[k, s]
        if n > 0:
            a = slot_align[k]
            need = max(need, ((low + a - 1) // a) * a + (n - 1) * a + slot_tail[k, s])
    return need


# static orders tried round-robin: each a tuple of keys, larger first
ORDERS: tuple[tuple[str, ...], ...] = (
    ("length", "area", "total"),
    ("total", "area", "length"),
    ("total", "length", "area"),
)


# not nogil, unlike the searches that call it: numba compiles the clock's object-mode block when it
# first runs (in each process, cached or not) and, inside a nogil function, warns that object mode
# "won't allow parallel execution despite nogil=True" (a module-level filter did not hold under
# pytest, which resets the filters after each test). The searches release the GIL when they start;
# reading the clock takes it for a moment every few milliseconds, as intended.
@njit(cache=True)
def _past(deadline):
    """Whether the clock is past ``deadline`` (a ``time.perf_counter()`` value; 0: none)."""
    if deadline <= 0:
        return False
    with objmode(t="float64"):
        t = time.perf_counter()
    return t > deadline


@njit(cache=True, nogil=True)
def _grow(a, n):
    b = np.empty(max(2 * a.shape[0], n), dtype=a.dtype)
    b[: a.shape[0]] = a
    return b


@njit(cache=True, nogil=True)
def _restore(values, trail_idx, trail_old, top, mark):
    """Undo a trail of overwritten entries down to ``mark``; returns the new top."""
    while top > mark:
        top -= 1
        values[trail_idx[top]] = trail_old[top]
    return top


@njit(cache=True, nogil=True)
def _unplace(i, size, sec_lo, sec_hi, total, cuts, placed):
    """Give buffer ``i``'s bytes back to its sections and reopen the cut lines it closed."""
    for sec in range(sec_lo[i], sec_hi[i]):
        total[sec] += size[i]
    for b in range(sec_lo[i], sec_hi[i] - 1):
        cuts[b] += 1
    placed[i] = False


@njit(cache=True, nogil=True)
def _sections_need(floor, total, cnt, slot_align, slot_tail, off, lo, hi, capacity):
    """The cross-section bounds in sections ``[lo, hi)``, every pending buffer being at or
    above the floor and ``off``: the bytes still pending there, and their alignment slots
    (_slots_need), must fit under ``capacity``. Returns 0 when they do, else the least
    capacity the first section that does not fit would need."""
    for sec in range(lo, hi):
        low = max(floor[sec], off)
        need = max(low + total[sec], _slots_need(cnt, slot_align, slot_tail, sec, low))
        if need > capacity:
            return need
    return 0


@njit(cache=True, nogil=True)
def _crossing_cuts(sec_lo, sec_hi, n_sec):
    """Per boundary b|b+1 between sections, how many unplaced buffers cross it (all, at the start)."""
    cuts = np.zeros(n_sec + 1, dtype=np.int64)
    for i in range(sec_lo.shape[0]):
        for b in range(sec_lo[i], sec_hi[i] - 1):
            cuts[b] += 1
    return cuts


@njit(cache=True, nogil=True)
def _undo_trails(m, n_sec):
    """Empty undo trails (index, old value) for buffers' min offsets and sections' floors."""
    return (np.empty(m * 8 + 16, dtype=np.int64), np.empty(m * 8 + 16, dtype=np.int64),
            np.empty(n_sec * 8 + 16, dtype=np.int64), np.empty(n_sec * 8 + 16, dtype=np.int64))


@njit(cache=True, nogil=True)
def _root_frames(n_sec):
    """Frame arrays (ranges of sections searched as one problem: lo, hi, next, up, fail, root)
    holding the root frame, all sections."""
    fcap = 4 * n_sec + 16
    f_lo, f_hi, f_next = np.zeros(fcap, dtype=np.int64), np.zeros(fcap, dtype=np.int64), np.zeros(fcap, dtype=np.int64)
    f_up, f_fail, f_root = np.zeros(fcap, dtype=np.int64), np.zeros(fcap, dtype=np.int64), np.zeros(fcap, dtype=np.int64)
    f_lo[0], f_hi[0], f_next[0], f_up[0], f_fail[0], f_root[0] = 0, n_sec, -1, -1, -1, 0
    return f_lo, f_hi, f_next, f_up, f_fail, f_root


@njit(cache=True, nogil=True)
def _split_frame(f, c, depth, sec_lo, sec_hi, cuts, f_lo, f_hi, f_next, f_up, f_fail, f_root, ftop):
    """Split frame ``f`` at every boundary that placing buffer ``c`` closed (no unplaced buffer
    crosses it any more): the pieces become frames of their own, searched one after another.
    Returns the (maybe grown) frame arrays, the new top and the first piece (-1: no split)."""
    first = -1
    prev = f_lo[f]
    for b in range(max(sec_lo[c], f_lo[f]), min(sec_hi[c] - 1, f_hi[f] - 1)):
        if cuts[b] == 0:
            if ftop + 2 >= f_lo.shape[0]:
                f_lo = _grow(f_lo, ftop + 3)
                f_hi = _grow(f_hi, ftop + 3)
                f_next = _grow(f_next, ftop + 3)
                f_up = _grow(f_up, ftop + 3)
                f_fail = _grow(f_fail, ftop + 3)
                f_root = _grow(f_root, ftop + 3)
            if first >= 0:
                f_next[ftop - 1] = ftop
            f_lo[ftop], f_hi[ftop], f_next[ftop], f_up[ftop], f_fail[ftop] = prev, b + 1, -1, f, depth - 1
            if first < 0:
                first = ftop
                f_root[ftop] = depth
            ftop += 1
            prev = b + 1
    if first >= 0:
        f_next[ftop - 1] = ftop
        f_lo[ftop], f_hi[ftop], f_next[ftop], f_up[ftop], f_fail[ftop] = prev, f_hi[f], -1, f, depth - 1
        ftop += 1
    return f_lo, f_hi, f_next, f_up, f_fail, f_root, ftop, first


@njit(cache=True, nogil=True)
def _dfs(size, align, sec_lo, sec_hi, ov_ptr, ov_idx, mem_ptr, mem_idx, total0, slot_align, slots, slot_tail, rank,
         keymat, dyn, capacity, node_limit, work_limit, offset, deadline, above):
    """Depth-first search for a canonical plan within ``capacity``; fills ``offset``.

    ``above[0]`` gets, when the search is exhausted, the least capacity that some node cut
    for want of capacity would have needed: no plan is below it. (The tree is the same at
    any capacity but for those cuts, each of which holds up to the need it records, so a
    plan within a larger capacity passes a cut recorded here; frames split the same way at
    any capacity.) Where sizes have no common factor this skips every capacity in between.

    Returns (_FOUND | _EXHAUSTED | _LIMIT | _BUDGET | _DEADLINE, work). ``work``
    counts inner loop steps, a deterministic measure of time that budgets are
    made of; the clock is read every CLOCK_EVERY units, CLOCK_NODES nodes or
    CLOCK_NODES candidates tried, whichever comes first, against ``deadline``
    (a ``time.perf_counter()`` value; 0 for none), a hard cap only.

    Each depth keeps its candidate list (unplaced buffers below the dominance
    height, by (min offset, rank)); every change to min offsets, floors, totals
    and cut counts is logged and undone on backtrack.

    Dynamic decomposition: a *frame* is a range of sections searched as one
    problem. When a placement leaves no unplaced buffer crossing some section
    boundaries, the frame splits there into sub-frames searched one after the
    other, each with a fresh canonical order. They share no tick, so if one has no
    solution, no choice made in an earlier sibling can help: the search jumps
    straight back to the placement that caused the split. At a split the unplaced
    buffers are ranked afresh by the order's keys (``keymat`` rows, larger first),
    with row ``dyn`` (if >= 0) replaced by the bytes still pending in the
    buffer's busiest section, as they are now.
    """
    m = size.shape[0]
    n_sec = total0.shape[0]
    big = np.int64(1) << 62
    rank = rank.copy()
    by_lo = np.argsort(sec_lo, kind="mergesort")  # buffers by first section, to scan one frame
    lo_sorted = sec_lo[by_lo]
    rk_idx = np.empty(m * 4 + 16, dtype=np.int64)
    rk_old = np.empty(m * 4 + 16, dtype=np.int64)
    rk_top = 0
    rk_mark = np.zeros(m + 2, dtype=np.int64)
    cur = np.zeros(m, dtype=np.int64)
    placed = np.zeros(m, dtype=np.bool_)
    min_off = np.zeros(m, dtype=np.int64)
    floor = np.zeros(n_sec, dtype=np.int64)
    total = total0.copy()
    cnt = _slot_counts(slots, sec_lo, sec_hi, n_sec)
    cuts = _crossing_cuts(sec_lo, sec_hi, n_sec)
    mo_idx, mo_old, fl_idx, fl_old = _undo_trails(m, n_sec)
    mo_top = fl_top = 0
    f_lo, f_hi, f_next, f_up, f_fail, f_root = _root_frames(n_sec)
    ftop = 1
    # per depth
    cand = np.empty(m * 4 + 16, dtype=np.int64)
    cand_end = np.zeros(m + 2, dtype=np.int64)
    pos = np.zeros(m + 2, dtype=np.int64)
    last_off = np.zeros(m + 2, dtype=np.int64)
    last_rank = np.zeros(m + 2, dtype=np.int64)
    placed_at = np.zeros(m + 2, dtype=np.int64)
    mo_mark = np.zeros(m + 2, dtype=np.int64)
    fl_mark = np.zeros(m + 2, dtype=np.int64)
    ft_mark = np.zeros(m + 2, dtype=np.int64)
    grp = np.zeros(m + 2, dtype=np.int64)
    keys = np.empty(m, dtype=np.int64)
    tmp = np.empty(m, dtype=np.int64)
    seen = np.zeros(n_sec, dtype=np.int64)  # section stamps, to visit each once per placement
    sfl = np.zeros(n_sec, dtype=np.int64)  # this node's frame floors, sorted
    pmx = np.zeros(n_sec, dtype=np.int64)  # running max of pending bytes along sfl
    pc_depth = -1  # depth whose node sfl/pmx describe
    stamp = 0
    nodes = 0
    tries = 0
    work = 0
    next_clock = CLOCK_EVERY
    depth = 0
    last_off[0] = -1
    last_rank[0] = -1
    need = big  # the least capacity a cut needed (see ``above``)
    build = True
    while True:
        if build:
            nodes += 1
            if nodes > node_limit:
                return _LIMIT, work
            if work > work_limit:
                return _BUDGET, work
            if work > next_clock or nodes % CLOCK_NODES == 0:
                next_clock = work + CLOCK_EVERY
                if _past(deadline):
                    return _DEADLINE, work
            f = grp[depth]
            lo_f = f_lo[f]
            hi_f = f_hi[f]
            k = 0
            min_height = big
            q0 = np.searchsorted(lo_sorted, lo_f)
            q1 = np.searchsorted(lo_sorted, hi_f)
            work += q1 - q0
            for q in range(q0, q1):
                i = by_lo[q]
                if not placed[i] and sec_hi[i] <= hi_f:
                    tmp[k] = i
                    keys[k] = min_off[i] * (m + 1) + rank[i]
                    h = min_off[i] + size[i]
                    if h < min_height:
                        min_height = h
                    k += 1
            if k == 0:
                # this frame is done: continue with the next pending frame
                g = f
                while g != -1 and f_next[g] == -1:
                    g = f_up[g]
                if g == -1:
                    return _FOUND, work
                nf = f_next[g]
                grp[depth] = nf
                f_root[nf] = depth
                last_off[depth] = -1
                last_rank[depth] = -1
                continue
            order = np.argsort(keys[:k])
            work += 8 * k
            start = cand_end[depth - 1] if depth > 0 else 0
            if start + k > cand.shape[0]:
                cand = _grow(cand, start + k)
            n = 0
            for j in range(k):
                i = tmp[order[j]]
                if min_off[i] >= min_height:
                    break  # dominance: everything from here leaves a fillable hole
                cand[start + n] = i
                n += 1
            cand_end[depth] = start + n
            pos[depth] = start
            build = False
        f = grp[depth]
        descended = False
        while pos[depth] < cand_end[depth]:
            tries += 1  # (candidates that fail are tried without a node: the clock is read here too)
            if tries % CLOCK_NODES == 0 and _past(deadline):
                return _DEADLINE, work
            i = cand[pos[depth]]
            pos[depth] += 1
            off = min_off[i]
            r = rank[i]
            if off < last_off[depth] or (off == last_off[depth] and r < last_rank[depth]):
                continue  # not canonical
            height = off + size[i]
            if height > capacity:
                need = min(need, height)
                continue
            # cheap necessary test before any change: the cross-section bound with
            # floors as they are now (placing i only raises them). Sections with a
            # floor at or above off passed at this node already; the others need
            # off + pending bytes <= capacity: a bisection in this node's table.
            if pc_depth != depth:
                nf = f_hi[f] - f_lo[f]
                ordr = np.argsort(floor[f_lo[f] : f_hi[f]])
                run = np.int64(-1)
                for j in range(nf):
                    sec = f_lo[f] + ordr[j]
                    sfl[j] = floor[sec]
                    if total[sec] > run:
                        run = total[sec]
                    pmx[j] = run
                work += nf * 4
                pc_depth = depth
            work += 32  # an attempt: the bisection and the loop around it
            j = np.searchsorted(sfl[: f_hi[f] - f_lo[f]], off)
            if j > 0 and off + pmx[j - 1] > capacity:
                need = min(need, off + pmx[j - 1])
                continue
            # place i at off, logging every change
            d1 = depth + 1
            mo_mark[d1] = mo_top
            rk_mark[d1] = rk_top
            fl_mark[d1] = fl_top
            ft_mark[d1] = ftop
            placed_at[d1] = i
            placed[i] = True
            offset[i] = off
            work += ov_ptr[i + 1] - ov_ptr[i] + (f_hi[f] - f_lo[f])
            ok = True
            for p in range(ov_ptr[i], ov_ptr[i + 1]):
                o = ov_idx[p]
                if not placed[o] and min_off[o] < height:
                    if mo_top >= mo_idx.shape[0]:
                        mo_idx = _grow(mo_idx, mo_top + 1)
                        mo_old = _grow(mo_old, mo_top + 1)
                    mo_idx[mo_top] = o
                    mo_old[mo_top] = min_off[o]
                    mo_top += 1
                    a = align[o]
                    min_off[o] = ((height + a - 1) // a) * a
                    if min_off[o] + size[o] > capacity:
                        ok = False  # o no longer fits anywhere (an alignment above its size jumps far)
                        need = min(need, min_off[o] + size[o])
            for b in range(sec_lo[i], sec_hi[i] - 1):
                cuts[b] -= 1
            work += _take_slots(cnt, slots, i, sec_lo, sec_hi, -1)
            # the placed buffer's sections: floor at its top, its bytes no longer pending
            for sec in range(sec_lo[i], sec_hi[i]):
                total[sec] -= size[i]
                if floor[sec] != height:
                    if fl_top >= fl_idx.shape[0]:
                        fl_idx = _grow(fl_idx, fl_top + 1)
                        fl_old = _grow(fl_old, fl_top + 1)
                    fl_idx[fl_top] = sec
                    fl_old[fl_top] = floor[sec]
                    fl_top += 1
                    floor[sec] = height
            # sections of raised buffers: floor at least their lowest unplaced min offset
            stamp += 1
            for q in range(mo_mark[d1], mo_top):
                o = mo_idx[q]
                for sec in range(sec_lo[o], sec_hi[o]):
                    if seen[sec] == stamp:
                        continue
                    seen[sec] = stamp
                    lowest = big
                    work += mem_ptr[sec + 1] - mem_ptr[sec]
                    for p in range(mem_ptr[sec], mem_ptr[sec + 1]):
                        u = mem_idx[p]
                        if not placed[u] and min_off[u] < lowest:
                            lowest = min_off[u]
                    if lowest != big and lowest > floor[sec]:
                        if fl_top >= fl_idx.shape[0]:
                            fl_idx = _grow(fl_idx, fl_top + 1)
                            fl_old = _grow(fl_old, fl_top + 1)
                        fl_idx[fl_top] = sec
                        fl_old[fl_top] = floor[sec]
                        fl_top += 1
                        floor[sec] = lowest
            if ok:
                short = _sections_need(floor, total, cnt, slot_align, slot_tail, off, f_lo[f], f_hi[f], capacity)
                work += (cnt.shape[0] + 1) * (f_hi[f] - f_lo[f])
                if short:
                    ok = False
                    need = min(need, short)
            if ok:
                pc_depth = -1
                depth = d1
                grp[depth] = f
                last_off[depth] = off
                last_rank[depth] = r
                # split the frame where i was the last unplaced buffer crossing a boundary
                f_lo, f_hi, f_next, f_up, f_fail, f_root, ftop, first = _split_frame(
                    f, i, depth, sec_lo, sec_hi, cuts, f_lo, f_hi, f_next, f_up, f_fail, f_root, ftop)
                if first >= 0:
                    grp[depth] = first
                    last_off[depth] = -1  # a fresh canonical order in the new frame
                    last_rank[depth] = -1
                    k2 = 0
                    q0 = np.searchsorted(lo_sorted, f_lo[f])
                    q1 = np.searchsorted(lo_sorted, f_hi[f])
                    for q in range(q0, q1):
                        u = by_lo[q]
                        if not placed[u] and sec_hi[u] <= f_hi[f]:
                            tmp[k2] = u
                            t = np.int64(0)
                            for sec in range(sec_lo[u], sec_hi[u]):
                                if total[sec] > t:
                                    t = total[sec]
                            cur[k2] = t
                            k2 += 1
                    work += q1 - q0 + 16 * k2
                    idx = np.arange(k2)
                    for col in range(keymat.shape[0] - 1, -1, -1):
                        vals = np.empty(k2, dtype=np.int64)
                        for q in range(k2):
                            vals[q] = -cur[idx[q]] if col == dyn else -keymat[col, tmp[idx[q]]]
                        idx = idx[np.argsort(vals, kind="mergesort")]
                    if rk_top + k2 > rk_idx.shape[0]:
                        rk_idx = _grow(rk_idx, rk_top + k2)
                        rk_old = _grow(rk_old, rk_top + k2)
                    for q in range(k2):
                        u = tmp[idx[q]]
                        rk_idx[rk_top] = u
                        rk_old[rk_top] = rank[u]
                        rk_top += 1
                        rank[u] = q
                build = True
                descended = True
                break
            # undo this placement
            fl_top = _restore(floor, fl_idx, fl_old, fl_top, fl_mark[d1])
            mo_top = _restore(min_off, mo_idx, mo_old, mo_top, mo_mark[d1])
            _unplace(i, size, sec_lo, sec_hi, total, cuts, placed)
            _take_slots(cnt, slots, i, sec_lo, sec_hi, 1)
        if descended:
            continue
        # every candidate failed
        f = grp[depth]
        target = depth - 1
        if f_root[f] == depth:
            target = f_fail[f]  # a frame without solution: back to the split's cause
            if target < 0:
                above[0] = need
                return _EXHAUSTED, work
        while depth > target:
            i = placed_at[depth]
            fl_top = _restore(floor, fl_idx, fl_old, fl_top, fl_mark[depth])
            mo_top = _restore(min_off, mo_idx, mo_old, mo_top, mo_mark[depth])
            _unplace(i, size, sec_lo, sec_hi, total, cuts, placed)
            _take_slots(cnt, slots, i, sec_lo, sec_hi, 1)
            rk_top = _restore(rank, rk_idx, rk_old, rk_top, rk_mark[depth])
            ftop = ft_mark[depth]
            depth -= 1


# work units (inner loop steps of _dfs) per second of budget: 6.4-9.0 ns a unit here on allocator,
# challenging and tight packings, 3.0 on dissections (experiments/s53/search_rates.py), so that a
# counted second takes about a second of wall clock (at 300M it took 1.9-2.7 s)
WORK_PER_SECOND = 140_000_000


def find_within(
    buffers: Sequence[Buffer], capacity: int, budget: float, deadline: float | None = None
) -> tuple[dict[int, int] | str, float]:
    """Offsets (by id) of a plan of this part within ``capacity``, ``INFEASIBLE``, or ``TIMEOUT``;
    and the budget (seconds) used.

    ``buffers`` must be non-trivial (positive size, non-empty lifetime).
    ``budget`` seconds are turned into work units, so the answer depends only on
    the input and the budget; ``deadline`` (a ``time.perf_counter()`` value) is
    a hard cap, checked every few milliseconds of search.
    """
    if not buffers:
        return {}, 0.0
    if any(b.size > capacity for b in buffers):
        return INFEASIBLE, 0.0
    part = _prepare(buffers)
    if int(part.total0.max()) > capacity:
        return INFEASIBLE, 0.0
    ranks = []
    for keys in ORDERS:
        cols = [np.arange(len(buffers))] + [-part.keys[k] for k in reversed(keys)]
        perm = np.lexsort(cols)
        rank = np.empty(len(buffers), dtype=np.int64)
        rank[perm] = np.arange(len(buffers))
        keymat = np.stack([part.keys[k] for k in keys])
        dyn = keys.index("total") if "total" in keys else -1
        ranks.append((rank, keymat, dyn))
    above = np.zeros(1, dtype=np.int64)  # (what an exhausted search proves beyond the capacity: unused here)
    return search_with_restarts(buffers, budget, deadline, [
        lambda limit, left, offset, until, rank=rank, keymat=keymat, dyn=dyn: _dfs(
            part.size, part.align, part.sec_lo, part.sec_hi, part.ov_ptr, part.ov_idx, part.mem_ptr, part.mem_idx,
            part.total0, part.slot_align, part.slots, part.slot_tail, rank, keymat, dyn, capacity, limit, left,
            offset, until, above)
        for rank, keymat, dyn in ranks])


def search_with_restarts(
    buffers: Sequence[Buffer], budget: float, deadline: float | None, attempts: list
) -> tuple[dict[int, int] | str, float]:
    """The restart loop of the compiled searches (this one and skyline's).

    Each attempt ``(node_limit, work_left, offset, deadline) -> (status, work)`` is one
    complete search in its own order, given ``node_limit`` nodes; the limit doubles
    each round, so a bad order cannot take the whole budget. ``budget`` seconds become
    work units, so the answer depends only on the input and the budget.
    """
    limit = 2 * len(buffers)
    total = left = int(budget * WORK_PER_SECOND)
    offset = np.zeros(len(buffers), dtype=np.int64)
    until = 0.0 if deadline is None else deadline
    while True:
        for attempt in attempts:
            used = (total - left) / WORK_PER_SECOND
            if left <= 0 or (deadline is not None and time.perf_counter() > deadline):
                return TIMEOUT, used
            status, work = attempt(limit, left, offset, until)
            left -= work
            used = (total - left) / WORK_PER_SECOND
            if status == _FOUND:
                return {b.id: int(offset[i]) for i, b in enumerate(buffers)}, used
            if status == _EXHAUSTED:
                return INFEASIBLE, used
            if status in (_BUDGET, _DEADLINE):
                return TIMEOUT, used
        limit *= 2


def warm_up() -> None:
    """Compile (or load from numba's cache) the search loop on a tiny problem, and the clock.

    The clock's object-mode block is compiled where it first runs, cached or not: here, in the
    loader's thread, rather than at a search's first clock read in the main thread, where the
    compile holds up the search and a Ctrl-C landing in LLVM's ctypes callbacks is dropped."""
    find_within([Buffer(0, 4, 0, 2, 4), Buffer(1, 4, 1, 3, 4), Buffer(2, 8, 2, 4)], 16, 0.001)
    _past(time.perf_counter() + 3600.0)
