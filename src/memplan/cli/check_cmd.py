"""``memplan check REFERENCE.mlir CANDIDATE.mlir``: same seeded inputs, same outputs?

Each program runs in its own child process (both at once): bufferized upstream if it holds
tensors, wrapped so that every input and result is a buffer the checker owns, lowered to LLVM
and run with MLIR's ExecutionEngine. Every buffer is compared after the call: the results
(scalars included), out-parameters, and inputs either program overwrites.

Exit 0 when every output agrees within the tolerance; 1 when they differ, when there was
nothing to compare, when a program crashes or a run of it runs out of time, when the reference
reads memory it never wrote (its results are undefined: an error naming the buffer) or the
candidate does, or on an error (named with its file); 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import sys

from memplan.cli.common import non_negative_int, read_input, seconds, sizes, tolerance
from memplan.diagnostics import MemplanError

DEFAULT_DIMS = (1, 7, 128)
DEFAULT_TIMEOUT = 60.0


def entry_name(text: str) -> str:
    """``forward`` or ``@forward``: the function's name either way."""
    name = text[1:] if text.startswith("@") else text
    if not name:
        raise argparse.ArgumentTypeError(f"expected a function name, as forward or @forward, not {text!r}")
    return name


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("reference", help="the program whose outputs are right (tensor or memref MLIR)")
    p.add_argument("candidate", help="the program to check, e.g. memplan-opt's output")
    p.add_argument("--entry", type=entry_name, default=None, metavar="[@]NAME",
                   help="function to run, with or without its @ (default: the last public function)")
    p.add_argument("--seed", type=non_negative_int, default=0, help="seed of the random inputs (default 0)")
    p.add_argument("--rtol", type=tolerance, default=1e-4, help="relative tolerance (default 1e-4)")
    p.add_argument("--atol", type=tolerance, default=1e-5, help="absolute tolerance (default 1e-5)")
    p.add_argument("--timeout", type=seconds, default=DEFAULT_TIMEOUT, metavar="S",
                   help="seconds each run of a program may take before it counts as not terminating (default "
                        f"{DEFAULT_TIMEOUT:g}); compiling does not count, however long a model takes to compile, "
                        "and every run (each program runs twice or more per size) has the whole limit")
    p.add_argument("--dims", type=sizes, default=None, metavar="N,N,...",
                   help="sizes to run a program of dynamic shape at: every dynamic dimension and index "
                        f"argument takes each in turn (default {','.join(map(str, DEFAULT_DIMS))})")
    p.add_argument("--allow-unregistered-dialect", "-allow-unregistered-dialect", action="store_true",
                   help="accept ops of unknown dialects")
    p.epilog = ("Example: memplan check model.mlir planned.mlir --entry forward; "
                "memplan check dynamic.mlir planned.mlir --dims 1,7,128")


def run(args: argparse.Namespace) -> int:
    from memplan.mlir.dependencies import missing_dependency
    from memplan.progress import progress

    try:
        from memplan.check.execution import compare_at_sizes, run_isolated
    except ImportError as e:
        error = missing_dependency(e)
        if error is None:
            raise
        print(f"error: {error.message}", file=sys.stderr)
        return 1
    paths = [args.reference, args.candidate]
    if paths.count("-") > 1:
        print("memplan check: error: only one of the two programs can come from standard input (-)",
              file=sys.stderr)
        return 2  # a usage error
    texts = _read_all(paths)
    if texts is None:
        return 1
    dims = args.dims or list(DEFAULT_DIMS)
    with progress("compiling and running both programs, each in a child process"):
        outcomes = run_isolated(texts, args.entry, args.seed, args.allow_unregistered_dialect, args.timeout, dims,
                                True if args.dims else None,  # --dims: index arguments take the sizes too
                                filenames=paths)
    _report_partial(outcomes, args)
    if _report_failures(paths, outcomes):
        return 1
    ref, cand = (o.value for o in outcomes)
    if ref[0].entry != cand[0].entry:
        print(f"error: the programs' default entries differ (@{ref[0].entry} in {paths[0]}, "
              f"@{cand[0].entry} in {paths[1]}); choose one with --entry", file=sys.stderr)
        return 1
    if args.dims and ref[0].size is None:
        print(f"note: @{ref[0].entry} has no dynamic dimension nor index argument: ran once", file=sys.stderr)
    elif not args.dims and ref[0].size is not None:
        print(f"note: @{ref[0].entry} has dynamic shapes: ran at sizes {','.join(map(str, dims))} "
              "(choose them with --dims)", file=sys.stderr)
    comparisons = compare_at_sizes(ref, cand, seed=args.seed, rtol=args.rtol, atol=args.atol)
    return max(_report(ref[0].entry, c) for c in comparisons)


def _read_all(paths: list[str]) -> list[str] | None:
    """Both programs' text, or None after printing which file could not be read."""
    texts = []
    for path in paths:
        try:
            texts.append(read_input(path))
        except MemplanError as e:
            print(e.format(path), file=sys.stderr)
            return None
    return texts


def _report_partial(outcomes: list, args: argparse.Namespace) -> None:
    """When a program crashed or timed out at one size, the sizes both finished before it."""
    from memplan.check import isolated
    from memplan.check.execution import compare_at_sizes

    if all(isinstance(o, isolated.Finished) for o in outcomes):
        return
    runs = [list(o.value) if isinstance(o, isolated.Finished) else list(getattr(o, "partial", ())) for o in outcomes]
    done = min(len(r) for r in runs)
    if done == 0 or runs[0][0].entry != runs[1][0].entry:
        return
    for c in compare_at_sizes(runs[0][:done], runs[1][:done], seed=args.seed, rtol=args.rtol, atol=args.atol):
        _report(runs[0][0].entry, c)


def _report_failures(paths: list[str], outcomes: list) -> bool:
    """Print each program's error, crash or timeout, naming its file; True if there was one."""
    from memplan.check import isolated

    failures = []
    for path, outcome in zip(paths, outcomes):
        if isinstance(outcome, isolated.Failed):
            failures.append(outcome.error.format(path))
        elif not isinstance(outcome, isolated.Finished):
            failures.append(f"error: {path}: {outcome.describe()}")
    for line in dict.fromkeys(failures):  # once, when both are the same file
        print(line, file=sys.stderr)
    return bool(failures)


def _report(entry: str, result) -> int:
    for note in result.notes:
        print(f"note: {note}", file=sys.stderr)
    if result.agree:
        print(f"ok: @{entry}: {result.message}")
        return 0
    if result.undefined == "reference":
        print(f"error: {result.message}", file=sys.stderr)
    elif result.compared == 0 and result.undefined is None:
        print(f"error: @{entry}: {result.message}", file=sys.stderr)
    else:
        print(f"mismatch: @{entry}: {result.message}", file=sys.stderr)
    return 1
