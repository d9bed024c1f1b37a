"""merge-alloc on the bufferized corpus models: every registered planner, side by side.

Per function (and allocation scope): buffers merged and left alone, bytes before
merging, the max-live lower bound, and for each planner the arena size, its ratio
to the lower bound and the planning time; plus the time of the whole pass
(collect + plan + rewrite) with the default planner.

What it costs, in the same run: wall-clock time of whole processes, each the median
of ``--runs`` runs taken round-robin (so that load on the machine hits every tool
alike): Python importing the MLIR bindings (the floor for any Python tool),
``mlir-opt`` and ``iree-opt`` round-tripping the model, ``memplan-opt`` round-tripping
it and running ``merge-alloc`` on it; and, in this process, parsing plus printing the
module against the ``merge-alloc`` pass alone (best of ``--runs``).

    python benchmarks/bench_merge_alloc.py [--time-limit S] [--planners a,b] [-o FILE] [--with-upstream]
                                           [--runs N] [--cost-only] [--dynamic-only] [--sizes 1,8,64,512]

Dynamic shapes (``corpus/dynamic``: real PyTorch exports with a dynamic batch or sequence
length): per model and size, memplan's arena (bufferize + merge-alloc, sized at run time)
against the max-live bytes at that size, and against what upstream leaves to the runtime
allocator: one-shot-bufferize makes one allocation per temporary (their count and bytes at
that size), whose best possible peak, freeing each at its last use, is their max-live; its
static-memory-planner-analysis plans only static allocations (measured when iree-opt is
found) and leaves every dynamic one to the runtime.

Beside ours, upstream MLIR's static-memory-planner-analysis (algorithms best-fit
and trivial) runs on the same programs through IREE's iree-opt, in its own venv
(see upstream_planner.py). It is used when found; ``--with-upstream`` creates
``.venv-iree`` (pip, PyPI only) when it is not. Without it the table quotes the
upstream columns as not measured and says so (they are never filled with figures from
elsewhere). The tables are printed; ``--write-results`` also writes the committed
benchmarks/results/merge_alloc.md, and only from a complete run (upstream measured, every
planner, both tables); with ``--dynamic-only``, benchmarks/results/merge_alloc_dynamic.md, from
a run at the default sizes with upstream measured. ``-o FILE`` writes the tables to FILE besides.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlir import ir

from memplan.check.execution import mlir_binary
from memplan.core.planners import get_planner, planner_names
from memplan.core.planners.base import PlannerOptions
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import MergeAllocOptions, merge_alloc, planning_buffers
from memplan.merge_alloc.lifetimes import TickTraceCollector
from memplan.mlir.parsing import new_context, parse_module, print_module
from memplan.pipeline import run_pipeline

sys.path.insert(0, str(Path(__file__).resolve().parent))
import results_file  # noqa: E402  (beside this script)
import upstream_planner  # noqa: E402  (beside this script, not part of the package)

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "../shared/corpus/models"
MODELS = ["mlp", "resnet18", "gpt2"]
DYNAMIC_CORPUS = ROOT / "corpus/dynamic"
DYNAMIC_MODELS = ["mlp_batch", "cnn_batch", "encoder_seq", "llama_seq"]
DYNAMIC_SIZES = [1, 8, 64, 512]
RESULTS = ROOT / "benchmarks/results/merge_alloc.md"
DYNAMIC_RESULTS = ROOT / "benchmarks/results/merge_alloc_dynamic.md"


@dataclass
class Row:
    model: str
    function: str
    scope: str
    merged: int
    left: int
    bytes_before: int
    lower_bound: int
    arena: dict[str, int] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    pass_seconds: float = 0.0
    upstream: dict[str, int] = field(default_factory=dict)   # algorithm -> arena bytes
    upstream_left: int = 0                                     # allocs it did not plan
    upstream_bound: int = 0                                    # max-live of its own input
    upstream_stats: dict[str, int] = field(default_factory=dict)
    upstream_seconds: dict[str, float] = field(default_factory=dict)


def measure(model: str, planners: list[str], time_limit: float,
            tool: upstream_planner.Tool | None) -> list[Row]:
    text = (CORPUS / f"{model}.upstream-bufferized.mlir").read_text()
    module = parse_module(text, new_context())
    upstream = measure_upstream(model, print_module(module, generic=True), tool) if tool else None
    rows = []
    with module.context:
        for op in module.body.operations:
            if op.operation.name != "func.func" or not len(op.regions[0].blocks):
                continue
            for trace in TickTraceCollector()(op.operation):
                buffers = planning_buffers(trace, 64)
                row = Row(model, trace.function, trace.scope, len(buffers), len(trace.left_alone),
                          sum(b.size for b in buffers), 0)
                if buffers:
                    for name in planners:
                        start = time.perf_counter()
                        plan = get_planner(name)(buffers, PlannerOptions(time_limit=time_limit))
                        row.seconds[name] = time.perf_counter() - start
                        plan.check()
                        row.arena[name] = plan.arena_size
                        row.lower_bound = plan.lower_bound
                if upstream and row.function not in {r.function for r in rows}:
                    attach_upstream(row, upstream)
                rows.append(row)
    # the whole pass, default planner, on a fresh parse
    module = parse_module(text, new_context())
    start = time.perf_counter()
    merge_alloc(module, {"time-limit": str(time_limit)})
    elapsed = time.perf_counter() - start
    for row in rows:
        row.pass_seconds = elapsed
    return rows


def measure_upstream(model: str, generic: str, tool: upstream_planner.Tool):
    """Both upstream algorithms on the model, or None (with a message) if iree-opt fails."""
    try:
        return upstream_planner.measure(tool, generic)
    except (upstream_planner.UpstreamError, MemplanError) as e:  # MemplanError: its output does not parse here
        print(f"{model}: upstream planner not measured: {e}", file=sys.stderr)
        return None


def attach_upstream(row: Row, result: upstream_planner.ModelResult) -> None:
    """Upstream plans whole functions (entry block only): its figures go on the function's first row."""
    for algorithm, plans in result.plans.items():
        if row.function in plans:
            row.upstream[algorithm] = plans[row.function].arena
            row.upstream_left = plans[row.function].left_alone
            row.upstream_seconds[algorithm] = result.seconds[algorithm]
    row.upstream_bound = result.own_lower_bound.get(row.function, 0)
    row.upstream_stats = result.statistics.get("best-fit", {})
    eligible = row.upstream_stats.get("num-eligible")
    if eligible is not None and eligible != sum(result.pairs.values()):
        print(f"{row.model}: upstream planned {eligible} buffers but its max-live counts "
              f"{sum(result.pairs.values())} alloc/dealloc pairs", file=sys.stderr)


