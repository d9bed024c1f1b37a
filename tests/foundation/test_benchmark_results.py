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


@pytest.mark.slow
@pytest.mark.parametrize("script, args, why", [
    ("bench_planners.py", ["--only", "tight"], "--only runs part of the benchmark"),
    ("bench_merge_alloc.py", ["--cost-only"], "--planners or --cost-only runs part of the benchmark"),
    ("bench_bufferize.py", ["--models", "mlp"], "--models runs part of the benchmark"),
    ("bench_spill.py", ["--sizes", "30"], "--sizes, --fractions or --models runs part of the benchmark"),
])
def test_a_partial_run_refuses_to_write_before_it_starts(script, args, why):
    committed = {p: p.read_bytes() for p in (BENCH / "results").iterdir()}
    done = _bench(script, *args, "--write-results")
    assert done.returncode == 2 and why in done.stderr
    assert {p: p.read_bytes() for p in (BENCH / "results").iterdir()} == committed


@pytest.mark.slow
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


# The cheapest run of every benchmark script: each must leave every tracked file of the repository
# as it was (a table printed, nothing committed rewritten) unless --write-results is given.
CHEAP_RUNS = {
    "bench_merge_alloc.py": ["--dynamic-only", "--sizes", "1"],
    "tight_instances.py": [],
    "bench_scale.py": ["--sizes", "100", "--heuristic-sizes", "", "--limit-sizes", ""],
    "bench_budgets.py": ["--limits", "0.2", "--planners", "best-fit", "--instances", "tight plain 1000"],
    "bench_bufferize.py": ["--models", "fire_module"],
    "bench_planners.py": ["--only", "tight", "--budget", "0.05", "--fresh-seeds", "0", "--skip-omnimalloc",
                          "--jobs", "1"],
    "bench_gap.py": ["--only-after", "--instances", str(BENCH / "instances/tight/plain-60-s1.csv"),
                     "--time-limit", "0.2", "--repeat", "1", "--jobs", "1"],
    "training_traces.py": ["{tmp}/trace.csv", "--layers", "3"],
    "compare_bufferize.py": ["--save", "{tmp}/saved", "--models", "fire_module"],
    "compare_plans.py": ["--ref", str(ROOT / "src"), str(ROOT / "tests/fixtures/traces/mixed_alignments_14.csv")],
    "bench_check.py": ["--only", "fire_module", "--out", "{tmp}/planned"],
    "upstream_chunks.py": ["tests/lit/bufferize/vector-transfers.mlir"],
    "bench_spill.py": ["--sizes", "30", "--fractions", "0.5", "--time-limit", "1", "--exact-seconds", "5",
                       "--models", "fire_module"],
    "bench_speed.py": ["--only", "bufferize,merge-alloc", "--models", "fire_module", "--sizes", "100", "--runs", "1"],
    "bench_search_kernels.py": ["--tree", str(ROOT), "--tree", str(ROOT), "--repeat", "1", "--run-work", "1e5",
                                "--small", "2", "--cli-work", "0.01", "--instances",
                                str(ROOT / "tests/fixtures/traces/mixed_alignments_14.csv")],
    "zero_waste.py": ["--kind", "dissection", "--n", "100"],
    "bench_dynamic.py": ["--models", "mlp_batch", "--sizes", "2"],
    "bench_regroup.py": ["allocator:200:1", "--steps", "20000"],
}


def _tracked_files() -> dict[str, tuple[int, int]]:
    """Every tracked file of the checkout: (modification time, size)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: no list of tracked files")
    stats = {}
    for name in listed.decode().split("\0"):
        if name and (ROOT / name).is_file():
            st = (ROOT / name).stat()
            stats[name] = (st.st_mtime_ns, st.st_size)
    return stats


def test_every_script_has_a_cheap_run():
    scripts = {p.name for p in BENCH.glob("*.py") if '__name__ == "__main__"' in p.read_text()}
    assert scripts == set(CHEAP_RUNS)


@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(CHEAP_RUNS))
def test_a_run_without_write_results_changes_no_tracked_file(script, tmp_path):
    before = _tracked_files()
    done = _bench(script, *(a.format(tmp=tmp_path) for a in CHEAP_RUNS[script]))
    assert done.returncode == 0, done.stderr[-2000:]
    changed = sorted(name for name, stat in _tracked_files().items() if before.get(name) != stat)
    assert changed == []
