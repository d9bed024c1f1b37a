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
  ``.mlir`` file on disk that the location names. When the input gave ops explicit locations
  (torch-mlir's point into the Python source), the op's position in the text is lost: then
  :func:`register_source` matches the text's op lines to the parsed ops in order, and a
  location that only one op carries leads back to that op's SSA name.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

from mlir import ir

from memplan.mlir.buffer_origin import BufferOrigin

_SOURCES: dict[str, list[str]] = {}  # file name -> lines, of the texts parsed in this process
_BY_LOCATION: dict[str, str] = {}  # printed explicit location carried by one op only -> its SSA name
_FILES: dict[tuple[str, float], list[str] | None] = {}  # (path, mtime) -> lines of .mlir files read
_MAX_FILE_BYTES = 64 << 20
# `%name =` or `%name:2 =` (or `%a, %b =`) right before an op that starts at the location's column
_RESULT = re.compile(r"(%[\w$.\-]+)(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*\s*=\s*$")
_OP_START = re.compile(r'["\w]')


def register_source(filename: str, text: str, module: ir.Operation | None = None) -> None:
    """Remember ``text`` as the contents of ``filename`` (the name its locations carry); with the
    ``module`` parsed from it, also the SSA names of ops whose locations point elsewhere."""
    lines = text.splitlines()
    _SOURCES[filename] = lines
    if module is not None and _writes_locations(text):
        _BY_LOCATION.update(_names_by_location(lines, module, filename))


# Starts with a literal: found at str.find's pace (with a leading \b: 20 ms on a large model).
_LOC = re.compile(r"loc\s*\(")
_WORD = re.compile(r"[\w$.]")


def _writes_locations(text: str) -> bool:
    """Does ``text`` write a location (``loc(...)``, not ``memref.alloc(``)? Without one, every op's
    location is its position in the text, where :func:`input_name` finds its name: no op is to be
    matched by its location (a walk of every op that costs as much as parsing)."""
    return any(m.start() == 0 or not _WORD.match(text, m.start() - 1) for m in _LOC.finditer(text))


# An op at the start of a line: `%a = dialect.op`, `%a:2 = "dialect.op"`, `return` (default dialect).
_OP_LINE = re.compile(r'\s*(?:(%[\w$.\-]+)(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*\s*=\s*)?("[^"]+"|[A-Za-z_][\w$.]*)')
_NOT_OPS = ("//", "#", "^", "}", "{", "%", ")", "]", "!")


def _names_by_location(lines: list[str], module: ir.Operation, filename: str) -> dict[str, str]:
    """Explicit locations that one op carries -> that op's SSA name, by matching op lines to ops.

    Ops are parsed in text order, so a pre-order walk meets the text's op lines in order; an op
    line that finds no op of its name (two ops on a line, an op split over lines) and nothing
    is matched.
    """
    starts = []
    for line in lines:
        stripped = line.lstrip()
        if not stripped or stripped.startswith(_NOT_OPS) and not re.match(r"%[\w$.\-]+(?::\d+)?\s*[,=]", stripped):
            continue
        m = _OP_LINE.match(line)
        if m:
            starts.append((m[2].strip('"'), m[1]))
    ops: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        ops.append(op)
        return ir.WalkResult.ADVANCE

    module.walk(visit, ir.WalkOrder.PRE_ORDER)
    # Walked ops the text does not show (the bodies of named linalg ops, the module the parser
    # wrapped around top-level ops) are skipped; every op line of the text must find its op.
    matched, i = [], 0
    for token, name in starts:
        while i < len(ops) and not _same_op(ops[i].name, token):
            i += 1
        if i == len(ops):
            return {}
        matched.append((ops[i], name))
        i += 1
    seen: dict[str, str | None] = {}
    for op, name in matched:
        loc = op.location
        if loc.is_a_file() and loc.filename == filename:
            continue  # found by position anyway
        key = str(loc)
        seen[key] = None if key in seen else name
    return {k: v for k, v in seen.items() if v}


def _same_op(name: str, token: str) -> bool:
    return name == token or name.endswith("." + token) or (token == "module" and name == "builtin.module")


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
    for loc in _nested(location):
        if loc.is_a_file():
            return loc.filename, loc.start_line, loc.start_col
    return None


def location_names(location: ir.Location) -> tuple[str, ...]:
    """Names a location gives: ``loc("conv1"(...))`` -> ``("conv1",)``, outermost first, no repeats."""
    names: list[str] = []
    for loc in _nested(location):
        if loc.is_a_name() and loc.name_str and loc.name_str not in names:
            names.append(loc.name_str)
    return tuple(names)


def _nested(location: ir.Location) -> Iterator[ir.Location]:
    """``location``, then the locations inside it, depth first: a name's child, a call site's
    callee then caller, a fused location's parts."""
    stack = [location]
    for _ in range(256):  # locations nest shallowly; a bound keeps a hostile one from looping
        if not stack:
            return
        loc = stack.pop(0)
        yield loc
        if loc.is_a_name():
            stack.insert(0, loc.child_loc)
        elif loc.is_a_callsite():
            stack[:0] = [loc.callee, loc.caller]
        elif loc.is_a_fused():
            stack[:0] = list(loc.locations)


def where(location: ir.Location) -> str | None:
    """``file:line:col`` of ``location``, or None when it has no file position."""
    pos = file_position(location)
    return None if pos is None else f"{pos[0]}:{pos[1]}:{pos[2]}"


def input_name(op: ir.Operation) -> str | None:
    """The SSA name the input gave ``op``'s result (``%a``), read at the op's source position."""
    loc = op.location
    if loc.is_a_file() and loc.start_col >= 1:
        text = source_line(loc.filename, loc.start_line)
        if text is not None and loc.start_col <= len(text) and _OP_START.match(text, loc.start_col - 1):
            m = _RESULT.search(text[:loc.start_col - 1])
            return m[1] if m else None
    return _BY_LOCATION.get(str(loc))


def origin(op: ir.Operation) -> BufferOrigin:
    """Where the buffer ``op`` makes comes from, as the input says it."""
    loc = op.location
    return BufferOrigin(where=where(loc), op=op.name, names=location_names(loc), input_name=input_name(op))


_ARG_NAME = re.compile(r"%([\w$.\-]+)\s*:")
_MAX_HEADER_LINES = 200


def value_input_name(value: ir.Value) -> str | None:
    """The name the input gave ``value``: an op's single result (``%m``) or an argument of a
    function's entry block (``%n`` in ``func.func @f(%n: index)``), read from the input text."""
    if isinstance(value, ir.OpResult):
        op = value.owner.operation
        if len(op.results) != 1 or not _same_kind_at_location(op):
            return None  # an op a pass made at another op's location must not take that op's name
        return input_name(op)
    if isinstance(value, ir.BlockArgument):
        block = value.owner
        parent = block.owner
        if parent is None or parent.operation.name != "func.func" or block != parent.regions[0].blocks[0]:
            return None
        names = argument_names(parent)
        if names is not None and len(names) == len(block.arguments):
            return "%" + names[value.arg_number]
    return None


def _same_kind_at_location(op: ir.Operation) -> bool:
    """Whether the op written at ``op``'s source position is of its kind (``tensor.dim`` for a
    ``memref.dim`` that bufferization made from it counts)."""
    loc = op.location
    if not loc.is_a_file():
        return True  # found through the location table, which matched op names already
    text = source_line(loc.filename, loc.start_line)
    if text is None:
        return False
    token = _OP_LINE.match(text[loc.start_col - 1:])
    written = token[2].strip('"') if token else ""
    return written.rsplit(".", 1)[-1] == op.name.rsplit(".", 1)[-1]


def argument_names(func: ir.Operation) -> list[str] | None:
    """The argument names in a function's header, as the input text spells them."""
    loc = func.operation.location
    if not loc.is_a_file():
        return None
    header: list[str] = []
    for k in range(loc.start_line, loc.start_line + _MAX_HEADER_LINES):
        line = source_line(loc.filename, k)
        if line is None:
            break
        header.append(line[loc.start_col - 1:] if k == loc.start_line else line)
        if ")" in line:
            names = _names_in_argument_list("\n".join(header))
            if names is not None:
                return names
    return None


def _names_in_argument_list(text: str) -> list[str] | None:
    """``%name`` of each argument in the first parenthesised list of ``text``, or None while that
    list is not closed yet."""
    start = text.find("(")
    if start < 0:
        return None
    depth, names = 0, []
    for i in range(start, len(text)):
        c = text[i]
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return names
        elif c == "%" and depth == 1:
            m = _ARG_NAME.match(text, i)
            if m:
                names.append(m[1])
    return None
