"""The code paths for large traces give exactly what the small-trace paths give.

Large traces take compiled placement, a compiled overlap check, numpy bounds
and a numpy CSV reader; here each is run on small random instances (its size
threshold lowered) against the plain Python it replaces.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from core_strategies import buffer_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core import bounds, csvio
from memplan.core.bounds import columns
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError
from memplan.core.search import placement, placement_jit


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=40, max_tick=40), st.randoms(use_true_random=False), st.sampled_from(["best", "first"]))
def test_compiled_placement_equals_python(bufs: list[Buffer], rng: random.Random, fit: str) -> None:
    order = list(range(len(bufs)))
    rng.shuffle(order)
    expected = placement._place_general(bufs, order, fit)
    start, end, size, align = columns(bufs)
    got, done = placement_jit.place(np.array(order, dtype=np.int64), start, end, size, align, fit)
    assert done == len(order)
    assert {b.id: int(o) for b, o in zip(bufs, got)} == expected


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=30, max_tick=30), st.randoms(use_true_random=False))
def test_compiled_overlap_check_agrees_with_the_sweep(bufs: list[Buffer], rng: random.Random) -> None:
    offsets = {b.id: rng.randrange(0, 300) for b in bufs}
    plan = Plan(bufs, offsets)
    try:
        plan._check_no_overlap()
        safe = True
    except PlanError:
        safe = False
    start, end, size, _ = columns(bufs)
    i, j = placement_jit.first_conflict(start, end, size, np.array([offsets[b.id] for b in bufs], dtype=np.int64))
    assert safe == (i < 0)
    if i >= 0:
        a, b = bufs[i], bufs[j]
        assert a.overlaps_in_time(b)
        assert offsets[a.id] < offsets[b.id] + b.size and offsets[b.id] < offsets[a.id] + a.size


def test_large_plans_are_checked_the_same_way(monkeypatch: pytest.MonkeyPatch) -> None:
    from memplan.core import plan as plan_module

    monkeypatch.setattr(plan_module, "LARGE_CHECK", 1)
    bufs = [Buffer(0, 10, 0, 4, 8), Buffer(1, 10, 2, 6, 8), Buffer(2, 5, 5, 9)]
    Plan(bufs, {0: 0, 1: 16, 2: 0}).check()
    with pytest.raises(PlanError, match="buffers 0 \\[0,4\\) and 1 \\[2,6\\) are live together"):
        Plan(bufs, {0: 0, 1: 8, 2: 0}).check()
    with pytest.raises(PlanError, match="breaks alignment 8"):
        Plan(bufs, {0: 0, 1: 12, 2: 0}).check()
    with pytest.raises(PlanError, match="exceeds capacity"):
        Plan(bufs, {0: 0, 1: 16, 2: 0}).check(capacity=20)


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=30, max_tick=30))
def test_numpy_bounds_equal_python_bounds(bufs: list[Buffer]) -> None:
    expected = (bounds.max_load(bufs), bounds.aligned_bound(bufs))
    old = bounds.NUMPY_MIN
    bounds.NUMPY_MIN = 0
    try:
        assert (bounds.max_load(list(bufs)), bounds.aligned_bound(list(bufs))) == expected
    finally:
        bounds.NUMPY_MIN = old


@settings(max_examples=100, deadline=None)
@given(buffer_lists(max_buffers=30, max_tick=30))
def test_fast_csv_reader_equals_the_careful_one(bufs: list[Buffer]) -> None:
    lines = ["id,lower,upper,size,alignment"] + [f"{b.id},{b.start},{b.end},{b.size},{b.alignment}" for b in bufs]
    text = "\n".join(lines) + "\n"
    careful = csvio.read_csv(text)
    fast = csvio._read_numeric(lines[0] + "\n", [text[len(lines[0]) + 1 :].encode()])
    if not bufs:
        assert fast is None  # nothing to gain: the careful reader decides
        return
    assert fast is not None and fast.buffers == careful.buffers and fast.offsets == careful.offsets


@pytest.mark.parametrize("body", ["1,0,2,4\n01,0,2,4\n", "1,0,2,-4\n", "1,0,2,4\n\n2,0,2,4\n",
                                  "1,0,2,99999999999999999999\n", "1,0,2,+4\n", '1,0,2,"4"\n'])
def test_fast_reader_leaves_anything_unusual_to_the_careful_one(body: str) -> None:
    assert csvio._read_numeric("id,lower,upper,size\n", [body.encode()]) is None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.text("0123456789-", min_size=1, max_size=22), min_size=1, max_size=4), min_size=1,
                max_size=6))
def test_the_fast_reader_flags_exactly_the_numbers_the_careful_reader_reads_differently(
        rows: list[list[str]]) -> None:
    """Zero-padded, negative zero, 19 digits or more: the pattern a regular expression used to find."""
    import re

    block = "".join(",".join(fields) + "\n" for fields in rows).encode()
    spec = re.compile(rb"(?:^|[,\n-])0[0-9]|-0|[0-9]{19}")
    assert csvio._odd_number(block) == (spec.search(block) is not None)


def test_numbers_only_plans_are_written_as_the_csv_module_writes_them() -> None:
    import csv
    import io

    for alignment in (1, 8):
        bufs = [Buffer(i, 8 + i, i, i + 3, alignment) for i in range(5)]
        plan = Plan(bufs, {b.id: 16 * b.id for b in bufs})
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["id", "lower", "upper", "size", *(["alignment"] if alignment > 1 else []), "offset"])
        w.writerows([b.id, b.start, b.end, b.size, *([b.alignment] if alignment > 1 else []), 16 * b.id]
                    for b in bufs)
        assert csvio.write_csv(plan) == out.getvalue()


def test_large_files_stream_through_the_fast_reader(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(csvio, "CHUNK_BYTES", 64)  # many blocks, lines cut across them
    monkeypatch.setattr(csvio, "FAST_MIN_CHARS", 256)  # (smaller files go to the careful reader)
    rows = [(i, i % 50, i % 50 + 1 + i % 7, 64 * (1 + i % 13)) for i in range(500)]
    path = tmp_path / "big.csv"
    path.write_text("id,lower,upper,size\n" + "".join(f"{a},{b},{c},{d}\n" for a, b, c, d in rows))
    trace = csvio.read_csv_file(str(path))
    assert trace.buffers == [Buffer(a, d, b, c) for a, b, c, d in rows]


@settings(max_examples=100, deadline=None)
@given(buffer_lists(max_buffers=30, max_tick=30), st.sampled_from([("start", "-size", "id"), ("-size", "start", "id"),
                                                                   ("-area", "-size", "start", "id"),
                                                                   ("-length", "-size", "start", "id")]))
def test_numpy_orders_equal_python_orders(bufs: list[Buffer], keys: tuple[str, ...]) -> None:
    expected = placement.sort_by(bufs, keys)
    old = placement.NUMPY_SORT_MIN
    placement.NUMPY_SORT_MIN = 0
    try:
        assert placement.sort_by(list(bufs), keys) == expected
    finally:
        placement.NUMPY_SORT_MIN = old


def test_large_plans_remember_their_arena_per_offsets_dict(monkeypatch) -> None:
    from memplan.core import plan as plan_module

    monkeypatch.setattr(plan_module, "LARGE_CHECK", 4)
    bufs = [Buffer(i, 10 + i, i, i + 2) for i in range(6)]
    p = Plan(bufs, {b.id: 0 for b in bufs})
    assert p.arena_size == 15
    p.offsets = {b.id: 100 * b.id for b in bufs}  # a new dict: computed again
    assert p.arena_size == 515


def test_a_large_trace_past_its_deadline_gets_the_plan_without_reuse(monkeypatch) -> None:
    from memplan.core.budget import Deadline
    from memplan.core.planners import portfolio

    monkeypatch.setattr(portfolio, "LARGE_BUFFERS", 10)
    rng = random.Random(3)
    bufs = [Buffer(i, rng.randrange(1, 99), s, s + rng.randrange(1, 9), rng.choice((1, 8)))
            for i, s in enumerate(rng.randrange(0, 50) for _ in range(40))]
    # a budget too small for even one sweep, and the deadline long past: no reuse
    late = portfolio.best_heuristic_plan(bufs, budget=0.0, deadline=Deadline(0.0))
    late.check()
    assert late.planner == "trivial"
    assert portfolio.best_heuristic_plan(bufs).planner != "trivial"  # with time, the heuristics run
    # a sweep the budget affords still comes out whole when the deadline has passed
    assert portfolio.best_heuristic_plan(bufs, budget=1.0, deadline=Deadline(0.0)).planner == "best-fit"


def test_compiled_placement_stops_at_its_work_limit_and_the_rest_is_stacked(monkeypatch) -> None:
    from memplan.core import solvers
    from memplan.core.budget import Deadline

    assert solvers.placement.get(Deadline()) is not None
    rng = random.Random(11)
    bufs = [Buffer(i, rng.randrange(1, 300), s, s + rng.randrange(1, 30), rng.choice((1, 4)))
            for i, s in enumerate(rng.randrange(0, 200) for _ in range(300))]
    order = sorted(range(len(bufs)), key=lambda i: (-bufs[i].size, i))  # not by start: the compiled routine
    start, end, size, align = columns(bufs)
    offsets, done = placement_jit.place(np.array(order, dtype=np.int64), start, end, size, align, "best", 50)
    assert 0 < done < len(order)
    assert all(offsets[i] == -1 for i in order[done:] if bufs[i].size and bufs[i].start < bufs[i].end)
    monkeypatch.setattr(placement, "JIT_MIN", 10)
    late = placement.place_in_order(bufs, order, "best", Deadline(0.0))  # long past: a work limit of 0
    Plan(bufs, late).check()
    assert late != placement.place_in_order(bufs, order, "best")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(-(1 << 62), 1 << 62) | st.integers(-3, 3), max_size=40))
def test_distinct_values_by_a_sort_equal_numpys_unique(values: list[int]) -> None:
    array = np.array(values, dtype=np.int64)
    assert np.array_equal(bounds.distinct(array), np.unique(array))
    assert bounds.has_duplicates(array) == (len(set(values)) != len(values))
