"""Heavy solvers loaded on first use, in the background, within the caller's deadline.

Importing numba and loading the compiled searches takes about 0.5 s from
numba's on-disk cache, and compiling them the first time on a machine (or
after an upgrade) about 20 s; importing OR-Tools about 0.5 s. Planning that
needs no search never pays for either, and search under a time limit waits
for them only until its deadline: when loading is not done by then, the caller
carries on without the solver (and the loading goes on in the background, for
later calls in the same process).

Compiling never happens in this process: numba's compiler holds the GIL for up
to 0.2 s at a time (more on a loaded machine), long enough to break a time
limit of a second. When the cache lacks a module's functions, a child process
compiles them into the cache (children.py; it dies with this process), and
this process loads them from there once it has finished.
"""

from __future__ import annotations

import atexit
import functools
import gc
import importlib
import os
import signal
import sys
import threading
import warnings
from collections.abc import Callable
from types import ModuleType

from memplan.core import children
from memplan.core.budget import Deadline, process_start, slowness


class _Loader:
    """Imports ``module`` and runs its ``warm_up()`` (if any) once, in a daemon thread.

    ``cpu_seconds``: what loading costs from a warm cache (measured here). A load
    that could not end by the caller's deadline, at the pace this process runs,
    is not started: it would only take CPU from the work that can still end in
    time (checking and writing the plan), and the caller does without it anyway.
    """

    def __init__(self, module: str, cpu_seconds: float = 0.0, plain_when_cold: bool = False) -> None:
        self.module = module
        self.cpu_seconds = cpu_seconds
        self.plain_when_cold = plain_when_cold
        self.plain = False  # running as plain Python while a child compiles (see _warm)
        self._done = threading.Event()
        self._settled = threading.Event()  # loaded, failed, or compiling in a child (not ready soon)
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._result: ModuleType | None = None
        self._error: BaseException | None = None

    def _load(self) -> None:
        _exit_quickly()
        try:
            mod = importlib.import_module(self.module)
            if hasattr(mod, "warm_up"):
                forget_stale_cache(mod)
                _recovering(mod, lambda: self._warm(mod))
            self._result = mod
        except BaseException as e:  # noqa: BLE001 - reported to the caller as "unavailable"
            self._error = e
        finally:
            self._done.set()
            self._settled.set()

    def _warm(self, mod: ModuleType) -> None:
        """Load ``mod``'s compiled functions from numba's cache, having a child compile them
        into it first when it lacks them.

        With ``plain_when_cold``, a cold cache does not keep the caller waiting: the child
        compiles for later runs while this process runs the same functions as plain Python
        (about 100 times slower, but a small search ends in a second, where compiling takes
        30 s: a fresh installation's first plans of small traces are a warm one's)."""
        if not compiled_cache_ready(mod):
            if self.plain_when_cold:
                proc = _start_compiling(self.module)
                self.plain = True
                _as_plain_python(mod)
                mod.warm_up()
                if proc is not None:
                    in_background(lambda: _reap(proc), f"compile {self.module}")
                return
            self._settled.set()  # compiling takes seconds: nobody should wait for it
            if not _compile_in_child(self.module):
                raise _CompilingStopped(f"compiling {self.module} was stopped")
        mod.warm_up()  # from the cache (compiles here only if no child could be started)

    def in_time(self, deadline: Deadline) -> bool:
        """Whether loading, if it starts now, could end by ``deadline`` (always, once started)."""
        if self._thread is not None or self._done.is_set() or deadline.at is None:
            return True
        return deadline.left() >= self.cpu_seconds * slowness(process_start())

    def start(self, deadline: Deadline = Deadline()) -> None:
        """Begin loading in the background (once), unless it could not end by ``deadline``."""
        if not self._done.is_set() and self.in_time(deadline):
            with self._lock:
                if self._thread is None:
                    self._thread = in_background(self._load, f"load {self.module}")

    def get(self, deadline: Deadline, wait: bool = True) -> ModuleType | None:
        """The loaded module, or None when it is not ready by ``deadline`` (or failed to load).

        ``wait=False``: only if it is ready now (loading starts in the background).
        Loading does not start when it could not end by ``deadline`` (see the class).
        """
        if not self._done.is_set():
            if not self.in_time(deadline):
                return None
            self.start()
            left = deadline.left()
            if wait:
                self._done.wait(None if left == float("inf") else left)
        return self._result if self._done.is_set() else None

    def from_cache(self, deadline: Deadline) -> ModuleType | None:
        """Like ``get``, but no waiting for a compile: None as soon as it is known that numba's
        cache lacks the module's functions (a child compiles them, for later calls)."""
        if not self._done.is_set():
            if not self.in_time(deadline):
                return None
            self.start()
            left = deadline.left()
            self._settled.wait(None if left == float("inf") else left)
        return self._result if self._done.is_set() else None

    @property
    def error(self) -> BaseException | None:
        return self._error

    @property
    def compiling(self) -> bool:
        """Asked for, and still being compiled into numba's cache by a child (a cold cache)."""
        return self._settled.is_set() and not self._done.is_set()


