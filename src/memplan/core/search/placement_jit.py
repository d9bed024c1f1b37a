"""The shared placement routine of placement.py, compiled for large traces.

Same result as ``placement.place_in_order`` (the same gaps, the same ties), in
O(n log n + K) for K buffers met in time: the placed buffers overlapping a new
one are found through *length classes* (lifetimes of length in
``[2^c, 2^(c+1))`` ticks, after ticks are ranked, sorted by start): a buffer of
class c overlaps ``[s, e)`` only if it starts in ``(s - 2^(c+1), e)``, a window
read from a table of time buckets (no bisection: random query orders stay
cache-friendly), and per-buffer data is kept in class order so that a window
is read sequentially. Loaded on first use (numba), only for traces large
enough to need it.
"""

from __future__ import annotations

import numpy as np

from memplan.core.search.branch_bound import njit


@njit(cache=True, nogil=True)
def _window(c, s, e, a0, a1, cls_start, b_ptr, b_off):
    """Positions ``[q0, q1)`` in class ``c`` of the buffers that start in ``(s - 2^(c+1), e)``.

    Class c is cut into time buckets of width 2^(c+1); ``b_ptr[b_off[c] + k]``
    is the first position whose start is in bucket k or later. The window is
    whole buckets (a superset: callers test each candidate); no bisection, so
    random query orders stay cache-friendly.
    """
    width = np.int64(1) << (c + 1)
    lo = s - width + 1
    k0 = lo // width if lo > 0 else 0
    k1 = (e - 1) // width + 1
    last = b_off[c + 1] - b_off[c] - 1  # the table's last entry: past the class
    if k1 > last:
        k1 = last
    if k0 > last:
        k0 = last
    return b_ptr[b_off[c] + k0], b_ptr[b_off[c] + k1]


