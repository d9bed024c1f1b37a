"""Bufferization of what torch-mlir emits for dynamic shapes, compared with upstream.

Each program is bufferized by memplan, then run beside the same tensor program bufferized
by upstream one-shot-bufferize (``memplan check``'s reference) at several sizes: every
dynamic dimension and index argument takes each size in turn. The IR of these programs is
specified in tests/lit/bufferize (reshape.mlir, pad.mlir, concat-dynamic.mlir).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bufferize_helpers import has_tensors, run

from memplan.bufferize import BufferizeOptions
from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

SIZES = [1, 3, 17]


def agrees_with_upstream(text: str, sizes=SIZES) -> str:
    module, _ = run(text)
    assert not has_tensors(module)
    planned = str(module)
    result = compare_programs(text, planned, sizes=sizes)
    assert result.agree, result.message
    return planned


RESHAPE = """
func.func @main(%x: tensor<?x8xf32>) -> tensor<2x?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %n64 = arith.index_cast %n : index to i64
  %c2 = arith.constant 2 : i64
  %c4 = arith.constant 4 : i64
  %shape = tensor.from_elements %c2, %n64, %c4 : tensor<3xi64>
  %r = tensor.reshape %x(%shape) : (tensor<?x8xf32>, tensor<3xi64>) -> tensor<2x?x4xf32>
  %e = tensor.empty(%n) : tensor<2x?x4xf32>
  %y = linalg.add ins(%r, %r : tensor<2x?x4xf32>, tensor<2x?x4xf32>) outs(%e : tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
  return %y : tensor<2x?x4xf32>
}
"""


@pytest.mark.slow
def test_tensor_reshape_is_a_view_of_its_source():
    agrees_with_upstream(RESHAPE)


@pytest.mark.slow
def test_tensor_reshape_of_a_strided_slice_copies_it_first():
    text = """
func.func @main(%x: tensor<?x8xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %s = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %m = arith.muli %n, %c4 : index
  %m64 = arith.index_cast %m : index to i64
  %shape = tensor.from_elements %m64 : tensor<1xi64>
  %r = tensor.reshape %s(%shape) : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
""".replace("%m = arith.muli %n, %c4", "%c4 = arith.constant 4 : index\n  %m = arith.muli %n, %c4")
    agrees_with_upstream(text)


PAD = """
func.func @main(%x: tensor<?x3x8x8xf32>) -> tensor<?x3x10x10xf32> {
  %cst = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %cst : f32
  } : tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
  return %p : tensor<?x3x10x10xf32>
}
"""


@pytest.mark.slow
def test_pad_of_a_dynamic_batch():
    agrees_with_upstream(PAD)


@pytest.mark.slow
def test_pad_with_dynamic_amounts():
    text = """
