"""XLA heap simulator orders: spatial, temporal and spatial-temporal, best or first fit.

XLA's GlobalDecreasingSizeBestFitHeap sorts buffers by size (spatial), by lifetime
length (temporal) or by their product, the area they cover in the time x memory
plane (spatial-temporal), then places each. ``xla-ORDER`` takes the smallest gap
that fits (as XLA does); ``xla-ORDER-first`` the lowest offset. Ties fall to the
other key, then start, then id.
"""

from __future__ import annotations

from collections.abc import Sequence

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import place_in_order, sort_by


def _key(order: str) -> tuple[str, ...]:
    if order == "spatial":
        return ("-size", "-length", "start", "id")
    if order == "temporal":
        return ("-length", "-size", "start", "id")
    if order == "spatial-temporal":
        return ("-area", "-size", "start", "id")
    raise ValueError(f"unknown XLA order '{order}'")


ORDERS = ("spatial", "temporal", "spatial-temporal")


def xla_order(buffers: Sequence[Buffer], order: str) -> list[int]:
    return sort_by(buffers, _key(order))


def plan_xla(buffers: Sequence[Buffer], order: str, fit: str, options: PlannerOptions = PlannerOptions()) -> Plan:
    name = f"xla-{order}" + ("-first" if fit == "first" else "")
    return Plan(buffers, place_in_order(buffers, xla_order(buffers, order), fit, deadline_of(options)), planner=name)


def plan_xla_spatial(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_xla(buffers, "spatial", "best", options)


def plan_xla_temporal(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_xla(buffers, "temporal", "best", options)


def plan_xla_spatial_temporal(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_xla(buffers, "spatial-temporal", "best", options)


def plan_xla_spatial_first(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_xla(buffers, "spatial", "first", options)


def plan_xla_temporal_first(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_xla(buffers, "temporal", "first", options)


def plan_xla_spatial_temporal_first(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_xla(buffers, "spatial-temporal", "first", options)
