"""linalg's op classes and its C extension's helpers, without ``mlir.dialects.linalg``'s Python DSL."""

from mlir._mlir_libs._mlirDialectsLinalg import *  # noqa: F401,F403
from mlir.dialects._linalg_ops_gen import *  # noqa: F401,F403
from mlir.dialects._linalg_ops_gen import _Dialect  # noqa: F401
