"""The Python API: replaceable stages, plan validation, pipeline integration."""

from __future__ import annotations

import pytest
from ma_helpers import count, parse, run

from memplan.core.plan import Plan
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import MergeAllocOptions, merge_alloc, resolve_planner
from memplan.merge_alloc.lifetimes import TickTraceCollector
from memplan.merge_alloc.rewrite import ViewMutator
from memplan.passes import pass_names
from memplan.pipeline import run_pipeline

PROGRAM = """
func.func @f() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}
"""


def test_default_planner_is_auto():
    assert MergeAllocOptions().planner == "auto"
    name, planner = resolve_planner(MergeAllocOptions().planner)
    assert name == "auto" and callable(planner)


def test_custom_planner_is_used_and_checked():
    calls = []

    def stacked(buffers, options):
        calls.append(len(buffers))
        return Plan(buffers, {b.id: 64 * b.id for b in buffers}, planner="stacked")

    out, result = run(PROGRAM, planner=stacked)
    assert calls == [2]
    assert result.reports[0].plan.planner == "stacked"
    assert result.reports[0].plan.offsets == {0: 0, 1: 64}


def test_invalid_plan_is_refused_before_any_rewrite():
    def overlapping(buffers, options):
        return Plan(buffers, {b.id: 0 for b in buffers})

    text = PROGRAM.replace("linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)",
                           "linalg.copy ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)")
    module = parse(text)
    before = str(module)
    with pytest.raises(MemplanError, match="invalid plan"):
        merge_alloc(module, {}, planner=overlapping)
    assert str(module) == before


def test_planner_that_drops_a_buffer_is_refused():
    def forgetful(buffers, options):
        return Plan(buffers[:1], {buffers[0].id: 0})

    with pytest.raises(MemplanError, match="dropped"):
        run(PROGRAM, planner=forgetful)


def test_custom_collector_and_mutator():
    seen = []

    def only_first(func_op):
        traces = TickTraceCollector()(func_op)
        for t in traces:
            t.buffers = t.buffers[:1]
        return traces

    def recording(trace, plan):
        seen.append([b.name for b in trace.buffers])
        ViewMutator()(trace, plan)

    out, _ = run(PROGRAM, collector=only_first, mutator=recording)
    assert seen == [["%alloc"]]
    assert count(out, "memref.view") == 1 and count(out, "memref.alloc") == 2


def test_pass_is_registered_and_reports_to_the_pipeline_state():
    assert "merge-alloc" in pass_names()
    module = parse(PROGRAM)
    state = run_pipeline(module, "merge-alloc{planner=trivial},canonicalize")
    assert state.reports[0].plan.planner == "trivial"
    assert any("share an arena" in r.message for r in state.remarks)
    assert "memref.view" in str(module)


def test_pipeline_option_errors_fail_before_running():
    module = parse(PROGRAM)
    with pytest.raises(MemplanError, match="unknown planner"):
        run_pipeline(module, "merge-alloc{planner=bogus}")
    assert "memref.view" not in str(module)


def test_mutator_that_breaks_the_ir_is_caught():
    from mlir import ir
    from mlir.dialects import arith, memref

    def broken(trace, plan):
        alloc = trace.buffers[0].alloc
        with ir.InsertionPoint.after(alloc), alloc.location:
            shift = arith.ConstantOp(ir.IndexType.get(), 0).result
            memref.ViewOp(alloc.results[0].type, alloc.results[0], shift, [])  # source must be i8

    with pytest.raises(MemplanError, match="invalid IR"):
        run(PROGRAM, mutator=broken)


def test_internal_errors_surface_as_memplan_errors(monkeypatch):
    from memplan.core.planners import base

    def crashing(buffers, options):
        raise ZeroDivisionError("boom")

    module = parse(PROGRAM)
    monkeypatch.setitem(base._REGISTERED, "test-crashing", crashing)  # not left behind for other tests
    with pytest.raises(MemplanError, match="planner .test-crashing. failed: ZeroDivisionError: boom"):
        run_pipeline(module, "merge-alloc{planner=test-crashing}")


@pytest.mark.parametrize("options, searches", [({}, False), ({"time-limit": "1"}, True)])
def test_scopes_are_searched_only_when_a_time_limit_asks_for_it(options, searches):
    """A compiler plans many scopes: each must cost milliseconds unless the user asks for search."""
    seen = []

    def recording(buffers, planner_options):
        seen.append(planner_options)
        return Plan(buffers, {b.id: 64 * b.id for b in buffers}, planner="recording")

    module = parse(PROGRAM)
    merge_alloc(module, options, planner=recording)
    [asked] = seen
    assert asked.search_small_scopes is False
    assert (asked.time_limit is not None) is searches
