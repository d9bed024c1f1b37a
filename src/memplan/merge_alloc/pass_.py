"""The ``merge-alloc`` pass: a function pass over :func:`memplan.merge_alloc.api.merge_alloc`.

``merge-alloc{planner=NAME alignment=N analysis-only arena-from-argument time-limit=S}``
(:class:`~memplan.merge_alloc.options.MergeAllocOptions`): options are checked when
the pass is made, so a typo fails before any IR changes.
"""

from __future__ import annotations

from mlir import ir

from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import merge_alloc
from memplan.merge_alloc.options import MergeAllocOptions
from memplan.mlir.pass_base import FUNCTION, MemplanPass


class MergeAllocPass(MemplanPass):
    """Merge each function's allocations into one arena per scope and memory space."""

    NAME = "merge-alloc"
    ANCHOR = FUNCTION
    SUMMARY = "Merge a function's memref.allocs into one arena per allocation scope and memory space"
    Options = MergeAllocOptions

    def run_on(self, root: ir.Operation, targets: list[ir.Operation]) -> None:
        if self.options.arena_from_argument and root.name == FUNCTION and not self.options.analysis_only:
            raise MemplanError("merge-alloc: arena-from-argument changes the function's signature, which a pass "
                               "run on the function itself may not do: run merge-alloc on the module",
                               str(root.location))
        result = merge_alloc(root, self.options, functions=targets)
        self.reports.extend(result.reports)
        for remark in result.remarks:
            self.remark(remark, root)
