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
order, that found a plan or proved there is none. With several jobs the
strategies of a round run in threads (the searches release the GIL), and the
answer is the same as one job would give: the outcome is fixed by the work
budget, not by timing, unless the deadline cuts a round short.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from memplan.core.buffer import Buffer
from memplan.core.planners import branch_bound as bb
from memplan.core.planners import skyline as sky

INFEASIBLE = "infeasible"
TIMEOUT = "timeout"
# work units per second of budget, per search (measured here on a loaded 2-core machine)
WORK_PER_SECOND = {"canonical": bb.WORK_PER_SECOND, "skyline": 200_000_000}
# the common unit of budget is the canonical search's
UNIT = WORK_PER_SECOND["canonical"]


@dataclass
class _Strategy:
    search: str  # "canonical" or "skyline"
    rank: np.ndarray
    keymat: np.ndarray | None = None  # canonical: re-ranking keys at frame splits
    dyn: int = -1


@dataclass
class Decider:
    """Decision probes for one part (non-trivial buffers); keeps what searches learn between probes."""

    buffers: Sequence[Buffer]
    jobs: int = 1
    strategies: list[_Strategy] = field(default_factory=list)
    part: bb._Part | None = None
    skyline: sky.Problem | None = None

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
        """One restart of one strategy: (status, work in common units, offsets)."""
        offset = np.zeros(len(self.buffers), dtype=np.int64)
        p = self.part
        rate = WORK_PER_SECOND[s.search] / UNIT
        limit = int(work_limit * rate)
        if s.search == "canonical":
            status, work = bb._dfs(p.size, p.align, p.sec_lo, p.sec_hi, p.ov_ptr, p.ov_idx, p.mem_ptr, p.mem_idx,
                                   p.total0, s.rank, s.keymat, s.dyn, capacity, node_limit, limit, offset, deadline)
        else:
            stats = np.zeros(2, dtype=np.int64)
            status, work = self.skyline.search(s.rank, capacity, node_limit, limit, offset, deadline, stats)
        return status, int(work / rate), offset

    def decide(self, capacity: int, budget: float, deadline: float | None = None
               ) -> tuple[dict[int, int] | str, float]:
        """Offsets (by id) within ``capacity``, ``INFEASIBLE`` or ``TIMEOUT``; and the budget used (s)."""
        if not self.buffers:
            return {}, 0.0
        if any(b.size > capacity for b in self.buffers) or int(self.part.total0.max()) > capacity:
            return INFEASIBLE, 0.0
        left = int(budget * UNIT * max(self.jobs, 1))
        total = left
        node_limit = 2 * len(self.buffers)
        clock = 0.0 if deadline is None else deadline
        pool = ThreadPoolExecutor(self.jobs) if self.jobs > 1 else None
        try:
            while left > 0:
                if deadline is not None and time.perf_counter() > deadline:
                    break
                share = left // len(self.strategies)
                if share <= 0:
                    break
                runs = [(s, capacity, node_limit, share, clock) for s in self.strategies]
                if pool is None:
                    results = []
                    for args in runs:
                        results.append(self._run(*args))
                        if results[-1][0] in (bb._FOUND, bb._EXHAUSTED):
                            break  # earlier strategies decide first: the same answer as in parallel
                else:
                    results = list(pool.map(lambda a: self._run(*a), runs))
                for status, work, offset in results:
                    left -= work
                    if status == bb._FOUND:
                        return ({b.id: int(offset[i]) for i, b in enumerate(self.buffers)},
                                (total - left) / UNIT / max(self.jobs, 1))
                    if status == bb._EXHAUSTED:
                        return INFEASIBLE, (total - left) / UNIT / max(self.jobs, 1)
                node_limit *= 2
        finally:
            if pool is not None:
                pool.shutdown(wait=True)
        return TIMEOUT, (total - max(left, 0)) / UNIT / max(self.jobs, 1)


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
