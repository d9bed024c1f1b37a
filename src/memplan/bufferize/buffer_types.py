"""Buffer types: how tensor types become memref types, and layouts of views.

Kept apart from the models because several models (and user models) need the
same arithmetic: identity and fully dynamic layouts for function boundaries,
the strided layout of a subview, and the layouts of reshaped views.
"""

from __future__ import annotations

from mlir import ir

from memplan.mlir.layout import static_size

DYNAMIC = -9223372036854775808  # ir.ShapedType.get_dynamic_size()


def memref_type(tensor_type: ir.Type, layout: ir.Attribute | None = None,
                memory_space: ir.Attribute | None = None) -> ir.MemRefType:
    """The memref with the tensor's shape and element type (a memref type works too)."""
    t = tensor_type if isinstance(tensor_type, ir.MemRefType) else ir.RankedTensorType(tensor_type)
    return ir.MemRefType.get(list(t.shape), t.element_type, layout=layout, memory_space=memory_space)


def identity_type(tensor_type: ir.Type, memory_space: ir.Attribute | None = None) -> ir.MemRefType:
    return memref_type(tensor_type, None, memory_space)


def fully_dynamic_type(tensor_type: ir.Type, memory_space: ir.Attribute | None = None) -> ir.MemRefType:
    """``strided<[?, ...], offset: ?>``: accepts any strided buffer of that shape (by memref.cast)."""
    rank = len(tensor_type.shape)
    layout = ir.StridedLayoutAttr.get(DYNAMIC, [DYNAMIC] * rank)
    return memref_type(tensor_type, layout, memory_space)


def unranked_type(tensor_type: ir.Type, memory_space: ir.Attribute | None = None) -> ir.UnrankedMemRefType:
    """``memref<*xT>``: the buffer of an unranked tensor (``tensor<*xT>``), of any rank and layout."""
    return ir.UnrankedMemRefType.get(ir.ShapedType(tensor_type).element_type, memory_space)


def space_name(t: ir.MemRefType) -> str:
    """``t``'s memory space as messages name it: ``1 : i64``, or ``default``."""
    return "default" if t.memory_space is None else str(t.memory_space)


def compatible_shapes(a, b) -> bool:
    """Same rank, and every dimension equal or dynamic in one of the two (``memref.cast`` may
    convert between them; the sizes must agree at run time)."""
    a, b = list(a), list(b)
    return len(a) == len(b) and all(x == y or DYNAMIC in (x, y) for x, y in zip(a, b))


def is_identity(t: ir.MemRefType) -> bool:
    layout = t.layout
    return isinstance(layout, ir.AffineMapAttr) and layout.value == ir.AffineMap.get_identity(t.rank)


def strides_and_offset(t: ir.MemRefType) -> tuple[list[int], int]:
    """Strides and offset of a strided (or identity) memref type; DYNAMIC where unknown."""
    return t.get_strides_and_offset()


def contiguous_strides(shape: list[int]) -> list[int]:
    strides, acc = [], 1
    for size in reversed(shape):
        strides.append(acc)
        acc = DYNAMIC if acc == DYNAMIC or size == DYNAMIC else acc * size
    return list(reversed(strides))


def make_strided(shape: list[int], elem: ir.Type, strides: list[int], offset: int,
                 memory_space: ir.Attribute | None, canonical: bool = True) -> ir.MemRefType:
    """A memref type with the given strides; identity when they are the contiguous ones and
    ``canonical`` (reshapes of strided buffers keep the strided form, as MLIR infers it)."""
    if canonical and offset == 0 and strides == contiguous_strides(shape) and DYNAMIC not in strides:
        return ir.MemRefType.get(shape, elem, memory_space=memory_space)
    return ir.MemRefType.get(shape, elem, layout=ir.StridedLayoutAttr.get(offset, strides),
                             memory_space=memory_space)


def _mul(a: int, b: int) -> int:
    if a == 0 or b == 0:  # a static zero offset times a dynamic stride is 0 (as MLIR infers)
        return 0
    return DYNAMIC if DYNAMIC in (a, b) else a * b


def _add(a: int, b: int) -> int:
    return DYNAMIC if DYNAMIC in (a, b) else a + b


def subview_type(source: ir.MemRefType, offsets: list[int], sizes: list[int], steps: list[int],
                 result_shape: list[int]) -> ir.MemRefType:
    """The type of ``memref.subview`` (rank-reduced to ``result_shape`` by dropping unit sizes)."""
    strides, offset = strides_and_offset(source)
    new_offset = offset
    for off, stride in zip(offsets, strides):
        new_offset = _add(new_offset, _mul(off, stride))
    new_strides = [_mul(s, k) for s, k in zip(strides, steps)]
    kept = dropped_dims(sizes, result_shape)
    shape = [s for i, s in enumerate(sizes) if i not in kept]
    out_strides = [s for i, s in enumerate(new_strides) if i not in kept]
    return make_strided(shape, source.element_type, out_strides, new_offset, source.memory_space)


