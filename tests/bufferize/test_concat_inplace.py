"""Concatenation in place: inputs computed in their slice of the concat's buffer, growing
concatenations sharing one buffer, a copy with its reason otherwise, and never more memory than
without placements. Every rewrite is run against the tensor program (ExecutionEngine). The IR of
the small programs is specified in tests/lit/bufferize/concat-*.mlir."""

from __future__ import annotations

from pathlib import Path

import pytest

from bufferize_helpers import agree, count, run
from memplan.bufferize import BufferizeOptions
from memplan.check.execution import compare_programs
from memplan.diagnostics import MemplanError

STATIC = Path(__file__).parents[2] / "corpus/static"
ALL = BufferizeOptions(placements="all")

# Three growing concatenations, DenseNet's pattern: each takes the previous one's inputs and one
# more feature map computed from it; only the last is returned.
DENSE = """
func.func @dense(%x: tensor<1x4x8x8xf32>, %w: tensor<2x4x1x1xf32>) -> tensor<1x10x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %x0 = linalg.exp ins(%x : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %e2 = tensor.empty() : tensor<1x2x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x1 = linalg.conv_2d_nchw_fchw ins(%x0, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f1 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c1 = tensor.concat dim(1) %x0, %x1 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x6x8x8xf32>
  %e6 = tensor.empty() : tensor<1x6x8x8xf32>
  %n1 = linalg.negf ins(%c1 : tensor<1x6x8x8xf32>) outs(%e6 : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  %s1 = tensor.extract_slice %n1[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x6x8x8xf32> to tensor<1x4x8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x2 = linalg.conv_2d_nchw_fchw ins(%s1, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c2 = tensor.concat dim(1) %x0, %x1, %x2 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e8 = tensor.empty() : tensor<1x8x8x8xf32>
  %n2 = linalg.negf ins(%c2 : tensor<1x8x8x8xf32>) outs(%e8 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s2 = tensor.extract_slice %n2[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> to tensor<1x4x8x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x3 = linalg.conv_2d_nchw_fchw ins(%s2, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f3 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c3 = tensor.concat dim(1) %x0, %x1, %x2, %x3 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x10x8x8xf32>
  return %c3 : tensor<1x10x8x8xf32>
}
"""


@pytest.mark.slow
def test_growing_concatenations_share_one_buffer_and_copy_nothing():
    # one buffer for the three concatenations, two for the negations: @dense in concat-growing.mlir
    module, report = run(DENSE, ALL)
    assert report.copies == 0
    agree(DENSE, module)


@pytest.mark.slow
def test_an_argument_input_is_copied_once_with_its_reason():
    text = DENSE.replace("%x0 = linalg.exp ins(%x : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) -> "
                         "tensor<1x4x8x8xf32>\n", "").replace("%x0", "%x")
    # %x is copied into the shared buffer once, for the three concats: @argument_input there
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


@pytest.mark.slow
def test_a_returned_input_keeps_its_buffer_and_is_copied():
    text = DENSE.replace("-> tensor<1x10x8x8xf32> {", "-> (tensor<1x10x8x8xf32>, tensor<1x2x8x8xf32>) {").replace(
        "return %c3 : tensor<1x10x8x8xf32>", "return %c3, %x3 : tensor<1x10x8x8xf32>, tensor<1x2x8x8xf32>")
    # the copy and its reason: @returned_input in concat-growing.mlir
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


@pytest.mark.slow
def test_an_earlier_concat_overwritten_in_place_is_not_shared():
    # %c1 dies at an elementwise op that may write over it; if %c2 shared %c1's buffer as its
    # prefix, that write would destroy %x0 and %x1 before %c2 reads them
    text = DENSE.replace(
        "%n1 = linalg.negf ins(%c1 : tensor<1x6x8x8xf32>) outs(%e6 : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>",
        "%n1 = linalg.negf ins(%c1 : tensor<1x6x8x8xf32>) outs(%c1 : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>")
    module, _ = run(text, ALL)
    agree(text, module)


@pytest.mark.slow
def test_fire_module_concatenates_without_copies():
    text = (STATIC / "fire_module.mlir").read_text()
    module, report = run(text)
    assert count(module, "memref.copy") == 0
    agree(text, module)


@pytest.mark.slow
def test_least_memory_leaves_out_placements_that_raise_the_peak():
    # SqueezeNet: writing each fire module's expands into the concat's buffer keeps that buffer
    # live from the first expand on; the default measures it and leaves concat placements out
    from memplan.bufferize.driver import live_peak

    # (both unsplit: split, every placement is kept and needs no more, so auto splits with placements=all)
    text = (STATIC / "squeezenet1_1.mlir").read_text()
    every, _ = run(text, BufferizeOptions(placements="all", split_empty_tensors="off"))
    least, report = run(text, BufferizeOptions(split_empty_tensors="off"))
    assert count(every, "memref.copy") < count(least, "memref.copy")
    assert live_peak(least.operation) < live_peak(every.operation)
    assert any("placements left out" in r.message for r in report.remarks)
    assert any("copies input #0: placing it is left out here: it would raise the bytes live at once" in r.message
               for r in report.remarks)


def test_unknown_placements_value_is_an_error():
    with pytest.raises(MemplanError, match="placements must be one of least-memory, all"):
        BufferizeOptions(placements="some")


