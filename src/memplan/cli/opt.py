"""``memplan-opt``: mlir-opt with memplan's passes in the pipeline.

Flags are spelled as mlir-opt spells them, with one dash or two: ``-allow-unregistered-dialect``,
``--split-input-file``, ``-mlir-print-debuginfo``, ``--verify-diagnostics``...
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field

from memplan.cli.common import (Outputs, add_version, display_name, hold_standard_descriptors, read_input,
                                render_diagnostic, run_cli)

SPLIT_MARKER = "// -----"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="memplan-opt", allow_abbrev=False,
        description="Run a pipeline of memplan and upstream MLIR passes, like mlir-opt.",
        epilog="Examples: memplan-opt model.mlir -p 'bufferize,merge-alloc{planner=best-fit}' -o out.mlir\n"
               "          memplan-opt model.mlir -p 'builtin.module(bufferize, func.func(merge-alloc))'\n"
               "Long options take one dash or two, as in mlir-opt.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("input", nargs="?", default="-", help="MLIR file, or - for stdin (default)")
    p.add_argument("-o", "--output", dest="output", default="-", help="output file (default: stdout)")
    p.add_argument("-p", "--pass-pipeline", "-pass-pipeline", dest="pipeline", default="",
                   help="passes to run: anchored, builtin.module(bufferize, func.func(merge-alloc{...})), or a "
                        "comma-separated list; memplan's passes (bufferize, merge-alloc, reorder) or any MLIR pass")
    p.add_argument("--allow-unregistered-dialect", "-allow-unregistered-dialect", action="store_true",
                   help="accept ops of unknown dialects")
    p.add_argument("--split-input-file", "-split-input-file", action="store_true",
                   help=f"process each chunk between '{SPLIT_MARKER}' lines on its own (errors keep the "
                        "whole file's line numbers); outputs are joined by the same marker")
    p.add_argument("--verify-diagnostics", "-verify-diagnostics", action="store_true",
                   help="check diagnostics against the input's expected-error/remark/warning/note comments")
    p.add_argument("--mlir-print-op-generic", "-mlir-print-op-generic", "--generic", "-generic",
                   dest="generic", action="store_true", help="print the output in generic op form")
    p.add_argument("--mlir-print-debuginfo", "-mlir-print-debuginfo", dest="debug_info", action="store_true",
                   help="print locations (each buffer's view keeps its allocation's location)")
    p.add_argument("--remarks", "-remarks", action="store_true",
                   help="print remarks (why buffers were left alone, copies bufferize made) on stderr")
    p.add_argument("--list-passes", "-list-passes", action="store_true",
                   help="list memplan's passes with their options, and exit")
    add_version(p, "--version", "-version")
    return p


@dataclass
class Chunk:
    """One piece of the input (all of it without --split-input-file), lines numbered as in the file."""

    first_line: int  # 1-based line of the file where the chunk starts
    text: str
    output: str | None = None
    diagnostics: list = field(default_factory=list)
    failed: bool = False


def split_input(text: str, split: bool) -> list[Chunk]:
    if not split:
        return [Chunk(1, text)]
    chunks, start, current = [], 1, []
    for n, line in enumerate(text.splitlines(keepends=True), start=1):
        if line.lstrip().startswith(SPLIT_MARKER):
            chunks.append(Chunk(start, "".join(current)))
            start, current = n + 1, []
        else:
            current.append(line)
    chunks.append(Chunk(start, "".join(current)))
    return chunks


def main(argv: list[str] | None = None) -> int:
    hold_standard_descriptors()  # before any file is opened: `2>&-` must not make one standard error
    args = build_parser().parse_args(argv)
    name = display_name(args.input)

    def body() -> int:
        # MLIR is imported here so that --help and --version stay instant.
        if args.list_passes:
            from memplan.cli.pass_list import format_pass_list

            print(format_pass_list())
            return 0
        from memplan.pipeline import check_pipeline

        pipeline = check_pipeline(args.pipeline) if args.pipeline.strip() else None  # typos fail first
        outputs = Outputs({"-o": args.output})  # checked before any work
        text = read_input(args.input)
        lines = text.splitlines()
        chunks = split_input(text, args.split_input_file)
        for chunk in chunks:
            _process(chunk, pipeline, name, args)
        ok = _report(chunks, name, lines, args)
        if not ok:
            return 1
        produced = [c.output for c in chunks if c.output is not None]
        outputs.commit({"-o": (SPLIT_MARKER + "\n").join(produced)})
        return 0

    return run_cli(body, lambda: name)


def _process(chunk: Chunk, pipeline, name: str, args: argparse.Namespace) -> None:
    """Parse and run one chunk; its diagnostics (and failure) are kept, not raised."""
    from memplan.diagnostics import Diagnostic, MemplanError
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.pipeline import PipelineState, run_pipeline

    padded = "\n" * (chunk.first_line - 1) + chunk.text  # locations keep the whole file's line numbers
    state = PipelineState()
    try:
        module = parse_module(padded, new_context(args.allow_unregistered_dialect), name)
        if pipeline is not None:
            run_pipeline(module, pipeline, state)
        # Verified already: on parsing, by MLIR after upstream passes, by memplan's passes themselves.
        chunk.output = print_module(module, args.generic, args.debug_info)
    except MemplanError as e:
        chunk.failed = True
        found = list(state.diagnostics) or list(e.diagnostics)
        if not any(d.severity == "error" for d in found):
            found.append(Diagnostic("error", e.message, e.location))
        chunk.diagnostics = found
        return
    chunk.diagnostics = state.diagnostics


def _report(chunks: list[Chunk], name: str, lines: list[str], args: argparse.Namespace) -> bool:
    """Print diagnostics (or check them, with --verify-diagnostics); whether the run succeeded."""
    if args.verify_diagnostics:
        from memplan.cli.expected import check, expectations

        errors = []
        for chunk in chunks:
            errors += check(chunk.diagnostics, expectations(chunk.text, chunk.first_line), name)
        for e in errors:
            print(e, file=sys.stderr)
        return not errors
    for chunk in chunks:
        for d in chunk.diagnostics:
            if d.severity != "remark" or args.remarks:
                print(render_diagnostic(d, name, lines), file=sys.stderr)
    return not any(c.failed for c in chunks)


if __name__ == "__main__":
    sys.exit(main())
