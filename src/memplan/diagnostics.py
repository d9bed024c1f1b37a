"""User-facing errors and remarks, located like MLIR's own diagnostics."""

from __future__ import annotations

import re
from dataclasses import dataclass


class MemplanError(Exception):
    """An error to show the user as ``FILE:LINE:COL: error: message`` (no traceback)."""

    def __init__(self, message: str, location: str | None = None, *, diagnostics: list[Diagnostic] | None = None):
        super().__init__(message)
        self.message = message
        self.location = location
        # every diagnostic MLIR emitted with this failure (a parse error's notes, a pipeline's
        # errors), for tools that show or check them all (memplan-opt --verify-diagnostics)
        self.diagnostics = list(diagnostics or [])

    def format(self, filename: str = "-") -> str:
        return f"{format_location(self.location, filename)}error: {self.message}"


@dataclass(frozen=True)
class Remark:
    """A note on a decision, e.g. why a buffer was left out of the arena."""

    message: str
    location: str | None = None

    def format(self, filename: str = "-") -> str:
        return f"{format_location(self.location, filename)}remark: {self.message}"


# The first file:line:col in a printed location: plain, or inside a name, fused or call-site location.
_LOC = re.compile(r'"(?P<file>(?:[^"\\]|\\.)*)":(?P<line>\d+):(?P<col>\d+)')


def source_position(location: str | None, filename: str = "-") -> str | None:
    """``loc("x.mlir":3:5)`` -> ``x.mlir:3:5``; ``loc("-":3:5)`` -> ``FILENAME:3:5``; None if it has none."""
    if location:
        m = _LOC.search(location)
        if m:
            name = filename if m["file"] in ("-", "") else m["file"]
            return f"{name}:{m['line']}:{m['col']}"
    return None


def format_location(location: str | None, filename: str = "-") -> str:
    """``loc("-":3:5)`` -> ``FILE:3:5: ``; locations without a file position -> ``FILE: ``."""
    position = source_position(location, filename)
    return f"{position}: " if position else f"{filename}: "


@dataclass(frozen=True)
class Diagnostic:
    """Any MLIR diagnostic as plain data: ``severity`` is error, warning, remark or note."""

    severity: str
    message: str
    location: str | None = None
    notes: tuple[Diagnostic, ...] = ()

    def format(self, filename: str = "-") -> str:
        return f"{format_location(self.location, filename)}{self.severity}: {self.message}"
