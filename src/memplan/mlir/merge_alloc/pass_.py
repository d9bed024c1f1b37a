"""Registers ``merge-alloc`` with memplan's pipeline (a Python pass in MLIR's pass manager).

``merge-alloc{planner=NAME alignment=N analysis-only arena-from-argument time-limit=S}``:
options are checked when the pipeline is built, so a typo fails before any IR changes.
"""

from __future__ import annotations

from typing import Any

from mlir import ir

from memplan.diagnostics import MemplanError
from memplan.mlir.merge_alloc.api import MergeAllocOptions, merge_alloc
from memplan.pipeline import PipelineState, register_pass


def merge_alloc_pass(options: dict[str, str], state: PipelineState):
    parsed = MergeAllocOptions.parse(options)

    def run(op: ir.Operation, pass_: Any) -> None:
        try:
            result = merge_alloc(op, parsed)
        except MemplanError:
            raise
        except Exception as e:  # a bug: still no traceback for the user, but say what broke
            raise MemplanError(f"merge-alloc: internal error ({type(e).__name__}: {e}); please report it") from e
        state.remarks.extend(result.remarks)
        state.reports.extend(result.reports)

    return run


register_pass("merge-alloc", merge_alloc_pass)
