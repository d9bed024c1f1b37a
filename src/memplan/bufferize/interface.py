"""The bufferization model of an op: the one interface every model implements.

Models live apart from the ops (as MLIR's external ``BufferizableOpInterface`` models do),
so that a project can replace the model of any op, including ops of its own dialects that
MLIR only knows in generic form. :class:`BufferizationModel` declares every method a model
may provide, once, with its contract and its default; a model subclasses it and overrides
what its op needs. Only :meth:`~BufferizationModel.bufferize` has no default.
:class:`DestinationModel` is the base for destination-passing ops (upstream's
``DstBufferizableOpInterfaceExternalModel``): its defaults already bufferize an op whose
last operands are its ``outs``.

The methods come in three groups, asked in this order:

1. **analysis** (on the tensor program, before anything changes): which operands are read
   and written, which results live in which operand's buffer, which values share buffers
   anyway, what may be written in place. A written operand with an aliasing result is a
   *destination*: the analysis decides per destination whether the op writes into that
   buffer (in place) or into a new one. Answers must be conservative: when unsure, say an
   operand is read, written, and aliased (upstream's rule).
2. **prediction**: :meth:`~BufferizationModel.buffer_type` gives the memref type a result
   will get before any rewrite (loops, branches and calls type their block arguments and
   results from it). The rewrite must produce exactly that type; the driver checks it and
   names the model (or the hook) that disagrees.
3. **rewrite**: :meth:`~BufferizationModel.bufferize` builds the op on buffers, using
   :class:`~memplan.bufferize.state.RewriteState` for new buffers, copies and fills (which
   go through the pass's hooks and are counted there).

A model keeps what only it needs in its own *state extension* (``analysis.extension(MyState)``
or ``state.extension(MyState)``, one instance per run), never in the shared state.
"""

from __future__ import annotations

import enum
import inspect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mlir import ir

if TYPE_CHECKING:
    from memplan.bufferize.analysis import Analysis
    from memplan.bufferize.state import RewriteState


class BufferRelation(enum.Enum):
    """How a result that views an operand relates to the operand's buffer."""

    EQUIVALENT = "equivalent"  # the operand's whole buffer (a cast, a reshape)
    PART = "part"  # a part of it (tensor.extract_slice)
    EITHER = "either"  # one of several operands' whole buffers, chosen at run time (arith.select)


@dataclass(frozen=True)
class ValueAlias:
    """``value`` may live in ``aliased``'s buffer; certainly the same whole buffer when ``equivalent``."""

    value: ir.Value
    aliased: ir.Value
    equivalent: bool


