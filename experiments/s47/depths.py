"""How far each restart of the grouping search gets, forward and mirrored in time (issue 27, stop 47).

    python experiments/s47/depths.py allocator 201 230 1000 100000

One line per seed: [seed, [status, steps, depths forward], [status, steps, depths mirrored]], each
depth the share of the part's ticks the restart reached.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import make  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import mirrored, regroup  # noqa: E402


def dives(part: list, steps: int) -> tuple[str, int, list[float]]:
    search = regroup.Regrouping(part, max_load(part))
    depths: list[float] = []
    while search.search.used < steps and search.ended is None:
        before = search.search.deepest
        search.search.deepest = 0
        result = search.run(steps - search.search.used, restarts=1)
        reached = 1.0 if result.status == regroup.FOUND else search.search.deepest / len(search.search.times)
        depths.append(round(reached, 2))
        search.search.deepest = max(before, search.search.deepest)
        if search.ended is not None:
            return result.status, search.search.used, depths
    return regroup.GAVE_UP, search.search.used, depths


def main() -> None:
    kind, lo, hi, n, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    for seed in range(lo, hi + 1):
        part = make(kind, n, seed).buffers
        print(json.dumps([seed, dives(part, steps), dives(mirrored.mirrored(part), steps)]), flush=True)


if __name__ == "__main__":
    main()
