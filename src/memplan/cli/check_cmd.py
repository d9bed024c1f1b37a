"""``memplan check REFERENCE.mlir CANDIDATE.mlir``: same seeded inputs, same outputs?

Both programs are bufferized upstream if they hold tensors, their results become
out-parameters, and they run through MLIR's ExecutionEngine. Exit 0 when every
output agrees within the tolerance, 1 with the first mismatch (or a clear error,
e.g. when LLVM 22 cannot lower a program).
"""

from __future__ import annotations

import argparse
import sys

from memplan.cli.common import read_input
from memplan.diagnostics import MemplanError


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("reference", help="the program whose outputs are right (tensor or memref MLIR)")
    p.add_argument("candidate", help="the program to check, e.g. memplan-opt's output")
    p.add_argument("--entry", default=None, help="function to run (default: the last public function)")
    p.add_argument("--seed", type=int, default=0, help="seed of the random inputs (default 0)")
    p.add_argument("--rtol", type=float, default=1e-4, help="relative tolerance (default 1e-4)")
    p.add_argument("--atol", type=float, default=1e-5, help="absolute tolerance (default 1e-5)")
    p.add_argument("--allow-unregistered-dialect", action="store_true", help="accept ops of unknown dialects")
    p.epilog = "Example: memplan check model.mlir planned.mlir --entry forward"


def run(args: argparse.Namespace) -> int:
    from memplan.mlir.execution import compare_compiled
    from memplan.progress import progress

    with progress("compiling and running both programs", total=3) as advance:
        ref = _compile(args.reference, args.entry, args.allow_unregistered_dialect)
        advance()
        cand = _compile(args.candidate, ref.entry, args.allow_unregistered_dialect)
        advance()
        result = compare_compiled(ref, cand, seed=args.seed, rtol=args.rtol, atol=args.atol)
        advance()
    if result.agree:
        print(f"ok: @{ref.entry}: {result.message}")
        return 0
    print(f"mismatch: @{ref.entry}: {result.message}", file=sys.stderr)
    return 1


def _compile(path: str, entry: str | None, allow_unregistered: bool):
    """Compile one program; errors name the file they come from (exit 1 via run_cli)."""
    from memplan.mlir.execution import CompiledFunction

    try:
        return CompiledFunction(read_input(path), entry, allow_unregistered)
    except MemplanError as e:
        raise _Located(path, e) from None


class _Located(MemplanError):
    """A MemplanError that names its file even though ``memplan check`` has two inputs."""

    def __init__(self, path: str, inner: MemplanError):
        super().__init__(inner.message, inner.location)
        self.path = path

    def format(self, filename: str = "-") -> str:
        return super().format(self.path)
