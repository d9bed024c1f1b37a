"""Where the construction's own plan sits in the grouping search's order (issue 27, stop 55).

    python experiments/meet/construction.py allocator:2000:956455307 [groupings tried at tick 1]

Per instance: the largest run of neighbours (in the construction's plan) among the buffers that end
together, per tick; then, at tick 1, how many groupings the search yields before one whose tree has
the construction's order of the live buffers as a frontier (none within the limit: "not within").
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import from_spec  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import regroup  # noqa: E402
from memplan.core.search.regroup import is_frontier, leaves, p_node  # noqa: E402


def main() -> None:
    spec = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    inst = from_spec(spec)
    part = inst.buffers
    search = regroup.Regrouping(part, max_load(part)).search
    off = {i: inst.known_offsets[b.id] for i, b in enumerate(part)}
    largest = []
    for k in range(1, len(search.times)):
        ending = sorted(search.ending[k], key=lambda i: off[i])
        run, best = 1, 1 if ending else 0
        for a, b in zip(ending, ending[1:]):
            run = run + 1 if off[a] + part[a].size == off[b] else 1
            best = max(best, run)
        largest.append(best)
    print(f"{spec}: {len(search.times)} ticks; largest run ending together per tick: {largest}")
    tree = p_node([i for _, _, members in search.classes[0] for i in members])
    for n, (after, _) in enumerate(search.groupings(1, tree), 1):
        order = sorted(leaves(after), key=lambda i: off[i])
        if is_frontier(after, {i: k for k, i in enumerate(order)}):
            print(f"tick 1: the construction's order fits grouping {n}")
            return
        if n >= limit:
            break
    print(f"tick 1: not within {n} groupings ({len(search.ending[1])} buffers end, "
          f"{sum(len(m) for _, _, m in search.classes[1])} start)")


if __name__ == "__main__":
    main()
