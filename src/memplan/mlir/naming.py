"""Names and places of buffers as the input gives them, for remarks, reports and pictures.

MLIR's printer renames values (``%a = memref.alloc()`` prints as ``%alloc``), so a name
read from printed IR appears in neither the input nor the output. What the input does
keep is each op's location. From it this module recovers:

* the source position, ``file:line:col`` (the first file position of a plain, name, fused
  or call-site location: torch-mlir's and most front ends' locations carry one);
* the names a location gives (``loc("conv1"(...))``, name locations inside fused or
  call-site locations);
* the SSA name the input gave the op's result (``%a``), read from the input's line at that
  position, when the input text is known: registered by whoever parsed it
  (:func:`register_source`, done by :func:`memplan.mlir.parsing.parse_module`), or an
  ``.mlir`` file on disk that the location names.
"""

from __future__ import annotations

import os
import re

from mlir import ir

from memplan.mlir.merge_alloc.records import BufferOrigin

_SOURCES: dict[str, list[str]] = {}  # file name -> lines, of the texts parsed in this process
_FILES: dict[tuple[str, float], list[str] | None] = {}  # (path, mtime) -> lines of .mlir files read
_MAX_FILE_BYTES = 64 << 20
# `%name =` or `%name:2 =` (or `%a, %b =`) right before an op that starts at the location's column
_RESULT = re.compile(r"(%[\w$.\-]+)(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*\s*=\s*$")
_OP_START = re.compile(r'["\w]')


def register_source(filename: str, text: str) -> None:
    """Remember ``text`` as the contents of ``filename`` (the name its locations carry)."""
    _SOURCES[filename] = text.splitlines()


def source_line(filename: str, line: int) -> str | None:
    """Line ``line`` (1-based) of a registered text or of an ``.mlir`` file on disk."""
    lines = _SOURCES.get(filename)
    if lines is None:
        lines = _read_mlir_file(filename)
    if lines is None or not 0 < line <= len(lines):
        return None
    return lines[line - 1]


def _read_mlir_file(path: str) -> list[str] | None:
    if not path.endswith(".mlir"):
        return None
    try:
        st = os.stat(path)
        key = (path, st.st_mtime)
        if key not in _FILES:
            if not os.path.isfile(path) or st.st_size > _MAX_FILE_BYTES:
                _FILES[key] = None
            else:
                with open(path, encoding="utf-8", errors="replace") as f:
                    _FILES[key] = f.read().splitlines()
        return _FILES[key]
    except OSError:
        return None


def file_position(location: ir.Location) -> tuple[str, int, int] | None:
    """The first (file, line, column) in ``location``: itself, or inside a name, fused or call site."""
    stack = [location]
    for _ in range(256):  # locations nest shallowly; a bound keeps a hostile one from looping
        if not stack:
            return None
        loc = stack.pop(0)
        if loc.is_a_file():
            return loc.filename, loc.start_line, loc.start_col
        if loc.is_a_name():
            stack.insert(0, loc.child_loc)
        elif loc.is_a_callsite():
            stack[:0] = [loc.callee, loc.caller]
        elif loc.is_a_fused():
            stack[:0] = list(loc.locations)
    return None


def location_names(location: ir.Location) -> tuple[str, ...]:
    """Names a location gives: ``loc("conv1"(...))`` -> ``("conv1",)``, outermost first, no repeats."""
    names: list[str] = []
    stack = [location]
    for _ in range(256):
        if not stack:
            break
        loc = stack.pop(0)
        if loc.is_a_name():
            if loc.name_str and loc.name_str not in names:
                names.append(loc.name_str)
            stack.insert(0, loc.child_loc)
        elif loc.is_a_callsite():
            stack[:0] = [loc.callee, loc.caller]
        elif loc.is_a_fused():
            stack[:0] = list(loc.locations)
    return tuple(names)


def where(location: ir.Location) -> str | None:
    """``file:line:col`` of ``location``, or None when it has no file position."""
    pos = file_position(location)
    return None if pos is None else f"{pos[0]}:{pos[1]}:{pos[2]}"


def input_name(op: ir.Operation) -> str | None:
    """The SSA name the input gave ``op``'s result (``%a``), read at the op's source position."""
    pos = file_position(op.location)
    if pos is None or pos[2] < 1:
        return None
    text = source_line(pos[0], pos[1])
    if text is None or pos[2] > len(text) or not _OP_START.match(text, pos[2] - 1):
        return None
    m = _RESULT.search(text[:pos[2] - 1])
    return m[1] if m else None


def origin(op: ir.Operation) -> BufferOrigin:
    """Where the buffer ``op`` makes comes from, as the input says it."""
    loc = op.location
    return BufferOrigin(where=where(loc), op=op.name, names=location_names(loc), input_name=input_name(op))
