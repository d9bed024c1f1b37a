"""The grouping search run both ways in time (core/search/mirrored.py).

A part and its mirror image have the same plans. One process searches both ways, each restart
given to the way that got further (EitherWay); with a worker process a second one does the same,
led by the mirrored way, and which process's plan comes out follows from the two processes' step
counts alone (the fewer steps wins, the first process on ties), never from which process was
quicker. Without workers, or when the second process fails, the first process's answer comes out.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from memplan.core.bounds import max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError
from memplan.core.planners.auto import plan_auto
from memplan.core.planners.base import PlannerOptions
from memplan.core.search import flat, mirrored, workers
from memplan.core.search.flat import FOUND, GAVE_UP
from memplan.core.search.regroup import Regrouping

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import allocator  # noqa: E402

from core_strategies import assert_as_exhaustive, flat_instances  # noqa: E402

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
    """What each of the two processes finds on its own: led forward, and led mirrored."""
    return (mirrored.EitherWay(part, capacity, both_untouched=False).run(NODES),
            mirrored.EitherWay(mirrored.mirrored(part), capacity, both_untouched=False).run(NODES))


def fewer_steps(first, second):
    """The answer TwoWays takes: the one that filled in fewer steps, the first on ties."""
    return first if first.status == FOUND and (second.status != FOUND or first.nodes <= second.nodes) else second


# each process filling first at least once, and a tie: first/second process's steps alone 202/202, 132/139,
# 2200/190, 2586/564
CASES = [allocator(100, 6).buffers, allocator(100, 3).buffers, mirrored.mirrored(allocator(100, 5).buffers),
         mirrored.mirrored(allocator(200, 2).buffers)]


@pytest.mark.parametrize("part", CASES, ids=["tie", "forward-first", "mirrored-first", "mirrored-easier"])
def test_the_process_with_fewer_steps_fills_and_the_first_wins_ties(part: list[Buffer], monkeypatch) -> None:
    monkeypatch.setattr(mirrored, "TWO_WAYS_MIN", 0)
    capacity = max_load(part)
    first, second = alone(part, capacity)
    assert FOUND in (first.status, second.status)
    with workers.session(2) as pool:
        result = mirrored.TwoWays(part, capacity, pool).run(NODES)
    assert ended(pool)
    winner = fewer_steps(first, second)
    assert (result.status, result.offsets, result.nodes) == (FOUND, winner.offsets, winner.nodes)
    plan = Plan(part, result.offsets)
    assert valid(plan) and plan.arena_size == capacity


def test_without_workers_one_process_takes_both_ways() -> None:
    """The forward way alone gives this part up; the mirrored way fills it, in the same process."""
    part = mirrored.mirrored(allocator(200, 2).buffers)
    capacity = max_load(part)
    assert Regrouping(part, capacity).run(NODES).status == GAVE_UP
    result = mirrored.TwoWays(part, capacity, None).run(NODES)
    expected = mirrored.EitherWay(part, capacity).run(NODES)
    assert (result.status, result.offsets, result.nodes) == (FOUND, expected.offsets, expected.nodes)
    assert valid(Plan(part, result.offsets))


def test_restarts_go_to_the_way_that_got_further_and_the_other_keeps_its_share() -> None:
    part = mirrored.mirrored(allocator(1000, 703).buffers)  # a merging packing: the mirrored way gets further
    search = mirrored.EitherWay(part, max_load(part))
    assert search.run(200_000).status == GAVE_UP
    ahead, behind = search.ways
    assert behind.reach > ahead.reach
    share = search.spent[0] / sum(search.spent)
    assert 0.9 * mirrored.HEDGE <= share < 0.5  # the last restart of the way ahead may end a little past the hedge


@settings(max_examples=150, deadline=None)
@given(flat_instances())
def test_both_ways_in_one_process_agree_with_the_exhaustive_search(part: list[Buffer]) -> None:
    height = flat.flat_load(part)
    assume(height is not None)  # a gap of no load splits the span: not flat
    assert_as_exhaustive(part, height, mirrored.EitherWay(part, height).run(NODES))


def test_a_short_call_does_not_start_a_process() -> None:
    part = allocator(100, 5).buffers
    with workers.session(2) as pool:
        search = mirrored.TwoWays(part, max_load(part), pool)
        assert search.run(mirrored.TWO_WAYS_MIN - 1).status == FOUND
        assert not pool.others


def test_no_process_starts_when_the_time_left_is_shorter_than_a_call_worth_one() -> None:
    from memplan.core.budget import Deadline

    part = allocator(100, 5).buffers
    with workers.session(2) as pool:
        soon = mirrored.TwoWays(part, max_load(part), pool)
        assert soon.run(NODES, Deadline.after(0.5)).status == FOUND  # under TWO_WAYS_MIN steps' worth
        assert not pool.others
        later = mirrored.TwoWays(part, max_load(part), pool)
        assert later.run(NODES, Deadline.after(60)).status == FOUND
        assert pool.others  # with the time, it does


def test_a_second_process_that_fails_leaves_the_first_answer(monkeypatch) -> None:
    monkeypatch.setattr(mirrored, "TWO_WAYS_MIN", 0)
    monkeypatch.setattr(mirrored, "ENTRY", ("memplan.core.search.mirrored", "no_such_entry"))
    part = allocator(100, 5).buffers
    capacity = max_load(part)
    first, _ = alone(part, capacity)
    with workers.session(2) as pool:
        search = mirrored.TwoWays(part, capacity, pool)
        result = search.run(NODES)
    assert (result.status, result.offsets) == (first.status, first.offsets)
    assert pool.others and ended(pool)


def test_a_search_given_up_on_goes_on_in_later_calls_in_both_processes(monkeypatch) -> None:
    """Each process goes on where its last call stopped: in slices, the plan of the process that
    fills first when each runs alone in the same slices."""
    monkeypatch.setattr(mirrored, "TWO_WAYS_MIN", 0)
    part = mirrored.mirrored(allocator(200, 2).buffers)
    capacity = max_load(part)
    references = [mirrored.EitherWay(p, capacity, both_untouched=False) for p in (part, mirrored.mirrored(part))]
    assert all(r.run(300).status == GAVE_UP for r in references)
    first, second = (r.run(NODES) for r in references)
    expected = fewer_steps(first, second)
    with workers.session(2) as pool:
        search = mirrored.TwoWays(part, capacity, pool)
        before = search.run(300)
        after = search.run(NODES)
    assert before.status == GAVE_UP and search.ended == after
    assert (after.status, after.offsets, after.nodes) == (FOUND, expected.offsets, expected.nodes)


def test_auto_with_two_jobs_fills_an_allocator_mirrored_in_time() -> None:
    part = mirrored.mirrored(allocator(200, 4).buffers)
    plan = plan_auto(part, PlannerOptions(work=4.0, jobs=2))
    assert valid(plan) and plan.arena_size == max_load(part)
