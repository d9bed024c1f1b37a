"""Shared CLI plumbing: reading input, writing output atomically, reporting errors."""

from __future__ import annotations

import sys
from collections.abc import Callable

from memplan.diagnostics import MemplanError
from memplan.files import write_atomic


def read_input(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise MemplanError(f"cannot read input: {e.strerror}", None) from None


def write_output(path: str | None, text: str) -> None:
    """Standard output for ``-`` or no path; otherwise a file, written all or nothing."""
    if path in (None, "-"):
        sys.stdout.write(text)
    else:
        write_atomic(path, text)


def run_cli(body: Callable[[], int], filename: Callable[[], str]) -> int:
    """Run ``body``; print a MemplanError as ``FILE:LINE:COL: error: ...`` and exit 1."""
    try:
        return body()
    except MemplanError as e:
        print(e.format(filename()), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
