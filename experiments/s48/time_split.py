"""Where a ``memplan plan --time-limit 60`` run's clock goes to the grouping search (issue 27, stop 48).

    python experiments/s48/time_split.py allocator 2000 101 1

Plans a fresh zero-waste packing (kind, buffers, seed; the last argument is ``--jobs``) as the CLI
does, and prints each call of the grouping search: when it began, the steps asked and counted,
its wall clock, and how far its restarts got.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from tight_instances import to_csv  # noqa: E402
from zero_waste import make  # noqa: E402

from memplan.cli.main import command  # noqa: E402
from memplan.core.search import regroup  # noqa: E402


def main() -> None:
    kind, n, seed, jobs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    t0 = time.perf_counter()
    run = regroup.Regrouping.run

    def logged(self, nodes, *args, **kwargs):
        began = time.perf_counter()
        result = run(self, nodes, *args, **kwargs)
        print(f"[{began - t0:6.1f} s] asked {nodes:,} steps, counted {result.nodes:,}, {result.status},"
              f" {time.perf_counter() - began:.1f} s, reach {self.reach:.2f}", file=sys.stderr, flush=True)
        return result

    regroup.Regrouping.run = logged
    folder = Path(tempfile.mkdtemp())
    (folder / "in.csv").write_text(to_csv(list(make(kind, n, seed).buffers)))
    os.environ["MEMPLAN_PROGRESS"] = "0"
    sys.argv = ["memplan", "plan", str(folder / "in.csv"), "-o", str(folder / "out.csv"), "--jobs", jobs,
                "--time-limit", "60"]
    command()  # ends the process (as the CLI does): its summary line is the last


if __name__ == "__main__":
    main()
