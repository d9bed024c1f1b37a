"""The ``reorder`` pass: a memory-aware order of tensor ops, before bufferization.

:mod:`.effects` says which ops may move; :mod:`.model` turns a block into an ordering
problem; :mod:`memplan.core.ordering` solves it; :mod:`.api` rewrites and reports.
"""

from memplan.reorder.api import ReorderReport, reorder
from memplan.reorder.options import ReorderOptions

__all__ = ["ReorderOptions", "ReorderReport", "reorder"]
