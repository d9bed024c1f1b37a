"""memplan's bufferize (with and without ``reorder``) vs upstream one-shot-bufferize on real models.

Per model: allocations and copies after bufferization, and the bytes allocated after
memplan's ``merge-alloc`` on each bufferization's output (arenas plus buffers left alone):
upstream's ``one-shot-bufferize`` + merge-alloc, memplan's ``bufferize`` + merge-alloc, and
memplan's ``reorder,bufferize`` + merge-alloc; then the ratios to upstream and the peak of live
tensor bytes ``reorder`` saw before and after. The models are the project's ``corpus/static``
exports and the shared corpus (``../shared/corpus/models``) when it is there.

    .venv/bin/python benchmarks/bench_bufferize.py [--models mlp,densenet121,...] [--size 64] [--write-results]

A second table weighs the default ``split-empty-tensors=auto`` against its two settings: the
bytes after merge-alloc with auto, with ``on`` (a buffer per writer of a shared tensor.empty),
with ``off`` (the default before auto) and upstream's, which setting auto chose, and the bound
merge-alloc cannot beat on the default's bufferization (the most bytes live at once, plus the
buffers it leaves alone: :func:`memplan.bufferize.driver.live_peak`).

The dynamic-shape exports of ``corpus/dynamic`` get a third table: the same counts, bytes
evaluated with every dynamic dimension at ``--size``, and the bytes allocated after
``merge-alloc`` at that size (arenas sized at run time plus buffers left alone).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import results_file  # beside this script
from mlir import ir, passmanager

from memplan.bufferize import BufferizeOptions, bufferize
from memplan.bufferize.buffer_types import byte_size
from memplan.bufferize.driver import live_peak
from memplan.mlir.parsing import new_context, parse_module
from memplan.mlir.upstream import UPSTREAM_BUFFERIZE
from memplan.reorder import ReorderReport

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks/results/bufferize.md"
CORPUS = ROOT / "../shared/corpus/models"
STATIC_CORPUS = ROOT / "corpus/static"
SHARED_MODELS = ["mlp", "resnet18", "gpt2"]
DYNAMIC_CORPUS = ROOT / "corpus/dynamic"
DYNAMIC_MODELS = ["mlp_batch", "cnn_batch", "encoder_seq", "llama_seq"]


def dynamic_counts(module: ir.Module, size: int, merged: bool = False) -> tuple[int, int, int]:
    """(allocations, copies, bytes at ``size``) of a module with dynamic shapes; ``merged``: run
    merge-alloc first and count its arenas at that size."""
    from memplan.merge_alloc.records import ScopeReport
    from memplan.mlir.symbolic_sizes import SizeAnalysis
    from memplan.pipeline import run_pipeline

    module = parse_module(str(module), new_context())
    arenas = 0
    if merged:
        state = run_pipeline(module, "merge-alloc")
        for r in state.reports:
            # a static arena is a static allocation, counted by count() below
            if isinstance(r, ScopeReport) and r.dynamic is not None and r.dynamic.bounded_plan is None:
                arenas += r.dynamic.arena({s: size for s in r.dynamic.base_symbols})
    allocs, copies, nbytes = count(module)
    with module.context:
        for op in module.body.operations:
            if op.operation.name != "func.func" or not len(op.regions[0].blocks):
                continue
            sizes = SizeAnalysis(op.operation)
            for alloc in _ops(op.operation, "memref.alloc"):
                t = ir.MemRefType(alloc.results[0].type)
                users = {u.owner.name for u in alloc.results[0].uses}
                if merged and str(t.element_type) == "i8" and users <= {"memref.view", "memref.dealloc"}:
                    continue  # an arena: counted from its plan
                if t.has_static_shape:
                    continue  # in count()'s bytes already
                p = sizes.alloc_bytes(alloc, op.operation)
                if isinstance(p, str):
                    raise RuntimeError(f"cannot size {alloc}: {p}")
                env = sizes.symbols.environment({a.name: size for a in sizes.symbols.base_atoms(p.symbols)}, p.symbols)
                nbytes += p.evaluate(env)
    return allocs, copies, nbytes + arenas


def _ops(root: ir.Operation, name: str) -> list[ir.Operation]:
    found = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == name:
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def count(module: ir.Module) -> tuple[int, int, int]:
    """(allocations, copies, statically allocated bytes) in ``module``."""
    allocs = copies = nbytes = 0

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal allocs, copies, nbytes
        if op.name == "memref.alloc":
            allocs += 1
            nbytes += byte_size(ir.MemRefType(op.results[0].type)) or 0
        elif op.name in ("memref.copy", "linalg.copy"):
            copies += 1
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return allocs, copies, nbytes


def run_memplan(text: str, reordered: bool = False, options: BufferizeOptions | None = None
                ) -> tuple[ir.Module, float, ReorderReport | None]:
    """memplan's bufferization of ``text`` (after ``reorder`` if ``reordered``): the module, the
    seconds it took, and reorder's report."""
    from memplan.pipeline import run_pipeline

    module = parse_module(text, new_context())
    start = time.perf_counter()
    report = None
    if reordered:
        state = run_pipeline(module, "func.func(reorder)")
        report = next(r for r in state.reports if isinstance(r, ReorderReport))
    bufferize(module, options)
    return module, time.perf_counter() - start, report


