"""The built-in models: what their programs compute (against upstream's bufferization or numpy),
the copies and allocations they report, and their errors. The IR each model produces is specified
in tests/lit/bufferize, one file per rule."""

from __future__ import annotations

import numpy as np
import pytest
from bufferize_helpers import count, has_tensors, run

from memplan.check.execution import CompiledFunction, compare_programs
from memplan.diagnostics import MemplanError

ID1 = "affine_map<(d0) -> (d0)>"
ID2 = "affine_map<(d0, d1) -> (d0, d1)>"


def check_runs(text: str) -> None:
    module, _ = run(text)
    assert not has_tensors(module)
    result = compare_programs(text, str(module))
    assert result.agree, result.message


@pytest.mark.slow
def test_named_op_accumulating_reads_its_destination():
    text = """func.func @forward(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
      %cst = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<4x4xf32>
      %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m1 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m2 = linalg.matmul ins(%b, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      return %m1, %m2 : tensor<4x4xf32>, tensor<4x4xf32>
    }"""
    module, report = run(text)
    # %z is read again by the second matmul: the first one gets a re-filled buffer, not a copy
    # (the two fills: tests/lit/bufferize/refill-and-undefined.mlir).
    assert report.copies == 0
    check_runs(text)


@pytest.mark.slow
def test_expand_and_collapse_are_views():
    text = """func.func @forward(%a: tensor<2x6xf32>) -> tensor<12xf32> {
      %x = tensor.expand_shape %a [[0], [1, 2]] output_shape [2, 2, 3] : tensor<2x6xf32> into tensor<2x2x3xf32>
      %y = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x2x3xf32> into tensor<12xf32>
      return %y : tensor<12xf32>
    }"""
    module, report = run(text)
    assert report.allocs == 0 and report.copies == 0
    check_runs(text)


@pytest.mark.slow
def test_collapse_of_a_strided_slice_copies_first():
    text = """func.func @forward(%a: tensor<4x6xf32>) -> tensor<8xf32> {
      %s = tensor.extract_slice %a[0, 1] [2, 4] [1, 1] : tensor<4x6xf32> to tensor<2x4xf32>
      %y = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
      return %y : tensor<8xf32>
    }"""
    module, report = run(text)
    assert report.copies == 1
    check_runs(text)


@pytest.mark.slow
def test_insert_slice_copies_into_the_destination_in_place():
    text = """func.func @forward(%a: tensor<2x2xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
      %cst = arith.constant 1.0 : f32
      %e = tensor.empty() : tensor<4x4xf32>
      %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
      %r = tensor.insert_slice %a into %z[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      return %r : tensor<4x4xf32>
    }"""
    module, report = run(text)
    assert report.allocs == 1 and report.copies == 1
    check_runs(text)


@pytest.mark.slow
def test_insert_slice_into_argument_copies_the_argument():
    text = """func.func @forward(%a: tensor<2x2xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
      %r = tensor.insert_slice %a into %b[0, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      return %r : tensor<4x4xf32>
    }"""
    module, report = run(text)
    assert report.allocs == 1 and report.copies == 2  # the argument, then the slice
    check_runs(text)


@pytest.mark.slow
def test_pad_fills_then_copies_the_interior():
    text = """func.func @forward(%a: tensor<1x2x3x3xf32>) -> tensor<1x2x5x5xf32> {
      %cst = arith.constant -1.0 : f32
      %p = tensor.pad %a low[0, 0, 1, 1] high[0, 0, 1, 1] {
      ^bb0(%i: index, %j: index, %k: index, %l: index):
        tensor.yield %cst : f32
      } : tensor<1x2x3x3xf32> to tensor<1x2x5x5xf32>
      return %p : tensor<1x2x5x5xf32>
    }"""
    module, report = run(text)
    assert report.copies == 1
    check_runs(text)


@pytest.mark.slow
def test_pad_with_position_dependent_value_runs_its_body_at_every_element():
    """The body computes the padding value from the result's indices: a generic over the whole
    padded buffer, then the (computed) source copied into the interior, not placed there."""
    text = """func.func @f(%a: tensor<3x4xf32>) -> tensor<5x7xf32> {
      %e = tensor.empty() : tensor<3x4xf32>
      %x = linalg.exp ins(%a : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
      %p = tensor.pad %x low[1, 2] high[1, 1] {
      ^bb0(%i: index, %j: index):
        %k = arith.muli %i, %j : index
        %c = arith.index_cast %k : index to i32
        %v = arith.sitofp %c : i32 to f32
        tensor.yield %v : f32
      } : tensor<3x4xf32> to tensor<5x7xf32>
      return %p : tensor<5x7xf32>
    }"""
    module, report = run(text)
    assert report.copies == 1 and count(module, "linalg.index") == 2
    check_runs(text)


