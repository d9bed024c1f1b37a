"""The default mutator: one arena per scope, each buffer a view of it.

The arena (``memref<N x i8>``, aligned to the largest buffer alignment) is
allocated at the start of its scope's body; each merged ``memref.alloc``
becomes ``arith.constant`` + ``memref.view`` at its planned byte offset, and a
non-identity layout is restored with ``memref.reinterpret_cast`` over a flat
view. Deallocs of merged buffers go (no buffer is freed through a view); if
there were any, the arena is freed once at the end of its scope. In
arena-from-argument mode the function-level arena of the default memory space
is a new leading argument instead, and the function records the size it needs.
"""

from __future__ import annotations

from mlir import ir

from memplan.core.plan import Plan
from memplan.merge_alloc.trace import ScopeTrace, TraceBuffer
from memplan.mlir import op_semantics as sem
from memplan.mlir.layout import is_identity_layout
from memplan.mlir.parsing import last_op

ARENA_SIZE_ATTR = "memplan.arena_size"


class ViewMutator:
    """Default :class:`~memplan.merge_alloc.stages.Mutator`."""

    def __init__(self, arena_from_argument: bool = False):
        self.arena_from_argument = arena_from_argument

    def __call__(self, trace: ScopeTrace, plan: Plan) -> None:
        if not trace.buffers:
            return
        alignment = max(b.alignment for b in plan.buffers)
        with trace.func_op.context, trace.func_op.location:
            arena_type = ir.MemRefType.get([plan.arena_size], ir.IntegerType.get_signless(8),
                                           memory_space=trace.memory_space)
            if self.takes_argument(trace):
                arena = prepend_argument(trace.func_op, arena_type, plan.arena_size)
                owned = False
            else:
                arena = _alloc_arena(trace, arena_type, alignment)
                owned = True
            had_dealloc = False
            planned = {p.id: p for p in plan.buffers}
            for b in trace.buffers:
                if b.alternates is not None:
                    _replace_with_alternating_view(b, arena, plan.offsets[b.id], planned[b.id].size // 2)
                else:
                    for j in b.all_allocs:  # allocs of exclusive branches share the offset
                        _replace_with_view(j, arena, plan.offsets[b.id])
                for d in (d for j in b.all_allocs for d in j.deallocs):
                    d.erase()
                    had_dealloc = True
            if owned and had_dealloc:
                _dealloc_at_end(trace, arena)

    def takes_argument(self, trace: ScopeTrace) -> bool:
        return self.arena_from_argument and trace.is_function_scope and trace.memory_space is None


# Ops are built generically (name, types, attributes): the dialects' Python builders cost
# about 10 ms to import, more than the pass spends on a model, and this is all it needs.

def _alloc_arena(trace: ScopeTrace, arena_type: ir.MemRefType, alignment: int) -> ir.Value:
    block = trace.scope_block
    with ir.InsertionPoint.at_block_begin(block), trace.scope_op.location:
        attributes = {"alignment": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), alignment),
                      "operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 0])}  # no dynamic sizes, no symbols
        return ir.Operation.create("memref.alloc", results=[arena_type], attributes=attributes).result


def _dealloc_at_end(trace: ScopeTrace, arena: ir.Value) -> None:
    """Free the arena where its scope ends: before the scope block's terminator, or, in a function
    body of several blocks, before each block's ``func.return`` (the entry block ends in a branch)."""
    blocks = list(trace.scope_op.regions[0].blocks)
    terminators = [last_op(block) for block in blocks if len(block.operations)]
    if len(blocks) > 1:
        terminators = [t for t in terminators if sem.semantics(t).kind == sem.RETURN]
    for terminator in terminators:
        with ir.InsertionPoint(terminator), trace.scope_op.location:
            ir.Operation.create("memref.dealloc", operands=[arena])


def _replace_with_view(b: TraceBuffer, arena: ir.Value, offset: int) -> None:
    with ir.InsertionPoint(b.alloc), b.alloc.location:
        index = ir.IndexType.get()
        shift = ir.Operation.create("arith.constant", results=[index],
                                    attributes={"value": ir.IntegerAttr.get(index, offset)}).result
    replace_with_view_at(b, arena, shift)


def _replace_with_alternating_view(b: TraceBuffer, arena: ir.Value, offset: int, slot: int) -> None:
    """The view of an alternating buffer: iteration k of its loop takes the slot at ``offset +
    (k mod 2) * slot``, with ``k = (iv - lb) / step`` (an ``scf.for`` steps up by a positive step,
    so ``iv - lb`` is ``k * step`` and unsigned division gives k)."""
    loop = b.alternates
    lower, step = loop.operands[0], loop.operands[2]
    iv = loop.regions[0].blocks[0].arguments[0]
    with ir.InsertionPoint(b.alloc), b.alloc.location:
        index = ir.IndexType.get()

        def constant(value: int) -> ir.Value:
            return ir.Operation.create("arith.constant", results=[index],
                                       attributes={"value": ir.IntegerAttr.get(index, value)}).result

        def arith(name: str, lhs: ir.Value, rhs: ir.Value) -> ir.Value:
            return ir.Operation.create(f"arith.{name}", results=[index], operands=[lhs, rhs]).result

        iteration = arith("divui", arith("subi", iv, lower), step)
        parity = arith("andi", iteration, constant(1))
        shift = arith("addi", constant(offset), arith("muli", parity, constant(slot)))
    replace_with_view_at(b, arena, shift)


