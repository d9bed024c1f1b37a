"""`bufferize{split-empty-tensors}`: each op writing a tensor.empty that other ops write too gets a
buffer of its own, or a dead input's, instead of sharing one; the program computes the same and
needs no more bytes after merge-alloc."""

from __future__ import annotations

from pathlib import Path

import pytest
from bufferize_helpers import count, run

from memplan.bufferize import BufferizeOptions
from memplan.bufferize.driver import live_peak
from memplan.check.execution import compare_programs

STATIC = Path(__file__).parents[2] / "corpus/static"
SPLIT = BufferizeOptions(split_empty_tensors=True)

# torch-mlir's pattern: one tensor.empty is the destination of every elementwise op of its shape.
# Shared, %a, %b and %c are one buffer live from %a to %c's last read; split, %b writes over %a
# (dead at %b) and %c over %b.
SHARED = """
func.func @f(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %b = linalg.negf ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %c = linalg.add ins(%b, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %d = linalg.exp ins(%y : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %c, %d : tensor<64xf32>, tensor<64xf32>
}
"""


@pytest.mark.slow
def test_writers_of_a_shared_empty_get_buffers_of_their_own_or_a_dead_inputs():
    shared, _ = run(SHARED)
    split, report = run(SHARED, SPLIT)  # its IR: tests/lit/bufferize/split-empty-tensors.mlir
    assert report.allocs == 2  # %a's (which %b and %c reuse) and %d's
    assert live_peak(split.operation) <= live_peak(shared.operation)
    result = compare_programs(SHARED, str(split))
    assert result.agree, result.message


@pytest.mark.slow
def test_squeezenet_split_copies_nothing_and_needs_no_more_memory():
    text = (STATIC / "squeezenet1_1.mlir").read_text()
    shared, _ = run(text)
    split, report = run(text, SPLIT)
    assert count(split, "memref.copy") == 0 < count(shared, "memref.copy")
    assert live_peak(split.operation) <= live_peak(shared.operation)


@pytest.mark.slow
def test_densenet121_split_keeps_its_concatenations_in_place():
    # dead-input reuse may take a concat's buffer when its inputs are copied; the choice of
    # placements is weighed on a program where it may not (else it sees the wrong lifetimes and
    # leaves every concatenation out: 653 copies)
    text = (STATIC / "densenet121.mlir").read_text()
    split, _ = run(text, SPLIT)
    assert count(split, "memref.copy") <= 30
