"""The rewrite state models use: predicted buffer types, new buffers, copies, fills, casts.

Predictions (``buffer_type``) work on IR that is still partly tensors: a value
already rewritten has its memref type; otherwise the model of its producer (or
of the op owning the block argument) predicts it, recursively, like upstream's
``getBufferType``. The driver checks every rewrite against the prediction.

New buffers, copies and fills go through the pass's hooks (:mod:`memplan.bufferize.hooks`)
and are counted here, so a model never counts anything itself. What a model keeps for
itself lives in a state extension (:meth:`RewriteState.extension`), shared with the analysis.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

from mlir import ir
from mlir.dialects import arith, memref

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import ID_ATTR, Analysis, OperandDecision
from memplan.bufferize.hooks import AllocationRequest, Hooks, identity_allocation
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelEntry, ModelRegistry
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError
from memplan.mlir.light_dialects import linalg  # its op classes, without the Python DSL (0.1 s)
from memplan.mlir.parsing import last_op

E = TypeVar("E")


@dataclass
class Counters:
    allocs: int = 0
    copies: int = 0
    fills: int = 0
    casts: int = 0


ALLOCATION_KEY = "memplan.allocation_key"


@dataclass
class RewriteState:
    registry: ModelRegistry
    options: BufferizeOptions
    analysis: Analysis
    module: ir.Operation  # the builtin.module
    counters: Counters = field(default_factory=Counters)
    created_allocs: list[ir.Operation] = field(default_factory=list)
    pending_regions: list[ir.Operation] = field(default_factory=list)
    hooks: Hooks | None = None
    # buffers a user's allocation hook was asked about, by the hook's label, while one op is
    # rewritten: a disagreement with the prediction names the hook
    hook_made: dict[ir.Value, str] = field(default_factory=dict)
    # mark each new buffer of a value with the value's key (ALLOCATION_KEY), to weigh placements
    tag_allocations: bool = False
    _globals: dict[tuple[str, str], str] = field(default_factory=dict)
    # op name -> the registry's entry for it (see entry_of)
    _entries: dict[str, ModelEntry] = field(default_factory=dict)
    _destinations: dict[tuple[int, int], ir.Value] = field(default_factory=dict)  # (op id, operand) -> buffer
    # predicted buffer types of the analyzed ops' tensor results, by (op id, result number): see buffer_type
    _predicted: dict[tuple[int, int], ir.Type] = field(default_factory=dict)
    # tensor type -> the memref of its shape and element type (asked for every new buffer's default)
    _identity_types: dict[ir.Type, ir.MemRefType] = field(default_factory=dict)
    # the dynamic sizes of the claimed allocation a placement is making now (set by allocate just
    # before ``place``): defined before the point it is made at, so a host of run-time sizes made
    # there (a concat's buffer, sized like its slice off the concatenated dimension) may use them
    placing_sizes: list[ir.Value] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.hooks is None:
            self.hooks = Hooks.of(self.options)

    # ---- predictions ----------------------------------------------------------------------------
    def buffer_type(self, value: ir.Value) -> ir.MemRefType:
        t = value.type
        if isinstance(t, (ir.MemRefType, ir.UnrankedMemRefType)):
            return t
        if not is_tensor(t):
            raise MemplanError(f"bufferize: value of type {t} has no buffer")
        if isinstance(value, ir.BlockArgument):
            owner = value.owner.owner.operation
            return self.model_of(owner).block_arg_type(value, self)
        return self.result_type(value, value.owner.operation)

    def result_type(self, value: ir.OpResult, owner: ir.Operation) -> ir.MemRefType:
        """:meth:`buffer_type` of ``value``, a tensor result of ``owner`` (the rewrite asks with the
        op it is rewriting: its id is the one the analysis read last)."""
        # A prediction depends only on the program (the rewrite must agree with it, and hooks give
        # the same answer to the same request), so each is made once: chains of placements (a
        # dense block's concatenations, each placed in the next) would ask along the whole chain
        # for every link. Keyed by the analysis's id, which no op made by the rewrite carries.
        key = self.analysis.op_id(owner)
        if key is None:
            return self.model_of(owner).buffer_type(value, self)
        key = (key, value.result_number)
        found = self._predicted.get(key)
        if found is None:
            found = self._predicted[key] = self.model_of(owner).buffer_type(value, self)
        return found

    def entry_of(self, op: ir.Operation) -> ModelEntry:
        """``registry.require(op)``, asked once per op name: the registry serves an op by its name
        (whether it is structured is asked once per name too), and each lookup asks the plugins."""
        name = op.name
        found = self._entries.get(name)
        if found is None:
            found = self._entries[name] = self.registry.require(op)
        return found

    def model_of(self, op: ir.Operation) -> BufferizationModel:
        model = self.analysis.model(op)  # (the analysis keeps them by op name: a registry lookup asks the plugins)
        return model if model is not None else self.registry.require(op).model

    def decision(self, op: ir.Operation, index: int) -> OperandDecision:
        return self.analysis.decision(op, index)

    def extension(self, cls: type[E]) -> E:
        """The state extension of type ``cls`` (the same object the analysis gave)."""
        return self.analysis.extension(cls)

    # ---- new buffers ------------------------------------------------------------------------------
    def allocation_type(self, op: ir.Operation, value: ir.Value, default: ir.MemRefType | None = None) -> ir.MemRefType:
        """The type a new buffer for ``value`` (made for ``op``) gets: the allocation hook's answer
        for ``default`` (identity layout when not given), or, when another model claimed the
        allocation (:meth:`Analysis.claim_allocation`), where that model places it."""
        own = self._allocation(op, value, default).type
        placement = self._placement(op, value)
        placed = placement.buffer_type(own, self) if placement is not None else None
        return own if placed is None else placed

    def _allocation(self, op: ir.Operation, value: ir.Value, default: ir.MemRefType | None):
        if default is None:
            t = value.type
            default = self._identity_types.get(t)
            if default is None:
                default = self._identity_types[t] = bt.identity_type(t)
        known = self.hooks.known_default(default)  # (asked several times per value: no request made)
        return known if known is not None else self.hooks.allocate(
            AllocationRequest(op, value, default, self.options.alignment))

    def _placement(self, op: ir.Operation, value: ir.Value):
        if isinstance(value, ir.BlockArgument) or value.owner.operation != op:
            return None
        return self.analysis.placement(op, value.result_number)

    def allocate(self, op: ir.Operation, value: ir.Value, t: ir.MemRefType, before: ir.Operation | None = None,
                 dynamic_sizes: list[ir.Value] | None = None, default: ir.MemRefType | None = None) -> ir.Value:
        """A new buffer of type ``t`` (the type predicted for ``value``) for ``value``, before
        ``before`` (default ``op``): placed where a claim says when ``t`` is the placed type,
        aligned as the allocation hook says when ``t`` is its type."""
        before = before or op
        answer = self._allocation(op, value, default)
        placement = self._placement(op, value)
        if placement is not None and placement.buffer_type(answer.type, self) == t:
            self.placing_sizes = list(dynamic_sizes or [])
            return placement.place(before, self)
        alignment = answer.alignment if t == answer.type else None
        buffer = self.alloc(t, before, dynamic_sizes, alignment)
        key = self.analysis.key_of(value) if self.tag_allocations else None
        if key is not None:
            buffer.owner.attributes[ALLOCATION_KEY] = ir.DenseI64ArrayAttr.get(list(key))
        if self.hooks.allocation[1] is not identity_allocation:
            self.hook_made[buffer] = self.hooks.allocation[0]
        return buffer

    def alloc(self, t: ir.MemRefType, before: ir.Operation, dynamic_sizes: list[ir.Value] | None = None,
              alignment: int | None = None) -> ir.Value:
        """A ``memref.alloc`` of exactly ``t`` (a temporary whose type is dictated; new buffers of
        values go through :meth:`allocate`)."""
        if not bt.is_identity(t) and not bt.static_layout(t):  # (the identity first: told without strides)
            raise MemplanError(f"bufferize: cannot allocate a buffer of type {t} (dynamic layout)",
                               str(before.location))
        sizes = [v if isinstance(v, ir.Value) else v.result for v in dynamic_sizes or ()]  # (an op: its result)
        with ir.InsertionPoint(before), before.location:
            # (the generic builder: what memref.AllocOp builds, at half the cost; one per new buffer)
            op = ir.Operation.create("memref.alloc", results=[t], operands=sizes,
                                     attributes=_alloc_attributes(alignment or self.options.alignment, len(sizes)))
        self.created_allocs.append(op)
        self.counters.allocs += 1
        return op.result

    def alloc_like(self, like: ir.Value, t: ir.MemRefType, before: ir.Operation) -> ir.Value:
        """A temporary of type ``t``; dynamic sizes are read from the buffer ``like``."""
        return self.alloc(t, before, self._sizes_of(like, t, before))

    def copy_to_new(self, value: ir.Value, t: ir.MemRefType, before: ir.Operation) -> ir.Value:
        """A new temporary of type ``t`` (sizes read from ``value``) holding a copy of ``value``."""
        buf = self.alloc_like(value, t, before)
        self.copy(value, buf, before)
        return buf

    def _sizes_of(self, like: ir.Value, t: ir.MemRefType, before: ir.Operation) -> list[ir.Value]:
        sizes = []
        if not t.has_static_shape:
            with ir.InsertionPoint(before), before.location:
                for d, n in enumerate(t.shape):
                    if n == bt.DYNAMIC:
                        index = arith.ConstantOp(ir.IndexType.get(), d).result
                        sizes.append(memref.DimOp(like, index).result)
        return sizes

    # ---- destinations ---------------------------------------------------------------------------
    def destination_type(self, op: ir.Operation, index: int) -> ir.MemRefType:
        """The buffer type a destination-passing result gets (see :meth:`destination`)."""
        d = self.decision(op, index)
        dest_type = self.buffer_type(op.operands[index])
        if d.inplace:
            return dest_type
        result = self._result_of(op, index)
        fresh = self.allocation_type(op, result, bt.alloc_type_like(dest_type))
        if d.reuse is not None:
            # asked once: the input's type may come from a chain of such reuses, each asking its own
            held = self.buffer_type(op.operands[d.reuse])
            if self._reusable(held, fresh):
                return held if list(held.shape) == list(fresh.shape) else fresh  # fresh: a memref.cast of it
        return fresh

    def _result_of(self, op: ir.Operation, index: int) -> ir.Value:
        results = self.model_of(op).aliasing_results(op, index)
        return op.results[results[0]]

    def _reusable(self, t: ir.MemRefType, fresh: ir.MemRefType) -> bool:
        """May a result of type ``fresh`` live in a buffer of type ``t``: same element type and memory
        space, and the same shape, or shapes that differ only where one of them is dynamic when both
        have the identity layout (the analysis only reuses an input read element by element where
        the result is written, so the sizes agree at run time; a ``memref.cast`` gives the type)?"""
        if t.element_type != fresh.element_type or str(t.memory_space) != str(fresh.memory_space):
            return False
        if list(t.shape) == list(fresh.shape):
            return True
        return bt.is_identity(t) and bt.is_identity(fresh) and bt.compatible_shapes(t.shape, fresh.shape)

    def destination(self, op: ir.Operation, index: int, before: ir.Operation | None = None) -> ir.Value:
        """The buffer the op writes operand ``index``'s result into, materialized before ``before``
        (default ``op``; an op that must stay alone in its region, in a ``vector.mask``, has it made
        before the region's owner): the operand itself (in place), a dead input it may overwrite,
        or a new buffer (through the allocation hook), filled or copied when the op reads the
        destination. Made once: asked again for the same op and operand, the same buffer."""
        key = (self.analysis.op_id(op), index)
        made = self._destinations.get(key)
        if made is None:
            made = self._destination(op, index, before or op)
            if key[0] is not None:
                self._destinations[key] = made
        return made

    def _destination(self, op: ir.Operation, index: int, before: ir.Operation) -> ir.Value:
        d = self.decision(op, index)
        dest = op.operands[index]
        if d.inplace:
            return dest
        t = self.destination_type(op, index)
        if d.reuse is not None and t == op.operands[d.reuse].type:
            return op.operands[d.reuse]
        if d.reuse is not None and self._reusable(self.buffer_type(op.operands[d.reuse]), t):
            with ir.InsertionPoint(before), op.location:
                self.counters.casts += 1
                return memref.CastOp(t, op.operands[d.reuse]).result
        result = self._result_of(op, index)
        buf = self.allocate(op, result, t, before, self._sizes_of(dest, t, before), bt.alloc_type_like(dest.type))
        if d.fill is not None:
            self.fill(d.fill, buf, before)
        elif d.copy:
            self.copy(dest, buf, before)
        return buf

    def rebuild_on_buffers(self, op: ir.Operation, operands: list[ir.Value]) -> ir.Operation:
        """The same op (name, attributes, regions moved over) on ``operands``, with no results,
        before ``op``: how a destination-passing op looks on buffers. Its regions are rewritten next."""
        attrs = {name: attr for name, attr in op.attributes.items() if name != ID_ATTR}  # (one call, not one each)
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create(op.name, results=[], operands=operands, attributes=attrs,
                                      regions=len(op.regions))
        move_body(op, new)
        self.visit_later(new)
        return new

    # ---- copies, fills, casts -----------------------------------------------------------------------
    def copy(self, source: ir.Value, target: ir.Value, before: ir.Operation) -> None:
        """Copy ``source`` into ``target`` before ``before``, with the copy hook (counted)."""
        with ir.InsertionPoint(before), before.location:
            self.hooks.emit_copy(source, target)
        self.counters.copies += 1

    def fill(self, value: ir.Value, target: ir.Value, before: ir.Operation) -> None:
        """Fill ``target`` with the scalar ``value`` before ``before``, with the fill hook (counted)."""
        with ir.InsertionPoint(before), before.location:
            self.hooks.emit_fill(value, target)
        self.counters.fills += 1

    def cast_or_copy(self, value: ir.Value, target: ir.MemRefType, before: ir.Operation) -> ir.Value:
        """``value`` as a buffer of type ``target``: itself, a ``memref.cast``, or a fresh copy."""
        source = value.type
        if source == target:
            return value
        if castable(source, target):
            with ir.InsertionPoint(before), before.location:
                self.counters.casts += 1
                return memref.CastOp(target, value).result
        # Different layout or memory space: a fresh buffer of the target's kind, then a copy.
        alloc_t = bt.alloc_type_like(target)
        buf = self.copy_to_new(value, alloc_t, before)
        return self.cast_or_copy(buf, target, before) if alloc_t != target else buf

    def global_for(self, value_attr: ir.Attribute, t: ir.MemRefType) -> str:
        """A private constant ``memref.global`` holding ``value_attr`` (one per distinct value)."""
        key = (str(value_attr), str(t))
        if key in self._globals:
            return self._globals[key]
        taken = {op.attributes["sym_name"].value for op in self.module.regions[0].blocks[0].operations
                 if "sym_name" in op.operation.attributes}
        base = "__constant_" + "x".join(str(s) for s in t.shape) + ("x" if t.shape else "") + str(t.element_type)
        name, n = base, 0
        while name in taken:
            n += 1
            name = f"{base}_{n}"
        first = self.module.regions[0].blocks[0].operations[0]
        with ir.InsertionPoint(first), ir.Location.unknown():
            memref.GlobalOp(sym_name=name, type_=ir.TypeAttr.get(t), sym_visibility="private",
                            initial_value=value_attr, constant=True,
                            alignment=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), self.options.alignment))
        self._globals[key] = name
        return name

    def visit_later(self, op: ir.Operation) -> None:
        """The driver bufferizes ``op``'s regions next (bodies moved into a new op)."""
        self.pending_regions.append(op)


def parallel_generic(inputs: list[ir.Value], outputs: list[ir.Value], before: ir.Operation) -> ir.Operation:
    """A ``linalg.generic`` on buffers of one shape before ``before``: every operand read or written
    at the same element (identity maps, parallel loops), with an empty body block taking one
    element per operand; the caller fills the body (ending in ``linalg.yield``)."""
    rank = ir.ShapedType(outputs[0].type).rank
    identity = ir.AffineMapAttr.get(ir.AffineMap.get_identity(rank))
    parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
    with ir.InsertionPoint(before), before.location:
        generic = ir.Operation.create(
            "linalg.generic", results=[], operands=[*inputs, *outputs],
            attributes={"indexing_maps": ir.ArrayAttr.get([identity] * (len(inputs) + len(outputs))),
                        "iterator_types": ir.ArrayAttr.get([parallel] * rank),
                        "operandSegmentSizes": ir.DenseI32ArrayAttr.get([len(inputs), len(outputs)])},
            regions=1)
    generic.regions[0].blocks.append(*[ir.ShapedType(v.type).element_type for v in [*inputs, *outputs]])
    return generic


def fill_by_body(op: ir.Operation, buf: ir.Value, state: RewriteState) -> None:
    """Write every element of ``buf`` with what ``op``'s body (one block taking an index per
    dimension, ending in ``tensor.yield``) yields there: the body moves into a ``linalg.generic``."""
    generic = parallel_generic([], [buf], op)
    block = generic.regions[0].blocks[0]
    old = op.regions[0].blocks[0]
    with ir.InsertionPoint(block), op.location:
        indices = [linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)).result
                   for d in range(ir.ShapedType(buf.type).rank)]
    for arg, index in zip(old.arguments, indices):
        arg.replace_all_uses_with(index)
    for inner in list(old.operations):
        inner.operation.detach_from_parent()
        ir.InsertionPoint(block).insert(inner.operation)
    terminator = last_op(block)
    with ir.InsertionPoint(terminator), op.location:
        linalg.YieldOp(list(terminator.operands))
    terminator.erase()
    state.visit_later(generic)


