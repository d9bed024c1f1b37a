"""Band decomposition: flat subsets are flat, plans from bands are valid, failures fall back."""

from __future__ import annotations

import sys
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import live_bytes_profile, max_load
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.search import bands
from memplan.core.search.components import split_at_cut_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from tight_instances import guillotine  # noqa: E402


def flat(buffers: list[Buffer]) -> bool:
    loads = [live for _, live in live_bytes_profile(buffers)][:-1]  # the last step is 0, past the end
    return len(set(loads)) == 1


def never(part, capacity):
    return None


@pytest.mark.slow
def test_two_stacked_bands_split() -> None:
    # bottom band: 10 bytes over [0,4) then [4,8); top band: 6 bytes over [0,8)
    part = [Buffer(0, 10, 0, 4), Buffer(1, 10, 4, 8), Buffer(2, 6, 0, 8)]
    found = bands.band_subset(part, 16, Deadline())
    assert found is not None and 0 < len(found[0]) < 3
    assert flat([part[i] for i in found[0]])


def test_where_sections_have_room_the_band_may_dip() -> None:
    # a 10-byte buffer over [0,4) and a 7-byte one over [2,8): at capacity 17 the first alone
    # is a band of height 10 (where it is gone, the section has 10 bytes to spare)
    assert_splits_into_bands([Buffer(0, 10, 0, 4), Buffer(1, 7, 2, 8)], 17)


def assert_splits_into_bands(part: list[Buffer], capacity: int) -> None:
    """band_subset finds a band of height y that its buffers fit, and the rest fit what is left."""
    found = bands.band_subset(part, capacity, Deadline())
    assert found is not None
    chosen, y = found
    band = [part[i] for i in chosen]
    rest = [b for i, b in enumerate(part) if i not in chosen]
    assert max_load(band) <= y and max_load(rest) <= capacity - y


# 16 bytes live at every tick of [0, 20); the fewest buffers that are flat, (0,14,5) then (14,20,5),
# take one of three buffers of lifetime (0,14); three buffers, (0,13,5), (0,13,1) and (13,20,6),
# take their lifetimes whole
LIFETIMES_PART = [Buffer(i, size, start, end) for i, (start, end, size) in enumerate(
    [(0, 13, 5), (0, 13, 1), (0, 14, 5), (0, 14, 2), (0, 14, 3), (13, 20, 6), (14, 16, 5), (14, 20, 5),
     (16, 20, 1), (16, 20, 4)])]


def keeps_lifetimes_whole(part: list[Buffer], chosen: list[int]) -> bool:
    return all(len({i in chosen for i, b in enumerate(part) if (b.start, b.end) == lifetime}) == 1
               for lifetime in {(b.start, b.end) for b in part})


def test_a_band_keeps_buffers_of_one_lifetime_together_where_it_can() -> None:
    part = LIFETIMES_PART
    found = bands.band_subset(part, 16, Deadline.after(60))
    assert found is not None
    chosen, y = found
    assert flat([part[i] for i in chosen]) and max_load([part[i] for i in chosen]) == y
    assert keeps_lifetimes_whole(part, chosen)
    assert len(chosen) == 3


