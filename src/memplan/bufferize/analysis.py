"""In-place analysis: decide, before any rewrite, which writes may reuse a buffer.

One-Shot style: ops are visited in pre-order. A *destination* (an operand an op
writes, whose buffer the result would occupy) is bufferized in place when

* its buffer is writable (not a constant, not a function argument unless the
  caller allows it, not a call result), and
* no value that may share the buffer (its alias class) is read after the op,
  counting, for every loop around the op, any read inside the loop of a value
  defined outside it (a later iteration would see the new contents), and
* the op itself reads no other alias of the buffer, unless it reads it
  element by element exactly where it writes (elementwise ``linalg.generic``).

Otherwise the result gets a fresh buffer, filled with the destination's
contents only if the op reads them: by re-running a ``linalg.fill`` when the
destination is one (cheaper than a copy, and what lets shared zero-filled
accumulators go copy-free), by nothing when the destination is undefined
(``tensor.empty``), else by a copy. A fresh buffer is avoided altogether when an
elementwise op may write over one of its inputs that is dead afterwards. With
``split-empty-tensors=on``, an undefined destination that other ops write too (frontends share one
``tensor.empty``) is not written in place: each writer gets a buffer of its own (or a dead
input's), so that they do not become one buffer, live from the first writer to the last reader.
So is a ``linalg.fill`` that other ops use too (cse makes one zero accumulator of the matmuls of
every layer): each writer gets a new buffer filled again, instead of the last writer taking the
fill's, live from the fill on. That is never more bytes live at any point: the writer's buffer
lives from the writer to its result's last read, inside what the fill's buffer lived, and the
fill's own buffer, read by no one then, is dropped after the rewrite.

Alias classes are may-alias sets (union-find); *equivalence* classes are
"certainly the same whole buffer", used to decide when loop-carried values need
no copy at ``scf.yield``.

What the analysis builds on lives beside it: :mod:`.union_find` (the classes), :mod:`.placements`
(how models claim allocations, and which values must stay whole), :mod:`.block_liveness` (bodies
of several blocks), :mod:`.call_order` (callees first) and :mod:`.tensors` (what uses tensors).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, TypeVar

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.block_liveness import BlockLiveness
from memplan.bufferize.call_order import callees_first
from memplan.bufferize.interface import BufferizationModel, BufferRelation
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.placements import AllocationPlacement, escape_of, placement_host, placement_kind
from memplan.bufferize.registry import ModelRegistry
from memplan.bufferize.reshaped_views import reshaped_view
from memplan.bufferize.tensors import is_tensor, region_uses_tensors, touches_tensors
from memplan.bufferize.union_find import UnionFind
from memplan.diagnostics import MemplanError, Remark
from memplan.mlir import naming

E = TypeVar("E")

ID_ATTR = "memplan.bufferize_id"


@dataclass
class OperandDecision:
    """How one destination operand is bufferized."""

    inplace: bool
    copy: bool = False                 # out of place: copy the destination's contents first
    fill: ir.Value | None = None       # out of place: re-create the contents with linalg.fill
    reuse: int | None = None           # out of place: write over this (dead) input operand instead
    reason: str = ""


@dataclass
class Analysis:
    """Decisions for every function of a module, keyed by the op's bufferize id.

    Shared by every model: alias and equivalence classes, the decision for each destination,
    the operands the rewrite copies (``operand_copies``), claimed allocations. What one model
    needs beyond that lives in its extension (:meth:`extension`).
    """

    registry: ModelRegistry
    options: BufferizeOptions
    decisions: dict[int, dict[int, OperandDecision]] = field(default_factory=dict)
    # op id -> {operand index: why} for tensor operands the op's rewrite copies into a new buffer
    # (a loop's yield of a value that does not live in the iteration buffer, a return of a constant)
    operand_copies: dict[int, dict[int, str]] = field(default_factory=dict)
    alias: UnionFind = field(default_factory=UnionFind)
    equiv: UnionFind = field(default_factory=UnionFind)
    tensor_ops: set[int] = field(default_factory=set)
    # ids of the ops with a tensor op nested in them: the rewrite visits no other op's regions
    tensor_holders: set[int] = field(default_factory=set)
    # (op id, result number) of a new allocation -> where it is placed instead (claim_allocation)
    placements: dict[tuple[int, int], AllocationPlacement] = field(default_factory=dict)
    remarks: list[Remark] = field(default_factory=list)
    extensions: dict[type, Any] = field(default_factory=dict)
    # kinds of placements (their class names) refused, and those claimed (see claim_allocation)
    refused_placements: frozenset[str] = frozenset()
    placement_kinds: list[str] = field(default_factory=list)
    # single claims refused, by the claimed allocation's key (op id, result number)
    refused_claims: frozenset[tuple[int, int]] = frozenset()
    # values (op id, result number) whose buffer no dead-input reuse may take
    reuse_refused: frozenset[tuple[int, int]] = frozenset()
    # op id -> whether, in the rewrite, a placement has made the op's effect elsewhere (see forward)
    forwarded: dict[int, Any] = field(default_factory=dict)
    # destinations written in place though their tensor.empty is shared, the decisions that
    # split-empty-tensors=on makes otherwise: with none, both settings decide alike
    split_changes: int = 0
    _region_ends: dict[int, tuple[ir.Operation, int]] = field(default_factory=dict)
    _writable: dict[ir.Value, bool] = field(default_factory=dict)
    _frozen: dict[ir.Value, bool] = field(default_factory=dict)
    _sources: dict[ir.Value, frozenset] = field(default_factory=dict)
    _full: dict[ir.Value, bool] = field(default_factory=dict)
    _undefined: set = field(default_factory=set)
    # Memos of what the IR says, which the analysis does not change (the conflict check asks
    # them for every alias of every destination): models by op name, each value's uses (reader,
    # operand number, reader's position, does the reader read it) and the positions of the ops
    # a value is a result of, through chains of views.
    _models: dict[str, BufferizationModel | None] = field(default_factory=dict)
    _uses: dict[ir.Value, list[tuple[ir.Operation, int, int, bool]]] = field(default_factory=dict)
    _chains: dict[ir.Value, frozenset[int]] = field(default_factory=dict)
    _users: dict[ir.Value, list[tuple[ir.Operation, int, int]]] = field(default_factory=dict)
    _escapes: dict[ir.Value, str | None] = field(default_factory=dict)  # see escape_of
    # function position -> liveness of tensor values across the blocks of its body
    _liveness: dict[int, "BlockLiveness"] = field(default_factory=dict)
    # (position, what :meth:`_surroundings` found) for the last op whose conflicts were checked
    _last_surroundings: tuple[int, Any] | None = None

    # ---- entry ---------------------------------------------------------------------------------
    def run(self, module: ir.Operation) -> "Analysis":
        counter = 0
        funcs = []
        for top in module.operation.regions[0].blocks[0].operations:
            top = top.operation
            if top.name == "func.func":
                funcs.append(top)
            elif touches_tensors(top):
                raise MemplanError(f"bufferize: no support for tensors in top-level op '{top.name}'",
                                   str(top.location))
        for top in callees_first(funcs):
            order, region_ends, parents = self._collect(top)
            # Ids are pre-order positions. (Operations hash by contents in the bindings, so
            # they cannot key dictionaries while attributes change; ids can.)
            first = counter
            i64 = ir.IntegerType.get_signless(64)
            for position, op in enumerate(order):
                op.attributes[ID_ATTR] = ir.IntegerAttr.get(i64, counter)
                if op.name != "func.func" and touches_tensors(op):
                    self.tensor_ops.add(counter)
                    parent = parents[position]
                    while parent >= 0 and first + parent not in self.tensor_holders:
                        self.tensor_holders.add(first + parent)
                        parent = parents[parent]
                counter += 1
            self._function_arguments(top)
            # Views alias their source whatever is decided, so their classes are formed
            # first: a write must see reads through views that appear after it.
            for position, op in enumerate(order):  # (an op's id is its position: not read back)
                if first + position in self.tensor_ops:
                    self._guarded(self._views, op)
            for position, op in enumerate(order):
                if first + position in self.tensor_ops:
                    self._guarded(self._analyze, op, first + position)
                for owner, region, at in region_ends.get(position, ()):  # (the owner's position)
                    if at == 0 or first + at in self.tensor_ops:
                        self._guarded(lambda o: self._model_of(o).region_analyzed(o, region, self), owner)
        return self

    def _guarded(self, step, op: ir.Operation, *args) -> None:
        """Run an analysis step; a model's exception becomes an error naming the op and model."""
        try:
            step(op, *args)
        except MemplanError:
            raise
        except Exception as e:
            raise self.registry.model_failed(op, e, " during analysis") from e

    def _collect(self, top: ir.Operation) -> tuple[list[ir.Operation], dict[int, list[tuple[ir.Operation, int, int]]],
                                                   list[int]]:
        """``top`` and everything nested in it, in pre-order (an explicit stack: any nesting depth);
        by the position of the last op nested in it, each region of each op (owner, index, owner's
        position); and the position of each op's parent (-1 for ``top``)."""
        order: list[ir.Operation] = []
        parents: list[int] = []
        ends: dict[int, list[tuple[ir.Operation, int, int]]] = {}
        stack: list = [(top, -1)]
        while stack:
            item = stack.pop()
            if len(item) == 3:  # every op of region (owner, index, owner's position) is in order
                ends.setdefault(len(order) - 1, []).append(item)
                continue
            op, parent = item
            position = len(order)
            order.append(op)
            parents.append(parent)
            for index in reversed(range(len(op.regions))):
                region = op.regions[index]
                if op.name != "func.func" and len(region.blocks) > 1 and region_uses_tensors(region):
                    raise MemplanError(f"bufferize: '{op.name}' has a region with several blocks that use tensors; "
                                       "branches between blocks (cf) are supported only in a function's body",
                                       str(op.location))
                stack.append((op, index, position))
                children = [(inner.operation, position) for block in region.blocks for inner in block.operations]
                stack.extend(reversed(children))
        return order, ends, parents

    def _views(self, op: ir.Operation) -> None:
        model = self.model(op)
        if model is None:
            return
        for index, operand in enumerate(op.operands):
            if is_tensor(operand.type) and not model.writes(op, index):
                for r in model.aliasing_results(op, index):
                    self._view(op, model, operand, op.results[r], index)
        for alias in model.value_aliases(op, self):
            self.bind(alias.value, alias.aliased, alias.equivalent)

    # ---- what models keep and claim ------------------------------------------------------------
    def extension(self, cls: type[E]) -> E:
        """The state extension of type ``cls`` for this run, made (``cls()``) on first use: where a
        model keeps what only it needs, from the analysis to the rewrite."""
        found = self.extensions.get(cls)
        if found is None:
            found = self.extensions[cls] = cls()
        return found

    def claim_allocation(self, value: ir.Value, placement: AllocationPlacement) -> bool:
        """Ask that ``value``'s new buffer be made by ``placement`` instead (``tensor.pad`` puts its
        source in the interior of the padded buffer). Only results whose model says
        ``allocation_placeable`` (or destinations written out of place with no copy) can be claimed,
        once. The rewrite honours the claim only when the types agree; the claimant must work
        either way."""
        kind = placement_kind(placement)
        key = self.key_of(value)
        if key is None or key in self.placements or kind in self.refused_placements or key in self.refused_claims:
            return False
        self.placements[key] = placement
        if kind not in self.placement_kinds:
            self.placement_kinds.append(kind)
        return True

    def own_allocation(self, value: ir.Value, layout: ir.MemRefType | None = None) -> ir.Value | None:
        """The value whose new allocation ``value`` lives in, when that allocation is ``value``'s
        own and another model may claim it (:meth:`claim_allocation`): every value that may share
        the buffer is the same whole buffer of the same type (no view, no other buffer mixed in),
        and exactly one of them gets a new allocation, as a result whose model says
        ``allocation_placeable`` or as a destination written out of place with nothing copied or
        reused. Values placed inside that buffer (a concat's inputs in their slices) may share it
        too: claiming the buffer moves them along. With ``layout``, the type the buffer gets where
        it is placed (a slice of the claimant's), so may reshapes of the value that stay views of
        it (:mod:`.reshaped_views`). None otherwise."""
        members = self.alias.members(value)
        root, value_type = self.equiv.find(value), value.type  # (each read once, not once per member)
        same = [self.equiv.find(m) == root for m in members]
        if any(m.type != value_type for m, s in zip(members, same) if s):
            return None
        if any(not s and not self._placed_inside(m, value) and not reshaped_view(self, m, value, layout)
               for m, s in zip(members, same)):
            return None
        roots = [m for m, s in zip(members, same) if s and self._fresh_allocation(m)]
        return roots[0] if len(roots) == 1 else None

    def _placed_inside(self, member: ir.Value, value: ir.Value) -> bool:
        """Is ``member``'s whole buffer a new allocation placed (maybe through further placements)
        inside ``value``'s buffer?"""
        seen = set()
        while not self.equiv.same(member, value):
            roots = [m for m in self.equiv.members(member) if self._fresh_allocation(m)]
            if len(roots) != 1:
                return False
            key = self.key_of(roots[0])  # None (an argument): placed nowhere
            placement = self.placements.get(key)
            host = None if placement is None else placement_host(placement)
            if host is None or key in seen:
                return False
            seen.add(key)
            member = host
        return True

    def why_not_in_slice(self, value: ir.Value, at: ir.Operation, layout: ir.MemRefType | None = None) -> str | None:
        """Why ``value`` cannot be computed straight into its slice of ``at``'s buffer (a concat's,
        an insert chain's): :meth:`why_not_placeable`, or its buffer must leave whole (returned,
        yielded, passed on: a slice would change its type). None when it can. ``layout``: the
        slice's type, as :meth:`own_allocation` takes it."""
        why = self.why_not_placeable(value, at, layout)
        if why is not None:
            return why
        escape = escape_of(self.alias.members(value), self._escapes)
        return None if escape is None else f"its buffer must stay whole: it is {escape}"

    def why_not_placeable(self, value: ir.Value, at: ir.Operation, layout: ir.MemRefType | None = None) -> str | None:
        """Why ``value`` cannot be computed straight into a part of ``at``'s buffer (a concat's
        slice, a pad's interior), or None when its allocation is its own to hand over."""
        if isinstance(value, ir.BlockArgument):
            return ("it is a function argument" if value.owner.owner.operation.name == "func.func"
                    else "it is a block argument")
        root = self.own_allocation(value, layout)
        if root is None:
            return "its buffer is not a new allocation of its own (a view, a constant, or shared with another value)"
        if root.owner.operation.block != at.block:
            return "it is computed in another block"
        return None

    def _fresh_allocation(self, value: ir.Value) -> bool:
        if isinstance(value, ir.BlockArgument):
            return False
        owner = value.owner.operation
        model = self.model(owner)
        if model is None:
            return False
        if model.allocation_placeable(owner, value.result_number):
            return True
        return any(value.result_number in model.aliasing_results(owner, index)
                   and not d.inplace and d.reuse is None and not d.copy
                   for index, d in self.decisions.get(self.op_id(owner), {}).items())

    def forward(self, op: ir.Operation, done) -> None:
        """``op``'s effect may be made elsewhere by a placement (a chain's ``linalg.fill`` made where
        its buffer is made): when ``done(state)`` says so in the rewrite, nothing is emitted for
        ``op`` and its results are its destinations' buffers; otherwise it is rewritten as usual."""
        self.forwarded[self.op_id(op)] = done

    def remark(self, op: ir.Operation, text: str) -> None:
        """A remark about ``op``, named as the input names its result: ``bufferize: %y = tensor.pad <text>``."""
        name = naming.input_name(op)
        self.remarks.append(Remark(f"bufferize: {f'{name} = ' if name else ''}{op.name} {text}", str(op.location)))

    def refuses(self, kind: type, value: ir.Value | None = None) -> bool:
        """Are placements of ``kind`` (an :class:`AllocationPlacement` class) refused in this run, or
        this one of ``value``'s allocation (a value :meth:`own_allocation` returned)?"""
        if kind.__name__ in self.refused_placements:
            return True
        return value is not None and self.key_of(value) in self.refused_claims

    def placement(self, op: ir.Operation, result: int) -> AllocationPlacement | None:
        op_id = self.op_id(op)
        return None if op_id is None else self.placements.get((op_id, result))

    def _function_arguments(self, func: ir.Operation) -> None:
        if len(func.regions[0].blocks) == 0:
            return
        arg_attrs = list(ir.ArrayAttr(func.attributes["arg_attrs"])) if "arg_attrs" in func.attributes else []
        for i, arg in enumerate(func.regions[0].blocks[0].arguments):
            if is_tensor(arg.type):
                writable = self.options.writable_function_args
                attrs = ir.DictAttr(arg_attrs[i]) if i < len(arg_attrs) else None
                if attrs is not None and "bufferization.writable" in attrs:
                    writable = ir.BoolAttr(attrs["bufferization.writable"]).value  # per-argument override
                self._new_class(arg, writable=writable)

    # ---- queries used by the rewrite ------------------------------------------------------------
    def op_id(self, op: ir.Operation) -> int | None:
        found = op.attributes.get(ID_ATTR)  # (asked hundreds of thousands of times: each call into the bindings costs)
        return None if found is None else found.value

    def key_of(self, value: ir.Value) -> tuple[int, int] | None:
        """How placements, refusals and tagged allocations name an op's result: (op id, result
        number); None for a block argument or an op without an id."""
        if isinstance(value, ir.BlockArgument):
            return None
        op_id = self.op_id(value.owner.operation)
        return None if op_id is None else (op_id, value.result_number)

    def needs_rewrite(self, op: ir.Operation) -> bool:
        return self.op_id(op) in self.tensor_ops

    def pos(self, op: ir.Operation) -> int:
        op_id = self.op_id(op)
        return -1 if op_id is None else op_id

    def decision(self, op: ir.Operation, index: int) -> OperandDecision:
        op_id = self.op_id(op)
        if op_id is None or index not in self.decisions.get(op_id, {}):
            return OperandDecision(inplace=False, copy=True, reason="not analyzed")
        return self.decisions[op_id][index]

    # ---- per-op analysis ------------------------------------------------------------------------
    def model(self, op: ir.Operation) -> BufferizationModel | None:
        name = op.name
        if name not in self._models:  # the registry serves an op by its name (structure is asked once per name)
            self._models[name] = self.registry.model(op)
        return self._models[name]

    def _model_of(self, op: ir.Operation) -> BufferizationModel:
        model = self.model(op)
        return model if model is not None else self.registry.require(op).model

    def _analyze(self, op: ir.Operation, op_id: int) -> None:
        model = self._model_of(op)
        for i, r in enumerate(op.results):
            if is_tensor(r.type):
                self._new_class(r, writable=model.writable_result(op, i))
                if model.undefined_result(op, i):
                    self._undefined.add(r)
        decisions: dict[int, OperandDecision] = {}
        for index, operand in enumerate(op.operands):
            if not is_tensor(operand.type):
                continue
            results = model.aliasing_results(op, index)
            if not results:
                continue
            if not model.writes(op, index):
                for r in results:
                    self._view(op, model, operand, op.results[r], index)
                continue
            decisions[index] = self._destination(op, model, index, results[0])
        if decisions:
            self.decisions[op_id] = decisions
        model.analyze(op, self)  # model-specific decisions (e.g. tensor.pad claiming its source's buffer)

    def _view(self, op, model, operand, result, index) -> None:
        self.alias.union(result, operand)
        relation = model.buffer_relation(op, index, result.result_number)
        full = self._full.get(operand, True) and relation is not BufferRelation.PART
        self._full[result] = full
        if full and result.type == operand.type and relation is BufferRelation.EQUIVALENT:
            self.equiv.union(result, operand)
        if operand in self._undefined:
            self._undefined.add(result)

    def _destination(self, op, model, index: int, result_index: int) -> OperandDecision:
        dest = op.operands[index]
        result = op.results[result_index]
        must = model.must_write_in_place(op, index)
        if not self.writable(dest):
            reason = "destination is not writable"
        elif not must and self.options.split_empty_tensors == "on" and self._shared_undefined(dest):
            # Writing in place would make every writer of the shared tensor.empty one buffer,
            # live from the first writer to the last reader, and none placeable alone.
            reason = "its undefined destination is written by other ops too"
        elif not must and self.options.split_empty_tensors == "on" and self._shared_fill(dest):
            # Writing in place would keep the fill's buffer live from the fill, maybe far before
            # (cse shares one across layers), to this op's result's last read: see the module's doc.
            reason = "its destination, a fill, is used by other ops too"
        else:
            reason = self._conflict(op, model, dest, index, index)
            if reason is None and not must and (self._shared_undefined(dest) or self._shared_fill(dest)):
                self.split_changes += 1  # in place into a shared tensor.empty or fill: =on would not be
        if reason is None:
            self.bind(result, dest)
            return OperandDecision(inplace=True)
        if must:
            raise MemplanError(self._broken_promise(op, index, reason), str(op.location))
        needs_contents = model.reads(op, index) and dest not in self._undefined
        decision = OperandDecision(inplace=False, reason=reason)
        if needs_contents:
            decision.fill = self._rematerializable(dest)
            decision.copy = decision.fill is None
            how = "copies" if decision.copy else "re-fills"
            name = naming.input_name(op)  # as the input calls the result: %y = linalg.add
            self.remarks.append(Remark(f"bufferize: {f'{name} = ' if name else ''}{op.name} {how} its destination "
                                       f"(operand #{index}) "
                                       f"into a new buffer: {reason}", str(op.location)))
            return decision
        decision.reuse = self._dead_input(op, model, index, result_index)
        return decision

    def _broken_promise(self, op: ir.Operation, index: int, reason: str) -> str:
        """Why ``op`` cannot write destination ``index`` in place as it must (the error's text)."""
        head = f"bufferize: {op.name} must write into its destination (operand #{index}) in place, but "
        if reason != "destination is not writable":
            return head + f"it cannot avoid a read-after-write conflict: {reason}"
        sources = self.read_only_sources(op.operands[index])
        what = [text for kind, text in (
            ("argument", "a function argument the caller did not allow writing (mark it `bufferization.writable "
                         "= true`, or bufferize with writable-function-args)"),
            ("read-only", "a read-only buffer (a constant, or a memref from outside not marked writable)"),
            ("escaped", "a buffer handed out by bufferization.to_buffer")) if kind in sources]
        return head + "it would write to a read-only buffer: the destination may live in " + " or ".join(what)

    def _shared_undefined(self, dest: ir.Value) -> bool:
        """Is ``dest`` undefined (a ``tensor.empty``, or a view of one) and used by other ops too?"""
        if dest not in self._undefined:
            return False
        uses = iter(dest.uses)  # a second use is enough: a shared tensor.empty may have hundreds
        return next(uses, None) is not None and next(uses, None) is not None

    def _shared_fill(self, dest: ir.Value) -> bool:
        """Is ``dest`` the result of a fill (:meth:`_rematerializable`) that other ops use too?"""
        uses = iter(dest.uses)
        return (next(uses, None) is not None and next(uses, None) is not None
                and self._rematerializable(dest) is not None)

    def _dead_input(self, op, model, index: int, result_index: int) -> int | None:
        """An input of ``op`` whose buffer may hold result ``result_index`` (written through
        destination ``index``): read element by element where the result is written, of a type
        that can hold the result (:func:`holds`), writable, whole, and read by nothing later. The
        result is bound to it."""
        result = op.results[result_index]
        for j in model.reusable_inputs(op, result_index):
            x = op.operands[j]
            if self.key_of(x) in self.reuse_refused:
                continue
            if (is_tensor(x.type) and holds(x.type, result.type) and self.writable(x) and self._full.get(x, True)
                    and self._conflict(op, model, x, j, index) is None):
                self.bind(result, x, equivalent=x.type == result.type)
                return j
        return None

    def _rematerializable(self, value: ir.Value) -> ir.Value | None:
        if isinstance(value, ir.BlockArgument):
            return None
        owner = value.owner.operation
        model = self.model(owner)
        return None if model is None else model.rematerialize(owner)

    # ---- classes --------------------------------------------------------------------------------
    def _new_class(self, value: ir.Value, writable: bool) -> None:
        self.alias.find(value)
        self.equiv.find(value)
        self._writable[value] = writable
        self._full.setdefault(value, True)

    def bind(self, value: ir.Value, to: ir.Value, equivalent: bool = True, part: bool = False) -> None:
        """``value`` may live in ``to``'s buffer (certainly, whole and same type, when ``equivalent``;
        anywhere in it, its elements not lined up with ``to``'s, when ``part``)."""
        self.alias.union(value, to)
        if equivalent:
            self.equiv.union(value, to)
            self._full[value] = self._full.get(to, True)
        elif part:
            self._full[value] = False

    # ---- writability: which read-only buffers a value may point to ---------------------------
    def read_only_sources(self, value: ir.Value) -> frozenset[str]:
        """Kinds of read-only buffers ``value`` may live in: "argument" (a function argument the
        caller did not allow writing), "read-only" (a constant, a foreign memref), "escaped"
        (handed out by to_buffer). Follows in-place decisions, views, branches and calls, so a
        value aliasing a read-only buffer only *maybe* (a call result) does not taint the others."""
        if value in self._sources:
            return self._sources[value]
        result = self._compute_sources(value)
        if any(self._frozen.get(m, False) for m in self.alias.members(value)):
            result = result | {"escaped"}
        self._sources[value] = result
        return result

    def _compute_sources(self, value: ir.Value) -> frozenset[str]:
        if isinstance(value, ir.BlockArgument):
            owner = value.owner.owner.operation
            if owner.name == "func.func" and value.owner != owner.regions[0].blocks[0]:
                return self._incoming_sources(value)
            if owner.name == "func.func":
                return frozenset() if self._writable.get(value, False) else frozenset({"argument"})
            model = self.model(owner)
            index = model.tied_init(value) if model is not None else None
            if index is None:
                return frozenset() if model is not None and model.writable_block_arg(value) else frozenset({"read-only"})
            operand = owner.operands[index]
            return self.read_only_sources(operand) if self.decision(owner, index).inplace else frozenset()
        owner = value.owner.operation
        model = self.model(owner)
        if model is None:
            return frozenset({"read-only"})
        sources = set()
        aliased = False
        for index, operand in enumerate(owner.operands):
            if not is_tensor(operand.type) or value.result_number not in model.aliasing_results(owner, index):
                continue
            aliased = True
            if not model.writes(owner, index):
                sources |= self.read_only_sources(operand)  # a view
                continue
            d = self.decision(owner, index)
            if d.inplace:
                sources |= self.read_only_sources(operand)
            elif d.reuse is not None:
                sources |= self.read_only_sources(owner.operands[d.reuse])
        for alias in model.value_aliases(owner, self):
            if alias.value == value:
                aliased = True
                sources |= self.read_only_sources(alias.aliased)
        if not aliased and not model.writable_result(owner, value.result_number):
            sources.add("read-only")
        return frozenset(sources)

    def _incoming_sources(self, arg: ir.BlockArgument) -> frozenset[str]:
        """The read-only sources of a non-entry block's argument: those of every value that may share
        its buffer where that buffer was made (around loops through blocks, what a predecessor passes
        may come from the argument itself, so its class is asked instead of its predecessors)."""
        sources: set[str] = set()
        for m in self.alias.members(arg):
            if isinstance(m, ir.BlockArgument):
                owner = m.owner.owner.operation
                if owner.name == "func.func":
                    if m.owner == owner.regions[0].blocks[0] and not self._writable.get(m, False):
                        sources.add("argument")
                    continue
                model = self.model(owner)
                if model is None or (model.tied_init(m) is None and not model.writable_block_arg(m)):
                    sources.add("read-only")
                continue
            owner = m.owner.operation
            model = self.model(owner)
            if model is None or not model.writable_result(owner, m.result_number):
                sources.add("read-only")
            if self._frozen.get(m, False):
                sources.add("escaped")
        return frozenset(sources)

    def read_only_besides_arguments(self, value: ir.Value) -> bool:
        """May ``value`` live in a read-only buffer that is not a function argument?"""
        return bool(self.read_only_sources(value) - {"argument"})

    def mark_unwritable(self, value: ir.Value) -> None:
        """Its buffer escapes (to_buffer): never write it in place again."""
        self._frozen[value] = True
        self._sources.clear()

    def writable(self, value: ir.Value) -> bool:
        return not self.read_only_sources(value)

    def undefined(self, value: ir.Value) -> bool:
        return value in self._undefined

    def full(self, value: ir.Value) -> bool:
        return self._full.get(value, True)

    # ---- conflicts ------------------------------------------------------------------------------
    def _conflict(self, op: ir.Operation, model, target: ir.Value, target_index: int, out_index: int) -> str | None:
        """Why writing ``op``'s result over ``target``'s buffer is unsafe, or None."""
        p = self.pos(op)
        ancestors, loops, around, (block, live_out, block_of) = self._surroundings(op, p)
        shared = self._shared_across_iterations(target, ancestors)
        if shared:
            return shared
        for m in list(self.alias.members(target)):
            chain = self._view_chain(m)
            if not around.isdisjoint(chain):
                continue  # a result of a loop/branch around the write (or a view of one): it holds what was yielded
            if p in chain:
                continue  # the written value itself (or a view of it): reads see the new contents
            if m in live_out:
                return (f"an alias may be read after its block (^bb{block}) ends, by a block it branches to "
                        "(or by itself again, around a loop)")
            for reader, j, reader_pos, read in self._uses_of(m):
                if block_of is not None and block_of(reader) != block:
                    continue  # another block: after the write only if ``m`` is live-out (above)
                if reader_pos == p:
                    if j == target_index and j == out_index and not model.reads(op, j):
                        continue  # a pure overwrite of the target
                    if j != target_index:
                        if model.writes(op, j) and model.aliasing_results(op, j):
                            return f"{op.name} writes two operands that may share a buffer (#{j}, #{out_index})"
                        if not model.reads(op, j):
                            continue
                        if not (model.elementwise_pair(op, j, out_index)
                                and m.type == target.type and self.full(m) and self.full(target)):
                            return f"{op.name} reads an alias of its destination (operand #{j})"
                    # The op reads ``m`` where it writes: fine once, but a loop around it would
                    # read the overwritten value in its next iteration if ``m`` comes from outside.
                    if any(self._defined_outside(m, loop) for loop in loops):
                        return f"{op.name} reads a value from outside the enclosing loop that it would overwrite"
                    continue
                if not read:
                    continue
                if reader_pos > p and not self._exclusive(op, reader):
                    return f"an alias is read later by {reader.name} at {_line_col(reader.location)}"
                for loop in loops:
                    if self._inside(reader, loop) and self._defined_outside(m, loop):
                        return f"an alias defined outside the enclosing {loop.name} is read inside it"
        return None

    def _surroundings(self, op: ir.Operation, p: int) -> tuple[list[ir.Operation], list[ir.Operation], frozenset[int],
                                                              tuple[int, frozenset, Any]]:
        """What the conflict check needs of where ``op`` (at position ``p``) is: the ops around it
        (:meth:`_ancestors`), the loops among them (:meth:`_enclosing_loops`), their positions, and
        :meth:`_live_after_block`. Kept for the last op asked: its destination and each input it
        may reuse are checked in turn, and the IR does not change during the analysis."""
        found = self._last_surroundings
        if found is not None and found[0] == p and p >= 0:
            return found[1]
        ancestors = self._ancestors(op)
        loops = [a for a in ancestors if self._loop_like(a)]
        top = ancestors[-1] if ancestors else op
        surroundings = (ancestors, loops, frozenset(self.pos(a) for a in ancestors),
                        self._live_after_block(op, (parent_op(top), top)))
        self._last_surroundings = (p, surroundings)
        return surroundings

    def _live_after_block(self, op: ir.Operation, func_and_top: tuple[ir.Operation, ir.Operation] | None = None
                          ) -> tuple[int, frozenset, Any]:
        """In a function body of several blocks (``cf`` branches): the index of the block holding
        ``op`` (or the op around it), the tensor values that may be read after that block ends
        (its live-out set), and a function giving the block index of any op of the body; (0,
        empty, None) in a body of one block.

        Positions order ops only within a block; across blocks, execution follows the branches (a
        loop through blocks runs a block again, a block later in the text may run earlier). So the
        conflict check orders by position only the uses within the writing op's block (as in a
        single-block body), and adds: no value that may share the buffer is live when that block
        ends (:class:`BlockLiveness`). Every read of the old contents after the write is a use of
        a value defined before it: in the block, after the op (by position); elsewhere, on a path
        from this block that does not define the value again, so the value is live-out. Values
        defined outside a loop through blocks and read in it are live around it, so a write in
        the loop never clobbers them; a block argument is defined anew each time its block runs,
        so a loop's carried tensor may be updated in place."""
        func, top = func_and_top or _function_and_top(op)
        liveness = self._liveness.get(self.pos(func))
        if liveness is None:
            liveness = self._liveness[self.pos(func)] = BlockLiveness.of(func)
        if not liveness.live_out:
            return 0, frozenset(), None
        block = liveness.block_of[top]
        return block, liveness.live_out[block], lambda other: liveness.block_of[_function_and_top(other)[1]]

    def _exclusive(self, a: ir.Operation, b: ir.Operation) -> bool:
        """Are ``a`` and ``b`` in different regions of one op that runs only one of them (``scf.if``)?"""
        chain_a = self._branch_chain(a)
        for if_pos, region in self._branch_chain(b).items():
            if if_pos in chain_a and chain_a[if_pos] != region:
                return True
        return False

    def _branch_chain(self, op: ir.Operation) -> dict[int, int]:
        """For each op around ``op`` whose regions exclude each other: its position -> the index
        of the region holding ``op``."""
        chain, child, parent = {}, op, parent_op(op)
        while parent is not None and parent.name != "func.func":
            model = self.model(parent)
            if model is not None and model.exclusive_regions(parent):
                block = child.block
                chain[self.pos(parent)] = next(i for i, region in enumerate(parent.regions)
                                               if any(b == block for b in region.blocks))
            child, parent = parent, parent_op(parent)
        return chain

    def _view_of_result(self, value: ir.Value, op: ir.Operation) -> bool:
        """Is ``value`` a result of ``op``, or a chain of views of one?"""
        return self.pos(op) in self._view_chain(value)

    def _view_chain(self, value: ir.Value) -> frozenset[int]:
        """The positions of the ops ``value`` is a result of: its owner, and through a chain of
        views (each with one source), their sources' owners (at most 64)."""
        found = self._chains.get(value)
        if found is not None:
            return found
        positions = []
        current = value
        for _ in range(64):
            if isinstance(current, ir.BlockArgument):
                break
            owner = current.owner.operation
            positions.append(self.pos(owner))
            model = self.model(owner)
            sources = [] if model is None else [
                operand for i, operand in enumerate(owner.operands)
                if is_tensor(operand.type) and not model.writes(owner, i)
                and current.result_number in model.aliasing_results(owner, i)]
            if len(sources) != 1:
                break
            current = sources[0]
        found = self._chains[value] = frozenset(q for q in positions if q >= 0)
        return found

    def _uses_of(self, value: ir.Value) -> list[tuple[ir.Operation, int, int, bool]]:
        """(reader, operand number, reader's position, whether the reader reads it) per use."""
        found = self._uses.get(value)
        if found is None:
            found = []
            for reader, j, reader_pos in self.users_of(value):
                model = self.model(reader)
                found.append((reader, j, reader_pos, model is None or model.reads(reader, j)))
            self._uses[value] = found
        return found

    def users_of(self, value: ir.Value) -> list[tuple[ir.Operation, int, int]]:
        """(user, operand number, user's position) per use of ``value``, in use order; read once
        (the IR does not change during the analysis)."""
        found = self._users.get(value)
        if found is None:
            found = self._users[value] = [(use.owner.operation, use.operand_number, self.pos(use.owner.operation))
                                          for use in value.uses]
        return found

    def escape_of(self, members) -> str | None:
        """:func:`~memplan.bufferize.placements.escape_of`, each value's answer read once."""
        return escape_of(members, self._escapes)

    def _shared_across_iterations(self, target: ir.Value, ancestors: list[ir.Operation]) -> str | None:
        """Iterations of an op with parallel regions (``scf.forall``) may run at once: inside one,
        only its shared outputs (or buffers made inside it) may be written; anything else would
        be raced on."""
        members = self.alias.members(target)
        for forall in ancestors:
            model = self.model(forall)
            if model is None or not model.parallel_regions(forall):
                continue
            body = forall.regions[0].blocks[0]
            if any(isinstance(m, ir.BlockArgument) and m.owner == body for m in members):
                continue
            if any(self._defined_outside(m, forall) for m in members):
                return f"the buffer would be shared by concurrent {forall.name} iterations"
        return None

    def _ancestors(self, op: ir.Operation) -> list[ir.Operation]:
        out, parent = [], parent_op(op)
        while parent is not None and parent.name != "func.func":
            out.append(parent)
            parent = parent_op(parent)
        return out

    def _enclosing_loops(self, op: ir.Operation) -> list[ir.Operation]:
        return [a for a in self._ancestors(op) if self._loop_like(a)]

    def _loop_like(self, op: ir.Operation) -> bool:
        model = self.model(op)
        return model is None or model.loop_like(op)

    def _inside(self, op: ir.Operation, ancestor: ir.Operation) -> bool:
        parent = parent_op(op)
        while parent is not None:
            if parent == ancestor:
                return True
            if parent.name == "func.func":
                return False
            parent = parent_op(parent)
        return False

    def _defined_outside(self, value: ir.Value, loop: ir.Operation) -> bool:
        if isinstance(value, ir.BlockArgument):
            owner = value.owner.owner.operation
            return not (owner == loop or self._inside(owner, loop))
        return not self._inside(value.owner.operation, loop)


