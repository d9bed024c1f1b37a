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
    does not rise."""
    candidates = sorted((k for k, h in hosts.items() if k in buffers and h in buffers and k != h), key=_order)
    kept: set[Hashable] = set()
    best = profile(buffers, others, hosts, kept)
    for move in _components(candidates, hosts) + [{key} for key in candidates]:
        if move <= kept:
            continue
        trial = profile(buffers, others, hosts, kept | move)
        if trial <= best:
            kept |= move
            best = trial
    top = best[0]
    for _ in range(2):
        changed = False
        for key in candidates:
            if key not in kept and profile(buffers, others, hosts, kept | {key})[0] <= top:
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
