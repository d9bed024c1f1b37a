"""Python child processes that never outlive the process that started them.

Two things run in children: compiling the numba searches when their on-disk
cache is empty (solvers.py), so that the compiler, which holds the GIL for
tenths of a second at a time, cannot make the parent miss a deadline; and the
search workers of ``--jobs N`` (planners/workers.py).

A child is a fresh interpreter (``sys.executable``), not a fork: forking a
process that has threads (solver loaders, numba, OpenBLAS) can copy a lock in
a held state into the child. It runs ``module:function(*args)``, ignores
Ctrl-C (the parent decides) and asks Linux to kill it when the thread that
started it ends, which covers the parent being killed with SIGKILL. The parent
kills every child still running when it exits normally (atexit), and callers
stop their children as soon as they are done with them.
"""

from __future__ import annotations

import atexit
import os
import signal
import sys
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where a child starts: most commands start none (0.1 s of CPU)
    import subprocess
    from multiprocessing.connection import Connection

_LIVE: set[subprocess.Popen] = set()
_LOCK = threading.Lock()

# run in the child: `python -c _BOOT parent_pid module function args...`
_BOOT = "from memplan.core.children import _bootstrap; _bootstrap()"


def start(module: str, function: str, *args: str, pass_fds: tuple[int, ...] = ()) -> subprocess.Popen:
    """Start ``module.function(*args)`` in a fresh Python child (raises OSError if it cannot).

    ``args`` are strings (file descriptors in ``pass_fds`` are passed by number).
    The child sees this process's ``sys.path`` (and not its working directory,
    where a stray ``numpy.py`` could hide the real one), so whatever could import
    memplan here can in the child too. Its standard streams go nowhere: a child reports
    through its file descriptors, never with a traceback on the user's terminal.
    """
    if not sys.executable:
        raise OSError("no Python executable to start a child with")
    if _closing.is_set():  # a background thread asking while the process exits: the child would outlive stop_all
        raise OSError("this process is exiting")
    import subprocess

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    proc = subprocess.Popen(
        [sys.executable, "-P", "-c", _BOOT, str(os.getpid()), module, function, *args],  # -P: not the cwd
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        pass_fds=pass_fds, env=env, close_fds=True,
    )
    with _LOCK:
        _LIVE.add(proc)
    _register_exit()
    return proc


def start_connected(module: str, function: str) -> tuple[subprocess.Popen, Connection]:
    """Start ``module.function(fd)`` with one end of a socket pair; return the child and the
    parent's end (a connection that both sides pickle messages over)."""
    import socket
    from multiprocessing.connection import Connection

    mine, theirs = socket.socketpair()
    try:
        proc = start(module, function, str(theirs.fileno()), pass_fds=(theirs.fileno(),))
    except OSError:
        mine.close()
        raise
    finally:
        theirs.close()
    return proc, Connection(mine.detach())


def stop(proc: subprocess.Popen) -> None:
    """Kill ``proc`` if it still runs, and reap it."""
    try:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    except OSError:
        pass
    with _LOCK:
        _LIVE.discard(proc)


def forget(proc: subprocess.Popen) -> None:
    """``proc`` has ended (the caller waited for it): nothing to kill at exit."""
    with _LOCK:
        _LIVE.discard(proc)


def live() -> list[subprocess.Popen]:
    """Children started and not yet stopped (for tests)."""
    with _LOCK:
        return [p for p in _LIVE if p.poll() is None]


def stop_all() -> None:
    """Stop every child; at exit, also refuse to start more (a loader thread may still ask)."""
    _closing.set()
    with _LOCK:
        procs = list(_LIVE)
    for proc in procs:
        stop(proc)


_exit_registered = False
_closing = threading.Event()


def _register_exit() -> None:
    global _exit_registered
    if not _exit_registered:
        atexit.register(stop_all)
        _exit_registered = True


def die_with_parent(parent: int | None = None) -> None:
    """Ask Linux to SIGKILL this process when its parent (the thread that started it) ends.

    ``parent``: the pid it was started by; if that process is gone already (it
    died before the request took effect), exit at once.
    """
    try:
        import ctypes

        PR_SET_PDEATHSIG = 1
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        return
    if os.getppid() == 1 or (parent is not None and os.getppid() != parent):
        os._exit(1)


def _bootstrap() -> None:
    """The child's entry: ``sys.argv`` is [-c, parent pid, module, function, args...]."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent, module, function, *args = sys.argv[1:]
    die_with_parent(int(parent))
    try:
        import importlib

        getattr(importlib.import_module(module), function)(*args)
    except BaseException:  # noqa: BLE001 - the exit status tells the parent; no traceback anywhere
        os._exit(1)
    os._exit(0)  # no interpreter teardown: the parent may be waiting on us
