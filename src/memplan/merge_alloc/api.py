"""``merge_alloc``: the Python API behind the ``merge-alloc`` pass.

Per function: collect traces, plan each (scope, memory space), check the plan,
rewrite. Each stage can be replaced by a caller's callable (see :mod:`stages`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from mlir import ir

from memplan import progress
from memplan.core.plan import Plan
from memplan.core.planners.base import Planner, PlannerOptions, call_planner
from memplan.diagnostics import MemplanError, Remark
from memplan.merge_alloc.capacity import (WEIGHTS, CapacityOutcome, SpaceShare, WeightHook, access_weight,
                                          capacity_shares, fit_or_spill, move_to_space, moved_buffers, room_in,
                                          space_number, spill_remarks)
from memplan.merge_alloc.lifetimes import TickTraceCollector
from memplan.merge_alloc.options import DEFAULT_PLANNER, MergeAllocOptions, resolve_planner
from memplan.merge_alloc.planning import planning_alignment, planning_buffers
from memplan.merge_alloc.records import LeftAlone, MovedBuffer, ScopeReport
from memplan.merge_alloc.rewrite import ViewMutator, function_is_called
from memplan.merge_alloc.stages import Mutator, TraceCollector
from memplan.merge_alloc.trace import ScopeTrace
from memplan.mlir.layout import MAX_BYTES, is_identity_layout
from memplan.mlir.pass_base import functions_in


@dataclass
class MergeAllocResult:
    reports: list[ScopeReport] = field(default_factory=list)
    remarks: list[Remark] = field(default_factory=list)


def merge_alloc(
    module: ir.Module | ir.Operation,
    options: MergeAllocOptions | dict[str, str] | None = None,
    *,
    collector: TraceCollector | None = None,
    planner: Planner | None = None,
    mutator: Mutator | None = None,
    functions: list[ir.Operation] | None = None,
    weight: WeightHook | None = None,
) -> MergeAllocResult:
    """Merge the allocations of every function in ``module`` into arenas, in place.

    ``collector``, ``planner`` and ``mutator`` replace the default stages;
    ``planner`` overrides ``options.planner``. ``functions`` limits the work to
    these functions of ``module`` (default: every function in it, or ``module``
    itself when it is a ``func.func``). ``weight``: what keeping a buffer in a
    memory space with a capacity is worth (default: as ``options.spill_weight`` says,
    :func:`capacity.access_weight` or the size).
    Every plan is checked before the IR changes; an invalid plan raises
    :class:`MemplanError`.
    """
    if not isinstance(options, MergeAllocOptions):
        options = MergeAllocOptions.parse(dict(options or {}))
    planner_name, default_planner = resolve_planner(options.planner)
    if planner is not None:
        planner_name = getattr(planner, "__name__", type(planner).__name__)
    planner = planner or default_planner
    collector = collector or TickTraceCollector()
    op = module.operation
    result = MergeAllocResult()
    with op.context, ir.Location.unknown():
        for func_op in (functions_in(op) if functions is None else functions):
            traces = collector(func_op)
            shares = capacity_shares(traces, options.capacities)
            if options.spill_prefetch and shares and options.spill_to is not None and not options.analysis_only:
                traces = _split_lifetimes(func_op, traces, collector, shares, options, planner_name, planner,
                                          weight or WEIGHTS[options.spill_weight], _spill_tolerance(options, weight),
                                          result.remarks)
                shares = capacity_shares(traces, options.capacities)  # of the traces collected anew
            function_mutator = mutator or _default_mutator(func_op, options, result.remarks)
            own_mutator = mutator is None
            # The function-level arena is planned last: in arena-from-argument
            # mode rewriting it rebuilds the function op. With capacities, the forall
            # scopes come before the function scopes: they take their share first.
            traces.sort(key=lambda t: (t.is_function_scope and t.memory_space is None,
                                       t.is_function_scope and bool(shares)))
            for trace in traces:
                report = None
                if own_mutator and is_an_arena_already(trace, options.alignment, function_mutator):
                    trace.keep_apart([*trace.buffers, *trace.dynamic_buffers], ALREADY_AN_ARENA)
                    trace.buffers, trace.dynamic_buffers = [], []
                _keep_apart_what_only_the_default_places(trace, own_mutator,
                                                         space_number(trace.memory_space) in shares)
                if trace.dynamic_buffers:  # sizes known at run time (memplan.merge_alloc.dynamic)
                    from memplan.merge_alloc.dynamic import plan_dynamic_scope

                    report = plan_dynamic_scope(trace, options, planner_name, planner, own_mutator, result.remarks)
                if report is None:
                    share = shares.get(space_number(trace.memory_space))
                    report = _plan_scope(trace, options, planner_name, planner, function_mutator, result.remarks,
                                         weight or WEIGHTS[options.spill_weight], _spill_tolerance(options, weight),
                                         share)
                result.reports.append(report)
            _check_shares(shares, traces, result.reports[-len(traces):] if traces else [])
        _verify(op)
    result.reports.sort(key=lambda r: (r.function, r.scope != "func.func"))
    return result


ALREADY_AN_ARENA = "the only buffer of its scope, and already an arena: nothing to merge it with"


def is_an_arena_already(trace: ScopeTrace, alignment: int, mutator: ViewMutator) -> bool:
    """Would merging the scope only wrap its one buffer into an arena like itself? That buffer
    is then left as it is: merge-alloc run on its own output changes nothing.

    The default rewrite of a scope of one buffer allocates a 1-D ``i8`` arena of that
    buffer's size at the planning alignment and views the buffer at offset 0; a buffer that
    already is such an arena (a previous run's) would gain only two ops, each run again.
    An arena that becomes the function's argument (arena-from-argument) is a change: not skipped.
    """
    lone = [*trace.buffers, *trace.dynamic_buffers]
    if len(lone) != 1 or mutator.takes_argument(trace) or lone[0].alternates is not None or lone[0].joined:
        return False
    b = lone[0]
    t = b.type
    return (t.rank == 1 and is_identity_layout(t) and isinstance(t.element_type, ir.IntegerType)
            and ir.IntegerType(t.element_type).width == 8 and b.alignment >= planning_alignment(b, alignment))


def _keep_apart_what_only_the_default_places(trace: ScopeTrace, own_mutator: bool, capacity: bool) -> None:
    """Leave alone, each as its own allocation, the buffers that stand for more than one placement
    (merge_alloc/lifetimes.py), which only the default static rewrite places: the two alternating
    slots of a loop-yielded buffer, and the allocs of exclusive branches joined in one. Not in a
    scope with buffers of dynamic size (the dynamic rewrite views each buffer once), nor for a
    caller's mutator; joined allocs not under a capacity either (the spill planner moves allocs one
    by one)."""
    dynamic = "a scope with buffers of dynamic size"
    other = "a mutator other than the default"
    kinds = [  # (which, refused where, why, reason)
        (lambda b: b.alternates is not None, bool(trace.dynamic_buffers) or not own_mutator,
         dynamic if own_mutator else other,
         "yielded out of the scf.for that allocates it: its two alternating slots are not planned in"),
        (lambda b: bool(b.joined), bool(trace.dynamic_buffers) or not own_mutator or capacity,
         dynamic if trace.dynamic_buffers else "a memory space of limited capacity" if capacity else other,
         "passed out of one branch of an scf.if, an scf.index_switch or a cf.cond_br diamond where another passes "
         "another buffer: sharing its bytes is not planned in"),
    ]
    for which, refused, why, reason in kinds:
        found = [b for b in trace.buffers if which(b)] if refused else []
        if found:
            trace.keep_apart(found, f"{reason} {why}")
            trace.buffers = [b for b in trace.buffers if not which(b)]


def _verify(op: ir.Operation) -> None:
    """A rewrite that breaks the IR is a bug in a mutator: stop here, located, not later."""
    try:
        op.verify()
    except ir.MLIRError as e:
        diags = list(e.error_diagnostics)
        message = diags[0].message if diags else str(e)
        location = str(diags[0].location) if diags else None
        raise MemplanError(f"merge-alloc produced invalid IR: {message}", location) from None


def _default_mutator(func_op: ir.Operation, options: MergeAllocOptions, remarks: list[Remark]) -> Mutator:
    from_argument = options.arena_from_argument
    if from_argument and function_is_called(func_op):
        name = ir.StringAttr(func_op.attributes["sym_name"]).value
        remarks.append(Remark(f"@{name} is called in this module, so its arena stays an allocation "
                              f"(arena-from-argument would break the callers)", str(func_op.location)))
        from_argument = False
    return ViewMutator(arena_from_argument=from_argument)


def _check_shares(shares: dict[int, SpaceShare], traces: list[ScopeTrace], reports: list[ScopeReport]) -> None:
    """Each capacity's promise, once the function's scopes are planned (SpaceShare.check)."""
    for space, share in shares.items():
        arena, left_alone = 0, 0
        for trace, report in zip(traces, reports, strict=True):
            if trace.is_function_scope and space_number(trace.memory_space) == space:
                arena = report.plan.arena_size if report.plan is not None else 0
                left_alone = sum(la.size or 0 for la in report.left_alone)
        share.check(arena, left_alone)


def _spill_tolerance(options: MergeAllocOptions, hook: WeightHook | None) -> float | None:
    """How many more bytes than the fewest a spill may move for its weight (a fraction); None
    when the weight is the size (the plan then moves the fewest already)."""
    if hook is None and options.spill_weight == "size":
        return None
    return options.spill_tolerance / 100


def _within_capacity(trace: ScopeTrace, capacity: int, options: MergeAllocOptions, planner_name: str,
                     planner: Planner, weight: WeightHook, tolerance: float | None) -> CapacityOutcome:
    """The scope planned as usual, then fitted to ``capacity`` (capacity.fit_or_spill); the IR is not touched."""
    buffers = planning_buffers(trace, options.alignment)
    plan = call_planner(planner_name, planner, buffers,
                        PlannerOptions(time_limit=options.time_limit, progress=progress.current().fraction,
                                       search_small_scopes=False, capacity=room_in(trace, capacity)))
    plan.planner = plan.planner or planner_name
    return fit_or_spill(trace, buffers, plan, capacity, options.spill_to, weight, options.time_limit, tolerance)


def _split_lifetimes(func_op: ir.Operation, traces: list[ScopeTrace], collector: TraceCollector,
                     shares: dict[int, SpaceShare], options: MergeAllocOptions, planner_name: str, planner: Planner,
                     weight: WeightHook, tolerance: float | None,
                     remarks: list[Remark]) -> list[ScopeTrace]:
    """spill-prefetch: the function's traces once the prefetches that pay are in its IR (prefetch.py)."""
    from memplan.merge_alloc.prefetch import split_lifetimes  # (spill-prefetch only)

    def moved(trace: ScopeTrace) -> list:
        share = shares.get(space_number(trace.memory_space))
        if share is None or not trace.is_function_scope or not trace.buffers:
            return []
        return _within_capacity(trace, share.capacity_of(trace), options, planner_name, planner, weight,
                                tolerance).moved

    made = split_lifetimes(func_op, traces, collector, moved)
    remarks.extend(Remark(p.describe(), str(p.loop.location)) for p in made)
    return collector(func_op)  # anew: prefetches made, and some perhaps undone


