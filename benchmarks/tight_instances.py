"""Planning instances that are tight by construction: guillotine cuts of a time x memory rectangle.

A rectangle ``ticks`` wide in time and ``width`` bytes high is cut recursively,
each cut splitting a random piece (chosen by area) across time or across
memory at a random point, until there are ``n`` pieces. Each piece is a
buffer: its lifetime is the piece's time span, its size the piece's height.
The pieces tile the rectangle, so the load is ``width`` at every tick and the
construction's own offsets form a plan at the max-load: the optimum is known.

Variants:

* ``plain``: sizes and offsets on a 1-byte grid (cuts anywhere), alignment 1;
* ``aligned``: cuts on a 64-byte grid, every buffer aligned to 64 or 16, and one
  buffer in ten shrunk by 1..63 bytes (never one that touches the top). The
  max-load falls below ``width`` while the optimum stays ``width``: only an
  alignment-aware bound can prove it;
* ``slack``: one buffer in twenty shrunk by up to 10% of its size. The optimum
  is at most ``width`` (the construction) and at least the lower bound, which
  may be below it; planners must cope with waste.

The planner never sees how an instance was made: the CSV has no offsets.
``python benchmarks/tight_instances.py`` builds the seeded set and checks each construction;
``--write-results`` rewrites the committed copy in ``benchmarks/instances/tight/`` (file names:
``<variant>-<n>-s<seed>.csv``), ``--out DIR`` writes it to DIR. The benchmark also draws fresh
seeds, to show nothing was tuned to these.
"""

from __future__ import annotations

import argparse
import heapq
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from memplan.core.buffer import Buffer

WIDTH = 1 << 20
VARIANTS = ("plain", "aligned", "slack")
SIZES = (60, 200, 1000, 2000)
SEEDS = (1, 2)
HERE = Path(__file__).resolve().parent
INSTANCES = HERE / "instances" / "tight"


@dataclass
class Instance:
    name: str
    buffers: list[Buffer]
    known_offsets: dict[int, int]  # the construction's plan
    width: int  # its arena: an upper bound on the optimum (the optimum for plain and aligned)


def guillotine(n: int, seed: int, variant: str = "plain", width: int = WIDTH, ticks: int | None = None) -> Instance:
    """``n`` buffers tiling a ``ticks`` x ``width`` rectangle (see the module doc)."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r} (known: {', '.join(VARIANTS)})")
    rng = random.Random(f"{variant}-{n}-{seed}")
    ticks = ticks or max(4, n)
    grain = 64 if variant == "aligned" else 1
    # max-heap of pieces by area: (-area, tie, t0, t1, y0, y1); random choice among the largest few
    pieces = [(-ticks * width, 0, 0, ticks, 0, width)]
    counter = 1
    stuck = []
    while len(pieces) + len(stuck) < n and pieces:
        k = min(len(pieces), 4)
        top = [heapq.heappop(pieces) for _ in range(k)]
        chosen = top.pop(rng.randrange(k))
        for p in top:
            heapq.heappush(pieces, p)
        _, _, t0, t1, y0, y1 = chosen
        can_time = t1 - t0 >= 2
        can_mem = (y1 - y0) // grain >= 2
        if not (can_time or can_mem):
            stuck.append(chosen)
            continue
        # cut across the longer side (relative to the rectangle) more often: pieces stay varied
        across_time = can_time and (not can_mem or rng.random() < (t1 - t0) / ticks / ((t1 - t0) / ticks + (y1 - y0) / width))
        if across_time:
            cut = rng.randrange(t0 + 1, t1)
            halves = [(t0, cut, y0, y1), (cut, t1, y0, y1)]
        else:
            cut = y0 + grain * rng.randrange(1, (y1 - y0) // grain)
            halves = [(t0, t1, y0, cut), (t0, t1, cut, y1)]
        for a, b, c, d in halves:
            heapq.heappush(pieces, (-(b - a) * (d - c), counter, a, b, c, d))
            counter += 1
    rects = sorted([p[2:] for p in pieces + stuck])
    buffers, offsets = [], {}
    for i, (t0, t1, y0, y1) in enumerate(rects):
        size, alignment = y1 - y0, 1
        if variant == "aligned":
            alignment = 64 if rng.random() < 0.5 else 16
            if y1 < width and size > 64 and rng.random() < 0.1:
                size -= rng.randrange(1, 64)
        elif variant == "slack" and rng.random() < 0.05:
            size -= rng.randrange(0, max(1, size // 10))
        buffers.append(Buffer(i, size, t0, t1, alignment))
        offsets[i] = y0
    return Instance(f"{variant}-{n}-s{seed}", buffers, offsets, width)


def to_csv(buffers: list[Buffer]) -> str:
    aligned = any(b.alignment != 1 for b in buffers)
    lines = ["id,lower,upper,size" + (",alignment" if aligned else "")]
    for b in buffers:
        lines.append(f"{b.id},{b.start},{b.end},{b.size}" + (f",{b.alignment}" if aligned else ""))
    return "\n".join(lines) + "\n"


def seeded_set() -> list[Path]:
    return sorted(INSTANCES.glob("*.csv"))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="build (and check) the seeded tight-packing set")
    ap.add_argument("--out", type=Path, default=None, help="write the instances into this directory")
    ap.add_argument("--write-results", action="store_true",
                    help=f"rewrite the committed set in {INSTANCES.relative_to(HERE.parent)}")
    args = ap.parse_args(argv)
    out = args.out or (INSTANCES if args.write_results else None)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    from memplan.core.plan import Plan

    for variant in VARIANTS:
        for n in SIZES:
            for seed in SEEDS:
                inst = guillotine(n, seed, variant)
                Plan(inst.buffers, inst.known_offsets).check(capacity=inst.width)
                if out is not None:
                    (out / f"{inst.name}.csv").write_text(to_csv(inst.buffers))
                print(f"{inst.name}: {len(inst.buffers)} buffers")
    if out is None:
        print(f"(checked only; --write-results rewrites {INSTANCES.relative_to(HERE.parent)}, --out DIR writes "
              "them to DIR)", file=sys.stderr)


if __name__ == "__main__":
    main()
