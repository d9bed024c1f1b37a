"""Orders of a dependence graph with a low peak of live bytes: the MLIR-free half of ``reorder``.

The problem (:class:`OrderingProblem`): nodes ``0..n-1``, numbered in a valid order (the
program's own); edges ``u -> v`` (``u`` must come before ``v``, so ``u < v``); tensors, each made
by a node (or live from the start) with the nodes that use it, and perhaps needed after the
last node. In an order, a tensor is live from the step of the node that makes it to the step
of its last user, both included (to the end if it is needed after it; at its producer's step
only if nothing uses it). A node may also need ``transient`` bytes during its own step only.
The *peak* of an order is the most bytes live at one step; :func:`best_order` looks for a
valid order whose peak is lower than the original's.

How (:func:`best_order`):

1. *Lazy nodes* leave the search. Delaying a node ``v`` to just before its earliest successor
   never raises the peak when: it has a successor, needs no transient bytes and every tensor it
   makes is used; the bytes it may free (tensors it uses that no descendant uses), ``F(v)``, are
   at most the bytes it keeps (so the steps it moves past hold no more); and ``F(v)`` is at most
   what the first real node reached after it makes and needs (so its own step holds no more
   than that node's). Such nodes are lazy: weight-only computations, ``tensor.empty``-like
   sources, views, small chains feeding a large op. Some optimal order has every lazy node
   just before its earliest successor (delay them one by one, last first), so the search orders
   the other (*real*) nodes; each real node brings the lazy ancestors it still needs, in the
   original order, just before it. This is exact, and keeps the search to the shape of the
   network's data flow.
2. The original order, then a greedy order (take the ready node that adds the fewest bytes,
   then the one whose step holds the fewest, then the earliest), then improvement: the steps
   at the peak are re-ordered exactly within windows of a few real nodes around them, while
   that lowers the peak. The best of these is the heuristic's order, never above the original.
3. Exact search: a best-first (bottleneck Dijkstra) search over *downsets*, the sets of real
   nodes that can have run (every predecessor in), each reached with the lowest peak so far;
   states at or above the best known peak are pruned. It proves the optimum when it ends
   within ``max_states`` states; otherwise the heuristic's order stands, unproven (unless it
   meets the lower bound: the most bytes one node needs at once, what is live at the start).

Everything counts work (states), not time: the same problem gives the same order.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

DEFAULT_MAX_STATES = 100_000
WINDOW = 10  # real nodes per window of the improvement step
WINDOW_STATES = 4_000  # states per window search


@dataclass(frozen=True)
class Tensor:
    """Bytes made by ``producer`` (``None``: live at the start) and read or written by ``users``."""

    size: int
    producer: int | None
    users: frozenset[int] = frozenset()
    live_out: bool = False  # needed after the last node (returned, used after the block)


@dataclass(frozen=True)
class OrderingProblem:
    """Nodes ``0..n-1`` in a valid order; ``edges`` ``(u, v)``: ``u`` before ``v`` (``u < v``)."""

    n: int
    edges: tuple[tuple[int, int], ...] = ()
    tensors: tuple[Tensor, ...] = ()
    transient: tuple[int, ...] = ()  # bytes node i needs during its step only (default 0)

    def __post_init__(self) -> None:
        for u, v in self.edges:
            if not (0 <= u < v < self.n):
                raise ValueError(f"edge {u} -> {v}: nodes are numbered in a valid order, so u < v < n={self.n}")
        for i, t in enumerate(self.tensors):
            if t.size < 0:
                raise ValueError(f"tensor {i} has a negative size {t.size}")
            if t.producer is not None and not 0 <= t.producer < self.n:
                raise ValueError(f"tensor {i}: producer {t.producer} is not a node")
            for u in t.users:
                if not 0 <= u < self.n:
                    raise ValueError(f"tensor {i}: user {u} is not a node")
                if t.producer is not None and u < t.producer:
                    raise ValueError(f"tensor {i}: user {u} comes before its producer {t.producer}")
        if self.transient and (len(self.transient) != self.n or min(self.transient) < 0):
            raise ValueError("transient: one non-negative number of bytes per node")

    def transient_of(self, v: int) -> int:
        return self.transient[v] if self.transient else 0


@dataclass(frozen=True)
class OrderResult:
    order: tuple[int, ...]
    peak: int
    original_peak: int
    lower_bound: int
    optimal: bool  # the peak is proven the lowest of any valid order
    method: str  # "exact", "heuristic", or "original" (nothing lower found: the order is kept)
    states: int  # states the exact search explored


# -- evaluating an order -----------------------------------------------------------------------------

def check_order(problem: OrderingProblem, order: Sequence[int]) -> None:
    """Raise ``ValueError`` unless ``order`` is a permutation of the nodes respecting every edge."""
    if sorted(order) != list(range(problem.n)):
        raise ValueError(f"not a permutation of the {problem.n} nodes")
    position = {v: i for i, v in enumerate(order)}
    for u, v in problem.edges:
        if position[u] > position[v]:
            raise ValueError(f"node {u} must come before node {v}")
    for i, t in enumerate(problem.tensors):
        if t.producer is not None and any(position[u] < position[t.producer] for u in t.users):
            raise ValueError(f"tensor {i} is used before node {t.producer} makes it")


def profile(problem: OrderingProblem, order: Sequence[int]) -> list[int]:
    """Bytes live at each step of ``order``."""
    n = len(order)
    if n == 0:
        return []
    position = {v: i for i, v in enumerate(order)}
    delta = [0] * (n + 1)
    for t in problem.tensors:
        if t.size == 0 or (t.producer is None and not t.users and not t.live_out):
            continue
        start = 0 if t.producer is None else position[t.producer]
        end = n - 1 if t.live_out else max((position[u] for u in t.users), default=start)
        end = max(end, start)
        delta[start] += t.size
        delta[end + 1] -= t.size
    out, live = [], 0
    for i, v in enumerate(order):
        live += delta[i]
        out.append(live + problem.transient_of(v))
    return out


def peak(problem: OrderingProblem, order: Sequence[int]) -> int:
    return max(profile(problem, order), default=0)


def lower_bound(problem: OrderingProblem) -> int:
    """No order's peak is below this: each node's step holds what it uses and makes, and the
    first step holds every tensor live at the start."""
    uses: list[int] = [0] * problem.n
    makes: list[int] = [0] * problem.n
    start = 0
    for t in problem.tensors:
        if t.producer is None:
            start += t.size if (t.users or t.live_out) else 0
        else:
            makes[t.producer] += t.size
        for u in t.users:
            if u != t.producer:
                uses[u] += t.size
    bound = max((uses[v] + makes[v] + problem.transient_of(v) for v in range(problem.n)), default=0)
    return max(bound, start if problem.n else 0)


# -- the search ---------------------------------------------------------------------------------------

class _Graph:
    """The problem with lazy nodes folded into the real nodes that need them (see the module doc)."""

    def __init__(self, problem: OrderingProblem):
        n = self.n = problem.n
        self.problem = problem
        preds = [0] * n
        succs: list[list[int]] = [[] for _ in range(n)]
        for t in problem.tensors:  # a tensor's users come after its producer
            if t.producer is not None:
                for u in t.users:
                    if u != t.producer:
                        preds[u] |= 1 << t.producer
        for u, v in problem.edges:
            preds[v] |= 1 << u
        for v in range(n):
            for u in _bits(preds[v]):
                succs[u].append(v)
        self.preds = preds
        self.uses: list[list[int]] = [[] for _ in range(n)]
        self.makes: list[list[int]] = [[] for _ in range(n)]
        self.users_mask: list[int] = []
        live_start = 0
        for i, t in enumerate(problem.tensors):
            mask = 0
            for u in t.users:
                if u != t.producer:
                    mask |= 1 << u
                    self.uses[u].append(i)
            self.users_mask.append(mask)
            if t.producer is None:
                if t.size and (mask or t.live_out):
                    live_start += t.size
            else:
                self.makes[t.producer].append(i)
        self.live_start = live_start
        self.out = [sum(problem.tensors[i].size for i in self.makes[v]) for v in range(n)]
        # bytes a node's tensors keep live after its step (the others are never used)
        self.kept = [sum(problem.tensors[i].size for i in self.makes[v]
                         if self.users_mask[i] or problem.tensors[i].live_out) for v in range(n)]
        self.step_extra = [self.out[v] + problem.transient_of(v) for v in range(n)]
        descendants = [0] * n
        for v in reversed(range(n)):
            for w in succs[v]:
                descendants[v] |= descendants[w] | (1 << w)
        # in reverse order, so that a node's successors are decided first
        self.lazy = [False] * n
        reach = [0] * n  # bytes the first real node after v surely makes and needs at its step
        for v in reversed(range(n)):
            reach[v] = min((reach[w] if self.lazy[w] else self.step_extra[w] for w in succs[v]), default=0)
            self.lazy[v] = self._is_lazy(v, succs[v], descendants[v], reach[v])
        self.real = [v for v in range(n) if not self.lazy[v]]
        # per real node: the lazy ancestors it brings (through lazy nodes only) and the real
        # nodes that must have run first (its own real predecessors and those of what it brings)
        closure = [0] * n
        need = [0] * n
        for v in range(n):
            for u in _bits(preds[v]):
                if self.lazy[u]:
                    closure[v] |= closure[u] | (1 << u)
                    need[v] |= need[u]
                else:
                    need[v] |= 1 << u
        self.closure, self.need = closure, need
        self.real_succs: dict[int, list[int]] = {v: [] for v in self.real}
        for v in self.real:
            for u in _bits(need[v]):
                self.real_succs[u].append(v)

    def _is_lazy(self, v: int, succs: list[int], descendants: int, reach: int) -> bool:
        t = self.problem.tensors
        if not succs or self.problem.transient_of(v) or self.kept[v] != self.out[v]:
            return False
        may_free = sum(t[i].size for i in self.uses[v]
                       if not t[i].live_out and not (self.users_mask[i] & descendants))
        return may_free <= self.kept[v] and may_free <= reach

    # -- steps -----------------------------------------------------------------------------------
    def step(self, done: int, lazy_done: int, live: int, v: int) -> tuple[int, int, int, int]:
        """Run real node ``v``, after the lazy nodes it brings, once ``done`` ran: ``(highest
        bytes of these steps, live bytes after, done, lazy done)``."""
        high = 0
        ran = done | lazy_done
        for u in _bits(self.closure[v] & ~lazy_done):
            high = max(high, live + self.out[u])
            ran |= 1 << u
            live += self.kept[u] - self._freed(u, ran)
        high = max(high, live + self.step_extra[v])
        ran |= 1 << v
        live += self.kept[v] - self._freed(v, ran)
        return high, live, done | (1 << v), lazy_done | self.closure[v]

    def _freed(self, v: int, ran: int) -> int:
        """Bytes of the tensors ``v`` uses that nothing after ``ran`` uses."""
        freed = 0
        for i in self.uses[v]:
            t = self.problem.tensors[i]
            if t.size and not t.live_out and not (self.users_mask[i] & ~ran):
                freed += t.size
        return freed

    def ready(self, v: int, done: int) -> bool:
        return (self.need[v] & ~done) == 0

    def expand(self, real_order: Iterable[int]) -> list[int]:
        """The full order: each real node preceded by the lazy nodes it brings."""
        order, lazy_done = [], 0
        for v in real_order:
            pending = self.closure[v] & ~lazy_done
            order.extend(_bits(pending))
            order.append(v)
            lazy_done |= pending
        return order

    def real_order_of(self, order: Sequence[int]) -> list[int]:
        return [v for v in order if not self.lazy[v]]

    def evaluate(self, real_order: Sequence[int], start: tuple[int, int, int] | None = None) -> list[int]:
        """Highest bytes at each real node's steps."""
        done, lazy_done, live = start or (0, 0, self.live_start)
        highs = []
        for v in real_order:
            high, live, done, lazy_done = self.step(done, lazy_done, live, v)
            highs.append(high)
        return highs

    def state_before(self, real_order: Sequence[int], k: int) -> tuple[int, int, int]:
        done, lazy_done, live = 0, 0, self.live_start
        for v in real_order[:k]:
            _, live, done, lazy_done = self.step(done, lazy_done, live, v)
        return done, lazy_done, live


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _search(g: _Graph, start: tuple[int, int, int], nodes: Sequence[int], upper: int | None,
            max_states: int) -> tuple[list[int] | None, int, bool]:
    """Order ``nodes`` (real nodes, all ready once the others are) after ``start`` with the
    lowest peak below ``upper``: ``(order or None, states explored, finished)``. ``None`` with
    ``finished``: no order of these nodes stays below ``upper``."""
    done0, lazy0, live0 = start
    goal = done0
    for v in nodes:
        goal |= 1 << v
    member = goal & ~done0
    ready0 = 0
    for v in nodes:
        if g.ready(v, done0):
            ready0 |= 1 << v
    best: dict[int, int] = {done0: -1}
    parent: dict[int, tuple[int, int]] = {}
    heap = [(-1, 0, done0, lazy0, live0, ready0)]
    states = 0
    while heap:
        high, _, done, lazy_done, live, ready = heapq.heappop(heap)
        if best.get(done, high) < high:
            continue
        if done == goal:
            order = []
            while done != done0:
                done, v = parent[done]
                order.append(v)
            return order[::-1], states, True
        for v in _bits(ready):
            states += 1
            if states > max_states:
                return None, states, False
            step_high, after, new_done, new_lazy = g.step(done, lazy_done, live, v)
            new_high = max(high, step_high)
            if upper is not None and new_high >= upper:
                continue
            if new_high < best.get(new_done, new_high + 1):
                best[new_done] = new_high
                parent[new_done] = (done, v)
                new_ready = ready & ~(1 << v)
                for w in g.real_succs[v]:
                    if (member >> w) & 1 and g.ready(w, new_done):
                        new_ready |= 1 << w
                heapq.heappush(heap, (new_high, -new_done.bit_count(), new_done, new_lazy, after, new_ready))
    return None, states, True


