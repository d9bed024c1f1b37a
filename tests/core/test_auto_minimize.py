"""Minimization by decision probes: monotone, and a timeout never gives up lower capacities."""

from __future__ import annotations

import pytest

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.planners import exact
from memplan.core.planners.exact import INFEASIBLE, TIMEOUT

OPTIMUM = 130


def fake_oracle(unlucky: range, probes: list[int]):
    """A decision oracle: no plan below OPTIMUM, a plan of arena == capacity above it,
    and a timeout (using the whole share) on the ``unlucky`` capacities."""

    def decide(capacity, share):
        probes.append(capacity)
        if capacity in unlucky:
            return TIMEOUT, share
        if capacity < OPTIMUM:
            return INFEASIBLE, 0.01
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
