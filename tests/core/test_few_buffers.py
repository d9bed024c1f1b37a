"""Small plans never load numpy (issue 26; tests/foundation/test_startup.py checks a whole command):
below a size threshold the heuristics' orders, their placement and the bounds auto needs run in
plain Python, and give exactly what the numpy code gives (here with the threshold lowered so that
numpy runs on the same small instances).

``import numpy`` costs 0.15 s, most of a ``memplan plan`` of 60 buffers solved by the cheap
heuristics and the exhaustive search of small parts.
"""

from __future__ import annotations

import random

import pytest
from core_strategies import buffer_lists, mixed_alignment_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core import bounds
from memplan.core.buffer import Buffer
from memplan.core.planners import greedy_breadth, greedy_conflicts
from memplan.core.search import placement


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=40, max_tick=40), st.randoms(use_true_random=False), st.sampled_from(["best", "first"]))
def test_plain_placement_equals_numpys(bufs: list[Buffer], rng: random.Random, fit: str) -> None:
    order = list(range(len(bufs)))
    rng.shuffle(order)
    few = placement._place_general(bufs, order, fit)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(placement, "NUMPY_PLACE_MIN", 0)
        assert placement._place_general(bufs, order, fit) == few


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=40, max_tick=20))
def test_plain_orders_and_pair_counts_equal_numpys(bufs: list[Buffer]) -> None:
    few = (greedy_breadth.breadth_order(bufs), greedy_conflicts.conflict_order(bufs), placement.overlapping_pairs(bufs))
    with pytest.MonkeyPatch.context() as m:
        for module in (placement, greedy_breadth, greedy_conflicts):
            m.setattr(module, "NUMPY_PLACE_MIN", 0)
        assert (greedy_breadth.breadth_order(bufs), greedy_conflicts.conflict_order(bufs),
                placement.overlapping_pairs(bufs)) == few


def test_the_pair_count_counts_pairs_live_together() -> None:
    bufs = [Buffer(0, 8, 0, 4), Buffer(1, 8, 2, 6), Buffer(2, 8, 4, 8), Buffer(3, 0, 0, 8), Buffer(4, 8, 3, 3)]
    assert placement.overlapping_pairs(bufs) == 2  # (0, 1) and (1, 2); not the empty ones


@settings(max_examples=200, deadline=None)
@given(st.one_of(buffer_lists(max_buffers=40, max_tick=20), mixed_alignment_lists(max_buffers=40, max_tick=20)),
       st.integers(0, 2000))
def test_plain_bounds_equal_numpys(bufs: list[Buffer], known: int) -> None:
    few = (bounds.aligned_bound(bufs), bounds.stack_bound(bufs, known), bounds.lower_bound(bufs))
    with pytest.MonkeyPatch.context() as m:
        m.setattr(bounds, "FEW_BUFFERS", 0)
        assert (bounds.aligned_bound(bufs), bounds.stack_bound(bufs, known), bounds.lower_bound(bufs)) == few


def test_the_busiest_sections_tied_at_the_cut_are_taken_in_tick_order(monkeypatch: pytest.MonkeyPatch) -> None:
    # three sections of equal reach (bytes + alignment - 1: 191), one weighed: the first, whose best
    # stack is 128 (63 bytes aligned to 64 at 0, 65 above), where the second's is 65
    monkeypatch.setattr(bounds, "STACK_SECTIONS", 1)
    bufs = [Buffer(0, 65, 0, 1, 1), Buffer(1, 63, 0, 1, 64),
            Buffer(2, 64, 1, 2, 64), Buffer(3, 1, 1, 2, 64),
            Buffer(4, 127, 2, 3, 1), Buffer(5, 1, 2, 3, 64)]
    few = bounds.stack_bound(bufs)
    monkeypatch.setattr(bounds, "FEW_BUFFERS", 0)
    assert bounds.stack_bound(bufs) == few == 128
