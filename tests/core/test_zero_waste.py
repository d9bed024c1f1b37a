"""Zero-waste packings of kinds memplan was not built on (issue 27): planned at the max-load.

The instances come from benchmarks/zero_waste.py at fresh seeds (hypothesis
draws them), scaled down so that each is planned in well under a second of
counted work: guillotine dissections and a simulated allocator whose freed gaps
are re-split at random. Every byte-tick of the max-load is used, so any gap a
plan leaves is the planner's.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import max_load
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.search import bands

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import UNIT, allocator, dissection  # noqa: E402

HEIGHT = 64 * UNIT  # 64 units of memory: small instances, still zero waste


def small_instance(kind: str, n: int, seed: int):
    if kind == "dissection":
        return dissection(n, seed, height=HEIGHT, horizon=5 * n)
    return allocator(n, seed, height=HEIGHT, live=6, longest=4, grid=2)


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(kind=st.sampled_from(["dissection", "allocator"]), n=st.integers(12, 48), seed=st.integers(0, 10**9))
def test_small_zero_waste_packings_are_planned_at_the_max_load(kind: str, n: int, seed: int) -> None:
    inst = small_instance(kind, n, seed)
    assert max_load(inst.buffers) == inst.height  # the construction: no byte-tick unused
    # a work budget (the same plan however loaded the machine is), and a deadline far beyond it
    plan = get_planner("auto")(inst.buffers, PlannerOptions(work=4.0, time_limit=120))
    plan.check()
    assert plan.arena_size == inst.height
    assert plan.optimal


def test_a_decomposition_that_cannot_finish_in_its_budget_is_given_up() -> None:
    # 5 of 1,000 buffers split off for 2 s of CP-SAT: 400 s to split all the way down
    assert bands.cannot_finish(1000, 5, 2.0, left=28.0)
    # the same split cheaply (a dissection's band model), or in halves, goes on
    assert not bands.cannot_finish(1000, 5, 0.01, left=28.0)
    assert not bands.cannot_finish(1000, 500, 2.0, left=28.0)
    # a split of a fifth: the parts shrink, and later models cost far less than this one
    assert not bands.cannot_finish(448, 103, 9.4, left=8.0)
    # what counts is the smaller side: a band of all but 5 buffers peels as slowly
    assert bands.cannot_finish(1000, 995, 2.0, left=28.0)


def test_plan_in_bands_stops_at_a_costly_small_band_without_searching_or_retrying(monkeypatch) -> None:
    # a long one-byte buffer over 60 one-byte buffers one after the other: no cut line, flat rows
    part = [Buffer(0, 1, 0, 60)] + [Buffer(k + 1, 1, k, k + 1) for k in range(60)]
    models = []

    def costly_band(part, capacity, deadline, fewest=True, exclude=(), work=None, choice=bands.BandChoice()):
        models.append(len(part))
        work.spend(2.0)  # a model that ran to its time limit
        return [0], 1  # one buffer of 61: 122 s of models to split all the way down

    searched = []
    monkeypatch.setattr(bands, "band_subset", costly_band)
    work = bands.Work(30.0)
    found = bands.plan_in_bands(part, 2, lambda sub, cap: searched.append(sub) or None, Deadline(), work=work)
    assert found is None
    assert models == [61]  # one model: no retry with another split, nor another pass with other bands
    assert searched == []  # the part goes back to the caller's search whole
    assert work.used == 2.0
