"""memplan's bufferization: tensor programs to memrefs with replaceable per-op models.

>>> from memplan.bufferize import bufferize, BufferizeOptions, default_registry
>>> registry = default_registry()
>>> registry.register("tensor.empty", MyEmptyModel())   # doctest: +SKIP
>>> bufferize(module, BufferizeOptions(), registry=registry)  # doctest: +SKIP
"""

from memplan.bufferize.driver import BufferizeReport, bufferize
from memplan.bufferize.interface import BufferizationModel, ModelBase
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelEntry, ModelRegistry, default_registry

__all__ = ["BufferizationModel", "BufferizeOptions", "BufferizeReport", "ModelBase", "ModelEntry",
           "ModelRegistry", "bufferize", "default_registry"]
