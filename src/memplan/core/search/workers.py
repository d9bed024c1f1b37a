"""Worker processes for the decision searches of ``--jobs N`` (decide.py's portfolio).

With N jobs, strategy k of a decider belongs to slot ``k % N``: slot 0 is the
calling process, slot j a worker process. The workers are an accelerator, not
a source of answers: every strategy's run is a pure function of its inputs and
of the state it carries between runs (the skyline search's table of dead
states), and that state moves with the strategy when it moves to its worker.
So which process runs a strategy, and when a worker became ready, never changes
a plan: the calling process runs every strategy itself (in threads) until the
worker of its slot is ready, and the answer of a round is read in strategy
order as before.

Processes pay only for searches that take a while: a worker costs about 0.6 s
of start-up (a fresh interpreter loading numba and the compiled searches from
the cache; 1.5-2.7 s on a loaded machine, measured), CPU taken from the search,
and each run a round trip; until it is ready, its slot's strategies run in a
thread of the calling process (the compiled searches release the GIL), so the
slots run side by side from the start. So the workers are started only when a
strategy's run has done at least ``REMOTE_MIN_WORK`` (about 0.25 s of search;
runs double from round to round, so seconds more are coming), and only such
strategies move; searches of a second or two never start a process.

A pool lives for one planning call (``session``) and is torn down at its end
(its workers killed, at once). A worker's answer not in by the deadline is not
waited for (``GRACE``: a few milliseconds): the run counts as cut short there,
as it is in the worker, whose search stops by itself at the deadline.
"""

from __future__ import annotations

import contextlib
import threading
import time
import weakref
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from memplan.core import children

if TYPE_CHECKING:  # imported where used: auto's cheap proof passes through here without numpy
    import numpy as np

MAX_LANES = 6  # decide.py's portfolio: three orders for each of two searches (a test checks)
REMOTE_MIN_WORK = 75_000_000  # work units (the canonical search's, about 0.25 s) before a strategy moves
# seconds past the deadline a worker's answer is waited for: a few milliseconds, for an answer
# already on its way; the deadline leaves the command only milliseconds to finish
GRACE = 0.005
LATE = "late"  # an answer not in by the deadline


# the workers' entry point, ``function(fd)``: it sends ("ready",) (or ("cold",) and ends, when
# numba's cache does not hold the searches yet) and then answers runs
ENTRY = ("memplan.core.search.decide", "worker_main")


class _Worker:
    """One worker process and the parent's end of its socket."""

    def __init__(self, entry: tuple[str, str] = ENTRY) -> None:
        self.proc, self.conn = children.start_connected(*entry)
        self.ready = False
        self.alive = True
        self.owed = 0  # answers of runs given up on at a deadline, still to come (and be skipped)
        self.known: set[int] = set()  # deciders this worker holds
        self.forget: list[int] = []

    def poll_ready(self) -> bool:
        """Has it loaded the searches? (It ends when numba's cache did not have them yet.)"""
        if self.alive and not self.ready and self.conn.poll():
            try:
                self.ready = self.conn.recv() == ("ready",)
            except (EOFError, OSError):
                pass
            if not self.ready:  # ("cold",): nothing compiled to load; or it died
                self.kill()
        return self.ready and self.alive

    def receive(self, deadline: float | None, owe: bool = True) -> Any:
        """The oldest answer still awaited (those of runs given up on are skipped); ``LATE`` if
        none is in by ``deadline`` (a ``time.perf_counter`` value, None: no limit), and then, with
        ``owe``, the next to come is skipped; None if the process died."""
        while self.alive:
            timeout = None if deadline is None else max(deadline + GRACE - time.perf_counter(), 0.0)
            if not _ready(self.conn, timeout):
                self.owed += owe
                return LATE
            try:
                answer = self.conn.recv()
            except (EOFError, OSError):
                return None
            if self.owed:  # the answer to a run given up on
                self.owed -= 1
                continue
            return answer
        return None

    def kill(self) -> None:
        self.alive = False
        children.stop(self.proc)
        self.conn.close()


