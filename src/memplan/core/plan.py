"""A plan assigns each buffer an offset; ``check`` proves it safe."""

from __future__ import annotations

import bisect
import heapq
import operator
from dataclasses import dataclass, field
from collections.abc import Mapping, Sequence

from memplan.core.buffer import Buffer
from memplan.core.bounds import arena_floor, granularity, has_duplicates, round_up


LARGE_CHECK = 20_000  # plans this large are checked with numpy and compiled code
MAX_OFFSET = (1 << 63) - 1  # offsets are 64-bit values (CSV, MLIR's index, numpy)


class PlanError(ValueError):
    """A plan that would corrupt memory or break alignment."""


@dataclass
class Plan:
    """Offsets for ``buffers``; ``optimal`` is True only when a planner proved it.

    ``bound`` is the best lower bound a planner proved beyond the static ones
    (a search that exhausted every smaller arena); :attr:`lower_bound` combines
    them, so a plan is optimal exactly when its arena reaches its lower bound.
    Only memplan's own planners' ``optimal`` and ``bound`` count: what another
    planner claims is kept in ``claimed_optimal`` and ``claimed_bound``, to be said as a
    claim where memplan did not prove it (:attr:`unverified`), never counted as a proof
    (see :func:`returned_plan`).
    """

    buffers: Sequence[Buffer]
    offsets: dict[int, int]
    planner: str = ""
    optimal: bool = False
    seconds: float = 0.0
    stats: dict[str, object] = field(default_factory=dict)
    bound: int = 0
    claimed_optimal: bool = False  # what a planner not memplan's own said (never counted)
    claimed_bound: int = 0
    _static_bound: int | None = field(default=None, init=False, repr=False, compare=False)
    _granularity: int | None = field(default=None, init=False, repr=False, compare=False)
    _arena: tuple[int, int] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def arena_size(self) -> int:
        """The highest end of a buffer. Large plans remember it for their offsets dict (a second
        of Python at a million buffers, asked for by every stage): planners build new dicts
        rather than change one in place."""
        if len(self.buffers) < LARGE_CHECK:
            return max((self.offsets[b.id] + b.size for b in self.buffers), default=0)
        if self._arena is None or self._arena[0] != id(self.offsets):
            self._arena = (id(self.offsets), max((self.offsets[b.id] + b.size for b in self.buffers), default=0))
        return self._arena[1]

    @property
    def static_bound(self) -> int:
        """:func:`~memplan.core.bounds.arena_floor` of the buffers (computed once)."""
        if self._static_bound is None:
            self._static_bound = arena_floor(self.buffers)
        return self._static_bound

    @property
    def lower_bound(self) -> int:
        """The best proven lower bound: static bounds, the planner's proof (rounded up to the
        :func:`~memplan.core.bounds.granularity`, as the optimum is), or the arena if optimal."""
        if self._granularity is None:
            self._granularity = granularity(self.buffers)
        proven = round_up(self.bound, self._granularity)
        return max(self.static_bound, proven, self.arena_size if self.optimal else 0)

    @property
    def unverified(self) -> str:
        """The claims of another planner that memplan's own bounds do not prove, in words ("" for none)."""
        claims = ["optimal"] if self.claimed_optimal and not self.is_at_lower_bound() else []
        if self.claimed_bound > self.lower_bound:
            claims.append(f"lower bound {self.claimed_bound}")
        return ", ".join(claims)

    @property
    def ratio(self) -> float:
        lb = self.lower_bound
        return self.arena_size / lb if lb else 1.0

    def is_at_lower_bound(self) -> bool:
        return self.arena_size <= self.lower_bound

    def check(self, capacity: int | None = None) -> None:
        """Raise :class:`PlanError` unless the plan is safe.

        Safe means: every buffer has a non-negative offset that honours its
        alignment, and no two buffers whose lifetimes overlap overlap in memory.
        A sweep over lifetimes keeps the check O(n log n + overlaps); large plans
        are checked by compiled code when it is loaded (the same answer).
        """
        if len(self.buffers) >= LARGE_CHECK:
            self._check_large(capacity)
            return
        ids = [b.id for b in self.buffers]
        if len(set(ids)) != len(ids):
            raise PlanError("duplicate buffer ids")
        for b in self.buffers:
            if b.id not in self.offsets:
                raise PlanError(f"buffer {b.id} has no offset")
            off = self.offsets[b.id]
            if off < 0:
                raise PlanError(f"buffer {b.id} has negative offset {off}")
            if off % b.alignment:
                raise PlanError(f"buffer {b.id} at offset {off} breaks alignment {b.alignment}")
        if capacity is not None and self.arena_size > capacity:
            raise PlanError(f"arena {self.arena_size} exceeds capacity {capacity}")
        self._check_no_overlap()

    def _check_large(self, capacity: int | None) -> None:
        """``check`` with numpy (ids, offsets, alignment) and compiled overlap search."""
        import numpy as np  # here: small plans never load it (0.15 s a process)

        from memplan.core.bounds import columns
        from memplan.core.budget import Deadline
        from memplan.core import solvers

        ids = np.fromiter((b.id for b in self.buffers), np.int64, len(self.buffers))
        if has_duplicates(ids):
            raise PlanError("duplicate buffer ids")
        missing = next((b.id for b in self.buffers if b.id not in self.offsets), None)
        if missing is not None:
            raise PlanError(f"buffer {missing} has no offset")
        start, end, size, align = columns(self.buffers)
        offsets = np.fromiter((self.offsets[b.id] for b in self.buffers), np.int64, len(self.buffers))
        bad = np.nonzero((offsets < 0) | (offsets % align != 0))[0]
        if len(bad):
            b = self.buffers[int(bad[0])]
            off = self.offsets[b.id]
            raise PlanError(f"buffer {b.id} has negative offset {off}" if off < 0 else
                            f"buffer {b.id} at offset {off} breaks alignment {b.alignment}")
        if capacity is not None and self.arena_size > capacity:
            raise PlanError(f"arena {self.arena_size} exceeds capacity {capacity}")
        jit = solvers.placement.get(Deadline(), wait=False)
        if jit is None:
            self._check_no_overlap()
            return
        i, j = jit.first_conflict(start, end, size, offsets)
        if i >= 0:
            a, b = sorted((self.buffers[i], self.buffers[j]), key=lambda x: (x.start, x.id))
            lo, hi = max(self.offsets[a.id], self.offsets[b.id]), min(self.offsets[a.id] + a.size,
                                                                        self.offsets[b.id] + b.size)
            raise PlanError(f"buffers {a.id} [{a.start},{a.end}) and {b.id} [{b.start},{b.end}) "
                            f"are live together and overlap in memory at [{lo},{hi})")

    def _check_no_overlap(self) -> None:
        """Sweep in start order keeping the live blocks sorted by offset.

        Live blocks are pairwise disjoint (or we have already failed), so a new
        block overlaps one of them iff it overlaps the live block with the
        largest offset below its own end: one bisect per buffer, O(n log n)
        plus list moves, exact. Disjoint blocks of bytes start at distinct
        offsets, so the live ones are kept as a sorted list of offsets (bisect
        on plain ints) and a map from offset to end and buffer.
        """
        offsets = self.offsets
        events = sorted(
            (b for b in self.buffers if b.size > 0 and b.start < b.end),
            key=lambda b: (b.start, b.id),
        )
        live: list[int] = []  # offsets of the live blocks, sorted
        block_at: dict[int, tuple[int, Buffer]] = {}  # live block's offset -> (its end, its buffer)
        ending: list[tuple[int, int]] = []  # heap of (end tick, offset)
        bisect_left, heappush, heappop = bisect.bisect_left, heapq.heappush, heapq.heappop
        for b in events:
            start = b.start
            while ending and ending[0][0] <= start:
                lo = heappop(ending)[1]
                del live[bisect_left(live, lo)]
                del block_at[lo]
            lo = offsets[b.id]
            hi = lo + b.size
            i = bisect_left(live, hi)
            if i > 0 and block_at[live[i - 1]][0] > lo:
                a_lo = live[i - 1]
                a_hi, a = block_at[a_lo]
                raise PlanError(
                    f"buffers {a.id} [{a.start},{a.end}) and {b.id} [{b.start},{b.end}) "
                    f"are live together and overlap in memory at "
                    f"[{max(lo, a_lo)},{min(hi, a_hi)})"
                )
            live.insert(i, lo)
            block_at[lo] = (hi, b)
            heappush(ending, (b.end, lo))


