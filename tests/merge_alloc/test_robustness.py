"""merge-alloc on programs built to break it: long loop rotations, deep nesting, huge sizes,
tiny aligned buffers, scalable vectors, buffers stored into memory. The IR it prints for huge
sizes and alignments and for arenas that would not pay is specified in tests/lit/merge-alloc
(too-large.mlir, alignment.mlir, never-worse.mlir)."""

from __future__ import annotations

import json

import pytest

from ma_helpers import collect, count, left_alone, parse, run
from memplan.cli.main import main as memplan
from memplan.cli.opt import main as memplan_opt
from memplan.diagnostics import MemplanError
from memplan.mlir.aliases import AliasAnalysis
from memplan.pipeline import run_pipeline


def rotation(n: int) -> str:
    """An scf.for whose n memref iter_args rotate by one each iteration."""
    allocs = "\n".join(f"  %a{i} = memref.alloc() : memref<16xf32>" for i in range(n))
    inits = ", ".join(f"%x{i} = %a{i}" for i in range(n))
    types = ", ".join(["memref<16xf32>"] * n)
    rotated = ", ".join(f"%x{(i + 1) % n}" for i in range(n))
    return f"""func.func @f(%n: index) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
{allocs}
  %r:{n} = scf.for %i = %c0 to %n step %c1 iter_args({inits}) -> ({types}) {{
    scf.yield {rotated} : {types}
  }}
  %v = memref.load %r#0[%c0] : memref<16xf32>
  return %v : f32
}}"""


@pytest.mark.parametrize("n", [2, 101, 1000])
def test_alias_analysis_reaches_its_fixpoint_for_any_rotation(n):
    module = parse(rotation(n))
    func = module.body.operations[0].operation
    aa = AliasAnalysis(func)
    loop = next(op.operation for op in func.regions[0].blocks[0].operations if op.operation.name == "scf.for")
    # After enough iterations any result may be any buffer.
    assert all(aa.roots_of(r) == set(range(n)) for r in loop.results)
    assert all(aa.roots_of(a) == set(range(n)) for a in list(loop.regions[0].blocks[0].arguments)[1:])


def test_rotated_buffers_are_all_live_through_the_loop():
    _, result = run(rotation(101), {"alignment": "4"})
    (report,) = result.reports
    assert len(report.plan.buffers) == 101 and report.plan.arena_size == 101 * 64  # no two may share


def nested_loops(depth: int) -> str:
    opens = "\n".join(f"  scf.for %i{k} = %c0 to %n step %c1 {{" for k in range(depth))
    closes = "\n".join("  }" for _ in range(depth))
    return f"""func.func @f(%n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<64xf32>)
{opens}
  linalg.fill ins(%cst : f32) outs(%b : memref<64xf32>)
{closes}
  return
}}"""


@pytest.mark.slow
def test_1200_nested_loops(tmp_path, capsys):
    path = tmp_path / "deep.mlir"
    path.write_text(nested_loops(1200))
    assert memplan_opt([str(path), "-p", "merge-alloc"]) == 0
    out = capsys.readouterr().out
    assert count(out, "memref.view") == 2 and count(out, "memref.alloc") == 1
    assert memplan(["report", str(path), "--json", str(tmp_path / "r.json")]) == 0
    assert json.loads((tmp_path / "r.json").read_text())["totals"]["buffers_merged"] == 2


@pytest.mark.slow
def test_1200_nested_loops_bufferize(tmp_path, capsys):
    opens = "\n".join(f"  scf.for %i{k} = %c0 to %n step %c1 {{" for k in range(1200))
    closes = "\n".join("  }" for _ in range(1200))
    path = tmp_path / "deep.mlir"
    path.write_text(f"""func.func @f(%n: index, %out: memref<16xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
{opens}
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %v = tensor.extract %f[%c0] : tensor<16xf32>
  memref.store %v, %out[%c0] : memref<16xf32>
{closes}
  return
}}""")
    assert memplan_opt([str(path), "-p", "bufferize,merge-alloc"]) == 0
    assert "memref.alloc" in capsys.readouterr().out


# -- sizes beyond what a memref can address -----------------------------------------

def test_an_arena_above_2_63_bytes_is_a_located_error(tmp_path, capsys):
    t = "memref<4611686018427387904xi8>"  # 2^62 bytes each: both fit, together (live at once) they do not
    path = tmp_path / "two.mlir"
    path.write_text(f"""func.func @f() {{
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : {t}
  %b = memref.alloc() : {t}
  %x = memref.load %a[%c0] : {t}
  %y = memref.load %b[%c0] : {t}
  %z = memref.load %a[%c0] : {t}
  return
}}""")
    assert memplan_opt([str(path), "-p", "merge-alloc"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:1:1: error: merge-alloc: the arena of @f would take 9223372036854775808 bytes")
    assert "more than a memref can address" in err and "internal error" not in err


@pytest.mark.parametrize("pipeline", ["merge-alloc{alignment=9223372036854775808}",
                                      "bufferize{alignment=9223372036854775808}"])
def test_alignment_option_above_2_62_is_a_clear_error(tmp_path, capsys, pipeline):
    path = tmp_path / "m.mlir"
    path.write_text("func.func @f() {\n  return\n}\n")
    assert memplan_opt([str(path), "-p", pipeline]) == 1
    err = capsys.readouterr().err
    assert "alignment=9223372036854775808 is too large" in err and "internal error" not in err


# -- never worse than separate allocations --------------------------------------------

TWO_SMALL = """func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%cst : f32) outs(%b : memref<4xf32>)
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%c0] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}"""


def test_report_never_shows_negative_savings(tmp_path, capsys):
    path = tmp_path / "small.mlir"
    path.write_text(TWO_SMALL)
    out = tmp_path / "r.json"
    assert memplan(["report", str(path), "--json", str(out)]) == 0
    table = capsys.readouterr().out.replace(str(path), "small.mlir")  # the path may hold "-9"
    data = json.loads(out.read_text())
    assert all(s["arena"] <= s["bytes_before"] for s in data["scopes"])
    assert "saved -" not in table and "-9" not in table
    assert data["totals"]["buffers_left"] == 2


# -- what must be left alone ------------------------------------------------------------

def test_scalable_vectors_are_left_alone_with_a_remark():
    _, result = run("""func.func @f() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xvector<[4]xf32>>
  %b = memref.alloc() : memref<64xf32>
  %x = memref.load %a[%c0] : memref<4xvector<[4]xf32>>
  %y = memref.load %b[%c0] : memref<64xf32>
  return
}""")
    assert "no size known at compile time" in left_alone(result)["%alloc"]
    assert "%alloc_0" not in left_alone(result)


def test_a_buffer_stored_into_memory_escapes():
    module, (trace,) = collect("""func.func @f(%mm: memref<4xmemref<16xf32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  memref.store %a, %mm[%c0] : memref<4xmemref<16xf32>>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  %l = memref.load %mm[%c0] : memref<4xmemref<16xf32>>
  %v = memref.load %l[%c0] : memref<16xf32>
  return %v : f32
}""")
    # %a is read back through %mm after %b is written: they must not share memory
    assert [la.reason for la in trace.left_alone] == ["stored into memory by memref.store"]
    assert [b.name for b in trace.buffers] == ["%alloc_0"]


def test_error_inside_a_pass_is_not_an_internal_error():
    module = parse(TWO_SMALL)
    with pytest.raises(MemplanError, match="unknown planner"):
        run_pipeline(module, "merge-alloc{planner=nope}")
