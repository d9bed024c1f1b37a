"""Time budgets that are promises: a hard wall-clock deadline for a whole planning run.

A user's time limit covers everything a planner does: setup, loading and
compiling solvers, every stage and every fallback. Planners turn the budget
into *work* (counted steps, so a given budget gives the same plan however
loaded the machine is) and also check the clock often, so that the deadline
holds when the machine is slower than the work estimate assumed. When the
deadline comes first, the best plan found so far is returned.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


def now() -> float:
    return time.perf_counter()


@dataclass(frozen=True)
class Deadline:
    """A point on the ``time.perf_counter`` clock; ``None`` fields mean "no limit"."""

    at: float | None = None

    @staticmethod
    def after(seconds: float | None, start: float | None = None, cap: float | None = None) -> Deadline:
        """``seconds`` from ``start`` (default: now), and never later than ``cap``."""
        at = None if seconds is None else (now() if start is None else start) + seconds
        if cap is not None:
            at = cap if at is None else min(at, cap)
        return Deadline(at)

    def left(self) -> float:
        """Seconds left (infinite without a limit, never negative)."""
        return float("inf") if self.at is None else max(self.at - now(), 0.0)

    def expired(self, margin: float = 0.0) -> bool:
        return self.at is not None and now() + margin >= self.at

    def earlier(self, seconds: float) -> Deadline:
        """The earlier of this deadline and ``seconds`` from now."""
        return Deadline.after(seconds, cap=self.at)


def slowness(started: float, at_most: float = 8.0) -> float:
    """How much slower than its own CPU time this process has run since ``started`` (>= 1).

    On a loaded machine a process gets a fraction of a core: work estimated in
    CPU seconds takes this many times as long on the clock. ``started`` should
    be the process start (process_start), whose CPU time is all counted.
    """
    cpu = time.process_time()
    wall = now() - started
    if cpu < 0.05 or wall <= cpu:
        return 1.0
    return min(wall / cpu, at_most)


_COUNT_FROM_PROCESS_START = False  # set by a command's entry point (count_from_process_start)


def count_from_process_start() -> None:
    """Called by a command's entry point (the ``memplan`` script): this process is the command,
    so its time limit covers interpreter start-up and imports too (see process_start)."""
    global _COUNT_FROM_PROCESS_START
    _COUNT_FROM_PROCESS_START = True


def process_start() -> float:
    """When this command started, on the ``time.perf_counter`` clock.

    A command-line time limit is a promise about the whole command, interpreter
    start-up and imports included: in the process a command's entry point runs
    (count_from_process_start), that is when the process began, as ``/proc``
    tells (Linux; elsewhere, now). Anywhere else (a test runner, a server or a
    script calling the CLI's ``main`` or the planners) the call itself is the start: now.
    """
    if not _COUNT_FROM_PROCESS_START:
        return now()
    try:
        with open("/proc/self/stat", "rb") as f:
            stat = f.read()
        with open("/proc/uptime", "rb") as f:
            uptime = float(f.read().split()[0])
        ticks = int(stat[stat.rindex(b")") + 2 :].split()[19])  # field 22: start time, clock ticks after boot
        import os

        age = uptime - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return now()
    return now() - age if age >= 0.0 else now()
