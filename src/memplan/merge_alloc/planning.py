"""What the static and the dynamic paths of merge-alloc give a planner: the buffers, each with
its alignment. (What the planner returns is checked by ``call_planner``, against its own copy
of these buffers.)"""

from __future__ import annotations

from memplan.core.buffer import Buffer
from memplan.merge_alloc.trace import ScopeTrace, TraceBuffer
from memplan.mlir.layout import element_layout


def planning_alignment(b: TraceBuffer, alignment: int) -> int:
    """The largest of the pass's ``alignment``, the alloc's own and the element's ABI alignment."""
    if b.element_alignment is not None:
        element = b.element_alignment
    else:
        layout = element_layout(b.type.element_type)
        element = b.element_bytes if isinstance(layout, str) else layout.alignment
    return max(alignment, b.alignment, element)


def planning_buffers(trace: ScopeTrace, alignment: int) -> list[Buffer]:
    """The trace's buffers for the planner, each with its :func:`planning_alignment`."""
    return [b.to_buffer(planning_alignment(b, alignment)) for b in trace.buffers]
