"""Start-order best fit and the shared placement routine behind it."""

from __future__ import annotations

from hypothesis import given, settings

from core_strategies import buffer_lists
from memplan.core.buffer import Buffer
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.planners.placement import _place_general, place_by_start, place_in_order


def test_best_fit_takes_the_smallest_gap() -> None:
    bufs = [
        Buffer(0, 100, 0, 4), Buffer(1, 10, 1, 10), Buffer(2, 30, 2, 4),
        Buffer(3, 10, 3, 10), Buffer(4, 25, 5, 7),
    ]
    plan = get_planner("best-fit")(bufs, PlannerOptions())
    plan.check()
    assert plan.offsets[4] == plan.offsets[2]  # the 30-byte hole, not the 100-byte one
    assert plan.arena_size == 150


def test_best_fit_reuses_memory_after_a_free_at_the_same_tick() -> None:
    bufs = [Buffer(0, 64, 0, 3), Buffer(1, 64, 3, 6)]
    plan = get_planner("best-fit")(bufs, PlannerOptions())
    assert plan.offsets == {0: 0, 1: 0}


def test_first_fit_takes_the_lowest_gap() -> None:
    bufs = [
        Buffer(0, 100, 0, 4), Buffer(1, 10, 1, 10), Buffer(2, 30, 2, 4),
        Buffer(3, 10, 3, 10), Buffer(4, 25, 5, 7),
    ]
    offsets = place_in_order(bufs, range(5), fit="first")
    assert offsets[4] == 0


@settings(max_examples=150, deadline=None)
@given(buffer_lists())
def test_event_sweep_and_overlap_index_agree(bufs: list[Buffer]) -> None:
    order = sorted(range(len(bufs)), key=lambda i: (bufs[i].start, i))
    for fit in ("best", "first"):
        assert place_by_start(bufs, order, fit) == _place_general(bufs, order, fit)
