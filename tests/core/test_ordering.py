"""Orders with a low peak (memplan.core.ordering): valid, never above the original, exact on small graphs."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core.ordering import OrderingProblem, Tensor, best_order, check_order, lower_bound, peak, profile


@st.composite
def problems(draw, max_nodes: int = 7) -> OrderingProblem:
    """Random dependence graphs numbered in a valid order: tensors made by nodes (or live at the
    start), used by later nodes, some needed after the end, some never used; transient bytes."""
    n = draw(st.integers(0, max_nodes))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs))) if pairs else []
    tensors = []
    for producer in [None, *range(n), *range(n)]:
        if producer is None and not draw(st.booleans()):
            continue
        later = list(range(0 if producer is None else producer + 1, n))
        users = draw(st.sets(st.sampled_from(later), max_size=3)) if later else set()
        size = draw(st.one_of(st.just(0), st.integers(1, 100)))
        tensors.append(Tensor(size, producer, frozenset(users), draw(st.booleans())))
    transient = tuple(draw(st.lists(st.integers(0, 30), min_size=n, max_size=n))) if n and draw(st.booleans()) else ()
    return OrderingProblem(n, tuple(sorted(edges)), tuple(tensors), transient)


def topological_orders(problem: OrderingProblem):
    """Every valid order, by brute force over permutations."""
    for order in itertools.permutations(range(problem.n)):
        try:
            check_order(problem, order)
        except ValueError:
            continue
        yield order


@settings(max_examples=150, deadline=None)
@given(problems(max_nodes=12))
def test_result_is_a_valid_order_never_above_the_original(problem: OrderingProblem) -> None:
    result = best_order(problem)
    check_order(problem, result.order)
    original = peak(problem, range(problem.n))
    assert result.original_peak == original
    assert result.peak == peak(problem, result.order) <= original
    assert lower_bound(problem) <= result.peak
    if result.method == "original":
        assert result.order == tuple(range(problem.n))
    else:
        assert result.peak < original


@settings(max_examples=150, deadline=None)
@given(problems(max_nodes=7))
def test_exact_on_small_graphs_equals_brute_force_and_proves_it(problem: OrderingProblem) -> None:
    optimum = min(peak(problem, order) for order in topological_orders(problem))
    result = best_order(problem)
    assert result.optimal
    assert result.peak == optimum


@settings(max_examples=60, deadline=None)
@given(problems(max_nodes=8), st.integers(0, 50))
def test_any_budget_gives_a_valid_order_and_proves_nothing_false(problem: OrderingProblem, budget: int) -> None:
    result = best_order(problem, max_states=budget)
    check_order(problem, result.order)
    assert result.peak <= result.original_peak
    if result.optimal:
        assert result.peak == min(peak(problem, order) for order in topological_orders(problem))


def test_same_problem_same_order() -> None:
    problem = _branches(6)
    assert best_order(problem) == best_order(problem)


def _branches(k: int) -> OrderingProblem:
    """k branches from one input, each: a small op making a big tensor, then an op shrinking it;
    all joined at the end. The program runs every big op first (peak k big tensors); finishing each
    branch before the next keeps one big tensor live."""
    n = 2 * k + 2
    tensors = [Tensor(10, 0, frozenset(range(1, k + 1)))]
    for i in range(k):
        tensors.append(Tensor(1000, 1 + i, frozenset({1 + k + i})))  # big
        tensors.append(Tensor(1, 1 + k + i, frozenset({n - 1})))  # small
    tensors.append(Tensor(5, n - 1, frozenset(), live_out=True))
    return OrderingProblem(n, (), tuple(tensors))


def test_branches_run_one_after_another() -> None:
    problem = _branches(6)
    result = best_order(problem)
    assert result.original_peak >= 6000
    # the best: each branch in turn; at the fifth shrink (or the sixth big op) the input, one big
    # tensor and five small ones are live
    assert result.peak == 10 + 1000 + 5
    assert result.optimal and result.method in ("exact", "heuristic")


def test_profile_counts_a_tensor_from_its_producer_to_its_last_user() -> None:
    problem = OrderingProblem(3, (), (Tensor(4, 0, frozenset({2})), Tensor(2, 1, frozenset()), Tensor(1, None, frozenset({1}))),
                              (0, 7, 0))
    # step 0: start tensor (1) + tensor 0 (4); step 1: +2, +7 transient; step 2: tensor 0 only
    assert profile(problem, [0, 1, 2]) == [5, 14, 4]


@pytest.mark.parametrize("bad", [
    dict(n=2, edges=((1, 0),)),
    dict(n=2, tensors=(Tensor(-1, 0),)),
    dict(n=2, tensors=(Tensor(1, 1, frozenset({0})),)),
    dict(n=2, transient=(1,)),
])
def test_malformed_problems_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError):
        OrderingProblem(**bad)


def test_an_order_breaking_a_dependence_is_refused() -> None:
    problem = OrderingProblem(2, ((0, 1),))
    with pytest.raises(ValueError, match="before"):
        check_order(problem, [1, 0])
