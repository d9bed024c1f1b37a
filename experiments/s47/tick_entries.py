"""Where a grouping search's steps go: how often each tick is entered, and with how many distinct
outlines of its ending buffers (issue 27, stop 47).

    python experiments/s47/tick_entries.py allocator 1000 103 400000
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import make  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import regroup  # noqa: E402


def main() -> None:
    kind, n, seed, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    part = make(kind, n, seed).buffers
    search = regroup.Regrouping(part, max_load(part))
    inner = search.search
    seen: dict[int, Counter] = defaultdict(Counter)
    tick = inner.tick

    def counted(k: int, tree):
        if 0 < k < len(inner.times):
            seen[k][inner.outline(tree, inner.ends_at[k])] += 1
        return tick(k, tree)

    inner.tick = counted
    result = search.run(steps)
    print(f"{kind}-{n}-s{seed}: {result.status} in {result.nodes:,} steps, {len(inner.times)} ticks")
    for k, outlines in sorted(seen.items()):
        if sum(outlines.values()) > 50:
            print(f"tick {k}: entered {sum(outlines.values()):,} times, {len(outlines)} distinct outlines,"
                  f" {len(inner.ending[k])} ending buffers")


if __name__ == "__main__":
    main()
