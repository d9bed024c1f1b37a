"""Are time limits kept? ``memplan plan --time-limit S`` timed from outside, start-up included.

Each row runs the command as a user would (a fresh process) on an instance that
search cannot finish, so every stage runs until the deadline, and reports the
wall time and the overrun past the limit (the promise: under 10%). The
``cold`` rows give numba an empty cache directory, so the search would have to
be compiled from scratch (about 20 s here, in a child process the command
kills when its time is up): the limit must hold anyway. ``--load N`` keeps N
busy processes running meanwhile (a loaded machine); ``--jobs`` is passed on
(default: the command's own, the number of cores).

    python benchmarks/bench_budgets.py [--limits 0.5,1,3] [--planners auto,exact,cpsat,local-search] [--load 2]
        [--instances pangu] [--repeat 3] [--baseline OLD/src]

Wall times depend on the machine's load; the table says what the load was. ``--baseline DIR``
runs every row also with the ``memplan`` package found in DIR (another checkout's ``src``),
alternating with this one, so that before and after are measured side by side under the same load
(numba's cache is per checkout: warm the other one first, or its searches are compiling).
Results: benchmarks/results/budgets.md.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

import results_file  # beside this script

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "../shared/data/dsa"
TIGHT = ROOT / "benchmarks/instances/tight"
RESULTS = ROOT / "benchmarks/results/budgets.md"
MEMPLAN = str(Path(sys.executable).with_name("memplan"))

INSTANCES = {
    "challenging D (213)": DATA / "minimalloc-challenging/D.1048576.csv",
    "tight plain 1000": TIGHT / "plain-1000-s1.csv",
    "tight aligned 2000": TIGHT / "aligned-2000-s1.csv",
    "pangu_2.6B (18692)": DATA / "idealloc/pangu_2.6B.csv",
}


def run(path: Path, planner: str, limit: float, env: dict[str, str], jobs: str | None,
        src: str | None = None) -> tuple[float, str]:
    """Wall time and last line of one ``memplan plan`` process (with the package in ``src``, if given)."""
    extra = ["--jobs", jobs] if jobs else []
    command = [MEMPLAN]
    if src is not None:  # the same entry point, importing the package from the other checkout
        env = dict(env, PYTHONPATH=src)
        command = [sys.executable, "-c", "import sys; from memplan.cli.main import command; "
                                         "sys.argv[0] = 'memplan'; command()"]
    t0 = time.perf_counter()
    proc = subprocess.run([*command, "plan", str(path), "--planner", planner, "--time-limit", str(limit),
                           *extra, "-o", os.devnull], capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    last = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr.strip()[-80:]
    return wall, last


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limits", default="0.5,1,3")
    ap.add_argument("--planners", default="auto,exact,cpsat,local-search")
    ap.add_argument("--load", type=int, default=0, help="busy processes to run meanwhile")
    ap.add_argument("--jobs", default=None, help="memplan plan --jobs (default: its own)")
    ap.add_argument("--instances", default=None, help="only instances whose name contains one of these (comma-separated)")
    ap.add_argument("--repeat", type=int, default=1, help="runs of each row")
    ap.add_argument("--baseline", default=None, metavar="SRC",
                    help="also run each row with the memplan package in SRC (another checkout's src), alternating")
    results_file.add_argument(ap, RESULTS)
    args = ap.parse_args()
    results_file.refuse_if(args, "--instances, --repeat or --baseline: not the committed table's rows"
                           if args.instances or args.repeat != 1 or args.baseline else None)
    limits = [float(x) for x in args.limits.split(",")]
    console = Console(record=True, width=160)
    for src in (ROOT / "src", args.baseline):  # bytecode as an installed package has it (pip compiles;
        if src:  # PYTHONDONTWRITEBYTECODE would have every run compile the modules changed since)
            subprocess.run([sys.executable, "-m", "compileall", "-q", str(src)], stdout=subprocess.DEVNULL, check=True)
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.load)]
    try:
        _table(args, limits, console)
    finally:
        for p in busy:
            p.kill()
            p.wait()


def _table(args, limits: list[float], console: Console) -> None:
    load = os.getloadavg()[0]
    extra = f", {args.load} busy processes beside" if args.load else ""
    jobs = f", --jobs {args.jobs}" if args.jobs else f", --jobs default ({os.cpu_count()})"
    t = Table(title=f"--time-limit kept? (wall time of the whole command; load average {load:.1f} on "
                    f"{os.cpu_count()} cores at the start{extra}{jobs})")
    columns = ["instance", "planner", "numba cache", "limit s", "wall s", "overrun", "result"]
    if args.baseline:
        columns[4:4] = ["baseline wall s", "baseline overrun"]
    for col in columns:
        t.add_column(col, justify="right")
    worst = {"": 0.0, "baseline ": 0.0}
    missed = {"": 0, "baseline ": 0}
    runs = 0
    wanted = args.instances.split(",") if args.instances else None
    with tempfile.TemporaryDirectory() as cold_dir:
        for name, path in INSTANCES.items():
            if not path.exists() or wanted and not any(w in name for w in wanted):
                continue
            for planner in args.planners.split(","):
                for limit in limits:
                    for cache in ("warm", "cold") if planner in ("auto", "exact") else ("warm",):
                        for _ in range(args.repeat):
                            env = dict(os.environ)
                            if cache == "cold":  # a fresh, empty cache each time: compiling is needed
                                env["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(dir=cold_dir)
                            cells = []
                            for who, src in (("baseline ", args.baseline), ("", None)) if args.baseline else (("", None),):
                                wall, last = run(path, planner, limit, env, args.jobs, src)
                                over = (wall - limit) / limit
                                worst[who] = max(worst[who], over)
                                missed[who] += over > 0.10
                                cells += [f"{wall:.2f}", f"{over:+.0%}"]
                                console.print(f"  {who}{name} {planner} {cache} {limit:g}: {wall:.2f}s", style="dim")
                            runs += 1
                            t.add_row(name, planner, cache, f"{limit:g}", *cells, last[:60])
    caption = f"worst overrun {worst['']:+.0%}, {missed['']} of {runs} runs past 10%"
    if args.baseline:
        caption += f" (baseline {args.baseline}: worst {worst['baseline ']:+.0%}, {missed['baseline ']} past 10%)"
    t.caption = f"{caption}; load average at the end {os.getloadavg()[0]:.1f}"
    out = Console(record=True, width=160)
    out.print(t)
    results_file.write(args, RESULTS, "# Time limits\n\n```\n" + out.export_text() + "```\n")


if __name__ == "__main__":
    main()
