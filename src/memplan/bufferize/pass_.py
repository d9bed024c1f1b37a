"""The ``bufferize{...}`` pipeline pass (default models; options as in BufferizeOptions)."""

from __future__ import annotations

from typing import Any

from mlir import ir

from memplan.bufferize.driver import bufferize
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.pipeline import PipelineState, register_pass


def make_pass(options: dict[str, str], state: PipelineState, registry: ModelRegistry | None = None):
    opts = BufferizeOptions.from_pipeline(options)
    models = registry if registry is not None else default_registry()

    def run(op: ir.Operation, pass_: Any) -> None:
        module = ir.Module(op) if False else _as_module(op)
        state.reports.append(bufferize(module, opts, models))

    return run


def _as_module(op: ir.Operation):
    """The pass manager hands us the module operation; bufferize wants something with .body."""
    return _ModuleView(op)


class _ModuleView:
    def __init__(self, op: ir.Operation):
        self.operation = op.operation if hasattr(op, "operation") else op
        self.context = self.operation.context

    @property
    def body(self) -> ir.Block:
        return self.operation.regions[0].blocks[0]


register_pass("bufferize", make_pass)
