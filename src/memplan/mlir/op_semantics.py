"""What memplan knows about ops, in one place: each op's record, looked up and registered here.

Every pass asks here what an op is (:func:`semantics`, an :class:`~memplan.mlir.op_records.OpRecord`):
the alias analysis (which results view which operands), the lifetimes (which uses touch memory,
which write it, which let a reference escape), bufferize (which ops are linalg structured ops,
which uses make a tensor leave whole, the models of users' ops), merge-alloc's rewrite (which ops
refer to a function), the dynamic-size analysis (which views keep their source's shape, which
integer arithmetic sizes go through) and reorder (which ops may move).

MLIR's own interfaces come first. The 22.1 Python bindings expose no query of
``MemoryEffectOpInterface``, ``ViewLikeOpInterface`` or op traits: the C API's
``mlirOperationImplementsInterface`` needs an interface's TypeID, and only
``InferTypeOpInterface``'s and ``InferShapedTypeOpInterface``'s are exported. They do expose
``LinalgOp``: ``linalg.get_indexing_maps`` answers None for an op that is not one. So
*structured* means "implements ``LinalgOp``", asked of MLIR, and the indexing maps of named
ops come from the same query. ``linalg.softmax``, ``linalg.pack``/``unpack`` and the
Winograd transforms are destination-passing but not ``LinalgOp``: they are not structured
(bufferization has no model for them) and their memory effects are declared.

Everything else is memplan's table of records (:mod:`memplan.mlir.op_records`). A user's op is
described once, by :func:`register_op` (or a plugin in entry point group ``memplan.ops``)::

    register_op("accel.matmul", OpRecord.access(reads=[0, 1, 2], writes=[2]))

Then its buffers can be merged, it can be reordered on tensors, and bufferize derives its model.
Who wins when several say what a name is: the one precedence rule of
:func:`memplan.plugins.source_of` (the user, then memplan, then a plugin, which may not take a
name memplan has). An op memplan knows nothing about is treated as unsafe: a buffer passed to it
stays out of any arena, and reorder moves nothing across it.
"""

from __future__ import annotations

import dataclasses

from mlir import ir

from memplan import plugins
from memplan.diagnostics import MemplanError
from memplan.mlir.op_records import (  # noqa: F401  (the kinds, re-exported: passes ask ``sem.VIEW``)
    ACCESS, ALLOC, BRANCH, BUILTIN, CALL, CAPTURE, CONTROL_KINDS, DEALLOC, DIALECTS, FOR_LOOP, FUNCTION, KINDS,
    LOOP_KINDS, METADATA, NO_EFFECTS, PARALLEL, RETURN, SCALAR, SELECT, STACK_ALLOC, STRUCTURED, STRUCTURED_RECORD,
    UNKNOWN, VIEW, WHILE_LOOP, YIELD, MemoryEffects, OpRecord)

try:  # the C extension alone: mlir.dialects.linalg also loads its Python DSL (0.3 s)
    from mlir._mlir_libs._mlirDialectsLinalg import get_indexing_maps as _linalg_indexing_maps
except ImportError:  # pragma: no cover  (a build without the linalg bindings)
    _linalg_indexing_maps = None

_UNKNOWN = OpRecord(UNKNOWN)  # memplan's record of an op it knows nothing about
_USER: dict[str, OpRecord] = {}
_cache: dict[tuple[str, bool], OpRecord] = {}  # (name, asked with the op) -> record
plugins.on_refresh(_cache.clear)  # plugins were refreshed: names may mean more now


def semantics(op: ir.Operation) -> OpRecord:
    """What ``op`` is (by its name; whether it is structured asked of MLIR once per name). A
    plugin that cannot say is an error located at ``op``."""
    try:
        return _lookup(op.name, op)
    except MemplanError as e:
        raise located(e, op) from None


