"""The spill search's inner loops, compiled by numba (loaded by ``solvers.spill``).

The kept buffers are held in one array sorted by offset (``kept[:count[0]]``): where a buffer
fits is a scan of it in offset order, skipping the buffers not live with it (a few ns each),
with no sort per question; keeping or spilling a buffer is a binary search and a shift.

* :func:`fill`: the greedy, buffers in an order, each kept where it fits (the lowest offset,
  or the smallest gap, within the capacity);
* :func:`ruin_recreate`: the local search of search.py: a spilled buffer is forced in at a
  height (next to a kept buffer it meets, or anywhere), evicting the kept buffers that overlap
  it there; those and some spilled buffers it meets are put back greedily, in a randomly
  perturbed order (by weight per byte or by weight); the move stays when it keeps at least
  as much weight (plateaus are walked), else it is undone.

``offset[i] < 0``: spilled. Deterministic for a seed (numba's generator, seeded here).
"""

from __future__ import annotations

import numpy as np

from memplan.core.search.branch_bound import njit

FIRST, BEST = 0, 1
CANDIDATES = 24  # spilled neighbours offered back after a move, at most


@njit(cache=True, nogil=True)
def where_fits(i, offset, start, end, size, align, kept, count, capacity, fit):
    """The offset where buffer ``i`` goes among the kept buffers live with it (``fit``: FIRST the
    lowest, BEST the smallest gap between them, else on top of them), or -1 when no offset
    within the capacity is free: the offsets of packing.py's Python."""
    s, a = size[i], align[i]
    si, ei = start[i], end[i]
    reach = 0
    best, best_gap = -1, capacity + 1
    for t in range(count[0]):
        j = kept[t]
        if start[j] >= ei or end[j] <= si:
            continue
        lo = offset[j]
        if lo >= capacity:
            break
        if lo > reach:
            at = -(-reach // a) * a
            if at + s <= lo:
                if fit == FIRST:
                    return at
                if lo - reach < best_gap:
                    best, best_gap = at, lo - reach
        hi = lo + size[j]
        if hi > reach:
            reach = hi
    if best >= 0:
        return best
    at = -(-reach // a) * a  # on top of them all (where placement.py's fits go when no gap holds it)
    return at if at + s <= capacity else -1


@njit(cache=True, nogil=True)
def _position(j, offset, kept, count):
    """Where ``j`` (kept at offset[j]) belongs in ``kept``: by (offset, index)."""
    lo, hi = 0, count[0]
    key = offset[j]
    while lo < hi:
        mid = (lo + hi) // 2
        k = kept[mid]
        if offset[k] < key or (offset[k] == key and k < j):
            lo = mid + 1
        else:
            hi = mid
    return lo


@njit(cache=True, nogil=True)
def keep(j, at, offset, kept, count):
    """Keep buffer ``j`` at offset ``at``."""
    offset[j] = at
    p = _position(j, offset, kept, count)
    for t in range(count[0], p, -1):
        kept[t] = kept[t - 1]
    kept[p] = j
    count[0] += 1


@njit(cache=True, nogil=True)
def spill(j, offset, kept, count):
    """Spill the kept buffer ``j``."""
    p = _position(j, offset, kept, count)
    for t in range(p, count[0] - 1):
        kept[t] = kept[t + 1]
    count[0] -= 1
    offset[j] = -1


@njit(cache=True, nogil=True)
def sorted_kept(offset):
    """The kept-buffer array and its count for ``offset``."""
    n = len(offset)
    kept = np.empty(n, np.int64)
    count = np.zeros(1, np.int64)
    idx = np.argsort(offset, kind="mergesort")
    for t in range(n):
        if offset[idx[t]] >= 0:
            kept[count[0]] = idx[t]
            count[0] += 1
    return kept, count


@njit(cache=True, nogil=True)
def fill(order, offset, start, end, size, align, weight, capacity, fit):
    """Keep each spilled buffer of ``order`` where it fits; the weight gained."""
    kept, count = sorted_kept(offset)
    gained = 0
    for i in order:
        if offset[i] < 0:
            at = where_fits(i, offset, start, end, size, align, kept, count, capacity, fit)
            if at >= 0:
                keep(i, at, offset, kept, count)
                gained += weight[i]
    return gained


@njit(cache=True, nogil=True)
def _random_spilled(offset, tries):
    n = len(offset)
    for _ in range(tries):
        i = np.random.randint(0, n)
        if offset[i] < 0:
            return i
    first = np.random.randint(0, n)  # few are spilled: the next one from a random place
    for t in range(n):
        i = (first + t) % n
        if offset[i] < 0:
            return i
    return -1


@njit(cache=True, nogil=True)
def ruin_recreate(offset, best_offset, start, end, size, align, weight, nbr_ptr, nbr_idx, capacity, moves, seed,
                  current):
    """``moves`` moves from ``offset`` (kept weight ``current``; ``best_offset`` equal to it on
    entry, and given every better plan). Buffer ``i`` meets ``nbr_idx[nbr_ptr[i]:nbr_ptr[i+1]]``.
    Returns (current weight, best weight, moves kept)."""
    np.random.seed(seed)
    n = len(size)
    kept, count = sorted_kept(offset)
    removed = np.empty(n, np.int64)
    removed_at = np.empty(n, np.int64)
    candidates = np.empty(n, np.int64)
    keys = np.empty(n, np.float64)
    placed = np.empty(n, np.int64)
    stamp = np.zeros(n, np.int64)  # stamp[j] == move + 1: j is already a candidate of this move
    best = current
    kept_moves = 0
    for move in range(moves):
        i = _random_spilled(offset, 64)
        if i < 0:
            break
        s, a = size[i], align[i]
        slots = (capacity - s) // a
        if slots < 0:
            continue
        # a height: next to a kept buffer it meets (on top of it, or just below it), or anywhere
        h = np.random.randint(0, slots + 1) * a
        deg = nbr_ptr[i + 1] - nbr_ptr[i]
        if deg > 0 and np.random.random() < 0.7:
            j = nbr_idx[nbr_ptr[i] + np.random.randint(0, deg)]
            if offset[j] >= 0:
                edge = offset[j] + size[j] if np.random.random() < 0.5 else offset[j] - s
                edge = -(-edge // a) * a if edge >= 0 else 0
                if edge + s <= capacity:
                    h = edge
        # ruin: the kept buffers it meets that overlap [h, h + s)
        r = 0
        lost = 0
        for k in range(nbr_ptr[i], nbr_ptr[i + 1]):
            j = nbr_idx[k]
            o = offset[j]
            if o >= 0 and o < h + s and o + size[j] > h:
                removed[r] = j
                removed_at[r] = o
                stamp[j] = move + 1
                r += 1
                lost += weight[j]
        for t in range(r):
            spill(removed[t], offset, kept, count)
        keep(i, h, offset, kept, count)
        # recreate: the evicted ones and some spilled buffers it meets, by a perturbed key
        c = 0
        for t in range(r):
            candidates[c] = removed[t]
            c += 1
        offered = 0
        first = np.random.randint(0, deg) if deg > 0 else 0
        for t in range(deg):
            j = nbr_idx[nbr_ptr[i] + (first + t) % deg]
            if offset[j] < 0 and stamp[j] != move + 1:
                candidates[c] = j
                c += 1
                offered += 1
                if offered >= CANDIDATES:
                    break
        by_density = np.random.random() < 0.5
        for t in range(c):
            j = candidates[t]
            key = weight[j] / max(size[j], 1) if by_density else float(weight[j])
            keys[t] = -key * (0.75 + 0.5 * np.random.random())
        fit = FIRST if np.random.random() < 0.7 else BEST
        order = np.argsort(keys[:c])
        gained = weight[i]
        p = 0
        for t in range(c):
            j = candidates[order[t]]
            at = where_fits(j, offset, start, end, size, align, kept, count, capacity, fit)
            if at >= 0:
                keep(j, at, offset, kept, count)
                placed[p] = j
                p += 1
                gained += weight[j]
        if gained >= lost:
            current += gained - lost
            kept_moves += 1
            if current > best:
                best = current
                best_offset[:] = offset
        else:  # undo
            for t in range(p):
                spill(placed[t], offset, kept, count)
            spill(i, offset, kept, count)
            for t in range(r):
                keep(removed[t], removed_at[t], offset, kept, count)
    return current, best, kept_moves


def warm_up() -> None:
    """Compile (or load from numba's cache) every function, on a tiny problem."""
    z = np.zeros(3, dtype=np.int64)
    start, end = z, z + 4
    size, align = z + 4, z + 1
    weight = np.array([3, 2, 1], dtype=np.int64)
    nbr_ptr = np.array([0, 2, 4, 6], dtype=np.int64)
    nbr_idx = np.array([1, 2, 0, 2, 0, 1], dtype=np.int64)
    offset = np.full(3, -1, dtype=np.int64)
    fill(np.arange(3, dtype=np.int64), offset, start, end, size, align, weight, 8, FIRST)
    ruin_recreate(offset, offset.copy(), start, end, size, align, weight, nbr_ptr, nbr_idx, 8, 4, 0, 5)
