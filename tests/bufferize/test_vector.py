"""vector.transfer_read/write, vector.mask, vector.gather/scatter on tensors (what linalg
vectorization leaves). The IR: tests/lit/bufferize/vector-transfers.mlir, whose every function
is also run here against the tensor program (upstream's bufferization as reference)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bufferize_helpers import agree, count, has_tensors, ops, run

from memplan.bufferize.models.vector.transfer import overwrites_all
from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, parse_module

SPEC = Path(__file__).parents[1] / "lit/bufferize/vector-transfers.mlir"
CHUNKS = SPEC.read_text().split("// -----")
DYNAMIC = {"masked"}  # functions taking dynamic shapes: run at several sizes


def _name(chunk: str) -> str:
    return re.search(r"^func\.func @(\w+)", chunk, re.MULTILINE).group(1)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", CHUNKS, ids=[_name(c) for c in CHUNKS])
def test_each_function_of_the_spec_computes_what_its_tensor_program_does(chunk):
    module, _ = run(chunk)
    assert not has_tensors(module)
    if _name(chunk) in DYNAMIC:
        result = compare_programs(chunk, str(module), sizes=[3, 6])
        assert result.agree, result.message
    else:
        agree(chunk, module)


def _write(dest: str, vector: str, indices: str, extra: str = "") -> str:
    rank = dest.count("x")
    zeros = ", ".join(["%c0"] * rank)
    return f"""func.func @main(%t: {dest}, %v: {vector}, %i: index, %m: vector<4xi1>) -> {dest} {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %w = vector.transfer_write %v, %t[{indices or zeros}]{extra} : {vector}, {dest}
      return %w : {dest}
    }}"""


def _overwrites(text: str) -> bool:
    module = parse_module(text, new_context(False))
    return overwrites_all(ops(module, "vector.transfer_write")[0])


@pytest.mark.parametrize("text, expected", [
    (_write("tensor<4xf32>", "vector<4xf32>", ""), True),
    (_write("tensor<4xf32>", "vector<8xf32>", ""), True),  # lanes past the end are dropped
    (_write("tensor<4xf32>", "vector<3xf32>", ""), False),
    (_write("tensor<4xf32>", "vector<4xf32>", "%c1"), False),
    (_write("tensor<4xf32>", "vector<4xf32>", "%i"), False),
    (_write("tensor<?xf32>", "vector<4xf32>", ""), False),
    (_write("tensor<4xf32>", "vector<4xf32>", "", ", %m"), False),  # a mask
    (_write("tensor<1x4xf32>", "vector<4xf32>", ""), True),  # the unit dimension needs no vector dimension
    (_write("tensor<2x4xf32>", "vector<4xf32>", ""), False),
    (_write("tensor<4x2xf32>", "vector<2x4xf32>", "", " {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}"), True),
    (_write("tensor<2x4xf32>", "vector<2x4xf32>", "", " {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}"), False),
    (_write("tensor<4xf32>", "vector<[4]xf32>", ""), False),  # scalable: its length is not known
], ids=["exact", "longer", "shorter", "offset", "dynamic-index", "dynamic-shape", "masked", "unit-dim",
        "missing-dim", "transposed", "transposed-short", "scalable"])
def test_a_write_reads_its_destination_unless_it_covers_every_element(text, expected):
    assert _overwrites(text) is expected


def test_a_partial_write_into_a_new_buffer_copies_the_destination_first():
    module, report = run(_write("tensor<4xf32>", "vector<4xf32>", "%c1"))
    assert count(module, "memref.copy") == 1 and report.copies == 1
    module, report = run(_write("tensor<4xf32>", "vector<4xf32>", ""))
    assert count(module, "memref.copy") == 0


def test_a_write_into_a_writable_argument_is_in_place():
    text = _write("tensor<4xf32>", "vector<4xf32>", "%c1").replace(
        "%t: tensor<4xf32>", "%t: tensor<4xf32> {bufferization.writable = true}")
    module, _ = run(text)
    assert count(module, "memref.alloc") == 0
    write = ops(module, "vector.transfer_write")[0]
    assert write.operands[1] == ops(module, "func.func")[0].regions[0].blocks[0].arguments[0]
