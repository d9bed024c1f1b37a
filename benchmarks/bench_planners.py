"""Planners on the planning benchmark sets, side by side with omnimalloc.

Three tables, printed and saved to benchmarks/results/planners.md:

1. MiniMalloc's 11 challenging instances at their 1 MiB capacity: the best
   greedy plan, memplan ``auto`` in capacity (decision) mode, ``auto`` minimizing
   with the same budget and no capacity ("min"), and omnimalloc's
   default portfolio and its 3 s simulated annealing (arena / lower bound, fits
   the capacity?, seconds).
2. idealloc's real traces: arena / lower bound and seconds for the heuristics
   and for ``auto`` (minimizing, default budget), and omnimalloc.
3. Scaling on random traces, n = 1e3 .. 1e5: seconds of the default heuristic
   (start-order best fit, the first thing ``auto`` runs) and of greedy-size,
   with seconds / (n log2 n) to show the growth.

    /tmp/venv/bin/python benchmarks/bench_planners.py [--budget 60] [--skip-omnimalloc]

omnimalloc is a benchmark-only dependency (``pip install -e '.[bench]'``).
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from rich.console import Console
from rich.table import Table

import results_file  # beside this script

from memplan.core.bounds import lower_bound
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv_file
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.planners.portfolio import best_heuristic_plan

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "../shared/data/dsa"
RESULTS = ROOT / "benchmarks/results/planners.md"


def timed(run: Callable[[], Plan]) -> tuple[Plan, float]:
    t0 = time.perf_counter()
    plan = run()
    seconds = time.perf_counter() - t0
    plan.check()
    return plan, seconds


def omnimalloc_arena(buffers: Sequence[Buffer], allocator: str) -> tuple[int, float] | None:
    """Arena and seconds of one omnimalloc allocator, or None when it is not installed."""
    try:
        import omnimalloc as om
    except ImportError:
        return None
    allocs = [om.Allocation(id=b.id, size=b.size, start=b.start, end=b.end) for b in buffers if b.size and b.start < b.end]
    t0 = time.perf_counter()
    placed = om.allocate(allocs, allocator, validate=True)
    seconds = time.perf_counter() - t0
    return max((a.offset + a.size for a in placed), default=0), seconds


def ratio(arena: int, lb: int) -> str:
    return f"{arena / lb:.4f}" if lb else "1.0000"


def challenging_table(budget: float, omni: bool) -> Table:
    t = Table(title=f"MiniMalloc challenging set, capacity 1048576 (auto: {budget:g} s budget)")
    for col in ("instance", "n", "lower bound", "greedy best", "auto arena/lb", "fits", "auto s",
                "min arena/lb", "min s", "omni arena/lb", "omni fits", "omni s", "omni SA 3s arena/lb", "SA fits",
                "SA s"):
        t.add_column(col, justify="right")
    fits_all = 0
    for path in sorted((DATA / "minimalloc-challenging").glob("*.csv")):
        capacity = int(path.name.split(".")[1])
        bufs = read_csv_file(str(path)).buffers
        lb = lower_bound(bufs)
        greedy, _ = timed(lambda: best_heuristic_plan(bufs))
        plan, secs = timed(lambda: get_planner("auto")(bufs, PlannerOptions(time_limit=budget, capacity=capacity)))
        fits = plan.arena_size <= capacity
        fits_all += fits
        row = [path.name.split(".")[0], str(len(bufs)), str(lb), ratio(greedy.arena_size, lb),
               ratio(plan.arena_size, lb), "yes" if fits else "NO", f"{secs:.1f}"]
        # the same budget, minimizing with no capacity given
        least, least_secs = timed(lambda: get_planner("auto")(bufs, PlannerOptions(time_limit=budget)))
        row += [ratio(least.arena_size, lb), f"{least_secs:.1f}"]
        for allocator in ("omni", "simulated_annealing"):
            res = omnimalloc_arena(bufs, allocator) if omni else None
            row += ["n/a"] * 3 if res is None else [ratio(res[0], lb), "yes" if res[0] <= capacity else "no", f"{res[1]:.1f}"]
        t.add_row(*row)
        console.print(f"  {path.name}: auto {ratio(plan.arena_size, lb)} in {secs:.1f}s, "
                      f"minimizing {ratio(least.arena_size, lb)} in {least_secs:.1f}s", style="dim")
    t.caption = f"auto fits {fits_all} of 11 within capacity"
    return t


def idealloc_table(omni: bool) -> Table:
    t = Table(title="idealloc traces (arena / lower bound, seconds)")
    for col in ("trace", "n", "lower bound", "best-fit", "s", "greedy-size", "s", "greedy-conflicts", "s",
                "chunk-size-first", "s", "best greedy", "s", "auto (10 s)", "s", "omni", "s"):
        t.add_column(col, justify="right")
    for path in sorted((DATA / "idealloc").glob("*.csv"), key=lambda p: p.stat().st_size):
        bufs = read_csv_file(str(path)).buffers
        lb = lower_bound(bufs)
        row = [path.stem, str(len(bufs)), str(lb)]
        for run in (
            lambda: get_planner("best-fit")(bufs, PlannerOptions()),
            lambda: get_planner("greedy-size")(bufs, PlannerOptions()),
            lambda: get_planner("greedy-conflicts")(bufs, PlannerOptions()),
            lambda: get_planner("chunk-size-first")(bufs, PlannerOptions()),
            lambda: best_heuristic_plan(bufs),
            lambda: get_planner("auto")(bufs, PlannerOptions()),
        ):
            plan, secs = timed(run)
            row += [ratio(plan.arena_size, lb), f"{secs:.2f}"]
        res = omnimalloc_arena(bufs, "omni") if omni else None
        row += ["n/a", ""] if res is None else [ratio(res[0], lb), f"{res[1]:.2f}"]
        t.add_row(*row)
        console.print(f"  {path.name} done", style="dim")
    return t


def random_trace(n: int, seed: int = 0) -> list[Buffer]:
    """n buffers over ~n ticks, short lifetimes (mean 20 ticks), sizes 64 B..1 MiB, 64-aligned."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        start = rng.randrange(n)
        length = 1 + int(rng.expovariate(1 / 20))
        size = 64 * max(1, int(2 ** rng.uniform(0, 14)))
        out.append(Buffer(i, size, start, start + length, alignment=64))
    return out


