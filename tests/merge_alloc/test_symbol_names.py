"""Dynamic sizes are written in the names the input gave its values, not the printer's."""

import pytest
from mlir import ir

from memplan.cli.opt import main as opt_main
from memplan.mlir.naming import value_input_name
from memplan.mlir.parsing import parse_module

HEADER = """\
func.func @f(%batch: index,
             %x: memref<?x4xf32, strided<[4, 1], offset: ?>> {llvm.noalias},
             %cb: (i32) -> i32) -> index {
  %twice = arith.addi %batch, %batch : index
  %q:2 = "test.pair"() : () -> (index, index)
  return %twice : index
}
"""


def _func(module: ir.Module) -> ir.Operation:
    return module.body.operations[0].operation


def test_arguments_and_results_keep_the_input_names():
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = parse_module(HEADER, ctx, filename="header.mlir")
        func = _func(module)
        args = func.regions[0].blocks[0].arguments
        assert [value_input_name(a) for a in args] == ["%batch", "%x", "%cb"]
        ops = list(func.regions[0].blocks[0].operations)
        assert value_input_name(ops[0].result) == "%twice"
        assert value_input_name(ops[1].results[0]) is None  # a multi-result op's results have no one name


def test_without_the_input_text_there_is_no_name():
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = parse_module(HEADER, ctx)  # no file name: nothing to read names from
        arg = _func(module).regions[0].blocks[0].arguments[0]
        assert value_input_name(arg) is None


def test_an_op_made_at_another_ops_location_does_not_take_its_name():
    text = "func.func @g(%t: tensor<?xf32>) -> index {\n  %r = \"test.op\"(%t) : (tensor<?xf32>) -> index\n  return %r : index\n}\n"
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = parse_module(text, ctx, filename="g.mlir")
        func = _func(module)
        first = list(func.regions[0].blocks[0].operations)[0]
        with ir.InsertionPoint(first), first.location:
            c0 = ir.Operation.create("arith.constant", results=[ir.IndexType.get()],
                                     attributes={"value": ir.IntegerAttr.get(ir.IndexType.get(), 0)})
        assert value_input_name(first.result) == "%r"
        assert value_input_name(c0.result) is None  # made at %r's position, but not the op written there


DYNAMIC = """\
func.func @f(%x: memref<?x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %x, %c0 : memref<?x4xf32>
  %a = memref.alloc(%d) : memref<?x4xf32>
  %b = memref.alloc(%n) : memref<?x4xf32>
  linalg.copy ins(%a : memref<?x4xf32>) outs(%b : memref<?x4xf32>)
  return
}
"""


@pytest.mark.parametrize("bounds", ["%n=8,%x.d0=4", "%arg1=8,%arg0.d0=4"])
def test_bounds_name_symbols_as_the_input_or_the_output_does(tmp_path, capsys, bounds):
    src = tmp_path / "f.mlir"
    src.write_text(DYNAMIC)
    assert opt_main([str(src), "-p", f"merge-alloc{{bounds={bounds}}}", "--remarks", "-o", str(tmp_path / "out.mlir")]) == 0
    err = capsys.readouterr().err
    assert "no symbol" not in err
    assert "planned at the upper bounds %x.d0 <= 4, %n <= 8" in err
    # at the bounds: 4 rows of 16 bytes, aligned to 64, then 8 rows
    assert "static arena of 192 bytes" in err
