"""One declared model interface: every method declared once with its default, nothing probed by
name, incomplete models refused at registration, model-private state in extensions."""

from __future__ import annotations

import ast
import dataclasses
import inspect
from pathlib import Path

import numpy as np
import pytest
from bufferize_helpers import count, ops, run
from mlir import ir

import memplan.bufferize as mb
from memplan.bufferize import BufferizationModel, DestinationModel, ModelRegistry, default_registry
from memplan.bufferize.analysis import Analysis
from memplan.bufferize.interface import INTERFACE
from memplan.bufferize.registry import BUILTIN_MODELS
from memplan.check.execution import CompiledFunction
from memplan.diagnostics import MemplanError

BUFFERIZE = Path(mb.__file__).parent


def test_every_method_is_declared_once_with_its_contract_and_default():
    assert {"reads", "writes", "aliasing_results", "buffer_type", "bufferize", "value_aliases",
            "analyze", "region_analyzed", "bufferize_terminator"} <= set(INTERFACE)
    for name in INTERFACE:
        doc = inspect.getdoc(getattr(BufferizationModel, name))
        assert doc and ("Default" in doc or "No default" in doc), name
        hints = inspect.get_annotations(getattr(BufferizationModel, name))
        assert "return" in hints, name  # typed


def test_built_in_models_provide_only_declared_methods():
    # No undeclared method that some analysis would have to probe for.
    registry = default_registry()
    extra = set()
    for op_name in BUILTIN_MODELS:
        model = registry.lookup(op_name).model
        public = {n for n, v in inspect.getmembers(type(model), callable) if not n.startswith("_")}
        extra |= public - set(INTERFACE) - {"inits"}  # DestinationModel's own declared helper
    assert not extra


def test_no_string_probes_of_models():
    for path in BUFFERIZE.rglob("*.py"):
        if path.name == "interface.py":
            continue  # where registration checks that a model has every declared method
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
                target = ast.unparse(node.args[0])
                assert "model" not in target, f"{path.name}: {ast.unparse(node)}"


def test_shared_state_holds_nothing_of_one_model():
    fields = {f.name for f in dataclasses.fields(Analysis)}
    assert not {f for f in fields if any(w in f for w in ("pad", "while", "yield", "return"))}
    from memplan.bufferize.state import RewriteState

    fields = {f.name for f in dataclasses.fields(RewriteState)}
    assert not {f for f in fields if any(w in f for w in ("pad", "while", "boundary"))}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return names


@pytest.mark.slow
def test_generic_code_imports_no_model_and_models_import_no_other_model():
    models = BUFFERIZE / "models"
    for path in BUFFERIZE.glob("*.py"):
        assert not any(m.startswith("memplan.bufferize.models") for m in _imports(path)), path.name
    for path in models.rglob("*.py"):
        dialect = path.parent.name
        for m in _imports(path):
            if m.startswith("memplan.bufferize.models"):
                # only a dialect's shared, model-free module (func/boundaries.py: FuncState)
                assert m == f"memplan.bufferize.models.{dialect}.boundaries", f"{path}: {m}"


class OldProtocolModel:
    """What the former 5-method protocol accepted."""

    def reads(self, op, index): return True
    def writes(self, op, index): return False
    def aliasing_results(self, op, index): return []
    def buffer_type(self, value, state): raise NotImplementedError
    def bufferize(self, op, state): return []


def test_incomplete_models_fail_at_registration_naming_what_is_missing():
    with pytest.raises(MemplanError, match=r"lacks .*value_aliases") as err:
        ModelRegistry().register("x.y", OldProtocolModel())
    assert "region_analyzed" in str(err.value) and "reads," not in str(err.value)

    class NoRewrite(BufferizationModel):
        def reads(self, op, index):
            return False

    with pytest.raises(MemplanError, match="lacks bufferize"):
        ModelRegistry().register("x.y", NoRewrite())

    class WrongArity(DestinationModel):
        def reads(self, op):  # forgot the operand index
            return True

    with pytest.raises(MemplanError, match="lacks reads"):
        ModelRegistry().register("x.y", WrongArity())
    with pytest.raises(MemplanError, match=r"class DestinationModel, not a model: register an instance"):
        ModelRegistry().register("x.y", DestinationModel)


class Delegating:
    """A model that is not a subclass: every declared method forwards to another model."""

    def __init__(self, inner):
        self.inner = inner
        self.calls: set[str] = set()


for _name in INTERFACE:
    def _forward(self, *args, _name=_name):
        self.calls.add(_name)
        return getattr(self.inner, _name)(*args)
    setattr(Delegating, _name, _forward)


