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
elementwise op may write over one of its inputs that is dead afterwards.

Alias classes are may-alias sets (union-find); *equivalence* classes are
"certainly the same whole buffer", used to decide when loop-carried values need
no copy at ``scf.yield``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize.interface import ModelBase
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelRegistry
from memplan.diagnostics import MemplanError, Remark
from memplan.mlir import naming

ID_ATTR = "memplan.bufferize_id"


def is_tensor(t: ir.Type) -> bool:
    return isinstance(t, (ir.RankedTensorType, ir.UnrankedTensorType))


def touches_tensors(op: ir.Operation) -> bool:
    if any(is_tensor(v.type) for v in op.operands) or any(is_tensor(r.type) for r in op.results):
        return True
    return any(is_tensor(a.type) for region in op.regions for block in region.blocks for a in block.arguments)


@dataclass
class OperandDecision:
    """How one destination operand is bufferized."""

    inplace: bool
    copy: bool = False                 # out of place: copy the destination's contents first
    fill: ir.Value | None = None       # out of place: re-create the contents with linalg.fill
    reuse: int | None = None           # out of place: write over this (dead) input operand instead
    reason: str = ""


class UnionFind:
    """Union-find over MLIR values, with member lists (classes stay small)."""

    def __init__(self) -> None:
        self._parent: dict[ir.Value, ir.Value] = {}
        self._members: dict[ir.Value, list[ir.Value]] = {}

    def find(self, v: ir.Value) -> ir.Value:
        if v not in self._parent:
            self._parent[v] = v
            self._members[v] = [v]
            return v
        root = v
        while self._parent[root] != root:
            root = self._parent[root]
        while self._parent[v] != root:
            self._parent[v], v = root, self._parent[v]
        return root

    def union(self, a: ir.Value, b: ir.Value) -> ir.Value:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        if len(self._members[ra]) < len(self._members[rb]):
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._members[ra].extend(self._members.pop(rb))
        return ra

    def members(self, v: ir.Value) -> list[ir.Value]:
        return self._members[self.find(v)]

    def same(self, a: ir.Value, b: ir.Value) -> bool:
        return self.find(a) == self.find(b)


