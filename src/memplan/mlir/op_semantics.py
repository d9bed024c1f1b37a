"""What memplan knows about ops on buffers, in one place.

Every analysis that must know what an op does with a memref asks here: the alias analysis
(which results view which operands), the lifetimes (which uses touch memory, which write
it, which let a reference escape), the bufferization registry (which ops are linalg
structured ops), merge-alloc's rewrite (which ops refer to a function) and the dynamic-size
analysis (which views keep their source's shape).

MLIR's own interfaces come first. The 22.1 Python bindings expose no query of
``MemoryEffectOpInterface``, ``ViewLikeOpInterface`` or op traits: the C API's
``mlirOperationImplementsInterface`` needs an interface's TypeID, and only
``InferTypeOpInterface``'s and ``InferShapedTypeOpInterface``'s are exported. They do expose
``LinalgOp``: ``linalg.get_indexing_maps`` answers None for an op that is not one. So
*structured* means "implements ``LinalgOp``", asked of MLIR, and the indexing maps of named
ops come from the same query. ``linalg.softmax``, ``linalg.pack``/``unpack`` and the
Winograd transforms are destination-passing but not ``LinalgOp``: they are not structured
(bufferization has no model for them) and their memory effects are declared below.

Everything else is a table of op names. A user's op is taught with
:func:`register_op_effects` (or a plugin in entry point group ``memplan.op_effects``)::

    register_op_effects("accel.matmul", reads=[0, 1], writes=[2])

An op memplan knows nothing about is treated as unsafe: a buffer passed to it stays out of
any arena.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mlir import ir

from memplan import plugins
from memplan.diagnostics import MemplanError

try:  # the C extension alone: mlir.dialects.linalg also loads its Python DSL (0.3 s)
    from mlir._mlir_libs._mlirDialectsLinalg import get_indexing_maps as _linalg_indexing_maps
except ImportError:  # pragma: no cover  (a build without the linalg bindings)
    _linalg_indexing_maps = None

# What an op is, for the analyses.
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

LOOP_KINDS = frozenset({FOR_LOOP, WHILE_LOOP})
# Region ops whose control flow the lifetimes understand (bodies run sequentially, within the scope).
CONTROL_KINDS = LOOP_KINDS | {BRANCH}


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
class OpSemantics:
    """What one kind of op does, as the analyses need it."""

    kind: str
    effects: MemoryEffects = NO_EFFECTS
    view_source: int = 0  # VIEW: the operand whose memory result 0 addresses
    keeps_shape: bool = False  # VIEW: the result has the source's dimensions (a cast)
    scalar_regions: bool = False  # its regions compute on scalars (a linalg payload, an atomic update)
    capture: str = ""  # how a kept reference escapes, for remarks ("stored into memory by")
    origin: str = "builtin"  # who declared it: builtin, user, or a plugin
    callee_attribute: str = ""  # the attribute naming the function it refers to (func.call: callee)

    @property
    def is_scope(self) -> bool:
        return self.kind == PARALLEL


def _e(reads=(), writes=(), keeps=()) -> MemoryEffects:
    return MemoryEffects(frozenset(reads), frozenset(writes), frozenset(keeps))


def _access(reads=(), writes=(), keeps=(), **kw) -> OpSemantics:
    return OpSemantics(ACCESS, _e(reads, writes, keeps), **kw)


def _view(source: int = 0, keeps_shape: bool = False, reads=()) -> OpSemantics:
    return OpSemantics(VIEW, _e(reads), view_source=source, keeps_shape=keeps_shape)


_STORED = "stored into memory by"
_POINTER = "its pointer or descriptor escapes through"
_KEPT = "a reference to it may be kept by"

_BUILTIN: dict[str, OpSemantics] = {
    # views: result 0 addresses (part of) operand 0's memory
    "memref.subview": _view(),
    "memref.view": _view(),
    "memref.cast": _view(keeps_shape=True),
    "memref.reinterpret_cast": _view(),
    "memref.expand_shape": _view(),
    "memref.collapse_shape": _view(),
    "memref.transpose": _view(),
    "memref.memory_space_cast": _view(keeps_shape=True),
    "memref.reshape": _view(reads={1}),  # also reads its shape operand
    "memref.assume_alignment": _view(keeps_shape=True),
    "tensor.cast": _view(keeps_shape=True),
    "arith.select": OpSemantics(SELECT),
    # accesses, with the operands they write; a memref *stored* is kept
    "memref.load": _access(reads={0}),
    "memref.store": _access(writes={1}, keeps={0}, capture=_STORED),
    "memref.copy": _access(reads={0}, writes={1}),
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
    "linalg.softmax": _access(reads={0}, writes={1}),
    "linalg.pack": _access(reads={0}, writes={1}),
    "linalg.unpack": _access(reads={0}, writes={1}),
    "linalg.winograd_filter_transform": _access(reads={0}, writes={1}),
    "linalg.winograd_input_transform": _access(reads={0}, writes={1}),
    "linalg.winograd_output_transform": _access(reads={0}, writes={1}),
    # the shape only
    "memref.dim": OpSemantics(METADATA),
    "memref.rank": OpSemantics(METADATA),
    # a reference outlives the op
    "memref.extract_aligned_pointer_as_index": OpSemantics(CAPTURE, _e(keeps={0}), capture=_POINTER),
    "memref.extract_strided_metadata": OpSemantics(CAPTURE, _e(keeps={0}), capture=_POINTER),
    "bufferization.to_tensor": OpSemantics(CAPTURE, _e(keeps={0}), capture=_POINTER),
    "builtin.unrealized_conversion_cast": OpSemantics(CAPTURE, _e(keeps={0}), capture=_POINTER),
    # allocation
    "memref.alloc": OpSemantics(ALLOC),
    "memref.alloca": OpSemantics(STACK_ALLOC),
    "memref.dealloc": OpSemantics(DEALLOC),
    # control flow
    "scf.if": OpSemantics(BRANCH),
    "scf.index_switch": OpSemantics(BRANCH),
    "scf.execute_region": OpSemantics(BRANCH),
    "affine.if": OpSemantics(BRANCH),
    "scf.for": OpSemantics(FOR_LOOP),
    "affine.for": OpSemantics(FOR_LOOP),
    "scf.while": OpSemantics(WHILE_LOOP),
    "scf.forall": OpSemantics(PARALLEL),
    "scf.yield": OpSemantics(YIELD),
    "scf.condition": OpSemantics(YIELD),
    "affine.yield": OpSemantics(YIELD),
    "func.func": OpSemantics(FUNCTION),
    "func.return": OpSemantics(RETURN),
    "func.call": OpSemantics(CALL, callee_attribute="callee"),
    "func.call_indirect": OpSemantics(CALL),
    # not a call, but takes a function's address: the function is used
    "func.constant": OpSemantics(UNKNOWN, callee_attribute="value"),
    "linalg.yield": OpSemantics(SCALAR),
    "linalg.index": OpSemantics(SCALAR),
}

_USER: dict[str, OpSemantics] = {}
_cache: dict[str, OpSemantics] = {}
_cached_for = [0]  # the plugins' generation the cache was filled in


def is_scalar_op(name: str) -> bool:
    """Ops that never take or make a memref (most ops of a bufferized model): skipped unexamined."""
    return (name.startswith(("arith.", "math.")) and name != "arith.select") or name in _SCALAR_NAMES


_SCALAR_NAMES = frozenset(n for n, s in _BUILTIN.items() if s.kind == SCALAR)


def semantics(op: ir.Operation) -> OpSemantics:
    """What ``op`` does (by its name; structured ops asked of MLIR once per name)."""
    name = op.name
    if _cached_for[0] != plugins.generation():  # plugins were refreshed: names may mean more now
        _cache.clear()
        _cached_for[0] = plugins.generation()
    found = _cache.get(name)
    if found is None:
        found = _cache[name] = _classify(op)
    return found


def _classify(op: ir.Operation) -> OpSemantics:
    name = op.name
    if name in _BUILTIN:
        return _BUILTIN[name]
    if name in _USER:
        return _USER[name]
    if is_scalar_op(name):
        return OpSemantics(SCALAR)
    if _is_linalg_op(op):
        return OpSemantics(STRUCTURED, scalar_regions=True)
    if plugins.provides(plugins.OP_EFFECTS, name):
        effects = plugins.load(plugins.OP_EFFECTS, name, _check_effects)
        return OpSemantics(ACCESS, effects, origin=plugins.info(plugins.OP_EFFECTS, name).origin, capture=_KEPT)
    return OpSemantics(UNKNOWN)


def _check_effects(obj: object) -> str | None:
    if isinstance(obj, MemoryEffects):
        return None
    return f"it names a {type(obj).__name__}, not memplan.mlir.op_semantics.MemoryEffects"


def _is_linalg_op(op: ir.Operation) -> bool:
    """Does ``op`` implement MLIR's ``LinalgOp`` interface (a structured op)?"""
    if _linalg_indexing_maps is None or not op.name.startswith("linalg."):
        return False
    return _linalg_indexing_maps(op) is not None


