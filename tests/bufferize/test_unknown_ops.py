"""bufferize{allow-unknown-ops}: an op without a model is kept on tensors between buffers, and
the analysis assumes the worst of it. The IR: tests/lit/bufferize/allow-unknown-ops.mlir."""

from __future__ import annotations

import pytest
from bufferize_helpers import agree, count, ops, run

from memplan.bufferize import BufferizationModel, BufferizeOptions, default_registry
from memplan.bufferize import buffer_types as bt
from memplan.diagnostics import MemplanError

ALLOW = BufferizeOptions(allow_unknown_ops=True)

# ml_program.global_load has no memplan model; upstream bufferizes it, so the program memplan keeps
# partly on tensors still runs (the checker finishes it with upstream's bufferization).
GLOBAL = """ml_program.global private mutable @w(dense<[1.0, -2.0, 3.0, 0.5]> : tensor<4xf32>) : tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %w = ml_program.global_load @w : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.mul ins(%x, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %z = linalg.add ins(%y, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = arith.constant 2.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  return %z, %f : tensor<4xf32>, tensor<4xf32>
}
"""


def test_without_the_option_the_refusal_names_the_op_and_the_option():
    with pytest.raises(MemplanError) as error:
        run(GLOBAL)
    assert "no bufferization model for 'ml_program.global_load'" in error.value.message
    assert "bufferize{allow-unknown-ops}" in error.value.message
    assert error.value.location.endswith(":3:8)")


def test_the_option_is_a_pipeline_option():
    assert BufferizeOptions.from_pipeline({"allow-unknown-ops": ""}).allow_unknown_ops
    assert not BufferizeOptions.from_pipeline({}).allow_unknown_ops


@pytest.mark.slow
def test_a_kept_op_runs_between_buffers_and_computes_the_same():
    module, report = run(GLOBAL, ALLOW)
    assert report.models["ml_program.global_load"] == "allow-unknown-ops"
    assert count(module, "bufferization.to_buffer") == 1
    # the fill writes into the global's buffer, a read-only one: into a new buffer instead
    fill = ops(module, "linalg.fill")[0]
    assert fill.operands[1].owner.name == "memref.alloc"
    agree(GLOBAL, module)


def test_a_result_may_be_any_part_of_an_operand():
    """An elementwise op may write over an input it reads where it writes, but not over one whose
    buffer an unknown op's result (read by the same op) may hold in another order."""
    text = """func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
      %e = tensor.empty() : tensor<8xf32>
      %y = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
      %r = "test.reverse"(%y) : (tensor<8xf32>) -> tensor<8xf32>
      %z = linalg.add ins(%r, %y : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
      return %z : tensor<8xf32>
    }"""
    module, _ = run(text, ALLOW, unregistered=True)
    add = ops(module, "linalg.add")[0]
    exp = ops(module, "linalg.exp")[0]
    assert add.operands[2] != exp.operands[1]  # not written over %y, which %r may be


def test_a_write_into_an_operand_keeps_what_a_result_read_later_holds():
    text = """func.func @main(%x: tensor<8xf32> {bufferization.writable = true}) -> (tensor<8xf32>, tensor<8xf32>) {
      %c = arith.constant 1.0 : f32
      %r = "test.view"(%x) : (tensor<8xf32>) -> tensor<8xf32>
      %f = linalg.fill ins(%c : f32) outs(%x : tensor<8xf32>) -> tensor<8xf32>
      return %f, %r : tensor<8xf32>, tensor<8xf32>
    }"""
    module, _ = run(text, ALLOW, unregistered=True)
    fill = ops(module, "linalg.fill")[0]
    assert fill.operands[1].owner.name == "memref.alloc"  # %r, read by the return, may be %x's buffer


def test_a_model_registered_for_the_op_wins():
    class SourceModel(BufferizationModel):
        def buffer_type(self, value, state):
            return bt.identity_type(value.type)

        def bufferize(self, op, state):
            return [state.alloc(self.buffer_type(op.results[0], state), op)]

    text = """func.func @main() -> tensor<4xf32> {
      %a = "test.source"() : () -> tensor<4xf32>
      return %a : tensor<4xf32>
    }"""
    registry = default_registry()
    registry.register("test.source", SourceModel())
    module, report = run(text, ALLOW, registry=registry, unregistered=True)
    assert report.models["test.source"] == "user"
    assert count(module, "bufferization.to_buffer") == 0


def test_ops_whose_regions_or_successors_use_tensors_are_refused_even_so():
    regions = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = "test.region"(%x) ({
      ^bb0(%a: tensor<4xf32>):
        "test.yield"(%a) : (tensor<4xf32>) -> ()
      }) : (tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }"""
    with pytest.raises(MemplanError, match="'test.region' has no bufferization model and regions that use tensors"):
        run(regions, ALLOW, unregistered=True)
    branch = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
      "test.br"(%a)[^bb1] : (tensor<4xf32>) -> ()
    ^bb1(%x: tensor<4xf32>):
      return %x : tensor<4xf32>
    }"""
    with pytest.raises(MemplanError, match="branches to blocks taking tensors"):
        run(branch, ALLOW, unregistered=True)
