"""Planner ``accel-banked``: first fit in order of first use, every offset on a bank line.

Any callable ``(buffers, options) -> Plan`` is a planner; memplan checks the plan it returns
(no two buffers live at once overlap, every offset aligned) before using it.
"""

from memplan.core import Plan
from memplan.core.buffer import align_up

from memplan_accel.hooks import LINE_BYTES


def plan_banked(buffers, options) -> Plan:
    offsets: dict[int, int] = {}
    for b in sorted(buffers, key=lambda b: (b.start, -b.size, b.id)):
        alignment = max(b.alignment, LINE_BYTES)
        offset = 0
        live = sorted((o for o in buffers if o.id in offsets and o.overlaps_in_time(b)), key=lambda o: offsets[o.id])
        for other in live:
            if offset + b.size <= offsets[other.id]:
                break  # fits in the gap below `other`
            offset = max(offset, align_up(offsets[other.id] + other.size, alignment))
        offsets[b.id] = offset
    return Plan(buffers, offsets, planner="accel-banked")
