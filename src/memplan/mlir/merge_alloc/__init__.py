"""merge-alloc: merge a function's allocations into one arena per scope and memory space.

Stages (see :mod:`.stages`): a trace collector (default :class:`memplan.mlir.lifetimes.TickTraceCollector`),
a planner (:mod:`memplan.core.planners`), a mutator (default :class:`.rewrite.ViewMutator`).
:func:`memplan.mlir.merge_alloc.api.merge_alloc` runs them; :mod:`.pass_` is the pass. The package
itself imports nothing: the default collector (:mod:`memplan.mlir.lifetimes`) uses its plain
records, and :mod:`.api` uses the collector, so a re-export here would make an import cycle.
"""

