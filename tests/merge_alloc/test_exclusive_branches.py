"""Exclusive branches share bytes across an scf.if: a buffer allocated before the branch and
yielded by one region, and one allocated in the other region and yielded at the same position,
become views at one offset when on no run both are needed (the argument is in
merge_alloc/lifetimes.py). The planned programs compute what the originals did on both branch
outcomes; the rule applied where A is read after B is written computes something else, which the
comparison catches; programs breaking a condition keep separate bytes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ma_helpers import collect, left_alone, run

from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, ops_named, parse_module

T = "memref<16xf32>"


def program(cond: bool = True, late_read: bool = False, direct_use: bool = False, b_in_else: bool = False,
            extra: str = "") -> str:
    """%a before the scf.if, yielded by one region; %b allocated in the other and yielded there.
    ``late_read``: %a read in %b's region after %b is written; ``direct_use``: %a read after the
    scf.if directly (each breaks a condition of the rule). ``extra``: ops at the end of %b's region."""
    late = f"    linalg.add ins(%a, %b : {T}, {T}) outs(%b : {T})\n" if late_read else ""
    with_b = (f"    %t = memref.alloc() : {T}\n"
              f"    linalg.mul ins(%a, %x : {T}, {T}) outs(%t : {T})\n"
              f"    %b = memref.alloc() : {T}\n"
              f"    linalg.fill ins(%zero : f32) outs(%b : {T})\n"
              f"    linalg.add ins(%t, %x : {T}, {T}) outs(%b : {T})\n"
              f"{late}{extra}"
              f"    scf.yield %b : {T}\n")
    with_a = f"    scf.yield %a : {T}\n"
    first, second = (with_a, with_b) if b_in_else else (with_b, with_a)
    after = "%a" if direct_use else "%x"
    return f"""
func.func @main(%x: {T}, %out: {T}) {{
  %c = arith.constant {str(cond).lower()}
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : {T}
  linalg.add ins(%x, %x : {T}, {T}) outs(%a : {T})
  %r = scf.if %c -> ({T}) {{
{first}  }} else {{
{second}  }}
  linalg.add ins(%r, {after} : {T}, {T}) outs(%out : {T})
  return
}}
"""


LABELS = "atb"  # the allocs in program order (both orientations): %a, %t, %b


def _joined(text: str) -> dict[str, list[str]]:
    """Each planned buffer of @main's function scope -> the allocs joined in it (by LABELS)."""
    _module, traces = collect(text)
    return {LABELS[b.id]: [LABELS[j.id] for j in b.joined] for b in traces[0].buffers}


def _views(planned: str, branch_op: str = "scf.if", regions: tuple[int, int] = (0, 1)):
    """The planned module, and the views yielded by two regions of its branch (by default the
    scf.if's then and else regions)."""
    module = parse_module(planned, new_context(False))
    (branch,) = ops_named(module, branch_op)
    yields = [list(branch.regions[k].blocks[0].operations)[-1] for k in regions]
    return module, [y.operands[0].owner for y in yields]


def test_the_branch_buffer_takes_the_bytes_of_the_one_before_the_branch():
    assert _joined(program()) == {"a": ["b"], "t": []}
    planned, result = run(program())
    plan = result.reports[0].plan
    assert plan.arena_size == 128  # %t apart, %a and %b in one 64-byte buffer
    _, (then_view, else_view) = _views(planned)
    offsets = [int(str(v.operands[1].owner.attributes["value"]).split(":")[0]) for v in (then_view, else_view)]
    assert offsets[0] == offsets[1]
    assert left_alone(result) == {}


def test_either_orientation_of_the_branches_joins():
    assert _joined(program(b_in_else=True)) == {"a": ["b"], "t": []}


