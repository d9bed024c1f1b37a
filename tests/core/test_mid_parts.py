"""auto's cheap proof on parts of SMALL_PART to MID_PART buffers (exact.py): the plain-Python
search, with nodes scaled down by size, before any compiled search is loaded."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memplan.core import solvers
from memplan.core.bounds import arena_floor, lower_bound
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv_file
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, exact
from memplan.core.planners.auto import plan_auto
from memplan.core.planners.portfolio import best_heuristic_plan

# a merge-alloc scope of unet_small (67 buffers, alignment 64): the greedy orders end one grain
# above max-load, which is its optimum
UNET_SCOPE = Path(__file__).parents[1] / "fixtures" / "traces" / "unet_small_scope_67.csv"


def _no_compiled_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("the compiled search was asked for")

    monkeypatch.setattr(solvers.decide, "get", refuse)
    monkeypatch.setattr(solvers.decide, "start", refuse)


def test_a_scope_just_over_small_part_reaches_its_floor_without_the_compiled_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bufs = read_csv_file(str(UNET_SCOPE)).buffers
    assert exact.SMALL_PART < len(bufs) <= exact.MID_PART
    floor = arena_floor(bufs)
    assert best_heuristic_plan(bufs, stop_at=floor).arena_size > floor  # what makes it a test
    _no_compiled_search(monkeypatch)
    plan = plan_auto(bufs, PlannerOptions(search_small_scopes=False))  # as merge-alloc plans it
    plan.check(capacity=floor)
    assert plan.optimal and plan.arena_size == plan.lower_bound == floor
    assert plan.stats["stages"][-1] == "proof"


@pytest.mark.slow
def test_merge_alloc_planning_of_that_scope_loads_no_numba(tmp_path: Path) -> None:
    code = ("import sys; from memplan.core.csvio import read_csv_file; "
            "from memplan.core.planners import PlannerOptions; from memplan.core.planners.auto import plan_auto; "
            "plan = plan_auto(read_csv_file(sys.argv[1]).buffers, PlannerOptions(search_small_scopes=False)); "
            "print(plan.optimal, sorted(m for m in sys.modules if m.split('.')[0] in ('numba', 'ortools')))")
    out = subprocess.run([sys.executable, "-c", code, str(UNET_SCOPE)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True", "[]"]


def _scope(n: int, seed: int) -> list[Buffer]:
    """A random scope of ``n`` buffers, sizes mostly multiples of the alignment (as tensors are)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        start = rng.randrange(0, 2 * n)
        size = rng.randrange(1, 64) * 64 - rng.choice((0, 0, 0, 16, 48))
        out.append(Buffer(i, size, start, start + rng.randrange(1, n // 3), 64))
    return out


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(exact.SMALL_PART + 1, 100), st.integers(0, 10**6))
@pytest.mark.slow
def test_mid_part_search_plans_are_valid_and_never_worse(n: int, seed: int) -> None:
    bufs = _scope(n, seed)
    start = best_heuristic_plan(bufs)
    options = PlannerOptions(time_limit=10)
    before = exact.plan_exact(bufs, options, start=start, compiled=False, small_nodes=600)
    after = exact.plan_exact(bufs, options, start=start, compiled=False, small_nodes=600,
                             small_part=exact.MID_PART)
    after.check()
    assert after.arena_size <= before.arena_size <= start.arena_size
    assert lower_bound(bufs) <= after.lower_bound <= after.arena_size
    if after.optimal and after.arena_size > arena_floor(bufs):  # a proof above the floor: check it by search
        assert exact.plan_exact(bufs, PlannerOptions(time_limit=30)).arena_size == after.arena_size


def test_larger_parts_get_fewer_nodes_and_at_most_mid_work(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[int, int] = {}
    real = exact.solve_small

    def record(part, upper, lower, node_limit, deadline=None):
        seen[len(part)] = node_limit
        return real(part, upper, lower, 0)  # no search: the part keeps its start plan

    monkeypatch.setattr(exact, "solve_small", record)
    _no_compiled_search(monkeypatch)
    for n in (32, 128, exact.MID_PART + 1):  # (a 128-buffer part's nodes reach a plan: it is searched)
        bufs = [Buffer(i, 64, 0, 10, 64) for i in range(n)]
        start = Plan(bufs, {b.id: 64 * (b.id + 1) for b in bufs})  # a grain above the floor
        plan = exact.plan_exact(bufs, PlannerOptions(time_limit=10), start=start, compiled=False, small_nodes=3000,
                                small_part=exact.MID_PART)
        assert plan.offsets == start.offsets
    assert exact.MID_PART + 1 not in seen  # beyond MID_PART: left to the compiled search
    assert seen[32] == 3000 and seen[128] == exact.MID_WORK // 128 < 3000 * exact.SMALL_PART // 128


def test_mid_parts_share_mid_work_in_one_call(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int, int]] = []  # (part size, node limit, nodes used)
    real = exact.solve_small

    def record(part, upper, lower, node_limit, deadline=None):
        result = real(part, upper, lower, node_limit)
        calls.append((len(part), node_limit, result.nodes))
        return result

    monkeypatch.setattr(exact, "solve_small", record)
    monkeypatch.setattr(exact, "MID_WORK", 160 * 67)  # two dives of the 67-buffer scope and a bit more
    _no_compiled_search(monkeypatch)
    scope = read_csv_file(str(UNET_SCOPE)).buffers
    later = 1 + max(b.end for b in scope)
    bufs = scope + [Buffer(b.id + 1000, b.size, b.start + later, b.end + later, b.alignment) for b in scope]
    start = best_heuristic_plan(scope)
    offsets = dict(start.offsets)
    top = 0
    for b in scope:  # the second copy stacked (no reuse): the larger arena, searched first
        offsets[b.id + 1000] = top
        top += -(-b.size // 64) * 64
    plan = exact.plan_exact(bufs, PlannerOptions(time_limit=30), start=Plan(bufs, offsets), compiled=False,
                            small_nodes=3000, small_part=exact.MID_PART)
    plan.check()
    (n1, limit1, used1), (n2, limit2, _) = calls
    assert n1 == n2 == 67 and limit1 == 160
    assert limit2 == (160 * 67 - used1 * 67) // 67 < limit1  # what the first left of MID_WORK
    assert max(plan.offsets[b.id + 1000] + b.size for b in scope) == arena_floor(scope)  # the first: at its floor
