"""Customization end to end: allocations in memory space 1 with rows padded to 16 elements.

The replaced ``tensor.empty`` / ``alloc_tensor`` models decide the buffer type; the
type flows unchanged through ``scf.for`` iteration arguments, ``scf.if`` results and
calls (whose boundaries take space-1 buffers of any strides), and merge-alloc then
plans an arena per memory space, handling the layout.
"""

from __future__ import annotations

import dataclasses
import subprocess

import pytest
from bufferize_helpers import ops, run
from custom_models import padded_registry, space1_boundaries
from mlir import ir

from memplan.bufferize import BufferizeOptions
from memplan.check.execution import compare_programs, mlir_binary
from memplan.pipeline import run_pipeline

PADDED = "memref<4x5xf32, strided<[16, 1]>, 1>"
MAP = "affine_map<(d0, d1) -> (d0, d1)>"

LOOP = f"""
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %half = arith.constant 0.5 : f32
  %e = bufferization.alloc_tensor() : tensor<4x5xf32>
  %init = linalg.copy ins(%a : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<4x5xf32>) {{
    STEP
    %odd = arith.cmpi eq, %i, %c1 : index
    %t = scf.if %odd -> (tensor<4x5xf32>) {{
      %h = linalg.generic {{indexing_maps = [{MAP}, {MAP}], iterator_types = ["parallel", "parallel"]}}
          ins(%s : tensor<4x5xf32>) outs(%acc : tensor<4x5xf32>) {{
      ^bb0(%v: f32, %o: f32):
        %q = arith.mulf %v, %half : f32
        linalg.yield %q : f32
      }} -> tensor<4x5xf32>
      scf.yield %h : tensor<4x5xf32>
    }} else {{
      %g = linalg.generic {{indexing_maps = [{MAP}, {MAP}, {MAP}], iterator_types = ["parallel", "parallel"]}}
          ins(%s, %acc : tensor<4x5xf32>, tensor<4x5xf32>) outs(%acc : tensor<4x5xf32>) {{
      ^bb0(%v: f32, %u: f32, %o: f32):
        %q = arith.addf %v, %u : f32
        linalg.yield %q : f32
      }} -> tensor<4x5xf32>
      scf.yield %g : tensor<4x5xf32>
    }}
    scf.yield %t : tensor<4x5xf32>
  }}
  return %r : tensor<4x5xf32>
}}"""

WITH_CALL = """func.func private @step(%x: tensor<4x5xf32>, %w: tensor<5x5xf32>) -> tensor<4x5xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x5xf32>, tensor<5x5xf32>) outs(%z : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %m : tensor<4x5xf32>
}
func.func @forward(%a: tensor<4x5xf32>, %w: tensor<5x5xf32>) -> tensor<4x5xf32> {""" + LOOP.replace(
    "STEP", "%s = func.call @step(%acc, %w) : (tensor<4x5xf32>, tensor<5x5xf32>) -> tensor<4x5xf32>")

INLINE = "func.func @forward(%a: tensor<4x5xf32>, %w: tensor<5x5xf32>) -> tensor<4x5xf32> {" + LOOP.replace(
    "STEP", """%z0 = tensor.empty() : tensor<4x5xf32>
    %z = linalg.fill ins(%half : f32) outs(%z0 : tensor<4x5xf32>) -> tensor<4x5xf32>
    %s = linalg.matmul ins(%acc, %w : tensor<4x5xf32>, tensor<5x5xf32>) outs(%z : tensor<4x5xf32>) -> tensor<4x5xf32>""")

OPTIONS = BufferizeOptions(function_boundary_layout=space1_boundaries)


def test_layout_and_memory_space_flow_through_loops_branches_and_calls():
    module, report = run(WITH_CALL, OPTIONS, padded_registry())
    (loop,) = ops(module, "scf.for")
    (branch,) = ops(module, "scf.if")
    (call,) = ops(module, "func.call")
    assert str(loop.results[0].type) == PADDED
    assert str(loop.regions[0].blocks[0].arguments[1].type) == PADDED
    assert str(branch.results[0].type) == PADDED
    assert str(call.results[0].type) == "memref<4x5xf32, strided<[?, ?], offset: ?>, 1>"
    allocs = [str(a.results[0].type) for a in ops(module, "memref.alloc")]
    assert allocs.count(PADDED) == 2  # the loop's buffer and the callee's result
    assert report.copies <= 2  # the weights into space 1 and the result out of it; no loop copies


def test_output_parses_with_mlir_opt():
    module, _ = run(WITH_CALL, OPTIONS, padded_registry())
    opt = mlir_binary("mlir-opt")
    done = subprocess.run([str(opt)], input=str(module), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.slow
def test_merge_alloc_plans_space_1_arena_and_program_runs():
    # Alignment 4: at 64, padding two 212-byte buffers would make an arena larger than they are
    # apart, and merge-alloc keeps such scopes apart.
    module, _ = run(INLINE, dataclasses.replace(OPTIONS, alignment=4), padded_registry())
    state = run_pipeline(module, "merge-alloc{alignment=4}")
    spaces = {str(r.memory_space) for r in state.reports if getattr(r, "plan", None)}
    assert "1 : i64" in spaces
    arenas = [a for a in ops(module, "memref.alloc") if "xi8, 1>" in str(a.results[0].type)]
    assert len(arenas) == 1
    # Two padded 4x5 buffers of 53 floats each (3 * 16 + 5) live at once in the loop.
    assert ir.MemRefType(arenas[0].results[0].type).shape[0] >= 2 * 53 * 4
    result = compare_programs(INLINE, str(module))
    assert result.agree, result.message
