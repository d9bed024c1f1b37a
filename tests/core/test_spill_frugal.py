"""plan_frugal_spill (issue 24): a weight other than the size moves at most (1 + tolerance)
times the fewest bytes any plan moves, and among such plans keeps heavy buffers; the bound it
states is the weight's own, valid for every plan."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_spill import brute_force, spill_problems

from memplan.core.buffer import Buffer
from memplan.core.spill import SpillOptions, SpillProblem, plan_spill
from memplan.core.spill.frugal import moved_bytes, plan_frugal_spill

PROVEN = SpillOptions(time_limit=60)  # stops once optimal; tiny problems are proven well before


def fewest_moved(problem: SpillProblem) -> int:
    """The fewest bytes any plan within the capacity moves, by brute force."""
    sizes = SpillProblem.of(problem.buffers, problem.capacity)
    return sum(b.size for b in problem.buffers) - brute_force(sizes)


def hot_and_cold() -> SpillProblem:
    """Capacity 100. Ticks [0, 1): x (60 bytes, weight 1) or y (58 bytes, weight 500), not both.
    Ticks [1, 2): h (20 bytes, weight 100) or b (90 bytes, weight 10), not both. The fewest
    bytes move keeping x and b (58 + 20 = 78); the most weight keeps y and h, moving 60 + 90 = 150;
    keeping y and b moves 80, within 5% of 78, and keeps weight 510."""
    x, y = Buffer(1, 60, 0, 1, 1, "x"), Buffer(2, 58, 0, 1, 1, "y")
    h, b = Buffer(3, 20, 1, 2, 1, "h"), Buffer(4, 90, 1, 2, 1, "b")
    return SpillProblem((x, y, h, b), {1: 1, 2: 500, 3: 100, 4: 10}, 100)


@pytest.mark.slow  # CP-SAT's loading, the first time
def test_the_heaviest_plan_within_the_tolerance_is_chosen_not_the_heaviest_plan():
    problem = hot_and_cold()
    heaviest = plan_spill(problem, PROVEN)
    assert {b.label for b in heaviest.kept} == {"y", "h"} and moved_bytes(heaviest) == 150
    plan = plan_frugal_spill(problem, 0.05, PROVEN)
    plan.check()
    assert {b.label for b in plan.kept} == {"y", "b"}
    assert moved_bytes(plan) == 80 <= 78 * 1.05
    assert plan.kept_weight == 510 and plan.bound == heaviest.bound == 600 and not plan.optimal
    assert plan.stats["chosen"] == "blend" and plan.stats["fewest_moved"] == 78


@pytest.mark.slow  # CP-SAT's loading, the first time
def test_no_tolerance_moves_the_fewest_bytes_and_a_large_one_the_heaviest_plan():
    problem = hot_and_cold()
    exact = plan_frugal_spill(problem, 0.0, PROVEN)
    assert moved_bytes(exact) == 78 and exact.kept_weight == 11  # x and b: the only plan moving 78
    loose = plan_frugal_spill(problem, 10.0, PROVEN)
    assert loose.stats["chosen"] == "weight" and loose.kept_weight == 600 and loose.optimal


def test_a_negative_tolerance_is_refused():
    with pytest.raises(ValueError, match="negative"):
        plan_frugal_spill(hot_and_cold(), -0.1)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spill_problems(), st.sampled_from([0.0, 0.05, 0.25]))
def test_never_more_than_the_tolerance_over_the_fewest_bytes(problem, tolerance):
    plan = plan_frugal_spill(problem, tolerance, PROVEN)
    plan.check()
    fewest = fewest_moved(problem)
    assert plan.stats["fewest_moved"] == fewest  # the size plan is proven on tiny problems
    assert fewest <= moved_bytes(plan) <= fewest * (1 + tolerance)
    assert brute_force(problem) <= plan.bound  # the weight's own bound, for every plan
