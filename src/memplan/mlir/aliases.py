"""Which memref values may view which allocations (may-alias analysis).

Every ``memref.alloc`` result is a *root*. Each memref value in a function gets
the set of roots whose memory it may address. Values flow through view-like
ops, ``arith.select``, and the results, iter_args and region arguments of
``scf.if``/``scf.index_switch``/``scf.execute_region``/``scf.for``/``scf.while``
(and ``affine.if``/``affine.for``).
Results of anything else (``func.call``, unknown ops) may alias every memref
operand of that op: wrong answers here would be unsafe, so the analysis
over-approximates, and the lifetime analysis treats those operands as escaping.

The analysis is a forward fixpoint computed with a worklist: every op is visited
once, and an op is visited again only when a value it reads gained roots (a
terminator's change revisits the region op that reads it). Sets only grow and
are bounded by the number of allocations, so it terminates for any program,
however many values a loop rotates through its iter_args.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field

from mlir import ir

# Ops whose first result views (part of) the memory of their first operand.
VIEW_LIKE_OPS = frozenset({
    "memref.subview", "memref.view", "memref.cast", "memref.reinterpret_cast",
    "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
    "memref.memory_space_cast", "memref.reshape", "memref.assume_alignment",
})
# Region ops whose results are exactly what their regions' terminators yield.
BRANCH_OPS = frozenset({"scf.if", "scf.index_switch", "scf.execute_region", "affine.if"})
# Sequential loops (iterations never overlap). scf.forall, scf.parallel and
# affine.parallel may run iterations at once and are not loops in this sense.
LOOP_OPS = frozenset({"scf.for", "scf.while", "affine.for"})
FOR_OPS = frozenset({"scf.for", "affine.for"})

_EMPTY: frozenset[int] = frozenset()


def is_memref(t: ir.Type) -> bool:
    # Types come downcast from the bindings (value.type is a MemRefType already).
    return isinstance(t, (ir.MemRefType, ir.UnrankedMemRefType))


@dataclass
class NestedOps:
    """The ops nested in one op, in pre-order, with their structure (built without recursion).

    ``ops[i]`` is the op at tick ``i``; ``end[i]`` the tick of the last op nested in it
    (``i`` itself for an op without regions); ``parent`` maps each op to the op whose
    region holds it. ``multi_block`` says whether any region has several blocks.
    """

    root: ir.Operation
    ops: list[ir.Operation] = field(default_factory=list)
    end: list[int] = field(default_factory=list)
    parent: dict[ir.Operation, ir.Operation] = field(default_factory=dict)
    multi_block: bool = False

    @classmethod
    def of(cls, root: ir.Operation) -> NestedOps:
        nested = cls(root)
        ops, end, parent = nested.ops, nested.end, nested.parent
        # An explicit stack of (op, its tick, iterator over its children): nesting depth
        # is bounded by memory, not by Python's recursion limit.
        stack = [(root, -1, nested._children(root))]
        while stack:
            op, tick, children = stack[-1]
            child = next(children, None)
            if child is None:
                stack.pop()
                if tick >= 0:
                    end[tick] = len(ops) - 1
                continue
            child_tick = len(ops)
            ops.append(child)
            end.append(child_tick)
            parent[child] = op
            if len(child.regions):
                stack.append((child, child_tick, nested._children(child)))
        return nested

    def _children(self, op: ir.Operation) -> Iterator[ir.Operation]:
        for region in op.regions:
            blocks = region.blocks
            if len(blocks) > 1:
                self.multi_block = True
            for block in blocks:
                for child in block.operations:
                    yield child.operation


def walk_preorder(op: ir.Operation) -> list[ir.Operation]:
    """``op``'s nested ops (not ``op`` itself), parents before children, in program order."""
    return NestedOps.of(op).ops


def _may_define_memrefs(op: ir.Operation) -> bool:
    """Whether ``op`` defines any memref value (a result or a region argument) the analysis tracks."""
    if any(is_memref(r.type) for r in op.results):
        return True
    if op.name.startswith("linalg."):
        return False  # no memref results on buffers; region arguments are scalars
    return any(is_memref(a.type) for region in op.regions for block in region.blocks for a in block.arguments)


def _terminator(region: ir.Region) -> ir.Operation | None:
    blocks = list(region.blocks)
    if not blocks:
        return None
    ops = list(blocks[-1].operations)
    return ops[-1].operation if ops else None


