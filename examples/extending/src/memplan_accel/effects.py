"""What the accel ops do to the buffers they are given, for merge-alloc's lifetimes and aliases.

Without these, merge-alloc leaves every buffer an accel op touches alone ("effects not modelled").
"""

from memplan.mlir.op_semantics import MemoryEffects

MATMUL = MemoryEffects.of(reads=[0, 1, 2], writes=[2])
RELU = MemoryEffects.of(reads=[0], writes=[1])
DMA = MemoryEffects.of(reads=[0], writes=[1])
