"""Dead-input reuse across types: a result whose type differs from the dead input's only where one
shape is dynamic lives in the input's buffer (through a memref.cast); a different element type,
even of the same width, gets a buffer of its own. Run against the tensor program; the IR is
specified in tests/lit/bufferize/dead-input-types.mlir."""

from __future__ import annotations

import pytest
from bufferize_helpers import run
from mlir import ir

from memplan.bufferize.analysis import holds
from memplan.check.execution import compare_programs

# %e4 is not writable in place (the fill's zeros are returned too), so %b needs another buffer:
# %a dies at %b's op, and %a's buffer holds 4x8 values exactly when %x has 4 rows.
PROGRAM = """
func.func @f(%x: tensor<?x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %a = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = arith.negf %in : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %b, %z : tensor<4x8xf32>, tensor<4x8xf32>
}
"""


@pytest.mark.slow
def test_a_dead_input_of_a_more_dynamic_shape_holds_the_result():
    # the zeros and %a's buffer, which %b reuses through a cast: tests/lit/bufferize/dead-input-types.mlir
    module, report = run(PROGRAM)
    assert report.allocs == 2
    result = compare_programs(PROGRAM, str(module), sizes=[4])
    assert result.agree, result.message


@pytest.mark.slow
def test_a_different_element_type_of_the_same_width_is_not_reused():
    text = PROGRAM.replace("outs(%e4 : tensor<4x8xf32>) {", "outs(%e4i : tensor<4x8xi32>) {").replace(
        "  ^bb0(%in: f32, %out: f32):\n    %y = arith.negf %in : f32\n    linalg.yield %y : f32\n  } -> tensor<4x8xf32>",
        "  ^bb0(%in: f32, %out: i32):\n    %y = arith.bitcast %in : f32 to i32\n    linalg.yield %y : i32\n  } -> tensor<4x8xi32>").replace(
        "  %e0 = tensor.empty(%n)", "  %e4i = tensor.empty() : tensor<4x8xi32>\n  %e0 = tensor.empty(%n)").replace(
        "-> (tensor<4x8xf32>, tensor<4x8xf32>)", "-> (tensor<4x8xi32>, tensor<4x8xf32>)").replace(
        "return %b, %z : tensor<4x8xf32>", "return %b, %z : tensor<4x8xi32>")
    module, report = run(text)
    assert report.allocs == 3
    result = compare_programs(text, str(module), sizes=[4])
    assert result.agree, result.message


def test_holds_compares_element_type_rank_and_static_sizes():
    with ir.Context(), ir.Location.unknown():
        t = ir.RankedTensorType.get
        f32, i32 = ir.F32Type.get(), ir.IntegerType.get_signless(32)
        dyn = ir.ShapedType.get_dynamic_size()
        assert holds(t([dyn, 8], f32), t([4, 8], f32)) and holds(t([4, 8], f32), t([dyn, 8], f32))
        assert not holds(t([4, 8], f32), t([4, 8], i32))
        assert not holds(t([4, 8], f32), t([8, 4], f32))
        assert not holds(t([4, 8], f32), t([4, 8, 1], f32))
