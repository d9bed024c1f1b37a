"""Spilling into a memory of fixed capacity: ``memplan plan --capacity C --spill`` against a greedy
baseline and an exact solver, side by side in one run.

Random traces (spill_instances.py: 30, 300 and 3,000 buffers, weights not proportional to
sizes) at capacities of 30%, 50% and 70% of their max-load. For each:

* *greedy*: the baseline, weight per byte (heaviest per byte first), each buffer at the lowest
  offset free over its lifetime within C (first fit), spilled when there is none;
* *spill*: ``memplan plan IN.csv --capacity C --spill --time-limit T -o OUT.csv`` in a fresh
  process (wall clock of the whole process, so CP-SAT's and numba's loading count), its
  output read back and checked here (every buffer once; the kept ones aligned, inside
  ``[0, C)``, no two live together overlapping);
* *exact*: CP-SAT on the whole problem (cpsat.solve_window with every buffer free) on the
  small traces only, ``--exact-seconds`` at most: its optimum, when it proves one.

Then ``bufferize,merge-alloc{capacity=0:C spill-to=1}`` on the static corpus (``corpus/static``):
the default space is the fast one, at 50% and 75% of the function scope's max-live bytes (plus
what the buffers left alone there take, which may be live at any time). *excess*: the bytes
the peak is over the capacity; *fewest movable*: the bytes moved with ``spill-weight=size``
(each buffer's size as its weight: the plan keeps the most bytes, so moves the fewest any plan
within the capacity can, when proven optimal), what the capacity forces (whole buffers and
several peaks make it more than the excess); *moved*: with the default, bytes accessed held to
``spill-tolerance=5`` (at most 5% more than the fewest; asserted here); *accesses alone*: with
bytes accessed as the only goal (``spill-tolerance=1000000``, the default before). Kept
accesses are relative to the bound on the bytes accessed any plan keeps; *plan chosen*: which
of plan_frugal_spill's plans the default took (weight: accesses alone was within the
tolerance; blend; size).

Weights are shown relative to the bound *spill* proved (kept / bound: 1.000 is optimal); *the
greedy's gap closed*: how much of the way from the greedy's weight to that bound spill went.

    python benchmarks/bench_spill.py [--sizes 30,300,3000] [--fractions 0.3,0.5,0.7] [--seeds 1]
                                     [--time-limit 10] [--exact-seconds 60] [--models all|none|A,B]
                                     [--write-results]
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import results_file  # noqa: E402
from spill_instances import capacity_at, random_trace  # noqa: E402

from memplan.core.buffer import Buffer  # noqa: E402
from memplan.core.plan import Plan  # noqa: E402
from memplan.core.spill.cpsat import solve_window  # noqa: E402
from memplan.core.spill.packing import Packing, density_order  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks/results/spill.md"
MEMPLAN = Path(sys.executable).with_name("memplan")
EXACT_MAX = 30  # buffers: the traces CP-SAT is run on whole


def greedy(buffers: list[Buffer], weights: dict[int, int], capacity: int) -> int:
    """The baseline's kept weight: weight per byte first, first fit within the capacity."""
    packing = Packing(buffers, [weights[b.id] for b in buffers], capacity)
    packing.fill(density_order(packing.weight, packing.size), "first")
    Plan([b for b in buffers if b.id in packing.offsets_by_id()], packing.offsets_by_id()).check(capacity=capacity)
    return packing.kept_weight


def exact(buffers: list[Buffer], weights: dict[int, int], capacity: int, seconds: float) -> tuple[int, bool]:
    """CP-SAT on the whole problem: (best kept weight, proven optimal)."""
    found = solve_window([(i, b, weights[b.id]) for i, b in enumerate(buffers)], [], capacity, {}, seconds)
    assert found is not None and found.offsets is not None
    kept = [buffers[i] for i in found.offsets]
    Plan(kept, {buffers[i].id: at for i, at in found.offsets.items()}).check(capacity=capacity)
    return found.weight, found.optimal


def trace_csv(buffers: list[Buffer], weights: dict[int, int]) -> str:
    rows = ["id,lower,upper,size,alignment,weight"]
    rows += [f"{b.id},{b.start},{b.end},{b.size},{b.alignment},{weights[b.id]}" for b in buffers]
    return "\n".join(rows) + "\n"


