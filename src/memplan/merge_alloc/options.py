"""The options of merge-alloc: one dataclass, read by :mod:`memplan.options` from pipelines."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from memplan import values
from memplan.diagnostics import MemplanError
from memplan.mlir.layout import MAX_ALIGNMENT
from memplan.options import option, parse_options

DEFAULT_PLANNER = "auto"


@dataclass(frozen=True)
class MergeAllocOptions:
    """``merge-alloc{planner=best-fit alignment=64 analysis-only arena-from-argument time-limit=S
    dynamic=symbolic|upper-bound|off bounds=N|NAME=N,... capacity=SPACE:BYTES,... spill-to=N
    spill-weight=accesses|size spill-tolerance=PERCENT spill-prefetch}``."""

    planner: str = option(DEFAULT_PLANNER, "planner that places the buffers (memplan plan --help lists them)")
    alignment: int = option(64, "bytes each buffer is aligned to, a power of two up to 2^62; a larger "
                                "alignment of an alloc or its element type wins")
    analysis_only: bool = option(False, "annotate allocs with scope, lifetime and offset; change nothing else")
    arena_from_argument: bool = option(False, "the function-level arena becomes a new leading argument")
    time_limit: float | None = option(None, "seconds for search planners")
    dynamic: str = option("", "scopes with buffers of dynamic size: symbolic (offsets computed at run time), "
                              "upper-bound (static at the bounds, trapping above them) or off (left alone); "
                              "default: upper-bound when bounds are given, else symbolic",
                          choices=("symbolic", "upper-bound", "off"))
    bounds: str | None = option(None, "upper bounds of dynamic sizes: N for every symbol, or NAME=N,...")
    capacity: str | None = option(None, "bytes a memory space holds: SPACE:BYTES,... (e.g. 1:65536); a scope "
                                        "whose arena would not fit fails, or spills with spill-to")
    spill_to: int | None = option(None, "memory space the buffers that do not fit a capacity move to (0: the "
                                        "default space)")
    spill_weight: str = option("accesses", "what keeping a buffer within a capacity is worth: the bytes accessed "
                                           "through it, or its size (then the fewest bytes move)",
                               choices=("accesses", "size"))
    spill_tolerance: int = option(5, "percent more bytes than the fewest any plan moves that spill-weight=accesses "
                                     "may move to keep more accessed bytes")
    spill_prefetch: bool = option(False, "a buffer moved out of a capacity is copied back into it for the loop "
                                         "where it is used most, when that pays by the same estimate")

    def __post_init__(self) -> None:
        a = self.alignment
        if isinstance(a, bool) or not isinstance(a, int) or a < 1 or a & (a - 1):
            raise MemplanError(f"merge-alloc: alignment={a} must be a power of two")
        if a > MAX_ALIGNMENT:
            raise MemplanError(f"merge-alloc: alignment={a} is too large: an alignment attribute holds "
                               f"at most 2^62 = {MAX_ALIGNMENT}")
        t = self.time_limit
        if t is not None and (isinstance(t, bool) or not isinstance(t, (int, float))
                              or not 0 < t <= values.MAX_SECONDS):
            raise MemplanError(f"merge-alloc: time-limit={t} must be a finite, positive number of seconds "
                               f"(at most {values.MAX_SECONDS:g})")
        resolve_planner(self.planner)  # unknown names fail before any IR is touched
        self._check_dynamic()
        if self.spill_tolerance < 0:
            raise MemplanError(f"merge-alloc: spill-tolerance={self.spill_tolerance} must be a percent, 0 or more")
        capacities = self.capacities  # a malformed capacity fails here too
        if self.spill_to is not None and (self.spill_to < 0 or self.spill_to in capacities):
            raise MemplanError(f"merge-alloc: spill-to={self.spill_to} must be a memory space without a capacity")

    @property
    def capacities(self) -> dict[int, int]:
        """The ``capacity`` option by memory space number (0: the default space)."""
        return parse_capacities(self.capacity)

    def _check_dynamic(self) -> None:
        if not self.dynamic and self.bounds is None:
            return
        from memplan.merge_alloc.dynamic import MODES, parse_bounds

        if self.dynamic and self.dynamic not in MODES:
            raise MemplanError(f"merge-alloc: dynamic={self.dynamic!r} must be one of {', '.join(MODES)}")
        if self.bounds is not None:
            parse_bounds(self.bounds)

    @classmethod
    def parse(cls, options: Mapping[str, str]) -> MergeAllocOptions:
        """From pipeline option texts (``{"planner": "chunk", "analysis-only": ""}``)."""
        return parse_options(cls, "merge-alloc", options)


def parse_capacities(text: str | None) -> dict[int, int]:
    """``"1:4096,3:65536"`` -> ``{1: 4096, 3: 65536}`` (memory space: bytes); errors name the bad entry."""
    if not text:
        return {}
    capacities: dict[int, int] = {}
    for entry in text.split(","):
        space, _, size = entry.strip().partition(":")
        if not (space.strip().isdigit() and size.strip().isdigit()):
            raise MemplanError(f"merge-alloc: capacity entry {entry.strip()!r} must be SPACE:BYTES "
                               f"(a memory space number and a byte count, e.g. 1:65536)")
        if int(space) in capacities:
            raise MemplanError(f"merge-alloc: capacity of memory space {int(space)} is given twice")
        capacities[int(space)] = int(size)
    return capacities


def resolve_planner(name: str):
    """``(name, planner)`` for a registered planner name, or a clear error listing the known ones."""
    from memplan.core.planners.base import get_planner, planner_names

    try:
        return name, get_planner(name)
    except KeyError:
        raise MemplanError(f"merge-alloc: unknown planner '{name}' (known: {', '.join(planner_names())})") from None
