"""Unranked tensors at function boundaries: memref<*x...>, cast where ranked code meets them.
The IR: tests/lit/bufferize/unranked-boundary.mlir."""

from __future__ import annotations

import pytest
from bufferize_helpers import agree, has_tensors, run

from memplan.bufferize import BufferizeOptions
from memplan.diagnostics import MemplanError

# @scale takes and returns unranked tensors; @main meets them with ranked code on both sides.
PROGRAM = """func.func private @scale(%s: tensor<*xf32>) -> tensor<*xf32> {
  %r = tensor.cast %s : tensor<*xf32> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.add ins(%r, %r : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, index) {
  %u = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
  %s = call @scale(%u) : (tensor<*xf32>) -> tensor<*xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %s, %c1 : tensor<*xf32>
  %r = tensor.cast %s : tensor<*xf32> to tensor<2x3xf32>
  return %r, %d : tensor<2x3xf32>, index
}
"""


@pytest.mark.slow
def test_unranked_boundaries_compute_the_same():
    module, _ = run(PROGRAM)
    assert not has_tensors(module)
    text = str(module)
    assert "func.func private @scale(%arg0: memref<*xf32>) -> memref<*xf32>" in text
    assert "memref.cast %arg0 : memref<*xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>" in text
    agree(PROGRAM, module)


def test_a_read_only_unranked_result_is_copied_as_the_ranked_buffer_it_casts():
    text = """func.func @f() -> tensor<*xf32> {
      %c = arith.constant dense<1.0> : tensor<4xf32>
      %u = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
      return %u : tensor<*xf32>
    }"""
    module, report = run(text)
    assert report.copies == 1 and "memref.cast %alloc : memref<4xf32> to memref<*xf32>" in str(module)


def test_a_read_only_value_of_unknown_rank_cannot_be_returned_as_a_copy():
    text = """func.func @f() -> tensor<*xf32> {
      %u = "test.source"() : () -> tensor<*xf32>
      return %u : tensor<*xf32>
    }"""
    with pytest.raises(MemplanError, match="its rank is known only at run time"):
        run(text, BufferizeOptions(allow_unknown_ops=True), unregistered=True)