@pytest.mark.parametrize("breaks", [
    {"late_read": True},  # %a read after %b is first written
    {"direct_use": True},  # %a read after the scf.if not through its result
    {"extra": f"    memref.copy %a, %x : {T} to {T}\n"},  # %a used in %b's region after %b's first access
])
def test_a_program_breaking_a_condition_keeps_separate_bytes(breaks):
    joined = _joined(program(**breaks))
    assert all(not names for names in joined.values()) and "b" in joined
    _, result = run(program(**breaks))
    assert result.reports[0].plan.arena_size == 192


def test_escaping_buffers_are_not_joined():
    stored = program().replace("  return\n", f"  %m = memref.alloca() : memref<memref<16xf32>>\n"
                               f"  memref.store %a, %m[] : memref<memref<16xf32>>\n  return\n")
    _, result = run(stored)
    assert "stored into memory by memref.store" in left_alone(result).values()
    assert _joined(stored) == {"t": [], "b": []}


def test_for_a_custom_mutator_the_joined_buffers_stay_alone():
    seen = []
    _, result = run(program(), mutator=lambda trace, plan: seen.append(trace))
    reasons = list(left_alone(result).values())
    assert len(reasons) == 2
    assert all("not planned in a mutator other than the default" in why for why in reasons)
    assert all(not b.joined for trace in seen for b in trace.buffers)


@pytest.mark.slow
@pytest.mark.parametrize("cond", [True, False])
@pytest.mark.parametrize("b_in_else", [False, True])
def test_joined_buffers_compute_the_same_on_both_branches(cond, b_in_else):
    original = program(cond, b_in_else=b_in_else)
    planned, _ = run(original)
    _, (then_view, else_view) = _views(planned)
    assert then_view.name == else_view.name == "memref.view"
    comparison = compare_programs(original, planned, entry="main")
    assert comparison.agree, comparison.message


@pytest.mark.slow
@pytest.mark.parametrize("branch", ["scf.if", "scf.index_switch"])
def test_the_rule_applied_where_a_is_read_after_b_is_written_is_caught(branch):
    if branch == "scf.if":
        original, regions = program(True, late_read=True), (0, 1)
    else:  # case 0 yields %b, case 1 %a
        original, regions = switch(0, late_read=True), (1, 2)
    planned, _ = run(original)
    module, (b_view, a_view) = _views(planned, branch, regions)
    assert b_view.operands[1] != a_view.operands[1]
    b_view.operands[1] = a_view.operands[1]  # plant: %b in %a's bytes
    caught = compare_programs(original, str(module), entry="main")
    assert not caught.agree, "%b over %a while %a is still read went unnoticed"


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.integers(0, 3))
def test_random_programs_of_this_shape_join_exactly_when_allowed_and_compute_the_same(
        cond, late_read, direct_use, b_in_else, seed):
    original = program(cond, late_read, direct_use, b_in_else)
    assert (_joined(original)["a"] == ["b"]) == (not late_read and not direct_use)
    planned, _ = run(original)
    comparison = compare_programs(original, planned, entry="main", seed=seed)
    assert comparison.agree, comparison.message


def test_a_buffer_from_outside_a_loop_around_the_branch_is_not_joined():
    # Were %b in %a's bytes, an iteration through the then region would overwrite %a, which a
    # later iteration through the else region yields again.
    body = program().split("  %r = scf.if")[1].split("  return")[0]
    looped = program().replace("  %r = scf.if" + body, (
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
        "  scf.for %i = %c0 to %c2 step %c1 {\n  %r = scf.if" + body + "  }\n"))
    assert "scf.for" in looped
    assert _joined(looped) == {"a": [], "t": [], "b": []}


def test_under_a_capacity_the_joined_buffers_stay_alone_and_both_stay_allocations():
    planned, result = run(program(), {"capacity": "0:100000"})
    reasons = list(left_alone(result).values())
    assert len(reasons) == 2
    assert all("not planned in a memory space of limited capacity" in why for why in reasons)
    assert planned.count(f"memref.alloc() : {T}") == 2