class BufferizationModel:
    """How one kind of op is analyzed and bufferized. Every method has a conservative default
    except :meth:`bufferize`; ``op`` is always the op being asked about, ``index`` an operand
    position, ``result`` a result position."""

    # ---- analysis: reads, writes, aliases ---------------------------------------------------------
    def reads(self, op: ir.Operation, index: int) -> bool:
        """Does ``op`` read the contents of tensor operand ``index``?

        Default: True (always safe; a wrong False lets a write clobber what the op still reads).
        """
        return True

    def writes(self, op: ir.Operation, index: int) -> bool:
        """Does ``op`` write into the buffer of tensor operand ``index``? Only meaningful with an
        aliasing result (:meth:`aliasing_results`): such an operand is a *destination*.

        Default: False.
        """
        return False

    def aliasing_results(self, op: ir.Operation, index: int) -> list[int]:
        """The results that live in operand ``index``'s buffer when ``op`` is bufferized in place:
        a destination's result, or a view's (an operand not written). Missing one is unsafe.

        Default: none (results get buffers of their own).
        """
        return []

    def buffer_relation(self, op: ir.Operation, index: int, result: int) -> BufferRelation:
        """For a view (an aliasing operand ``op`` does not write): how result ``result`` relates
        to operand ``index``'s buffer.

        Default: :attr:`BufferRelation.EQUIVALENT`.
        """
        return BufferRelation.EQUIVALENT

    def value_aliases(self, op: ir.Operation, analysis: Analysis) -> list[ValueAlias]:
        """Values of ``op`` (results, block arguments of its regions) that share buffers for a
        reason other than an aliasing operand: a loop's iteration arguments and results, a
        branch's results and what its regions yield, a call's results and the arguments the
        callee may return, a ``cf`` branch's successor block arguments and the operands it passes
        them (whose predicted buffer types also choose those arguments' types). Asked before any
        decision.

        Default: none.
        """
        return []

    def undefined_result(self, op: ir.Operation, result: int) -> bool:
        """Are result ``result``'s contents undefined (``tensor.empty``)? Then reading it needs
        no copy and a destination made from it may be written out of place for free.

        Default: False.
        """
        return False

    def writable_result(self, op: ir.Operation, result: int) -> bool:
        """May later ops write into result ``result``'s buffer? False for constants (a global)
        and for ``to_tensor`` of a memref that is not marked writable.

        Default: True.
        """
        return True

    def must_write_in_place(self, op: ir.Operation, index: int) -> bool:
        """Does ``op`` promise to write destination ``index`` into that destination's own buffer
        (``bufferization.materialize_in_destination``)? Then it is never given a new buffer: a
        destination that is read-only, or whose old contents are read later, is an error at the
        op (upstream's "would write to read-only buffer", "cannot avoid RaW conflict").

        Default: False.
        """
        return False

    def tied_init(self, arg: ir.BlockArgument) -> int | None:
        """The operand of ``arg.owner.owner`` (this model's op) whose buffer, or its out-of-place
        copy, the block argument ``arg`` lives in (``scf.for``'s iteration arguments: their inits).

        Default: None (no operand).
        """
        return None

    def writable_block_arg(self, arg: ir.BlockArgument) -> bool:
        """May ``arg`` (a block argument of this model's op without a :meth:`tied_init`) be written
        in place? True when the model gives it a new buffer of its own (``scf.while``).

        Default: False.
        """
        return False

    def reusable_inputs(self, op: ir.Operation, result: int) -> list[int]:
        """Input operands whose buffer may hold result ``result`` instead of a new buffer when
        they are dead afterwards (elementwise ops), in order of preference.

        Default: none.
        """
        return []

    def elementwise_pair(self, op: ir.Operation, read_index: int, write_index: int) -> bool:
        """Does ``op`` read operand ``read_index`` exactly at the element it writes of operand
        ``write_index``, before writing it (so both may share one buffer)?

        Default: False.
        """
        return False

    def rematerialize(self, op: ir.Operation) -> ir.Value | None:
        """A scalar whose fill recreates ``op``'s result (``linalg.fill``): cheaper than a copy
        when a destination made from it is written out of place.

        Default: None.
        """
        return None

    def loop_like(self, op: ir.Operation) -> bool:
        """Do ``op``'s regions run repeatedly (a loop)? Then a write inside conflicts with reads
        of outer values inside it, whatever the order of the ops.

        Default: True for an op with regions (safe), False otherwise.
        """
        return len(op.regions) > 0

    def exclusive_regions(self, op: ir.Operation) -> bool:
        """Does at most one of ``op``'s regions run each time (``scf.if``)? Then ops in different
        regions never conflict.

        Default: False.
        """
        return False

    def parallel_regions(self, op: ir.Operation) -> bool:
        """May iterations of ``op``'s body run at the same time (``scf.forall``)? Then inside it
        only buffers made inside it or its own shared outputs may be written.

        Default: False.
        """
        return False

    def allocation_placeable(self, op: ir.Operation, result: int) -> bool:
        """Is result ``result``'s buffer a plain new allocation (made with
        ``RewriteState.allocate``) that another model may place inside a buffer of its own
        (``tensor.pad`` places its source in the interior of the padded buffer)?

        Default: False.
        """
        return False

    def analyze(self, op: ir.Operation, analysis: Analysis) -> None:
        """Decisions of the model's own, after the generic ones for ``op`` (``to_buffer``: never
        write the buffer in place again; ``tensor.pad``: claim its source's allocation).
        Keep what the rewrite needs in a state extension.

        Default: nothing.
        """

    def region_analyzed(self, op: ir.Operation, region: int, analysis: Analysis) -> None:
        """Called once every op of ``op``'s region ``region`` has been analyzed (``scf.for``:
        which yielded values need a copy; ``scf.if``: which results are equivalent).

        Default: nothing.
        """

    # ---- prediction ------------------------------------------------------------------------------
    def buffer_type(self, value: ir.Value, state: RewriteState) -> ir.MemRefType:
        """The memref type result ``value`` of ``op`` will get, before anything is rewritten.

        Default (as upstream's): a destination's result takes the destination's type
        (``state.destination_type``); an equivalent view its operand's; a result with no
        aliasing operand a new buffer of the type the allocation hook gives. Views of a part
        or of one of several buffers must say it themselves.
        """
        op = value.owner.operation
        k = value.result_number
        for index, operand in enumerate(op.operands):
            if k not in self.aliasing_results(op, index):
                continue
            if self.writes(op, index):
                return state.destination_type(op, index)
            if self.buffer_relation(op, index, k) is BufferRelation.EQUIVALENT:
                return state.buffer_type(operand)
            raise NotImplementedError(f"{type(self).__name__} must define buffer_type: result #{k} views part "
                                      f"of operand #{index}'s buffer")
        return state.allocation_type(op, value)

    def block_arg_type(self, arg: ir.BlockArgument, state: RewriteState) -> ir.MemRefType:
        """The memref type of block argument ``arg`` of ``op``'s regions.

        Default: the type of its :meth:`tied_init`'s destination.
        """
        op = arg.owner.owner.operation
        index = self.tied_init(arg)
        if index is None:
            raise NotImplementedError(f"{type(self).__name__} must define block_arg_type for the block "
                                      f"arguments of {op.name}")
        return state.destination_type(op, index)

    # ---- rewrite ---------------------------------------------------------------------------------
    def bufferize(self, op: ir.Operation, state: RewriteState) -> list[ir.Value] | None:
        """Rewrite ``op`` on buffers. Return one memref per tensor result (the driver replaces the
        results' uses and erases ``op``), or None after changing ``op`` in place (its results
        retyped). Bodies of new ops (moved from ``op``'s regions) are rewritten after it if passed to
        ``state.visit_later`` and a tensor op is nested in ``op``.

        No default: every model says how its op is rewritten.
        """
        raise NotImplementedError(f"{type(self).__name__} does not define bufferize")

    def bufferize_terminator(self, op: ir.Operation, terminator: ir.Operation, state: RewriteState) -> None:
        """Rewrite ``terminator`` (``scf.yield``, ``scf.condition``), a terminator of one of
        ``op``'s regions that hands tensors on, after ``op`` has been rewritten.

        Default: each tensor operand is cast (or copied) to the type of ``op``'s result at the
        same position (a region whose values become the op's results, as ``scf.if``).
        """
        types = [r.type for r in op.results]
        for k, value in enumerate(list(terminator.operands)):
            if k < len(types) and value.type != types[k]:
                terminator.operands[k] = state.cast_or_copy(value, types[k], terminator)


