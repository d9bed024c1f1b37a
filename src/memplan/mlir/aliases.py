"""Which memref values may view which allocations (may-alias analysis).

Every ``memref.alloc`` result is a *root*. Each memref value in a function gets
the set of roots whose memory it may address. Values flow through view-like
ops, ``arith.select``, and the results, iter_args and region arguments of
``scf.if``/``scf.index_switch``/``scf.execute_region``/``scf.for``/``scf.while``
(and ``affine.if``/``affine.for``).
Results of anything else (``func.call``, unknown ops) may alias every memref
operand of that op: wrong answers here would be unsafe, so the analysis
over-approximates, and the lifetime analysis treats those operands as escaping.

A branch between blocks passes its operands to its successors' arguments: ``cf.br`` each operand
to the argument in its position, ``cf.cond_br`` its true operands to the first successor and its
false ones to the second; any other op with successors (``cf.switch``, unknown ones) may pass each
memref operand to each memref argument of each successor block, an over-approximation.

Every rule has the form "value B may address whatever value A may" (an edge A -> B
of a flow graph), so the sets are a reachability problem, solved exactly without
iterating to a fixpoint: the graph's strongly connected components (values that
flow into each other through loops, e.g. iter_args rotated by their yields) share
one set, and sets are pushed along the condensed graph in topological order. Cost
is linear in the edges for any program, however many values a loop rotates.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from mlir import ir

from memplan.mlir import op_semantics as sem

_EMPTY: frozenset[int] = frozenset()


def is_memref(t: ir.Type) -> bool:
    # Types come downcast from the bindings (value.type is a MemRefType already).
    return isinstance(t, (ir.MemRefType, ir.UnrankedMemRefType))


@dataclass
class NestedOps:
    """The ops nested in one op, in pre-order, with their structure (built without recursion).

    ``ops[i]`` is the op at tick ``i``; ``end[i]`` the tick of the last op nested in it
    (``i`` itself for an op without regions); ``parent`` maps each op to the op whose
    region holds it. ``multi_block`` says whether any region has several blocks;
    ``nested_multi_block`` whether a region of an op inside the root has (not the root's own).
    """

    root: ir.Operation
    ops: list[ir.Operation] = field(default_factory=list)
    end: list[int] = field(default_factory=list)
    parent: dict[ir.Operation, ir.Operation] = field(default_factory=dict)
    multi_block: bool = False
    nested_multi_block: bool = False

    @classmethod
    def of(cls, root: ir.Operation) -> NestedOps:
        nested = cls(root)
        ops, end, parent = nested.ops, nested.end, nested.parent

        def visit(op: ir.Operation) -> ir.WalkResult:
            ops.append(op)
            return ir.WalkResult.ADVANCE

        # MLIR walks in C++ (no Python recursion, any depth); the callback only collects.
        root.walk(visit, ir.WalkOrder.PRE_ORDER)
        del ops[0]  # the root itself
        open_ops: list[tuple[ir.Operation, int]] = []  # the chain of ancestors of the current op
        for tick, op in enumerate(ops):
            above = op.parent.operation
            parent[op] = above
            while open_ops and open_ops[-1][0] != above:
                end[open_ops.pop()[1]] = tick - 1
            end.append(tick)
            if len(op.regions):
                open_ops.append((op, tick))
                if any(len(region.blocks) > 1 for region in op.regions):
                    nested.multi_block = nested.nested_multi_block = True
        for _, tick in open_ops:
            end[tick] = len(ops) - 1
        if any(len(region.blocks) > 1 for region in root.regions):
            nested.multi_block = True
        return nested


def walk_preorder(op: ir.Operation) -> list[ir.Operation]:
    """``op``'s nested ops (not ``op`` itself), parents before children, in program order."""
    return NestedOps.of(op).ops


def view_base(value: ir.Value) -> ir.Value:
    """The value whose memory ``value`` addresses through a chain of views (``value`` itself when it
    is not a view's result): the memory it must be part of, not merely may."""
    while isinstance(value, ir.OpResult) and value.result_number == 0:
        owner = value.owner.operation  # an OpView's .name may be its own attribute (memref.get_global)
        found = sem.semantics(owner)
        if found.kind != sem.VIEW:
            break
        value = owner.operands[found.view_source]
    return value


def _may_define_memrefs(op: ir.Operation) -> bool:
    """Whether ``op`` defines any memref value (a result or a region argument) the analysis tracks."""
    if sem.is_scalar_op(op.name):
        return False
    if any(is_memref(r.type) for r in op.results):
        return True
    if sem.semantics(op).scalar_regions:
        return False  # region arguments are scalars (a linalg payload)
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
        self.roots: list[ir.Operation] = [op for op in self.ops if sem.semantics(op).kind == sem.ALLOC]
        self._root_index = {op: i for i, op in enumerate(self.roots)}
        self._sets: dict[ir.Value, frozenset[int]] = {}
        self._solve()

    def roots_of(self, value: ir.Value) -> frozenset[int]:
        return self._sets.get(value, _EMPTY)

    def root_index(self, alloc_op: ir.Operation) -> int:
        return self._root_index[alloc_op]

    # -- solving: strongly connected components, then one pass in topological order --
    def _solve(self) -> None:
        index: dict[ir.Value, int] = {}
        values: list[ir.Value] = []
        succ: list[list[int]] = []

        def node(v: ir.Value) -> int:
            i = index.get(v)
            if i is None:
                i = index[v] = len(values)
                values.append(v)
                succ.append([])
            return i

        seeds: dict[int, int] = {}  # value -> the root it is (alloc results)
        for op in self.ops:
            if not (len(op.results) or len(op.regions)):
                if len(op.successors):
                    for src, dst in _branch_edges(op):
                        succ[node(src)].append(node(dst))
                continue
            if not _may_define_memrefs(op):
                continue
            if sem.semantics(op).kind == sem.ALLOC:
                seeds[node(op.results[0])] = self._root_index[op]
                continue
            for src, dst in _edges(op):
                if is_memref(src.type) and is_memref(dst.type):
                    succ[node(src)].append(node(dst))
        components = _components(succ)  # reverse topological order: sinks first
        component_of = [0] * len(values)
        for c, members in enumerate(components):
            for v in members:
                component_of[v] = c
        sets: list[set[int]] = [set() for _ in components]
        for v, root in seeds.items():
            sets[component_of[v]].add(root)
        for c in reversed(range(len(components))):  # sources first
            if not sets[c]:
                continue
            for v in components[c]:
                for w in succ[v]:
                    if component_of[w] != c:
                        sets[component_of[w]] |= sets[c]
        frozen = [frozenset(x) for x in sets]
        for v, value in enumerate(values):
            if frozen[component_of[v]]:
                self._sets[value] = frozen[component_of[v]]


def _edges(op: ir.Operation) -> Iterator[tuple[ir.Value, ir.Value]]:
    """``(a, b)``: after ``op``, value ``b`` may address whatever ``a`` may (memrefs are filtered later)."""
    found = sem.semantics(op)
    kind = found.kind
    if kind == sem.VIEW:
        yield op.operands[found.view_source], op.results[0]
    elif kind == sem.SELECT:
        yield op.operands[1], op.results[0]
        yield op.operands[2], op.results[0]
    elif kind == sem.BRANCH:
        for region in op.regions:
            term = _terminator(region)
            if term is not None:
                yield from zip(term.operands, op.results)
    elif kind == sem.FOR_LOOP:
        # operands: bounds..., inits (one per result); body arguments: iv, iter_args...
        operands = list(op.operands)
        inits = operands[len(operands) - len(op.results):]
        body_args = list(op.regions[0].blocks[0].arguments)[1:]
        yields = list(_terminator(op.regions[0]).operands)
        for init, arg, yielded, result in zip(inits, body_args, yields, op.results):
            yield init, arg
            yield yielded, arg
            yield init, result
            yield yielded, result
    elif kind == sem.WHILE_LOOP:
        before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
        forwarded = list(_terminator(op.regions[0]).operands)[1:]
        after_yield = list(_terminator(op.regions[1]).operands)
        for init, yielded, arg in zip(op.operands, after_yield, before.arguments):
            yield init, arg
            yield yielded, arg
        for value, arg, result in zip(forwarded, after.arguments, op.results):
            yield value, arg
            yield value, result
    elif kind == sem.PARALLEL:
        return  # results are tensors; memrefs do not flow through a forall
    else:  # unknown: every memref result and region argument may alias every memref operand
        sources = [v for v in op.operands if is_memref(v.type)]
        targets = [*op.results, *(a for region in op.regions for block in region.blocks for a in block.arguments)]
        for src in sources:
            for dst in targets:
                yield src, dst


def successor_blocks(op: ir.Operation) -> list[ir.Block]:
    """The blocks ``op`` branches to, as its region's own blocks (a block got from ``op.successors``
    names the branch as its owner in the bindings, and block arguments must know their region)."""
    blocks = list(op.block.region.blocks)
    return [next(b for b in blocks if b == s) for s in op.successors]


def _branch_edges(op: ir.Operation) -> Iterator[tuple[ir.Value, ir.Value]]:
    """(operand, block argument) pairs a branch may pass (see the module's docstring)."""
    operands = list(op.operands)
    if not any(is_memref(v.type) for v in operands):
        return
    targets = successor_blocks(op)
    if op.name == "cf.br":
        yield from zip(operands, targets[0].arguments)
    elif op.name == "cf.cond_br":
        _, taken, _ = ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])
        yield from zip(operands[1:1 + taken], targets[0].arguments)
        yield from zip(operands[1 + taken:], targets[1].arguments)
    else:
        for block in targets:
            for arg in block.arguments:
                for src in operands:
                    yield src, arg


def _components(succ: list[list[int]]) -> list[list[int]]:
    """Strongly connected components of a graph (Tarjan's algorithm, iterative), sinks first."""
    n = len(succ)
    order = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    components: list[list[int]] = []
    counter = 0
    for start in range(n):
        if order[start] >= 0:
            continue
        work = [(start, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                order[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            else:  # returning from successor succ[v][i - 1]
                low[v] = min(low[v], low[succ[v][i - 1]])
            while i < len(succ[v]):
                w = succ[v][i]
                i += 1
                if order[w] < 0:
                    work.append((v, i))
                    work.append((w, 0))
                    break
                if on_stack[w]:
                    low[v] = min(low[v], order[w])
            else:
                if low[v] == order[v]:
                    members = []
                    while True:
                        w = stack.pop()
                        on_stack[w] = False
                        members.append(w)
                        if w == v:
                            break
                    components.append(members)
    return components
