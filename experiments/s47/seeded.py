"""The grouping search alone with another restart seed (issue 27, stop 47): one line per instance,
``seed status steps``. Each run is a child process of the ``src`` named, as bench_regroup.py runs.

    python experiments/s47/seeded.py SRC STEPS RESTART_SEED allocator 1000 201 300
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[2])
from zero_waste import make
from memplan.core.bounds import max_load
from memplan.core.search import regroup
part = make(sys.argv[3], int(sys.argv[4]), int(sys.argv[5])).buffers
result = regroup.regroup(part, max_load(part), int(sys.argv[6]), seed=int(sys.argv[7]))
print(json.dumps([result.status, result.nodes]))
"""


def main() -> None:
    src, steps, restart_seed, kind, n, lo, hi = sys.argv[1:8]
    for seed in range(int(lo), int(hi) + 1):
        done = subprocess.run([sys.executable, "-c", CHILD, src, str(BENCHMARKS), kind, n, str(seed), steps,
                               restart_seed], capture_output=True, text=True, check=True)
        status, used = json.loads(done.stdout.strip().splitlines()[-1])
        print(seed, status, used, flush=True)


if __name__ == "__main__":
    main()