def returned_plan(answer: object, buffers: tuple[Buffer, ...], trusted: bool) -> Plan:
    """A planner's ``answer`` as a plan of exactly ``buffers``, memplan's own copy of what it gave
    the planner, once proven safe: whatever the planner did to the list it was given, the plan
    that comes out places these buffers, with integer offsets, none overlapping a live one.

    ``trusted``: the planner is memplan's own, whose ``optimal`` and ``bound`` are proofs; any
    other planner's are claims, kept apart (:attr:`Plan.unverified`) and not counted. Raises
    :class:`PlanError` saying what is wrong.
    """
    if not isinstance(answer, Plan):
        raise PlanError(f"it returned {type(answer).__name__}, not a Plan")
    why = changed_buffers(buffers, answer.buffers)
    if why:
        raise PlanError(why)
    offsets = integer_offsets(answer.offsets, buffers)
    if trusted:
        plan = answer
        plan.buffers, plan.offsets = buffers, offsets
    else:
        plan = Plan(buffers, offsets, planner=answer.planner if isinstance(answer.planner, str) else "",
                    seconds=answer.seconds if isinstance(answer.seconds, (int, float)) else 0.0,
                    claimed_optimal=answer.optimal is True, claimed_bound=_whole(answer.bound))
    if max(offsets.values(), default=0) > MAX_OFFSET:  # (an arena too large for a target is the caller's to say)
        key, highest = max(offsets.items(), key=lambda item: item[1])
        raise PlanError(f"buffer {key} has offset {highest}, beyond 64 bits")
    plan.check()
    return plan


