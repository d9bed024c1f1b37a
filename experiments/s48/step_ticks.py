"""Which ticks a grouping search's steps go to, and to what there (issue 27, stop 48).

    python experiments/s48/step_ticks.py allocator 2000 101 300000

Each step is charged to the innermost tick being searched and to what was running: enumerating
the groups of its ending buffers (``_ending_groups``) or splitting its starting buffers
(``_starting_groups``). Slow: it walks the stack at every step.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import make  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import regroup  # noqa: E402

PHASES = ("_starting_groups", "_ending_groups")


def main() -> None:
    kind, n, seed, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    part = make(kind, n, seed).buffers
    search = regroup.Regrouping(part, max_load(part))
    inner = search.search
    charged: Counter = Counter()
    count = inner._count

    def charging() -> None:
        frame, phase, tick = sys._getframe(1), None, None
        while frame is not None:
            name = frame.f_code.co_name
            if phase is None and name in PHASES:
                phase = name
            if tick is None and name == "tick":
                tick = frame.f_locals.get("k")
            frame = frame.f_back
        charged[tick, phase] += inner.weight
        count()

    inner._count = charging
    result = search.run(steps)
    print(f"{kind}-{n}-s{seed}: {result.status} in {result.nodes:,} steps, {len(inner.times)} ticks")
    for (tick, phase), used in charged.most_common(12):
        print(f"tick {tick}, {phase or 'elsewhere'}: {used:,} steps")


if __name__ == "__main__":
    main()
