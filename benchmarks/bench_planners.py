"""memplan's planners side by side with MiniMalloc and omnimalloc, on every class of instance, in one run.

Tables, printed and saved to benchmarks/results/planners.md:

1. MiniMalloc's 11 challenging instances at their 1 MiB capacity: the best
   greedy plan; ``auto --capacity`` (fits?); ``auto`` minimizing (arena /
   max-load, and the best lower bound it proved); MiniMalloc at the capacity;
   omnimalloc's default allocator and its 3 s simulated annealing.
2. Tight packings (benchmarks/tight_instances.py): the seeded set kept in the
   repository, 60 to 2,000 buffers, plain / aligned / slack, and instances
   from fresh seeds (printed, never seen while the planners were written).
   ``auto`` with the budget; MiniMalloc at the construction's arena (its
   optimum for plain and aligned); omnimalloc.
3. Zero-waste packings of kinds memplan was not built on (benchmarks/zero_waste.py:
   guillotine dissections and a simulated allocator, 1,000 and 2,000 buffers),
   fresh seeds only: the optimum is the max-load. ``auto`` with the budget;
   MiniMalloc at the max-load; omnimalloc.
4. idealloc's real traces: the large-trace heuristics, ``auto`` (default
   budget), MiniMalloc at the lower bound, omnimalloc.
5. Corpus traces: every allocation scope of the corpus models after upstream
   bufferization, as merge-alloc plans them (alignment 64), summed per model.

``auto`` runs as a user runs it, a whole ``memplan plan FILE --time-limit B`` process (its time
limit covers start-up, reading and writing), as MiniMalloc's binary does; with ``--previous SRC``
(the ``src`` of an earlier release, e.g. ``git archive TAG src | tar -x -C /tmp/prev``) the same
command from that tree runs beside it, in its own column, on the same instances.
Times are wall-clock seconds on this machine, whatever its load (the table
says the load average). MiniMalloc runs when given a binary
(``--minimalloc PATH``; build one with benchmarks/build_minimalloc.sh);
omnimalloc when installed (``pip install .[bench]``). Where a tool cannot
take alignment (omnimalloc), its columns say so.

    python benchmarks/bench_planners.py [--budget 60] [--minimalloc PATH] [--only NAME] [--fresh-seeds 3]
        [--previous SRC] [--write-results]

omnimalloc is a benchmark-only dependency (``pip install -e '.[bench]'``).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import results_file  # beside this script
from rich.console import Console
from rich.table import Table

from memplan.core.bounds import lower_bound
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv_file
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.planners.portfolio import best_heuristic_plan

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tight_instances import SIZES, VARIANTS, guillotine, seeded_set, to_csv  # noqa: E402
import zero_waste  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "../shared/data/dsa"
CORPUS = ROOT / "../shared/corpus/models"
RESULTS = ROOT / "benchmarks/results/planners.md"
console = Console(record=True, width=220)


def timed(run: Callable[[], Plan]) -> tuple[Plan, float]:
    t0 = time.perf_counter()
    plan = run()
    seconds = time.perf_counter() - t0
    plan.check()
    return plan, seconds


def ratio(arena: int | None, lb: int) -> str:
    if arena is None:
        return "-"
    return f"{arena / lb:.4f}" if lb else "1.0000"


class MiniMalloc:
    """The MiniMalloc binary on one instance at one capacity: (fits, seconds)."""

    def __init__(self, path: str | None, timeout: float) -> None:
        self.path, self.timeout = path, timeout

    def __bool__(self) -> bool:
        return self.path is not None

    def run(self, buffers: Sequence[Buffer], capacity: int) -> tuple[bool | None, float]:
        if not self.path:
            return None, 0.0
        live = [b for b in buffers if b.size > 0 and b.start < b.end]
        with tempfile.TemporaryDirectory() as tmp:
            src, out = Path(tmp) / "in.csv", Path(tmp) / "out.csv"
            src.write_text(to_csv(live))
            t0 = time.perf_counter()
            try:
                subprocess.run([self.path, f"--capacity={capacity}", f"--input={src}", f"--output={out}",
                                f"--timeout={self.timeout:g}s"], capture_output=True, timeout=self.timeout + 30)
            except subprocess.TimeoutExpired:
                return False, time.perf_counter() - t0
            seconds = time.perf_counter() - t0
            if not out.exists():
                return False, seconds
            trace = read_csv_file(str(out))
            plan = Plan(trace.buffers, trace.offsets or {})
            plan.check(capacity=capacity)  # never trust a plan unchecked
            return True, seconds


class MemplanPlan:
    """``memplan plan`` as a whole process on one instance, from this checkout's ``src`` or another's.

    Returns the plan (checked here again, against this script's copy of the instance), the lower
    bound the command says it proved, and the wall seconds of the process."""

    def __init__(self, src: Path, jobs: int) -> None:
        self.src, self.jobs = src, jobs

    def warm(self) -> None:
        """Compile the tree's searches into its numba cache first, as ``make`` does."""
        subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(self.src)!r}); "
                        "from memplan.core import solvers; solvers.warm_all()"], check=True, capture_output=True)

    def run(self, buffers: Sequence[Buffer], budget: float | None = None,
            capacity: int | None = None) -> tuple[Plan, int, float]:
        with tempfile.TemporaryDirectory() as tmp:
            src, out = Path(tmp) / "in.csv", Path(tmp) / "out.csv"
            src.write_text(to_csv(list(buffers)))
            argv = [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(self.src)!r}); "
                    "from memplan.cli.main import command; command()", "plan", str(src), "-o", str(out),
                    "--jobs", str(self.jobs)]
            argv += [] if budget is None else ["--time-limit", f"{budget:g}"]
            argv += [] if capacity is None else ["--capacity", str(capacity)]
            t0 = time.perf_counter()
            done = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, "MEMPLAN_PROGRESS": "0"})
            seconds = time.perf_counter() - t0
            if done.returncode != 0:
                raise RuntimeError(f"memplan plan ({self.src}) failed: {done.stderr[-400:]}")
            summary = dict(field.split("=") for field in done.stdout.split()[-4:])
            trace = read_csv_file(str(out))
        plan = Plan(list(buffers), trace.offsets or {})
        plan.check(capacity=capacity)  # never trust a plan unchecked
        return plan, int(summary["lower_bound"]), seconds


