"""The grouping search (core/search/regroup.py): flat parts filled by groups, orders in a PQ-tree.

The tree's reduction is checked against every order of a few leaves; on small
flat-load instances the search's answer (a plan, or a proof that there is none)
agrees with the exhaustive search of small_exact.py; its plans validate; and it
fills zero-waste allocators that the sweep of sweep.py gives up on.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from memplan.core.bounds import max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.search import regroup, sweep
from memplan.core.search.regroup import _run_of, frontier, is_frontier, p_node, replace
from memplan.core.search.small_exact import solve_small

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_sweep import NO_FILL, flat_instances, small_zero_waste  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import allocator  # noqa: E402

NODES = 1_000_000


def orders(tree) -> set[tuple[int, ...]]:
    """Every frontier of ``tree``, by brute force."""
    if isinstance(tree, int):
        return {(tree,)}
    kind, children = tree[0], tree[1]
    subs = [orders(c) for c in children]
    picks = itertools.permutations(range(len(children))) if kind == "P" else \
        [tuple(range(len(children))), tuple(reversed(range(len(children))))]
    return {sum(combo, ()) for pick in picks for combo in itertools.product(*(subs[k] for k in pick))}


def consecutive(order: tuple[int, ...], group: frozenset[int]) -> bool:
    spots = [k for k, x in enumerate(order) if x in group]
    return spots[-1] - spots[0] + 1 == len(spots)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_replacing_a_group_keeps_exactly_the_orders_it_should(data) -> None:
    n = data.draw(st.integers(2, 6))
    tree, allowed, live, fresh = p_node(list(range(n))), set(itertools.permutations(range(n))), list(range(n)), n
    for _ in range(4):
        group = frozenset(data.draw(st.lists(st.sampled_from(live), min_size=1, max_size=3, unique=True)))
        new = list(range(fresh, fresh + data.draw(st.integers(1, 2))))
        fresh += len(new)
        after = replace(tree, group, p_node(new))
        expected = set()
        for order in allowed:
            if consecutive(order, group):
                spots = [k for k, x in enumerate(order) if x in group]
                expected |= {order[:spots[0]] + p + order[spots[-1] + 1:] for p in itertools.permutations(new)}
        assert (set() if after is None else orders(after)) == expected
        if after is None:
            return
        run = _run_of(replace(tree, group, None))  # the group's buffers in an order the tree allows
        assert any(consecutive(o, group) and tuple(x for x in o if x in group) == tuple(run) for o in allowed)
        assert all(is_frontier(after, {x: k for k, x in enumerate(o)}) for o in expected)
        assert frontier(after) in [list(o) for o in expected]
        tree, allowed = after, expected
        live = [x for x in live if x not in group] + new


def test_a_flat_load_without_an_exact_fill_is_proven_infeasible() -> None:
    assert regroup.regroup(NO_FILL, 11, NODES).status == regroup.INFEASIBLE


def test_only_a_flat_load_at_the_capacity_is_decided() -> None:
    part = [Buffer(0, 3, 0, 4), Buffer(1, 1, 0, 2), Buffer(2, 1, 2, 4)]
    assert regroup.regroup(part, 5, NODES).status == regroup.NOT_APPLICABLE
    result = regroup.regroup(part, 4, NODES)
    assert result.status == regroup.FOUND
    Plan(part, result.offsets).check(capacity=4)


@settings(max_examples=300, deadline=None)
@given(flat_instances())
def test_the_grouping_search_agrees_with_the_exhaustive_search(buffers: list[Buffer]) -> None:
    height = sweep.flat_load(buffers)
    assume(height is not None)
    result = regroup.regroup(buffers, height, NODES)
    small = solve_small(buffers, height + 1, height, 200_000)
    assert small.proven or small.offsets is not None
    fits = small.offsets is not None and small.arena <= height
    assert result.status == (regroup.FOUND if fits else regroup.INFEASIBLE)
    if fits:
        Plan(buffers, result.offsets).check(capacity=height)


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(["dissection", "allocator"]), n=st.integers(2, 40), seed=st.integers(0, 10**9))
def test_small_zero_waste_packings_are_filled_at_the_max_load(kind: str, n: int, seed: int) -> None:
    buffers = small_zero_waste(kind, n, seed)
    height = max_load(buffers)
    result = regroup.regroup(buffers, height, NODES)
    assert result.status == regroup.FOUND
    Plan(buffers, result.offsets).check(capacity=height)


def test_a_zero_waste_allocator_the_sweep_gives_up_on_is_filled() -> None:
    buffers = allocator(300, 13).buffers
    height = max_load(buffers)
    assert sweep.sweep(buffers, height, 20_000).status == sweep.GAVE_UP
    result = regroup.regroup(buffers, height, NODES)
    assert result.status == regroup.FOUND
    Plan(buffers, result.offsets).check(capacity=height)


def test_giving_up_claims_nothing() -> None:
    buffers = allocator(1000, 11).buffers
    result = regroup.regroup(buffers, max_load(buffers), 50)
    assert result.status == regroup.GAVE_UP and result.offsets is None


def test_plan_exact_fills_a_flat_part_by_groups_when_the_bands_fail(monkeypatch) -> None:
    import memplan.core.planners.exact as exact
    from memplan.core.planners.base import PlannerOptions

    buffers = allocator(300, 13).buffers
    monkeypatch.setattr(exact, "_by_bands", lambda *args, **kwargs: (None, 0.0))
    monkeypatch.setattr(exact, "_minimize", lambda part, floor, best, *args, **kwargs: ({}, floor, 0.0))
    monkeypatch.setattr(exact, "REGROUP_CLOCK", 1e6)  # counted work alone decides: no load can break it
    plan = exact.plan_exact(buffers, PlannerOptions(work=10.0, time_limit=600), small_nodes=0)
    plan.check()
    assert plan.arena_size == max_load(buffers) and plan.optimal


def test_sizes_are_taken_in_units_of_their_gcd() -> None:
    # 5 GiB flat: as bytes, its subset-sum bitsets would be 5 Gbit integers; in GiB units, 5 bits
    gib = 1 << 30
    part = [Buffer(0, 3 * gib, 0, 2), Buffer(1, 2 * gib, 0, 1), Buffer(2, 2 * gib, 1, 2)]
    result = regroup.regroup(part, 5 * gib, NODES)
    assert result.status == regroup.FOUND
    Plan(part, result.offsets).check(capacity=5 * gib)
    # sizes of gcd 1 over more than MAX_UNITS bytes: not attempted, nothing claimed
    odd = [Buffer(0, (1 << 21) + 1, 0, 2), Buffer(1, 1 << 21, 0, 1), Buffer(2, 1 << 21, 1, 2)]
    assert regroup.regroup(odd, (1 << 22) + 1, NODES).status == regroup.NOT_APPLICABLE
