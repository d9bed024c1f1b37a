"""The ``bufferize`` pass: a module pass over :func:`memplan.bufferize.driver.bufferize`.

``bufferize{function-boundary-layout=identity|fully-dynamic writable-function-args alignment=64
analysis-only}`` (:class:`~memplan.bufferize.options.BufferizeOptions`). It is a module pass
because it changes function signatures and the calls that use them.
"""

from __future__ import annotations

from typing import Any

from mlir import ir

from memplan.bufferize.driver import bufferize
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.mlir.pass_base import MODULE, MemplanPass


class BufferizePass(MemplanPass):
    """Tensors to buffers with memplan's per-op models (``registry``: the models to use)."""

    NAME = "bufferize"
    ANCHOR = MODULE
    ANCHOR_REASON = "it changes function signatures and the calls that use them"
    SUMMARY = "Bufferize tensor programs with replaceable per-op models (One-Shot style in-place analysis)"
    Options = BufferizeOptions

    def __init__(self, options: BufferizeOptions | None = None, *, registry: ModelRegistry | None = None,
                 **kwargs: Any):
        super().__init__(options, **kwargs)
        self.registry = registry

    def run_on(self, root: ir.Operation, targets: list[ir.Operation]) -> None:
        models = self.registry if self.registry is not None else default_registry()
        for module in targets:
            report = bufferize(module, self.options, models)
            self.reports.append(report)
            for remark in report.remarks:
                self.remark(remark, module)
