"""The report's data model: what was merged, what was left and why, and how good the plan is.

A :class:`Report` is built from merge-alloc's :class:`ScopeReport` records (or
from plain core plans) and is the single source for the terminal table, the
JSON file and the picture, so the three never disagree.

JSON schema (``schema_version`` 2; keys are only ever added, never renamed)::

    {
      "schema_version": 2,
      "input": str, "pipeline": str, "seconds": float,   # whole pipeline, wall clock
      "passes": [{"name": str, "seconds": float}],        # each pipeline element, in order
      "totals": {"scopes", "buffers_merged", "buffers_left", "bytes_before",
                 "bytes_left", "lower_bound", "arena"},
      "scopes": [{
        "function": str, "scope": str, "memory_space": str | null,
        "buffers_merged": int, "buffers_left": int,
        "bytes_before": int,        # sum of the merged allocations' sizes
        "bytes_left": int,          # sum of the known sizes of buffers left alone
        "lower_bound": int,         # most bytes live at one tick (max-load)
        "arena": int,               # bytes of the arena that replaces them
        "ratio": float | null,      # arena / lower_bound; null if nothing merged
        "optimal": bool,            # proven: by the planner, or arena == max(lower bound, largest buffer)
        "planner": str, "seconds": float,   # planning time for this scope (0: not timed)
        "merged": [{"name", "size", "start", "end", "offset", "alignment", "producer",
                    "location", "names", "op"}],
        "left_alone": [{"name", "reason", "location", "size", "names", "op", "producer"}],
        # a memory space with a capacity (merge-alloc{capacity=...}; else null): its bytes, and
        # when the buffers did not fit, the kept weight, the bound the spill planner proved on
        # it, and each buffer moved out (weight: what keeping it was worth; why: where it did not fit)
        "capacity": null | {"bytes": int, "kept_weight": int | null, "bound": int | null,
                            "optimal": bool | null,
                            "moved": [{"name", "size", "weight", "weight_per_byte", "why", "to_space"}]},
        # scopes with buffers of dynamic size (else null); the numbers above are then those
        # of the plan at "drawn_at" (every dynamic dimension and index argument that size)
        "dynamic": null | {
          "mode": "symbolic" | "upper-bound",
          "symbols": [{"name", "kind", "bound", "minimum"}],  # kind: dim, argument, value, function
          "arena": str,                 # formula over the symbols (upper-bound: its fixed bytes)
          "buffers": [{"name", "size": str, "offset": str}],   # formulas (of the first layout)
          "layouts": int,               # layouts weighed at run time, the smallest arena used
          "drawn_at": int | null,
          "at": [{"size": int, "arena": int | null, "max_live": int}]  # arena null: above a bound
        }
      }],
      "models": {op name: str},   # origin of each op's bufferization model: "builtin:<module>",
                                  # "plugin:<package> (<target>)" or "user"
      "plugins": [{"group", "name", "package", "target"}]   # plugins loaded during the run
    }

Each buffer is named as the input names it: ``name`` is the SSA name the input gave it
(``%a``; the printed name, e.g. ``%alloc_3``, when the input text is not known), ``location``
the ``file:line:col`` of the op that made it (null when its location has none), ``names``
the names its location gives (``loc("conv1"(...))``, torch-mlir's), ``op`` that op, and
``producer`` the op that first writes it. Version 2 added ``names``, ``op``, the merged
buffers' ``location`` and ``dynamic``; a left-alone buffer's ``location`` was MLIR's ``loc(...)`` text in version 1.
``models`` and ``plugins`` were added later in version 2, ``capacity`` and ``layouts`` later still (keys are only added).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field

from memplan import plugins
from memplan.core.bounds import arena_floor
from memplan.core.plan import Plan
from memplan.diagnostics import source_position
from memplan.merge_alloc.records import BufferOrigin, DynamicScope, LeftAlone, ScopeReport

SCHEMA_VERSION = 2


@dataclass(frozen=True)
class MergedBuffer:
    """One buffer placed in an arena: where, how big, and when it is live (ticks, half-open)."""

    name: str
    size: int
    start: int
    end: int
    offset: int
    alignment: int
    producer: str | None
    location: str | None = None  # file:line:col of the op that made it
    names: tuple[str, ...] = ()  # names its location gives
    op: str | None = None  # the op that made it


@dataclass(frozen=True)
class LeftBuffer:
    name: str
    reason: str
    location: str | None  # file:line:col of the op that made it
    size: int | None
    names: tuple[str, ...] = ()
    op: str | None = None
    producer: str | None = None


@dataclass(frozen=True)
class SizePoint:
    """A dynamic scope at one size (every dynamic dimension and index argument takes it)."""

    size: int
    arena: int | None  # bytes the program allocates; None: above a bound, the program traps
    max_live: int  # the most bytes live at once there (the lower bound)


@dataclass
class DynamicSummary:
    """How a scope of dynamic sizes was planned, as formulas, and its numbers at a few sizes."""

    mode: str
    symbols: list[dict]
    arena: str
    buffers: list[dict]
    drawn_at: int | None = None
    at: list[SizePoint] = field(default_factory=list)
    layouts: int = 1  # relations weighed at run time; the offsets shown are the first's


@dataclass
class CapacitySummary:
    """A memory space with a capacity: its bytes, and what the spill planner kept and moved."""

    bytes: int
    kept_weight: int | None = None
    bound: int | None = None
    optimal: bool | None = None
    moved: list[dict] = field(default_factory=list)


@dataclass
class ScopeSummary:
    """The numbers for one (function, scope, memory space), as the plan gives them."""

    function: str
    scope: str
    memory_space: str | None
    buffers_merged: int
    buffers_left: int
    bytes_before: int
    bytes_left: int
    lower_bound: int
    arena: int
    ratio: float | None
    optimal: bool
    planner: str
    seconds: float
    merged: list[MergedBuffer] = field(default_factory=list)
    left_alone: list[LeftBuffer] = field(default_factory=list)
    dynamic: DynamicSummary | None = None
    capacity: CapacitySummary | None = None


@dataclass
class Report:
    input: str
    pipeline: str
    seconds: float
    scopes: list[ScopeSummary]
    passes: list[tuple[str, float]] = field(default_factory=list)  # (pass name, seconds)
    models: dict[str, str] = field(default_factory=dict)  # op name -> origin of the model that bufferized it
    plugins: list[dict[str, str]] = field(default_factory=list)  # {"group", "name", "package", "target"}

    def totals(self) -> dict[str, int]:
        s = self.scopes
        return {
            "scopes": len(s),
            "buffers_merged": sum(x.buffers_merged for x in s),
            "buffers_left": sum(x.buffers_left for x in s),
            "bytes_before": sum(x.bytes_before for x in s),
            "bytes_left": sum(x.bytes_left for x in s),
            "lower_bound": sum(x.lower_bound for x in s),
            "arena": sum(x.arena for x in s),
        }

    def to_dict(self) -> dict:
        return {
            "schema_version": SCHEMA_VERSION,
            "input": self.input,
            "pipeline": self.pipeline,
            "seconds": round(self.seconds, 6),
            "passes": [{"name": n, "seconds": round(t, 6)} for n, t in self.passes],
            "totals": self.totals(),
            "scopes": [asdict(s) for s in self.scopes],
            "models": dict(sorted(self.models.items())),
            "plugins": self.plugins,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2) + "\n"


def summarize_plan(
    plan: Plan | None,
    *,
    function: str = "",
    scope: str = "",
    memory_space: str | None = None,
    left_alone: Sequence[LeftAlone] = (),
    producers: dict[int, str] | None = None,
    origins: dict[int, BufferOrigin] | None = None,
) -> ScopeSummary:
    """Summarize one plan. The numbers are the plan's own (arena_size, lower_bound)."""
    producers, origins = producers or {}, origins or {}
    left = [_left_buffer(b) for b in left_alone]
    bytes_left = sum(b.size or 0 for b in left_alone)
    if plan is None or not plan.buffers:
        return ScopeSummary(function, scope, memory_space, 0, len(left), 0, bytes_left, 0, 0, None,
                            False, plan.planner if plan else "", plan.seconds if plan else 0.0, [], left)
    arena, lb = plan.arena_size, plan.lower_bound
    merged = [
        MergedBuffer(b.label or f"#{b.id}", b.size, b.start, b.end, plan.offsets[b.id], b.alignment,
                     producers.get(b.id), *_origin_fields(origins.get(b.id)))
        for b in sorted(plan.buffers, key=lambda b: (b.start, b.id))
    ]
    return ScopeSummary(
        function=function,
        scope=scope,
        memory_space=memory_space,
        buffers_merged=len(plan.buffers),
        buffers_left=len(left),
        bytes_before=sum(b.size for b in plan.buffers),
        bytes_left=bytes_left,
        lower_bound=lb,
        arena=arena,
        ratio=round(plan.ratio, 6),
        optimal=bool(plan.optimal or arena <= arena_floor(plan.buffers)),
        planner=plan.planner,
        seconds=plan.seconds,
        merged=merged,
        left_alone=left,
    )


