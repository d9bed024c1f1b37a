"""``memplan-opt``: mlir-opt with memplan's passes in the pipeline.

Flags are spelled as mlir-opt spells them, with one dash or two: ``-allow-unregistered-dialect``,
``--split-input-file``, ``-mlir-print-debuginfo``, ``--verify-diagnostics``... Passes are given as
a pipeline (``-p``) or, as mlir-opt takes them, one flag each, run in the order given:
``--bufferize --merge-alloc='planner=chunk alignment=128' --canonicalize=max-iterations=3``
(memplan's passes and every pass MLIR registers; not together with ``-p``, which mlir-opt refuses).
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from memplan.cli.common import (Outputs, add_version, display_name, exit_now, hold_standard_descriptors,
                                one_blas_thread, read_input, render_diagnostic, run_cli)

SPLIT_MARKER = "// -----"
MIXED_PASS_FLAGS = "'-pass-pipeline' option can't be used with individual pass options"  # mlir-opt's words


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="memplan-opt", allow_abbrev=False,
        usage="%(prog)s [options] [--PASS[=OPTIONS] ...] [input]",
        description="Run a pipeline of memplan and upstream MLIR passes, like mlir-opt.",
        epilog="Passes, as mlir-opt takes them: -p PIPELINE, or one flag per pass, run in the order given:\n"
               "  --bufferize, --merge-alloc, --reorder (memplan's: --list-passes shows their options), and any\n"
               "  pass MLIR registers (--canonicalize, --cse, --one-shot-bufferize, ...), each with its options\n"
               "  as --NAME='option=value ...'. Pass flags and -p do not mix, as in mlir-opt.\n"
               "Examples: memplan-opt model.mlir --bufferize --merge-alloc='planner=best-fit' -o out.mlir\n"
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
    p.add_argument("--split-input-file", "-split-input-file", dest="split", action="store_true",
                   help=f"(or --split-input-file=MARKER) process each chunk between marker lines (default "
                        f"'{SPLIT_MARKER}') on its own; errors keep the whole file's line numbers")
    p.add_argument("--output-split-marker", "-output-split-marker", default=SPLIT_MARKER, metavar="MARKER",
                   help=f"the line joining the outputs of split chunks (default '{SPLIT_MARKER}')")
    p.add_argument("--verify-diagnostics", "-verify-diagnostics", action="store_true",
                   help="check diagnostics against the input's expected-error/remark/warning/note comments")
    p.add_argument("--mlir-print-op-generic", "-mlir-print-op-generic", "--generic", "-generic",
                   dest="generic", action="store_true", help="print the output in generic op form")
    p.add_argument("--mlir-print-debuginfo", "-mlir-print-debuginfo", dest="debug_info", action="store_true",
                   help="print locations (each buffer's view keeps its allocation's location)")
    p.add_argument("--mlir-print-ir-before-all", "-mlir-print-ir-before-all", dest="print_before_all",
                   action="store_true", help="print the IR before each pass, on stderr")
    p.add_argument("--mlir-print-ir-after-all", "-mlir-print-ir-after-all", dest="print_after_all",
                   action="store_true", help="print the IR after each pass, on stderr")
    p.add_argument("--mlir-print-ir-after-change", "-mlir-print-ir-after-change", dest="print_after_change",
                   action="store_true", help="when printing the IR after a pass, only if the pass changed it")
    p.add_argument("--mlir-print-ir-after-failure", "-mlir-print-ir-after-failure", dest="print_after_failure",
                   action="store_true", help="print the IR after a pass only if it failed")
    p.add_argument("--mlir-timing", "-mlir-timing", dest="timing", action="store_true",
                   help="print the time each pass took (parsing and printing too), on stderr")
    p.add_argument("--dump-pass-pipeline", "-dump-pass-pipeline", dest="dump_pipeline", action="store_true",
                   help="print the pipeline that will run, every option with its value, on stderr")
    p.add_argument("--remarks", "-remarks", action="store_true",
                   help="print remarks (why buffers were left alone, copies bufferize made) on stderr")
    p.add_argument("--list-passes", "-list-passes", action="store_true",
                   help="list memplan's passes with their options, and exit")
    add_version(p, "--version", "-version")
    return p


@dataclass
class CommandLine:
    """What argparse cannot read as mlir-opt reads it: pass flags, in their order, and
    ``--split-input-file``'s marker, given only as ``=MARKER`` (a next argument is the input)."""

    rest: list[str]  # the arguments left for argparse
    pass_flags: list[tuple[str, str | None]]  # (pass name, its options or None)
    split_marker: str = SPLIT_MARKER


