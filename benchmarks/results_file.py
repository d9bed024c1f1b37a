"""The benchmarks' committed result files (benchmarks/results/*.md) are written only when asked.

Every script prints its tables; ``--write-results`` also writes its file. A run that could not
measure everything (a baseline not installed, part of the benchmark skipped) refuses to write,
before it starts, so that a committed table never mixes measured and missing figures.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def add_argument(parser: argparse.ArgumentParser, *paths: Path) -> None:
    """``--write-results``; ``paths``: the committed files the script may write (which one: its options say)."""
    names = " or ".join(str(path.relative_to(ROOT)) for path in paths)
    parser.add_argument("--write-results", action="store_true",
                        help=f"also write {names}, the committed results (default: print only)")


def refuse_if(args: argparse.Namespace, incomplete: str | None) -> None:
    """Exit 2 before any work when ``--write-results`` is asked for a run that would be incomplete."""
    if args.write_results and incomplete:
        print(f"--write-results: {incomplete}; the committed results would lose figures, so nothing runs",
              file=sys.stderr)
        sys.exit(2)


def write(args: argparse.Namespace, path: Path, text: str) -> None:
    if not args.write_results:
        print(f"(printed only; --write-results writes {path.relative_to(ROOT)})", file=sys.stderr)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    print(f"saved {path.relative_to(ROOT)}", file=sys.stderr)
