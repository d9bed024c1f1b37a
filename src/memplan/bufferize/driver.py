"""The bufferize driver: analysis first, then one rewrite per op, each checked.

Order: (1) the in-place analysis of every function, on the tensor IR;
(2) function signatures become memrefs (so calls know their callees' types);
(3) each function body is rewritten in pre-order. A model returns one memref
per tensor result; the driver checks it against the type the model predicted,
replaces the result's uses (users are rewritten later, in order) and erases the
op. Region-holding ops either change their own types in place (``scf.for``) or
move their bodies into a new op; bodies are visited after their op.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize.analysis import ID_ATTR, Analysis, is_tensor
from memplan.bufferize.annotate import annotate
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.bufferize.state import Counters, RewriteState
from memplan.diagnostics import MemplanError, Remark


@dataclass(frozen=True)
class BufferizeReport:
    """What the pass did, for the pipeline's reports and the benchmark."""

    allocs: int
    copies: int
    fills: int
    casts: int
    remarks: tuple[Remark, ...] = field(default=(), repr=False)


def bufferize(module: ir.Module | ir.Operation, options: BufferizeOptions | None = None,
              registry: ModelRegistry | None = None) -> BufferizeReport:
    """Bufferize every function of ``module`` (a module or its op) in place with ``registry``'s models.

    Raises :class:`MemplanError` (with the op's location) on unsupported input; the
    analysis runs before any rewrite, so most errors leave the module untouched.
    """
    options = options or BufferizeOptions()
    registry = registry if registry is not None else default_registry()
    module = module.operation
    with module.context, ir.Location.unknown():
        analysis = Analysis(registry, options).run(module)
        if options.analysis_only:
            annotate(analysis, module)
            _strip_ids(module)
            return BufferizeReport(0, 0, 0, 0, tuple(analysis.remarks))
        state = RewriteState(registry, options, analysis, module)
        funcs = [op.operation for op in body_of(module).operations if op.operation.name == "func.func"]
        func_model = state.model_of(funcs[0]) if funcs else None
        for func in funcs:
            func_model.convert_signature(func, state)
        for func in funcs:
            for region in func.regions:
                _rewrite_region(region, state)
        _cleanup(module, state)
        try:
            module.verify()
        except ir.MLIRError as e:
            diags = list(e.error_diagnostics)
            where = str(diags[0].location) if diags else None
            message = diags[0].message if diags else str(e)
            raise MemplanError(f"bufferize produced invalid IR (a model is wrong): {message}", where) from None
    c: Counters = state.counters
    return BufferizeReport(c.allocs, c.copies, c.fills, c.casts, tuple(analysis.remarks))


def _rewrite_region(region: ir.Region, state: RewriteState) -> None:
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
            work.extend(_rewrite_op(op, state))


def _ops_of(regions) -> list[tuple[str, ir.Operation]]:
    """Work items for the ops of ``regions``, in stack order (the first op is popped first)."""
    ops = [op.operation for region in regions for block in list(region.blocks) for op in list(block.operations)]
    return [("rewrite", op) for op in reversed(ops)]


def _rewrite_op(op: ir.Operation, state: RewriteState) -> list[tuple[str, ir.Operation]]:
    try:
        return _rewrite_one(op, state)
    except MemplanError:
        raise
    except Exception as e:  # a model's bug: say which model, where
        entry = state.registry.lookup(op.name)
        origin = f" ({type(entry.model).__name__}, {entry.origin})" if entry else ""
        raise MemplanError(f"bufferize: the model of '{op.name}'{origin} failed: {type(e).__name__}: {e}",
                           str(op.location)) from e


def _rewrite_one(op: ir.Operation, state: RewriteState) -> list[tuple[str, ir.Operation]]:
    """Rewrite ``op`` itself; return what remains to do: its regions' ops, then maybe erasing it."""
    if not state.analysis.needs_rewrite(op):
        return _ops_of(op.regions)
    entry = state.registry.lookup(op.name)
    if entry is None:
        raise MemplanError(f"bufferize: no bufferization model for '{op.name}' (it uses tensors)",
                           str(op.location))
    tensor_results = [r for r in op.results if is_tensor(r.type)]
    predicted = [state.buffer_type(r) for r in tensor_results]
    state.pending_regions.clear()
    replacements = entry.model.bufferize(op, state)
    pending = list(state.pending_regions)
    if replacements is None:  # the model changed the op in place
        actual = [r.type for r in tensor_results]  # the same results, retyped by the model
        _check_agreement(op, entry, predicted, actual)
        pending = pending or [op]
    else:
        if len(replacements) != len(tensor_results):
            raise MemplanError(f"bufferize: model {entry.origin} of '{op.name}' returned {len(replacements)} "
                               f"buffers for {len(tensor_results)} tensor results", str(op.location))
        _check_agreement(op, entry, predicted, [v.type for v in replacements])
        for result, buffer in zip(tensor_results, replacements):
            result.replace_all_uses_with(buffer)
    follow_up = [("erase", op)] if replacements is not None else []  # after its regions
    return follow_up + _ops_of([region for holder in pending for region in holder.regions])


def _check_agreement(op, entry, predicted, actual) -> None:
    for i, (want, got) in enumerate(zip(predicted, actual)):
        if want != got:
            raise MemplanError(
                f"bufferize: model {type(entry.model).__name__} ({entry.origin}) of '{op.name}' predicted "
                f"buffer type {want} for result #{i} but its rewrite produced {got}", str(op.location))


def body_of(module: ir.Operation) -> ir.Block:
    return module.regions[0].blocks[0]


def _cleanup(module: ir.Operation, state: RewriteState) -> None:
    for alloc in reversed(state.created_allocs):
        if not list(alloc.result.uses):
            alloc.erase()
            state.counters.allocs -= 1

    _strip_ids(module)


def _strip_ids(module: ir.Operation) -> None:
    def strip(op: ir.Operation) -> ir.WalkResult:
        if ID_ATTR in op.attributes:
            del op.attributes[ID_ATTR]
        return ir.WalkResult.ADVANCE

    module.walk(strip)
