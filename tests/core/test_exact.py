"""Exact planners: never below the lower bound, equal to brute force, capacity both ways."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from core_strategies import buffer_lists, mixed_alignment_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import lower_bound
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv_file
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.search.components import split_at_cut_lines
from memplan.core.search.placement import place_in_order


def brute_force_optimum(bufs: list[Buffer]) -> int:
    """Min over all orders of first-fit placement.

    Placing buffers in the order of their offsets in an optimal plan, each at the
    lowest free aligned offset, never puts one higher than it was, so some order
    reaches the optimum.
    """
    best = None
    for order in itertools.permutations(range(len(bufs))):
        offsets = place_in_order(bufs, list(order), "first")
        arena = max((offsets[b.id] + b.size for b in bufs), default=0)
        best = arena if best is None else min(best, arena)
    return best or 0


tiny = buffer_lists(max_buffers=6, max_tick=6, aligned=False)


@settings(max_examples=80, deadline=None)
@given(tiny)
def test_exact_equals_brute_force_and_proves_it(bufs: list[Buffer]) -> None:
    plan = get_planner("exact")(bufs, PlannerOptions(time_limit=5))
    plan.check()
    assert plan.arena_size >= lower_bound(bufs)
    assert plan.arena_size == brute_force_optimum(bufs)
    assert plan.optimal


@settings(max_examples=80, deadline=None)
@given(buffer_lists(max_buffers=6, max_tick=6, aligned=True))
def test_exact_with_alignment_equals_brute_force_and_proves_it(bufs: list[Buffer]) -> None:
    # canonical search is complete with alignment: its proofs are trusted there too
    optimum = brute_force_optimum(bufs)
    for name in ("exact", "auto"):
        plan = get_planner(name)(bufs, PlannerOptions(time_limit=5))
        plan.check()
        assert lower_bound(bufs) <= optimum == plan.arena_size, name
        assert plan.optimal and plan.lower_bound == optimum, name


@settings(max_examples=60, deadline=None)
@given(buffer_lists(max_buffers=7, max_tick=6, aligned=True))
def test_compiled_search_proofs_hold_with_alignment(bufs: list[Buffer]) -> None:
    """Each compiled search alone, and the portfolio, decide exactly (brute force says the optimum)."""
    from memplan.core.search import branch_bound, decide, skyline

    live = [b for b in bufs if b.size > 0 and b.start < b.end]
    if not live or len(split_at_cut_lines(live)) != 1 or len(live) > 6:
        return
    optimum = brute_force_optimum(live)
    for find_within in (branch_bound.find_within, skyline.find_within, decide.find_within):
        below, _ = find_within(live, optimum - 1, 5.0)
        at, _ = find_within(live, optimum, 5.0)
        assert below == "infeasible"
        assert isinstance(at, dict)
        Plan(live, at).check(capacity=optimum)


@settings(max_examples=30, deadline=None)
@given(buffer_lists(max_buffers=5, max_tick=5, aligned=False))
def test_cpsat_equals_brute_force(bufs: list[Buffer]) -> None:
    plan = get_planner("cpsat")(bufs, PlannerOptions(time_limit=5))
    plan.check()
    assert plan.arena_size == brute_force_optimum(bufs)
    assert plan.optimal


@settings(max_examples=60, deadline=None)
@given(tiny, st.integers(-3, 3))
def test_capacity_mode_both_ways(bufs: list[Buffer], delta: int) -> None:
    optimum = brute_force_optimum(bufs)
    capacity = max(0, optimum + delta)
    for name in ("exact", "auto"):
        plan = get_planner(name)(bufs, PlannerOptions(time_limit=5, capacity=capacity))
        plan.check()
        if capacity >= optimum:
            assert plan.arena_size <= capacity, name
        else:
            assert plan.arena_size > capacity, name  # no plan fits: the planner must not pretend


def test_challenging_shape_found_within_capacity() -> None:
    # two long buffers frame a staircase that only packs tightly in one order
    bufs = [
        Buffer(0, 4, 0, 10), Buffer(1, 4, 0, 10),
        Buffer(2, 6, 0, 4), Buffer(3, 2, 0, 6), Buffer(4, 4, 4, 10), Buffer(5, 6, 6, 10),
        Buffer(6, 2, 4, 6),
    ]
    lb = lower_bound(bufs)
    plan = get_planner("exact")(bufs, PlannerOptions(time_limit=5, capacity=lb))
    plan.check(capacity=lb)
    assert plan.arena_size == lb


def test_split_at_cut_lines() -> None:
    bufs = [Buffer(0, 1, 0, 3), Buffer(1, 1, 2, 5), Buffer(2, 1, 5, 6), Buffer(3, 0, 0, 9), Buffer(4, 1, 6, 6)]
    assert split_at_cut_lines(bufs) == [[0, 1], [2]]


def test_auto_is_deterministic_for_seed_and_budget() -> None:
    import random

    rng = random.Random(7)
    bufs = []
    for i in range(60):
        s = rng.randrange(0, 40)
        bufs.append(Buffer(i, rng.randrange(1, 50) * 8, s, s + rng.randrange(1, 12)))
    a = get_planner("auto")(bufs, PlannerOptions(time_limit=0.5, seed=3))
    b = get_planner("auto")(bufs, PlannerOptions(time_limit=0.5, seed=3))
    a.check()
    assert a.offsets == b.offsets
    assert a.arena_size >= lower_bound(bufs)


@settings(max_examples=100, deadline=None)
@given(buffer_lists(max_buffers=12, max_tick=10, aligned=False))
def test_search_tables_match_definitions(bufs: list[Buffer]) -> None:
    from memplan.core.search.branch_bound import _prepare

    live = [b for b in bufs if b.size > 0 and b.start < b.end]
    if not live:
        return
    part = _prepare(live)
    for i, a in enumerate(live):
        overlaps = sorted(part.ov_idx[part.ov_ptr[i] : part.ov_ptr[i + 1]].tolist())
        assert overlaps == [j for j, b in enumerate(live) if j != i and a.overlaps_in_time(b)]
        secs = range(part.sec_lo[i], part.sec_hi[i])
        assert part.keys["total"][i] == max(part.total0[s] for s in secs)
        for s in secs:
            assert i in part.mem_idx[part.mem_ptr[s] : part.mem_ptr[s + 1]].tolist()
    assert int(part.total0.max()) == lower_bound(live)


def test_an_unproven_part_never_makes_another_look_proven(monkeypatch) -> None:
    """Parts stop at the best arena of the parts before them; that is a target, not a proof."""
    from memplan.core.planners import exact

    monkeypatch.setattr(exact, "SMALL_PART", 0)  # only the (faked) compiled search

    def decider(part, deadline, jobs=1, state=None):
        ids = sorted(b.id for b in part)
        top = max(b for b in part if b.id == ids[1])

        def decide(capacity, share):
            if ids == [0, 1] and capacity < 100:
                return exact.TIMEOUT, share  # part A: the search never gets below 100
            return {ids[0]: 0, ids[1]: capacity - top.size}, 0.0  # a plan of arena == capacity

        return decide

    monkeypatch.setattr(exact, "decider", decider)
    # part A (ids 0, 1; optimum 71) and, after a cut line, part B (ids 3, 4; optimum 61);
    # sizes with no common factor, so that every capacity is a candidate arena
    bufs = [Buffer(0, 35, 0, 2), Buffer(1, 36, 1, 3), Buffer(3, 30, 5, 7), Buffer(4, 31, 6, 8)]
    start = Plan(bufs, {0: 0, 1: 85, 3: 0, 4: 80})  # A: 120, B: 110
    plan = exact.plan_exact(bufs, PlannerOptions(time_limit=1), start=start)
    plan.check()
    assert plan.arena_size == 100
    assert not plan.optimal  # B stopped at A's 100, but nothing proved A cannot go lower
    assert plan.lower_bound == 71


MIXED_ALIGNMENTS = Path(__file__).parents[1] / "fixtures" / "traces" / "mixed_alignments_14.csv"


def test_mixed_alignments_are_proven_optimal_with_little_work() -> None:
    """Issue 28: alignments 64, 128 and 4096 among buffers smaller than their alignment.

    The 4096-aligned buffer fits only at offset 0 under any capacity below 4096; a search
    that noticed this only when it came to place that buffer tried every order of the
    others first (minutes at the power-of-two capacity above the bound). A work budget
    of 0.05 s (counted, so the same on any machine) now proves the optimum.
    """
    bufs = read_csv_file(str(MIXED_ALIGNMENTS)).buffers
    plan = get_planner("exact")(bufs, PlannerOptions(work=0.05))
    plan.check()
    assert plan.optimal and plan.arena_size == plan.lower_bound == lower_bound(bufs)
    big = next(b for b in bufs if b.alignment == 4096)
    assert plan.offsets[big.id] == 0


@pytest.mark.slow
def test_each_compiled_search_decides_mixed_alignments_with_little_work() -> None:
    """Both searches, at the bound and at the power of two above it (where slack made them
    thrash), each find a plan with a thousandth of a second's work."""
    from memplan.core.search import branch_bound, skyline

    bufs = read_csv_file(str(MIXED_ALIGNMENTS)).buffers
    for capacity in (lower_bound(bufs), 2048):
        for find_within in (branch_bound.find_within, skyline.find_within):
            found, used = find_within(bufs, capacity, 0.001)
            assert isinstance(found, dict), (find_within.__module__, capacity)
            Plan(bufs, found).check(capacity=capacity)


