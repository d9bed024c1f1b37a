"""Minimization by decision probes: monotone, and a timeout never gives up lower capacities."""

from __future__ import annotations

import pytest

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.planners import auto, exact
from memplan.core.planners.exact import TIMEOUT, Infeasible

OPTIMUM = 130


def fake_oracle(unlucky: range, probes: list[int]):
    """A decision oracle: no plan below OPTIMUM, a plan of arena == capacity above it,
    and a timeout (using the whole share) on the ``unlucky`` capacities."""

    def decide(capacity, share):
        probes.append(capacity)
        if capacity in unlucky:
            return TIMEOUT, share
        if capacity < OPTIMUM:
            return Infeasible(capacity + 1), 0.01  # a proof that says no more than the capacity asked
        return {0: capacity - 1}, 0.01  # the part is Buffer(0, 1, 0, 1)

    return decide


@pytest.mark.parametrize("unlucky", [range(0), range(100, 101), range(150, 170), range(135, 145)])
def test_timeouts_are_unknown_not_infeasible(unlucky: range) -> None:
    probes: list[int] = []
    part = [Buffer(0, 1, 0, 1)]
    found, floor, spent = exact._minimize(part, floor=100, best=256, budget=10.0, deadline=Deadline(),
                                          decide=fake_oracle(unlucky, probes))
    arena = max(found[b.id] + b.size for b in part)
    assert arena == OPTIMUM  # reached below every unlucky capacity
    assert floor == OPTIMUM  # and proven: capacity OPTIMUM - 1 was probed and refuted
    assert spent <= 10.0
    # monotone: every probe after a plan is found aims below the best plan so far
    best = 256
    for capacity in probes:
        assert capacity < best
        if capacity >= OPTIMUM and capacity not in unlucky:
            best = capacity


def test_a_small_budget_gives_the_floor_a_useful_first_probe() -> None:
    """An eighth of a small budget is too little to decide a floor that a larger budget decides
    at once, and the ladder's smaller probes never return to it: the floor gets at least
    FLOOR_SHARE when a quarter of the budget allows (challenging A at the default 10 s: 1.0127
    after 10 s before, optimal in 2 s after)."""
    probes: list[tuple[int, float]] = []

    def decide(capacity, share):
        probes.append((capacity, share))
        if capacity == 100 and share >= 1.2:
            return {0: 99}, 0.5
        return TIMEOUT, share  # the floor with a smaller share, and everything above it

    part = [Buffer(0, 1, 0, 1)]
    budget = 5.0  # auto's first exact stage at the default 10 s
    # (a best plan below the power of two above the floor: no probe there)
    found, floor, spent = exact._minimize(part, floor=100, best=120, budget=budget, deadline=Deadline(), decide=decide)
    assert max(found[b.id] + b.size for b in part) == 100
    assert spent <= budget
    assert probes[0] == (100, pytest.approx(min(exact.FLOOR_SHARE, budget / 4)))
    # large budgets keep their eighth (more than FLOOR_SHARE)
    probes.clear()
    exact._minimize(part, floor=100, best=120, budget=40.0, deadline=Deadline(), decide=decide)
    assert probes[0] == (100, pytest.approx(40.0 / 8))


def test_minimize_keeps_the_start_when_nothing_is_decided() -> None:
    found, floor, spent = exact._minimize([Buffer(0, 1, 0, 1)], floor=100, best=256, budget=1.0, deadline=Deadline(),
                                          decide=lambda capacity, share: (TIMEOUT, share))
    assert found == {}  # the caller keeps its plan of arena 256
    assert floor == 100
    assert spent == pytest.approx(1.0)


def test_structural_capacity_is_the_power_of_two_above_the_floor() -> None:
    assert exact._structural_capacity(986112, 1) == 1 << 20
    assert exact._structural_capacity(1 << 20, 1) == 1 << 20
    assert exact._structural_capacity(5, 4) == 8


def test_a_second_call_with_the_memo_goes_on_where_the_first_stopped(monkeypatch) -> None:
    """auto's two exact stages share one memo: the part's searches are built once, and a probe
    that timed out is not run again with no more budget (the same search would time out again)."""
    from memplan.core.planners.base import PlannerOptions
    from memplan.core.plan import Plan

    monkeypatch.setattr(exact, "SMALL_PART", 0)  # only the (faked) compiled search
    built: list[int] = []
    probes: list[tuple[int, float]] = []

    def decider(part, deadline, jobs=1, state=None):
        if "built" not in state:  # what the real decider keeps: its searches
            state["built"] = True
            built.append(len(part))

        def decide(capacity, share):
            probes.append((capacity, share))
            return TIMEOUT, share  # nothing is ever decided

        return decide

    monkeypatch.setattr(exact, "decider", decider)
    bufs = [Buffer(0, 35, 0, 2), Buffer(1, 36, 1, 3)]
    start = Plan(bufs, {0: 0, 1: 85})
    memo: dict = {}
    for _ in range(2):
        plan = exact.plan_exact(bufs, PlannerOptions(time_limit=1), start=start, memo=memo)
        plan.check()
        assert plan.offsets == start.offsets
    assert built == [2]  # one search for the part, kept between the calls
    largest: dict[int, float] = {}
    for capacity, share in probes:
        assert share >= exact.RETRY_GROWTH * largest.get(capacity, -1.0)  # never a repeat that could not say more
        largest[capacity] = share