def scaling_table() -> Table:
    t = Table(title="Scaling on random traces (seconds; us / (n log2 n) should stay flat)")
    for col in ("n", "best-fit s", "us/(n log n)", "ratio", "greedy-size s", "us/(n log n)", "ratio"):
        t.add_column(col, justify="right")
    for n in (1_000, 3_000, 10_000, 30_000, 100_000):
        bufs = random_trace(n)
        lb = lower_bound(bufs)
        row = [str(n)]
        for name in ("best-fit", "greedy-size"):
            plan, secs = timed(lambda: get_planner(name)(bufs, PlannerOptions()))
            row += [f"{secs:.2f}", f"{secs * 1e6 / (n * math.log2(n)):.2f}", ratio(plan.arena_size, lb)]
        t.add_row(*row)
        console.print(f"  n={n} done", style="dim")
    return t


console = Console(record=True, width=200)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="auto's budget per challenging instance (s)")
    ap.add_argument("--skip-omnimalloc", action="store_true")
    ap.add_argument("--only", choices=("challenging", "idealloc", "scaling"), default=None)
    results_file.add_argument(ap, RESULTS)
    args = ap.parse_args()
    omni = not args.skip_omnimalloc
    installed = omnimalloc_arena([Buffer(0, 1, 0, 1)], "omni") is not None
    results_file.refuse_if(args, "--only runs part of the benchmark" if args.only else
                           None if omni and installed else
                           "omnimalloc is not measured (pip install -e '.[bench]', and no --skip-omnimalloc)")
    if omni and not installed:
        console.print("omnimalloc is not installed (pip install -e '.[bench]'); its columns say n/a")
        omni = False
    tables = []
    if args.only in (None, "challenging"):
        tables.append(challenging_table(args.budget, omni))
    if args.only in (None, "idealloc"):
        tables.append(idealloc_table(omni))
    if args.only in (None, "scaling"):
        tables.append(scaling_table())
    out = Console(record=True, width=200)
    for table in tables:
        out.print(table)
    results_file.write(args, RESULTS, "# Planner benchmark\n\n```\n" + out.export_text() + "```\n")


if __name__ == "__main__":
    main()
