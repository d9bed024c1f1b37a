"""Planning core: buffers, plans, bounds and planners. Independent of MLIR."""

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError
from memplan.core.bounds import lower_bound, live_bytes_profile

__all__ = ["Buffer", "Plan", "PlanError", "lower_bound", "live_bytes_profile"]
