"""The bufferize driver: analysis first, then one rewrite per op, each checked.

Order: (1) the in-place analysis of every function, on the tensor IR;
(2) every function op is rewritten by its model, callees first (its signature becomes memrefs,
so calls know their callees' types, and a function returning a call's result knows its type);
(3) each function body is rewritten in pre-order. A model returns one memref per tensor
result; the driver checks it against the type the model predicted, replaces the result's uses
(users are rewritten later, in order) and erases the op. Region-holding ops either change
their own types in place (``scf.for``) or move their bodies into a new op; bodies are visited
after their op.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize.analysis import ID_ATTR, Analysis
from memplan.bufferize.annotate import annotate
from memplan.bufferize.call_order import callees_first
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.placement_choice import Lifetime, choose_placements
from memplan.bufferize.placements import placement_host
from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.bufferize.state import ALLOCATION_KEY, Counters, RewriteState
from memplan.bufferize.tensors import is_tensor
from memplan.core.buffer import align_up
from memplan.diagnostics import MemplanError, Remark
from memplan.mlir.parsing import constant_int, ops_named


@dataclass(frozen=True)
class BufferizeReport:
    """What the pass did, for the pipeline's reports and the benchmark."""

    allocs: int
    copies: int
    fills: int
    casts: int
    remarks: tuple[Remark, ...] = field(default=(), repr=False)
    # op name -> origin of the model that rewrote it (builtin:..., plugin:..., user)
    models: dict[str, str] = field(default_factory=dict, repr=False)


def bufferize(module: ir.Module | ir.Operation, options: BufferizeOptions | None = None,
              registry: ModelRegistry | None = None) -> BufferizeReport:
    """Bufferize every function of ``module`` (a module or its op) in place with ``registry``'s models.

    Raises :class:`MemplanError` (with the op's location) on unsupported input; the
    analysis runs before any rewrite, so most errors leave the module untouched.
    """
    options = options or BufferizeOptions()
    registry = registry if registry is not None else default_registry()
    if options.allow_unknown_ops:
        registry = registry.allowing_unknown_ops()
    module = module.operation
    with module.context, ir.Location.unknown():
        _shapes_at_their_reshapes(module)
        if options.split_empty_tensors == "auto":
            return _least_split(module, options, registry)
        return _bufferize_as_set(module, options, registry)


def _shapes_at_their_reshapes(module: ir.Operation) -> None:
    """Give each ``tensor.reshape`` whose shape is a ``tensor.from_elements`` that other ops use
    too a ``tensor.from_elements`` of its own, made right before it.

    A dynamic export computes a reshape's shape from its sizes (``[1, seq, 3, 4, 16]``) and uses
    one for the same reshape in every layer; its buffer would be live from the first layer's
    reshape to the last's, where the static export has a constant, which takes no buffer. The
    reshape reads its shape only while it runs (its result is a view of its source), so a shape
    of its own is live only then: never more bytes live at any point, and a few scalar stores."""
    for shape_op in ops_named(module, "tensor.from_elements"):
        shape = shape_op.results[0]
        users = [u.owner.operation for u in shape.uses]
        if len(users) < 2:
            continue
        for reshape in users:
            if reshape.name == "tensor.reshape" and reshape.operands[1] == shape:
                reshape.operands[1] = shape_op.clone(ir.InsertionPoint(reshape)).results[0]
        if next(iter(shape.uses), None) is None:
            shape_op.erase()


def _bufferize_as_set(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry,
                      analyzed: Analyzed | None = None) -> BufferizeReport:
    """Bufferize ``module`` with ``split-empty-tensors`` on or off. ``analyzed``: a clone of
    ``module`` already analyzed with ``options`` (the analysis ignores ``analysis-only``), which
    is consumed: the analysis is not made twice."""
    return _bufferize_measured(module, options, registry, analyzed)[0]


