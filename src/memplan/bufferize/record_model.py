"""The model of a user's or a plugin's op, derived from its op record: the op is described once.

An op registered with ``register_op(name, OpRecord.access(reads=..., writes=...))`` (or a plugin
in entry point group ``memplan.ops``) and no model of its own is destination-passing on tensors:
result ``k`` lives in the buffer of the ``k``-th operand the record says it writes (in place when
the analysis allows, else a new buffer, filled with that operand's contents only if the op reads
it). It reads the operands its record says it reads, and every operand it does not write. On
buffers it is the same op with no results (:class:`~memplan.bufferize.interface.DestinationModel`).

An op that may keep a reference to an operand gets no such model: the in-place analysis could
let a later op write a buffer the op still holds. It needs a model of its own.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.interface import DestinationModel
from memplan.diagnostics import MemplanError
from memplan.mlir.op_records import ACCESS, OpRecord


class RecordModel(DestinationModel):
    """The destination-passing model :attr:`record` describes."""

    def __init__(self, record: OpRecord):
        self.record = record

    @staticmethod
    def describes(record: OpRecord) -> bool:
        """Does ``record`` describe an op this model can bufferize (an access keeping nothing)?"""
        return record.kind == ACCESS and not record.effects.keeps

    def inits(self, op: ir.Operation) -> list[int]:
        writes = sorted(self.record.effects.writes)
        if len(writes) != len(op.results):
            raise MemplanError(f"bufferize: '{op.name}' has {len(op.results)} result(s) but its op record "
                               f"({self.record.origin}) writes {len(writes)} operand(s) {writes}: a "
                               "destination-passing op has one result per written operand; give it a model "
                               "of its own (ModelRegistry.register, or a plugin in memplan.models)",
                               str(op.location))
        return writes

    def reads(self, op: ir.Operation, index: int) -> bool:
        effects = self.record.effects
        return index in effects.reads or index not in effects.writes