def _plan_scope(trace: ScopeTrace, options: MergeAllocOptions, planner_name: str,
                planner: Planner, mutator: Mutator, remarks: list[Remark],
                weight: WeightHook = access_weight, tolerance: float | None = None,
                share: SpaceShare | None = None) -> ScopeReport:
    plan = None
    capacity = share.capacity_of(trace) if share is not None else None
    if capacity is not None:
        room_in(trace, capacity)  # the buffers left alone fit, whether anything is planned or not
    outcome = None
    moved_records: list[MovedBuffer] = []
    if trace.buffers and capacity is not None:
        outcome = _within_capacity(trace, capacity, options, planner_name, planner, weight, tolerance)
        plan = outcome.plan
        moved = {b.id for b in outcome.moved}
        trace.buffers = [b for b in trace.buffers if b.id not in moved]
        moved_records = moved_buffers(outcome, options.spill_to) if options.spill_to is not None else []
        remarks.extend(Remark(line, str(trace.scope_op.location))
                       for line in spill_remarks(trace, outcome, moved_records, capacity))
    elif trace.buffers:
        buffers = planning_buffers(trace, options.alignment)
        apart = sum(b.size for b in buffers)
        started = time.perf_counter()
        plan = call_planner(planner_name, planner, buffers,
                            PlannerOptions(time_limit=options.time_limit, progress=progress.current().fraction,
                                           search_small_scopes=False))
        plan.seconds = plan.seconds or time.perf_counter() - started
        plan.planner = plan.planner or planner_name
        if plan.arena_size > apart:  # never make memory worse (alignment padding can)
            n = f"{len(buffers)} buffer{'s' if len(buffers) != 1 else ''}"
            _keep_apart(trace, f"kept apart: an arena would take {plan.arena_size} bytes (alignment "
                               f"{max(b.alignment for b in buffers)}, planner {plan.planner}), more than the "
                               f"{apart} bytes the {n} of this scope take as separate allocations")
            plan = None
        elif plan.arena_size > MAX_BYTES:
            where = f"@{trace.function}" + ("" if trace.is_function_scope else f" ({trace.scope})")
            raise MemplanError(f"merge-alloc: the arena of {where} would take "
                               f"{plan.arena_size} bytes, more than a memref can address (2^63 - 1 = "
                               f"{MAX_BYTES} bytes)", str(trace.scope_op.location))
    if share is not None:
        share.record(trace, plan.arena_size if plan is not None else 0)
    remarks.extend(_remarks(trace, plan))  # before rewriting: the mutator may replace the function op
    if options.analysis_only:
        annotate(trace, plan)
        for b in outcome.moved if outcome else ():
            b.alloc.attributes["memplan.spill_to"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                                        options.spill_to)
    else:
        for b in outcome.moved if outcome else ():
            move_to_space(b, options.spill_to)
        if plan is not None:
            mutator(trace, plan)
    return ScopeReport(
        function=trace.function,
        scope=trace.scope,
        memory_space=trace.memory_space_name,
        plan=plan,
        left_alone=[la.detached() for la in trace.left_alone],
        tick_ops=dict(trace.tick_ops),
        producers={b.id: b.producer for b in trace.buffers if b.producer},
        origins={b.id: b.origin for b in trace.buffers if b.origin},
        capacity=capacity,
        room=outcome.room if outcome else None,
        spill=outcome.spill if outcome else None,
        moved=moved_records,
    )


