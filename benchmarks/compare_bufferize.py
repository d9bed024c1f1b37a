"""Does a change to bufferize keep its output? Saves, or compares against, memplan-opt's output.

Runs ``memplan-opt --remarks -p PIPELINE FILE`` (a fresh process, as a user would) for every model of
``corpus/static`` and of the shared corpus (``--shared DIR``'s ``corpus/models``, default ``../shared``) with each pipeline:
the default ``bufferize`` and ``bufferize{placements=all}``, or those given with ``--pipeline``
(repeatable: ``--pipeline bufferize,merge-alloc --pipeline reorder,bufferize,merge-alloc`` checks a
change to any pass). Standard output, standard error (the remarks) and the exit status must be the
same, byte for byte; the wall time of each run is printed beside the saved one (times depend on the
machine's load). The memplan-opt run is the one beside the Python running this script.

    python benchmarks/compare_bufferize.py --save /tmp/before      # before the change
    python benchmarks/compare_bufferize.py --against /tmp/before   # after: exit 1 on any difference
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
PIPELINES = ["bufferize", "bufferize{placements=all}"]
OPT = str(Path(sys.executable).with_name("memplan-opt"))


def all_models(shared: Path) -> list[Path]:
    """The bundled models and the shared corpus's; says so when the latter is not there (a git worktree
    has no ``../shared``), rather than comparing fewer models silently."""
    corpus = shared / "corpus/models"
    if not corpus.is_dir():
        print(f"no shared corpus at {corpus}: the bundled models only (--shared DIR)", file=sys.stderr)
    return sorted((ROOT / "corpus/static").glob("*.mlir")) + sorted(corpus.glob("*.mlir"))


def run(model: Path, pipeline: str) -> dict:
    t0 = time.perf_counter()
    proc = subprocess.run([OPT, "--remarks", "-p", pipeline, str(model)], capture_output=True, text=True)
    return {"stdout": proc.stdout, "stderr": proc.stderr, "rc": proc.returncode,
            "seconds": time.perf_counter() - t0}


def key(model: Path, pipeline: str) -> str:
    return f"{model.name} {pipeline}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--save", type=Path, help="directory to save the outputs in")
    group.add_argument("--against", type=Path, help="directory of saved outputs to compare with")
    ap.add_argument("--models", default=None, help="comma-separated model names (default: all)")
    ap.add_argument("--pipeline", action="append", dest="pipelines", metavar="PIPELINE",
                    help=f"a pipeline to run, repeatable (default: {' and '.join(PIPELINES)})")
    ap.add_argument("--shared", type=Path, default=SHARED, metavar="DIR",
                    help="the shared corpus and data (default: ../shared beside the repository)")
    args = ap.parse_args()
    models = [m for m in all_models(args.shared) if args.models is None or m.stem in args.models.split(",")]
    different = 0
    total_new = total_old = 0.0
    for model in models:
        for pipeline in args.pipelines or PIPELINES:
            now = run(model, pipeline)
            name = key(model, pipeline)
            file = (args.save or args.against) / (name.replace(" ", "__").replace("{", "_").replace("}", "_") + ".json")
            if args.save:
                args.save.mkdir(parents=True, exist_ok=True)
                file.write_text(json.dumps(now))
                print(f"{name:55} {now['seconds']:7.2f} s  rc={now['rc']}", flush=True)
                continue
            old = json.loads(file.read_text())
            same = all(now[k] == old[k] for k in ("stdout", "stderr", "rc"))
            different += not same
            total_new += now["seconds"]
            total_old += old["seconds"]
            print(f"{name:55} {old['seconds']:7.2f} s -> {now['seconds']:7.2f} s  {'same' if same else 'DIFFERENT'}",
                  flush=True)
    if args.against:
        print(f"total {total_old:.1f} s -> {total_new:.1f} s; {different} different")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