@njit(cache=True, nogil=True)
def _place(order, start, end, size, align, best_fit, cls_ptr, cls_idx, cls_start, b_ptr, b_off, offsets,
           work_limit):
    """Places ``order`` until the candidates read exceed ``work_limit`` (< 0: no limit).

    Returns how many entries of ``order`` were placed; ``offsets`` of the others stay -1.
    """
    n = start.shape[0]
    work = np.int64(0)
    done = np.int64(0)
    # per-buffer records in class order, one row each (start, end, size, offset or -1 if not
    # placed), so that a window of candidates is read sequentially from one place
    pos = np.empty(n, dtype=np.int64)
    pos[cls_idx] = np.arange(n)
    rec = np.empty((n, 4), dtype=np.int64)
    rec[:, 0] = start[cls_idx]
    rec[:, 1] = end[cls_idx]
    rec[:, 2] = size[cls_idx]
    rec[:, 3] = -1
    cap = 64
    los = np.empty(cap, dtype=np.int64)
    his = np.empty(cap, dtype=np.int64)
    n_cls = cls_ptr.shape[0] - 1
    for i in order:
        if work_limit >= 0 and work > work_limit:
            break
        done += 1
        s = start[i]
        e = end[i]
        if size[i] == 0 or s >= e:
            continue
        k = 0
        for c in range(n_cls):
            a0 = cls_ptr[c]
            a1 = cls_ptr[c + 1]
            if a0 == a1:
                continue
            q0, q1 = _window(c, s, e, a0, a1, cls_start, b_ptr, b_off)
            work += q1 - q0
            for q in range(q0, q1):
                if rec[q, 3] >= 0 and rec[q, 1] > s and rec[q, 0] < e:
                    if k >= cap:
                        cap *= 2
                        nl = np.empty(cap, dtype=np.int64)
                        nh = np.empty(cap, dtype=np.int64)
                        nl[:k] = los[:k]
                        nh[:k] = his[:k]
                        los, his = nl, nh
                    los[k] = rec[q, 3]
                    his[k] = rec[q, 3] + rec[q, 2]
                    k += 1
        al = align[i]
        need = size[i]
        off = -1
        reach = np.int64(0)
        if k > 0:
            if k <= 32:  # insertion sort in place: no allocation for the usual few neighbours
                for t in range(1, k):
                    a = los[t]
                    b = his[t]
                    u = t - 1
                    while u >= 0 and los[u] > a:
                        los[u + 1] = los[u]
                        his[u + 1] = his[u]
                        u -= 1
                    los[u + 1] = a
                    his[u + 1] = b
            else:
                perm = np.argsort(los[:k], kind="mergesort")
                los[:k] = los[:k][perm]
                his[:k] = his[:k][perm]
            best_len = np.int64(-1)
            for t in range(k):
                lo = los[t]
                hi = his[t]
                if lo > reach:
                    at = ((reach + al - 1) // al) * al
                    if at + need <= lo:
                        if not best_fit:
                            off = at
                            break
                        if best_len < 0 or lo - reach < best_len:
                            best_len = lo - reach
                            off = at
                if hi > reach:
                    reach = hi
        if off < 0:
            off = ((reach + al - 1) // al) * al
        rec[pos[i], 3] = off
    offsets[cls_idx] = rec[:, 3]
    return done


def length_classes(start: np.ndarray, end: np.ndarray) -> tuple[np.ndarray, ...]:
    """Buffers grouped by floor(log2(lifetime length)) and sorted by start, with per-class time buckets.

    Ticks are replaced by their rank among all ticks first (overlaps are the
    same), so tables stay O(n) whatever the tick values. Returns the class
    pointers, buffer indices and ranked starts (class order), the bucket table
    and its per-class offsets, and the ranked starts and ends (buffer order).
    """
    n = len(start)
    both = np.concatenate((start, end))
    by_tick = np.argsort(both, kind="stable")
    sorted_ticks = both[by_tick]
    rank = np.empty(2 * n, dtype=np.int64)
    rank[by_tick] = np.cumsum(np.concatenate(([0], sorted_ticks[1:] != sorted_ticks[:-1])))
    s, e = rank[:n], rank[n:]
    n_ticks = int(rank.max(initial=0)) + 1
    length = np.maximum(e - s, 1)
    cls = np.floor(np.log2(length)).astype(np.int64)
    # floating-point log2 can be off by one at powers of two: fix with exact integer checks
    cls = np.where((np.int64(1) << cls) > length, cls - 1, cls)
    cls = np.where((np.int64(1) << (cls + 1)) <= length, cls + 1, cls)
    idx = np.argsort(cls * (n_ticks + 1) + s, kind="stable").astype(np.int64)
    n_cls = int(cls.max(initial=0)) + 1
    ptr = np.zeros(n_cls + 1, dtype=np.int64)
    np.add.at(ptr, cls + 1, 1)
    ptr = np.cumsum(ptr)
    starts = s[idx]
    span = n_ticks + 1
    tables, off = [], [0]
    for c in range(n_cls):
        width = 1 << (c + 1)
        edges = np.arange(0, span // width + 2, dtype=np.int64) * width
        tables.append(ptr[c] + np.searchsorted(starts[ptr[c] : ptr[c + 1]], edges))
        off.append(off[-1] + len(edges))
    b_ptr = np.concatenate(tables) if tables else np.zeros(1, dtype=np.int64)
    return ptr, idx, starts, b_ptr.astype(np.int64), np.array(off, dtype=np.int64), s, e


def place(order: np.ndarray, start: np.ndarray, end: np.ndarray, size: np.ndarray, align: np.ndarray,
          fit: str, work_limit: int = -1) -> tuple[np.ndarray, int]:
    """Offsets (by index) of buffers placed in ``order`` at the best (or first) gap, and how many
    entries of ``order`` were placed before ``work_limit`` candidates were read (< 0: all).

    Buffers in ``order`` not placed have offset -1 (the caller stacks them); trivial ones 0.
    """
    ptr, idx, starts, b_ptr, b_off, s, e = length_classes(start, end)
    offsets = np.zeros(len(start), dtype=np.int64)
    done = _place(np.asarray(order, dtype=np.int64), s, e, _read_only(size), _read_only(align), fit == "best", ptr,
                  idx, starts, b_ptr, b_off, offsets, np.int64(work_limit))
    offsets[(size == 0) | (start >= end)] = 0  # trivial buffers: never placed, offset 0
    return offsets, int(done)


@njit(cache=True, nogil=True)
def _first_conflict(start, end, size, offsets, cls_ptr, cls_idx, cls_start, b_ptr, b_off):
    """A pair of buffers live together and overlapping in memory, or (-1, -1)."""
    n = start.shape[0]
    n_cls = cls_ptr.shape[0] - 1
    c_end = end[cls_idx]
    c_size = size[cls_idx]
    c_off = offsets[cls_idx]
    for q_i in range(n):  # in class order too: neighbours in memory are neighbours in time
        i = cls_idx[q_i]
        s = start[i]
        e = end[i]
        if size[i] == 0 or s >= e:
            continue
        lo = offsets[i]
        hi = lo + size[i]
        for c in range(n_cls):
            a0 = cls_ptr[c]
            a1 = cls_ptr[c + 1]
            if a0 == a1:
                continue
            q0, q1 = _window(c, s, e, a0, a1, cls_start, b_ptr, b_off)
            for q in range(q0, q1):
                if q != q_i and c_end[q] > s and cls_start[q] < e and c_size[q] > 0 and cls_start[q] < c_end[q]:
                    if c_off[q] < hi and lo < c_off[q] + c_size[q]:
                        return i, cls_idx[q]
    return -1, -1


def first_conflict(start: np.ndarray, end: np.ndarray, size: np.ndarray, offsets: np.ndarray) -> tuple[int, int]:
    """Indices of two buffers live together that overlap in memory, or (-1, -1): O(n log n + K)."""
    ptr, idx, starts, b_ptr, b_off, s, e = length_classes(start, end)
    i, j = _first_conflict(s, e, _read_only(size), _read_only(offsets), ptr, idx, starts, b_ptr, b_off)
    return int(i), int(j)


def _read_only(a: np.ndarray) -> np.ndarray:
    """``a`` as a read-only int64 view. numba compiles a function once for each type of its
    arguments, and read-only is part of an array's type: callers pass bounds.columns' read-only
    arrays, warm_up writable ones, so the callers' version was compiled (or loaded from the cache)
    at their first call, in the main thread, where a Ctrl-C then landed in LLVM's callbacks."""
    view = np.asarray(a, dtype=np.int64).view()
    view.flags.writeable = False
    return view


def warm_up() -> None:
    z = np.array([0, 1, 2], dtype=np.int64)
    place(z, z, z + 2, z + 4, np.ones(3, dtype=np.int64), "best")
    place(z, z, z + 2, z + 4, np.ones(3, dtype=np.int64), "first", 1)
    first_conflict(z, z + 2, z + 4, z * 4)
