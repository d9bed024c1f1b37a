"""Options of the bufferize pass: one dataclass, read by :mod:`memplan.options` from pipelines."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from memplan.bufferize.hooks import KINDS, AllocationHook, BoundaryHook, CopyHook, FillHook, hook_names, resolve
from memplan.diagnostics import MemplanError
from memplan.mlir.layout import MAX_ALIGNMENT
from memplan.options import option, parse_options


PLACEMENTS = ("least-memory", "all")
SPLITS = ("auto", "on", "off")


@dataclass(frozen=True)
class BufferizeOptions:
    """How function boundaries look, how buffers are made, and what may be written in place.

    The four hooks (:mod:`memplan.bufferize.hooks`) take a name (built in, registered with
    ``register_hook``, or from a plugin) or, from Python, a callable:
    ``function_boundary_layout`` (``identity``, like upstream's identity-layout-map, or
    ``fully-dynamic``: ``strided<[?..], offset: ?>``, callers may pass views without
    copying), ``allocation`` (type, memory space, layout, alignment of each new buffer),
    ``copy`` and ``fill``. ``writable_function_args``: the caller allows writing into
    argument buffers. ``analysis_only``: decide, annotate, rewrite nothing. ``allow_unknown_ops``: an
    op with no model is kept on tensors (:mod:`memplan.bufferize.models.unknown`) instead of refused.
    """

    function_boundary_layout: str | BoundaryHook = option(
        "identity", "buffer types of function arguments and results: a boundary hook",
        choices=lambda: hook_names("boundary"))
    writable_function_args: bool = option(False, "ops may write into every argument buffer, not only those "
                                                 "marked bufferization.writable")
    alignment: int = option(64, "alignment in bytes of new allocations, a power of two")
    analysis_only: bool = option(False, "annotate every op with its in-place decisions and why; "
                                        "rewrite nothing")
    allocation: str | AllocationHook = option(
        "identity", "type, memory space, layout and alignment of each new buffer: an allocation hook",
        choices=lambda: hook_names("allocation"))
    copy: str | CopyHook = option("memref-copy", "how a buffer is copied: a copy hook",
                                  choices=lambda: hook_names("copy"))
    fill: str | FillHook = option("linalg-fill", "how a buffer is filled with a scalar: a fill hook",
                                  choices=lambda: hook_names("fill"))
    placements: str = option("least-memory", "values computed straight into another buffer (a pad's "
                             "interior, a concat's or an insert's slice) to save a copy: least-memory keeps "
                             "each placement that does not raise the bytes live at once, all keeps every one",
                             choices=PLACEMENTS)
    split_empty_tensors: str = option("auto", "each op writing a tensor.empty (or a fill) that other ops write too "
                                      "gets a buffer of its own (or a dead input's, or filled anew) instead of "
                                      "sharing one: auto "
                                      "bufferizes both ways where splitting changes anything and keeps the one "
                                      "merge-alloc plans smaller (a tie keeps off); bare or true means on, "
                                      "false off", choices=SPLITS)
    allow_unknown_ops: bool = option(False, "keep an op that uses tensors and has no model on tensors: its "
                                            "operands become bufferization.to_tensor of their buffers, its "
                                            "results bufferization.to_buffer")

    def __post_init__(self) -> None:
        a = self.alignment
        if isinstance(a, bool) or not isinstance(a, int) or a <= 0 or a & (a - 1):
            raise MemplanError(f"bufferize: alignment must be a power of two, not {a}")
        if a > MAX_ALIGNMENT:
            raise MemplanError(f"bufferize: alignment={a} is too large: an alignment attribute "
                               f"holds at most 2^62 = {MAX_ALIGNMENT}")
        if isinstance(self.split_empty_tensors, bool):  # from Python, as before there was auto
            object.__setattr__(self, "split_empty_tensors", "on" if self.split_empty_tensors else "off")
        if self.split_empty_tensors not in SPLITS:
            raise MemplanError(f"bufferize: split-empty-tensors must be one of {', '.join(SPLITS)}, not "
                               f"'{self.split_empty_tensors}'")
        if self.placements not in PLACEMENTS:
            raise MemplanError(f"bufferize: placements must be one of {', '.join(PLACEMENTS)}, not "
                               f"'{self.placements}'")
        for kind in KINDS.values():  # unknown names fail before any IR changes
            resolve(kind.name, getattr(self, kind.field))

    @classmethod
    def from_pipeline(cls, options: Mapping[str, str]) -> BufferizeOptions:
        """From pipeline option texts (``{"writable-function-args": "true"}``)."""
        return parse_options(cls, "bufferize", options)
