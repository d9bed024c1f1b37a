"""`tensor.insert_slice` chains as concatenations: each source computed in its slice of the chain's
buffer (the form older torch-mlir gives `torch.cat`, `torch.stack`, and a transposed convolution's
strided scatter into zeros), a copy with its reason where the analysis cannot allow it. Every
rewrite is run against the tensor program (ExecutionEngine). The IR of the small programs, and
the reason given for each copy, is specified in tests/lit/bufferize/insert-slice-chains.mlir."""

from __future__ import annotations

from pathlib import Path

import pytest
from bufferize_helpers import agree, count, run

from memplan.bufferize import BufferizeOptions
from memplan.check.execution import compare_programs
from memplan.pipeline import run_pipeline

STATIC = Path(__file__).parents[2] / "corpus/static"
ALL = BufferizeOptions(placements="all")

CAT = """
func.func @cat(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %e1 = tensor.empty() : tensor<2x3xf32>
  %a = linalg.exp ins(%x : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x5xf32>
  %b = linalg.negf ins(%y : tensor<2x5xf32>) outs(%e2 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %i0 = tensor.insert_slice %a into %e[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x8xf32>
  %i1 = tensor.insert_slice %b into %i0[0, 3] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x8xf32>
  return %i1 : tensor<2x8xf32>
}
"""

# A transposed convolution's input dilation, as torch-mlir emits it: zeros, then the input
# scattered with stride 2 (the UNet's up-sampling); the producer runs before the zeros are made.
SCATTER = """
func.func @scatter(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x3x3xf32>
  %a = linalg.exp ins(%x : tensor<1x2x3x3xf32>) outs(%e1 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %e = tensor.empty() : tensor<1x2x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  %i = tensor.insert_slice %a into %f[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x7x7xf32>
  return %i : tensor<1x2x7x7xf32>
}
"""

# torch.stack of states: each state computed from the previous one, inserted rank-reducing.
STACK = """
func.func @stack(%h0: tensor<2x4xf32>) -> tensor<3x2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %h1 = linalg.exp ins(%h0 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h2 = linalg.negf ins(%h1 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h3 = linalg.exp ins(%h2 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %s = tensor.empty() : tensor<3x2x4xf32>
  %s1 = tensor.insert_slice %h1 into %s[0, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<3x2x4xf32>
  %s2 = tensor.insert_slice %h2 into %s1[1, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<3x2x4xf32>
  %s3 = tensor.insert_slice %h3 into %s2[2, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<3x2x4xf32>
  return %s3 : tensor<3x2x4xf32>
}
"""


def copy_remarks(report) -> list[str]:
    return [r.message for r in report.remarks if "insert_slice copies" in r.message]


@pytest.mark.slow
def test_a_concatenation_chain_writes_each_source_in_its_slice():
    module, report = run(CAT, ALL)
    assert report.copies == 0 and report.allocs == 1  # the chain's buffer only
    agree(CAT, module)


@pytest.mark.slow
def test_a_strided_scatter_into_zeros_moves_the_fill_to_where_the_buffer_is_made():
    # zeros first, then the producer's writes: @scatter in insert-slice-chains.mlir
    module, report = run(SCATTER, ALL)
    assert report.copies == 0 and report.allocs == 1
    agree(SCATTER, module)


@pytest.mark.slow
def test_stacked_states_are_written_in_their_rows():
    module, report = run(STACK, ALL)
    assert report.copies == 0
    agree(STACK, module)


