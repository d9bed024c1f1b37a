"""The shared placement routine of placement.py, compiled for large traces.

Same result as ``placement.place_in_order`` (the same gaps, the same ties), in
O(n log n + K) for K buffers met in time: the placed buffers overlapping a new
one are found through *length classes* (lifetimes of length in
``[2^c, 2^(c+1))``, sorted by start): a buffer of class c overlaps ``[s, e)``
only if it starts in ``(s - 2^(c+1), e)``, a bisection per class. Loaded on
first use (numba), only for traces large enough to need it.
"""

from __future__ import annotations

import numpy as np

from memplan.core.planners.branch_bound import njit


@njit(cache=True, nogil=True)
def _place(order, start, end, size, align, best_fit, cls_ptr, cls_idx, cls_start, offsets):
    n = start.shape[0]
    placed = np.zeros(n, dtype=np.bool_)
    cap = 64
    los = np.empty(cap, dtype=np.int64)
    his = np.empty(cap, dtype=np.int64)
    n_cls = cls_ptr.shape[0] - 1
    for i in order:
        s = start[i]
        e = end[i]
        if size[i] == 0 or s >= e:
            offsets[i] = 0
            continue
        k = 0
        for c in range(n_cls):
            a0 = cls_ptr[c]
            a1 = cls_ptr[c + 1]
            if a0 == a1:
                continue
            reach_back = (np.int64(1) << (c + 1)) - 1  # the longest lifetime of this class
            q0 = a0 + np.searchsorted(cls_start[a0:a1], s - reach_back + 1)
            q1 = a0 + np.searchsorted(cls_start[a0:a1], e)
            for q in range(q0, q1):
                j = cls_idx[q]
                if placed[j] and end[j] > s:
                    if k >= cap:
                        cap *= 2
                        nl = np.empty(cap, dtype=np.int64)
                        nh = np.empty(cap, dtype=np.int64)
                        nl[:k] = los[:k]
                        nh[:k] = his[:k]
                        los, his = nl, nh
                    los[k] = offsets[j]
                    his[k] = offsets[j] + size[j]
                    k += 1
        al = align[i]
        need = size[i]
        off = -1
        reach = np.int64(0)
        if k > 0:
            perm = np.argsort(los[:k], kind="mergesort")
            best_len = np.int64(-1)
            for t in range(k):
                lo = los[perm[t]]
                hi = his[perm[t]]
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
        offsets[i] = off
        placed[i] = True


def length_classes(start: np.ndarray, end: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(class pointers, buffer indices, their starts): buffers grouped by floor(log2(length)), by start."""
    length = np.maximum(end - start, 1)
    cls = np.floor(np.log2(length)).astype(np.int64)
    # floating-point log2 can be off by one at powers of two: fix with exact integer checks
    cls = np.where((np.int64(1) << cls) > length, cls - 1, cls)
    cls = np.where((np.int64(1) << (cls + 1)) <= length, cls + 1, cls)
    idx = np.lexsort((np.arange(len(start)), start, cls)).astype(np.int64)
    ptr = np.zeros(int(cls.max(initial=0)) + 2, dtype=np.int64)
    np.add.at(ptr, cls + 1, 1)
    return np.cumsum(ptr), idx, start[idx].astype(np.int64)


def place(order: np.ndarray, start: np.ndarray, end: np.ndarray, size: np.ndarray, align: np.ndarray,
          fit: str) -> np.ndarray:
    """Offsets (by index) of buffers placed in ``order`` at the best (or first) gap."""
    ptr, idx, starts = length_classes(start, end)
    offsets = np.zeros(len(start), dtype=np.int64)
    _place(np.asarray(order, dtype=np.int64), start, end, size, align, fit == "best", ptr, idx, starts, offsets)
    return offsets


def warm_up() -> None:
    z = np.array([0, 1, 2], dtype=np.int64)
    place(z, z, z + 2, z + 4, np.ones(3, dtype=np.int64), "best")
    place(z, z, z + 2, z + 4, np.ones(3, dtype=np.int64), "first")
