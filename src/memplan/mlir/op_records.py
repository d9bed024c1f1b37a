"""What each op is, for every pass: one :class:`OpRecord` per op name, and memplan's own records.

A record is everything memplan's passes ask of an op, in one frozen value:

========================================  =======================================================
fields                                    read by
========================================  =======================================================
``kind``, ``effects``, ``view_source``,   the alias analysis and the lifetimes (merge-alloc): which
``keeps_shape``, ``scalar_regions``,      results view which operands, which uses read or write
``capture``, ``callee_attribute``         memory, which let a reference escape; the rewrite
``initializes``                           the lifetimes: which writer names a buffer in reports
``escape``                                bufferize: which uses make a tensor leave as a whole buffer
``pure``, ``traps``, ``speculatable``     reorder: which ops may move, and across what
``size_operands``, ``arithmetic``         the dynamic-size analysis: where sizes come from
========================================  =======================================================

:data:`BUILTIN` holds memplan's records by op name, :data:`DIALECTS` the record of any other op of
a dialect memplan describes as a whole (every ``arith`` op is a pure scalar op). A user's or a
plugin's op is described by a record too (:meth:`OpRecord.access` makes the usual one) and
registered once (:func:`memplan.mlir.op_semantics.register_op`, or entry point group
``memplan.ops``): every pass then reads it, and bufferize derives a destination-passing model
from it. Lookup and registration are in :mod:`memplan.mlir.op_semantics`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass

from memplan.diagnostics import MemplanError

# What an op is, for the alias analysis and the lifetimes.
SCALAR = "scalar"          # takes and makes no memref (arith, math, linalg.yield)
VIEW = "view"              # result 0 addresses the memory of operand ``view_source``
SELECT = "select"          # the result is one of its operands (arith.select)
ACCESS = "access"          # reads / writes memory through its operands (``effects``)
STRUCTURED = "structured"  # a linalg structured op (LinalgOp): reads its ins, writes its outs
METADATA = "metadata"      # reads a memref's shape, not its contents (memref.dim)
CAPTURE = "capture"        # a reference to the buffer outlives the op (its pointer is taken)
DEALLOC = "dealloc"
ALLOC = "alloc"            # a new buffer (memref.alloc)
STACK_ALLOC = "stack-alloc"
BRANCH = "branch"          # regions of which one runs; results are what it yields (scf.if)
FOR_LOOP = "for-loop"      # sequential loop with iter_args: inits last, body arguments after the IV
WHILE_LOOP = "while-loop"  # scf.while: before/after regions
PARALLEL = "parallel"      # iterations may run at once: an allocation scope of its own (scf.forall)
YIELD = "yield"            # hands values to the parent op (scf.yield, scf.condition)
RETURN = "return"
CALL = "call"              # the callee could keep what it is given
FUNCTION = "function"
UNKNOWN = "unknown"
KINDS = frozenset({SCALAR, VIEW, SELECT, ACCESS, STRUCTURED, METADATA, CAPTURE, DEALLOC, ALLOC, STACK_ALLOC,
                   BRANCH, FOR_LOOP, WHILE_LOOP, PARALLEL, YIELD, RETURN, CALL, FUNCTION, UNKNOWN})

LOOP_KINDS = frozenset({FOR_LOOP, WHILE_LOOP})
# Region ops whose control flow the lifetimes understand (bodies run sequentially, within the scope).
CONTROL_KINDS = LOOP_KINDS | {BRANCH}

# What an op computes on integers, as the dynamic-size analysis follows a size through it.
ADD, SUB, MUL = "add", "sub", "mul"
SAME = "same"            # a cast that keeps the value (index <-> i64)
EXTREMUM = "extremum"    # max or min
DIVISION = "division"
REMAINDER = "remainder"  # a - c * (a / c)


@dataclass(frozen=True)
class MemoryEffects:
    """What an op does with the memref operands it is given, by operand position.

    A memref operand listed nowhere is taken as read (safe: it only makes a lifetime
    longer). ``keeps``: operands whose reference may outlive the op (a stored descriptor,
    a pointer taken); such a buffer never joins an arena.
    """

    reads: frozenset[int] = frozenset()
    writes: frozenset[int] = frozenset()
    keeps: frozenset[int] = frozenset()

    @classmethod
    def of(cls, reads: Iterable[int] = (), writes: Iterable[int] = (), keeps: Iterable[int] = ()) -> MemoryEffects:
        """From any iterables of operand positions (checked: non-negative integers)."""
        sets = []
        for what, positions in (("reads", reads), ("writes", writes), ("keeps", keeps)):
            positions = list(positions)
            bad = [p for p in positions if isinstance(p, bool) or not isinstance(p, int) or p < 0]
            if bad:
                raise MemplanError(f"memory effects: {what} must list operand positions (integers >= 0), "
                                   f"not {bad[0]!r}")
            sets.append(frozenset(positions))
        return cls(*sets)


NO_EFFECTS = MemoryEffects()


@dataclass(frozen=True)
class SizeArithmetic:
    """What an op computes on integers, for sizes: ``kind`` (ADD, SUB, MUL, SAME, EXTREMUM,
    DIVISION, REMAINDER) and, for the last three, the function of
    :data:`memplan.mlir.symbolic_sizes.FUNCTIONS` it is computed with (``maxsi``, ``divsi``, ...)."""

    kind: str
    function: str = ""


KEPT = "a reference to it may be kept by"  # how a registered op's kept operand escapes, for remarks
_STORED = "stored into memory by"
_POINTER = "its pointer or descriptor escapes through"


@dataclass(frozen=True)
class OpRecord:
    """What one kind of op is, as every pass needs it (see the module's table of who reads what)."""

    kind: str = UNKNOWN
    effects: MemoryEffects = NO_EFFECTS
    view_source: int = 0  # VIEW: the operand whose memory result 0 addresses
    keeps_shape: bool = False  # VIEW: the result has the source's dimensions (a cast)
    scalar_regions: bool = False  # its regions compute on scalars (a linalg payload, an atomic update)
    capture: str = ""  # how a kept reference escapes, for remarks ("stored into memory by")
    callee_attribute: str = ""  # the attribute naming the function it refers to (func.call: callee)
    # It writes only to initialize (a fill, a copy): a later writer names the buffer in reports.
    initializes: bool = False
    # How a tensor it uses leaves as a whole buffer ("returned", "yielded", "used by func.call"):
    # then no slice of a bigger buffer may stand in for it. "" when it does not.
    escape: str = ""
    # reorder: no memory effect on tensors and always ends (moved freely within its data
    # dependences); may stop the program and does nothing else (cf.assert); pure and defined
    # for every operand its types allow (no division by zero): may run before a check.
    pure: bool = False
    traps: bool = False
    speculatable: bool = False
    # The operands giving its result's dynamic sizes, in order: operand segment ``size_operands``
    # of an op with ``operandSegmentSizes``, else the operands from that position on.
    size_operands: int | None = None
    arithmetic: SizeArithmetic | None = None  # what it computes on integers, for sizes
    origin: str = "builtin"  # who declared it: builtin, user, or a plugin

    @property
    def is_scope(self) -> bool:
        return self.kind == PARALLEL

    @classmethod
    def access(cls, reads: Iterable[int] = (), writes: Iterable[int] = (), keeps: Iterable[int] = (), *,
               speculatable: bool = False) -> OpRecord:
        """The record of an op that reads and writes memory through the operands at these positions
        (``keeps``: those whose reference it may keep after it returns; their buffers are left
        alone). On tensors such an op is destination-passing: result ``k`` lives in the ``k``-th
        written operand's buffer, and bufferize derives its model from this record. With no kept
        operand it has value semantics on tensors: pure, so reorder may move it (before a
        ``cf.assert`` only if ``speculatable``: defined for every operand its types allow).
        A memref operand listed nowhere is taken as read."""
        effects = MemoryEffects.of(reads, writes, keeps)
        return cls(ACCESS, effects, capture=KEPT, pure=not effects.keeps, speculatable=speculatable)


def _e(reads=(), writes=(), keeps=()) -> MemoryEffects:
    return MemoryEffects(frozenset(reads), frozenset(writes), frozenset(keeps))


def _access(reads=(), writes=(), keeps=(), **kw) -> OpRecord:
    return OpRecord(ACCESS, _e(reads, writes, keeps), **kw)


def _view(source: int = 0, keeps_shape: bool = False, reads=(), **kw) -> OpRecord:
    return OpRecord(VIEW, _e(reads), view_source=source, keeps_shape=keeps_shape, **kw)


def _pure(record: OpRecord = OpRecord(), speculatable: bool = True) -> OpRecord:
    """``record``, with value semantics (see :attr:`OpRecord.pure`)."""
    return dataclasses.replace(record, pure=True, speculatable=speculatable)


def _scalar(arithmetic: SizeArithmetic | None = None, speculatable: bool = True) -> OpRecord:
    return OpRecord(SCALAR, pure=True, speculatable=speculatable, arithmetic=arithmetic)


def _divide(function: str, kind: str = DIVISION) -> OpRecord:
    """Integer division: undefined for a zero divisor, so not speculatable."""
    return _scalar(SizeArithmetic(kind, function), speculatable=False)


# Ops of these dialects have value semantics (no memref, no effect): a name not in BUILTIN gets
# its dialect's record. tensor and linalg ops are pure on tensors (reorder keeps any op touching a
# memref in place), and take no part in the memref analyses.
DIALECTS: dict[str, OpRecord] = {
    "arith": _scalar(),
    "math": _scalar(),
    "index": _scalar(),
    "complex": _scalar(),
    "tensor": _pure(),
    "linalg": _pure(),
}

# A linalg op that implements MLIR's LinalgOp (asked of MLIR): reads its ins, writes its outs.
STRUCTURED_RECORD = _pure(OpRecord(STRUCTURED, scalar_regions=True))

BUILTIN: dict[str, OpRecord] = {
    # views: result 0 addresses (part of) operand 0's memory
    "memref.subview": _view(size_operands=2),
    "memref.view": _view(size_operands=2),
    "memref.cast": _view(keeps_shape=True),
    "memref.reinterpret_cast": _view(size_operands=2),
    "memref.expand_shape": _view(size_operands=1),
    "memref.collapse_shape": _view(),
    "memref.transpose": _view(),
    "memref.memory_space_cast": _view(keeps_shape=True),
    "memref.reshape": _view(reads={1}),  # also reads its shape operand
    "memref.assume_alignment": _view(keeps_shape=True),
    "tensor.cast": _pure(_view(keeps_shape=True)),
    "arith.select": _pure(OpRecord(SELECT)),
    # accesses, with the operands they write; a memref *stored* is kept
    "memref.load": _access(reads={0}),
    "memref.store": _access(writes={1}, keeps={0}, capture=_STORED),
    "memref.copy": _access(reads={0}, writes={1}, initializes=True),
    "memref.atomic_rmw": _access(reads={1}, writes={1}),
    "memref.generic_atomic_rmw": _access(reads={0}, writes={0}, scalar_regions=True),
    "memref.prefetch": _access(reads={0}),
    "vector.transfer_read": _access(reads={0}),
    "vector.transfer_write": _access(writes={1}),
    "vector.load": _access(reads={0}),
    "vector.store": _access(writes={1}),
    "vector.maskedload": _access(reads={0}),
    "vector.maskedstore": _access(writes={0}),
    "vector.gather": _access(reads={0}),
    "vector.scatter": _access(writes={0}),
    "affine.load": _access(reads={0}),
    "affine.store": _access(writes={1}, keeps={0}, capture=_STORED),
    "affine.vector_load": _access(reads={0}),
    "affine.vector_store": _access(writes={1}),
    # destination-passing linalg ops that are not LinalgOp (not structured): input(s), then output
    "linalg.softmax": _pure(_access(reads={0}, writes={1})),
    "linalg.pack": _pure(_access(reads={0}, writes={1})),
    "linalg.unpack": _pure(_access(reads={0}, writes={1})),
    "linalg.winograd_filter_transform": _pure(_access(reads={0}, writes={1})),
    "linalg.winograd_input_transform": _pure(_access(reads={0}, writes={1})),
    "linalg.winograd_output_transform": _pure(_access(reads={0}, writes={1})),
    # a structured op that only initializes its output
    "linalg.fill": dataclasses.replace(STRUCTURED_RECORD, initializes=True),
    # the shape only
    "memref.dim": OpRecord(METADATA),
    "memref.rank": OpRecord(METADATA),
    # a reference outlives the op
    "memref.extract_aligned_pointer_as_index": OpRecord(CAPTURE, _e(keeps={0}), capture=_POINTER),
    "memref.extract_strided_metadata": OpRecord(CAPTURE, _e(keeps={0}), capture=_POINTER),
    "bufferization.to_tensor": OpRecord(CAPTURE, _e(keeps={0}), capture=_POINTER),
    "builtin.unrealized_conversion_cast": OpRecord(CAPTURE, _e(keeps={0}), capture=_POINTER),
    # allocation
    "memref.alloc": OpRecord(ALLOC, size_operands=0),
    "memref.alloca": OpRecord(STACK_ALLOC, size_operands=0),
    "memref.dealloc": OpRecord(DEALLOC),
    # tensors made or taken apart, with their dynamic sizes
    "tensor.empty": _pure(OpRecord(size_operands=0)),
    "tensor.extract_slice": _pure(OpRecord(size_operands=2)),
    "tensor.expand_shape": _pure(OpRecord(size_operands=1)),
    "tensor.parallel_insert_slice": _pure(OpRecord(escape="used by tensor.parallel_insert_slice")),
    "bufferization.alloc_tensor": _pure(OpRecord(size_operands=0)),
    "bufferization.materialize_in_destination": _pure(),
    "bufferization.to_buffer": OpRecord(escape="used by bufferization.to_buffer"),
    # control flow
    "scf.if": _pure(OpRecord(BRANCH)),
    "scf.index_switch": _pure(OpRecord(BRANCH)),
    "scf.execute_region": _pure(OpRecord(BRANCH)),
    "affine.if": OpRecord(BRANCH),
    "scf.for": _pure(OpRecord(FOR_LOOP)),
    "affine.for": OpRecord(FOR_LOOP),
    "scf.while": OpRecord(WHILE_LOOP),  # not pure: it may not end
    "scf.forall": _pure(OpRecord(PARALLEL)),
    "scf.forall.in_parallel": _pure(),
    "scf.yield": _pure(OpRecord(YIELD, escape="yielded")),
    "scf.condition": OpRecord(YIELD, escape="yielded"),
    "affine.yield": OpRecord(YIELD),
    "cf.br": OpRecord(escape="passed to another block"),
    "cf.cond_br": OpRecord(escape="passed to another block"),
    "cf.switch": OpRecord(escape="passed to another block"),
    "cf.assert": OpRecord(traps=True),
    "func.func": OpRecord(FUNCTION),
    "func.return": OpRecord(RETURN, escape="returned"),
    "func.call": OpRecord(CALL, callee_attribute="callee", escape="used by func.call"),
    "func.call_indirect": OpRecord(CALL, escape="used by func.call_indirect"),
    # not a call, but takes a function's address: the function is used
    "func.constant": OpRecord(UNKNOWN, callee_attribute="value"),
    "linalg.yield": _scalar(),
    "linalg.index": _scalar(),
    # pure index arithmetic outside the scalar dialects
    "affine.apply": _pure(),
    "affine.min": _pure(),
    "affine.max": _pure(),
    "affine.delinearize_index": _pure(),
    "affine.linearize_index": _pure(),
    "ub.poison": _pure(),
    # integer arithmetic the dynamic-size analysis follows
    "arith.addi": _scalar(SizeArithmetic(ADD)),
    "arith.subi": _scalar(SizeArithmetic(SUB)),
    "arith.muli": _scalar(SizeArithmetic(MUL)),
    "arith.index_cast": _scalar(SizeArithmetic(SAME)),
    "arith.index_castui": _scalar(SizeArithmetic(SAME)),
    "arith.maxsi": _scalar(SizeArithmetic(EXTREMUM, "maxsi")),
    "arith.minsi": _scalar(SizeArithmetic(EXTREMUM, "minsi")),
    "arith.maxui": _scalar(SizeArithmetic(EXTREMUM, "maxui")),
    "arith.minui": _scalar(SizeArithmetic(EXTREMUM, "minui")),
    "arith.divsi": _divide("divsi"),
    "arith.divui": _divide("divui"),
    "arith.ceildivsi": _divide("ceildivsi"),
    "arith.ceildivui": _divide("ceildivui"),
    "arith.floordivsi": _divide("floordivsi"),
    "arith.remsi": _divide("divsi", REMAINDER),
    "arith.remui": _divide("divui", REMAINDER),
    # undefined for some operands (a zero divisor): kept after the checks that precede them
    "index.divs": _scalar(speculatable=False),
    "index.divu": _scalar(speculatable=False),
    "index.ceildivs": _scalar(speculatable=False),
    "index.ceildivu": _scalar(speculatable=False),
    "index.floordivs": _scalar(speculatable=False),
    "index.rems": _scalar(speculatable=False),
    "index.remu": _scalar(speculatable=False),
}
