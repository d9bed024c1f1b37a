"""Options of the bufferize pass: one dataclass, read by :mod:`memplan.options` from pipelines."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from mlir import ir

from memplan.diagnostics import MemplanError
from memplan.mlir.layout import MAX_ALIGNMENT
from memplan.options import option, parse_options

# A hook deciding a function boundary's buffer type: (tensor type, function name,
# "arg"/"result", position) -> memref type.
BoundaryTypeFn = Callable[[ir.Type, str, str, int], ir.MemRefType]

LAYOUTS = ("identity", "fully-dynamic")


@dataclass(frozen=True)
class BufferizeOptions:
    """How function boundaries look and what may be written in place.

    ``function_boundary_layout``: ``identity`` (default, like upstream's
    identity-layout-map) or ``fully-dynamic`` (``strided<[?..], offset: ?>``:
    callers may pass views without copying). ``boundary_type`` overrides both,
    e.g. to put every boundary buffer into another memory space (a Python hook,
    not a pipeline option). ``writable_function_args``: the caller allows
    writing into argument buffers. ``analysis_only``: decide, annotate, rewrite
    nothing.
    """

    function_boundary_layout: str = option("identity", "layout of function argument and result buffers",
                                           choices=LAYOUTS)
    writable_function_args: bool = option(False, "ops may write into every argument buffer, not only those "
                                                 "marked bufferization.writable")
    alignment: int = option(64, "alignment in bytes of new allocations, a power of two")
    analysis_only: bool = option(False, "annotate every op with its in-place decisions and why; "
                                        "rewrite nothing")
    boundary_type: BoundaryTypeFn | None = None

    def __post_init__(self) -> None:
        if self.function_boundary_layout not in LAYOUTS:
            raise MemplanError(
                f"bufferize: function-boundary-layout must be 'identity' or 'fully-dynamic', "
                f"not '{self.function_boundary_layout}'")
        a = self.alignment
        if isinstance(a, bool) or not isinstance(a, int) or a <= 0 or a & (a - 1):
            raise MemplanError(f"bufferize: alignment must be a power of two, not {a}")
        if a > MAX_ALIGNMENT:
            raise MemplanError(f"bufferize: alignment={a} is too large: an alignment attribute "
                               f"holds at most 2^62 = {MAX_ALIGNMENT}")

    @classmethod
    def from_pipeline(cls, options: Mapping[str, str]) -> BufferizeOptions:
        """From pipeline option texts (``{"writable-function-args": "true"}``)."""
        return parse_options(cls, "bufferize", options)