# Every method of the interface, with the number of arguments it takes (for registration checks).
INTERFACE: dict[str, int] = {
    name: len(inspect.signature(member).parameters) - 1
    for name, member in vars(BufferizationModel).items() if callable(member) and not name.startswith("_")
}


def missing_methods(model: object) -> list[str]:
    """What ``model`` lacks to be a model: methods absent, not callable, taking other arguments,
    or ``bufferize`` not defined. Empty for a complete model."""
    missing = []
    for name, arity in INTERFACE.items():
        method = getattr(model, name, None)
        if not callable(method) or not _accepts(method, arity):
            missing.append(name)
    if getattr(type(model), "bufferize", None) is BufferizationModel.bufferize:
        missing.append("bufferize")
    return missing


def _accepts(method, arity: int) -> bool:
    """Can ``method`` be called with ``arity`` positional arguments?"""
    try:
        inspect.signature(method).bind(*([None] * arity))
    except TypeError:
        return False
    except ValueError:  # no signature (a builtin): trust it
        return True
    return True


class DestinationModel(BufferizationModel):
    """Destination-passing ops: operand ``inits(op)[k]`` is written and result ``k`` lives in its
    buffer when the analysis allows (otherwise a new buffer, filled with the init's contents
    if :meth:`reads` says the op reads them). Every operand is read unless :meth:`reads` says
    otherwise. The default :meth:`bufferize` builds the same op on buffers, with no results,
    its regions moved over (right for ``linalg`` ops and a user's ``accel.matmul`` alike).
    """

    def inits(self, op: ir.Operation) -> Sequence[int]:
        """The destination operands, one per result, in result order. Default: the last
        ``len(op.results)`` operands (the ``outs``)."""
        n = len(op.operands)
        return range(n - len(op.results), n)

    def writes(self, op: ir.Operation, index: int) -> bool:
        return index in self.inits(op)

    def aliasing_results(self, op: ir.Operation, index: int) -> list[int]:
        inits = self.inits(op)
        if index not in inits:
            return []
        k = inits.index(index)
        return [k] if k < len(op.results) else []

    def buffer_type(self, value: ir.Value, state: RewriteState) -> ir.MemRefType:
        op = value.owner.operation
        return state.destination_type(op, self.inits(op)[value.result_number])

    def bufferize(self, op: ir.Operation, state: RewriteState) -> list[ir.Value] | None:
        inits = self.inits(op)
        outs = [state.destination(op, index) for index in inits[: len(op.results)]]
        operands = list(op.operands)
        for index, buffer in zip(inits, outs):
            operands[index] = buffer
        state.rebuild_on_buffers(op, operands)
        return outs
