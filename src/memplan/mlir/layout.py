"""Bytes and alignment of memref elements, exactly as the lowering to LLVM lays them out.

A memref's elements sit ``alloc size`` bytes apart, where the alloc size is what
LLVM's data layout gives the element's LLVM type (its store size rounded up to its
ABI alignment). The lowering (``convert-to-llvm``) maps element types so:

- ``iN`` stays ``iN``; ``index`` becomes ``i64``; ``f16``, ``bf16``, ``f32``, ``f64``,
  ``f80``, ``f128`` stay floats; the small float formats (``f8E4M3FN``, ``f6E2M3FN``,
  ``f4E2M1FN``, ...) become integers of their width. ``tf32`` is not lowered at all.
- ``complex<T>`` becomes ``struct<(T, T)>``.
- ``vector<AxBxCxT>`` becomes ``array<A x array<B x vector<C x T>>>``: only the innermost
  dimension is an LLVM vector, whose bits are packed and whose size and alignment are its
  store size rounded up to a power of two (``vector<3xf32>``: 12 bytes stored, 16 taken).
  So ``vector<5x3xf32>`` takes 5 x 16 = 80 bytes, not 60 and not 64.
- Scalable vectors (``vector<[4]xf32>``) have no size known at compile time.

The integer alignments are those of the x86-64 and AArch64 data layouts (``i64:64``,
``i128:128``): an integer wider than the widest listed one takes that one's alignment
(``i200``: 25 bytes stored, aligned to 16, takes 32). ``tests/merge_alloc/test_layout.py``
checks every element type accepted here against LLVM itself, through the JIT.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir

# The largest byte size or offset a memref can have: shapes, offsets and `index` are 64-bit signed.
MAX_BYTES = (1 << 63) - 1
# The largest alignment an `alignment` attribute (an i64 power of two) can hold.
MAX_ALIGNMENT = 1 << 62

# LLVM integer ABI alignments by bit width (i1 and i8: 1 byte, ..., i128: 16 bytes).
_INT_ALIGN = ((1, 1), (8, 1), (16, 2), (32, 4), (64, 8), (128, 16))
# Floats LLVM has as floats, by their MLIR spelling: (store bytes, ABI alignment).
_LLVM_FLOATS = {"f16": (2, 2), "bf16": (2, 2), "f32": (4, 4), "f64": (8, 8), "f80": (10, 16), "f128": (16, 16)}


@dataclass(frozen=True)
class ElementLayout:
    """How one element sits in memory: ``size`` bytes apart from the next, aligned to ``alignment``."""

    size: int
    alignment: int


def element_layout(t: ir.Type) -> ElementLayout | str:
    """The element's layout, or why it has none that memplan can rely on."""
    t = t.maybe_downcast()
    if isinstance(t, ir.VectorType):
        return _vector_layout(t)
    if isinstance(t, ir.ComplexType):
        inner = _scalar_layout(t.element_type)
        return inner if isinstance(inner, str) else ElementLayout(2 * inner.size, inner.alignment)
    return _scalar_layout(t)


def element_bytes(t: ir.Type) -> int | None:
    """Bytes one element takes (its LLVM alloc size), or None when unknown."""
    layout = element_layout(t)
    return None if isinstance(layout, str) else layout.size


def static_size(t: ir.MemRefType) -> tuple[int, int] | str:
    """``(bytes, element bytes)`` of a static memref, or the reason it has none.

    The bytes can exceed :data:`MAX_BYTES`; callers that must address them check.
    """
    if not t.has_static_shape:
        return "dynamic shape"
    layout = element_layout(t.element_type)
    if isinstance(layout, str):
        return layout
    elem = layout.size
    shape = list(t.shape)
    if any(d == 0 for d in shape):
        return 0, elem
    if is_identity_layout(t):
        n = 1
        for d in shape:
            n *= d
        return n * elem, elem
    try:
        strides, offset = t.get_strides_and_offset()
    except Exception:  # the bindings raise a plain error for maps that are not strided
        return f"layout {t.layout} is not strided"
    if any(t.is_dynamic_stride_or_offset(s) for s in [*strides, offset]) or offset < 0:
        return f"layout {t.layout} has dynamic or negative strides"
    if any(s < 0 for s in strides):
        return f"layout {t.layout} has negative strides"
    span = offset + sum((d - 1) * s for d, s in zip(shape, strides)) + 1
    return span * elem, elem


def is_identity_layout(t: ir.MemRefType) -> bool:
    layout = t.layout
    if not isinstance(layout, ir.AffineMapAttr):
        return False
    amap = layout.value
    return amap == ir.AffineMap.get_identity(amap.n_dims, context=amap.context) and amap.n_symbols == 0


# -- the rules ---------------------------------------------------------------

def _scalar_bits(t: ir.Type) -> tuple[str, int] | str:
    """``("int", bits)`` or ``("float", bits)`` of the LLVM type a scalar lowers to, or why none."""
    if isinstance(t, ir.IndexType):
        return "int", 64
    if isinstance(t, ir.IntegerType):
        return "int", t.width
    name = str(t)
    if name in _LLVM_FLOATS:
        return "float", 80 if name == "f80" else 8 * _LLVM_FLOATS[name][0]
    if isinstance(t, ir.FloatTF32Type):
        return f"element type {t} is not lowered to LLVM"
    if isinstance(t, ir.FloatType):  # f8E4M3FN, f6E2M3FN, f4E2M1FN, ...: an integer of their width
        return "int", t.width
    return f"element type {t} has no known size"


def _scalar_layout(t: ir.Type) -> ElementLayout | str:
    kind = _scalar_bits(t)
    if isinstance(kind, str):
        return kind
    what, bits = kind
    if what == "float":
        store, align = _LLVM_FLOATS[str(t)]
        return ElementLayout(_align_up(store, align), align)
    store = -(-bits // 8)
    align = next((a for width, a in _INT_ALIGN if width >= bits), _INT_ALIGN[-1][1])
    return ElementLayout(_align_up(store, align), align)


def _vector_layout(t: ir.VectorType) -> ElementLayout | str:
    if any(t.scalable_dims):
        return f"scalable vector {t} has no size known at compile time"
    kind = _scalar_bits(t.element_type)
    if isinstance(kind, str):
        return kind
    shape = list(t.shape) or [1]  # vector<f32> lowers to vector<1xf32>
    store = -(-(shape[-1] * kind[1]) // 8)
    inner = _pow2_ceil(store)  # size and alignment of the innermost LLVM vector
    outer = 1
    for d in shape[:-1]:
        outer *= d
    return ElementLayout(outer * inner, inner)


def _align_up(n: int, alignment: int) -> int:
    return -(-n // alignment) * alignment


def _pow2_ceil(n: int) -> int:
    return 1 << max(0, n - 1).bit_length()
