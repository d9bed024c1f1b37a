"""Exclusive branches share bytes in a body of several blocks (cf.cond_br): a buffer crossing
blocks is live only over the blocks on a path from an access to an access, so buffers allocated
before a branch and used only on exclusive paths take the same bytes, and frees are no accesses
(the argument is in merge_alloc/lifetimes.py). The planned programs compute what the originals do
on both branch outcomes, a wrong overlap planted in the same program is caught, and random
programs of blocks whose buffers are first written after the branch compute the same. The IR is
specified in tests/lit/merge-alloc/exclusive-branches.mlir (@blocks)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ma_helpers import collect, left_alone, mlir_opt_accepts, offsets, parse, run
from mlir import ir

from memplan.check.execution import compare_programs
from memplan.mlir.parsing import ops_named

T = "memref<16xf32>"

# %a is used only in ^left, %b only in ^right, both allocated in the entry block; %c is written
# before the branch and read on both paths and at the join. All three are freed at the join.
DIAMOND = f"""
func.func @main(%p: i1, %x: {T}, %out: {T}) {{
  %a = memref.alloc() : {T}
  %b = memref.alloc() : {T}
  %c = memref.alloc() : {T}
  linalg.add ins(%x, %x : {T}, {T}) outs(%c : {T})
  cf.cond_br %p, ^left, ^right
^left:
  linalg.mul ins(%x, %c : {T}, {T}) outs(%a : {T})
  linalg.add ins(%a, %x : {T}, {T}) outs(%out : {T})
  cf.br ^join
^right:
  linalg.sub ins(%x, %out : {T}, {T}) outs(%b : {T})
  linalg.add ins(%b, %c : {T}, {T}) outs(%out : {T})
  cf.br ^join
^join:
  linalg.add ins(%out, %c : {T}, {T}) outs(%out : {T})
  memref.dealloc %a : {T}
  memref.dealloc %b : {T}
  memref.dealloc %c : {T}
  return
}}
"""


def taking(path: bool) -> str:
    """DIAMOND with the branch's condition fixed, so that each path is sure to run."""
    return DIAMOND.replace("%p: i1, ", "").replace("  %a = memref.alloc()", f"  %p = arith.constant {str(path).lower()}\n"
                                                     "  %a = memref.alloc()", 1)


def test_buffers_used_on_exclusive_paths_share_bytes_and_the_shared_one_does_not():
    _, result = run(DIAMOND)
    assert left_alone(result) == {}
    planned = offsets(result)  # printed names: %alloc is %a, %alloc_0 %b, %alloc_1 %c
    assert planned["%alloc"] == planned["%alloc_0"]
    assert planned["%alloc_1"] != planned["%alloc"]
    assert result.reports[0].plan.arena_size == 128


def test_a_buffer_read_after_the_join_keeps_its_bytes_apart():
    # %a read again at the join: it is live on the path ^left -> ^join, and, as one interval,
    # over ^right's ticks as well, so %b no longer takes its bytes
    program = DIAMOND.replace("  linalg.add ins(%out, %c", f"  linalg.add ins(%out, %a : {T}, {T}) outs(%out : {T})\n"
                              "  linalg.add ins(%out, %c", 1)
    _, result = run(program)
    planned = offsets(result)
    assert len({planned["%alloc"], planned["%alloc_0"], planned["%alloc_1"]}) == 3


@pytest.mark.slow
@pytest.mark.parametrize("path", [True, False])
def test_the_shared_bytes_compute_the_same_on_both_paths(path):
    program = taking(path)
    planned, result = run(program)
    assert offsets(result)["%alloc"] == offsets(result)["%alloc_0"]
    assert mlir_opt_accepts(planned)
    comparison = compare_programs(program, planned)
    assert comparison.agree, comparison.message


@pytest.mark.slow
def test_a_planted_overlap_of_a_path_buffer_with_the_one_live_across_the_branch_is_caught():
    program = taking(True)
    planned, result = run(program)
    module = parse(planned)
    a_view = ops_named(module, "memref.view")[0]
    with module.context, a_view.location, ir.InsertionPoint(a_view):  # %a over %c: ^left overwrites what the join reads
        index = ir.IndexType.get()
        at_c = ir.Operation.create("arith.constant", results=[index],
                                   attributes={"value": ir.IntegerAttr.get(index, offsets(result)["%alloc_1"])})
    a_view.operands[1] = at_c.result
    broken = str(module)
    assert mlir_opt_accepts(broken)
    assert not compare_programs(program, broken).agree


# %m is written in ^w and read in ^d; the path between passes ^x, written last, whose own %n
# must not take %m's bytes although no op of ^x touches %m.
DETOUR = f"""
func.func @main(%x: {T}, %out: {T}) {{
  %m = memref.alloc() : {T}
  cf.br ^w
^w:
  linalg.add ins(%x, %x : {T}, {T}) outs(%m : {T})
  cf.br ^x
^d:
  linalg.add ins(%out, %m : {T}, {T}) outs(%out : {T})
  return
^x:
  %n = memref.alloc() : {T}
  linalg.mul ins(%x, %out : {T}, {T}) outs(%n : {T})
  linalg.sub ins(%n, %x : {T}, {T}) outs(%out : {T})
  cf.br ^d
}}
"""


