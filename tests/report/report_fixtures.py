"""ScopeReport records built by hand, as merge-alloc would emit them (shared by tests/report)."""

from __future__ import annotations

from memplan.core import Buffer
from memplan.core.planners import PlannerOptions, get_planner
from memplan.merge_alloc.records import LeftAlone, ScopeReport


def chain_buffers(n: int, size: int = 4096) -> list[Buffer]:
    """``n`` buffers, each live from its producer to its consumer: a chain of ops."""
    return [Buffer(i, size * (1 + i % 3), 2 * i, 2 * i + 3, 64, f"%alloc_{i}") for i in range(n)]


def scope_record(n: int = 6, planner: str = "best-fit", function: str = "forward") -> ScopeReport:
    buffers = chain_buffers(n)
    plan = get_planner(planner)(buffers, PlannerOptions())
    plan.check()
    ticks = {t: ("linalg.matmul" if t % 2 else "memref.alloc") for t in range(2 * n + 3)}
    producers = {b.id: ("linalg.matmul" if b.id % 2 else "linalg.fill") for b in buffers}
    left = [LeftAlone("%ret", "returned from the function", 'loc("m.mlir":9:3)', 512),
            LeftAlone("%dyn", "dynamic shape", None, None)]
    return ScopeReport(function, "func.func", None, plan, left, ticks, producers)
