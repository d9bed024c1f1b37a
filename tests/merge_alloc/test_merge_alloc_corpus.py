"""merge-alloc on the bufferized corpus models (skipped when ../shared is absent)."""

from __future__ import annotations

import pytest
from ma_helpers import CORPUS, count, left_alone, mlir_opt_accepts, run

from memplan.check.execution import compare_programs

MODELS = ["mlp", "resnet18", "gpt2"]


def _source(model: str) -> str:
    path = CORPUS / f"{model}.upstream-bufferized.mlir"
    if not path.exists():
        pytest.skip(f"corpus not available at {path}")
    return path.read_text()


@pytest.mark.slow
@pytest.mark.parametrize("model", MODELS)
def test_corpus_model_merges_verifies_and_parses(model):
    merged, result = run(_source(model))
    (report,) = result.reports
    report.plan.check()
    assert report.plan.arena_size < report.bytes_before
    # only the returned result stays out
    assert list(left_alone(result).values()) == ["returned from the function"]
    assert count(merged, "memref.view") == len(report.plan.buffers)
    assert mlir_opt_accepts(merged)


@pytest.mark.slow
@pytest.mark.parametrize("model, planner", [("mlp", None), ("mlp", "chunk"), ("resnet18", None)])
def test_corpus_model_runs_the_same(model, planner):
    source = _source(model)
    merged, _ = run(source, {"planner": planner} if planner else {})
    outcome = compare_programs(source, merged)
    assert outcome.agree, outcome.message


@pytest.mark.slow
def test_mlp_after_upstream_deallocation_pipeline():
    """Deallocs of merged buffers go; the arena is freed once; results unchanged."""
    from ma_helpers import parse

    from memplan.pipeline import run_pipeline

    source = _source("mlp")
    module = parse(source)
    run_pipeline(module, "func.func(ownership-based-buffer-deallocation),canonicalize,"
                         "func.func(buffer-deallocation-simplification,bufferization-lower-deallocations),"
                         "cse,canonicalize,merge-alloc")
    merged = str(module)
    assert count(merged, "memref.dealloc") == 1
    assert compare_programs(source, merged).agree
