"""Symbolic sizes of dynamic allocations, and the plans and checks built on them. The IR that
merge-alloc prints for them (arenas sized at run time or at bounds, the run-time checks, reasons)
is specified in tests/lit/merge-alloc/dynamic-shape.mlir and dynamic-bounds.mlir; here, the sizes
and plans through the API and the planned programs run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ma_helpers import collect, left_alone, parse, run

from memplan.check.execution import compare_programs
from memplan.core.symbolic import Poly
from memplan.diagnostics import MemplanError
from memplan.mlir.symbolic_sizes import SizeAnalysis, evaluate_function


def sizes_of(text: str) -> dict[str, str]:
    """SSA name of each dynamic alloc -> its size formula (or why it has none)."""
    module, traces = collect(text)
    out = {b.name: str(b.size_expr) for t in traces for b in t.dynamic_buffers}
    out.update({la.name: la.reason for t in traces for la in t.left_alone})
    return out


def test_the_same_size_written_two_ways_is_one_polynomial():
    text = """
func.func @f(%x: memref<?x32xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %cst8 = arith.constant 1 : i8
  %cst16 = arith.constant 1.0 : f16
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %n = memref.dim %x, %c0 : memref<?x32xf32>
  %a = memref.alloc(%n) : memref<?x32xf32>
  %n4 = arith.muli %n, %c4 : index
  %bytes = arith.muli %n4, %c32 : index
  %b = memref.alloc(%bytes) : memref<?xi8>
  %n64 = arith.index_cast %n : index to i64
  %back = arith.index_cast %n64 : i64 to index
  %again = memref.dim %x, %c0 : memref<?x32xf32>
  %s = arith.addi %back, %again : index
  %c = memref.alloc(%s, %k) : memref<?x?xf16>
  linalg.fill ins(%cst : f32) outs(%a : memref<?x32xf32>)
linalg.fill ins(%cst8 : i8) outs(%b : memref<?xi8>)
linalg.fill ins(%cst16 : f16) outs(%c : memref<?x?xf16>)
  return
}"""
    module = parse(text, )
    func = module.body.operations[0].operation
    analysis = SizeAnalysis(func)
    allocs = [op for op in func.regions[0].blocks[0].operations if op.operation.name == "memref.alloc"]
    a, b, c = (analysis.alloc_bytes(op.operation, func) for op in allocs)
    n, k = Poly.symbol("%arg0.d0"), Poly.symbol("%arg1")
    assert a == b == 128 * n  # n * 32 * 4 bytes, and n * 4 * 32 i8s
    assert c == 4 * n * k  # (n + n) * k halves


def test_torch_mlir_broadcast_checks_fold_for_non_negative_sizes():
    # what torch-mlir emits for view(-1, ...) with a dynamic size: the negative branch never runs
    text = """
func.func @f(%x: memref<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c0_i64 = arith.constant 0 : i64
  %c4_i64 = arith.constant 4 : i64
  %n = memref.dim %x, %c0 : memref<?x8xf32>
  %0 = arith.index_cast %n : index to i64
  %neg = arith.cmpi slt, %0, %c0_i64 : i64
  %q = arith.muli %0, %c4_i64 : i64
  %d = arith.divsi %q, %0 : i64
  %sel = arith.select %neg, %d, %0 : i64
  %idx = arith.index_cast %sel : i64 to index
  %a = memref.alloc(%idx) : memref<?x8xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<?x8xf32>)
  %b = memref.alloc(%n) : memref<?x8xf32>
  linalg.add ins(%a, %x : memref<?x8xf32>, memref<?x8xf32>) outs(%b : memref<?x8xf32>)
  return
}""".replace("%c0 = arith.constant 0 : index", "%c0 = arith.constant 0 : index\n  %cst = arith.constant 1.0 : f32")
    assert set(sizes_of(text).values()) == {"32*%arg0.d0"}


def test_divisions_and_extrema_become_functions_when_not_exact():
    text = """
