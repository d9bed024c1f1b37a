"""`memplan report` end to end on the real passes: table, JSON and SVG agree with the plan."""

import argparse
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from memplan.cli import report_cmd
from memplan.cli.common import run_cli
from memplan.report import png_available

pytest.importorskip("memplan.merge_alloc.pass_", reason="merge-alloc pass not built yet")

FIXTURES = Path(__file__).parents[2] / "examples" / "fixtures"
SVG_RECT = "{http://www.w3.org/2000/svg}rect"

CHAIN = """
func.func @chain(%x: memref<64x64xf32>) -> memref<64x64xf32> {
  %a = memref.alloc() : memref<64x64xf32>
  linalg.add ins(%x, %x : memref<64x64xf32>, memref<64x64xf32>) outs(%a : memref<64x64xf32>)
  %b = memref.alloc() : memref<64x64xf32>
  linalg.mul ins(%a, %a : memref<64x64xf32>, memref<64x64xf32>) outs(%b : memref<64x64xf32>)
  %c = memref.alloc() : memref<64x64xf32>
  linalg.add ins(%b, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  %d = memref.alloc() : memref<64x64xf32>
  linalg.mul ins(%c, %c : memref<64x64xf32>, memref<64x64xf32>) outs(%d : memref<64x64xf32>)
  return %d : memref<64x64xf32>
}
"""


def report(*argv) -> int:
    parser = argparse.ArgumentParser()
    report_cmd.add_arguments(parser)
    args = parser.parse_args([str(a) for a in argv])
    return run_cli(lambda: report_cmd.run(args), lambda: args.input)


def test_json_svg_and_table_agree(tmp_path, capsys):
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN)
    out_json, out_svg, out_mlir = tmp_path / "r.json", tmp_path / "r.svg", tmp_path / "p.mlir"
    assert report(src, "--json", out_json, "--svg", out_svg, "-o", out_mlir) == 0
    table = capsys.readouterr().out
    data = json.loads(out_json.read_text())
    assert data["schema_version"] == 2 and data["pipeline"] == "merge-alloc"
    [scope] = data["scopes"]
    assert scope["function"] == "chain"
    # %a..%c are temporaries of 16 KiB in a chain: two live at a time at most; %d is returned.
    assert scope["buffers_merged"] == 3 and scope["bytes_before"] == 3 * 16384
    assert scope["lower_bound"] == 2 * 16384 and scope["arena"] >= scope["lower_bound"]
    assert [b["reason"] for b in scope["left_alone"]] and scope["buffers_left"] == 1
    rects = [r for r in ET.parse(out_svg).getroot().iter(SVG_RECT) if r.get("class") == "buffer"]
    assert len(rects) == scope["buffers_merged"]
    offsets = {m["offset"] for m in scope["merged"]}
    assert {int(r.get("data-offset")) for r in rects} == offsets
    title = next(t for t in ET.parse(out_svg).getroot().iter(SVG_RECT.replace("rect", "text")))
    assert title.text == f"{src}: @chain / func.func"  # the picture says which input it shows
    assert "@chain" in table and "32 KiB" in table  # the lower bound, human-readable
    assert "memref.view" in out_mlir.read_text()


def test_json_to_stdout(tmp_path, capsys):
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN)
    assert report(src, "--json", "-") == 0
    assert json.loads(capsys.readouterr().out)["scopes"][0]["buffers_merged"] == 3


def test_tensor_input_is_bufferized_first(tmp_path, capsys):
    src = tmp_path / "t.mlir"
    src.write_text("""
func.func @t(%x: tensor<32xf32>) -> tensor<32xf32> {
  %e = tensor.empty() : tensor<32xf32>
  %a = linalg.add ins(%x, %x : tensor<32xf32>, tensor<32xf32>) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %e2 = tensor.empty() : tensor<32xf32>
  %b = linalg.mul ins(%a, %a : tensor<32xf32>, tensor<32xf32>) outs(%e2 : tensor<32xf32>) -> tensor<32xf32>
  return %b : tensor<32xf32>
}""")
    out_json = tmp_path / "r.json"
    assert report(src, "--json", out_json) == 0
    data = json.loads(out_json.read_text())
    assert data["pipeline"] == "bufferize,merge-alloc"
    assert [p["name"] for p in data["passes"]] == ["bufferize", "merge-alloc"]
    assert data["scopes"][0]["buffers_merged"] >= 1


