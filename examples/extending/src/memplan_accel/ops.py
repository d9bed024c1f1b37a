"""What each accel op is, stated once: the operands it reads and writes.

Every memplan pass reads these records: merge-alloc may merge the buffers the ops use, reorder
may move them on tensors (they have value semantics there), and bufferize derives their models
(destination-passing: the result lives in the written operand's buffer; an operand written and
not read, as ``accel.relu``'s ``y``, needs no copy when it gets a new buffer).
"""

from memplan.mlir.op_records import OpRecord

MATMUL = OpRecord.access(reads=[0, 1, 2], writes=[2])  # c += a @ b: reads its accumulator c too
RELU = OpRecord.access(reads=[0], writes=[1])  # y = max(x, 0)
DMA = OpRecord.access(reads=[0], writes=[1])  # target = source
