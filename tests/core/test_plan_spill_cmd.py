"""``memplan plan IN.csv --capacity C --spill``: every row back with ``offset`` and ``spilled``,
the kept rows a valid plan inside [0, C), the contract's last line; and ``--capacity`` alone
failing with the tick where the live bytes exceed it and what is live there."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from memplan.cli.main import main
from memplan.core.buffer import Buffer
from memplan.core.csvio import read_csv
from memplan.core.plan import Plan

LAST_LINE = re.compile(r"kept_weight=(\d+) bound=(\d+) ratio=[0-9.]+ optimal=(yes|no) spilled=(\d+) arena=(\d+)")
# 400 bytes live at tick 0 and 560 at tick 3, capacity 200: buffer 5 (300 bytes, weight 5) and
# buffer 4 (500 bytes) never fit; 0, 2 and 3 are kept, and 1 (weight 50) is worth least
TRACE = "id,lower,upper,size,alignment,weight\n0,0,4,100,4,1000\n1,2,6,100,4,50\n2,3,8,60,4,600\n" \
        "3,5,9,50,4,10\n4,9,9,500,4,1\n5,0,10,300,4,5\n"


@pytest.mark.slow
def test_every_row_comes_back_with_offset_and_spilled_and_the_kept_ones_fit(tmp_path, capsys):
    source, out = tmp_path / "in.csv", tmp_path / "out.csv"
    source.write_text(TRACE)
    assert main(["plan", str(source), "--capacity", "200", "--spill", "-o", str(out)]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    found = LAST_LINE.fullmatch(last)
    assert found, last
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert [r["id"] for r in rows] == ["0", "1", "2", "3", "4", "5"]
    kept = [r for r in rows if r["spilled"] == "0"]
    assert {r["spilled"] for r in rows} <= {"0", "1"}
    buffers = [Buffer(int(r["id"]), int(r["size"]), int(r["lower"]), int(r["upper"]), int(r["alignment"]))
               for r in kept]
    Plan(buffers, {int(r["id"]): int(r["offset"]) for r in kept}).check(capacity=200)
    kept_weight, bound = int(found[1]), int(found[2])
    assert kept_weight == sum(int(r["weight"]) for r in kept) == 1610  # 0, 2, 3 (4 and 5 cannot fit)
    assert bound == kept_weight and found[3] == "yes" and int(found[4]) == 3
    assert {r["id"] for r in rows if r["spilled"] == "1"} == {"1", "4", "5"}
    assert all(int(r["offset"]) >= 0 for r in rows)  # spilled ones: where they go in the slow memory
    read_csv(out.read_text())  # the output reads back


def test_the_weight_is_the_size_by_default(tmp_path, capsys):
    source, out = tmp_path / "in.csv", tmp_path / "out.csv"
    source.write_text("id,lower,upper,size\n0,0,4,100\n1,2,6,150\n2,3,8,60\n")
    assert main(["plan", str(source), "--capacity", "200", "--spill", "-o", str(out)]) == 0
    found = LAST_LINE.fullmatch(capsys.readouterr().out.splitlines()[-1])
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert [r["weight"] for r in rows] == ["100", "150", "60"]
    assert int(found[1]) == 160 == int(found[2])  # 100 + 60 beats 150 alone


def test_capacity_alone_names_the_tick_where_the_live_bytes_exceed_it(tmp_path, capsys):
    source = tmp_path / "in.csv"
    source.write_text(TRACE)
    assert main(["plan", str(source), "--capacity", "200"]) == 1
    err = capsys.readouterr().err
    assert "no plan fits in capacity 200: at tick 0, 400 bytes are live: buffer 5 (300 bytes), buffer 0 " \
           "(100 bytes)" in err and "Traceback" not in err


@pytest.mark.parametrize("argv, message", [
    (["--spill"], "--spill needs --capacity"),
    (["--spill", "--capacity", "9", "--planner", "best-fit"], "--planner does not apply"),
])
def test_spill_without_what_it_needs_fails_clearly(tmp_path, capsys, argv, message):
    source = tmp_path / "in.csv"
    source.write_text(TRACE)
    assert main(["plan", str(source), *argv]) == 1
    assert message in capsys.readouterr().err


def test_a_negative_weight_is_an_error_at_its_line(tmp_path, capsys):
    source = tmp_path / "in.csv"
    source.write_text("id,lower,upper,size,weight\n0,0,4,100,3\n1,2,6,100,-2\n")
    assert main(["plan", str(source), "--capacity", "100", "--spill"]) == 1
    assert f"{source}:3:1: error: buffer 1: negative weight -2" in capsys.readouterr().err


def test_the_picture_draws_the_capacity_and_what_was_spilled(tmp_path, capsys):
    source, svg = tmp_path / "in.csv", tmp_path / "plan.svg"
    source.write_text(TRACE)
    assert main(["plan", str(source), "--capacity", "200", "--spill", "-o", str(tmp_path / "o.csv"),
                 "--svg", str(svg)]) == 0
    text = svg.read_text()
    assert 'class="capacity"' in text and 'class="demand"' in text
    assert "kept weight 1610 of at most 1610" in text and text.count('class="buffer"') == 3
