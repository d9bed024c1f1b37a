"""``memplan check``: run two programs on the same inputs with MLIR's ExecutionEngine and compare.

Sits above the passes: it bufferizes, lowers and runs programs, and knows nothing of planning."""
