"""merge-alloc: merge a function's allocations into one arena per scope and memory space.

Stages (see :mod:`.stages`): a trace collector (default :class:`memplan.mlir.lifetimes.TickTraceCollector`),
a planner (:mod:`memplan.core.planners`), a mutator (default :class:`.rewrite.ViewMutator`).
:func:`merge_alloc` in :mod:`.api` runs them; :mod:`.pass_` registers the pass.
"""

from __future__ import annotations


def __getattr__(name: str):
    # Lazy, so that importing .records (plain data) does not load the MLIR bindings.
    if name in ("merge_alloc", "MergeAllocOptions", "MergeAllocResult"):
        from memplan.mlir.merge_alloc import api
        return getattr(api, name)
    raise AttributeError(name)
