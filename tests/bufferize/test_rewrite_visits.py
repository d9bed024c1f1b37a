"""The rewrite visits the regions of an op only when a tensor op is nested in it.

Most ops of a model are the scalar bodies of linalg ops: visiting them did nothing but cost a
few calls into the bindings each, in each of the up to six bufferizations of
``split-empty-tensors=auto``. A tensor op nested in a scalar body (``tensor.extract`` of a
captured tensor) must still be rewritten: the analysis marks the ops holding one.
"""

from __future__ import annotations

import pytest
from bufferize_helpers import agree, ops, run

from memplan.bufferize import BufferizeOptions
from memplan.bufferize.analysis import Analysis
from memplan.bufferize.registry import default_registry
from memplan.mlir.parsing import new_context, parse_module

ID1 = "affine_map<(d0) -> (d0)>"

# @f: the generic %x reads the captured %t in its body; %y's body is scalar. An scf.for without
# tensor results holds a generic on a tensor slice it extracts and reads back as a scalar.
TEXT = f"""func.func @f(%a: tensor<8xf32>, %t: tensor<4xf32>) -> (tensor<8xf32>, f32) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %x = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {{
  ^bb0(%i: f32, %o: f32):
    %v = tensor.extract %t[%c1] : tensor<4xf32>
    %s = arith.addf %i, %v : f32
    linalg.yield %s : f32
  }} -> tensor<8xf32>
  %y = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {{
  ^bb0(%i: f32, %o: f32):
    %s = arith.mulf %i, %i : f32
    linalg.yield %s : f32
  }} -> tensor<8xf32>
  %sum = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {{
    %w = tensor.extract %y[%k] : tensor<8xf32>
    %n = arith.addf %acc, %w : f32
    scf.yield %n : f32
  }}
  return %y, %sum : tensor<8xf32>, f32
}}
"""


def _analysis(text: str) -> tuple[Analysis, dict[str, int]]:
    """The analysis of ``text`` and the ids of its func, generics and loop by name."""
    module = parse_module(text, new_context())
    with module.context:
        analysis = Analysis(default_registry(), BufferizeOptions(split_empty_tensors="off")).run(module)
        names = {}
        for name in ("func.func", "linalg.generic", "scf.for"):
            for k, op in enumerate(ops(module, name)):
                names[f"{name}#{k}"] = analysis.op_id(op)
    return analysis, names


def test_holders_are_the_ops_around_tensor_ops():
    analysis, ids = _analysis(TEXT)
    # the function, the generic whose body extracts from %t, the loop whose body extracts from
    # %y; not the generic of a scalar body, nor any scalar op
    assert analysis.tensor_holders == {ids["func.func#0"], ids["linalg.generic#0"], ids["scf.for#0"]}
    assert ids["linalg.generic#1"] in analysis.tensor_ops


def test_tensor_ops_nested_in_bodies_are_rewritten():
    module, _ = run(TEXT)
    text = str(module)
    assert "tensor." not in text.replace("tensor<", "")  # both extracts became loads
    assert len(ops(module, "memref.load")) == 2
    generics = ops(module, "linalg.generic")
    assert [len(ops(g, "memref.load")) for g in generics] == [1, 0]
    assert "memplan.bufferize_id" not in text


@pytest.mark.slow
def test_nested_tensor_ops_compute_as_upstream():
    module, _ = run(TEXT)
    agree(TEXT, module)