def auto_cells(runners: list[MemplanPlan], bufs: Sequence[Buffer], lb: int,
               budget: float | None) -> tuple[list[str], Plan]:
    """Per runner (this tree, then --previous): arena / ``lb``, optimal (the arena at the bound it
    proved), seconds; and this tree's plan."""
    cells, plans = [], []
    for runner in runners:
        plan, bound, secs = runner.run(bufs, budget)
        cells += [ratio(plan.arena_size, lb), "yes" if plan.arena_size <= bound else "no", f"{secs:.2f}"]
        plans.append(plan)
    return cells, plans[0]


def runner_names(runners: list[MemplanPlan]) -> list[str]:
    """The columns' names of the runners: this tree's ``auto``, then ``previous``."""
    return ["auto", "previous"][:len(runners)]


def auto_columns(runners: list[MemplanPlan]) -> list[str]:
    return [c for name in runner_names(runners) for c in (name, "optimal", "s")]


def omnimalloc_arena(buffers: Sequence[Buffer], allocator: str) -> tuple[int, float] | None:
    """Arena and seconds of one omnimalloc allocator (no alignment), or None when not installed."""
    try:
        import omnimalloc as om
    except ImportError:
        return None
    allocs = [om.Allocation(id=b.id, size=b.size, start=b.start, end=b.end) for b in buffers if b.size and b.start < b.end]
    t0 = time.perf_counter()
    placed = om.allocate(allocs, allocator, validate=True)
    seconds = time.perf_counter() - t0
    return max((a.offset + a.size for a in placed), default=0), seconds


def omni_cells(buffers: Sequence[Buffer], lb: int, allocator: str, omni: bool) -> list[str]:
    res = omnimalloc_arena(buffers, allocator) if omni else None
    if res is None:
        return ["n/a", ""]
    note = "*" if any(b.alignment > 1 for b in buffers) else ""  # alignment ignored
    return [ratio(res[0], lb) + note, f"{res[1]:.2f}"]