# The tensor dialect's element ops, concat, select and casts, their results returned (the
# dynamic cast's only through its dim and its cast back).
TENSOR_OPS = """func.func @forward(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<6xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i64
    %f = arith.sitofp %t : i64 to f32
    %e = tensor.extract %a[%i, %j] : tensor<2x3xf32>
    %r = arith.addf %f, %e : f32
    tensor.yield %r : f32
  } : tensor<2x3xf32>
  %x = tensor.extract %a[%c0, %c1] : tensor<2x3xf32>
  %y = tensor.extract %b[%c1, %c0] : tensor<2x3xf32>
  %fe = tensor.from_elements %x, %y, %y, %x : tensor<2x2xf32>
  %at = bufferization.alloc_tensor() copy(%b) : tensor<2x3xf32>
  %ins = tensor.insert %x into %at[%c1, %c1] : tensor<2x3xf32>
  %sl = tensor.extract_slice %ins[0, 0] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
  %sum = linalg.add ins(%sl, %fe : tensor<2x2xf32>, tensor<2x2xf32>) outs(%fe : tensor<2x2xf32>) -> tensor<2x2xf32>
  %col = tensor.collapse_shape %b [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %cond = arith.cmpf olt, %x, %y : f32
  %sel = arith.select %cond, %a, %ins : tensor<2x3xf32>
  %dyn = tensor.cast %sel : tensor<2x3xf32> to tensor<?x3xf32>
  %d = tensor.dim %dyn, %c0 : tensor<?x3xf32>
  %back = tensor.cast %dyn : tensor<?x3xf32> to tensor<2x3xf32>
  %m = bufferization.materialize_in_destination %back in %g : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %c, %m, %sum, %col, %d : tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<6xf32>, index
}"""


SELECT_PER_ELEMENT = """
func.func @main(%c: tensor<?x4xi1>, %a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = arith.select %c, %a, %b : tensor<?x4xi1>, tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}"""

# The same computation written as upstream bufferizes it (it refuses the select on tensors of i1).
SELECT_AS_GENERIC = """
#m = affine_map<(i, j) -> (i, j)>
func.func @main(%c: tensor<?x4xi1>, %a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#m, #m, #m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%c, %a, %b : tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: i1, %y: f32, %z: f32, %o: f32):
    %v = arith.select %x, %y, %z : f32
    linalg.yield %v : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}"""


def test_select_on_a_tensor_of_i1_selects_each_element_into_a_new_buffer():
    module, report = run(SELECT_PER_ELEMENT)
    assert not has_tensors(module) and report.copies == 0
    result = compare_programs(SELECT_AS_GENERIC, str(module), sizes=[1, 3])
    assert result.agree, result.message


MATERIALIZE = """
func.func @main(%x: tensor<8xf32>, %out: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = bufferization.materialize_in_destination %a in %out : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}"""


def test_materialize_in_destination_writes_the_callers_buffer():
    module, _ = run(MATERIALIZE)
    compiled = CompiledFunction(str(module))
    x = np.linspace(-1, 1, 8, dtype=np.float32)
    out = np.zeros(8, np.float32)
    (result,) = compiled(x, out)
    np.testing.assert_allclose(out, np.exp(x), rtol=1e-6)  # the promise: written into the destination
    np.testing.assert_allclose(result, np.exp(x), rtol=1e-6)


@pytest.mark.parametrize("change, why", [
    ("%out: tensor<8xf32> {bufferization.writable = true}", "would write to a read-only buffer"),
    ("return %r : tensor<8xf32>", "cannot avoid a read-after-write conflict"),
])
def test_materialize_in_destination_that_cannot_write_in_place_is_refused(change, why):
    text = MATERIALIZE
    if change.startswith("%out"):
        text = text.replace(change, "%out: tensor<8xf32>")
    else:
        text = text.replace(change, "%u = linalg.exp ins(%out : tensor<8xf32>) outs(%e : tensor<8xf32>) -> "
                                    "tensor<8xf32>\n  return %u : tensor<8xf32>")
    with pytest.raises(MemplanError, match=why) as caught:
        run(text)
    assert ":5:8" in caught.value.location  # at the materialization


