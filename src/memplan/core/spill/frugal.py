"""Keep the most weight while moving few bytes: ``plan_frugal_spill``.

A weight that is not the size (bytes accessed, say) can make the best plan move far more bytes
than the capacity forces: keeping one heavily used small buffer may cost two big ones. What a
caller usually wants is lexicographic: first move no more than ``(1 + tolerance)`` times the
fewest bytes any plan moves, then, among such plans, keep the most weight. The spill planner
maximises one weight, so this is reached with at most three of its plans:

1. *by weight*: the problem as given. Its bound ``U`` bounds the weight of every plan, so it
   stays the bound reported whatever plan is chosen.
2. *by size*: each buffer's weight its size, so the plan keeps the most bytes and moves the
   fewest, ``M`` (the fewest found; proven when that plan is optimal).
3. *blended*, only when plan 1 moves more than ``(1 + t) M``: weight ``Q * size(b) +
   floor(Q * t * M * w(b) / W)`` (``W`` the total weight). The second terms sum to at most
   ``Q t M``, so a plan optimal for the blend, compared with plan 2, loses at most ``t M`` of
   kept bytes for the weight it gains: it moves at most ``(1 + t) M``, and among plans that
   trade bytes for weight it prefers the heavy ones, in proportion to their weight. ``Q``
   keeps the rounding of small shares from erasing them.

Of the plans that move at most ``(1 + t)`` times the fewest bytes any of them moves (plan 2 is
always one), the one keeping the most weight is returned (fewer bytes moved breaking ties),
in terms of the given weights and with plan 1's bound. So the guarantee on bytes holds
whatever the search proves; the weight is the best of the three, not proven lexicographically
optimal (plan 1, when chosen and optimal, is).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from memplan.core.spill.problem import SpillPlan, SpillProblem
from memplan.core.spill.search import SpillOptions, plan_spill

BLEND_SCALE = 16  # Q above: the blend's weights are sizes in sixteenths of a byte


def moved_bytes(plan: SpillPlan) -> int:
    return sum(b.size for b in plan.spilled)


def plan_frugal_spill(problem: SpillProblem, tolerance: float, options: SpillOptions = SpillOptions(),
                      solve: Callable[[SpillProblem, SpillOptions], SpillPlan] = plan_spill) -> SpillPlan:
    """The plan of the most weight among those moving at most ``(1 + tolerance)`` times the
    fewest bytes found (see the module); its ``stats`` say which plan it is (``chosen``: weight,
    blend or size), the fewest bytes found (``fewest_moved``, proven when ``fewest_proven``) and
    ``moved`` bytes."""
    if tolerance < 0:
        raise ValueError(f"tolerance {tolerance} is negative")
    started = time.perf_counter()
    by_weight = solve(problem, options)
    by_size = solve(SpillProblem.of(problem.buffers, problem.capacity), options)
    candidates = {"weight": by_weight, "size": by_size}
    fewest = min(moved_bytes(by_weight), moved_bytes(by_size))
    allowed = fewest + tolerance * fewest
    total = problem.total_weight
    if moved_bytes(by_weight) > allowed and total > 0:
        extra = BLEND_SCALE * tolerance * fewest
        blend = {b.id: BLEND_SCALE * b.size + int(extra * problem.weights[b.id] // total) for b in problem.buffers}
        candidates["blend"] = solve(SpillProblem(problem.buffers, blend, problem.capacity), options)
        fewest = min(fewest, moved_bytes(candidates["blend"]))
        allowed = fewest + tolerance * fewest

    def merit(name: str) -> tuple[int, int]:
        plan = candidates[name]
        return sum(problem.weights[b.id] for b in plan.kept), -moved_bytes(plan)

    chosen = max((name for name, plan in candidates.items() if moved_bytes(plan) <= allowed), key=merit)
    picked = candidates[chosen]
    return SpillPlan(problem, dict(picked.offsets), by_weight.bound, planner=by_weight.planner,
                     seconds=time.perf_counter() - started,
                     stats={**picked.stats, "chosen": chosen, "moved": moved_bytes(picked), "fewest_moved": fewest,
                            "fewest_proven": by_size.optimal and fewest == moved_bytes(by_size),
                            "tolerance": tolerance})