LOOP = """
func.func private @scale(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}
func.func @forward(%x: tensor<8xf32>, %flag: i1) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<8xf32>) {
    %s = func.call @scale(%acc) : (tensor<8xf32>) -> tensor<8xf32>
    %t = scf.if %flag -> (tensor<8xf32>) {
      scf.yield %s : tensor<8xf32>
    } else {
      %p = tensor.pad %s low[1] high[1] {
      ^bb0(%k: index):
        tensor.yield %zero : f32
      } : tensor<8xf32> to tensor<10xf32>
      %q = tensor.extract_slice %p[2] [8] [1] : tensor<10xf32> to tensor<8xf32>
      scf.yield %q : tensor<8xf32>
    }
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
"""


def test_the_driver_asks_models_only_through_the_interface():
    # Every built-in model wrapped by a non-subclass that only knows the declared methods:
    # the result is identical, so nothing reaches a model any other way.
    plain, plain_report = run(LOOP)
    registry = default_registry()
    wrappers = {}
    for op_name in BUILTIN_MODELS:
        wrappers[op_name] = Delegating(registry.lookup(op_name).model)
        registry.register(op_name, wrappers[op_name])
    wrapped, report = run(LOOP, registry=registry)
    assert str(wrapped) == str(plain)
    assert (report.allocs, report.copies, report.fills) == (plain_report.allocs, plain_report.copies,
                                                             plain_report.fills)
    assert {"region_analyzed", "bufferize_terminator"} <= wrappers["scf.for"].calls
    assert "value_aliases" in wrappers["func.call"].calls


def test_a_user_destination_passing_op_needs_only_destination_model():
    text = """func.func @forward(%a: tensor<4xf32>) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %r = "mine.relu"(%a, %e) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %f = tensor.empty() : tensor<4xf32>
      %s = "mine.relu"(%r, %f) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      return %s : tensor<4xf32>
    }"""
    registry = default_registry()
    registry.register("mine.relu", DestinationModel())
    module, report = run(text, registry=registry, unregistered=True)
    (first, second) = ops(module, "mine.relu")
    assert len(first.results) == 0 and str(first.operands[1].type) == "memref<4xf32>"
    assert report.allocs == 2 and report.copies == 0


def test_register_pads_without_naming_the_empty_model():
    # The pad's claim of an allocation is declared (allocation_placeable): any placeable model
    # may be claimed, here a user's op that allocates like tensor.empty.
    class Fresh(BufferizationModel):
        def undefined_result(self, op, result):
            return True

        def allocation_placeable(self, op, result):
            return True

        def buffer_type(self, value, state):
            return state.allocation_type(value.owner.operation, value)

        def bufferize(self, op, state):
            return [state.allocate(op, op.results[0], self.buffer_type(op.results[0], state))]

    text = """func.func @forward(%a: tensor<4xf32>) -> tensor<6xf32> {
      %zero = arith.constant 0.0 : f32
      %e = "mine.fresh"() : () -> tensor<4xf32>
      %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      %p = tensor.pad %r low[1] high[1] {
      ^bb0(%i: index):
        tensor.yield %zero : f32
      } : tensor<4xf32> to tensor<6xf32>
      return %p : tensor<6xf32>
    }"""
    registry = default_registry()
    registry.register("mine.fresh", Fresh())
    module, report = run(text, registry=registry, unregistered=True)
    assert report.copies == 0 and count(module, "memref.alloc") == 1
    a = np.arange(4, dtype=np.float32) + 1
    (out,) = CompiledFunction(str(module))(a)
    np.testing.assert_array_equal(out, np.concatenate([[0], a, [0]]))


def test_report_names_the_origin_of_each_model_used():
    registry = default_registry()
    registry.register("mine.relu", DestinationModel())
    _, report = run("""func.func @forward(%a: tensor<4xf32>) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %r = "mine.relu"(%a, %e) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }""", registry=registry, unregistered=True)
    assert report.models["mine.relu"] == "user"
    assert report.models["tensor.empty"] == "builtin:memplan.bufferize.models.tensor.empty"
    assert report.models["func.func"].startswith("builtin:")


def test_exported_bases():
    assert mb.DestinationModel is DestinationModel and issubclass(DestinationModel, BufferizationModel)
    assert mb.ModelBase is BufferizationModel  # the former name
    with ir.Context():
        assert set(mb.__all__) >= {"BufferizationModel", "DestinationModel", "BufferRelation", "ValueAlias",
                                   "Allocation", "AllocationRequest", "register_hook"}
