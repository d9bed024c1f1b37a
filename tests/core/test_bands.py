"""Band decomposition: flat subsets are flat, plans from bands are valid, failures fall back."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import live_bytes_profile, max_load
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, bands, get_planner

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from tight_instances import guillotine  # noqa: E402


def flat(buffers: list[Buffer]) -> bool:
    loads = [live for _, live in live_bytes_profile(buffers)][:-1]  # the last step is 0, past the end
    return len(set(loads)) == 1


def never(part, capacity):
    return None


def test_two_stacked_bands_split() -> None:
    # bottom band: 10 bytes over [0,4) then [4,8); top band: 6 bytes over [0,8)
    part = [Buffer(0, 10, 0, 4), Buffer(1, 10, 4, 8), Buffer(2, 6, 0, 8)]
    found = bands.band_subset(part, 16, Deadline())
    assert found is not None and 0 < len(found[0]) < 3
    assert flat([part[i] for i in found[0]])


def test_where_sections_have_room_the_band_may_dip() -> None:
    # a 10-byte buffer over [0,4) and a 7-byte one over [2,8): at capacity 17 the first alone
    # is a band of height 10 (where it is gone, the section has 10 bytes to spare)
    part = [Buffer(0, 10, 0, 4), Buffer(1, 7, 2, 8)]
    found = bands.band_subset(part, 17, Deadline())
    assert found is not None
    chosen, y = found
    band = [part[i] for i in chosen]
    rest = [b for i, b in enumerate(part) if i not in chosen]
    assert max_load(band) <= y and max_load(rest) <= 17 - y


def test_no_band_above_capacity() -> None:
    part = [Buffer(0, 10, 0, 4), Buffer(1, 7, 2, 8), Buffer(2, 3, 5, 9)]
    assert bands.band_subset(part, 16, Deadline()) is None  # 17 bytes live at ticks 2-3


@settings(max_examples=25, deadline=None)
@given(st.integers(40, 160), st.integers(0, 10_000), st.sampled_from(["plain", "aligned"]))
def test_generated_perfect_packings_plan_in_bands(n: int, seed: int, variant: str) -> None:
    inst = guillotine(n, seed, variant, width=1 << 16)
    old = bands.MIN_BAND_PART
    bands.MIN_BAND_PART = 8  # decompose small instances too
    try:
        found, _ = _by_bands(inst.buffers, inst.width)
    finally:
        bands.MIN_BAND_PART = old
    if found is not None:  # a strategy, not a promise; but what it returns must be valid
        Plan(inst.buffers, found).check(capacity=inst.width)


def _by_bands(buffers, capacity):
    from memplan.core.planners.exact import _by_bands

    return _by_bands(list(buffers), capacity, 5.0, Deadline.after(30), 1)


def test_plain_perfect_packings_are_solved_by_bands() -> None:
    solved = 0
    for seed in range(5):
        inst = guillotine(300, seed, "plain")
        found, _ = _by_bands(inst.buffers, inst.width)
        if found is not None:
            Plan(inst.buffers, found).check(capacity=inst.width)
            solved += 1
    assert solved >= 4


def test_bands_that_cannot_be_planned_give_nothing_and_leave_the_whole_to_the_caller() -> None:
    # two flat bands: a long 6-byte buffer, and 4-byte buffers one after the other
    part = [Buffer(0, 6, 0, 300)] + [Buffer(k + 1, 4, 2 * k, 2 * k + 2) for k in range(150)]
    calls = []

    def search(sub, cap):
        calls.append(len(sub))
        return None

    assert bands.plan_in_bands(part, 10, search, Deadline()) is None
    assert calls and max(calls) < len(part)  # only pieces were searched: the whole is the caller's


def test_a_part_that_does_not_split_is_not_searched_by_bands() -> None:
    part = [Buffer(i, 3 + i % 5, i, i + 3) for i in range(150)]
    calls = []
    assert bands.plan_in_bands(part, 10, lambda sub, cap: calls.append(sub) or None, Deadline()) is None
    assert calls == []  # loads reach 12 > 10: no band, and the whole part is the caller's


@pytest.mark.parametrize("seed", [101, 202])
def test_auto_reaches_the_optimum_of_a_thousand_buffer_perfect_packing(seed: int) -> None:
    inst = guillotine(1000, seed, "plain")
    plan = get_planner("auto")(inst.buffers, PlannerOptions(time_limit=60))
    plan.check()
    assert plan.arena_size == inst.width and plan.optimal


def test_auto_without_a_limit_searches_a_small_scope_the_greedy_plans_leave_open() -> None:
    """Small scopes (at most auto.SMALL_SCOPE buffers) get a short default search, not only the cheap proof.

    Tight packings of 60 buffers: the greedy plans are several percent above the optimum, which
    the compiled search finds in milliseconds; before, auto stopped after the cheap proof.
    """
    from memplan.core import solvers
    from memplan.core.planners import auto

    solvers.decide.get(Deadline())  # loading the compiled search is not what is measured here
    for seed in (1, 2, 3):
        inst = guillotine(60, seed, "plain")
        assert len(inst.buffers) <= auto.SMALL_SCOPE
        plan = get_planner("auto")(inst.buffers, PlannerOptions())
        plan.check()
        assert plan.arena_size == inst.width and plan.optimal


def test_a_compiler_scope_costs_milliseconds_unless_search_is_asked_for() -> None:
    """merge-alloc plans many scopes: with search_small_scopes off and no time limit, a small
    scope the greedy plans leave open gets only the quick proof (issue 8), never the compiled search."""
    import time

    from memplan.core.planners import auto

    inst = guillotine(60, 1, "plain")
    started = time.perf_counter()
    plan = get_planner("auto")(inst.buffers, PlannerOptions(search_small_scopes=False))
    elapsed = time.perf_counter() - started
    plan.check()
    assert "exact" not in plan.stats["stages"] and "local-search" not in plan.stats["stages"]
    assert plan.stats["stages"][-1] == "proof" or plan.optimal
    assert elapsed < 0.5, elapsed  # a few ms of work; generous for a loaded 2-core machine
    asked = get_planner("auto")(inst.buffers, PlannerOptions(search_small_scopes=False, time_limit=5))
    assert asked.arena_size <= plan.arena_size and auto.SMALL_SCOPE >= len(inst.buffers)