def test_scf_for_carries_the_buffer_without_copies():
    text = f"""func.func @forward(%a: tensor<8xf32>) -> tensor<8xf32> {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1.0 : f32
      %e = tensor.empty() : tensor<8xf32>
      %init = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
      %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (tensor<8xf32>) {{
        %s = linalg.generic {{indexing_maps = [{ID1}, {ID1}, {ID1}], iterator_types = ["parallel"]}}
            ins(%acc, %a : tensor<8xf32>, tensor<8xf32>) outs(%acc : tensor<8xf32>) {{
        ^bb0(%x: f32, %y: f32, %o: f32):
          %m = arith.mulf %x, %y : f32
          %p = arith.addf %m, %x : f32
          linalg.yield %p : f32
        }} -> tensor<8xf32>
        scf.yield %s : tensor<8xf32>
      }}
      return %r : tensor<8xf32>
    }}"""
    module, report = run(text)
    assert report.allocs == 1 and report.copies == 0
    check_runs(text)


@pytest.mark.slow
def test_pad_of_computed_value_writes_the_producer_into_the_interior():
    text = f"""func.func @forward(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<6x6xf32>, tensor<4x4xf32>) {{
      %zero = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<4x4xf32>
      %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      %r = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = ["parallel", "parallel"]}}
          ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {{
      ^bb0(%x: f32, %o: f32):
        %y = arith.maximumf %x, %zero : f32
        linalg.yield %y : f32
      }} -> tensor<4x4xf32>
      %p = tensor.pad %r low[1, 1] high[1, 1] {{
      ^bb0(%i: index, %j: index):
        tensor.yield %zero : f32
      }} : tensor<4x4xf32> to tensor<6x6xf32>
      %again = linalg.matmul ins(%b, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      return %p, %again : tensor<6x6xf32>, tensor<4x4xf32>
    }}"""
    module, report = run(text)
    assert report.copies == 0
    check_runs(text)


def test_pad_claims_only_allocations_that_end_up_where_it_places_them():
    # The claim goes through the interface (allocation_placeable) and holds only when the
    # allocation's type is the one the pad places: a replaced model that predicts another type
    # keeps its own buffer, and one that is not placeable is never claimed.
    from mlir import ir

    from memplan.bufferize import buffer_types as bt
    from memplan.bufferize import default_registry
    from memplan.bufferize.models.tensor.empty import EmptyModel

    class SameEmpty(EmptyModel):
        pass

    class FastEmpty(EmptyModel):
        def buffer_type(self, value, state):
            return bt.identity_type(value.type, ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1))

    class UnplaceableEmpty(EmptyModel):
        def allocation_placeable(self, op, result):
            return False

    text = """func.func @forward(%a: tensor<4xf32>) -> tensor<6xf32> {
      %zero = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      %p = tensor.pad %r low[1] high[1] {
      ^bb0(%i: index):
        tensor.yield %zero : f32
      } : tensor<4xf32> to tensor<6xf32>
      return %p : tensor<6xf32>
    }"""
    copies = {}
    for model in (SameEmpty(), FastEmpty(), UnplaceableEmpty()):
        registry = default_registry()
        registry.register("tensor.empty", model)
        _, report = run(text, registry=registry)
        copies[type(model).__name__] = report.copies
    # FastEmpty: the pad copies its space-1 source in; its space-1 result is the function's (no copy out)
    assert copies == {"SameEmpty": 0, "FastEmpty": 1, "UnplaceableEmpty": 1}
    _, report = run(text)
    assert report.copies == 0


@pytest.mark.slow
def test_scf_if_branches_run_like_upstream():
    text = f"""func.func @forward(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %x = tensor.extract %a[%c0] : tensor<8xf32>
      %cond = arith.cmpf olt, %x, %one : f32
      %e = tensor.empty() : tensor<8xf32>
      %r = scf.if %cond -> (tensor<8xf32>) {{
        %s = linalg.generic {{indexing_maps = [{ID1}, {ID1}, {ID1}], iterator_types = ["parallel"]}}
            ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {{
        ^bb0(%p: f32, %q: f32, %o: f32):
          %m = arith.mulf %p, %q : f32
          linalg.yield %m : f32
        }} -> tensor<8xf32>
        scf.yield %s : tensor<8xf32>
      }} else {{
        scf.yield %b : tensor<8xf32>
      }}
      %t = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
          ins(%r : tensor<8xf32>) outs(%e : tensor<8xf32>) {{
      ^bb0(%p: f32, %o: f32):
        %m = arith.addf %p, %one : f32
        linalg.yield %m : f32
      }} -> tensor<8xf32>
      return %r, %t : tensor<8xf32>, tensor<8xf32>
    }}"""
    for seed in (0, 1, 2, 3):  # both branches taken over the seeds
        module, _ = run(text)
        result = compare_programs(text, str(module), seed=seed)
        assert result.agree, result.message