def is_structured(op: ir.Operation) -> bool:
    """A linalg structured op (``LinalgOp``): named ops and ``linalg.generic``, on tensors or buffers."""
    return semantics(op).kind == STRUCTURED


def indexing_maps(op: ir.Operation) -> list[ir.AffineMap] | None:
    """A structured op's indexing maps, one per operand (named ops too), from MLIR."""
    if not is_structured(op):
        return None
    attr = _linalg_indexing_maps(op)
    return [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(attr)]


def structured_operands(op: ir.Operation) -> tuple[int, int]:
    """(number of ``ins``, number of ``outs``) of a structured op (destination-passing)."""
    if "operandSegmentSizes" in op.attributes:
        sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        return sizes[0], sizes[1]
    n = len(op.operands)
    if len(op.results):  # on tensors every out gives a result
        outs = len(op.results)
    elif op.name == "linalg.reduce":  # as many inits as inputs (SameVariadicOperandSize)
        outs = n // 2
    else:  # one init, last (linalg.map, linalg.transpose, linalg.broadcast)
        outs = 1
    return n - outs, outs


def effects(op: ir.Operation) -> MemoryEffects:
    """The memory effects of an access (or a structured op: ins read, outs written)."""
    found = semantics(op)
    if found.kind == STRUCTURED:
        n_ins, n_outs = structured_operands(op)
        return MemoryEffects(frozenset(range(n_ins)), frozenset(range(n_ins, n_ins + n_outs)))
    return found.effects