func.func @f(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %h = arith.ceildivsi %n, %c2 : index
  %a = memref.alloc(%h) : memref<?xf32>
  %m = arith.maxsi %n, %c4 : index
  %b = memref.alloc(%m) : memref<?xf32>
  %n4 = arith.muli %n, %c4 : index
  %q = arith.divui %n4, %c2 : index
  %c = memref.alloc(%q) : memref<?xf32>
  %r = arith.remsi %n, %c4 : index
  %d = memref.alloc(%r) : memref<?xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
linalg.fill ins(%cst : f32) outs(%b : memref<?xf32>)
linalg.fill ins(%cst : f32) outs(%c : memref<?xf32>)
linalg.fill ins(%cst : f32) outs(%d : memref<?xf32>)
  return
}"""
    module, traces = collect(text, )
    (trace,) = traces
    sizes = [str(b.size_expr) for b in trace.dynamic_buffers]
    assert sizes[0] == "4*ceildivsi(%arg0.d0, 2)"
    assert sizes[1] in ("4*maxsi(%arg0.d0, 4)", "4*maxsi(4, %arg0.d0)")
    assert sizes[2] == "8*%arg0.d0"  # 4n / 2 is exact
    assert sizes[3] == "4*%arg0.d0 - 16*divsi(%arg0.d0, 4)"  # n rem 4 = n - 4 * (n / 4)
    env = trace.sizes.symbols.environment({"%arg0.d0": 7}, frozenset().union(*(b.size_expr.symbols
                                                                                for b in trace.dynamic_buffers)))
    assert [b.size_expr.evaluate(env) for b in trace.dynamic_buffers] == [16, 28, 56, 12]


def test_arith_semantics_of_functions():
    assert evaluate_function("divsi", [-7, 2]) == -3 and evaluate_function("floordivsi", [-7, 2]) == -4
    assert evaluate_function("ceildivsi", [7, 2]) == 4 and evaluate_function("ceildivsi", [-7, 2]) == -3
    assert evaluate_function("maxui", [-1, 5]) == -1  # -1 is the largest unsigned value
    assert evaluate_function("minui", [-1, 5]) == 5


def test_sizes_computed_inside_a_loop_are_left_alone_but_those_of_arguments_are_planned():
    text = """
func.func @f(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c1 to %c4 step %c1 {
    %a = memref.alloc(%i) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    %s = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
linalg.fill ins(%cst : f32) outs(%b : memref<?xf32>)
linalg.fill ins(%cst : f32) outs(%s : memref<16xf32>)
  }
  return
}"""
    module, traces = collect(text, )
    (trace,) = traces
    assert [b.name for b in trace.dynamic_buffers] == ["%alloc_0"]
    assert "%arg1" in trace.left_alone[0].reason or "block argument" in trace.left_alone[0].reason \
        or "after the start" in trace.left_alone[0].reason


def test_forall_scopes_use_values_defined_before_them():
    text = """
