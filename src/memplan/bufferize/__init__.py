"""memplan's bufferization: tensor programs to memrefs with replaceable per-op models and hooks.

>>> from memplan.bufferize import bufferize, BufferizeOptions, default_registry
>>> registry = default_registry()
>>> registry.register("mydialect.op", MyModel())   # doctest: +SKIP
>>> bufferize(module, BufferizeOptions(allocation=my_hook), registry=registry)  # doctest: +SKIP

A model subclasses :class:`BufferizationModel` (or :class:`DestinationModel` for a
destination-passing op); the interface, with every method's contract and default, is in
:mod:`memplan.bufferize.interface`; the hooks in :mod:`memplan.bufferize.hooks`.
"""

from memplan.bufferize.driver import BufferizeReport, bufferize
from memplan.bufferize.hooks import Allocation, AllocationRequest, hook_names, register_hook
from memplan.bufferize.interface import BufferizationModel, BufferRelation, DestinationModel, ValueAlias
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelEntry, ModelRegistry, default_registry

ModelBase = BufferizationModel  # the former name of the base class, kept for existing models

__all__ = ["Allocation", "AllocationRequest", "BufferRelation", "BufferizationModel", "BufferizeOptions",
           "BufferizeReport", "DestinationModel", "ModelBase", "ModelEntry", "ModelRegistry", "ValueAlias",
           "bufferize", "default_registry", "hook_names", "register_hook"]
