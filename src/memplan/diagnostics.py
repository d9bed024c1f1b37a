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
            name = filename if m["file"] in ("-", "") else unquote_location_file(m["file"])
            return f"{name}:{m['line']}:{m['col']}"
    return None


_ESCAPE = re.compile(rb"\\(\\|[0-9A-Fa-f]{2})")


def unquote_location_file(quoted: str) -> str:
    """A location's file name as MLIR prints it quoted (``\\`` for a backslash, ``\\XX`` for a byte
    that is not printable ASCII: ``\\C3\\A9`` is ``é``), back to the name; bytes that are not UTF-8
    stay escaped, as ``\\xNN``."""
    raw = _ESCAPE.sub(lambda m: b"\\" if m[1] == b"\\" else bytes([int(m[1], 16)]), quoted.encode("utf-8"))
    return raw.decode("utf-8", "backslashreplace")


def quote_location_file(name: str) -> str:
    """The other way, for locations memplan writes itself (CSV errors): as MLIR quotes."""
    return name.replace("\\", "\\\\").replace('"', "\\22")


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


def no_room_to_load(error: ImportError) -> bool:
    """The dynamic loader could not map a library's code: what it says when memory (or the address
    space a limit allows) runs out while a module loads on first use (numpy, for large inputs)."""
    said = f"{error} {error.__cause__ or error.__context__ or ''}"
    return "failed to map segment" in said or "Cannot allocate memory" in said
