"""The grouping search run both ways in time (core/search/mirrored.py).

A part and its mirror image have the same plans; with a worker process the search of a part
also runs mirrored, and which way's plan comes out follows from the two ways' step counts alone
(the fewer steps wins, the forward way on ties), never from which process was quicker. Without
workers, or when the mirrored way's process fails, the forward way's answer comes out as before.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError
from memplan.core.planners.auto import plan_auto
from memplan.core.planners.base import PlannerOptions
from memplan.core.search import mirrored, workers
from memplan.core.search.flat import FOUND, GAVE_UP
from memplan.core.search.regroup import Regrouping

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import allocator  # noqa: E402

NODES = 60_000


@st.composite
def parts(draw) -> list[Buffer]:
    n = draw(st.integers(1, 8))
    out = []
    for i in range(n):
        start = draw(st.integers(0, 6))
        out.append(Buffer(i, draw(st.integers(1, 5)), start, start + draw(st.integers(1, 4))))
    return out


@given(parts(), st.lists(st.integers(0, 20), min_size=8, max_size=8))
@settings(max_examples=200, deadline=None)
def test_a_mirror_image_has_the_same_plans(part: list[Buffer], offsets: list[int]) -> None:
    mirror = mirrored.mirrored(part)
    assert mirrored.mirrored(mirror) == part
    assert [(b.id, b.size) for b in mirror] == [(b.id, b.size) for b in part]
    placed = {b.id: offsets[b.id] for b in part}
    assert valid(Plan(part, placed)) == valid(Plan(mirror, placed))
    assert max_load(mirror) == max_load(part)


def valid(plan: Plan) -> bool:
    try:
        plan.check()
    except PlanError:
        return False
    return True


def ended(pool: workers.Pool) -> bool:
    """Whether the processes the searches started for the mirrored way are gone (reaped)."""
    return all(w.proc.poll() is not None for w in pool.others)


def alone(part: list[Buffer], capacity: int):
    return Regrouping(part, capacity).run(NODES), Regrouping(mirrored.mirrored(part), capacity).run(NODES)


# each way filling first at least once, and a tie: forward/mirrored steps alone 202/202, 132/139, 4612/190
CASES = [allocator(100, 6).buffers, allocator(100, 3).buffers, mirrored.mirrored(allocator(100, 5).buffers),
         mirrored.mirrored(allocator(200, 2).buffers)]


@pytest.mark.parametrize("part", CASES, ids=["tie", "forward-first", "mirrored-first", "mirrored-only"])
def test_the_way_with_fewer_steps_fills_and_the_forward_way_wins_ties(part: list[Buffer], monkeypatch) -> None:
    monkeypatch.setattr(mirrored, "TWO_WAYS_MIN", 0)
    capacity = max_load(part)
    forward, backward = alone(part, capacity)
    assert backward.status == FOUND
    with workers.session(2) as pool:
        result = mirrored.TwoWays(part, capacity, pool).run(NODES)
    assert ended(pool)
    winner = forward if forward.status == FOUND and forward.nodes <= backward.nodes else backward
    assert (result.status, result.offsets, result.nodes) == (FOUND, winner.offsets, winner.nodes)
    plan = Plan(part, result.offsets)
    assert valid(plan) and plan.arena_size == capacity


def test_without_workers_only_the_forward_way_runs() -> None:
    part = mirrored.mirrored(allocator(200, 2).buffers)
    capacity = max_load(part)
    result = mirrored.TwoWays(part, capacity, None).run(NODES)
    forward, _ = alone(part, capacity)
    assert (result.status, result.nodes) == (forward.status, forward.nodes)
    assert result.status == GAVE_UP and result.nodes >= NODES


def test_a_short_call_does_not_start_a_process() -> None:
    part = allocator(100, 5).buffers
    with workers.session(2) as pool:
        search = mirrored.TwoWays(part, max_load(part), pool)
        assert search.run(mirrored.TWO_WAYS_MIN - 1).status == FOUND
        assert not pool.others


def test_a_mirrored_way_whose_process_fails_leaves_the_forward_answer(monkeypatch) -> None:
    monkeypatch.setattr(mirrored, "TWO_WAYS_MIN", 0)
    monkeypatch.setattr(mirrored, "ENTRY", ("memplan.core.search.mirrored", "no_such_entry"))
    part = allocator(100, 5).buffers
    capacity = max_load(part)
    forward, _ = alone(part, capacity)
    with workers.session(2) as pool:
        search = mirrored.TwoWays(part, capacity, pool)
        result = search.run(NODES)
    assert (result.status, result.offsets) == (forward.status, forward.offsets)
    assert pool.others and ended(pool)


def test_a_search_given_up_on_goes_on_in_later_calls_both_ways(monkeypatch) -> None:
    """Each way goes on where its last call stopped: in slices, the plan of the mirrored way run alone in the same slices."""
    monkeypatch.setattr(mirrored, "TWO_WAYS_MIN", 0)
    part = mirrored.mirrored(allocator(200, 2).buffers)
    capacity = max_load(part)
    reference = Regrouping(mirrored.mirrored(part), capacity)
    assert reference.run(300).status == GAVE_UP
    expected = reference.run(NODES)
    with workers.session(2) as pool:
        search = mirrored.TwoWays(part, capacity, pool)
        first = search.run(300)
        second = search.run(NODES)
    assert first.status == GAVE_UP and search.ended == second
    assert (second.status, second.offsets, second.nodes) == (FOUND, expected.offsets, expected.nodes)


def test_auto_with_two_jobs_fills_an_allocator_mirrored_in_time() -> None:
    part = mirrored.mirrored(allocator(200, 4).buffers)
    plan = plan_auto(part, PlannerOptions(work=4.0, jobs=2))
    assert valid(plan) and plan.arena_size == max_load(part)
