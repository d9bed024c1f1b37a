"""Command-line tools: ``memplan-opt`` (mlir-opt style) and ``memplan`` (plan, report, check)."""
