"""The IR layer: what memplan knows of MLIR programs, apart from any pass.

One record per op (:mod:`.op_records`, looked up by :mod:`.op_semantics`), may-alias analysis
(:mod:`.aliases`), byte layout as LLVM lowers it (:mod:`.layout`), sizes known at run time
(:mod:`.symbolic_sizes`), names of buffers as the input gives them (:mod:`.naming`), parsing
and printing (:mod:`.parsing`), diagnostics (:mod:`.emit`), what every pass shares
(:mod:`.pass_base`). The passes (bufferize, merge_alloc, reorder) and the checker use it.
"""
