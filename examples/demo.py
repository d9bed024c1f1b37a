"""memplan in one minute: bufferize and plan the bundled ResNet-18, show the report,
draw the arena, and prove the planned program computes what upstream's does.

Run with ``make demo`` (or ``python examples/demo.py`` in an environment where
memplan is installed). Writes into ``out/``: the picture, the JSON report and
the planned program.

The steps are the CLI's, in-process::

    memplan report examples/resnet18.mlir --svg out/resnet18.svg --json out/resnet18.json -o out/resnet18.planned.mlir
    memplan check  <upstream-bufferized resnet18> out/resnet18.planned.mlir

The check compares every buffer after the call (the 1x1000 logits, and every weight and
input buffer, which neither program may overwrite) and prints the range of the logits, so
that you can see it compared real values.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
MODEL = HERE / "resnet18.mlir"
OUT = HERE.parent / "out"


def main(argv: list[str] | None = None) -> int:
    import argparse

    from rich.console import Console

    from memplan.cli.common import run_cli

    parser = argparse.ArgumentParser(description="memplan demo on the bundled ResNet-18")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the picture, JSON and MLIR (default: out/)")
    args = parser.parse_args(argv)
    console = Console(width=None if sys.stdout.isatty() else 160)
    return run_cli(lambda: demo(console, args.out), lambda: str(MODEL))


def demo(console, out: Path = OUT) -> int:
    from rich.markup import escape

    from memplan.check.execution import compare_programs
    from memplan.files import write_file
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.mlir.upstream import UPSTREAM_BUFFERIZE
    from memplan.pipeline import run_pipeline
    from memplan.progress import progress
    from memplan.report import draw_panels_svg, human_bytes, print_report
    from memplan.report.run import record_panels

    started = time.perf_counter()
    text = MODEL.read_text()
    console.rule("[b]1. bufferize and plan[/] examples/resnet18.mlir (ResNet-18 from torch-mlir, weights as arguments)")
    result = _plan(text)
    if result.note:
        console.print(f"[yellow]note:[/] {escape(result.note)}")
    print_report(result.report, console)
    planned = print_module(result.module)

    console.rule("[b]2. the arena picture")
    out.mkdir(parents=True, exist_ok=True)
    svg = draw_panels_svg(record_panels(result.records, "ResNet-18 "))
    write_file(str(out / "resnet18.svg"), svg)
    write_file(str(out / "resnet18.json"), result.report.to_json())
    write_file(str(out / "resnet18.planned.mlir"), planned)
    console.print(f"wrote {_rel(out / 'resnet18.svg')} (open it in a browser; hover a rectangle to see its value), "
                  f"{_rel(out / 'resnet18.json')}, {_rel(out / 'resnet18.planned.mlir')}")

    console.rule("[b]3. memplan check[/] against the upstream-bufferized program")
    reference = parse_module(text, new_context(), str(MODEL))
    run_pipeline(reference, UPSTREAM_BUFFERIZE)
    n, total = _static_allocs(reference)
    console.print(f"upstream one-shot-bufferize makes {n} allocations ({human_bytes(total)}) for this model, "
                  f"each its own; running both programs on the same seeded inputs")
    with progress("compiling both programs with MLIR's ExecutionEngine and running them, each in a child process"):
        comparison = compare_programs(print_module(reference), planned, entry="forward", seed=0)
    verdict = "[green]ok[/]" if comparison.agree else "[red]MISMATCH[/]"
    console.print(f"{verdict}: @forward on seeded random inputs: {escape(comparison.message)}")
    for note in comparison.notes:
        console.print(f"[yellow]note:[/] {escape(note)}")

    t = result.report.totals()
    console.rule("[b]summary")
    console.print(f"upstream: {n} separate allocations, {human_bytes(total)}\n"
                  f"memplan:  {t['buffers_merged']} buffers share {human_bytes(t['arena'])} of arenas "
                  f"(lower bound {human_bytes(t['lower_bound'])}), {t['buffers_left']} left alone "
                  f"({human_bytes(t['bytes_left'])})\n"
                  f"outputs:  {_verdict(comparison)} "
                  f"({time.perf_counter() - started:.1f} s in all)")
    return 0 if comparison.agree else 1


def _verdict(comparison) -> str:
    if not comparison.agree:
        return "[red]DIFFER from upstream[/]"
    if comparison.max_abs_error == 0:
        return "identical to upstream"
    return f"agree with upstream (max abs error {comparison.max_abs_error:.3g})"


def _plan(text: str):
    """memplan's own pipeline (bufferize, merge-alloc); upstream bufferization if that fails.

    The demo must run on a fresh machine whatever state bufferization is in,
    and must say which bufferization produced what it shows.
    """
    from memplan.diagnostics import MemplanError
    from memplan.mlir.parsing import new_context, parse_module
    from memplan.mlir.upstream import UPSTREAM_BUFFERIZE
    from memplan.report.run import default_pipeline, run_report

    module = parse_module(text, new_context(), str(MODEL))
    pipeline, _ = default_pipeline(module)
    try:
        return run_report(module, None, "examples/resnet18.mlir")
    except MemplanError as e:
        if not pipeline.startswith("bufferize"):
            raise
        module = parse_module(text, new_context(), str(MODEL))
        result = run_report(module, f"{UPSTREAM_BUFFERIZE},merge-alloc", "examples/resnet18.mlir")
        result.note = (f"memplan's bufferize failed on this model ({e.format(str(MODEL))}); "
                       "used upstream one-shot-bufferize instead")
        return result


def _static_allocs(module) -> tuple[int, int]:
    """Count ``memref.alloc`` ops and their bytes (static shapes): upstream's baseline."""
    from mlir import ir

    found = []

    def visit(op):
        if op.name == "memref.alloc":
            t = ir.MemRefType(op.results[0].type)
            if t.has_static_shape:
                count = 1
                for d in t.shape:
                    count *= d
                found.append(count * max(1, getattr(t.element_type, "width", 64) // 8))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return len(found), sum(found)


def _rel(path: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


if __name__ == "__main__":
    sys.exit(main())
