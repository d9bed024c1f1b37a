"""Which ops ``reorder`` may move, and how far.

The bindings expose no memory-effect interface, so the knowledge is a table, and anything
not in it is a barrier. Three classes:

* ``PURE``: no memory effect, always terminates: ``arith``, ``math``, ``index``, ``complex``,
  ``tensor``, ``linalg`` on tensors, ``affine.apply/min/max``, ``tensor.empty``-like
  ``bufferization.alloc_tensor``, and ``scf.for/if/forall/execute_region/index_switch``
  whose bodies hold only such ops. Moved freely, within the data dependences.
* ``TRAP``: may abort the program but has no other effect: ``cf.assert``, or a pure op holding
  one (torch-mlir puts ``cf.assert`` in ``linalg.generic`` bodies). Traps keep their order among
  themselves; an op after a trap stays after it unless it is *speculatable*
  (:func:`speculatable`): run before the check, it could not misbehave where the check would
  have stopped the program. Ops may move from before a trap to after it.
* ``BARRIER``: everything else (memory reads or writes, calls, ``scf.while``, which may not end,
  unregistered ops, any op with a memref operand or result): nothing moves across it.
"""

from __future__ import annotations

from mlir import ir

from memplan.mlir.aliases import is_memref

PURE, TRAP, BARRIER = "pure", "trap", "barrier"

PURE_DIALECTS = frozenset({"arith", "math", "index", "complex", "tensor", "linalg"})
PURE_OPS = frozenset({
    "affine.apply", "affine.min", "affine.max", "affine.delinearize_index", "affine.linearize_index",
    "bufferization.alloc_tensor", "bufferization.materialize_in_destination", "ub.poison",
    "scf.for", "scf.if", "scf.forall", "scf.forall.in_parallel", "scf.execute_region", "scf.index_switch",
    "scf.yield",
})
TRAP_OPS = frozenset({"cf.assert"})
# Pure, but undefined for some operands (a zero divisor, an index out of bounds): kept after
# the checks that precede them.
UNSAFE_OPS = frozenset({
    "arith.divsi", "arith.divui", "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi", "arith.remsi",
    "arith.remui", "index.divs", "index.divu", "index.ceildivs", "index.ceildivu", "index.floordivs",
    "index.rems", "index.remu",
})


def _touches_memory(op: ir.Operation) -> bool:
    return any(is_memref(v.type) for v in op.operands) or any(is_memref(r.type) for r in op.results) or any(
        is_memref(a.type) for region in op.regions for block in region.blocks for a in block.arguments)


def own_class(op: ir.Operation) -> str:
    """The class of ``op`` itself, its regions not looked at."""
    name = op.name
    if name in TRAP_OPS:
        return TRAP
    if _touches_memory(op):
        return BARRIER
    if name in PURE_OPS or name.split(".", 1)[0] in PURE_DIALECTS:
        return PURE
    return BARRIER


def classify(op: ir.Operation) -> str:
    """``PURE``, ``TRAP`` or ``BARRIER`` for ``op`` with everything nested in it."""
    found = own_class(op)
    if found == BARRIER or not op.regions:
        return found

    def visit(nested: ir.Operation) -> ir.WalkResult:
        nonlocal found
        kind = own_class(nested)
        if kind == BARRIER:
            found = BARRIER
            return ir.WalkResult.INTERRUPT
        if kind == TRAP:
            found = TRAP
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def _static(t: ir.Type) -> bool:
    if isinstance(t, ir.ShapedType):
        return ir.ShapedType(t).has_static_shape
    return True


def speculatable(op: ir.Operation) -> bool:
    """Whether ``op`` (pure) is defined for any operands its types allow: static shapes, no
    integer division, index operands only from constants (a dynamic index may be out of bounds)."""
    for v in op.operands:
        if not _static(v.type):
            return False
        if isinstance(v.type, ir.IndexType) and not _constant(v):
            return False
    if not all(_static(r.type) for r in op.results):
        return False
    safe = True

    def visit(nested: ir.Operation) -> ir.WalkResult:
        nonlocal safe
        indexed = nested.name.startswith("tensor.") and any(
            isinstance(v.type, ir.IndexType) and not _constant(v) for v in nested.operands)
        if nested.name in UNSAFE_OPS or nested.name in TRAP_OPS or indexed:  # e.g. a gather's tensor.extract
            safe = False
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return safe


def _constant(v: ir.Value) -> bool:
    return isinstance(v, ir.OpResult) and v.owner.name == "arith.constant"