def test_structured_model_reads_outs_only_when_the_body_uses_them():
    from memplan.bufferize.registry import default_registry
    from memplan.mlir.parsing import new_context, parse_module

    text = f"""func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {{
      %m = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
      %t = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) permutation = [1, 0]
      %g = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = ["parallel", "parallel"]}}
          ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {{
      ^bb0(%x: f32, %y: f32):
        linalg.yield %x : f32
      }} -> tensor<4x4xf32>
      return %m, %t, %g : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
    }}"""
    module = parse_module(text, new_context())
    matmul, transpose, generic = [op.operation for op in module.body.operations[0].regions[0].blocks[0].operations][:3]
    model = default_registry().lookup(matmul).model
    assert model.reads(matmul, 2) and model.writes(matmul, 2) and model.aliasing_results(matmul, 2) == [0]
    assert model.reads(matmul, 0) and not model.writes(matmul, 0) and model.aliasing_results(matmul, 0) == []
    assert not model.reads(transpose, 1) and model.writes(transpose, 1)
    assert not model.reads(generic, 1) and model.reusable_inputs(generic, 0) == [0]
    assert model.reusable_inputs(transpose, 0) == []  # a permutation reads elsewhere than it writes


@pytest.mark.slow
@pytest.mark.parametrize("case", [0, 1, 2, 5])
def test_index_switch_and_execute_region_run_like_the_tensor_program(case):
    # No model for either: bufferize refused them. They are scf.if with any number of regions.
    import numpy as np

    from memplan.check.execution import CompiledFunction

    text = """func.func @main(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
      %e0 = tensor.empty() : tensor<8xf32>
      %a = linalg.exp ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
      %r = scf.index_switch %n -> tensor<8xf32>
      case 0 {
        %e = tensor.empty() : tensor<8xf32>
        %b = linalg.add ins(%a, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
        scf.yield %b : tensor<8xf32>
      }
      case 1 {
        scf.yield %a : tensor<8xf32>
      }
      default {
        scf.yield %x : tensor<8xf32>
      }
      %w = scf.execute_region -> tensor<8xf32> {
        %s = linalg.sub ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%r : tensor<8xf32>) -> tensor<8xf32>
        scf.yield %s : tensor<8xf32>
      }
      %e3 = tensor.empty() : tensor<8xf32>
      %z = linalg.add ins(%w, %a : tensor<8xf32>, tensor<8xf32>) outs(%e3 : tensor<8xf32>) -> tensor<8xf32>
      return %z : tensor<8xf32>
    }"""
    module, _ = run(text)
    assert not has_tensors(module)
    x = np.linspace(0.5, 1.5, 8).astype(np.float32)
    kept = x.copy()
    (z,) = CompiledFunction(str(module))(x, np.int64(case))
    np.testing.assert_allclose(z, np.exp(kept), rtol=1e-6)  # %w is x - x whichever case ran
    np.testing.assert_array_equal(x, kept)


def test_a_region_of_several_blocks_in_execute_region_is_refused_at_the_op():
    text = """func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
      %r = scf.execute_region -> tensor<8xf32> {
        cf.br ^bb1
      ^bb1:
        scf.yield %x : tensor<8xf32>
      }
      return %r : tensor<8xf32>
    }"""
    with pytest.raises(MemplanError) as error:
        run(text)
    assert "'scf.execute_region' has a region with several blocks that use tensors" in error.value.message
    assert "only in a function's body" in error.value.message
    assert error.value.location.endswith(":2:12)")

