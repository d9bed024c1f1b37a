"""The collector's decisions go through the collector object: a subclass's override runs."""

from __future__ import annotations

import pytest
from ma_helpers import parse, run
from mlir import ir

from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import merge_alloc
from memplan.merge_alloc.lifetimes import TickTraceCollector
from memplan.merge_alloc.trace import ScopeTrace

PROGRAM = """
func.func @f(%out: memref<16xf32>) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32, 2>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32, 2>)
  %c = memref.alloc() : memref<16xf32>
  linalg.copy ins(%a : memref<16xf32>) outs(%c : memref<16xf32>)
  %d = memref.alloc() : memref<16xf32, 2>
  linalg.copy ins(%b : memref<16xf32, 2>) outs(%d : memref<16xf32, 2>)
  linalg.copy ins(%c : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}
"""


class DeviceManaged(TickTraceCollector):
    """Memory space 2 is the runtime's: keep it out of every arena."""

    def unmergeable_reason(self, alloc, scope, function):
        if str(ir.MemRefType(alloc.results[0].type).memory_space) == "2 : i64":
            return "memory space 2 is managed by the device runtime"
        return super().unmergeable_reason(alloc, scope, function)


class Rounded(TickTraceCollector):
    """Buffers planned in 256-byte units (a DMA granule)."""

    def buffer_size(self, alloc, scope, function):
        size = super().buffer_size(alloc, scope, function)
        return -(-size // 256) * 256 if isinstance(size, int) else size


def test_unmergeable_reason_override_runs():
    _, result = run(PROGRAM, collector=DeviceManaged())
    reasons = {la.name: la.reason for r in result.reports for la in r.left_alone}
    assert sorted(reasons.values()) == ["memory space 2 is managed by the device runtime"] * 2
    merged = [r for r in result.reports if r.plan is not None]
    assert [r.memory_space for r in merged] == [None] and len(merged[0].plan.buffers) == 2


def test_buffer_size_override_is_what_is_planned():
    _, result = run(PROGRAM, collector=Rounded())
    sizes = {b.size for r in result.reports if r.plan for b in r.plan.buffers}
    assert sizes == {256}


def test_scope_override_is_checked():
    class Elsewhere(TickTraceCollector):
        def scope_of(self, op, function):
            return function.ops[0]  # an arith.constant: not around any alloc

    with pytest.raises(MemplanError, match="Elsewhere.scope_of gave arith.constant"):
        run(PROGRAM, collector=Elsewhere())


def test_bad_size_from_an_override_is_a_clear_error():
    class Broken(TickTraceCollector):
        def buffer_size(self, alloc, scope, function):
            return 1.5

    with pytest.raises(MemplanError, match="Broken.buffer_size gave 1.5"):
        run(PROGRAM, collector=Broken())


def test_a_wrapping_collector_keeps_its_annotations():
    # A collector that rebuilds the traces it passes on: each buffer left alone carries its op,
    # so analysis-only still marks it (no parallel list to keep in step).
    def wrapping(func_op):
        return [ScopeTrace(t.function, t.func_op, t.scope, t.scope_op, t.memory_space, buffers=list(t.buffers),
                           left_alone=list(t.left_alone)) for t in DeviceManaged()(func_op)]

    module = parse(PROGRAM)
    merge_alloc(module, {"analysis-only": "true"}, collector=wrapping)
    text = str(module)
    assert text.count('memplan.left_alone = "memory space 2 is managed by the device runtime"') == 2
