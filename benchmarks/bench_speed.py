"""Is memplan as fast as a compiler tool? Whole processes, side by side, with the ratios.

Every command is a fresh process, as a user or a build system runs it; the commands of one row
are taken round-robin ``--runs`` times (interleaved, so that a change of load hits them alike),
and each table gives the median and the minimum wall time and the ratio of medians. The load
average is printed with each table: on a shared machine the times move with it, the ratios less.

* **bufferize**: ``memplan-opt -p bufferize FILE`` against upstream's one-shot-bufferize
  (``mlir-opt --pass-pipeline=...``), on every model of ``corpus/static`` and of the shared corpus
  (``../shared/corpus/models``, when it is there), and on generated tensor functions of
  ``--sizes`` ops (elementwise linalg ops over a window of earlier results). Goal: at most 4x on
  every model, 2x at 20k ops.
* **merge-alloc**: ``memplan-opt -p merge-alloc FILE`` on each model after upstream's
  bufferization, against the floor of any Python tool on these bindings: a process that imports
  ``mlir.ir``, parses, verifies and prints the same file. Goal: at most 1.5x.
* **plan**: ``memplan plan FILE --capacity C`` against MiniMalloc's binary (``--minimalloc
  PATH``, built by ``benchmarks/build_minimalloc.sh``) on MiniMalloc's challenging set at its
  capacity and on the tight packings of 60 and 200 buffers (``benchmarks/instances/tight``,
  capacity = their optimum). Rows MiniMalloc does not solve within ``--timeout`` say so; the goal
  (no slower) is for the rows it solves.
* **fresh**: ``memplan plan`` of the tight packings with numba's cache empty (a fresh
  installation: ``NUMBA_CACHE_DIR`` set to a new directory for every run) against a warm cache,
  at the default time limit: the arena of each, which must be the same.

    .venv/bin/python benchmarks/bench_speed.py [--only bufferize,merge-alloc,plan,fresh] [--runs 3] [--minimalloc build/minimalloc/minimalloc]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from memplan.check.execution import mlir_binary
from memplan.mlir.upstream import UPSTREAM_BUFFERIZE

ROOT = Path(__file__).resolve().parents[1]
TIGHT = ROOT / "benchmarks/instances/tight"
TIGHT_CAPACITY = 1 << 20  # tight_instances.WIDTH: each packing's optimum
SECTIONS = ("bufferize", "merge-alloc", "plan", "fresh")
ENV = {**os.environ, "MEMPLAN_PROGRESS": "0"}
BIN = Path(sys.executable).parent
# what any Python process pays before it does anything: the floors of `memplan plan`
PROCESS_FLOORS = {"python -c pass": [sys.executable, "-c", "pass"],
                  # with one OpenBLAS thread, as memplan asks for (cli/common.py: one_blas_thread)
                  "python -c 'import numpy'": [sys.executable, "-c", "import os\n"
                                               "os.environ.setdefault('OPENBLAS_NUM_THREADS', '1')\nimport numpy"]}
FLOOR = ("import sys\nfrom mlir import ir\nwith ir.Context():\n"
         "    sys.stdout.write(str(ir.Module.parse(open(sys.argv[1]).read())))\n")
# the floor starting and ending as memplan-opt does (cli/common.py: one_blas_thread, exit_now): one
# OpenBLAS thread, the context and the module alive at the end, no interpreter teardown
FLOOR_FAST_EXIT = ("import os, sys\nos.environ.setdefault('OPENBLAS_NUM_THREADS', '1')\nfrom mlir import ir\n"
                   "context = ir.Context()\nwith context:\n"
                   "    module = ir.Module.parse(open(sys.argv[1]).read())\n    sys.stdout.write(str(module))\n"
                   "sys.stdout.flush()\nos._exit(0)\n")


@dataclass
class Timed:
    """Wall and CPU times (user + system, the process and its children) of one command over the
    rounds, in seconds, and what its last run printed. On a machine with more runnable processes
    than cores the wall time stretches with the load; the CPU time much less."""
    times: list[float]
    cpu: list[float]
    stdout: str = ""
    returncode: int = 0
    failures: int = 0  # runs that exited non-zero

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def best(self) -> float:
        return min(self.times)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu)


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def rounds(commands: dict[str, list[str]], runs: int, check: bool = True,
           envs: dict[str, Callable[[], dict[str, str]]] | None = None) -> dict[str, Timed]:
    """Each command ``runs`` times, round-robin; with ``check``, a failing command is an error.
    ``envs``: a command's environment, made anew for each run (default: ``ENV``)."""
    out = {label: Timed([], []) for label in commands}
    envs = envs or {}
    for _ in range(runs):
        for label, argv in commands.items():
            env = envs[label]() if label in envs else ENV
            before, start = _children_cpu(), time.perf_counter()
            done = subprocess.run(argv, capture_output=True, text=True, env=env)
            out[label].times.append(time.perf_counter() - start)
            out[label].cpu.append(_children_cpu() - before)
            out[label].stdout, out[label].returncode = done.stdout, done.returncode
            out[label].failures += done.returncode != 0
            if check and done.returncode != 0:
                raise RuntimeError(f"{label} failed ({' '.join(argv)}): {done.stderr[-400:]}")
    return out


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}"


