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
        ("id,lower,upper,size\n0,0,3,1\n\n0,1,2,1\n", 4, "duplicate id 0 (first on line 2)"),
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
