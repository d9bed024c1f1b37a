"""Planners by name. Each planner lives in a file named after it.

A planner is any callable ``(buffers, options) -> Plan`` (see :class:`Planner`).
``get_planner(name)`` resolves built-in names, anything added with
``register_planner`` in this process, and planners installed packages declare as
plugins (entry point group ``memplan.planners``, see :mod:`memplan.plugins`).
"""

from memplan.core.planners.base import (Planner, PlannerOptions, call_planner, get_planner, planner_names,
                                        register_planner)

__all__ = ["Planner", "PlannerOptions", "call_planner", "get_planner", "planner_names", "register_planner"]
