"""Plugin planners that misbehave: whatever a plugin's planner does, memplan writes only a plan
it checked against its own copy of the input, states only bounds it proved, stops a planner
that overruns its time limit, and names the plugin (and its package) in every error: exit 1,
nothing written, never a traceback or an "internal error".

The plugin package is tests/fixtures/plugins/faulty_planners.py, installed with the ``install``
fixture; plugin planners run in a child process of memplan's (plugin_process.py)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from memplan.cli.main import main
from memplan.cli.opt import main as opt_main
from memplan.core import children
from memplan.core.bounds import arena_floor
from memplan.core.csvio import read_csv_file
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

ROOT = Path(__file__).parents[2]
FAULTY = (ROOT / "tests" / "fixtures" / "plugins" / "faulty_planners.py").read_text()
NAMES = ("stack", "emptied", "dropped", "added", "fractional", "worded", "numeric", "boasting", "exits",
         "vanishes", "endless", "slow")
PACKAGE = "faulty-planners 1.0"
# 8 buffers; at most 3 live at once
TRACE = ("id,lower,upper,size\n0,0,4,16\n1,1,5,16\n2,2,6,16\n3,4,8,16\n4,5,9,16\n5,6,10,16\n"
         "6,8,12,16\n7,9,13,16\n")


@pytest.fixture
def faulty(install):
    return install("faulty-planners", {"memplan.planners": {n: f"faulty_planners:{n}" for n in NAMES}},
                   {"faulty_planners": FAULTY})


@pytest.fixture
def trace(tmp_path: Path) -> Path:
    path = tmp_path / "trace.csv"
    path.write_text(TRACE)
    return path


def who(name: str) -> str:
    return f"error: planner '{name}' (plugin of {PACKAGE})"


REFUSED = {
    "emptied": "produced an invalid plan: it changed buffer 0: lifetime [0,4) became [0,0)",
    "dropped": "produced an invalid plan: it dropped 7 of the 8 buffers (buffer 1 first)",
    "added": "produced an invalid plan: it added buffer 8 (1099511627776 bytes), which it was not given",
    "fractional": "produced an invalid plan: buffer 0 has offset 0.0, not a whole number of bytes",
    "worded": "produced an invalid plan: it returned str, not a Plan",
    "numeric": "produced an invalid plan: it returned float, not a Plan",
    "exits": "failed: it called sys.exit(0)",
    "vanishes": "failed: its process ended without an answer (exit status 0)",
}


@pytest.mark.slow
def test_plans_that_differ_from_the_input_are_refused_naming_the_plugin(faulty, trace, tmp_path, capsys):
    out = tmp_path / "out.csv"
    for name, why in REFUSED.items():
        assert main(["plan", str(trace), "--planner", name, "-o", str(out)]) == 1, name
        captured = capsys.readouterr()
        assert f"{who(name)} {why}" in captured.err, (name, captured.err)
        assert "internal error" not in captured.err and "Traceback" not in captured.err
        assert captured.out == "" and not out.exists(), name  # nothing written, no summary
    assert main(["plan", str(trace), "--planner", "stack", "-o", str(out)]) == 0  # the plugin child still serves
    assert read_csv_file(str(out)).offsets == {i: 16 * i for i in range(8)}


@pytest.mark.slow
def test_a_plugins_claims_are_not_stated_as_proven(faulty, trace, capsys):
    """A no-reuse plan of 128 bytes, claimed optimal with a lower bound of 10^15: memplan's own
    bound (3 buffers of 16 bytes live at once) is the one reported, the claim is named as such."""
    assert main(["plan", str(trace), "--planner", "boasting"]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == "arena=128 lower_bound=48 ratio=2.6667 optimal=no"
    assert ("memplan: note: planner 'boasting' claims optimal, lower bound 1000000000000000; memplan did not "
            "prove it") in captured.err
    module = parse_module(MATMULS, new_context())
    state = run_pipeline(module, "merge-alloc{planner=boasting}")
    (report,) = [r for r in state.reports if getattr(r, "plan", None) is not None]
    assert not report.plan.optimal and report.plan.lower_bound == arena_floor(report.plan.buffers) == 128
    remark = next(d.message for d in state.diagnostics if "share an arena" in d.message)
    assert "(lower bound 128, planner boasting, which claims optimal, lower bound 1000000000000000: " \
           "not proven)" in remark


# three 64-byte buffers, two live at once: the arena's lower bound is 128 bytes
MATMULS = """func.func @f(%out: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.add ins(%a, %a : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<16xf32>
  linalg.add ins(%b, %b : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
  linalg.copy ins(%c : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}"""


def test_a_plugin_that_edits_its_buffers_cannot_get_wrong_code_through_merge_alloc(faulty, tmp_path, capsys):
    """On examples/matmul_chain.mlir this plugin put three 64 KiB buffers live at once at offset 0
    of a 65536-byte arena, exit 0: wrong results."""
    out = tmp_path / "out.mlir"
    assert opt_main([str(ROOT / "examples" / "matmul_chain.mlir"), "-p", "bufferize,merge-alloc{planner=emptied}",
                     "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{who('emptied')[len('error: '):]} produced an invalid plan: it changed buffer %" in err
    assert "became [" in err and not out.exists()


@pytest.mark.slow
@pytest.mark.parametrize("name", ["endless", "slow"])
def test_a_plugin_that_overruns_is_stopped_at_the_time_limit(faulty, trace, tmp_path, capsys, name):
    """One that never returned ran on past --time-limit 2 (still at 20 s); one that took 6 s exited
    0 blaming "a loaded machine?". Both are stopped at the limit, the plugin named."""
    out = tmp_path / "out.csv"
    limit = 1.0
    t0 = time.perf_counter()
    assert main(["plan", str(trace), "--planner", name, "--time-limit", str(limit), "-o", str(out)]) == 1
    took = time.perf_counter() - t0
    err = capsys.readouterr().err
    assert f"{who(name)} was stopped after" in err and "it did not return within its time limit" in err, err
    assert not out.exists()
    assert took < 6 * limit  # stopped at the limit (more room here than the promise: a loaded machine)
    assert not children.live()  # the plugin's process went with it


@pytest.mark.slow
def test_merge_alloc_stops_an_overrunning_plugin_at_its_time_limit(faulty, tmp_path, capsys):
    program = tmp_path / "f.mlir"
    program.write_text(MATMULS)
    t0 = time.perf_counter()
    assert opt_main([str(program), "-p", "merge-alloc{planner=endless time-limit=1}"]) == 1
    assert time.perf_counter() - t0 < 6
    err = capsys.readouterr().err
    assert f"{who('endless')[len('error: '):]} was stopped after" in err and not children.live()

