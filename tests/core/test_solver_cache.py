"""numba's on-disk cache of the compiled searches: garbage in it (a crash while a file was
written, a full disk, a stray copy) must not disable the searches for good. A cache that fails
to load is cleared, compiled afresh and said so, once."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("numba")

# A module shaped like the compiled searches (a warm_up() that calls the cached functions),
# small enough to compile in a second.
TINY = """
import numba

@numba.njit(cache=True)
def twice(x):
    return 2 * x

def warm_up():
    assert twice(21) == 42
"""

LOAD = textwrap.dedent("""
    import sys
    from memplan.core import solvers
    from memplan.core.budget import Deadline
    loader = solvers._Loader("tiny_searches")
    module = loader.get(Deadline())
    print("loaded" if module is not None else f"unavailable: {loader.error!r}")
""")


def _load(site: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), *sys.path]))
    env.pop("NUMBA_CACHE_DIR", None)  # the cache beside the module, in the test's directory
    return subprocess.run([sys.executable, "-c", LOAD], capture_output=True, text=True, env=env, timeout=300)


@pytest.mark.slow
def test_a_cache_that_fails_to_load_is_rebuilt_and_said_once(tmp_path: Path) -> None:
    (tmp_path / "tiny_searches.py").write_text(TINY)
    first = _load(tmp_path)  # an empty cache: a child compiles, then it loads
    assert first.stdout.strip() == "loaded", first.stderr
    cache = tmp_path / "__pycache__"
    for pattern in ("*.nbc", "*.nbi"):  # garbage in the data, then in the index
        files = sorted(cache.glob(pattern))
        assert files, f"numba wrote no {pattern}"
        for f in files:
            f.write_bytes(b"\x13garbage" * 8)
        broken = _load(tmp_path)
        assert broken.stdout.strip() == "loaded", broken.stderr  # was: unavailable, on every run
        assert broken.stderr.count("numba's cache of the compiled searches could not be read") == 1
        healthy = _load(tmp_path)
        assert healthy.stdout.strip() == "loaded" and "could not be read" not in healthy.stderr


@pytest.mark.slow
def test_a_cache_compiled_from_other_sources_is_compiled_again(tmp_path: Path, monkeypatch) -> None:
    # numba checks a function's own file only: a search whose callee in another file changed
    # would load the old callee; memplan keeps a digest of its sources beside the cache
    import importlib

    from memplan.core import solvers

    (tmp_path / "tiny_stamped.py").write_text(TINY.replace("twice", "thrice").replace("2 * x", "3 * x")
                                              .replace("== 42", "== 63"))
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("tiny_stamped")
    monkeypatch.setattr(solvers, "_sources_digest", lambda: "sources-1")
    solvers.forget_stale_cache(module)  # no digest yet: cleared, and the digest written
    module.warm_up()  # compiles into the cache
    assert solvers.compiled_cache_ready(module)
    solvers.forget_stale_cache(module)  # the same sources: kept
    assert solvers.compiled_cache_ready(module)
    monkeypatch.setattr(solvers, "_sources_digest", lambda: "sources-2")
    solvers.forget_stale_cache(module)  # other sources: compiled again
    assert not solvers.compiled_cache_ready(module)
    assert (tmp_path / "__pycache__" / "tiny_stamped.memplan-sources").read_text() == "sources-2"


PLAIN = textwrap.dedent("""
    import time
    from memplan.core import solvers
    from memplan.core.search import branch_bound, decide
    compiled_every = branch_bound.CLOCK_EVERY
    solvers._as_plain_python(decide)
    from memplan.core.search import skyline
    assert skyline.CLOCK_NODES == branch_bound.CLOCK_NODES == 1, skyline.CLOCK_NODES
    every = compiled_every // solvers.PLAIN_SLOWER
    assert skyline.CLOCK_EVERY == branch_bound.CLOCK_EVERY == every, (skyline.CLOCK_EVERY, every)
    from zero_waste import make
    from memplan.core.bounds import max_load
    buffers = make("dissection", 2000, 3).buffers
    decider = decide.Decider(buffers, jobs=1)
    began = time.perf_counter()
    decider.decide(max_load(buffers), budget=1000.0, deadline=began + 0.5)
    print(f"{time.perf_counter() - began:.2f}")
""")


def test_searches_run_as_plain_python_read_the_clock_as_often_as_compiled_ones() -> None:
    """While a cold cache compiles in a child, the searches run as plain Python, about
    PLAIN_SLOWER times slower: they read the clock that much more often in nodes and in work
    counted (stop 48: one try of a wide part of a 2,000-buffer dissection checked its valleys for
    6 s past a 60 s limit), each module once (skyline imports branch_bound's constants)."""
    benchmarks = Path(__file__).resolve().parents[2] / "benchmarks"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(benchmarks), *sys.path])}
    done = subprocess.run([sys.executable, "-c", PLAIN], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert float(done.stdout.split()[-1]) < 1.5  # the deadline 0.5 s away, kept within a second under load


PLANNING_IN_MAIN = textwrap.dedent("""
    import random, time
    from numba.core import event
    from memplan.core import solvers
    from memplan.core.budget import Deadline
    from memplan.core.buffer import Buffer
    from memplan.core.planners.base import PlannerOptions, call_planner
    from memplan.core.planners.greedy_size import plan_greedy_size
    decide = solvers.decide.get(Deadline())  # loaded in the background, as a plan loads them
    solvers.placement.get(Deadline())
    rng = random.Random(1)
    small = [Buffer(i, 16 * rng.randint(1, 64), s, s + rng.randint(1, 20))
             for i, s in enumerate(rng.randint(0, 50) for _ in range(80))]
    load = max(sum(b.size for b in small if b.start <= t < b.end) for t in range(80))
    huge = [Buffer(i, 16 * rng.randint(1, 64), s, s + rng.randint(1, 300))  # placed and checked compiled
            for i, s in enumerate(rng.randint(0, 60000) for _ in range(20000))]
    with event.install_recorder("numba:compile") as compiles:
        decide.find_within(small, load, 0.3, deadline=time.perf_counter() + 60)  # long enough to read the clock
        call_planner("greedy-size", plan_greedy_size, huge, PlannerOptions())
    print(len(compiles.buffer))
""")


def test_planning_compiles_nothing_in_the_main_thread_once_the_solvers_are_loaded() -> None:
    """Loading compiles what planning runs, in the loader's thread: the clock's object-mode block
    (compiled at a search's first clock read) and the placements for read-only columns (warmed
    up with writable ones) were compiled in the main thread, where a Ctrl-C then landed in LLVM's
    ctypes callbacks, which drop exceptions: the run went on to its time limit."""
    done = subprocess.run([sys.executable, "-c", PLANNING_IN_MAIN], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0"]  # compiles after loading