def _bufferize_measured(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry,
                        analyzed: Analyzed | None = None) -> tuple[BufferizeReport, int | None]:
    """:func:`_bufferize_as_set`, and the :func:`live_peak` of the result when choosing the
    placements measured it already (None otherwise)."""
    if options.analysis_only:
        if analyzed is not None:
            analyzed.clone.erase()  # the decisions are annotated on the module itself
        return _bufferize(module, options, registry, frozenset()), None
    if options.placements == "all":
        if analyzed is None:
            return _bufferize(module, options, registry, frozenset()), None
        every, analysis = analyzed.clone, analyzed.analysis
        return _adopting(module, every, lambda: _rewrite(every, analysis, options, registry)), None
    return _least_memory(module, options, registry, analyzed)


@dataclass
class Analyzed:
    """A clone of a module and its analysis with every placement (no refusals): what
    :func:`_least_split`'s probe made, and what bufferizing with ``split-empty-tensors=off``
    starts from."""

    clone: ir.Operation
    analysis: Analysis


def _analyzed(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry) -> Analyzed:
    """A clone of ``module`` and its analysis (the clone is erased if the analysis fails)."""
    clone = module.clone()
    try:
        return Analyzed(clone, Analysis(registry, options).run(clone))
    except BaseException:
        clone.erase()
        raise


def _least_split(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry) -> BufferizeReport:
    """Bufferize ``module`` with ``split-empty-tensors`` off or on, whichever merge-alloc will plan
    in fewer bytes (:func:`live_peak`); a tie keeps off, the setting before auto.

    Splitting changes a decision only where an op would write in place into a ``tensor.empty``
    that other ops write too: the analysis without splitting counts those, and with none the two
    settings decide alike (each later decision sees the same state), so the module is bufferized
    once, rewritten from the analysis that counted them. Otherwise both are bufferized, on clones, and measured. The choice is per module; both
    settings give every function the same signature (boundary types come from the boundary hook,
    not from in-place decisions), so choosing per function would be sound too."""
    off = dataclasses.replace(options, split_empty_tensors="off")
    on = dataclasses.replace(options, split_empty_tensors="on")
    probe = _analyzed(module, off, registry)  # the analysis that bufferizing with off starts from
    changes = probe.analysis.split_changes
    if not changes:
        return _bufferize_as_set(module, off, registry, probe)
    shared_peak, shared, report = _measured(module, dataclasses.replace(off, analysis_only=False), registry, probe)
    try:
        split_peak, split, split_report = _measured(module, dataclasses.replace(on, analysis_only=False), registry)
    except MemplanError:  # a model's bug when splitting: the shared program stands
        split_peak = split = None
    chosen = "on" if split_peak is not None and split_peak < shared_peak else "off"
    winner, loser = (split, shared) if chosen == "on" else (shared, split)
    report = split_report if chosen == "on" else report
    if loser is not None:
        loser.erase()
    split_text = f"{split_peak} split" if split_peak is not None else "splitting failed"
    note = Remark(f"bufferize: split-empty-tensors=auto chose {chosen}: the most bytes live at once are "
                  f"{split_text}, {shared_peak} not ({changes} ops write a shared tensor.empty in place)",
                  str(module.location))
    if options.analysis_only:  # the decisions of the setting chosen, annotated on the module itself
        winner.erase()
        report = _bufferize_as_set(module, on if chosen == "on" else off, registry)
    else:
        _adopt(module, winner)
    return dataclasses.replace(report, remarks=report.remarks + (note,))


def _measured(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry,
              analyzed: Analyzed | None = None) -> tuple[int, ir.Operation, BufferizeReport]:
    """A clone of ``module`` bufferized with ``options`` (``analyzed``: see :func:`_bufferize_as_set`):
    its :func:`live_peak` (measured once: the placement choice may have measured the program
    already), the clone, the report. The clone is erased if bufferizing fails."""
    clone = module.clone()
    report, peak = _erased_on_failure(clone, lambda: _bufferize_measured(clone, options, registry, analyzed))
    return (live_peak(clone) if peak is None else peak), clone, report


