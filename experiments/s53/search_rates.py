"""Wall clock per counted unit of work of the decision searches, part by part (issue 27, stop 53).

Budgets are counted in units that ``decide.UNIT`` (the canonical search's ``WORK_PER_SECOND``)
turns into seconds. This runs the first strategy of each search (decide.py) in this process, at a
part's max-load (hard: the runs go to their work limit), with a fixed work limit, and prints the
nanoseconds each counted unit took: ``1e9 / decide.UNIT`` if the count matched the clock.

    python experiments/s53/search_rates.py [--work 12500000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from zero_waste import from_spec  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.csvio import read_csv_file  # noqa: E402
from memplan.core.search import decide  # noqa: E402

CHALLENGING = ROOT.parent / "shared" / "data" / "dsa" / "minimalloc-challenging"
TIGHT = ROOT / "benchmarks" / "instances" / "tight"


def parts():
    for spec in ["allocator:200:1", "allocator:500:1", "allocator:1000:550888509", "allocator:2000:101",
                 "dissection:2000:101"]:
        yield spec, list(from_spec(spec).buffers)
    for name in "ACFK":
        yield f"challenging-{name}", list(read_csv_file(str(CHALLENGING / f"{name}.1048576.csv")).buffers)
    for name in ["plain-200-s1", "plain-2000-s1"]:
        yield name, list(read_csv_file(str(TIGHT / f"{name}.csv")).buffers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=int, default=12_500_000, help="work limit of each timed run")
    args = parser.parse_args()
    print(f"counted as {1e9 / decide.UNIT:.2f} ns a unit (decide.UNIT = {decide.UNIT:,} a second)\n")
    print("| part | buffers | canonical, ns a unit | skyline, ns a unit |")
    print("|---|---:|---:|---:|")
    for name, buffers in parts():
        decider = decide.Decider(buffers, 1)
        capacity = max_load(buffers)
        rates = {}
        for strategy in decider.strategies[:2]:  # the first canonical and the first skyline
            decider._run(strategy, capacity, 10**9, 100_000, 0.0)  # loaded and warm
            begun = time.perf_counter()
            _, work, _, _ = decider._run(strategy, capacity, 10**9, args.work, 0.0)
            rates[strategy.search] = (time.perf_counter() - begun) / max(work, 1) * 1e9
        print(f"| {name} | {len(buffers):,} | {rates['canonical']:.2f} | {rates['skyline']:.2f} |", flush=True)


if __name__ == "__main__":
    main()