def separate(argv: Sequence[str], parser: argparse.ArgumentParser) -> CommandLine:
    """Take the pass flags (``-NAME``, ``--NAME``, ``--NAME=OPTIONS`` for a name that is a pass and
    no option of memplan-opt) and the split marker out of ``argv``."""
    known = parser._option_string_actions
    line = CommandLine([], [])
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "--":
            line.rest += args[i - 1:]
            break
        name, has_value, value = arg.partition("=")
        if not arg.startswith("-") or arg == "-":
            line.rest.append(arg)
        elif name in ("--split-input-file", "-split-input-file"):
            line.split_marker = value if has_value else SPLIT_MARKER
            line.rest.append(name)
        elif name in known:
            line.rest.append(arg)
            if not has_value and known[name].nargs is None and i < len(args):  # its value, whatever it looks like
                line.rest.append(args[i])
                i += 1
        elif _is_pass_flag(name):
            line.pass_flags.append((name.lstrip("-"), value if has_value else None))
        else:
            line.rest.append(arg)  # argparse says what is wrong with it
    return line


def _is_pass_flag(name: str) -> bool:
    bare = name.lstrip("-")
    if len(name) - len(bare) > 2 or not bare:
        return False
    from memplan.pipeline import is_pass  # (MLIR: only for flags memplan-opt does not know)

    return is_pass(bare)


@dataclass
class Chunk:
    """One piece of the input (all of it without --split-input-file), lines numbered as in the file."""

    first_line: int  # 1-based line of the file where the chunk starts
    text: str
    output: str | None = None
    diagnostics: list = field(default_factory=list)
    failed: bool = False


def split_input(text: str, marker: str | None) -> list[Chunk]:
    """The chunks of ``text`` between lines that start (after blanks) with ``marker``; the whole
    text without a marker (None or empty, as mlir-opt's ``--split-input-file=``)."""
    if not marker:
        return [Chunk(1, text)]
    chunks, start, current = [], 1, []
    for n, line in enumerate(text.splitlines(keepends=True), start=1):
        if line.lstrip().startswith(marker):
            chunks.append(Chunk(start, "".join(current)))
            start, current = n + 1, []
        else:
            current.append(line)
    chunks.append(Chunk(start, "".join(current)))
    return chunks


def main(argv: list[str] | None = None) -> int:
    hold_standard_descriptors()  # before any file is opened: `2>&-` must not make one standard error
    parser = build_parser()
    line = separate(sys.argv[1:] if argv is None else argv, parser)
    args = parser.parse_args(line.rest)
    if line.pass_flags and args.pipeline:
        parser.error(MIXED_PASS_FLAGS)
    name = display_name(args.input)

    def body() -> int:
        # MLIR is imported here so that --help and --version stay instant.
        if args.list_passes:
            from memplan.cli.pass_list import format_pass_list

            print(format_pass_list())
            return 0
        from memplan.mlir.light_dialects import use_light_dialect_modules
        from memplan.pipeline import check_pipeline, flag_pipeline

        use_light_dialect_modules()
        text_of_pipeline = flag_pipeline(line.pass_flags) if line.pass_flags else args.pipeline
        pipeline = check_pipeline(text_of_pipeline) if text_of_pipeline.strip() else None  # typos fail first
        outputs = Outputs({"-o": args.output})  # checked before any work
        stamp = _file_stamp(args.input, name)  # before reading: a change meanwhile shows
        text = read_input(args.input)
        lines = text.splitlines()
        chunks = split_input(text, line.split_marker if args.split else None)
        for chunk in chunks:
            _process(chunk, pipeline, name, args, stamp if len(chunks) == 1 else None)
        ok = _report(chunks, name, lines, args)
        if not ok:
            return 1
        produced = [c.output for c in chunks if c.output is not None]
        outputs.commit({"-o": (args.output_split_marker + "\n").join(produced)})
        return 0

    return run_cli(body, lambda: name)


def _file_stamp(path: str, name: str) -> tuple[int, ...] | None:
    """What identifies the contents of ``path`` when MLIR may read it itself: a regular file whose
    name in locations is the path as given (else None)."""
    if path == "-" or name != path:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns) if stat.S_ISREG(st.st_mode) else None


