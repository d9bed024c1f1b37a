"""Planners by name. Each planner lives in a file named after it.

A planner is any callable ``(buffers, options) -> Plan`` (see :class:`Planner`).
``get_planner(name)`` resolves built-in names and anything added with
``register_planner``.
"""

from memplan.core.planners.base import Planner, PlannerOptions, get_planner, planner_names, register_planner

__all__ = ["Planner", "PlannerOptions", "get_planner", "planner_names", "register_planner"]
