"""``memplan``: plan CSV traces, report on MLIR programs, check equivalence."""

from __future__ import annotations

import argparse
import importlib
import sys

from memplan.cli.common import (add_version, display_name, exit_now, hold_standard_descriptors, one_blas_thread,
                                run_cli)

# subcommand -> module providing add_arguments(parser) and run(args) -> int
SUBCOMMANDS = {
    "plan": ("memplan.cli.plan_cmd", "plan buffers from a MiniMalloc CSV trace"),
    "report": ("memplan.cli.report_cmd", "bufferize and plan an MLIR program, print a report"),
    "check": ("memplan.cli.check_cmd", "run two programs on the same inputs and compare outputs"),
}


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser; when ``argv`` names a subcommand first, only that one's module is imported
    (``memplan plan`` under a time limit does not pay for the others' imports)."""
    p = argparse.ArgumentParser(prog="memplan", description="Compile-time memory planning for MLIR.")
    add_version(p)
    sub = p.add_subparsers(dest="command", required=True)
    chosen = [argv[0]] if argv and argv[0] in SUBCOMMANDS else list(SUBCOMMANDS)
    for name in chosen:
        module, help_text = SUBCOMMANDS[name]
        sp = sub.add_parser(name, help=help_text, description=help_text)
        sp.set_defaults(usage_of_command=sp)
        importlib.import_module(module).add_arguments(sp)
    return p


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The arguments; one a subcommand does not know is that subcommand's usage error
    (``usage: memplan plan ...``), not the top-level parser's, which argparse would make it."""
    parser = build_parser(argv)
    args, unknown = parser.parse_known_args(argv)
    command_parser = args.__dict__.pop("usage_of_command")
    if unknown:
        before_command = argv[:argv.index(args.command)]
        owner = parser if any(u in before_command for u in unknown) else command_parser
        owner.error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


def main(argv: list[str] | None = None) -> int:
    hold_standard_descriptors()  # before any file is opened: `2>&-` must not make one standard error
    argv = sys.argv[1:] if argv is None else argv
    args = parse_arguments(argv)
    module = importlib.import_module(SUBCOMMANDS[args.command][0])
    return run_cli(lambda: module.run(args), lambda: display_name(args.input) if hasattr(args, "input") else "-")


def command() -> None:
    """The ``memplan`` command: :func:`main`, its time limits counted from the process start,
    then the process ends at once (see ``exit_now``)."""
    one_blas_thread()  # before numpy loads (memplan.core imports it)
    from memplan.core.budget import count_from_process_start

    count_from_process_start()
    exit_now(main())


if __name__ == "__main__":
    command()
