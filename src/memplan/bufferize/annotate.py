"""``bufferize{analysis-only}``: each op annotated with its in-place decisions and why.

As upstream's ``one-shot-bufferize{test-analysis-only}`` does, every op with tensor operands
gets ``__inplace_operands_attr__``, one entry per operand: ``"none"`` (not a tensor),
``"true"`` (no new buffer: the op reads it, views it, or writes its result into that very
buffer) or ``"false"`` (the result is written out of place, into a new buffer). memplan adds
why: where any operand is out of place, ``memplan.reasons`` holds, per operand, what happens
and the conflict that forced it (empty for operands in place), e.g.
``"copy: an alias is read later by linalg.matmul at line 7:3"``. The IR is not rewritten.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import Analysis, OperandDecision
from memplan.bufferize.tensors import is_tensor

INPLACE_ATTR = "__inplace_operands_attr__"
REASONS_ATTR = "memplan.reasons"


def annotate(analysis: Analysis, module: ir.Operation) -> None:
    """Put the analysis's decisions on the ops of ``module`` (ids still attached)."""

    def visit(op: ir.Operation) -> ir.WalkResult:
        op_id = analysis.op_id(op)
        if op_id is not None and op_id in analysis.tensor_ops and any(is_tensor(v.type) for v in op.operands):
            _annotate_op(analysis, op, op_id)
        return ir.WalkResult.ADVANCE

    module.walk(visit)


def _annotate_op(analysis: Analysis, op: ir.Operation, op_id: int) -> None:
    decisions = analysis.decisions.get(op_id, {})
    copies = analysis.operand_copies.get(op_id, {})
    marks, reasons = [], []
    for i, value in enumerate(op.operands):
        mark, reason = "true", ""
        if not is_tensor(value.type):
            mark = "none"
        elif i in decisions:
            if not decisions[i].inplace:
                mark, reason = "false", _explain(decisions[i])
        elif i in copies:
            mark, reason = "false", copies[i]
        marks.append(mark)
        reasons.append(reason)
    op.attributes[INPLACE_ATTR] = ir.ArrayAttr.get([ir.StringAttr.get(m) for m in marks])
    if any(reasons):
        op.attributes[REASONS_ATTR] = ir.ArrayAttr.get([ir.StringAttr.get(r) for r in reasons])


def _explain(d: OperandDecision) -> str:
    if d.copy:
        how = "copy"
    elif d.fill is not None:
        how = "re-fill (the linalg.fill that made it runs again on the new buffer)"
    elif d.reuse is not None:
        how = f"write over operand #{d.reuse} instead (dead afterwards)"
    else:
        how = "new buffer (its contents are not read)"
    return f"{how}: {d.reason}" if d.reason else how
