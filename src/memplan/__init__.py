"""memplan: a compile-time memory planner for MLIR tensor programs.

The planning core (:mod:`memplan.core`) knows nothing of MLIR; the MLIR side
(:mod:`memplan.mlir`, :mod:`memplan.bufferize`) uses it; the CLI and reports
(:mod:`memplan.cli`, :mod:`memplan.report`) sit on top.
"""

__version__ = "0.1.0"
