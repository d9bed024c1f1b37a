"""The spill planner (issue 24): every plan is a valid plan of the kept buffers inside the
capacity, the bound it states is at least what it keeps and at least the true optimum (checked
by brute force on tiny instances, for the LP's prices and for random ones), and on tiny
instances it keeps the optimum and says so."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memplan.core import solvers
from memplan.core.buffer import Buffer, align_up
from memplan.core.budget import Deadline
from memplan.core.plan import PlanError
from memplan.core.spill import SpillOptions, SpillPlan, SpillProblem, plan_spill
from memplan.core.spill.bound import lagrangian_bound, sections, solve_relaxation
from memplan.core.spill.cpsat import solve_knapsacks
from memplan.core.spill.packing import SPILLED, Packing, density_order, weight_order


@st.composite
def spill_problems(draw, max_buffers: int = 6, max_tick: int = 8) -> SpillProblem:
    """Tiny problems: sizes around the capacity, alignments 1 to 8, some empty lifetimes and
    zero sizes, weights drawn apart from sizes."""
    n = draw(st.integers(0, max_buffers))
    buffers, weights = [], {}
    for i in range(n):
        start = draw(st.integers(0, max_tick))
        end = draw(st.integers(start, max_tick + 1))
        size = draw(st.one_of(st.just(0), st.integers(1, 40)))
        buffers.append(Buffer(i * 2 + 1, size, start, end, draw(st.sampled_from([1, 2, 4, 8]))))
        weights[i * 2 + 1] = draw(st.integers(0, 50))
    return SpillProblem(tuple(buffers), weights, draw(st.integers(0, 64)))


def fits(buffers: list[Buffer], capacity: int) -> bool:
    """Can these buffers all be placed inside [0, capacity)? Every order, each buffer stacked
    on the highest end of those before it that it meets in time (aligned): complete, since
    sorting any plan by offset and lowering each buffer onto those below gives such a plan."""
    live = [b for b in buffers if b.size and b.start < b.end]
    if any(b.size > capacity for b in buffers):
        return False
    for order in itertools.permutations(live):
        placed: list[tuple[Buffer, int]] = []
        for b in order:
            at = align_up(max((o + p.size for p, o in placed if p.overlaps_in_time(b)), default=0), b.alignment)
            if at + b.size > capacity:
                break
            placed.append((b, at))
        else:
            return True
    return False


def brute_force(problem: SpillProblem) -> int:
    """The best kept weight, over every subset."""
    buffers = list(problem.buffers)
    best = 0
    for r in range(len(buffers) + 1):
        for subset in itertools.combinations(buffers, r):
            weight = sum(problem.weights[b.id] for b in subset)
            if weight > best and fits(list(subset), problem.capacity):
                best = weight
    return best


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spill_problems())
def test_tiny_problems_are_solved_to_the_optimum_and_every_bound_holds(problem):
    best = brute_force(problem)
    plan = plan_spill(problem, SpillOptions(time_limit=60))
    plan.check()
    assert plan.kept_weight == best and plan.optimal and plan.bound == best
    # the LP's bound (and the greedy's plan) alone: below and above the optimum
    quick = plan_spill(problem, SpillOptions(search=False))
    quick.check()
    assert quick.kept_weight <= best <= quick.bound


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(spill_problems(), st.lists(st.floats(0, 4, allow_nan=False), min_size=20, max_size=20))
def test_any_prices_give_a_bound_at_least_the_optimum(problem, steps):
    buffers = [b for b in problem.buffers if b.size and b.start < b.end]
    weights = [problem.weights[b.id] for b in buffers]
    ticks, _, _ = sections(buffers)
    prefix = np.cumsum([0.0, *steps])[: max(len(ticks), 1)].tolist() if buffers else []
    fixed = sum(problem.weights[b.id] for b in problem.buffers if not (b.size and b.start < b.end)
                and b.size <= problem.capacity)
    optimum = brute_force(problem)
    assert fixed + lagrangian_bound(buffers, weights, problem.capacity, prefix or None) >= optimum
    lp = solve_relaxation(buffers, weights, problem.capacity)
    if lp is not None:
        assert fixed + lagrangian_bound(buffers, weights, problem.capacity, lp.prefix) >= optimum


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(spill_problems())
def test_the_knapsacks_bound_is_at_least_the_optimum(problem):
    # Every kept set of a plan fits each tick's bytes: the knapsacks' optimum (or CP-SAT's
    # bound on it, when cut short) is at least the spill problem's.
    buffers = [b for b in problem.buffers if b.size and b.start < b.end]
    fixed = sum(problem.weights[b.id] for b in problem.buffers if not (b.size and b.start < b.end)
                and b.size <= problem.capacity)
    found = solve_knapsacks(buffers, [problem.weights[b.id] for b in buffers], problem.capacity, [], 10.0,
                            deadline=Deadline.after(60))
    assert found is not None
    optimum = brute_force(problem)
    assert found.weight <= found.bound and fixed + found.bound >= optimum
    for tick in {b.start for b in buffers}:  # the set chosen fits every tick's bytes
        assert sum(buffers[i].size for i in found.kept if buffers[i].start <= tick < buffers[i].end) <= problem.capacity


@st.composite
def larger_problems(draw) -> SpillProblem:
    n = draw(st.integers(1, 150))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    starts = rng.integers(0, 60, n)
    ends = starts + rng.integers(1, 20, n)
    sizes = rng.integers(1, 400, n)
    aligns = rng.choice([1, 8, 64], n)
    buffers = tuple(Buffer(i, int(s), int(a), int(e), int(al)) for i, (s, a, e, al) in
                    enumerate(zip(sizes, starts, ends, aligns)))
    weights = {i: int(w) for i, w in enumerate(rng.integers(0, 1000, n))}
    load = max(sum(b.size for b in buffers if b.start <= t < b.end) for t in range(80))
    return SpillProblem(buffers, weights, int(load * draw(st.floats(0.1, 1.0))))


def greedy_baseline(problem: SpillProblem) -> int:
    """The kept weight of the baseline: by weight per byte, first fit (what the benchmark compares with)."""
    planned = [b for b in problem.buffers if b.size and b.start < b.end and b.size <= problem.capacity]
    free = sum(problem.weights[b.id] for b in problem.buffers if not (b.size and b.start < b.end)
               and b.size <= problem.capacity)
    packing = Packing(planned, [problem.weights[b.id] for b in planned], problem.capacity)
    packing.fill(density_order(packing.weight, packing.size))
    return free + packing.kept_weight


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(larger_problems(), st.integers(0, 3))
def test_larger_plans_are_valid_and_never_below_the_greedy(problem, seed):
    plan = plan_spill(problem, SpillOptions(time_limit=1.0, seed=seed))
    plan.check()  # (plan_spill checks it too: this is the test's own look)
    assert greedy_baseline(problem) <= plan.kept_weight <= plan.bound


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(larger_problems(), st.sampled_from(["first", "best"]))
def test_the_compiled_greedy_places_as_the_python_one(problem, fit):
    kernel = solvers.spill.get(Deadline.after(60))
    if kernel is None:
        pytest.skip("the compiled loops are not available")
    buffers = [b for b in problem.buffers if b.size and b.start < b.end]
    weights = [problem.weights[b.id] for b in buffers]
    python, compiled = (Packing(buffers, weights, problem.capacity) for _ in range(2))
    for order in (density_order(python.weight, python.size), weight_order(python.weight)):
        python.offset[:] = compiled.offset[:] = SPILLED
        python.fill(order, fit)
        compiled.fill(order, fit, kernel)
        assert python.offset.tolist() == compiled.offset.tolist()


def test_a_plan_that_breaks_the_capacity_or_claims_too_little_is_refused():
    problem = SpillProblem.of([Buffer(0, 8, 0, 2), Buffer(1, 8, 1, 3)], capacity=12)
    with pytest.raises(PlanError, match="exceeds capacity 12"):
        SpillPlan(problem, {0: 0, 1: 8}, bound=16).check()
    with pytest.raises(PlanError, match="overlap in memory"):
        SpillPlan(problem, {0: 0, 1: 4}, bound=16).check()
    with pytest.raises(PlanError, match="bound 7 is below the kept weight 8"):
        SpillPlan(problem, {0: 0}, bound=7).check()


def test_what_cannot_fit_alone_is_spilled_and_what_meets_nobody_is_kept():
    problem = SpillProblem.of([Buffer(0, 100, 0, 5), Buffer(1, 50, 3, 3), Buffer(2, 0, 0, 9), Buffer(3, 30, 0, 4)],
                              capacity=60, weights={0: 1000, 1: 7, 2: 5, 3: 1})
    plan = plan_spill(problem)
    assert [b.id for b in plan.spilled] == [0]
    assert plan.offsets == {1: 0, 2: 0, 3: 0} and plan.kept_weight == 13 and plan.optimal


def test_the_bound_counts_buffers_that_never_meet_a_section():
    # Two buffers live apart, each filling the capacity: both are kept. The best knapsack of
    # any one section holds one of them: the least over sections (10) is no bound.
    problem = SpillProblem.of([Buffer(0, 10, 0, 2), Buffer(1, 10, 2, 4)], capacity=10)
    plan = plan_spill(problem)
    assert plan.kept_weight == 20 == plan.bound


def test_every_buffer_is_present_once():
    with pytest.raises(ValueError, match="buffer ids repeat"):
        SpillProblem.of([Buffer(0, 8, 0, 2), Buffer(0, 8, 1, 3)], 10)


def test_weights_must_be_whole_and_not_negative():
    with pytest.raises(ValueError, match="weight -1"):
        SpillProblem.of([Buffer(0, 8, 0, 2)], 10, {0: -1})
    with pytest.raises(ValueError, match="has no weight"):
        SpillProblem.of([Buffer(0, 8, 0, 2)], 10, {})
