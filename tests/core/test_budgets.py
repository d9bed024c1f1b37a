"""Budgets are promises: every planner ends within its time limit, or its default one, plus 10%.

Issue 28: a 14-buffer trace with alignments 64, 128 and 4096 kept ``exact`` searching for
minutes where its default budget is 10 s (the default was a work budget with no deadline,
and the work counted missed what a node of a small search costs), and a dynamic scope
multiplied that by its size points. Here the planners run on random small traces with
alignments up to 4096, sizes below, at and above them, with a time limit and without one
(the defaults made small for the test); ``exact`` must also prove every optimum.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from core_strategies import mixed_alignment_lists
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_exact import brute_force_optimum

from memplan.core.bounds import lower_bound
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv_file
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, auto, cpsat, exact, get_planner, local_search, planner_names
from memplan.core.planners.base import default_time_limit, is_builtin
from memplan.core.symbolic import Poly
from memplan.core.symbolic_plan import SymbolicBuffer, plan_symbolic

BUILTIN = [name for name in planner_names() if is_builtin(get_planner(name))]
SMALL_BUDGET = 0.5  # seconds: the time limit given, and every default made this small
# What a planner may take past its budget besides 10% of it: it reads the clock every few
# milliseconds of search and then builds and checks a plan of 16 buffers (milliseconds); on
# 2 cores shared by other jobs (load average 5 here) each of those milliseconds can stretch
# to several, and the process can wait a few scheduler periods for a core. A quarter second
# covers that with room; the strict test below, with a larger budget, allows 10% alone.
SLACK = 0.25
FIXTURES = Path(__file__).parents[1] / "fixtures" / "traces"


def small_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every planner's default budget made SMALL_BUDGET (auto's small scopes' too)."""
    for module in (exact, cpsat, local_search, auto):
        monkeypatch.setattr(module, "DEFAULT_TIME_LIMIT", SMALL_BUDGET)
    monkeypatch.setattr(auto, "SMALL_SCOPE_BUDGET", SMALL_BUDGET)


def budget_of(name: str, limit: float | None, buffers: int) -> float:
    """The planner's budget: the limit given, else its default (0 for a heuristic: one sweep)."""
    return limit if limit is not None else default_time_limit(name, buffers) or 0.0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mixed_alignment_lists(max_buffers=16), st.sampled_from([None, SMALL_BUDGET]))
def test_every_planner_ends_within_its_budget(monkeypatch: pytest.MonkeyPatch, bufs: list[Buffer],
                                              limit: float | None) -> None:
    with monkeypatch.context() as patch:
        small_defaults(patch)
        for name in BUILTIN:
            budget = budget_of(name, limit, len(bufs))
            assert budget <= SMALL_BUDGET * 1.01, name  # (auto adds a little per buffer)
            started = time.perf_counter()
            plan = get_planner(name)(bufs, PlannerOptions(time_limit=limit))
            took = time.perf_counter() - started
            plan.check()
            assert took <= 1.1 * budget + SLACK, f"{name} took {took:.3f} s of {budget} s"


@settings(max_examples=150, deadline=None)
@given(mixed_alignment_lists(max_buffers=16))
def test_exact_proves_every_optimum_of_16_buffers(bufs: list[Buffer]) -> None:
    """With its default budget (10 s; these take milliseconds, a second or two at worst under
    load) exact proves its plan optimal: the arena is memplan's proven bound (static, or
    raised by the search's proofs). On the smallest, brute force agrees."""
    plan = get_planner("exact")(bufs, PlannerOptions())
    plan.check()
    assert plan.optimal and plan.arena_size == plan.lower_bound >= lower_bound(bufs)
    if len(bufs) <= 6:
        assert plan.arena_size == brute_force_optimum(bufs)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["exact", "auto"])
