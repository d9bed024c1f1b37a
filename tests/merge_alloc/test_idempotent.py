"""merge-alloc is idempotent: run on its own output it changes nothing (it used to wrap each
arena in a new one, two ops more a run: 1000 runs took 29 s and 443 MB). The rule and its
cases are specified in tests/lit/merge-alloc/idempotent.mlir; here, real programs."""

from __future__ import annotations

from pathlib import Path

import pytest

from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

ROOT = Path(__file__).parents[2]
PROGRAMS = [ROOT / "examples" / "matmul_chain.mlir", ROOT / "examples" / "resnet18.mlir",
            *sorted((ROOT / "corpus" / "dynamic").glob("*.mlir"))]


@pytest.mark.slow
@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
@pytest.mark.parametrize("options", ["", "{arena-from-argument}", "{bounds=64}"])
def test_a_second_merge_alloc_changes_nothing(path: Path, options: str) -> None:
    module = parse_module(path.read_text(), new_context(), str(path))
    run_pipeline(module, f"bufferize,merge-alloc{options}")
    once = str(module)
    assert "memref.view" in once  # something was merged the first time
    again = parse_module(once, new_context())
    state = run_pipeline(again, f"merge-alloc{options}")
    assert str(again) == once
    assert all(r.plan is None for r in state.reports)  # nothing planned: every arena is left as it is
