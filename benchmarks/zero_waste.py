"""Zero-waste packings of kinds memplan was not built on: every byte-tick is used.

Each kind covers a memory ``height`` (1 MiB) at every tick of their horizon, so
the load is the height everywhere and the optimum is the max-load: every gap a
planner leaves is its own. The construction's offsets are a plan at the
optimum (the planner never sees them: the CSV has no offsets).

* ``dissection`` (:func:`dissection`): a guillotine dissection. Start from one
  rectangle, the height by the horizon; repeatedly take one of the few largest
  rectangles and cut it in two, across time or across memory with probability
  one half each, across memory at a random multiple of 1 KiB. Every final
  rectangle is a buffer (its lifetime and its size). Some buffers span most of
  the horizon, many are thin. Unlike tight_instances.py, the direction of a cut
  does not follow the rectangle's shape.
* ``allocator`` (:func:`allocator`): a simulated allocator. At time 0 the
  height is split into random runs of 1 KiB units, each a buffer; buffers end
  on a coarse time grid; whenever some end together, each maximal run of freed
  neighbours is re-split at fresh random boundaries into new buffers starting
  then. Not a guillotine dissection: a freed gap's boundaries rarely line up
  with anything earlier.
* ``merging`` (:func:`merging`): the simulated allocator with time running
  backwards. Its buffers end in runs of neighbours that one buffer or a few
  replace, so the live buffers merge where the allocator's split; the same
  plans, but a search that decides in time order meets the decisions in the
  other order.

    python benchmarks/zero_waste.py [--kind dissection|allocator|merging] [--n 1000] [--seed S] [--out DIR]

writes (or, without ``--out``, checks and describes) instances; the planner
benchmark (bench_planners.py) and the tests draw fresh seeds.
"""

from __future__ import annotations

import argparse
import heapq
import random
from dataclasses import dataclass
from pathlib import Path

from memplan.core.buffer import Buffer

HEIGHT = 1 << 20
UNIT = 1 << 10  # cuts across memory at multiples of 1 KiB
KINDS = ("dissection", "allocator", "merging")
SIZES = (1000, 2000)


@dataclass
class Instance:
    name: str
    buffers: list[Buffer]
    known_offsets: dict[int, int]  # the construction's plan, at the optimum
    height: int  # the optimum: the load at every tick


def dissection(n: int, seed: int, height: int = HEIGHT, horizon: int | None = None, largest: int = 4) -> Instance:
    """``n`` buffers from guillotine cuts of a ``horizon`` x ``height`` rectangle (see the module doc).

    A rectangle one unit high cannot be cut across memory, one tick wide not
    across time: it is cut the other way, or left whole when it can be neither."""
    rng = random.Random(f"dissection-{n}-{seed}")
    horizon = horizon or 4 * n
    units = height // UNIT
    # max-heap by area: (-area, tie, t0, t1, u0, u1) in ticks and units; one of the ``largest`` is cut
    pieces = [(-horizon * units, 0, 0, horizon, 0, units)]
    whole = []
    tie = 1
    while pieces and len(pieces) + len(whole) < n:
        top = [heapq.heappop(pieces) for _ in range(min(largest, len(pieces)))]
        _, _, t0, t1, u0, u1 = top.pop(rng.randrange(len(top)))
        for p in top:
            heapq.heappush(pieces, p)
        can_time, can_memory = t1 - t0 >= 2, u1 - u0 >= 2
        if not (can_time or can_memory):
            whole.append((t0, t1, u0, u1))
            continue
        if can_time and (not can_memory or rng.random() < 0.5):
            cut = rng.randrange(t0 + 1, t1)
            halves = ((t0, cut, u0, u1), (cut, t1, u0, u1))
        else:
            cut = rng.randrange(u0 + 1, u1)
            halves = ((t0, t1, u0, cut), (t0, t1, cut, u1))
        for a, b, c, d in halves:
            heapq.heappush(pieces, (-(b - a) * (d - c), tie, a, b, c, d))
            tie += 1
    rects = sorted([p[2:] for p in pieces] + whole)
    return _instance(f"dissection-{n}-s{seed}", rects, height)


