"""Unit tests of the default mutator on hand-made plans."""

from __future__ import annotations

import re

from ma_helpers import collect, mlir_opt_accepts

from memplan.core.plan import Plan
from memplan.merge_alloc.api import planning_buffers
from memplan.merge_alloc.rewrite import ViewMutator

PROGRAM = """
func.func @f() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() {alignment = 128 : i64} : memref<2x2xf32, strided<[4, 1], offset: 1>>
  linalg.fill ins(%cst : f32) outs(%b : memref<2x2xf32, strided<[4, 1], offset: 1>>)
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
"""


def _rewrite(offsets: dict[int, int], from_argument: bool = False) -> str:
    module, (trace,) = collect(PROGRAM)
    buffers = planning_buffers(trace, 16)
    plan = Plan(buffers, offsets)
    plan.check()
    ViewMutator(arena_from_argument=from_argument)(trace, plan)
    module.operation.verify()
    return str(module)


def test_views_at_the_planned_offsets():
    out = _rewrite({0: 384, 1: 0})
    assert "memref.alloc() {alignment = 128 : i64} : memref<400xi8>" in out
    assert re.search(r"%c384 = arith.constant 384 : index\s+%view = memref.view %alloc\[%c384\]\[\] "
                     r": memref<400xi8> to memref<4xf32>", out)
    # the strided buffer: a flat view of its span, then its layout back
    assert "memref.view %alloc[%c0_0][] : memref<400xi8> to memref<7xf32>" in out
    assert ("memref.reinterpret_cast %view_1 to offset: [1], sizes: [2, 2], strides: [4, 1] "
            ": memref<7xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>") in out
    assert mlir_opt_accepts(out)


def test_deallocs_move_to_the_arena():
    out = _rewrite({0: 0, 1: 128})
    assert out.count("memref.dealloc") == 1
    assert re.search(r"memref.dealloc %alloc : memref<\d+xi8>\s+return", out)


def test_arena_from_argument_rebuilds_the_signature():
    out = _rewrite({0: 0, 1: 128}, from_argument=True)
    assert "func.func @f(%arg0: memref<156xi8>) attributes {memplan.arena_size = 156 : i64}" in out
    assert "memref.dealloc" not in out and "xi8> = memref.alloc" not in out
    assert mlir_opt_accepts(out)