def castable(source: ir.Type, target: ir.Type) -> bool:
    """Can ``memref.cast`` turn ``source`` into ``target`` without a runtime failure? Into an
    unranked memref always (same element type and memory space); out of one never (its rank and
    layout are known only at run time)."""
    if source.element_type != target.element_type or str(source.memory_space) != str(target.memory_space):
        return False
    if isinstance(target, ir.UnrankedMemRefType) or isinstance(source, ir.UnrankedMemRefType):
        return isinstance(target, ir.UnrankedMemRefType)
    if source.shape != target.shape:
        return False
    s_strides, s_off = bt.strides_and_offset(source)
    t_strides, t_off = bt.strides_and_offset(target)
    same = lambda a, b: b == bt.DYNAMIC or a == b  # noqa: E731  (only towards more dynamic)
    return same(s_off, t_off) and all(same(a, b) for a, b in zip(s_strides, t_strides))


def _alloc_attributes(alignment: int, dynamic_sizes: int) -> dict[str, ir.Attribute]:
    """A ``memref.alloc``'s attributes: its alignment, and its operand segments (the dynamic
    sizes, no symbols)."""
    i64 = ir.IntegerType.get_signless(64)
    return {"alignment": ir.IntegerAttr.get(i64, alignment),
            "operandSegmentSizes": ir.DenseI32ArrayAttr.get([dynamic_sizes, 0])}


