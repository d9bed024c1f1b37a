"""How far back a backjump of the grouping search could look (issue 27, stop 53).

For each tick ``k`` of a zero-waste packing: the last tick at which one of the buffers ending at
``k`` started (``ready``). Only the trees at ticks after ``ready`` hold all of ``k``'s ending
buffers, so only with ``k - ready >= 2`` can an earlier tree than ``k``'s own show that ``k`` has
no grouping (see README.md). Prints, per kind and size, the share of such ticks over the seeds.

    python experiments/backjump/ready_gaps.py [--seeds 1-20]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from zero_waste import make  # noqa: E402


def gaps(buffers) -> list[int]:
    """``k - ready[k]`` for every tick after the first."""
    times = sorted({b.start for b in buffers})
    index = {t: k for k, t in enumerate(times)}
    ready: dict[int, int] = {}
    for b in buffers:
        if b.end in index:
            ready[index[b.end]] = max(ready.get(index[b.end], 0), index[b.start])
    return [k - ready[k] for k in range(1, len(times)) if k in ready]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-20")
    args = parser.parse_args()
    lo, _, hi = args.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1)
    print("| kind | buffers | ticks | ticks with k - ready >= 2 |")
    print("|---|---:|---:|---:|")
    for kind, n in [("allocator", 1000), ("allocator", 2000), ("merging", 1000), ("merging", 2000),
                    ("dissection", 2000)]:
        all_gaps = [g for seed in seeds for g in gaps(make(kind, n, seed).buffers)]
        far = sum(g >= 2 for g in all_gaps)
        print(f"| {kind} | {n:,} | {len(all_gaps):,} | {far:,} ({100 * far / len(all_gaps):.1f}%) |")


if __name__ == "__main__":
    main()
