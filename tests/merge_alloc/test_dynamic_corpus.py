"""The dynamic-shape PyTorch exports of corpus/dynamic: every temporary whose size is an
expression of the dynamic dimension is in an arena sized at run time, the arena is the
max-live bytes at every size, and the planned program computes what the original does."""

from __future__ import annotations

from pathlib import Path

import pytest

from memplan.check.execution import compare_programs
from memplan.merge_alloc.records import ScopeReport
from memplan.mlir.parsing import new_context, parse_module, print_module
from memplan.pipeline import run_pipeline

CORPUS = Path(__file__).parents[2] / "corpus" / "dynamic"
MODELS = {"mlp_batch": "batch", "cnn_batch": "batch", "encoder_seq": "seq", "llama_seq": "seq"}
# sizes in seq and seq^2 (attention scores): no one stacking is best at every size; the few
# layouts kept, chosen at run time, stay within this factor of the max-live bytes
SLACK = {"llama_seq": 1.05}


def plan(name: str, pipeline: str = "bufferize,merge-alloc"):
    module = parse_module((CORPUS / f"{name}.mlir").read_text(), new_context())
    state = run_pipeline(module, pipeline)
    return print_module(module), state


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n == "llama_seq" else n for n in MODELS])
def test_every_dynamic_temporary_is_in_the_arena(name):
    text, state = plan(name)
    (report,) = [r for r in state.reports if isinstance(r, ScopeReport)]
    assert report.dynamic is not None and report.dynamic.mode == "symbolic"
    assert [s.name for s in report.dynamic.symbols] == [MODELS[name]]  # the Dim's name, from the export
    reasons = [la.reason for la in report.left_alone]
    assert not any("dynamic shape" in r for r in reasons)
    assert all(r == "returned from the function" or "memref.reshape" in r for r in reasons)
    assert text.count("memref.alloc(") == 2  # the arena, and the returned result
    for size in (1, 7, 64, 100, 512, 10**6):
        values = {MODELS[name]: size}
        assert report.dynamic.arena(values) <= SLACK.get(name, 1) * report.dynamic.max_live(values)


@pytest.mark.slow
@pytest.mark.parametrize("name, sizes", [
    ("mlp_batch", [1, 7, 64, 4096]),
    ("cnn_batch", [1, 3, 64, 200]),
    ("encoder_seq", [1, 7, 64, 700]),
    ("llama_seq", [2, 7, 100, 300]),
])
def test_planned_exports_compute_the_same_at_every_size(name, sizes):
    source = (CORPUS / f"{name}.mlir").read_text()
    text, _ = plan(name)
    result = compare_programs(source, text, sizes=sizes, timeout=300)
    assert result.agree, result.message


@pytest.mark.slow
def test_upper_bound_plan_from_the_exported_bound():
    text, state = plan("mlp_batch", "bufferize,merge-alloc{dynamic=upper-bound}")
    (report,) = [r for r in state.reports if isinstance(r, ScopeReport)]
    assert report.dynamic.mode == "upper-bound"
    assert report.plan.arena_size == report.dynamic.max_live({"batch": 64})
    source = (CORPUS / "mlp_batch.mlir").read_text()
    assert compare_programs(source, text, sizes=[1, 64]).agree
    assert "batch exceeds 64" in text
