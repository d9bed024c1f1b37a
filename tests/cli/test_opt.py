"""``memplan-opt``: the mlir-opt-like CLI contract."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from memplan.mlir.execution import mlir_binary
import pytest

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


def test_merge_alloc_from_file(program, capsys):
    assert main([str(program), "-p", "merge-alloc{planner=best-fit alignment=128}"]) == 0
    out = capsys.readouterr().out
    assert "memref.alloc() {alignment = 128 : i64} : memref<256xi8>" in out
    assert out.count("memref.view") == 2
    assert _mlir_opt_accepts(out)


def test_stdin_and_mixed_pipeline(monkeypatch, capsys):
    import io
    monkeypatch.setattr(sys, "stdin", io.StringIO(PROGRAM))
    assert main(["-", "-p", "merge-alloc,canonicalize,cse"]) == 0
    out = capsys.readouterr().out
    assert out.count("memref.view") == 2 and out.count("arith.constant") == 2  # 0 and 64, hoisted


def test_remarks_are_located(program, capsys):
    assert main([str(program), "-p", "merge-alloc", "--remarks"]) == 0
    err = capsys.readouterr().err
    assert (f"{program}:6:8: remark: %c ({program}:6:8, written by linalg.add) left alone in @f: "
            "returned from the function") in err
    assert "share an arena of 256 bytes" in err


def test_output_file_and_generic_form(program, tmp_path, capsys):
    out_path = tmp_path / "out.mlir"
    assert main([str(program), "-p", "merge-alloc", "--generic", "-o", str(out_path)]) == 0
    text = out_path.read_text()
    assert '"memref.view"' in text
    assert _mlir_opt_accepts(text)


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
    ("no-such-pass", "unknown pass"),
])
def test_bad_pipelines_fail_cleanly(program, tmp_path, capsys, pipeline, message):
    out_path = tmp_path / "out.mlir"
    assert main([str(program), "-p", pipeline, "-o", str(out_path)]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not out_path.exists()  # nothing written half-way


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