@pytest.mark.parametrize("given_limit", [True, False])
def test_a_search_that_uses_its_whole_budget_ends_within_10_percent(monkeypatch: pytest.MonkeyPatch, name: str,
                                                                    given_limit: bool) -> None:
    """300 random buffers (sizes up to 64 KiB, alignments 1, 16 and 64) are not proven in
    seconds: the search takes the whole budget. With 3 s, the few milliseconds it may take
    past its deadline are well within 10%.

    The searches count work, calibrated for a loaded machine, so on a quick one the default
    limit's worth of work can run out before its deadline. A given limit comes here with work for
    a hundred times as long, so that the clock ends it; the default limit, which takes no work
    budget, either ends within 10% of its deadline or ends by its work (the plan that work alone
    gives)."""
    budget = 3.0
    monkeypatch.setattr(exact, "DEFAULT_TIME_LIMIT", budget)
    monkeypatch.setattr(auto, "DEFAULT_TIME_LIMIT", budget)
    rng = random.Random(1)
    starts = [rng.randrange(0, 300) for _ in range(300)]
    bufs = [Buffer(i, rng.randrange(1, 1 << 16), s, s + rng.randrange(1, 60), rng.choice((1, 16, 64)))
            for i, s in enumerate(starts)]
    get_planner(name)(bufs[:3], PlannerOptions(time_limit=1.0))  # the searches loaded (not part of the promise)
    options = PlannerOptions(time_limit=budget, work=100 * budget) if given_limit else PlannerOptions()
    started = time.perf_counter()
    plan = get_planner(name)(bufs, options)
    took = time.perf_counter() - started
    plan.check()
    assert not plan.optimal  # it did use the budget (or this test proves nothing)
    assert took <= budget * 1.1
    if given_limit or took >= budget * 0.9:
        assert took >= budget * 0.9
    else:  # the work ran out first: the plan is the default limit's worth of work, not cut short
        work = default_time_limit(name, len(bufs))
        counted = get_planner(name)(bufs, PlannerOptions(work=work, time_limit=10 * budget))
        assert counted.offsets == plan.offsets


def test_the_issue_trace_is_proven_well_within_the_default_budget() -> None:
    """Issue 28's trace, no limit given: proven optimal by the exhaustive search of small
    parts (25 nodes), so in milliseconds; here only "well under" 10 s is asserted."""
    bufs = read_csv_file(str(FIXTURES / "mixed_alignments_14.csv")).buffers
    started = time.perf_counter()
    plan = get_planner("exact")(bufs, PlannerOptions())
    assert time.perf_counter() - started < exact.DEFAULT_TIME_LIMIT / 4
    assert plan.optimal and plan.arena_size == lower_bound(bufs) == 1616


