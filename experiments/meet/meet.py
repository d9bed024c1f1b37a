"""Meet in the middle: the grouping search forward and mirrored, joined at a tick both reached.

    python experiments/meet/meet.py allocator:2000:956455307 [steps per way] [trees kept per cut]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import from_spec  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.plan import Plan  # noqa: E402
from memplan.core.search import regroup  # noqa: E402
from memplan.core.search.mirrored import mirrored  # noqa: E402
from memplan.core.search.regroup import SPLICE, frontier, is_frontier, leaves, replace  # noqa: E402

KEEP = int(sys.argv[3]) if len(sys.argv) > 3 else 100
_tick = regroup._Regroup.tick


def tick(self, k, tree):
    rec = getattr(self, "record", None)
    if rec is not None and k in rec and tree is not None:
        kept = rec[k]
        if len(kept) < KEEP:
            kept.setdefault(self.canon(tree), (tree, list(self.steps)))
    return _tick(self, k, tree)


regroup._Regroup.tick = tick


def runs(tree) -> list[frozenset[int]]:
    """The leaf sets a frontier of ``tree`` keeps consecutive, which together say which orders it allows."""
    if isinstance(tree, int):
        return []
    out = [tree[2]]
    kids = tree[1]
    if tree[0] == "Q":
        out += [leaves(a) | leaves(b) for a, b in zip(kids, kids[1:])]
    for c in kids:
        out += runs(c)
    return out


def common_order(a, b) -> list[int] | None:
    for group in sorted(runs(b), key=len):
        if len(group) < 2:
            continue
        a = replace(a, group, SPLICE)
        if a is None:
            return None
    return frontier(a)


def unroll(search, order: list[int], steps) -> dict[int, int]:
    """search.offsets, from ``order`` (a frontier of the tree after ``steps``) and those steps."""
    saved = search.steps
    search.steps = steps
    try:
        return search.offsets(order_tree(order))
    finally:
        search.steps = saved


def order_tree(order):
    return regroup.q_node(order) if len(order) >= 3 else regroup.p_node(order)


def main() -> None:
    spec = sys.argv[1]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 300_000
    part = from_spec(spec).buffers
    cap = max_load(part)
    fwd = regroup.Regrouping(part, cap)
    bwd = regroup.Regrouping(mirrored(part), cap, 1)
    times = fwd.search.times
    turn = min(b.start for b in part) + max(b.end for b in part)
    mtimes = bwd.search.times
    mindex = {t: k for k, t in enumerate(mtimes)}
    cuts = {}
    n = len(times)
    for share in (0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75):
        m = max(1, int(share * n))
        # forward entry of tick m: live in (t[m-1], t[m]); mirrored entry m': (turn - t'[m'], ...) starts at t[m-1]
        mm = mindex.get(turn - times[m - 1])
        if mm is not None:
            cuts[m] = mm
    fwd.search.record = {m: {} for m in cuts}
    bwd.search.record = {mm: {} for mm in cuts.values()}
    t0 = time.perf_counter()
    rf = fwd.run(steps)
    rb = bwd.run(steps)
    print(spec, "forward", rf.status, f"{fwd.reach:.2f}", "mirrored", rb.status, f"{bwd.reach:.2f}",
          f"{time.perf_counter() - t0:.1f}s")
    for m, mm in sorted(cuts.items()):
        fa, ba = fwd.search.record[m], bwd.search.record[mm]
        t1 = time.perf_counter()
        met = None
        pairs = 0
        for ta, sa in fa.values():
            for tb, sb in ba.values():
                pairs += 1
                assert leaves(ta) == leaves(tb) if not isinstance(ta, int) else True
                order = common_order(ta, tb)
                if order is not None:
                    met = (ta, sa, tb, sb, order)
                    break
            if met:
                break
        line = f"cut {m}/{n}: {len(fa)} forward, {len(ba)} mirrored trees, {pairs} pairs {time.perf_counter() - t1:.2f}s"
        if met:
            ta, sa, tb, sb, order = met
            pos = {i: k for k, i in enumerate(order)}
            assert is_frontier(ta, pos) and is_frontier(tb, pos)
            address = unroll(fwd.search, order, sa)
            address.update(unroll(bwd.search, order, sb))
            offsets = {bid: a * fwd.unit for bid, a in address.items()}
            plan = Plan(part, offsets)
            problems = plan.check() if hasattr(plan, "check") else None
            line += f" MET arena {plan.arena_size} cap {cap} problems {problems}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
