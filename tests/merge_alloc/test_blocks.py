"""merge-alloc on function bodies of several blocks (cf branches): block-local buffers are planned,
and so are buffers crossing blocks from a block that runs once, live over the blocks between; the
planned programs compute what the originals do, and a crossing buffer planned over a block-local
one is caught. The rewritten IR of these programs is specified in tests/lit/merge-alloc/blocks.mlir."""

from __future__ import annotations

import pytest
from ma_helpers import left_alone, mlir_opt_accepts, offsets, parse, run
from mlir import ir

from memplan.check.execution import compare_programs
from memplan.mlir.parsing import ops_named

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


def test_a_loop_body_block_plans_its_temporaries_and_the_accumulator_beside_them():
    out, result = run(LOOP)
    assert left_alone(result) == {}
    # printed names: %alloc is %acc, then %t, %u, %w
    planned = offsets(result)
    assert set(planned) == {"%alloc", "%alloc_0", "%alloc_1", "%alloc_2"}
    # %acc, made in the entry block (which runs once) and used up to the exit, shares with nothing
    assert planned["%alloc"] not in (planned["%alloc_0"], planned["%alloc_1"], planned["%alloc_2"])
    assert planned["%alloc_0"] != planned["%alloc_1"]  # %t and %u: live at once in the body
    assert planned["%alloc_2"] in (planned["%alloc_0"], planned["%alloc_1"])  # %w, after the loop: reuses it
    comparison = compare_programs(LOOP, out)
    assert comparison.agree, comparison.message


# Buffers passed on to a join block from either arm, and a buffer allocated in the entry block
# read after the diamond: each is made in a block that runs once, so each is planned, live over
# the blocks from its own to the join.
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
def test_buffers_crossing_blocks_are_planned_and_the_program_computes_the_same():
    out, result = run(CROSSING)
    assert left_alone(result) == {}
    # printed names: %alloc is %a, then %l, %r, %r2, %s
    planned = offsets(result)
    assert planned["%alloc_1"] == planned["%alloc_3"]  # local to ^right and to ^join: never live at once
    crossing = [planned[n] for n in ("%alloc", "%alloc_0", "%alloc_2")]  # %a, %l, %r2: live into ^join
    assert len(set(crossing)) == 3 and planned["%alloc_3"] not in crossing
    assert mlir_opt_accepts(out)
    for seed in (0, 1, 2, 3):  # %c is random: both arms run
        comparison = compare_programs(CROSSING, out, seed=seed)
        assert comparison.agree, comparison.message


@pytest.mark.slow
def test_the_run_catches_a_buffer_crossing_blocks_planned_over_a_block_local_one():
    # What the lifetimes guard against: %a (made in the entry, read in ^join) put where ^right's
    # %r and ^join's %s live.
    out, result = run(CROSSING)
    planned = offsets(result)
    module = parse(out)
    entry_view = ops_named(module, "memref.view")[0]  # the entry block's only view: %a
    with module.context, entry_view.location, ir.InsertionPoint(entry_view):
        index = ir.IndexType.get()
        moved = ir.Operation.create("arith.constant", results=[index],
                                    attributes={"value": ir.IntegerAttr.get(index, planned["%alloc_1"])})
    entry_view.operands[1] = moved.result
    broken = str(module)
    assert mlir_opt_accepts(broken)
    assert not all(compare_programs(CROSSING, broken, seed=seed).agree for seed in (0, 1, 2, 3))
