"""Hypothesis strategies for planning instances (shared by the tests in tests/core)."""

from __future__ import annotations

from hypothesis import strategies as st

from memplan.core.buffer import Buffer


@st.composite
def buffer_lists(draw, max_buffers: int = 24, max_tick: int = 30, aligned: bool = True) -> list[Buffer]:
    """Random instances, including zero sizes, empty lifetimes and mixed alignments."""
    n = draw(st.integers(0, max_buffers))
    out = []
    for i in range(n):
        start = draw(st.integers(0, max_tick))
        end = draw(st.integers(start, max_tick + 1))
        size = draw(st.one_of(st.just(0), st.integers(1, 200)))
        alignment = draw(st.sampled_from([1, 2, 4, 8, 16, 64])) if aligned else 1
        out.append(Buffer(id=i * 3 + 1, size=size, start=start, end=end, alignment=alignment))
    return out
