"""The exact-fill sweep (core/search/sweep.py): parts whose load is flat at the capacity.

Small zero-waste packings of both kinds of benchmarks/zero_waste.py are filled
at their max-load; on small flat-load instances made by padding random buffers,
the sweep's answer (a plan, or a proof that there is none) agrees with the
exhaustive search of small_exact.py; and plan_exact uses it before its searches.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from memplan.core.bounds import max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.exact import plan_exact
from memplan.core.search import sweep
from memplan.core.search.small_exact import solve_small

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import UNIT, allocator, dissection  # noqa: E402

NODES = 200_000


def test_lifetimes_are_half_open() -> None:
    # [0, 2) and [2, 4) are never live together: the load is flat at 4, and both go at offset 0
    a, b = Buffer(0, 4, 0, 2), Buffer(1, 4, 2, 4)
    assert sweep.flat_load([a, b]) == 4
    result = sweep.sweep([a, b], 4, NODES)
    assert result.status == sweep.FOUND and result.offsets == {0: 0, 1: 0}
    # [0, 2) and [1, 3) overlap at tick 1: the load is 4, 8, 4, not flat
    assert sweep.flat_load([a, Buffer(1, 4, 1, 3)]) is None
    assert sweep.sweep([a, Buffer(1, 4, 1, 3)], 8, NODES).status == sweep.NOT_APPLICABLE


def test_only_the_flat_capacity_is_decided() -> None:
    part = [Buffer(0, 3, 0, 4), Buffer(1, 1, 0, 2), Buffer(2, 1, 2, 4)]
    assert sweep.applicable(part, 4)
    assert not sweep.applicable(part, 5)  # room to spare: the sweep's reasoning does not hold
    assert sweep.sweep(part, 5, NODES).status == sweep.NOT_APPLICABLE


def test_alignment_it_cannot_honour_is_not_applicable() -> None:
    odd = [Buffer(0, 3, 0, 2, alignment=2), Buffer(1, 1, 0, 2)]  # a size not a multiple of the alignment
    assert sweep.sweep(odd, 4, NODES).status == sweep.NOT_APPLICABLE
    even = [Buffer(0, 4, 0, 2, alignment=4), Buffer(1, 4, 0, 1, alignment=2), Buffer(2, 4, 1, 2)]
    result = sweep.sweep(even, 8, NODES)
    assert result.status == sweep.FOUND
    Plan(even, result.offsets).check(capacity=8)  # checks the alignments too


# load 11 throughout, and no plan at 11 (found by padding random buffers; small_exact agrees)
NO_FILL = [Buffer(0, 2, 3, 4), Buffer(1, 3, 1, 4), Buffer(2, 3, 3, 6), Buffer(3, 3, 2, 5), Buffer(4, 8, 1, 2),
           Buffer(5, 5, 2, 3), Buffer(6, 5, 4, 5), Buffer(7, 8, 5, 6)]


def test_a_flat_load_without_an_exact_fill_is_proven_infeasible() -> None:
    assert sweep.flat_load(NO_FILL) == 11
    assert sweep.sweep(NO_FILL, 11, NODES).status == sweep.INFEASIBLE
    small = solve_small(NO_FILL, 12, 11, NODES)
    assert small.proven and small.offsets is None


def test_giving_up_claims_nothing() -> None:
    buffers = dissection(400, 1).buffers
    result = sweep.sweep(buffers, max_load(buffers), 10)
    assert result.status == sweep.GAVE_UP and result.offsets is None


def small_zero_waste(kind: str, n: int, seed: int) -> list[Buffer]:
    if kind == "dissection":
        return dissection(n, seed, height=12 * UNIT, horizon=3 * n).buffers
    return allocator(n, seed, height=12 * UNIT, live=4, longest=3, grid=1).buffers


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(["dissection", "allocator"]), n=st.integers(2, 24), seed=st.integers(0, 10**9))
def test_small_zero_waste_packings_are_filled_at_the_max_load(kind: str, n: int, seed: int) -> None:
    buffers = small_zero_waste(kind, n, seed)
    height = max_load(buffers)
    result = sweep.sweep(buffers, height, NODES)
    assert result.status == sweep.FOUND
    Plan(buffers, result.offsets).check(capacity=height)


@st.composite
def flat_instances(draw) -> list[Buffer]:
    """A few random buffers, padded to a flat load: each stretch of ticks below the max-load
    gets one filler buffer of the bytes missing there. Often no exact fill exists."""
    n = draw(st.integers(1, 5))
    buffers = []
    for i in range(n):
        start = draw(st.integers(0, 5))
        buffers.append(Buffer(i, draw(st.integers(1, 4)), start, start + draw(st.integers(1, 4))))
    ticks = sorted({t for b in buffers for t in (b.start, b.end)})
    loads = [sum(b.size for b in buffers if b.start <= t < b.end) for t in ticks[:-1]]
    top = max(loads)
    fillers = []
    for (t0, t1), load in zip(zip(ticks, ticks[1:]), loads):
        if load < top:
            if fillers and fillers[-1].end == t0 and fillers[-1].size == top - load and draw(st.booleans()):
                fillers[-1] = Buffer(fillers[-1].id, fillers[-1].size, fillers[-1].start, t1)
            else:
                fillers.append(Buffer(n + len(fillers), top - load, t0, t1))
    return buffers + fillers


@settings(max_examples=200, deadline=None)
@given(flat_instances())
def test_the_sweep_agrees_with_the_exhaustive_search(buffers: list[Buffer]) -> None:
    height = sweep.flat_load(buffers)
    assume(height is not None)  # a gap of no load splits the span: not flat
    result = sweep.sweep(buffers, height, NODES)
    small = solve_small(buffers, height + 1, height, NODES)
    assert small.proven or small.offsets is not None
    fits = small.offsets is not None and small.arena <= height
    assert result.status == (sweep.FOUND if fits else sweep.INFEASIBLE)
    if fits:
        Plan(buffers, result.offsets).check(capacity=height)


def test_plan_exact_fills_a_flat_part_without_its_searches() -> None:
    buffers = dissection(30, 7, height=12 * UNIT, horizon=90).buffers
    height = max_load(buffers)
    # small_nodes=0: the exhaustive search gives up at once, and the sweep fills the part
    plan = plan_exact(buffers, PlannerOptions(time_limit=5), small_nodes=0)
    plan.check()
    assert plan.arena_size == height and plan.optimal


def test_plan_exact_reports_a_flat_part_with_no_fill_infeasible() -> None:
    plan = plan_exact(NO_FILL, PlannerOptions(time_limit=5, capacity=11), small_nodes=0)
    plan.check()
    assert plan.stats["infeasible"]


def test_plan_exact_does_not_repeat_a_sweep_that_gave_up_with_no_more_budget() -> None:
    import memplan.core.planners.exact as exact

    buffers = dissection(120, 3, height=12 * UNIT, horizon=360).buffers
    calls = []

    def giving_up(part, capacity, nodes, deadline=None, seed=0):
        calls.append(nodes)
        return sweep.SweepResult(sweep.GAVE_UP, None, nodes)

    memo: dict = {}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exact.sweep, "sweep", giving_up)
        mp.setattr(exact, "_by_bands", lambda *args, **kwargs: (None, 0.0))
        mp.setattr(exact, "_minimize", lambda part, floor, best, *args, **kwargs: ({}, floor, 0.0))
        for work in (4.0, 4.0, 8.0):
            exact.plan_exact(buffers, PlannerOptions(work=work, time_limit=600), small_nodes=0, memo=memo)
    assert len(calls) == 2 and calls[0] < calls[1]  # the same work again would give up again
