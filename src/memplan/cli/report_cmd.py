"""``memplan report INPUT.mlir``: run the pipeline and show what merging saved, and why not more.

Prints a table per function and allocation scope; ``--json`` writes the same
data (schema in :mod:`memplan.report.model`), ``--svg``/``--png`` the arena
picture, ``-o`` the planned program. Every output is computed before any is
written, so a failure leaves no file half-made.
"""

from __future__ import annotations

import argparse
import sys

from memplan.cli.common import size, sizes


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", help="MLIR file (tensor or memref form), or - for stdin")
    p.add_argument("-p", "--pass-pipeline", "-pass-pipeline", dest="pipeline", default=None,
                   help="pipeline to run, anchored or flat as in memplan-opt (default: 'bufferize,merge-alloc' "
                        "for tensor programs, 'merge-alloc' for memref ones)")
    p.add_argument("--json", metavar="OUT.json", help="write the report as JSON (- for stdout, no table then)")
    p.add_argument("--svg", metavar="OUT.svg", help="write the arena picture, one panel per scope")
    p.add_argument("--png", metavar="OUT.png", help="write the arena picture as PNG (needs memplan[png])")
    p.add_argument("-o", "--output", metavar="OUT.mlir", help="write the planned program")
    p.add_argument("--dims", type=sizes, default=None, metavar="N,N,...",
                   help="sizes to state arenas of dynamic size at, beside the max-live bytes: every "
                        "dynamic dimension and index argument takes each (default 1,7,128)")
    p.add_argument("--draw-at", type=size, default=None, metavar="N",
                   help="the size the table and picture show dynamic arenas at (default: the largest of --dims)")
    p.add_argument("--allow-unregistered-dialect", "-allow-unregistered-dialect", action="store_true",
                   help="accept ops of unknown dialects")
    p.epilog = ("Example: memplan report model.mlir --svg arena.svg --json report.json; "
                "memplan report dynamic.mlir --dims 1,64,512 --draw-at 64 --svg arena.svg")


def run(args: argparse.Namespace) -> int:
    # Heavy imports (MLIR, rich) here, so that `memplan --help` stays instant.
    import memplan.report as report
    from memplan.cli.common import Outputs, display_name, read_input, require_stdout
    from memplan.diagnostics import MemplanError
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.report.run import record_panels, run_report

    if args.png and not report.png_available():
        raise MemplanError("--png needs cairosvg and the cairo library: pip install 'memplan[png]' "
                           "(or use --svg, which needs nothing)")
    if args.json != "-":
        require_stdout("the report")
    # Every destination is checked first; all are written only when the report succeeded.
    outputs = Outputs({"--json": args.json, "--svg": args.svg, "--png": args.png, "-o": args.output})
    name = display_name(args.input)
    module = parse_module(read_input(args.input), new_context(args.allow_unregistered_dialect), name)
    from memplan.cli.check_cmd import DEFAULT_DIMS

    dims = args.dims or list(DEFAULT_DIMS)
    draw_at = args.draw_at if args.draw_at is not None else max(dims)
    result = run_report(module, args.pipeline, name, sizes=tuple(dims), draw_at=draw_at)
    contents: dict[str, str | bytes] = {}
    panels = record_panels(result.records, prefix=f"{name}: ", draw_at=draw_at)  # each titled with the input
    if args.svg:
        contents["--svg"] = report.draw_panels_svg(panels)
    if args.png:  # a still image: drawn without the hints about hovering
        contents["--png"] = report.svg_to_png(report.draw_panels_svg(panels, interactive=False))
    if args.output:
        contents["-o"] = print_module(result.module)
    if args.json:
        contents["--json"] = result.report.to_json()
    if result.note:
        print(f"note: {result.note}", file=sys.stderr)
    if args.json != "-":
        report.print_report(result.report)
    outputs.commit(contents)
    return 0