def _ratio(arena: int, lb: int) -> str:
    return f"{arena / lb:.3f}" if lb else "-"


def render(rows: list[Row], planners: list[str], default: str, tool: upstream_planner.Tool | None) -> str:
    measured = tool is not None and any(r.upstream for r in rows)
    lines = ["# merge-alloc on the corpus", "",
             f"Default planner: `{default}`. Lifetimes from the tick-based collector; alignment 64.", "",
             "## Buffers", "",
             "| model | function | scope | merged | left alone | bytes before | lower bound | pass time (s) |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.model} | @{r.function} | {r.scope} | {r.merged} | {r.left} | {r.bytes_before} | "
                     f"{r.lower_bound} | {r.pass_seconds:.2f} |")
    lines += ["", "## Arena / lower bound", "", _upstream_note(tool if measured else None), ""]
    lines += _ratio_table(rows, planners, measured)
    lines += ["", "## Arena bytes", ""] + _bytes_table(rows, planners, measured)
    if measured:
        lines += render_upstream(rows, tool)
    lines += ["", "## Planning time (s)", "", _head("model", planners), _rule(len(planners))]
    for r in rows:
        if r.seconds:
            lines.append(f"| {r.model} @{r.function} | " + " | ".join(f"{r.seconds[p]:.3f}" for p in planners) + " |")
    return "\n".join(lines) + "\n"


def _head(*columns: str | list[str]) -> str:
    cells = [c for col in columns for c in ([col] if isinstance(col, str) else col)]
    return "| " + " | ".join(cells) + " |"


def _rule(numeric: int) -> str:
    return "|---|" + "---:|" * numeric


