"""Splitting a problem at cut lines: ticks that no lifetime crosses.

Buffers on either side of a cut line are never live together, so each part can
be planned on its own and the arena is the largest part's (MiniMalloc's
observation; it turns one hard instance into several small ones).
"""

from __future__ import annotations

from collections.abc import Sequence

from memplan.core.buffer import Buffer
from memplan.core.search.placement import is_trivial


def split_at_cut_lines(buffers: Sequence[Buffer]) -> list[list[int]]:
    """Indices of the non-trivial buffers, grouped into parts with no lifetime in common across parts."""
    order = sorted((i for i, b in enumerate(buffers) if not is_trivial(b)), key=lambda i: buffers[i].start)
    parts: list[list[int]] = []
    reach = None
    for i in order:
        b = buffers[i]
        if reach is None or b.start >= reach:
            parts.append([])
            reach = b.end
        parts[-1].append(i)
        reach = max(reach, b.end)
    return parts
