"""Plans anchored on an exact plan of the ticks around the peak: valid, never below the optimum, sound bounds."""

from __future__ import annotations

from core_strategies import buffer_lists
from hypothesis import given, settings
from test_bounds import brute_force_optimum

from memplan.core.bounds import arena_floor, lower_bound, max_load
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners import auto
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.peak_window import plan_around_peak
from memplan.core.planners.portfolio import best_heuristic_plan

# A guillotine cut of a 64-byte rectangle over 20 ticks (benchmarks/tight_instances.py, seed 11):
# the optimum is 64 = the max-load, and every greedy order leaves a hole (65).
TIGHT = [(20, 0, 2), (13, 0, 4), (16, 0, 5), (12, 0, 9), (3, 0, 14), (20, 2, 6), (13, 4, 10), (16, 5, 7),
         (20, 6, 9), (16, 7, 12), (20, 9, 14), (3, 9, 17), (9, 9, 17), (13, 10, 15), (16, 12, 20), (2, 14, 20),
         (7, 14, 20), (14, 14, 20), (13, 15, 20), (12, 17, 20)]


def tight() -> list[Buffer]:
    return [Buffer(i, size, start, end) for i, (size, start, end) in enumerate(TIGHT)]


def test_anchoring_on_the_peak_closes_the_hole_greedy_orders_leave() -> None:
    bufs = tight()
    greedy = best_heuristic_plan(bufs)
    assert greedy.arena_size > max_load(bufs) == 64
    found = plan_around_peak(bufs, greedy.offsets, attempts=10, stop_at=64)
    plan = Plan(bufs, found.offsets, planner="peak-window")
    plan.check()
    assert plan.arena_size == found.arena == 64


def test_a_window_without_a_plan_at_its_bound_proves_its_optimum() -> None:
    # the window is the whole problem, where alignment wastes room: the best stacks of the
    # buffers live at one tick (115 at ticks 0-2: 92 bytes, then 19 at 96) are below the
    # optimum (124: the 8 bytes aligned to 64 that meet the 92 at ticks 5-6 want it above 0)
    bufs = [Buffer(0, 19, 0, 2, 16), Buffer(1, 8, 5, 7, 64), Buffer(2, 92, 0, 6, 16)]
    greedy = best_heuristic_plan(bufs)
    found = plan_around_peak(bufs, greedy.offsets, attempts=4)
    optimum = brute_force_optimum(bufs)
    assert lower_bound(bufs) < optimum < greedy.arena_size
    assert found.bound == optimum == found.arena


def test_same_attempts_and_seed_give_the_same_plan() -> None:
    bufs = tight()
    greedy = best_heuristic_plan(bufs)
    runs = [plan_around_peak(bufs, greedy.offsets, attempts=4, seed=3).offsets for _ in range(2)]
    assert runs[0] == runs[1]


def test_auto_keeps_the_anchored_plan_only_when_it_is_smaller() -> None:
    bufs = tight()
    greedy = best_heuristic_plan(bufs)
    stages: list[str] = []
    plan, bound = auto._peak_stage(bufs, PlannerOptions(), greedy, 64, Deadline.after(30.0), stages)
    assert stages == ["peak-window"] and plan.planner == "peak-window" and plan.arena_size == 64
    assert bound <= 64
    at_bound = Plan(bufs, plan.offsets, planner="x")
    again, _ = auto._peak_stage(bufs, PlannerOptions(), at_bound, 64, Deadline(), [])
    assert again is at_bound  # nothing smaller exists: the start plan is kept


def test_only_traces_beyond_the_exact_searches_get_the_stage(monkeypatch) -> None:
    from memplan.core.planners import exact

    assert not auto._beyond_exact(tight())
    monkeypatch.setattr(exact, "MAX_PART_BUFFERS", len(TIGHT) - 1)
    assert auto._beyond_exact(tight())
    # two copies one after the other: each part is small enough for the exact searches
    later = [Buffer(b.id + 100, b.size, b.start + 20, b.end + 20) for b in tight()]
    monkeypatch.setattr(exact, "MAX_PART_BUFFERS", len(TIGHT))
    assert not auto._beyond_exact(tight() + later)


