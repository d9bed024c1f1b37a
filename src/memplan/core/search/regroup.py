"""Exact fill for flat parts by grouping, with the address orders kept open in a PQ-tree.

When a part's load is flat at the capacity (see flat.py), at each tick ``e`` the
buffers starting then tile exactly the memory freed by those ending then. Split
that memory where no starting buffer crosses: each piece is a *group*, a set of
buffers ending at ``e`` that lie next to each other and a set starting at ``e``
of the same total size. Within a group the starting buffers may go in any
order, so a plan is fixed by the groups alone and by address orders of the live
buffers in which every group's ending buffers are consecutive. Those orders are
the frontiers of a PQ-tree (Booth and Lueker): a group asks its ending buffers
to be consecutive (the tree is reduced, or no order exists) and then replaces
them by one node of its starting buffers, in any order. Any frontier of the
last tree, with each group's ending buffers put back in an order its tree
allowed, gives every buffer an offset (the sizes before it) that it keeps while
it lives.

So the search branches over groupings only, never over orders of buffers in
memory (a sweep that placed buffers one by one, tried at stop 37, committed an
order at every placement and found a wrong one only ticks later). Where every grouping is tried, a plan's
own groups are among them, so running out proves there is no plan at the
capacity; with many buffers in a component (those ending at a tick that the tree
may let be neighbours, linked) only a greedy largest group and groups of a few
are tried for each buffer, and a split of the starting buffers
may be given up, and then running out proves nothing (GAVE_UP).

The ending buffers are grouped component by component, smallest first: a buffer
no other may join is a group of its own, and what the starting buffers cannot
make of those is found before any choice (issue 27: grouped in the tree's order,
such a failure was found anew under every grouping of the buffers before it,
and a dive spent its whole budget at one tick). Groupings are tried coarse
first (groups leave the most orders open), and the starting buffers of a group
are, where the sizes allow, those that end together (kept in one group they can
be freed as one run), then those that end with a live buffer the group may lie
next to (freed with it, they leave one run too). Each group must have a starting
buffer of its own no larger than it, each room left must be a subset sum of the
buffers left, and the groups no larger than any size must be made of the
buffers no larger than it. Starting buffers alike in size and end are
interchangeable; a tree that failed at a tick (up to such renamings) is remembered, and so is the outline
of a tree that had no grouping at all at a tick (what the groupings see of it),
and a split's dead states in sorted rooms, for the whole tick. After each
grouping, the ticks ahead whose ending buffers are all live already are asked
for a grouping in the tree of the buffers that last to them. Restarts shuffle
the order in which groupings are tried (seeded: deterministic) and keep the
memos; their node limits follow Luby's sequence (stop 41: restarts that grew by half each time
filled 9 of 26 hard allocators in 1.44M steps, fresh searches of 360k steps 14, Luby's 17, 11 of
them in the first 360k). Once the search has left something untried (so that running out no longer
proves anything), a restart after the first descends into at most BREADTH times its Luby term
groupings of any tick and then backs up (iterative broadening): a tick doomed by a choice made ticks
before took a whole restart's steps (stop 47: every restart of allocator-1000 s103 stuck at tick
23), where a bounded restart tries other trees above it (stop 48: 163 of 226 fresh allocators of
1,000 buffers filled in 400k steps, against 155). Measured (issue 27, docs/benchmarks.md,
benchmarks/bench_regroup.py): zero-waste allocators of 1,000 buffers filled in 400k steps: 18 of 26
at stop 41 (17 at stop 39, 11 at stop 38), none of 2,000: there a tick's splits of its starting
buffers multiply its groupings past any budget (stop 40: allocator-2000-s11 spends every step at
tick 33 after the first dive, on 200k groupings that lead to 107 outlines of tick 34, none of which
has a grouping), so chronological backtracking never leaves that tick. The same
allocators mirrored in time (zero-waste as well; the allocator then merges) are out of this
search's reach: at stop 42 none of the 26 in 400k steps, and none of 10 of 400 buffers in 100k.
mirrored.py runs the part mirrored too, restart by restart in turns with it, and (with worker
processes, ``--jobs`` 2 or more) beside it; for such an allocator that is the forward search of the
allocator it mirrors.
"""

from __future__ import annotations

import dataclasses
import heapq
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.search.flat import FOUND, GAVE_UP, INFEASIBLE, NOT_APPLICABLE, FillResult, size_unit

