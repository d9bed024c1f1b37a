"""The grouping search of a flat part run backwards in time too: in turns in one process, and led
each way in a process of its own.

Mirrored in time (each lifetime [s, e) becomes [T - e, T - s)), a part whose load is flat at the
capacity stays flat, and it has the same plans: which buffers overlap in time does not change.
But the grouping search (regroup.py) decides tick by tick in time order, and the order matters:
a simulated allocator (issue 27) splits the runs it frees going forward and merges them going
backward, and the search fills 18 of 26 such allocators of 1,000 buffers forward in 400k steps,
none of the same allocators mirrored (stop 42). So a process searches both ways (EitherWay): each
restart goes to the way whose restarts got further, and the other way keeps a share of the
steps. When the searches have worker processes (``--jobs`` 2 or more), a call of the grouping search
of at least ``TWO_WAYS_MIN`` steps (and as much clock left, counted) also runs in a process of its
own, led by the mirrored way, with as many steps (TwoWays). Where one way is far easier, both
processes soon spend most of their restarts on it, each in an order of its own (stop 47: 34 of 50
fresh allocators filled in 400k steps, against 31 when the second process searched mirrored only).

Which process's plan is taken never depends on which process is quicker. A process that ends the
search (a plan, or a proof that there is none) at step m of a call tells the other, which stops
at m (or at m + 1 for the first); the first process wins ties. The counted work is the winner's
m, or the larger of the two processes' steps when neither ended the search. Only the deadline
(the clock) can cut a process short, as it can any search.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.search.flat import FOUND, GAVE_UP, INFEASIBLE, FillResult
from memplan.core.search import workers
from memplan.core.search.regroup import NODES_PER_SECOND, Regrouping

if TYPE_CHECKING:
    from memplan.core.search.workers import Pool, _Worker

TWO_WAYS_MIN = 20_000  # steps (about a second): shorter calls are not worth a process
HEDGE = 0.2  # the share of the steps the way behind still gets (EitherWay)
ENTRY = ("memplan.core.search.mirrored", "worker_main")
DECIDED = (FOUND, INFEASIBLE)

# an answer from the second process: (status, offsets, steps of the call, whether its search ended)
Answer = tuple[str, "dict[int, int] | None", int, bool]


def mirrored(part: Sequence[Buffer]) -> list[Buffer]:
    """``part`` with time running backwards over the same span (its plans are the same offsets;
    mirrored twice, it is ``part``)."""
    if not part:
        return []
    turn = min(b.start for b in part) + max(b.end for b in part)
    return [dataclasses.replace(b, start=turn - b.end, end=turn - b.start) for b in part]


class EitherWay:
    """The grouping search of a part as given and mirrored in time, in one process (the same calls as
    :class:`~memplan.core.search.regroup.Regrouping`). Restarts go to the way whose restarts got
    further (the share of its ticks the deepest reached; the part as given on ties), and to the
    other while it has had less than ``HEDGE`` of the steps. Why: one way of a part is often far
    easier than the other (issue 27: a simulated allocator forward, none of the same allocators
    mirrored), and which one mostly shows in how far the first restarts get: on 30 fresh zero-waste
    allocators of 1,000 buffers, the forward way's first three restarts got further than the
    mirrored way's on 27 (tied on one; the way behind keeps its share for the other two).
    ``both_untouched`` False: the mirrored way makes no dive in the untouched order (a second
    process makes it)."""

    def __init__(self, part: Sequence[Buffer], capacity: int, seed: int = 0, both_untouched: bool = True) -> None:
        self.ways = [Regrouping(part, capacity, seed),
                     Regrouping(mirrored(part), capacity, seed + 1, shuffled=not both_untouched)]
        self.spent = [0, 0]  # steps each way was given

    @property
    def ended(self) -> FillResult | None:
        """A way's plan or proof; GAVE_UP once both ways tried all they try."""
        ends = [way.ended for way in self.ways]
        for end in ends:
            if end is not None and end.status != GAVE_UP:
                return end
        return ends[0] if all(end is not None for end in ends) else None

    def run(self, nodes: int, deadline: Deadline = Deadline(), cap: Callable[[], int | None] | None = None) -> FillResult:
        """As Regrouping.run, one restart of a way at a time."""
        if self.ended is not None:
            return dataclasses.replace(self.ended, nodes=0)
        used, lowest = 0, None

        def capped() -> int | None:  # ``cap`` answers once; its answer holds for the rest of the call
            nonlocal lowest
            if cap is not None and (c := cap()) is not None:
                lowest = c if lowest is None else min(lowest, c)
            return lowest

        while used < nodes and not deadline.expired() and ((cut := capped()) is None or used < cut):
            n = self._next()
            base = used
            result = self.ways[n].run(nodes - used, deadline, lambda: None if (c := capped()) is None else c - base,
                                      restarts=1)
            used += result.nodes
            self.spent[n] += result.nodes
            if self.ended is not None:
                return dataclasses.replace(self.ended, nodes=used)
        return FillResult(GAVE_UP, None, used)

    def _next(self) -> int:
        """The way the next restart goes to."""
        live = [n for n, way in enumerate(self.ways) if way.ended is None]
        if len(live) == 1:
            return live[0]
        lead = max(live, key=lambda n: (self.ways[n].reach, -n))
        behind = 1 - lead
        return behind if self.spent[behind] < HEDGE * sum(self.spent) else lead


