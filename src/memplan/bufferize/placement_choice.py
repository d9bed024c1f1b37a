"""Which placements to keep, one by one: those that do not raise the bytes live at once.

A placement (a pad's source in its interior, a concat's input or an insert's source in its slice)
removes a copy, but merges the placed value's buffer into its host's: the host is then live from
the placed value's producer on. Whether that raises the peak depends on where the peak is, so it
is decided per placement, on the lifetimes of the program bufferized with no placement at all
(each buffer's ticks and bytes, as merge-alloc sees them): a placement merges two intervals
into their hull, of the host's size (:func:`choose_placements`). This is a model: the choice is
bufferized and measured again before it is kept (see ``driver._least_memory``).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from memplan.core.bounds import live_bytes_profile
from memplan.core.buffer import Buffer


@dataclass(frozen=True)
class Lifetime:
    """A buffer's bytes, live during ticks [start, end) of its scope."""

    scope: Hashable
    start: int
    end: int
    size: int


def choose_placements(buffers: dict[Hashable, Lifetime], others: list[Lifetime],
                      hosts: dict[Hashable, Hashable]) -> set[Hashable]:
    """The keys of ``hosts`` (a placed buffer -> the buffer it is placed in, both keys of ``buffers``)
    to keep, in two greedy passes in key order. First for memory: the placements into one buffer
    together, then each alone, are kept when the
    profile of bytes live at once does not get worse (its highest value first, then the next:
    a placement that only raises a valley is not taken yet, so that it cannot become the peak
    once the real peak is lowered). Then for copies: each other placement is kept when the peak
    does not rise.

    A trial changes only the intervals of the groups it merges, so the profile is updated where
    they lie (:class:`_LoadProfile`) rather than recomputed: a program of 20,000 ops weighs
    thousands of placements. Hosts that form a cycle (no analysis makes one) are recomputed."""
    candidates = sorted((k for k, h in hosts.items() if k in buffers and h in buffers and k != h), key=_order)
    loads = (_LoadProfile(buffers, others, hosts) if _acyclic(candidates, hosts)
             else _Recomputed(buffers, others, hosts))
    kept: set[Hashable] = set()
    for move in _components(candidates, hosts) + [{key} for key in candidates]:
        if not move <= kept and loads.keep_if_no_worse(move - kept):
            kept |= move
    top = loads.peak
    for _ in range(2):
        changed = False
        for key in candidates:
            if key not in kept and loads.keep_if_peak_at_most({key}, top):
                kept.add(key)
                changed = True
        if not changed:
            break
    return kept


def _components(candidates: list[Hashable], hosts: dict[Hashable, Hashable]) -> list[set[Hashable]]:
    """The placements that end in one buffer, together (a dense block's growing concatenations
    lower the peak only all at once), by that buffer's key."""
    groups: dict[Hashable, set[Hashable]] = {}
    for key in candidates:
        groups.setdefault(_outermost(key, hosts), set()).add(key)
    return [groups[root] for root in sorted(groups, key=_order) if len(groups[root]) > 1]


def peak(buffers: dict[Hashable, Lifetime], others: list[Lifetime], hosts: dict[Hashable, Hashable],
         kept: set[Hashable]) -> int:
    """The most bytes live at once, summed over scopes, when the ``kept`` placements merge each
    buffer into its host (the outermost host's size, over the hull of the lifetimes)."""
    return profile(buffers, others, hosts, kept)[0]


def profile(buffers: dict[Hashable, Lifetime], others: list[Lifetime], hosts: dict[Hashable, Hashable],
            kept: set[Hashable]) -> tuple[int, list[int]]:
    """(:func:`peak`, the bytes live between consecutive ticks of every scope, highest first)."""
    merges = {key: hosts[key] for key in kept if hosts[key] in buffers}
    groups: dict[Hashable, list[Lifetime]] = {}
    for key, life in buffers.items():
        groups.setdefault(_outermost(key, merges), []).append(life)
    merged = [Lifetime(buffers[root].scope, min(m.start for m in members), max(m.end for m in members),
                       buffers[root].size) for root, members in groups.items()]
    return _loads(merged + others)


def _outermost(key: Hashable, hosts: dict[Hashable, Hashable]) -> Hashable:
    """The buffer ``key`` ends up in, following ``hosts`` from host to host (a cycle stops it)."""
    seen = set()
    while key in hosts and key not in seen:
        seen.add(key)
        key = hosts[key]
    return key