def _least_memory(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry,
                  analyzed: Analyzed | None = None) -> tuple[BufferizeReport, int | None]:
    """Bufferize ``module`` keeping the placements (a pad's source in its interior, a concat's
    inputs or an insert's source in their slices) that do not raise the bytes live at once.

    A placement removes a copy, but makes the buffer it places into live from the placed value's
    producer on: in a program whose peak lies between the two it can cost more memory than the
    copy saves. So when the analysis places anything, the module is bufferized with no placement
    (on a copy), its buffers' lifetimes weigh each placement on its own
    (:func:`~memplan.bufferize.placement_choice.choose_placements`), and the choice is bufferized
    and measured as merge-alloc will plan it (the most bytes live at once, per function, plus
    what it leaves alone). The choice is kept unless the program without placements needs fewer
    bytes; every placement is kept when that needs no more. Returns the report and, when the
    placements were weighed, the :func:`live_peak` of the program kept (None otherwise)."""
    # The analysis with every placement is the one the program with all of them needs: made once,
    # on the clone that becomes that program (or the result, when nothing is placed).
    analyzed = analyzed or _analyzed(module, options, registry)
    every, analysis = analyzed.clone, analyzed.analysis
    kinds = frozenset(analysis.placement_kinds)
    hosts = _placement_hosts(analysis)
    if not kinds:
        return _adopting(module, every, lambda: _rewrite(every, analysis, options, registry)), None
    bare = module.clone()
    try:
        # no dead input may take a host's buffer here: with placements it holds the placed values,
        # read later, so none would; without, the lifetimes would not be those the choice weighs
        bare_report = _bufferize(bare, options, registry, kinds, tag=True,
                                 reuse_refused=frozenset(hosts.values()))
    except MemplanError:
        bare.erase()
        return _adopting(module, every, lambda: _rewrite(every, analysis, options, registry)), None
    lifetimes, others, bare_peak = _tagged_lifetimes(bare)
    kept = choose_placements(lifetimes, others, hosts)
    # the choice, then every placement (which wins a tie)
    trials = [frozenset(hosts) - kept, frozenset()] if len(kept) < len(hosts) else [frozenset()]
    best = (bare_peak, None, bare, bare_report)
    failures: list[Remark] = []
    for refused in trials:
        candidate = every if not refused else module.clone()
        try:
            report = (_rewrite(every, analysis, options, registry) if not refused
                      else _bufferize(candidate, options, registry, frozenset(), refused_claims=refused))
        except MemplanError as e:  # a model's bug with placements: the program without them stands
            failures.append(Remark(f"bufferize: placements left out where bufferizing with them failed: {e.message}",
                                   e.location))
            candidate.erase()
            continue
        peak = live_peak(candidate)
        if peak <= best[0]:  # a tie keeps more placements
            best[2].erase()
            best = (peak, refused, candidate, report)
        else:
            candidate.erase()
    peak, refused, winner, report = best
    _adopt(module, winner)
    if failures:
        report = dataclasses.replace(report, remarks=report.remarks + tuple(failures[:1]))
    if len(failures) == len(trials):
        return report, peak  # no program with placements to weigh against
    if refused is None or refused:
        left = len(hosts) if refused is None else len(refused)
        note = Remark(f"bufferize: {left} of {len(hosts)} placements left out: with them more bytes would be "
                      f"live at once; without them at most {peak} bytes are", str(module.location))
        report = dataclasses.replace(report, remarks=report.remarks + (note,))
    return report, peak


def _placement_hosts(analysis: Analysis) -> dict[tuple[int, int], tuple[int, int]]:
    """Each claimed allocation's key -> the key of the allocation it is placed in."""
    hosts = {}
    for key, placement in analysis.placements.items():
        host = placement_host(placement)
        if host is not None and analysis.key_of(host) is not None:
            hosts[key] = analysis.key_of(host)
    return hosts


