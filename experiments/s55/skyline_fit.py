"""The skyline search's wall clock against its counted work, nodes and tries (issue 27, stop 55).

Needs ``skyline_counts.patch`` (the search then counts its nodes and tries in ``stats``):

    git apply experiments/s55/skyline_counts.patch
    python experiments/s55/skyline_fit.py allocator:1000:5506 ../shared/data/dsa/minimalloc-challenging/J.1048576.csv ...
    git checkout -- src/memplan/core/search/skyline.py

Each skyline strategy runs once at the part's max-load with 0.5 s of counted work; then a least
squares fit of the wall clock by work, nodes and tries over every run.
"""

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parts import load  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import decide  # noqa: E402


def main() -> None:
    rows = []
    for spec in sys.argv[1:]:
        part = load(spec)
        capacity = max_load(part)
        decider = decide.Decider(part, 1)
        for k, s in enumerate(decider.strategies):
            if s.search != "skyline":
                continue
            offset = np.zeros(len(part), dtype=np.int64)
            stats = np.zeros(4, dtype=np.int64)  # depth, table entries, nodes, tries
            decider.skyline.search(s.rank, capacity, 10**9, 100_000, offset, 0.0, stats, tables=s.tables)
            stats[:] = 0
            begun = time.perf_counter()
            _, work = decider.skyline.search(s.rank, capacity, 10**9, int(0.5 * decide.WORK_PER_SECOND["skyline"]),
                                             offset, 0.0, stats, tables=s.tables)
            wall = time.perf_counter() - begun
            rows.append((Path(spec).name, k, wall, work, int(stats[2]), int(stats[3])))
            print(f"{Path(spec).name} strategy {k}: {wall:.3f} s, {wall / work * 1e9:.2f} ns a unit, "
                  f"{work / max(stats[2], 1):.0f} units and {stats[3] / max(stats[2], 1):.2f} tries a node", flush=True)
    terms = np.array([[r[3], r[4], r[5]] for r in rows], dtype=float)
    walls = np.array([r[2] for r in rows])
    coef, *_ = np.linalg.lstsq(terms, walls, rcond=None)
    print("fit: wall = %.2f ns a unit + %.0f ns a node + %.0f ns a try" % tuple(coef * 1e9))
    for r, fitted in zip(rows, terms @ coef):
        print(f"{r[0]} strategy {r[1]}: {r[2]:.3f} s, fit {fitted:.3f} s")


if __name__ == "__main__":
    main()