def allocator(n: int, seed: int, height: int = HEIGHT, live: int = 48, longest: int = 8, grid: int = 8) -> Instance:
    """``n`` buffers from a simulated allocator that keeps ``height`` covered (see the module doc): about ``live`` buffers
    live at once, each living 1 to ``longest`` steps of a grid ``grid`` ticks wide."""
    rng = random.Random(f"allocator-{n}-{seed}")
    units = height // UNIT
    cut_p = live / units  # a unit boundary inside a freed run becomes a buffer boundary with this chance

    def split(u0: int, u1: int, pieces: int | None = None) -> list[tuple[int, int]]:
        inner = list(range(u0 + 1, u1))
        if pieces is None:
            cuts = [u for u in inner if rng.random() < cut_p]
        else:
            cuts = sorted(rng.sample(inner, pieces - 1))
        bounds = [u0, *cuts, u1]
        return list(zip(bounds, bounds[1:]))

    rects = []  # (t0, t1, u0, u1), closed
    open_: dict[tuple[int, int], tuple[int, int]] = {}  # (u0, u1) -> (start, end step)
    for run in split(0, units):
        open_[run] = (0, rng.randint(1, longest))
    step = 0
    while len(rects) + len(open_) < n:
        step += 1
        freed = sorted(run for run, (_, end) in open_.items() if end == step)
        runs = _merge(freed)
        left = n - len(rects) - len(open_)  # new buffers still wanted
        drawn = [split(u0, u1) for u0, u1 in runs]
        if sum(len(d) for d in drawn) >= left:  # the last refill: exactly ``left`` new buffers
            if left < len(runs):  # fewer than one a run: some freed runs live on instead, to the end
                kept = set(rng.sample(range(len(runs)), len(runs) - left))
                freed = [b for b in freed if not any(u0 <= b[0] < u1 for k, (u0, u1) in enumerate(runs) if k in kept)]
                runs = [r for k, r in enumerate(runs) if k not in kept]
            drawn = _exactly(runs, left, split, rng)
        for run in freed:
            rects.append((open_.pop(run)[0] * grid, step * grid, *run))
        for pieces in drawn:
            for run in pieces:
                open_[run] = (step, step + rng.randint(1, longest))
    step += 1
    for run, (start, _) in open_.items():  # everything still live ends together
        rects.append((start * grid, step * grid, *run))
    return _instance(f"allocator-{n}-s{seed}", sorted(rects), height)


def merging(n: int, seed: int, height: int = HEIGHT) -> Instance:
    """The simulated allocator of ``n`` buffers (seed ``seed``) mirrored in time as the grouping
    search's mirrored way does it (each lifetime [s, e) turned into [T - e, T - s) over its span);
    its plan is the allocator's."""
    from memplan.core.search.mirrored import mirrored

    inst = allocator(n, seed, height)
    return Instance(f"merging-{n}-s{seed}", mirrored(inst.buffers), inst.known_offsets, height)


def _merge(runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Maximal runs of adjacent ``runs`` (sorted)."""
    merged: list[tuple[int, int]] = []
    for u0, u1 in runs:
        if merged and merged[-1][1] == u0:
            merged[-1] = (merged[-1][0], u1)
        else:
            merged.append((u0, u1))
    return merged


def _exactly(runs, total, split, rng) -> list[list[tuple[int, int]]]:
    """Split ``runs`` into exactly ``total`` pieces (at least one each, at most a unit each)."""
    counts = [1] * len(runs)
    room = [u1 - u0 - 1 for u0, u1 in runs]
    for _ in range(total - len(runs)):
        k = rng.choice([i for i, r in enumerate(room) if r > 0])
        counts[k] += 1
        room[k] -= 1
    return [split(u0, u1, c) for (u0, u1), c in zip(runs, counts)]


def _instance(name: str, rects: list[tuple[int, int, int, int]], height: int) -> Instance:
    buffers, offsets = [], {}
    for i, (t0, t1, u0, u1) in enumerate(rects):
        buffers.append(Buffer(i, (u1 - u0) * UNIT, t0, t1))
        offsets[i] = u0 * UNIT
    return Instance(name, buffers, offsets, height)


def make(kind: str, n: int, seed: int) -> Instance:
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r} (known: {', '.join(KINDS)})")
    return {"dissection": dissection, "allocator": allocator, "merging": merging}[kind](n, seed)


def from_spec(spec: str) -> Instance:
    """The instance named ``kind:n:seed``, as the benchmarks and experiments name them."""
    kind, n, seed = spec.split(":")
    return make(kind, int(n), int(seed))


def main(argv: list[str] | None = None) -> None:
    from memplan.core.bounds import max_load
    from memplan.core.plan import Plan
    from tight_instances import to_csv

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=KINDS, action="append", help="default: both")
    ap.add_argument("--n", type=int, action="append", help=f"default: {', '.join(map(str, SIZES))}")
    ap.add_argument("--seed", type=int, action="append", help="default: 1")
    ap.add_argument("--out", type=Path, default=None, help="write each instance (MiniMalloc CSV) into this directory")
    args = ap.parse_args(argv)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
    for kind in args.kind or KINDS:
        for n in args.n or SIZES:
            for seed in args.seed or (1,):
                inst = make(kind, n, seed)
                Plan(inst.buffers, inst.known_offsets).check(capacity=inst.height)
                assert max_load(inst.buffers) == inst.height
                if args.out is not None:
                    (args.out / f"{inst.name}.csv").write_text(to_csv(inst.buffers))
                ticks = len({b.start for b in inst.buffers} | {b.end for b in inst.buffers})
                print(f"{inst.name}: {len(inst.buffers)} buffers, {ticks} distinct ticks, "
                      f"longest {max(b.end - b.start for b in inst.buffers)} of "
                      f"{max(b.end for b in inst.buffers)} ticks")


if __name__ == "__main__":
    main()
