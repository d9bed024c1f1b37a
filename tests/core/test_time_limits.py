"""``--time-limit`` as a promise about the whole command: start-up, reading, planning, checking, writing.

What the code controls is asserted here (the deadline handed to the planner, what
is imported, which plan comes out when time is short); whether the promise holds
within 10% on a loaded machine is measured by benchmarks/bench_budgets.py.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memplan.cli import plan_cmd
from memplan.cli.main import main
from memplan.core import solvers
from memplan.core.budget import Deadline, now
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, register_planner
from memplan.core.planners.best_fit import plan_best_fit
from memplan.core.planners import portfolio
from memplan.core.search import bands, placement

ROOT = Path(__file__).parents[2]
MEMPLAN = str(Path(sys.executable).with_name("memplan"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from tight_instances import guillotine  # noqa: E402


def _random_trace(n: int, seed: int) -> list[Buffer]:
    rng = random.Random(seed)
    starts = [rng.randrange(0, n) for _ in range(n)]
    return [Buffer(i, rng.randrange(1, 1 << 16), s, s + rng.randrange(1, 60), rng.choice((1, 16, 64)))
            for i, s in enumerate(starts)]


def _csv(buffers: list[Buffer]) -> str:
    return "id,lower,upper,size,alignment\n" + "".join(
        f"{b.id},{b.start},{b.end},{b.size},{b.alignment}\n" for b in buffers)


def test_the_planner_deadline_counts_from_the_process_start_and_leaves_time_to_finish(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    buffers = _random_trace(3000, 1)
    path = tmp_path / "t.csv"
    path.write_text(_csv(buffers))
    seen: list[PlannerOptions] = []
    register_planner("record-deadline", lambda bufs, options: seen.append(options) or plan_best_fit(bufs, options))
    started = now() - 0.3  # as if interpreter start-up and imports had taken 0.3 s
    monkeypatch.setattr(plan_cmd, "process_start", lambda: started)
    assert main(["plan", str(path), "--planner", "record-deadline", "--time-limit", "1", "-o", str(tmp_path / "o")]) == 0
    deadline = seen[0].deadline
    assert deadline is not None
    # no later than the limit from the process start, less checking and writing 3000 buffers
    assert deadline <= started + 1.0 - plan_cmd._finishing_time(buffers)
    assert deadline > started + 0.5  # and not much earlier: the reserve is milliseconds here
    capsys.readouterr()


def test_a_sweep_the_budget_affords_is_never_cut_short_by_a_past_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    # more buffers than a placement places between looks at the clock: a past deadline would stack them
    buffers = _random_trace(3 * placement.DEADLINE_EVERY, 2)
    whole = plan_best_fit(buffers, PlannerOptions())
    # the sweep's grace is twice its estimate at the pace the process has run so far: a process
    # 1000 times slower than its CPU time, and a budget that affords that, so that no load on the
    # machine running the test outlasts the grace
    monkeypatch.setattr(portfolio, "slowness", lambda started: 1000.0)
    late = portfolio.best_heuristic_plan(buffers, budget=1e9, deadline=Deadline(now() - 1.0))
    late.check()
    assert late.arena_size <= whole.arena_size  # the sweep ran to the end (or a better heuristic won)
    # a budget that cannot pay for one sweep: the deadline cuts it, the rest is stacked, still valid
    cut = portfolio.best_heuristic_plan(buffers, budget=0.0, deadline=Deadline(now() - 1.0))
    cut.check()
    assert cut.arena_size > whole.arena_size


def test_a_solver_that_could_not_load_by_the_deadline_is_not_loaded() -> None:
    loader = solvers._Loader("json", cpu_seconds=1.0)
    assert loader.get(Deadline.after(0.01)) is None
    assert loader._thread is None  # not started: it would only take CPU from what can end in time
    loader.start(Deadline.after(0.01))
    assert loader._thread is None
    assert loader.get(Deadline()) is not None  # without a deadline it loads


def test_band_models_spend_the_work_budget() -> None:
    from memplan.core.search.components import split_at_cut_lines

    buffers = guillotine(120, 3, "plain", width=1 << 16).buffers
    part = [buffers[i] for i in max(split_at_cut_lines(buffers), key=len)]  # one part: no cut line
    work = bands.Work(100.0)
    found = bands.band_subset(part, 1 << 16, Deadline(), work=work)
    assert found is not None and work.used > 0  # CP-SAT's deterministic time is counted
    nothing = bands.Work(0.0)
    assert bands.band_subset(part, 1 << 16, Deadline(), work=nothing) is None
    assert nothing.used == 0.0  # no budget left: no model is solved


@pytest.mark.slow
def test_the_same_work_budget_gives_the_same_band_plan_and_counts_cp_sat(monkeypatch: pytest.MonkeyPatch) -> None:
    from memplan.core.planners.exact import _by_bands

    solvers.decide.get(Deadline())
    inst = guillotine(300, 4, "plain", width=1 << 16)
    spent_by_models: list[float] = []
    real = bands._solve

    def solve(solver, model, work):
        status = real(solver, model, work)
        spent_by_models.append(solver.deterministic_time)
        return status

    monkeypatch.setattr(bands, "_solve", solve)
    first, used = _by_bands(list(inst.buffers), inst.width, 2.0, Deadline.after(60), 1)
    assert used >= sum(spent_by_models) > 0  # the models' time is in the budget used
    again, used_again = _by_bands(list(inst.buffers), inst.width, 2.0, Deadline.after(60), 1)
    assert (again, used_again) == (first, used)
    if first is not None:
        Plan(inst.buffers, first).check(capacity=inst.width)


@pytest.mark.slow
def test_plan_imports_neither_mlir_nor_the_other_subcommands(tmp_path: Path) -> None:
    path = tmp_path / "t.csv"
    path.write_text(_csv(_random_trace(50, 3)))
    code = ("import sys; from memplan.cli.main import main; main(['plan', sys.argv[1], '-o', sys.argv[2]]); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'mlir' or m.startswith('memplan.mlir') "
            "or m in ('memplan.cli.report_cmd', 'memplan.cli.check_cmd')))")
    out = subprocess.run([sys.executable, "-c", code, str(path), str(tmp_path / "o.csv")], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1] == "[]"


@pytest.mark.slow
def test_a_half_second_limit_on_2000_buffers_ends_soon_with_a_greedy_plan(tmp_path: Path) -> None:
    # one coarse wall-clock check (the 10% promise is benchmarked, under load, in bench_budgets.py)
    buffers = _random_trace(2000, 5)
    path = tmp_path / "t.csv"
    path.write_text(_csv(buffers))
    out = tmp_path / "o.csv"
    t0 = time.perf_counter()
    proc = subprocess.run([MEMPLAN, "plan", str(path), "--planner", "exact", "--time-limit", "0.5", "-o", str(out)],
                          capture_output=True, text=True, timeout=60)
    wall = time.perf_counter() - t0
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("arena=")  # flushed before the process ended
    assert wall < 1.5  # not the default budget, nor a search run to its end
    planned = read_csv(out.read_text())
    plan = Plan(planned.buffers, planned.offsets)
    plan.check()
    assert plan.arena_size <= plan_best_fit(buffers, PlannerOptions()).arena_size  # never buffers stacked


@pytest.mark.slow
def test_a_limit_shorter_than_the_least_work_still_writes_the_greedy_plan_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    buffers = _random_trace(3 * placement.DEADLINE_EVERY, 6)
    path = tmp_path / "t.csv"
    path.write_text(_csv(buffers))
    monkeypatch.setattr(plan_cmd, "process_start", lambda: now() - 2.0)  # start-up alone took the limit
    out = tmp_path / "o.csv"
    assert main(["plan", str(path), "--planner", "local-search", "--time-limit", "1", "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "past --time-limit 1:" in err
    planned = read_csv(out.read_text())
    assert Plan(planned.buffers, planned.offsets).arena_size <= plan_best_fit(buffers, PlannerOptions()).arena_size
    # within the limit: nothing on stderr
    monkeypatch.setattr(plan_cmd, "process_start", now)
    assert main(["plan", str(path), "--planner", "best-fit", "--time-limit", "30", "-o", str(out)]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("n, limit", [(2000, "0.001"), (5, "1")])
def test_after_a_slow_start_only_a_limit_the_work_left_would_miss_threefold_is_refused(
        n: int, limit: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Start-up took ten seconds either way. A sweep of 2,000 buffers, checking and writing cost
    more than 3 ms: refused, nothing written. Five buffers are milliseconds away: planned, late."""
    path = tmp_path / "t.csv"
    path.write_text(_csv(_random_trace(n, 7)))
    monkeypatch.setattr(plan_cmd, "process_start", lambda: now() - 10.0)
    out = tmp_path / "o.csv"
    refused = n == 2000
    assert main(["plan", str(path), "--time-limit", limit, "-o", str(out)]) == (1 if refused else 0)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    if refused:
        assert f"{path}: error: --time-limit {limit} is too short for {n} buffers here" in captured.err
        assert not out.exists()
    else:
        assert captured.out.startswith("arena=") and f"past --time-limit {limit}" in captured.err
        assert len(read_csv(out.read_text(), "o.csv").buffers) == n


