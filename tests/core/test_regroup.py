"""The grouping search (core/search/regroup.py): flat parts filled by groups, orders in a PQ-tree.

The tree's reduction and restriction are checked against every order of a few leaves; on small
flat-load instances the search's answer (a plan, or a proof that there is none)
agrees with the exhaustive search of small_exact.py; its plans validate; small
zero-waste packings of both kinds of benchmarks/zero_waste.py are filled at their
max-load; and plan_exact fills flat parts with it where its other searches fail.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from memplan.core.bounds import max_load
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.exact import plan_exact
from memplan.core.search import flat, regroup
from memplan.core.search.regroup import _restrict, _run_of, _small_enough, frontier, is_frontier, p_node, replace
from memplan.core.search.small_exact import solve_small

from core_strategies import assert_as_exhaustive, flat_instances

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import UNIT, allocator, dissection, merging  # noqa: E402

NODES = 1_000_000

# load 11 throughout, and no plan at 11 (found by padding random buffers; small_exact agrees)
NO_FILL = [Buffer(0, 2, 3, 4), Buffer(1, 3, 1, 4), Buffer(2, 3, 3, 6), Buffer(3, 3, 2, 5), Buffer(4, 8, 1, 2),
           Buffer(5, 5, 2, 3), Buffer(6, 5, 4, 5), Buffer(7, 8, 5, 6)]


def small_zero_waste(kind: str, n: int, seed: int) -> list[Buffer]:
    if kind == "dissection":
        return dissection(n, seed, height=12 * UNIT, horizon=3 * n).buffers
    return allocator(n, seed, height=12 * UNIT, live=4, longest=3, grid=1).buffers


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


def test_lifetimes_are_half_open() -> None:
    # [0, 2) and [2, 4) are never live together: the load is flat at 4, and both go at offset 0
    a, b = Buffer(0, 4, 0, 2), Buffer(1, 4, 2, 4)
    assert flat.flat_load([a, b]) == 4
    result = regroup.regroup([a, b], 4, NODES)
    assert result.status == flat.FOUND and result.offsets == {0: 0, 1: 0}
    # [0, 2) and [1, 3) overlap at tick 1: the load is 4, 8, 4, not flat
    assert flat.flat_load([a, Buffer(1, 4, 1, 3)]) is None
    assert regroup.regroup([a, Buffer(1, 4, 1, 3)], 8, NODES).status == flat.NOT_APPLICABLE


def test_alignment_it_cannot_honour_is_not_applicable() -> None:
    odd = [Buffer(0, 3, 0, 2, alignment=2), Buffer(1, 1, 0, 2)]  # a size not a multiple of the alignment
    assert regroup.regroup(odd, 4, NODES).status == flat.NOT_APPLICABLE
    even = [Buffer(0, 4, 0, 2, alignment=4), Buffer(1, 4, 0, 1, alignment=2), Buffer(2, 4, 1, 2)]
    result = regroup.regroup(even, 8, NODES)
    assert result.status == flat.FOUND
    Plan(even, result.offsets).check(capacity=8)  # checks the alignments too


def grown_tree(data) -> tuple[regroup.Tree, list[int], int]:
    """A tree after a few random groups (its live leaves, and the next fresh leaf)."""
    n = data.draw(st.integers(2, 8))
    tree, live, fresh = p_node(list(range(n))), list(range(n)), n
    for _ in range(data.draw(st.integers(0, 5))):
        group = frozenset(data.draw(st.lists(st.sampled_from(live), min_size=1, max_size=3, unique=True)))
        new = list(range(fresh, fresh + data.draw(st.integers(1, 2))))
        after = replace(tree, group, p_node(new))
        if after is not None:
            tree, fresh, live = after, fresh + len(new), [x for x in live if x not in group] + new
    return tree, live, fresh


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_components_link_exactly_the_ending_buffers_that_may_be_neighbours(data) -> None:
    # a group lies in one component, so the grouping search may look for its members there alone
    tree, live, fresh = grown_tree(data)
    ending = data.draw(st.lists(st.sampled_from(live), min_size=1, unique=True))
    search = regroup._Regroup([Buffer(i, 1, 0, 1) for i in range(fresh)])
    part_of = search._components(tree, ending)
    linked = {i: {i} for i in ending}
    for i, j in itertools.combinations(ending, 2):
        if replace(tree, frozenset((i, j)), None) is not None:
            joined = linked[i] | linked[j]
            for k in joined:
                linked[k] = joined
    assert all(part_of[i] == frozenset(linked[i]) for i in ending)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_restricted_tree_orders_the_leaves_kept_as_the_tree_did(data) -> None:
    # the look ahead asks a later tick's groups of this tree without the buffers gone by then
    tree, live, _ = grown_tree(data)
    keep = frozenset(data.draw(st.lists(st.sampled_from(live), unique=True)))
    restricted = _restrict(tree, keep)
    expected = {tuple(x for x in order if x in keep) for order in orders(tree)}
    assert (orders(restricted) if restricted is not None else {()}) == expected


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=7), st.lists(st.integers(1, 12), max_size=4))
def test_groups_the_small_buffers_cannot_make_are_refused(sizes: list[int], sums: list[int]) -> None:
    # never refuses groups some buffers fill, each in one group (it only prunes)
    def fillable(rooms: list[int], left: list[int]) -> bool:
        if not left:
            return True
        return any(fillable(rooms[:g] + [rooms[g] - left[0]] + rooms[g + 1:], left[1:])
                   for g in range(len(rooms)) if rooms[g] >= left[0])
    for extra in range(len(sizes) + 1):  # groups made of some of the buffers, the others elsewhere
        for used in itertools.combinations(sorted(sizes), extra):
            if sum(used) == sum(sums) and fillable(list(sums), list(used)) and all(s > 0 for s in sums):
                assert _small_enough(sorted(sums), sorted(sizes))
    assert not _small_enough([1, 1], [1, 2])


def test_a_flat_load_without_an_exact_fill_is_proven_infeasible() -> None:
    assert flat.flat_load(NO_FILL) == 11
    assert regroup.regroup(NO_FILL, 11, NODES).status == regroup.INFEASIBLE
    small = solve_small(NO_FILL, 12, 11, NODES)
    assert small.proven and small.offsets is None


def test_only_a_flat_load_at_the_capacity_is_decided() -> None:
    part = [Buffer(0, 3, 0, 4), Buffer(1, 1, 0, 2), Buffer(2, 1, 2, 4)]
    assert regroup.regroup(part, 5, NODES).status == regroup.NOT_APPLICABLE
    result = regroup.regroup(part, 4, NODES)
    assert result.status == regroup.FOUND
    Plan(part, result.offsets).check(capacity=4)


@pytest.mark.parametrize("breadth", [regroup.BREADTH, 1])  # 1: bounded restarts keep every proof and plan
@settings(max_examples=300, deadline=None)
@given(buffers=flat_instances())
def test_the_grouping_search_agrees_with_the_exhaustive_search(breadth: int, buffers: list[Buffer]) -> None:
    height = flat.flat_load(buffers)
    assume(height is not None)  # a gap of no load splits the span: not flat
    regroup.BREADTH, before = breadth, regroup.BREADTH
    try:
        result = regroup.regroup(buffers, height, NODES)
    finally:
        regroup.BREADTH = before
    assert_as_exhaustive(buffers, height, result)


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(["dissection", "allocator"]), n=st.integers(2, 40), seed=st.integers(0, 10**9))
def test_small_zero_waste_packings_are_filled_at_the_max_load(kind: str, n: int, seed: int) -> None:
    buffers = small_zero_waste(kind, n, seed)
    height = max_load(buffers)
    result = regroup.regroup(buffers, height, NODES)
    assert result.status == regroup.FOUND
    Plan(buffers, result.offsets).check(capacity=height)


def test_a_zero_waste_allocator_of_hundreds_of_buffers_is_filled() -> None:
    buffers = allocator(300, 13).buffers
    height = max_load(buffers)
    result = regroup.regroup(buffers, height, NODES)
    assert result.status == regroup.FOUND
    Plan(buffers, result.offsets).check(capacity=height)


def test_a_group_sees_the_ends_of_the_live_buffers_its_parent_lets_lie_beside_it() -> None:
    part = [Buffer(i, 1, 0, 10 + i) for i in range(5)]  # buffer i ends at 10 + i
    search = regroup._Regroup(part)
    q = regroup.q_node([1, 2, 3])
    # under a P-node: every other child, by the buffers that can come first or last in it (not 2)
    assert search._ends_beside(regroup.p_node([-1, 0, q]), 1) == [{10, 11, 13}]
    # in a Q-node: the children next to it only; group -2 is no live buffer
    assert search._ends_beside(regroup.q_node([0, -1, 1, -2, 4]), 2) == [{10, 11}, {11, 14}]
    # at an end of its node, also what may lie next to the node: 3 and 4 beside the P-node, not 0
    assert search._ends_beside(regroup.q_node([0, 1, regroup.p_node([-1, 2]), 3, 4]), 1) == [{11, 12, 13}]
    # inside a Q-node but not at its ends, nothing beyond it
    assert search._ends_beside(regroup.p_node([0, regroup.q_node([1, -1, 2])]), 1) == [{11, 12}]


def test_a_starting_buffer_goes_beside_a_live_buffer_that_ends_with_it() -> None:
    """Of two groups with room, a starting buffer first takes the one that may lie next to a live
    buffer ending when it does: freed together, they leave one run."""
    # at tick 1 (time 2), 0 and 1 end; 4 (ending at 4) and 5 (ending at 6) start
    part = [Buffer(0, 1, 0, 2), Buffer(1, 1, 0, 2), Buffer(2, 1, 0, 4), Buffer(3, 1, 0, 6),
            Buffer(4, 1, 2, 4), Buffer(5, 1, 2, 6)]
    search = regroup._Regroup(part)
    classes = search.classes[1]

    def group_of(buffer: int, beside: list[set[int]]) -> int:
        takes = next(search._starting_groups(1, [1, 1], beside))
        return next(g for g, take in enumerate(takes) for c, _ in take if buffer in classes[c][2])

    assert group_of(4, [{6}, {4}]) == 1 and group_of(5, [{6}, {4}]) == 0
    assert group_of(4, [{4}, {6}]) == 0 and group_of(5, [{4}, {6}]) == 1


@pytest.mark.parametrize("seed", [701, 708, 709, 713, 719])
def test_zero_waste_allocators_of_a_thousand_buffers_are_filled_in_the_first_restarts(seed: int) -> None:
    """Fresh allocators that the search without the preference above left unfilled in 400k steps
    (issue 27, stop 57): with it, each was filled in 6k-10k."""
    buffers = allocator(1000, seed).buffers
    height = max_load(buffers)
    result = regroup.regroup(buffers, height, 20_000)
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


def test_plan_exact_fills_a_flat_part_without_its_searches() -> None:
    buffers = dissection(30, 7, height=12 * UNIT, horizon=90).buffers
    height = max_load(buffers)
    # small_nodes=0: the exhaustive search gives up at once, and the grouping search fills the part
    plan = plan_exact(buffers, PlannerOptions(time_limit=5), small_nodes=0)
    plan.check()
    assert plan.arena_size == height and plan.optimal


def test_plan_exact_reports_a_flat_part_with_no_fill_infeasible() -> None:
    plan = plan_exact(NO_FILL, PlannerOptions(time_limit=5, capacity=11), small_nodes=0)
    plan.check()
    assert plan.stats["infeasible"]


def test_a_search_run_in_slices_goes_on_where_it_stopped() -> None:
    # the fill takes more steps than one slice, and more than the first dive's limit:
    # a search started afresh at each slice would make the same first dive every time
    buffers = allocator(200, 1).buffers
    height = max_load(buffers)
    assert regroup.regroup(buffers, height, 1000).status == regroup.GAVE_UP
    search = regroup.Regrouping(buffers, height)
    results = []
    while not results or results[-1].status == regroup.GAVE_UP and len(results) < 50:
        results.append(search.run(1000))
    found = results[-1]
    assert found.status == regroup.FOUND and len(results) > 1
    Plan(buffers, found.offsets).check(capacity=height)
    assert sum(r.nodes for r in results) == search.search.used  # each slice counts its own steps
    again = search.run(1000)  # an ended search answers at once
    assert again.status == regroup.FOUND and again.offsets == found.offsets and again.nodes == 0


def test_a_search_run_one_restart_at_a_time_makes_the_same_restarts() -> None:
    """mirrored.EitherWay gives a way one restart per call: the search must be the one a single
    call makes (the same steps, the same depth reached)."""
    buffers = merging(1000, 11).buffers
    height = max_load(buffers)
    whole = regroup.Regrouping(buffers, height)
    assert whole.run(40_000).status == regroup.GAVE_UP
    stepped = regroup.Regrouping(buffers, height)
    calls = []
    while sum(calls) < 40_000:
        result = stepped.run(40_000 - sum(calls), restarts=1)
        assert result.status == regroup.GAVE_UP
        calls.append(result.nodes)
    assert len(calls) > 1 and calls[0] >= stepped.base  # the first restart ran to its own limit
    assert stepped.search.used == whole.search.used and stepped.reach == whole.reach > 0


def test_a_tick_tries_a_bounded_number_of_groupings_once_a_proof_is_out_of_reach(monkeypatch) -> None:
    """Restarts after the first descend into at most BREADTH x (their Luby term) groupings of a
    tick entered when the search had already left something untried; the first dive, never."""
    monkeypatch.setattr(regroup, "BREADTH", 3)
    buffers = merging(400, 1).buffers
    search = regroup.Regrouping(buffers, max_load(buffers))
    inner, tick = search.search, search.search.tick
    children: list[int] = []  # per open tick entry, the groupings it descended into
    entries: list[tuple[int | None, bool, int]] = []  # (breadth, incomplete on entry, groupings)

    def counted(k: int, tree):
        if children:
            children[-1] += 1
        children.append(0)
        incomplete = not inner.complete
        try:
            return tick(k, tree)
        finally:
            entries.append((inner.breadth, incomplete, children.pop()))

    inner.tick = counted
    assert search.run(40_000).status == regroup.GAVE_UP
    bounded = [(b, n) for b, incomplete, n in entries if b is not None and incomplete]
    assert bounded and all(n <= b for b, n in bounded)
    assert any(n == b for b, n in bounded)  # the bound was reached, and the tick gave up there
    assert max(n for b, _, n in entries if b is None) > 3  # the first dive is not bounded


def test_the_time_left_goes_on_with_the_grouping_searches(monkeypatch) -> None:
    import memplan.core.planners.exact as exact
    from memplan.core.budget import Deadline

    buffers = allocator(200, 1).buffers
    monkeypatch.setattr(exact, "_by_bands", lambda *args, **kwargs: (None, 0.0))
    monkeypatch.setattr(exact, "_minimize", lambda part, floor, best, *args, **kwargs: ({}, floor, 0.0))
    memo: dict = {}
    # a work budget of a few hundred grouping steps: the counted search gives up
    plan = exact.plan_exact(buffers, PlannerOptions(work=0.05, time_limit=600), small_nodes=0, memo=memo)
    assert plan.arena_size > max_load(buffers)
    filled, bound = exact.go_on_until(buffers, plan.offsets, memo, Deadline.after(60))
    assert filled is not None and bound == max_load(buffers)
    Plan(buffers, filled).check(capacity=max_load(buffers))
    # a search that ended has nothing left to do
    assert exact.go_on_until(buffers, filled, memo, Deadline.after(60))[0] is None


def test_auto_gives_the_time_left_to_the_grouping_search_only_without_a_work_budget(monkeypatch) -> None:
    import memplan.core.planners.exact as exact
    from memplan.core.planners import get_planner

    buffers = allocator(200, 1).buffers
    height = max_load(buffers)
    # the counted stages cannot fill it: no bands, no minimizing, a few grouping steps a second
    monkeypatch.setattr(exact, "_by_bands", lambda *args, **kwargs: (None, 0.0))
    monkeypatch.setattr(exact, "_minimize", lambda part, floor, best, *args, **kwargs: ({}, floor, 0.0))
    monkeypatch.setattr(exact, "_nodes_for", lambda *args: 0)
    monkeypatch.setattr(regroup, "NODES_PER_SECOND", 100)
    counted = get_planner("auto")(buffers, PlannerOptions(work=2.0, time_limit=60))
    assert counted.arena_size > height and "time-left" not in counted.stats["stages"]
    timed = get_planner("auto")(buffers, PlannerOptions(time_limit=5))
    timed.check()
    assert timed.arena_size == height and timed.optimal and timed.stats["stages"][-1] == "time-left"


@given(st.integers(1, 12))
def test_restart_limits_follow_lubys_sequence(k: int) -> None:
    # each block of 2^k - 1 terms is the block before it twice, then 2^(k-1)
    block = [regroup.luby(i) for i in range(1, 2**k)]
    assert block[-1] == 2 ** (k - 1)
    before = [regroup.luby(i) for i in range(1, 2 ** (k - 1))]
    assert block == before + before + [2 ** (k - 1)]
