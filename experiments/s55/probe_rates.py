"""Wall clock per counted second of whole decision probes, with one job or two (issue 27, stop 55).

Each probe asks for a plan 4 KiB above the part's max-load with 1 and 2 s of budget (after a
0.05 s probe that loads the searches and moves long strategies to the worker).

    python experiments/s55/probe_rates.py 2 allocator:1000:5506 allocator:2000:956455307
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from parts import load  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.search import decide, workers  # noqa: E402


def main() -> None:
    jobs = int(sys.argv[1])
    with workers.session(jobs):
        for spec in sys.argv[2:]:
            part = load(spec)
            capacity = max_load(part) + 4096
            decider = decide.Decider(part, jobs)
            decider.decide(capacity, 0.05)
            for budget in (1.0, 2.0):
                begun = time.perf_counter()
                answer, used = decider.decide(capacity, budget)
                wall = time.perf_counter() - begun
                print(f"{Path(spec).name} jobs {jobs} budget {budget}: "
                      f"{answer if isinstance(answer, str) else 'plan'}, counted {used:.2f} s, wall {wall:.2f} s, "
                      f"{wall / max(used, 1e-9):.2f} per counted second", flush=True)


if __name__ == "__main__":
    main()