def test_the_exhaustive_search_proves_mixed_alignments_in_a_few_nodes() -> None:
    """The plain-Python search of small parts (what merge-alloc's quick proof runs, no compiled
    code loaded) proves it too, well inside the quick proof's nodes."""
    from memplan.core.planners.auto import QUICK_PROOF_NODES
    from memplan.core.search.small_exact import solve_small

    bufs = read_csv_file(str(MIXED_ALIGNMENTS)).buffers
    lb = lower_bound(bufs)
    result = solve_small(bufs, 4 * lb, lb, QUICK_PROOF_NODES)
    assert result.proven and result.arena == lb
    Plan(bufs, result.offsets).check(capacity=lb)


SLOTS = Path(__file__).parents[1] / "fixtures" / "traces" / "small_buffers_aligned_4096.csv"


def test_alignment_slots_bound_the_searches_in_every_section() -> None:
    """A dynamic scope at its smallest sizes: buffers of 1 to 192 bytes, six of them aligned
    to 4096, 398 bytes live at most but 8193 needed (three 4096-aligned buffers live at once).
    In bytes every capacity near 8193 has room to spare, so a search that counts bytes only
    tries every order; counting each section's alignment slots above its floor, the canonical
    search (and so the portfolio) decides it with a few thousandths of a second's work, and exact
    proves it. (The skyline search, made for tight packings, climbs sparse ones a byte at a
    time: the portfolio has the canonical search for them.)"""
    from memplan.core.search import branch_bound, decide

    bufs = read_csv_file(str(SLOTS)).buffers
    lb = lower_bound(bufs)
    for find_within in (branch_bound.find_within, decide.find_within):
        found, _ = find_within(bufs, lb, 0.0025)
        assert isinstance(found, dict), find_within.__module__
        Plan(bufs, found).check(capacity=lb)
    plan = get_planner("exact")(bufs, PlannerOptions(work=0.05))
    assert plan.optimal and plan.arena_size == lb