def _loads(lifetimes: list[Lifetime]) -> tuple[int, list[int]]:
    """Each scope's bytes live from each tick on (the core's load profile), pooled and sorted."""
    scopes: dict[Hashable, list[Buffer]] = {}
    for i, life in enumerate(lifetimes):
        if life.end > life.start:
            scopes.setdefault(life.scope, []).append(Buffer(i, life.size, life.start, life.end))
    total, values = 0, []
    for buffers in scopes.values():
        steps = [live for _, live in live_bytes_profile(buffers)]
        values.extend(steps)
        total += max(steps, default=0)
    values.sort(reverse=True)
    return total, values


def _order(key):
    return key if isinstance(key, tuple) else (key,)


def _acyclic(candidates: list[Hashable], hosts: dict[Hashable, Hashable]) -> bool:
    """Do the candidates' placements form a forest (no buffer placed, through hosts, in itself)?"""
    keys = set(candidates)
    done: set[Hashable] = set()
    for key in candidates:
        path: set[Hashable] = set()
        while key in keys and key not in done:
            if key in path:
                return False
            path.add(key)
            key = hosts[key]
        done |= path
    return True


class _Recomputed:
    """The profile with the kept placements, recomputed for every trial (the definition,
    :func:`profile`, which :class:`_LoadProfile` follows incrementally)."""

    def __init__(self, buffers: dict[Hashable, Lifetime], others: list[Lifetime], hosts: dict[Hashable, Hashable]):
        self.buffers, self.others, self.hosts = buffers, others, hosts
        self.kept: set[Hashable] = set()
        self.best = profile(buffers, others, hosts, self.kept)

    @property
    def peak(self) -> int:
        return self.best[0]

    def keep_if_no_worse(self, move: set[Hashable]) -> bool:
        trial = profile(self.buffers, self.others, self.hosts, self.kept | move)
        if trial <= self.best:
            self.kept |= move
            self.best = trial
            return True
        return False

    def keep_if_peak_at_most(self, move: set[Hashable], top: int) -> bool:
        if profile(self.buffers, self.others, self.hosts, self.kept | move)[0] <= top:
            self.kept |= move  # (the profile of the best is not needed after the first pass)
            return True
        return False


class _LoadProfile:
    """:func:`profile` of the kept placements, kept up to date trial by trial.

    Each scope's ticks (every start and end, in order) carry the bytes that begin and end there,
    how many intervals begin or end there, and the bytes live from there on. Merging a placed
    buffer's group into its host's group replaces two intervals by their hull, of the outer
    group's size: only the live bytes between the hull's ends change. The profile's list of
    values is compared as :func:`profile` compares it (sorted, highest first) through the values
    that change: two multisets compare as their highest value of differing count does."""

    def __init__(self, buffers: dict[Hashable, Lifetime], others: list[Lifetime], hosts: dict[Hashable, Hashable]):
        self.buffers, self.hosts = buffers, hosts
        self.merges: dict[Hashable, Hashable] = {}
        self.hulls = {key: (life.start, life.end) for key, life in buffers.items()}  # of each group, by its root
        intervals = [(life.scope, life.start, life.end, life.size) for life in list(buffers.values()) + others]
        ticks: dict[Hashable, set[int]] = {}
        for scope, start, end, _ in intervals:
            ticks.setdefault(scope, set()).update((start, end))
        for key, life in buffers.items():  # a group's hull may take its ends from members of other scopes
            while key in hosts and hosts[key] in buffers and hosts[key] != key:  # (acyclic: see the caller)
                key = hosts[key]
                ticks.setdefault(buffers[key].scope, set()).update((life.start, life.end))
        self.scopes = {scope: _ScopeLoads(found) for scope, found in ticks.items()}
        for scope, start, end, size in intervals:
            self.scopes[scope].add(start, end, size, 1)
        for loads in self.scopes.values():
            loads.settle()
        self.peak = sum(loads.top() for loads in self.scopes.values())

    def keep_if_no_worse(self, move: set[Hashable]) -> bool:
        trial = self._trial(move)
        if trial.peak > self.peak or (trial.peak == self.peak and not _fewer_high_values(trial.segments)):
            return False
        self._commit(trial)
        return True

    def keep_if_peak_at_most(self, move: set[Hashable], top: int) -> bool:
        trial = self._trial(move)
        if trial.peak > top:
            return False
        self._commit(trial)
        return True

    def _root(self, key: Hashable, extra: dict[Hashable, Hashable]) -> Hashable:
        while True:
            host = self.merges.get(key, extra.get(key))
            if host is None:
                return key
            key = host

    def _trial(self, move: set[Hashable]) -> _Trial:
        """The profile with ``move``'s placements kept too: each merges the placed buffer's group
        into its host's, whose interval becomes the hull of both (of the host group's size)."""
        trial = _Trial({}, {}, {}, self.peak)
        for key in sorted(move, key=_order):
            root = self._root(self.hosts[key], trial.merges)
            inner, outer = trial.hulls.get(key, self.hulls[key]), trial.hulls.get(root, self.hulls[root])
            hull = (min(inner[0], outer[0]), max(inner[1], outer[1]))
            for member, span, sign in ((key, inner, -1), (root, outer, -1), (root, hull, 1)):
                life = self.buffers[member]
                if span[1] > span[0] and life.size:
                    segment = trial.segments.get(life.scope)
                    if segment is None:
                        segment = trial.segments[life.scope] = _Segment(self.scopes[life.scope])
                    segment.add(span[0], span[1], life.size, sign)
            trial.merges[key] = self.hosts[key]
            trial.hulls[root] = hull
        for scope, segment in trial.segments.items():
            segment.settle()
            trial.peak += segment.top() - self.scopes[scope].top()
        return trial

    def _commit(self, trial: _Trial) -> None:
        self.merges.update(trial.merges)
        self.hulls.update(trial.hulls)
        for segment in trial.segments.values():
            segment.commit()
        self.peak = trial.peak