def _dispatchers(module: ModuleType) -> list:
    """numba's compiled functions of ``module`` and of the memplan modules it uses ([] without numba)."""
    try:
        from numba.core.dispatcher import Dispatcher
    except ImportError:
        return []
    names = {module.__name__} | {v.__name__ for v in vars(module).values()
                                  if isinstance(v, ModuleType) and v.__name__.startswith("memplan.")}
    return [obj for name in names for obj in vars(sys.modules[name]).values()
            if isinstance(obj, Dispatcher) and obj.py_func.__module__ == name]


def compiled_cache_ready(module: ModuleType) -> bool:
    """Does numba's cache hold every compiled function of ``module`` (and of the memplan
    modules it uses), for this machine and these sources? True without numba.

    Reads numba's cache index the way numba does (its private API; any surprise
    counts as "not ready", the safe answer: a child then fills the cache).
    """
    try:
        dispatchers = _dispatchers(module)
        if not dispatchers:
            return True  # the searches run as plain Python: nothing to compile
        from numba.core.registry import cpu_target

        codegen = cpu_target.target_context.codegen()
        for obj in dispatchers:
            cache = obj._cache
            wanted = cache._index_key(None, codegen)[1:]  # (machine, hash of the code)
            if not any(key[1:] == wanted for key in cache._cache_file._load_index()):
                return False
        return True
    except Exception:  # noqa: BLE001 - see the docstring
        return False


class _CompilingStopped(RuntimeError):
    """The child compiling into the cache was killed (this process is exiting): not a bad cache."""


PLAIN_SLOWER = 100  # how much slower the searches run as plain Python than compiled (about)


