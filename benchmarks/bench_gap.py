"""The open gaps of the challenging set (D, J by default): before and after, side by side, repeated.

Each run plans one instance with ``auto`` in a fresh process, from one of two
source trees (``--before`` a checkout's ``src``, e.g. the lead's main; and this
tree's), alternating, so both see the same machine load. It prints the arena
over the max-load, the proven bound, the wall-clock seconds and a digest of
the offsets: equal digests are the same plan. With ``--work W`` the runs of
this tree get that work budget (PlannerOptions.work) and the time limit is
only their deadline; the before tree, which may not know ``work``, gets the
time limit alone. The load average is printed before and after.

    python benchmarks/bench_gap.py [--before ../main/src] [--time-limit 60] [--work 60] [--jobs 2]
                                   [--repeat 2] [--instances D,J]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "../shared/data/dsa/minimalloc-challenging"

CHILD = r"""
import hashlib, json, sys, time
t0 = time.perf_counter()
from memplan.core.bounds import lower_bound
from memplan.core.csvio import read_csv_file
from memplan.core.planners import PlannerOptions, get_planner
path, limit, work, jobs = sys.argv[1], float(sys.argv[2]), sys.argv[3], int(sys.argv[4])
buffers = read_csv_file(path).buffers
options = PlannerOptions(time_limit=limit, jobs=jobs)
if work != "-":
    options = PlannerOptions(time_limit=limit, jobs=jobs, work=float(work))
plan = get_planner("auto")(buffers, options)
plan.check()
lb = lower_bound(buffers)
digest = hashlib.sha256(repr(sorted(plan.offsets.items())).encode()).hexdigest()[:10]
print(json.dumps({"ratio": plan.arena_size / lb, "bound": plan.lower_bound / lb,
                  "seconds": time.perf_counter() - t0, "digest": digest}))
"""


def run(src: Path, path: Path, limit: float, work: float | None, jobs: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(src), PYTHONWARNINGS="ignore")
    out = subprocess.run([sys.executable, "-c", CHILD, str(path), str(limit), "-" if work is None else str(work),
                          str(jobs)], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--before", type=Path, default=ROOT / "../main/src", help="the other tree's src (default: main)")
    p.add_argument("--time-limit", type=float, default=60.0)
    p.add_argument("--work", type=float, default=None, help="this tree's work budget (default: the time limit)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--instances", default="D,J", help="challenging-set letters or CSV paths, comma-separated")
    p.add_argument("--only-after", action="store_true", help="run this tree only")
    args = p.parse_args()
    print(f"load average before: {os.getloadavg()}", flush=True)
    trees = [("after", ROOT / "src")] if args.only_after else [("before", args.before), ("after", ROOT / "src")]
    print("| instance | tree | run | arena / max-load | proven bound | s | plan digest |")
    print("|---|---|---:|---:|---:|---:|---|")
    for name in args.instances.split(","):
        path = Path(name) if Path(name).is_file() else DATA / f"{name}.1048576.csv"
        name = path.name.split(".")[0]
        for k in range(args.repeat):
            for tree, src in trees:
                work = args.work if tree == "after" else None
                r = run(src.resolve(), path, args.time_limit, work, args.jobs)
                print(f"| {name} | {tree} | {k + 1} | {r['ratio']:.4f} | {r['bound']:.4f} | {r['seconds']:.1f} "
                      f"| {r['digest']} |", flush=True)
    print(f"load average after: {os.getloadavg()}", flush=True)


if __name__ == "__main__":
    main()
