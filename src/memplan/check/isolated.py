"""Run jobs in child processes that may crash, abort or never finish.

Programs under check are JIT-compiled machine code: a wrong one dereferences a bad pointer
(SIGSEGV), divides by zero (SIGFPE), trips an assertion inside LLVM (SIGABRT) or loops
forever, and none of that may take the checker down with it. Each job runs in its own child
process; the parent waits with a deadline, and kills every child it started when it returns,
times out or is interrupted (Ctrl-C), so that none is left behind.

Children are forked by multiprocessing's fork server, which has imported numpy and MLIR once:
a child costs a fork, not a Python start-up, and the parent (a test session with MLIR contexts
and solver threads) is never forked itself. Children ignore Ctrl-C (machine code would not
notice it anyway) and die with the server, which dies with the parent, if the parent is killed.
Whatever a child prints goes to standard error (a trap's report), never to the caller's output.

The time limit is for each phase a child reports (:func:`report`): it starts again at every
report, and a phase reported as not timed (compiling, which always ends) has none. A program
that never terminates is stopped that long after it started to run, however long compiling
it took.
"""

from __future__ import annotations

import contextlib
import functools
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import time
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from memplan.core.children import die_with_parent
from memplan.diagnostics import MemplanError

# Imported once by the fork server, so that children start with numpy and MLIR loaded.
_PRELOAD = ["memplan.check._preload"]


@dataclass(frozen=True)
class Finished:
    value: Any


@dataclass(frozen=True)
class Failed:
    """The job raised a MemplanError (a located, user-facing error)."""

    error: MemplanError

    def describe(self) -> str:
        return self.error.message


@dataclass(frozen=True)
class Crashed:
    how: str  # "SIGSEGV", or "exit status 3"
    phase: str  # what the job last reported, e.g. "running"
    subject: str | None  # e.g. the function being run
    partial: tuple = ()  # what the job sent with partial() before it crashed

    def describe(self) -> str:
        who = f"@{self.subject}" if self.subject else "the program"
        return f"{who} crashed ({self.how})" if self.phase == "running" else \
            f"{who} crashed ({self.how}) while {self.phase}"


@dataclass(frozen=True)
class TimedOut:
    seconds: float
    phase: str
    subject: str | None
    partial: tuple = ()

    def describe(self) -> str:
        who = f"@{self.subject}" if self.subject else "the program"
        return f"{who} did not finish within {self.seconds:g} s (--timeout); stopped while {self.phase}"


Outcome = Finished | Failed | Crashed | TimedOut

# The child's end of its pipe, for report(); None in the parent or outside run_children.
_CHANNEL: multiprocessing.connection.Connection | None = None


def report(phase: str, subject: str | None = None, timed: bool = True) -> None:
    """Tell the parent what the job is doing (named in crash and timeout messages). The time
    limit starts again now; with ``timed=False`` there is none until the next report.

    A no-op outside a child, so jobs can call it when run in-process too.
    """
    if _CHANNEL is not None:
        _CHANNEL.send(("phase", phase, subject, timed))


def partial(value: Any) -> None:
    """Send the parent a result before the job ends (kept if the job crashes later, e.g. the
    runs at the sizes before the one that traps). A no-op outside a child."""
    if _CHANNEL is not None:
        _CHANNEL.send(("partial", value))


def run_children(jobs: Sequence[tuple[Callable, tuple]], timeout: float | None) -> list[Outcome]:
    """Run ``fn(*args)`` for each job in its own child process, all at once.

    Each child has ``timeout`` seconds (None: no limit) from each phase it reports (see the
    module), and at least STARTUP_SECONDS to start. Returns one outcome per job. KeyboardInterrupt in the parent
    kills all children before it propagates.
    """
    context = _context()
    children: list[_Child] = []
    try:
        for fn, args in jobs:
            receive, send = context.Pipe(duplex=False)
            process = context.Process(target=_child_main, args=(send, fn, args), daemon=True)
            with _main_hidden():
                process.start()
            send.close()
            children.append(_Child(process, receive, timeout))
        _wait(children)
        return [c.outcome for c in children]
    finally:
        for child in children:
            child.stop()


@contextlib.contextmanager
def _main_hidden():
    """Start a child without re-running the caller's ``__main__`` in it.

    multiprocessing re-imports the parent's main script in every child of the fork server,
    which runs a script's top-level code again if it has no ``if __name__ == "__main__"``
    guard (a user's script calling ``compare_programs`` would recurse). Jobs are functions of
    importable modules, so the child needs nothing from ``__main__``.
    """
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


@functools.cache
def _context():
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(_PRELOAD)
    return context


STARTUP_SECONDS = 60.0  # a child's time to start and send its first report


class _Child:
    """The parent's view of one child: its process, pipe, deadline and what it reported."""

    def __init__(self, process, connection, timeout: float | None):
        self.process, self.connection, self.timeout = process, connection, timeout
        # start-up (the fork server's first start imports MLIR) is not the job's time: it has
        # its own allowance, so that a loaded machine does not turn a short limit into a timeout
        self.deadline = None if timeout is None else time.monotonic() + max(timeout, STARTUP_SECONDS)
        self.phase, self.subject = "starting", None
        self.outcome: Outcome | None = None
        self.partials: list[Any] = []

    def receive(self) -> None:
        """Read one message; EOF before a final message means the child died."""
        try:
            message = self.connection.recv()
        except (EOFError, OSError):
            self._died()
            return
        kind = message[0]
        if kind == "phase":
            self.phase, self.subject = message[1], message[2] or self.subject
            timed = message[3] and self.timeout is not None
            self.deadline = time.monotonic() + self.timeout if timed else None
        elif kind == "partial":
            self.partials.append(message[1])
        elif kind == "done":
            self.outcome = Finished(message[1])
        elif kind == "error":
            self.outcome = Failed(MemplanError(message[1], message[2]))

    def _died(self) -> None:
        self.process.join()
        code = self.process.exitcode
        how = _signal_name(-code) if code is not None and code < 0 else f"exit status {code}"
        self.outcome = Crashed(how, self.phase, self.subject, tuple(self.partials))

    def time_out(self) -> None:
        self.stop()
        self.outcome = TimedOut(self.timeout, self.phase, self.subject, tuple(self.partials))

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()


def _wait(children: list[_Child]) -> None:
    while True:
        now = time.monotonic()
        for child in children:
            if child.outcome is None and child.deadline is not None and now >= child.deadline:
                child.time_out()
        pending = [c for c in children if c.outcome is None]
        if not pending:
            return
        deadlines = [c.deadline for c in pending if c.deadline is not None]
        wait_for = max(0.0, min(deadlines) - now) if deadlines else None
        # A dead child's last messages are still in its pipe: EOF comes after them.
        ready = multiprocessing.connection.wait([c.connection for c in pending], wait_for)
        for child in pending:
            if child.connection in ready:
                child.receive()


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _child_main(channel, fn: Callable, args: tuple) -> None:
    global _CHANNEL
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it kills us on Ctrl-C
    die_with_parent()
    # What the job's machine code prints (a failed runtime check's report, before it aborts)
    # goes to standard error: the caller's standard output is for its own results.
    with contextlib.suppress(OSError, ValueError, AttributeError):  # no standard output: nothing to move
        sys.stdout.flush()
        os.dup2(2, 1)
    _CHANNEL = channel
    try:
        channel.send(("done", fn(*args)))
    except MemplanError as e:
        channel.send(("error", e.message, e.location))
    except Exception as e:  # a bug in the job: a message for the user, not a traceback
        channel.send(("error", f"internal error ({type(e).__name__}: {e})", None))
    finally:
        channel.close()
