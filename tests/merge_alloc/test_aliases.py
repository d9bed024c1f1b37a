"""Unit tests of the may-alias analysis."""

from __future__ import annotations

from mlir import ir

from ma_helpers import parse
from memplan.mlir.aliases import AliasAnalysis, walk_preorder


def _analyse(text: str, unregistered: bool = False):
    module = parse(text, unregistered)
    func = module.body.operations[0].operation
    aa = AliasAnalysis(func)
    named = {}
    asm = ir.AsmState(func)
    for op in walk_preorder(func):
        for r in op.results:
            named.setdefault(r.get_name(asm), r)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    named.setdefault(arg.get_name(asm), arg)
    return module, aa, named


def test_roots_are_allocs_in_preorder():
    _, aa, _ = _analyse("""
    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<4xf32>
      scf.if %c {
        %b = memref.alloc() : memref<4xf32>
      }
      %d = memref.alloca() : memref<4xf32>
      return
    }""")
    assert [op.name for op in aa.roots] == ["memref.alloc", "memref.alloc"]


def test_view_chain_aliases_its_root():
    _, aa, v = _analyse("""
    func.func @f(%arg: memref<16xf32>) {
      %a = memref.alloc() : memref<16xf32>
      %e = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
      %s = memref.subview %e[0, 0] [2, 4] [1, 1] : memref<4x4xf32> to memref<2x4xf32, strided<[4, 1]>>
      %k = memref.cast %arg : memref<16xf32> to memref<?xf32>
      return
    }""")
    assert aa.roots_of(v["%subview"]) == {0}
    assert aa.roots_of(v["%cast"]) == set()  # a function argument is no root


def test_loop_carried_values_reach_a_fixpoint():
    _, aa, v = _analyse("""
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      %c = memref.alloc() : memref<4xf32>
      %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %c)
          -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
        scf.yield %y, %z, %x : memref<4xf32>, memref<4xf32>, memref<4xf32>
      }
      return
    }""")
    # the rotation needs two rounds to spread every root to every iter_arg
    assert aa.roots_of(v["%0#0"]) == {0, 1, 2}
    assert aa.roots_of(v["%arg2"]) == {0, 1, 2}


def test_if_select_while_and_unknown_ops():
    _, aa, v = _analyse("""
    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      %s = arith.select %c, %a, %b : memref<4xf32>
      %r = scf.if %c -> memref<4xf32> {
        scf.yield %a : memref<4xf32>
      } else {
        %n = memref.alloc() : memref<4xf32>
        scf.yield %n : memref<4xf32>
      }
      %w = scf.while (%x = %b) : (memref<4xf32>) -> memref<4xf32> {
        scf.condition(%c) %x : memref<4xf32>
      } do {
      ^bb0(%y: memref<4xf32>):
        scf.yield %a : memref<4xf32>
      }
      %u = "test.op"(%w) : (memref<4xf32>) -> memref<8xf32>
      return
    }""", unregistered=True)
    assert aa.roots_of(v["%0"]) == {0, 1}  # select
    assert aa.roots_of(v["%1"]) == {0, 2}  # if
    assert aa.roots_of(v["%2"]) == {0, 1}  # while: init and what the body yields
    assert aa.roots_of(v["%3"]) == {0, 1}  # unknown op result may alias its operands


def test_branches_pass_buffers_to_their_successors_arguments():
    module, aa, _ = _analyse("""
    func.func @f(%c: i1, %x: memref<4xf32>) {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb2(%x, %b : memref<4xf32>, memref<4xf32>)
    ^bb1(%p: memref<4xf32>):
      cf.br ^bb2(%p, %p : memref<4xf32>, memref<4xf32>)
    ^bb2(%q: memref<4xf32>, %r: memref<4xf32>):
      return
    }""")
    blocks = list(module.body.operations[0].regions[0].blocks)
    p = blocks[1].arguments[0]
    q, r = blocks[2].arguments
    assert aa.roots_of(p) == {0}  # cond_br's true operands go to its first successor only
    assert aa.roots_of(q) == {0}  # from ^bb0 %x (no buffer), from ^bb1 %p
    assert aa.roots_of(r) == {0, 1}  # from ^bb0 %b, from ^bb1 %p


def test_view_base_follows_views_only():
    from memplan.mlir.aliases import view_base

    module, _, named = _analyse("""
    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<16xf32>
      %v = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
      %w = memref.subview %v[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
      %b = memref.alloc() : memref<16xf32>
      %s = arith.select %c, %a, %b : memref<16xf32>
      return
    }""")
    assert view_base(named["%subview"]) == named["%alloc"]
    assert view_base(named["%0"]) == named["%0"]  # a select may be either buffer: not a view


def test_a_switch_may_pass_any_buffer_operand_to_any_successor_argument():
    module, aa, _ = _analyse("""
    func.func @f(%k: i32) {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      cf.switch %k : i32, [
        default: ^bb1(%a : memref<4xf32>),
        1: ^bb2(%b : memref<4xf32>)
      ]
    ^bb1(%p: memref<4xf32>):
      return
    ^bb2(%q: memref<4xf32>):
      return
    }""")
    blocks = list(module.body.operations[0].regions[0].blocks)
    assert aa.roots_of(blocks[1].arguments[0]) == aa.roots_of(blocks[2].arguments[0]) == {0, 1}
