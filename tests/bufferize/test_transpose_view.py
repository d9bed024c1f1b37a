"""A `linalg.transpose` read only by linalg ops is a view (`memref.transpose`): no buffer, no copy,
and writes into its source are decided with the view's readers in view. Other uses keep the copy.
Every rewrite is run against the tensor program (ExecutionEngine); the IR is specified in
tests/lit/bufferize/transpose-view.mlir."""

from __future__ import annotations

from pathlib import Path

from bufferize_helpers import agree, run

# A linear layer as torch-mlir exports it: the weight transposed for the matmul.
FC = (Path(__file__).parents[1] / "fixtures" / "linear_layer.mlir").read_text()

# Attention's keys: a computed tensor transposed (4-D) for a batch matmul, and the source
# overwritten in place before the view is read: that write must not happen in place.
KEYS = """
func.func @keys(%q: tensor<2x3x5xf32>, %k: tensor<2x1x3x5xf32>) -> (tensor<2x3x3xf32>, tensor<2x1x3x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1x3x5xf32>
  %a = linalg.exp ins(%k : tensor<2x1x3x5xf32>) outs(%e : tensor<2x1x3x5xf32>) -> tensor<2x1x3x5xf32>
  %et = tensor.empty() : tensor<2x1x5x3xf32>
  %t = linalg.transpose ins(%a : tensor<2x1x3x5xf32>) outs(%et : tensor<2x1x5x3xf32>) permutation = [0, 1, 3, 2]
  %n = linalg.negf ins(%a : tensor<2x1x3x5xf32>) outs(%a : tensor<2x1x3x5xf32>) -> tensor<2x1x3x5xf32>
  %t3 = tensor.collapse_shape %n [[0, 1], [2], [3]] : tensor<2x1x3x5xf32> into tensor<2x3x5xf32>
  %tv = linalg.transpose ins(%t : tensor<2x1x5x3xf32>) outs(%et : tensor<2x1x5x3xf32>) permutation = [0, 1, 2, 3]
  %e3 = tensor.empty() : tensor<2x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  %t2 = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x1x5x3xf32> into tensor<2x5x3xf32>
  %s = linalg.batch_matmul ins(%q, %t2 : tensor<2x3x5xf32>, tensor<2x5x3xf32>) outs(%f : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %s, %n : tensor<2x3x3xf32>, tensor<2x1x3x5xf32>
}
"""


def test_a_weight_transposed_for_a_matmul_is_a_view():
    module, report = run(FC)
    assert report.allocs == 1 and report.copies == 0  # the matmul's result only
    agree(FC, module)


def test_a_returned_transpose_keeps_its_buffer():
    text = FC.replace("-> tensor<2x4xf32> {", "-> (tensor<2x4xf32>, tensor<6x4xf32>) {").replace(
        "return %y : tensor<2x4xf32>", "return %y, %t : tensor<2x4xf32>, tensor<6x4xf32>")
    module, _ = run(text)
    agree(text, module)


def test_a_reshaped_transpose_keeps_its_buffer_and_a_write_into_its_source_waits():
    module, _ = run(KEYS)
    # %t is collapsed (a reshape of a permuted view may not exist), so it stays a transpose into
    # a buffer; and %n's in-place write into %a is fine only because %t was copied first
    agree(KEYS, module)


def test_a_write_into_the_source_of_a_transpose_view_goes_elsewhere():
    text = """
func.func @f(%x: tensor<2x6xf32>, %w: tensor<4x6xf32>) -> (tensor<2x4xf32>, tensor<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<4x6xf32>
  %a = linalg.exp ins(%w : tensor<4x6xf32>) outs(%ea : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) permutation = [1, 0]
  %n = linalg.negf ins(%a : tensor<4x6xf32>) outs(%a : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %t : tensor<2x6xf32>, tensor<6x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y, %n : tensor<2x4xf32>, tensor<4x6xf32>
}
"""
    # %n may not overwrite %a: the matmul reads %a through the view afterwards (its IR:
    # @written_source in tests/lit/bufferize/transpose-view.mlir)
    module, _ = run(text)
    agree(text, module)
