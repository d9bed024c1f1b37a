"""`bufferize{split-empty-tensors}`: each op writing a tensor.empty that other ops write too gets a
buffer of its own, or a dead input's, instead of sharing one; the program computes the same and
needs no more bytes after merge-alloc."""

from __future__ import annotations

from pathlib import Path

import pytest
from bufferize_helpers import count, run

from memplan.bufferize import BufferizeOptions
from memplan.bufferize.driver import live_peak
from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, ops_named, parse_module
from memplan.pipeline import run_pipeline

STATIC = Path(__file__).parents[2] / "corpus/static"
SPLIT = BufferizeOptions(split_empty_tensors=True)

# torch-mlir's pattern: one tensor.empty is the destination of every elementwise op of its shape.
# Shared, %a, %b and %c are one buffer live from %a to %c's last read; split, %b writes over %a
# (dead at %b) and %c over %b.
SHARED = """
func.func @f(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %b = linalg.negf ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %c = linalg.add ins(%b, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %d = linalg.exp ins(%y : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %c, %d : tensor<64xf32>, tensor<64xf32>
}
"""


@pytest.mark.slow
def test_writers_of_a_shared_empty_get_buffers_of_their_own_or_a_dead_inputs():
    shared, _ = run(SHARED)
    split, report = run(SHARED, SPLIT)  # its IR: tests/lit/bufferize/split-empty-tensors.mlir
    assert report.allocs == 2  # %a's (which %b and %c reuse) and %d's
    assert live_peak(split.operation) <= live_peak(shared.operation)
    result = compare_programs(SHARED, str(split))
    assert result.agree, result.message


@pytest.mark.slow
def test_squeezenet_split_copies_nothing_and_needs_no_more_memory():
    text = (STATIC / "squeezenet1_1.mlir").read_text()
    shared, _ = run(text)
    split, report = run(text, SPLIT)
    assert count(split, "memref.copy") == 0 < count(shared, "memref.copy")
    assert live_peak(split.operation) <= live_peak(shared.operation)


@pytest.mark.slow
def test_densenet121_split_keeps_its_concatenations_in_place():
    # dead-input reuse may take a concat's buffer when its inputs are copied; the choice of
    # placements is weighed on a program where it may not (else it sees the wrong lifetimes and
    # leaves every concatenation out: 653 copies)
    text = (STATIC / "densenet121.mlir").read_text()
    split, _ = run(text, SPLIT)
    assert count(split, "memref.copy") <= 30


