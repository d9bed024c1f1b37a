"""Values placed in a concat's slice though they are reshaped (memplan/bufferize/reshaped_views.py):
a recurrence's states computed straight into the stacked states, their collapses for the next
step's matmul views of the slices. Every rewrite runs against the tensor program
(ExecutionEngine); a placement planted at a wrong offset is caught. The programs and the IR are
specified in tests/lit/bufferize/concat-reshaped-states.mlir."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bufferize_helpers import agree, count, run

from memplan.bufferize import BufferizeOptions
from memplan.bufferize.models.tensor import concat, insert_slice
from memplan.check.execution import compare_programs

ROOT = Path(__file__).parents[2]
SPEC = (ROOT / "tests/lit/bufferize/concat-reshaped-states.mlir").read_text()
ALL = BufferizeOptions(placements="all", split_empty_tensors="off")


def function(name: str) -> str:
    """The spec's function ``@name`` alone, with the spec's affine maps."""
    maps = "\n".join(re.findall(r"^#map.*$", SPEC, re.M))
    body = re.search(rf"^func\.func @{name}\(.*?^}}$", SPEC, re.M | re.S)
    assert body is not None
    return f"{maps}\n{body[0]}\n"


STEPS = function("steps")
pytestmark = pytest.mark.slow  # each test runs programs on the ExecutionEngine (seconds)


def test_each_state_is_computed_in_its_slice_and_only_the_final_states_copy():
    # 5 copies before the rule: every state into %states, and both final states into %last
    module, report = run(STEPS, ALL)
    assert report.copies == 2
    assert count(module, "memref.collapse_shape") == 3  # each state's collapse stays a view
    agree(STEPS, module)


def test_the_default_placements_agree_with_the_tensor_program():
    module, _ = run(STEPS)
    agree(STEPS, module)


def test_each_state_is_computed_in_its_slice_of_an_insert_slice_chain():
    # 2 copies before: the states whose collapse the next step reads
    text = function("stack")
    module, report = run(text, ALL)
    assert report.copies == 0
    agree(text, module)


def test_a_state_placed_over_the_previous_one_in_a_chain_is_caught(monkeypatch):
    # plant a wrong placement: the analysis allows the second state in its slice, but the
    # placement puts it at the first one's; the first state is lost, and running catches it
    class Planted(insert_slice.InsertSliceSlot):
        def __init__(self, chain, root_op, where, claimed_type):
            wrong = ((0, 0, 0), *where[1:]) if where[0] == (1, 0, 0) else where
            super().__init__(chain, root_op, wrong, claimed_type)

    monkeypatch.setattr(insert_slice, "InsertSliceSlot", Planted)
    text = function("stack")
    module, _ = run(text, ALL)
    result = compare_programs(text, str(module))
    assert not result.agree, result.message


@pytest.mark.parametrize("name, copies", [("strided", 2), ("contiguous", 1)])
def test_a_collapse_that_is_no_view_of_the_slice_keeps_the_copy(name: str, copies: int):
    # @strided: rows 4 apart in the concat's buffer cannot collapse; @contiguous: they can
    text = function(name)
    module, report = run(text, ALL)
    assert report.copies == copies
    agree(text, module)


def test_a_state_placed_over_the_previous_one_is_caught(monkeypatch):
    # plant a wrong placement: the last state's slice at the second one's offset, so step 3
    # overwrites the state it reads and the concat loses the second state; running catches it
    right = concat._offsets

    def planted(op):
        offsets = right(op)
        return offsets[:-1] + [offsets[-2]] if len(offsets) == 3 else offsets

    monkeypatch.setattr(concat, "_offsets", planted)
    module, report = run(STEPS, ALL)
    assert report.copies == 2  # still placed: only the offset is wrong
    result = compare_programs(STEPS, str(module))
    assert not result.agree, result.message


def test_the_gru_with_every_placement_copies_only_its_final_states():
    # issue 23: torch-mlir's 2-layer GRU over 8 steps kept 18 copies; each layer's states are now
    # computed in the layer's concatenation, only the two final states (already placed) are copied
    text = (ROOT / "corpus/static/gru_stack.mlir").read_text()
    module, report = run(text, BufferizeOptions(placements="all"))
    assert report.copies <= 2
    agree(text, module)
