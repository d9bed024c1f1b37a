"""What the static and the dynamic paths of merge-alloc share around a planner: the buffers it
is given and the check of what it returns."""

from __future__ import annotations

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError
from memplan.diagnostics import MemplanError
from memplan.mlir.layout import element_layout
from memplan.mlir.merge_alloc.trace import ScopeTrace, TraceBuffer


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


def validate_plan(plan: Plan, buffers: list, planner_name: str) -> None:
    """Never rewrite with a plan that was not proven safe for exactly these buffers."""
    planned = {b.id: b for b in plan.buffers}
    for b in buffers:
        if planned.get(b.id) != b:
            raise MemplanError(f"merge-alloc: planner '{planner_name}' changed or dropped buffer {b.label}")
    if len(planned) != len(buffers):
        raise MemplanError(f"merge-alloc: planner '{planner_name}' planned buffers it was not given")
    try:
        plan.check()
    except PlanError as e:
        raise MemplanError(f"merge-alloc: planner '{planner_name}' produced an invalid plan: {e}") from None
    if not plan.planner:
        plan.planner = planner_name
