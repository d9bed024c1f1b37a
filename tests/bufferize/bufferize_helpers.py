"""Helpers for bufferize tests: parse, bufferize, count, run."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir

from memplan.bufferize import BufferizeOptions, bufferize
from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, parse_module

CORPUS = Path(__file__).parents[2] / "../shared/corpus/models"


def corpus_text(name: str) -> str:
    path = CORPUS / f"{name}.mlir"
    if not path.exists():
        pytest.skip(f"shared corpus not available ({path})")
    return path.read_text()


def run(text: str, options: BufferizeOptions | None = None, registry=None, unregistered: bool = False):
    """Bufferize ``text``; return (module, report). The result has been verified by the driver."""
    module = parse_module(text, new_context(unregistered))
    report = bufferize(module, options, registry=registry)
    return module, report


def agree(text: str, module: ir.Module) -> None:
    """The bufferized ``module`` computes what the tensor program ``text`` does (upstream as reference)."""
    result = compare_programs(text, str(module))
    assert result.agree, result.message


def ops(module: ir.Module, name: str) -> list[ir.Operation]:
    found = []

    def visit(op):
        if op.name == name:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def count(module: ir.Module, name: str) -> int:
    return len(ops(module, name))


def has_tensors(module: ir.Module) -> bool:
    return "tensor<" in str(module)


def func_body(name: str, args: str, results: str, body: str) -> str:
    return f"func.func @{name}({args}) -> ({results}) {{\n{body}\n}}\n"
