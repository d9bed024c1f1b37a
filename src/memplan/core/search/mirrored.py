"""The grouping search of a flat part run backwards in time too, in a process of its own.

Mirrored in time (each lifetime [s, e) becomes [T - e, T - s)), a part whose load is flat at the
capacity stays flat, and it has the same plans: which buffers overlap in time does not change.
But the grouping search (regroup.py) decides tick by tick in time order, and the order matters:
a simulated allocator (issue 27) splits the runs it frees going forward and merges them going
backward, and the search fills 18 of 26 such allocators of 1,000 buffers forward in 400k steps,
none of the same allocators mirrored (stop 42). One search taking turns between the two ways filled
13 and 13: each way got half the steps. So when the searches have worker processes (``--jobs``
2 or more), a call of the grouping search of at least ``TWO_WAYS_MIN`` steps also runs the part
mirrored, in a process of its own, with as many steps.

Which way's plan is taken never depends on which process is quicker. A way that ends the search
(a plan, or a proof that there is none) at step m of a call tells the other, which stops at m (or
at m + 1 for the forward way); the forward way wins ties. The counted work is the winner's m,
or the larger of the two ways' steps when neither ended the search. Only the deadline (the
clock) can cut a way short, as it can any search.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.search.flat import FOUND, GAVE_UP, INFEASIBLE, FillResult
from memplan.core.search import workers
from memplan.core.search.regroup import Regrouping

if TYPE_CHECKING:
    from memplan.core.search.workers import Pool, _Worker

TWO_WAYS_MIN = 20_000  # steps (about a second): shorter calls are not worth a process
ENTRY = ("memplan.core.search.mirrored", "worker_main")
DECIDED = (FOUND, INFEASIBLE)

# an answer from the mirrored way: (status, offsets, steps of the call, whether its search ended)
Answer = tuple[str, "dict[int, int] | None", int, bool]


def mirrored(part: Sequence[Buffer]) -> list[Buffer]:
    """``part`` with time running backwards over the same span (its plans are the same offsets;
    mirrored twice, it is ``part``)."""
    if not part:
        return []
    turn = min(b.start for b in part) + max(b.end for b in part)
    return [dataclasses.replace(b, start=turn - b.end, end=turn - b.start) for b in part]


class TwoWays:
    """A :class:`~memplan.core.search.regroup.Regrouping` (the same calls) that also searches the
    part mirrored in time, in a process of ``pool``'s, on calls of ``TWO_WAYS_MIN`` steps or more."""

    def __init__(self, part: Sequence[Buffer], capacity: int, pool: Pool | None, seed: int = 0) -> None:
        self.forward = Regrouping(part, capacity, seed)
        self.part, self.capacity, self.seed, self.pool = list(part), capacity, seed, pool
        self.lane: _Worker | None = None
        self.lane_over = pool is None or self.forward.ended is not None  # no mirrored way (any more)
        self.decided: FillResult | None = None  # by the mirrored way

    @property
    def ended(self) -> FillResult | None:
        if self.decided is not None:
            return self.decided
        ahead = self.forward.ended
        if ahead is not None and ahead.status == GAVE_UP and not self.lane_over:
            return None  # the forward way tried all it tries; the mirrored way goes on
        return ahead

    def run(self, nodes: int, deadline: Deadline = Deadline()) -> FillResult:
        """As Regrouping.run."""
        if self.ended is not None:
            return dataclasses.replace(self.ended, nodes=0)
        lane = self._lane(nodes, deadline)
        if lane is None:
            return self.forward.run(nodes, deadline)
        answer: Answer | None = None

        def cap() -> int | None:  # the forward way stops past a step at which the mirrored one ended
            nonlocal answer
            if answer is None:
                answer = self._receive(lane, wait=False)
            return answer[2] + 1 if answer is not None and answer[0] in DECIDED else None

        ahead = self.forward.run(nodes, deadline, cap)
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
        if answer[3]:  # the mirrored way tried all it tries
            self._close_lane()
        return dataclasses.replace(ahead, nodes=max(ahead.nodes, answer[2]))

    def _lane(self, nodes: int, deadline: Deadline) -> _Worker | None:
        """The mirrored way's process, given this call's steps; None if this call runs forward only."""
        if self.lane_over or nodes < TWO_WAYS_MIN:
            return None
        if self.lane is None:
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
        """The mirrored way's answer to this call: at once (``wait`` False: None if not in yet) or by
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
    """The mirrored way's process: the part (mirrored already), then calls, each answered with an
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
        search = Regrouping(part, capacity, seed)
        while True:
            message = early.popleft() if early else conn.recv()
            if message[0] != "run":
                continue
            _, nodes, at = message
            result = search.run(nodes, Deadline(at), cap)
            conn.send((result.status, result.offsets, result.nodes, search.ended is not None))
    except (EOFError, OSError):
        os._exit(0)