func.func @main(%x: tensor<?x4xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %cst = arith.constant -1.0 : f32
  %p = tensor.pad %x low[%lo, 1] high[2, %hi] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
"""
    agrees_with_upstream(text, sizes=[0, 2, 5])


CONCAT = """
func.func @main(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
"""


def test_concat_along_a_dynamic_dimension():
    agrees_with_upstream(CONCAT)


def test_concat_across_a_dynamic_dimension():
    text = """
func.func @main(%a: tensor<?x2xf32>, %b: tensor<?x5xf32>) -> tensor<?x7xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<?x5xf32>) -> tensor<?x7xf32>
  return %r : tensor<?x7xf32>
}
"""
    agrees_with_upstream(text)


# torch.roll (Swin's shifted windows): two slices of run-time sizes, concatenated into a static result.
ROLL = """
func.func @main(%x: tensor<6x8xf32>, %shift: index) -> tensor<6x8xf32> {
  %c6 = arith.constant 6 : index
  %n = arith.subi %c6, %shift : index
  %tail = tensor.extract_slice %x[%shift, 0] [%n, 8] [1, 1] : tensor<6x8xf32> to tensor<?x8xf32>
  %head = tensor.extract_slice %x[0, 0] [%shift, 8] [1, 1] : tensor<6x8xf32> to tensor<?x8xf32>
  %r = tensor.concat dim(0) %tail, %head : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
"""


def test_concat_of_dynamic_inputs_into_a_static_result_copies_at_run_time_sizes():
    agrees_with_upstream(ROLL, sizes=[0, 2, 6])


@pytest.mark.slow
def test_concat_of_dynamic_arguments_into_a_static_result():
    text = """
func.func @main(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>, %z: tensor<4x?xf32>) -> (tensor<4x8xf32>, tensor<4x10xf32>) {
  %c = tensor.concat dim(0) %x, %y : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<4x8xf32>
  %w = tensor.concat dim(1) %c, %z : (tensor<4x8xf32>, tensor<4x?xf32>) -> tensor<4x10xf32>
  return %c, %w : tensor<4x8xf32>, tensor<4x10xf32>
}
"""
    agrees_with_upstream(text, sizes=[2])


@pytest.mark.slow
def test_pad_of_a_dynamic_source_into_a_static_result_is_not_placed():
    # The interior of run-time sizes has no static place in the padded buffer: the source is
    # copied into it, also when every placement is asked for.
    text = """
func.func @main(%x: tensor<?x8xf32>) -> tensor<6x10xf32> {
  %z = arith.constant 0.5 : f32
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%d) : tensor<?x8xf32>
  %a = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x8xf32> to tensor<6x10xf32>
  return %p : tensor<6x10xf32>
}
"""
    module, report = run(text, BufferizeOptions(placements="all"))
    assert report.copies == 1
    result = compare_programs(text, str(module), sizes=[4])
    assert result.agree, result.message


DIM_CHAIN = """
func.func @main(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<0xf32>
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %t = tensor.empty(%m, %n) : tensor<?x?xf32>
  %xt = linalg.transpose ins(%x : tensor<?x?xf32>) outs(%t : tensor<?x?xf32>) permutation = [1, 0]
  %n2 = tensor.dim %xt, %c1 : tensor<?x?xf32>
  %m2 = tensor.dim %xt, %c0 : tensor<?x?xf32>
  %u = tensor.empty(%n2, %m2) : tensor<?x?xf32>
  %back = linalg.transpose ins(%xt : tensor<?x?xf32>) outs(%u : tensor<?x?xf32>) permutation = [1, 0]
  %v = tensor.empty(%n2, %m2) : tensor<?x?xf32>
  %y = linalg.add ins(%back, %x : tensor<?x?xf32>, tensor<?x?xf32>) outs(%v : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
"""


@pytest.mark.slow
def test_tensor_dim_chains_and_dynamic_empty():
    agrees_with_upstream(DIM_CHAIN)


@pytest.mark.slow
@pytest.mark.parametrize("program", [RESHAPE, PAD, CONCAT, DIM_CHAIN])
def test_bufferize_then_merge_alloc_at_several_sizes(program):
    """The whole pipeline on each: still the upstream-bufferized program's results."""
    module, _ = run(program)
    run_pipeline(module, "merge-alloc")
    result = compare_programs(program, str(module), sizes=[1, 6, 300])
    assert result.agree, result.message


# An scf.while whose tensor grows by one element an iteration: no buffer made before the loop
# holds every iteration's value, so each is forwarded and passed back in a new buffer.
GROWING_WHILE = """func.func @grow(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %d0 = tensor.dim %t, %c0 : tensor<?xf32>
  %n = arith.addi %d0, %c3 : index
  %r = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    %go = arith.cmpi slt, %d, %n : index
    scf.condition(%go) %a : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %p = tensor.pad %b low[0] high[1] {
    ^bb0(%j: index):
      tensor.yield %one : f32
    } : tensor<?xf32> to tensor<?xf32>
    %x = linalg.exp ins(%p : tensor<?xf32>) outs(%p : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
"""


@pytest.mark.slow
def test_a_while_loop_carrying_a_growing_tensor_out_of_its_condition():
    planned = agrees_with_upstream(GROWING_WHILE)
    condition = planned[planned.index("scf.condition") - 300:planned.index("scf.condition")]
    assert "memref.copy" in condition  # forwarded in a new buffer of its size


# One run-time shape for the reshape of two layers (tests/lit/bufferize/reshape-shapes.mlir): each
# reshape gets its own, live only at it.
SHARED_SHAPE = (Path(__file__).parents[1] / "lit/bufferize/reshape-shapes.mlir").read_text()


@pytest.mark.slow
def test_reshapes_sharing_a_run_time_shape_get_one_each_live_only_at_the_reshape():
    from memplan.merge_alloc.lifetimes import TickTraceCollector
    from memplan.mlir.parsing import ops_named

    module, _ = run(SHARED_SHAPE)
    (func,) = ops_named(module, "func.func")
    (trace,) = TickTraceCollector()(func)
    shapes = sorted((b.start, b.end) for b in trace.buffers if str(b.type) == "memref<2xi64>")
    assert len(shapes) == 2 and shapes[0][1] <= shapes[1][0]  # never live at once
    planned = _planned(SHARED_SHAPE, "bufferize,merge-alloc")
    result = compare_programs(SHARED_SHAPE, planned, sizes=[4, 8, 20])
    assert result.agree, result.message
    # the second layer's activation moved onto the first's (read by the add after it is written)
    module = parse_module(planned, new_context())
    views = [v for v in ops_named(module, "memref.view") if "xf32" in str(v.results[0].type)]
    first, second = views[:2]
    assert first.operands[1] != second.operands[1]
    second.operands[1] = first.operands[1]
    assert not compare_programs(SHARED_SHAPE, str(module), sizes=[4, 8, 20]).agree


def _planned(text: str, pipeline: str) -> str:
    module = parse_module(text, new_context())
    run_pipeline(module, pipeline)
    return str(module)
