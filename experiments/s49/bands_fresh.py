"""Whether the band decomposition alone plans fresh zero-waste packings at their height (issue 27).

    python experiments/s49/bands_fresh.py dissection 2000 1 150 [--previous SRC]

One line a seed: OK or FAIL, the work the decomposition counted (CP-SAT's deterministic time
and the searches' counted seconds) and wall seconds. It calls ``exact._by_bands`` as auto's
first exact stage does (8 s for the searches, a 40-s deadline), on one job. With ``--previous``,
the same seeds through another copy of memplan's ``src`` (run in a child process). With
``SEEDS=6,122,138`` in the environment, those seeds instead of the range.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind")
    parser.add_argument("n", type=int)
    parser.add_argument("first", type=int)
    parser.add_argument("last", type=int)
    parser.add_argument("--previous", help="another src directory to run the same seeds with")
    args = parser.parse_args()
    if args.previous:
        env = dict(os.environ, PYTHONPATH=args.previous)
        cmd = [sys.executable, __file__, args.kind, str(args.n), str(args.first), str(args.last)]
        sys.exit(subprocess.call(cmd, env=env))
    import zero_waste
    from memplan.core.budget import Deadline
    from memplan.core.planners import exact

    failed = 0
    listed = os.environ.get("SEEDS")
    seeds = [int(s) for s in listed.split(",")] if listed else range(args.first, args.last + 1)
    for seed in seeds:
        inst = getattr(zero_waste, args.kind)(args.n, seed)
        start = time.perf_counter()
        found, used = exact._by_bands(list(inst.buffers), inst.height, 8.0, Deadline.after(40), 1, left=40)
        ok = found is not None and max(found[b.id] + b.size for b in inst.buffers) <= inst.height
        failed += not ok
        print(seed, "OK" if ok else "FAIL", f"{used:.1f}", f"{time.perf_counter() - start:.1f}", flush=True)
    print(f"failed {failed} of {args.last - args.first + 1}")


if __name__ == "__main__":
    main()
