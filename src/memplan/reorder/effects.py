"""Which ops ``reorder`` may move, and how far: as each op's record says
(:mod:`memplan.mlir.op_records`, a user's and plugins' ops included). Three classes:

* ``PURE``: no memory effect, always terminates (``OpRecord.pure``): ``arith``, ``math``,
  ``index``, ``complex``, ``tensor``, ``linalg`` on tensors, ``affine.apply/min/max``,
  ``bufferization.alloc_tensor``, ``scf.for/if/forall/execute_region/index_switch`` whose bodies
  hold only such ops, and a registered destination-passing op on tensors (value semantics).
  Moved freely, within the data dependences.
* ``TRAP``: may abort the program but has no other effect (``OpRecord.traps``): ``cf.assert``, or
  a pure op holding one (torch-mlir puts ``cf.assert`` in ``linalg.generic`` bodies). Traps keep
  their order among themselves; an op after a trap stays after it unless it is *speculatable*
  (:func:`speculatable`): run before the check, it could not misbehave where the check would
  have stopped the program. Ops may move from before a trap to after it.
* ``BARRIER``: everything else (memory reads or writes, calls, ``scf.while``, which may not end,
  ops memplan does not know, any op with a memref operand or result): nothing moves across it.
"""

from __future__ import annotations

from mlir import ir

from memplan.mlir import op_semantics as sem
from memplan.mlir.aliases import is_memref

PURE, TRAP, BARRIER = "pure", "trap", "barrier"


def _touches_memory(op: ir.Operation) -> bool:
    return any(is_memref(v.type) for v in op.operands) or any(is_memref(r.type) for r in op.results) or any(
        is_memref(a.type) for region in op.regions for block in region.blocks for a in block.arguments)


def own_class(op: ir.Operation) -> str:
    """The class of ``op`` itself, its regions not looked at."""
    record = sem.semantics(op)
    if record.traps:
        return TRAP
    if _touches_memory(op):
        return BARRIER
    return PURE if record.pure else BARRIER


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
    """Whether ``op`` (pure) is defined for any operands its types allow: static shapes, only ops
    whose records say they are speculatable (no integer division), index operands only from
    constants (a dynamic index may be out of bounds)."""
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
        record = sem.semantics(nested)
        if record.traps or not record.speculatable or indexed:  # e.g. a gather's tensor.extract
            safe = False
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return safe


def _constant(v: ir.Value) -> bool:
    return isinstance(v, ir.OpResult) and v.owner.name == "arith.constant"