def _upstream_note(tool: upstream_planner.Tool | None) -> str:
    if tool is not None:
        return (f"Upstream columns: `static-memory-planner-analysis` measured in this run ({tool.label}), "
                "its arena divided by **our** lower bound (its arena over its own max-live is in the "
                "upstream section below). Bold marks the best memplan planner.")
    return ("Upstream columns **not measured** in this run (iree-opt not found or failed; `--with-upstream` "
            "installs it). Bold marks the best memplan planner.")


def _upstream_columns(measured: bool) -> list[str]:
    return [f"upstream {a}" for a in upstream_planner.ALGORITHMS]


def _ratio_table(rows: list[Row], planners: list[str], measured: bool) -> list[str]:
    lines = [_head("model", _upstream_columns(measured), planners),
             _rule(len(_upstream_columns(measured)) + len(planners))]
    for r in rows:
        if r.arena:
            best = min(r.arena.values())
            cells = [("**%s**" if r.arena[p] == best else "%s") % _ratio(r.arena[p], r.lower_bound) for p in planners]
            if measured:
                up = [_ratio(r.upstream[a], r.lower_bound) if a in r.upstream else "-" for a in upstream_planner.ALGORITHMS]
            else:
                up = ["not measured"] * len(upstream_planner.ALGORITHMS)
            lines.append(f"| {r.model} @{r.function} | " + " | ".join(up + cells) + " |")
    return lines


def _bytes_table(rows: list[Row], planners: list[str], measured: bool) -> list[str]:
    upstream = _upstream_columns(measured) if measured else []
    lines = [_head("model", "lower bound", upstream, planners), _rule(1 + len(upstream) + len(planners))]
    for r in rows:
        if r.arena:
            up = [str(r.upstream.get(a, "-")) for a in upstream_planner.ALGORITHMS] if measured else []
            lines.append(f"| {r.model} @{r.function} | {r.lower_bound} | " +
                         " | ".join(up + [str(r.arena[p]) for p in planners]) + " |")
    return lines


def render_upstream(rows: list[Row], tool: upstream_planner.Tool) -> list[str]:
    """Upstream's own view: what it planned, its input's max-live, both ratios."""
    lines = ["", "## Upstream static-memory-planner-analysis", "",
             f"{tool.label}, run as a subprocess on the generic form after the pipeline "
             "`" + upstream_planner.pipeline("ALGORITHM") + "`. "
             "The pass prints no arena size and no bound: the arena is read from the `memref<Nxi8>` it "
             "creates; *its max-live* is computed here from the alloc..dealloc pairs of the program it "
             "is given (same pipeline without the planner). It also plans the returned buffer, copied "
             "into an out-param, which our collector leaves alone, so it plans one buffer more than "
             "*merged*. Planned/skipped are its pass statistics; time is the whole iree-opt run.", "",
             "| model | planned | skipped | left alone | our lower bound | its max-live | best-fit | "
             "best-fit / our LB | best-fit / its max-live | trivial | trivial / our LB | "
             "trivial / its max-live | time best-fit (s) |",
             "|---|" + "---:|" * 12]
    for r in rows:
        if not r.upstream:
            continue
        skipped = sum(v for k, v in r.upstream_stats.items() if k.startswith("num-skipped"))
        bf, tr = r.upstream.get("best-fit", 0), r.upstream.get("trivial", 0)
        lines.append(f"| {r.model} @{r.function} | {r.upstream_stats.get('num-eligible', '-')} | {skipped} | "
                     f"{r.upstream_left} | {r.lower_bound} | {r.upstream_bound} | {bf} | "
                     f"{_ratio(bf, r.lower_bound)} | {_ratio(bf, r.upstream_bound)} | {tr} | "
                     f"{_ratio(tr, r.lower_bound)} | {_ratio(tr, r.upstream_bound)} | "
                     f"{r.upstream_seconds.get('best-fit', 0):.2f} |")
    return lines


# --- dynamic shapes -----------------------------------------------------------------------------

@dataclass
class DynamicRow:
    model: str
    symbol: str
    size: int
    arena: int  # memplan: bufferize + merge-alloc, the arena at this size
    max_live: int  # the max-live bytes of memplan's buffers at this size
    arena_upstream_bufferized: int  # merge-alloc alone, on upstream's bufferization
    upstream_allocs: int  # allocations of temporaries one-shot-bufferize leaves to the runtime
    upstream_bytes: int  # bytes they request at this size
    upstream_peak: int  # their max-live: the best a runtime allocator freeing at last use can do
    static_planned: str = "-"  # iree-opt's static-memory-planner-analysis: planned / left to the runtime
    seconds: float = 0.0  # memplan's merge-alloc pass on the model


