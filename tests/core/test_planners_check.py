"""Every registered planner's plan passes Plan.check() on random instances."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from core_strategies import buffer_lists
from memplan.core.buffer import Buffer
from memplan.core.planners import PlannerOptions, get_planner, planner_names

# search planners get a short budget so that hypothesis can run many examples
OPTIONS = PlannerOptions(time_limit=0.2, seed=1)


@pytest.mark.parametrize("name", planner_names())
@settings(max_examples=60, deadline=None)
@given(bufs=buffer_lists())
def test_plan_is_safe(name: str, bufs: list[Buffer]) -> None:
    plan = get_planner(name)(bufs, OPTIONS)
    plan.check()
    assert set(plan.offsets) == {b.id for b in bufs}
    assert plan.arena_size >= plan.lower_bound
