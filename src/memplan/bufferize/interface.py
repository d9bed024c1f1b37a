"""The bufferization model of an op: what the analysis asks and how the op is rewritten.

Models live apart from the ops (as MLIR's external BufferizableOpInterface
models do), so that a project can replace the model of any op, including ops of
its own dialects that MLIR only knows in generic form. A model answers:

* ``reads`` / ``writes``: does the op read / write the buffer of operand i?
* ``aliasing_results``: which results live in operand i's buffer when the op is
  bufferized in place (destination-passing ops: their ``outs``; views: the
  source). Operands that are written are *destinations*: the analysis decides
  per destination whether to write in place or into a fresh buffer.
* ``buffer_type``: the memref type the result will get, predicted before the
  rewrite; loops, branches and calls need it to type their block arguments and
  results. The rewrite must produce exactly that type (the driver checks).
* ``bufferize``: the rewrite, returning one memref per tensor result.

Finer knobs for the analysis have safe defaults in :class:`ModelBase`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from mlir import ir

if TYPE_CHECKING:
    from memplan.bufferize.state import RewriteState


@runtime_checkable
class BufferizationModel(Protocol):
    def reads(self, op: ir.Operation, index: int) -> bool: ...

    def writes(self, op: ir.Operation, index: int) -> bool: ...

    def aliasing_results(self, op: ir.Operation, index: int) -> list[int]: ...

    def buffer_type(self, value: ir.Value, state: "RewriteState") -> ir.MemRefType: ...

    def bufferize(self, op: ir.Operation, state: "RewriteState") -> list[ir.Value] | None: ...


class ModelBase:
    """Conservative defaults: every tensor operand is read, nothing is written or aliased."""

    def reads(self, op: ir.Operation, index: int) -> bool:
        return True

    def writes(self, op: ir.Operation, index: int) -> bool:
        return False

    def aliasing_results(self, op: ir.Operation, index: int) -> list[int]:
        return []

    def fresh_result(self, op: ir.Operation, result: int) -> bool:
        """The result lives in a new buffer of its own (an allocation, a global, a call result)."""
        return not any(result in self.aliasing_results(op, i) for i in range(len(op.operands)))

    def undefined_result(self, op: ir.Operation, result: int) -> bool:
        """The result's contents are undefined (``tensor.empty``): reading it needs no copy."""
        return False

    def writable_result(self, op: ir.Operation, result: int) -> bool:
        """May later ops write into the result's buffer? False for constants and call results."""
        return True

    def reusable_inputs(self, op: ir.Operation, result: int) -> list[int]:
        """Operands whose buffer may hold ``result`` instead of a fresh one (elementwise ops)."""
        return []

    def elementwise_pair(self, op: ir.Operation, read_index: int, write_index: int) -> bool:
        """Does the op read operand ``read_index`` exactly where it writes ``write_index``
        (so both may share one buffer)?"""
        return False

    def rematerialize(self, op: ir.Operation) -> ir.Value | None:
        """A scalar that recreates the result by filling (``linalg.fill``): cheaper than a copy."""
        return None

    def loop_like(self, op: ir.Operation) -> bool:
        """Regions run repeatedly (or concurrently): the analysis widens conflicts."""
        return len(op.regions) > 0

    def buffer_type(self, value: ir.Value, state: "RewriteState") -> ir.MemRefType:
        raise NotImplementedError

    def block_arg_type(self, arg: ir.BlockArgument, state: "RewriteState") -> ir.MemRefType:
        raise NotImplementedError(f"block arguments of {arg.owner.owner.name}")

    def bufferize(self, op: ir.Operation, state: "RewriteState") -> list[ir.Value] | None:
        raise NotImplementedError


class DestinationModel(ModelBase):
    """Ops whose operand ``DESTINATION`` is written in place and returned as result 0
    (``tensor.insert``, ``tensor.insert_slice``, ``materialize_in_destination``)."""

    DESTINATION = 1

    def writes(self, op: ir.Operation, index: int) -> bool:
        return index == self.DESTINATION

    def aliasing_results(self, op: ir.Operation, index: int) -> list[int]:
        return [0] if index == self.DESTINATION and len(op.results) else []

    def buffer_type(self, value: ir.Value, state: "RewriteState") -> ir.MemRefType:
        return state.destination_type(value.owner.operation, self.DESTINATION)
