"""``memplan plan``: CSV in, CSV with offsets out, summary line, capacity decisions."""

from __future__ import annotations

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