# Written in place, %a and %c share %e's buffer, live from %a to %r across %t and %u; split, %a's
# buffer dies at %t (tests/lit/bufferize/split-empty-tensors-auto.mlir holds the same program).
SPLIT_HELPS = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %f = tensor.empty() : tensor<8x8xf32>
  %g = tensor.empty() : tensor<8x8xf32>
  %h = tensor.empty() : tensor<8x8xf32>
  %a = linalg.exp ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x8xf32>) outs(%g : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %c = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%u : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %r = linalg.exp ins(%c : tensor<8x8xf32>) outs(%h : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
"""

# The same with n x n tensors: auto weighs the dynamic buffers at the sizes merge-alloc plans at
SPLIT_HELPS_DYNAMIC = SPLIT_HELPS.replace("8x8", "?x?").replace(
    "tensor.empty() :", "tensor.empty(%size, %size) :").replace(
    "-> tensor<?x?xf32> {\n", "-> tensor<?x?xf32> {\n  %c0 = arith.constant 0 : index\n"
    "  %size = tensor.dim %x, %c0 : tensor<?x?xf32>\n", 1)

NOTHING_SHARED = """
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %a : tensor<64xf32>
}
"""


def auto_remarks(report) -> list[str]:
    return [r.message for r in report.remarks if "split-empty-tensors=auto" in r.message]


@pytest.mark.parametrize("text, chosen", [(SPLIT_HELPS, "on"), (SHARED, "off"), (SPLIT_HELPS_DYNAMIC, "on")],
                         ids=["helps", "ties", "helps-dynamic"])
def test_auto_is_byte_for_byte_the_setting_with_fewer_bytes_live(text: str, chosen: str):
    auto, report = run(text)
    split, _ = run(text, BufferizeOptions(split_empty_tensors="on"))
    shared, _ = run(text, BufferizeOptions(split_empty_tensors="off"))
    assert str(auto) == str(split if chosen == "on" else shared)
    (remark,) = auto_remarks(report)
    assert remark.startswith(f"bufferize: split-empty-tensors=auto chose {chosen}:")
    assert f"{live_peak(split.operation)} split, {live_peak(shared.operation)} not" in remark
    assert live_peak(auto.operation) == min(live_peak(split.operation), live_peak(shared.operation))
    if chosen == "on":
        assert live_peak(split.operation) < live_peak(shared.operation)


def test_auto_bufferizes_once_when_splitting_would_change_nothing(monkeypatch):
    from memplan.bufferize import driver

    calls = []
    real = driver._bufferize_as_set
    monkeypatch.setattr(driver, "_bufferize_as_set", lambda m, o, r, *rest: calls.append(o) or real(m, o, r, *rest))
    analyses = []
    real_run = driver.Analysis.run
    monkeypatch.setattr(driver.Analysis, "run", lambda self, m: analyses.append(m) or real_run(self, m))
    auto, report = run(NOTHING_SHARED)
    assert [o.split_empty_tensors for o in calls] == ["off"]
    assert len(analyses) == 1  # the probe's analysis is the one the program is rewritten from
    assert not auto_remarks(report)
    assert str(auto) == str(run(NOTHING_SHARED, BufferizeOptions(split_empty_tensors="off"))[0])


def test_auto_annotates_the_decisions_of_the_setting_it_chose():
    auto, _ = run(SPLIT_HELPS, BufferizeOptions(analysis_only=True))
    split, _ = run(SPLIT_HELPS, BufferizeOptions(analysis_only=True, split_empty_tensors="on"))
    assert str(auto) == str(split)


@pytest.mark.parametrize("text, value", [("", "on"), ("true", "on"), ("1", "on"), ("false", "off"), ("0", "off"),
                                         ("on", "on"), ("off", "off"), ("auto", "auto")])
def test_the_boolean_spellings_still_read(text: str, value: str):
    assert BufferizeOptions.from_pipeline({"split-empty-tensors": text}).split_empty_tensors == value


def test_python_booleans_still_read_and_a_wrong_value_is_refused():
    from memplan.diagnostics import MemplanError

    assert BufferizeOptions(split_empty_tensors=True).split_empty_tensors == "on"
    assert BufferizeOptions(split_empty_tensors=False).split_empty_tensors == "off"
    assert BufferizeOptions().split_empty_tensors == "auto"
    with pytest.raises(MemplanError, match="not one of auto, on, off"):
        BufferizeOptions.from_pipeline({"split-empty-tensors": "maybe"})


@pytest.mark.slow
def test_auto_splits_the_hand_written_program_and_it_computes_the_same():
    auto, report = run(SPLIT_HELPS)
    assert auto_remarks(report)[0].startswith("bufferize: split-empty-tensors=auto chose on")
    result = compare_programs(SPLIT_HELPS, str(auto))
    assert result.agree, result.message


@pytest.mark.slow
def test_auto_splits_the_dense_block_and_it_computes_the_same():
    text = (STATIC / "dense_block.mlir").read_text()
    auto, report = run(text)
    assert auto_remarks(report)[0].startswith("bufferize: split-empty-tensors=auto chose on")
    result = compare_programs(text, str(auto))
    assert result.agree, result.message


# A fill other ops write too (torch-mlir's zero accumulator after cse, shared by the matmuls of
# every layer): each matmul gets a buffer of its own, filled again where it is written, instead of
# the last one taking the fill's buffer, live from the fill on. The program of
# tests/lit/bufferize/split-shared-fills.mlir.
SHARED_FILL = (Path(__file__).parents[1] / "lit/bufferize/split-shared-fills.mlir").read_text()


def _planned(text: str, pipeline: str) -> str:
    module = parse_module(text, new_context())
    run_pipeline(module, pipeline)
    return str(module)


@pytest.mark.slow
def test_writers_of_a_shared_fill_fill_buffers_of_their_own_and_the_fills_buffer_goes():
    split, report = run(SHARED_FILL, BufferizeOptions(split_empty_tensors="on"))
    shared, _ = run(SHARED_FILL, BufferizeOptions(split_empty_tensors="off"))
    for module in (split, shared):
        assert count(module, "memref.copy") == 0
    # @shared_accumulator: %p's, %t's, %q's, %r's; @shared_accumulator_rows: %p's (which %t
    # reuses), %q's (which %r reuses): the fills' own buffers are gone
    assert report.allocs == 6
    assert count(split, "linalg.fill") == 4 == count(shared, "linalg.fill")  # one per matmul: none runs for nothing
    assert count(split, "memref.dim") == 1  # %n's; the new buffers take it, not a dim of a dropped buffer
    assert live_peak(split.operation) < live_peak(shared.operation)
    remarks = [r.message for r in report.remarks if "its destination, a fill, is used by other ops too" in r.message]
    assert len(remarks) == 4


@pytest.mark.slow
def test_auto_splits_a_shared_fill_when_that_lowers_the_bytes_live():
    auto, report = run(SHARED_FILL)
    split, _ = run(SHARED_FILL, BufferizeOptions(split_empty_tensors="on"))
    assert auto_remarks(report)[0].startswith("bufferize: split-empty-tensors=auto chose on")
    assert str(auto) == str(split)


@pytest.mark.slow
def test_a_shared_fill_split_and_planned_computes_the_same_and_a_planted_overlap_is_caught():
    planned = _planned(SHARED_FILL, "bufferize{split-empty-tensors=on},merge-alloc")
    for entry, sizes in (("shared_accumulator", None), ("shared_accumulator_rows", [1, 5, 16])):
        result = compare_programs(SHARED_FILL, planned, entry=entry, sizes=sizes)
        assert result.agree, result.message
    # %q's buffer takes %p's bytes (dead by then); planted onto %t's, which %q reads while it is
    # filled and written, the program computes something else, and the check says so
    module = parse_module(planned, new_context())
    views = [op for op in ops_named(module, "memref.view") if op.parent.name == "func.func"][:3]
    p_view, t_view, q_view = views
    assert q_view.operands[1] != t_view.operands[1]
    q_view.operands[1] = t_view.operands[1]
    assert not compare_programs(SHARED_FILL, str(module), entry="shared_accumulator").agree