def _tagged_lifetimes(module: ir.Operation) -> tuple[dict[tuple[int, int], Lifetime], list[Lifetime], int]:
    """The lifetimes of ``module``'s static buffers as merge-alloc sees them: those tagged with
    the key of the value they hold (and the tag removed), and the others; and :func:`live_peak`."""
    from memplan.core.bounds import lower_bound
    from memplan.merge_alloc.options import MergeAllocOptions

    # What merge-alloc rounds each buffer to by default: the field's default, read without making
    # the options (which resolve the default planner, importing every planner and search: 0.1-0.2 s).
    alignment = next(f.default for f in dataclasses.fields(MergeAllocOptions) if f.name == "alignment")
    tagged: dict[tuple[int, int], Lifetime] = {}
    others: list[Lifetime] = []
    total = 0
    for index, scope, trace in _traces(module):
        for b in trace.buffers:
            life = Lifetime((index, scope), b.start, b.end, align_up(b.size, alignment))
            if ALLOCATION_KEY in b.alloc.attributes:
                tagged[tuple(ir.DenseI64ArrayAttr(b.alloc.attributes[ALLOCATION_KEY]))] = life
            else:
                others.append(life)
        total += _trace_peak(trace, lower_bound)
    _strip(module, ALLOCATION_KEY)
    return tagged, others, total


def live_peak(module: ir.Operation) -> int:
    """The bytes merge-alloc's plans need at least (the most bytes live at once in each scope),
    plus the static buffers it would leave alone, summed over the module's functions."""
    from memplan.core.bounds import lower_bound

    return sum(_trace_peak(trace, lower_bound) for _, _, trace in _traces(module))


def _trace_peak(trace, lower_bound) -> int:
    """One scope's part of :func:`live_peak`; buffers of dynamic size count at the sizes merge-alloc
    chooses its plan at (without them, two programs that differ only in dynamic buffers would tie)."""
    from memplan.merge_alloc.dynamic import representative_sizes

    dynamic = [dataclasses.replace(b.to_buffer(1), size=size)
               for b, size in zip(trace.dynamic_buffers, representative_sizes(trace))]
    return lower_bound([b.to_buffer(1) for b in trace.buffers] + dynamic) + sum(a.size or 0 for a in trace.left_alone)


def _traces(module: ir.Operation):
    """(function's position, scope's index, trace) of every allocation scope of ``module``'s
    functions, as merge-alloc's collector sees them."""
    from memplan.merge_alloc.lifetimes import TickTraceCollector

    collector = TickTraceCollector()
    for index, op in enumerate(body_of(module).operations):
        op = op.operation
        if op.name != "func.func" or not len(op.regions[0].blocks):
            continue
        for scope, trace in enumerate(collector(op)):
            yield index, scope, trace


def _erased_on_failure(other: ir.Operation, bufferize_other):
    """``bufferize_other()``, which bufferizes ``other``; ``other`` is erased if that fails."""
    try:
        return bufferize_other()
    except BaseException:
        other.erase()
        raise


def _adopting(module: ir.Operation, other: ir.Operation, bufferize_other) -> BufferizeReport:
    """``bufferize_other()`` (which bufferizes ``other``, a clone of ``module``), then
    :func:`_adopt` it; ``other`` is erased if that fails."""
    report = _erased_on_failure(other, bufferize_other)
    _adopt(module, other)
    return report


def _adopt(module: ir.Operation, other: ir.Operation) -> None:
    """Give ``module`` the body of ``other`` (a bufferized clone of it), which is consumed."""
    body = body_of(module)
    for op in list(body.operations):
        op.operation.erase()
    point = ir.InsertionPoint(body)
    for op in list(body_of(other).operations):
        point.insert(op.operation.detach_from_parent())
    other.erase()


def _bufferize(module: ir.Operation, options: BufferizeOptions, registry: ModelRegistry,
               refused: frozenset[str], refused_claims: frozenset[tuple[int, int]] = frozenset(),
               tag: bool = False, reuse_refused: frozenset[tuple[int, int]] = frozenset()) -> BufferizeReport:
    with module.context, ir.Location.unknown():
        analysis = Analysis(registry, options, refused_placements=refused, refused_claims=refused_claims,
                            reuse_refused=reuse_refused).run(module)
        if options.analysis_only:
            annotate(analysis, module)
            _strip_ids(module)
            return BufferizeReport(0, 0, 0, 0, tuple(analysis.remarks))
        return _rewrite(module, analysis, options, registry, tag)


