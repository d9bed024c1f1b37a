"""Start-order best fit and the shared placement routine behind it."""

from __future__ import annotations

from core_strategies import buffer_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.buffer import Buffer
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.search.placement import _place_general, place_by_start, place_in_order


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


def test_greedy_orders() -> None:
    from memplan.core.planners.greedy_breadth import breadth_order
    from memplan.core.planners.greedy_conflicts import conflict_bytes, conflict_order
    from memplan.core.planners.greedy_size import size_order
    from memplan.core.planners.xla_heap import xla_order

    bufs = [Buffer(0, 10, 0, 10), Buffer(1, 50, 0, 2), Buffer(2, 30, 5, 6), Buffer(3, 40, 8, 9)]
    assert size_order(bufs) == [1, 3, 2, 0]
    assert xla_order(bufs, "temporal")[0] == 0
    assert xla_order(bufs, "spatial-temporal")[0] == 1  # 100 byte-ticks beat 10*10
    # conflict bytes: 0 overlaps everyone; 1 only 0; 2 only 0; 3 only 0
    assert conflict_bytes(bufs).tolist() == [130, 60, 40, 50]
    assert conflict_order(bufs)[0] == 0
    # breadth: widest tick is [0,2) with 60 bytes: 1 (50) then 0 (10), then [8,9) 50, then [5,6) 40
    assert breadth_order(bufs) == [1, 0, 3, 2]


@settings(max_examples=100, deadline=None)
@given(buffer_lists())
def test_conflict_bytes_match_brute_force(bufs: list[Buffer]) -> None:
    from memplan.core.planners.greedy_conflicts import conflict_bytes

    def live(b: Buffer) -> bool:
        return b.size > 0 and b.start < b.end

    expected = [
        sum(o.size for o in bufs if live(b) and live(o) and b.overlaps_in_time(o)) for b in bufs
    ]
    assert conflict_bytes(bufs).tolist() == expected


def reference_choose(blocks: list[tuple[int, int]], size: int, alignment: int, fit: str) -> int:
    """Every aligned offset from 0 up, the plain way: free of all blocks, smallest gap or lowest."""
    top = max((hi for _, hi in blocks), default=0)
    fits = []
    for at in range(0, top + 1, alignment):
        if all(at + size <= lo or hi <= at for lo, hi in blocks) and at + size <= top:
            # the gap holding [at, at+size): between the nearest block ends around it
            below = max((hi for lo, hi in blocks if hi <= at), default=0)
            above = min((lo for lo, hi in blocks if lo >= at + size), default=top)
            if all(not (lo < above and below < hi) for lo, hi in blocks):
                fits.append((above - below, at))
    if not fits:
        return -(-top // alignment) * alignment
    if fit == "first":
        return min(at for _, at in fits)
    best_len = min(length for length, _ in fits)
    return min(at for length, at in fits if length == best_len)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 120), st.integers(1, 30)), min_size=0, max_size=40),
    st.integers(1, 40), st.sampled_from([1, 4, 8]), st.sampled_from(["best", "first"]),
)
def test_gap_choice_matches_reference(raw, size, alignment, fit) -> None:
    import numpy as np

    from memplan.core.search.placement import _choose

    blocks = [(lo, lo + length) for lo, length in raw]
    los = np.array([lo for lo, _ in blocks], dtype=np.int64)
    his = np.array([hi for _, hi in blocks], dtype=np.int64)
    assert _choose(los, his, size, alignment, fit) == reference_choose(blocks, size, alignment, fit)


def test_a_placement_past_its_deadline_stacks_the_rest_and_stays_valid() -> None:
    """A hard time limit can come during the first heuristic: the rest is stacked, the plan is still valid."""
    import random

    from memplan.core.budget import Deadline
    from memplan.core.plan import Plan
    from memplan.core.search.placement import DEADLINE_EVERY, DEADLINE_EVERY_GENERAL

    rng = random.Random(5)
    n = 3 * DEADLINE_EVERY
    bufs = [Buffer(i, rng.randrange(1, 500), s, s + rng.randrange(1, 40), rng.choice((1, 16)))
            for i, s in enumerate(rng.randrange(0, n) for _ in range(n))]
    by_start = sorted(range(n), key=lambda i: (bufs[i].start, i))
    by_size = sorted(range(n), key=lambda i: (-bufs[i].size, i))
    for order, every in ((by_start, DEADLINE_EVERY), (by_size, DEADLINE_EVERY_GENERAL)):
        unhurried = place_in_order(bufs, order, "best", Deadline())
        late = place_in_order(bufs, order, "best", Deadline(0.0))  # long past
        Plan(bufs, late).check()
        first = order[: every - 1]  # placed before the first look at the clock
        assert all(late[bufs[i].id] == unhurried[bufs[i].id] for i in first)
        assert late != unhurried  # the rest was stacked, not placed


def test_the_gap_index_names_the_gap_it_chose_and_best_fit_keeps_no_offset_order() -> None:
    from memplan.core.search.placement import GapIndex

    for fit in ("best", "first"):
        gaps = GapIndex(fit)
        for offset, size in ((0, 8), (8, 4), (12, 16), (28, 4)):  # blocks side by side from 0
            gaps.take(offset, size, -1)
        gaps.release(0, 8)  # a gap [0, 8)
        gaps.release(12, 16)  # a gap [12, 28)
        chosen = gaps.find(6, 4, fit)
        # best fit: the smallest gap that holds 6 bytes aligned to 4 is [0, 8); first fit too
        assert chosen == (0, 0)
        gaps.take(chosen[0], 6, chosen[1])
        assert gaps.find(10, 1, fit) == (12, 12) and gaps.find(40, 1, fit) == (32, -1)
    assert GapIndex("best")._by_offset is None  # best fit never reads an order by offset


def test_a_placement_by_the_overlap_index_looks_at_the_clock_every_few_buffers(monkeypatch) -> None:
    """Its placements cost ~50 us each on traces like pangu_2.6B: past a deadline, at most
    DEADLINE_EVERY_GENERAL of them run (2048 were 0.1 s, a fifth of a 0.5 s limit)."""
    import random

    from memplan.core.budget import Deadline
    from memplan.core.plan import Plan
    from memplan.core.search import placement

    rng = random.Random(6)
    bufs = [Buffer(i, rng.randrange(1, 500), s, s + rng.randrange(1, 40)) for i, s in
            enumerate(rng.randrange(0, 3000) for _ in range(3000))]
    by_size = sorted(range(len(bufs)), key=lambda i: (-bufs[i].size, i))
    chosen = []
    real = placement._choose
    monkeypatch.setattr(placement, "_choose", lambda *args: chosen.append(1) or real(*args))
    late = placement.place_in_order(bufs, by_size, "first", Deadline(0.0))  # long past
    assert len(chosen) < placement.DEADLINE_EVERY_GENERAL <= 256
    Plan(bufs, late).check()