@settings(max_examples=60, deadline=None)
@given(mixed_alignment_lists(max_buffers=6, max_tick=6))
def test_compiled_searches_decide_exactly_with_alignments_up_to_4096(bufs: list[Buffer]) -> None:
    """Sizes below, at and above alignments up to 4096: each search's cuts (reach, slots) keep
    it complete, and what the portfolio's proof shows (no plan below ``floor``) holds. The
    skyline search may run out of budget below the optimum (it climbs sparse packings a byte at a
    time: see the test below), but never answers wrongly; the canonical search and the portfolio
    decide."""
    from memplan.core.search import branch_bound, decide, skyline

    if len(split_at_cut_lines(bufs)) != 1:
        return
    optimum = brute_force_optimum(bufs)
    for find_within, undecided in ((branch_bound.find_within, ()), (skyline.find_within, ("timeout",))):
        below, _ = find_within(bufs, optimum - 1, 5.0)
        at, _ = find_within(bufs, optimum, 5.0)
        assert below == "infeasible" or below in undecided, find_within.__module__
        assert isinstance(at, dict), find_within.__module__
        Plan(bufs, at).check(capacity=optimum)
    portfolio = decide.Decider(bufs)
    for capacity in sorted({lower_bound(bufs) - 1, (lower_bound(bufs) + optimum) // 2, optimum - 1}):
        if 0 <= capacity < optimum:
            answer, _ = portfolio.decide(capacity, 5.0)
            assert answer == "infeasible"
            assert capacity < portfolio.floor <= optimum


def test_the_portfolio_decides_a_sparse_packing_that_the_skyline_search_climbs_byte_by_byte() -> None:
    """Found by the test above (hypothesis): one buffer aligned to 4096 and two to 64 and 128 leave
    gaps that no capacity a byte below the optimum closes. The skyline search, alone, did not prove
    it in 40 s of work (buffers of one byte climb every level); the canonical search proves it at
    once, and the portfolio, which asks it first, so answers."""
    from memplan.core.search import branch_bound, decide

    bufs = [Buffer(0, 242, 5, 7, 64), Buffer(1, 1, 3, 6, 1), Buffer(2, 3990, 4, 7, 4096), Buffer(3, 1, 5, 7, 1),
            Buffer(4, 225, 6, 7, 128), Buffer(5, 1, 2, 4, 1)]
    optimum = brute_force_optimum(bufs)
    assert optimum == 4577
    assert branch_bound.find_within(bufs, optimum - 1, 0.01)[0] == "infeasible"
    portfolio = decide.Decider(bufs)
    answer, used = portfolio.decide(optimum - 1, 0.01)
    assert answer == "infeasible" and used < 0.01 and portfolio.floor == optimum
    found, _ = portfolio.decide(optimum, 0.01)
    assert isinstance(found, dict)
    Plan(bufs, found).check(capacity=optimum)


@settings(max_examples=10, deadline=None)
@given(units=st.integers(65, 200), rows=st.integers(2, 3))
def test_a_band_decomposition_that_failed_is_not_repeated_with_no_more_budget(units: int, rows: int) -> None:
    """auto's second exact stage used to repeat the first's failed band decomposition (the same
    counted work, so the same failure) before its search; with more work it is tried again."""
    import memplan.core.planners.exact as exact

    # a long buffer under ``rows - 1`` rows of short ones: one part, loaded to ``rows`` at every tick
    part = [Buffer(0, 1, 0, units)] + [Buffer(1 + r * units + k, 1, k, k + 1) for r in range(rows - 1)
                                       for k in range(units)]
    start = Plan(part, {b.id: 0 if b.id == 0 else 1 + (b.id % rows) for b in part})  # one row too high
    assert start.arena_size > rows
    decompositions = []

    def failing_bands(part, capacity, budget, deadline, jobs, above=False, left=float("inf")):
        decompositions.append((capacity, budget, left))
        return None, 0.25

    def no_search(part, floor, best, budget, deadline, **kwargs):
        return {}, floor, 0.0

    memo: dict = {}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exact, "_by_bands", failing_bands)
        mp.setattr(exact, "_minimize", no_search)
        mp.setattr(exact, "_by_groups", lambda *args: (exact.flat.NOT_APPLICABLE, 0.0))  # it fills this part
        for work in (4.0, 4.0, 3.0, 8.0):
            plan = exact.plan_exact(part, PlannerOptions(work=work, time_limit=600), start=start, small_nodes=0,
                                    memo=memo)
            assert plan.arena_size == start.arena_size
    # the first call, then none with the same or less work, then again with more
    assert [budget for _, budget, _ in decompositions] == [1.0, 2.0]
    assert {capacity for capacity, _, _ in decompositions} == {rows}
