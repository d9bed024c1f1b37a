"""Dialect modules for the bindings to load instead of ``mlir.dialects.<name>``, where that module
costs much and memplan's commands need little of it (see :func:`use_light_dialect_modules`).

The first time the bindings make an op view of a dialect, they import the dialect's Python
module, looking in each prefix of ``dialect_search_modules`` in turn, to register its op classes.
``mlir.dialects.linalg`` also loads linalg's Python DSL of named ops, about 0.1 s of CPU: a fifth
of ``memplan-opt -p bufferize`` on a small model, for builders memplan never calls. The module
here registers the same op classes (``mlir.dialects._linalg_ops_gen``, which ``mlir.dialects.linalg``
imports too, so a later import of it registers nothing twice) without the DSL.
"""

from __future__ import annotations

PREFIX = __name__


def use_light_dialect_modules() -> None:
    """Have the bindings look here first for a dialect's module. For memplan's own commands, which
    own their process: a program that imports memplan as a library keeps the bindings' defaults."""
    from mlir._mlir_libs import _mlir

    prefixes = list(_mlir.globals.dialect_search_modules)
    if PREFIX not in prefixes:
        _mlir.globals.dialect_search_modules = [PREFIX, *prefixes]
