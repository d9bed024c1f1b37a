"""Dynamic shapes against static ones: what a dynamic export costs over the same program at a fixed size.

For each dynamic-shape export of ``corpus/dynamic`` and each size N, side by side:

- **static**: the program *specialized* at N (its dynamic argument given the static shape, a
  ``tensor.cast`` back to the dynamic type, then upstream's ``canonicalize,cse`` to carry the
  shape through), then memplan's ``bufferize,merge-alloc``;
- **dynamic**: the dynamic program through memplan's ``bufferize,merge-alloc`` once, its run-time
  arenas evaluated at N;
- **canonicalized**: the same, with ``canonicalize,cse`` run on the dynamic program first, as
  the static column has it (torch-mlir's dynamic exports carry ``select``/``assert`` chains on
  sizes that canonicalize folds, making tensors it can then share);
- **max-live**: the most bytes live at once in the dynamic program's arena scopes at N, plus
  what merge-alloc leaves alone (what no plan of that bufferization can beat).

Bytes are everything allocated after merge-alloc: arenas plus the buffers it leaves alone (the
returned results included, in all). ``canonicalized / static`` is the cost of a dynamic dimension
to the same program; ``dynamic / max-live`` the cost of planning once for every size.

    .venv/bin/python benchmarks/bench_dynamic.py [--models llama_seq,...] [--sizes 2,16,64,200,512]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from mlir import ir, passmanager

sys.path.insert(0, str(Path(__file__).parent))
from bench_bufferize import dynamic_counts  # noqa: E402

from memplan.mlir.parsing import new_context, parse_module  # noqa: E402
from memplan.pipeline import run_pipeline  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DYNAMIC_CORPUS = ROOT / "corpus/dynamic"


def specialized(text: str, size: int) -> str:
    """``text`` with every dynamic dimension of @forward's first argument set to ``size``,
    canonicalized so that the static shape reaches every op."""
    header = re.search(r"(func\.func @\w+\(%arg0: )(tensor<[^>]*>)( \{memplan\.dims = \[.*?\]\})?", text)
    dynamic = header.group(2)
    static = dynamic.replace("?", str(size))
    body_start = text.index("{\n", header.end()) + 2
    cast = f"    %arg0_dynamic = tensor.cast %arg0 : {static} to {dynamic}\n"
    body = re.sub(r"%arg0\b(?!_)", "%arg0_dynamic", text[body_start:])
    out = text[:header.start()] + header.group(1) + static + text[header.end():body_start] + cast + body
    canonical = parse_module(out, new_context())
    pm = passmanager.PassManager.parse("builtin.module(canonicalize,cse)", context=canonical.context)
    pm.run(canonical.operation)
    return str(canonical)


def canonicalized(text: str) -> str:
    module = parse_module(text, new_context())
    pm = passmanager.PassManager.parse("builtin.module(canonicalize,cse)", context=module.context)
    pm.run(module.operation)
    return str(module)


def static_bytes(text: str, size: int) -> int:
    """Bytes allocated after ``bufferize,merge-alloc`` of the specialized ``text``; what
    canonicalize left dynamic (a reshape's result type, say) counts at ``size``."""
    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize")
    return dynamic_counts(module, size, merged=True)[2]


def dynamic_bytes(module: ir.Module, size: int) -> tuple[int, int]:
    """(bytes allocated at ``size`` after merge-alloc, max-live of the merged scopes at ``size``)."""
    from memplan.merge_alloc.records import ScopeReport

    copy = parse_module(str(module), new_context())
    state = run_pipeline(copy, "merge-alloc{analysis-only}")
    live = arenas = 0
    for r in state.reports:
        if isinstance(r, ScopeReport) and r.plan is not None:
            values = {s: size for s in r.dynamic.base_symbols} if r.dynamic else {}
            live += r.dynamic.max_live(values) if r.dynamic else r.plan.lower_bound
            arenas += r.dynamic.arena(values) if r.dynamic else r.plan.arena_size
    total = dynamic_counts(module, size, merged=True)[2]
    return total, live + total - arenas  # what merge-alloc leaves alone counts in both


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(sorted(p.stem for p in DYNAMIC_CORPUS.glob("*.mlir"))))
    parser.add_argument("--sizes", default="2,16,64,200,512")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print("| model | size | static (specialized) | dynamic | canonicalized | max-live | canonicalized / static "
          "| dynamic / max-live |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    worst_static = worst_live = 0.0
    for name in args.models.split(","):
        text = (DYNAMIC_CORPUS / f"{name}.mlir").read_text()
        module, canonical = (parse_module(t, new_context()) for t in (text, canonicalized(text)))
        for m in (module, canonical):
            run_pipeline(m, "bufferize")
        for size in sizes:
            fixed = static_bytes(specialized(text, size), size)
            dynamic, live = dynamic_bytes(module, size)
            canonical_bytes, _ = dynamic_bytes(canonical, size)
            worst_static = max(worst_static, canonical_bytes / fixed)
            worst_live = max(worst_live, dynamic / live)
            print(f"| {name} | {size} | {fixed:,} | {dynamic:,} | {canonical_bytes:,} | {live:,} "
                  f"| {canonical_bytes / fixed:.3f} | {dynamic / live:.3f} |", flush=True)
    print(f"\nworst canonicalized / static: {worst_static:.3f}; worst dynamic / max-live: {worst_live:.3f}")


if __name__ == "__main__":
    main()
