"""A buffer each scf.for iteration allocates and yields to the next takes two alternating slots
(the argument is in merge_alloc/lifetimes.py): the planned programs compute what the originals
did, whatever the bounds and the parity of the trip count, and plans that break the rule (both
instances in one slot; a temporary over the previous instance) compute something else, which
the comparison catches."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ma_helpers import left_alone, run

from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, ops_named, parse_module

T = "memref<16xf32>"

# Each iteration zeroes its fresh buffer before reading the one it got: were both in one slot,
# the read would see zeros. The temporary %tmp lives within its iteration only.
PING_PONG = f"""
func.func @main(%x: {T}, %y: {T}) -> {T} {{
  %lb = arith.constant {{lb}} : index
  %ub = arith.constant {{ub}} : index
  %step = arith.constant {{step}} : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : {T}
  memref.copy %x, %init : {T} to {T}
  %last = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> ({T}) {{
    %t = memref.alloc() : {T}
    linalg.fill ins(%zero : f32) outs(%t : {T})
    %tmp = memref.alloc() : {T}
    linalg.mul ins(%acc, %y : {T}, {T}) outs(%tmp : {T})
    linalg.add ins(%tmp, %acc : {T}, {T}) outs(%t : {T})
    linalg.sub ins(%t, %x : {T}, {T}) outs(%t : {T})
    scf.yield %t : {T}
  }}
  %out = memref.alloc() : {T}
  linalg.add ins(%last, %y : {T}, {T}) outs(%out : {T})
  return %out : {T}
}}
"""

# The loop runs inside another one, carries two buffers, and its results are read in the outer
# body after it: each run of the inner loop starts its slots afresh.
NESTED = f"""
func.func @main(%x: {T}, %y: {T}) -> {T} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = arith.constant 3 : index
  %n = arith.constant {{n}} : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : {T}
  memref.copy %y, %out : {T} to {T}
  scf.for %j = %c0 to %outer step %c1 {{
    %a0 = memref.alloc() : {T}
    linalg.add ins(%x, %out : {T}, {T}) outs(%a0 : {T})
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %x) -> ({T}, {T}) {{
      %na = memref.alloc() : {T}
      linalg.fill ins(%zero : f32) outs(%na : {T})
      linalg.mul ins(%a, %b : {T}, {T}) outs(%na : {T})
      %nb = memref.alloc() : {T}
      linalg.fill ins(%zero : f32) outs(%nb : {T})
      linalg.sub ins(%a, %na : {T}, {T}) outs(%nb : {T})
      scf.yield %na, %nb : {T}, {T}
    }}
    linalg.add ins(%r#0, %r#1 : {T}, {T}) outs(%out : {T})
  }}
  return %out : {T}
}}
"""


def _ping_pong(lb: int, ub: int, step: int) -> str:
    return PING_PONG.replace("{lb}", str(lb)).replace("{ub}", str(ub)).replace("{step}", str(step))


def _alternating_views(planned: str):
    """The planned module and the views whose offset is computed from the iteration's parity."""
    module = parse_module(planned, new_context(False))
    views = [v for v in ops_named(module, "memref.view") if v.operands[1].owner.name == "arith.addi"]
    return module, views