class Pool:
    """Worker processes for slots 1..N-1, started when a strategy first asks for one."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.workers: dict[int, _Worker] = {}  # slot -> its worker
        self.others: list[_Worker] = []  # processes of other searches (mirrored.py), ended with the pool
        self.broken = False
        self.remote_runs = 0  # runs done by workers (for tests and benchmarks)
        self._next_key = 0
        self._restarted: set[int] = set()

    def worker_for(self, slot: int, lanes: int) -> _Worker | None:
        """The worker of ``slot`` (1 <= slot < lanes <= jobs) if it is ready, else None; the
        first request starts the workers of every slot below ``lanes`` at once."""
        if self.broken or not 0 < slot < min(lanes, self.jobs):
            return None
        self.start(lanes)
        w = self.workers.get(slot)
        if w is None or w.poll_ready():
            return w
        if not w.alive and slot not in self._restarted:
            # it found numba's cache empty, started before this process had the searches
            # compiled (they are now, since a search asks): once more
            self._restarted.add(slot)
            del self.workers[slot]
            self.start(lanes)
        return None

    def start(self, lanes: int) -> None:
        """Start the workers of slots 1..lanes-1 not started yet (in the background)."""
        try:
            for slot in range(1, min(lanes, self.jobs, MAX_LANES)):
                if slot not in self.workers and not self.broken:
                    self.workers[slot] = _Worker()
        except OSError:
            self._fail()  # no processes here: everything runs in this one

    def start_other(self, entry: tuple[str, str]) -> _Worker | None:
        """A process running ``entry`` for another search, killed with the pool; None if none can start."""
        if self.broken:
            return None
        try:
            w = _Worker(entry)
        except OSError:
            return None
        self.others.append(w)
        return w

    def key(self, decider: object) -> int:
        """A new id for ``decider``; workers drop their copy once it is garbage."""
        self._next_key += 1
        weakref.finalize(decider, self._forget, self._next_key)
        return self._next_key

    def _forget(self, key: int) -> None:
        for w in self.workers.values():
            if key in w.known:
                w.known.discard(key)
                w.forget.append(key)

    def submit(self, w: _Worker, key: int, buffers, k: int, state, args: tuple) -> None:
        """Send run ``k`` of decider ``key`` (its buffers if ``w`` does not hold it yet, and the
        strategy's state when it moves to ``w``)."""
        message = ("run", key, None if key in w.known else list(buffers), k, state, args, w.forget)
        w.known.add(key)
        w.forget = []
        try:
            w.conn.send(message)
        except OSError:
            self._fail()

    def result(self, w: _Worker, deadline: float | None) -> tuple[int, int, np.ndarray, int] | str | None:
        """The answer of the oldest run sent to ``w`` and still awaited; ``LATE`` when it is not
        in by the deadline (it is skipped when it comes: a deadline inside a run, such as the end
        of one of auto's stages, must not cost the workers, whose searches stop by themselves a
        few milliseconds later); None if the worker died (the pool is torn down: its
        strategies' state is gone)."""
        answer = w.receive(deadline)
        if answer is None:
            self._fail()
        elif answer != LATE:
            self.remote_runs += 1
        return answer

    def _fail(self) -> None:
        self.broken = True
        self.close()

    def close(self) -> None:
        for w in [*self.workers.values(), *self.others]:
            if w.alive:
                w.kill()


_local = threading.local()  # the session of each thread (threads planning at once have their own)


@contextlib.contextmanager
def session(jobs: int) -> Iterator[Pool | None]:
    """A pool for the searches run inside (nested sessions share the outer one's); torn down
    at the end. None for one job."""
    outer = current()
    if outer is not None or jobs <= 1:
        yield outer
        return
    pool = _local.pool = Pool(jobs)
    try:
        yield pool
    finally:
        _local.pool = None
        pool.close()


def current() -> Pool | None:
    return getattr(_local, "pool", None)


def pack_state(tables: dict[Any, np.ndarray]) -> dict[Any, tuple[np.ndarray, np.ndarray, int]]:
    """A strategy's tables, sparse (mostly zeros) for the trip to a worker."""
    import numpy as np

    packed = {}
    for key, table in tables.items():
        idx = np.flatnonzero(table)
        packed[key] = (idx, table[idx], len(table))
    return packed


def unpack_state(packed: dict[Any, tuple[np.ndarray, np.ndarray, int]]) -> dict[Any, np.ndarray]:
    import numpy as np

    tables = {}
    for key, (idx, values, n) in packed.items():
        table = np.zeros(n, dtype=values.dtype)
        table[idx] = values
        tables[key] = table
    return tables


def _ready(conn, timeout: float | None) -> bool:
    """Whether ``conn`` has a message within ``timeout`` (multiprocessing imported only once a
    worker runs: a command whose searches stay in this process does not pay for it)."""
    from multiprocessing.connection import wait

    return bool(wait([conn], timeout))
