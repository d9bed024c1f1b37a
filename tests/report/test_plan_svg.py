"""`memplan plan --svg`: CSV plans are drawn like merge-alloc's, one rectangle per buffer."""

import argparse
import csv
import io
import xml.etree.ElementTree as ET

from memplan.cli import plan_cmd
from memplan.cli.common import run_cli

TRACE = """id,lower,upper,size
0,0,4,100
1,2,6,64
2,4,9,100
3,6,9,16
4,1,3,8
"""


def plan(*argv) -> int:
    parser = argparse.ArgumentParser()
    plan_cmd.add_arguments(parser)
    args = parser.parse_args([str(a) for a in argv])
    return run_cli(lambda: plan_cmd.run(args), lambda: args.input)


def test_plan_svg_matches_the_csv(tmp_path, capsys):
    src, out_csv, out_svg = tmp_path / "t.csv", tmp_path / "p.csv", tmp_path / "p.svg"
    src.write_text(TRACE)
    assert plan(src, "--planner", "best-fit", "-o", out_csv, "--svg", out_svg) == 0
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text())))
    rects = [r for r in ET.parse(out_svg).getroot().iter("{http://www.w3.org/2000/svg}rect")
             if r.get("class") == "buffer"]
    assert len(rects) == len(rows) == 5
    assert {(int(r.get("data-id")), int(r.get("data-offset"))) for r in rects} == \
        {(int(row["id"]), int(row["offset"])) for row in rows}


def test_no_svg_when_planning_fails(tmp_path, capsys):
    src, out_svg = tmp_path / "t.csv", tmp_path / "p.svg"
    src.write_text(TRACE)
    assert plan(src, "--capacity", "10", "--svg", out_svg) == 1
    assert not out_svg.exists()