def _origin_fields(origin: BufferOrigin | None) -> tuple[str | None, tuple[str, ...], str | None]:
    return (origin.where, origin.names, origin.op) if origin else (None, (), None)


def _left_buffer(b: LeftAlone) -> LeftBuffer:
    where, names, op = _origin_fields(b.origin)
    return LeftBuffer(b.name, b.reason, where or source_position(b.location), b.size, names, op, b.producer or None)


def summarize_scope(record: ScopeReport, sizes: Sequence[int] = (), draw_at: int | None = None) -> ScopeSummary:
    """One scope's summary; a dynamic scope's numbers are those at ``draw_at`` (default: the
    plan at its representative sizes), with its formulas and its numbers at ``sizes``."""
    plan = record.plan
    dynamic = record.dynamic
    if dynamic is not None and draw_at is not None:
        plan = plan_at_size(dynamic, draw_at) or plan
    summary = summarize_plan(
        plan,
        function=record.function,
        scope=record.scope,
        memory_space=record.memory_space,
        left_alone=record.left_alone,
        producers=record.producers,
        origins=record.origins,
    )
    if dynamic is not None:
        summary.dynamic = summarize_dynamic(dynamic, sizes, draw_at)
    if record.capacity is not None:
        summary.capacity = summarize_capacity(record)
    return summary


