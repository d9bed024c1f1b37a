"""The compiled searches of two source trees side by side: same answers, and how fast.

A restructure of the searches (skyline.py, branch_bound.py) must leave every
plan as it was, byte for byte, and their speed within noise. This script runs
two source trees (say, a worktree of main and this one) alternately, each in
its own process (``PYTHONPATH=TREE/src``), on every instance in
benchmarks/instances/ and MiniMalloc's challenging set:

* ``kernels``: every strategy of the decision portfolio (decide.py: both
  searches, each in its orders), one run each at three capacities (the
  max-load, +0.5%, +3%; the challenging set's 1 MiB too) with a fixed work
  budget: the status, the work counted, the offsets and the floor must be the
  same in both trees; the seconds give work per second, per search. Small
  seeded random instances (8-24 buffers, some aligned) at their max-load and
  just above exercise the proofs of infeasibility and the node limits too;
* ``cli``: ``memplan plan FILE --work W --jobs 1`` (a time limit far away, so
  that only the work budget counts): the output CSVs' digests must be the same.

    python benchmarks/bench_search_kernels.py --tree ../search-base --tree . [--only kernels|cli]
        [--repeat 3] [--run-work 2e7] [--cli-work 2] [--instances CSV...] [--small 40]

Exit 1 when the trees disagree on anything but time.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
INSTANCES = (sorted((HERE / "instances").rglob("*.csv")) + sorted((ROOT / "../shared/data/dsa").resolve().rglob("*.csv"))
             + sorted((ROOT / "tests/fixtures/traces").glob("*.csv")))
KERNEL_MAX = 5_000  # buffers: larger traces are planned in parts, never searched whole (cli covers them)
PLANNERS = ("auto", "exact")
CLI_TIMEOUT = 900  # seconds a cli run may take (a work budget bounds the searches, not all else)  # the planners whose plans come from these searches


def capacities(total0_max: int, path: Path) -> list[int]:
    caps = [total0_max, total0_max + total0_max // 200, total0_max + total0_max // 30]
    if "minimalloc-challenging" in str(path):
        caps.append(int(path.name.split(".")[1]))
    return sorted(set(caps))


def child_kernels(run_work: int, small: int) -> None:
    """In a tree's process: every strategy at every capacity on every instance, one JSON line each."""
    import numpy as np

    from memplan.core import solvers
    from memplan.core.csvio import read_csv_file
    from memplan.core.search import decide

    solvers.warm_all()
    problems = []
    for path in instances():
        buffers = [b for b in read_csv_file(str(path)).buffers if b.size > 0 and b.start < b.end]
        if not buffers or len(buffers) > KERNEL_MAX:
            continue
        problems.append((path.stem, buffers, lambda load, path=path: capacities(load, path), (10**9,)))
    for seed, buffers in enumerate(small_instances(small)):
        problems.append((f"small-{seed}", buffers, lambda load: [load, load + 1, load + 8], (10**9, 4 * len(buffers))))
    for name, buffers, caps, node_limits in problems:
        d = decide.Decider(buffers)
        for capacity in caps(int(d.part.total0.max())):
            for k, s in enumerate(d.strategies):
                for node_limit in node_limits:
                    t0 = time.perf_counter()
                    status, work, offset, floor = d._run(s, capacity, node_limit, run_work, 0.0)
                    seconds = time.perf_counter() - t0
                    digest = hashlib.sha256(np.ascontiguousarray(offset, dtype=np.int64).tobytes()).hexdigest()[:16]
                    print(json.dumps({"key": f"{name}/{capacity}/{k}/{node_limit}", "search": s.search,
                                      "status": int(status), "work": int(work), "offsets": digest,
                                      "floor": int(floor), "s": seconds}), flush=True)


def small_instances(count: int = 40) -> list:
    """Seeded random instances of 8-24 buffers, sizes 1-64, a third aligned to 4 or 8."""
    import random

    from memplan.core.buffer import Buffer

    out = []
    for seed in range(count):
        rng = random.Random(seed)
        buffers = []
        for i in range(rng.randint(8, 24)):
            start = rng.randrange(0, 20)
            buffers.append(Buffer(i, rng.randint(1, 64), start, start + rng.randint(1, 8),
                                  rng.choice((1, 1, 4, 8))))
        out.append(buffers)
    return out


def instances() -> list[Path]:
    """The instances to run: INSTANCES, or those named in BENCH_INSTANCES (paths, ':' between)."""
    named = os.environ.get("BENCH_INSTANCES")
    return [Path(p).resolve() for p in named.split(":")] if named else INSTANCES


