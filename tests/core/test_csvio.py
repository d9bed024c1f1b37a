"""MiniMalloc CSV: aliases, inclusive ends, alignment, and errors with line numbers."""

from __future__ import annotations

import pytest

from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv, write_csv
from memplan.core.plan import Plan
from memplan.diagnostics import MemplanError


def test_reads_minimalloc_format() -> None:
    trace = read_csv("id,lower,upper,size\n0,0,3,16\n1,3,5,8\n")
    assert trace.buffers == [Buffer(0, 16, 0, 3), Buffer(1, 8, 3, 5)]
    assert trace.offsets is None


def test_aliases_and_inclusive_end() -> None:
    trace = read_csv("buffer_id,begin,end,size,alignment\n7,1,4,16,64\n8,5,5,4,1\n")
    assert trace.buffers == [Buffer(7, 16, 1, 5, 64), Buffer(8, 4, 5, 6, 1)]
    trace = read_csv("Buffer, Start ,upper,size\n3,2,9,1\n")
    assert trace.buffers == [Buffer(3, 1, 2, 9)]


def test_named_ids_round_trip() -> None:
    trace = read_csv("id,lower,upper,size,offset\nb1,0,3,4,0\nb2,1,4,4,4\n")
    assert [b.label for b in trace.buffers] == ["b1", "b2"]
    assert trace.offsets == {0: 0, 1: 4}
    text = write_csv(Plan(trace.buffers, trace.offsets))
    assert text.splitlines() == ["id,lower,upper,size,offset", "b1,0,3,4,0", "b2,1,4,4,4"]


def test_write_then_read_keeps_everything() -> None:
    bufs = [Buffer(0, 16, 0, 3, 8), Buffer(5, 3, 1, 4, 1)]
    text = write_csv(Plan(bufs, {0: 0, 5: 16}))
    back = read_csv(text)
    assert back.buffers == bufs and back.offsets == {0: 0, 5: 16}


@pytest.mark.parametrize(
    "text, line, fragment",
    [
        ("id,lower,size\n0,1,2\n", 1, "missing column(s) upper"),
        ("id,lower,upper,size,color\n", 1, "unknown column 'color'"),
        ("id,lower,upper,size\n0,0,3,16\n1,x,4,8\n", 3, "lower: 'x' is not an integer"),
        ("id,lower,upper,size\n0,0,3,-1\n", 2, "negative size"),
        ("id,lower,upper,size\n0,5,3,1\n", 2, "upper 3 before start 5"),
        ("id,start,end,size\n0,5,3,1\n", 2, "end 3 before start 5"),
        ("id,lower,upper,size\n0,0,3,1\n\n0,1,2,1\n", 4, "duplicate id 0 (the same buffer as on line 2)"),
        ("id,lower,upper,size\n0,0,3\n", 2, "expected 4 fields, found 3"),
        ("id,lower,upper,size,alignment\n0,0,3,1,0\n", 2, "alignment 0 must be >= 1"),
        ("", 1, "empty CSV"),
    ],
)
def test_errors_name_the_line(text: str, line: int, fragment: str) -> None:
    with pytest.raises(MemplanError) as e:
        read_csv(text, "trace.csv")
    assert fragment in e.value.message
    assert e.value.format("trace.csv").startswith(f"trace.csv:{line}:")


@pytest.mark.parametrize(
    "text, line, fragment",
    [
        ("id,lower,upper,size\n0,0,2,\u0661\u0662\n", 2, "size: '\u0661\u0662' is not an integer"),
        ("id,lower,upper,size\n0,0,2,1_000\n", 2, "size: '1_000' is not an integer"),
        ("id,lower,upper,size\n0,0,2,0x10\n", 2, "size: '0x10' is not an integer"),
        ("id,lower,upper,size\n1,0,2,4\n01,0,2,4\n", 3, "duplicate id 01 (the same buffer as on line 2)"),
        ("id,lower,upper,size\n0,0,99999999999999999999,4\n", 2, "upper: 99999999999999999999 is out of range"),
        ("id,lower,upper,size\n0,0,2,9223372036854775808\n", 2, "size: 9223372036854775808 is out of range"),
        ("id,lower,upper,size\n0,0,2,9223372036854775000\n1,0,2,8000\n", 3, "add up to more than 2^63-1"),
        ("id,lower,upper,size\n0,0,2," + "9" * 200_000 + "\n", 2, "field of 200000 characters"),
        ('id,lower,upper,size\n0,0,2,"4\n', 2, "malformed CSV"),
        ("id,lower,upper,size\n0,0,2,4\0\n", 2, "NUL character"),
    ],
)
def test_hostile_values_are_clear_errors(text: str, line: int, fragment: str) -> None:
    with pytest.raises(MemplanError) as e:
        read_csv(text, "trace.csv")
    assert fragment in e.value.message
    assert e.value.format("trace.csv").startswith(f"trace.csv:{line}:")


def test_byte_order_mark_is_not_part_of_the_header() -> None:
    trace = read_csv("\ufeffid,lower,upper,size\n0,0,3,16\n")
    assert trace.buffers == [Buffer(0, 16, 0, 3)]


def test_largest_int64_values_are_read_exactly() -> None:
    big = (1 << 63) - 1
    trace = read_csv(f"id,lower,upper,size\n0,0,{big},{big - 64}\n")
    assert trace.buffers == [Buffer(0, big - 64, 0, big)]


@pytest.mark.parametrize("ids", [["0", "01"], ["a,b", 'q"z', "x\ny", " pad"], ["007", "7x", "-3"]])
def test_any_ids_round_trip(ids: list[str]) -> None:
    import csv
    import io

    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["id", "lower", "upper", "size"])
    for k, name in enumerate(ids):
        w.writerow([name, k, k + 2, 8])
    trace = read_csv(out.getvalue())
    plan = Plan(trace.buffers, {b.id: 8 * (k % 2) for k, b in enumerate(trace.buffers)})
    back = read_csv(write_csv(plan))
    assert [b.label or str(b.id) for b in back.buffers] == [name.strip() for name in ids]
    assert back.offsets == plan.offsets
