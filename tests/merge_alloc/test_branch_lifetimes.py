"""Buffers used on exclusive paths of a branch share bytes, and the planned programs compute
what the originals did on either path; a buffer needed across the branch stays apart, and a
plan that puts it under a branch's buffer anyway computes something else, which the comparison
catches (see merge_alloc/lifetimes.py on why branches keep their accesses in place)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ma_helpers import offsets, run

from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, ops_named, parse_module

T = "memref<16xf32>"

EXCLUSIVE = f"""
func.func @main(%x: {T}) -> {T} {{
  %p = arith.constant {{cond}}
  %out = memref.alloc() : {T}
  %a = memref.alloc() : {T}
  %b = memref.alloc() : {T}
  scf.if %p {{
    linalg.mul ins(%x, %x : {T}, {T}) outs(%a : {T})
    linalg.add ins(%a, %x : {T}, {T}) outs(%out : {T})
  }} else {{
    linalg.add ins(%x, %x : {T}, {T}) outs(%b : {T})
    linalg.mul ins(%b, %x : {T}, {T}) outs(%out : {T})
  }}
  return %out : {T}
}}
"""

ACROSS = f"""
func.func @main(%x: {T}) -> {T} {{
  %p = arith.constant {{cond}}
  %out = memref.alloc() : {T}
  %keep = memref.alloc() : {T}
  linalg.mul ins(%x, %x : {T}, {T}) outs(%keep : {T})
  %t = memref.alloc() : {T}
  scf.if %p {{
    linalg.add ins(%x, %x : {T}, {T}) outs(%t : {T})
    linalg.add ins(%t, %x : {T}, {T}) outs(%out : {T})
  }} else {{
    linalg.sub ins(%x, %x : {T}, {T}) outs(%out : {T})
  }}
  linalg.add ins(%keep, %out : {T}, {T}) outs(%out : {T})
  return %out : {T}
}}
"""

PATHS = ["true", "false"]


# the buffers' names as the plan has them (the printer's): %out is %alloc (returned, left
# alone), then %alloc_0 and %alloc_1 for the two planned buffers in their order
def _program(template: str, cond: str) -> str:
    return template.replace("{cond}", cond)


@pytest.mark.slow
@pytest.mark.parametrize("cond", PATHS)
def test_buffers_of_exclusive_paths_share_bytes_and_compute_the_same(cond):
    original = _program(EXCLUSIVE, cond)
    planned, result = run(original)
    placed = offsets(result)
    assert placed["%alloc_0"] == placed["%alloc_1"]  # %a and %b: never needed on the same path
    assert result.reports[0].plan.arena_size == 64
    comparison = compare_programs(original, planned, entry="main")
    assert comparison.agree, comparison.message


@pytest.mark.slow
@pytest.mark.parametrize("cond", PATHS)
def test_a_buffer_needed_across_the_branch_stays_apart_and_a_planted_overlap_is_caught(cond):
    original = _program(ACROSS, cond)
    planned, result = run(original)
    placed = offsets(result)
    assert placed["%alloc_0"] != placed["%alloc_1"]  # %keep is read after the branch %t is written in
    assert compare_programs(original, planned, entry="main").agree
    wrong = _plant(planned)
    caught = compare_programs(original, wrong, entry="main")
    if cond == "true":  # through %t the planted plan overwrites %keep
        assert not caught.agree, "the planted overlap went unnoticed"
    else:  # %t is never touched on this path: the run computes what the original does, and the
        # check, which fills a view only where a run starts to use it, says so (filling %t's bytes
        # before the branch would call the right plan of EXCLUSIVE-like programs wrong)
        assert caught.agree, caught.message


def _plant(planned: str) -> str:
    """``planned`` with the second view of the arena moved onto the first's offset."""
    module = parse_module(planned, new_context(False))
    views = ops_named(module, "memref.view")
    assert len(views) == 2
    views[1].operands[1] = views[0].operands[1]
    return str(module)


# -- random programs ---------------------------------------------------------


class _RandomProgram:
    """Buffers allocated before and inside nested scf.if branches (constant conditions, either
    way), each read only where every path has written it, folded into the result."""

    def __init__(self, rng: random.Random):
        self.rng, self.lines, self.count = rng, [], 0

    def text(self) -> str:
        top = [self._alloc("  ") for _ in range(self.rng.randint(0, 3))]
        written = self._block("  ", top, {"%x", "%y"}, 0)
        for b in top:
            if b in written:
                self._emit("  ", "add", "%out", b, "%out")
        body = "\n".join(self.lines)
        return f"""func.func @main(%x: {T}, %y: {T}) -> {T} {{
  %out = memref.alloc() : {T}
  memref.copy %x, %out : {T} to {T}
{body}
  return %out : {T}
}}"""

    def _fresh(self, prefix: str) -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def _alloc(self, indent: str) -> str:
        b = self._fresh("b")
        self.lines.append(f"{indent}{b} = memref.alloc() : {T}")
        return b

    def _emit(self, indent: str, op: str, lhs: str, rhs: str, out: str) -> None:
        self.lines.append(f"{indent}linalg.{op} ins({lhs}, {rhs} : {T}, {T}) outs({out} : {T})")

    def _block(self, indent: str, buffers: list[str], written: set[str], depth: int) -> set[str]:
        """Statements, then one read folded into %out; returns what is written on every path."""
        for _ in range(self.rng.randint(1, 6)):
            written = self._statement(indent, buffers, written, depth)
        self._emit(indent, "add", "%out", self.rng.choice([b for b in [*buffers, "%x"] if b in written]), "%out")
        return written

    def _statement(self, indent: str, buffers: list[str], written: set[str], depth: int) -> set[str]:
        roll = self.rng.random()
        if roll < 0.2 and depth < 3:
            cond = self._fresh("p")
            self.lines.append(f"{indent}{cond} = arith.constant {self.rng.choice(['true', 'false'])}")
            self.lines.append(f"{indent}scf.if {cond} {{")
            then = self._block(indent + "  ", list(buffers), set(written), depth + 1)
            self.lines.append(f"{indent}}} else {{")
            other = self._block(indent + "  ", list(buffers), set(written), depth + 1)
            self.lines.append(f"{indent}}}")
            return written | (then & other)
        if roll < 0.35 or not buffers:
            buffers.append(self._alloc(indent))
            return written
        sources = [b for b in [*buffers, "%x", "%y"] if b in written]
        out = self.rng.choice(buffers)
        self._emit(indent, self.rng.choice(["add", "mul", "sub"]), self.rng.choice(sources),
                   self.rng.choice(sources), out)
        return written | {out}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_random_branch_programs_compute_the_same_once_merged(seed):
    program = _RandomProgram(random.Random(seed)).text()
    planned, _ = run(program)
    comparison = compare_programs(program, planned, entry="main", seed=seed % 1000)
    assert comparison.agree, comparison.message