def test_the_fresh_buffer_alternates_and_the_temporary_and_result_keep_their_own_bytes():
    _, result = run(_ping_pong(0, 5, 1))
    assert list(left_alone(result).values()) == ["returned from the function"]  # %out
    report = result.reports[0]
    plan = report.plan
    by_writer = {report.producers[b.id]: b for b in plan.buffers}
    fresh, tmp, init = by_writer["linalg.add"], by_writer["linalg.mul"], by_writer["memref.copy"]
    assert fresh.size == 2 * -(-64 // fresh.alignment) * fresh.alignment
    for other in (tmp, init):  # both live while the slots are: disjoint bytes
        at, size = plan.offsets[other.id], other.size
        assert at + size <= plan.offsets[fresh.id] or plan.offsets[fresh.id] + fresh.size <= at


@pytest.mark.slow
@pytest.mark.parametrize("lb, ub, step", [(0, 4, 1), (0, 5, 1), (3, 12, 2), (1, 2, 1), (2, 2, 1), (-3, 7, 3)])
def test_alternating_slots_compute_the_same(lb, ub, step):
    original = _ping_pong(lb, ub, step)
    planned, _ = run(original)
    assert len(_alternating_views(planned)[1]) == 1
    comparison = compare_programs(original, planned, entry="main")
    assert comparison.agree, comparison.message


@pytest.mark.slow
@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_alternating_slots_in_a_loop_run_again_by_an_outer_loop_compute_the_same(n):
    original = NESTED.replace("{n}", str(n))
    planned, result = run(original)
    assert len(_alternating_views(planned)[1]) == 2
    assert list(left_alone(result).values()) == ["returned from the function"]  # %out
    comparison = compare_programs(original, planned, entry="main")
    assert comparison.agree, comparison.message


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(-4, 4), st.integers(0, 7), st.integers(1, 3))
def test_alternating_slots_compute_the_same_for_any_bounds(lb, trips, step):
    original = _ping_pong(lb, lb + trips * step - step // 2, step)  # ub not always on a step
    planned, _ = run(original)
    comparison = compare_programs(original, planned, entry="main", seed=trips)
    assert comparison.agree, comparison.message


@pytest.mark.slow
def test_one_slot_for_both_instances_is_caught():
    original = _ping_pong(0, 4, 1)
    planned, _ = run(original)
    module, (view,) = _alternating_views(planned)
    view.operands[1] = view.operands[1].owner.operands[0]  # always the first slot
    caught = compare_programs(original, str(module), entry="main")
    assert not caught.agree, "both instances in one slot went unnoticed"


@pytest.mark.slow
def test_a_temporary_over_the_previous_instance_is_caught():
    original = _ping_pong(0, 4, 1)
    planned, _ = run(original)
    module, (view,) = _alternating_views(planned)
    tmp = next(v for v in ops_named(module, "memref.view")
               if v.parent.name == "scf.for" and v.operands[1].owner.name == "arith.constant")
    tmp.operands[1] = view.operands[1].owner.operands[0]  # onto the first slot: odd iterations read it
    caught = compare_programs(original, str(module), entry="main")
    assert not caught.agree, "the temporary over the previous instance went unnoticed"


def test_in_a_scope_with_dynamic_sizes_or_for_a_custom_mutator_the_buffer_stays_alone():
    dynamic = PING_PONG.replace("{lb}", "0").replace("{ub}", "4").replace("{step}", "1").replace(
        "func.func @main(%x: {T}, %y: {T}) -> {T} {{".format(T=T),
        f"func.func @main(%x: {T}, %y: {T}, %n: index) -> {T} {{").replace(
        "  %out = memref.alloc() : " + T,
        f"  %d = memref.alloc(%n) : memref<?xf32>\n  memref.dealloc %d : memref<?xf32>\n"
        f"  %out = memref.alloc() : {T}")
    assert "%d = memref.alloc(%n)" in dynamic
    planned, result = run(dynamic)
    reasons = list(left_alone(result).values())
    assert reasons.count("yielded out of the scf.for that allocates it: its two alternating slots are not "
                         "planned in a scope with buffers of dynamic size") == 1
    assert "memref.alloc() : memref<16xf32>" in planned.split("scf.for")[1]  # still allocated each iteration

    seen = []
    _, result = run(_ping_pong(0, 4, 1), mutator=lambda trace, plan: seen.append(trace))
    assert "its two alternating slots are not planned in a mutator other than the default" in \
        " ".join(left_alone(result).values())
    assert all(b.alternates is None for trace in seen for b in trace.buffers)
