"""Parts whose load is flat at the capacity: no byte-tick may be left free.

When a part's load is the same ``C`` at every tick of its span and the arena asked
is ``C``, at each tick ``t`` where buffers start the free memory is exactly the
union of the ranges of the buffers that end at ``t`` (lifetimes are half-open,
``[start, end)``; at the first tick the whole arena), and the buffers starting at
``t`` must tile it exactly. An exact fill (regroup.py) searches only such tilings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import gcd

from memplan.core.buffer import Buffer

FOUND = "found"
INFEASIBLE = "infeasible"  # proven: no plan at the capacity
GAVE_UP = "gave_up"
NOT_APPLICABLE = "not_applicable"

MAX_UNITS = 1 << 20  # subset-sum bitsets of at most this many bits (capacity in units of the sizes' gcd)


@dataclass
class FillResult:
    status: str  # FOUND, INFEASIBLE, GAVE_UP or NOT_APPLICABLE
    offsets: dict[int, int] | None = None
    nodes: int = 0


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


def size_unit(part: Sequence[Buffer], capacity: int) -> int | None:
    """The unit an exact fill of ``part`` at ``capacity`` works in (the gcd of the sizes), or None
    where none applies: the load is not flat at exactly ``capacity``, a buffer is trivial, the
    alignments are not honoured by every exact tiling (all must divide the largest, which must
    divide every size: offsets are sums of sizes), or the capacity is more than MAX_UNITS units."""
    if not part or any(b.size == 0 or b.start >= b.end for b in part):
        return None
    grain = max(b.alignment for b in part)
    if any(grain % b.alignment or b.size % grain for b in part) or flat_load(part) != capacity:
        return None
    unit = 0
    for b in part:
        unit = gcd(unit, b.size)
    return unit if capacity // unit <= MAX_UNITS else None
