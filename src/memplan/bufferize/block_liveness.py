"""Liveness of tensor values across the blocks of a function body (``cf`` branches), for the
in-place analysis's conflict check."""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize.tensors import is_tensor
from memplan.mlir.aliases import successor_blocks


@dataclass
class BlockLiveness:
    """Which tensor values may be read after each block of a function body ends (classic backward
    liveness over the blocks: live-in = upward-exposed uses | (live-out - definitions), live-out =
    union of the successors' live-in). A branch operand is a use in the branching block; a block
    argument is defined at its block's start; values of nested regions count in the block holding
    the op around them. Empty for a body of one block."""

    block_of: dict[ir.Operation, int] = field(default_factory=dict)  # op of the body -> its block's index
    live_out: list[frozenset] = field(default_factory=list)

    @classmethod
    def of(cls, func: ir.Operation) -> "BlockLiveness":
        blocks = list(func.regions[0].blocks)
        found = cls()
        if len(blocks) < 2:
            return found
        exposed, defined, successors = [], [], []
        for index, block in enumerate(blocks):
            uses, defs = set(), {a for a in block.arguments if is_tensor(a.type)}
            ops: list[ir.Operation] = []

            def collect(o: ir.Operation) -> ir.WalkResult:
                ops.append(o)  # only collect: an error raised in a walk's callback would lose its message
                return ir.WalkResult.ADVANCE

            for top in block.operations:
                found.block_of[top.operation] = index
                top.operation.walk(collect)
            for o in ops:
                uses.update(v for v in o.operands if is_tensor(v.type))
                defs.update(r for r in o.results if is_tensor(r.type))
                defs.update(a for region in o.regions for b in region.blocks for a in b.arguments if is_tensor(a.type))
            exposed.append(frozenset(uses - defs))
            defined.append(frozenset(defs))
            tops = list(block.operations)
            terminator = tops[-1].operation if tops else None
            targets = successor_blocks(terminator) if terminator is not None else []
            successors.append([blocks.index(s) for s in targets])
        live_in = list(exposed)
        live_out = [frozenset()] * len(blocks)
        changed = True
        while changed:  # a fixpoint over the few blocks of a body
            changed = False
            for index in reversed(range(len(blocks))):
                out = frozenset().union(*(live_in[k] for k in successors[index]))
                if out != live_out[index]:
                    live_out[index] = out
                    live_in[index] = exposed[index] | (out - defined[index])
                    changed = True
        found.live_out = live_out
        return found