@settings(max_examples=150, deadline=None)
@given(buffer_lists(max_buffers=6, max_tick=6, aligned=True))
def test_anchored_plans_are_valid_and_window_bounds_sound(bufs: list[Buffer]) -> None:
    start = best_heuristic_plan(bufs)
    found = plan_around_peak(bufs, start.offsets, attempts=10)
    optimum = max(brute_force_optimum(bufs), arena_floor(bufs))
    assert found.bound <= optimum
    if found.offsets is not None:
        plan = Plan(bufs, found.offsets, planner="peak-window")
        plan.check()
        assert plan.arena_size == found.arena >= optimum


def _count_solves(monkeypatch) -> list[bool]:
    """Record each CP-SAT window solve (True: with the incumbent as hint)."""
    from memplan.core.planners import peak_window

    calls: list[bool] = []
    real = peak_window.solve_part

    def solve(window, hint, *args, **kwargs):
        calls.append(bool(hint))
        return real(window, hint, *args, **kwargs)

    monkeypatch.setattr(peak_window, "solve_part", solve)
    return calls


def test_windows_the_incumbent_packs_are_decoded_once_without_a_solve(monkeypatch) -> None:
    from memplan.core.planners import peak_window

    bufs = tight()
    optimal = plan_around_peak(bufs, best_heuristic_plan(bufs).offsets, attempts=10, stop_at=64).offsets
    assert optimal is not None and Plan(bufs, optimal).arena_size == 64
    decodes: list[int] = []
    real_place = peak_window.place_in_order
    monkeypatch.setattr(peak_window, "place_in_order", lambda *a: decodes.append(1) or real_place(*a))
    solves = _count_solves(monkeypatch)
    import numpy as np

    from memplan.core.bounds import columns, load_steps

    starts, ends, sizes, _ = columns(bufs)
    ticks, loads = load_steps(starts, ends, sizes)
    windows = peak_window._windows(starts, ends, np.ones(len(bufs), dtype=bool), ticks, int(np.argmax(loads)))
    assert len(windows) > 1
    found = plan_around_peak(bufs, optimal, attempts=len(windows))  # the hinted tries only
    assert solves == []  # the incumbent is every window's plan: nothing to solve
    assert len(decodes) == len(peak_window.DECODE_ORDERS)  # and only the narrowest is decoded
    assert found.offsets is not None and found.arena >= 64


def test_a_window_the_heuristics_pack_at_its_floor_needs_no_cp_sat(monkeypatch) -> None:
    from memplan.core.planners import peak_window

    bufs = tight()
    stacked = {b.id: sum(x.size for x in bufs[:k]) for k, b in enumerate(bufs)}  # packs no window
    cheap: list[bool] = []
    real = peak_window._greedy_window_plan
    monkeypatch.setattr(peak_window, "_greedy_window_plan",
                        lambda window, floor: (lambda r: cheap.append(r[0] is not None) or r)(real(window, floor)))
    solves = _count_solves(monkeypatch)
    plan_around_peak(bufs, stacked, attempts=len(peak_window.WIDTHS))
    assert cheap and solves.count(True) == cheap.count(False)  # CP-SAT only where the heuristics fell short


def test_window_solves_past_the_work_budget_are_not_started(monkeypatch) -> None:
    from memplan.core.planners.peak_window import SOLVE_SECONDS

    bufs = tight()
    stacked = {b.id: sum(x.size for x in bufs[:k]) for k, b in enumerate(bufs)}
    solves = _count_solves(monkeypatch)
    found = plan_around_peak(bufs, stacked, attempts=10, work=SOLVE_SECONDS / 2)
    assert solves == []
    plan_around_peak(bufs, stacked, attempts=10, work=10 * SOLVE_SECONDS)
    assert solves  # with the work for them, the fresh tries do solve
    if found.offsets is not None:
        Plan(bufs, found.offsets).check()