def replace_with_view_at(b: TraceBuffer, arena: ir.Value, shift: ir.Value) -> None:
    """Replace ``b``'s alloc by a view of ``arena`` at byte offset ``shift`` (an index value
    defined before the alloc); a dynamic shape takes the alloc's own size operands."""
    t = b.type
    with ir.InsertionPoint(b.alloc), b.alloc.location:
        if is_identity_layout(t):
            view = _view(t, arena, shift, _alloc_sizes(b.alloc))
        else:
            flat = ir.MemRefType.get([b.size // b.element_bytes], t.element_type, memory_space=t.memory_space)
            strides, elem_offset = t.get_strides_and_offset()
            attributes = {"static_offsets": ir.DenseI64ArrayAttr.get([elem_offset]),
                          "static_sizes": ir.DenseI64ArrayAttr.get(list(t.shape)),
                          "static_strides": ir.DenseI64ArrayAttr.get(list(strides)),
                          "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 0, 0, 0])}  # all static
            view = ir.Operation.create("memref.reinterpret_cast", results=[t], operands=[_view(flat, arena, shift)],
                                       attributes=attributes).result
    b.alloc.results[0].replace_all_uses_with(view)
    b.alloc.erase()


def _view(t: ir.MemRefType, arena: ir.Value, shift: ir.Value, sizes: list[ir.Value] = ()) -> ir.Value:
    """``memref.view %arena[%shift][sizes] : memref<Nxi8> to t`` (sizes of t's dynamic dimensions)."""
    return ir.Operation.create("memref.view", results=[t], operands=[arena, shift, *sizes]).result


def _alloc_sizes(alloc: ir.Operation) -> list[ir.Value]:
    """The dynamic size operands of a ``memref.alloc`` (none for a static shape)."""
    counts = list(ir.DenseI32ArrayAttr(alloc.attributes["operandSegmentSizes"]))
    return list(alloc.operands)[:counts[0]]


def function_is_called(func_op: ir.Operation) -> bool:
    """Whether any op in the enclosing module refers to the function's symbol (a caller)."""
    name = ir.StringAttr(func_op.attributes["sym_name"]).value
    module = func_op
    while module.parent is not None:  # the outermost op: callers may sit in enclosing modules
        module = module.parent
    ops: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        ops.append(op)  # only collect: an error raised in a walk's callback would lose its message
        return ir.WalkResult.ADVANCE

    module.walk(visit)
    return any(sem.function_reference(op) == name for op in ops)  # @inner::@f names f too: the leaf counts


def prepend_argument(func_op: ir.Operation, arg_type: ir.Type, arena_size: int) -> ir.Value:
    """Rebuild ``func_op`` with a new leading argument; return it.

    The Python bindings cannot insert a block argument in front, so a new
    function takes over the body (ops are moved, not copied, so references to
    them stay valid) and the old one is erased.
    """
    from mlir.dialects import func  # only this rare mode needs the builder

    ftype = ir.FunctionType(ir.TypeAttr(func_op.attributes["function_type"]).value)
    name = ir.StringAttr(func_op.attributes["sym_name"]).value
    old_block = func_op.regions[0].blocks[0]
    with ir.InsertionPoint(func_op), func_op.location:
        new = func.FuncOp(name, ir.FunctionType.get([arg_type, *ftype.inputs], ftype.results))
    for attr in func_op.attributes:
        attr_name = attr if isinstance(attr, str) else attr.name
        if attr_name in ("function_type", "sym_name"):
            continue
        value = func_op.attributes[attr_name]
        if attr_name == "arg_attrs":
            value = ir.ArrayAttr.get([ir.DictAttr.get({}), *ir.ArrayAttr(value)])
        new.attributes[attr_name] = value
    new.attributes[ARENA_SIZE_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), arena_size)
    locs = [func_op.location] + [a.location for a in old_block.arguments]
    block = new.add_entry_block(arg_locs=locs)
    for old_arg, new_arg in zip(old_block.arguments, list(block.arguments)[1:]):
        old_arg.replace_all_uses_with(new_arg)
    for op in list(old_block.operations):
        block.append(op.operation)
    for other in list(func_op.regions[0].blocks)[1:]:  # a body of several blocks (cf branches)
        other.append_to(new.regions[0])
    func_op.erase()
    return block.arguments[0]