@pytest.mark.slow
def test_a_buffer_is_live_over_the_blocks_between_its_accesses_even_written_after_them():
    planned, result = run(DETOUR)
    assert left_alone(result) == {}
    assert offsets(result)["%alloc"] != offsets(result)["%alloc_0"]
    comparison = compare_programs(DETOUR, planned)
    assert comparison.agree, comparison.message


# -- random programs ---------------------------------------------------------


class _LateWrites:
    """A body of blocks branching forward only (a DAG on the function's i1 arguments). The entry
    block allocates every buffer; a few it writes at once, the others are first written in a
    later block W and read only in W and in blocks W dominates (so no run reads a buffer before
    writing it). Each block folds a buffer into %out; frees, if any, sit in the last block. The
    blocks after the entry are written in a shuffled order, so that ticks do not follow runs."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.blocks = rng.randint(3, 6)
        self.successors = [self._successors(b) for b in range(self.blocks)]

    def _successors(self, b: int) -> list[int]:
        if b == self.blocks - 1:
            return []
        if b + 2 < self.blocks and self.rng.random() < 0.6:
            return [b + 1, self.rng.randint(b + 2, self.blocks - 1)]
        return [b + 1]

    def _reached(self, without: int) -> set[int]:
        seen, work = set(), [0] if without else []
        while work:
            b = work.pop()
            if b not in seen and b != without:
                seen.add(b)
                work.extend(self.successors[b])
        return seen

    def dominated(self, d: int) -> set[int]:
        """Blocks every run to which passes ``d`` (``d`` itself included)."""
        return set(range(self.blocks)) - self._reached(d)

    def text(self) -> str:
        rng = self.rng
        early = [f"%e{k}" for k in range(rng.randint(0, 1))]
        late = [f"%l{k}" for k in range(rng.randint(2, 4))]
        writer = {m: rng.randint(1, self.blocks - 1) for m in late}
        lines: list[list[str]] = [[] for _ in range(self.blocks)]
        lines[0] += [f"  {m} = memref.alloc() : {T}" for m in [*early, *late]]
        lines[0] += [self._op(m, ["%x", "%y"]) for m in early]
        for m in late:
            w = writer[m]
            lines[w].append(self._op(m, ["%x", "%y", *early]))
            for b in sorted(self.dominated(w)):
                if b == w or rng.random() < 0.5:
                    lines[b].append(f"  linalg.add ins(%out, {m} : {T}, {T}) outs(%out : {T})")
        for b in range(self.blocks):
            if b and rng.random() < 0.5:  # a block-local buffer, to take bytes where the others are dead
                lines[b] += [f"  %own{b} = memref.alloc() : {T}", self._op(f"%own{b}", ["%x", "%y", "%out"]),
                             f"  linalg.add ins(%out, %own{b} : {T}, {T}) outs(%out : {T})"]
            lines[b].append(f"  linalg.add ins(%out, %y : {T}, {T}) outs(%out : {T})")
        if rng.random() < 0.5:
            lines[-1] += [f"  memref.dealloc {m} : {T}" for m in [*early, *late]]
        for b in range(self.blocks):
            lines[b].append(self._terminator(b))
            if b:
                lines[b].insert(0, f"^bb{b}:")
        later = lines[1:]
        rng.shuffle(later)
        body = "\n".join(line for chunk in [lines[0], *later] for line in chunk)
        return f"func.func @main(%x: {T}, %y: {T}, %p: i1, %q: i1, %out: {T}) {{\n{body}\n}}"

    def _op(self, out: str, sources: list[str]) -> str:
        op = self.rng.choice(["add", "mul", "sub"])
        return f"  linalg.{op} ins({self.rng.choice(sources)}, {self.rng.choice(sources)} : {T}, {T}) outs({out} : {T})"

    def _terminator(self, b: int) -> str:
        after = self.successors[b]
        if not after:
            return "  return"
        if len(after) == 1:
            return f"  cf.br ^bb{after[0]}"
        return f"  cf.cond_br {self.rng.choice(['%p', '%q'])}, ^bb{after[0]}, ^bb{after[1]}"


def test_the_generator_writes_each_late_buffer_before_every_read():
    # its dominance, checked on a diamond: ^1 and ^2 dominate only themselves, ^3 neither
    g = _LateWrites(random.Random(0))
    g.blocks, g.successors = 4, [[1, 2], [3], [3], []]
    assert g.dominated(1) == {1} and g.dominated(2) == {2} and g.dominated(0) == {0, 1, 2, 3}


@pytest.mark.slow
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_random_programs_writing_buffers_after_a_branch_compute_the_same_once_merged(seed):
    program = _LateWrites(random.Random(seed)).text()
    planned, result = run(program)
    assert left_alone(result) == {}
    for inputs in (seed % 1000, seed % 1000 + 1, seed % 1000 + 2):
        comparison = compare_programs(program, planned, entry="main", seed=inputs)
        assert comparison.agree, f"{comparison.message}\n{program}"


# -- joined across a diamond of blocks -------------------------------------------------------


def diamond(cond: bool | None = None, b_in_else: bool = False, late_read: bool = False,
            direct_use: bool = False, freed: bool = True) -> str:
    """The issue's example as convert-scf-to-cf leaves it: %a made before a cf.cond_br and passed
    to the join by one arm, %b made in the other arm and passed at the same argument. ``late_read``:
    %a read in %b's arm after %b is written; ``direct_use``: %a read at the join directly (each
    breaks a condition); ``freed``: the frees of the deallocation pipeline; ``cond``: a constant
    condition (else the argument %p)."""
    with_b = [f"  %t = memref.alloc() : {T}", f"  linalg.mul ins(%a, %x : {T}, {T}) outs(%t : {T})",
              f"  %b = memref.alloc() : {T}", f"  linalg.add ins(%t, %x : {T}, {T}) outs(%b : {T})"]
    if late_read:
        with_b.append(f"  linalg.add ins(%a, %b : {T}, {T}) outs(%b : {T})")
    if freed:
        with_b += [f"  memref.dealloc %t : {T}"] + ([] if late_read or direct_use else [f"  memref.dealloc %a : {T}"])
    with_b = "\n".join([*with_b, f"  cf.br ^join(%b : {T})"]) + "\n"
    with_a = f"  cf.br ^join(%a : {T})\n"
    then, else_ = (with_a, with_b) if b_in_else else (with_b, with_a)
    after = "%a" if direct_use else "%x"
    head = "%p: i1, " if cond is None else ""
    condition = "" if cond is None else f"  %p = arith.constant {str(cond).lower()}\n"
    free_r = f"  memref.dealloc %r : {T}\n" if freed and not direct_use else ""
    return f"""
