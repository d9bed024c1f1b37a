"""The plain planning model: Buffer, Plan.check, the max-load lower bound."""

import pytest
from hypothesis import given, strategies as st

from memplan.core import Buffer, Plan, PlanError, lower_bound, live_bytes_profile
from memplan.core.planners import PlannerOptions, get_planner, planner_names


def test_half_open_lifetimes_may_share_memory():
    a, b = Buffer(0, 16, 0, 3), Buffer(1, 16, 3, 5)
    Plan([a, b], {0: 0, 1: 0}).check()


def test_overlap_in_time_and_memory_is_rejected():
    a, b = Buffer(0, 16, 0, 4), Buffer(1, 16, 3, 5)
    with pytest.raises(PlanError, match="live together"):
        Plan([a, b], {0: 0, 1: 8}).check()


def test_misaligned_offset_is_rejected():
    with pytest.raises(PlanError, match="alignment"):
        Plan([Buffer(0, 16, 0, 1, alignment=64)], {0: 32}).check()


def test_capacity_is_enforced():
    plan = Plan([Buffer(0, 100, 0, 1)], {0: 0})
    plan.check(capacity=100)
    with pytest.raises(PlanError, match="capacity"):
        plan.check(capacity=99)


def test_zero_size_and_empty_lifetimes_never_conflict():
    bufs = [Buffer(0, 0, 0, 5), Buffer(1, 8, 0, 5), Buffer(2, 8, 2, 2)]
    Plan(bufs, {0: 0, 1: 0, 2: 0}).check()


def test_invalid_buffers_are_refused():
    with pytest.raises(ValueError):
        Buffer(0, -1, 0, 1)
    with pytest.raises(ValueError):
        Buffer(0, 1, 3, 2)


def test_lower_bound_is_max_load():
    bufs = [Buffer(0, 16, 1, 5), Buffer(1, 64, 2, 4), Buffer(2, 16, 5, 7)]
    assert lower_bound(bufs) == 80
    assert live_bytes_profile(bufs) == [(1, 16), (2, 80), (4, 16), (5, 16), (7, 0)]


buffers = st.lists(
    st.tuples(st.integers(0, 100), st.integers(0, 20), st.integers(0, 10), st.sampled_from([1, 4, 64])),
    max_size=25,
).map(lambda rows: [Buffer(i, s, t, t + d, a) for i, (s, t, d, a) in enumerate(rows)])


@given(buffers)
def test_lower_bound_never_exceeds_trivial_arena(bufs):
    plan = get_planner("trivial")(bufs, PlannerOptions())
    plan.check()
    assert plan.lower_bound <= plan.arena_size


def test_unknown_planner_lists_the_known_ones():
    with pytest.raises(KeyError, match="trivial"):
        get_planner("no-such-planner")
    assert "trivial" in planner_names()


def test_overlap_in_time_is_half_open_and_empty_lifetimes_never_overlap():
    a = Buffer(0, 8, 0, 3)
    assert a.overlaps_in_time(Buffer(1, 8, 2, 4))
    assert not a.overlaps_in_time(Buffer(1, 8, 3, 4))
    assert not a.overlaps_in_time(Buffer(1, 8, 2, 2))
    assert not Buffer(1, 8, 2, 2).overlaps_in_time(a)