def move_body(old: ir.Operation, new: ir.Operation) -> None:
    """Move every block of ``old``'s regions into ``new``'s (same region count)."""
    for old_region, new_region in zip(old.regions, new.regions):
        for block in list(old_region.blocks):
            block.append_to(new_region)


def mixed(op: ir.Operation, kind: str, first_dynamic: int) -> list[int | ir.Value]:
    """Offsets/sizes/strides of a slice-like op: static ints, or SSA values where dynamic.

    ``first_dynamic`` is the operand index where the dynamic ``kind`` values start.
    """
    static = list(ir.DenseI64ArrayAttr(op.attributes[f"static_{kind}"]))
    out, j = [], first_dynamic
    for s in static:
        if s == bt.DYNAMIC:
            out.append(op.operands[j])
            j += 1
        else:
            out.append(s)
    return out


def slice_params(op, first: int):
    """(offsets, sizes, strides) of a slice op whose dynamic operands start at ``first``."""
    counts = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    n_off, n_size = counts[-3], counts[-2]
    return (mixed(op, "offsets", first), mixed(op, "sizes", first + n_off),
            mixed(op, "strides", first + n_off + n_size))


def dynamic_dims(buffer: ir.Value, before: ir.Operation) -> list[int | ir.Value]:
    """Each dimension of ``buffer``: its static size, or a ``memref.dim`` made before ``before``."""
    out: list[int | ir.Value] = []
    with ir.InsertionPoint(before), before.location:
        for d, n in enumerate(buffer.type.shape):
            if n == bt.DYNAMIC:
                out.append(memref.DimOp(buffer, arith.ConstantOp(ir.IndexType.get(), d).result).result)
            else:
                out.append(n)
    return out


