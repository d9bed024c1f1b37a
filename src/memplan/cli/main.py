"""``memplan``: plan CSV traces, report on MLIR programs, check equivalence."""

from __future__ import annotations

import argparse
import importlib
import sys

from memplan.cli.common import add_version, display_name, run_cli

# subcommand -> module providing add_arguments(parser) and run(args) -> int
SUBCOMMANDS = {
    "plan": ("memplan.cli.plan_cmd", "plan buffers from a MiniMalloc CSV trace"),
    "report": ("memplan.cli.report_cmd", "bufferize and plan an MLIR program, print a report"),
    "check": ("memplan.cli.check_cmd", "run two programs on the same inputs and compare outputs"),
}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="memplan", description="Compile-time memory planning for MLIR.")
    add_version(p)
    sub = p.add_subparsers(dest="command", required=True)
    for name, (module, help_text) in SUBCOMMANDS.items():
        sp = sub.add_parser(name, help=help_text, description=help_text)
        importlib.import_module(module).add_arguments(sp)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    module = importlib.import_module(SUBCOMMANDS[args.command][0])
    return run_cli(lambda: module.run(args), lambda: display_name(args.input) if hasattr(args, "input") else "-")


if __name__ == "__main__":
    sys.exit(main())
