"""Which memref values may view which allocations (may-alias analysis).

Every ``memref.alloc`` result is a *root*. Each memref value in a function gets
the set of roots whose memory it may address. Values flow through view-like
ops, ``arith.select``, and the results, iter_args and region arguments of
``scf.if``/``scf.index_switch``/``scf.execute_region``/``scf.for``/``scf.while``
(and ``affine.if``/``affine.for``).
Results of anything else (``func.call``, unknown ops) may alias every memref
operand of that op: wrong answers here would be unsafe, so the analysis
over-approximates, and the lifetime analysis treats those operands as escaping.

The analysis is a forward fixpoint over the function's ops in pre-order; loops
(iter_args fed by their own yields) converge in a few rounds.
"""

from __future__ import annotations

from collections.abc import Iterator

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
    return isinstance(t.maybe_downcast(), (ir.MemRefType, ir.UnrankedMemRefType))


def walk_preorder(op: ir.Operation) -> Iterator[ir.Operation]:
    """``op``'s nested ops (not ``op`` itself), parents before children, in program order."""
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                child = child.operation
                yield child
                yield from walk_preorder(child)


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

    def __init__(self, func_op: ir.Operation, max_rounds: int = 100):
        self.func_op = func_op
        self.ops = list(walk_preorder(func_op))
        self.roots: list[ir.Operation] = [op for op in self.ops if op.name == "memref.alloc"]
        self._root_index = {op: i for i, op in enumerate(self.roots)}
        self._sets: dict[ir.Value, frozenset[int]] = {}
        for _ in range(max_rounds):
            if not self._round():
                return
        raise RuntimeError("alias analysis did not converge")  # cannot happen: sets only grow

    def roots_of(self, value: ir.Value) -> frozenset[int]:
        return self._sets.get(value, _EMPTY)

    def root_index(self, alloc_op: ir.Operation) -> int:
        return self._root_index[alloc_op]

    # -- transfer functions -------------------------------------------------
    def _join(self, value: ir.Value, roots: frozenset[int]) -> bool:
        if not roots or not is_memref(value.type):
            return False
        old = self._sets.get(value, _EMPTY)
        if roots <= old:
            return False
        self._sets[value] = old | roots
        return True

    def _union(self, values) -> frozenset[int]:
        out: frozenset[int] = _EMPTY
        for v in values:
            out = out | self._sets.get(v, _EMPTY)
        return out

    def _round(self) -> bool:
        changed = False
        for op in self.ops:
            changed |= self._transfer(op)
        return changed

    def _transfer(self, op: ir.Operation) -> bool:
        name = op.name
        if name == "memref.alloc":
            return self._join(op.results[0], frozenset({self._root_index[op]}))
        if not len(op.results) and not len(op.regions):
            return False
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
