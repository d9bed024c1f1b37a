"""Where the check fills a view of an arena with its pattern: right before an access no other
access may precede on a run (lifted out of loops), never where another buffer in the same bytes
may still be in use. Correct plans that share bytes across exclusive branches or blocks agree;
a view read before anything wrote it is still found."""

from __future__ import annotations

import re

import pytest

from memplan.check.execution import compare_programs

T = "memref<16xf32>"
A = "memref<64xi8>"


def _in_one_arena(reference: str) -> str:
    """``reference`` with every allocation a view at byte 0 of one arena, made first."""
    arena = f"  %arena = memref.alloc() : {A}\n  %c0 = arith.constant 0 : index\n"
    shared = re.sub(rf"(%\w+) = memref.alloc\(\) : {T}", rf"\1 = memref.view %arena[%c0][] : {A} to {T}", reference)
    return shared.replace("{\n", "{\n" + arena, 1)


# %c is written before an scf.if and read in its then region; %b is used only in the else
# region. A correct plan gives both byte 0: a fill of %b before the scf.if would overwrite %c.
BRANCH_REFERENCE = f"""
func.func @main(%p: i1, %x: {T}, %y: {T}, %out: {T}) {{
  %c = memref.alloc() : {T}
  linalg.add ins(%x, %x : {T}, {T}) outs(%c : {T})
  %b = memref.alloc() : {T}
  scf.if %p {{
    linalg.mul ins(%c, %x : {T}, {T}) outs(%out : {T})
  }} else {{
    linalg.sub ins(%x, %y : {T}, {T}) outs(%b : {T})
    linalg.add ins(%b, %x : {T}, {T}) outs(%out : {T})
  }}
  return
}}
"""
BRANCH_SHARED = _in_one_arena(BRANCH_REFERENCE)

# The same with blocks: %c is read in ^left, %b used only in ^right, both views made in the entry.
BLOCKS_REFERENCE = f"""
func.func @main(%p: i1, %x: {T}, %y: {T}, %out: {T}) {{
  %c = memref.alloc() : {T}
  %b = memref.alloc() : {T}
  linalg.add ins(%x, %x : {T}, {T}) outs(%c : {T})
  cf.cond_br %p, ^left, ^right
^left:
  linalg.mul ins(%c, %x : {T}, {T}) outs(%out : {T})
  return
^right:
  linalg.sub ins(%x, %y : {T}, {T}) outs(%b : {T})
  linalg.add ins(%b, %x : {T}, {T}) outs(%out : {T})
  return
}}
"""
BLOCKS_SHARED = _in_one_arena(BLOCKS_REFERENCE)


def _fixed(program: str, path: bool) -> str:
    """``program`` with its condition a constant, so that the path is sure to run."""
    return program.replace("%p: i1, ", "").replace("{\n", f"{{\n  %p = arith.constant {str(path).lower()}\n", 1)


@pytest.mark.slow
@pytest.mark.parametrize("path", [True, False])
@pytest.mark.parametrize("reference, candidate", [(BRANCH_REFERENCE, BRANCH_SHARED), (BLOCKS_REFERENCE, BLOCKS_SHARED)],
                         ids=["scf.if", "cf.cond_br"])
def test_bytes_shared_across_exclusive_paths_are_not_called_wrong(reference, candidate, path):
    comparison = compare_programs(_fixed(reference, path), _fixed(candidate, path), entry="main")
    assert comparison.agree, comparison.message


@pytest.mark.slow
def test_a_view_read_before_written_in_a_branch_is_still_found():
    # the else region reads %b before writing it, where the reference reads %y
    candidate = BRANCH_SHARED.replace("linalg.sub ins(%x, %y", "linalg.sub ins(%x, %b")
    comparison = compare_programs(_fixed(BRANCH_REFERENCE, False), _fixed(candidate, False), entry="main")
    assert not comparison.agree
    assert "never wrote" in comparison.message


# A view accumulated over a loop: filled once before the loop, not at each iteration.
LOOP_REFERENCE = f"""
func.func @main(%x: {T}, %out: {T}) {{
  %c0i = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %acc = memref.alloc() : {T}
  scf.for %i = %c0i to %c3 step %c1 {{
    %first = arith.cmpi eq, %i, %c0i : index
    scf.if %first {{
      linalg.copy ins(%x : {T}) outs(%acc : {T})
    }} else {{
      linalg.add ins(%acc, %x : {T}, {T}) outs(%acc : {T})
    }}
  }}
  linalg.copy ins(%acc : {T}) outs(%out : {T})
  return
}}
"""


@pytest.mark.slow
def test_a_view_used_in_a_loop_is_filled_once_before_it():
    candidate = _in_one_arena(LOOP_REFERENCE)
    comparison = compare_programs(LOOP_REFERENCE, candidate, entry="main")
    assert comparison.agree, comparison.message
