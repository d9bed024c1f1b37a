"""scf.for: loop-carried tensors become loop-carried buffers.

Each init is a destination: the loop writes into it in place when the analysis
allows (the init is dead after the loop and writable), else into a copy made
before the loop. The iteration argument and the result share that buffer; the
body's ``scf.yield`` copies into it only when the yielded value lives elsewhere
(decided when the body has been analyzed). The op keeps its body; only its types change.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.state import castable
from memplan.bufferize.tensors import is_tensor
from memplan.mlir.parsing import last_op

FIRST_INIT = 3  # lower bound, upper bound, step
NOT_THE_ITERATION_BUFFER = ("copy into the loop's iteration buffer: the yielded value is not certainly "
                            "that buffer, whole")


@dataclass
class ForState:
    """scf.yield ids whose copies go through temporaries (``yield %y, %x`` swapping buffers)."""

    staged_yields: set[int] = field(default_factory=set)


class ForModel(BufferizationModel):
    def writes(self, op, index) -> bool:
        return index >= FIRST_INIT

    def aliasing_results(self, op, index) -> list[int]:
        return [index - FIRST_INIT] if index >= FIRST_INIT else []

    def value_aliases(self, op, analysis):
        """The iteration argument and the result always share a buffer."""
        body = op.regions[0].blocks[0]
        return [ValueAlias(body.arguments[k + 1], r, True) for k, r in enumerate(op.results) if is_tensor(r.type)]

    def tied_init(self, arg):
        return None if arg.arg_number == 0 else FIRST_INIT + arg.arg_number - 1

    def region_analyzed(self, op, region, analysis) -> None:
        """Which yielded values must be copied into the iteration buffers, and whether the copies
        must be staged (a copied value may live in a buffer another copy overwrites first)."""
        body = op.regions[0].blocks[0]
        terminator = last_op(body)
        copies = {}
        for k, value in enumerate(terminator.operands):
            if not is_tensor(value.type):
                continue
            iter_arg = body.arguments[k + 1]
            if not (analysis.equiv.same(value, iter_arg) and analysis.full(value)):
                copies[k] = NOT_THE_ITERATION_BUFFER
        yield_id = analysis.op_id(terminator)
        if copies:
            analysis.operand_copies[yield_id] = copies
        targets = [body.arguments[k + 1] for k in copies]
        if any(analysis.alias.same(terminator.operands[k], t) for k in copies for t in targets):
            analysis.extension(ForState).staged_yields.add(yield_id)

    def buffer_type(self, value, state):
        return state.destination_type(value.owner.operation, FIRST_INIT + value.result_number)

    def bufferize(self, op, state):
        body = op.regions[0].blocks[0]
        for k, result in enumerate(list(op.results)):
            if not is_tensor(result.type):
                continue
            t = self.buffer_type(result, state)
            buffer = state.destination(op, FIRST_INIT + k)
            op.operands[FIRST_INIT + k] = buffer
            body.arguments[k + 1].set_type(t)
            result.set_type(t)
        return None

    def bufferize_terminator(self, op, terminator, state) -> None:
        """Yielded buffers go into the iteration buffers: cast when they are them, else copied."""
        body = op.regions[0].blocks[0]
        yield_id = state.analysis.op_id(terminator)
        copies = state.analysis.operand_copies.get(yield_id, {})
        pending = []  # (source, iteration buffer)
        for k, value in enumerate(list(terminator.operands)):
            target = body.arguments[k + 1]
            if not isinstance(target.type, ir.MemRefType) or value == target:
                continue
            must_copy = k in copies
            if not must_copy and value.type != target.type and castable(value.type, target.type):
                terminator.operands[k] = state.cast_or_copy(value, target.type, terminator)
            elif must_copy or value.type != target.type:
                pending.append((value, target))
                terminator.operands[k] = target
        if yield_id in state.extension(ForState).staged_yields:  # parallel-copy semantics: read all, then write
            pending = [(state.copy_to_new(value, bt.alloc_type_like(target.type), terminator), target)
                       for value, target in pending]
        for value, target in pending:
            state.copy(value, target, terminator)