@dataclass
class _Trial:
    """Placements merged on trial: their hosts and the new hulls by group root, the changed part
    of each scope's profile, and the peak (summed over scopes) with them."""

    merges: dict[Hashable, Hashable]
    hulls: dict[Hashable, tuple[int, int]]
    segments: dict[Hashable, _Segment]
    peak: int


class _ScopeLoads:
    """One scope's ticks: bytes that begin minus bytes that end, intervals that begin or end, and
    bytes live from each tick on (a tick no interval begins or ends at is no step of the profile)."""

    def __init__(self, ticks: set[int]):
        self.ticks = sorted(ticks)
        self.index = {t: i for i, t in enumerate(self.ticks)}
        self.delta = [0] * len(self.ticks)
        self.refs = [0] * len(self.ticks)
        self.live = [0] * len(self.ticks)
        self._top = 0

    def add(self, start: int, end: int, size: int, sign: int) -> None:
        if end > start and size:
            i, j = self.index[start], self.index[end]
            self.delta[i] += sign * size
            self.delta[j] -= sign * size
            self.refs[i] += sign
            self.refs[j] += sign

    def settle(self) -> None:
        live = 0
        for i, d in enumerate(self.delta):
            live += d
            self.live[i] = live
        self._top = max(self.live, default=0)

    def top(self) -> int:
        return self._top


class _Segment:
    """A trial's change to a scope between two of its ticks (both included)."""

    def __init__(self, loads: _ScopeLoads):
        self.loads = loads
        self.lo = self.hi = None
        self.changes: list[tuple[int, int, int]] = []  # (tick index, bytes, intervals)

    def add(self, start: int, end: int, size: int, sign: int) -> None:
        i, j = self.loads.index[start], self.loads.index[end]
        self.changes += [(i, sign * size, sign), (j, -sign * size, sign)]
        self.lo = i if self.lo is None else min(self.lo, i)
        self.hi = j if self.hi is None else max(self.hi, j)

    def settle(self) -> None:
        loads, lo, hi = self.loads, self.lo, self.hi
        self.delta = loads.delta[lo:hi + 1]
        self.refs = loads.refs[lo:hi + 1]
        for i, size, count in self.changes:
            self.delta[i - lo] += size
            self.refs[i - lo] += count
        live = loads.live[lo - 1] if lo else 0
        self.live = []
        for d in self.delta:
            live += d
            self.live.append(live)
        self._top = max(max(loads.live[:lo], default=0), max(self.live), max(loads.live[hi + 1:], default=0))

    def top(self) -> int:
        return self._top

    def values(self) -> tuple[list[int], list[int]]:
        """The profile's values in the segment (ticks where intervals begin or end): before, after."""
        loads, lo = self.loads, self.lo
        before = [loads.live[lo + k] for k, r in enumerate(loads.refs[lo:self.hi + 1]) if r]
        after = [v for v, r in zip(self.live, self.refs) if r]
        return before, after

    def commit(self) -> None:
        loads, lo, hi = self.loads, self.lo, self.hi
        loads.delta[lo:hi + 1] = self.delta
        loads.refs[lo:hi + 1] = self.refs
        loads.live[lo:hi + 1] = self.live
        loads._top = self._top


def _fewer_high_values(segments: dict[Hashable, _Segment]) -> bool:
    """Is the trial's sorted list of values at most the current one (``<=`` of :func:`profile`'s
    lists)? Values outside the segments are the same in both, and two multisets compare as the
    highest value whose counts differ: the list with more of it is the greater."""
    counts: dict[int, int] = {}
    for segment in segments.values():
        before, after = segment.values()
        for v in before:
            counts[v] = counts.get(v, 0) - 1
        for v in after:
            counts[v] = counts.get(v, 0) + 1
    differing = [v for v, c in counts.items() if c]
    return not differing or counts[max(differing)] < 0
