"""A tests-only plugin package (this directory on PYTHONPATH is its installation): the record of
``test.exp(x, y)``, y = exp(x), destination-passing, for the lit specs in tests/lit/extending."""

from memplan.mlir.op_records import OpRecord

EXP = OpRecord.access(reads=[0], writes=[1], speculatable=True)
