"""compare_runs on hand-made runs: what counts as agreeing, what as a difference."""

import numpy as np
import pytest

from memplan.check.execution import ProgramRun, compare_runs, random_inputs
from memplan.check.runnable import BufferSpec
from memplan.diagnostics import MemplanError

X = BufferSpec("argument #0", "memref<4xf32>", (4,), np.dtype(np.float32), False)
R = BufferSpec("result #0", "memref<4xf32>", (4,), np.dtype(np.float32), True)
N = BufferSpec("result #1", "memref<4xi32>", (4,), np.dtype(np.int32), True)


def run(*buffers, specs=(X, R)) -> ProgramRun:
    return ProgramRun("f", list(specs), list(buffers))


def test_nan_and_inf_agree_only_in_the_same_places():
    ref = np.array([1.0, np.nan, np.inf, -np.inf], np.float32)
    assert compare_runs(run(None, ref), run(None, ref.copy())).agree
    moved = np.array([np.nan, 1.0, np.inf, -np.inf], np.float32)
    result = compare_runs(run(None, ref), run(None, moved))
    assert not result.agree and "result #0 (memref<4xf32>) differs at (0,)" in result.message


def test_tolerance_is_relative_to_the_reference():
    ref = np.array([1000.0, 1.0, 0.0, -1.0], np.float32)
    near = ref + np.array([0.05, 0.0, 5e-6, 0.0], np.float32)
    assert compare_runs(run(None, ref), run(None, near), rtol=1e-4, atol=1e-5).agree
    assert not compare_runs(run(None, ref), run(None, near), rtol=1e-6, atol=1e-5).agree


def test_integers_compare_exactly():
    ref = np.array([1, 2, 3, 4], np.int32)
    result = compare_runs(run(None, ref, ref, specs=(X, R, N)), run(None, ref, ref + [0, 0, 0, 1], specs=(X, R, N)))
    assert not result.agree and "result #1 (memref<4xi32>) differs at (3,): reference 4, candidate 5" in result.message


def test_an_input_compared_against_the_seeded_original():
    # Only the candidate wrote argument #0, with the values it had: no difference.
    (original,) = random_inputs([X], seed=3)
    out = np.ones(4, np.float32)
    assert compare_runs(run(None, out), run(original.copy(), out), seed=3).agree
    result = compare_runs(run(None, out), run(original + 1, out), seed=3)
    assert "the candidate overwrites this input" in result.message


def test_several_differences_are_counted():
    a, b = np.zeros(4, np.float32), np.ones(4, np.float32)
    result = compare_runs(run(a, a), run(b, b))
    assert result.message.endswith("(and 1 more buffers differ)")


def test_constant_outputs_get_a_note_and_signatures_must_match():
    same = np.full(4, 2.0, np.float32)
    result = compare_runs(run(None, same), run(None, same))
    assert result.agree and result.notes == ["result #0 holds the same value (2.0) everywhere on these inputs"]
    other = BufferSpec("result #0", "memref<5xf32>", (5,), np.dtype(np.float32), True)
    mismatch = compare_runs(run(None, same), ProgramRun("f", [X, other], [None, np.zeros(5, np.float32)]))
    assert not mismatch.agree and "different signatures" in mismatch.message


def test_different_entries_are_an_error():
    same = np.zeros(4, np.float32)
    with pytest.raises(MemplanError, match="default entries differ"):
        compare_runs(run(None, same), ProgramRun("g", [X, R], [None, same]))
