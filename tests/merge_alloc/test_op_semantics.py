"""One op-semantics module: MLIR's LinalgOp decides "structured"; users describe their ops with one
record; the alias analysis, lifetimes, rewrite and size analysis all ask it."""

from __future__ import annotations

import pytest
from ma_helpers import count, parse, run

from memplan.diagnostics import MemplanError
from memplan.mlir import op_semantics as sem
from memplan.mlir.op_records import MemoryEffects, OpRecord
from memplan.mlir.op_semantics import register_op, unregister_op

SHAPES = """
func.func @f(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>, %t: tensor<4x4xf32>,
             %p: tensor<2x2x2x2xf32>, %x: f32) {
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.softmax dimension(1) ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  %pp = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %p : tensor<4x4xf32> -> tensor<2x2x2x2xf32>
  linalg.transpose ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>) permutation = [1, 0]
  linalg.reduce ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c, %c : memref<4x4xf32>, memref<4x4xf32>)
      dimensions = [] (%i: f32, %j: f32, %k: f32, %l: f32) { linalg.yield %i, %j : f32, f32 }
  linalg.fill ins(%x : f32) outs(%c : memref<4x4xf32>)
  "accel.op"(%a) : (memref<4x4xf32>) -> ()
  return
}
"""


def _ops():
    module = parse(SHAPES, unregistered=True)
    func = module.body.operations[0]
    return module, {op.operation.name: op.operation for op in func.regions[0].blocks[0].operations}


def test_structured_means_linalg_op_as_mlir_says():
    # The decision the bufferization registry and the lifetimes once disagreed on: softmax and
    # pack are destination-passing but not LinalgOp, so not structured; their effects are declared.
    module, ops = _ops()
    assert sem.is_structured(ops["linalg.matmul"]) and sem.is_structured(ops["linalg.transpose"])
    assert sem.is_structured(ops["linalg.fill"]) and sem.is_structured(ops["linalg.reduce"])
    assert not sem.is_structured(ops["linalg.softmax"]) and not sem.is_structured(ops["linalg.pack"])
    assert not sem.is_structured(ops["accel.op"]) and not sem.is_structured(ops["func.return"])
    assert sem.effects(ops["linalg.softmax"]) == MemoryEffects(frozenset({0}), frozenset({1}))
    assert sem.effects(ops["linalg.pack"]).writes == {1}


def test_outs_of_structured_ops_on_buffers():
    module, ops = _ops()
    assert sem.structured_operands(ops["linalg.matmul"]) == (2, 1)
    assert sem.structured_operands(ops["linalg.transpose"]) == (1, 1)  # no segment sizes, no results
    assert sem.structured_operands(ops["linalg.reduce"]) == (2, 2)
    assert sem.written_operands(ops["linalg.transpose"]) == {1}
    assert sem.written_operands(ops["accel.op"]) is None


def test_named_ops_indexing_maps_come_from_mlir():
    module, ops = _ops()
    maps = sem.indexing_maps(ops["linalg.matmul"])
    assert [str(m) for m in maps] == ["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)",
                                      "(d0, d1, d2) -> (d0, d1)"]
    assert sem.indexing_maps(ops["linalg.softmax"]) is None


SOFTMAX = """
func.func @f(%in: memref<8x8xf32>, %out: memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  linalg.softmax dimension(1) ins(%in : memref<8x8xf32>) outs(%t : memref<8x8xf32>)
  %u = memref.alloc() : memref<8x8xf32>
  linalg.softmax dimension(0) ins(%t : memref<8x8xf32>) outs(%u : memref<8x8xf32>)
  linalg.softmax dimension(1) ins(%u : memref<8x8xf32>) outs(%out : memref<8x8xf32>)
  return
}
"""


def test_softmax_on_buffers_is_an_access_that_writes_its_output():
    out, result = run(SOFTMAX)
    (report,) = result.reports
    assert report.plan is not None and len(report.plan.buffers) == 2 and not report.left_alone
    assert set(report.producers.values()) == {"linalg.softmax"}
    assert count(out, "memref.view") == 2