def _rewrite(module: ir.Operation, analysis: Analysis, options: BufferizeOptions, registry: ModelRegistry,
             tag: bool = False) -> BufferizeReport:
    """Rewrite ``module`` (analyzed by ``analysis``) op by op, and verify it."""
    with module.context, ir.Location.unknown():
        state = RewriteState(registry, options, analysis, module, tag_allocations=tag)
        used: dict[str, str] = {}
        funcs = [op.operation for op in body_of(module).operations if op.operation.name == "func.func"]
        for func in callees_first(funcs):  # every signature before any body, callees' first
            _rewrite_op(func, state, used, regions=False)
        for func in funcs:
            for region in func.regions:
                _rewrite_region(region, state, used)
        _cleanup(module, state)
        try:
            module.verify()
        except ir.MLIRError as e:
            diags = list(e.error_diagnostics)
            where = str(diags[0].location) if diags else None
            message = diags[0].message if diags else str(e)
            raise MemplanError(f"bufferize produced invalid IR (a model is wrong): {message}", where) from None
    c: Counters = state.counters
    return BufferizeReport(c.allocs, c.copies, c.fills, c.casts, tuple(analysis.remarks), used)


def _rewrite_region(region: ir.Region, state: RewriteState, used: dict[str, str]) -> None:
    """Rewrite every op of ``region`` in pre-order.

    An explicit stack instead of recursion, so that regions may nest to any depth: each
    op's follow-up work (its regions' ops, then erasing it) goes on top of the stack.
    """
    work = _ops_of([region])
    while work:
        kind, op = work.pop()
        if kind == "erase":
            op.erase()
        else:
            work.extend(_rewrite_op(op, state, used))


def _ops_of(regions) -> list[tuple[str, ir.Operation]]:
    """Work items for the ops of ``regions``, in stack order (the first op is popped first)."""
    ops = [op.operation for region in regions for block in list(region.blocks) for op in list(block.operations)]
    return [("rewrite", op) for op in reversed(ops)]


def _rewrite_op(op: ir.Operation, state: RewriteState, used: dict[str, str],
                regions: bool = True) -> list[tuple[str, ir.Operation]]:
    try:
        return _rewrite_one(op, state, used, regions)
    except MemplanError:
        raise
    except Exception as e:  # a model's bug: say which model, where
        raise state.registry.model_failed(op, e) from e


def _rewrite_one(op: ir.Operation, state: RewriteState, used: dict[str, str],
                 regions: bool = True) -> list[tuple[str, ir.Operation]]:
    """Rewrite ``op`` itself; return what remains to do: its regions' ops, then maybe erasing it."""
    op_id = state.analysis.op_id(op)  # (read once: each read is two calls into the bindings)
    # Only ops that touch tensors are rewritten; the others' regions are visited only when a
    # tensor op is nested in them (or the op is new: the rewrite made it, the analysis knows
    # nothing of it). Most ops in a model are the scalar bodies of linalg ops.
    nested = op_id is None or op_id in state.analysis.tensor_holders
    if regions and op_id not in state.analysis.tensor_ops:  # needs_rewrite
        return _ops_of(op.regions) if nested else []
    entry = state.entry_of(op)
    used.setdefault(op.name, entry.origin)
    results = op.results  # (the types in one call, not one per result)
    tensor_results = [results[i] for i, t in enumerate(results.types) if is_tensor(t)]
    predicted = [state.result_type(r, op) for r in tensor_results]
    state.pending_regions.clear()
    state.hook_made.clear()
    done = state.analysis.forwarded.get(op_id)
    if done is not None and done(state):
        replacements = _forwarded(op, entry.model, state)
    else:
        replacements = entry.model.bufferize(op, state)
    pending = list(state.pending_regions)
    if replacements is None:  # the model changed the op in place
        actual = [r for r in tensor_results]  # the same results, retyped by the model
        _check_agreement(op, entry, predicted, actual, state)
        pending = pending or [op]
    else:
        if len(replacements) != len(tensor_results):
            raise MemplanError(f"bufferize: model {entry.origin} of '{op.name}' returned {len(replacements)} "
                               f"buffers for {len(tensor_results)} tensor results", str(op.location))
        _check_agreement(op, entry, predicted, replacements, state)
        for result, buffer in zip(tensor_results, replacements):
            result.replace_all_uses_with(buffer)
    if not regions:
        return []
    follow_up = [("erase", op)] if replacements is not None else []  # after its regions
    if not nested:  # the regions to visit hold the op's bodies, where no op needs a rewrite
        return follow_up
    return follow_up + _ops_of([region for holder in pending for region in holder.regions])


