"""Buffer types of the arguments of a function body's non-entry blocks (reached by branches).

A block argument gets the buffer type every predecessor's operand predicts when they agree, else
the fully dynamic strided layout of its shape, which any of them reaches by a ``memref.cast``. What
a predecessor passes is asked of its terminator's model (``value_aliases``: the block argument
and the operand flowing into it), so a replaced branch model is followed. A value whose type
depends on the argument itself (around a loop through blocks) is left out of the choice: the
branch's model casts it, or copies it when no cast reaches the argument's type, so every edge
agrees whatever the choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt


class _Cycle(Exception):
    """A block argument's type was asked while it is being chosen (a loop through blocks)."""


@dataclass
class BlockArgumentTypes:
    """State extension: the buffer type chosen for each non-entry block argument, and those being chosen."""

    chosen: dict[ir.Value, ir.MemRefType] = field(default_factory=dict)
    choosing: set = field(default_factory=set)


def incoming_values(arg: ir.BlockArgument, analysis) -> list[ir.Value]:
    """What the predecessors of ``arg``'s block pass to it, as their models say (``value_aliases``)."""
    block = arg.owner
    region = block.region
    found = []
    for pred in region.blocks:
        ops = list(pred.operations)
        if not ops:
            continue
        terminator = ops[-1].operation
        if not any(s == block for s in terminator.successors):
            continue
        model = analysis.registry.require(terminator).model
        found.extend(a.aliased for a in model.value_aliases(terminator, analysis) if a.value == arg)
    return found


def block_argument_type(arg: ir.BlockArgument, state) -> ir.MemRefType:
    """The buffer type of ``arg``, a tensor argument of a non-entry block (see the module's docstring)."""
    types = state.extension(BlockArgumentTypes)
    if arg in types.chosen:
        return types.chosen[arg]
    if arg in types.choosing:
        raise _Cycle()
    types.choosing.add(arg)
    try:
        incoming = []
        for value in incoming_values(arg, state.analysis):
            try:
                incoming.append(state.buffer_type(value))
            except _Cycle:
                continue  # depends on this argument: cast (or copied) at its branch
    finally:
        types.choosing.discard(arg)
    chosen = _common_type(arg.type, incoming)
    types.chosen[arg] = chosen
    return chosen


def _common_type(tensor_type: ir.Type, incoming: list[ir.MemRefType]) -> ir.MemRefType:
    if not incoming:
        return bt.identity_type(tensor_type)
    first = incoming[0]
    if all(t == first for t in incoming):
        return first
    spaces = {str(t.memory_space) for t in incoming}
    space = first.memory_space if len(spaces) == 1 else None
    return bt.fully_dynamic_type(ir.RankedTensorType(tensor_type), space)
