"""memplan's bufferize vs upstream one-shot-bufferize on the corpus models.

Per model: allocations, copies and allocated bytes after bufferization (memplan
and upstream side by side, ratio memplan/upstream), then the arena bytes after
``merge-alloc`` on each bufferization's output. Writes the table to
benchmarks/results/bufferize.md.

    /tmp/venv/bin/python benchmarks/bench_bufferize.py [--models mlp,resnet18,gpt2] [--size 64]

The dynamic-shape exports of ``corpus/dynamic`` get a second table: the same counts, bytes
evaluated with every dynamic dimension at ``--size``, and the bytes allocated after
``merge-alloc`` at that size (arenas sized at run time plus buffers left alone).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from mlir import ir, passmanager

from memplan.bufferize import bufferize
from memplan.bufferize.buffer_types import byte_size
from memplan.mlir.execution import UPSTREAM_BUFFERIZE
from memplan.mlir.parsing import new_context, parse_module

import results_file  # beside this script

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks/results/bufferize.md"
CORPUS = ROOT / "../shared/corpus/models"
DYNAMIC_CORPUS = ROOT / "corpus/dynamic"
DYNAMIC_MODELS = ["mlp_batch", "cnn_batch", "encoder_seq"]


def dynamic_counts(module: ir.Module, size: int, merged: bool = False) -> tuple[int, int, int]:
    """(allocations, copies, bytes at ``size``) of a module with dynamic shapes; ``merged``: run
    merge-alloc first and count its arenas at that size."""
    from memplan.mlir.merge_alloc.records import ScopeReport
    from memplan.mlir.symbolic_sizes import SizeAnalysis
    from memplan.pipeline import run_pipeline

    module = parse_module(str(module), new_context())
    arenas = 0
    if merged:
        state = run_pipeline(module, "merge-alloc")
        for r in state.reports:
            if isinstance(r, ScopeReport) and r.plan is not None:
                arenas += r.dynamic.arena({s: size for s in r.dynamic.base_symbols}) if r.dynamic else r.plan.arena_size
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


def run_memplan(text: str) -> tuple[ir.Module, float]:
    module = parse_module(text, new_context())
    start = time.perf_counter()
    bufferize(module)
    return module, time.perf_counter() - start


def run_upstream(text: str) -> tuple[ir.Module, float]:
    module = parse_module(text, new_context())
    start = time.perf_counter()
    pm = passmanager.PassManager.parse(f"builtin.module({UPSTREAM_BUFFERIZE})", context=module.context)
    pm.run(module.operation)
    return module, time.perf_counter() - start


def arena_bytes(module: ir.Module) -> int | str:
    """Allocated bytes after merge-alloc (arenas plus buffers left alone), or '-' if unavailable."""
    try:
        from memplan.pipeline import run_pipeline
        import memplan.mlir.merge_alloc.pass_  # noqa: F401
    except ImportError:
        return "-"
    copy = parse_module(str(module), new_context())
    run_pipeline(copy, "merge-alloc")
    return count(copy)[2]


def ratio(a, b) -> str:
    if isinstance(a, str) or isinstance(b, str) or b == 0:
        return "-"
    return f"{a / b:.2f}x"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="mlp,resnet18,gpt2")
    results_file.add_argument(parser, RESULTS)
    parser.add_argument("--size", type=int, default=64, help="every dynamic dimension, for corpus/dynamic")
    args = parser.parse_args()
    results_file.refuse_if(args, None if args.models == "mlp,resnet18,gpt2" else "--models runs part of the benchmark")
    header = ("| model | allocs memplan / upstream | copies memplan / upstream | bytes memplan / upstream "
              "| bytes ratio | arena after merge-alloc memplan / upstream | arena ratio | time memplan / upstream |")
    lines = [header, "|---|---|---|---|---|---|---|---|"]
    for name in args.models.split(","):
        path = CORPUS / f"{name}.mlir"
        if not path.exists():
            print(f"skip {name}: {path} not found")
            continue
        text = path.read_text()
        ours, t_ours = run_memplan(text)
        theirs, t_theirs = run_upstream(text)
        (a1, c1, b1), (a2, c2, b2) = count(ours), count(theirs)
        r1, r2 = arena_bytes(ours), arena_bytes(theirs)
        lines.append(f"| {name} | {a1} / {a2} | {c1} / {c2} | {b1:,} / {b2:,} | {ratio(b1, b2)} "
                     f"| {r1 if isinstance(r1, str) else f'{r1:,}'} / {r2 if isinstance(r2, str) else f'{r2:,}'} "
                     f"| {ratio(r1, r2)} | {t_ours:.2f}s / {t_theirs:.2f}s |")
        print(lines[-1], flush=True)
    lines += ["", f"Dynamic shapes (`corpus/dynamic`), bytes with every dynamic dimension = {args.size}:", "",
              "| model | allocs memplan / upstream | copies memplan / upstream | bytes memplan / upstream "
              "| bytes ratio | bytes after merge-alloc memplan / upstream | ratio | time memplan / upstream |",
              "|---|---|---|---|---|---|---|---|"]
    for name in DYNAMIC_MODELS:
        text = (DYNAMIC_CORPUS / f"{name}.mlir").read_text()
        ours, t_ours = run_memplan(text)
        theirs, t_theirs = run_upstream(text)
        (a1, c1, b1), (a2, c2, b2) = dynamic_counts(ours, args.size), dynamic_counts(theirs, args.size)
        r1, r2 = dynamic_counts(ours, args.size, True)[2], dynamic_counts(theirs, args.size, True)[2]
        lines.append(f"| {name} | {a1} / {a2} | {c1} / {c2} | {b1:,} / {b2:,} | {ratio(b1, b2)} "
                     f"| {r1:,} / {r2:,} | {ratio(r1, r2)} | {t_ours:.2f}s / {t_theirs:.2f}s |")
        print(lines[-1], flush=True)
    table = "\n".join(lines) + "\n"
    print()
    print(table)
    results_file.write(args, RESULTS, "# bufferize: memplan vs upstream one-shot-bufferize\n\n"
                       "`python benchmarks/bench_bufferize.py --write-results`; bytes are static "
                       "allocations (memref.alloc) summed; arena = bytes allocated after `merge-alloc` "
                       "(arenas plus buffers left alone).\n\n" + table)


if __name__ == "__main__":
    main()
