"""Plugin planners run in a child process, so that memplan can stop them.

A planner from an installed package is someone else's code: it may never return, overrun
the time limit, call ``sys.exit``, end its process or crash the interpreter. Run in this
process, none of that could be stopped or told apart from memplan's own failure. So a
plugin planner runs in a child (children.py: it never outlives this process), given the
buffers and the options (the callbacks stay here), and the parent waits for its answer
only until the call's deadline; at the deadline the child is killed.

One child serves every plugin planner call of this process, started on the first and kept
for the next (a module's scopes are planned one by one: a fresh interpreter for each would
cost a third of a second apiece); a child killed at a deadline, or one whose import path
or plugins have changed since it started, is replaced by a new one.

What comes back is only offsets and claims: the plan is rebuilt here over this process's
own buffers and checked by :func:`memplan.core.plan.returned_plan`, like any planner's.
"""

from __future__ import annotations

import dataclasses
import os
import signal
import sys
import threading
import time
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING

from memplan import plugins
from memplan.core import children
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError, returned_plan
from memplan.diagnostics import MemplanError

if TYPE_CHECKING:
    from memplan.core.planners.base import PluginPlanner

class _Child:
    """The child process and the parent's end of its socket; ``key`` is what it was started for."""

    def __init__(self, key: tuple) -> None:
        self.proc, self.conn = children.start_connected(__name__, "serve")
        self.key = key

    def usable(self, key: tuple) -> bool:
        return self.key == key and self.proc.poll() is None

    def stop(self) -> None:
        children.stop(self.proc)
        self.conn.close()


_child: _Child | None = None
_lock = threading.Lock()  # one call at a time talks to the child


def stop() -> None:
    """Stop the plugin child now (it is otherwise kept until this process ends): for a long-lived
    process done with plugins, and for tests."""
    global _child
    with _lock:
        if _child is not None:
            _child.stop()
            _child = None


def _key() -> tuple:
    """What the child depends on: the import path it was given and the plugins found."""
    return (tuple(sys.path), plugins.generation())


def run(planner: PluginPlanner, buffers: tuple[Buffer, ...], options) -> Plan:
    """``planner(buffers, options)`` in the plugin child, stopped at the options' deadline.

    Where no child can be started (no Python executable), it is called here instead.
    """
    start = time.perf_counter()
    deadline = options.deadline_from(start)
    # the options travel, but not their callbacks; the deadline is absolute (CLOCK_MONOTONIC on
    # Linux: the same clock in every process)
    sent = dataclasses.replace(options, progress=None, on_status=None, deadline=deadline.at)
    global _child
    with _lock:
        try:
            if _child is None or not _child.usable(_key()):
                if _child is not None:
                    _child.stop()
                _child = None
                _child = _Child(_key())
        except OSError:
            return planner.function(list(buffers), options)
        child = _child
        try:
            child.conn.send((planner.info.name, list(buffers), sent))
            answer = _receive(child, deadline.at)
        except BaseException:  # Ctrl-C, a child gone: it never outlives the call
            child.stop()
            _child = None
            raise
        if answer is None:  # the deadline came first
            child.stop()
            _child = None
            raise MemplanError(f"{planner.who()} was stopped after {time.perf_counter() - start:.1f} s: "
                               "it did not return within its time limit")
    return _plan_from(planner, answer, buffers, time.perf_counter() - start)


def _receive(child: _Child, deadline: float | None) -> tuple | None:
    """The child's answer, or None when it is not in by ``deadline``."""
    try:
        if not child.conn.poll(None if deadline is None else max(deadline - time.perf_counter(), 0.0)):
            return None
        return child.conn.recv()
    except (EOFError, OSError):
        status = child.proc.wait()
        return ("failed", f"its process ended without an answer ({_status(status)})")


def _status(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


def _plan_from(planner: PluginPlanner, answer: tuple, buffers: tuple[Buffer, ...], seconds: float) -> Plan:
    """The child's answer as a plan over this process's own ``buffers``, or the error naming the plugin."""
    kind, *rest = answer
    if kind == "failed":
        raise MemplanError(f"{planner.who()} failed: {rest[0]}")
    if kind == "invalid":
        raise MemplanError(f"{planner.who()} produced an invalid plan: {rest[0]}")
    offsets, name, optimal, bound = rest
    return Plan(buffers, offsets, planner=name, optimal=optimal, bound=bound, seconds=seconds)


# -- in the child ---------------------------------------------------------------------------------

def serve(fd: str) -> None:
    """The child: answer calls ``(name, buffers, options)`` until the parent closes the socket.

    Each answer is ``("plan", offsets, planner, optimal, bound)``, ``("invalid", why)`` (the
    plan is not one of the buffers it was given) or ``("failed", why)``: any exception, and
    ``sys.exit``, is the plugin's failure.
    """
    conn = Connection(int(fd))
    while True:
        try:
            name, buffers, options = conn.recv()
        except (EOFError, OSError):
            os._exit(0)
        conn.send(_answer(name, tuple(buffers), options))


def _answer(name: str, buffers: tuple[Buffer, ...], options) -> tuple:
    try:
        function = plugins.load(plugins.PLANNERS, name)
        answer = function(list(buffers), options)
    except MemplanError as e:
        return ("failed", e.message)
    except SystemExit as e:
        return ("failed", f"it called sys.exit({e.code!r})")
    except BaseException as e:  # noqa: BLE001  someone else's code: its failure, named by the parent
        return ("failed", f"{type(e).__name__}: {e}")
    try:
        plan = returned_plan(answer, buffers, trusted=True)  # the claims are judged by the parent
    except PlanError as e:
        return ("invalid", str(e))
    except Exception as e:  # noqa: BLE001  an answer too odd to check (its own objects raising)
        return ("failed", f"its answer cannot be read: {type(e).__name__}: {e}")
    bound = plan.bound if isinstance(plan.bound, int) and not isinstance(plan.bound, bool) else 0
    return ("plan", plan.offsets, plan.planner if isinstance(plan.planner, str) else "",
            plan.optimal is True, bound)
