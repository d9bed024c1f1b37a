"""merge-alloc on the bufferized corpus models: every registered planner, side by side.

Per function (and allocation scope): buffers merged and left alone, bytes before
merging, the max-live lower bound, and for each planner the arena size, its ratio
to the lower bound and the planning time; plus the time of the whole pass
(collect + plan + rewrite) with the default planner.

    python benchmarks/bench_merge_alloc.py [--time-limit S] [--planners a,b] [-o FILE]

Upstream's static-memory-planner-analysis (best-fit) reaches 1.00x (MLP), 1.10x
(ResNet-18) and 1.05x (GPT-2) of the lower bound on the same programs (its own
lifetimes); the table prints those beside ours.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlir import ir

from memplan.core.planners import get_planner, planner_names
from memplan.core.planners.base import PlannerOptions
from memplan.mlir.lifetimes import TickTraceCollector
from memplan.mlir.merge_alloc.api import merge_alloc, planning_buffers, resolve_planner
from memplan.mlir.parsing import new_context, parse_module

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "../shared/corpus/models"
MODELS = ["mlp", "resnet18", "gpt2"]
UPSTREAM_BEST_FIT = {"mlp": 1.00, "resnet18": 1.10, "gpt2": 1.05}


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


def measure(model: str, planners: list[str], time_limit: float) -> list[Row]:
    text = (CORPUS / f"{model}.upstream-bufferized.mlir").read_text()
    module = parse_module(text, new_context())
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
                rows.append(row)
    # the whole pass, default planner, on a fresh parse
    module = parse_module(text, new_context())
    start = time.perf_counter()
    merge_alloc(module, {"time-limit": str(time_limit)})
    elapsed = time.perf_counter() - start
    for row in rows:
        row.pass_seconds = elapsed
    return rows


def _ratio(arena: int, lb: int) -> str:
    return f"{arena / lb:.3f}" if lb else "-"


def render(rows: list[Row], planners: list[str], default: str) -> str:
    lines = ["# merge-alloc on the corpus", "",
             f"Default planner: `{default}`. Lifetimes from the tick-based collector; alignment 64.", "",
             "## Buffers", "",
             "| model | function | scope | merged | left alone | bytes before | lower bound | pass time (s) |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.model} | @{r.function} | {r.scope} | {r.merged} | {r.left} | {r.bytes_before} | "
                     f"{r.lower_bound} | {r.pass_seconds:.2f} |")
    head = "| model | upstream best-fit | " + " | ".join(planners) + " |"
    rule = "|---|---:|" + "---:|" * len(planners)
    lines += ["", "## Arena / lower bound", "", head, rule]
    for r in rows:
        if r.arena:
            best = min(r.arena.values())
            cells = [("**%s**" if r.arena[p] == best else "%s") % _ratio(r.arena[p], r.lower_bound) for p in planners]
            lines.append(f"| {r.model} @{r.function} | {UPSTREAM_BEST_FIT.get(r.model, 0):.2f} | " + " | ".join(cells) + " |")
    lines += ["", "## Arena bytes", "", head.replace("upstream best-fit", "lower bound"), rule]
    for r in rows:
        if r.arena:
            lines.append(f"| {r.model} @{r.function} | {r.lower_bound} | " + " | ".join(str(r.arena[p]) for p in planners) + " |")
    lines += ["", "## Planning time (s)", "", head.replace("| upstream best-fit ", ""), rule.replace("|---:|", "|", 1)]
    for r in rows:
        if r.seconds:
            lines.append(f"| {r.model} @{r.function} | " + " | ".join(f"{r.seconds[p]:.3f}" for p in planners) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--planners", default="", help="comma-separated (default: every registered planner)")
    p.add_argument("--time-limit", type=float, default=3.0, help="seconds per search planner run")
    p.add_argument("-o", "--output", default=str(ROOT / "benchmarks/results/merge_alloc.md"))
    args = p.parse_args(argv)
    if not CORPUS.exists():
        print(f"corpus not found at {CORPUS}", file=sys.stderr)
        return 1
    planners = [n for n in args.planners.split(",") if n] or planner_names()
    rows = []
    for model in MODELS:
        rows += measure(model, planners, args.time_limit)
        print(f"{model}: done", file=sys.stderr)
    with ir.Context():
        default = resolve_planner("default")[0]
    table = render(rows, planners, default)
    print(table)
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
