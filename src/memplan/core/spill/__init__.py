"""Planning into a memory of fixed capacity, spilling what does not fit (issue 24).

:func:`plan_spill` keeps the buffers worth the most in ``[0, C)`` and proves an upper bound on
the best that can be kept; see :mod:`memplan.core.spill.search` for the search,
:mod:`memplan.core.spill.bound` for the bounds and their proofs.
"""

from memplan.core.spill.problem import (Overload, SpillPlan, SpillProblem, busiest_tick, spill_note, summary_line,
                                         why_spilled)

_SEARCH = ("SpillOptions", "plan_spill")  # imported on first use: the search loads solvers, OR-Tools' glue...


def __getattr__(name: str):
    """The search's names, imported when first asked for: a command that only reads a plan or
    checks a capacity (``memplan plan``, merge-alloc without capacities) need not pay for them."""
    if name in _SEARCH:
        from memplan.core.spill import search

        return getattr(search, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Overload", "SpillOptions", "SpillPlan", "SpillProblem", "busiest_tick", "plan_spill", "spill_note", "summary_line",
           "why_spilled"]
