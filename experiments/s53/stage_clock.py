"""Where the clock of a ``memplan plan --time-limit 60`` run goes (issue 27, stop 53).

Logs, with the time since start, each step of the exact planner (``_by_bands_once``,
``plan_in_bands``, ``_by_groups``, ``_minimize``, ``go_on_until``) and each decision probe of
the minimizing search: its wall clock beside the work it counted (``used``, in seconds of budget).
Optionally (``--models``) every CP-SAT band model too. The instance is a CSV file or a zero-waste
packing named ``kind:n:seed`` (benchmarks/zero_waste.py).

    python experiments/s53/stage_clock.py allocator:1000:550888509 --jobs 2
    python experiments/s53/stage_clock.py benchmarks/instances/tight/slack-1000-s2.csv --models
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from tight_instances import to_csv  # noqa: E402
from zero_waste import from_spec  # noqa: E402

from memplan.cli.main import command  # noqa: E402
from memplan.core.planners import exact  # noqa: E402
from memplan.core.search import bands  # noqa: E402
from memplan.core.search import decide  # noqa: E402

START = time.perf_counter()


def log(begun: float, text: str) -> None:
    print(f"[{begun - START:6.1f} s] {text}", file=sys.stderr, flush=True)


def wrap(owner, name: str, show, indent: str = "") -> None:
    """Log each call of ``owner.name``: when it began, its wall clock, and ``show(result)``."""
    inner = getattr(owner, name)

    def logged(*args, **kwargs):
        begun = time.perf_counter()
        result = inner(*args, **kwargs)
        log(begun, f"{indent}{name} {time.perf_counter() - begun:.2f} s wall, {show(args, result)}")
        return result

    setattr(owner, name, logged)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("instance", help="a CSV file or kind:n:seed")
    parser.add_argument("--jobs", default="2")
    parser.add_argument("--time-limit", default="60")
    parser.add_argument("--models", action="store_true", help="log every CP-SAT band model too")
    args = parser.parse_args()

    wrap(exact, "plan_exact", lambda a, r: f"arena {r.arena_size}")
    wrap(exact, "_by_bands_once", lambda a, r: f"found {r[0] is not None}, counted {r[1]:.2f}", "  ")
    wrap(bands, "plan_in_bands", lambda a, r: f"{len(a[0])} buffers, found {r is not None}", "    ")
    wrap(exact, "_by_groups", lambda a, r: f"{r[0] if isinstance(r[0], str) else 'filled'}, counted {r[1]:.2f}", "  ")
    wrap(exact, "_minimize", lambda a, r: f"floor {r[1]}, counted {r[2]:.2f}", "  ")
    wrap(exact, "go_on_until", lambda a, r: f"improved {r[0] is not None}, bound {r[1]}")
    wrap(decide.Decider, "decide",
         lambda a, r: f"{len(a[0].buffers)} buffers at {a[1]}, share {a[2]:.2f}: "
                      f"{r[0] if isinstance(r[0], str) else type(r[0]).__name__}, counted {r[1]:.2f}", "    ")
    if args.models:
        wrap(bands, "_band_model", lambda a, r: f"{len(a[0])} buffers, band {None if r is None else len(r[0])}",
             "      ")

    source = Path(args.instance)
    text = source.read_text() if source.exists() else to_csv(list(from_spec(args.instance).buffers))
    os.environ["MEMPLAN_PROGRESS"] = "0"
    with tempfile.TemporaryDirectory() as folder:  # the plan is not kept: only the log matters
        (Path(folder) / "in.csv").write_text(text)
        sys.argv = ["memplan", "plan", f"{folder}/in.csv", "-o", f"{folder}/out.csv", "--jobs", args.jobs,
                    "--time-limit", args.time_limit]
        command()


if __name__ == "__main__":
    main()