NODES_PER_SECOND = 20_000  # steps counted as a second (measured unloaded: 10,000-38,000 on zero-waste allocators)
FIRST_RESTART = 2_000
WEIGHT_LIVE = 30  # a step costs one more unit for every this many buffers live
MEMO_LIMIT = 100_000
MAX_ENDING_SUBSET = 4  # a group takes at most this many buffers ending with it beyond the first
LOOKAHEAD = 3  # ticks ahead checked after each grouping (at most)
SPLIT_STEPS = 2_000  # steps of one split of the starting buffers into groups of given sizes
BREADTH = 20  # groupings a tick descends into per restart (times the restart's Luby term), once a proof is out of reach

OPAQUE = ("X",)  # a subtree an outline does not look into

# A tree is a leaf (a buffer's index), or ("P", children): any order of the children,
# or ("Q", children): this order or its reverse. P-nodes have two or more children,
# Q-nodes three or more.
Tree = int | tuple


def leaves(tree: Tree) -> frozenset[int]:
    return frozenset((tree,)) if isinstance(tree, int) else tree[2]


def node(kind: str, children: Sequence[Tree]) -> Tree:
    """A P- or Q-node, with the set of its leaves (what a reduction asks of every node it meets)."""
    return (kind, tuple(children), frozenset().union(*map(leaves, children)))


def p_node(children: Sequence[Tree]) -> Tree:
    return children[0] if len(children) == 1 else node("P", children)


def q_node(children: Sequence[Tree]) -> Tree:
    if len(children) <= 2:
        return p_node(children)
    return node("Q", children)


def frontier(tree: Tree) -> list[int]:
    """The leaves in the tree's own order (one of its frontiers)."""
    if isinstance(tree, int):
        return [tree]
    out: list[int] = []
    for child in tree[1]:
        out.extend(frontier(child))
    return out


class _Fail(Exception):
    pass


def replace(tree: Tree, group: frozenset[int], new: Tree | None) -> Tree | None:
    """The tree whose frontiers are those of ``tree`` in which ``group``'s leaves are consecutive,
    with that run of leaves replaced by ``new`` (None: gathered under a ("G", pieces) node, whose
    frontiers are the orders of the run the tree allows); None when no frontier has them consecutive."""
    def count(node: Tree) -> tuple[int, int]:
        """(leaves of ``group`` below, leaves below)."""
        if isinstance(node, int):
            return int(node in group), 1
        return len(group & node[2]), len(node[2])

    def status(node: Tree) -> str:
        inside, total = count(node)
        return "E" if inside == 0 else "F" if inside == total else "P"

    def partial(tree: Tree) -> tuple[list[Tree], list[Tree]]:
        """A partial node below the root of the group: its empty pieces then its full ones, in order."""
        kind, children, _ = tree
        marks = [status(c) for c in children]
        if kind == "P":
            parts = [c for c, m in zip(children, marks) if m == "P"]
            if len(parts) > 1:
                raise _Fail
            empty = [p_node([c for c, m in zip(children, marks) if m == "E"])] if "E" in marks else []
            full = [p_node([c for c, m in zip(children, marks) if m == "F"])] if "F" in marks else []
            if parts:
                pe, pf = partial(parts[0])
                return empty + pe, pf + full
            return empty, full
        for seq, ms in ((list(children), marks), (list(children)[::-1], marks[::-1])):
            k = 0
            while k < len(ms) and ms[k] == "E":
                k += 1
            mid = k < len(ms) and ms[k] == "P"
            rest = ms[k + 1:] if mid else ms[k:]
            if all(m == "F" for m in rest):
                empty, full = seq[:k], seq[k + 1:] if mid else seq[k:]
                if mid:
                    pe, pf = partial(seq[k])
                    return empty + pe, pf + full
                return empty, full
        raise _Fail

    def block(full: list[Tree]) -> Tree:
        return new if new is not None else node("G", full)

    def at_root(tree: Tree) -> Tree:
        inside, total = count(tree)
        if inside == total:
            return block([tree])
        kind, children, _ = tree
        marks = [status(c) for c in children]
        for k, child in enumerate(children):
            if marks[k] != "E" and count(child)[0] == inside:  # the whole group lies below this child
                return node(kind, children[:k] + (at_root(child),) + children[k + 1:])
        if kind == "P":
            parts = [partial(c) for c, m in zip(children, marks) if m == "P"]
            if len(parts) > 2:
                raise _Fail
            empty = [c for c, m in zip(children, marks) if m == "E"]
            full = [c for c, m in zip(children, marks) if m == "F"]
            middle = [p_node(full)] if full else []
            seq: list[Tree] = []
            if parts:
                seq += parts[0][0]
                middle = parts[0][1] + middle
            if len(parts) == 2:
                middle += parts[1][1][::-1]
            seq.append(block(middle))
            if len(parts) == 2:
                seq += parts[1][0][::-1]
            return p_node(empty + [q_node(seq)])
        first = min(k for k, m in enumerate(marks) if m != "E")
        last = max(k for k, m in enumerate(marks) if m != "E")
        if any(m != "F" for m in marks[first + 1:last]):
            raise _Fail
        seq = list(children[:first])
        middle = list(children[first + 1:last])
        if marks[first] == "P":
            pe, pf = partial(children[first])
            seq += pe
            middle = pf + middle
        else:
            middle = [children[first]] + middle
        if marks[last] == "P":
            pe, pf = partial(children[last])
            middle += pf[::-1]
        else:
            middle.append(children[last])
        seq.append(block(middle))
        if marks[last] == "P":
            seq += pe[::-1]
        seq += children[last + 1:]
        return q_node(seq)

    try:
        return at_root(tree)
    except _Fail:
        return None