@dataclass
class Analysis:
    """Decisions for every function of a module, keyed by the op's bufferize id."""

    registry: ModelRegistry
    options: BufferizeOptions
    decisions: dict[int, dict[int, OperandDecision]] = field(default_factory=dict)
    yield_copies: dict[int, list[bool]] = field(default_factory=dict)  # scf.yield id -> copy per operand
    staged_yields: set[int] = field(default_factory=set)  # scf.yield ids whose copies go through temporaries
    return_copies: dict[int, list[bool]] = field(default_factory=dict)  # func.return id -> copy per operand
    returned_arguments: dict[str, list[list[int]]] = field(default_factory=dict)  # func -> per result
    alias: UnionFind = field(default_factory=UnionFind)
    equiv: UnionFind = field(default_factory=UnionFind)
    tensor_ops: set[int] = field(default_factory=set)
    # (op id, result number) of a fresh buffer -> the tensor.pad whose interior it becomes
    # (see models/tensor/pad.py)
    pad_interiors: dict[tuple[int, int], ir.Operation] = field(default_factory=dict)
    remarks: list[Remark] = field(default_factory=list)
    _writable: dict[ir.Value, bool] = field(default_factory=dict)
    _frozen: dict[ir.Value, bool] = field(default_factory=dict)
    _sources: dict[ir.Value, frozenset] = field(default_factory=dict)
    _full: dict[ir.Value, bool] = field(default_factory=dict)
    _undefined: set = field(default_factory=set)

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
        for top in _callees_first(funcs):
            order: list[ir.Operation] = []
            self._collect(top, order)
            # Ids are pre-order positions. (Operations hash by contents in the bindings, so
            # they cannot key dictionaries while attributes change; ids can.)
            for op in order:
                op.attributes[ID_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), counter)
                if op.name != "func.func" and touches_tensors(op):
                    self.tensor_ops.add(counter)
                counter += 1
            self._function_arguments(top)
            # Views alias their source whatever is decided, so their classes are formed
            # first: a write must see reads through views that appear after it.
            for op in order:
                if self.op_id(op) in self.tensor_ops:
                    self._guarded(self._views, op)
            for op in order:
                if self.op_id(op) in self.tensor_ops:
                    self._guarded(self._analyze, op)
            self._record_returned_arguments(top)
        return self

    def _record_returned_arguments(self, func: ir.Operation) -> None:
        """For callers: which arguments each result of ``func`` may alias."""
        if not len(func.regions[0].blocks):
            return
        body = func.regions[0].blocks[0]
        ret = list(body.operations)[-1].operation
        args = list(body.arguments)
        returned = []
        for value in ret.operands:
            members = self.alias.members(value) if is_tensor(value.type) else []
            returned.append([i for i, a in enumerate(args) if any(m == a for m in members)])
        self.returned_arguments[func.attributes["sym_name"].value] = returned

    def _guarded(self, step, op: ir.Operation) -> None:
        """Run an analysis step; a model's exception becomes an error naming the op and model."""
        try:
            step(op)
        except MemplanError:
            raise
        except Exception as e:
            entry = self.registry.lookup(op.name)
            origin = f" ({type(entry.model).__name__}, {entry.origin})" if entry else ""
            raise MemplanError(f"bufferize: the model of '{op.name}'{origin} failed during analysis: "
                               f"{type(e).__name__}: {e}", str(op.location)) from e

    def _collect(self, top: ir.Operation, order: list[ir.Operation]) -> None:
        """``top`` and everything nested in it, in pre-order (an explicit stack: any nesting depth)."""
        stack = [top]
        while stack:
            op = stack.pop()
            order.append(op)
            children = []
            for region in op.regions:
                if len(region.blocks) > 1 and any(is_tensor(a.type) for b in region.blocks for a in b.arguments):
                    raise MemplanError(f"bufferize: '{op.name}' has a region with several blocks carrying "
                                       "tensors; only structured control flow (scf) is supported", str(op.location))
                for block in region.blocks:
                    children.extend(inner.operation for inner in block.operations)
            stack.extend(reversed(children))

    def _views(self, op: ir.Operation) -> None:
        model = self.model(op)
        if model is None:
            return
        for index, operand in enumerate(op.operands):
            if is_tensor(operand.type) and not model.writes(op, index):
                for r in model.aliasing_results(op, index):
                    self._view(op, model, operand, op.results[r], index)
        hook = getattr(model, "static_aliases", None)
        if hook is not None:
            for a, b, equivalent in hook(op, self):
                self.bind(a, b, equivalent)

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
        attr = op.attributes[ID_ATTR] if ID_ATTR in op.attributes else None
        return None if attr is None else ir.IntegerAttr(attr).value

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
    def model(self, op: ir.Operation) -> ModelBase | None:
        entry = self.registry.lookup(op.name)
        return None if entry is None else entry.model

    def _analyze(self, op: ir.Operation) -> None:
        model = self.model(op)
        if model is None:
            raise MemplanError(f"bufferize: no bufferization model for '{op.name}' (it uses tensors); "
                               "register one with ModelRegistry.register", str(op.location))
        for i, r in enumerate(op.results):
            if is_tensor(r.type):
                self._new_class(r, writable=_call(model, "writable_result", op, i, default=True))
                if _call(model, "undefined_result", op, i, default=False):
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
        hook = getattr(model, "analyze", None)
        if hook is not None:  # model-specific decisions (e.g. tensor.pad claiming its source's buffer)
            hook(op, self)
        if op.name == "scf.yield":
            self._yield(op)
        if decisions:
            self.decisions[self.op_id(op)] = decisions

    def _view(self, op, model, operand, result, index) -> None:
        self.alias.union(result, operand)
        full = self._full.get(operand, True) and _call(model, "full_view", op, index, default=True)
        self._full[result] = full
        if full and result.type == operand.type and _call(model, "equivalent_view", op, index, default=True):
            self.equiv.union(result, operand)
        if operand in self._undefined:
            self._undefined.add(result)

    def _destination(self, op, model, index: int, result_index: int) -> OperandDecision:
        dest = op.operands[index]
        result = op.results[result_index]
        if not self.writable(dest):
            reason = "destination is not writable"
        else:
            reason = self._conflict(op, model, dest, index, index)
        if reason is None:
            self.bind(result, dest)
            return OperandDecision(inplace=True)
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
        for j in _call(model, "reusable_inputs", op, result_index, default=[]):
            x = op.operands[j]
            if (is_tensor(x.type) and x.type == result.type and self.writable(x) and self._full.get(x, True)
                    and self._conflict(op, model, x, j, index) is None):
                decision.reuse = j
                self.bind(result, x)
                break
        return decision

    def _rematerializable(self, value: ir.Value) -> ir.Value | None:
        if isinstance(value, ir.BlockArgument):
            return None
        owner = value.owner.operation
        model = self.model(owner)
        return None if model is None else _call(model, "rematerialize", owner, default=None)

    def _yield(self, op: ir.Operation) -> None:
        parent = parent_op(op)
        if parent is not None and parent.name == "scf.if":
            self._if_equivalence(parent)
            return
        if parent is None or parent.name != "scf.for":
            return
        body = parent.regions[0].blocks[0]
        copies = []
        for k, value in enumerate(op.operands):
            if not is_tensor(value.type):
                copies.append(False)
                continue
            iter_arg = body.arguments[k + 1]
            copies.append(not (self.equiv.same(value, iter_arg) and self._full.get(value, True)))
        self.yield_copies[self.op_id(op)] = copies
        # The copies happen one after the other: if a copied value may live in an iteration
        # buffer that another copy overwrites first (``yield %y, %x``), stage them all.
        targets = [body.arguments[k + 1] for k, c in enumerate(copies) if c]
        if any(c and any(self.alias.same(op.operands[k], t) for t in targets) for k, c in enumerate(copies)):
            self.staged_yields.add(self.op_id(op))

    def _if_equivalence(self, if_op: ir.Operation) -> None:
        """Once both branches are analyzed: a result is equivalent to its yields if they agree."""
        if len(if_op.regions) < 2 or not len(if_op.regions[1].blocks):
            return
        yields = [list(r.blocks[0].operations)[-1].operation for r in if_op.regions]
        if any(self.pos(y) < 0 for y in yields):
            return
        for k, result in enumerate(if_op.results):
            if not is_tensor(result.type):
                continue
            a, b = yields[0].operands[k], yields[1].operands[k]
            if self.equiv.same(a, b) and self.full(a) and self.full(b):
                self.equiv.union(result, a)

    # ---- classes --------------------------------------------------------------------------------
    def _new_class(self, value: ir.Value, writable: bool) -> None:
        self.alias.find(value)
        self.equiv.find(value)
        self._writable[value] = writable
        self._full.setdefault(value, True)

    def bind(self, value: ir.Value, to: ir.Value, equivalent: bool = True) -> None:
        """``value`` may live in ``to``'s buffer (certainly, whole and same type, when ``equivalent``)."""
        self.alias.union(value, to)
        if equivalent:
            self.equiv.union(value, to)
            self._full[value] = self._full.get(to, True)

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
            if owner.name == "func.func":
                return frozenset() if self._writable.get(value, False) else frozenset({"argument"})
            model = self.model(owner)
            init = _call(model, "init_of_block_arg", value, default=None) if model else None
            if init is None:
                return frozenset() if owner.name == "scf.while" else frozenset({"read-only"})
            index, operand = init
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
        for a, b, _ in (_call(model, "static_aliases", owner, self, default=[]) or []):
            if a == value:
                aliased = True
                sources |= self.read_only_sources(b)
        if not aliased and not _call(model, "writable_result", owner, value.result_number, default=True):
            sources.add("read-only")
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
        loops = self._enclosing_loops(op)
        ancestors = self._ancestors(op)
        shared = self._shared_across_iterations(target, ancestors)
        if shared:
            return shared
        for m in list(self.alias.members(target)):
            if any(self._view_of_result(m, a) for a in ancestors):
                continue  # a result of a loop/branch around the write (or a view of one): it holds what was yielded
            if self._view_of_result(m, op):
                continue  # the written value itself (or a view of it): reads see the new contents
            for use in m.uses:
                reader, j = use.owner.operation, use.operand_number
                if reader == op:
                    if j == target_index and j == out_index and not model.reads(op, j):
                        continue  # a pure overwrite of the target
                    if j != target_index:
                        if model.writes(op, j) and model.aliasing_results(op, j):
                            return f"{op.name} writes two operands that may share a buffer (#{j}, #{out_index})"
                        if not model.reads(op, j):
                            continue
                        if not (_call(model, "elementwise_pair", op, j, out_index, default=False)
                                and m.type == target.type and self.full(m) and self.full(target)):
                            return f"{op.name} reads an alias of its destination (operand #{j})"
                    # The op reads ``m`` where it writes: fine once, but a loop around it would
                    # read the overwritten value in its next iteration if ``m`` comes from outside.
                    if any(self._defined_outside(m, loop) for loop in loops):
                        return f"{op.name} reads a value from outside the enclosing loop that it would overwrite"
                    continue
                reader_model = self.model(reader)
                if reader_model is not None and not reader_model.reads(reader, j):
                    continue
                if self.pos(reader) > p and not self._exclusive(op, reader):
                    return f"an alias is read later by {reader.name} at {_line_col(reader.location)}"
                for loop in loops:
                    if self._inside(reader, loop) and self._defined_outside(m, loop):
                        return f"an alias defined outside the enclosing {loop.name} is read inside it"
        return None

    def _exclusive(self, a: ir.Operation, b: ir.Operation) -> bool:
        """Are ``a`` and ``b`` in different branches of one scf.if (never both run)?"""
        chain_a = self._branch_chain(a)
        for if_pos, region in self._branch_chain(b).items():
            if if_pos in chain_a and chain_a[if_pos] != region:
                return True
        return False

    def _branch_chain(self, op: ir.Operation) -> dict[int, int]:
        """For each scf.if around ``op``: its position -> the index of the region holding ``op``."""
        chain, child, parent = {}, op, parent_op(op)
        while parent is not None and parent.name != "func.func":
            if parent.name == "scf.if":
                then_block = parent.regions[0].blocks[0]
                chain[self.pos(parent)] = 0 if child.block == then_block else 1
            child, parent = parent, parent_op(parent)
        return chain

    def _view_of_result(self, value: ir.Value, op: ir.Operation) -> bool:
        """Is ``value`` a result of ``op``, or a chain of views of one?"""
        for _ in range(64):
            if isinstance(value, ir.BlockArgument):
                return False
            owner = value.owner.operation
            if owner == op:
                return True
            model = self.model(owner)
            sources = [] if model is None else [
                owner.operands[i] for i in range(len(owner.operands))
                if is_tensor(owner.operands[i].type) and not model.writes(owner, i)
                and value.result_number in model.aliasing_results(owner, i)]
            if len(sources) != 1:
                return False
            value = sources[0]
        return False

    def _shared_across_iterations(self, target: ir.Value, ancestors: list[ir.Operation]) -> str | None:
        """Iterations of an scf.forall may run at once: inside one, only its shared outputs
        (or buffers made inside it) may be written; anything else would be raced on."""
        members = self.alias.members(target)
        for forall in (a for a in ancestors if a.name == "scf.forall"):
            body = forall.regions[0].blocks[0]
            if any(isinstance(m, ir.BlockArgument) and m.owner == body for m in members):
                continue
            if any(self._defined_outside(m, forall) for m in members):
                return "the buffer would be shared by concurrent scf.forall iterations"
        return None

    def _ancestors(self, op: ir.Operation) -> list[ir.Operation]:
        out, parent = [], parent_op(op)
        while parent is not None and parent.name != "func.func":
            out.append(parent)
            parent = parent_op(parent)
        return out

    def _enclosing_loops(self, op: ir.Operation) -> list[ir.Operation]:
        loops = []
        parent = parent_op(op)
        while parent is not None and parent.name != "func.func":
            model = self.model(parent)
            if model is None or _call(model, "loop_like", parent, default=True):
                loops.append(parent)
            parent = parent_op(parent)
        return loops

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