def measure_dynamic(model: str, sizes: list[int], tool: upstream_planner.Tool | None) -> list[DynamicRow]:
    from memplan.core.bounds import lower_bound
    from memplan.core.buffer import Buffer
    from memplan.merge_alloc.records import ScopeReport
    from memplan.mlir.upstream import UPSTREAM_BUFFERIZE

    text = (DYNAMIC_CORPUS / f"{model}.mlir").read_text()

    def dynamic_scope(pipeline: str):
        module = parse_module(text, new_context())
        run_pipeline(module, pipeline.rsplit(",", 1)[0])
        start = time.perf_counter()
        state = run_pipeline(module, "merge-alloc")
        seconds = time.perf_counter() - start
        (scope,) = [r.dynamic for r in state.reports if isinstance(r, ScopeReport) and r.dynamic is not None]
        return scope, seconds

    ours, seconds = dynamic_scope("bufferize,merge-alloc")
    theirs, _ = dynamic_scope(f"{UPSTREAM_BUFFERIZE},merge-alloc")
    (symbol,) = ours.base_symbols
    upstream = parse_module(text, new_context())
    run_pipeline(upstream, UPSTREAM_BUFFERIZE)
    temporaries = []  # (id, size polynomial or int, start, end), and the analysis behind them
    with upstream.context:
        for op in upstream.body.operations:
            if op.operation.name == "func.func" and len(op.regions[0].blocks):
                for trace in TickTraceCollector()(op.operation):
                    temporaries += [(b, trace.sizes) for b in (*trace.buffers, *trace.dynamic_buffers)]
    planned = _static_planner(model, upstream, tool)
    rows = []
    for size in sizes:
        values = {symbol: size}
        sized = []
        for b, analysis in temporaries:
            if b.size_expr is None:
                sized.append(Buffer(b.id, b.size, b.start, b.end, 64))
            else:
                env = analysis.symbols.environment({a.name: size for a in analysis.symbols.base_atoms(
                    b.size_expr.symbols)}, b.size_expr.symbols)
                sized.append(Buffer(b.id, b.size_expr.evaluate(env), b.start, b.end, 64))
        rows.append(DynamicRow(model, symbol, size, ours.arena(values), ours.max_live(values),
                               theirs.arena(values), len(sized), sum(b.size for b in sized),
                               lower_bound(sized), planned, seconds))
    return rows


def _static_planner(model: str, upstream: ir.Module, tool: upstream_planner.Tool | None) -> str:
    """What iree-opt's static planner does with the upstream-bufferized dynamic program."""
    if tool is None:
        return "-"
    try:
        result = upstream_planner.measure(tool, print_module(upstream, generic=True))
    except (upstream_planner.UpstreamError, MemplanError) as e:
        print(f"{model}: upstream planner not measured: {e}", file=sys.stderr)
        return "failed"
    stats = result.statistics.get("best-fit", {})
    skipped = sum(v for k, v in stats.items() if k.startswith("num-skipped"))
    return f"{stats.get('num-eligible', 0)} / {skipped}"


def render_dynamic(rows: list[DynamicRow], tool: upstream_planner.Tool | None) -> str:
    lines = ["## Dynamic shapes", "",
             "Models of `corpus/dynamic` (torch.export + torch-mlir). *memplan*: `bufferize,merge-alloc`, "
             "an arena whose size is computed at run time; *max-live*: the most bytes its buffers have live "
             "at once at that size (the lower bound). *upstream*: `one-shot-bufferize`, every temporary its "
             "own runtime allocation; *upstream peak*: their max-live, the best a runtime allocator that "
             "frees each at its last use can do. *merge-alloc on upstream's*: memplan's planner alone, on "
             "upstream's bufferization. Returned results are excluded on both sides. Bytes.", ""]
    if tool is not None:
        lines += [f"*static planner*: {tool.label}'s `static-memory-planner-analysis` on upstream's "
                  "bufferization (after the deallocation pipeline): allocations it planned / skipped "
                  "(dynamic ones go to the runtime allocator).", ""]
    lines += ["| model | size | memplan arena | max-live | arena / max-live | merge-alloc on upstream's | "
              "upstream allocs | upstream bytes | upstream peak | arena / upstream bytes | "
              "arena / upstream peak | static planner |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        lines.append(f"| {r.model} | {r.symbol}={r.size} | {r.arena} | {r.max_live} | {_ratio(r.arena, r.max_live)} | "
                     f"{r.arena_upstream_bufferized} | {r.upstream_allocs} | {r.upstream_bytes} | {r.upstream_peak} | "
                     f"{_ratio(r.arena, r.upstream_bytes)} | {_ratio(r.arena, r.upstream_peak)} | {r.static_planned} |")
    passes = {r.model: r.seconds for r in rows}
    lines += ["", "merge-alloc pass time (s): " + ", ".join(f"{m} {t:.3f}" for m, t in passes.items())]
    return "\n".join(lines) + "\n"