def _greedy(g: _Graph) -> list[int]:
    done = lazy_done = 0
    live = g.live_start
    remaining = set(g.real)
    order = []
    while remaining:
        best = None
        for v in remaining:
            if not g.ready(v, done):
                continue
            high, after, new_done, new_lazy = g.step(done, lazy_done, live, v)
            key = (after - live, high, v)
            if best is None or key < best[0]:
                best = (key, v, after, new_done, new_lazy)
        _, v, live, done, lazy_done = best
        remaining.discard(v)
        order.append(v)
    return order


def _improve(g: _Graph, real_order: list[int], budget: int, window: int = WINDOW,
             max_states: int = WINDOW_STATES) -> tuple[list[int], int]:
    """Lower the peak by re-ordering windows of real nodes around the peak's steps exactly,
    within ``budget`` steps of work: ``(order, work used)``."""
    order = list(real_order)
    tried: set[tuple[int, int]] = set()
    used = 0
    while used < budget:
        highs = g.evaluate(order)
        used += len(order)
        if not highs:
            return order, used
        top = max(highs)
        improved = False
        for p in [i for i, h in enumerate(highs) if h == top]:
            for lo in (p - window // 2, p - window + 1, p):
                lo = max(0, min(lo, len(order) - window))
                hi = min(len(order), lo + window)
                key = (lo, hash(tuple(order[lo:hi])))
                if key in tried:
                    continue
                tried.add(key)
                start = g.state_before(order, lo)
                found, states, _ = _search(g, start, order[lo:hi], top, min(max_states, max(budget - used, 0)))
                used += lo + states
                if found is not None:
                    order[lo:hi] = found
                    improved = True
                    break
            if improved:
                break
        if not improved:
            return order, used
    return order, used


def _parts(g: _Graph) -> list[list[int]]:
    """The real nodes split at *cut* nodes (those every other real node precedes or follows):
    parts that any order runs one after another, each from the same state, so each can be
    ordered on its own."""
    rank = {v: i for i, v in enumerate(g.real)}
    ancestors: dict[int, int] = {}
    succ: dict[int, list[int]] = {v: [] for v in g.real}
    for v in g.real:
        mask = 0
        for u in _bits(g.need[v]):
            mask |= ancestors[u] | (1 << u)
            succ[u].append(v)
        ancestors[v] = mask
    descendants: dict[int, int] = {}
    for v in reversed(g.real):
        mask = 0
        for w in succ[v]:
            mask |= descendants[w] | (1 << w)
        descendants[v] = mask
    parts: list[list[int]] = [[]]
    total = len(g.real)
    for v in g.real:
        if ancestors[v].bit_count() == rank[v] and descendants[v].bit_count() == total - rank[v] - 1:
            parts += [[v], []]
        else:
            parts[-1].append(v)
    return [p for p in parts if p]


def best_order(problem: OrderingProblem, max_states: int = DEFAULT_MAX_STATES) -> OrderResult:
    """A valid order of ``problem`` whose peak is at most the original's; proven optimal when the
    exact search ends within ``max_states`` states in all (or the lower bound is met).

    The exact search runs on the parts between cut nodes (:func:`_parts`) that hold the peak,
    highest first: parts are independent, so once a part at the peak is proven optimal, so is
    the whole order."""
    original = list(range(problem.n))
    original_peak = peak(problem, original)
    bound = lower_bound(problem)
    if problem.n == 0:
        return OrderResult((), 0, 0, 0, True, "original", 0)
    g = _Graph(problem)
    candidates = [g.real_order_of(original), _greedy(g)]
    real = min(candidates, key=lambda o: max(g.evaluate(o), default=0))
    real, states = _improve(g, real, max_states // 2)
    optimal, method = False, "heuristic"
    proven: set[int] = set()  # parts (by their first node in the original order) proven optimal
    parts = _parts(g)
    while not optimal:
        highs = g.evaluate(real)
        top = max(highs, default=0)
        if top <= bound:
            optimal = True
            break
        position = {v: i for i, v in enumerate(real)}
        at_peak = [p for p in parts if max(highs[position[v]] for v in p) == top]
        if any(min(p) in proven for p in at_peak):
            optimal = True
            break
        part = at_peak[0]
        lo = min(position[v] for v in part)
        found, used, finished = _search(g, g.state_before(real, lo), part, top, max_states - states)
        states += used
        if not finished:
            break
        proven.add(min(part))
        if found is None:
            optimal = True
        else:
            real[lo:lo + len(part)] = found
            method = "exact"
    order = g.expand(real)
    best_peak = peak(problem, order)
    if best_peak >= original_peak:  # nothing lower: keep the program's own order
        return OrderResult(tuple(original), original_peak, original_peak, bound, optimal, "original", states)
    return OrderResult(tuple(order), best_peak, original_peak, bound, optimal, method, states)
