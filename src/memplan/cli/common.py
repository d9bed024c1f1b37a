"""Shared CLI plumbing: reading input, writing output atomically, reporting errors."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable

from memplan.diagnostics import MemplanError


def read_input(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise MemplanError(f"cannot read input: {e.strerror}", None) from None


def write_output(path: str | None, text: str) -> None:
    """Write all or nothing: a failed run never leaves a half-written file."""
    if path in (None, "-"):
        sys.stdout.write(text)
        return
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".memplan-")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError as e:
        raise MemplanError(f"cannot write {path}: {e.strerror}") from None


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
