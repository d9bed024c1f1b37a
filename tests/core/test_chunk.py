"""The chunk-list planners: event trace, split/merge, growth of a too-small chunk."""

from __future__ import annotations

from memplan.core.buffer import Buffer
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.planners.chunk import ChunkList, event_trace, hot_and_fit_cost


def test_event_trace_matches_the_design_example() -> None:
    # inclusive ticks [1,4], [2,3], [5,6] become half-open [1,5), [2,4), [5,7)
    bufs = [Buffer(0, 16, 1, 5), Buffer(1, 64, 2, 4), Buffer(2, 16, 5, 7)]
    assert event_trace(bufs) == [
        ("alloc", 0), ("alloc", 1), ("free", 1), ("free", 0), ("alloc", 2), ("free", 2)
    ]


def test_chunk_reuses_freed_memory_in_the_example() -> None:
    bufs = [Buffer(0, 16, 1, 5), Buffer(1, 64, 2, 4), Buffer(2, 16, 5, 7)]
    for name in ("chunk", "chunk-size-first"):
        plan = get_planner(name)(bufs, PlannerOptions())
        plan.check()
        assert plan.offsets == {0: 0, 1: 16, 2: 0} or plan.offsets[2] in (0, 16)
        assert plan.arena_size == 80


def test_free_merges_neighbours_and_alloc_splits() -> None:
    chunks = ChunkList(hot_and_fit_cost)
    a, b, c = chunks.alloc(10, 0), chunks.alloc(20, 1), chunks.alloc(30, 2)
    chunks.release(a, 3)
    chunks.release(b, 4)
    assert [(ch.size, ch.free) for ch in chunks.chunks] == [(30, True), (30, False)]
    d = chunks.alloc(5, 5)
    assert [(ch.size, ch.free) for ch in chunks.chunks] == [(5, False), (25, True), (30, False)]
    chunks.release(c, 6)
    chunks.release(d, 7)
    assert [(ch.size, ch.free) for ch in chunks.chunks] == [(60, True)]


def test_too_small_chunk_grows_and_moves_buffers_above_up() -> None:
    # A [0,10) 8 bytes below B [0,20) 8 bytes; A freed, then C needs 24 while B lives:
    # A's chunk grows by 16 and B moves up to 24, for every point of its lifetime.
    bufs = [Buffer(0, 8, 0, 10), Buffer(1, 8, 0, 20), Buffer(2, 24, 10, 20)]
    plan = get_planner("chunk")(bufs, PlannerOptions())
    plan.check()
    assert plan.offsets == {0: 0, 1: 24, 2: 0}
    assert plan.arena_size == 32


def test_size_first_picks_the_tightest_chunk_and_default_weighs_hotness() -> None:
    # Two holes freed at different times: 64 bytes (long ago) and 40 bytes (just now).
    bufs = [
        Buffer(0, 64, 0, 2),   # hole of 64, freed at tick 2
        Buffer(1, 8, 0, 10),   # separator
        Buffer(2, 40, 0, 5),   # hole of 40, freed at tick 5
        Buffer(3, 8, 0, 10),   # separator
        Buffer(4, 32, 6, 8),   # fits both holes
    ]
    sf = get_planner("chunk-size-first")(bufs, PlannerOptions())
    sf.check()
    assert sf.offsets[4] == sf.offsets[2]  # 40-byte hole: the best fit
    hot = get_planner("chunk")(bufs, PlannerOptions())
    hot.check()
    assert hot.offsets[4] == hot.offsets[2]  # also the hottest
    # now make the tight hole the stale one: the default model prefers the hot loose one
    bufs2 = [
        Buffer(0, 40, 0, 2), Buffer(1, 8, 0, 100), Buffer(2, 44, 0, 90),
        Buffer(3, 8, 0, 100), Buffer(4, 32, 95, 99),
    ]
    hot2 = get_planner("chunk")(bufs2, PlannerOptions())
    sf2 = get_planner("chunk-size-first")(bufs2, PlannerOptions())
    hot2.check(); sf2.check()
    assert sf2.offsets[4] == sf2.offsets[0]
    assert hot2.offsets[4] == hot2.offsets[2]


def test_alignment_grain_keeps_offsets_aligned_after_growth() -> None:
    bufs = [Buffer(0, 3, 0, 10), Buffer(1, 5, 0, 20, alignment=64), Buffer(2, 100, 10, 20, alignment=16)]
    for name in ("chunk", "chunk-size-first"):
        plan = get_planner(name)(bufs, PlannerOptions())
        plan.check()


def test_chunk_planners_past_their_deadline_give_a_valid_plan_without_reuse() -> None:
    import random


    rng = random.Random(2)
    bufs = [Buffer(i, rng.randrange(1, 100), s, s + rng.randrange(1, 20)) for i, s in
            enumerate(rng.randrange(0, 500) for _ in range(1500))]
    for name in ("chunk", "chunk-size-first"):
        late = get_planner(name)(bufs, PlannerOptions(deadline=0.0))  # long past
        late.check()
        assert late.stats.get("stopped") and late.arena_size == sum(b.size for b in bufs)
        on_time = get_planner(name)(bufs, PlannerOptions())
        assert not on_time.stats.get("stopped") and on_time.arena_size < late.arena_size