def _function_and_top(op: ir.Operation) -> tuple[ir.Operation, ir.Operation]:
    """The function around ``op`` and the op of its body holding ``op`` (``op`` itself at the top)."""
    top = op
    parent = parent_op(op)
    while parent is not None and parent.name != "func.func":
        top, parent = parent, parent_op(parent)
    return parent, top


def holds(input_type: ir.Type, result_type: ir.Type) -> bool:
    """May a dead input of ``input_type`` hold a result of ``result_type`` (written element by element
    where the input is read)? The same type; or ranked tensors of the same element type and
    encoding whose shapes differ only where one is dynamic (the sizes agree at run time, and
    the buffer is the same bytes, viewed through a ``memref.cast``). Not a different element type,
    even of the same width: a buffer's element type cannot be reinterpreted in place."""
    if input_type == result_type:
        return True
    if not (isinstance(input_type, ir.RankedTensorType) and isinstance(result_type, ir.RankedTensorType)):
        return False
    a, b = ir.RankedTensorType(input_type), ir.RankedTensorType(result_type)
    return (a.element_type == b.element_type and str(a.encoding) == str(b.encoding)
            and bt.compatible_shapes(a.shape, b.shape))


def _line_col(location: ir.Location) -> str:
    m = re.search(r":(\d+):(\d+)", str(location))
    return f"line {m[1]}:{m[2]}" if m else str(location)


def parent_op(op: ir.Operation) -> ir.Operation | None:
    parent = op.parent
    return None if parent is None else parent.operation
