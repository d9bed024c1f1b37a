"""MiniMalloc CSV in and out: the exchange format for planning problems.

Columns: ``id,lower,upper,size[,alignment][,offset]`` with half-open lifetimes
``[lower, upper)``. Accepted aliases: ``buffer``/``buffer_id`` for ``id``,
``start``/``begin`` for ``lower``, and ``end`` for an *inclusive* last tick
(read as ``upper = end + 1``). Every error names its line (and column), so a
user can fix a hand-written trace.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, replace

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.diagnostics import MemplanError

_ALIASES = {
    "id": "id", "buffer": "id", "buffer_id": "id",
    "lower": "lower", "start": "lower", "begin": "lower",
    "upper": "upper", "end": "end",
    "size": "size", "alignment": "alignment", "offset": "offset",
}


@dataclass
class Trace:
    """Buffers read from CSV, and the offsets if the file carried a solution."""

    buffers: list[Buffer]
    offsets: dict[int, int] | None = None


def _loc(filename: str, line: int, col: int = 1) -> str:
    return f'loc("{filename}":{line}:{col})'


def read_csv(text: str, filename: str = "-") -> Trace:
    """Parse MiniMalloc CSV; raise :class:`MemplanError` located at the offending line."""
    rows = list(csv.reader(io.StringIO(text)))
    lines = [(n, r) for n, r in enumerate(rows, start=1) if any(f.strip() for f in r)]
    if not lines:
        raise MemplanError("empty CSV: expected a header id,lower,upper,size", _loc(filename, 1))
    header_line, header = lines[0]
    columns: dict[str, int] = {}
    for i, name in enumerate(header):
        key = _ALIASES.get(name.strip().lower())
        if key is None:
            raise MemplanError(f"unknown column '{name.strip()}'", _loc(filename, header_line, _col(header, i)))
        canon = "upper" if key == "end" else key
        if canon in columns:
            raise MemplanError(f"column '{canon}' given twice", _loc(filename, header_line, _col(header, i)))
        columns[canon] = i
    inclusive = any(h.strip().lower() == "end" for h in header)
    missing = [c for c in ("id", "lower", "upper", "size") if c not in columns]
    if missing:
        raise MemplanError(
            f"missing column(s) {', '.join(missing)} (need id,lower,upper,size)", _loc(filename, header_line)
        )
    buffers, offsets, seen = [], {}, {}
    for line, row in lines[1:]:
        if len(row) != len(header):
            raise MemplanError(f"expected {len(header)} fields, found {len(row)}", _loc(filename, line))

        def field(name: str, default: int | None = None) -> int:
            if name not in columns:
                assert default is not None
                return default
            i = columns[name]
            raw = row[i].strip()
            try:
                return int(raw)
            except ValueError:
                raise MemplanError(f"{name}: '{raw}' is not an integer", _loc(filename, line, _col(row, i))) from None

        raw_id = row[columns["id"]].strip()
        if not raw_id:
            raise MemplanError("empty id", _loc(filename, line, _col(row, columns["id"])))
        bid = int(raw_id) if _is_int(raw_id) else None
        lower, upper, size = field("lower"), field("upper"), field("size")
        alignment = field("alignment", 1)
        if inclusive:
            upper += 1
        where = _loc(filename, line)
        if raw_id in seen:
            raise MemplanError(f"duplicate id {raw_id} (first on line {seen[raw_id]})", where)
        if size < 0:
            raise MemplanError(f"buffer {raw_id}: negative size {size}", where)
        if lower < 0:
            raise MemplanError(f"buffer {raw_id}: negative start {lower}", where)
        if upper < lower:
            end_name = "end" if inclusive else "upper"
            raise MemplanError(f"buffer {raw_id}: {end_name} {upper - inclusive} before start {lower}", where)
        if alignment < 1:
            raise MemplanError(f"buffer {raw_id}: alignment {alignment} must be >= 1", where)
        seen[raw_id] = line
        # MiniMalloc ids may be names: then buffers are numbered and keep the name as label
        buffers.append(Buffer(bid if bid is not None else -1, size, lower, upper, alignment, label=raw_id))
        if "offset" in columns:
            offset = field("offset")
            if offset < 0:
                raise MemplanError(f"buffer {raw_id}: negative offset {offset}", where)
            offsets[len(buffers) - 1] = offset
    if any(b.id == -1 for b in buffers) or any(not _is_int(b.label) for b in buffers):
        buffers = [replace(b, id=i) for i, b in enumerate(buffers)]
    else:
        buffers = [replace(b, label="") for b in buffers]
    by_index = {i: b.id for i, b in enumerate(buffers)}
    return Trace(buffers, {by_index[i]: o for i, o in offsets.items()} if "offset" in columns else None)


def _is_int(text: str) -> bool:
    try:
        int(text)
    except ValueError:
        return False
    return True


def _col(row: list[str], i: int) -> int:
    return 1 + sum(len(f) + 1 for f in row[:i])


def read_csv_file(path: str) -> Trace:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise MemplanError(f"cannot read {path}: {e.strerror}") from None
    return read_csv(text, path)


def write_csv(plan: Plan) -> str:
    """The plan as MiniMalloc CSV with half-open lifetimes and an ``offset`` column.

    A buffer's ``label`` (the name read from a CSV with non-numeric ids) is its id.
    """
    with_alignment = any(b.alignment != 1 for b in plan.buffers)
    out = io.StringIO()
    out.write("id,lower,upper,size" + (",alignment" if with_alignment else "") + ",offset\n")
    for b in plan.buffers:
        align = f",{b.alignment}" if with_alignment else ""
        out.write(f"{b.label or b.id},{b.start},{b.end},{b.size}{align},{plan.offsets[b.id]}\n")
    return out.getvalue()
