"""The forward grouping search aimed at a mirrored search's tree at a middle tick (a target).

    python experiments/meet/target.py allocator:2000:956455307 [mirrored steps] [forward steps per target]
"""

from __future__ import annotations

import sys
import time

import meet  # noqa: F401  (records trees at the cuts)
from meet import common_order, unroll
from zero_waste import from_spec

from memplan.core.bounds import max_load
from memplan.core.plan import Plan
from memplan.core.search import regroup
from memplan.core.search.mirrored import mirrored
from memplan.core.search.regroup import _restrict, leaves


class Met(Exception):
    def __init__(self, order, steps):
        self.order, self.steps = order, steps


_later = regroup._Regroup._later_fits
_tick = regroup._Regroup.tick


def later_fits(self, k, tree):
    goal = getattr(self, "goal", None)
    if goal is not None and k + 1 < self.goal_tick:
        self.checks += 1
        shared = leaves(tree) & self.goal_leaves
        if shared:
            if common_order(_restrict(tree, shared), _restrict(goal, shared)) is None:
                self.pruned += 1
                return False
    return _later(self, k, tree)


def tick(self, k, tree):
    goal = getattr(self, "goal", None)
    if goal is not None and k == self.goal_tick and tree is not None:
        order = common_order(tree, goal)
        if order is None:
            return None
        raise Met(order, list(self.steps))
    return _tick(self, k, tree)


regroup._Regroup._later_fits = later_fits
regroup._Regroup.tick = tick


def main() -> None:
    spec = sys.argv[1]
    bsteps = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
    fsteps = int(sys.argv[3]) if len(sys.argv) > 3 else 50_000
    share = float(sys.argv[4]) if len(sys.argv) > 4 else 0.5
    part = from_spec(spec).buffers
    cap = max_load(part)
    bwd = regroup.Regrouping(mirrored(part), cap, 1)
    probe = regroup.Regrouping(part, cap)
    times = probe.search.times
    n = len(times)
    turn = min(b.start for b in part) + max(b.end for b in part)
    mindex = {t: k for k, t in enumerate(bwd.search.times)}
    m = max(1, int(share * n))
    mm = mindex[turn - times[m - 1]]
    bwd.search.record = {mm: {}}
    t0 = time.perf_counter()
    rb = bwd.run(bsteps)
    goals = list(bwd.search.record[mm].values())
    if len(sys.argv) > 5:  # the construction's own order at the cut, as the only target
        inst = from_spec(spec)
        live = [i for i, b in enumerate(part) if b.start < times[m] and b.end >= times[m]]
        live.sort(key=lambda i: inst.known_offsets[part[i].id])
        goals = [(regroup.q_node(live), None)]
    print(spec, f"cut {m}/{n}", "mirrored", rb.status, f"reach {bwd.reach:.2f}", len(goals), "trees",
          f"{time.perf_counter() - t0:.1f}s", flush=True)
    for g, (goal, gsteps) in enumerate(goals):
        fwd = regroup.Regrouping(part, cap, seed=g)
        s = fwd.search
        s.goal, s.goal_tick, s.goal_leaves, s.checks, s.pruned = goal, m, leaves(goal), 0, 0
        t1 = time.perf_counter()
        try:
            result = fwd.run(fsteps)
            print(f"  target {g}: {result.status} deepest {s.deepest} checks {s.checks} pruned {s.pruned}"
                  f" {time.perf_counter() - t1:.1f}s", flush=True)
        except Met as met:
            address = unroll(s, met.order, met.steps)
            if gsteps is None:
                print("  reached the construction's order at the cut", flush=True)
                return
            address.update(unroll(bwd.search, met.order, gsteps))
            plan = Plan(part, {bid: a * fwd.unit for bid, a in address.items()})
            plan.check(cap)
            print(f"  target {g}: MET arena {plan.arena_size} = cap {cap}: {plan.arena_size == cap}"
                  f" checks {s.checks} pruned {s.pruned} {time.perf_counter() - t1:.1f}s total"
                  f" {time.perf_counter() - t0:.1f}s", flush=True)
            return


if __name__ == "__main__":
    main()