def _callees_first(funcs: list[ir.Operation]) -> list[ir.Operation]:
    """Functions in an order where callees come before their callers (cycles: any order)."""
    by_name = {f.attributes["sym_name"].value: f for f in funcs}
    order, seen = [], set()

    # Depth-first post-order with an explicit stack: call chains of any length.
    for root in funcs:
        if root.attributes["sym_name"].value in seen:
            continue
        seen.add(root.attributes["sym_name"].value)
        stack = [(root, iter(_callees(root)))]
        while stack:
            func, callees = stack[-1]
            callee = next((c for c in callees if c in by_name and c not in seen), None)
            if callee is None:
                stack.pop()
                order.append(func)
            else:
                seen.add(callee)
                stack.append((by_name[callee], iter(_callees(by_name[callee]))))
    return order


def _callees(func: ir.Operation) -> list[str]:
    names = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.call":
            names.append(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
        return ir.WalkResult.ADVANCE

    func.walk(collect)
    return names


def _line_col(location: ir.Location) -> str:
    m = re.search(r":(\d+):(\d+)", str(location))
    return f"line {m[1]}:{m[2]}" if m else str(location)


def parent_op(op: ir.Operation) -> ir.Operation | None:
    parent = op.parent
    return None if parent is None else parent.operation


def _call(model, name: str, *args, default):
    method = getattr(model, name, None)
    return default if method is None else method(*args)