def _whole(value: object) -> int:
    """A claimed bound as an int (0, no claim, for anything else)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _name(b: Buffer) -> str:
    return f"buffer {b.label or b.id}"


def changed_buffers(given: Sequence[Buffer], returned: object) -> str | None:
    """How ``returned`` (a plan's buffers) differs from ``given`` in count, ids, sizes, lifetimes or
    alignment, or None. memplan's planners hand back the very objects they were given: checked
    by identity first (50 ms at a million buffers)."""
    if returned is given:
        return None
    if not isinstance(returned, Sequence):
        return f"its plan's buffers are a {type(returned).__name__}, not a sequence"
    if len(returned) == len(given) and all(map(operator.is_, returned, given)):
        return None
    theirs: dict[int, Buffer] = {}
    for b in returned:
        if not isinstance(b, Buffer):
            return f"its plan holds a {type(b).__name__} where a Buffer belongs"
        if b.id in theirs:
            return f"its plan holds {_name(b)} twice"
        theirs[b.id] = b
    mine = {b.id: b for b in given}
    added = [b for i, b in theirs.items() if i not in mine]
    if added:
        return f"it added {_name(added[0])} ({added[0].size} bytes), which it was not given"
    dropped = [b for i, b in mine.items() if i not in theirs]
    if dropped:
        return f"it dropped {len(dropped)} of the {len(given)} buffers ({_name(dropped[0])} first)"
    for b in given:
        why = _changed(b, theirs[b.id])
        if why:
            return f"it changed {_name(b)}: {why}"
    return None


def _changed(mine: Buffer, theirs: Buffer) -> str | None:
    if (mine.start, mine.end) != (theirs.start, theirs.end):
        return f"lifetime [{mine.start},{mine.end}) became [{theirs.start},{theirs.end})"
    if mine.size != theirs.size:
        return f"size {mine.size} became {theirs.size}"
    if mine.alignment != theirs.alignment:
        return f"alignment {mine.alignment} became {theirs.alignment}"
    return None


def integer_offsets(offsets: object, buffers: Sequence[Buffer]) -> dict[int, int]:
    """``offsets`` as a dict of one ``int`` per buffer id (numpy integers become ints), or a
    :class:`PlanError`: a float, a string or a bool is no offset, and an id not among the
    buffers is a buffer the planner was not given."""
    if not isinstance(offsets, Mapping):
        raise PlanError(f"its offsets are a {type(offsets).__name__}, not a mapping from buffer ids")
    if len(offsets) != len(buffers):
        ids = {b.id for b in buffers}
        extra = next((i for i in offsets if i not in ids), None)
        if extra is not None:
            raise PlanError(f"it gave an offset to buffer {extra!r}, which it was not given")
    if isinstance(offsets, dict) and set(map(type, offsets.values())) <= {int}:  # 25 ms a million
        return offsets
    whole: dict[int, int] = {}
    for key, value in offsets.items():
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            b = next((b for b in buffers if b.id == key), None)
            raise PlanError(f"{_name(b) if b else f'buffer {key!r}'} has offset {value!r}, "
                            f"not a whole number of bytes")
        whole[key] = operator.index(value)
    return whole
