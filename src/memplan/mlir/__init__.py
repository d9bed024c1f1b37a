"""The MLIR side: parsing, alias analysis, lifetimes, the merge-alloc rewrite, execution."""