def test_a_second_call_with_the_memo_starts_from_the_floor_the_first_proved(monkeypatch) -> None:
    """A floor that auto's first exact stage proved holds in the second: its probes start there, not
    at the part's lower bound again (where the same proofs would be made anew, or time out)."""
    from memplan.core.planners.base import PlannerOptions
    from memplan.core.plan import Plan

    monkeypatch.setattr(exact, "SMALL_PART", 0)  # only the (faked) compiled search
    bufs = [Buffer(0, 35, 0, 2), Buffer(1, 36, 1, 3)]  # lower bound 71
    proven = 90  # what the fake proofs show: no plan below it
    probes: list[list[int]] = []

    def decider(part, deadline, jobs=1, state=None):
        def decide(capacity, share):
            probes[-1].append(capacity)
            if capacity < proven:
                return Infeasible(proven), 0.01  # a proof that shows the whole floor
            return TIMEOUT, share  # nothing at or above it is decided

        return decide

    monkeypatch.setattr(exact, "decider", decider)
    start = Plan(bufs, {0: 0, 1: 85})
    memo: dict = {}
    for _ in range(2):
        probes.append([])
        plan = exact.plan_exact(bufs, PlannerOptions(time_limit=1), start=start, memo=memo)
        assert plan.offsets == start.offsets
    assert min(probes[0]) < proven  # the first call proved the floor
    assert probes[1] and min(probes[1]) >= proven
    assert plan.bound == proven


def test_auto_stages_spend_their_work_on_a_slow_machine(monkeypatch) -> None:
    """On a machine slower than the searches' calibrated pace, each exact stage still spends its
    share of the work budget (the clock cuts only at the run's deadline): the run makes the same
    probes, and so gives the same plan, as on a fast machine."""
    import time

    from memplan.core.planners.base import PlannerOptions, get_planner

    monkeypatch.setattr(exact, "SMALL_PART", 0)  # only the (faked) compiled search

    def run(slow: float) -> list[tuple[int, float]]:
        """The probes of one run where a second of counted work takes ``slow`` seconds."""
        probes: list[tuple[int, float]] = []

        def decider(part, deadline, jobs=1, state=None):
            def decide(capacity, share):
                wall = share * slow
                if wall > deadline.left():  # cut short by the deadline, like the real searches
                    done = share * deadline.left() / wall
                    time.sleep(deadline.left())
                    probes.append((capacity, round(done, 6)))
                    return TIMEOUT, done
                time.sleep(wall)
                probes.append((capacity, round(share, 6)))
                return TIMEOUT, share  # nothing is ever decided

            return decide

        monkeypatch.setattr(exact, "decider", decider)
        # the portfolio's best plan is above the max-load here: the search stages run
        bufs = [Buffer(0, 5, 1, 3), Buffer(1, 3, 4, 5), Buffer(2, 3, 2, 5), Buffer(3, 5, 1, 2),
                Buffer(4, 1, 4, 6), Buffer(5, 3, 4, 7)]
        plan = get_planner("auto")(bufs, PlannerOptions(time_limit=10, work=0.2))
        plan.check()
        assert "exact" in plan.stats["stages"]
        return probes

    fast = run(0.0)
    assert fast and run(4.0) == fast


def test_auto_goes_on_minimizing_in_the_time_its_counted_stages_leave(monkeypatch) -> None:
    """Without a work budget the time the counted stages leave on the clock goes on minimizing a
    part that is not flat, from what its probes learned; with one, the plan is the stages' own."""
    from memplan.core.planners.base import PlannerOptions, get_planner

    monkeypatch.setattr(exact, "SMALL_PART", 0)  # only the compiled search
    monkeypatch.setattr(auto, "MIN_EVALUATIONS", 10**9)  # no hill climbing (it solves this one)
    real = exact.decider
    counted: list[float] = []
    budget = 2.0

    def decider(part, deadline, jobs=1, state=None):
        search = real(part, deadline, jobs, state)

        def decide(capacity, share):
            counted.append(share)
            if sum(counted) <= budget:  # the counted stages' work: nothing decided, at once
                return TIMEOUT, share
            return search(capacity, share)

        return decide

    monkeypatch.setattr(exact, "decider", decider)
    bufs = [Buffer(0, 5, 1, 3), Buffer(1, 3, 4, 5), Buffer(2, 3, 2, 5), Buffer(3, 5, 1, 2),
            Buffer(4, 1, 4, 6), Buffer(5, 3, 4, 7)]
    stages_only = get_planner("auto")(bufs, PlannerOptions(time_limit=5, work=budget))
    stages_only.check()
    assert "exact" in stages_only.stats["stages"] and "time-left" not in stages_only.stats["stages"]
    assert not stages_only.optimal
    counted.clear()
    budget = 3.0  # a time limit alone gives its worth of work
    timed = get_planner("auto")(bufs, PlannerOptions(time_limit=budget))
    timed.check()
    assert timed.stats["stages"][-1] == "time-left" and timed.optimal
    assert timed.arena_size < stages_only.arena_size
