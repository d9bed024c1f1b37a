"""The layout arithmetic of buffer_types agrees with MLIR's own verifier.

Random slices of random buffers: the subview type memplan predicts is the one
``memref.subview`` accepts; collapsing a slice is predicted possible only when
``memref.collapse_shape`` accepts it, and expanding always works.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir import ir

from memplan.bufferize import buffer_types as bt


@st.composite
def slices(draw):
    rank = draw(st.integers(1, 3))
    shape = [draw(st.integers(1, 6)) for _ in range(rank)]
    offsets, sizes, steps = [], [], []
    for n in shape:
        step = draw(st.integers(1, 2))
        size = draw(st.integers(1, max(1, (n - 1) // step + 1)))
        offset = draw(st.integers(0, n - 1 - (size - 1) * step))
        offsets.append(offset)
        sizes.append(size)
        steps.append(step)
    return shape, offsets, sizes, steps


def verifies(text: str) -> bool:
    with ir.Context(), ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
            return module.operation.verify()
        except ir.MLIRError:
            return False


@settings(max_examples=60, deadline=None)
@given(slices())
def test_subview_type_is_what_mlir_accepts(params):
    shape, offsets, sizes, steps = params
    with ir.Context(), ir.Location.unknown():
        source = ir.MemRefType.get(shape, ir.F32Type.get())
        t = bt.subview_type(source, offsets, sizes, steps, sizes)
        text = (f"func.func @f(%m: {source}) -> {t} {{\n"
                f"  %s = memref.subview %m{offsets} {sizes} {steps} : {source} to {t}\n"
                f"  return %s : {t}\n}}")
        assert verifies(text), text
        flat = [list(range(len(sizes)))]
        collapsed = bt.collapsed_type(t, flat, [1] * 0 + [int(__import__("math").prod(sizes))])
        collapse = (f"func.func @g(%m: {t}) {{\n  %c = memref.collapse_shape %m [[{', '.join(map(str, flat[0]))}]]"
                    f" : {t} into COLLAPSED\n  return\n}}")
        if collapsed is not None:
            assert verifies(collapse.replace("COLLAPSED", str(collapsed))), collapse
        expanded_shape = sizes + [1]
        reassoc = [[i] for i in range(len(sizes) - 1)] + [[len(sizes) - 1, len(sizes)]]
        expanded = bt.expanded_type(t, reassoc, expanded_shape)
        groups = ", ".join("[" + ", ".join(map(str, g)) + "]" for g in reassoc)
        expand = (f"func.func @h(%m: {t}) {{\n  %e = memref.expand_shape %m [{groups}] output_shape {expanded_shape}"
                  f" : {t} into {expanded}\n  return\n}}")
        assert verifies(expand), expand


@settings(max_examples=60, deadline=None)
@given(slices())
def test_rank_reducing_subview_type_is_what_mlir_accepts(params):
    shape, offsets, sizes, steps = params
    reduced = [s for s in sizes if s != 1] or [1]
    if reduced == [1] and sizes.count(1) == 0:
        return
    with ir.Context(), ir.Location.unknown():
        source = ir.MemRefType.get(shape, ir.F32Type.get())
        t = bt.subview_type(source, offsets, sizes, steps, reduced)
        text = (f"func.func @f(%m: {source}) -> {t} {{\n"
                f"  %s = memref.subview %m{offsets} {sizes} {steps} : {source} to {t}\n"
                f"  return %s : {t}\n}}")
        assert verifies(text), text