def test_only_the_command_itself_counts_its_time_from_the_process_start(monkeypatch: pytest.MonkeyPatch) -> None:
    """A caller of main() or the planners (here: pytest, started seconds ago) starts the clock at
    the call; the memplan script's process starts it when the process began."""
    from memplan.core import budget

    monkeypatch.setattr(budget, "_COUNT_FROM_PROCESS_START", False)
    assert budget.process_start() >= now() - 0.05
    monkeypatch.setattr(budget, "_COUNT_FROM_PROCESS_START", True)
    assert budget.process_start() < now() - 0.1  # this process began before the tests ran


def test_the_command_asks_for_one_blas_thread_before_numpy_loads() -> None:
    """OpenBLAS's spinning threads cost every ``memplan`` command ~60 ms of CPU at numpy's import;
    the entry point asks for one thread before anything imports numpy, unless the user chose."""
    from memplan.cli.common import one_blas_thread

    env: dict[str, str] = {}
    one_blas_thread(env)
    assert env == {"OPENBLAS_NUM_THREADS": "1"}
    chosen = {"OPENBLAS_NUM_THREADS": "4"}
    one_blas_thread(chosen)
    assert chosen["OPENBLAS_NUM_THREADS"] == "4"
    code = "import sys; import memplan.cli.main; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False"  # the entry point's module loads no numpy before the call


