"""Hooks beside whole models: allocation, copy, fill and function-boundary hooks, as options
fields (callables or names) and in pipeline text; what they return is checked, errors name them."""

from __future__ import annotations

import numpy as np
import pytest
from bufferize_helpers import count, ops, run
from mlir import ir

from memplan.bufferize import Allocation, BufferizeOptions, hook_names, register_hook
from memplan.bufferize import hooks as hook_module
from memplan.check.execution import CompiledFunction
from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

# Three matmuls into new buffers: the first is dead when the third is written (an arena saves).
CHAIN = """func.func @forward(%x: tensor<4x10xf32>, %w: tensor<10x10xf32>) -> tensor<4x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x10xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %t1 = linalg.matmul ins(%x, %w : tensor<4x10xf32>, tensor<10x10xf32>) outs(%f1 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %e2 = tensor.empty() : tensor<4x10xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %t2 = linalg.matmul ins(%t1, %w : tensor<4x10xf32>, tensor<10x10xf32>) outs(%f2 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %e3 = tensor.empty() : tensor<4x10xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %t3 = linalg.matmul ins(%t2, %w : tensor<4x10xf32>, tensor<10x10xf32>) outs(%f3 : tensor<4x10xf32>) -> tensor<4x10xf32>
  return %t3 : tensor<4x10xf32>
}
"""


# The matmuls read their destinations: %f is needed twice (the first writes a re-fill of it),
# %a is an argument (not writable: the third writes a copy of it).
COPIES = """func.func @forward(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %z = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %w = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %y, %z, %w : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
"""


def value_allocs(module) -> list[ir.Operation]:
    """The allocations made for values (not the copies into buffers whose type a boundary dictates)."""
    targets = {c.operands[1].owner for c in ops(module, "memref.copy")}
    return [a for a in ops(module, "memref.alloc") if a not in targets]


@pytest.fixture
def isolated_hooks(monkeypatch):
    """register_hook writes into a fresh table, forgotten after the test."""
    monkeypatch.setattr(hook_module, "_REGISTERED", {kind: {} for kind in hook_module.KINDS})


