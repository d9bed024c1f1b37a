"""An op memplan does not know, described once by its op record (register_op from Python, or a
plugin in entry point group memplan.ops), is reordered, bufferized and planned around by every
pass, and the program still computes the same (MLIR's ExecutionEngine, same seeded inputs).

``test.exp`` is an unregistered op, so it cannot run. After memplan has run, the test lowers it to
the upstream op it stands for (``linalg.exp``, on tensors in the reference, on buffers in memplan's
output), as the op's own dialect would lower it: the reference is the tensor program with that
lowering only, so every difference would come from memplan's reordering, bufferization or plan."""

from __future__ import annotations

import pytest
from mlir import ir
from mlir.dialects import linalg

from memplan.bufferize import BufferizeReport
from memplan.check.execution import compare_programs
from memplan.diagnostics import MemplanError
from memplan.mlir import op_semantics as sem
from memplan.mlir.op_records import OpRecord
from memplan.mlir.parsing import new_context, parse_module, print_module
from memplan.pipeline import run_pipeline
from memplan.reorder import ReorderReport

# Two branches each take a 16 KiB exp of %x and reduce it. In the program's order both exps are
# live at the first reduction; each branch to its end first, one at a time.
PROGRAM = """
func.func @two_branches(%x: tensor<4096xf32>) -> (tensor<f32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4096xf32>
  %a = "test.exp"(%x, %e1) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<4096xf32>
  %b = "test.exp"(%x, %e2) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %s1 = tensor.empty() : tensor<f32>
  %z1 = linalg.fill ins(%zero : f32) outs(%s1 : tensor<f32>) -> tensor<f32>
  %ra = linalg.reduce ins(%a : tensor<4096xf32>) outs(%z1 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32  linalg.yield %s : f32 }
  %s2 = tensor.empty() : tensor<f32>
  %z2 = linalg.fill ins(%zero : f32) outs(%s2 : tensor<f32>) -> tensor<f32>
  %rb = linalg.reduce ins(%b : tensor<4096xf32>) outs(%z2 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32  linalg.yield %s : f32 }
  return %ra, %rb : tensor<f32>, tensor<f32>
}
"""
PIPELINE = "func.func(reorder),bufferize,func.func(merge-alloc)"


def lowered(text: str) -> str:
    """``text`` with every ``test.exp(x, y)`` replaced by ``linalg.exp ins(x) outs(y)``."""
    module = parse_module(text, new_context(allow_unregistered=True))
    found = []
    module.operation.walk(lambda op: (found.append(op) if op.name == "test.exp" else None) or ir.WalkResult.ADVANCE)
    with module.context:
        for op in found:
            with ir.InsertionPoint(op), op.location:
                made = linalg.exp(op.operands[0], outs=[op.operands[1]])
            if len(op.results):
                op.results[0].replace_all_uses_with(made)
            op.erase()
    return print_module(module)


def exps_and_reductions(module: ir.Module) -> list[str]:
    func = module.body.operations[0]
    return [op.name for op in func.regions[0].blocks[0].operations if op.name in ("test.exp", "linalg.reduce")]


def plan_and_run(origin: str) -> None:
    module = parse_module(PROGRAM, new_context(allow_unregistered=True))
    state = run_pipeline(module, PIPELINE)
    (reorder,) = [r for r in state.reports if isinstance(r, ReorderReport)]
    (bufferized,) = [r for r in state.reports if isinstance(r, BufferizeReport)]
    (planned,) = [r for r in state.reports if hasattr(r, "left_alone")]
    # reordered: each exp is reduced before the next is computed (peak 32 KiB -> 16 KiB)
    assert reorder.peak_after < reorder.peak_before and reorder.moved > 0
    # bufferized by the model derived from the record: no copy, each exp into its own buffer
    assert bufferized.models["test.exp"] == f"{origin}, from its op record" and bufferized.copies == 0
    # planned: both exps' buffers share one arena, which holds one of them at a time (only the
    # returned results stay out)
    assert {la.reason for la in planned.left_alone} == {"returned from the function"}
    assert list(planned.producers.values()).count("test.exp") == 2
    assert planned.plan.arena_size < 2 * 16384
    text = print_module(module)
    assert text.count('"test.exp"') == 2 and "memref.view" in text
    result = compare_programs(lowered(PROGRAM), lowered(text))
    assert result.agree, result.message


@pytest.fixture
def test_exp():
    yield "test.exp"
    sem.unregister_op("test.exp")


def test_a_user_op_registered_once_is_reordered_bufferized_planned_and_computes_the_same(test_exp):
    sem.register_op(test_exp, OpRecord.access(reads=[0], writes=[1], speculatable=True))
    plan_and_run("user")


@pytest.mark.slow
def test_a_plugin_op_registered_once_is_reordered_bufferized_planned_and_computes_the_same(install):
    install("test-ops", {"memplan.ops": {"test.exp": "test_ops:EXP"}},
            {"test_ops": "from memplan.mlir.op_records import OpRecord\n"
                         "EXP = OpRecord.access(reads=[0], writes=[1], speculatable=True)\n"})
    plan_and_run("plugin:test-ops 1.0 (test_ops:EXP)")


def test_without_its_record_the_op_blocks_every_pass(test_exp):
    module = parse_module(PROGRAM, new_context(allow_unregistered=True))
    run_pipeline(module, "func.func(reorder)")
    assert exps_and_reductions(module) == ["test.exp", "test.exp", "linalg.reduce", "linalg.reduce"]
    with pytest.raises(MemplanError, match="no bufferization model for .test.exp."):
        run_pipeline(module, "bufferize")


# A check (cf.assert) on %b stands between %a's making and its last reader, test.sum: to free %a
# before %b is made, test.sum must run before the check, which only a speculatable op may (defined
# for every input the check could have stopped). The call pins %a before %b.
CHECKED = """
func.func private @side()
func.func @checked(%x: tensor<4096xf32>) -> (tensor<f32>, f32) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %ea = tensor.empty() : tensor<4096xf32>
  %a = linalg.exp ins(%x : tensor<4096xf32>) outs(%ea : tensor<4096xf32>) -> tensor<4096xf32>
  func.call @side() : () -> ()
  %eb = tensor.empty() : tensor<4096xf32>
  %b = linalg.negf ins(%x : tensor<4096xf32>) outs(%eb : tensor<4096xf32>) -> tensor<4096xf32>
  %v = tensor.extract %b[%c0] : tensor<4096xf32>
  %ok = arith.cmpf oge, %v, %zero : f32
  cf.assert %ok, "checked"
  %es = tensor.empty() : tensor<f32>
  %s = "test.sum"(%a, %es) : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
  return %s, %v : tensor<f32>, f32
}
"""


@pytest.fixture
def test_sum():
    yield "test.sum"
    sem.unregister_op("test.sum")


@pytest.mark.parametrize("speculatable", [False, True])
def test_a_registered_op_moves_before_a_check_only_when_speculatable(test_sum, speculatable):
    sem.register_op(test_sum, OpRecord.access(reads=[0], writes=[1], speculatable=speculatable))
    module = parse_module(CHECKED, new_context(allow_unregistered=True))
    (report,) = run_pipeline(module, "func.func(reorder)").reports
    names = [op.name for op in module.body.operations[1].regions[0].blocks[0].operations]
    assert (names.index("test.sum") < names.index("cf.assert")) == speculatable
    assert report.peak_after == (16384 + 4 if speculatable else 2 * 16384)