def spill(buffers: list[Buffer], weights: dict[int, int], capacity: int, limit: float) -> dict:
    """The CLI in a fresh process; its output checked; its figures."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp, "in.csv"), Path(tmp, "out.csv")
        src.write_text(trace_csv(buffers, weights))
        t0 = time.perf_counter()
        done = subprocess.run([str(MEMPLAN), "plan", str(src), "--capacity", str(capacity), "--spill",
                               "--time-limit", str(limit), "-o", str(out)], capture_output=True, text=True)
        seconds = time.perf_counter() - t0
        if done.returncode:
            raise SystemExit(f"memplan plan failed: {done.stderr}")
        rows = list(csv.DictReader(io.StringIO(out.read_text())))
    fields = dict(item.split("=") for item in done.stdout.strip().splitlines()[-1].split())
    by_id = {b.id: b for b in buffers}
    ids = [int(r["id"]) for r in rows]
    assert sorted(ids) == sorted(by_id), "every buffer exactly once"
    kept = {int(r["id"]): int(r["offset"]) for r in rows if r["spilled"] == "0"}
    Plan([by_id[i] for i in kept], kept).check(capacity=capacity)
    weight = sum(weights[i] for i in kept)
    assert weight == int(fields["kept_weight"]), "the summary's kept weight is the file's"
    return {"kept": weight, "bound": int(fields["bound"]), "optimal": fields["optimal"] == "yes", "seconds": seconds}


CORPUS = ROOT / "corpus/static"
MODEL_FRACTIONS = (0.5, 0.75)
WEIGHT_ONLY = "1000000"  # spill-tolerance (percent) no plan reaches: bytes accessed alone, the old default


def model_rows(names: list[str]) -> list[str]:
    """merge-alloc with a capacity on each model of the static corpus: a table's rows."""
    from memplan.core.bounds import max_load
    from memplan.merge_alloc.api import merge_alloc
    from memplan.mlir.parsing import new_context, parse_module
    from memplan.pipeline import run_pipeline

    def planned(text: str, options: dict[str, str]):
        module = parse_module(text, new_context())
        run_pipeline(module, "bufferize")
        t0 = time.perf_counter()
        result = merge_alloc(module, options)
        module.operation.verify()
        (report,) = [r for r in result.reports if r.scope == "func.func" and r.memory_space is None]
        return report, time.perf_counter() - t0

    rows = []
    for name in names:
        text = (CORPUS / f"{name}.mlir").read_text()
        scope, _ = planned(text, {})
        reserved = sum(la.size or 0 for la in scope.left_alone)
        peak = max_load(scope.plan.buffers)
        for fraction in MODEL_FRACTIONS:
            capacity = reserved + int(peak * fraction) // 64 * 64
            options = {"capacity": f"0:{capacity}", "spill-to": "1"}
            report, seconds = planned(text, options)
            old, _ = planned(text, {**options, "spill-tolerance": WEIGHT_ONLY})
            fewest, _ = planned(text, {**options, "spill-weight": "size"})  # keeps the most bytes: moves the fewest
            arena = report.plan.arena_size if report.plan is not None else 0
            assert arena <= report.room, f"{name}: arena {arena} over the room {report.room}"
            spill = report.spill
            moved, moved_old = (sum(m.size for m in r.moved) for r in (report, old))
            least = sum(m.size for m in fewest.moved)
            excess = peak - report.room
            assert moved <= least * 1.05, f"{name}: moved {moved}, more than 5% over the fewest {least}"
            bound = spill.bound or 1
            rows.append(f"| {name} | {fraction:.0%} | {len(scope.plan.buffers)} | {peak} | {capacity} | {arena} "
                        f"| {excess} | {least}{'' if fewest.spill.optimal else ' (not proven)'} "
                        f"| {moved_old} | **{moved}** | {moved_old / least:.2f} | **{moved / least:.2f}** "
                        f"| {old.spill.kept_weight / bound:.4f} | **{spill.kept_weight / bound:.4f}** "
                        f"| {spill.stats.get('chosen', '-')} | {seconds:.1f} |")
    return rows


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="30,300,3000")
    p.add_argument("--fractions", default="0.3,0.5,0.7")
    p.add_argument("--seeds", type=int, default=1, help="traces per size (seeds 0, 1, ...)")
    p.add_argument("--time-limit", type=float, default=10.0)
    p.add_argument("--exact-seconds", type=float, default=60.0)
    p.add_argument("--models", default="all", help="static corpus models for merge-alloc: all, none, or A,B")
    results_file.add_argument(p, RESULTS)
    args = p.parse_args()
    partial = (args.sizes != p.get_default("sizes") or args.fractions != p.get_default("fractions")
               or args.models != "all")
    results_file.refuse_if(args, "--sizes, --fractions or --models runs part of the benchmark" if partial else None)
    lines = [f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}", "",
             "| buffers | seed | capacity / max-load | capacity (B) | greedy | **spill** | exact (CP-SAT) "
             "| spill / greedy | greedy's gap closed | spill optimal | spill s |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|"]
    print("\n".join(lines), flush=True)
    for n in (int(x) for x in args.sizes.split(",") if x):
        for seed in range(args.seeds):
            buffers, weights = random_trace(n, seed)
            for fraction in (float(x) for x in args.fractions.split(",")):
                capacity = capacity_at(buffers, fraction)
                base = greedy(buffers, weights, capacity)
                got = spill(buffers, weights, capacity, args.time_limit)
                bound = got["bound"]
                best = "-"
                if n <= EXACT_MAX:
                    weight, proven = exact(buffers, weights, capacity, args.exact_seconds)
                    assert weight <= bound, f"CP-SAT kept {weight}, above the bound {bound} spill proved"
                    best = f"{weight / bound:.4f}{'' if proven else ' (not proven)'}"
                closed = f"{(got['kept'] - base) / (bound - base):.0%}" if bound > base else "-"
                line = (f"| {n} | {seed} | {fraction:.0%} | {capacity} | {base / bound:.4f} | **{got['kept'] / bound:.4f}** "
                        f"| {best} | {got['kept'] / max(base, 1):.3f} | {closed} | {'yes' if got['optimal'] else 'no'} "
                        f"| {got['seconds']:.1f} |")
                lines.append(line)
                print(line, flush=True)
    models = (sorted(path.stem for path in CORPUS.glob("*.mlir")) if args.models == "all"
              else [] if args.models == "none" else args.models.split(","))
    if models:
        head = ["", "| model | capacity / max-live | buffers | max-live (B) | capacity (B) | arena (B) | excess (B) "
                "| fewest movable (B) | moved, accesses alone (B) | **moved (B)** | accesses alone / fewest "
                "| **moved / fewest** | kept accesses / bound, accesses alone | **kept accesses / bound** "
                "| plan chosen | merge-alloc s |",
                "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|"]
        print("\n".join(head), flush=True)
        lines += head
        for row in model_rows(models):
            print(row, flush=True)
            lines.append(row)
    tail = f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}"
    lines += ["", tail]
    print(tail, flush=True)
    results_file.write(args, RESULTS, "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