class AliasAnalysis:
    """May-alias sets for the memref values of one function.

    ``roots`` lists the ``memref.alloc`` ops in program order; ``roots_of(v)``
    gives the indices of the roots ``v`` may address (empty for function
    arguments, globals, and anything not derived from an alloc).
    """

    def __init__(self, func_op: ir.Operation, nested: NestedOps | None = None):
        self.func_op = func_op
        nested = nested or NestedOps.of(func_op)
        self.ops = nested.ops
        self._parent = nested.parent
        self.roots: list[ir.Operation] = [op for op in self.ops if op.name == "memref.alloc"]
        self._root_index = {op: i for i, op in enumerate(self.roots)}
        self._sets: dict[ir.Value, frozenset[int]] = {}
        self._solve()

    def roots_of(self, value: ir.Value) -> frozenset[int]:
        return self._sets.get(value, _EMPTY)

    def root_index(self, alloc_op: ir.Operation) -> int:
        return self._root_index[alloc_op]

    # -- the fixpoint ---------------------------------------------------------
    def _solve(self) -> None:
        flows = {op for op in self.ops if _may_define_memrefs(op)}
        pending = deque(op for op in self.ops if op in flows)
        queued = set(pending)
        while pending:
            op = pending.popleft()
            queued.discard(op)
            self._changed: list[ir.Value] = []
            self._transfer(op)
            for value in self._changed:
                for reader in self._readers(value):
                    if reader in flows and reader not in queued:
                        queued.add(reader)
                        pending.append(reader)

    def _readers(self, value: ir.Value) -> Iterator[ir.Operation]:
        """Ops whose transfer reads ``value``: its users, and the region op above a terminator user."""
        for use in value.uses:
            owner = use.owner.operation
            yield owner
            if not len(owner.results) and not len(owner.regions):  # a terminator: its region op reads it
                parent = self._parent.get(owner)
                if parent is not None:
                    yield parent

    # -- transfer functions -------------------------------------------------
    def _join(self, value: ir.Value, roots: frozenset[int]) -> bool:
        if not roots or not is_memref(value.type):
            return False
        old = self._sets.get(value, _EMPTY)
        if roots <= old:
            return False
        self._sets[value] = old | roots
        self._changed.append(value)
        return True

    def _union(self, values) -> frozenset[int]:
        out: frozenset[int] = _EMPTY
        for v in values:
            out = out | self._sets.get(v, _EMPTY)
        return out

    def _transfer(self, op: ir.Operation) -> bool:
        name = op.name
        if name == "memref.alloc":
            return self._join(op.results[0], frozenset({self._root_index[op]}))
        if name in VIEW_LIKE_OPS:
            return self._join(op.results[0], self.roots_of(op.operands[0]))
        if name == "arith.select":
            return self._join(op.results[0], self._union([op.operands[1], op.operands[2]]))
        if name in BRANCH_OPS:
            return self._branch(op)
        if name in FOR_OPS:
            return self._for(op)
        if name == "scf.while":
            return self._while(op)
        if name == "scf.forall":
            return False  # results are tensors; memrefs do not flow through a forall
        return self._conservative(op)

    def _branch(self, op: ir.Operation) -> bool:
        changed = False
        for region in op.regions:
            term = _terminator(region)
            if term is None:
                continue
            for result, yielded in zip(op.results, term.operands):
                changed |= self._join(result, self.roots_of(yielded))
        return changed

    def _for(self, op: ir.Operation) -> bool:
        # operands: bounds..., inits (one per result); body args: iv, iter_args...
        operands = list(op.operands)
        inits = operands[len(operands) - len(op.results):]
        body = op.regions[0].blocks[0]
        yields = list(_terminator(op.regions[0]).operands)
        changed = False
        for i, init in enumerate(inits):
            roots = self.roots_of(init) | self.roots_of(yields[i])
            changed |= self._join(body.arguments[i + 1], roots)
            changed |= self._join(op.results[i], roots)
        return changed

    def _while(self, op: ir.Operation) -> bool:
        before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
        condition = _terminator(op.regions[0])
        after_yield = _terminator(op.regions[1])
        changed = False
        for i, init in enumerate(op.operands):
            roots = self.roots_of(init) | self.roots_of(after_yield.operands[i])
            changed |= self._join(before.arguments[i], roots)
        forwarded = list(condition.operands)[1:]
        for i, value in enumerate(forwarded):
            roots = self.roots_of(value)
            changed |= self._join(after.arguments[i], roots)
            changed |= self._join(op.results[i], roots)
        return changed

    def _conservative(self, op: ir.Operation) -> bool:
        """Unknown op: every memref result and region argument may alias every memref operand."""
        roots = self._union(v for v in op.operands if is_memref(v.type))
        if not roots:
            return False
        changed = False
        for r in op.results:
            changed |= self._join(r, roots)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    changed |= self._join(arg, roots)
        return changed
