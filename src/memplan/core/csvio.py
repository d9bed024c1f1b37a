"""MiniMalloc CSV in and out: the exchange format for planning problems.

Columns: ``id,lower,upper,size[,alignment][,weight][,offset][,spilled]`` with half-open
lifetimes ``[lower, upper)``. ``weight`` is the benefit of keeping the buffer in a memory of
limited capacity (``memplan plan --capacity C --spill``; default: its size), a non-negative
integer; ``spilled`` (0 or 1) is what such a plan wrote, read back and not used.
Accepted aliases: ``buffer``/``buffer_id`` for ``id``,
``start``/``begin`` for ``lower``, and ``end`` for an *inclusive* last tick
(read as ``upper = end + 1``). Every error names its line (and column), so a
user can fix a hand-written trace.

Numbers are plain ASCII decimal integers (``12``, ``-3``, ``+7``); Python's
laxer ``int()`` would also take ``1_000`` or Arabic-Indic digits. Every value
and the sum of all sizes must fit in a signed 64-bit integer (arenas beyond
that exist nowhere). Ids are text: numeric ids keep their number (``1`` and
``01`` name the same buffer, so that is a duplicate); any other id, or a
zero-padded one, keeps its exact text, quoted on output when it holds a comma,
quote or newline, so a written plan always reads back.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from memplan.core.bounds import has_duplicates
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.spill.problem import SpillPlan
from memplan.diagnostics import MemplanError, quote_location_file
from memplan.files import decode_text, open_input

_ALIASES = {
    "id": "id", "buffer": "id", "buffer_id": "id",
    "lower": "lower", "start": "lower", "begin": "lower",
    "upper": "upper", "end": "end",
    "size": "size", "alignment": "alignment", "offset": "offset",
    "weight": "weight", "spilled": "spilled",
}
INT64_MAX = (1 << 63) - 1
MAX_FIELD = 1 << 16  # characters; no number or sensible id is longer
_INTEGER = re.compile(r"[+-]?[0-9]+\Z")
_CANONICAL = re.compile(r"(0|-?[1-9][0-9]*)\Z")
BOM = "\ufeff"


@dataclass
class Trace:
    """Buffers read from CSV, and the offsets if the file carried a solution."""

    buffers: list[Buffer]
    offsets: dict[int, int] | None = None
    weights: dict[int, int] | None = None  # by buffer id, when the file has a weight column


def _loc(filename: str, line: int, col: int = 1) -> str:
    return f'loc("{quote_location_file(filename)}":{line}:{col})'


def parse_int(text: str) -> int | None:
    """A plain decimal integer (ASCII digits, optional sign), or None."""
    return int(text) if _INTEGER.match(text) else None


def _rows(text: str, filename: str) -> list[tuple[int, list[str]]]:
    """Non-blank rows with the line each starts on; csv errors become located errors."""
    reader = csv.reader(io.StringIO(text), strict=True)
    rows = []
    line = 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return rows
        except csv.Error as e:
            raise MemplanError(f"malformed CSV: {e}", _loc(filename, line)) from None
        for i, value in enumerate(row):
            if len(value) > MAX_FIELD:
                raise MemplanError(f"field of {len(value)} characters (at most {MAX_FIELD})",
                                   _loc(filename, line, _col(row, i)))
        if any(f.strip() for f in row):
            rows.append((line, row))
        line = reader.line_num + 1


def read_csv(text: str, filename: str = "-") -> Trace:
    """Parse MiniMalloc CSV; raise :class:`MemplanError` located at the offending line."""
    if text.startswith(BOM):  # spreadsheets write one; it is not part of the first column's name
        text = text[len(BOM):]
    if len(text) > FAST_MIN_CHARS:
        newline = text.find("\n")
        if newline > 0 and text.isascii():
            fast = _read_numeric(text[: newline + 1], [text[newline + 1 :].encode("ascii")])
            if fast is not None:
                return fast
    if "\0" in text:
        line = text.count("\n", 0, text.index("\0")) + 1
        raise MemplanError("NUL character in CSV (is this a binary file?)", _loc(filename, line))
    field_limit = csv.field_size_limit()
    csv.field_size_limit(max(field_limit, len(text) + 1))  # long fields get our message, not csv's
    try:
        lines = _rows(text, filename)
    finally:
        csv.field_size_limit(field_limit)
    if not lines:
        raise MemplanError("empty CSV: expected a header id,lower,upper,size", _loc(filename, 1))
    header_line, header = lines[0]
    columns = _columns(header, header_line, filename)
    inclusive = any(h.strip().lower() == "end" for h in header)
    buffers, offsets, weights = [], {}, []
    seen: dict[str, int] = {}  # id (numeric ids by value) -> line
    total = 0
    for line, row in lines[1:]:
        if len(row) != len(header):
            raise MemplanError(f"expected {len(header)} fields, found {len(row)}", _loc(filename, line))

        def field(name: str, default: int | None = None) -> int:
            if name not in columns:
                assert default is not None
                return default
            i = columns[name]
            raw = row[i].strip()
            value = parse_int(raw)
            where = _loc(filename, line, _col(row, i))
            if value is None:
                shown = raw if len(raw) <= 40 else raw[:40] + "..."
                raise MemplanError(f"{name}: {shown!r} is not an integer", where)
            if not -INT64_MAX <= value <= INT64_MAX:
                raise MemplanError(f"{name}: {raw} is out of range (at most 2^63-1 in magnitude)", where)
            return value

        raw_id = row[columns["id"]].strip()
        if not raw_id:
            raise MemplanError("empty id", _loc(filename, line, _col(row, columns["id"])))
        number = parse_int(raw_id)
        key = str(number) if number is not None else raw_id
        lower, upper, size = field("lower"), field("upper"), field("size")
        alignment = field("alignment", 1)
        if inclusive:
            upper += 1
        where = _loc(filename, line)
        if key in seen:
            raise MemplanError(f"duplicate id {raw_id} (the same buffer as on line {seen[key]})", where)
        if size < 0:
            raise MemplanError(f"buffer {raw_id}: negative size {size}", where)
        if lower < 0:
            raise MemplanError(f"buffer {raw_id}: negative start {lower}", where)
        if upper < lower:
            end_name = "end" if inclusive else "upper"
            raise MemplanError(f"buffer {raw_id}: {end_name} {upper - inclusive} before start {lower}", where)
        if upper > INT64_MAX:
            raise MemplanError(f"buffer {raw_id}: end {upper - inclusive} is out of range", where)
        if alignment < 1:
            raise MemplanError(f"buffer {raw_id}: alignment {alignment} must be >= 1", where)
        total += size + alignment
        if total > INT64_MAX:
            raise MemplanError("the buffers' sizes and alignments add up to more than 2^63-1 bytes", where)
        if "weight" in columns:
            weight = field("weight")
            if weight < 0:
                raise MemplanError(f"buffer {raw_id}: negative weight {weight}", where)
            weights.append(weight)
        if "spilled" in columns and field("spilled") not in (0, 1):
            raise MemplanError(f"buffer {raw_id}: spilled must be 0 or 1", where)
        seen[key] = line
        canonical = number is not None and _CANONICAL.match(raw_id) is not None
        # ids that are not plain numbers are kept as labels; buffers are then numbered
        buffers.append(Buffer(number if canonical else -1, size, lower, upper, alignment, label=raw_id))
        if "offset" in columns:
            offset = field("offset")
            if offset < 0:
                raise MemplanError(f"buffer {raw_id}: negative offset {offset}", where)
            offsets[len(buffers) - 1] = offset
    if any(b.id == -1 for b in buffers):
        buffers = [replace(b, id=i) for i, b in enumerate(buffers)]
    else:
        buffers = [replace(b, label="") for b in buffers]
    return Trace(buffers, {buffers[i].id: o for i, o in offsets.items()} if "offset" in columns else None,
                 {b.id: w for b, w in zip(buffers, weights)} if "weight" in columns else None)


def _columns(header: list[str], line: int, filename: str) -> dict[str, int]:
    columns: dict[str, int] = {}
    for i, name in enumerate(header):
        key = _ALIASES.get(name.strip().lower())
        if key is None:
            shown = name.strip() if len(name.strip()) <= 40 else name.strip()[:40] + "..."
            raise MemplanError(f"unknown column {shown!r}", _loc(filename, line, _col(header, i)))
        canon = "upper" if key == "end" else key
        if canon in columns:
            raise MemplanError(f"column '{canon}' given twice", _loc(filename, line, _col(header, i)))
        columns[canon] = i
    missing = [c for c in ("id", "lower", "upper", "size") if c not in columns]
    if missing:
        raise MemplanError(f"missing column(s) {', '.join(missing)} (need id,lower,upper,size)", _loc(filename, line))
    return columns


def _col(row: list[str], i: int) -> int:
    return 1 + sum(len(f) + 1 for f in row[:i])


def read_csv_file(path: str, name: str | None = None, deadline: float | None = None) -> Trace:
    """Read a CSV file or stream (``-``: standard input; see :func:`memplan.files.open_input`, which
    waits for a stream's data no longer than ``deadline``). Large plain numeric input streams
    through the fast reader; anything else is read again by the careful one: a file from its
    start, a stream (a pipe, ``<(...)``, ``/dev/stdin``) from the blocks already taken from it.
    ``name`` is the input's name in locations (default: ``path``)."""
    name = path if name is None else name
    with open_input(path, deadline) as f:
        try:
            head = f.readline(MAX_FIELD * 8)
            text = head[3:] if head.startswith(BOM.encode("utf-8")) else head
            taken: list[bytes] | None = None if f.seekable() else []
            if text.endswith(b"\n") and text.isascii():
                chunks = _chunks(f, taken)
                first = _first_chunks(chunks, FAST_MIN_CHARS)
                if sum(map(len, first)) > FAST_MIN_CHARS:  # (smaller ones: the careful reader, without numpy)
                    fast = _read_numeric(text.decode("ascii"), itertools.chain(first, chunks))
                    if fast is not None:
                        return fast
            if taken is None:
                f.seek(0)
                data = f.read()
            else:
                data = head + b"".join(taken) + f.read()
        except OSError as e:
            raise MemplanError(f"cannot read input: {e.strerror or e}") from None
    return read_csv(decode_text(data), name)


FAST_MIN_CHARS = 1 << 16  # smaller texts go straight to the careful reader
CHUNK_BYTES = 1 << 24
_NUMERIC = b"0123456789,-\n"


def _chunks(f, taken: list[bytes] | None = None) -> Iterator[bytes]:
    """The rest of a binary file in blocks that end at a line end; each block read is also kept in
    ``taken`` if given (a stream cannot be read again)."""
    carry = b""
    while True:
        block = f.read(CHUNK_BYTES)
        if taken is not None:
            taken.append(block)
        if not block:
            if carry:
                yield carry
            return
        block = carry + block
        cut = block.rfind(b"\n") + 1
        carry = block[cut:]
        if cut:
            yield block[:cut]


def _first_chunks(chunks: Iterator[bytes], at_least: int) -> list[bytes]:
    """The first blocks of ``chunks``, until they hold more than ``at_least`` bytes or there are no more."""
    first: list[bytes] = []
    total = 0
    while total <= at_least:
        block = next(chunks, None)
        if block is None:
            break
        first.append(block)
        total += len(block)
    return first


def _read_numeric(header_text: str, chunks: Iterable[bytes]) -> Trace | None:
    """Fast path for plain numeric CSV (what large traces are): whole blocks parsed by numpy.

    Returns None as soon as anything is unusual (a quote, a blank line, a
    zero-padded or huge number, a value the careful reader would reject): the
    caller then reads the input the careful way, which locates the problem.
    """
    import numpy as np  # here: the small inputs of the careful reader never load it (0.15 s a process)

    header = next(csv.reader([header_text]))
    try:
        columns = _columns(header, 1, "-")
    except MemplanError:
        return None
    if any(h.strip().lower() == "end" for h in header):
        return None  # inclusive ends: rare; the careful reader handles them
    width = len(header)
    parts = []
    for block in chunks:
        if block.translate(None, _NUMERIC) or _odd_number(block):
            return None
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # a partial read warns in some numpy versions: no guessing
                values = np.fromstring(block.replace(b"\n", b",").decode("ascii"), dtype=np.int64, sep=",")
        except (ValueError, DeprecationWarning):
            return None
        if len(values) % width or len(values) != block.count(b"\n") * width:
            return None
        parts.append(values.reshape(-1, width))
    table = np.concatenate(parts) if parts else np.zeros((0, width), dtype=np.int64)
    col = {name: table[:, i] for name, i in columns.items()}
    ids, lower, upper, size = col["id"], col["lower"], col["upper"], col["size"]
    alignment = col.get("alignment", np.ones(len(table), dtype=np.int64))
    if len(table) == 0 or (size < 0).any() or (lower < 0).any() or (upper < lower).any() or (alignment < 1).any():
        return None
    if int(size.sum(dtype=object)) + int(alignment.sum(dtype=object)) > INT64_MAX:
        return None
    if has_duplicates(ids) or ("offset" in col and (col["offset"] < 0).any()):
        return None
    if ("weight" in col and (col["weight"] < 0).any()) or ("spilled" in col and ((col["spilled"] < 0) | (col["spilled"] > 1)).any()):
        return None
    buffers = [Buffer(*row) for row in zip(ids.tolist(), size.tolist(), lower.tolist(), upper.tolist(),
                                           alignment.tolist())]
    offsets = dict(zip(ids.tolist(), col["offset"].tolist())) if "offset" in col else None
    weights = dict(zip(ids.tolist(), col["weight"].tolist())) if "weight" in col else None
    return Trace(buffers, offsets, weights)


_DIGITS_AT_MOST = 18  # longer numbers may leave int64: the careful reader judges them


def _odd_number(block: bytes) -> bool:
    """Whether ``block`` (only digits, commas, minus signs and line ends, starting at a line's
    start) holds a number the careful reader treats differently: zero-padded (``007``, a text
    id), negative zero, or more than _DIGITS_AT_MOST digits. numpy over the bytes: a regular
    expression took 16 ms of pangu_2.6B's 40 ms read."""
    import numpy as np

    chars = np.frombuffer(block, dtype=np.uint8)
    digit = chars >= ord("0")  # the others here are ',', '-' and '\n', all below '0'
    zero = chars[:-1] == ord("0")
    starts_number = np.ones(len(zero), dtype=bool)
    starts_number[1:] = ~digit[:-2]
    if (zero & digit[1:] & starts_number).any():  # a zero with more digits after it
        return True
    if ((chars[:-1] == ord("-")) & (chars[1:] == ord("0"))).any():  # negative zero (or -07)
        return True
    breaks = np.flatnonzero(~digit)
    runs = np.diff(breaks, prepend=-1, append=len(chars)) - 1  # digits between separators
    return bool((runs > _DIGITS_AT_MOST).any())


def write_csv(plan: Plan) -> str:
    """The plan as MiniMalloc CSV with half-open lifetimes and an ``offset`` column.

    A buffer's ``label`` (the id read from a CSV whose ids were not all plain
    numbers) is its id; ids are quoted where CSV needs it.
    """
    return write_table(plan.buffers, [("offset", plan.offsets)])


def write_spill_csv(plan: SpillPlan, spilled_offsets: dict[int, int]) -> str:
    """Every buffer of a spill plan, with its ``weight``, its ``offset`` and ``spilled`` (1 or 0):
    a kept buffer's offset is in the capacity's memory, a spilled one's in ``spilled_offsets``
    (where the spilled buffers are planned in the memory they go to)."""
    kept = plan.offsets
    return write_table(plan.problem.buffers, [
        ("weight", plan.problem.weights),
        ("offset", {b.id: kept[b.id] if b.id in kept else spilled_offsets[b.id] for b in plan.problem.buffers}),
        ("spilled", {b.id: int(b.id not in kept) for b in plan.problem.buffers}),
    ])


def write_table(buffers: Sequence[Buffer], extra: Sequence[tuple[str, Mapping[int, int]]]) -> str:
    """MiniMalloc CSV of ``buffers`` (``alignment`` when any is not 1), then the columns of
    ``extra``: (name, value by buffer id)."""
    with_alignment = any(b.alignment != 1 for b in buffers)
    names = ["id", "lower", "upper", "size", *(["alignment"] if with_alignment else []), *(n for n, _ in extra)]
    values = [column for _, column in extra]
    if not any(b.label for b in buffers):  # numbers only: nothing to quote, twice as fast as csv
        if len(values) == 1 and not with_alignment:
            (column,) = values
            rows = [f"{b.id},{b.start},{b.end},{b.size},{column[b.id]}\n" for b in buffers]
        elif len(values) == 1:
            (column,) = values
            rows = [f"{b.id},{b.start},{b.end},{b.size},{b.alignment},{column[b.id]}\n" for b in buffers]
        else:
            rows = [",".join(map(str, (b.id, b.start, b.end, b.size, *((b.alignment,) if with_alignment else ()),
                                       *(c[b.id] for c in values)))) + "\n" for b in buffers]
        return ",".join(names) + "\n" + "".join(rows)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(names)
    writer.writerows([b.label or b.id, b.start, b.end, b.size, *((b.alignment,) if with_alignment else ()),
                      *(c[b.id] for c in values)] for b in buffers)
    return out.getvalue()
