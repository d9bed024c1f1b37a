"""``memplan-opt``: the mlir-opt-like CLI contract (exit codes, errors, flags and the files written).
What it prints for each flag and pipeline is specified in tests/lit/memplan-opt."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from memplan.check.execution import mlir_binary
from memplan.cli.opt import main

MLIR_OPT = Path(mlir_binary("mlir-opt"))

PROGRAM = """func.func @f(%x: memref<32xf32>) -> memref<32xf32> {
  %a = memref.alloc() : memref<32xf32>
  linalg.add ins(%x, %x : memref<32xf32>, memref<32xf32>) outs(%a : memref<32xf32>)
  %b = memref.alloc() : memref<32xf32>
  linalg.add ins(%a, %x : memref<32xf32>, memref<32xf32>) outs(%b : memref<32xf32>)
  %c = memref.alloc() : memref<32xf32>
  linalg.add ins(%b, %x : memref<32xf32>, memref<32xf32>) outs(%c : memref<32xf32>)
  return %c : memref<32xf32>
}
"""


@pytest.fixture
def program(tmp_path):
    path = tmp_path / "prog.mlir"
    path.write_text(PROGRAM)
    return path


def _mlir_opt_accepts(text: str, *flags: str) -> bool:
    return subprocess.run([str(MLIR_OPT), *flags], input=text, capture_output=True, text=True).returncode == 0


def test_remarks_are_located(program, capsys):
    assert main([str(program), "-p", "merge-alloc", "--remarks"]) == 0
    err = capsys.readouterr().err
    assert (f"{program}:6:8: remark: %c ({program}:6:8, written by linalg.add) left alone in @f: "
            "returned from the function") in err
    assert "share an arena of 256 bytes" in err


def test_unregistered_ops_need_the_flag(tmp_path, capsys):
    path = tmp_path / "u.mlir"
    path.write_text(PROGRAM.replace("  return", '  "test.use"(%a) : (memref<32xf32>) -> ()\n  return'))
    assert main([str(path), "-p", "merge-alloc"]) == 1
    assert "error:" in capsys.readouterr().err
    assert main([str(path), "-p", "merge-alloc", "--allow-unregistered-dialect", "--remarks"]) == 0
    captured = capsys.readouterr()
    assert "passed to test.use" in captured.err
    assert _mlir_opt_accepts(captured.out, "--allow-unregistered-dialect")


@pytest.mark.parametrize("pipeline, message", [
    ("merge-alloc{planner=nope}", "unknown planner 'nope'"),
    ("merge-alloc{frobnicate=1}", "unknown option 'frobnicate'"),
    ("no-such-pass", "'no-such-pass' does not refer to a registered pass"),
])
def test_bad_pipelines_fail_cleanly(program, tmp_path, capsys, pipeline, message):
    out_path = tmp_path / "out.mlir"
    assert main([str(program), "-p", pipeline, "-o", str(out_path)]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not out_path.exists()  # nothing written half-way


@pytest.mark.slow
def test_parse_error_is_located_without_traceback(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text("func.func @f() {\n  %a = memref.alloc() : memref<4xf32\n  return\n}\n")
    p = subprocess.run([sys.executable, "-m", "memplan.cli.opt", str(path), "-p", "merge-alloc"],
                       capture_output=True, text=True)
    assert p.returncode == 1
    assert p.stderr.startswith(f"{path}:")
    assert ": error: " in p.stderr.splitlines()[0] and "Traceback" not in p.stderr


def test_list_passes(capsys):
    assert main(["--list-passes"]) == 0
    assert "merge-alloc" in capsys.readouterr().out.split()


# -- mlir-opt's flags ------------------------------------------------------------------------------

def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "memplan.cli.opt", *args], input=stdin, capture_output=True,
                          text=True)


@pytest.mark.slow
def test_single_dash_long_options_as_mlir_opt_spells_them(tmp_path):
    path = tmp_path / "u.mlir"
    path.write_text('func.func @f() {\n  "test.op"() : () -> ()\n  return\n}\n')
    refused = _run(str(path))
    assert refused.returncode == 1 and "-allow-unregistered-dialect" in refused.stderr  # MLIR's own hint...
    for flag in ("-allow-unregistered-dialect", "--allow-unregistered-dialect"):  # ...works as written
        done = _run(str(path), flag, "-mlir-print-op-generic")
        assert done.returncode == 0, done.stderr
        assert '"test.op"() : () -> ()' in done.stdout and '"func.func"' in done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("args", [["--no-such-flag"], ["-allow-unregistered-dialects"], ["-p"], ["-o"]])
def test_usage_errors_exit_2(program, args):
    done = _run(str(program), *args)
    assert done.returncode == 2 and "usage: memplan-opt" in done.stderr and "Traceback" not in done.stderr


def test_split_input_file_joins_outputs_and_keeps_line_numbers(tmp_path, capsys):
    path = tmp_path / "s.mlir"
    path.write_text(PROGRAM + "// -----\nfunc.func @g() {\n  return\n}\n// -----\n" + PROGRAM.replace("@f", "@h"))
    assert main([str(path), "--split-input-file", "-p", "merge-alloc", "--remarks"]) == 0
    captured = capsys.readouterr()
    chunks = captured.out.split("// -----\n")
    assert len(chunks) == 3 and "@f" in chunks[0] and "@g" in chunks[1] and "@h" in chunks[2]
    assert all(c.startswith("module {") for c in chunks)
    # @h starts on line 15 of the file: its remarks say so
    assert f"{path}:20:8: remark: %c ({path}:20:8, written by linalg.add) left alone in @h" in captured.err
    assert _mlir_opt_accepts(chunks[2])


def test_a_failing_chunk_fails_the_run_and_writes_nothing(tmp_path, capsys):
    path, out = tmp_path / "s.mlir", tmp_path / "out.mlir"
    path.write_text("func.func @g() {\n  return\n}\n// -----\nfunc.func @bad() {\n  %x = nope\n}\n")
    assert main([str(path), "--split-input-file", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:6:8: error: ") and "  %x = nope\n       ^" in err
    assert not out.exists()


def test_debuginfo_names_the_input_file_and_views_keep_the_allocs_locations(program, capsys):
    assert main([str(program), "-p", "merge-alloc", "-mlir-print-debuginfo"]) == 0
    out = capsys.readouterr().out
    assert f'loc("{program}":2:8)' in out and f'loc("{program}":4:8)' in out  # %a and %b
    views = [line for line in out.splitlines() if "memref.view" in line]
    assert len(views) == 2 and all(line.rstrip().endswith(")") and "loc(#loc" in line for line in views)
    assert _mlir_opt_accepts(out)


def test_locations_named_by_mlir_reading_the_file_are_those_memplan_gives(program, capsys, monkeypatch):
    assert main([str(program), "-p", "merge-alloc", "-mlir-print-debuginfo", "--remarks"]) == 0
    read_by_mlir = capsys.readouterr()
    monkeypatch.setattr("memplan.cli.opt._file_stamp", lambda path, name: None)  # parse the text, rename after
    assert main([str(program), "-p", "merge-alloc", "-mlir-print-debuginfo", "--remarks"]) == 0
    assert capsys.readouterr() == read_by_mlir


def test_a_file_changed_after_it_was_read_is_planned_as_read(program, capsys, monkeypatch):
    import memplan.cli.opt as opt

    read = opt.read_input

    def read_then_change(path):
        text = read(path)
        Path(path).write_text("func.func @other() {\n  return\n}\n")
        return text

    monkeypatch.setattr(opt, "read_input", read_then_change)
    assert main([str(program), "-p", "merge-alloc"]) == 0
    out = capsys.readouterr().out
    assert "func.func @f(" in out and "@other" not in out and out.count("memref.view") == 2


@pytest.mark.slow
def test_verify_diagnostics_exit_codes(tmp_path):
    good = tmp_path / "good.mlir"
    good.write_text(PROGRAM.replace("  %c = memref.alloc()", "  // expected-remark @below {{returned from the function}}\n"
                                    "  %c = memref.alloc()").replace(
        "func.func @f", "// expected-remark @below {{share an arena of 256 bytes}}\nfunc.func @f"))
    assert _run(str(good), "-p", "merge-alloc", "--verify-diagnostics").returncode == 0
    bad = tmp_path / "bad.mlir"
    bad.write_text(PROGRAM)
    done = _run(str(bad), "-p", "merge-alloc", "-verify-diagnostics")
    assert done.returncode == 1 and done.stderr.count("error: unexpected remark:") == 2


@pytest.mark.slow
def test_version_names_memplan_and_mlir():
    from importlib.metadata import version

    for cmd in (["-m", "memplan.cli.opt", "--version"], ["-m", "memplan.cli.main", "--version"]):
        done = subprocess.run([sys.executable, *cmd], capture_output=True, text=True)
        assert done.returncode == 0
        name = "memplan-opt" if "opt" in cmd[1] else "memplan"
        bindings = version("xtc-mlir-python-bindings")
        assert done.stdout.strip() == f"{name} {version('memplan')} on MLIR {bindings.rsplit('.', 1)[0]} " \
                                      f"(xtc-mlir-python-bindings {bindings})"


def test_list_passes_shows_options_with_types_and_defaults(capsys):
    assert main(["--list-passes"]) == 0
    out = capsys.readouterr().out
    assert "merge-alloc  (function pass, anchored on func.func)" in out and "bufferize  (module pass)" in out
    assert re.search(r"planner=<string> .*\(default: auto\)", out)
    assert re.search(r"writable-function-args=<bool> .*\(default: false\)", out)
    assert re.search(r"time-limit=<seconds> .*\(default: none\)", out)


def test_pass_flags_are_taken_in_order_and_values_of_options_are_left_alone():
    from memplan.cli.opt import build_parser, separate

    line = separate(["f.mlir", "-o", "-cse", "--canonicalize=max-iterations=3 top-down=false", "-cse",
                     "--merge-alloc", "-p", "--bufferize", "--remarks", "--", "--cse"], build_parser())
    assert line.pass_flags == [("canonicalize", "max-iterations=3 top-down=false"), ("cse", None),
                               ("merge-alloc", None)]
    assert line.rest == ["f.mlir", "-o", "-cse", "-p", "--bufferize", "--remarks", "--", "--cse"]


def test_the_split_marker_is_given_with_equals_only(program):
    from memplan.cli.opt import SPLIT_MARKER, build_parser, separate

    line = separate(["--split-input-file", str(program)], build_parser())  # the next argument is the input
    assert line.split_marker == SPLIT_MARKER and line.rest == ["--split-input-file", str(program)]
    assert separate(["-split-input-file=// ==="], build_parser()).split_marker == "// ==="


@pytest.mark.slow
def test_ir_dumps_and_timings_go_to_stderr_and_leave_the_output_alone(program):
    plain = _run(str(program), "--merge-alloc")
    instrumented = _run(str(program), "--merge-alloc", "--mlir-print-ir-after-all", "--mlir-print-ir-before-all",
                        "--mlir-timing", "--dump-pass-pipeline")
    assert plain.returncode == instrumented.returncode == 0
    assert instrumented.stdout == plain.stdout and plain.stderr == ""
    for expected in ("IR Dump Before MergeAllocPass (merge-alloc)", "IR Dump After MergeAllocPass (merge-alloc)",
                     "Execution time report", "Pass Manager with 1 passes:"):
        assert expected in instrumented.stderr
