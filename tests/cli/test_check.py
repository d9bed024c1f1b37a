"""`memplan check`: runs both programs on the same inputs; catches a wrong plan."""

import argparse
from pathlib import Path

import pytest

from memplan.cli import check_cmd
from memplan.cli.common import run_cli

FIXTURES = Path(__file__).parents[2] / "examples" / "fixtures"


def check(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    check_cmd.add_arguments(parser)
    args = parser.parse_args([str(a) for a in argv])
    return run_cli(lambda: check_cmd.run(args), lambda: "-")


def test_correct_plan_passes(capsys):
    assert check(FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.planned.mlir") == 0
    assert "outputs agree" in capsys.readouterr().out


def test_broken_plan_is_caught(capsys):
    # %a and %b share bytes while both are live: the candidate computes 2x^2, not 2x + x^2.
    assert check(FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.broken.mlir", "--seed", "3") == 1
    err = capsys.readouterr().err
    assert "mismatch" in err and "output #0 differs at" in err


def test_tensor_reference_is_bufferized_upstream(tmp_path, capsys):
    ref = tmp_path / "ref.mlir"
    ref.write_text("""
func.func @main(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %b = linalg.mul ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %o = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  return %o : tensor<16xf32>
}""")
    assert check(ref, FIXTURES / "two_temps.planned.mlir", "--entry", "main") == 0
    assert check(ref, FIXTURES / "two_temps.broken.mlir") == 1


def test_i1_stores_give_a_clear_error_not_a_crash(tmp_path, capsys):
    # LLVM 22 aborts the process on i1 memref stores; check must refuse first, at the generic (line 5).
    prog = tmp_path / "cmp.mlir"
    prog.write_text("""
func.func @main(%a: memref<4xf32>) -> memref<4xi1> {
  %c = arith.constant 0.5 : f32
  %out = memref.alloc() : memref<4xi1>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%out : memref<4xi1>) {
  ^bb0(%x: f32, %o: i1):
    %r = arith.cmpf ogt, %x, %c : f32
    linalg.yield %r : i1
  }
  return %out : memref<4xi1>
}""")
    assert check(prog, prog) == 1
    err = capsys.readouterr().err
    assert f"{prog}:5:3: error: LLVM 22 cannot lower" in err and "i1" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("which", ["reference", "candidate"])
def test_errors_name_the_file(tmp_path, capsys, which):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    good = FIXTURES / "two_temps.mlir"
    args = (bad, good) if which == "reference" else (good, bad)
    assert check(*args) == 1
    assert f"{bad}:1:17: error:" in capsys.readouterr().err  # located, like mlir-opt


def test_missing_entry(capsys):
    assert check(FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.mlir", "--entry", "nope") == 1
    assert "no function named '@nope'" in capsys.readouterr().err


def test_missing_file_is_named(tmp_path, capsys):
    assert check(FIXTURES / "two_temps.mlir", tmp_path / "nope.mlir") == 1
    assert f"{tmp_path / 'nope.mlir'}: error: cannot read input" in capsys.readouterr().err
