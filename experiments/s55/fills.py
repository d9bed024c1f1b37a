"""Which zero-waste packings ``auto`` fills with a time limit of 60 s and two jobs (issue 27, stop 55).

    python experiments/s55/fills.py allocator:1000:5501 allocator:1000:5502 ...

One line per instance: [name, arena / optimum, seconds, auto's stages].
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import from_spec  # noqa: E402

from memplan.core.planners.auto import plan_auto  # noqa: E402
from memplan.core.planners.base import PlannerOptions  # noqa: E402


def main() -> None:
    for spec in sys.argv[1:]:
        instance = from_spec(spec)
        t0 = time.perf_counter()
        plan = plan_auto(instance.buffers, PlannerOptions(time_limit=60, jobs=2))
        print(json.dumps([spec, round(plan.arena_size / instance.height, 4), round(time.perf_counter() - t0, 1),
                          plan.stats.get("stages")]), flush=True)


if __name__ == "__main__":
    main()
