"""The state every spill search works on: which buffers are kept, where, and who meets whom.

A :class:`Packing` holds one part of a spill problem (buffers that may be live together) as
arrays, each buffer's *neighbours* (the buffers live with it at some tick, found once by the
overlap index of placement.py, in CSR form: ``nbr_idx[nbr_ptr[i]:nbr_ptr[i+1]]``) and the
current offsets (SPILLED: -1). The greedy keeps buffers in an order, each at the lowest
aligned offset clear of its kept neighbours that ends within the capacity (first fit), or in
the smallest such gap (best fit): compiled (kernel.py) when it is loaded, else here in Python
with the shared gap routine of placement.py (the same offsets).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

import numpy as np

from memplan.core.buffer import Buffer
from memplan.core.search.placement import OverlapIndex, _choose

SPILLED = -1
FITS = ("first", "best")  # kernel.FIRST, kernel.BEST


class Packing:
    """Kept offsets of ``buffers`` (all non-trivial: bytes and a lifetime) under ``capacity``."""

    def __init__(self, buffers: Sequence[Buffer], weights: Sequence[int], capacity: int) -> None:
        self.buffers = list(buffers)
        n = len(self.buffers)
        self.capacity = capacity
        self.start = np.fromiter((b.start for b in buffers), np.int64, n)
        self.end = np.fromiter((b.end for b in buffers), np.int64, n)
        self.size = np.fromiter((b.size for b in buffers), np.int64, n)
        self.align = np.fromiter((b.alignment for b in buffers), np.int64, n)
        self.weight = np.asarray(weights, dtype=np.int64)
        self.offset = np.full(n, SPILLED, dtype=np.int64)
        index = OverlapIndex(self.start, self.end)
        found = [index.query(int(self.start[i]), int(self.end[i])) for i in range(n)]
        found = [np.sort(f[f != i]) for i, f in enumerate(found)]
        self.nbr_ptr = np.zeros(n + 1, dtype=np.int64)
        self.nbr_ptr[1:] = np.cumsum([len(f) for f in found])
        self.nbr_idx = np.concatenate(found).astype(np.int64) if n else np.zeros(0, dtype=np.int64)

    def __len__(self) -> int:
        return len(self.buffers)

    @property
    def kept_weight(self) -> int:
        return int(self.weight[self.offset >= 0].sum())

    def neighbours(self, i: int) -> np.ndarray:
        return self.nbr_idx[self.nbr_ptr[i]:self.nbr_ptr[i + 1]]

    def kept_neighbours(self, i: int) -> np.ndarray:
        near = self.neighbours(i)
        return near[self.offset[near] >= 0]

    def lowest_fit(self, i: int, fit: str = "first") -> int:
        """Where buffer ``i`` would go among its kept neighbours, or SPILLED when no offset
        within the capacity is free (see the module)."""
        near = self.kept_neighbours(i)
        los = self.offset[near]
        size = int(self.size[i])
        at = _choose(los, los + self.size[near], size, int(self.align[i]), fit)
        # (on top of them all when no gap between them holds it: then nothing lower does)
        return at if at + size <= self.capacity else SPILLED

    def fill(self, order: Sequence[int] | np.ndarray, fit: str = "first", kernel: ModuleType | None = None) -> None:
        """Try to keep each spilled buffer of ``order``, in that order (compiled by ``kernel``
        when given)."""
        if kernel is not None:
            kernel.fill(np.asarray(order, dtype=np.int64), self.offset, self.start, self.end, self.size, self.align,
                        self.weight, self.capacity, FITS.index(fit))
            return
        offset = self.offset
        for i in order:
            if offset[i] == SPILLED:
                at = self.lowest_fit(i, fit)
                if at != SPILLED:
                    offset[i] = at

    def offsets_by_id(self) -> dict[int, int]:
        return {self.buffers[i].id: int(o) for i, o in enumerate(self.offset.tolist()) if o >= 0}


def density_order(weights: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """Indices by weight per byte, highest first (ties: heavier first, then index): the greedy's order."""
    density = weights / np.maximum(sizes, 1)
    return np.lexsort((np.arange(len(weights)), -weights, -density))


def weight_order(weights: np.ndarray) -> np.ndarray:
    """Indices by weight, heaviest first (ties: index)."""
    return np.lexsort((np.arange(len(weights)), -weights))
