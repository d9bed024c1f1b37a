"""Dynamic sizes are written in the names the input gave its values, not the printer's."""

from mlir import ir

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