def test_a_heuristic_that_would_end_past_the_deadline_at_this_process_pace_is_not_started(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The deadline is on the clock: on a machine where this process runs 1000x slower than its
    CPU time, a heuristic estimated at milliseconds would take seconds, past a deadline 5 s away."""
    buffers = _random_trace(3000, 8)
    started: list[str] = []
    monkeypatch.setattr(portfolio, "CHEAP", (plan_best_fit, lambda bufs, options: started.append("second")
                                             or plan_best_fit(bufs, options)))
    monkeypatch.setattr(portfolio, "slowness", lambda *args, **kwargs: 1000.0)
    plan = portfolio.best_heuristic_plan(buffers, budget=60.0, deadline=Deadline.after(5.0))
    assert started == []  # not started: 1000 x its estimate is past the deadline
    assert plan.planner == "best-fit"
    monkeypatch.setattr(portfolio, "slowness", lambda *args, **kwargs: 1.0)
    portfolio.best_heuristic_plan(buffers, budget=60.0, deadline=Deadline.after(5.0))
    assert started == ["second"]  # at full pace it fits


@pytest.mark.parametrize("seconds_left, first", [(3.0, "greedy-size"), (5.0, "best-fit")])
def test_when_the_deadline_pays_for_one_sweep_of_a_large_trace_greedy_size_goes_first(
        seconds_left: float, first: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Estimates of 2 s each (at full pace) against a deadline 3 s away: one sweep fits, and the one
    that is better on large traces runs first; 5 s away both fit, and best-fit comes first as ever."""
    buffers = _random_trace(200, 9)
    ran: list[str] = []

    def recording(name, planner):
        return lambda bufs, options: ran.append(name) or planner(bufs, options)

    best_fit = recording("best-fit", plan_best_fit)
    greedy_size = recording("greedy-size", portfolio.plan_greedy_size)
    monkeypatch.setattr(portfolio, "plan_best_fit", best_fit)
    monkeypatch.setattr(portfolio, "plan_greedy_size", greedy_size)
    monkeypatch.setattr(portfolio, "LARGE", (best_fit, greedy_size))
    monkeypatch.setattr(portfolio, "LARGE_BUFFERS", 100)
    monkeypatch.setattr(portfolio, "JIT_MIN", 100)
    monkeypatch.setattr(portfolio, "estimated_seconds", lambda planner, n, pairs: 2.0)
    monkeypatch.setattr(portfolio, "slowness", lambda *args, **kwargs: 1.0)
    monkeypatch.setattr(solvers.placement, "from_cache", lambda deadline: object())  # loaded
    monkeypatch.setattr(solvers.placement, "start", lambda deadline=None: None)
    plan = portfolio.best_heuristic_plan(buffers, budget=60.0, deadline=Deadline.after(seconds_left))
    assert ran[0] == first
    plan.check()


@pytest.mark.slow
def test_a_solver_numbas_cache_lacks_is_not_waited_for_by_from_cache(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh installation: the compiled functions are not cached, a child compiles them (about
    20 s). ``from_cache`` says so at once instead of waiting out its deadline."""
    (tmp_path / "fake_searches.py").write_text("def warm_up():\n    pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(solvers, "compiled_cache_ready", lambda module: False)
    monkeypatch.setattr(solvers, "_compile_in_child", lambda module: time.sleep(3.0) or True)
    loader = solvers._Loader("fake_searches")
    t0 = time.perf_counter()
    assert loader.from_cache(Deadline.after(20.0)) is None
    assert time.perf_counter() - t0 < 2.5  # not the compile's 3 s, nor the deadline's 20
    assert loader.get(Deadline.after(20.0)) is not None  # get waits for the compile