def _sizes_arg(text: str) -> list[int]:
    return [int(v) for v in text.split(",")]


# --- what it costs: start-up and the pass -------------------------------------------------------

@dataclass
class Cost:
    model: str
    wall: dict[str, float] = field(default_factory=dict)  # command label -> median seconds
    parse_print: float = 0.0  # in-process, best of runs
    merge_alloc: float = 0.0  # the pass alone (default planner), in-process, best of runs


def _memplan_opt() -> list[str]:
    script = Path(sys.executable).parent / "memplan-opt"  # the console script a build system calls
    return [str(script)] if script.exists() else [sys.executable, "-m", "memplan.cli.opt"]


def commands(path: Path, generic: Path, tool: upstream_planner.Tool | None) -> dict[str, list[str]]:
    """Each command that round-trips (or plans) one model, by its label in the table."""
    out = {"python: import mlir.ir": [sys.executable, "-c", "import mlir.ir"],
           "mlir-opt": [mlir_binary("mlir-opt"), str(path)]}
    if tool is not None:
        out["iree-opt"] = [str(tool.path), str(generic)]  # its newer MLIR reads our generic form
    out["memplan-opt"] = [*_memplan_opt(), str(path)]
    out["memplan-opt -p merge-alloc"] = [*_memplan_opt(), str(path), "-p", "merge-alloc"]
    return out


def wall_times(cmds: dict[str, list[str]], runs: int) -> dict[str, float]:
    """Median wall-clock seconds per command, the commands taken round-robin ``runs`` times."""
    samples: dict[str, list[float]] = {label: [] for label in cmds}
    env = {**os.environ, "MEMPLAN_PROGRESS": "0"}
    for _ in range(runs):
        for label, argv in cmds.items():
            start = time.perf_counter()
            done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
            samples[label].append(time.perf_counter() - start)
            if done.returncode != 0:
                raise RuntimeError(f"{label} failed: {done.stderr.decode(errors='replace')[:300]}")
    return {label: statistics.median(times) for label, times in samples.items()}


def in_process_cost(text: str, runs: int) -> tuple[float, float]:
    """Best-of-``runs`` seconds of parse + print, and of the merge-alloc pass alone."""
    run_pipeline(parse_module(text, new_context()), "merge-alloc")  # imports and first-use caches
    parse_print = merge = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        module = parse_module(text, new_context())
        print_module(module)
        middle = time.perf_counter()
        run_pipeline(module, "merge-alloc")
        parse_print = min(parse_print, middle - start)
        merge = min(merge, time.perf_counter() - middle)
    return parse_print, merge


def measure_cost(model: str, tool: upstream_planner.Tool | None, runs: int) -> Cost:
    path = CORPUS / f"{model}.upstream-bufferized.mlir"
    text = path.read_text()
    cost = Cost(model)
    with tempfile.TemporaryDirectory() as tmp:
        generic = Path(tmp) / f"{model}.generic.mlir"
        generic.write_text(print_module(parse_module(text, new_context()), generic=True))
        cost.wall = wall_times(commands(path, generic, tool), runs)
    cost.parse_print, cost.merge_alloc = in_process_cost(text, max(runs, 10))
    return cost


