"""Is there a plan within capacity C? A portfolio of complete searches, run side by side.

Two searches with different strengths answer the question (both complete, both
with alignment):

* ``canonical`` (branch_bound.py): MiniMalloc's canonical solutions, strong
  when some sections have room to spare (the challenging set);
* ``skyline`` (skyline.py): cell by cell from the bottom, fail-first, with
  well and tiling checks and a table of dead states; strong on tight packings.

Each runs with a few static candidate orders: a *strategy* is (search, order).
Strategies run in rounds: in round r each gets a node limit that doubles with
r (restarts tame the heavy tails of one order) and an equal share of the work
left. The answer of a round is the one of the first strategy, in a fixed
order, that found a plan or proved there is none. With one job a round stops
at that strategy. With N jobs every strategy of a round runs, the work budget
is N times larger, and the strategies are spread over N processes (this one
and N-1 workers, see workers.py; until a worker has started, its strategies
run in a thread of this one); the answer is read in the same fixed order, so
it depends on N and the work budget, not on timing or on which process or
thread ran what, unless the deadline cuts a round short.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from memplan.core.buffer import Buffer
from memplan.core.search import branch_bound as bb
from memplan.core.search import skyline as sky
from memplan.core.search import workers

INFEASIBLE = "infeasible"
TIMEOUT = "timeout"
# work units per second of budget, per search (see branch_bound's; the skyline's keeps its old ratio to it)
WORK_PER_SECOND = {"canonical": bb.WORK_PER_SECOND, "skyline": 93_000_000}
# the common unit of budget is the canonical search's
UNIT = WORK_PER_SECOND["canonical"]


@dataclass
class _Strategy:
    search: str  # "canonical" or "skyline"
    rank: np.ndarray
    keymat: np.ndarray | None = None  # canonical: re-ranking keys at frame splits
    dyn: int = -1
    tables: dict = field(default_factory=dict)  # skyline: its dead states, kept between runs
    remote: bool = False  # moved to its worker (with its tables), for good
    last_work: int = 0  # of its last run: long runs move to a worker


@dataclass
class Decider:
    """Decision probes for one part (non-trivial buffers); keeps what searches learn between probes."""

    buffers: Sequence[Buffer]
    jobs: int = 1
    floor: int = 0  # after an INFEASIBLE answer: no plan is below this
    strategies: list[_Strategy] = field(default_factory=list)
    part: bb._Part | None = None
    skyline: sky.Problem | None = None
    _pool_key: tuple[int, int] | None = None  # (id of the pool, this decider's key in it)

    def __post_init__(self) -> None:
        self.skyline = sky.Problem.of(self.buffers)
        self.part = self.skyline.part
        for i in range(max(len(bb.ORDERS), len(sky.ORDERS))):
            if i < len(bb.ORDERS):
                keys = bb.ORDERS[i]
                keymat = np.stack([self.part.keys[k] for k in keys])
                dyn = keys.index("total") if "total" in keys else -1
                self.strategies.append(_Strategy("canonical", self.skyline.rank(keys), keymat, dyn))
            if i < len(sky.ORDERS):
                self.strategies.append(_Strategy("skyline", self.skyline.rank(sky.ORDERS[i])))

    def _run(self, s: _Strategy, capacity: int, node_limit: int, work_limit: int, deadline: float):
        """One restart of one strategy: (status, work in common units, offsets, floor): when
        exhausted, no plan is below ``floor`` (the canonical search's ``above``; the
        skyline search proves only the capacity asked for)."""
        offset = np.zeros(len(self.buffers), dtype=np.int64)
        p = self.part
        rate = WORK_PER_SECOND[s.search] / UNIT
        limit = int(work_limit * rate)
        above = np.full(1, capacity + 1, dtype=np.int64)
        if s.search == "canonical":
            status, work = bb._dfs(p.size, p.align, p.sec_lo, p.sec_hi, p.ov_ptr, p.ov_idx, p.mem_ptr, p.mem_idx,
                                   p.total0, p.slot_align, p.slots, p.slot_tail, s.rank, s.keymat, s.dyn, capacity,
                                   node_limit, limit, offset, deadline, above)
        else:
            stats = np.zeros(2, dtype=np.int64)
            status, work = self.skyline.search(s.rank, capacity, node_limit, limit, offset, deadline, stats,
                                               tables=s.tables)
        return status, int(work / rate), offset, max(int(above[0]), capacity + 1)

    def decide(self, capacity: int, budget: float, deadline: float | None = None
               ) -> tuple[dict[int, int] | str, float]:
        """Offsets (by id) within ``capacity``, ``INFEASIBLE`` or ``TIMEOUT``; and the budget used (s).

        After ``INFEASIBLE``, ``self.floor`` is what the proof shows: no plan is below it
        (at least ``capacity + 1``)."""
        if not self.buffers:
            return {}, 0.0
        least = max(int(self.part.size.max()), int(self.part.total0.max()))
        if least > capacity:
            self.floor = least
            return INFEASIBLE, 0.0
        lanes = self.lanes
        left = int(budget * UNIT * lanes)
        total = left
        node_limit = 2 * len(self.buffers)
        clock = 0.0 if deadline is None else deadline
        threads = ThreadPoolExecutor(lanes - 1) if lanes > 1 else None
        try:
            while left > 0:
                if deadline is not None and time.perf_counter() > deadline:
                    break
                share = left // len(self.strategies)
                if share <= 0:
                    break
                args = (capacity, node_limit, share, clock)
                if threads is None:
                    results = []
                    for s in self.strategies:
                        results.append(self._run(s, *args))
                        if results[-1][0] in (bb._FOUND, bb._EXHAUSTED):
                            break  # earlier strategies decide first
                else:
                    results = self._round(args, deadline, threads)
                for status, work, offset, floor in results:
                    left -= work
                    if status == bb._FOUND:
                        return ({b.id: int(offset[i]) for i, b in enumerate(self.buffers)},
                                (total - left) / UNIT / lanes)
                    if status == bb._EXHAUSTED:
                        self.floor = floor
                        return INFEASIBLE, (total - left) / UNIT / lanes
                node_limit *= 2
        finally:
            if threads is not None:
                threads.shutdown(wait=True)
        return TIMEOUT, (total - max(left, 0)) / UNIT / lanes

    @property
    def lanes(self) -> int:
        """Strategies run side by side: the jobs, but no more than there are strategies."""
        return max(1, min(self.jobs, len(self.strategies)))

    def _round(self, args: tuple, deadline: float | None, threads: ThreadPoolExecutor
               ) -> list[tuple[int, int, np.ndarray, int]]:
        """Every strategy once, each in the process of its slot (see workers.py): those whose
        worker is ready and whose runs take long go there; the others run here, meanwhile, those
        of slot 0 in this thread and the others in threads (the searches release the GIL), so
        that the slots run side by side while their workers start (0.6 s, more under load)."""
        pool = workers.current()
        sent = {}
        for k, s in enumerate(self.strategies):
            w = self._worker(pool, k, s)
            if w is not None:
                state = None
                if not s.remote:  # moving: the strategy's state goes with it
                    state, s.tables, s.remote = workers.pack_state(s.tables), {}, True
                pool.submit(w, self._pool_key[1], self.buffers, k, state, args)
                sent[k] = w
        results: list = [None] * len(self.strategies)
        bridged = {k: threads.submit(self._run, s, *args) for k, s in enumerate(self.strategies)
                   if k not in sent and k % self.lanes != 0}
        for k, s in enumerate(self.strategies):
            if k not in sent and k not in bridged:
                results[k] = self._run(s, *args)
        for k, future in bridged.items():
            results[k] = future.result()
        for k, w in sent.items():
            results[k] = pool.result(w, deadline)
            if results[k] is workers.LATE:  # cut short by the deadline (and its state stays there)
                results[k] = self._cut_short()
            elif results[k] is None:  # the worker died: the strategy's state is lost
                s = self.strategies[k]
                s.remote = False
                expired = deadline is not None and time.perf_counter() > deadline
                results[k] = self._cut_short() if expired \
                    else self._run(s, *args)
        for s, (_, work, _, _) in zip(self.strategies, results):
            s.last_work = work
        return results

    def _cut_short(self) -> tuple[int, int, np.ndarray, int]:
        """The result of a run the deadline cut short (in a worker)."""
        return bb._DEADLINE, 0, np.zeros(len(self.buffers), dtype=np.int64), 0

    def _worker(self, pool: workers.Pool | None, k: int, s: _Strategy) -> workers._Worker | None:
        """The worker that runs strategy ``k`` this round, or None (this process)."""
        if pool is None:
            s.remote = False
            return None
        if self._pool_key is None or self._pool_key[0] != id(pool):
            self._pool_key = (id(pool), pool.key(self))
        if not s.remote and s.last_work < workers.REMOTE_MIN_WORK:
            return None
        w = pool.worker_for(k % self.lanes, self.lanes)
        if w is None and s.remote:
            s.remote = False  # its worker is gone (and its tables with it)
        return w


def find_within(buffers: Sequence[Buffer], capacity: int, budget: float, deadline: float | None = None,
                jobs: int = 1) -> tuple[dict[int, int] | str, float]:
    """One decision probe with a fresh :class:`Decider` (see Decider.decide)."""
    return Decider(buffers, jobs).decide(capacity, budget, deadline)


def warm_up() -> None:
    """Compile (or load from numba's cache) both searches on a tiny problem."""
    tiny = [Buffer(0, 4, 0, 2, 4), Buffer(1, 4, 1, 3, 4), Buffer(2, 8, 2, 4)]
    bb.warm_up()
    sky.warm_up()
    find_within(tiny, 16, 0.001)


def worker_main(fd: str) -> None:
    """A worker process of workers.py: load the searches, then run what the parent sends (a
    strategy of one of its deciders, with the strategy's state when it moves here) until the
    parent closes the socket."""
    import os
    import sys
    from multiprocessing.connection import Connection

    from memplan.core import solvers

    conn = Connection(int(fd))
    if not solvers.compiled_cache_ready(sys.modules[__name__]):
        conn.send(("cold",))  # compiling is the parent's business (in its own child); not here
        os._exit(0)
    warm_up()
    conn.send(("ready",))
    deciders: dict[int, Decider] = {}
    while True:
        try:
            _, key, buffers, k, state, args, forget = conn.recv()
        except (EOFError, OSError):
            os._exit(0)
        for old in forget:
            deciders.pop(old, None)
        if buffers is not None:
            deciders[key] = Decider(buffers)
        d = deciders[key]
        s = d.strategies[k]
        if state is not None:
            s.tables = workers.unpack_state(state)
        conn.send(d._run(s, *args))
