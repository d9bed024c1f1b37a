"""Run a pipeline on a program and collect what merge-alloc reported: the engine behind
``memplan report`` and the demo."""

from __future__ import annotations

import time
from dataclasses import dataclass

from mlir import ir

from memplan.bufferize.tensors import module_has_tensors
from memplan.core.spill import spill_note
from memplan.merge_alloc.records import ScopeReport
from memplan.mlir.upstream import UPSTREAM_BUFFERIZE
from memplan.passes import pass_names
from memplan.report.model import Report, build_report
from memplan.report.svg import Panel
from memplan.report.table import scope_name


@dataclass
class ReportRun:
    report: Report
    records: list[ScopeReport]
    module: ir.Module  # the program after the pipeline
    pipeline: str  # the pipeline that ran
    note: str = ""  # e.g. which bufferization was used when memplan's was unavailable


def default_pipeline(module: ir.Module) -> tuple[str, str]:
    """``bufferize,merge-alloc`` for tensor programs, ``merge-alloc`` for memref ones.

    Falls back to upstream one-shot-bufferize (and says so) when memplan's own
    bufferize pass is not part of this build.
    """
    if not module_has_tensors(module):
        return "merge-alloc", ""
    if "bufferize" in pass_names():
        return "bufferize,merge-alloc", ""
    return f"{UPSTREAM_BUFFERIZE},merge-alloc", "memplan's bufferize pass is not available: used upstream one-shot-bufferize"


def run_report(module: ir.Module, pipeline: str | None = None, input_name: str = "-",
               sizes: tuple[int, ...] = (), draw_at: int | None = None) -> ReportRun:
    """Run ``pipeline`` (default: :func:`default_pipeline`) on ``module`` in place and report.

    Scopes of dynamic sizes are stated at ``sizes`` and shown (table, picture) at ``draw_at``."""
    from memplan.mlir.parsing import verify
    from memplan.pipeline import Nest, PipelineState, parse_pipeline, run_pipeline
    from memplan.progress import progress

    note = ""
    if not pipeline:
        pipeline, note = default_pipeline(module)
    state = PipelineState()
    elements = parse_pipeline(pipeline, module.operation.name).elements
    # One element at a time (same state, same order as one pass manager would run
    # them) so that the bar can say which pass is running and each pass is timed.
    timings: list[tuple[str, float]] = []
    with progress(f"{input_name}", total=len(elements)) as advance:
        for element in elements:
            name = _short_name(element)
            advance.describe(f"{input_name}: {name}")
            start = time.perf_counter()
            run_pipeline(module, Nest(module.operation.name, (element,)), state)
            timings.append((name, time.perf_counter() - start))
            advance()
    verify(module.operation)
    records = [r for r in state.reports if isinstance(r, ScopeReport)]
    models: dict[str, str] = {}
    for r in state.reports:  # bufferize's reports: which model served each op
        for op_name, origin in getattr(r, "models", {}).items():
            models.setdefault(op_name, origin)
    report = build_report(records, input=input_name, pipeline=pipeline, seconds=sum(t for _, t in timings),
                          passes=timings, sizes=sizes, draw_at=draw_at, models=models)
    return ReportRun(report, records, module, pipeline, note)


def _short_name(element) -> str:
    """``merge-alloc{planner=chunk}`` -> ``merge-alloc``; ``func.func(cse,merge-alloc)`` -> the same, no options."""
    from memplan.pipeline import Nest

    if isinstance(element, Nest):
        return f"{element.anchor}({','.join(_short_name(e) for e in element.elements)})"
    return element.name


def record_panels(records: list[ScopeReport], prefix: str = "", draw_at: int | None = None) -> list[Panel]:
    """One picture panel per scope that merged anything, with what MLIR knows about its buffers;
    a scope of dynamic size is drawn at ``draw_at`` (every dynamic dimension that size)."""
    from memplan.report.model import plan_at_size

    panels = []
    for r in records:
        plan, title = r.plan, f"{prefix}@{r.function} / {scope_name(r.scope, r.memory_space)}"
        if r.dynamic is not None and draw_at is not None:
            plan = plan_at_size(r.dynamic, draw_at) or plan
            title += f" at size {draw_at}"
        if plan is not None and plan.buffers:
            capacity = r.room if r.dynamic is None else None  # the arena's share of the capacity
            spilled = tuple(r.spill.spilled) if r.spill is not None else ()
            note = spill_note(r.spill) if r.spill is not None else ""
            panels.append(Panel(plan, title, r.tick_ops, r.producers, r.origins, capacity, spilled, note))
    return panels