def mm_cells(mm: MiniMalloc, buffers: Sequence[Buffer], capacity: int) -> list[str]:
    fits, seconds = mm.run(buffers, capacity)
    if fits is None:
        return ["n/a", ""]
    return ["yes" if fits else "timeout", f"{seconds:.2f}"]


def challenging_table(budget: float, mm: MiniMalloc, omni: bool, runners: list[MemplanPlan]) -> Table:
    t = Table(title=f"MiniMalloc challenging set, capacity 1048576 (memplan auto: {budget:g} s budget, "
                    f"{runners[0].jobs} jobs)")
    names = runner_names(runners)
    for col in ("instance", "n", "max-load", "greedy best",
                *[c for name in names for c in (f"{name} --capacity", "fits", "s", f"{name} min", "proven bound", "s")],
                "MiniMalloc fits", "s", "omni", "s", "omni SA 3s", "s"):
        t.add_column(col, justify="right")
    for path in sorted((DATA / "minimalloc-challenging").glob("*.csv")):
        capacity = int(path.name.split(".")[1])
        bufs = read_csv_file(str(path)).buffers
        lb = lower_bound(bufs)
        greedy, _ = timed(lambda: best_heuristic_plan(bufs))
        row = [path.name.split(".")[0], str(len(bufs)), str(lb), ratio(greedy.arena_size, lb)]
        for runner in runners:
            try:
                cap, _, cap_s = runner.run(bufs, budget, capacity)
                fits = ["yes" if cap.arena_size <= capacity else "NO", f"{cap_s:.2f}"]
            except RuntimeError:  # the command says no plan fits within its time limit
                cap, fits = None, ["NO", ""]
            least, bound, least_s = runner.run(bufs, budget)
            row += [ratio(cap and cap.arena_size, lb), *fits, ratio(least.arena_size, lb), ratio(bound, lb),
                    f"{least_s:.1f}"]
        row += mm_cells(mm, bufs, capacity)
        row += omni_cells(bufs, lb, "omni", omni) + omni_cells(bufs, lb, "simulated_annealing", omni)
        t.add_row(*row)
        console.print(f"  {path.name}: minimize {ratio(least.arena_size, lb)}", style="dim")
    return t


def tight_instances(fresh: int, seed: int) -> list[tuple[str, list[Buffer], int]]:
    """(name, buffers, construction arena): the seeded set, then fresh seeds of each size and variant."""
    out = []
    for path in seeded_set():
        name = path.stem
        variant, n, s = name.split("-")
        inst = guillotine(int(n), int(s[1:]), variant)  # the file's instance, with its construction arena
        bufs = read_csv_file(str(path)).buffers
        assert bufs == inst.buffers, f"{path} is not what the generator makes: rerun tight_instances.py"
        out.append((name, bufs, inst.width))
    rng = random.Random(seed)
    for variant in VARIANTS:
        for n in SIZES:
            for _ in range(fresh):
                inst = guillotine(n, rng.randrange(10**6, 10**9), variant)
                out.append((inst.name + " (fresh)", inst.buffers, inst.width))
    return out


def tight_table(budget: float, mm: MiniMalloc, omni: bool, runners: list[MemplanPlan], fresh: int, seed: int) -> Table:
    t = Table(title=f"Tight packings: guillotine cuts of a 1 MiB x n-tick rectangle (auto: {budget:g} s, "
                    f"{runners[0].jobs} jobs; fresh seeds from --seed {seed})")
    for col in ("instance", "n", "known arena / max-load", *auto_columns(runners), "MiniMalloc at known arena", "s",
                "omni", "s"):
        t.add_column(col, justify="right")
    solved: dict[str, list[int]] = {}
    for name, bufs, width in tight_instances(fresh, seed):
        lb = lower_bound(bufs)
        autos, plan = auto_cells(runners, bufs, lb, budget)
        row = [name, str(len(bufs)), ratio(width, lb), *autos]
        row += mm_cells(mm, bufs, width) + omni_cells(bufs, lb, "omni", omni)
        t.add_row(*row)
        key = name.split("-s")[0]
        solved.setdefault(key, [0, 0])
        solved[key][0] += plan.arena_size <= width
        solved[key][1] += 1
        console.print(f"  {name}: {autos[0]} in {autos[2]}s", style="dim")
    t.caption = "auto reaches the known arena: " + ", ".join(f"{k} {a}/{b}" for k, (a, b) in solved.items())
    return t