def run_upstream(text: str) -> tuple[ir.Module, float]:
    module = parse_module(text, new_context())
    start = time.perf_counter()
    pm = passmanager.PassManager.parse(f"builtin.module({UPSTREAM_BUFFERIZE})", context=module.context)
    pm.run(module.operation)
    return module, time.perf_counter() - start


def arena_bytes(module: ir.Module) -> int | str:
    """Allocated bytes after merge-alloc (arenas plus buffers left alone), or '-' if unavailable."""
    try:
        import memplan.merge_alloc.pass_  # noqa: F401
        from memplan.pipeline import run_pipeline
    except ImportError:
        return "-"
    copy = parse_module(str(module), new_context())
    run_pipeline(copy, "merge-alloc")
    return count(copy)[2]


def ratio(a, b) -> str:
    if isinstance(a, str) or isinstance(b, str) or b == 0:
        return "-"
    return f"{a / b:.2f}x"


def static_models() -> list[str]:
    return sorted(p.stem for p in STATIC_CORPUS.glob("*.mlir"))


def model_path(name: str) -> Path:
    local = STATIC_CORPUS / f"{name}.mlir"
    return local if local.exists() else CORPUS / f"{name}.mlir"


def _n(x: int | str) -> str:
    return x if isinstance(x, str) else f"{x:,}"


