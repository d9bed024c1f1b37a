"""merge-alloc on function bodies of several blocks (cf branches): block-local buffers are planned,
every other buffer is left alone with its reason, and planned programs compute what the originals do.
The rewritten IR of these programs is specified in tests/lit/merge-alloc/blocks.mlir."""

from __future__ import annotations

import pytest
from ma_helpers import left_alone, mlir_opt_accepts, offsets, run

from memplan.check.execution import compare_programs

# A loop through cf whose body allocates two temporaries each iteration (and frees one), an
# accumulator made before the loop and updated in it, and a block after the loop allocating too.
LOOP = """
func.func @main(%x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%acc : memref<16xf32>)
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = memref.alloc() : memref<16xf32>
  linalg.mul ins(%x, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  %u = memref.alloc() : memref<16xf32>
  linalg.add ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%u : memref<16xf32>)
  linalg.sub ins(%u, %t : memref<16xf32>, memref<16xf32>) outs(%acc : memref<16xf32>)
  memref.dealloc %t : memref<16xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1 : index)
^exit:
  %w = memref.alloc() : memref<16xf32>
  linalg.add ins(%acc, %x : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
  memref.copy %w, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %acc : memref<16xf32>
  return
}
"""


def test_a_loop_body_block_plans_its_temporaries_and_the_accumulator_stays_alone():
    out, result = run(LOOP)
    alone = left_alone(result)
    # printed names: %alloc is %acc, then %t, %u, %w
    assert alone == {"%alloc": "used in another block (^bb2) than the one allocating it (^bb0)"}
    planned = offsets(result)
    assert set(planned) == {"%alloc_0", "%alloc_1", "%alloc_2"}
    assert planned["%alloc_0"] != planned["%alloc_1"]  # %t and %u: live at once in the body
    assert planned["%alloc_2"] in (planned["%alloc_0"], planned["%alloc_1"])  # %w, after the loop: reuses it
    comparison = compare_programs(LOOP, out)
    assert comparison.agree, comparison.message


# The same temporary carried from the loop body into the head block by a branch operand, and a
# buffer allocated in the entry block read after a diamond: neither may be planned.
CROSSING = """
func.func @main(%x: memref<16xf32>, %c: i1, %out: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  cf.cond_br %c, ^left, ^right
^left:
  %l = memref.alloc() : memref<16xf32>
  linalg.mul ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%l : memref<16xf32>)
  cf.br ^join(%l : memref<16xf32>)
^right:
  %r = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%r : memref<16xf32>)
  %r2 = memref.alloc() : memref<16xf32>
  linalg.sub ins(%r, %x : memref<16xf32>, memref<16xf32>) outs(%r2 : memref<16xf32>)
  cf.br ^join(%r2 : memref<16xf32>)
^join(%j: memref<16xf32>):
  %s = memref.alloc() : memref<16xf32>
  linalg.add ins(%j, %a : memref<16xf32>, memref<16xf32>) outs(%s : memref<16xf32>)
  memref.copy %s, %out : memref<16xf32> to memref<16xf32>
  return
}
"""


@pytest.mark.slow
def test_buffers_crossing_blocks_stay_alone_and_the_program_computes_the_same():
    out, result = run(CROSSING)
    alone = left_alone(result)
    # printed names: %alloc is %a, then %l, %r, %r2, %s
    assert alone["%alloc"] == "used in another block (^bb1) than the one allocating it (^bb0)"
    assert alone["%alloc_0"] == "passed to another block by cf.br (a block argument may hold it)"
    assert alone["%alloc_2"] == "passed to another block by cf.br (a block argument may hold it)"
    assert offsets(result) == {"%alloc_1": 0, "%alloc_3": 0}  # local to ^right and to ^join: never live at once
    assert mlir_opt_accepts(out)
    for seed in (0, 1, 2, 3):  # %c is random: both arms run
        comparison = compare_programs(CROSSING, out, seed=seed)
        assert comparison.agree, comparison.message


def test_the_run_catches_a_buffer_crossing_blocks_planned_over_a_block_local_one():
    # What the check above guards against: %a (read in ^join) put where ^join's %s lives.
    out, _ = run(CROSSING)
    a = "%alloc_0 = memref.alloc() : memref<16xf32>"
    assert "%alloc = memref.alloc() {alignment = 64 : i64} : memref<64xi8>" in out and a in out
    broken = out.replace(a, "%c0_a = arith.constant 0 : index\n    "
                            "%alloc_0 = memref.view %alloc[%c0_a][] : memref<64xi8> to memref<16xf32>")
    assert mlir_opt_accepts(broken)
    assert not all(compare_programs(CROSSING, broken, seed=seed).agree for seed in (0, 1, 2, 3))