def _as_plain_python(module: ModuleType) -> None:
    """Make ``module``'s numba functions (and those of the memplan modules it uses) plain Python,
    by importing them again with numba's JIT off: the modules are written to run so without numba.
    The import lock is held meanwhile, so that no other module is imported without JIT."""
    import _imp

    from numba.core import config

    names = {module.__name__} | {v.__name__ for v in vars(module).values()
                                  if isinstance(v, ModuleType) and v.__name__.startswith("memplan.")}
    defining = [sys.modules[name] for name in sys.modules if name in names and name != module.__name__
                and _dispatchers(sys.modules[name])]  # in the order they were imported: dependencies first
    # (hashes mix with wrapping uint64 arithmetic, which numpy's scalars warn about, numba not)
    warnings.filterwarnings("ignore", "overflow encountered", RuntimeWarning, r"memplan\.core\.search\.")
    every = {mod: getattr(mod, "CLOCK_EVERY", None) for mod in defining + [module]}  # as compiled
    _imp.acquire_lock()
    try:
        config.DISABLE_JIT = True
        for mod in defining + [module]:
            importlib.reload(mod)
            if hasattr(mod, "CLOCK_NODES"):  # a node takes milliseconds now, not microseconds:
                mod.CLOCK_NODES = 1  # the clock is read at every one (0.75 us), or deadlines slip by seconds
            if every[mod] is not None:  # and as often in work counted (a try of a wide part: seconds)
                mod.CLOCK_EVERY = max(every[mod] // PLAIN_SLOWER, 1)
    finally:
        config.DISABLE_JIT = False
        _imp.release_lock()


def _recovering(module: ModuleType, warm: Callable[[], None]) -> None:
    """``warm()``, which loads ``module``'s compiled functions; if that fails, the cache is
    cleared (said once) and ``warm()`` compiles them afresh."""
    try:
        warm()
    except _CompilingStopped:
        raise
    except Exception as e:  # noqa: BLE001 - most likely a cache that cannot be read
        if not clear_compiled_cache(module):
            raise
        _say_rebuilt(e)
        warm()


def clear_compiled_cache(module: ModuleType) -> bool:
    """Empty the cache index of ``module``'s compiled functions, so that they are compiled and
    cached afresh: garbage in a cache file (a crash while it was written, a full disk, a
    stray copy) otherwise fails every load, in every run, and the searches are never there.
    False when there is nothing to clear or it cannot be (no numba, a read-only cache)."""
    dispatchers = _dispatchers(module)
    try:
        for obj in dispatchers:
            obj._cache.flush()  # an empty index: what it referred to is compiled again
    except Exception:  # noqa: BLE001 - the cache cannot be written either
        return False
    return bool(dispatchers)


def forget_stale_cache(module: ModuleType) -> None:
    """Clear ``module``'s compiled functions from numba's cache when memplan's planning sources
    changed since they were compiled. numba checks only the file that defines a function: a
    search whose callee in another file changed (an editable install after a pull) would load
    the old callee's machine code. So a digest of the sources is kept beside the cache, and a
    different one empties the cache index (compiled again, as after an upgrade)."""
    from pathlib import Path  # (with hashlib: only where numba loads, which a plan without search never does)

    try:
        dispatchers = _dispatchers(module)
        if not dispatchers:
            return
        stamp = Path(dispatchers[0]._cache._cache_path) / f"{module.__name__}.memplan-sources"
        digest = _sources_digest()
        try:
            if stamp.read_text() == digest:
                return
        except OSError:
            pass  # none yet: whatever the cache holds was compiled from unknown sources
        clear_compiled_cache(module)
        staged = stamp.with_name(f"{stamp.name}.{os.getpid()}.tmp")
        staged.write_text(digest)
        os.replace(staged, stamp)
    except Exception:  # noqa: BLE001 - a cache that cannot be written keeps numba's own checks
        pass


@functools.cache
def _sources_digest() -> str:
    """A digest of the planning core's sources, which are all the compiled searches use."""
    import hashlib
    from pathlib import Path

    core = Path(__file__).parent
    h = hashlib.sha256()
    for path in sorted(core.rglob("*.py")):
        h.update(path.relative_to(core).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()


_rebuilt_said = False


def _say_rebuilt(error: BaseException) -> None:
    """Once a process: the compiled searches' cache could not be read, and is being rebuilt."""
    global _rebuilt_said
    if not _rebuilt_said:
        _rebuilt_said = True
        print(f"memplan: note: numba's cache of the compiled searches could not be read ({type(error).__name__}: "
              f"{error}); it was cleared, and they are compiled again (once, about 30 s of CPU)", file=sys.stderr)


WARM_COMMAND = "python -c 'from memplan.core import solvers; solvers.warm_all()'"


def _start_compiling(module: str):
    """A child that fills numba's cache with ``module``'s functions (None if none can start)."""
    try:
        return children.start(__name__, "warm_cache", module)
    except OSError:
        return None


def _reap(proc) -> None:
    try:
        proc.wait()
    finally:
        children.forget(proc)


def _compile_in_child(module: str) -> bool:
    """Fill numba's cache with ``module``'s functions in a child process; wait for it.

    False when the child was killed: this process is exiting (or the child ran
    out of memory); compiling here instead would hold up the exit. Where no
    child can be started or run (no executable, an import path it cannot
    see), the caller's ``warm_up()`` compiles in this process, as a last resort.
    """
    proc = _start_compiling(module)
    if proc is None:
        return True
    try:
        return proc.wait() >= 0
    finally:
        children.forget(proc)


def warm_cache(module: str) -> None:
    """In a child: import ``module`` and run its ``warm_up()``, which compiles into the cache."""
    importlib.import_module(module).warm_up()


def compiling() -> list[str]:
    """The compiled solvers a caller asked for that are still being compiled for this machine
    (the first runs after an installation without ``warm_all``): what ran without them."""
    return [loader.module for loader in COMPILED if loader.compiling or loader.plain]


def warm_all() -> None:
    """Compile every solver into numba's cache now (``make install`` does, so that the first
    searches on a machine start at once)."""
    for loader in COMPILED:
        mod = importlib.import_module(loader.module)
        forget_stale_cache(mod)
        _recovering(mod, mod.warm_up)


# Signals that stop a run: the main thread handles them, wherever it waits.
_STOP_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM, signal.SIGHUP})


