"""Benchmarks print their tables; the committed result files change only with --write-results,
and only from a run that measured everything."""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "benchmarks"
sys.path.insert(0, str(BENCH))
import results_file  # noqa: E402


def _bench(script: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def test_results_are_written_only_when_asked(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(results_file, "ROOT", tmp_path)
    target = tmp_path / "results" / "x.md"
    results_file.write(argparse.Namespace(write_results=False), target, "table")
    assert not target.exists() and "--write-results writes results/x.md" in capsys.readouterr().err
    results_file.write(argparse.Namespace(write_results=True), target, "table")
    assert target.read_text() == "table"


@pytest.mark.parametrize("script, args, why", [
    ("bench_planners.py", ["--only", "tight"], "--only runs part of the benchmark"),
    ("bench_merge_alloc.py", ["--cost-only"], "--planners or --cost-only runs part of the benchmark"),
    ("bench_bufferize.py", ["--models", "mlp"], "--models runs part of the benchmark"),
])
def test_a_partial_run_refuses_to_write_before_it_starts(script, args, why):
    committed = {p: p.read_bytes() for p in (BENCH / "results").iterdir()}
    done = _bench(script, *args, "--write-results")
    assert done.returncode == 2 and why in done.stderr
    assert {p: p.read_bytes() for p in (BENCH / "results").iterdir()} == committed


@pytest.mark.skipif(importlib.util.find_spec("omnimalloc") is not None, reason="omnimalloc installed: would run")
def test_a_missing_baseline_names_the_bench_extra():
    done = _bench("bench_planners.py", "--write-results")
    assert done.returncode == 2 and "pip install -e '.[bench]'" in done.stderr


def test_unmeasured_upstream_columns_say_so_instead_of_quoting_figures():
    import bench_merge_alloc as bench

    row = bench.Row("resnet18", "forward", "func.func", 57, 1, 1000, 500, arena={"auto": 500, "best-fit": 600})
    header, _, line = bench._ratio_table([row], ["auto", "best-fit"], measured=False)
    cells = [c.strip() for c in line.strip("|").split("|")]
    upstream = [c for h, c in zip(header.strip("|").split("|"), cells) if "upstream" in h]
    assert upstream and all(c == "not measured" for c in upstream)
    assert cells[-2:] == ["**1.000**", "1.200"]
