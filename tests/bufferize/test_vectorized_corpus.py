"""Corpus models vectorized on tensors, as a compiler that vectorizes before bufferizing leaves
them (issue 22): each elementwise linalg.generic tiled by upstream's transform dialect into loops
whose bodies are vector.transfer_read/transfer_write on slices of the tensors, then bufferized by
memplan, merged by merge-alloc, and run against the vectorized tensor program."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bufferize_helpers import count
from mlir import ir

from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

STATIC = Path(__file__).parents[2] / "corpus/static"

# Each elementwise generic (every loop parallel) of rank 2 or more, tagged with its rank, is
# tiled to one element in all but its last dimension, which becomes the vector.
TAG = "memplan_vectorize_rank"
STEP = """
    %gRANK = transform.structured.match ops{["linalg.generic"]} attributes{TAG = RANK} in %root
        : (!transform.any_op) -> !transform.any_op
    %tRANK, %loopsRANK:LOOPS = transform.structured.tile_using_for %gRANK tile_sizes [SIZES]
        : (!transform.any_op) -> (!transform.any_op, LOOP_TYPES)
    transform.structured.vectorize %tRANK : !transform.any_op"""
SEQUENCE = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {STEPS
    transform.yield
  }
}
"""


def vectorized(text: str) -> str:
    """``text`` with its elementwise generics tiled and vectorized on tensors, through upstream's
    transform interpreter; the transform script and the tags are removed afterwards."""
    module = parse_module(text, new_context(False))
    ranks = set()

    def tag(op):
        if op.name == "linalg.generic":
            iterators = [str(i) for i in op.attributes["iterator_types"]]
            if len(iterators) > 1 and all("parallel" in i for i in iterators):
                op.attributes[TAG] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), len(iterators))
                ranks.add(len(iterators))
        return ir.WalkResult.ADVANCE

    with module.context:
        module.operation.walk(tag)
    steps = "".join(STEP.replace("RANK", str(r)).replace("TAG", TAG).replace("LOOPS", str(r - 1))
                    .replace("SIZES", ", ".join(["1"] * (r - 1) + ["0"]))
                    .replace("LOOP_TYPES", ", ".join(["!transform.any_op"] * (r - 1))) for r in sorted(ranks))
    with module.context:
        module.operation.attributes["transform.with_named_sequence"] = ir.UnitAttr.get()
        script = ir.Module.parse(SEQUENCE.replace("STEPS", steps))
        module.body.append(script.body.operations[0].operation.clone())
    run_pipeline(module, "transform-interpreter,canonicalize")
    for op in list(module.body.operations):
        if op.operation.name == "transform.named_sequence":
            op.operation.erase()
    del module.operation.attributes["transform.with_named_sequence"]
    return re.sub(rf", {TAG} = \d+ : i64|{TAG} = \d+ : i64,? ?", "", str(module))


@pytest.mark.slow
@pytest.mark.parametrize("model", ["fire_module", "tcn", "dense_block"])
def test_a_vectorized_model_bufferizes_merges_and_computes_the_same(model):
    source = vectorized((STATIC / f"{model}.mlir").read_text())
    assert TAG not in source
    assert count_text(source, "vector.transfer_write") > 0 and count_text(source, "vector.transfer_read") > 0
    module = parse_module(source, new_context(False))
    run_pipeline(module, "bufferize,merge-alloc")
    planned = str(module)
    assert "tensor<" not in planned
    assert count(module, "vector.transfer_write") == count_text(source, "vector.transfer_write")
    assert count(module, "memref.view") > 0  # merge-alloc planned the buffers into an arena
    result = compare_programs(source, planned)
    assert result.agree, result.message


def count_text(text: str, name: str) -> int:
    return len(re.findall(rf"\b{re.escape(name)}\b", text))
