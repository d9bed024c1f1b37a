"""The ``bufferize{...}`` pipeline pass: the default models, options as in BufferizeOptions.

``bufferize{function-boundary-layout=identity|fully-dynamic writable-function-args alignment=64}``
"""

from __future__ import annotations

from typing import Any

from mlir import ir

from memplan.bufferize.driver import bufferize
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.pipeline import PipelineState, register_pass


def make_pass(options: dict[str, str], state: PipelineState, registry: ModelRegistry | None = None):
    """Options are checked here, when the pipeline is built, before any IR changes."""
    opts = BufferizeOptions.from_pipeline(options)
    models = registry if registry is not None else default_registry()

    def run(op: ir.Operation, pass_: Any) -> None:
        report = bufferize(op, opts, models)
        state.reports.append(report)
        state.remarks.extend(report.remarks)

    return run


register_pass("bufferize", make_pass)
