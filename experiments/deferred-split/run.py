"""Run the grouping search with deferred splits (regroup.patch applied) on zero-waste packings.

Stop 46's experiment for issue 27, kept off the shipped search because it filled no more
(docs/benchmarks.md, "Deferred splits"). From a checkout with the patch applied
(``git apply experiments/deferred-split/regroup.patch``):

    python experiments/deferred-split/run.py DEFER STEPS kind:n:seed ...
    python experiments/deferred-split/run.py turns STEPS kind:n:seed ...

DEFER is ``none`` (the shipped search) or a number of ticks: starting buffers that end later than
that many ticks after they start go to their tick's pool. ``turns`` runs the shipped search and
``DEFER`` 0 with ``QUIET`` 5,000 restart by restart, STEPS in all.

In the environment, ``QUIET=N`` gives up a tick after N steps without a grouping to try (off: a
very large N). ``SETTLE=0`` searches a tick's splits as the shipped search does, largest buffers
first, and drops those that differ only in where pooled buffers go; the default, 1, puts pooled
buffers last and stops at the first way they fit.

Each plan found is checked by memplan's own ``Plan.check`` (within the capacity, no overlap while
live).
"""

import dataclasses
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import make  # noqa: E402

from memplan.core.bounds import max_load  # noqa: E402
from memplan.core.plan import Plan, PlanError  # noqa: E402
from memplan.core.search import regroup  # noqa: E402


def checked(buffers, offsets, capacity: int) -> str:
    """memplan's own check of a plan: "valid", or why not."""
    try:
        Plan(buffers, offsets).check(capacity)
    except PlanError as error:
        return f"INVALID: {error}"
    return "valid"


def taking_turns(buffers, capacity: int, steps: int):
    """The shipped search and the pooled one, one restart each in turn. Only the shipped search's
    INFEASIBLE is taken as a proof."""
    searches = []
    for defer, quiet in ((None, 10**12), (0, 5_000)):
        regroup.DEFER, regroup.QUIET = defer, quiet  # the patched search reads them when it is made
        searches.append(regroup.Regrouping(buffers, capacity))
    shipped = searches[0]
    used, turn = 0, 0
    while used < steps and searches:
        search = searches[turn % len(searches)]
        result = search.run(min(search.base * regroup.luby(search.restarts + 1), steps - used))
        used += result.nodes
        if result.status == regroup.FOUND or (result.status == regroup.INFEASIBLE and search is shipped):
            return dataclasses.replace(result, nodes=used)
        if search.ended is not None:
            searches.remove(search)
        turn += 1
    return regroup.FillResult(regroup.GAVE_UP, None, used)


def main() -> None:
    defer, steps, specs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    if defer != "turns":
        regroup.DEFER = None if defer == "none" else int(defer)
        regroup.QUIET = int(os.environ.get("QUIET", str(10**12)))
    regroup.SETTLE = os.environ.get("SETTLE", "1") == "1"
    for spec in specs:
        kind, n, seed = spec.split(":")
        buffers = make(kind, int(n), int(seed)).buffers
        capacity = max_load(buffers)
        started = time.perf_counter()
        if defer == "turns":
            result = taking_turns(buffers, capacity, steps)
        else:
            result = regroup.regroup(buffers, capacity, steps)
        seconds = time.perf_counter() - started
        verdict = checked(buffers, result.offsets, capacity) if result.status == regroup.FOUND else ""
        print(f"{spec} defer={defer} {result.status} {result.nodes} {seconds:.1f}s {verdict}", flush=True)


if __name__ == "__main__":
    main()
