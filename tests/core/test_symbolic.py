"""Symbolic sizes (polynomials over symbols) and plans valid for every value of the symbols."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.bounds import lower_bound
from memplan.core.plan import PlanError
from memplan.core.planners import PlannerOptions, get_planner
from memplan.core.buffer import align_up
from memplan.core.symbolic import Poly, parse_symbol_values, prune_dominated
from memplan.core.symbolic_plan import (
    SymbolicBuffer,
    plan_from_order,
    plan_symbolic,
    upper_bound_sizes,
)

SYMBOLS = ["n", "m", "k"]


@st.composite
def polys(draw, symbols=SYMBOLS, depth=3, nonnegative=False):
    """Random expression trees over the symbols, built with the operators under test."""
    if depth == 0 or draw(st.booleans()):
        if draw(st.booleans()):
            return Poly.symbol(draw(st.sampled_from(symbols)))
        return Poly.const(draw(st.integers(0 if nonnegative else -50, 50)))
    a = draw(polys(symbols, depth - 1, nonnegative))
    b = draw(polys(symbols, depth - 1, nonnegative))
    op = draw(st.sampled_from(["+", "*"] if nonnegative else ["+", "-", "*"]))
    return a + b if op == "+" else a - b if op == "-" else a * b


envs = st.fixed_dictionaries({s: st.integers(0, 5000) for s in SYMBOLS})


def test_normal_form_recognises_the_same_size_however_it_was_written() -> None:
    n, m = Poly.symbol("n"), Poly.symbol("m")
    assert (n * 4) * 32 == 128 * n == n * (4 * 32)
    assert n * m + 2 * n == n * (m + 2) == (2 + m) * n
    assert str(n * m * n * 3 - 7 + n) == "3*m*n^2 + n - 7"
    assert (n - n).terms == () and str(n - n) == "0"
    assert Poly.const(0) == Poly() and (n * 0) == Poly()


@settings(max_examples=300, deadline=None)
@given(polys(), polys(), envs)
def test_arithmetic_agrees_with_evaluation(p: Poly, q: Poly, env: dict[str, int]) -> None:
    assert (p + q).evaluate(env) == p.evaluate(env) + q.evaluate(env)
    assert (p - q).evaluate(env) == p.evaluate(env) - q.evaluate(env)
    assert (p * q).evaluate(env) == p.evaluate(env) * q.evaluate(env)
    assert p + q == q + p and p * q == q * p


@settings(max_examples=300, deadline=None)
@given(polys(), polys(), envs)
def test_dominance_holds_for_every_non_negative_value(p: Poly, q: Poly, env: dict[str, int]) -> None:
    if p.dominates(q):
        assert p.evaluate(env) >= q.evaluate(env)
    low = p.minimum()
    if low is not None:
        assert p.evaluate(env) >= low


@settings(max_examples=300, deadline=None)
@given(polys(), st.data())
def test_interval_contains_every_value_in_the_box(p: Poly, data) -> None:
    box = {}
    env = {}
    for s in SYMBOLS:
        lo = data.draw(st.integers(0, 100))
        hi = data.draw(st.one_of(st.none(), st.integers(lo, lo + 100)))
        box[s] = (lo, hi)
        env[s] = data.draw(st.integers(lo, lo + 300 if hi is None else hi))
    lo, hi = p.interval(box)
    value = p.evaluate(env)
    assert lo is None or value >= lo
    assert hi is None or value <= hi


@settings(max_examples=200, deadline=None)
@given(polys(), st.sampled_from([1, 2, 8, 64]), envs)
def test_align_up_in_closed_form_is_exact(p: Poly, alignment: int, env: dict[str, int]) -> None:
    aligned = p.align_up(alignment)
    if aligned is not None:
        assert aligned.evaluate(env) == align_up(p.evaluate(env), alignment)
    n = Poly.symbol("n")
    assert (64 * n + 3).align_up(64) == 64 * n + 64
    assert (40 * n + 3).align_up(64) is None


@settings(max_examples=200, deadline=None)
@given(st.lists(polys(nonnegative=True), min_size=1, max_size=6), envs)
def test_pruning_a_max_keeps_its_value(terms: list[Poly], env: dict[str, int]) -> None:
    kept = prune_dominated(terms)
    assert max(p.evaluate(env) for p in kept) == max(p.evaluate(env) for p in terms)


def test_symbol_values_parse_with_names_that_hold_signs() -> None:
    assert parse_symbol_values("batch=4, %arg0.d1=128") == {"batch": 4, "%arg0.d1": 128}
    with pytest.raises(ValueError, match="NAME=VALUE"):
        parse_symbol_values("batch")
    with pytest.raises(ValueError, match="integer"):
        parse_symbol_values("batch=x")


# -- symbolic plans ----------------------------------------------------------------------------


@st.composite
def symbolic_problems(draw, symbols=SYMBOLS, max_buffers=12):
    n = draw(st.integers(1, max_buffers))
    buffers = []
    for i in range(n):
        start = draw(st.integers(0, 15))
        end = draw(st.integers(start, 20))
        size = draw(polys(symbols, 2, nonnegative=True))
        buffers.append(SymbolicBuffer(i, size, start, end, draw(st.sampled_from([1, 4, 16, 64])), f"%b{i}"))
    return buffers


@settings(max_examples=150, deadline=None)
@given(symbolic_problems(), st.lists(envs, min_size=1, max_size=4),
       st.sampled_from(["best-fit", "greedy-size", "chunk"]), st.integers(0, 3000))
def test_symbolic_plans_never_overlap_live_buffers_for_any_values(buffers, values, planner, representative) -> None:
    plan = plan_symbolic(buffers, get_planner(planner), PlannerOptions(),
                         representative={s: representative for s in SYMBOLS})
    for env in values:
        static = plan.at(env)
        static.check()  # no live overlap, every offset aligned
        assert plan.arena_at(env) == static.arena_size
        assert plan.arena_at(env) >= lower_bound(static.buffers)
        offsets = plan.offsets_at(env)
        for i, form in plan.offset_forms.items():  # the closed forms the report prints are exact
            if form is not None:
                assert max(p.evaluate(env) for p in form) == offsets[i]
        if plan.arena_form is not None:
            assert max(p.evaluate(env) for p in plan.arena_form) == plan.arena_at(env)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 16), st.integers(0, 12), st.integers(1, 8)), min_size=1, max_size=10),
       st.lists(st.integers(0, 100000), min_size=1, max_size=5), st.sampled_from([1, 16, 64]))
def test_one_symbol_arena_scales_with_it(shapes, values, alignment) -> None:
    """Sizes k_i * n, multiples of the alignment: the arena is the one at the representative,
    scaled; where that one is at the max-live bytes, so is every other."""
    n = Poly.symbol("n")
    buffers = [SymbolicBuffer(i, (k * alignment) * n, s, s + d, alignment, f"%b{i}")
               for i, (k, s, d) in enumerate(shapes)]
    representative = 1024
    plan = plan_symbolic(buffers, get_planner("auto"), PlannerOptions(), representative={"n": representative})
    at_r = plan.arena_at({"n": representative})
    optimal = at_r == plan.max_live_at({"n": representative})
    for v in values:
        arena = plan.arena_at({"n": v})
        assert arena * representative == at_r * v
        if optimal:
            assert arena == plan.max_live_at({"n": v})


def test_chain_in_one_symbol_reaches_max_live_and_prints_a_formula() -> None:
    n = Poly.symbol("n")
    buffers = [SymbolicBuffer(0, 2048 * n, 0, 3, 64, "%a"), SymbolicBuffer(1, 1024 * n, 1, 5, 64, "%b"),
               SymbolicBuffer(2, 2048 * n, 3, 7, 64, "%c"), SymbolicBuffer(3, Poly.const(128), 0, 7, 64, "%s")]
    plan = plan_symbolic(buffers, get_planner("auto"), PlannerOptions())
    for v in (0, 1, 7, 128, 10**6):
        assert plan.arena_at({"n": v}) == plan.max_live_at({"n": v}) == 3072 * v + 128
    assert plan.arena_formula() == "3072*n + 128"
    assert plan.symbols == ["n"]


def test_sizes_in_two_symbols_give_a_valid_upper_bound() -> None:
    n, m = Poly.symbol("n"), Poly.symbol("m")
    buffers = [SymbolicBuffer(0, 64 * n, 0, 2, 64, "%a"), SymbolicBuffer(1, 64 * m, 1, 4, 64, "%b"),
               SymbolicBuffer(2, 64 * n, 3, 6, 64, "%c")]
    plan = plan_symbolic(buffers, get_planner("auto"), PlannerOptions())
    for env in ({"n": 1, "m": 1000}, {"n": 1000, "m": 1}, {"n": 5, "m": 5}):
        plan.at(env).check()
        assert plan.arena_at(env) >= plan.max_live_at(env)
    assert plan.arena_formula() == "64*m + 64*n"
    assert plan.arena_at({"n": 7, "m": 7}) == plan.max_live_at({"n": 7, "m": 7})


def test_order_must_cover_every_buffer() -> None:
    a = SymbolicBuffer(0, Poly.symbol("n"), 0, 2)
    with pytest.raises(PlanError):
        plan_from_order([a, SymbolicBuffer(1, Poly.symbol("n"), 0, 2)], [a])


def test_negative_sizes_are_refused_when_evaluated() -> None:
    plan = plan_symbolic([SymbolicBuffer(0, Poly.symbol("n") - 10, 0, 2, 1, "%x")], get_planner("best-fit"),
                         PlannerOptions())
    with pytest.raises(PlanError, match="negative size"):
        plan.at({"n": 3})


def test_upper_bound_sizes_need_a_bound_for_every_symbol() -> None:
    n, m = Poly.symbol("n"), Poly.symbol("m")
    buffers = [SymbolicBuffer(0, 4 * n * m + 8, 0, 2)]
    assert upper_bound_sizes(buffers, {"n": (0, 10), "m": (0, None)}) == "m has no upper bound"
    [b] = upper_bound_sizes(buffers, {"n": (0, 10), "m": (1, 3)})
    assert b.size == 4 * 10 * 3 + 8


# -- several relations, the smallest arena chosen at run time ------------------------------------

LADDER = [{"n": v} for v in (1, 4, 16, 64, 256)]


@settings(max_examples=100, deadline=None)
@given(symbolic_problems(symbols=["n"]), st.lists(st.integers(0, 5000), min_size=1, max_size=4),
       st.sampled_from(["best-fit", "greedy-size"]))
def test_every_relation_is_valid_and_the_smallest_arena_is_used(buffers, values, planner) -> None:
    plan = plan_symbolic(buffers, get_planner(planner), PlannerOptions(), representative={"n": 1024},
                         also_at=LADDER)
    assert len(plan.relations) <= 4
    for v in values:
        env = {"n": v}
        for relation in plan.relations:
            relation.own_at(env).check()  # valid whichever is chosen
        plan.at(env).check()
        assert plan.arena_at(env) == min(r.own_arena_at(env) for r in plan.relations)
        assert plan.arena_at(env) <= plan.own_arena_at(env)


def test_sizes_that_grow_apart_keep_a_second_layout() -> None:
    """Squares of n beside multiples of n and constants: the stacking best at n = 64 wastes a
    fifth there if chosen at 1024; with both kept, each size gets the max-live bytes."""
    n = Poly.symbol("n")
    buffers = [SymbolicBuffer(0, 4 * n * n, 4, 6, 1, "%a"), SymbolicBuffer(1, 192 * n, 0, 3, 1, "%b"),
               SymbolicBuffer(2, n * n, 1, 6, 1, "%c"), SymbolicBuffer(3, Poly.const(1024), 1, 6, 1, "%d"),
               SymbolicBuffer(4, Poly.const(6144), 4, 5, 1, "%e")]
    plan = plan_symbolic(buffers, get_planner("best-fit"), PlannerOptions(), representative={"n": 1024},
                         also_at=LADDER)
    assert plan.alternatives
    points = [*LADDER, {"n": 1024}]
    assert max(plan.own_arena_at(e) / plan.max_live_at(e) for e in points) > 1.1  # one layout alone
    for env in points:
        assert plan.arena_at(env) == plan.max_live_at(env)
    assert plan.arena_formula().startswith("the least of 2 layouts' (the first's: ")
