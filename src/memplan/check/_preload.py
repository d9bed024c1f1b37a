"""Imported once by the fork server of :mod:`memplan.check.isolated`, before it forks children.

Whatever is loaded here, every child starts with: the modules a run needs (numpy's random
generators, the LLVM dialect's Python classes that walking lowered IR creates) and the MLIR
runner libraries, which each ExecutionEngine would otherwise open again. Nothing here starts
a thread, so forking stays safe.
"""

import ctypes

import numpy.ctypeslib  # noqa: F401  (mlir.runtime's descriptors)
import numpy.random  # noqa: F401
from mlir.dialects import builtin, llvm  # noqa: F401

from memplan.check import execution
from memplan.diagnostics import MemplanError

try:
    for _path in execution.runner_libraries():
        ctypes.CDLL(_path)
except (MemplanError, OSError):
    pass  # each run reports it, naming the package to install