def located(error: MemplanError, op: ir.Operation) -> MemplanError:
    """``error``, at ``op`` when it has no location of its own (a broken plugin, found at its first use)."""
    return error if error.location else MemplanError(error.message, str(op.location))


def record_of(name: str) -> OpRecord:
    """What an op called ``name`` is, as far as its name says: a linalg op not in memplan's table
    is taken as its dialect says, not asked whether it is structured (use :func:`semantics`)."""
    return _lookup(name, None)


def is_scalar_op(name: str) -> bool:
    """Ops that never take or make a memref (most ops of a bufferized model): skipped unexamined."""
    return record_of(name).kind == SCALAR


def _lookup(name: str, op: ir.Operation | None) -> OpRecord:
    key = (name, op is not None)
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = _resolve(name, op)
    return found


def _resolve(name: str, op: ir.Operation | None) -> OpRecord:
    builtin = _builtin(name, op)
    source = plugins.source_of(plugins.OPS, name, registered=name in _USER, builtin=builtin is not None)
    if source == plugins.USER:
        return _USER[name]
    if source == plugins.BUILTIN:
        return builtin
    if source == plugins.PLUGIN:
        record = plugins.load(plugins.OPS, name, _check_record)
        return dataclasses.replace(record, origin=plugins.info(plugins.OPS, name).origin)
    return _UNKNOWN


def _builtin(name: str, op: ir.Operation | None) -> OpRecord | None:
    """memplan's own record of ``name``: its table's, a structured op's, or its dialect's."""
    found = BUILTIN.get(name)
    if found is None and op is not None and _is_linalg_op(op):
        found = STRUCTURED_RECORD
    return found if found is not None else DIALECTS.get(name.split(".", 1)[0])


def _check_record(obj: object) -> str | None:
    if isinstance(obj, OpRecord):
        return _unusable(obj)
    return f"it names a {type(obj).__name__}, not a memplan.mlir.op_records.OpRecord"


def _unusable(record: OpRecord) -> str | None:
    if record.kind not in KINDS:
        return f"its kind '{record.kind}' is none of {', '.join(sorted(KINDS))}"
    return None


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
    results = len(op.results)
    if results:  # on tensors every out gives a result (MLIR's verifier allows no mix of tensors and
        return len(op.operands) - results, results  # buffers): counted without reading an attribute
    if "operandSegmentSizes" in op.attributes:
        sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        return sizes[0], sizes[1]
    n = len(op.operands)
    if op.name == "linalg.reduce":  # as many inits as inputs (SameVariadicOperandSize)
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


def register_op(name: str, record: OpRecord) -> None:
    """Tell memplan what op ``name`` (any dialect, registered or not) is: every pass reads ``record``
    (usually ``OpRecord.access(reads=..., writes=..., keeps=...)``). It replaces whatever memplan
    or a plugin says of that name, and any earlier registration (the precedence rule of
    :func:`memplan.plugins.source_of`)."""
    if not isinstance(name, str) or "." not in name:
        raise MemplanError(f"register_op: '{name}' is not an op name (dialect.op)")
    if not isinstance(record, OpRecord):
        raise MemplanError(f"register_op: the record of '{name}' is a {type(record).__name__}, not an OpRecord")
    why = _unusable(record)
    if why:
        raise MemplanError(f"register_op: the record of '{name}' is unusable: {why}")
    _USER[name] = dataclasses.replace(record, origin="user")
    _forget(name)


def unregister_op(name: str) -> None:
    """Forget what :func:`register_op` said of ``name`` (tests, notebooks)."""
    _USER.pop(name, None)
    _forget(name)


def registered_op(name: str) -> OpRecord | None:
    """The record a user or a plugin gave ``name`` (None for memplan's own ops and unknown ones):
    the ops whose bufferization model bufferize derives from their record."""
    found = record_of(name)
    return None if found.origin == "builtin" else found


def _forget(name: str) -> None:
    _cache.pop((name, True), None)
    _cache.pop((name, False), None)
