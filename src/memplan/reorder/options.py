"""The options of reorder: one dataclass, read by :mod:`memplan.options` from pipelines."""

from __future__ import annotations

from dataclasses import dataclass

from memplan.core.ordering import DEFAULT_MAX_STATES
from memplan.diagnostics import MemplanError
from memplan.options import option

DEFAULT_DYNAMIC_SIZE = 128


@dataclass(frozen=True)
class ReorderOptions:
    """``reorder{max-states=N dynamic-size=N analysis-only}``."""

    max_states: int = option(DEFAULT_MAX_STATES, "states the exact search may explore per block; beyond them the "
                                                 "heuristic's order stands, not proven optimal")
    dynamic_size: int = option(DEFAULT_DYNAMIC_SIZE, "weigh tensors of dynamic shape with each dynamic dimension "
                                                     "at this size")
    analysis_only: bool = option(False, "compute the peaks and annotate the functions (memplan.peak); move nothing")

    def __post_init__(self) -> None:
        for name, value, low in (("max-states", self.max_states, 0), ("dynamic-size", self.dynamic_size, 1)):
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise MemplanError(f"reorder: {name}={value} must be an integer of at least {low}")
