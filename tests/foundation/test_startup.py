"""A small command loads only what it uses: what a Python process imports is most of what a small
plan or a merge-alloc of a small program costs (issue 26). Each module named here was imported on
these paths once, for nothing: the guard keeps them out."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Imported only by what needs them: plugins' metadata when a package declares some, the spill
# search to spill, child processes and their pipes when a search starts workers, numba to search,
# numpy (0.15 s) for the compiled search and large traces (a plan of fewer than bounds.FEW_BUFFERS
# buffers that the heuristics and the exhaustive search of small parts settle needs none).
NOT_ON_A_SMALL_PLAN = ("importlib.metadata", "memplan.core.spill.search", "multiprocessing", "subprocess",
                       "socket", "numpy", "numba")

CHECK = """
import sys
from memplan.cli.main import main
main(sys.argv[1:])
print(' '.join(m for m in {names!r} if m in sys.modules))
"""


@pytest.mark.slow  # a process
def test_a_small_plan_imports_no_more_than_it_uses(tmp_path):
    trace = ROOT / "benchmarks/instances/tight/aligned-60-s1.csv"
    done = subprocess.run([sys.executable, "-c", CHECK.format(names=NOT_ON_A_SMALL_PLAN), "plan", str(trace),
                           "--capacity", str(1 << 20), "-o", str(tmp_path / "out.csv")],
                          capture_output=True, text=True, cwd=tmp_path, env={"MEMPLAN_PROGRESS": "0", "PATH": ""})
    assert done.returncode == 0, done.stderr
    summary, loaded = done.stdout.splitlines()[-2:]
    assert summary == "arena=1048576 lower_bound=1048576 ratio=1.0000 optimal=yes"
    assert loaded == ""


# The spill problem and prefetch (capacities only), the symbolic planner and the size analysis (dynamic
# sizes, scf.forall), tempfile (to catch what MLIR writes, for upstream passes), hashlib and pathlib
# (numba's cache): none is on the path of merge-alloc on a static model, the bench's
# `memplan-opt -p merge-alloc` of a bufferized model.
NOT_ON_A_STATIC_MERGE_ALLOC = ("memplan.core.spill.problem", "memplan.merge_alloc.prefetch",
                               "memplan.core.symbolic_plan", "memplan.mlir.symbolic_sizes",
                               "memplan.merge_alloc.dynamic", "tempfile", "hashlib", "pathlib")
STATIC_PROGRAM = """
func.func @f(%in: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %b, %c : memref<16xf32> to memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.copy %c, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}
"""
CHECK_OPT = """
import sys
from memplan.cli.opt import main
code = main(sys.argv[1:])
print(code, ' '.join(m for m in {names!r} if m in sys.modules))
"""


@pytest.mark.slow  # a process
def test_merge_alloc_of_a_static_program_imports_no_more_than_it_uses(tmp_path):
    (tmp_path / "in.mlir").write_text(STATIC_PROGRAM)
    done = subprocess.run([sys.executable, "-c", CHECK_OPT.format(names=NOT_ON_A_STATIC_MERGE_ALLOC), "-p",
                           "merge-alloc", "in.mlir", "-o", "out.mlir"],
                          capture_output=True, text=True, cwd=tmp_path, env={"MEMPLAN_PROGRESS": "0", "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0"]  # and nothing of the list loaded
    assert (tmp_path / "out.mlir").read_text().count("memref.alloc()") == 1  # the three merged into one arena