def split_row(name: str, text: str, default: ir.Module, default_arena: int, upstream_arena: int,
              totals: list[int]) -> str:
    """The shared-empty-tensors table's row of a model; adds to ``totals`` (default, on, off,
    upstream, bound, the better of on and off)."""
    split, _, _ = run_memplan(text, options=BufferizeOptions(split_empty_tensors="on"))
    shared, _, _ = run_memplan(text, options=BufferizeOptions(split_empty_tensors="off"))
    arenas = [default_arena, arena_bytes(split), arena_bytes(shared), upstream_arena]
    bound = live_peak(default.operation)
    texts = [str(m) for m in (default, split, shared)]
    chose = "same either way" if texts[1] == texts[2] else "on" if texts[0] == texts[1] else \
        "off" if texts[0] == texts[2] else "neither?"
    for i, a in enumerate(arenas + [bound]):
        totals[i] += a if isinstance(a, int) else 0
    better = min(a for a in arenas[1:3] if isinstance(a, int))
    totals[5] += better
    return (f"| {name} | {' / '.join(_n(a) for a in arenas)} | {chose} | {bound:,} | {ratio(default_arena, better)} "
            f"| {ratio(default_arena, upstream_arena)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    everything = SHARED_MODELS + static_models()
    parser.add_argument("--models", default=",".join(everything))
    results_file.add_argument(parser, RESULTS)
    parser.add_argument("--size", type=int, default=64, help="every dynamic dimension, for corpus/dynamic")
    args = parser.parse_args()
    missing = [n for n in args.models.split(",") if not model_path(n).exists()]
    results_file.refuse_if(args, "--models runs part of the benchmark" if args.models != ",".join(everything)
                           else f"models not found: {', '.join(missing)}" if missing else None)
    header = ("| model | allocs upstream / memplan / reorder+memplan | copies upstream / memplan / reorder+memplan "
              "/ placements=all | arena after merge-alloc: upstream / memplan / reorder+memplan / placements=all "
              "| memplan / upstream | reorder+memplan / upstream | reorder's peak of live tensor bytes "
              "| time memplan / reorder+memplan |")
    lines = [header, "|---|---|---|---|---|---|---|---|"]
    totals = [0, 0, 0, 0]
    copies_with_concat: list[list[int]] = []
    split_lines = ["| model | arena after merge-alloc: default (auto) / split (on) / off / upstream | auto chose "
                   "| max-live bound of the default | default / min(on, off) | default / upstream |",
                   "|---|---|---|---|---|---|"]
    split_totals = [0] * 6  # default, on, off, upstream, bound, the better of on and off
    for name in args.models.split(","):
        path = model_path(name)
        if not path.exists():
            print(f"skip {name}: {path} not found")
            continue
        text = path.read_text()
        theirs, _ = run_upstream(text)
        ours, t_ours, _ = run_memplan(text)
        reordered, t_reordered, report = run_memplan(text, reordered=True)
        every, _, _ = run_memplan(text, options=BufferizeOptions(placements="all"))
        counts = [count(m) for m in (theirs, ours, reordered, every)]
        arenas = [arena_bytes(m) for m in (theirs, ours, reordered, every)]
        for i, a in enumerate(arenas):
            totals[i] += a if isinstance(a, int) else 0
        if "tensor.concat" in text:
            copies_with_concat.append([c[1] for c in counts])
        peak = f"{report.peak_before:,} -> {report.peak_after:,} ({'proven optimal' if report.optimal else 'heuristic'})"
        lines.append(f"| {name} | {' / '.join(str(c[0]) for c in counts[:3])} | {' / '.join(str(c[1]) for c in counts)} "
                     f"| {' / '.join(_n(a) for a in arenas)} | {ratio(arenas[1], arenas[0])} "
                     f"| {ratio(arenas[2], arenas[0])} | {peak} | {t_ours:.2f}s / {t_reordered:.2f}s |")
        print(lines[-1], flush=True)
        split_lines.append(split_row(name, text, ours, arenas[1], arenas[0], split_totals))
        print(split_lines[-1], flush=True)
    concat_copies = [sum(c) for c in zip(*copies_with_concat)] if copies_with_concat else []
    lines.append(f"| **sum** | | {' / '.join(str(c) for c in concat_copies)} (models with concatenations) "
                 f"| {' / '.join(_n(t) for t in totals)} | {ratio(totals[1], totals[0])} "
                 f"| {ratio(totals[2], totals[0])} | | |")
    lines += ["", "Shared empty tensors: the default `split-empty-tensors=auto` against `on`, `off` and upstream "
              "(bytes after merge-alloc); the bound is the most bytes live at once in the default's bufferization "
              "plus the buffers merge-alloc leaves alone:", ""] + split_lines
    lines.append(f"| **sum** | {' / '.join(_n(t) for t in split_totals[:4])} | | {_n(split_totals[4])} "
                 f"| {ratio(split_totals[0], split_totals[5])} | {ratio(split_totals[0], split_totals[3])} |")
    lines += ["", f"Dynamic shapes (`corpus/dynamic`), bytes with every dynamic dimension = {args.size}:", "",
              "| model | allocs memplan / upstream | copies memplan / upstream | bytes memplan / upstream "
              "| bytes ratio | bytes after merge-alloc memplan / upstream | ratio | time memplan / upstream |",
              "|---|---|---|---|---|---|---|---|"]
    for name in DYNAMIC_MODELS:
        text = (DYNAMIC_CORPUS / f"{name}.mlir").read_text()
        ours, t_ours, _ = run_memplan(text)
        theirs, t_theirs = run_upstream(text)
        (a1, c1, b1), (a2, c2, b2) = dynamic_counts(ours, args.size), dynamic_counts(theirs, args.size)
        r1, r2 = dynamic_counts(ours, args.size, True)[2], dynamic_counts(theirs, args.size, True)[2]
        lines.append(f"| {name} | {a1} / {a2} | {c1} / {c2} | {b1:,} / {b2:,} | {ratio(b1, b2)} "
                     f"| {r1:,} / {r2:,} | {ratio(r1, r2)} | {t_ours:.2f}s / {t_theirs:.2f}s |")
        print(lines[-1], flush=True)
    table = "\n".join(lines) + "\n"
    print()
    print(table)
    results_file.write(args, RESULTS, "# bufferize: memplan (with and without reorder) vs upstream one-shot-bufferize\n\n"
                       "`.venv/bin/python benchmarks/bench_bufferize.py --write-results`; arena = bytes "
                       "allocated after memplan's `merge-alloc` (arenas plus buffers left alone) on each "
                       "bufferization's output; bytes are static allocations (memref.alloc) summed.\n\n" + table)


if __name__ == "__main__":
    main()
