"""The agreement check: a model whose rewrite disagrees with its own prediction is an error
naming the op, the model and both types, and no IR with disagreeing types comes out."""

from __future__ import annotations

import pytest
from bufferize_helpers import run

from memplan.bufferize import default_registry
from memplan.bufferize import buffer_types as bt
from memplan.bufferize.models.tensor.empty import EmptyModel
from memplan.diagnostics import MemplanError
from mlir import ir


class LyingEmpty(EmptyModel):
    """Predicts memory space 1 but allocates in the default space."""

    def buffer_type(self, value, state):
        return bt.identity_type(value.type, ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1))

    def bufferize(self, op, state):
        return [state.alloc(bt.identity_type(op.result.type), op)]


PROGRAM = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}"""


def test_wrong_custom_model_is_caught():
    registry = default_registry()
    registry.register("tensor.empty", LyingEmpty())
    with pytest.raises(MemplanError) as err:
        run(PROGRAM, registry=registry)
    message = err.value.message
    assert "tensor.empty" in message and "LyingEmpty" in message and "user" in message
    assert "memref<4xf32, 1>" in message and "memref<4xf32>" in message
    assert ":2:" in err.value.location


def test_the_same_program_with_the_builtin_model_passes():
    module, _ = run(PROGRAM)
    assert "tensor<" not in str(module)


class BrokenModel(EmptyModel):
    def bufferize(self, op, state):
        raise KeyError("oops")


def test_a_model_that_crashes_is_reported_with_op_and_model():
    registry = default_registry()
    registry.register("tensor.empty", BrokenModel())
    with pytest.raises(MemplanError, match="BrokenModel.*KeyError") as err:
        run(PROGRAM, registry=registry)
    assert ":2:" in err.value.location
