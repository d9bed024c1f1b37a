"""Simulated allocators with other parameters than the benchmark's (fewer or more buffers live,
shorter or longer lifetimes, a finer grid): does the grouping search fill them, both ways in one
process (as with ``--jobs 1``), in the given steps? (issue 27, stop 57)

    python experiments/s57/variants.py 600000 57
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import allocator  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.plan import Plan  # noqa: E402
from memplan.core.search import mirrored  # noqa: E402

VARIANTS = [(1000, 24, 8, 8), (1000, 96, 8, 8), (2000, 96, 8, 8), (1000, 48, 4, 8), (1000, 48, 16, 8),
            (2000, 48, 16, 8), (2000, 64, 6, 1)]  # (buffers, live, longest, grid); the benchmark's: 48, 8, 8


def main() -> None:
    steps = int(sys.argv[1])
    rng = random.Random(int(sys.argv[2]))
    for n, live, longest, grid in VARIANTS:
        seed = rng.randrange(10**9)
        b = allocator(n, seed, live=live, longest=longest, grid=grid).buffers
        h = max_load(b)
        t = time.perf_counter()
        r = mirrored.EitherWay(b, h).run(steps)
        if r.offsets:
            Plan(b, r.offsets).check(capacity=h)
        print(f"n={n} live={live} longest={longest} grid={grid} seed={seed}: {r.status} in {r.nodes} steps, "
              f"{time.perf_counter() - t:.1f} s", flush=True)


if __name__ == "__main__":
    main()