def _parse(text: str, name: str, args: argparse.Namespace, stamp: tuple[int, ...] | None):
    """``text``, the input's, parsed: by MLIR from the file itself while the file is what was read
    (its locations then name it as they are made), else from the text."""
    from memplan.diagnostics import MemplanError
    from memplan.mlir.parsing import new_context, parse_module

    if stamp is not None:
        try:
            module = parse_module(text, new_context(args.allow_unregistered_dialect), name, from_file=True)
        except MemplanError:
            if _file_stamp(args.input, name) == stamp:
                raise
        else:
            if _file_stamp(args.input, name) == stamp:
                return module
    return parse_module(text, new_context(args.allow_unregistered_dialect), name)


def _process(chunk: Chunk, pipeline, name: str, args: argparse.Namespace,
             stamp: tuple[int, ...] | None = None) -> None:
    """Parse and run one chunk; its diagnostics (and failure) are kept, not raised. Instrumentation
    (IR dumps, the pipeline dump, timing) goes to standard error meanwhile, as mlir-opt's does."""
    from memplan.diagnostics import Diagnostic, MemplanError
    from memplan.mlir.parsing import print_module
    from memplan.pipeline import PipelineState, run_pipeline
    from memplan.timing import Timer, format_report

    started = time.perf_counter()
    timers: list[Timer] = []
    padded = "\n" * (chunk.first_line - 1) + chunk.text  # locations keep the whole file's line numbers
    state = PipelineState()
    try:
        if args.dump_pipeline:
            _dump_pipeline(pipeline)
        with _timed(timers, "Parser"):
            module = _parse(padded, name, args, stamp)
        if pipeline is not None:
            run_pipeline(module, pipeline, state, _instrumentation(args, timers))
        # Verified already: on parsing, by MLIR after upstream passes, by memplan's passes themselves.
        with _timed(timers, "Output"):
            chunk.output = print_module(module, args.generic, args.debug_info)
    except MemplanError as e:
        chunk.failed = True
        found = list(state.diagnostics) or list(e.diagnostics)
        if not any(d.severity == "error" for d in found):
            found.append(Diagnostic("error", e.message, e.location))
        chunk.diagnostics = found
        return
    finally:
        if args.timing:
            print(format_report(timers, time.perf_counter() - started), file=sys.stderr)
    chunk.diagnostics = state.diagnostics


@contextmanager
def _timed(timers: list, name: str) -> Iterator[None]:
    """Add a timer of the block to ``timers``, whatever happens in it."""
    from memplan.timing import Timer

    start = time.perf_counter()
    try:
        yield
    finally:
        timers.append(Timer(name, time.perf_counter() - start))


def _instrumentation(args: argparse.Namespace, timers: list):
    from memplan.pipeline import Instrumentation

    return Instrumentation(print_before_all=args.print_before_all, print_after_all=args.print_after_all,
                           print_after_change=args.print_after_change,
                           print_after_failure=args.print_after_failure, print_generic=args.generic,
                           print_debug_info=args.debug_info, timers=timers if args.timing else None)


def _dump_pipeline(pipeline) -> None:
    from memplan.pipeline import ROOT, Nest, describe_pipeline

    print(describe_pipeline(pipeline if pipeline is not None else Nest(ROOT, ())), file=sys.stderr)


def _report(chunks: list[Chunk], name: str, lines: list[str], args: argparse.Namespace) -> bool:
    """Print diagnostics (or check them, with --verify-diagnostics); whether the run succeeded."""
    if args.verify_diagnostics:
        from memplan.cli.expected import check, expectations

        failures = []
        for chunk in chunks:
            failures += check(chunk.diagnostics, expectations(chunk.text, chunk.first_line), name)
        for f in sorted(failures, key=lambda f: f.unmet):  # (stable: in order within each kind)
            print(render_diagnostic(f.error, name, lines, f.width), file=sys.stderr)
        return not failures
    for chunk in chunks:
        for d in chunk.diagnostics:
            if d.severity != "remark" or args.remarks:
                print(render_diagnostic(d, name, lines), file=sys.stderr)
    return not any(c.failed for c in chunks)


def command() -> None:
    """The ``memplan-opt`` command: :func:`main`, then the process ends at once (``exit_now``:
    the interpreter's teardown, MLIR's context and its threads included, took 20-120 ms here,
    past the point where the output is written)."""
    one_blas_thread()  # before numpy loads (the MLIR bindings import it)
    exit_now(main())


if __name__ == "__main__":
    command()
