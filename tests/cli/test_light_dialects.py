"""memplan-opt has the bindings load linalg's op classes without its Python DSL (issue 26): the
same classes, the same output, and ``mlir.dialects.linalg`` is never imported by a pipeline that
does not need its builders."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODEL = ROOT / "corpus/static/fire_module.mlir"

RUN_OPT = """
import sys
from memplan.cli.opt import main
code = main(["-p", sys.argv[1], sys.argv[2], "-o", sys.argv[3]])
print(code, "mlir.dialects.linalg" in sys.modules)
"""


def test_the_light_module_registers_the_op_classes_of_mlir_dialects_linalg():
    from mlir.dialects import linalg as full

    from memplan.mlir.light_dialects import linalg as light

    for name in ("GenericOp", "YieldOp", "IndexOp", "FillOp", "MatmulOp"):
        assert getattr(light, name) is getattr(full, name)
    assert light.fill_builtin_region is full.fill_builtin_region


@pytest.mark.slow
@pytest.mark.parametrize("pipeline", ["bufferize", "bufferize,merge-alloc"])
def test_memplan_opt_does_not_load_the_linalg_dsl_and_prints_what_the_full_module_gives(pipeline, tmp_path):
    light = tmp_path / "light.mlir"
    done = subprocess.run([sys.executable, "-c", RUN_OPT, pipeline, str(MODEL), str(light)],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "False"]
    full = tmp_path / "full.mlir"  # the DSL loaded first: the bindings' own module serves the op views
    done = subprocess.run([sys.executable, "-c", "import mlir.dialects.linalg\n" + RUN_OPT, pipeline, str(MODEL),
                           str(full)], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert full.read_text() == light.read_text()
