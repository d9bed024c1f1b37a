"""``memplan plan``: CSV in, CSV with offsets out, summary line, capacity decisions."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from memplan.cli.main import main
from memplan.core.csvio import read_csv
from memplan.core.plan import Plan

SHARED = Path(__file__).parents[2] / "../shared/data/dsa"


def write(tmp_path: Path, text: str) -> str:
    p = tmp_path / "in.csv"
    p.write_text(text)
    return str(p)


EXAMPLE = "id,lower,upper,size\n0,0,3,2\n1,2,5,2\n2,0,2,3\n3,3,5,3\n4,1,4,1\n"


def test_plan_prints_csv_and_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", write(tmp_path, EXAMPLE)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "arena=6 lower_bound=6 ratio=1.0000 optimal=yes"
    trace = read_csv("\n".join(out[:-1]))
    Plan(trace.buffers, trace.offsets).check(capacity=6)


def test_plan_writes_output_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.csv"
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "trivial", "-o", str(out)]) == 0
    assert capsys.readouterr().out == "arena=11 lower_bound=6 ratio=1.8333 optimal=no\n"
    trace = read_csv(out.read_text())
    assert trace.offsets is not None and len(trace.offsets) == 5


def test_capacity_too_small_fails_clearly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.csv"
    assert main(["plan", write(tmp_path, EXAMPLE), "--capacity", "5", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "no plan fits in capacity 5" in err and "Traceback" not in err
    assert not out.exists()


def test_capacity_decision_when_greedy_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # trivial never reuses memory: at capacity 6 it must report failure, not a bad plan
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "trivial", "--capacity", "6"]) == 1
    assert "no plan within capacity 6 found by 'trivial'" in capsys.readouterr().err
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "exact", "--capacity", "6"]) == 0


def test_bad_csv_and_unknown_planner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "id,lower,upper,size\n0,0,3,x\n")
    assert main(["plan", path]) == 1
    assert f"{path}:2:" in capsys.readouterr().err
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "nope"]) == 1
    assert "unknown planner 'nope'" in capsys.readouterr().err


@pytest.mark.skipif(not (SHARED / "tvm-usmp").is_dir(), reason="shared data not available")
def test_shared_instances_plan_at_the_lower_bound(capsys: pytest.CaptureFixture[str]) -> None:
    for path in sorted((SHARED / "tvm-usmp").glob("*.csv")):
        assert main(["plan", str(path), "--time-limit", "2"]) == 0
        assert capsys.readouterr().out.splitlines()[-1].endswith("ratio=1.0000 optimal=yes")


def test_two_aligned_buffers_are_optimal_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import time

    path = write(tmp_path, "id,lower,upper,size,alignment\n0,0,2,16,64\n1,0,2,16,64\n")
    for planner in ("auto", "exact", "cpsat"):
        t0 = time.perf_counter()
        assert main(["plan", path, "--planner", planner]) == 0
        assert time.perf_counter() - t0 < 2.0, planner  # was 26 s: no proof below 80 bytes
        assert capsys.readouterr().out.splitlines()[-1] == "arena=80 lower_bound=80 ratio=1.0000 optimal=yes"


def test_duplicate_numeric_ids_are_a_located_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "id,lower,upper,size\n1,0,2,4\n01,0,2,4\n")
    assert main(["plan", path]) == 1
    err = capsys.readouterr().err
    assert f"{path}:3:1: error: duplicate id 01 (the same buffer as on line 2)" in err
    assert "Traceback" not in err


def test_an_invalid_plan_from_a_plugin_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from memplan.core.planners import base

    monkeypatch.setitem(base._REGISTERED, "everything-at-zero",
                        lambda buffers, options: Plan(buffers, {b.id: 0 for b in buffers}))
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "everything-at-zero"]) == 1
    err = capsys.readouterr().err
    assert "error: planner 'everything-at-zero' produced an invalid plan: buffers" in err
    assert "Traceback" not in err


def test_progress_line_shows_best_bound_and_gap() -> None:
    from memplan.cli.plan_cmd import status_text

    assert status_text(1100, 1000) == "best arena 1100, bound 1000, gap 10.00%"
    assert status_text(0, 0) == "best arena 0, bound 0, gap 0.00%"


def test_search_reports_its_progress(tmp_path: Path) -> None:
    from memplan.core.csvio import read_csv_file
    from memplan.core.planners import PlannerOptions, get_planner

    path = SHARED / "minimalloc-challenging" / "C.1048576.csv"
    if not path.exists():
        pytest.skip("shared data not available")
    seen: list[tuple[int, int]] = []
    buffers = read_csv_file(str(path)).buffers
    plan = get_planner("auto")(buffers, PlannerOptions(time_limit=20, on_status=lambda b, lb: seen.append((b, lb))))
    assert seen and seen[-1][0] == plan.arena_size
    assert all(lb <= b for b, lb in seen)
    assert [b for b, _ in seen] == sorted((b for b, _ in seen), reverse=True)  # the best only improves


@pytest.mark.slow
def test_jobs_option_and_same_plan_for_same_jobs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = SHARED / "minimalloc-challenging" / "E.1048576.csv"
    if not path.exists():
        pytest.skip("shared data not available")
    outs = []
    for _ in range(2):
        out = tmp_path / "out.csv"
        # a generous limit: the work budget, not the clock, ends the search (the machine may be loaded)
        assert main(["plan", str(path), "--jobs", "2", "--capacity", "1048576", "--time-limit", "120",
                     "-o", str(out)]) == 0
        outs.append(out.read_text())
    assert outs[0] == outs[1]


def test_slowness_is_wall_time_over_cpu_time_clamped() -> None:
    from memplan.core.budget import now, slowness

    assert slowness(now()) == 1.0  # no wall time yet: never below 1
    assert slowness(now() - 1e7) == 8.0  # a process that got almost no CPU: clamped
    assert slowness(now() - 1e7, at_most=3.0) == 3.0


@pytest.mark.slow
def test_work_budget_ends_the_search_and_repeats_its_plan(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = SHARED / "minimalloc-challenging" / "D.1048576.csv"  # not solved in a second of work
    if not path.exists():
        pytest.skip("shared data not available")
    outs = []
    for _ in range(2):
        out = tmp_path / "out.csv"
        started = time.perf_counter()
        assert main(["plan", str(path), "--work", "1", "--jobs", "2", "--time-limit", "300", "-o", str(out)]) == 0
        assert time.perf_counter() - started < 100  # the work budget ended it, not the limit
        outs.append(out.read_text())
    assert outs[0] == outs[1]
    assert "optimal=no" in capsys.readouterr().out


def test_work_budget_is_refused_for_planners_that_do_not_count_work(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "best-fit", "--work", "2"]) == 1
    captured = capsys.readouterr()
    assert "--work applies to the searches that count work (auto, exact); 'best-fit' takes --time-limit" in captured.err
    assert captured.out == ""


@pytest.mark.parametrize("cold", [True, False])
def test_a_plan_made_while_the_searches_compile_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch, cold: bool) -> None:
    from memplan.core import solvers

    # a fresh installation's first run: the compiled searches are still compiling in a child
    monkeypatch.setattr(solvers, "compiling", lambda: ["memplan.core.search.decide"] if cold else [])
    assert main(["plan", write(tmp_path, EXAMPLE), "--planner", "trivial", "-o", str(tmp_path / "out.csv")]) == 0
    captured = capsys.readouterr()
    assert captured.out == "arena=11 lower_bound=6 ratio=1.8333 optimal=no\n"
    noted = "the compiled searches were still being compiled for this machine" in captured.err
    assert noted == cold
    if cold:
        assert "solvers.warm_all()" in captured.err


def test_an_optimal_plan_needs_no_note_about_compiling(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from memplan.core import solvers

    monkeypatch.setattr(solvers, "compiling", lambda: ["memplan.core.search.decide"])
    assert main(["plan", write(tmp_path, EXAMPLE), "-o", str(tmp_path / "out.csv")]) == 0
    captured = capsys.readouterr()
    assert captured.out.endswith("optimal=yes\n") and captured.err == ""
