"""The ``reorder`` pass: a function pass over :func:`memplan.reorder.api.reorder`.

``reorder{max-states=N dynamic-size=N analysis-only}``
(:class:`~memplan.reorder.options.ReorderOptions`). Run it on tensor programs, before
bufferization: it orders each block's side-effect-free tensor ops for a lower peak of live
tensor bytes, keeping every dependence.
"""

from __future__ import annotations

from typing import Any

from mlir import ir

from memplan.bufferize.registry import ModelRegistry
from memplan.mlir.pass_base import FUNCTION, MemplanPass
from memplan.reorder.api import reorder
from memplan.reorder.options import ReorderOptions


class ReorderPass(MemplanPass):
    """Order each block's tensor ops for a lower peak of live tensor bytes (opt-in)."""

    NAME = "reorder"
    ANCHOR = FUNCTION
    SUMMARY = ("Order side-effect-free tensor ops for a lower peak of live tensor bytes (exact for small "
               "graphs, heuristic beyond); run before bufferize")
    Options = ReorderOptions

    def __init__(self, options: ReorderOptions | None = None, *, registry: ModelRegistry | None = None,
                 **kwargs: Any):
        super().__init__(options, **kwargs)
        self.registry = registry  # the models bufferize will use: they say which results share storage

    def run_on(self, root: ir.Operation, targets: list[ir.Operation]) -> None:
        reports, remarks = reorder(root, self.options, functions=targets, models=self.registry)
        self.reports.extend(reports)
        for remark in remarks:
            self.remark(remark, root)
