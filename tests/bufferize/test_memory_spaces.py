"""Memory spaces at function boundaries: a result keeps the memory space the program gave the
buffers it returns (no copy into the default space), callers get that type, and where it does not
(returns that disagree, an allocation hook that places buffers elsewhere, a boundary hook of the
user's) the return's copy says why. Each program is run against upstream's bufferization."""

from __future__ import annotations

import pytest
from bufferize_helpers import agree, ops, run
from mlir import ir

from memplan.bufferize import Allocation, BufferizeOptions
from memplan.bufferize import buffer_types as bt
from memplan.check.execution import compare_programs

IN_SPACE_1 = """
func.func private @make(%x: tensor<5xf32>) -> tensor<5xf32> {
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %r = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
func.func @main(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %a = func.call @make(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %n = linalg.negf ins(%a : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %a, %n : tensor<5xf32>, tensor<5xf32>
}"""


def _results(module) -> dict[str, list[str]]:
    return {ir.StringAttr(f.attributes["sym_name"]).value:
            [str(t) for t in ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value).results]
            for f in ops(module, "func.func")}


def test_a_result_keeps_the_memory_space_of_what_is_returned():
    # the result types, no copy: @make and @make_and_negate in tests/lit/bufferize/memory-space-boundary.mlir
    module, report = run(IN_SPACE_1)
    assert report.allocs == 2 and report.copies == 0
    assert not [r for r in report.remarks if "memory space" in r.message]
    agree(IN_SPACE_1, module)


def scratchpad(request) -> Allocation:
    space = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 2)
    return Allocation(bt.identity_type(request.default, space))


def test_with_an_allocation_hook_results_stay_in_the_default_space_and_the_copy_says_why():
    text = IN_SPACE_1.replace("bufferization.alloc_tensor() {memory_space = 1 : i64}", "tensor.empty()")
    module, report = run(text, BufferizeOptions(allocation=scratchpad))
    assert _results(module) == {"make": ["memref<5xf32>"], "main": ["memref<5xf32>", "memref<5xf32>"]}
    why = [r.message for r in report.remarks if "memory space 2 : i64" in r.message]
    assert len(why) == 2 and all("placed by the allocation hook scratchpad" in m for m in why), why  # @make, %n
    agree(text, module)


def test_a_boundary_hook_of_the_users_has_the_last_word():
    def host(t, function, kind, index):
        return bt.identity_type(t)

    module, report = run(IN_SPACE_1, BufferizeOptions(function_boundary_layout=host))
    assert _results(module)["make"] == ["memref<5xf32>"]
    (why,) = [r.message for r in report.remarks if "memory space 1 : i64" in r.message]
    assert why.endswith("the boundary hook host gives the result's type")
    agree(IN_SPACE_1, module)


def test_a_result_returned_in_several_spaces_stays_in_the_default_one():
    text = """
func.func @main(%x: tensor<5xf32>, %c: i1) -> tensor<5xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %r = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
^b:
  %f = tensor.empty() : tensor<5xf32>
  %s = linalg.negf ins(%x : tensor<5xf32>) outs(%f : tensor<5xf32>) -> tensor<5xf32>
  return %s : tensor<5xf32>
}"""
    module, report = run(text)
    assert _results(module) == {"main": ["memref<5xf32>"]}
    (why,) = [r.message for r in report.remarks if "memory space" in r.message]
    assert why.endswith("its returns give buffers in different memory spaces (1 : i64, default)")
    agree(text, module)


def _program(body: str, args: str = "%x: tensor<8xf32>") -> str:
    return f"func.func @main({args}) -> tensor<8xf32> {{\n{body}\n}}"


SPACE_1 = "bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>"

# Values in memory space 1 carried through loops, parallel loops and switches to the return.
THROUGH_REGIONS = {
    "scf.for": _program(f"""
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = {SPACE_1}
  %i = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %i) -> (tensor<8xf32>) {{
    %n = linalg.negf ins(%acc : tensor<8xf32>) outs(%acc : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }}
  return %r : tensor<8xf32>"""),
    "scf.forall": _program(f"""
  %e = {SPACE_1}
  %r = scf.forall (%i) in (2) shared_outs(%o = %e) -> (tensor<8xf32>) {{
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %s = tensor.extract_slice %x[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %d = tensor.extract_slice %o[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %v = linalg.exp ins(%s : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %v into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }}
  }}
  return %r : tensor<8xf32>"""),
    "scf.index_switch": _program(f"""
  %r = scf.index_switch %i -> tensor<8xf32>
  case 0 {{
    %e = {SPACE_1}
    %a = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }}
  default {{
    %e = {SPACE_1}
    %a = linalg.negf ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }}
  return %r : tensor<8xf32>""", "%x: tensor<8xf32>, %i: index"),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(THROUGH_REGIONS))
def test_memory_space_1_carried_through_regions_is_the_result_s(name):
    text = THROUGH_REGIONS[name]
    # the result type and no copy: tests/lit/bufferize/memory-space-regions.mlir
    module, report = run(text)
    assert report.copies == 0
    result = compare_programs(text, str(module), sizes=[0, 1])
    assert result.agree, result.message