func.func @main({head}%x: {T}, %out: {T}) {{
{condition}  %a = memref.alloc() : {T}
  linalg.add ins(%x, %x : {T}, {T}) outs(%a : {T})
  cf.cond_br %p, ^then, ^else
^then:
{then}^else:
{else_}^join(%r: {T}):
  linalg.add ins(%r, {after} : {T}, {T}) outs(%out : {T})
{free_r}  return
}}
"""


def _joined(program: str) -> tuple[dict[int, list[int]], int]:
    """Each planned buffer (by alloc, in program order: 0 is %a, 1 %t, 2 %b) -> the allocs joined
    in it; and the arena's size."""
    _module, traces = collect(program)
    _, result = run(program)
    return {b.id: [j.id for j in b.joined] for b in traces[0].buffers}, result.reports[0].plan.arena_size


@pytest.mark.parametrize("b_in_else", [False, True])
@pytest.mark.parametrize("freed", [False, True])
def test_the_arm_buffer_takes_the_bytes_of_the_one_passed_by_the_other_arm(b_in_else, freed):
    joined, arena = _joined(diamond(b_in_else=b_in_else, freed=freed))
    assert joined == {0: [2], 1: []} and arena == 128  # %b in %a's bytes, %t apart
    _, result = run(diamond(b_in_else=b_in_else, freed=freed))
    assert left_alone(result) == {}


@pytest.mark.parametrize("breaks", [{"late_read": True}, {"direct_use": True}])
def test_a_diamond_breaking_a_condition_keeps_separate_bytes(breaks):
    joined, arena = _joined(diamond(freed=False, **breaks))
    assert joined == {0: [], 1: [], 2: []} and arena == 192


@pytest.mark.slow
@pytest.mark.parametrize("cond", [True, False])
@pytest.mark.parametrize("variant", [{}, {"b_in_else": True}, {"freed": False}, {"late_read": True},
                                     {"direct_use": True}])
def test_diamonds_compute_the_same_on_both_paths(cond, variant):
    program = diamond(cond, **variant)
    planned, _ = run(program)
    assert mlir_opt_accepts(planned)
    comparison = compare_programs(program, planned, entry="main")
    assert comparison.agree, comparison.message


@pytest.mark.slow
def test_the_join_applied_where_a_is_read_after_b_is_written_is_caught():
    program = diamond(True, late_read=True, freed=False)
    planned, result = run(program)
    module = parse(planned)
    views = ops_named(module, "memref.view")  # %a's, then %t's and %b's in ^then
    b_view = views[2]
    assert b_view.operands[1] != views[0].operands[1]
    b_view.operands[1] = views[0].operands[1]  # plant: %b in %a's bytes (the entry's offset dominates)
    broken = str(module)
    assert mlir_opt_accepts(broken)
    assert not compare_programs(program, broken, entry="main").agree, "%b over %a while %a is read went unnoticed"