def padded_rows(request):
    """Rows padded to 16 elements, aligned to 128 bytes (identity for other ranks)."""
    t = request.default
    if len(t.shape) != 2:
        return Allocation(t)
    layout = ir.StridedLayoutAttr.get(0, [-(-t.shape[1] // 16) * 16, 1])
    return Allocation(ir.MemRefType.get(t.shape, t.element_type, layout=layout), alignment=128)


def test_allocation_hook_decides_layout_and_alignment_and_programs_still_compute():
    module, report = run(CHAIN, BufferizeOptions(allocation=padded_rows))
    allocs = ops(module, "memref.alloc")
    assert allocs and report.allocs == len(allocs)
    padded = [a for a in allocs if str(a.results[0].type) == "memref<4x10xf32, strided<[16, 1]>>"]
    assert len(padded) == 3  # the three tensor.empty
    assert all(ir.IntegerAttr(a.attributes["alignment"]).value == 128 for a in padded)
    # the one other buffer is the copy to the identity-layout result the boundary dictates
    (copy,) = ops(module, "memref.copy")
    assert [a for a in allocs if a not in padded] == [copy.operands[1].owner]
    run_pipeline(module, "merge-alloc")  # views of an arena keep the layout (an alloc of it cannot run)
    assert count(module, "memref.view") == 3 and str(module).count("strided<[16, 1]>") > 3
    x = np.arange(40, dtype=np.float32).reshape(4, 10) / 40
    w = np.eye(10, dtype=np.float32) + 0.5
    (out,) = CompiledFunction(str(module))(x, w)
    np.testing.assert_allclose(out, x @ w @ w @ w, rtol=1e-5)


def test_allocation_hook_puts_buffers_in_a_memory_space_with_the_request_it_was_given():
    seen = []

    def scratchpad(request):
        seen.append((request.op.name, request.tensor_type.shape, request.alignment))
        t = request.default
        return ir.MemRefType.get(t.shape, t.element_type, memory_space=ir.Attribute.parse("7 : i64"))

    module, _ = run(CHAIN, BufferizeOptions(allocation=scratchpad, alignment=32))
    assert {str(a.results[0].type) for a in value_allocs(module)} == {"memref<4x10xf32, 7>"}
    assert ("tensor.empty", [4, 10], 32) in seen


def test_a_hook_answering_differently_for_prediction_and_rewrite_is_named():
    calls = []

    def fickle(request):  # a hook must answer the same for the same request; this one does not
        calls.append(request)
        t = request.default
        space = ir.Attribute.parse(f"{len(calls) % 2 + 1} : i64")
        return ir.MemRefType.get(t.shape, t.element_type, memory_space=space)

    with pytest.raises(MemplanError, match=r"predicted buffer type .* made with the allocation hook fickle"):
        run(CHAIN, BufferizeOptions(allocation=fickle))


@pytest.mark.parametrize("answer, why", [
    (lambda t: ir.MemRefType.get([4, 11], t.element_type), "shape and element type must stay"),
    (lambda t: "memref<4x10xf32>", "not an Allocation of a memref type"),
    (lambda t: Allocation(t, alignment=48), "alignment 48"),
    (lambda t: ir.MemRefType.get(t.shape, t.element_type, layout=ir.StridedLayoutAttr.get(
        ir.ShapedType.get_dynamic_stride_or_offset(), [10, 1])), "layout without '\\?'"),
])
def test_wrong_allocation_hook_answers_name_the_hook_and_op(answer, why):
    def bad_hook(request):
        return answer(request.default)

    with pytest.raises(MemplanError, match=rf"allocation hook bad_hook .*{why}.*of tensor.empty"):
        run(CHAIN, BufferizeOptions(allocation=bad_hook))


def test_a_failing_hook_is_named_without_a_traceback():
    def broken(source, target):
        raise RuntimeError("no DMA engine")

    with pytest.raises(MemplanError, match="copy hook broken failed: RuntimeError: no DMA engine"):
        run(COPIES, BufferizeOptions(copy=broken))


def test_copy_and_fill_hooks_make_every_copy_and_fill_and_are_counted():
    made = {"copy": 0, "fill": 0}

    def counting_copy(source, target):
        made["copy"] += 1
        hook_module.linalg_copy(source, target)

    def counting_fill(value, target):
        made["fill"] += 1
        hook_module.linalg_fill(value, target)

    # one setting: split-empty-tensors=auto bufferizes %f's two writers both ways, each calling the hooks
    plain, plain_report = run(COPIES, BufferizeOptions(split_empty_tensors="off"))
    module, report = run(COPIES, BufferizeOptions(copy=counting_copy, fill=counting_fill, split_empty_tensors="off"))
    assert plain_report.copies == 1 and plain_report.fills == 1  # the copy of %a, the re-fill of %f
    assert (report.copies, report.fills) == (made["copy"], made["fill"])
    assert (report.copies, report.fills) == (plain_report.copies, plain_report.fills)
    assert count(module, "memref.copy") == 0 and count(module, "linalg.copy") == made["copy"]
    x = np.arange(16, dtype=np.float32).reshape(4, 4)
    for got, want in zip(CompiledFunction(str(module))(x), CompiledFunction(str(plain))(x)):
        np.testing.assert_array_equal(got, want)


def test_named_built_in_hooks_in_pipeline_text():
    module = parse_module(COPIES, new_context())
    run_pipeline(module, "bufferize{copy=linalg-copy fill=linalg-fill allocation=identity "
                         "function-boundary-layout=fully-dynamic}")
    text = str(module)
    assert "memref.copy" not in text and "linalg.copy" in text
    assert "strided<[?, ?], offset: ?>" in text


def test_registered_hooks_are_named_in_pipelines_and_unknown_names_list_the_known(isolated_hooks):
    def space3(request):
        t = request.default
        return ir.MemRefType.get(t.shape, t.element_type, memory_space=ir.Attribute.parse("3 : i64"))

    register_hook("allocation", "space3", space3)
    assert "space3" in hook_names("allocation")
    module = parse_module(CHAIN, new_context())
    run_pipeline(module, "bufferize{allocation=space3}")
    assert {str(a.results[0].type) for a in value_allocs(module)} == {"memref<4x10xf32, 3>"}
    with pytest.raises(MemplanError, match=r"'space4' is not one of identity, space3"):
        run_pipeline(parse_module(CHAIN, new_context()), "bufferize{allocation=space4}")
    with pytest.raises(MemplanError, match=r"unknown copy 'dma' \(known: memref-copy, linalg-copy\)"):
        BufferizeOptions(copy="dma")
    with pytest.raises(MemplanError, match="no hook kind 'layout'"):
        register_hook("layout", "x", space3)
    with pytest.raises(MemplanError, match="not callable"):
        register_hook("copy", "x", "memref.copy")


def test_boundary_hook_results_are_checked_and_name_the_hook():
    def flat(t, function, kind, index):
        return ir.MemRefType.get([int(np.prod(t.shape))], t.element_type)

    with pytest.raises(MemplanError, match=r"boundary hook flat returned memref<40xf32> for arg #0 of @forward "
                                           r"\(tensor<4x10xf32>\): shape and element type must stay"):
        run(CHAIN, BufferizeOptions(function_boundary_layout=flat))
