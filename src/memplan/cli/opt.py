"""``memplan-opt``: mlir-opt with memplan's passes in the pipeline."""

from __future__ import annotations

import argparse
import sys

from memplan.cli.common import Outputs, display_name, read_input, run_cli


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="memplan-opt",
        description="Run a pipeline of memplan and upstream MLIR passes, like mlir-opt.",
        epilog="Example: memplan-opt model.mlir -p 'bufferize,merge-alloc{planner=best-fit}' -o out.mlir",
    )
    p.add_argument("input", nargs="?", default="-", help="MLIR file, or - for stdin (default)")
    p.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    p.add_argument("-p", "--pass-pipeline", dest="pipeline", default="",
                   help="comma-separated passes: memplan's (bufferize{...}, merge-alloc{...}) or any MLIR pass")
    p.add_argument("--allow-unregistered-dialect", action="store_true", help="accept ops of unknown dialects")
    p.add_argument("--generic", action="store_true", help="print the output in generic op form")
    p.add_argument("--remarks", action="store_true", help="print remarks (e.g. why buffers were left alone) on stderr")
    p.add_argument("--list-passes", action="store_true", help="list memplan's passes and exit")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)

    def body() -> int:
        # MLIR is imported here so that --help stays instant.
        from memplan.mlir.parsing import new_context, parse_module, print_module
        from memplan.pipeline import PipelineState, memplan_pass_names, run_pipeline

        if args.list_passes:
            print("\n".join(memplan_pass_names()))
            return 0
        outputs = Outputs({"-o": args.output})  # checked before any work
        text = read_input(args.input)
        module = parse_module(text, new_context(args.allow_unregistered_dialect), _name())
        state = PipelineState()
        try:
            if args.pipeline.strip():
                run_pipeline(module, args.pipeline, state)
        finally:
            # Remarks gathered before a failure often explain it: print them either way.
            if args.remarks:
                for remark in state.remarks:
                    print(remark.format(_name()), file=sys.stderr)
        # Verified already: on parsing, by MLIR after upstream passes, by memplan's passes themselves.
        outputs.commit({"-o": print_module(module, args.generic)})
        return 0

    def _name() -> str:
        return display_name(args.input)

    return run_cli(body, _name)


if __name__ == "__main__":
    sys.exit(main())