def zero_waste_table(budget: float, mm: MiniMalloc, omni: bool, runners: list[MemplanPlan], fresh: int,
                     seed: int) -> Table:
    t = Table(title=f"Zero-waste packings (benchmarks/zero_waste.py), optimum = max-load (auto: {budget:g} s, "
                    f"{runners[0].jobs} jobs; fresh seeds from --seed {seed})")
    for col in ("instance", "n", *auto_columns(runners), "MiniMalloc at max-load", "s", "omni", "s"):
        t.add_column(col, justify="right")
    rng = random.Random(seed)
    at_optimum = total = 0
    for kind in zero_waste.KINDS:
        for n in zero_waste.SIZES:
            for _ in range(fresh):
                inst = zero_waste.make(kind, n, rng.randrange(10**6, 10**9))
                bufs, lb = inst.buffers, inst.height
                autos, plan = auto_cells(runners, bufs, lb, budget)
                t.add_row(inst.name, str(len(bufs)), *autos, *mm_cells(mm, bufs, lb),
                          *omni_cells(bufs, lb, "omni", omni))
                at_optimum += plan.arena_size <= lb
                total += 1
                console.print(f"  {inst.name}: {autos[0]} in {autos[2]}s", style="dim")
    t.caption = f"auto reaches the optimum on {at_optimum}/{total}"
    return t


def idealloc_table(mm: MiniMalloc, omni: bool, runners: list[MemplanPlan]) -> Table:
    t = Table(title="idealloc traces (arena / max-load, seconds; auto at its default time limit)")
    names = ["best-fit", "greedy-size", "greedy-conflicts", "chunk-size-first"]
    for col in ("trace", "n", "max-load", *[c for name in names for c in (name, "s")], *auto_columns(runners),
                "MiniMalloc at max-load", "s", "omni", "s"):
        t.add_column(col, justify="right")
    for path in sorted((DATA / "idealloc").glob("*.csv"), key=lambda p: p.stat().st_size):
        bufs = read_csv_file(str(path)).buffers
        lb = lower_bound(bufs)
        row = [path.stem, str(len(bufs)), str(lb)]
        for name in names:
            plan, secs = timed(lambda: get_planner(name)(bufs, PlannerOptions()))
            row += [ratio(plan.arena_size, lb), f"{secs:.2f}"]
        row += auto_cells(runners, bufs, lb, None)[0]
        row += mm_cells(mm, bufs, lb) + omni_cells(bufs, lb, "omni", omni)
        t.add_row(*row)
        console.print(f"  {path.name} done", style="dim")
    return t


def corpus_traces() -> dict[str, list[list[Buffer]]]:
    """Per model, the buffers of each allocation scope as merge-alloc plans them (alignment 64)."""
    from memplan.merge_alloc.api import planning_buffers
    from memplan.merge_alloc.lifetimes import TickTraceCollector
    from memplan.mlir.parsing import new_context, parse_module

    out: dict[str, list[list[Buffer]]] = {}
    for model in ("mlp", "resnet18", "gpt2"):
        path = CORPUS / f"{model}.upstream-bufferized.mlir"
        if not path.exists():
            continue
        module = parse_module(path.read_text(), new_context())
        scopes = []
        with module.context:
            for op in module.body.operations:
                if op.operation.name == "func.func" and len(op.regions[0].blocks):
                    for trace in TickTraceCollector()(op.operation):
                        buffers = planning_buffers(trace, 64)
                        if buffers:
                            scopes.append(buffers)
        out[model] = scopes
    return out


