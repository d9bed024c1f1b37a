"""Which model bufferizes which op: a value, not a global.

``default_registry()`` returns a fresh copy of the built-in models each time, so one pipeline's
override never leaks into another's. Who serves an op follows memplan's one precedence rule
(:func:`memplan.plugins.source_of`): a model registered on the registry, then memplan's own,
then an installed plugin's (entry point group ``memplan.models``, loaded when its op is first
met), which may not take an op memplan has a model for. Every linalg structured op (an op
implementing MLIR's ``LinalgOp``, see :mod:`memplan.mlir.op_semantics`) shares one model.

An op with no model whose record a user or a plugin registered (``register_op``, group
``memplan.ops``) gets the destination-passing model derived from that record
(:class:`~memplan.bufferize.record_model.RecordModel`): the op is described once.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from mlir import ir

from memplan import plugins
from memplan.bufferize.interface import BufferizationModel, missing_methods
from memplan.bufferize.record_model import RecordModel
from memplan.diagnostics import MemplanError
from memplan.mlir import op_semantics as sem

# op name -> "module:Class" of the built-in model (imported on first use).
BUILTIN_MODELS: dict[str, str] = {
    "func.func": "memplan.bufferize.models.func.func_:FuncModel",
    "func.call": "memplan.bufferize.models.func.call:CallModel",
    "func.return": "memplan.bufferize.models.func.return_:ReturnModel",
    "arith.constant": "memplan.bufferize.models.arith.constant:ConstantModel",
    "arith.select": "memplan.bufferize.models.arith.select:SelectModel",
    "arith.index_cast": "memplan.bufferize.models.arith.index_cast:IndexCastModel",
    "arith.index_castui": "memplan.bufferize.models.arith.index_cast:IndexCastModel",
    "tensor.empty": "memplan.bufferize.models.tensor.empty:EmptyModel",
    "tensor.extract_slice": "memplan.bufferize.models.tensor.extract_slice:ExtractSliceModel",
    "tensor.insert_slice": "memplan.bufferize.models.tensor.insert_slice:InsertSliceModel",
    "tensor.pad": "memplan.bufferize.models.tensor.pad:PadModel",
    "tensor.expand_shape": "memplan.bufferize.models.tensor.reshape:ExpandShapeModel",
    "tensor.collapse_shape": "memplan.bufferize.models.tensor.reshape:CollapseShapeModel",
    "tensor.reshape": "memplan.bufferize.models.tensor.reshape:ReshapeModel",
    "tensor.cast": "memplan.bufferize.models.tensor.cast:CastModel",
    "tensor.extract": "memplan.bufferize.models.tensor.extract:ExtractModel",
    "tensor.insert": "memplan.bufferize.models.tensor.insert:InsertModel",
    "tensor.dim": "memplan.bufferize.models.tensor.dim:DimModel",
    "tensor.rank": "memplan.bufferize.models.tensor.rank:RankModel",
    "tensor.from_elements": "memplan.bufferize.models.tensor.from_elements:FromElementsModel",
    "tensor.generate": "memplan.bufferize.models.tensor.generate:GenerateModel",
    "tensor.splat": "memplan.bufferize.models.tensor.splat:SplatModel",
    "tensor.concat": "memplan.bufferize.models.tensor.concat:ConcatModel",
    "scf.for": "memplan.bufferize.models.scf.for_:ForModel",
    "scf.if": "memplan.bufferize.models.scf.if_:IfModel",
    "scf.index_switch": "memplan.bufferize.models.scf.if_:IfModel",
    "scf.execute_region": "memplan.bufferize.models.scf.if_:IfModel",
    "scf.while": "memplan.bufferize.models.scf.while_:WhileModel",
    "scf.condition": "memplan.bufferize.models.scf.yield_:TerminatorModel",
    "scf.forall": "memplan.bufferize.models.scf.forall:ForallModel",
    "scf.yield": "memplan.bufferize.models.scf.yield_:TerminatorModel",
    "scf.forall.in_parallel": "memplan.bufferize.models.scf.forall:InParallelModel",
    "tensor.parallel_insert_slice": "memplan.bufferize.models.scf.forall:ParallelInsertSliceModel",
    "cf.br": "memplan.bufferize.models.cf.branch:BranchModel",
    "cf.cond_br": "memplan.bufferize.models.cf.branch:BranchModel",
    "cf.switch": "memplan.bufferize.models.cf.branch:BranchModel",
    "bufferization.alloc_tensor": "memplan.bufferize.models.bufferization.alloc_tensor:AllocTensorModel",
    "bufferization.to_tensor": "memplan.bufferize.models.bufferization.to_tensor:ToTensorModel",
    "bufferization.to_buffer": "memplan.bufferize.models.bufferization.to_buffer:ToBufferModel",
    "bufferization.materialize_in_destination":
        "memplan.bufferize.models.bufferization.materialize:MaterializeInDestinationModel",
    "bufferization.dealloc_tensor": "memplan.bufferize.models.bufferization.dealloc_tensor:DeallocTensorModel",
    "linalg.softmax": "memplan.bufferize.models.linalg.softmax:SoftmaxModel",
    "vector.transfer_read": "memplan.bufferize.models.vector.transfer:TransferReadModel",
    "vector.transfer_write": "memplan.bufferize.models.vector.transfer:TransferWriteModel",
    "vector.gather": "memplan.bufferize.models.vector.transfer:TransferReadModel",
    "vector.scatter": "memplan.bufferize.models.vector.scatter:ScatterModel",
    "vector.mask": "memplan.bufferize.models.vector.mask:MaskModel",
    "vector.yield": "memplan.bufferize.models.vector.mask:MaskYieldModel",
}
# Every linalg structured op shares one model (named ops and linalg.generic alike).
STRUCTURED_MODEL = "memplan.bufferize.models.linalg.structured:StructuredModel"
# Serves every op nothing else serves, with allow-unknown-ops.
UNKNOWN_OP_MODEL = "memplan.bufferize.models.unknown:UnknownOpModel"


@dataclass(frozen=True)
class ModelEntry:
    """A model and where it came from: ``builtin:<module>``, ``plugin:<package> (<target>)`` or ``user``."""

    model: BufferizationModel
    origin: str


class ModelRegistry:
    """Op name -> model. Copy with :meth:`copy`; :meth:`register` to add or replace."""

    def __init__(self, builtin: dict[str, ModelEntry] | None = None, structured: ModelEntry | None = None,
                 registered: dict[str, ModelEntry] | None = None, unknown: ModelEntry | None = None):
        self._builtin: dict[str, ModelEntry] = builtin or {}  # shared by copies, never changed
        self._structured = structured
        self._registered: dict[str, ModelEntry] = dict(registered or {})
        self._plugin_entries: dict[str, ModelEntry] = {}  # plugins' models, made on first use
        self._derived: dict[str, ModelEntry] = {}  # models derived from registered op records
        self._unknown = unknown  # serves ops no model serves (allow-unknown-ops), else None

    def copy(self) -> ModelRegistry:
        return ModelRegistry(self._builtin, self._structured, self._registered, self._unknown)

    def allowing_unknown_ops(self) -> ModelRegistry:
        """A copy that keeps every op no model serves on tensors
        (:class:`~memplan.bufferize.models.unknown.UnknownOpModel`) instead of refusing it. Every
        model and op record still wins: the fallback only serves ops nothing else describes."""
        return ModelRegistry(self._builtin, self._structured, self._registered,
                             ModelEntry(_load(UNKNOWN_OP_MODEL), "allow-unknown-ops"))

    def register(self, op_name: str, model: BufferizationModel, origin: str = "user") -> None:
        """Attach ``model`` to ``op_name`` (any name, also of unregistered dialects), replacing any.

        The model must provide every method of :class:`BufferizationModel` (subclass it to
        inherit the defaults) and define ``bufferize``; otherwise this fails here, naming
        what is missing.
        """
        why = _unusable(model)
        if why:
            raise MemplanError(f"model for '{op_name}' {why}")
        self._registered[op_name] = ModelEntry(model, origin)

    def lookup(self, op: ir.Operation | str) -> ModelEntry | None:
        """The model serving ``op`` and its origin, or None. Given only a name, models registered
        for linalg structured ops in general are not found (structure is asked of the op)."""
        if isinstance(op, str):
            return self._lookup(op, None)
        try:
            return self._lookup(op.name, op)
        except MemplanError as e:
            raise sem.located(e, op) from None

    def _lookup(self, name: str, op: ir.Operation | None) -> ModelEntry | None:
        builtin = self._builtin.get(name)
        if builtin is None and self._structured is not None and op is not None and sem.is_structured(op):
            builtin = self._structured
        source = plugins.source_of(plugins.MODELS, name, registered=name in self._registered,
                                   builtin=builtin is not None)
        if source == plugins.USER:
            return self._registered[name]
        if source == plugins.BUILTIN:
            return builtin
        if source == plugins.PLUGIN:
            if name not in self._plugin_entries:
                self._plugin_entries[name] = _plugin_entry(name)
            return self._plugin_entries[name]
        return self._from_record(name)

    def _from_record(self, name: str) -> ModelEntry | None:
        """The model derived from the op record a user or a plugin registered for ``name``, if it
        describes a destination-passing op (see :class:`RecordModel`)."""
        record = sem.registered_op(name)
        if record is None or not RecordModel.describes(record):
            return None
        entry = self._derived.get(name)
        if entry is None or entry.model.record is not record:
            entry = self._derived[name] = ModelEntry(RecordModel(record), f"{record.origin}, from its op record")
        return entry

    def model(self, op: ir.Operation) -> BufferizationModel | None:
        """The model serving ``op``, or None."""
        entry = self.lookup(op)
        return None if entry is None else entry.model

    def require(self, op: ir.Operation) -> ModelEntry:
        """The model serving ``op`` (which uses tensors) and its origin: the unknown-op fallback
        when allowed (:meth:`allowing_unknown_ops`), else an error at ``op`` if none."""
        entry = self.lookup(op)
        if entry is None and self._unknown is not None:
            return self._unknown
        if entry is None:
            raise MemplanError(f"bufferize: no bufferization model for '{op.name}' (it uses tensors); "
                               "register one with ModelRegistry.register, or describe the op with "
                               "register_op(name, OpRecord.access(...)), or keep it on tensors behind "
                               "bufferization.to_tensor/to_buffer with bufferize{allow-unknown-ops}",
                               str(op.location))
        return entry

    def model_failed(self, op: ir.Operation, error: Exception, during: str = "") -> MemplanError:
        """The error for a model that raised ``error`` on ``op``: which model, from where, where."""
        entry = self.lookup(op) or self._unknown
        origin = f" ({type(entry.model).__name__}, {entry.origin})" if entry else ""
        return MemplanError(f"bufferize: the model of '{op.name}'{origin} failed{during}: "
                            f"{type(error).__name__}: {error}", str(op.location))

    def names(self) -> list[str]:
        return sorted({*self._builtin, *self._registered, *plugins.names(plugins.MODELS)})


def _unusable(model: object) -> str | None:
    if isinstance(model, type):
        return f"is the class {model.__name__}, not a model: register an instance ({model.__name__}())"
    missing = missing_methods(model)
    if missing:
        return f"({type(model).__name__}) lacks {', '.join(missing)} (subclass BufferizationModel for the defaults)"
    return None


def _plugin_entry(name: str) -> ModelEntry:
    """The model plugin ``name`` provides (a class is instantiated), checked like a registration."""
    def check(obj: object) -> str | None:
        if isinstance(obj, type):
            try:
                obj = obj()
            except Exception as e:  # noqa: BLE001
                return f"its class cannot be made with no arguments ({type(e).__name__}: {e})"
        return _unusable(obj)

    obj = plugins.load(plugins.MODELS, name, check)
    model = obj() if isinstance(obj, type) else obj
    return ModelEntry(model, plugins.info(plugins.MODELS, name).origin)


def _load(path: str) -> object:
    module, cls = path.split(":")
    return getattr(importlib.import_module(module), cls)()


_BUILTIN: ModelRegistry | None = None


def default_registry() -> ModelRegistry:
    """A fresh copy of the built-in models, which also serves installed plugins' models and models
    derived from registered op records (changing it changes nothing else)."""
    global _BUILTIN
    if _BUILTIN is None:
        entries = {name: ModelEntry(_load(path), f"builtin:{path.split(':')[0]}")
                   for name, path in BUILTIN_MODELS.items()}
        _BUILTIN = ModelRegistry(entries, ModelEntry(_load(STRUCTURED_MODEL), f"builtin:{STRUCTURED_MODEL.split(':')[0]}"))
    return _BUILTIN.copy()
