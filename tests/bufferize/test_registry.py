"""Registries are values: copies are independent, lookups say where a model came from,
and users can serve ops of their own (unregistered) dialects."""

from __future__ import annotations

import pytest
from bufferize_helpers import count, run
from mlir import ir
from mlir.dialects import linalg

from memplan.bufferize import BufferizationModel, ModelRegistry, default_registry
from memplan.bufferize import buffer_types as bt
from memplan.bufferize.models.tensor.empty import EmptyModel
from memplan.check.execution import CompiledFunction
from memplan.diagnostics import MemplanError


class NamedEmpty(EmptyModel):
    pass


def test_default_registry_is_a_fresh_copy_each_time():
    first, second = default_registry(), default_registry()
    first.register("tensor.empty", NamedEmpty())
    assert isinstance(first.lookup("tensor.empty").model, NamedEmpty)
    assert not isinstance(second.lookup("tensor.empty").model, NamedEmpty)
    assert not isinstance(default_registry().lookup("tensor.empty").model, NamedEmpty)


def test_lookup_names_model_and_origin_in_one_call():
    registry = default_registry()
    entry = registry.lookup("tensor.pad")
    assert entry.origin == "builtin:memplan.bufferize.models.tensor.pad"
    with ir.Context():
        module = ir.Module.parse("""func.func @f(%i: memref<1x3x8x8xf32>, %k: memref<4x3x3x3xf32>, %o: memref<1x4x6x6xf32>) {
          linalg.conv_2d_nchw_fchw ins(%i, %k : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%o : memref<1x4x6x6xf32>)
          return
        }""")
        conv = module.body.operations[0].regions[0].blocks[0].operations[0].operation
        assert registry.lookup(conv).origin.endswith("models.linalg.structured")
        assert registry.lookup("linalg.conv_2d_nchw_fchw") is None  # structure is asked of an op
    registry.register("tensor.pad", DoubleModel())
    assert registry.lookup("tensor.pad").origin == "user"
    assert registry.lookup("nope.op") is None


def test_register_rejects_objects_that_are_not_models():
    with pytest.raises(MemplanError, match="lacks"):
        ModelRegistry().register("x.y", object())


class DoubleModel(BufferizationModel):
    """``"mydialect.double"(%t)``: a user's op, bufferized into a fresh buffer holding 2 * %t."""

    def buffer_type(self, value, state):
        return bt.identity_type(value.type)

    def bufferize(self, op, state):
        t = self.buffer_type(op.results[0], state)
        out = state.alloc(t, op)
        rank = t.rank
        identity = ir.AffineMapAttr.get(ir.AffineMap.get_identity(rank))
        parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
        with ir.InsertionPoint(op), op.location:
            generic = ir.Operation.create(
                "linalg.generic", results=[], operands=[op.operands[0], out],
                attributes={"indexing_maps": ir.ArrayAttr.get([identity, identity]),
                            "iterator_types": ir.ArrayAttr.get([parallel] * rank),
                            "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1])}, regions=1)
        block = generic.regions[0].blocks.append(t.element_type, t.element_type)
        with ir.InsertionPoint(block), op.location:
            from mlir.dialects import arith
            linalg.YieldOp([arith.AddFOp(block.arguments[0], block.arguments[0]).result])
        return [out]


UNREGISTERED = """func.func @forward(%a: tensor<4xf32>) -> tensor<4xf32> {
  %d = "mydialect.double"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}"""


def test_unregistered_op_without_model_is_a_located_error():
    with pytest.raises(MemplanError, match="mydialect.double") as err:
        run(UNREGISTERED, unregistered=True)
    assert ":2:" in err.value.location


def test_user_model_for_unregistered_op():
    import numpy as np

    registry = default_registry()
    registry.register("mydialect.double", DoubleModel())
    module, report = run(UNREGISTERED, registry=registry, unregistered=True)
    assert count(module, "linalg.generic") == 1 and report.allocs == 1
    a = np.arange(4, dtype=np.float32)
    (out,) = CompiledFunction(str(module))(a)
    np.testing.assert_array_equal(out, 2 * a)


class AnalysisFails(EmptyModel):
    def analyze(self, op, analysis):
        raise ValueError("boom in analysis")


class RewriteFails(EmptyModel):
    def bufferize(self, op, state):
        raise KeyError("boom in rewrite")


EMPTY = """func.func @f() -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}"""


@pytest.mark.parametrize("model, said", [
    (AnalysisFails(), "the model of 'tensor.empty' (AnalysisFails, user) failed during analysis: "
                      "ValueError: boom in analysis"),
    (RewriteFails(), "the model of 'tensor.empty' (RewriteFails, user) failed: KeyError: 'boom in rewrite'"),
])
def test_a_failing_model_is_named_with_its_origin_at_its_op(model, said):
    registry = default_registry()
    registry.register("tensor.empty", model)
    with pytest.raises(MemplanError) as err:
        run(EMPTY, registry=registry)
    assert said in err.value.message
    assert ":2:8" in err.value.location  # the tensor.empty


def test_an_op_on_tensors_without_a_model_is_an_error_at_it():
    text = """func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = "mydialect.double"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}"""
    with pytest.raises(MemplanError) as err:
        run(text, unregistered=True)
    assert "no bufferization model for 'mydialect.double' (it uses tensors); register one" in err.value.message
    assert ":2:8" in err.value.location