def test_bad_input_writes_nothing(tmp_path, capsys):
    src = tmp_path / "bad.mlir"
    src.write_text("func.func @f() {\n  %x = memref.alloc( : memref<4xf32>\n}\n")
    out_json, out_svg = tmp_path / "r.json", tmp_path / "r.svg"
    assert report(src, "--json", out_json, "--svg", out_svg) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{src}:2:") and "error:" in err and "Traceback" not in err
    assert not out_json.exists() and not out_svg.exists()


def test_unknown_pass_is_an_error(tmp_path, capsys):
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN)
    assert report(src, "-p", "no-such-pass") == 1
    assert "no-such-pass" in capsys.readouterr().err


def test_png_without_cairosvg_is_a_clear_error(tmp_path, capsys, monkeypatch):
    import memplan.report

    monkeypatch.setattr(memplan.report, "png_available", lambda: False)
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN)
    out_png, out_json = tmp_path / "a.png", tmp_path / "r.json"
    assert report(src, "--png", out_png, "--json", out_json) == 1
    err = capsys.readouterr().err
    assert "cairosvg" in err and "memplan[png]" in err
    assert not out_png.exists() and not out_json.exists()


@pytest.mark.skipif(not png_available(), reason="cairosvg not installed (optional extra memplan[png])")
def test_png(tmp_path, capsys):
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN)
    out_png = tmp_path / "a.png"
    assert report(src, "--png", out_png) == 0
    assert out_png.read_bytes()[:4] == b"\x89PNG"


DYNAMIC = """
func.func @f(%x: memref<?x16xf32>) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%x, %x : memref<?x16xf32>, memref<?x16xf32>) outs(%a : memref<?x16xf32>)
  %s = memref.alloc() : memref<256xf32>
  %s0 = memref.subview %s[0] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1]>>
  %row = memref.subview %a[0, 0] [1, 16] [1, 1] : memref<?x16xf32> to memref<16xf32, strided<[1]>>
  memref.copy %row, %s0 : memref<16xf32, strided<[1]>> to memref<16xf32, strided<[1]>>
  %b = memref.alloc(%n) : memref<?x16xf32>
  linalg.mul ins(%a, %a : memref<?x16xf32>, memref<?x16xf32>) outs(%b : memref<?x16xf32>)
  %c = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%b, %b : memref<?x16xf32>, memref<?x16xf32>) outs(%c : memref<?x16xf32>)
  %d = memref.alloc(%n) : memref<?x16xf32>
  linalg.mul ins(%c, %c : memref<?x16xf32>, memref<?x16xf32>) outs(%d : memref<?x16xf32>)
  return %d : memref<?x16xf32>
}
"""


def test_dynamic_plans_print_as_formulas_and_at_sizes(tmp_path, capsys):
    src = tmp_path / "dyn.mlir"
    src.write_text(DYNAMIC)
    out_json, out_svg = tmp_path / "r.json", tmp_path / "r.svg"
    assert report(src, "--dims", "1,10,1000", "--draw-at", "10", "--json", out_json, "--svg", out_svg) == 0
    table = capsys.readouterr().out
    [scope] = json.loads(out_json.read_text())["scopes"]
    dynamic = scope["dynamic"]
    assert dynamic["mode"] == "symbolic" and dynamic["drawn_at"] == 10
    # symbols carry the input's names (%x), not the printer's (%arg0)
    assert [s["name"] for s in dynamic["symbols"]] == ["%x.d0"]
    # three 64*n temporaries, two live at a time, beside a 1 KiB static one live early
    assert dynamic["arena"] in ("max(128*%x.d0, 64*%x.d0 + 1024)", "max(64*%x.d0 + 1024, 128*%x.d0)")
    assert {b["size"] for b in dynamic["buffers"]} == {"64*%x.d0", "1024"}
    at = {p["size"]: p for p in dynamic["at"]}
    assert at[1]["arena"] == at[1]["max_live"] == 64 + 1024
    assert at[1000]["arena"] == at[1000]["max_live"] == 128 * 1000
    assert scope["arena"] == at[10]["arena"]  # the table's numbers are the plan at --draw-at
    rects = [r for r in ET.parse(out_svg).getroot().iter(SVG_RECT) if r.get("class") == "buffer"]
    assert sorted(int(r.get("data-size")) for r in rects) == sorted([640, 640, 640, 1024])
    assert "at size 10" in out_svg.read_text()
    assert f"arena = {dynamic['arena']}" in table
    assert "max-live" in table and "1000" in table