def corpus_table(mm: MiniMalloc, omni: bool, runners: list[MemplanPlan]) -> Table:
    t = Table(title="Corpus traces: every scope of the upstream-bufferized models, alignment 64 "
                    "(sums over scopes: arena / lower bound)")
    names = runner_names(runners)
    for col in ("model", "scopes", "buffers", "best-fit", *[c for n in names for c in (n, "optimal scopes", "s")],
                "MiniMalloc at lb", "s", "omni", "s"):
        t.add_column(col, justify="right")
    for model, scopes in corpus_traces().items():
        lbs = sum(lower_bound(s) for s in scopes)
        bf = sum(get_planner("best-fit")(s, PlannerOptions()).arena_size for s in scopes)
        row = [model, str(len(scopes)), str(sum(len(s) for s in scopes)), ratio(bf, lbs)]
        for runner in runners:
            results = [runner.run(s) for s in scopes]
            arena = sum(plan.arena_size for plan, _, _ in results)
            optimal = sum(plan.arena_size <= bound for plan, bound, _ in results)
            row += [ratio(arena, lbs), f"{optimal}/{len(scopes)}", f"{sum(secs for _, _, secs in results):.2f}"]
        if mm:
            results = [mm.run(s, lower_bound(s)) for s in scopes]
            row += [f"{sum(bool(f) for f, _ in results)}/{len(scopes)} fit", f"{sum(x for _, x in results):.2f}"]
        else:
            row += ["n/a", ""]
        if omni:
            res = [omnimalloc_arena(s, "omni") for s in scopes]
            row += [ratio(sum(r[0] for r in res), lbs) + "*", f"{sum(r[1] for r in res):.2f}"]
        else:
            row += ["n/a", ""]
        t.add_row(*row)
        console.print(f"  {model} done", style="dim")
    return t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="auto's budget on challenging, tight and zero-waste instances (s)")
    ap.add_argument("--minimalloc", default=None, metavar="PATH", help="a MiniMalloc binary (build_minimalloc.sh)")
    ap.add_argument("--minimalloc-timeout", type=float, default=60.0)
    ap.add_argument("--skip-omnimalloc", action="store_true")
    ap.add_argument("--only", choices=("challenging", "tight", "zero-waste", "idealloc", "corpus"), default=None)
    ap.add_argument("--fresh-seeds", type=int, default=1, help="fresh tight and zero-waste instances per size and variant (kind)")
    ap.add_argument("--seed", type=int, default=None, help="draws the fresh seeds (default: from the clock)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--previous", type=Path, default=None, metavar="SRC",
                    help="also run `memplan plan` from this src tree (an earlier release's), side by side")
    results_file.add_argument(ap, RESULTS)
    args = ap.parse_args()
    omni = not args.skip_omnimalloc
    installed = omnimalloc_arena([Buffer(0, 1, 0, 1)], "omni") is not None
    results_file.refuse_if(args, "--only runs part of the benchmark" if args.only else
                           None if omni and installed else
                           "omnimalloc is not measured (pip install -e '.[bench]', and no --skip-omnimalloc)")
    if omni and not installed:
        console.print("omnimalloc is not installed (pip install -e '.[bench]'); its columns say n/a")
    omni = omni and installed
    mm = MiniMalloc(args.minimalloc, args.minimalloc_timeout)
    runners = [MemplanPlan(ROOT / "src", args.jobs)]
    if args.previous is not None:
        if not (args.previous / "memplan").is_dir():
            ap.error(f"--previous {args.previous}: not a src tree (no memplan package in it)")
        runners.append(MemplanPlan(args.previous.resolve(), args.jobs))
    for runner in runners:
        runner.warm()
    seed = args.seed if args.seed is not None else int(time.time())
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    tables = []
    if args.only in (None, "challenging"):
        tables.append(challenging_table(args.budget, mm, omni, runners))
    if args.only in (None, "tight"):
        tables.append(tight_table(args.budget, mm, omni, runners, args.fresh_seeds, seed))
    if args.only in (None, "zero-waste"):
        tables.append(zero_waste_table(args.budget, mm, omni, runners, args.fresh_seeds, seed))
    if args.only in (None, "idealloc"):
        tables.append(idealloc_table(mm, omni, runners))
    if args.only in (None, "corpus"):
        tables.append(corpus_table(mm, omni, runners))
    out = Console(record=True, width=220)
    for table in tables:
        out.print(table)
    out.print(f"* omnimalloc ignores alignment. {os.cpu_count()} cores, load average {load:.1f} at the start and "
              f"{os.getloadavg()[0]:.1f} at the end; the run took {(time.perf_counter() - t0) / 60:.1f} min.")
    results_file.write(args, RESULTS, "# Planner benchmark\n\n```\n" + out.export_text() + "```\n")


if __name__ == "__main__":
    main()
