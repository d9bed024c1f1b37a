"""merge-alloc on small programs, through the Python API: the plans (which buffers overlap in
time and in memory) and the reasons for what is left alone. What the pass prints (arenas, views,
deallocs, signatures, annotations) is specified per rule in tests/lit/merge-alloc.

Buffers are named by their id: the position of their alloc in pre-order (0, 1, ...).
Reports name them by MLIR's printed names (%alloc, %alloc_0, ...), which follow
program order only within one region.
"""

from __future__ import annotations

import pytest
from ma_helpers import collect, left_alone, mlir_opt_accepts, offsets, run

from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import planning_buffers

ISSUE_EXAMPLE = """
func.func @mlp(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
   %a0 = memref.alloc() : memref<128x128xf32>
   linalg.matmul ins(%x, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%a0: memref<128x128xf32>)
   %b0 = memref.alloc() : memref<128x128xf32>
   linalg.matmul ins(%a0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%b0: memref<128x128xf32>)
   %c0 = memref.alloc() : memref<128x128xf32>
   linalg.matmul ins(%b0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%c0: memref<128x128xf32>)
   %d0 = memref.alloc() : memref<128x128xf32>
   linalg.matmul ins(%c0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%d0: memref<128x128xf32>)
   return %d0 : memref<128x128xf32>
}
"""


def _overlap(result, a: int, b: int) -> bool:
    """Whether buffers a and b (same scope, ids) overlap in memory in the plan."""
    for r in result.reports:
        if r.plan is None:
            continue
        bufs = {x.id: x for x in r.plan.buffers}
        if a in bufs and b in bufs:
            oa, ob = r.plan.offsets[bufs[a].id], r.plan.offsets[bufs[b].id]
            return oa < ob + bufs[b].size and ob < oa + bufs[a].size
    raise AssertionError(f"{a} and {b} not planned together")


def _live_together(result, a: int, b: int) -> bool:
    for r in result.reports:
        if r.plan is None:
            continue
        bufs = {x.id: x for x in r.plan.buffers}
        if a in bufs and b in bufs:
            return bufs[a].overlaps_in_time(bufs[b])
    raise AssertionError(f"{a} and {b} not planned together")


# -- the issue's example ------------------------------------------------------

def test_plans_are_checked_and_reported():
    _, result = run(ISSUE_EXAMPLE)
    (report,) = result.reports
    report.plan.check()
    assert report.plan.arena_size == report.plan.lower_bound == 131072
    assert report.bytes_before == 3 * 65536
    assert report.producers[0] == "linalg.matmul"


# -- loops ----------------------------------------------------------------------

LOOP = """
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %e = memref.alloc() : memref<64xf32>
  %f = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %n step %c1 {
    linalg.fill ins(%cst : f32) outs(%e : memref<64xf32>)
    linalg.fill ins(%cst : f32) outs(%f : memref<64xf32>)
    %g = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%g : memref<64xf32>)
    %h = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%h : memref<64xf32>)
  }
  return
}
"""


def test_buffers_used_across_loop_iterations_do_not_share():
    _, result = run(LOOP)
    assert not _overlap(result, 0, 1)  # e f e f ...


def test_buffers_local_to_one_iteration_may_share():
    _, result = run(LOOP)
    assert not _live_together(result, 2, 3)
    (report,) = result.reports
    assert report.plan.offsets[2] == report.plan.offsets[3]
    # ...but not with the buffers that live across iterations
    assert _live_together(result, 0, 2)


NESTED = """
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<64xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%t : memref<64xf32>)
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %b[%j] : memref<64xf32>
    }
  }
  return
}
"""


def test_read_in_inner_loop_is_live_for_whole_outer_loop():
    # %b is read only in the inner loop; %t is written in the outer body before the
    # inner loop, so in iteration 2 writing %t would clobber %b if they shared.
    _, result = run(NESTED)
    assert _live_together(result, 1, 2)
    assert not _overlap(result, 1, 2)
    # %a is dead before the loop and may share with %t
    assert not _live_together(result, 0, 2)