class TwoWays:
    """An :class:`EitherWay` (the same calls) with a second one, of the part mirrored in time (so led
    by the mirrored way), in a process of ``pool``'s, on calls of ``TWO_WAYS_MIN`` steps or more."""

    def __init__(self, part: Sequence[Buffer], capacity: int, pool: Pool | None, seed: int = 0) -> None:
        self.first = EitherWay(part, capacity, seed, both_untouched=pool is None)
        self.part, self.capacity, self.seed, self.pool = list(part), capacity, seed, pool
        self.lane: _Worker | None = None
        self.lane_over = pool is None or self.first.ended is not None  # no second process (any more)
        self.decided: FillResult | None = None  # by the second process

    @property
    def ended(self) -> FillResult | None:
        if self.decided is not None:
            return self.decided
        ahead = self.first.ended
        if ahead is not None and ahead.status == GAVE_UP and not self.lane_over:
            return None  # the first process tried all it tries; the second goes on
        return ahead

    def run(self, nodes: int, deadline: Deadline = Deadline()) -> FillResult:
        """As Regrouping.run."""
        if self.ended is not None:
            return dataclasses.replace(self.ended, nodes=0)
        lane = self._lane(nodes, deadline)
        if lane is None:
            return self.first.run(nodes, deadline)
        answer: Answer | None = None

        def cap() -> int | None:  # the first process stops past a step at which the second one ended
            nonlocal answer
            if answer is None:
                answer = self._receive(lane, wait=False)
            return answer[2] + 1 if answer is not None and answer[0] in DECIDED else None

        ahead = self.first.run(nodes, deadline, cap)
        if ahead.status in DECIDED:
            if answer is None:
                self._send(lane, ("cap", ahead.nodes))
                answer = self._receive(lane, wait=True, deadline=deadline)
            self._close_lane()
            if answer is not None and answer[0] in DECIDED and answer[2] < ahead.nodes:
                return self._decide(answer)  # in fewer steps
            return ahead
        if answer is None:
            answer = self._receive(lane, wait=True, deadline=deadline)
        if answer is None:
            return ahead
        if answer[0] in DECIDED:
            self._close_lane()
            return self._decide(answer)
        if answer[3]:  # the second process tried all it tries
            self._close_lane()
        return dataclasses.replace(ahead, nodes=max(ahead.nodes, answer[2]))

    def _lane(self, nodes: int, deadline: Deadline) -> _Worker | None:
        """The second process, given this call's steps; None if this call runs in this process only."""
        if self.lane_over or nodes < TWO_WAYS_MIN:
            return None
        if self.lane is None:
            # not with less clock than a call worth one: the process and the part would be sent past a
            # time limit (stop 48: at 60.2 s of 60, pickling 2,000 buffers under load)
            if deadline.expired(margin=TWO_WAYS_MIN / NODES_PER_SECOND):
                return None
            assert self.pool is not None
            self.lane = self.pool.start_other(ENTRY)
            if self.lane is None:
                self.lane_over = True
                return None
            self._send(self.lane, ("part", mirrored(self.part), self.capacity, self.seed))
        self._send(self.lane, ("run", nodes, deadline.at))
        return None if self.lane_over else self.lane

    def _decide(self, answer: Answer) -> FillResult:
        status, offsets, steps, _ = answer
        self.decided = FillResult(status, offsets, steps)
        return self.decided

    def _send(self, lane: _Worker, message: tuple) -> None:
        try:
            lane.conn.send(message)
        except OSError:
            self._close_lane()

    def _receive(self, lane: _Worker, wait: bool, deadline: Deadline = Deadline()) -> Answer | None:
        """The second process's answer to this call: at once (``wait`` False: None if not in yet) or by
        the deadline (None if late: it is skipped when it comes); None if its process died."""
        answer = lane.receive(deadline.at if wait else 0.0, owe=wait)
        if answer is None:
            self._close_lane()
        return None if answer is None or answer == workers.LATE else answer

    def _close_lane(self) -> None:
        self.lane_over = True
        if self.lane is not None and self.lane.alive:
            self.lane.kill()


def worker_main(fd: str) -> None:
    """The second process: the part (mirrored already), then calls, each answered with an
    :data:`Answer`; a "cap" message inside a call lowers its steps (one after it is stale)."""
    import os
    from collections import deque
    from multiprocessing.connection import Connection

    conn = Connection(int(fd))
    early: deque = deque()  # calls sent while the last one ran (after the parent gave up on it)

    def cap() -> int | None:
        while conn.poll():
            message = conn.recv()
            if message[0] == "cap":
                return message[1]
            early.append(message)
        return None

    try:
        _, part, capacity, seed = conn.recv()
        search = EitherWay(part, capacity, seed, both_untouched=False)
        while True:
            message = early.popleft() if early else conn.recv()
            if message[0] != "run":
                continue
            _, nodes, at = message
            result = search.run(nodes, Deadline(at), cap)
            conn.send((result.status, result.offsets, result.nodes, search.ended is not None))
    except (EOFError, OSError):
        os._exit(0)