def dropped_dims(sizes: list[int], result_shape: list[int]) -> set[int]:
    """Which unit dims a rank-reducing slice drops (matched left to right, like MLIR)."""
    dropped, j = set(), 0
    for i, size in enumerate(sizes):
        if j < len(result_shape) and (size == result_shape[j]):
            j += 1
        elif size == 1:
            dropped.add(i)
        else:
            j += 1
    return dropped


def expanded_type(source: ir.MemRefType, reassociation: list[list[int]], shape: list[int]) -> ir.MemRefType:
    if is_identity(source):  # a contiguous buffer stays one, dynamic sizes or not (as MLIR infers)
        return ir.MemRefType.get(shape, source.element_type, memory_space=source.memory_space)
    strides, offset = strides_and_offset(source)
    out = [0] * len(shape)
    for src_dim, group in enumerate(reassociation):
        acc = strides[src_dim]
        for d in reversed(group):
            out[d] = acc
            acc = _mul(acc, shape[d])
    return make_strided(shape, source.element_type, out, offset, source.memory_space, is_identity(source))


def collapsed_type(source: ir.MemRefType, reassociation: list[list[int]], shape: list[int]) -> ir.MemRefType | None:
    """The collapsed type, or None when a group is not contiguous in memory (a copy is needed)."""
    if is_identity(source):
        return ir.MemRefType.get(shape, source.element_type, memory_space=source.memory_space)
    strides, offset = strides_and_offset(source)
    src_shape = list(source.shape)
    out = []
    for group in reassociation:
        dims = [d for d in group if src_shape[d] != 1] or [group[0]]  # all unit: MLIR keeps the first
        for a, b in zip(dims, dims[1:]):
            if DYNAMIC in (strides[a], strides[b], src_shape[b]) or strides[a] != strides[b] * src_shape[b]:
                return None
        # MLIR drops trailing unit dims of the group; a dynamic size among several dims may be 1
        # at run time (its stride then skipped), so the collapsed stride is dynamic there
        ref = list(group)
        while src_shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        out.append(strides[ref[-1]] if src_shape[ref[-1]] != DYNAMIC or len(ref) == 1 else DYNAMIC)
    return make_strided(shape, source.element_type, out, offset, source.memory_space, is_identity(source))


def static_layout(t: ir.MemRefType) -> bool:
    strides, offset = strides_and_offset(t)
    return DYNAMIC not in strides and offset != DYNAMIC


def slice_hostable(unplaced: ir.MemRefType, claimed: ir.Type, whole: ir.MemRefType,
                   dynamic_whole: bool = False) -> bool:
    """Whether a value claimed as a slice of ``whole`` may live there: its buffer is still the one
    the claim was made for (``claimed``'s shape and element type, ``whole``'s memory space: a hook
    or a replaced model may have chosen otherwise) and ``whole`` is static, so the slice's type is.
    With ``dynamic_whole``, ``whole`` may also be a contiguous buffer of dynamic sizes (identity
    layout): the slice's strides are then dynamic where a later dimension's size is, as
    :func:`subview_type` infers them, and the claimant must size it at run time."""
    claimed = ir.RankedTensorType(claimed)
    return (list(unplaced.shape) == list(claimed.shape) and unplaced.element_type == claimed.element_type
            and str(unplaced.memory_space) == str(whole.memory_space)
            and (whole.has_static_shape and static_layout(whole) or dynamic_whole and is_identity(whole)))


def alloc_type_like(t: ir.MemRefType) -> ir.MemRefType:
    """The type of a fresh buffer standing in for ``t``: same layout if static and contiguous, else
    identity (a slice of a larger buffer, strided and perhaps offset, is not a layout an allocation
    can have: ``memref.alloc`` of it has no lowering to LLVM)."""
    if is_identity(t) or static_layout(t) and not _has_offset(t) and _contiguous(t):
        return t
    return ir.MemRefType.get(list(t.shape), t.element_type, memory_space=t.memory_space)


def _contiguous(t: ir.MemRefType) -> bool:
    strides, _ = strides_and_offset(t)
    expected = 1
    for size, stride in reversed(list(zip(t.shape, strides))):
        if stride != expected:
            return False
        expected *= size
    return True


def _has_offset(t: ir.MemRefType) -> bool:
    return strides_and_offset(t)[1] != 0


def byte_size(t: ir.MemRefType) -> int | None:
    """Bytes an alloc of ``t`` needs (for strided layouts: up to the last element), as LLVM lays
    the elements out; None if dynamic or unsized (see :mod:`memplan.mlir.layout`)."""
    size = static_size(t)
    return None if isinstance(size, str) else size[0]


def identity_type_of(t: ir.MemRefType) -> ir.MemRefType:
    return ir.MemRefType.get(list(t.shape), t.element_type, memory_space=t.memory_space)
