"""Do two versions of memplan make the same plans? ``memplan plan`` of each, side by side.

For checking that a change meant to be a speed-up only (imports, data layout) leaves every plan
alone: each instance is planned by both versions (a source tree each, put first on
``PYTHONPATH``), at the capacity in its file name (tight packings: 1048576) and without one, and
the written CSV and the summary line (arena, lower bound, optimal) must be the same. The runs are
interleaved; a search cut short by the clock on a loaded machine can differ between runs of the
same version, so a difference is run again (``--retries``) before it counts.

    .venv/bin/python benchmarks/compare_plans.py --ref /tmp/main/src [--new src] [FILE.csv ...]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIGHT = ROOT / "benchmarks/instances/tight"
TIGHT_CAPACITY = 1 << 20
SHARED = ROOT.parent / "shared"
CHALLENGING = "data/dsa/minimalloc-challenging"  # under the shared data
RUN = "import sys, memplan\nsys.stderr.write('memplan from ' + memplan.__file__ + '\\n')\n" \
      "from memplan.cli.main import command\ncommand()\n"


def default_instances(shared: Path) -> list[Path]:
    """The tight packings of 60 and 200 buffers and MiniMalloc's challenging set (said when missing)."""
    tight = sorted(p for p in TIGHT.glob("*.csv") if p.stem.split("-")[1] in ("60", "200"))
    challenging = shared / CHALLENGING
    if not challenging.is_dir():
        print(f"no challenging set at {challenging}: the tight packings only (--shared DIR)", file=sys.stderr)
    return tight + sorted(challenging.glob("*.csv"))


def capacity_of(path: Path) -> int:
    """The capacity in a challenging file's name (``A.1048576.csv``), else the tight packings' optimum."""
    parts = path.stem.split(".")
    return int(parts[-1]) if len(parts) > 1 and parts[-1].isdigit() else TIGHT_CAPACITY


def plan(src: Path, path: Path, extra: list[str], out: Path) -> tuple[str, str]:
    """The CSV written and the summary line of one ``memplan plan`` run of the version in ``src``."""
    env = {**os.environ, "PYTHONPATH": str(src), "MEMPLAN_PROGRESS": "0"}
    out.unlink(missing_ok=True)  # (read below: this run's plan, not the last one's)
    r = subprocess.run([sys.executable, "-c", RUN, "plan", str(path.resolve()), *extra, "-o", str(out)],
                       capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
    origin = r.stderr.splitlines()[0] if r.stderr else ""
    if not origin.startswith(f"memplan from {src.resolve()}"):
        raise SystemExit(f"{src}: ran the wrong memplan ({origin!r})")
    written = out.read_text() if out.exists() and r.returncode == 0 else f"exit {r.returncode}"
    said = r.stdout.strip().splitlines() if r.returncode == 0 else r.stderr.strip().splitlines()[1:]
    return written, (said or [""])[-1] + f" (exit {r.returncode})"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--ref", type=Path, required=True, help="the reference version's source tree (its src/)")
    ap.add_argument("--new", type=Path, default=ROOT / "src", help="the version checked (default: this tree's src/)")
    ap.add_argument("--retries", type=int, default=1, help="runs again of a pair that differs")
    ap.add_argument("--shared", type=Path, default=SHARED, metavar="DIR",
                    help="the shared corpus and data (default: ../shared beside the repository)")
    args = ap.parse_args()
    differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files or default_instances(args.shared):
            for extra in (["--capacity", str(capacity_of(path))], []):
                for attempt in range(args.retries + 1):
                    ref = plan(args.ref, path, extra, Path(tmp) / "ref.csv")
                    new = plan(args.new, path, extra, Path(tmp) / "new.csv")
                    if ref == new:
                        break
                same = "same" if ref == new else "DIFFERENT"
                differ += ref != new
                print(f"{path.name} {' '.join(extra) or '(no capacity)'}: {same}: {ref[1]}"
                      + ("" if ref == new else f" / {new[1]}"), flush=True)
    print(f"{differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
