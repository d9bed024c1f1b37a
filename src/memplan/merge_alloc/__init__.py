"""merge-alloc: merge a function's allocations into one arena per scope and memory space.

Stages (see :mod:`.stages`): a trace collector (default :class:`memplan.merge_alloc.lifetimes.TickTraceCollector`),
a planner (:mod:`memplan.core.planners`), a mutator (default :class:`.rewrite.ViewMutator`).
:func:`memplan.merge_alloc.api.merge_alloc` runs them; :mod:`.pass_` is the pass. The package
itself imports nothing: bufferize's placement choice uses the collector alone, without the
planner and rewrite that :mod:`.api` brings.
"""

