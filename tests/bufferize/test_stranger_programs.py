"""Programs written apart from the corpus and the other tests (loops yielding new tensors,
dynamic pads and strided slices, reshapes around matmuls, multi-output reductions, convolution
with dilation and pooling, splat/generate/from_elements, calls, zero-size and rank-0 tensors,
i1 masks, constants returned twice, writable arguments, index_switch, strided slices collapsed,
mixed-precision matmuls, index tensors, loops swapping tensors): each goes through
``bufferize,merge-alloc``, the output parses with upstream mlir-opt, and it computes what the
original does on the same random inputs."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from memplan.bufferize.tensors import module_has_tensors
from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, parse_module, print_module
from memplan.pipeline import run_pipeline

FIXTURES = Path(__file__).parents[1] / "fixtures" / "stranger"
PROGRAMS = sorted(FIXTURES.glob("*.mlir"))


def mlir_opt() -> str:
    import mlir

    return str(Path(list(mlir.__path__)[0]) / "bin" / "mlir-opt")


def test_the_fixtures_are_there():
    assert len(PROGRAMS) >= 20


@pytest.mark.slow
@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_planned_program_parses_upstream_and_computes_the_same(path):
    text = path.read_text()
    module = parse_module(text, new_context(), str(path))
    run_pipeline(module, "bufferize,merge-alloc")
    planned = print_module(module)
    assert not module_has_tensors(module)
    parsed = subprocess.run([mlir_opt(), "-"], input=planned, capture_output=True, text=True, timeout=60)
    assert parsed.returncode == 0, parsed.stderr
    dynamic = "?" in text
    result = compare_programs(text, planned, sizes=[3, 8] if dynamic else None)
    assert result.agree, result.message
