"""The worked example, examples/extending/: a package for an accelerator dialect (unregistered
``accel.*`` ops) pip-installed into a directory of its own, then memplan's command lines, with
no import by the user and no edit to memplan, bufferize a program into its scratchpad with its
layout, merge the scratchpad buffers into one arena with its planner, and report."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from memplan.mlir.parsing import new_context, parse_module

EXAMPLE = Path(__file__).parents[2] / "examples" / "extending"
PIPELINE = "bufferize{allocation=accel-scratchpad copy=accel-dma},merge-alloc{planner=accel-banked}"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The example installed by pip into a directory of its own (the source tree stays clean)."""
    root = tmp_path_factory.mktemp("accel")
    source = shutil.copytree(EXAMPLE, root / "src", ignore=shutil.ignore_patterns("build", "*.egg-info"))
    target = root / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-input",
                           "--target", str(target), str(source)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (target / "memplan_accel").is_dir()
    return target


def memplan(site: Path, *args: str, tool: str = "memplan.cli.main", cwd: Path = EXAMPLE):
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run([sys.executable, "-m", tool, *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=300)


@pytest.mark.slow
def test_the_program_bufferizes_into_the_scratchpad_merges_into_one_arena_and_is_reported(site, tmp_path):
    out, report = tmp_path / "planned.mlir", tmp_path / "report.json"
    done = memplan(site, "report", "program.mlir", "--allow-unregistered-dialect", "-p", PIPELINE,
                   "-o", str(out), "--json", str(report))
    assert done.returncode == 0, done.stderr
    text = out.read_text()

    # Bufferized into the scratchpad (memory space 3) with the accelerator's padded rows:
    # 8x24 rows padded to 32 elements, 8x12 to 16. The planned program still verifies.
    parse_module(text, new_context(allow_unregistered=True))
    operand_types = re.findall(r'"accel\.(?:matmul|relu)"\(.*\) : \((.*)\) -> \(\)', text)
    assert len(operand_types) == 4
    assert "memref<8x24xf32, strided<[32, 1]>, 3>" in operand_types[0]
    assert operand_types[3].count("memref<8x12xf32, strided<[16, 1]>, 3>") == 2
    # The result leaves the scratchpad by the accelerator's DMA (the copy hook).
    assert re.search(r'"accel\.dma"\(%\w+, %\w+\) : \(memref<8x12xf32, strided<\[16, 1\]>, 3>, '
                     r'memref<8x12xf32>\)', text)
    assert "memref.copy" not in text
    # One scratchpad arena: the only allocation in space 3.
    space3 = re.findall(r"memref\.alloc\(\)[^\n]*: (memref<[^\n]*, 3>)", text)
    assert len(space3) == 1 and re.fullmatch(r"memref<\d+xi8, 3>", space3[0])

    data = json.loads(report.read_text())
    (scratch,) = [s for s in data["scopes"] if s["memory_space"] == "3 : i64"]
    assert scratch["buffers_merged"] == 4 and scratch["buffers_left"] == 0
    assert scratch["planner"] == "accel-banked"
    # Four padded buffers (a buffer spans its rows' strides but the last row's padding):
    # two of 8x24 (row stride 32), two of 8x12 (row stride 16), f32.
    assert scratch["bytes_before"] == 2 * (7 * 32 + 24) * 4 + 2 * (7 * 16 + 12) * 4
    assert scratch["arena"] < scratch["bytes_before"]
    assert all(b["offset"] % 64 == 0 for b in scratch["merged"])
    plugins = {(p["group"], p["name"]) for p in data["plugins"]}
    assert {("memplan.ops", "accel.matmul"), ("memplan.ops", "accel.relu"), ("memplan.ops", "accel.dma"),
            ("memplan.allocation_hooks", "accel-scratchpad"), ("memplan.copy_hooks", "accel-dma"),
            ("memplan.planners", "accel-banked")} <= plugins
    assert all(p["package"] == "memplan-accel 0.1.0" for p in data["plugins"])
    # Each op is stated once, by its record: bufferize derived the ops' models from it.
    assert data["models"]["accel.matmul"] == "plugin:memplan-accel 0.1.0 (memplan_accel.ops:MATMUL), from its op record"
    assert data["models"]["accel.relu"] == "plugin:memplan-accel 0.1.0 (memplan_accel.ops:RELU), from its op record"
    assert data["models"]["tensor.empty"].startswith("builtin:")


@pytest.mark.slow
def test_plugins_are_listed_and_their_planner_plans_traces(site, tmp_path):
    done = memplan(site, "--list-passes", tool="memplan.cli.opt")
    assert done.returncode == 0, done.stderr
    for line in ("memplan.planners: accel-banked from memplan-accel 0.1.0 (memplan_accel.planner:plan_banked)",
                 "memplan.ops: accel.relu from memplan-accel 0.1.0 (memplan_accel.ops:RELU)"):
        assert line in done.stdout
    assert re.search(r"allocation=<[^>]*accel-scratchpad", done.stdout)  # a choice of the option

    trace = tmp_path / "trace.csv"
    trace.write_text("id,lower,upper,size\n0,0,5,100\n1,2,8,100\n2,5,9,100\n")
    done = memplan(site, "plan", str(trace), "--planner", "accel-banked", "-o", str(tmp_path / "out.csv"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith("arena=")
    offsets = [int(line.split(",")[-1]) for line in (tmp_path / "out.csv").read_text().splitlines()[1:]]
    assert offsets[0] == offsets[2] == 0 and offsets[1] == 128  # 100 bytes rounded to bank lines


@pytest.mark.slow
def test_without_the_plugins_memplan_refuses_the_program_clearly(tmp_path):
    # The same command with nothing installed: the hook names are unknown, nothing is written.
    out = tmp_path / "planned.mlir"
    done = subprocess.run([sys.executable, "-m", "memplan.cli.main", "report", "program.mlir",
                           "--allow-unregistered-dialect", "-p", PIPELINE, "-o", str(out)],
                          capture_output=True, text=True, cwd=EXAMPLE, timeout=300)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "accel-scratchpad" in done.stderr and not out.exists()


@pytest.mark.slow
def test_a_scratchpad_capacity_moves_what_does_not_fit_to_host_memory(site, tmp_path):
    # The four scratchpad buffers need 2,016 bytes live together; at 1,536 one moves to the
    # host (space 0), the others share an arena within the capacity, and the program verifies.
    out = tmp_path / "spilled.mlir"
    done = memplan(site, "--allow-unregistered-dialect", "--remarks", "-o", str(out), "program.mlir", "-p",
                   PIPELINE.replace("accel-banked}", "accel-banked capacity=3:1536 spill-to=0 time-limit=60}"),
                   tool="memplan.cli.opt")
    assert done.returncode == 0, done.stderr
    text = out.read_text()
    parse_module(text, new_context(allow_unregistered=True))
    (arena,) = re.findall(r"memref\.alloc\(\)[^\n]*: memref<(\d+)xi8, 3>", text)
    assert int(arena) <= 1536
    moved = re.findall(r"memref\.alloc\(\)[^\n]*: (memref<8x24xf32, strided<\[32, 1\]>>)", text)
    assert len(moved) == 1  # the padded layout kept, in the default space
    assert re.search(r'"accel\.relu"\([^)]*\) : \(memref<8x24xf32, strided<\[32, 1\]>, 3>, '
                     r'memref<8x24xf32, strided<\[32, 1\]>>\)', text)
    assert "memory_space_cast" not in text  # the accelerator's ops take either space as it is
    assert re.search(r"capacity 1536 bytes: 1 buffer \(992 bytes\) moved to memory space 0; kept weight (\d+) of "
                     r"at most \1 \(optimal\)", done.stderr)
    assert "moved to memory space 0 (weight" in done.stderr and "written by accel.relu" in done.stderr


@pytest.mark.slow
def test_the_report_lists_what_moved_out_of_the_scratchpad_and_draws_its_capacity(site, tmp_path):
    report, picture = tmp_path / "report.json", tmp_path / "arena.svg"
    done = memplan(site, "report", "program.mlir", "--allow-unregistered-dialect", "-p",
                   PIPELINE.replace("accel-banked}", "accel-banked capacity=3:1536 spill-to=0 time-limit=60}"),
                   "-o", str(tmp_path / "out.mlir"), "--json", str(report), "--svg", str(picture))
    assert done.returncode == 0, done.stderr
    (scratch,) = [s for s in json.loads(report.read_text())["scopes"] if s["memory_space"] == "3 : i64"]
    capacity = scratch["capacity"]
    assert capacity["bytes"] == 1536 and capacity["optimal"] and capacity["kept_weight"] == capacity["bound"]
    (moved,) = capacity["moved"]
    assert moved["size"] == 992 and moved["to_space"] == 0 and "1536 bytes" in moved["why"]
    assert scratch["arena"] <= 1536 and scratch["buffers_merged"] == 3
    assert "capacity 1.5 KiB: 1 buffer (992 B) moved out" in done.stdout
    svg = picture.read_text()
    assert "capacity 1.5 KiB" in svg and "kept weight" in svg
