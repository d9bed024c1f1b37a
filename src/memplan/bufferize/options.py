"""Options of the bufferize pass."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mlir import ir

from memplan import values
from memplan.diagnostics import MemplanError
from memplan.mlir.layout import MAX_ALIGNMENT

# A hook deciding a function boundary's buffer type: (tensor type, function name,
# "arg"/"result", position) -> memref type.
BoundaryTypeFn = Callable[[ir.Type, str, str, int], ir.MemRefType]


@dataclass(frozen=True)
class BufferizeOptions:
    """How function boundaries look and what may be written in place.

    ``function_boundary_layout``: ``identity`` (default, like upstream's
    identity-layout-map) or ``fully-dynamic`` (``strided<[?..], offset: ?>``:
    callers may pass views without copying). ``boundary_type`` overrides both,
    e.g. to put every boundary buffer into another memory space.
    ``writable_function_args``: the caller allows writing into argument buffers.
    """

    function_boundary_layout: str = "identity"
    writable_function_args: bool = False
    alignment: int = 64
    boundary_type: BoundaryTypeFn | None = None

    def __post_init__(self) -> None:
        if self.function_boundary_layout not in ("identity", "fully-dynamic"):
            raise MemplanError(
                f"bufferize: function-boundary-layout must be 'identity' or 'fully-dynamic', "
                f"not '{self.function_boundary_layout}'")
        if self.alignment <= 0 or self.alignment & (self.alignment - 1):
            raise MemplanError(f"bufferize: alignment must be a power of two, not {self.alignment}")
        if self.alignment > MAX_ALIGNMENT:
            raise MemplanError(f"bufferize: alignment={self.alignment} is too large: an alignment attribute "
                               f"holds at most 2^62 = {MAX_ALIGNMENT}")

    @classmethod
    def from_pipeline(cls, options: dict[str, str]) -> "BufferizeOptions":
        known = {"function-boundary-layout", "writable-function-args", "alignment"}
        unknown = sorted(set(options) - known)
        if unknown:
            raise MemplanError(f"bufferize: unknown option(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}")
        try:
            alignment = values.plain_int(options.get("alignment", "64"))
        except ValueError as e:
            raise MemplanError(f"bufferize: alignment: {e}") from None
        return cls(
            function_boundary_layout=options.get("function-boundary-layout", "identity"),
            writable_function_args=options.get("writable-function-args", "false") in ("true", "1"),
            alignment=alignment,
        )
