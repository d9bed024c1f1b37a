"""Scale: realistic traces of 10k to 10M buffers, planned as a user would, with growth exponents.

Traces as compilers and runtimes see them: one buffer per tick on average,
short lifetimes (exponential, mean 20 ticks), sizes log-uniform from 64 B to
1 MiB. Three tables, printed and saved to benchmarks/results/scale.md:

1. ``memplan plan`` (default planner ``auto``, no time limit) on a CSV of each
   size, in a fresh process: wall time, peak memory (maximum resident set),
   arena / lower bound. Growth exponents between consecutive sizes:
   log(t2/t1) / log(n2/n1) (1.0 is linear; n log n measures a little above).
2. Each large-trace heuristic (and the plan check) in one process, per size,
   with its exponent.
3. Budgets: ``memplan plan --time-limit S`` at each size; the wall time of the
   whole command against S.

    python benchmarks/bench_scale.py [--sizes 10000,100000,1000000,10000000] [--limit-sizes ...] [--write-results]

Wall times are measured on whatever load the machine has; the table says what
the load average was.
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table

import results_file  # beside this script

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks/results/scale.md"
MEMPLAN = str(Path(sys.executable).with_name("memplan"))


def write_trace(path: Path, n: int, seed: int = 0) -> None:
    """n buffers over n ticks: exponential lifetimes (mean 20), log-uniform sizes 64 B..1 MiB."""
    rng = np.random.default_rng(seed)
    with open(path, "w") as f:
        f.write("id,lower,upper,size\n")
        for k in range(0, n, 1_000_000):
            m = min(1_000_000, n - k)
            start = rng.integers(0, n, m)
            end = start + 1 + rng.exponential(20, m).astype(np.int64)
            size = np.exp(rng.uniform(np.log(64), np.log(1 << 20), m)).astype(np.int64)
            ids = np.arange(k, k + m)
            f.write("".join(f"{i},{a},{b},{s}\n" for i, a, b, s in
                            zip(ids.tolist(), start.tolist(), end.tolist(), size.tolist())))


def exponent(t1: float, t2: float, n1: int, n2: int) -> str:
    if t1 <= 0 or t2 <= 0:
        return ""
    return f"{math.log(t2 / t1) / math.log(n2 / n1):.2f}"


def command_table(sizes: list[int], files: dict[int, Path]) -> Table:
    t = Table(title="memplan plan (auto, no time limit), a fresh process per trace")
    for col in ("buffers", "wall s", "exponent", "peak memory", "result"):
        t.add_column(col, justify="right")
    prev = None
    for n in sizes:
        # a fresh interpreter per size, so that the memory peak is this run's alone
        wall, peak, last = _isolated([MEMPLAN, "plan", str(files[n]), "-o", os.devnull])
        exp = exponent(prev[1], wall, prev[0], n) if prev else ""
        t.add_row(f"{n:,}", f"{wall:.1f}", exp, f"{peak / 2**20:.0f} MiB", last)
        console.print(f"  plan {n:,}: {wall:.1f}s {peak / 2**20:.0f} MiB {last}", style="dim")
        prev = (n, wall)
    return t


def _isolated(args: list[str]) -> tuple[float, int, str]:
    """Run ``args`` under a tiny Python parent that reports the child's own peak memory."""
    probe = (
        "import resource, subprocess, sys, time\n"
        "t = time.perf_counter()\n"
        "p = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "w = time.perf_counter() - t\n"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024\n"
        "last = (p.stdout.strip().splitlines() or [p.stderr.strip()[-100:]])[-1]\n"
        "print(w, peak, last, sep='\\t')\n"
    )
    out = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True, text=True).stdout.strip()
    wall, peak, last = out.split("\t", 2)
    return float(wall), int(peak), last


def heuristic_table(sizes: list[int], files: dict[int, Path]) -> Table:
    from memplan.core.budget import Deadline
    from memplan.core.csvio import read_csv_file
    from memplan.core import solvers
    from memplan.core.planners import PlannerOptions, get_planner

    solvers.placement.get(Deadline())  # compiled placement loaded before timing
    names = ["best-fit", "greedy-size", "greedy-conflicts", "chunk-size-first"]
    t = Table(title="Heuristics on large traces, one process (seconds, growth exponent)")
    t.add_column("buffers", justify="right")
    for name in [*names, "check", "read"]:
        t.add_column(name, justify="right")
        t.add_column("exp", justify="right")
    prev: dict[str, tuple[int, float]] = {}
    for n in sizes:
        row = [f"{n:,}"]
        tic = time.perf_counter()
        buffers = read_csv_file(str(files[n])).buffers
        times = {"read": time.perf_counter() - tic}
        plan = None
        for name in names:
            tic = time.perf_counter()
            plan = get_planner(name)(buffers, PlannerOptions())
            times[name] = time.perf_counter() - tic
        tic = time.perf_counter()
        plan.check()
        times["check"] = time.perf_counter() - tic
        for name in [*names, "check", "read"]:
            row += [f"{times[name]:.2f}", exponent(prev[name][1], times[name], prev[name][0], n) if name in prev else ""]
            prev[name] = (n, times[name])
        t.add_row(*row)
        console.print(f"  heuristics {n:,} done", style="dim")
        del buffers, plan
    return t


def budget_table(sizes: list[int], files: dict[int, Path], limit: float) -> Table:
    t = Table(title=f"memplan plan --time-limit {limit:g} (wall time of the whole command)")
    for col in ("buffers", "limit s", "wall s", "overrun", "result"):
        t.add_column(col, justify="right")
    for n in sizes:
        wall, _, last = _isolated([MEMPLAN, "plan", str(files[n]), "--time-limit", str(limit), "-o", os.devnull])
        t.add_row(f"{n:,}", f"{limit:g}", f"{wall:.1f}", f"{(wall - limit) / limit:+.0%}", last)
        console.print(f"  limit {n:,}: {wall:.1f}s {last}", style="dim")
    return t


console = Console(record=True, width=200)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000,1000000,10000000")
    ap.add_argument("--heuristic-sizes", default="10000,100000,1000000")
    ap.add_argument("--limit-sizes", default="10000,100000,1000000")
    ap.add_argument("--limit", type=float, default=20.0)
    ap.add_argument("--dir", type=Path, default=None, help="keep the generated traces here")
    results_file.add_argument(ap, RESULTS)
    args = ap.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    hsizes = [int(x) for x in args.heuristic_sizes.split(",") if x]
    lsizes = [int(x) for x in args.limit_sizes.split(",") if x]
    with tempfile.TemporaryDirectory() as tmp:
        where = args.dir or Path(tmp)
        where.mkdir(parents=True, exist_ok=True)
        files = {}
        for n in sorted({*sizes, *hsizes, *lsizes}):
            files[n] = where / f"trace-{n}.csv"
            if not files[n].exists():
                write_trace(files[n], n)
        load = os.getloadavg()[0]
        tables = [command_table(sizes, files)]
        if hsizes:
            tables.append(heuristic_table(hsizes, files))
        if lsizes:
            tables.append(budget_table(lsizes, files, args.limit))
    out = Console(record=True, width=200)
    for table in tables:
        out.print(table)
    out.print(f"load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, {os.cpu_count()} cores")
    results_file.write(args, RESULTS, "# Scale\n\n```\n" + out.export_text() + "```\n")


if __name__ == "__main__":
    main()