func.func @f(%x: memref<?xf32>, %p: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %c8 = arith.constant 8 : index
  %m = memref.load %p[%c0] : memref<2xindex>
  scf.forall (%i) in (%c8) {
    %a = memref.alloc(%m) : memref<?xf32>
    %b = memref.alloc(%i) : memref<?xf32>
    linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
linalg.fill ins(%cst : f32) outs(%b : memref<?xf32>)
  }
  return
}"""
    module, traces = collect(text, )
    forall = [t for t in traces if not t.is_function_scope][0]
    assert sorted(str(b.size_expr) for b in forall.dynamic_buffers) == ["4*%0", "4*%arg2"]


ANNOTATED = """
func.func @f(%x: memref<?x16xf32> {memplan.dims = [{name = "batch", min = 1 : i64, max = 8 : i64}, {}]},
             %y: memref<?x16xf32> {memplan.dims = [{name = "batch"}, {}]}) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %m = memref.dim %y, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%x, %y : memref<?x16xf32>, memref<?x16xf32>) outs(%a : memref<?x16xf32>)
  %b = memref.alloc(%m) : memref<?x16xf32>
  linalg.mul ins(%a, %x : memref<?x16xf32>, memref<?x16xf32>) outs(%b : memref<?x16xf32>)
  %out = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%b, %a : memref<?x16xf32>, memref<?x16xf32>) outs(%out : memref<?x16xf32>)
  return %out : memref<?x16xf32>
}"""


def test_annotated_names_join_sources_and_bound_them():
    out, result = run(ANNOTATED, {"dynamic": "upper-bound"})
    (report,) = result.reports
    assert report.dynamic.mode == "upper-bound"
    assert [s.name for s in report.dynamic.symbols] == ["batch"]
    assert report.dynamic.symbols[0].bound == 8 and report.dynamic.symbols[0].minimum == 1
    assert report.plan.arena_size == 2 * 8 * 16 * 4  # two buffers of 8 rows at most
    assert compare_programs(ANNOTATED, out, sizes=[1, 5, 8]).agree


def run_check(reference: str, candidate: str, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    ref, cand = tmp_path / "ref.mlir", tmp_path / "cand.mlir"
    ref.write_text(reference)
    cand.write_text(candidate)
    return subprocess.run([sys.executable, "-m", "memplan.cli.main", "check", str(ref), str(cand), *args],
                          capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_values_above_the_bound_trap_with_a_message(tmp_path):
    out, _ = run(ANNOTATED, {"dynamic": "upper-bound"})
    p = run_check(ANNOTATED, out, tmp_path, "--dims", "8,9")
    assert p.returncode == 1
    assert "ok: @f: at size 8" in p.stdout
    # cf.assert prints its message (to standard output, as MLIR's lowering does) and aborts
    assert "memplan: batch exceeds 8, the upper bound the arena of @f was planned for" in p.stdout + p.stderr
    assert "crashed (SIGABRT) while running at size 9" in p.stderr


def test_bounds_option_overrides_and_plans_statically():
    out, result = run(ANNOTATED, {"bounds": "batch=100"})
    (report,) = result.reports
    assert report.dynamic.mode == "upper-bound"
    assert report.plan.arena_size == 2 * 100 * 16 * 4
    out, result = run(ANNOTATED, {"bounds": "3"})
    assert result.reports[0].plan.arena_size == 2 * 3 * 16 * 4


def test_bounds_option_errors_are_clear():
    with pytest.raises(MemplanError, match="bounds=x"):
        run(ANNOTATED, {"bounds": "x"})
    with pytest.raises(MemplanError, match="negative"):
        run(ANNOTATED, {"bounds": "batch=-1"})
    with pytest.raises(MemplanError, match="dynamic='sometimes'"):
        run(ANNOTATED, {"dynamic": "sometimes"})


def test_arithmetic_ranges_bound_sizes():
    # min(n, 64) rows never exceed 64, whatever n: a static plan needs no check on n
    text = """
func.func @f(%x: memref<?x16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %m = arith.minsi %n, %c64 : index
  %a = memref.alloc(%m) : memref<?x16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x16xf32>)
  %b = memref.alloc(%m) : memref<?x16xf32>
  %xs = memref.subview %x[0, 0] [%m, 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
  linalg.add ins(%a, %xs : memref<?x16xf32>, memref<?x16xf32, strided<[16, 1]>>) outs(%b : memref<?x16xf32>)
  %out = memref.alloc() : memref<16xf32>
  %row = memref.subview %b[0, 0] [1, 16] [1, 1] : memref<?x16xf32> to memref<16xf32, strided<[1]>>
  memref.copy %row, %out : memref<16xf32, strided<[1]>> to memref<16xf32>
  return %out : memref<16xf32>
}"""
    out, result = run(text, {"dynamic": "upper-bound"})
    (report,) = result.reports
    assert report.dynamic.mode == "upper-bound"
    assert report.plan.arena_size == 2 * 64 * 16 * 4
    assert compare_programs(text, out, sizes=[1, 64, 500]).agree


NEGATIVE = """
func.func @f(%k: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%k) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %k4 = arith.addi %k, %c4 : index
  %b = memref.alloc(%k4) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
  %out = memref.alloc() : memref<4xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%out : memref<4xf32>)
  return %out : memref<4xf32>
}"""


def test_index_arguments_are_checked_non_negative():
    out, _ = run(NEGATIVE)
    assert compare_programs(NEGATIVE, out, sizes=[0, 3, 1000]).agree


@pytest.mark.slow
def test_overflowing_sizes_trap_instead_of_wrapping(tmp_path):
    text = """