def written_operands(op: ir.Operation) -> frozenset[int] | None:
    """Operand positions ``op`` writes, when known (None: an op memplan does not know)."""
    kind = semantics(op).kind
    if kind in (ACCESS, STRUCTURED):
        return effects(op).writes
    return None


def function_reference(op: ir.Operation) -> str | None:
    """The name of the function ``op`` calls or takes the address of (``@f`` -> ``f``), if any."""
    attribute = semantics(op).callee_attribute
    if not attribute or attribute not in op.attributes:
        return None
    return str(op.attributes[attribute]).rsplit("@", 1)[-1].strip('"')


def register_op_effects(name: str, *, reads: Iterable[int] = (), writes: Iterable[int] = (),
                        keeps: Iterable[int] = (), origin: str = "user") -> None:
    """Teach memplan what op ``name`` (any dialect, registered or not) does to its memref operands.

    ``reads``/``writes``: operand positions it reads / writes; ``keeps``: operands whose
    reference it may keep after it returns (such buffers are left alone). Afterwards buffers
    passed to the op can be merged. Ops memplan already knows cannot be redeclared;
    declaring the same effects again is allowed, different ones are an error.
    """
    if not isinstance(name, str) or "." not in name:
        raise MemplanError(f"register_op_effects: '{name}' is not an op name (dialect.op)")
    if name in _BUILTIN:
        raise MemplanError(f"register_op_effects: memplan already knows what '{name}' does")
    new = OpSemantics(ACCESS, MemoryEffects.of(reads, writes, keeps), origin=origin, capture=_KEPT)
    old = _USER.get(name)
    if old is not None and old.effects != new.effects:
        raise MemplanError(f"register_op_effects: '{name}' was declared already ({old.origin}) with other effects")
    _USER[name] = new
    _cache.pop(name, None)


def unregister_op_effects(name: str) -> None:
    """Forget what :func:`register_op_effects` declared for ``name`` (tests, notebooks)."""
    _USER.pop(name, None)
    _cache.pop(name, None)
