"""Reshaped views of a value placed in a slice of another buffer (a recurrent step's state in
its slice of the stacked states).

A placement (:meth:`Analysis.claim_allocation`) hands a value's new allocation over to a host
buffer: the value is then computed in a slice of it. The analysis allows that only when the
allocation is the value's own: every value that may share the buffer is the same whole buffer.
Frontends also reshape the value: torch-mlir computes a GRU's state as ``1x1x128``, collapses it
to ``1x128`` for the next step's matmul, and concatenates the ``1x1x128`` states. Such a reshape
(``tensor.expand_shape``, ``tensor.collapse_shape``, or a chain of them) of a value equivalent
to the placed one may share the buffer too, when it stays a view once the buffer is a slice.

Why that is sound:

* A reshape names the same elements in the same order (row-major linearization is what
  expand and collapse preserve), so the reshape of the slice holds what the reshape of the
  value's own buffer held, at every point of the program: it is ``memref.expand_shape`` or
  ``memref.collapse_shape`` of the slice's subview, which exists exactly when every collapsed
  group is contiguous in the slice's layout. That is checked on the slice's type (``layout``,
  the identity layout of the host with the slice's offsets and strides) before the claim; if
  an allocation hook gives the host another layout, the reshape's model copies the slice into
  a contiguous buffer first, which is still correct (a snapshot the analysis treats as an alias,
  so nothing it allows writes the source while the copy is read, or the other way round).
* The reshape is already in the value's alias class (views are bound before any decision), and
  the claimant binds the host to the value, so the whole class, reshapes included, becomes the
  host's aliases: every later write into the host, the value or the reshape is decided with the
  readers of all of them in view, exactly as for the value itself.
* A reshape that leaves whole (returned, yielded, passed to a call) keeps the value unplaced:
  :meth:`Analysis.why_not_in_slice` asks every member of the class.

A view that is a part of the value (``tensor.extract_slice``), or a value reused through a
reshape (a dead input's buffer viewed with another shape) is not admitted: the first would need
its own layout check, the second a placement of a buffer of another shape.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir import ir

from memplan.bufferize import buffer_types as bt

if TYPE_CHECKING:
    from memplan.bufferize.analysis import Analysis

RESHAPES = ("tensor.expand_shape", "tensor.collapse_shape")


def _reassociation(op: ir.Operation) -> list[list[int]]:
    return [[ir.IntegerAttr(d).value for d in ir.ArrayAttr(group)]
            for group in ir.ArrayAttr(op.attributes["reassociation"])]


def reshapes_to(analysis: Analysis, member: ir.Value, value: ir.Value) -> list[ir.Operation] | None:
    """The reshapes, first applied first, by which ``member`` views a value equivalent to
    ``value`` (same whole buffer); None when ``member`` is not such a chain of reshapes."""
    chain: list[ir.Operation] = []
    current = member
    for _ in range(64):
        if isinstance(current, ir.BlockArgument):
            return None
        owner = current.owner.operation
        if owner.name not in RESHAPES:
            return None
        chain.append(owner)
        current = owner.operands[0]
        if analysis.equiv.same(current, value):
            return chain[::-1]
    return None


def reshaped_type(layout: ir.MemRefType, chain: list[ir.Operation]) -> ir.MemRefType | None:
    """``layout`` reshaped by each op of ``chain`` in turn, or None where a collapse of it is
    not a view (a collapsed group not contiguous)."""
    t: ir.MemRefType | None = layout
    for op in chain:
        shape = list(ir.RankedTensorType(op.results[0].type).shape)
        if op.name == "tensor.expand_shape":
            t = bt.expanded_type(t, _reassociation(op), shape)
        else:
            t = bt.collapsed_type(t, _reassociation(op), shape)
        if t is None:
            return None
    return t


def reshaped_view(analysis: Analysis, member: ir.Value, value: ir.Value, layout: ir.MemRefType | None) -> bool:
    """May ``member`` share ``value``'s buffer once that buffer has type ``layout`` (a slice of a
    host)? Yes when it is a chain of reshapes of a value equivalent to ``value`` that stays a view
    of ``layout`` (see the module's docstring); never without a ``layout``."""
    if layout is None:
        return False
    chain = reshapes_to(analysis, member, value)
    return chain is not None and reshaped_type(layout, chain) is not None


def slice_layout(host: ir.Type, offsets: list[int], sizes: list[int], strides: list[int],
                 shape: list[int]) -> ir.MemRefType | None:
    """The type of the slice (static ``offsets``, ``sizes``, ``strides``, rank-reduced to ``shape``)
    of a buffer of ``host``'s static tensor type in the identity layout; None if ``host`` is not
    static."""
    t = ir.RankedTensorType(host)
    if not t.has_static_shape:
        return None
    return bt.subview_type(bt.identity_type(t), offsets, sizes, strides, shape)
