"""User-facing errors and remarks, located like MLIR's own diagnostics."""

from __future__ import annotations

import re
from dataclasses import dataclass


class MemplanError(Exception):
    """An error to show the user as ``FILE:LINE:COL: error: message`` (no traceback)."""

    def __init__(self, message: str, location: str | None = None):
        super().__init__(message)
        self.message = message
        self.location = location

    def format(self, filename: str = "-") -> str:
        return f"{format_location(self.location, filename)}error: {self.message}"


@dataclass(frozen=True)
class Remark:
    """A note on a decision, e.g. why a buffer was left out of the arena."""

    message: str
    location: str | None = None

    def format(self, filename: str = "-") -> str:
        return f"{format_location(self.location, filename)}remark: {self.message}"


_LOC = re.compile(r'loc\("(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)\)')


def format_location(location: str | None, filename: str = "-") -> str:
    """``loc("-":3:5)`` -> ``FILE:3:5: ``; unknown locations -> ``FILE: ``."""
    if location:
        m = _LOC.search(location)
        if m:
            name = filename if m["file"] in ("-", "") else m["file"]
            return f"{name}:{m['line']}:{m['col']}: "
    return f"{filename}: "