def render_cost(costs: list[Cost], runs: int) -> str:
    labels = list(costs[0].wall)
    lines = ["## What it costs", "",
             f"Whole processes, wall clock, median of {runs} runs taken round-robin (ms); then, in one "
             "process, parsing and printing the module against the merge-alloc pass alone "
             "(default planner; best of the runs).", "",
             _head("model", labels, ["parse + print", "merge-alloc pass", "pass / (parse + print)"]),
             _rule(len(labels) + 3)]
    for c in costs:
        cells = [f"{c.wall[label] * 1000:.0f}" for label in labels]
        cells += [f"{c.parse_print * 1000:.1f}", f"{c.merge_alloc * 1000:.1f}",
                  f"{c.merge_alloc / c.parse_print:.2f}"]
        lines.append(f"| {c.model} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def upstream_tool(create: bool) -> upstream_planner.Tool | None:
    """iree-opt if found; with ``create``, install it into its venv when it is not."""
    tool = upstream_planner.find_tool()
    if tool is None and create:
        tool = upstream_planner.ensure_venv(lambda msg: print(msg, file=sys.stderr))
    if tool is None:
        print("upstream planner: iree-opt not found, its columns say not measured (--with-upstream installs it)",
              file=sys.stderr)
    return tool


def dynamic_only(args: argparse.Namespace) -> int:
    """The dynamic-shape table alone: printed, and written where asked (``-o``, ``--write-results``)."""
    results_file.refuse_if(args, "--sizes runs part of the benchmark" if args.sizes != DYNAMIC_SIZES else None)
    tool = upstream_tool(args.with_upstream)
    results_file.refuse_if(args, None if tool else "the upstream planner (iree-opt) is not installed: "
                                                   "--with-upstream installs it")
    table = render_dynamic([row for m in DYNAMIC_MODELS for row in measure_dynamic(m, args.sizes, tool)], tool)
    print(table)
    if args.output:
        Path(args.output).write_text(table)
    results_file.write(args, DYNAMIC_RESULTS, table)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--planners", default="", help="comma-separated (default: every registered planner)")
    p.add_argument("--time-limit", type=float, default=3.0, help="seconds per search planner run")
    p.add_argument("-o", "--output", default=None, help="also write the tables to this file")
    results_file.add_argument(p, RESULTS, DYNAMIC_RESULTS)
    p.add_argument("--runs", type=int, default=7, help="runs per command for the cost table (median)")
    p.add_argument("--cost-only", action="store_true", help="only the cost table (no planner comparison)")
    p.add_argument("--dynamic-only", action="store_true",
                   help="only the dynamic-shape table (corpus/dynamic); --write-results writes it to "
                        "results/merge_alloc_dynamic.md")
    p.add_argument("--sizes", type=_sizes_arg, default=DYNAMIC_SIZES,
                   help=f"sizes of the dynamic dimension (default {','.join(map(str, DYNAMIC_SIZES))})")
    p.add_argument("--with-upstream", action="store_true",
                   help=f"create {upstream_planner.DEFAULT_VENV.name} with iree-base-compiler "
                        f"{upstream_planner.IREE_VERSION} if iree-opt is not found (pip, PyPI)")
    args = p.parse_args(argv)
    if args.dynamic_only:
        return dynamic_only(args)
    planners = [n for n in args.planners.split(",") if n] or planner_names()
    results_file.refuse_if(args, "--planners or --cost-only runs part of the benchmark"
                           if args.planners or args.cost_only else None)
    if not CORPUS.exists():
        print(f"corpus not found at {CORPUS}", file=sys.stderr)
        return 1
    tool = upstream_tool(args.with_upstream)
    results_file.refuse_if(args, None if tool else "the upstream planner (iree-opt) is not installed: "
                                                   "--with-upstream installs it")
    costs = [measure_cost(model, tool, args.runs) for model in MODELS]
    table = render_cost(costs, args.runs)
    if not args.cost_only:
        rows = []
        for model in MODELS:
            rows += measure(model, planners, args.time_limit, tool)
            print(f"{model}: done", file=sys.stderr)
        default = MergeAllocOptions().planner
        dynamic = [row for m in DYNAMIC_MODELS for row in measure_dynamic(m, args.sizes, tool)]
        table = render(rows, planners, default, tool) + "\n" + render_dynamic(dynamic, tool) + "\n" + table
    print(table)
    if args.output:
        Path(args.output).write_text(table)
    results_file.write(args, RESULTS, table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
