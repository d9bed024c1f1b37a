"""The ``bufferize`` pass in pipelines and in ``memplan-opt``: options, errors, interplay."""

from __future__ import annotations

import subprocess
import sys

import pytest
from bufferize_helpers import corpus_text, count

from memplan.check.execution import compare_programs
from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

SIMPLE = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""

UNSUPPORTED = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = "other.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


def opt(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "memplan.cli.opt", *args], input=stdin,
                          capture_output=True, text=True)


def test_pipeline_pass_with_options():
    module = parse_module(SIMPLE, new_context())
    run_pipeline(module, "bufferize{function-boundary-layout=fully-dynamic},canonicalize")
    assert "strided<[?], offset: ?>" in str(module)


def test_unknown_option_fails_before_touching_ir():
    module = parse_module(SIMPLE, new_context())
    with pytest.raises(MemplanError, match="unknown option"):
        run_pipeline(module, "bufferize{layout=identity}")
    assert "tensor<" in str(module)


@pytest.mark.slow
def test_bufferize_then_merge_alloc_plans_the_mlp_and_it_still_runs():
    text = corpus_text("mlp")
    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize,merge-alloc")
    assert count(module, "memref.view") >= 1
    result = compare_programs(text, str(module))
    assert result.agree, result.message


@pytest.mark.slow
def test_cli_error_is_located_and_writes_nothing(tmp_path):
    source = tmp_path / "bad.mlir"
    source.write_text(UNSUPPORTED)
    out = tmp_path / "out.mlir"
    done = opt(str(source), "-p", "bufferize", "--allow-unregistered-dialect", "-o", str(out))
    assert done.returncode == 1
    assert f"{source}:2:8: error:" in done.stderr and "other.op" in done.stderr
    assert "Traceback" not in done.stderr
    assert not out.exists()


@pytest.mark.slow
def test_cli_output_has_no_tensors():
    done = opt("-", "-p", "bufferize", stdin=SIMPLE)
    assert done.returncode == 0, done.stderr
    assert "memref.alloc" in done.stdout and "tensor<" not in done.stdout
