"""Heavy solvers loaded on first use, in the background, within the caller's deadline.

Importing numba and compiling the branch and bound takes about 0.4 s from the
on-disk cache and several seconds the first time on a machine; importing
OR-Tools about 0.5 s. Planning that needs no search never pays for either, and
search under a time limit waits for them only until its deadline: when loading
is not done by then, the caller carries on without the solver (and the loading
goes on in the background, for later calls in the same process).
"""

from __future__ import annotations

import atexit
import gc
import importlib
import threading
from types import ModuleType

from memplan.core.budget import Deadline


class _Loader:
    """Imports ``module`` and runs its ``warm_up()`` (if any) once, in a daemon thread."""

    def __init__(self, module: str) -> None:
        self.module = module
        self._done = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._result: ModuleType | None = None
        self._error: BaseException | None = None

    def _load(self) -> None:
        _exit_quickly()
        try:
            mod = importlib.import_module(self.module)
            warm = getattr(mod, "warm_up", None)
            if warm is not None:
                warm()
            self._result = mod
        except BaseException as e:  # noqa: BLE001 - reported to the caller as "unavailable"
            self._error = e
        finally:
            self._done.set()

    def start(self) -> None:
        """Begin loading in the background (once)."""
        if not self._done.is_set():
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._load, name=f"load {self.module}", daemon=True)
                    self._thread.start()

    def get(self, deadline: Deadline, wait: bool = True) -> ModuleType | None:
        """The loaded module, or None when it is not ready by ``deadline`` (or failed to load).

        ``wait=False``: only if it is ready now (loading starts in the background).
        """
        if not self._done.is_set():
            self.start()
            left = deadline.left()
            if wait:
                self._done.wait(None if left == float("inf") else left)
        return self._result if self._done.is_set() else None

    @property
    def error(self) -> BaseException | None:
        return self._error


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
decide = _Loader("memplan.core.planners.decide")
placement = _Loader("memplan.core.planners.placement_jit")
cp_sat = _Loader("ortools.sat.python.cp_model")