@pytest.mark.slow
def test_a_read_of_the_destination_between_producer_and_insert_keeps_the_copy():
    # %r reads the zeros where %a would already be written if %a were placed
    text = SCATTER.replace(
        "-> tensor<1x2x7x7xf32> {", "-> (tensor<1x2x7x7xf32>, tensor<1x1x7x7xf32>) {").replace(
        "  %i = tensor.insert_slice",
        "  %s = tensor.extract_slice %f[0, 1, 0, 0] [1, 1, 7, 7] [1, 1, 1, 1] : tensor<1x2x7x7xf32> to tensor<1x1x7x7xf32>\n"
        "  %es = tensor.empty() : tensor<1x1x7x7xf32>\n"
        "  %r = linalg.exp ins(%s : tensor<1x1x7x7xf32>) outs(%es : tensor<1x1x7x7xf32>) -> tensor<1x1x7x7xf32>\n"
        "  %i = tensor.insert_slice").replace(
        "return %i : tensor<1x2x7x7xf32>", "return %i, %r : tensor<1x2x7x7xf32>, tensor<1x1x7x7xf32>")
    module, report = run(text, ALL)
    assert report.copies == 1  # a view of the destination is read in between: its source keeps the copy
    result = compare_programs(text, str(module))
    assert result.agree, result.message
    assert "values in [1, 1]" in result.message  # exp(0): the zeros were read, not %a


def test_a_fill_value_defined_after_the_producer_keeps_the_copy():
    # the zeros cannot be made where %a is computed: their value does not exist yet there
    text = SCATTER.replace("  %zero = arith.constant 0.0 : f32\n", "").replace(
        "  %e = tensor.empty() : tensor<1x2x7x7xf32>\n",
        "  %e = tensor.empty() : tensor<1x2x7x7xf32>\n  %zero = arith.constant 0.0 : f32\n")
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


@pytest.mark.slow
def test_overlapping_slices_keep_what_the_program_computes():
    # %b's insert overwrites %a's slice: %b may not be written there before %a is inserted
    text = CAT.replace("[0, 3] [2, 5] [1, 1] : tensor<2x5xf32>", "[0, 0] [2, 5] [1, 1] : tensor<2x5xf32>").replace(
        "  %e = tensor.empty() : tensor<2x8xf32>\n",
        "  %e0 = tensor.empty() : tensor<2x8xf32>\n"
        "  %e = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x8xf32>) -> tensor<2x8xf32>\n").replace(
        "  %e1 = tensor.empty()", "  %zero = arith.constant 0.0 : f32\n  %e1 = tensor.empty()")  # every element defined
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


def test_a_returned_source_keeps_its_buffer_and_is_copied():
    text = CAT.replace("-> tensor<2x8xf32> {", "-> (tensor<2x8xf32>, tensor<2x5xf32>) {").replace(
        "return %i1 : tensor<2x8xf32>", "return %i1, %b : tensor<2x8xf32>, tensor<2x5xf32>")
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


@pytest.mark.slow
def test_an_argument_source_is_copied_with_its_reason():
    text = CAT.replace("%i0 = tensor.insert_slice %a", "%i0 = tensor.insert_slice %x")
    module, report = run(text, ALL)
    assert report.copies == 1
    agree(text, module)


@pytest.mark.slow
def test_unet_skip_connections_scatter_without_copies():
    text = (STATIC / "unet_small.mlir").read_text()
    module, report = run(text, ALL)
    assert copy_remarks(report) == []
    agree(text, module)


@pytest.mark.slow
def test_chains_follow_an_allocation_hooks_layout():
    # rows padded to 16 elements: the chain's buffer and the slices in it keep the hook's layout
    from mlir import ir

    from memplan.bufferize.hooks import Allocation

    def padded_rows(request):
        t = request.default
        layout = ir.StridedLayoutAttr.get(0, [-(-t.shape[-1] // 16) * 16, 1])
        return Allocation(ir.MemRefType.get(t.shape, t.element_type, layout=layout), alignment=128)

    for text in (CAT, SCATTER.replace("1x2x", "").replace("[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2]",
                                                            "[1, 1] [3, 3] [2, 2]")):
        module, report = run(text, BufferizeOptions(placements="all", allocation=padded_rows))
        assert "strided<[16, 1]" in str(module) and count(module, "linalg.fill") <= 1
        run_pipeline(module, "merge-alloc")  # an alloc with a strided layout cannot run; a view of an arena can
        agree(text, module)