func.func @f(%k: index) -> memref<4xf32> {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%k, %k) : memref<?x?xf32>
  %b = memref.alloc(%k) : memref<?xf32>
  %out = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%out : memref<4xf32>)
  %z = arith.cmpi eq, %k, %c0 : index
  scf.if %z {
    linalg.fill ins(%one : f32) outs(%a : memref<?x?xf32>)
    linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
  }
  return %out : memref<4xf32>
}"""
    out, _ = run(text)
    p = run_check(text, out, tmp_path, "--dims", "0,2,2147483648")  # 4 * 2^62 bytes: wraps to 0
    assert "ok: @f: at size 2" in p.stdout
    assert "memplan: the dynamic sizes of @f overflow 64-bit arithmetic" in p.stdout + p.stderr
    assert p.returncode == 1


def test_a_custom_mutator_leaves_dynamic_buffers_alone():
    calls = []

    def mutator(trace, plan):
        calls.append(len(plan.buffers))

    out, result = run(ANNOTATED, mutator=mutator)
    reasons = left_alone(result)
    assert any("custom mutator" in r for r in reasons.values())
    assert calls == []  # no static buffer to plan either


@pytest.mark.parametrize("attribute, message", [
    ("{memplan.dims = 5}", "must be an array of 2 dictionaries"),
    ("{memplan.dims = [{name = 3}, {}]}", "name must be a string"),
    ("{memplan.dims = [{max = -2 : i64}, {}]}", "max = -2 is negative"),
    ("{memplan.dims = [{size = 2 : i64}, {}]}", "unknown key 'size'"),
    ("{memplan.dims = [{}, {max = 4 : i64}]}", "dimension 1 is static (16)"),
    ("{memplan.symbol = {name = \"n\"}}", "memplan.symbol is for index and i64 arguments"),
])
def test_malformed_annotations_are_located_errors(attribute, message):
    text = ANNOTATED.replace('{memplan.dims = [{name = "batch", min = 1 : i64, max = 8 : i64}, {}]}', attribute)
    with pytest.raises(MemplanError, match=message.replace("(", r"\(").replace(")", r"\)")) as e:
        run(text)
    assert "argument #0 of @f" in e.value.message and e.value.location


ROUND_TRIP = """
func.func @f(%x: memref<?x8xf32> {{memplan.dims = [{{name = "seq", max = {bound} : i64}}, {{}}]}}) -> f32 {{
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %x, %c0 : memref<?x8xf32>
  %i = arith.index_cast %n : index to i64
  %f = arith.sitofp %i : i64 to {float}
  %up = math.ceil %f : {float}
  %back = arith.fptoui %up : {float} to i64
  %len = arith.index_cast %back : i64 to index
  %a = memref.alloc(%len) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %b = memref.alloc(%n) : memref<?x8xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<?x8xf32>)
  %u = memref.load %a[%c0] : memref<?xf32>
  %v = memref.load %b[%c0, %c0] : memref<?x8xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}}"""


@pytest.mark.parametrize("float_type, bound, exact", [
    ("f32", 512, True), ("f32", 1 << 24, True), ("f32", (1 << 24) + 1, False), ("f64", 1 << 40, True),
    ("f16", 4096, False),
])
def test_an_integer_through_a_float_and_back_is_itself_where_the_float_holds_it(float_type, bound, exact):
    """torch-mlir computes ``arange(seq)``'s length as fptoui(ceil(sitofp(seq))): that is seq
    wherever every value up to the bound is exact in the float (2^24 for f32)."""
    sizes = sizes_of(ROUND_TRIP.format(float=float_type, bound=bound))
    if exact:
        assert sizes["%alloc"] == "4*seq"
    else:
        assert "exact only up to 2^" in sizes["%alloc"], sizes["%alloc"]
    assert sizes["%alloc_0"] == "32*seq"


def test_the_round_trip_needs_a_bound():
    text = ROUND_TRIP.format(float="f32", bound=1).replace(' {memplan.dims = [{name = "seq", max = 1 : i64}, {}]}', "")
    assert "no bound keeps it there" in sizes_of(text)["%alloc"]


@pytest.mark.slow
def test_round_trip_sizes_are_planned_and_compute_the_same():
    text = ROUND_TRIP.format(float="f32", bound=512)
    out, result = run(text)
    assert left_alone(result) == {}
    assert compare_programs(text, out, sizes=[1, 7, 300]).agree
