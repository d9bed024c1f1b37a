"""Hypothesis strategies for planning instances (shared by the tests in tests/core), and the
exhaustive search's verdict that the exact fills are checked against."""

from __future__ import annotations

from hypothesis import strategies as st

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.search.flat import FOUND, INFEASIBLE, FillResult
from memplan.core.search.small_exact import solve_small


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


ALIGNMENTS = (1, 4, 16, 64, 128, 256, 4096)


@st.composite
def mixed_alignment_lists(draw, max_buffers: int = 16, max_tick: int = 24) -> list[Buffer]:
    """Random instances with alignments up to 4096 and sizes below, equal to and above their
    alignment (what dynamic scopes at small sizes look like: a few bytes aligned to 4096)."""
    n = draw(st.integers(1, max_buffers))
    out = []
    for i in range(n):
        alignment = draw(st.sampled_from(ALIGNMENTS))
        size = draw(st.one_of(
            st.integers(1, max(alignment - 1, 1)),  # below (or 1 byte at alignment 1)
            st.just(alignment),
            st.builds(lambda k, r: k * alignment + r, st.integers(1, 4), st.integers(0, alignment - 1)),
        ))
        start = draw(st.integers(0, max_tick))
        end = draw(st.integers(start + 1, max_tick + 1))
        out.append(Buffer(id=i, size=size, start=start, end=end, alignment=alignment))
    return out


@st.composite
def flat_instances(draw) -> list[Buffer]:
    """A few random buffers, padded to a flat load: each stretch of ticks below the max-load
    gets one filler buffer of the bytes missing there. Often no exact fill exists."""
    n = draw(st.integers(1, 5))
    buffers = []
    for i in range(n):
        start = draw(st.integers(0, 5))
        buffers.append(Buffer(i, draw(st.integers(1, 4)), start, start + draw(st.integers(1, 4))))
    ticks = sorted({t for b in buffers for t in (b.start, b.end)})
    loads = [sum(b.size for b in buffers if b.start <= t < b.end) for t in ticks[:-1]]
    top = max(loads)
    fillers = []
    for (t0, t1), load in zip(zip(ticks, ticks[1:]), loads):
        if load < top:
            if fillers and fillers[-1].end == t0 and fillers[-1].size == top - load and draw(st.booleans()):
                fillers[-1] = Buffer(fillers[-1].id, fillers[-1].size, fillers[-1].start, t1)
            else:
                fillers.append(Buffer(n + len(fillers), top - load, t0, t1))
    return buffers + fillers


def assert_as_exhaustive(buffers: list[Buffer], height: int, result: FillResult) -> None:
    """``result`` (an exact fill of a flat load ``height``) agrees with the exhaustive search: a plan
    that checks where one exists, a proof of none where none does."""
    small = solve_small(buffers, height + 1, height, 200_000)
    assert small.proven or small.offsets is not None
    fits = small.offsets is not None and small.arena <= height
    assert result.status == (FOUND if fits else INFEASIBLE)
    if fits:
        Plan(buffers, result.offsets).check(capacity=height)