def test_even_bands_keep_lifetimes_whole_and_split_the_part_most_evenly() -> None:
    """The most buffers, at most half of them, whose load is the same at every tick of the part;
    here more than the fewest (one buffer over the whole part)."""
    # four rows, each flat, 11 bytes at every tick of [0, 10)
    shapes = [(0, 10, 4), (0, 5, 2), (5, 10, 2), (0, 3, 3), (0, 3, 1), (3, 10, 4), (0, 6, 1), (6, 10, 1)]
    part = [Buffer(i, size, start, end) for i, (start, end, size) in enumerate(shapes)]

    def loads(chosen) -> set[int]:
        return {sum(part[i].size for i in chosen if part[i].start <= t < part[i].end) for t in range(10)}

    by_hand = [chosen for k in range(1, len(part) // 2 + 1) for chosen in combinations(range(len(part)), k)
               if len(loads(chosen)) == 1 and keeps_lifetimes_whole(part, list(chosen))]
    found = bands.band_subset(part, 11, Deadline.after(60), choice=bands.BandChoice(even=True))
    assert found is not None
    chosen, y = found
    assert loads(chosen) == {y} and keeps_lifetimes_whole(part, chosen)
    fewest, _ = bands.band_subset(part, 11, Deadline.after(60))
    assert len(chosen) == max(map(len, by_hand)) > len(fewest)


def test_even_bands_may_split_a_lifetime_when_asked_to() -> None:
    """Without ``keep_lifetimes``, the most even band of all: two lifetimes of two buffers each, and
    a band with one of each splits the part two to three, where keeping lifetimes whole leaves a
    band of one (the long buffer)."""
    shapes = [(0, 2, 1), (0, 2, 1), (2, 4, 1), (2, 4, 1), (0, 4, 3)]  # 5 bytes at every tick
    part = [Buffer(i, size, start, end) for i, (start, end, size) in enumerate(shapes)]

    def flat(chosen) -> bool:
        return len({sum(part[i].size for i in chosen if part[i].start <= t < part[i].end) for t in range(4)}) == 1

    subsets = [c for k in range(1, 3) for c in combinations(range(len(part)), k) if flat(c)]
    found = bands.band_subset(part, 5, Deadline.after(60), choice=bands.BandChoice(even=True, keep_lifetimes=False))
    assert found is not None
    chosen, _ = found
    assert flat(chosen) and len(chosen) == max(map(len, subsets)) == 2
    whole, _ = bands.band_subset(part, 5, Deadline.after(60), choice=bands.BandChoice(even=True))
    assert keeps_lifetimes_whole(part, whole) and len(whole) == 1
    assert not keeps_lifetimes_whole(part, chosen)


def test_a_band_splits_a_lifetime_when_no_band_keeps_them_together() -> None:
    # two buffers of each lifetime: the only bands take one of each
    part = [Buffer(0, 3, 0, 4), Buffer(1, 3, 0, 4), Buffer(2, 3, 4, 8), Buffer(3, 3, 4, 8)]
    found = bands.band_subset(part, 6, Deadline.after(60))
    assert found is not None
    chosen, y = found
    assert y == 3 and sorted(part[i].start for i in chosen) == [0, 4]


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


@pytest.mark.slow
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


@pytest.mark.slow
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


def shrunk_packing(n: int, seed: int) -> tuple[list[Buffer], int]:
    inst = guillotine(n, seed, "slack", width=1 << 16)
    return inst.buffers, inst.width


@settings(max_examples=30, deadline=None)
@given(st.integers(20, 150), st.integers(0, 10_000), st.sampled_from([0, 5, 100]))
def test_growth_stays_within_the_room_each_lifetime_spares(n: int, seed: int, extra_percent: int) -> None:
    """Growing buffers as inflation() says never loads a section above the capacity, and grows
    only lifetimes that have room in every section they span."""
    from memplan.core import solvers

    buffers, width = shrunk_packing(n, seed)
    capacity = width + width * extra_percent // 100
    room = bands.Room.of(buffers, capacity)
    assert room is not None
    grown = bands.inflation(buffers, room, solvers.cp_sat.get(Deadline()), Deadline())
    # each lifetime's growth is taken once, by one of its buffers (the first)
    seen = set()
    bigger = []
    for b in buffers:
        lt = (b.start, b.end)
        extra = grown.get(lt, 0) if lt not in seen else 0
        seen.add(lt)
        bigger.append(Buffer(b.id, b.size + extra, b.start, b.end))
    assert all(d > 0 for d in grown.values())
    assert max_load(bigger) <= capacity
    assert sum((b.end - b.start) * (c.size - b.size) for b, c in zip(buffers, bigger)) <= room.wasted


def test_growth_fills_a_shrunk_buffers_slot() -> None:
    # a perfect 10-byte packing: 6 bytes over [0,4) under 4 bytes over [0,2) then [2,4); the 6 shrunk to 5
    part = [Buffer(0, 5, 0, 4), Buffer(1, 4, 0, 2), Buffer(2, 4, 2, 4)]
    from memplan.core import solvers

    room = bands.Room.of(part, 10)
    grown = bands.inflation(part, room, solvers.cp_sat.get(Deadline()), Deadline())
    assert grown == {(0, 4): 1}  # the long buffer, not the two short ones (each by 1: two bytes grown)


def test_a_perfect_packing_with_shrunk_buffers_splits_into_bands() -> None:
    assert_splits_into_bands([Buffer(0, 5, 0, 4), Buffer(1, 4, 0, 2), Buffer(2, 4, 2, 4)], 10)


def test_shrunk_buffers_keep_a_packing_tight_but_a_wasteful_one_is_not() -> None:
    for seed in (106, 114, 116):  # under 90% of their span within 1% of the width, before growth
        inst = guillotine(200, seed, "slack")
        assert max_load(inst.buffers) == inst.width and bands.is_tight(inst.buffers, inst.width)
    wasteful = [Buffer(i, 3 + i % 5, i, i + 3) for i in range(150)]
    assert not bands.is_tight(wasteful, max_load(wasteful))


@settings(max_examples=15, deadline=None)
@given(st.integers(40, 200), st.integers(0, 10_000))
def test_plans_from_bands_of_shrunk_packings_are_valid(n: int, seed: int) -> None:
    buffers, width = shrunk_packing(n, seed)
    old = bands.MIN_BAND_PART
    bands.MIN_BAND_PART = 8
    try:
        found, _ = _by_bands(buffers, width)
    finally:
        bands.MIN_BAND_PART = old
    if found is not None:
        Plan(buffers, found).check(capacity=width)


@pytest.mark.slow
def test_shrunk_packings_are_solved_by_bands() -> None:
    """Perfect packings with one buffer in twenty shrunk (by up to 10%): before growth, no band
    decomposition was found for these (other seeds than the benchmark's)."""
    solved = 0
    for seed in (101, 103):
        inst = guillotine(1000, seed, "slack")
        assert max_load(inst.buffers) == inst.width
        found, _ = _by_bands(inst.buffers, inst.width)
        if found is not None:
            Plan(inst.buffers, found).check(capacity=inst.width)
            solved += 1
    assert solved == 2


@settings(max_examples=15, deadline=None)
@given(st.integers(20, 80), st.integers(0, 10_000), st.sampled_from(["plain", "slack"]))
def test_an_excluded_band_is_not_chosen_again(n: int, seed: int, variant: str) -> None:
    buffers = guillotine(n, seed, variant, width=1 << 12).buffers
    parts = split_at_cut_lines(buffers)
    part = [buffers[i] for i in max(parts, key=len)]
    capacity = max_load(buffers)
    found = bands.band_subset(part, capacity, Deadline())
    if found is None:
        return
    again = bands.band_subset(part, capacity, Deadline(), exclude=[found[0]])
    if again is not None:
        chosen, y = again
        assert set(chosen) != set(found[0]) and set(chosen) != set(range(len(part))) - set(found[0])
        band = [part[i] for i in chosen]
        rest = [b for i, b in enumerate(part) if i not in set(chosen)]
        assert max_load(band) <= y and max_load(rest) <= capacity - y


def test_a_split_whose_halves_cannot_be_planned_is_replaced_by_another(monkeypatch) -> None:
    """The first piece searched fails (as a wrong split's would); the decomposition tries another
    split of the same part, and the plan it returns is valid."""
    inst = guillotine(150, 7, "plain")
    part = [inst.buffers[i] for i in max(split_at_cut_lines(inst.buffers), key=len)]
    assert len(part) >= 40
    monkeypatch.setattr(bands, "MIN_BAND_PART", 20)
    excluded = []
    real = bands.band_subset

    def recording(part, capacity, deadline, fewest=True, exclude=(), work=None, choice=bands.BandChoice()):
        excluded.append(len(exclude))
        return real(part, capacity, deadline, fewest, exclude, work=work, choice=choice)

    monkeypatch.setattr(bands, "band_subset", recording)
    from memplan.core.search import decide

    calls = []

    def search(sub, cap):
        calls.append(len(sub))
        if len(calls) == 1:
            return None
        result, _ = decide.find_within(sub, cap, 2.0)
        return result if isinstance(result, dict) else None

    found = bands.plan_in_bands(part, inst.width, search, Deadline.after(60))
    assert max(excluded) >= 1  # a split was excluded and another one chosen
    assert found is not None
    Plan(part, found).check(capacity=inst.width)


def test_rounded_sizes_give_a_plan_just_above_a_bound_the_alignment_leaves_unreached() -> None:
    """An aligned packing whose alignment-aware bound stays below the packing's width: rounding
    sizes to the grain cannot reach the bound, but plans at the rounded load (the width)."""
    from memplan.core.bounds import lower_bound
    from memplan.core.planners.exact import _by_bands as by_bands

    inst = guillotine(300, 139, "aligned")
    lb = lower_bound(inst.buffers)
    assert lb < inst.width
    found, _ = by_bands(inst.buffers, lb, 5.0, Deadline.after(30), 1, above=True)
    assert found is not None
    plan = Plan(inst.buffers, found)
    plan.check()
    assert lb <= plan.arena_size <= inst.width


@pytest.mark.slow
def test_a_packing_whose_bound_is_not_reached_is_planned_at_the_next_power_of_two() -> None:
    """A perfect packing 2^16 bytes wide with one buffer shrunk by a byte at every tick: the max-load
    falls below the width everywhere, no plan reaches it, and bands at the max-load find nothing; bands
    at the next power of two (the width) do, where the greedy plans are several percent above."""
    from memplan.core.planners.exact import plan_exact

    inst = guillotine(300, 5, "plain", width=1 << 16)
    shrunk, reach = set(), 0
    for b in sorted(inst.buffers, key=lambda b: (b.start, -b.end)):  # a chain of buffers covering every tick
        if b.start <= reach < b.end and b.size > 1:
            shrunk.add(b.id)
            reach = b.end
    buffers = [Buffer(b.id, b.size - (b.id in shrunk), b.start, b.end) for b in inst.buffers]
    assert max_load(buffers) < inst.width
    plan = plan_exact(buffers, PlannerOptions(time_limit=8))
    plan.check()
    assert plan.arena_size <= inst.width


@pytest.mark.slow
def test_an_excluded_band_is_not_chosen_again_under_another_name() -> None:
    """Two buffers alike in lifetime, size and alignment: a band that takes the other one is the
    split excluded, under another name, and is not chosen either (issue 27: a dissection's retries
    went to such renamings of a split that had failed)."""
    twin_a, twin_b = Buffer(0, 1, 0, 4), Buffer(1, 1, 0, 4)
    part = [twin_a, twin_b, Buffer(2, 1, 0, 2), Buffer(3, 1, 2, 4)]
    found = bands.band_subset(part, 3, Deadline())
    assert found is not None
    alike = sorted(bands.interchangeable(part), key=len)[-1]
    assert sorted(alike) == [0, 1]
    excluded = found[0]
    again = bands.band_subset(part, 3, Deadline(), exclude=[excluded])
    assert again is not None

    def kinds(subset) -> list[tuple[int, int, int]]:
        return sorted((part[i].start, part[i].end, part[i].size) for i in subset)

    rest = [i for i in range(len(part)) if i not in set(excluded)]
    assert kinds(again[0]) not in (kinds(excluded), kinds(rest))
    band = [part[i] for i in again[0]]
    assert max_load(band) <= again[1] and max_load([b for i, b in enumerate(part) if i not in again[0]]) <= 3 - again[1]


def _long_over_units(units: int) -> list[Buffer]:
    """One long one-byte buffer over ``units`` one-byte buffers one after the other: one part, no cut line."""
    return [Buffer(0, 1, 0, units)] + [Buffer(k + 1, 1, k, k + 1) for k in range(units)]


def _split_in_halves(models: list[int], cost: float, choices: list[bands.BandChoice] | None = None):
    """A band model that splits the whole part (and nothing below it) into the long buffer with the
    first half of the short ones (height 2), and the second half (height 1), at ``cost`` of work.
    ``choices``: which band each model was asked for."""

    def band(part, capacity, deadline, fewest=True, exclude=(), work=None, choice=bands.BandChoice()):
        if len(part) != len(_long_over_units(500)):
            return None
        models.append(len(exclude))
        if choices is not None:
            choices.append(choice)
        work.spend(cost)
        return list(range(1 + 250)), 2

    return band


def _fails_first(calls: list[int]):
    """A search that fails its first call, then places the long buffer at 0 and the others on top."""

    def search(sub, cap):
        calls.append(len(sub))
        if len(calls) == 1:
            return None
        return {b.id: 0 if b.end - b.start > 1 else cap - 1 for b in sub}

    return search


def test_a_failed_split_of_a_large_part_is_replaced_while_the_work_allows(monkeypatch) -> None:
    """A part of more than RETRY_PART buffers whose split fails below it gets another split when the
    work left pays for every retry left at what the first split cost."""
    assert len(_long_over_units(500)) > bands.RETRY_PART
    part = _long_over_units(500)
    models: list[int] = []
    monkeypatch.setattr(bands, "band_subset", _split_in_halves(models, cost=0.5))
    found = bands.plan_in_bands(part, 3, _fails_first([]), Deadline(), work=bands.Work(30.0))
    assert models == [0, 1]  # the second model excludes the first split
    assert found is not None
    Plan(part, found).check(capacity=3)


def test_a_costly_failed_split_of_a_large_part_is_not_replaced(monkeypatch) -> None:
    """The work left (2.5) would pay for one more split at the first one's cost (0.5), not for the
    RETRIES left: a tight packing with room to spare spent its budget so, where another growth guess
    plans it at once."""
    part = _long_over_units(500)
    models: list[int] = []
    monkeypatch.setattr(bands, "band_subset", _split_in_halves(models, cost=0.5))
    work = bands.Work(3.0)
    assert bands.plan_in_bands(part, 3, _fails_first([]), Deadline(), work=work) is None
    assert models == [0]
    assert work.used == 0.5


def test_a_decomposition_whose_retries_all_fail_starts_again_with_other_bands(monkeypatch) -> None:
    """Every split fails below it but those of the last pass (as on fresh 2,000-buffer dissections,
    issue 27): the decomposition starts again with the most even bands that keep lifetimes whole,
    then with the most even ones, and these plan it."""
    part = _long_over_units(500)
    models: list[int] = []
    choices: list[bands.BandChoice] = []
    monkeypatch.setattr(bands, "band_subset", _split_in_halves(models, cost=0.0, choices=choices))
    last = bands.BandChoice(even=True, keep_lifetimes=False)

    def search(sub, cap):  # plans only below a split of the last pass
        return {b.id: 0 if b.end - b.start > 1 else cap - 1 for b in sub} if choices[-1] == last else None

    found = bands.plan_in_bands(part, 3, search, Deadline(), work=bands.Work(30.0))
    tries = bands.RETRIES + 1
    assert choices == [bands.BandChoice()] * tries + [bands.BandChoice(even=True)] * tries + [last]
    assert models == list(range(tries)) * 2 + [0]  # each pass excludes nothing yet
    assert found is not None
    Plan(part, found).check(capacity=3)


def _staircase(n: int) -> list[Buffer]:
    """One long one-byte buffer over ``n`` one-byte buffers each overlapping the next: no cut line
    below the long one either."""
    return [Buffer(0, 1, 0, n + 1)] + [Buffer(k + 1, 1, k, k + 2) for k in range(n)]


def test_a_large_rest_that_does_not_split_is_not_searched_while_retries_are_left(monkeypatch) -> None:
    """The long buffer splits off; the 500 others do not split. In a tight packing such a rest is
    most likely a wrong split's, so the part is split again rather than the rest searched whole,
    which it is only when no retry is left."""
    part = _staircase(500)
    assert len(part) - 1 > bands.RETRY_PART
    models: list[int] = []

    def band(sub, capacity, deadline, fewest=True, exclude=(), work=None, choice=bands.BandChoice()):
        if len(sub) != len(part):
            return None  # the rest does not split
        models.append(len(exclude))
        return [0], 1

    searched: list[int] = []

    def search(sub, cap):
        searched.append(len(sub))
        return {b.id: b.id % 2 for b in sub}  # the staircase in two rows

    monkeypatch.setattr(bands, "band_subset", band)
    found = bands.plan_in_bands(part, 3, search, Deadline(), work=bands.Work(30.0))
    assert models == list(range(bands.RETRIES + 1))
    assert [n for n in searched if n > 1] == [500]  # once, after the last retry (the long one alone each time)
    assert found is not None
    Plan(part, found).check(capacity=3)
    Plan(part, found).check(capacity=3)


def test_a_part_planned_once_is_not_planned_again(monkeypatch) -> None:
    """The split's band (the long buffer and 250 short ones) is planned, then a piece of the rest
    fails: the retry meets the same band and takes its plan as it was, unsearched."""
    part = _long_over_units(500)
    models: list[int] = []
    monkeypatch.setattr(bands, "band_subset", _split_in_halves(models, cost=0.0))
    searched: list[int] = []

    def search(sub, cap):
        searched.append(len(sub))
        if len(sub) == 1 and searched.count(1) == 1:
            return None  # the first piece of the rest
        return {b.id: 0 if b.end - b.start > 1 else cap - 1 for b in sub}

    found = bands.plan_in_bands(part, 3, search, Deadline(), work=bands.Work(30.0))
    assert models == [0, 1]
    assert searched.count(251) == 1
    assert found is not None
    Plan(part, found).check(capacity=3)
