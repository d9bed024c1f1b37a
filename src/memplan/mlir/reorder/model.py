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

Tensors are what bufferization will allocate, as memplan's and upstream's bufferization do on
the ops frontends emit: an op's tensor result takes new storage of its type's bytes, unless it
is a view of an operand (``expand_shape``, ``collapse_shape``, ``cast``, ``bitcast``, ``reshape``,
``extract_slice``, a ``linalg.transpose`` only linalg ops read: the same storage) or written into a destination (the destination's storage,
new storage when the destination is a ``tensor.empty``, made outside the block, a constant, or
the destination of other ops too: all but one of them will get a copy, whichever the order).
``tensor.empty`` itself takes nothing until an op writes into it; function arguments and constants
are not counted. Storage is live from the op that makes it to the last op using any of its
views (to the end when it is used after the block or by its terminator). An op holding
regions needs, during its step, the peak of its regions' own blocks. A dynamic dimension
counts as ``dynamic_size``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mlir import ir

from memplan.bufferize.analysis import is_tensor
from memplan.core.ordering import OrderingProblem, Tensor
from memplan.mlir import op_semantics as sem
from memplan.mlir.layout import element_bytes
from memplan.mlir.reorder.effects import BARRIER, PURE, TRAP, classify, speculatable

VIEW_OPS = frozenset({"tensor.expand_shape", "tensor.collapse_shape", "tensor.cast", "tensor.bitcast",
                      "tensor.reshape", "tensor.extract_slice"})
def is_view(op: ir.Operation) -> bool:
    """Does bufferization make ``op``'s result a view of its first operand?"""
    return op.name in VIEW_OPS or sem.transpose_view(op)


EMPTY_OPS = frozenset({"tensor.empty", "bufferization.alloc_tensor"})
DEST_OPERAND = {"tensor.insert_slice": 1, "tensor.insert": 1, "bufferization.materialize_in_destination": 1}


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


def tied_destination(op: ir.Operation, result: int) -> ir.Value | None:
    """The operand ``op`` writes its result ``result`` into, if it is destination-passing."""
    name = op.name
    operands = list(op.operands)
    candidate = None
    if name in DEST_OPERAND:
        candidate = operands[DEST_OPERAND[name]] if result == 0 else None
    elif name == "scf.for":
        candidate = operands[3 + result] if 3 + result < len(operands) else None
    elif name.startswith("linalg."):
        n_ins, n_outs = sem.structured_operands(op)
        outs = operands[max(n_ins, 0):n_ins + n_outs]
        candidate = outs[result] if result < len(outs) else None
    elif name == "scf.forall":
        inits = [v for v in operands if is_tensor(v.type)]
        tail = inits[len(inits) - len(op.results):] if len(inits) >= len(op.results) else []
        candidate = tail[result] if tail else None
    if candidate is not None and candidate.type != op.results[result].type:
        return None
    return candidate


class _Builder:
    def __init__(self, block: ir.Block, dynamic_size: int, transient: Callable[[ir.Operation], int]):
        self.block = block
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
        writers: dict[ir.Value, int] = {}
        for op in ops:
            for r in range(len(op.results)):
                dest = tied_destination(op, r) if not is_view(op) else None
                if dest is not None:
                    writers[dest] = writers.get(dest, 0) + 1
        for i, op in enumerate(ops):
            for value in op.results:
                used, _ = self.users(value)
                edges.update((i, u) for u in used if u != i)
            for r, value in enumerate(op.results):
                if not is_tensor(value.type):
                    continue
                if op.name in EMPTY_OPS and not any(is_tensor(v.type) for v in op.operands):
                    new_root(0, i, value)
                    empty_roots.add(root_of[value])
                    continue
                view = is_view(op)
                source = op.operands[0] if view else tied_destination(op, r)
                root = root_of.get(source) if source is not None else None
                shared = not view and writers.get(source, 0) > 1
                if root is None and sem.transpose_view(op):
                    new_root(0, i, value)  # a permuted view of an argument or a constant: nothing new
                    continue
                if root is None or shared or (not view and root in empty_roots):
                    new_root(tensor_bytes(value.type, self.dynamic_size), i, value)
                    continue
                if not view:  # writes into existing storage: after its earlier readers
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


def block_model(block: ir.Block, dynamic_size: int, transient: Callable[[ir.Operation], int] = lambda op: 0
                ) -> BlockModel:
    """The ordering problem of ``block``'s ops (see the module doc); its last op is its terminator."""
    return _Builder(block, dynamic_size, transient).build()
