"""Never worse: on every real export the project keeps (and the shared corpus when it is there),
the bytes allocated after memplan's ``bufferize,merge-alloc`` are at most those after upstream's
one-shot-bufferize followed by memplan's merge-alloc, and memplan copies no more than upstream;
and the default (``split-empty-tensors=auto``) needs no more bytes than the better of splitting
shared tensor.empty ops or not."""

from __future__ import annotations

from functools import cache
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


@cache
def after(path: Path, bufferization: str) -> tuple[int, int]:
    """(bytes allocated after ``bufferization`` then merge-alloc, copies after ``bufferization``):
    ``upstream`` or a memplan pipeline such as ``bufferize{split-empty-tensors=on}``."""
    module = parse_module(path.read_text(), new_context())
    if bufferization == "upstream":
        passmanager.PassManager.parse(f"builtin.module({UPSTREAM_BUFFERIZE})", context=module.context).run(
            module.operation)
    else:
        run_pipeline(module, bufferization)
    copies = allocated(module)[1]
    run_pipeline(module, "merge-alloc")
    return allocated(module)[0], copies


@pytest.mark.slow
@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.stem)
def test_memplan_never_allocates_or_copies_more_than_upstream(path: Path):
    ours, ours_copies = after(path, "bufferize")
    theirs, their_copies = after(path, "upstream")
    assert ours <= theirs, f"{path.stem}: {ours} bytes after bufferize,merge-alloc, upstream {theirs}"
    assert ours_copies <= their_copies


@pytest.mark.slow
@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.stem)
def test_default_needs_no_more_than_the_better_of_splitting_or_not(path: Path):
    default, _ = after(path, "bufferize")
    split, _ = after(path, "bufferize{split-empty-tensors=on}")
    shared, _ = after(path, "bufferize{split-empty-tensors=off}")
    assert default <= min(split, shared), f"{path.stem}: default {default} bytes, split {split}, not split {shared}"