def in_background(target: Callable[[], None], name: str) -> threading.Thread:
    """A started daemon thread that never takes the signals that stop a run, nor do the native
    threads it starts (numba's, OR-Tools' solver pool), which inherit its signal mask.

    The kernel gives a signal sent to the process to any thread that does not block it. Taken
    by another thread, a Ctrl-C only sets Python's flag, and a main thread asleep in a wait
    without timeout never looks at it: the run went on, or hung. So only the main thread may
    take them, and its waits end with KeyboardInterrupt as they should."""

    def run() -> None:
        signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)
        target()

    thread = threading.Thread(target=run, name=name, daemon=True)
    thread.start()
    return thread


def cp_solver(cp_model: ModuleType):
    """A CP-SAT solver that leaves Ctrl-C to memplan. By default OR-Tools takes SIGINT over
    during a solve: a Ctrl-C then only ends that solve (the run goes on), and afterwards SIGINT
    is left at its default, so the next one kills the process with nothing cleaned up."""
    solver = cp_model.CpSolver()
    solver.parameters.catch_sigint_signal = False
    return solver


def cp_solve(solver, model):
    """``solver.Solve(model)``, stopped at once by Ctrl-C, which then raises KeyboardInterrupt.

    The solve releases the GIL but never returns to Python until it ends: in the main thread
    (where Python handles signals) it runs in a helper thread while the main thread waits,
    and a Ctrl-C stops it (``StopSearch``) before the interrupt goes on."""
    if threading.current_thread() is not threading.main_thread():
        return solver.Solve(model)
    answer: list = []
    done = threading.Event()

    def solve() -> None:
        try:
            answer.append(solver.Solve(model))
        except BaseException as e:  # noqa: BLE001 - raised again in the caller's thread
            answer.append(e)
        finally:
            done.set()

    in_background(solve, "cp-sat solve")
    try:
        done.wait()
    except KeyboardInterrupt:
        while not done.wait(0.05):  # (an Event, not join: an interrupted join can miss the thread's end)
            solver.StopSearch()  # again until it ends: a stop asked before the solve began is lost
        raise
    if isinstance(answer[0], BaseException):
        raise answer[0]
    return answer[0]


def _exit_quickly() -> None:
    """At exit, skip the final garbage collection over the solvers' objects (0.2 s for numba's).

    ``gc.freeze`` moves every object to a generation no collection visits; at
    exit the memory goes back to the system anyway. Registered once.
    """
    global _freeze_registered
    if not _freeze_registered:
        atexit.register(gc.freeze)
        _freeze_registered = True


_freeze_registered = False
# CPU seconds to load from numba's warm cache (numba itself included) or to import OR-Tools,
# measured here: 0.44, 0.37 and 0.25 s (0.5-0.9 s of wall time at load average 4 on 2 cores)
# (the placement has a Python sweep of its own for when it is missing; the searches have none)
decide = _Loader("memplan.core.search.decide", cpu_seconds=0.4, plain_when_cold=True)
placement = _Loader("memplan.core.search.placement_jit", cpu_seconds=0.35)
spill = _Loader("memplan.core.spill.kernel", cpu_seconds=0.3)  # the spill search's loops (issue 24)
COMPILED = (decide, placement, spill)  # the loaders of numba's compiled functions
cp_sat = _Loader("ortools.sat.python.cp_model", cpu_seconds=0.25)
