"""Upstream MLIR pipelines memplan stands beside: what one-shot-bufferize makes of a tensor
program, for the checker's reference run, the report's fallback and the benchmarks' comparisons."""

# allow-return-allocs-from-loops: a loop may yield a tensor it computed rather than the one it
# was given (a valid tensor program); without it upstream refuses such loops outright.
UPSTREAM_BUFFERIZE = (
    "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops "
    "function-boundary-type-conversion=identity-layout-map}"
)