def index_value(v: int | ir.Value, before: ir.Operation) -> ir.Value:
    """``v`` as an index value: an ``arith.constant`` made before ``before`` if it is an int."""
    if not isinstance(v, int):
        return v
    with ir.InsertionPoint(before), before.location:
        return arith.ConstantOp(ir.IndexType.get(), v).result


def index_sum(parts: list[int | ir.Value], before: ir.Operation) -> int | ir.Value:
    """The sum of ``parts``: an int when every part is one (offsets stay static), else index
    arithmetic made before ``before``, the static parts folded into one constant (none if 0)."""
    dynamic = [v for v in parts if not isinstance(v, int)]
    total = sum(v for v in parts if isinstance(v, int))
    if not dynamic:
        return total
    value, rest = (dynamic[0], dynamic[1:]) if total == 0 else (index_value(total, before), dynamic)
    with ir.InsertionPoint(before), before.location:
        for v in rest:
            value = arith.AddIOp(value, v).result
    return value


def static_or_dynamic(values: list[int | ir.Value]) -> list[int]:
    return [v if isinstance(v, int) else bt.DYNAMIC for v in values]


def same_subview(value: ir.Value, source: ir.Value, offsets, sizes, strides) -> bool:
    """Is ``value`` already ``memref.subview source[offsets][sizes][strides]``? (then a copy is a no-op)"""
    if isinstance(value, ir.BlockArgument) or value.owner.operation.name != "memref.subview":
        return False
    view = value.owner.operation
    if view.operands[0] != source:
        return False
    counts = list(ir.DenseI32ArrayAttr(view.attributes["operandSegmentSizes"]))
    first = counts[0]
    theirs = (mixed(view, "offsets", first), mixed(view, "sizes", first + counts[1]),
              mixed(view, "strides", first + counts[1] + counts[2]))
    return all(len(a) == len(b) and all(x == y for x, y in zip(a, b))
               for a, b in zip(theirs, (offsets, sizes, strides)))


def subview(source: ir.Value, offsets, sizes, strides, result_shape: list[int], before: ir.Operation) -> ir.Value:
    """``memref.subview`` with the type :func:`buffer_types.subview_type` predicts."""
    t = bt.subview_type(source.type, static_or_dynamic(offsets), static_or_dynamic(sizes),
                        static_or_dynamic(strides), result_shape)
    with ir.InsertionPoint(before), before.location:
        return memref.subview(source, offsets, sizes, strides, result_type=t)