class WaitsForItsDeadline:
    """A static planner that takes every second it is given (its time limit, or the deadline
    passed in), and records what it was given."""

    def __init__(self) -> None:
        self.given: list[PlannerOptions] = []

    def __call__(self, buffers: list[Buffer], options: PlannerOptions) -> Plan:
        started = time.perf_counter()
        self.given.append(options)
        ends = [started + options.time_limit] if options.time_limit is not None else []
        ends += [options.deadline] if options.deadline is not None else []
        while time.perf_counter() < min(ends):
            time.sleep(0.005)
        offsets, top = {}, 0
        for b in buffers:  # stacked: valid whatever the lifetimes
            offsets[b.id] = -(-top // b.alignment) * b.alignment
            top = offsets[b.id] + b.size
        return Plan(buffers, offsets)


def dynamic_scope() -> list[SymbolicBuffer]:
    """Twenty buffers, most sized by ``n``, aligned to 64, 128 or 4096."""
    n = Poly.symbol("n")
    return [SymbolicBuffer(i, n * (1 + i % 5) + 4 * (i % 3), i, i + 5, (64, 128, 4096)[i % 3]) for i in range(20)]


@pytest.mark.slow
@pytest.mark.parametrize("limit", [None, 1.5])
def test_a_symbolic_plan_shares_one_budget_among_its_size_points(monkeypatch: pytest.MonkeyPatch,
                                                                 limit: float | None) -> None:
    """Three size points (the representative and two small sizes), one budget: with a time
    limit each point gets a third of it; without, the planner's default is shared by deadlines
    (what one point leaves goes to the next). Either way the whole takes the budget, not three."""
    monkeypatch.setattr(exact, "DEFAULT_TIME_LIMIT", 1.5)
    planner = WaitsForItsDeadline()
    started = time.perf_counter()
    plan = plan_symbolic(dynamic_scope(), planner, PlannerOptions(time_limit=limit), planner_name="exact",
                         also_at=[{"n": 1}, {"n": 16}])
    took = time.perf_counter() - started
    assert len(planner.given) == 3
    if limit is not None:
        assert all(options.time_limit == pytest.approx(limit / 3) for options in planner.given)
    deadlines = [options.deadline for options in planner.given]
    assert None not in deadlines and max(deadlines) <= started + 1.5 + 0.01  # (set a moment after ``started``)
    assert 1.5 * 0.9 <= took <= 1.5 * 1.1 + SLACK
    for env in ({"n": 1}, {"n": 16}, {"n": 1024}):
        plan.at(env).check()


def dynamic_program(seed: int, count: int = 22) -> str:
    """A function whose buffers (``count``: most sized by a dimension ``n`` of its argument, a
    quarter static) are aligned to 64, 128 or 4096 and live over random spans, as the random
    programs of issue 28's fuzzer were. Each is filled when made and read when it dies."""
    rng = random.Random(seed)
    events = sorted(e for k in range(count) for e in _span(rng, k, count))
    lines = ["func.func @f(%x: memref<?xi8>, %out: memref<64xi8>) {", "  %c0 = arith.constant 0 : index",
             "  %z = arith.constant 1 : i8", "  %n = memref.dim %x, %c0 : memref<?xi8>"]
    types = {}
    for _, dies, k in events:
        if dies:
            lines += [f"  %v{k} = memref.load %b{k}[%c0] : {types[k]}", f"  memref.store %v{k}, %out[%c0] : memref<64xi8>"]
            continue
        r = random.Random(seed * 1000 + k)
        align = r.choice((0, 0, 0, 128, 4096))
        attr = f" {{alignment = {align} : i64}}" if align else ""
        if r.random() < 0.25:
            types[k] = f"memref<{r.choice((4, 12, 16, 48, 192))}xi8>"
            lines.append(f"  %b{k} = memref.alloc(){attr} : {types[k]}")
        else:
            types[k] = "memref<?xi8>"
            lines += [f"  %m{k} = arith.constant {r.choice((1, 4, 8, 16, 64))} : index",
                      f"  %s{k} = arith.muli %n, %m{k} : index", f"  %b{k} = memref.alloc(%s{k}){attr} : memref<?xi8>"]
        lines.append(f"  linalg.fill ins(%z : i8) outs(%b{k} : {types[k]})")
    return "\n".join(lines + ["  return", "}"]) + "\n"


def _span(rng: random.Random, k: int, count: int) -> list[tuple[int, bool, int]]:
    start = rng.randrange(0, 3 * count)
    return [(start, False, k), (start + rng.randrange(1, count), True, k)]


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 17])
@pytest.mark.parametrize("options", [
    {},  # symbolic: one plan per size point, one budget for them all
    {"alignment": "128", "dynamic": "upper-bound", "bounds": "512"},  # and the plan at the bounds, in the same budget
])
def test_merge_alloc_exact_on_a_dynamic_scope_ends_within_its_budget(monkeypatch: pytest.MonkeyPatch, seed: int,
                                                                     options: dict[str, str]) -> None:
    """Issue 28: ``merge-alloc{planner=exact}`` ran for minutes on such programs (22 buffers,
    three size points each planned with exact's whole budget, which was no deadline). Exact's
    default made 2 s here: the symbolic plan and the plan at the upper bounds share it."""
    from memplan.merge_alloc.api import merge_alloc
    from memplan.mlir.parsing import new_context, parse_module

    monkeypatch.setattr(exact, "DEFAULT_TIME_LIMIT", 2.0)
    module = parse_module(dynamic_program(seed), new_context(False))
    started = time.perf_counter()
    result = merge_alloc(module, {"planner": "exact", **options})
    took = time.perf_counter() - started
    module.operation.verify()
    [report] = [r for r in result.reports if r.dynamic is not None]
    assert len(report.dynamic.plan.buffers) == 22
    assert took <= 2.0 * 1.1 + SLACK
    if report.dynamic.bounded_plan is not None:
        assert report.dynamic.bounded_plan.optimal
