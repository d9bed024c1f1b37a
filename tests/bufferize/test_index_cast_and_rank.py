"""arith.index_cast/index_castui on tensors (a new buffer, cast element by element) and
tensor.rank (memref.rank). The IR: tests/lit/bufferize/index-cast-and-rank.mlir."""

from __future__ import annotations

import pytest
from bufferize_helpers import count, has_tensors, run

from memplan.check.execution import compare_programs

CASTS = """func.func @main(%t: tensor<3x4xi32>) -> (tensor<3x4xi64>, tensor<3x4xindex>, tensor<3x4xi32>) {
  %i = arith.index_cast %t : tensor<3x4xi32> to tensor<3x4xindex>
  %w = arith.index_cast %i : tensor<3x4xindex> to tensor<3x4xi64>
  %u = arith.index_castui %t : tensor<3x4xi32> to tensor<3x4xindex>
  %e = tensor.empty() : tensor<3x4xi32>
  %s = linalg.add ins(%t, %t : tensor<3x4xi32>, tensor<3x4xi32>) outs(%e : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %w, %u, %s : tensor<3x4xi64>, tensor<3x4xindex>, tensor<3x4xi32>
}
"""

# The same computation with each cast inside a linalg.generic: upstream's bufferization of
# index_cast on tensors gives a cast on memrefs, which LLVM cannot lower, and it has no model for
# index_castui; the reference runs this instead.
CASTS_PER_ELEMENT = """#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%t: tensor<3x4xi32>) -> (tensor<3x4xi64>, tensor<3x4xindex>, tensor<3x4xi32>) {
  %ei = tensor.empty() : tensor<3x4xindex>
  %ew = tensor.empty() : tensor<3x4xi64>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<3x4xi32>) outs(%ew : tensor<3x4xi64>) {
  ^bb0(%x: i32, %o: i64):
    %i = arith.index_cast %x : i32 to index
    %y = arith.index_cast %i : index to i64
    linalg.yield %y : i64
  } -> tensor<3x4xi64>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<3x4xi32>) outs(%ei : tensor<3x4xindex>) {
  ^bb0(%x: i32, %o: index):
    %y = arith.index_castui %x : i32 to index
    linalg.yield %y : index
  } -> tensor<3x4xindex>
  %e = tensor.empty() : tensor<3x4xi32>
  %s = linalg.add ins(%t, %t : tensor<3x4xi32>, tensor<3x4xi32>) outs(%e : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %w, %u, %s : tensor<3x4xi64>, tensor<3x4xindex>, tensor<3x4xi32>
}
"""

RANK = """func.func @main(%t: tensor<2x3x4xf32>, %s: tensor<?x4xf32>) -> (index, index) {
  %u = tensor.cast %t : tensor<2x3x4xf32> to tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %q = tensor.rank %s : tensor<?x4xf32>
  return %r, %q : index, index
}
"""


@pytest.mark.slow
def test_index_casts_on_tensors_compute_the_same():
    module, _ = run(CASTS)
    assert not has_tensors(module) and count(module, "linalg.generic") == 3
    result = compare_programs(CASTS_PER_ELEMENT, str(module))
    assert result.agree, result.message


def test_a_cast_result_is_a_new_buffer_the_operand_may_still_be_written_after():
    text = """func.func @main(%t: tensor<4xi32> {bufferization.writable = true}) -> (tensor<4xindex>, tensor<4xi32>) {
      %i = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
      %c = arith.constant 1 : i32
      %f = linalg.fill ins(%c : i32) outs(%t : tensor<4xi32>) -> tensor<4xi32>
      return %i, %f : tensor<4xindex>, tensor<4xi32>
    }"""
    module, report = run(text)
    assert report.copies == 0 and count(module, "memref.alloc") == 1  # the fill writes %t in place


@pytest.mark.slow
def test_rank_computes_the_same():
    module, _ = run(RANK)
    assert not has_tensors(module) and count(module, "memref.rank") == 2
    result = compare_programs(RANK, str(module), sizes=[5])
    assert result.agree, result.message