# Programs whose test asked nothing of the models but their IR (specified in tests/lit/bufferize,
# one file per rule) and that they run: each runs as upstream's bufferization of it does.
RUNS = {
    "constant-read": """func.func @forward(%a: tensor<3xf32>) -> tensor<3xf32> {
      %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
      %e = tensor.empty() : tensor<3xf32>
      %r = linalg.add ins(%a, %c : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
      return %r : tensor<3xf32>
    }""",
    "constant-destination": """func.func @forward(%a: tensor<3xf32>) -> tensor<3xf32> {
      %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
      %r = linalg.add ins(%a, %c : tensor<3xf32>, tensor<3xf32>) outs(%c : tensor<3xf32>) -> tensor<3xf32>
      return %r : tensor<3xf32>
    }""",
    "generic-body-extract": f"""func.func @forward(%idx: tensor<4xi64>, %table: tensor<10x3xf32>) -> tensor<4x3xf32> {{
      %e = tensor.empty() : tensor<4x3xf32>
      %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0)>, {ID2}],
                            iterator_types = ["parallel", "parallel"]}}
          ins(%idx : tensor<4xi64>) outs(%e : tensor<4x3xf32>) {{
      ^bb0(%i: i64, %o: f32):
        %c10 = arith.constant 10 : i64
        %m = arith.remui %i, %c10 : i64
        %row = arith.index_cast %m : i64 to index
        %col = linalg.index 1 : index
        %v = tensor.extract %table[%row, %col] : tensor<10x3xf32>
        linalg.yield %v : f32
      }} -> tensor<4x3xf32>
      return %r : tensor<4x3xf32>
    }}""",
    "extract-slice": """func.func @forward(%a: tensor<1x32x384xf32>) -> tensor<1x32x128xf32> {
      %s = tensor.extract_slice %a[0, 0, 128] [1, 32, 128] [1, 1, 1] : tensor<1x32x384xf32> to tensor<1x32x128xf32>
      %e = tensor.empty() : tensor<1x32x128xf32>
      %r = linalg.copy ins(%s : tensor<1x32x128xf32>) outs(%e : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
      return %r : tensor<1x32x128xf32>
    }""",
    "scf-while-and-forall": f"""func.func @forward(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %e = tensor.empty() : tensor<8xf32>
      %w:2 = scf.while (%x = %a, %i = %c0) : (tensor<8xf32>, index) -> (tensor<8xf32>, index) {{
        %go = arith.cmpi slt, %i, %c5 : index
        scf.condition(%go) %x, %i : tensor<8xf32>, index
      }} do {{
      ^bb0(%y: tensor<8xf32>, %j: index):
        %d = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
            ins(%y : tensor<8xf32>) outs(%y : tensor<8xf32>) {{
        ^bb0(%v: f32, %o: f32):
          %q = arith.addf %v, %v : f32
          linalg.yield %q : f32
        }} -> tensor<8xf32>
        %n = arith.addi %j, %c1 : index
        scf.yield %d, %n : tensor<8xf32>, index
      }}
      %f = scf.forall (%t) in (4) shared_outs(%o = %e) -> (tensor<8xf32>) {{
        %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%t)
        %in = tensor.extract_slice %w#0[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
        %out = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
        %r = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
            ins(%in : tensor<2xf32>) outs(%out : tensor<2xf32>) {{
        ^bb0(%v: f32, %u: f32):
          %q = arith.mulf %v, %v : f32
          linalg.yield %q : f32
        }} -> tensor<2xf32>
        scf.forall.in_parallel {{
          tensor.parallel_insert_slice %r into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
        }}
      }}
      return %w#0, %f : tensor<8xf32>, tensor<8xf32>
    }}""",
    "calls": """func.func private @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
    func.func @forward(%a: tensor<4xf32>) -> tensor<4xf32> {
      %b = func.call @twice(%a) : (tensor<4xf32>) -> tensor<4xf32>
      %c = func.call @twice(%b) : (tensor<4xf32>) -> tensor<4xf32>
      return %c : tensor<4xf32>
    }""",
    "splat": """func.func @main(%v: f32, %x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
      %c3 = arith.constant 3 : index
      %s = tensor.splat %v : tensor<3x4xf32>
      %e = tensor.empty() : tensor<3x4xf32>
      %a = linalg.add ins(%s, %x : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
      %d = tensor.splat %v[%c3] : tensor<?xf32>
      %c = tensor.cast %d : tensor<?xf32> to tensor<3xf32>
      return %a, %c : tensor<3x4xf32>, tensor<3xf32>
    }""",
    "tensor-element-ops": TENSOR_OPS,
}


@pytest.mark.slow
@pytest.mark.parametrize("name", RUNS)
def test_program_runs_like_upstream(name):
    check_runs(RUNS[name])

