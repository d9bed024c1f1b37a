"""Lower bounds: sound against brute force, alignment-aware, exact where they should be."""

from __future__ import annotations

import itertools

from core_strategies import ALIGNMENTS, buffer_lists, mixed_alignment_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import aligned_bound, arena_floor, best_stack, granularity, lower_bound, max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.search.placement import place_in_order


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
    # the 1-aligned buffer does not change the 64-aligned pair's 80 slot bytes (load is 96);
    # stacked, it fits in no gap the pair leaves (48 bytes at most): 144
    bufs = [Buffer(0, 16, 0, 2, 64), Buffer(1, 16, 0, 2, 64), Buffer(2, 64, 0, 2, 1)]
    assert aligned_bound(bufs) == 80
    assert lower_bound(bufs) == 144 == brute_force_optimum(bufs)


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
    plan.bound = 25  # a search proved more; every size is 10, so the optimum is a multiple of 10
    assert plan.lower_bound == 30
    wide = Plan(bufs, {0: 0, 1: 20, 2: 10}, optimal=True)  # a planner's proof: nothing below 30
    assert wide.arena_size == wide.lower_bound == 30


@st.composite
def grained_buffers(draw) -> list[Buffer]:
    """Sizes sharing a factor, alignments that divide it, are multiples of it, or neither."""
    grain = draw(st.sampled_from([2, 3, 4, 6, 8, 12, 16]))
    out = []
    for i in range(draw(st.integers(1, 6))):
        start = draw(st.integers(0, 5))
        end = draw(st.integers(start, 6))
        size = grain * draw(st.integers(0, 12))
        alignment = draw(st.sampled_from([1, 2, 3, 4, 8, 16, 24, 64]))
        out.append(Buffer(i, size, start, end, alignment))
    return out


@settings(max_examples=300, deadline=None)
@given(st.one_of(grained_buffers(), buffer_lists(max_buffers=6, max_tick=6, aligned=True)))
def test_the_optimum_is_a_multiple_of_the_granularity(bufs: list[Buffer]) -> None:
    g = granularity(bufs)
    opt = brute_force_optimum(bufs)
    assert opt % g == 0
    assert all(b.size % g == 0 for b in bufs)
    assert all(g % b.alignment == 0 or b.alignment % g == 0 for b in bufs if b.size)
    assert lower_bound(bufs) <= opt
    plan = Plan(bufs, {b.id: 0 for b in bufs}, bound=max(opt - g + 1, 0))  # any proof below the optimum
    assert plan.lower_bound == max(opt, arena_floor(bufs))


def test_granularity_ignores_alignment_one_and_divisors() -> None:
    # 1 KiB sizes with alignment 1 (MiniMalloc's instances) or 64: the grain stays 1 KiB
    kib = [Buffer(0, 3072, 0, 2), Buffer(1, 1024, 1, 3, 64), Buffer(2, 0, 0, 3, 7)]
    assert granularity(kib) == 1024
    assert granularity([Buffer(0, 1024, 0, 2, 4096), Buffer(1, 2048, 0, 2, 1)]) == 1024
    assert granularity([Buffer(0, 1024, 0, 2, 24)]) == 8  # 24 neither divides 1024 nor is a multiple
    assert granularity([Buffer(0, 0, 0, 2)]) == 1
    # two 1000-byte buffers at alignment 1024: 2024 bytes, a multiple of 8, not of 1000
    pair = [Buffer(0, 1000, 0, 2, 1024), Buffer(1, 1000, 0, 2, 1024)]
    assert granularity(pair) == 8 and brute_force_optimum(pair) == 2024


def test_granularity_is_the_same_on_columns() -> None:
    bufs = [Buffer(i, 1024 * (1 + i % 5), i % 97, i % 97 + 3, 1 if i % 2 else 512) for i in range(5000)]
    assert granularity(bufs) == 1024 == granularity(bufs[:100])
    assert granularity(bufs + [Buffer(9999, 1000, 0, 1, 1)]) == 8


def test_a_stack_counts_where_aligned_ends_fall() -> None:
    """3949 bytes aligned to 4096 sit at 0; a 64-byte buffer aligned to 64 above them ends at
    4096 at best. Slots of 64 say 4075 (64 slots, the last holding 43 bytes) (issue 28)."""
    bufs = [Buffer(0, 3949, 0, 2, 4096), Buffer(1, 43, 0, 2, 128), Buffer(2, 64, 0, 2, 64),
            Buffer(3, 6, 0, 2, 4), Buffer(4, 1, 0, 2, 4)]
    assert max(max_load(bufs), aligned_bound(bufs)) == 4075
    assert lower_bound(bufs) == 4096 == brute_force_optimum(bufs)


def brute_force_stack(items: list[tuple[int, int]]) -> int:
    """The lowest top over every order of stacking (size, alignment) items, each aligned."""
    best = None
    for order in itertools.permutations(items):
        top = 0
        for size, alignment in order:
            top = -(-top // alignment) * alignment + size
        best = top if best is None else min(best, top)
    return best or 0


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 9000), st.sampled_from(ALIGNMENTS)), min_size=1, max_size=6))
def test_best_stack_is_the_best_order(items: list[tuple[int, int]]) -> None:
    assert best_stack([s for s, _ in items], [a for _, a in items]) == brute_force_stack(items)


@settings(max_examples=200, deadline=None)
@given(mixed_alignment_lists(max_buffers=6, max_tick=6))
def test_lower_bound_is_sound_with_alignments_up_to_4096(bufs: list[Buffer]) -> None:
    assert lower_bound(bufs) <= brute_force_optimum(bufs)