def test_upper_bound_plans_report_traps_above_the_bound(tmp_path, capsys):
    src = tmp_path / "dyn.mlir"
    src.write_text(DYNAMIC)
    assert report(src, "-p", "merge-alloc{bounds=64}", "--dims", "8,64,65", "--json", "-") == 0
    [scope] = json.loads(capsys.readouterr().out)["scopes"]
    dynamic = scope["dynamic"]
    assert dynamic["mode"] == "upper-bound" and dynamic["symbols"][0]["bound"] == 64
    at = {p["size"]: p for p in dynamic["at"]}
    # a static arena: the same at every size up to the bound, and tight there (two 4 KiB buffers)
    assert at[8]["arena"] == at[64]["arena"] == int(dynamic["arena"]) == at[64]["max_live"] == 2 * 64 * 16 * 4
    assert at[8]["max_live"] < at[8]["arena"]
    assert at[65]["arena"] is None  # above the bound: the program traps


def test_report_rejects_bad_sizes(tmp_path, capsys):
    src = tmp_path / "dyn.mlir"
    src.write_text(DYNAMIC)
    with pytest.raises(SystemExit) as e:
        report(src, "--dims", "1,x")
    assert e.value.code == 2
    assert "sizes separated by commas" in capsys.readouterr().err


def test_json_svg_and_png_name_buffers_as_the_input_does(tmp_path, capsys, monkeypatch):
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN.replace("%b = memref.alloc() : memref<64x64xf32>",
                                 '%b = memref.alloc() : memref<64x64xf32> loc("conv1"("model.py":7:0))'))
    drawn = []
    monkeypatch.setattr("memplan.report.svg_to_png", lambda svg, path=None: drawn.append(svg) or b"\x89PNG")
    out_json, out_svg, out_png = tmp_path / "r.json", tmp_path / "r.svg", tmp_path / "r.png"
    monkeypatch.setattr("memplan.report.png_available", lambda: True)
    assert report(src, "--json", out_json, "--svg", out_svg, "--png", out_png) == 0
    scope = json.loads(out_json.read_text())["scopes"][0]
    merged = {m["name"]: m for m in scope["merged"]}
    assert set(merged) == {"%a", "%b", "%c"}  # the input's names, not %alloc_0...
    assert merged["%a"]["location"] == f"{src}:3:8" and merged["%a"]["op"] == "memref.alloc"
    assert merged["%a"]["producer"] == "linalg.add" and merged["%a"]["names"] == []
    assert merged["%b"]["location"] == "model.py:7:0" and merged["%b"]["names"] == ["conv1"]
    (left,) = scope["left_alone"]
    assert (left["name"], left["location"], left["producer"]) == ("%d", f"{src}:9:8", "linalg.mul")
    titles = [r.find("{http://www.w3.org/2000/svg}title").text for r in ET.parse(out_svg).getroot().iter(SVG_RECT)
              if r.get("class") == "buffer"]
    assert any(t.startswith('%b "conv1" = linalg.mul\nmemref.alloc at model.py:7:0') for t in titles)
    assert "hover" in out_svg.read_text() and drawn and "hover" not in drawn[0]
    table = " ".join(capsys.readouterr().out.split())  # rich may wrap the long path
    assert "%d (" in table and ":9:8, 16 KiB): returned from the function" in table


def test_a_bad_pipeline_is_located_in_it(tmp_path, capsys):
    src = tmp_path / "chain.mlir"
    src.write_text(CHAIN)
    assert report(src, "-p", "merge-alloc,bogus", "--svg", tmp_path / "r.svg") == 1
    assert capsys.readouterr().err.splitlines() == [
        "MLIR Textual PassPipeline Parser:1:13: error: 'bogus' does not refer to a registered pass or pass pipeline",
        "merge-alloc,bogus", " " * 12 + "^"]
    assert not (tmp_path / "r.svg").exists()
