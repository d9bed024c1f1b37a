"""Per tick of the grouping search: how often it was entered, how many groupings it yielded, and how
many the look-ahead cut (issue 27, stop 57).

    python experiments/s57/tick_profile.py allocator:2000:324347783 300000

On stop 56's search, six restarts went through ticks 1-23 on one grouping each, and then 196 of the
199 trees that tick 24's groupings led to had no grouping at tick 25.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import from_spec  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import regroup  # noqa: E402


def main() -> None:
    spec, steps = sys.argv[1], int(sys.argv[2])
    part = from_spec(spec).buffers
    search = regroup.Regrouping(part, max_load(part))
    inner = search.search
    entered, yielded, cut = Counter(), Counter(), Counter()
    looking = [0]  # inside the look-ahead: its groupings are not the tick's own
    groupings, later_fits, tick = inner.groupings, inner._later_fits, inner.tick

    def counted_groupings(k, tree):
        for grouping in groupings(k, tree):
            if not looking[0]:
                yielded[k] += 1
            yield grouping

    def counted_later_fits(k, tree):
        looking[0] += 1
        try:
            fits = later_fits(k, tree)
        finally:
            looking[0] -= 1
        cut[k] += not fits
        return fits

    def counted_tick(k, tree):
        if tree is not None and 0 < k < len(inner.times):
            entered[k] += 1
        return tick(k, tree)

    inner.groupings, inner._later_fits, inner.tick = counted_groupings, counted_later_fits, counted_tick
    result = search.run(steps)
    print(f"{spec}: {result.status} in {result.nodes:,} steps, reach {search.reach:.2f}")
    for k in range(1, len(inner.times)):
        if entered[k]:
            print(f"tick {k}: {inner.live[k]} live, {len(inner.ending[k])} ending; entered {entered[k]}, "
                  f"yielded {yielded[k]}, cut by the look-ahead {cut[k]}")


if __name__ == "__main__":
    main()
