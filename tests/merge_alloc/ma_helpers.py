"""Shared helpers for the merge-alloc tests: parse, run the pass, look at the result."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from mlir import ir

from memplan.check.execution import mlir_binary
from memplan.merge_alloc.api import MergeAllocResult, merge_alloc
from memplan.merge_alloc.lifetimes import TickTraceCollector
from memplan.merge_alloc.trace import ScopeTrace
from memplan.mlir.parsing import new_context, parse_module

MLIR_OPT = Path(mlir_binary("mlir-opt"))
CORPUS = Path(__file__).parents[2] / "../shared/corpus/models"


def parse(text: str, unregistered: bool = False) -> ir.Module:
    return parse_module(text, new_context(unregistered))


def run(text: str, options: dict[str, str] | None = None, unregistered: bool = False,
        **stages) -> tuple[str, MergeAllocResult]:
    """Run merge-alloc on ``text``; return the verified output text and the result."""
    module = parse(text, unregistered)
    result = merge_alloc(module, options or {}, **stages)
    module.operation.verify()
    return str(module), result


def collect(text: str, unregistered: bool = False, func: str | None = None) -> tuple[ir.Module, list[ScopeTrace]]:
    """The default collector's traces for one function (the module is returned to keep ops alive)."""
    module = parse(text, unregistered)
    funcs = [op.operation for op in module.body.operations if op.operation.name == "func.func"]
    if func is not None:
        funcs = [f for f in funcs if ir.StringAttr(f.attributes["sym_name"]).value == func]
    return module, TickTraceCollector()(funcs[0])


def by_name(trace: ScopeTrace) -> dict:
    return {b.name: b for b in trace.buffers}


def left_alone(result: MergeAllocResult) -> dict[str, str]:
    return {la.name: la.reason for r in result.reports for la in r.left_alone}


def offsets(result: MergeAllocResult, scope: str = "func.func") -> dict[str, int]:
    """SSA name (before rewriting) -> planned offset, for the scopes named ``scope``."""
    out = {}
    for r in result.reports:
        if r.plan is not None and r.scope.startswith(scope):
            out.update({b.label: r.plan.offsets[b.id] for b in r.plan.buffers})
    return out


def count(text: str, op: str) -> int:
    return len(re.findall(rf"\b{re.escape(op)}\b", text))


def mlir_opt_accepts(text: str, unregistered: bool = False) -> bool:
    args = [str(MLIR_OPT)] + (["--allow-unregistered-dialect"] if unregistered else [])
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.returncode == 0
