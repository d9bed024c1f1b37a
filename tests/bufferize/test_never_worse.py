"""Never worse: on every real export the project keeps (and the shared corpus when it is there),
the bytes allocated after memplan's ``bufferize,merge-alloc`` are at most those after upstream's
one-shot-bufferize followed by memplan's merge-alloc, and memplan copies no more than upstream."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir, passmanager

from memplan.bufferize.buffer_types import byte_size
from memplan.mlir.parsing import new_context, parse_module
from memplan.mlir.upstream import UPSTREAM_BUFFERIZE
from memplan.pipeline import run_pipeline

ROOT = Path(__file__).parents[2]
MODELS = sorted((ROOT / "corpus/static").glob("*.mlir")) + sorted(
    p for p in (ROOT / "../shared/corpus/models").glob("*.mlir") if "bufferized" not in p.name)


def allocated(module: ir.Module) -> tuple[int, int]:
    """(bytes of every static memref.alloc, number of copies)."""
    total = copies = 0

    def visit(op):
        nonlocal total, copies
        if op.name == "memref.alloc":
            total += byte_size(ir.MemRefType(op.results[0].type)) or 0
        elif op.name == "memref.copy":
            copies += 1
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return total, copies


def after(text: str, bufferization: str) -> tuple[int, int]:
    module = parse_module(text, new_context())
    if bufferization == "upstream":
        passmanager.PassManager.parse(f"builtin.module({UPSTREAM_BUFFERIZE})", context=module.context).run(
            module.operation)
    else:
        run_pipeline(module, "bufferize")
    copies = allocated(module)[1]
    run_pipeline(module, "merge-alloc")
    return allocated(module)[0], copies


@pytest.mark.slow
@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.stem)
def test_memplan_never_allocates_or_copies_more_than_upstream(path: Path):
    text = path.read_text()
    ours, ours_copies = after(text, "memplan")
    theirs, their_copies = after(text, "upstream")
    assert ours <= theirs, f"{path.stem}: {ours} bytes after bufferize,merge-alloc, upstream {theirs}"
    assert ours_copies <= their_copies