def test_alloc_yielded_out_of_its_loop_takes_two_alternating_slots():
    text = """
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant 1.0 : f32
      %init = memref.alloc() : memref<8xf32>
      linalg.fill ins(%cst : f32) outs(%init : memref<8xf32>)
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<8xf32> {
        %new = memref.alloc() : memref<8xf32>
        memref.copy %it, %new : memref<8xf32> to memref<8xf32>
        scf.yield %new : memref<8xf32>
      }
      %v = memref.load %r[%c0] : memref<8xf32>
      return
    }"""
    _, result = run(text)
    assert left_alone(result) == {}
    plan = result.reports[0].plan
    init, fresh = sorted(plan.buffers, key=lambda b: b.label)
    # each iteration's instance has a slot of its own, rounded up to the alignment: two of them
    assert fresh.size == 2 * -(-32 // fresh.alignment) * fresh.alignment
    # the init buffer flows through iter_args into the result, read after the loop: live with the slots
    assert init.start < fresh.end and fresh.start < init.end
    assert not _overlap(result, 0, 1)


def test_iter_args_and_loop_results_alias():
    text = """
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<8xf32>
      %b = memref.alloc() : memref<8xf32>
      linalg.fill ins(%cst : f32) outs(%a : memref<8xf32>)
      linalg.fill ins(%cst : f32) outs(%b : memref<8xf32>)
      %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<8xf32>, memref<8xf32>) {
        scf.yield %y, %x : memref<8xf32>, memref<8xf32>
      }
      %late = memref.alloc() : memref<8xf32>
      linalg.fill ins(%cst : f32) outs(%late : memref<8xf32>)
      %v = memref.load %r#0[%c0] : memref<8xf32>
      return
    }"""
    _, result = run(text, {"alignment": "4"})  # at 64, padding would make an arena worse: kept apart
    # %r#0 may be %a or %b: both live until the load, so neither shares with %late
    assert _live_together(result, 0, 2)
    assert _live_together(result, 1, 2)


def test_while_loop_arguments_alias():
    text = """
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<8xf32>
      linalg.fill ins(%cst : f32) outs(%a : memref<8xf32>)
      %r = scf.while (%x = %a) : (memref<8xf32>) -> memref<8xf32> {
        %c = arith.cmpi slt, %c0, %n : index
        scf.condition(%c) %x : memref<8xf32>
      } do {
      ^bb0(%y: memref<8xf32>):
        %t = memref.alloc() : memref<8xf32>
        linalg.fill ins(%cst : f32) outs(%t : memref<8xf32>)
        %v = memref.load %y[%c0] : memref<8xf32>
        scf.yield %y : memref<8xf32>
      }
      %late = memref.alloc() : memref<8xf32>
      linalg.fill ins(%cst : f32) outs(%late : memref<8xf32>)
      %w = memref.load %r[%c0] : memref<8xf32>
      return
    }"""
    _, result = run(text)
    assert _live_together(result, 0, 1)  # %a read in the body via %y
    assert _live_together(result, 0, 2)  # and after the loop via %r


# -- branches -------------------------------------------------------------------

BRANCH = """
func.func @f(%c: i1) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %outer = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%outer : memref<16xf32>)
  %r = scf.if %c -> memref<16xf32> {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%t : memref<16xf32>)
    %v = memref.load %outer[%c0] : memref<16xf32>
    scf.yield %t : memref<16xf32>
  } else {
    %e = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%e : memref<16xf32>)
    scf.yield %e : memref<16xf32>
  }
  %late = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%late : memref<16xf32>)
  %w = memref.load %r[%c0] : memref<16xf32>
  return
}
"""


def test_a_buffer_last_used_in_one_branch_is_not_live_in_the_other():
    _, result = run(BRANCH)
    assert _live_together(result, 0, 1)  # %outer is read in the then-branch, where %t lives
    assert not _live_together(result, 0, 2)  # on the path through the else-branch %outer is dead


def test_branch_results_alias_both_branches():
    _, result = run(BRANCH)
    for name in (1, 2):
        assert _live_together(result, name, 3)
        assert not _overlap(result, name, 3)


def test_select_aliases_both_operands():
    text = """
    func.func @f(%c: i1) {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<16xf32>
      %b = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
      linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
      %s = arith.select %c, %a, %b : memref<16xf32>
      %late = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%late : memref<16xf32>)
      %v = memref.load %s[%c0] : memref<16xf32>
      return
    }"""
    _, result = run(text)
    assert not _overlap(result, 0, 2)
    assert not _overlap(result, 1, 2)


def test_views_extend_the_lifetime_of_their_source():
    text = """
    func.func @f() {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<4x8xf32>
      %sv = memref.subview %a[0, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1]>>
      %cs = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
      %ex = memref.expand_shape %cs [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
      %tr = memref.transpose %ex (i, j) -> (j, i) : memref<2x16xf32> to memref<16x2xf32, strided<[1, 16]>>
      %ca = memref.cast %tr : memref<16x2xf32, strided<[1, 16]>> to memref<16x2xf32, strided<[?, ?], offset: ?>>
      linalg.fill ins(%cst : f32) outs(%sv : memref<2x8xf32, strided<[8, 1]>>)
      %b = memref.alloc() : memref<4x8xf32>
      linalg.fill ins(%cst : f32) outs(%b : memref<4x8xf32>)
      %v = memref.load %ca[%c0, %c0] : memref<16x2xf32, strided<[?, ?], offset: ?>>
      return
    }"""
    out, result = run(text)
    assert not _overlap(result, 0, 1)
    assert mlir_opt_accepts(out)


def test_dim_is_not_an_access():
    text = """
    func.func @f() -> index {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
      %b = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
      %d = memref.dim %a, %c0 : memref<16xf32>
      return %d : index
    }"""
    _, result = run(text)
    assert not _live_together(result, 0, 1)


# -- scf.forall -----------------------------------------------------------------

FORALL = """
func.func @f() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %shared = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%shared : memref<16xf32>)
  %before = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%before : memref<16xf32>)
  scf.forall (%i) in (4) {
    %p = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%p : memref<16xf32>)
    %q = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%q : memref<16xf32>)
    %v = memref.load %shared[%i] : memref<16xf32>
  }
  return
}
"""


def test_buffer_used_inside_forall_is_live_for_the_whole_forall():
    _, result = run(FORALL)
    func_report = next(r for r in result.reports if r.scope == "func.func")
    shared, before = sorted(func_report.plan.buffers, key=lambda b: b.id)
    forall = min(t for t, name in func_report.tick_ops.items() if name == "scf.forall")
    ret = max(t for t, name in func_report.tick_ops.items() if name == "func.return")
    assert shared.start < forall and shared.end == ret  # the forall's last op is at ret - 1
    assert before.end <= forall  # dead before the forall: may share with anything in it


# -- escapes --------------------------------------------------------------------

def test_escape_through_a_view_and_a_cast():
    text = """
    func.func @f() -> memref<?xf32> {
      %a = memref.alloc() : memref<4x4xf32>
      %c = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
      %d = memref.cast %c : memref<16xf32> to memref<?xf32>
      return %d : memref<?xf32>
    }"""
    _, result = run(text)
    assert left_alone(result) == {"%alloc": "returned from the function"}


# -- memory spaces, alignment, sizes ------------------------------------------------

def test_element_alignment_is_llvms():
    """The planner never aligns a buffer below its element's ABI alignment, whatever the option."""
    module, (trace,) = collect("""
    func.func @f() {
      %c0 = arith.constant 0 : index
      %a = memref.alloc() : memref<3xi8>
      %b = memref.alloc() : memref<2xvector<5x3xf32>>
      %c = memref.alloc() : memref<3xcomplex<f64>>
      %x = memref.load %a[%c0] : memref<3xi8>
      %y = memref.load %b[%c0] : memref<2xvector<5x3xf32>>
      %z = memref.load %c[%c0] : memref<3xcomplex<f64>>
      return
    }""")
    buffers = {b.label: b for b in planning_buffers(trace, 1)}
    assert {name: (b.size, b.alignment) for name, b in buffers.items()} == {
        "%alloc": (3, 1), "%alloc_0": (160, 16), "%alloc_1": (48, 8)}


# -- existing deallocs ---------------------------------------------------------------

# -- unstructured control flow ----------------------------------------------------------

# -- modes -----------------------------------------------------------------------------

@pytest.mark.parametrize("options, message", [
    ({"planner": "nope"}, "unknown planner 'nope'"),
    ({"alignment": "3"}, "power of two"),
    ({"alignment": "x"}, "not an integer"),
    ({"colour": "red"}, "unknown option 'colour'"),
    ({"analysis-only": "maybe"}, "not a boolean"),
    ({"time-limit": "-1"}, "must be a finite, positive number"),
    ({"time-limit": "nan"}, "must be a finite, positive number"),
    ({"time-limit": "inf"}, "must be a finite, positive number"),
    ({"alignment": "9223372036854775808"}, "alignment=9223372036854775808 is too large"),
    ({"alignment": "1_024"}, "is not an integer"),
])
def test_bad_options_are_clear_errors(options, message):
    with pytest.raises(MemplanError, match=message):
        run(ISSUE_EXAMPLE, options)


def test_index_switch_results_alias_every_case():
    text = """
    func.func @f(%k: index) {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<16xf32>
      %b = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
      linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
      %r = scf.index_switch %k -> memref<16xf32>
      case 1 {
        scf.yield %a : memref<16xf32>
      }
      default {
        scf.yield %b : memref<16xf32>
      }
      %late = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%late : memref<16xf32>)
      %v = memref.load %r[%c0] : memref<16xf32>
      return
    }"""
    _, result = run(text)
    assert _live_together(result, 0, 2) and _live_together(result, 1, 2)


def test_affine_loops_are_sequential_loops():
    text = """
    func.func @f() {
      %cst = arith.constant 1.0 : f32
      %e = memref.alloc() : memref<64xf32>
      %f = memref.alloc() : memref<64xf32>
      affine.for %i = 0 to 8 {
        affine.store %cst, %e[%i] : memref<64xf32>
        affine.store %cst, %f[%i] : memref<64xf32>
        %g = memref.alloc() : memref<64xf32>
        affine.store %cst, %g[%i] : memref<64xf32>
        %h = memref.alloc() : memref<64xf32>
        affine.store %cst, %h[%i] : memref<64xf32>
      }
      return
    }"""
    out, result = run(text)
    assert not left_alone(result)
    assert not _overlap(result, 0, 1) and _live_together(result, 0, 2)
    assert not _live_together(result, 2, 3)
    assert mlir_opt_accepts(out)


def test_affine_parallel_is_not_modelled():
    text = """
    func.func @f() {
      %cst = arith.constant 1.0 : f32
      %e = memref.alloc() : memref<64xf32>
      affine.parallel (%i) = (0) to (8) {
        affine.store %cst, %e[%i] : memref<64xf32>
        %g = memref.alloc() : memref<64xf32>
        affine.store %cst, %g[%i] : memref<64xf32>
      }
      return
    }"""
    _, result = run(text)
    alone = left_alone(result)
    assert "affine.parallel" in alone["%alloc"] and "affine.parallel" in alone["%alloc_0"]