def summarize_capacity(record: ScopeReport) -> CapacitySummary:
    spill = record.spill
    moved = [{"name": m.name, "size": m.size, "weight": m.weight, "weight_per_byte": round(m.weight_per_byte, 6),
              "why": m.why, "to_space": m.to_space} for m in record.moved]
    if spill is None:
        return CapacitySummary(record.capacity)
    return CapacitySummary(record.capacity, spill.kept_weight, spill.bound, spill.optimal, moved)


def size_values(dynamic: DynamicScope, size: int) -> dict[str, int]:
    """Every base symbol (dimension, index argument) at ``size``."""
    return {name: size for name in dynamic.base_symbols}


def plan_at_size(dynamic: DynamicScope, size: int) -> Plan | None:
    """The plan the program uses at ``size`` (None: the sizes are invalid there, or above a
    bound, where the program traps)."""
    values = size_values(dynamic, size)
    if dynamic.traps_at(values):
        return None
    try:
        return dynamic.at(values)
    except ValueError:  # a negative size (PlanError): the program's own allocs would fail
        return None


def summarize_dynamic(dynamic: DynamicScope, sizes: Sequence[int], draw_at: int | None) -> DynamicSummary:
    plan = dynamic.plan
    if dynamic.bounded_plan is not None:
        arena = str(dynamic.bounded_plan.arena_size)
        offsets = {b.id: str(dynamic.bounded_plan.offsets[b.id]) for b in plan.buffers}
    else:
        arena = plan.arena_formula()
        offsets = {b.id: plan.offset_formula(b.id) for b in plan.buffers}
    points = []
    for size in sizes:
        values = size_values(dynamic, size)
        try:
            live = dynamic.max_live(values)
        except ValueError:
            continue
        points.append(SizePoint(size, None if dynamic.traps_at(values) else dynamic.arena(values), live))
    return DynamicSummary(
        mode=dynamic.mode,
        symbols=[{"name": s.name, "kind": s.kind, "bound": s.bound, "minimum": s.minimum} for s in dynamic.symbols],
        arena=arena,
        buffers=[{"name": b.label or f"#{b.id}", "size": str(b.size), "offset": offsets[b.id]}
                 for b in sorted(plan.buffers, key=lambda b: (b.start, b.id))],
        drawn_at=draw_at,
        at=points,
        layouts=1 if dynamic.bounded_plan is not None else len(plan.relations),
    )


def build_report(records: Iterable[ScopeReport], *, input: str = "", pipeline: str = "",
                 seconds: float = 0.0, passes: Sequence[tuple[str, float]] = (),
                 sizes: Sequence[int] = (), draw_at: int | None = None,
                 models: dict[str, str] | None = None) -> Report:
    """A :class:`Report` from merge-alloc's records, in the order the pass emitted them.

    Scopes with dynamic sizes are shown at ``draw_at`` and stated at each of ``sizes``.
    ``models``: the origin of each op's bufferization model; the plugins loaded in this
    process are listed too."""
    loaded = [{"group": p.group, "name": p.name, "package": p.package, "target": p.target}
              for p in plugins.loaded()]
    return Report(input, pipeline, seconds, [summarize_scope(r, sizes, draw_at) for r in records], list(passes),
                  dict(models or {}), loaded)
