"""The grouping search (core/search/regroup.py) alone, at a fixed number of steps, on zero-waste packings.

Steps, not seconds, bound each run, so two versions of the search are compared on exactly the
same work whatever the machine's load: a change to the search shows as instances filled (and
steps to the fill), not as noise. Each run is a child process, from this checkout's ``src`` or
from ``--previous``'s (an earlier release, from ``git archive REV src``).

    python benchmarks/bench_regroup.py [--steps 400000] [--previous SRC] allocator:1000:101 ...
    python benchmarks/bench_regroup.py --kind allocator --n 1000 --seeds 101-110
    python benchmarks/bench_regroup.py --two-ways --previous SRC merging:1000:101 ...

With ``--two-ways`` each tree's search runs as ``--jobs 2`` runs it there (core/search/mirrored.py:
a second process, with as many steps), with ``--one-process`` as ``--jobs 1`` runs it; without
either, the grouping search of one way alone.

Instances are named ``kind:n:seed`` (benchmarks/zero_waste.py makes them).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

HERE = Path(__file__).resolve().parent
CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[2])
from zero_waste import from_spec
from memplan.core.bounds import max_load
from memplan.core.search import regroup
spec, steps, way, restart_seed = sys.argv[3], int(sys.argv[4]), sys.argv[5], int(sys.argv[6])
buffers = from_spec(spec).buffers
t0 = time.perf_counter()
if way == "two-ways":
    from memplan.core.search import mirrored, workers
    with workers.session(2) as pool:
        result = mirrored.TwoWays(buffers, max_load(buffers), pool, restart_seed).run(steps)
elif way == "one-process":
    from memplan.core.search import mirrored
    result = mirrored.TwoWays(buffers, max_load(buffers), None, restart_seed).run(steps)
else:
    result = regroup.regroup(buffers, max_load(buffers), steps, seed=restart_seed)
print(json.dumps([result.status, result.nodes, time.perf_counter() - t0]))
"""


def run(src: Path, spec: str, steps: int, way: str = "forward", restart_seed: int = 0) -> tuple[str, int, float]:
    done = subprocess.run([sys.executable, "-c", CHILD, str(HERE), str(src), spec, str(steps), way, str(restart_seed)],
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{spec} ({src}): {done.stderr.strip().splitlines()[-1]}")
    status, used, seconds = json.loads(done.stdout.strip().splitlines()[-1])
    return status, used, seconds


def specs(args: argparse.Namespace) -> list[str]:
    out = list(args.instances)
    if args.seeds:
        lo, _, hi = args.seeds.partition("-")
        out += [f"{args.kind}:{args.n}:{s}" for s in range(int(lo), int(hi or lo) + 1)]
    if not out:
        raise SystemExit("bench_regroup.py: name instances (kind:n:seed) or --seeds")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("instances", nargs="*", help="kind:n:seed")
    parser.add_argument("--kind", default="allocator", choices=["allocator", "dissection", "merging"])
    parser.add_argument("--n", type=int, default=1000)
    parser.add_argument("--seeds", help="a range of seeds of --kind and --n, e.g. 101-110")
    parser.add_argument("--steps", type=int, default=400_000)
    parser.add_argument("--restart-seed", type=int, default=0, help="the search's own seed (its restarts' orders)")
    parser.add_argument("--previous", type=Path, help="another src tree, side by side")
    parser.add_argument("--two-ways", action="store_true", help="each tree's search as with --jobs 2 (two processes)")
    parser.add_argument("--one-process", action="store_true", help="each tree's search as with --jobs 1")
    args = parser.parse_args()
    trees = [("this", HERE.parent / "src")] + ([("previous", args.previous)] if args.previous else [])
    way = "two-ways" if args.two_ways else "one-process" if args.one_process else "forward"
    table = Table(title=f"The grouping search alone, {args.steps:,} steps (filled: steps to the fill)"
                        + {"two-ways": "; two processes each, as with --jobs 2",
                           "one-process": "; as with --jobs 1", "forward": ""}[way])
    table.add_column("instance")
    for name, _ in trees:
        table.add_column(name, justify="right")
        table.add_column("s", justify="right")
    filled = {name: 0 for name, _ in trees}
    started = time.perf_counter()
    for spec in specs(args):
        row = [spec]
        for name, src in trees:
            status, used, seconds = run(src, spec, args.steps, way, args.restart_seed)
            filled[name] += status == "found"
            row += [f"filled in {used:,}" if status == "found" else status.replace("_", " "), f"{seconds:.1f}"]
        table.add_row(*row)
    console = Console()
    console.print(table)
    console.print("filled: " + ", ".join(f"{name} {count}" for name, count in filled.items())
                  + f"; {time.perf_counter() - started:.0f} s in all")


if __name__ == "__main__":
    main()