@dataclass
class _Step:
    """One group, for putting the orders back: its ending buffers in an order the tree
    allowed (or its reverse: the tree may have been turned around them), its starting
    buffers, and the tree before it (groups before it at its tick stand as leaves ``-1 - n``,
    filled by ``fill``)."""

    ending: list[int]
    starting: list[int]
    before: Tree
    fill: dict[int, Tree]


def regroup(part: Sequence[Buffer], capacity: int, nodes: int, deadline: Deadline = Deadline(),
            seed: int = 0) -> FillResult:
    """A plan of ``part`` within ``capacity`` when its load is flat at ``capacity`` (see the module doc);
    ``nodes`` bounds the groups tried over all restarts. Sizes are taken in units of their gcd
    (subset sums are bitsets as long as the capacity in those units): a capacity of more than
    MAX_UNITS units is NOT_APPLICABLE (see flat.size_unit)."""
    return Regrouping(part, capacity, seed).run(nodes, deadline)


class Regrouping:
    """One grouping search that a caller runs in several calls (auto's two exact stages): each
    call goes on with the restarts where the last one stopped, keeping what the search learned
    (its memos and its place in the restart schedule), so two calls of n steps search about like one
    of 2n, and the first dive is not made again. A search that ended (FOUND, INFEASIBLE, or GAVE_UP
    with every grouping it tries tried) returns its result at once."""

    def __init__(self, part: Sequence[Buffer], capacity: int, seed: int = 0, shuffled: bool = False) -> None:
        self.size = len(part)
        self.unit = size_unit(part, capacity)
        self.ended: FillResult | None = None if self.unit is not None else FillResult(NOT_APPLICABLE)
        if self.unit is None:
            return
        self.search = _Regroup([Buffer(b.id, b.size // self.unit, b.start, b.end) for b in part])
        self.rng = random.Random(seed)
        # the first dive (untouched heuristic order) gets the work of a few straight runs through every tick
        self.base = max(FIRST_RESTART, 4 * sum((1 + live // WEIGHT_LIVE) * (len(ending) + 1)
                                               for live, ending in zip(self.search.live, self.search.ending)))
        self.restarts = 0  # that ended at their own limits (a call's end cuts one short: its term is kept)
        self.dived = shuffled  # the first restart, in the untouched order, is made once (or never)

    @property
    def reach(self) -> float:
        """How far the deepest restart so far got, as a share of the ticks (0 before any)."""
        return self.search.deepest / len(self.search.times) if self.ended is None else 1.0

    def run(self, nodes: int, deadline: Deadline = Deadline(), cap: Callable[[], int | None] | None = None,
            restarts: int | None = None) -> FillResult:
        """At most ``nodes`` more steps (counted in the result), or until ``deadline``, or (``restarts``)
        until that many restarts have ended at their own limits. ``cap``, asked every few hundred
        steps, may lower that: to a number of this call's steps at which the search stops once it
        has reached it (mirrored.py)."""
        if self.ended is not None:
            return dataclasses.replace(self.ended, nodes=0)
        search = self.search
        begun = search.used
        search.limit = begun + nodes
        search.cap = None if cap is None else lambda: (None if (c := cap()) is None else begun + c)
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, 20 * self.size + 2000))
        try:
            while True:
                term = luby(self.restarts + 1)
                own_stop = search.used + self.base * term
                search.restart(own_stop, self.rng if self.dived else None, deadline,
                               BREADTH * term if self.dived else None)
                self.dived = True
                try:
                    tree = search.tick(0, None)
                except _Abort:
                    if search.used >= own_stop:  # the restart's own limit: the next term of the sequence
                        self.restarts += 1
                        if restarts is not None:
                            restarts -= 1
                    if search.used >= search.limit or deadline.expired() or restarts == 0:
                        return FillResult(GAVE_UP, None, search.used - begun)
                    continue
                if tree is None:
                    status = INFEASIBLE if search.complete else GAVE_UP
                    self.ended = FillResult(status, None, search.used - begun)
                else:
                    offsets = {bid: a * self.unit for bid, a in search.offsets(tree).items()}
                    self.ended = FillResult(FOUND, offsets, search.used - begun)
                return self.ended
        finally:
            search.cap = None
            sys.setrecursionlimit(old)


def luby(i: int) -> int:
    """The ``i``-th term (from 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, ...: restart lengths
    within a log factor of the best fixed length for any distribution of run lengths."""
    while i & (i + 1):  # not 2^k - 1, the last of a block: the same term as in the block before
        i -= (1 << (i.bit_length() - 1)) - 1
    return (i + 1) >> 1


class _Abort(Exception):
    pass


class _Regroup:
    def __init__(self, part: Sequence[Buffer]) -> None:
        self.part = list(part)
        self.deadline = Deadline()
        self.times = sorted({b.start for b in part})
        index = {t: k for k, t in enumerate(self.times)}
        self.ending: list[list[int]] = [[] for _ in self.times]
        starting: list[dict[tuple[int, int], list[int]]] = [{} for _ in self.times]
        for i, b in enumerate(part):
            starting[index[b.start]].setdefault((b.size, b.end), []).append(i)
            if b.end in index:
                self.ending[index[b.end]].append(i)
        self.classes = [sorted(((s, e, m) for (s, e), m in c.items()), key=lambda c: (-c[0], -c[1]))
                        for c in starting]
        self.label = [("L", b.size, b.end) for b in part]
        self.ends_at = [frozenset(e) for e in self.ending]
        self.live = []  # buffers live at each tick
        level = 0
        for k in range(len(self.times)):
            level += sum(len(m) for _, _, m in self.classes[k]) - len(self.ending[k])
            self.live.append(level)
        self.weight = 1
        self.memo: set = set()
        self.stuck: set = set()  # (tick, outline of the tree) with no grouping at all
        self.gaps = 0  # times a search left something untried
        self.ahead: dict[tuple, bool] = {}  # (tick, tree of the buffers lasting to it): can it be grouped
        self.watch = _watched(part, index)
        self.lasting: dict[int, frozenset[int]] = {}  # per watched tick: the buffers that last to it
        self.split_dead: dict[int, set] = {}  # per tick: (buffer, sorted rooms) from which no split exists
        self.used = 0
        self.deepest = 0  # the last tick any restart reached
        self.stop = sys.maxsize  # each restart sets it, and the deadline
        self.limit = sys.maxsize  # the call's (Regrouping.run), which ``cap`` may lower
        self.cap: Callable[[], int | None] | None = None
        self.rng: random.Random | None = None
        self.steps: list[_Step] = []
        self.complete = True  # nothing was left untried: running out proves there is no plan
        self.breadth: int | None = None  # the restart's (see tick)

    def restart(self, stop: int, rng: random.Random | None, deadline: Deadline, breadth: int | None = None) -> None:
        self.stop = min(stop, self.limit)
        self.deadline = deadline
        self.rng = rng
        self.breadth = breadth
        self.steps = []

    def _count(self) -> None:
        """One step: a reduction or a split tried, dearer with more buffers live."""
        before = self.used
        self.used += self.weight
        if self.used >> 8 != before >> 8:
            if self.deadline.expired():
                raise _Abort
            if self.cap is not None and (cap := self.cap()) is not None:
                self.limit = min(self.limit, cap)
                self.stop = min(self.stop, cap)
        if self.used >= self.stop:
            raise _Abort

    def canon(self, tree: Tree) -> tuple:
        """The tree up to renamings of alike buffers and the orders its nodes allow anyway."""
        return self.outline(tree, None)

    def tick(self, k: int, tree: Tree | None) -> Tree | None:
        """Group every tick from ``k`` on; the last tree, or None if impossible from here."""
        if k == len(self.times):
            return tree
        self.deepest = max(self.deepest, k)
        if k == 0:
            members = [i for _, _, m in self.classes[0] for i in m]
            return self.tick(1, p_node(members))
        self._weigh(k)
        key = (k, self.canon(tree))
        if key in self.memo:
            return None
        outline = (k, self.outline(tree, self.ends_at[k]))
        if outline in self.stuck:
            return None
        depth = len(self.steps)
        gaps, grouped, tried = self.gaps, False, 0
        for after, steps in self.groupings(k, tree):
            grouped = True
            if not self._later_fits(k, after):
                continue
            self.steps.extend(steps)
            found = self.tick(k + 1, after)
            self._weigh(k)
            if found is not None:
                return found
            del self.steps[depth:]
            tried += 1
            if self.breadth is not None and tried >= self.breadth and not self.complete:
                self._incomplete()  # the tick above tries its next grouping (not remembered as failed)
                return None
        if len(self.memo) < MEMO_LIMIT:
            self.memo.add(key)
        if not grouped and self.gaps == gaps and len(self.stuck) < MEMO_LIMIT:  # every grouping tried: none
            self.stuck.add(outline)
        return None

    def _incomplete(self) -> None:
        self.complete = False
        self.gaps += 1

    def outline(self, tree: Tree, wanted: frozenset[int] | None) -> tuple:
        """``canon`` with every subtree holding none of ``wanted`` (None: every leaf wanted) as one
        mark: the groupings of a tick see such a subtree only whole (a reduction never looks inside
        one), so they depend on the outline of the tree for its ending buffers alone."""
        if isinstance(tree, int):
            return self.label[tree] if wanted is None or tree in wanted else OPAQUE
        if wanted is not None and wanted.isdisjoint(tree[2]):
            return OPAQUE
        kids = [self.outline(c, wanted) for c in tree[1]]
        if tree[0] == "P":
            return ("P", tuple(sorted(kids)))
        return ("Q", min(tuple(kids), tuple(kids[::-1])))

    def _weigh(self, k: int) -> int:
        """Count each step from now on as one at tick ``k`` (dearer with more buffers live); the
        weight before."""
        before, self.weight = self.weight, 1 + self.live[k] // WEIGHT_LIVE
        return before

    def _later_fits(self, k: int, tree: Tree) -> bool:
        """Whether the ticks ahead whose ending buffers are all live after tick ``k`` can still be
        grouped: at such a tick ``u`` a group is a run in the order then, so it is a run among the
        buffers live now that end at ``u`` or later (those between that end sooner leave, and what
        takes their place ends sooner too or splits the run); the tree of those orders is the tree
        with the others' leaves removed."""
        for u in self.watch[k]:
            if u not in self.lasting:
                self.lasting[u] = frozenset(i for i, b in enumerate(self.part) if b.end >= self.times[u])
            projected = _restrict(tree, self.lasting[u])
            key = (u, self.canon(projected))
            known = self.ahead.get(key)
            if known is None:
                weight = self._weigh(u)
                known = next(self.groupings(u, projected), None) is not None
                self.weight = weight
                if len(self.ahead) < MEMO_LIMIT:
                    self.ahead[key] = known
            if not known:
                return False
        return True

    def groupings(self, k: int, tree: Tree) -> Iterator[tuple[Tree, list[_Step]]]:
        """Every grouping of tick ``k`` (the tree after it and its groups), coarse groups first:
        first the buffers ending then are split into groups the tree lets be consecutive, then
        the buffers starting then into groups of the same sizes."""
        cls = self.classes[k]
        reach = self._reach(cls)
        ending = [i for i in frontier(tree) if i in self.ends_at[k]]
        for groups, reduced in self._ending_groups(k, tree, ending, reach):
            sums = [sum(self.part[i].size for i in g) for g, _ in groups]
            for takes in self._starting_groups(k, sums, self._ends_beside(reduced, len(groups))):
                self._count()
                steps, fill = [], {}
                left = [len(m) for _, _, m in cls]
                for n, ((g, before), take) in enumerate(zip(groups, takes)):
                    starting = [i for c, m in take for i in cls[c][2][left[c] - m:left[c]]]
                    for c, m in take:
                        left[c] -= m
                    fill[-1 - n] = p_node(starting)
                    steps.append(_Step(list(g), starting, before, fill))
                yield _substitute(reduced, fill), steps

    def _ending_groups(self, k: int, tree: Tree, ending: list[int], reach: int) -> Iterator[tuple[list[list[int]], Tree]]:
        """Partitions of ``ending`` (in a frontier's order) into groups the tree lets be consecutive
        all at once, each of a size some buffers starting then can make; with the tree in which
        group ``n`` is the leaf ``-1 - n``, and each group's buffers in an order the tree allowed.
        The first group of the first buffer left is grown greedily to a largest one, then
        smaller ones are tried."""
        smallest = sorted(self.part[i].size for _, _, m in self.classes[k] for i in m)
        sums: list[int] = []

        def go(tree: Tree, left: list[int], groups: list[list[int]]) -> Iterator[tuple[list[list[int]], Tree]]:
            if not left:
                yield list(groups), tree
                return
            x, others = left[0], left[1:]
            tried: set[frozenset[int]] = set()
            for members in self._candidates(tree, x, [y for y in others if y in part_of[x]]):
                if members in tried:
                    continue
                tried.add(members)
                total = sum(self.part[i].size for i in members)
                ordered = sorted(sums + [total])
                if not reach >> total & 1 or not _room_for(ordered, smallest) or not _small_enough(ordered, smallest):
                    continue
                self._count()
                reduced = replace(tree, members, None)
                if reduced is None:
                    continue
                order = _run_of(reduced)
                groups.append((order, tree))
                sums.append(total)
                after = replace(tree, members, -len(groups))
                rest = [i for i in others if i not in members]
                yield from go(after, rest, groups)
                groups.pop()
                sums.pop()

        part_of = self._components(tree, ending)
        first = {i: n for n, i in enumerate(ending)}
        # the buffers no other can join first (their groups are forced), then the smaller components:
        # what no grouping can fill is then found before any choice is made, not under every one
        by_part = sorted(ending, key=lambda i: (len(part_of[i]), min(first[j] for j in part_of[i]), first[i]))
        yield from go(tree, by_part, [])

    def _components(self, tree: Tree, ending: list[int]) -> dict[int, frozenset[int]]:
        """The ending buffers that may share a group with each (its component). A group's buffers lie
        in a run, each next to another of them, and two leaves can be next to each other only where
        each can be at an end of its child of their lowest common node, and those children can be
        neighbours (any two of a P-node, those side by side in a Q-node): one walk of the tree."""
        wanted = set(ending)
        parent = {i: i for i in ending}

        def find(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        def link(a: list[int], b: list[int]) -> None:
            if a and b:
                parent[find(a[0])] = find(b[0])
                for i in a[1:] + b[1:]:
                    parent[find(i)] = find(b[0])

        def ends(t: Tree) -> list[int]:
            """The ending leaves below ``t`` that can be first or last in its frontiers."""
            if isinstance(t, int):
                return [t] if t in wanted else []
            if wanted.isdisjoint(t[2]):
                return []
            below = [ends(c) for c in t[1]]
            if t[0] == "P":
                full = [e for e in below if e]
                for e in full[1:]:
                    link(full[0], e)
                return [i for e in full for i in e]
            for e, f in zip(below, below[1:]):
                link(e, f)
            return below[0] + below[-1]

        self._count()
        ends(tree)
        members: dict[int, list[int]] = {}
        for i in ending:
            members.setdefault(find(i), []).append(i)
        return {i: frozenset(members[find(i)]) for i in ending}

    def _candidates(self, tree: Tree, x: int, others: list[int]) -> Iterator[frozenset[int]]:
        """Groups of ``x`` with some of ``others``: the greedy largest and the smaller groups it grew
        through, then ``x`` alone, then with one or more others nearest first (all subsets of up to
        MAX_ENDING_SUBSET others)."""
        greedy = [x]
        near = list(others)
        if self.rng is not None and self.rng.random() < 0.5:
            self.rng.shuffle(near)
        for y in near:
            self._count()
            if replace(tree, frozenset([*greedy, y]), None) is not None:
                greedy.append(y)
        for stop in range(len(greedy), 1, -1):  # the greedy group, then the way it grew, backwards
            yield frozenset(greedy[:stop])
        if len(others) > MAX_ENDING_SUBSET:
            self._incomplete()  # larger groups than the greedy one are not all tried
        for extra in self._subsets(len(others)):
            yield frozenset([x, *(others[j] for j in extra)])

    def _ends_beside(self, tree: Tree, n: int) -> list[set[int]]:
        """Per group ``g`` (the leaf ``-1 - g`` of ``tree``): the ends of the live buffers that the
        tree lets lie next to it. Within a node, a child may lie next to what can come first or last
        in any other child of a P-node, or in a child beside it in a Q-node; a child that may be at
        either end of its node (any child of a P-node, the first or last of a Q-node) may also lie
        next to what the node itself may."""
        beside: list[set[int]] = [set() for _ in range(n)]
        outer: dict[int, set[int]] = {}  # id of a subtree: the ends of what can come first or last in it

        def outer_ends(t: Tree) -> set[int]:
            if isinstance(t, int):
                return {self.part[t].end} if t >= 0 else set()
            if id(t) not in outer:
                ends: set[int] = set()
                for child in (t[1] if t[0] == "P" else (t[1][0], t[1][-1])):
                    ends |= outer_ends(child)
                outer[id(t)] = ends
            return outer[id(t)]

        def holds_group(t: Tree) -> bool:
            return -n <= t < 0 if isinstance(t, int) else min(t[2]) < 0  # groups are the only negative leaves

        def walk(t: Tree, outside: set[int]) -> None:
            kids = t[1]
            ends = [outer_ends(c) for c in kids]
            last = len(kids) - 1
            for j, child in enumerate(kids):
                if not holds_group(child):
                    continue
                if t[0] == "P":
                    near = set(outside).union(*(e for i, e in enumerate(ends) if i != j))
                else:
                    near = set(outside) if j in (0, last) else set()
                    for i in (j - 1, j + 1):
                        if 0 <= i <= last:
                            near |= ends[i]
                if isinstance(child, int):
                    beside[-1 - child] = near
                else:
                    walk(child, near)

        if not isinstance(tree, int):
            walk(tree, set())
        return beside

    def _starting_groups(self, k: int, sums: list[int],
                         beside: list[set[int]]) -> Iterator[list[list[tuple[int, int]]]]:
        """Ways to split the classes starting at tick ``k`` into groups of the given sizes: each buffer,
        largest first, goes into a group with room for it (copies of a class into groups in
        order); ``beside`` holds, per group, the ends of the live buffers it may lie next to. A
        split not found in SPLIT_STEPS steps is given up (the search is then no longer complete).
        Whether the buffers from one on can fill the rooms left does not depend on which group has
        which room, so a dead state is remembered in sorted rooms too, for every split at the tick
        (across groupings of the ending buffers and restarts)."""
        cls = self.classes[k]
        items = [c for c in range(len(cls)) for _ in cls[c][2]]
        items.sort(key=lambda c: -cls[c][0])
        top = max(sums, default=0)
        mask = (2 << top) - 1
        reach = [1] * (len(items) + 1)  # the subset sums of the buffers from j on
        for j in range(len(items) - 1, -1, -1):
            reach[j] = (reach[j + 1] | reach[j + 1] << cls[items[j]][0]) & mask
        # items go largest first, so the sizes of those left after the j-th, ascending (as _room_for
        # reads them), are ascending[:len(items) - j - 1]
        ascending = [cls[c][0] for c in reversed(items)]
        room = list(sums)
        where = [0] * len(items)
        ends: list[dict[int, int]] = [{} for _ in sums]  # per group: ends of the buffers in it, counted
        budget = [SPLIT_STEPS]
        tilt = [1.0 if self.rng is None else self.rng.uniform(0.5, 1.5) for _ in sums]  # restarts: other ties
        dead: set[tuple] = set()  # (buffer, first group, rooms) from which no split exists
        shared = self.split_dead.setdefault(k, set())  # (buffer, sorted rooms)

        def go(j: int) -> Iterator[list[list[tuple[int, int]]]]:
            if j == len(items):
                takes: list[dict[int, int]] = [{} for _ in sums]
                for item, g in zip(items, where):
                    takes[g][item] = takes[g].get(item, 0) + 1
                yield [sorted(t.items()) for t in takes]
                return
            c = items[j]
            first = where[j - 1] if j and items[j - 1] == c else 0
            # what follows depends on these alone (the ends kept per group only order the tries)
            state = (j, first, tuple(room))
            if state in dead or (j, tuple(sorted(room))) in shared:
                return
            budget[0] -= 1
            if budget[0] < 0:
                self._incomplete()
                return
            if budget[0] & 15 == 0:
                self._count()  # sixteen steps of a split cost about one reduction
            found = False
            for split in place(j, c, first):
                found = True
                yield split
            if not found and budget[0] >= 0:  # every way tried, none cut short
                dead.add(state)
                if not first and len(shared) < MEMO_LIMIT:  # no copy of a class held back: any group order
                    shared.add((j, tuple(sorted(room))))

        def place(j: int, c: int, first: int) -> Iterator[list[list[tuple[int, int]]]]:
            size = cls[c][0]
            end = cls[c][1]
            # a group already holding buffers that end with this one first: kept together, they
            # can be freed as one run then; then one that may lie next to a live buffer ending with
            # it (freed together, they leave one run for the larger buffers that start then:
            # issue 27, 19 of 20 fresh allocators of 1,000 buffers filled in 400k steps, against 12);
            # then the roomiest
            groups = sorted(range(first, len(room)),
                            key=lambda g: (end not in ends[g], end not in beside[g], -room[g] * tilt[g]))
            for g in groups:
                if room[g] < size:
                    continue
                ends[g][end] = ends[g].get(end, 0) + 1
                room[g] -= size
                if self._split_open(room, reach[j + 1], ascending[:len(items) - j - 1]):
                    where[j] = g
                    yield from go(j + 1)
                room[g] += size
                ends[g][end] -= 1
                if not ends[g][end]:
                    del ends[g][end]

        yield from go(0)

    @staticmethod
    def _split_open(room: list[int], reach: int, left: list[int]) -> bool:
        """Whether the groups' rooms may still be filled by the buffers ``left`` (ascending
        sizes, subset sums ``reach``): every room is a subset sum, and each room has a buffer
        of its own no larger than it."""
        rooms = sorted(r for r in room if r)
        return all(reach >> r & 1 for r in rooms) and _room_for(rooms, left)

    @staticmethod
    def _reach(cls: list) -> int:
        """Bitset of the sums some of the buffers of the classes can make."""
        bits = 1
        for size, _, members in cls:
            for _ in members:
                bits |= bits << size
        return bits

    def _subsets(self, n: int) -> Iterator[tuple[int, ...]]:
        for r in range(min(n, MAX_ENDING_SUBSET) + 1):
            combos = list(combinations(range(n), r))
            if self.rng is not None:
                self.rng.shuffle(combos)
            yield from combos

    def offsets(self, tree: Tree) -> dict[int, int]:
        """Offsets from a frontier of the last tree, undoing the groups last first: each time the
        order is a frontier of the tree then."""
        order = frontier(tree)
        address: dict[int, int] = {}
        for step in reversed(self.steps):
            self._address(order, address)
            where = {i: n for n, i in enumerate(order)}
            lo = min(where[i] for i in step.starting)
            before = _substitute(step.before, step.fill)
            for ending in (step.ending, step.ending[::-1]):
                undone = order[:lo] + ending + order[lo + len(step.starting):]
                if is_frontier(before, {i: n for n, i in enumerate(undone)}):
                    break
            else:
                raise AssertionError("no order of a group fits its tree")
            order = undone
        self._address(order, address)
        return {self.part[i].id: a for i, a in address.items()}

    def _address(self, order: list[int], address: dict[int, int]) -> None:
        at = 0
        for i in order:
            address.setdefault(i, at)
            at += self.part[i].size


def _room_for(sums: list[int], sizes: list[int]) -> bool:
    """Whether each group (of the given ``sums``, sorted) can have a buffer of its own among ``sizes``
    (sorted) no larger than it: the k-th smallest group is at least the k-th smallest size."""
    return len(sums) <= len(sizes) and all(s >= z for s, z in zip(sums, sizes))


def _small_enough(sums: list[int], sizes: list[int]) -> bool:
    """Whether, for every group (``sums`` sorted), the groups no larger than it can be made of the
    buffers no larger than it (``sizes`` sorted): only those fit in them, each in one group."""
    need, held, k = 0, 0, 0
    for s in sums:
        need += s
        while k < len(sizes) and sizes[k] <= s:
            held += sizes[k]
            k += 1
        if need > held:
            return False
    return True


def is_frontier(tree: Tree, position: dict[int, int]) -> bool:
    """Whether the leaves at ``position`` are in an order the tree allows."""
    if isinstance(tree, int):
        return True
    kind, children, below = tree
    spots = [position[i] for i in below]
    if max(spots) - min(spots) + 1 != len(spots):
        return False
    if kind == "Q":
        firsts = [min(position[i] for i in leaves(c)) for c in children]
        if firsts != sorted(firsts) and firsts != sorted(firsts, reverse=True):
            return False
    return all(is_frontier(c, position) for c in children)


def _watched(part: Sequence[Buffer], index: dict[int, int]) -> list[list[int]]:
    """Per tick ``k``: the first LOOKAHEAD ticks after ``k + 1`` whose ending buffers all started by
    ``k`` (a sweep over ``k`` with the ticks made ready so far in a heap)."""
    last_start: dict[int, int] = {}  # per tick: when the last of the buffers ending then started
    for b in part:
        if b.end in index:
            u = index[b.end]
            last_start[u] = max(last_start.get(u, 0), index[b.start])
    ready: dict[int, list[int]] = {}
    for u, k in last_start.items():
        ready.setdefault(k, []).append(u)
    pending: list[int] = []
    watch = []
    for k in range(len(index)):
        for u in ready.get(k, ()):
            heapq.heappush(pending, u)
        while pending and pending[0] <= k + 1:
            heapq.heappop(pending)
        watch.append(heapq.nsmallest(LOOKAHEAD, pending))
    return watch


def _restrict(tree: Tree, keep: frozenset[int]) -> Tree | None:
    """The tree of the orders its frontiers give the leaves in ``keep`` (None: no such leaf)."""
    if isinstance(tree, int):
        return tree if tree in keep else None
    if tree[2] <= keep:
        return tree
    kids = [c for c in (_restrict(c, keep) for c in tree[1]) if c is not None]
    if not kids:
        return None
    return p_node(kids) if tree[0] == "P" else q_node(kids)


def _substitute(tree: Tree, fill: dict[int, Tree]) -> Tree:
    """``tree`` with each leaf in ``fill`` replaced by its subtree."""
    if isinstance(tree, int):
        return fill.get(tree, tree)
    if fill.keys().isdisjoint(tree[2]):
        return tree
    return node(tree[0], [_substitute(c, fill) for c in tree[1]])


def _run_of(tree: Tree) -> list[int]:
    """The leaves of the ("G", ...) marker node in ``tree``."""
    if isinstance(tree, int):
        return []
    if tree[0] == "G":
        return frontier(tree)
    for child in tree[1]:
        found = _run_of(child)
        if found:
            return found
    return []