def _forwarded(op: ir.Operation, model, state: RewriteState) -> list[ir.Value]:
    """The buffers of an op whose effect a placement made elsewhere: its destinations'."""
    out = []
    for result in (r for r in op.results if is_tensor(r.type)):
        index = next(i for i in range(len(op.operands))
                     if model.writes(op, i) and result.result_number in model.aliasing_results(op, i))
        out.append(state.destination(op, index))
    return out


def _check_agreement(op, entry, predicted, actual, state: RewriteState) -> None:
    for i, (want, value) in enumerate(zip(predicted, actual)):
        got = value.type
        if want != got:
            hook = state.hook_made.get(value)
            by = (f" (its buffer was made with the {hook}, which must give the same answer to the same "
                  "request, and which the prediction must follow)") if hook else ""
            raise MemplanError(
                f"bufferize: model {type(entry.model).__name__} ({entry.origin}) of '{op.name}' predicted "
                f"buffer type {want} for result #{i} but its rewrite produced {got}{by}", str(op.location))


def body_of(module: ir.Operation) -> ir.Block:
    return module.regions[0].blocks[0]


def _cleanup(module: ir.Operation, state: RewriteState) -> None:
    for alloc in reversed(state.created_allocs):
        if _drop_if_untouched(alloc):
            alloc.erase()
            state.counters.allocs -= 1

    _strip_ids(module)


def _drop_if_untouched(alloc: ir.Operation) -> bool:
    """If ``alloc``'s buffer is never read, erase its uses: those can only be ``memref.dim`` of a
    dynamic size (each takes the alloc's size operand) and ``linalg.fill`` into it. Returns
    whether ``alloc`` is unused now (its uses read once: most buffers are read).

    Each writer of a shared ``tensor.empty``, or of a shared fill, that gets a buffer of its own
    leaves the empty's buffer so (sized from it, maybe filled, never read): planned, it would still
    be live for a moment, at no use; the fill would run for nothing."""
    uses = [u.owner.operation for u in alloc.result.uses]
    if not uses:
        return True
    if any(u.name not in ("memref.dim", "linalg.fill") for u in uses):
        return False  # read (most buffers: told before their shape is read)
    dynamic_size = ir.ShapedType.get_dynamic_size()
    dynamic = [d for d, n in enumerate(alloc.result.type.shape) if n == dynamic_size]
    size_of = dict(zip(dynamic, alloc.operands))
    dims = [u for u in uses if u.name == "memref.dim" and constant_int(u.operands[1]) in size_of]
    fills = [u for u in uses if u.name == "linalg.fill" and len(u.operands) == 2 and u.operands[1] == alloc.result
             and not isinstance(u.operands[0].type, ir.ShapedType)]
    if len(dims) + len(fills) != len(uses):
        return False
    for dim in dims:
        dim.results[0].replace_all_uses_with(size_of[constant_int(dim.operands[1])])
        dim.erase()
    for fill in fills:
        fill.erase()
    return True


def _strip_ids(module: ir.Operation) -> None:
    _strip(module, ID_ATTR)


def _strip(module: ir.Operation, name: str) -> None:
    def strip(op: ir.Operation) -> ir.WalkResult:
        if name in op.attributes:
            del op.attributes[name]
        return ir.WalkResult.ADVANCE

    module.walk(strip)
