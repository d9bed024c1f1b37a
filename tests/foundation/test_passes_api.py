"""memplan's passes in a user's own PassManager, on a plain ir.Context(), next to upstream passes."""

from __future__ import annotations

import subprocess
import sys

import pytest
from mlir import ir, passmanager

import memplan.passes
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.options import MergeAllocOptions

CHAIN = """
func.func @chain(%x: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  %c = memref.alloc() : memref<64xf32>
  linalg.add ins(%b, %x : memref<64xf32>, memref<64xf32>) outs(%c : memref<64xf32>)
  %d = memref.alloc() : memref<64xf32>
  linalg.add ins(%c, %x : memref<64xf32>, memref<64xf32>) outs(%d : memref<64xf32>)
  return %d : memref<64xf32>
}
"""

TENSORS = """
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %b = linalg.add ins(%a, %x : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %c = linalg.mul ins(%b, %x : tensor<64xf32>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  return %c : tensor<64xf32>
}
"""


def _diagnostics(ctx: ir.Context) -> list[tuple[str, str, str]]:
    seen: list[tuple[str, str, str]] = []

    def handler(d) -> bool:
        seen.append((str(d.severity).rsplit(".", 1)[-1], str(d.location), d.message))
        return True

    ctx.attach_diagnostic_handler(handler)
    return seen


def test_merge_alloc_between_upstream_passes_with_remarks_to_the_users_handler():
    ctx = ir.Context()
    seen = _diagnostics(ctx)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(CHAIN)
        pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
        merge = memplan.passes.merge_alloc(planner="chunk")
        pm.add(merge)
        pm.add("func.func(cse),canonicalize")
        pm.run(module.operation)
        text = str(module)
    assert [(r.function, r.plan.arena_size) for r in merge.reports] == [("chain", 512)]
    # %a and %c share offset 0: after merge-alloc, cse folds their two views into one
    assert "memref<512xi8>" in text and text.count("memref.view") == 2
    remarks = [s for s in seen if s[0] == "REMARK"]
    assert remarks and len(remarks) == len(merge.remarks) == 2
    # located at the alloc of %d (line 9 of CHAIN) and at the function
    assert remarks[0][1] == 'loc("-":9:8)' and "left alone in @chain: returned from the function" in remarks[0][2]
    assert "3 buffers (768 bytes) share an arena of 512 bytes" in remarks[1][2]


def test_bufferize_then_merge_alloc_in_a_users_pass_manager():
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(TENSORS)
        pm = passmanager.PassManager("builtin.module")
        pm.add(memplan.passes.bufferize())
        pm.add("canonicalize")
        merge = memplan.passes.merge_alloc(MergeAllocOptions(alignment=128))
        pm.add(merge)
        pm.run(module.operation)
        module.operation.verify()
        text = str(module)
    assert "tensor" not in text and "alignment = 128" in text
    assert merge.reports[0].plan is not None


def test_a_failure_is_an_mlir_error_at_the_op_not_a_python_exception():
    ctx = ir.Context()
    with ctx, ir.Location.unknown():
        t = "memref<4611686018427387904xi8>"  # 2^62 bytes: two live at once need too large an arena
        module = ir.Module.parse(f"func.func @f(%v: i8, %i: index) {{\n"
                                 f"  %a = memref.alloc() : {t}\n  %b = memref.alloc() : {t}\n"
                                 f"  memref.store %v, %a[%i] : {t}\n  memref.store %v, %b[%i] : {t}\n"
                                 f"  memref.store %v, %a[%i] : {t}\n  return\n}}\n")
        pm = passmanager.PassManager.parse("builtin.module(cse)")  # canonicalize would delete the dead store
        merge = memplan.passes.merge_alloc()
        pm.add(merge)
        pm.add("canonicalize")
        with pytest.raises(ir.MLIRError) as caught:
            pm.run(module.operation)
    diags = caught.value.error_diagnostics
    assert len(diags) == 1 and str(diags[0].location) == 'loc("-":1:1)'
    assert "more than a memref can address" in diags[0].message
    assert "Failure while executing pass pipeline" in str(caught.value)
    assert merge.error is not None and merge.error.message == diags[0].message


def test_a_module_pass_given_a_function_fails_as_a_pass():
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(TENSORS)
        pm = passmanager.PassManager("any")
        pm.add(memplan.passes.bufferize())
        with pytest.raises(ir.MLIRError, match="bufferize is a pass on builtin.module, not on func.func"):
            pm.run(module.body.operations[0].operation)


def test_a_function_pass_runs_on_one_function_too():
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(CHAIN + CHAIN.replace("@chain", "@other"))
        pm = passmanager.PassManager("any")
        merge = memplan.passes.merge_alloc()
        pm.add(merge)
        pm.run(module.body.operations[1].operation)
        assert [r.function for r in merge.reports] == ["other"]
        assert str(module.body.operations[0]).count("memref.view") == 0


def test_options_are_checked_when_the_pass_is_made():
    with pytest.raises(MemplanError, match="unknown planner 'nope'"):
        memplan.passes.merge_alloc(planner="nope")
    with pytest.raises(TypeError):
        memplan.passes.merge_alloc(colour="red")
    made = memplan.passes.create("merge-alloc{planner=chunk analysis-only=1}")
    assert made.options == MergeAllocOptions(planner="chunk", analysis_only=True)
    assert repr(made) == "merge-alloc{planner=chunk analysis-only}"


@pytest.mark.slow
def test_passes_do_not_register_by_import_in_a_cycle():
    # Importing the pass modules must not import the pipeline, nor the public API the passes.
    code = ("import sys, memplan.passes, memplan.bufferize.pass_, memplan.merge_alloc.pass_;"
            "print('memplan.pipeline' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"
    code = "import sys, memplan.pipeline; print('memplan.bufferize.driver' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"


def test_run_pipeline_collects_diagnostics_and_leaves_them_to_the_users_handler():
    from memplan.pipeline import run_pipeline

    ctx = ir.Context()
    seen = _diagnostics(ctx)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(CHAIN)
    state = run_pipeline(module, "builtin.module(func.func(merge-alloc{planner=chunk}))")
    assert [d.severity for d in state.diagnostics] == ["remark", "remark"]
    assert [r.message for r in state.remarks] == [d.message for d in state.diagnostics]
    assert [s[2] for s in seen] == [d.message for d in state.diagnostics]  # the user's handler saw them too
