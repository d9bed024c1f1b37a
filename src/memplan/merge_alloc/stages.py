"""The three replaceable stages of merge-alloc, as small protocols.

``merge_alloc`` runs, for every function: ``collector(func_op)`` to get one
:class:`ScopeTrace` per (scope, memory space); the ``planner`` on each trace's
buffers (the planning core's protocol, MLIR-free); and ``mutator(trace, plan)``
to rewrite the IR. Any callable with the right shape can replace a default,
e.g. a collector with a different notion of lifetime, a planner from another
library, or a mutator that emits calls to a runtime allocator instead.
"""

from __future__ import annotations

from typing import Protocol

from mlir import ir

from memplan.core.plan import Plan
from memplan.core.planners.base import Planner
from memplan.merge_alloc.trace import ScopeTrace

__all__ = ["TraceCollector", "Planner", "Mutator"]


class TraceCollector(Protocol):
    """Find the mergeable allocations of a function and their lifetimes.

    Returns one trace per (allocation scope, memory space) that holds any
    allocation; buffers it cannot vouch for go into ``left_alone`` with a reason.
    It must not change the IR.
    """

    def __call__(self, func_op: ir.Operation) -> list[ScopeTrace]: ...


class Mutator(Protocol):
    """Rewrite the IR so that the trace's buffers live where ``plan`` says.

    ``plan`` has already passed ``Plan.check()`` and covers exactly the
    trace's buffers (by id). The result must verify.
    """

    def __call__(self, trace: ScopeTrace, plan: Plan) -> None: ...
