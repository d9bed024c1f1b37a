"""Branches between blocks (cf.br, cf.cond_br, cf.switch) carrying tensors.

Diamonds, loops through cf and writes into tensors passed to a block are run end to end by
tests/bufferize/test_stranger_programs.py (fixtures ``7x_cf_*``) against upstream's bufferization.
Here: cf.switch (upstream LLVM 22 cannot bufferize it: its reference is the same program with
cond_br), the cases only the block rule of the in-place analysis gets right, models replaceable
like any other, and what stays refused, with a location. The IR of these programs (in-place
decisions, layouts at block arguments, casts and copies) is specified in tests/lit/bufferize/cf-*.mlir.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bufferize_helpers import agree, has_tensors, run

from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.models.cf.branch import BranchModel
from memplan.bufferize.registry import default_registry
from memplan.check.execution import compare_programs
from memplan.diagnostics import MemplanError

# the program of the spec of cf.switch (its IR is specified there)
SWITCH_LOOP = Path(__file__).parents[1] / "lit" / "bufferize" / "cf-switch-loop.mlir"


def test_switch_in_a_loop_computes_what_its_cond_br_twin_does():
    text = SWITCH_LOOP.read_text()
    twin = text.replace("""  cf.switch %k : i32, [
    default: ^join(%a : tensor<4xf32>),
    0: ^join(%d : tensor<4xf32>),
    1: ^bb1
  ]""", """  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %is0 = arith.cmpi eq, %k, %zero : i32
  cf.cond_br %is0, ^join(%d : tensor<4xf32>), ^not0
^not0:
  %is1 = arith.cmpi eq, %k, %one : i32
  cf.cond_br %is1, ^bb1, ^join(%a : tensor<4xf32>)""")
    assert twin != text
    module, _ = run(text)
    assert not has_tensors(module)
    result = compare_programs(twin, str(module))
    assert result.agree, result.message


LOOP_OVER_OUTER = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %p = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %a : index, tensor<4xf32>)
^head(%i: index, %acc: tensor<4xf32>):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %q = linalg.mul ins(%p, %p : tensor<4xf32>, tensor<4xf32>) outs(%p : tensor<4xf32>) -> tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %q : index, tensor<4xf32>)
^exit:
  return %acc : tensor<4xf32>
}
"""


def test_a_loop_body_never_writes_over_a_value_of_an_earlier_block():
    # Positions say the body's multiply is the last reader of %p; but the loop runs it again,
    # reading %p each time: written in place, %p would be squared again and again.
    # (the decision and its reason: @outer in tests/lit/bufferize/cf-branches.mlir)
    module, report = run(LOOP_OVER_OUTER)
    agree(LOOP_OVER_OUTER, module)


@pytest.mark.slow
def test_a_block_writes_in_place_into_what_it_makes_itself():
    text = """func.func @main(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
      cf.cond_br %c, ^bb1, ^bb2(%a : tensor<4xf32>)
    ^bb1:
      %e = tensor.empty() : tensor<4xf32>
      %s = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      %t = linalg.mul ins(%s, %a : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<4xf32>) -> tensor<4xf32>
      cf.br ^bb2(%t : tensor<4xf32>)
    ^bb2(%r: tensor<4xf32>):
      return %r : tensor<4xf32>
    }"""
    # %s and %t share the block's one buffer: @own_buffer in tests/lit/bufferize/cf-branches.mlir
    module, report = run(text)
    for seed in (0, 1, 2, 3):  # the condition is random: both arms run
        result = compare_programs(text, str(module), seed=seed)
        assert result.agree, result.message


def test_branch_models_are_registered_and_replaceable():
    registry = default_registry()
    for name in ("cf.br", "cf.cond_br", "cf.switch"):
        entry = registry.lookup(name)
        assert entry is not None and isinstance(entry.model, BranchModel), name
        assert entry.origin.startswith("builtin:memplan.bufferize.models.cf")
    calls = []

    class CountingBranch(BranchModel):
        def bufferize(self, op, state):
            calls.append(op.name)
            return super().bufferize(op, state)

    registry.register("cf.br", CountingBranch())
    text = (Path(__file__).parents[1] / "fixtures" / "stranger" / "70_cf_diamond.mlir").read_text()
    module, report = run(text, registry=registry)
    assert calls == ["cf.br"] * 4
    assert report.models["cf.br"] == "user"
    agree(text, module)


def test_a_branch_of_another_dialect_needs_a_model_and_says_so_where_it_is():
    text = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
      "test.br"(%a)[^bb1] : (tensor<4xf32>) -> ()
    ^bb1(%x: tensor<4xf32>):
      return %x : tensor<4xf32>
    }"""
    with pytest.raises(MemplanError) as error:
        run(text, unregistered=True)
    assert "no bufferization model for 'test.br'" in error.value.message
    assert error.value.location.endswith(":2:7)")


def test_a_custom_branch_model_types_the_block_arguments_it_declares():
    class TestBranch(BufferizationModel):
        def value_aliases(self, op, analysis):
            (target,) = [b for b in op.block.region.blocks if b == list(op.successors)[0]]
            return [ValueAlias(target.arguments[0], op.operands[0], False)]

        def bufferize(self, op, state):
            return None

    # an unregistered op keeps its operands' new types: nothing to cast here
    registry = default_registry()
    registry.register("test.br", TestBranch())
    text = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
      "test.br"(%a)[^bb1] : (tensor<4xf32>) -> ()
    ^bb1(%x: tensor<4xf32>):
      return %x : tensor<4xf32>
    }"""
    module, _ = run(text, registry=registry, unregistered=True)
    assert not has_tensors(module)


@pytest.mark.slow
def test_entry_tensor_arguments_with_blocks_that_carry_none_bufferize():
    text = """func.func @main(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
      %t = arith.constant true
      cf.assert %t, "holds"
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %e = tensor.empty() : tensor<4xf32>
      %s = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %s : tensor<4xf32>
    ^bb2:
      %e2 = tensor.empty() : tensor<4xf32>
      %n = linalg.negf ins(%a : tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
      return %n : tensor<4xf32>
    }"""
    module, _ = run(text)
    assert not has_tensors(module)
    for seed in (0, 1, 2, 3):  # the condition is random: both arms run
        result = compare_programs(text, str(module), seed=seed)
        assert result.agree, result.message


def test_a_block_written_later_in_the_text_may_run_before_a_reader_above_it():
    # ^write comes after ^read in the text, but runs first: writing %p in place there would
    # change what ^read (earlier by position, later in execution) reads.
    text = """func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %e = tensor.empty() : tensor<4xf32>
      %p = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      cf.br ^write
    ^read(%w: tensor<4xf32>):
      %e2 = tensor.empty() : tensor<4xf32>
      %r = linalg.sub ins(%p, %a : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
      return %r, %w : tensor<4xf32>, tensor<4xf32>
    ^write:
      %q = linalg.mul ins(%p, %a : tensor<4xf32>, tensor<4xf32>) outs(%p : tensor<4xf32>) -> tensor<4xf32>
      cf.br ^read(%q : tensor<4xf32>)
    }"""
    module, _ = run(text)
    agree(text, module)
