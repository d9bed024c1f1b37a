"""A block of tensor ops as an ordering problem (:mod:`memplan.core.ordering`).

Nodes are the block's ops, in their order. Edges, each from an earlier op to a later one:

* data: an op uses a value another op of the block defines, directly or from inside its
  regions;
* effects (:mod:`.effects`): a barrier stays after every op before it and before every op after
  it; traps keep their order; an op that is not speculatable stays after the trap before it;
  the block's terminator stays last;
* destinations: an op that writes into an existing tensor (``outs`` of a ``linalg`` op that is
  not a fresh ``tensor.empty``, the destination of ``tensor.insert_slice``, the iter_args of
  ``scf.for``) stays after the ops that read that tensor before it in the program. Bufferization
  can then still write in place wherever it could; an order that read it afterwards would cost
  a copy.

Tensors are what bufferization will allocate, as its models (:mod:`memplan.bufferize.registry`,
a user's and plugins' included) say: an op's tensor result takes new storage of its type's bytes,
unless exactly one operand aliases it, either read as a view (``expand_shape``, ``cast``,
``extract_slice``: the same storage) or written as a destination (the destination's storage,
new storage when the destination is undefined (``tensor.empty``), made outside the block, a
constant, or the destination of other ops too: all but one of them will get a copy, whichever
the order). An undefined result itself takes nothing until an op writes into it; function
arguments and constants are not counted, nor views of them (a weight transposed for a matmul). Storage is live from the op that makes it to the last op using any of its
views (to the end when it is used after the block or by its terminator). An op holding
regions needs, during its step, the peak of its regions' own blocks. A dynamic dimension
counts as ``dynamic_size``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mlir import ir

from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.bufferize.tensors import is_tensor
from memplan.core.ordering import OrderingProblem, Tensor
from memplan.mlir.layout import element_bytes
from memplan.reorder.effects import BARRIER, PURE, TRAP, classify, speculatable


@dataclass
class BlockModel:
    """``ops[i]`` is node ``i`` of ``problem``; ``kinds[i]`` its class (pure, trap, barrier)."""

    block: ir.Block
    ops: list[ir.Operation]
    kinds: list[str]
    problem: OrderingProblem


def tensor_bytes(t: ir.Type, dynamic_size: int) -> int:
    """Bytes of a ranked tensor type, each dynamic dimension taken as ``dynamic_size``; 0 if unknown."""
    if not isinstance(t, ir.RankedTensorType):
        return 0
    t = ir.RankedTensorType(t)
    elem = element_bytes(t.element_type)
    if elem is None:
        return 0
    n = 1
    for i, d in enumerate(t.shape):
        n *= dynamic_size if t.is_dynamic_dim(i) else d
    return n * elem


def result_storage(model: BufferizationModel | None, op: ir.Operation, result: int
                   ) -> tuple[ir.Value | None, bool]:
    """The operand whose storage result ``result`` of ``op`` lives in, and whether ``op`` writes
    it (a destination) or only views it; ``(None, False)`` for storage of its own. A result that
    several operands may alias (``arith.select``) counts as its own: which one is not known."""
    if model is None:
        return None, False
    aliasing = [i for i, v in enumerate(op.operands) if is_tensor(v.type) and result in model.aliasing_results(op, i)]
    if len(aliasing) != 1:
        return None, False
    operand = op.operands[aliasing[0]]
    if not model.writes(op, aliasing[0]):
        return operand, False
    return (operand if operand.type == op.results[result].type else None), True


class _Builder:
    def __init__(self, block: ir.Block, dynamic_size: int, transient: Callable[[ir.Operation], int],
                 models: ModelRegistry):
        self.block = block
        self.models = models
        self.ops = [op.operation for op in block.operations]
        self.index = {op: i for i, op in enumerate(self.ops)}
        self.dynamic_size = dynamic_size
        self.transient_of = transient
        self._users: dict[ir.Value, tuple[set[int], bool]] = {}
        # every op nested in node i -> i, to find which node a use belongs to
        self.node_of: dict[ir.Operation, int] = {}
        for i, op in enumerate(self.ops):
            def visit(nested: ir.Operation, i: int = i) -> ir.WalkResult:
                self.node_of[nested.operation] = i
                return ir.WalkResult.ADVANCE
            op.walk(visit)

    def users(self, value: ir.Value) -> tuple[set[int], bool]:
        """Nodes using ``value`` (from inside their regions too), and whether it is used elsewhere."""
        cached = self._users.get(value)
        if cached is None:
            nodes, outside = set(), False
            for use in value.uses:
                node = self.node_of.get(use.owner.operation)
                if node is None:
                    outside = True
                else:
                    nodes.add(node)
            cached = self._users[value] = (nodes, outside)
        return cached

    def build(self) -> BlockModel:
        ops, n = self.ops, len(self.ops)
        kinds = [classify(op) for op in ops]
        if n:
            kinds[-1] = BARRIER  # the terminator stays last
        edges: set[tuple[int, int]] = set()
        self._effect_edges(kinds, edges)
        # storage: root id per value; roots made here have (size, producer); aliases per root
        root_of: dict[ir.Value, int] = {}
        roots: list[tuple[int, int]] = []  # (size, producer)
        empty_roots: set[int] = set()
        aliases: list[list[ir.Value]] = []

        def new_root(size: int, producer: int, value: ir.Value) -> None:
            root_of[value] = len(roots)
            roots.append((size, producer))
            aliases.append([value])

        # destinations more than one op writes into: bufferization gives all but one of them a
        # copy, whichever the order; count each as new storage (never below what it will allocate)
        storage = [[result_storage(self.model(op), op, r) for r in range(len(op.results))] for op in ops]
        writers: dict[ir.Value, int] = {}
        for per_op in storage:
            for source, written in per_op:
                if written and source is not None:
                    writers[source] = writers.get(source, 0) + 1
        for i, op in enumerate(ops):
            for value in op.results:
                used, _ = self.users(value)
                edges.update((i, u) for u in used if u != i)
            for r, value in enumerate(op.results):
                if not is_tensor(value.type):
                    continue
                if self.undefined(op, r):
                    new_root(0, i, value)
                    empty_roots.add(root_of[value])
                    continue
                source, written = storage[i][r]
                root = root_of.get(source) if source is not None else None
                if source is not None and root is None and not written:
                    new_root(0, i, value)  # a view of an argument, a constant, a value from outside
                    continue
                shared = written and writers.get(source, 0) > 1
                if root is None or shared or (written and root in empty_roots):
                    new_root(tensor_bytes(value.type, self.dynamic_size), i, value)
                    continue
                if written:  # writes into existing storage: after its earlier readers
                    for alias in aliases[root]:
                        used, _ = self.users(alias)
                        edges.update((u, i) for u in used if u < i)
                root_of[value] = root
                aliases[root].append(value)
        tensors = []
        for root, (size, producer) in enumerate(roots):
            users: set[int] = set()
            live_out = False
            for alias in aliases[root]:
                used, outside = self.users(alias)
                users |= used
                live_out |= outside
            users.discard(producer)
            tensors.append(Tensor(size, producer, frozenset(users), live_out))
        transient = tuple(self.transient_of(op) if kinds[i] != BARRIER else 0 for i, op in enumerate(ops))
        problem = OrderingProblem(n, tuple(sorted(edges)), tuple(tensors), transient if any(transient) else ())
        return BlockModel(self.block, ops, kinds, problem)

    def model(self, op: ir.Operation) -> BufferizationModel | None:
        return self.models.model(op)

    def undefined(self, op: ir.Operation, result: int) -> bool:
        """An undefined result made from nothing (``tensor.empty``): no storage until written."""
        model = self.model(op)
        return (model is not None and model.undefined_result(op, result)
                and not any(is_tensor(v.type) for v in op.operands))

    def _effect_edges(self, kinds: list[str], edges: set[tuple[int, int]]) -> None:
        since_barrier: list[int] = []  # ops after the last barrier
        barrier = last_trap = None
        for i, (op, kind) in enumerate(zip(self.ops, kinds)):
            if barrier is not None:
                edges.add((barrier, i))
            if kind == BARRIER:
                edges.update((j, i) for j in since_barrier)
                since_barrier, barrier, last_trap = [], i, None
                continue
            since_barrier.append(i)
            if last_trap is not None and (kind == TRAP or not speculatable(op)):
                edges.add((last_trap, i))
            if kind == TRAP:
                last_trap = i
            assert kind in (PURE, TRAP)


def block_model(block: ir.Block, dynamic_size: int, transient: Callable[[ir.Operation], int] = lambda op: 0,
                models: ModelRegistry | None = None) -> BlockModel:
    """The ordering problem of ``block``'s ops (see the module doc); its last op is its terminator.
    ``models``: the bufferization models that say where results live (default: the default ones)."""
    return _Builder(block, dynamic_size, transient, models if models is not None else default_registry()).build()