def ratio(mine: Timed, theirs: Timed) -> str:
    """Ratio of the wall-time medians, then of the CPU-time medians."""
    return f"{mine.median / theirs.median:.2f}x / {mine.cpu_median / theirs.cpu_median:.2f}x"


def table(title: str, head: list[str], rows: list[list[str]], note: str, start: str, runs: int) -> str:
    """A markdown table; ``start``: the load average when its measurement began."""
    legend = (f"Times: wall ms, median (min) of {runs} runs, / CPU ms (user + system), median; ratios: of the "
              "wall medians / of the CPU medians.")
    lines = [f"### {title}", "", f"{note} {legend} Load average at the start / end: {start} / {load()}.", "",
             "| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def cells(t: Timed) -> list[str]:
    """Wall ms, median (min), and CPU ms, median."""
    return [f"{ms(t.median)} ({ms(t.best)}) / {ms(t.cpu_median)}"]


# ---- bufferize ----------------------------------------------------------------------------------

def generated_function(ops: int) -> str:
    """A tensor function of about ``ops`` ops: ``tensor.empty`` + an elementwise linalg op per
    step, each reading the last result and one a few steps back (so lifetimes overlap)."""
    t = "tensor<32x32xf32>"
    kinds = ("add", "mul", "sub", "max")
    lines = [f"func.func @generated(%a: {t}, %b: {t}) -> {t} {{"]
    values = ["%a", "%b"]
    for i in range(max(1, ops // 2)):
        other = values[max(0, len(values) - 2 - i % 5)]
        lines.append(f"  %e{i} = tensor.empty() : {t}")
        lines.append(f"  %v{i} = linalg.{kinds[i % len(kinds)]} ins({values[-1]}, {other} : {t}, {t}) "
                     f"outs(%e{i} : {t}) -> {t}")
        values.append(f"%v{i}")
    lines += [f"  return {values[-1]} : {t}", "}", ""]
    return "\n".join(lines)


def bufferize_table(models: list[Path], sizes: list[int], runs: int, tmp: Path) -> str:
    start, rows = load(), []
    inputs = [(m.stem, m) for m in models]
    for n in sizes:
        path = tmp / f"generated-{n}.mlir"
        path.write_text(generated_function(n))
        inputs.append((f"generated, {n} ops", path))
    for name, path in inputs:
        t = rounds({"upstream": [mlir_binary("mlir-opt"), f"--pass-pipeline=builtin.module({UPSTREAM_BUFFERIZE})",
                                 str(path)],
                    "floor": [sys.executable, "-c", FLOOR_FAST_EXIT, str(path)],
                    "memplan": [str(BIN / "memplan-opt"), "-p", "bufferize", str(path)]}, runs)
        rows.append([name, *cells(t["upstream"]), *cells(t["floor"]), *cells(t["memplan"]),
                     ratio(t["floor"], t["upstream"]), ratio(t["memplan"], t["upstream"])])
        print(f"  bufferize {name}: {ratio(t['memplan'], t['upstream'])} (floor {ratio(t['floor'], t['upstream'])})",
              file=sys.stderr)
    note = (f"`mlir-opt --pass-pipeline='builtin.module({UPSTREAM_BUFFERIZE})' FILE` against "
            "`memplan-opt -p bufferize FILE`. *floor*: what any Python tool on these bindings pays before its "
            "pass does anything: `python -c` importing `mlir.ir`, parsing, verifying and printing the input, "
            "starting and ending as memplan-opt does (one OpenBLAS thread, no interpreter teardown).")
    return table("bufferize: memplan-opt against upstream one-shot-bufferize",
                 ["input", "upstream ms", "floor ms", "memplan ms", "floor / upstream", "memplan / upstream"], rows,
                 note, start, runs)


# ---- merge-alloc --------------------------------------------------------------------------------

def merge_alloc_table(models: list[Path], runs: int, tmp: Path) -> str:
    start, rows = load(), []
    for model in models:
        path = tmp / f"{model.stem}.upstream-bufferized.mlir"
        done = subprocess.run([mlir_binary("mlir-opt"), f"--pass-pipeline=builtin.module({UPSTREAM_BUFFERIZE})",
                               str(model), "-o", str(path)], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"upstream bufferization of {model.name} failed: {done.stderr[-400:]}")
        t = rounds({"floor": [sys.executable, "-c", FLOOR, str(path)],
                    "fast exit": [sys.executable, "-c", FLOOR_FAST_EXIT, str(path)],
                    "merge-alloc": [str(BIN / "memplan-opt"), "-p", "merge-alloc", str(path)]}, runs)
        rows.append([model.stem, *cells(t["floor"]), *cells(t["fast exit"]), *cells(t["merge-alloc"]),
                     ratio(t["merge-alloc"], t["floor"]), ratio(t["merge-alloc"], t["fast exit"])])
        print(f"  merge-alloc {model.stem}: {ratio(t['merge-alloc'], t['floor'])} "
              f"({ratio(t['merge-alloc'], t['fast exit'])} of the floor ending fast)", file=sys.stderr)
    note = ("Each model after upstream's bufferization. *floor*: `python -c` importing `mlir.ir`, "
            "parsing, verifying and printing the file; *floor, fast exit*: the same, starting and ending as "
            "memplan-opt does (one OpenBLAS thread; no interpreter teardown: flush, `os._exit`).")
    return table("merge-alloc: memplan-opt against the floor of a Python tool",
                 ["model", "floor ms", "floor, fast exit ms", "memplan-opt -p merge-alloc ms", "merge-alloc / floor",
                  "merge-alloc / floor, fast exit"], rows, note, start, runs)


# ---- plan ---------------------------------------------------------------------------------------

def plan_instances(shared: Path) -> list[tuple[str, Path, int]]:
    """(name, CSV, capacity): the challenging set at its capacity, the tight packings at theirs."""
    challenging = shared / "data/dsa/minimalloc-challenging"
    found = [(p.stem, p, int(p.name.split(".")[1])) for p in sorted(challenging.glob("*.csv"))]
    found += [(p.stem, p, TIGHT_CAPACITY) for n in (60, 200) for p in sorted(TIGHT.glob(f"*-{n}-s*.csv"))]
    return found


def floors_table(runs: int) -> str:
    """What a Python process costs before any work: no `memplan plan` can take less."""
    start = load()
    t = rounds(PROCESS_FLOORS, runs)
    rows = [[label, *cells(t[label])] for label in PROCESS_FLOORS]
    return table("process floors: Python starting, and numpy imported", ["command", "ms"], rows,
                 "The same interpreter as memplan's (its virtual environment).", start, runs)


def plan_table(minimalloc: str, timeout: float, runs: int, tmp: Path, shared: Path) -> str:
    start, rows = load(), []
    for name, path, capacity in plan_instances(shared):
        out = tmp / f"{name}.out.csv"
        out.unlink(missing_ok=True)
        t = rounds({"minimalloc": [minimalloc, f"--capacity={capacity}", f"--input={path}", f"--output={out}",
                                   f"--timeout={timeout:g}s"],
                    "memplan": [str(BIN / "memplan"), "plan", str(path), "--capacity", str(capacity),
                                "--time-limit", f"{timeout:g}", "-o", str(tmp / f"{name}.memplan.csv")]},
                   runs, check=False)
        mm_solved = t["minimalloc"].returncode == 0 and out.exists()
        fits = runs - t["memplan"].failures
        both = mm_solved and fits == runs
        rows.append([name, str(capacity), *cells(t["minimalloc"]), "yes" if mm_solved else "no",
                     *cells(t["memplan"]), f"{fits}/{runs}", ratio(t["memplan"], t["minimalloc"]) if both else "-"])
        print(f"  plan {name}: {rows[-1][-1]}", file=sys.stderr)
    note = (f"`memplan plan FILE --capacity C --time-limit {timeout:g}` against `minimalloc --capacity=C` "
            f"(`--timeout={timeout:g}s`), interleaved; *solved*: MiniMalloc's last run wrote a plan; *fits*: the "
            "runs in which memplan's plan fit; ratios where both always did.")
    return table("plan: memplan against MiniMalloc at the capacity",
                 ["instance", "capacity", "MiniMalloc ms", "solved", "memplan ms", "fits", "memplan / MiniMalloc"],
                 rows, note, start, runs)


# ---- fresh installation -------------------------------------------------------------------------

def fresh_table(runs: int, tmp: Path) -> str:
    start, rows = load(), []
    caches = iter(range(1 << 30))

    def cold_env() -> dict[str, str]:
        return {**ENV, "NUMBA_CACHE_DIR": str(tmp / f"numba-cache-{next(caches)}")}  # empty every run

    subprocess.run([sys.executable, "-c", "from memplan.core import solvers; solvers.warm_all()"], check=True)
    for path in sorted(p for n in (60, 200) for p in TIGHT.glob(f"*-{n}-s*.csv")):
        plan = [str(BIN / "memplan"), "plan", str(path), "-o", os.devnull]
        t = rounds({"warm": plan, "cold": plan}, runs, envs={"cold": cold_env})  # interleaved
        warm, cold = t["warm"], t["cold"]
        summary = {k: dict(w.split("=", 1) for w in v.stdout.split() if "=" in w) for k, v in (("warm", warm), ("cold", cold))}
        rows.append([path.stem, summary["warm"].get("ratio", "?"), *cells(warm), summary["cold"].get("ratio", "?"),
                     *cells(cold), "yes" if summary["warm"].get("arena") == summary["cold"].get("arena") else "**no**"])
        print(f"  fresh {path.stem}: {rows[-1][-1]}", file=sys.stderr)
    note = ("`memplan plan FILE` at the default time limit, with numba's cache warm and with it empty "
            "(a new `NUMBA_CACHE_DIR` for every run), interleaved.")
    return table("fresh installation: the first plans are a warm cache's",
                 ["instance", "warm ratio", "warm ms", "cold ratio", "cold ms", "same arena"], rows,
                 note, start, runs)


def compile_bytecode() -> str:
    """Write memplan's bytecode (``.pyc``) before timing, as installing a wheel does: an editable
    install run with ``PYTHONDONTWRITEBYTECODE=1`` (as this machine's sessions are) compiles every
    module of memplan from source in every process, 0.1 s of CPU a command, while the bindings and
    numpy, installed with theirs, do not: not a like-for-like comparison."""
    import compileall
    import memplan

    package = Path(memplan.__file__).parent
    ok = compileall.compile_dir(package, quiet=2, force=False)
    return f"memplan's bytecode {'compiled' if ok else 'NOT fully compiled'} ({package})"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", default=",".join(SECTIONS), help=f"comma-separated sections ({', '.join(SECTIONS)})")
    p.add_argument("--runs", type=int, default=3, help="interleaved runs of each command")
    p.add_argument("--models", default="", help="comma-separated model names (default: every model)")
    p.add_argument("--sizes", default="1000,5000,20000", help="ops of the generated functions (bufferize)")
    p.add_argument("--minimalloc", default=str(ROOT / "build/minimalloc/minimalloc"), metavar="PATH",
                   help="MiniMalloc's binary (plan; the section is skipped without it)")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds each planner gets (plan)")
    p.add_argument("--shared", default=str(ROOT.parent / "shared"), metavar="DIR",
                   help="the shared corpus and data (default: ../shared beside the repository)")
    args = p.parse_args(argv)
    shared = Path(args.shared)
    sections = [s for s in args.only.split(",") if s]
    if unknown := set(sections) - set(SECTIONS):
        p.error(f"unknown sections: {', '.join(sorted(unknown))}")
    all_models = sorted((ROOT / "corpus/static").glob("*.mlir")) + sorted(
        m for m in (shared / "corpus/models").glob("*.mlir") if not m.name.endswith(".upstream-bufferized.mlir"))
    models = [m for m in all_models if not args.models or m.stem in args.models.split(",")]
    sizes = [int(s) for s in args.sizes.split(",") if s]
    print(f"bench_speed: {len(models)} models, {args.runs} runs, load average {load()}; {compile_bytecode()}\n")
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        if "bufferize" in sections:
            print(bufferize_table(models, sizes, args.runs, tmp), flush=True)
        if "merge-alloc" in sections:
            print(merge_alloc_table(models, args.runs, tmp), flush=True)
        if "plan" in sections:
            print(floors_table(args.runs), flush=True)
            if Path(args.minimalloc).is_file():
                print(plan_table(args.minimalloc, args.timeout, args.runs, tmp, shared), flush=True)
            else:
                print(f"plan: skipped, no MiniMalloc binary at {args.minimalloc} (benchmarks/build_minimalloc.sh)\n")
        if "fresh" in sections:
            print(fresh_table(args.runs, tmp), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
