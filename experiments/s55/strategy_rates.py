"""Wall clock per counted second of each of the decision portfolio's six strategies (issue 27, stop 55).

Each strategy (decide.py: three orders of the canonical search, three of the skyline search) runs
four restarts with doubling node limits at the part's max-load, each with 0.3 s of counted work.
1.00 means the count matches the clock. With ``--jobs 2`` the canonical strategies run in one
process and the skyline strategies in the other, so a probe takes as long as the slower side.

    python experiments/s55/strategy_rates.py allocator:1000:5506 ../shared/data/dsa/minimalloc-challenging/J.1048576.csv
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parts import load  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import decide  # noqa: E402


def main() -> None:
    for spec in sys.argv[1:]:
        part = load(spec)
        capacity = max_load(part)
        decider = decide.Decider(part, 1)
        row = []
        for k, strategy in enumerate(decider.strategies):
            decider._run(strategy, capacity, 10**9, 100_000, 0.0)  # loaded and warm
            node_limit, work, wall = 2 * len(part), 0, 0.0
            for _ in range(4):
                begun = time.perf_counter()
                _, used, _, _ = decider._run(strategy, capacity, node_limit, int(0.3 * decide.UNIT), 0.0)
                wall += time.perf_counter() - begun
                work += used
                node_limit *= 2
            row.append(f"{strategy.search} {k // 2}: {wall / max(work / decide.UNIT, 1e-9):.2f}")
        print(f"{Path(spec).name}: " + ", ".join(row), flush=True)


if __name__ == "__main__":
    main()
