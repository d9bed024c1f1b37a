"""Exhaustive search for small parts, in plain Python: proofs without loading a solver.

Most allocation scopes a compiler sees are small. Their plans should be proven
optimal in microseconds, without importing numba or OR-Tools. This search
enumerates *canonical* plans (each buffer at the lowest aligned offset above
the placed buffers it meets in time, placed in non-decreasing (offset, index)
order), which is complete: push every buffer of an optimal plan down as far as
it goes, sort by offset, and that order is canonical. Pruning: the incumbent,
the dominance rule of branch_bound.py (placing a buffer at or above the lowest
possible top of another leaves a hole that one could have filled first), and
the cross-section bound (in every section the pending bytes, and their
alignment slots, sit above both its floor and the current offset), and reach
(every unplaced buffer still fits above its lowest aligned offset).

A node limit makes the cost predictable; a search cut short proves nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memplan.core.bounds import padding_classes, slot_tail
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer


@dataclass
class SmallResult:
    offsets: dict[int, int] | None  # the best plan found below ``upper`` (None: none found)
    arena: int  # its arena, or ``upper`` when none was found
    proven: bool  # the search finished: no plan below ``arena`` exists
    nodes: int


class _Abort(Exception):
    pass


def solve_small(
    buffers: Sequence[Buffer], upper: int, lower: int, node_limit: int, deadline: Deadline = Deadline()
) -> SmallResult:
    """Smallest arena below ``upper`` for non-trivial ``buffers``, stopping at ``lower``."""
    n = len(buffers)
    size = [b.size for b in buffers]
    align = [b.alignment for b in buffers]
    ticks = sorted({t for b in buffers for t in (b.start, b.end)})
    at = {t: k for k, t in enumerate(ticks)}
    secs = [range(at[b.start], at[b.end]) for b in buffers]
    overlaps = [[j for j in range(n) if j != i and buffers[i].overlaps_in_time(buffers[j])] for i in range(n)]
    n_sec = max(len(ticks) - 1, 1)
    pending = [0] * n_sec
    for i in range(n):
        for s in secs[i]:
            pending[s] += size[i]
    floor = [0] * n_sec
    # per padding class (bounds.padding_classes): alignment, slots of each buffer, and per
    # section the slots pending and the least tail of the class's buffers live there
    classes = []
    for a, slots in padding_classes(size, align):
        pend, tail = [0] * n_sec, [0] * n_sec
        for i in range(n):
            for s in secs[i]:
                if slots[i]:
                    t = slot_tail(size[i], slots[i], a)
                    tail[s] = t if pend[s] == 0 else min(tail[s], t)
                    pend[s] += slots[i]
        classes.append((a, slots, pend, tail))
    min_off = [0] * n
    offset = [0] * n
    placed = [False] * n
    state = {"upper": upper, "best": None, "nodes": 0}

    def dfs(last_off: int, last_i: int, left: int) -> bool:
        """True when the search may stop (a plan at ``lower`` was found)."""
        state["nodes"] += 1
        if state["nodes"] > node_limit or state["nodes"] % 256 == 0 and deadline.expired():
            raise _Abort
        cap = state["upper"] - 1  # look only for strictly smaller arenas
        if left == 0:
            arena = max(offset[i] + size[i] for i in range(n))
            state["upper"], state["best"] = arena, list(offset)
            return arena <= lower
        for s in range(n_sec):
            low = max(floor[s], last_off)
            if low + pending[s] > cap:
                return False
            for a, _, pend, tail in classes:  # the section's alignment slots (see branch_bound._slots_need)
                if pend[s] and -(-low // a) * a + (pend[s] - 1) * a + tail[s] > cap:
                    return False
        unplaced = [i for i in range(n) if not placed[i]]
        if any(min_off[i] + size[i] > cap for i in unplaced):
            return False  # out of reach: its alignment raised it too far (see branch_bound.py)
        min_height = min(min_off[i] + size[i] for i in unplaced)
        for i in sorted(unplaced, key=lambda i: (min_off[i], i)):
            off = min_off[i]
            if off >= min_height:
                break  # dominance: everything from here on leaves a fillable hole
            if (off, i) < (last_off, last_i) or off + size[i] > state["upper"] - 1:
                continue
            if _place(i, off) and dfs(off, i, left - 1):
                return True
            _unplace(i)
        return False

    undo: list[list[tuple[list[int], int, int]]] = []

    def _place(i: int, off: int) -> bool:
        log: list[tuple[list[int], int, int]] = []
        top = off + size[i]
        placed[i], offset[i] = True, off
        for s in secs[i]:
            log.append((floor, s, floor[s]))
            floor[s] = max(floor[s], top)
            pending[s] -= size[i]
        for _, slots, pend, _ in classes:
            for s in secs[i]:
                pend[s] -= slots[i]
        for j in overlaps[i]:
            if not placed[j] and min_off[j] < top:
                log.append((min_off, j, min_off[j]))
                min_off[j] = -(-top // align[j]) * align[j]
        undo.append(log)
        return True

    def _unplace(i: int) -> None:
        placed[i] = False
        for s in secs[i]:
            pending[s] += size[i]
        for _, slots, pend, _ in classes:
            for s in secs[i]:
                pend[s] += slots[i]
        for table, k, old in reversed(undo.pop()):
            table[k] = old

    try:
        dfs(-1, -1, n)
        proven = True
    except _Abort:
        proven = False
    best = state["best"]
    offsets = None if best is None else {b.id: best[i] for i, b in enumerate(buffers)}
    return SmallResult(offsets, state["upper"], proven, state["nodes"])