def _keep_apart(trace: ScopeTrace, reason: str) -> None:
    """Leave every buffer of the scope as its own allocation, each with ``reason``."""
    trace.keep_apart(trace.buffers, reason)
    trace.buffers = []


def annotate(trace: ScopeTrace, plan: Plan | None) -> None:
    """analysis-only: put each alloc's scope, [first, last] lifetime and offset on it as attributes,
    and on the scope's op (function or forall) its arena: ``memplan.arenas = [{size, lower_bound,
    memory_space?}]``, one entry per memory space planned."""
    scope = ir.StringAttr.get(trace.scope)
    i64 = ir.IntegerType.get_signless(64)
    if plan is not None:
        entry = {"size": ir.IntegerAttr.get(i64, plan.arena_size),
                 "lower_bound": ir.IntegerAttr.get(i64, plan.lower_bound)}
        if trace.memory_space is not None:
            entry["memory_space"] = trace.memory_space
        attrs = trace.scope_op.attributes
        earlier = list(ir.ArrayAttr(attrs["memplan.arenas"])) if "memplan.arenas" in attrs else []
        attrs["memplan.arenas"] = ir.ArrayAttr.get([*earlier, ir.DictAttr.get(entry)])
    for b in trace.buffers:
        for j in b.joined:  # allocs of exclusive branches: the bytes and lifetime they share
            j.alloc.attributes["memplan.scope"] = scope
            j.alloc.attributes["memplan.lifetime"] = ir.DenseI64ArrayAttr.get([b.first, b.last])
            if plan is not None:
                j.alloc.attributes["memplan.offset"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                                          plan.offsets[b.id])
        attrs = b.alloc.attributes
        attrs["memplan.scope"] = scope
        attrs["memplan.lifetime"] = ir.DenseI64ArrayAttr.get([b.first, b.last])
        if plan is not None:
            attrs["memplan.offset"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), plan.offsets[b.id])
            if b.alternates is not None:  # even iterations take the first slot, odd ones the second
                at = plan.offsets[b.id]
                slot = next(p.size for p in plan.buffers if p.id == b.id) // 2
                attrs["memplan.slot_offsets"] = ir.DenseI64ArrayAttr.get([at, at + slot])
    trace.annotate_left_alone()


def _remarks(trace: ScopeTrace, plan: Plan | None) -> list[Remark]:
    where = trace.where
    out = trace.left_alone_remarks()
    if plan is not None:
        before = sum(b.size for b in plan.buffers)
        out.append(Remark(
            f"{where}: {len(plan.buffers)} buffer{'s' if len(plan.buffers) != 1 else ''} ({before} bytes) "
            f"{'share' if len(plan.buffers) != 1 else 'in'} an arena of "
            f"{plan.arena_size} bytes (lower bound {plan.lower_bound}, planner {plan.planner}{claimed(plan)})",
            str(trace.scope_op.location)))
    return out


def claimed(plan: Plan) -> str:
    """What a planner not memplan's own claimed and memplan did not prove, for a remark."""
    return f", which claims {plan.unverified}: not proven" if plan.unverified else ""


__all__ = ["DEFAULT_PLANNER", "MergeAllocOptions", "MergeAllocResult", "merge_alloc", "resolve_planner",
           "annotate", "planning_buffers", "functions_in", "LeftAlone"]