def run_child(tree: Path, args: list[str]) -> list[dict]:
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    out = subprocess.run([sys.executable, __file__, *args], env=env, capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def compare_kernels(trees: list[Path], repeat: int, run_work: int, small: int) -> bool:
    seconds = {(t, kind): [] for t in trees for kind in ("canonical", "skyline", "small")}
    work = {kind: 0 for kind in ("canonical", "skyline")}
    first: dict[Path, list[dict]] = {}
    for r in range(repeat):
        for tree in trees if r % 2 == 0 else trees[::-1]:  # alternate, and alternate who goes first
            rows = run_child(tree, ["--child-kernels", str(run_work), str(small)])
            first.setdefault(tree, rows)
            for kind in ("canonical", "skyline"):
                seconds[tree, kind].append(sum(x["s"] for x in rows if x["search"] == kind
                                               and not x["key"].startswith("small-")))
            seconds[tree, "small"].append(sum(x["s"] for x in rows if x["key"].startswith("small-")))
            print(f"  round {r + 1} {tree}: {sum(x['s'] for x in rows):.1f} s of search, "
                  f"load {os.getloadavg()[0]:.1f}", file=sys.stderr)
    base = first[trees[0]]
    same = True
    for tree in trees[1:]:
        other = first[tree]
        if len(other) != len(base):
            print(f"{tree}: {len(other)} runs, {trees[0]}: {len(base)}")
            same = False
        for a, b in zip(base, other):
            fields = ("key", "status", "work", "offsets", "floor")
            if any(a[f] != b[f] for f in fields):
                print("DIFFERENT:", {f: a[f] for f in fields}, {f: b[f] for f in fields})
                same = False
    for x in base:
        if not x["key"].startswith("small-"):
            work[x["search"]] += x["work"]
    print(f"{len(base)} runs (instances x capacities x strategies), work per run {run_work:g}: "
          + ("identical status, work, offsets and floors in every tree" if same else "TREES DISAGREE"))
    print("Work per second over the benchmark instances; the small ones (fixed costs of a run) apart:")
    print("| tree | search | work | seconds per round | work per second (median round) |")
    print("|---|---|---:|---|---:|")
    for tree in trees:
        for kind in ("canonical", "skyline"):
            s = seconds[tree, kind]
            med = sorted(s)[len(s) // 2]
            print(f"| {tree} | {kind} | {work[kind]:.3g} | {', '.join(f'{x:.2f}' for x in s)} | "
                  f"{work[kind] / med / 1e6:.1f}M |")
        print(f"| {tree} | small instances (fixed costs) | | {', '.join(f'{x:.2f}' for x in seconds[tree, 'small'])} | |")
    return same


def compare_cli(trees: list[Path], cli_work: float) -> bool:
    same = True
    print(f"| instance | planner | {' | '.join(f'{t.name} digest | s' for t in trees)} | same |")
    print("|---|---|" + "---|---:|" * len(trees) + "---|")
    with tempfile.TemporaryDirectory() as tmp:
        n = 0
        for path in instances():
            for planner in PLANNERS:
                cells = []
                for tree in trees if n % 2 == 0 else trees[::-1]:  # alternate who goes first
                    out = Path(tmp) / "out.csv"
                    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
                    t0 = time.perf_counter()
                    try:
                        subprocess.run([str(Path(sys.executable).parent / "memplan"), "plan", str(path), "--planner",
                                        planner, "--work", str(cli_work), "--time-limit", "100000", "--jobs", "1",
                                        "-o", str(out)], env=env, check=True, capture_output=True, timeout=CLI_TIMEOUT)
                        digest = hashlib.sha256(out.read_bytes()).hexdigest()[:16]
                    except subprocess.TimeoutExpired:
                        digest = "no plan in time"
                    seconds = time.perf_counter() - t0
                    cells.append((tree, digest, seconds))
                    out.unlink(missing_ok=True)
                n += 1
                cells.sort(key=lambda c: trees.index(c[0]))
                digests = {d for _, d, _ in cells}
                same &= len(digests) == 1
                print(f"| {path.stem} | {planner} | " + " | ".join(f"{d} | {s:.1f}" for _, d, s in cells)
                      + f" | {'yes' if len(digests) == 1 else 'NO'} |", flush=True)
    print(f"every output CSV identical ({n} plans per tree)" if same else "OUTPUTS DIFFER")
    return same


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--child-kernels":
        child_kernels(int(float(sys.argv[2])), int(sys.argv[3]))
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tree", type=Path, action="append", required=True, help="a source tree (twice or more)")
    ap.add_argument("--only", choices=("kernels", "cli"), default=None)
    ap.add_argument("--repeat", type=int, default=3, help="rounds of the kernel runs, trees alternating")
    ap.add_argument("--run-work", type=float, default=2e7, help="work units of each kernel run")
    ap.add_argument("--cli-work", type=float, default=2.0, help="memplan plan --work (seconds of counted work)")
    ap.add_argument("--instances", type=Path, nargs="+", default=None, help="these CSV files only (default: all)")
    ap.add_argument("--small", type=int, default=40, help="small seeded instances in the kernel runs")
    args = ap.parse_args()
    trees = [t.resolve() for t in args.tree]
    if args.instances:
        os.environ["BENCH_INSTANCES"] = ":".join(str(p.resolve()) for p in args.instances)
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    ok = True
    if args.only in (None, "kernels"):
        ok &= compare_kernels(trees, args.repeat, int(args.run_work), args.small)
    if args.only in (None, "cli"):
        ok &= compare_cli(trees, args.cli_work)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
