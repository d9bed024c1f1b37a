"""cf.br, cf.cond_br, cf.switch: branches that hand tensors to their successors' block arguments.

A block argument of a non-entry block may hold the value of any operand a predecessor passes
to it, along any edge (a loop's back-edge too): :meth:`BranchModel.value_aliases` says so, and
the in-place analysis treats the argument as a possible alias of each (never as certainly the
same buffer), and each branch *reads* its operands, so a write before the branch in the same
block never clobbers what it passes on. Across blocks the analysis adds liveness (see
``Analysis._live_after_block``): no value that may share a written buffer may be live when the
writing op's block ends; anything else is written into a new buffer.

Buffer types: the block arguments are typed before any body is rewritten
(:func:`memplan.bufferize.block_arguments.block_argument_type`, from what these models'
``value_aliases`` say each predecessor passes); the branch then casts each operand to its
argument's type, or copies it when no cast reaches it, so every edge agrees.
"""

from __future__ import annotations

from mlir import ir

from memplan.mlir.aliases import successor_blocks
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError


def successor_operands(op: ir.Operation) -> list[tuple[int, ir.Block, int]]:
    """(operand index, successor block, argument number) for each operand ``op`` forwards."""
    name = op.name
    successors = successor_blocks(op)
    if name == "cf.br":
        groups = [(0, len(op.operands), successors[0])]
    elif name == "cf.cond_br":
        _, n_true, n_false = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        groups = [(1, n_true, successors[0]), (1 + n_true, n_false, successors[1])]
    elif name == "cf.switch":
        _, n_default, _ = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        groups = [(1, n_default, successors[0])]
        first = 1 + n_default
        for k, n in enumerate(ir.DenseI32ArrayAttr(op.attributes["case_operand_segments"])):
            groups.append((first, n, successors[1 + k]))
            first += n
    else:
        raise MemplanError(f"bufferize: no known operand-to-successor mapping for '{name}'", str(op.location))
    return [(first + k, block, k) for first, n, block in groups for k in range(n)]


class BranchModel(BufferizationModel):
    """The model of cf's branches: no results, each tensor operand flows into a block argument."""

    def reads(self, op, index) -> bool:
        return True  # the successor may read it: a write before the branch must not clobber it

    def loop_like(self, op) -> bool:
        return False

    def value_aliases(self, op, analysis) -> list[ValueAlias]:
        return [ValueAlias(block.arguments[k], op.operands[i], False)
                for i, block, k in successor_operands(op) if is_tensor(op.operands[i].type)]

    def bufferize(self, op, state):
        """Each tensor operand becomes a buffer of its block argument's type (retyped before any
        body is rewritten): itself, a ``memref.cast``, or a copy."""
        for i, block, k in successor_operands(op):
            target = block.arguments[k].type
            value = op.operands[i]
            if isinstance(target, ir.MemRefType) and isinstance(value.type, ir.MemRefType) and value.type != target:
                op.operands[i] = state.cast_or_copy(value, target, op)
        return None
