"""Planning into a memory of fixed capacity, spilling what does not fit (issue 24).

:func:`plan_spill` keeps the buffers worth the most in ``[0, C)`` and proves an upper bound on
the best that can be kept; see :mod:`memplan.core.spill.search` for the search,
:mod:`memplan.core.spill.bound` for the bounds and their proofs.
"""

from memplan.core.spill.problem import (Overload, SpillPlan, SpillProblem, busiest_tick, spill_note, summary_line,
                                         why_spilled)
from memplan.core.spill.search import SpillOptions, plan_spill

__all__ = ["Overload", "SpillOptions", "SpillPlan", "SpillProblem", "busiest_tick", "plan_spill", "spill_note", "summary_line",
           "why_spilled"]