ACCEL = """
func.func @f(%a: memref<16x16xf32>, %b: memref<16x16xf32>, %out: memref<16x16xf32>) {
  %t = memref.alloc() : memref<16x16xf32>
  "accel.mm"(%a, %b, %t) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>) -> ()
  %u = memref.alloc() : memref<16x16xf32>
  "accel.mm"(%t, %b, %u) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>) -> ()
  %v = memref.alloc() : memref<16x16xf32>
  "accel.mm"(%u, %b, %v) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>) -> ()
  memref.copy %v, %out : memref<16x16xf32> to memref<16x16xf32>
  return
}
"""


@pytest.fixture
def accel_mm():
    yield "accel.mm"
    unregister_op("accel.mm")


def test_user_op_effects_make_its_buffers_mergeable(accel_mm):
    _, before = run(ACCEL, unregistered=True)
    reasons = [la.reason for r in before.reports for la in r.left_alone]
    assert reasons == ["passed to accel.mm, whose memory effects are not modelled"] * 3
    register_op(accel_mm, OpRecord.access(reads=[0, 1], writes=[2]))
    out, result = run(ACCEL, unregistered=True)
    (report,) = result.reports
    assert not report.left_alone and len(report.plan.buffers) == 3
    # %t and %v never live at once: they may share; %u overlaps both
    assert report.plan.arena_size == 2 * 16 * 16 * 4
    assert set(report.producers.values()) == {"accel.mm"}


def test_kept_operand_of_a_user_op_escapes(accel_mm):
    register_op(accel_mm, OpRecord.access(reads=[0, 1], writes=[2], keeps=[0]))
    _, result = run(ACCEL, unregistered=True)
    reasons = {la.name: la.reason for r in result.reports for la in r.left_alone}
    assert reasons == {"%alloc": "a reference to it may be kept by accel.mm",  # %t, then %u
                       "%alloc_0": "a reference to it may be kept by accel.mm"}


def test_register_op_checks_what_it_is_given(accel_mm):
    with pytest.raises(MemplanError, match="not an op name"):
        register_op("matmul", OpRecord.access(reads=[0]))
    with pytest.raises(MemplanError, match="operand positions"):
        OpRecord.access(reads=[-1])
    with pytest.raises(MemplanError, match="is a MemoryEffects, not an OpRecord"):
        register_op(accel_mm, MemoryEffects.of(reads=[0]))
    with pytest.raises(MemplanError, match="its kind 'accessor' is none of"):
        register_op(accel_mm, OpRecord("accessor"))


def test_a_registered_record_is_what_every_name_lookup_sees_until_unregistered(accel_mm):
    assert sem.record_of(accel_mm).kind == sem.UNKNOWN
    register_op(accel_mm, OpRecord.access(reads=[0, 1], writes=[2]))
    record = sem.record_of(accel_mm)
    assert record.kind == sem.ACCESS and record.origin == "user" and record.pure and not record.speculatable
    assert sem.registered_op(accel_mm) == record and sem.registered_op("memref.copy") is None
    unregister_op(accel_mm)
    assert sem.record_of(accel_mm).kind == sem.UNKNOWN and sem.registered_op(accel_mm) is None


def test_function_references_follow_nested_symbols():
    module = parse("""
    module {
      func.func private @g(memref<4xf32>)
      func.func @f(%a: memref<4xf32>) {
        func.call @g(%a) : (memref<4xf32>) -> ()
        %h = func.constant @g : (memref<4xf32>) -> ()
        return
      }
    }""")
    f = module.body.operations[1]
    call, const = [op.operation for op in f.regions[0].blocks[0].operations][:2]
    assert sem.function_reference(call) == "g" and sem.function_reference(const) == "g"


def test_the_built_in_records_agree_with_themselves():
    # What once lived in separate tables and disagreed (is_scalar_op and reorder's pure dialects):
    # every op of a value-semantics dialect is pure, every scalar op is pure, and the only pure ops
    # that may not run ahead of a check are those undefined for some operands (integer division).
    from memplan.mlir.op_records import BUILTIN, DIALECTS

    for name, record in BUILTIN.items():
        assert record.origin == "builtin"
        if name.split(".", 1)[0] in DIALECTS or record.kind == sem.SCALAR:
            assert record.pure, name
        if record.pure and not record.speculatable:
            assert any(d in name for d in ("div", "rem")), name
    for dialect in ("arith", "math", "index", "complex"):
        assert sem.is_scalar_op(f"{dialect}.anything") and DIALECTS[dialect].pure
    assert not sem.is_scalar_op("arith.select") and sem.record_of("arith.select").pure
