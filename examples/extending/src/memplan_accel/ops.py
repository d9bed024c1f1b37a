"""What the accel ops do to the buffers they are given, for merge-alloc's lifetimes and aliases.

Without these records, merge-alloc leaves every buffer an accel op touches alone ("effects not modelled").
"""

from memplan.mlir.op_records import OpRecord

MATMUL = OpRecord.access(reads=[0, 1, 2], writes=[2])
RELU = OpRecord.access(reads=[0], writes=[1])
DMA = OpRecord.access(reads=[0], writes=[1])
