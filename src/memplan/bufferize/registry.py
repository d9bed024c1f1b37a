"""Which model bufferizes which op: a value, not a global.

``default_registry()`` returns a fresh copy of the built-in models each time, so
one pipeline's override never leaks into another's.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from memplan.bufferize.interface import BufferizationModel
from memplan.diagnostics import MemplanError

# op name -> "module:Class" of the built-in model (imported on first use).
BUILTIN_MODELS: dict[str, str] = {
    "func.func": "memplan.bufferize.models.func.func_:FuncModel",
    "func.call": "memplan.bufferize.models.func.call:CallModel",
    "func.return": "memplan.bufferize.models.func.return_:ReturnModel",
    "arith.constant": "memplan.bufferize.models.arith.constant:ConstantModel",
    "arith.select": "memplan.bufferize.models.arith.select:SelectModel",
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
    "tensor.from_elements": "memplan.bufferize.models.tensor.from_elements:FromElementsModel",
    "tensor.generate": "memplan.bufferize.models.tensor.generate:GenerateModel",
    "tensor.concat": "memplan.bufferize.models.tensor.concat:ConcatModel",
    "scf.for": "memplan.bufferize.models.scf.for_:ForModel",
    "scf.if": "memplan.bufferize.models.scf.if_:IfModel",
    "scf.while": "memplan.bufferize.models.scf.while_:WhileModel",
    "scf.condition": "memplan.bufferize.models.scf.while_:ConditionModel",
    "scf.forall": "memplan.bufferize.models.scf.forall:ForallModel",
    "scf.yield": "memplan.bufferize.models.scf.yield_:YieldModel",
    "scf.forall.in_parallel": "memplan.bufferize.models.scf.forall:InParallelModel",
    "tensor.parallel_insert_slice": "memplan.bufferize.models.scf.forall:ParallelInsertSliceModel",
    "bufferization.alloc_tensor": "memplan.bufferize.models.bufferization.alloc_tensor:AllocTensorModel",
    "bufferization.to_tensor": "memplan.bufferize.models.bufferization.to_tensor:ToTensorModel",
    "bufferization.to_buffer": "memplan.bufferize.models.bufferization.to_buffer:ToBufferModel",
    "bufferization.materialize_in_destination":
        "memplan.bufferize.models.bufferization.materialize:MaterializeInDestinationModel",
    "bufferization.dealloc_tensor": "memplan.bufferize.models.bufferization.dealloc_tensor:DeallocTensorModel",
}
# Every linalg structured op shares one model (named ops and linalg.generic alike).
LINALG_MODEL = "memplan.bufferize.models.linalg.structured:StructuredModel"


@dataclass(frozen=True)
class ModelEntry:
    """A model and where it came from: ``builtin:<module>`` or ``user``."""

    model: BufferizationModel
    origin: str


class ModelRegistry:
    """Op name -> model. Copy with :meth:`copy`; register to add or replace."""

    def __init__(self, entries: dict[str, ModelEntry] | None = None, linalg: ModelEntry | None = None):
        self._entries: dict[str, ModelEntry] = dict(entries or {})
        self._linalg = linalg

    def copy(self) -> "ModelRegistry":
        return ModelRegistry(self._entries, self._linalg)

    def register(self, op_name: str, model: BufferizationModel, origin: str = "user") -> None:
        """Attach ``model`` to ``op_name`` (any name, also of unregistered dialects), replacing any."""
        missing = [m for m in ("reads", "writes", "aliasing_results", "buffer_type", "bufferize")
                   if not callable(getattr(model, m, None))]
        if missing:
            raise MemplanError(f"model for '{op_name}' lacks {', '.join(missing)}")
        self._entries[op_name] = ModelEntry(model, origin)

    def lookup(self, op_name: str) -> ModelEntry | None:
        """The model serving ``op_name`` and its origin, or None."""
        entry = self._entries.get(op_name)
        if entry is None and op_name.startswith("linalg.") and op_name not in _LINALG_NON_STRUCTURED:
            return self._linalg
        return entry

    def names(self) -> list[str]:
        return sorted(self._entries)


_LINALG_NON_STRUCTURED = {"linalg.yield", "linalg.index", "linalg.pack", "linalg.unpack", "linalg.softmax",
                          "linalg.winograd_filter_transform", "linalg.winograd_input_transform",
                          "linalg.winograd_output_transform"}


def _load(path: str) -> object:
    module, cls = path.split(":")
    return getattr(importlib.import_module(module), cls)()


_BUILTIN: ModelRegistry | None = None


def default_registry() -> ModelRegistry:
    """A fresh copy of the built-in models (changing it changes nothing else)."""
    global _BUILTIN
    if _BUILTIN is None:
        entries = {name: ModelEntry(_load(path), f"builtin:{path.split(':')[0]}")
                   for name, path in BUILTIN_MODELS.items()}
        _BUILTIN = ModelRegistry(entries, ModelEntry(_load(LINALG_MODEL), f"builtin:{LINALG_MODEL.split(':')[0]}"))
    return _BUILTIN.copy()
