"""Lower bounds: sound against brute force, alignment-aware, exact where they should be."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from core_strategies import buffer_lists
from memplan.core.bounds import aligned_bound, arena_floor, lower_bound, max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.placement import place_in_order


def brute_force_optimum(bufs: list[Buffer]) -> int:
    """Min over all orders of lowest-aligned-offset placement (complete: see test_exact.py)."""
    best = None
    for order in itertools.permutations(range(len(bufs))):
        offsets = place_in_order(bufs, list(order), "first")
        arena = max((offsets[b.id] + b.size for b in bufs), default=0)
        best = arena if best is None else min(best, arena)
    return best or 0


def test_two_small_buffers_at_alignment_64_need_80_bytes() -> None:
    bufs = [Buffer(0, 16, 0, 2, 64), Buffer(1, 16, 0, 2, 64)]
    assert max_load(bufs) == 32
    assert lower_bound(bufs) == 80 == brute_force_optimum(bufs)


def test_three_58_float_buffers_at_alignment_64() -> None:
    bufs = [Buffer(i, 58 * 4, 0, 3, 64) for i in range(3)]
    assert lower_bound(bufs) == 2 * 256 + 232 == brute_force_optimum(bufs)


def test_bound_counts_only_buffers_live_together() -> None:
    # live one after the other: alignment costs nothing
    bufs = [Buffer(0, 16, 0, 1, 64), Buffer(1, 16, 1, 2, 64), Buffer(2, 16, 2, 3, 64)]
    assert lower_bound(bufs) == 16


def test_mixed_alignments_use_the_aligned_subset() -> None:
    # the 1-aligned buffer does not change the 64-aligned pair's 80 bytes (load is 96)
    bufs = [Buffer(0, 16, 0, 2, 64), Buffer(1, 16, 0, 2, 64), Buffer(2, 64, 0, 2, 1)]
    assert aligned_bound(bufs) == 80
    assert lower_bound(bufs) == 96
    assert brute_force_optimum(bufs) >= 96


def test_trivial_buffers_take_no_part_but_floor_counts_sizes() -> None:
    bufs = [Buffer(0, 16, 0, 2, 64), Buffer(1, 0, 0, 2, 64), Buffer(2, 500, 3, 3, 64)]
    assert lower_bound(bufs) == 16
    assert arena_floor(bufs) == 500


@settings(max_examples=300, deadline=None)
@given(buffer_lists(max_buffers=6, max_tick=6, aligned=True))
def test_lower_bound_is_sound(bufs: list[Buffer]) -> None:
    assert lower_bound(bufs) <= brute_force_optimum(bufs)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(1, 200), min_size=1, max_size=6), st.sampled_from([2, 4, 8, 16, 64]))
def test_bound_is_exact_for_one_alignment_all_live_together(sizes: list[int], alignment: int) -> None:
    bufs = [Buffer(i, s, 0, 1, alignment) for i, s in enumerate(sizes)]
    assert lower_bound(bufs) == brute_force_optimum(bufs)


def test_plan_lower_bound_combines_static_and_proven() -> None:
    bufs = [Buffer(0, 10, 0, 2), Buffer(1, 10, 1, 3), Buffer(2, 10, 0, 1)]
    plan = Plan(bufs, {0: 0, 1: 10, 2: 10})
    assert plan.lower_bound == 20
    plan.bound = 25  # a search proved more
    assert plan.lower_bound == 25
    wide = Plan(bufs, {0: 0, 1: 20, 2: 10}, optimal=True)  # a planner's proof: nothing below 30
    assert wide.arena_size == wide.lower_bound == 30
