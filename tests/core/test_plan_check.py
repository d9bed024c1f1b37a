"""The fast Plan.check() is exact: it agrees with the pairwise definition."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from core_strategies import buffer_lists
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError


def brute_force_safe(bufs: list[Buffer], offsets: dict[int, int]) -> bool:
    for i, a in enumerate(bufs):
        for b in bufs[i + 1 :]:
            if a.size and b.size and a.overlaps_in_time(b):
                if offsets[a.id] < offsets[b.id] + b.size and offsets[b.id] < offsets[a.id] + a.size:
                    return False
    return True


@settings(max_examples=300, deadline=None)
@given(buffer_lists(max_buffers=10, max_tick=8, aligned=False), st.data())
def test_check_agrees_with_pairwise_definition(bufs: list[Buffer], data: st.DataObject) -> None:
    offsets = {b.id: data.draw(st.integers(0, 300)) for b in bufs}
    plan = Plan(bufs, offsets)
    try:
        plan.check()
        ok = True
    except PlanError:
        ok = False
    assert ok == brute_force_safe(bufs, offsets)