# %a and %t freed where they die, the joined buffer through the branch's result.
FREED = program().replace("  return\n", f"  memref.dealloc %r : {T}\n  return\n").replace(
    f"    linalg.add ins(%t, %x : {T}, {T}) outs(%b : {T})\n",
    f"    linalg.add ins(%t, %x : {T}, {T}) outs(%b : {T})\n    memref.dealloc %t : {T}\n").replace(
    f"    linalg.mul ins(%a, %x : {T}, {T}) outs(%t : {T})\n",
    f"    linalg.mul ins(%a, %x : {T}, {T}) outs(%t : {T})\n    memref.dealloc %a : {T}\n")


def test_a_dealloc_of_the_branch_result_frees_the_joined_buffer():
    assert FREED.count("memref.dealloc") == 3
    assert _joined(FREED) == {"a": ["b"], "t": []}
    planned, result = run(FREED)
    assert left_alone(result) == {}
    assert planned.count("memref.dealloc") == 1  # the arena's


def test_a_dealloc_through_another_alias_keeps_both_alone():
    view = FREED.replace(f"  memref.dealloc %r : {T}\n", f"  %s = memref.cast %r : {T} to {T}\n"
                         f"  memref.dealloc %s : {T}\n")
    assert "memref.cast" in view
    _, result = run(view)
    assert list(left_alone(result).values()) == ["deallocated through an alias"] * 2


@pytest.mark.slow
@pytest.mark.parametrize("cond", [True, False])
def test_joined_buffers_freed_through_the_result_compute_the_same(cond):
    original = FREED.replace("arith.constant true", f"arith.constant {str(cond).lower()}")
    planned, _ = run(original)
    comparison = compare_programs(original, planned, entry="main")
    assert comparison.agree, comparison.message


def switch(case: int, late_read: bool = False) -> str:
    """An scf.index_switch on the constant ``case``: case 0 allocates %t and %b and yields %b; case 1
    updates %a and yields it; the default yields %a as it is. ``late_read``: case 0 reads %a after
    writing %b (breaks condition 3)."""
    late = f"    linalg.add ins(%a, %b : {T}, {T}) outs(%b : {T})\n" if late_read else ""
    return f"""
func.func @main(%x: {T}, %out: {T}) {{
  %k = arith.constant {case} : index
  %a = memref.alloc() : {T}
  linalg.add ins(%x, %x : {T}, {T}) outs(%a : {T})
  %r = scf.index_switch %k -> {T}
  case 0 {{
    %t = memref.alloc() : {T}
    linalg.mul ins(%a, %x : {T}, {T}) outs(%t : {T})
    %b = memref.alloc() : {T}
    linalg.add ins(%t, %x : {T}, {T}) outs(%b : {T})
{late}    scf.yield %b : {T}
  }}
  case 1 {{
    linalg.mul ins(%a, %a : {T}, {T}) outs(%a : {T})
    scf.yield %a : {T}
  }}
  default {{
    scf.yield %a : {T}
  }}
  linalg.add ins(%r, %x : {T}, {T}) outs(%out : {T})
  return
}}
"""


def test_an_index_switch_case_buffer_takes_the_bytes_of_the_one_before_it():
    assert _joined(switch(0)) == {"a": ["b"], "t": []}
    assert _joined(switch(0, late_read=True)) == {"a": [], "t": [], "b": []}
    _, result = run(switch(0))
    assert result.reports[0].plan.arena_size == 128 and left_alone(result) == {}


@pytest.mark.slow
@pytest.mark.parametrize("case", [0, 1, 2])
def test_joined_buffers_of_an_index_switch_compute_the_same_in_every_case(case):
    original = switch(case)
    planned, _ = run(original)
    _, (b_view, a_view) = _views(planned, "scf.index_switch", (1, 2))  # case 0 yields %b, case 1 %a
    assert b_view.name == a_view.name == "memref.view"
    comparison = compare_programs(original, planned, entry="main")
    assert comparison.agree, comparison.message