@pytest.mark.slow
def test_dense_block_export_with_every_placement_runs_the_same():
    text = (STATIC / "dense_block.mlir").read_text()
    module, _ = run(text, ALL)
    assert count(module, "memref.copy") == 1  # the block's input, a function argument, once
    agree(text, module)


@pytest.mark.slow
def test_densenet121_with_every_placement_copies_at_most_30_times():
    # issue 11's target: 594 copies before; each feature map is now written once in its block's buffer
    text = (STATIC / "densenet121.mlir").read_text()
    module, _ = run(text, ALL)
    assert count(module, "memref.copy") <= 30


@pytest.mark.slow
@pytest.mark.parametrize("name", ["dense_block", "fire_module", "squeezenet1_1", "tcn", "unet_small", "lstm_stack",
                                  "gru_stack"])
def test_every_copy_left_is_named_in_a_remark(name: str):
    module, report = run((STATIC / f"{name}.mlir").read_text())
    named = [r for r in report.remarks if " copies " in r.message]
    assert len(named) == count(module, "memref.copy")


# A concatenation padded right away (a UNet decoder's concat before its 3x3 convolution).
PADDED_CONCAT = """
func.func @f(%x: tensor<1x2x4x4xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.exp ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %b = linalg.negf ins(%x : tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  %p = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x4xf32> to tensor<1x4x6x6xf32>
  return %p : tensor<1x4x6x6xf32>
}
"""


@pytest.mark.slow
def test_a_concat_with_placed_inputs_is_placed_in_its_pad_interior():
    # the inputs live in the concat's buffer, which lives in the padded buffer's interior: the
    # producers write straight into the padded buffer, nothing is copied (concat-in-pad.mlir)
    module, report = run(PADDED_CONCAT, ALL)
    assert report.copies == 0 and report.allocs == 1
    agree(PADDED_CONCAT, module)


@pytest.mark.slow
def test_a_view_of_the_concat_keeps_it_out_of_the_pad():
    # %w reads a part of the concat after the pad: the concat's buffer has a view besides the
    # placed inputs, so it is not the pad's to claim (a copy with its reason)
    text = PADDED_CONCAT.replace("-> tensor<1x4x6x6xf32> {", "-> (tensor<1x4x6x6xf32>, tensor<1x1x4x4xf32>) {").replace(
        "  return %p : tensor<1x4x6x6xf32>",
        "  %v = tensor.extract_slice %c[0, 1, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x1x4x4xf32>\n"
        "  %e3 = tensor.empty() : tensor<1x1x4x4xf32>\n"
        "  %w = linalg.exp ins(%v : tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>\n"
        "  return %p, %w : tensor<1x4x6x6xf32>, tensor<1x1x4x4xf32>")
    # the copy and its reason: @concat_read_after in concat-in-pad.mlir
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


# A decoder's rotary embedding: two halves of run-time length, computed into their slices of a
# concat along a static dimension (@rotary in concat-dynamic-inplace.mlir).
ROTARY = """
func.func @main(%x: tensor<1x4x?x8xf32>, %y: tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32> {
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c2 : tensor<1x4x?x8xf32>
  %e = tensor.empty(%n) : tensor<1x4x?x8xf32>
  %a = linalg.exp ins(%x : tensor<1x4x?x8xf32>) outs(%e : tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  %e2 = tensor.empty(%n) : tensor<1x4x?x8xf32>
  %b = linalg.negf ins(%y : tensor<1x4x?x8xf32>) outs(%e2 : tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  %r = tensor.concat dim(3) %b, %a : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
  return %r : tensor<1x4x?x16xf32>
}
"""
SIZES = [1, 3, 17]


def _agree_at_sizes(text: str, planned: str) -> None:
    result = compare_programs(text, planned, sizes=SIZES)
    assert result.agree, result.message


@pytest.mark.slow
@pytest.mark.parametrize("options", [ALL, None], ids=["all", "default"])
def test_dynamic_concat_computes_its_inputs_in_their_slices(options):
    module, report = run(ROTARY, options)
    # the second input's producer comes first: the buffer is made there, sized by its size
    assert report.copies == 0
    assert count(module, "memref.alloc") == 1
    _agree_at_sizes(ROTARY, str(module))


@pytest.mark.slow
def test_a_dynamic_concat_placed_at_a_wrong_offset_is_caught():
    # plant an overlap: the second half's slice moved onto the first's; running catches it
    module, _ = run(ROTARY, ALL)
    planned = str(module)
    wrong = planned.replace("[0, 0, 0, 8] [1, 4, %", "[0, 0, 0, 0] [1, 4, %").replace(
        "strided<[?, ?, 16, 1], offset: 8>", "strided<[?, ?, 16, 1]>")
    assert wrong != planned and "offset: 8" not in wrong
    assert not compare_programs(ROTARY, wrong, sizes=SIZES).agree


@pytest.mark.slow
def test_a_concat_along_a_dynamic_dimension_still_copies_with_its_reason():
    text = ROTARY.replace("dim(3) %b, %a : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>",
                          "dim(2) %b, %a : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>").replace(
        "-> tensor<1x4x?x16xf32> {", "-> tensor<1x4x?x8xf32> {").replace(
        "return %r : tensor<1x4x?x16xf32>", "return %r : tensor<1x4x?x8xf32>")
    module, report = run(text, ALL)
    assert report.copies == 2
    assert any("every input is copied: dynamic shapes" in r for r in (r.message for r in report.remarks))
    _agree_at_sizes(text, str(module))
