"""The planner protocol and the name registry."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from memplan import plugins
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError, returned_plan
from memplan.diagnostics import MemplanError, no_room_to_load


@dataclass(frozen=True)
class PlannerOptions:
    """Knobs every planner accepts; a planner ignores those that mean nothing to it.

    ``time_limit`` is a hard cap on the whole call (setup, solver loading, every
    stage); giving one also asks for search. ``deadline`` is an absolute
    ``time.perf_counter()`` value that caps the call too: a caller planning many
    scopes under one user limit (a module, a command) passes the same deadline to
    each. The earlier of the two binds.

    ``work`` is the search's *work budget* (``auto`` and ``exact``; the other
    search planners take the time limit), in seconds of counted work (each
    search converts seconds to the steps it counts at its calibrated pace, see
    decide.py): with the same seed, jobs and work the plan is the same whatever
    the machine's load, as long as the deadline does not cut the work short. By
    default it is the time limit's worth, which a loaded machine cannot do in
    time: a caller that wants the same plan on any machine gives ``work`` and a
    time limit with room to spare. Without ``work``, auto spends the time its
    counted work leaves before ``time_limit`` on grouping searches that end only
    in a plan at the lower bound (see auto.py).
    """

    time_limit: float | None = None  # seconds, for search planners
    work: float | None = None  # the search's work budget (see above); None: the time limit
    seed: int = 0
    capacity: int | None = None  # decision mode: find a plan no larger than this
    progress: Callable[[float], None] | None = None  # fraction done, for long searches
    deadline: float | None = None  # absolute time.perf_counter(); see above
    jobs: int = 1  # processes for search planners (the plan depends on it, not on timing)
    # Without a time limit, may auto search small scopes the cheap proof leaves open (up to
    # 2 s each)? A compiler planning many scopes says no: each then costs milliseconds, and
    # a time limit asks for search.
    search_small_scopes: bool = True
    # best arena and proven lower bound so far, whenever either improves (for a progress line)
    on_status: Callable[[int, int], None] | None = None

    def status(self, best: int, bound: int) -> None:
        if self.on_status is not None:
            self.on_status(best, min(bound, best))

    def deadline_from(self, start: float) -> Deadline:
        """The hard deadline of a call that started at ``start``."""
        return Deadline.after(self.time_limit, start, cap=self.deadline)


def deadline_of(options: PlannerOptions) -> Deadline:
    """A heuristic's deadline: its time limit from now, capped by the options' deadline.

    Heuristics have no budget of their own (one sweep, O(n log n)); a caller's time limit
    still holds for them: past it, the buffers not placed yet are stacked (a worse plan,
    valid and in time)."""
    return Deadline.after(options.time_limit, cap=options.deadline)


class Planner(Protocol):
    def __call__(self, buffers: Sequence[Buffer], options: PlannerOptions) -> Plan: ...


# name -> "module:function", imported on first use so that slow solvers load lazily.
_BUILTIN: dict[str, str] = {
    "trivial": "memplan.core.planners.trivial:plan_trivial",
    "auto": "memplan.core.planners.auto:plan_auto",
    "best-fit": "memplan.core.planners.best_fit:plan_best_fit",
    "chunk": "memplan.core.planners.chunk:plan_chunk",
    "chunk-size-first": "memplan.core.planners.chunk_size_first:plan_chunk_size_first",
    "greedy-size": "memplan.core.planners.greedy_size:plan_greedy_size",
    "greedy-breadth": "memplan.core.planners.greedy_breadth:plan_greedy_breadth",
    "greedy-conflicts": "memplan.core.planners.greedy_conflicts:plan_greedy_conflicts",
    "xla-spatial": "memplan.core.planners.xla_heap:plan_xla_spatial",
    "xla-temporal": "memplan.core.planners.xla_heap:plan_xla_temporal",
    "xla-spatial-temporal": "memplan.core.planners.xla_heap:plan_xla_spatial_temporal",
    "xla-spatial-first": "memplan.core.planners.xla_heap:plan_xla_spatial_first",
    "xla-temporal-first": "memplan.core.planners.xla_heap:plan_xla_temporal_first",
    "xla-spatial-temporal-first": "memplan.core.planners.xla_heap:plan_xla_spatial_temporal_first",
    "local-search": "memplan.core.planners.local_search:plan_local_search",
    "exact": "memplan.core.planners.exact:plan_exact",
    "cpsat": "memplan.core.planners.cpsat:plan_cpsat",
}
_REGISTERED: dict[str, Planner] = {}


def register_planner(name: str, planner: Planner) -> None:
    """Make ``planner`` available by ``name`` to ``merge-alloc{planner=...}`` in this process.

    Other processes (``memplan plan --planner NAME``, ``memplan-opt``) see a planner only when
    an installed package declares it as a plugin (entry point group ``memplan.planners``).
    """
    if not callable(planner):
        raise TypeError(f"register_planner: planner '{name}' is not callable")
    _REGISTERED[name] = planner


def default_time_limit(name: str, buffers: int) -> float | None:
    """The seconds built-in planner ``name`` takes on ``buffers`` buffers when no time limit
    is given (its module's ``default_time_limit(n)`` or ``DEFAULT_TIME_LIMIT``); None for a
    planner without a budget of its own: the heuristics (one sweep each), and planners
    registered or from plugins."""
    if name in _REGISTERED or name not in _BUILTIN:
        return None
    module = importlib.import_module(_BUILTIN[name].split(":")[0])
    if hasattr(module, "default_time_limit"):
        return module.default_time_limit(buffers)
    return getattr(module, "DEFAULT_TIME_LIMIT", None)


def planner_names() -> list[str]:
    """Built-in, registered and plugin planners' names."""
    return sorted({*_BUILTIN, *_REGISTERED, *plugins.names(plugins.PLANNERS)})


def get_planner(name: str) -> Planner:
    """The planner called ``name``: registered in this process, built in, or from a plugin
    (imported now, run in a child process when called: plugin_process.py). A plugin may not
    take a built-in name; a broken plugin is a :class:`~memplan.diagnostics.MemplanError`
    naming it. Unknown names raise KeyError."""
    source = plugins.source_of(plugins.PLANNERS, name, registered=name in _REGISTERED, builtin=name in _BUILTIN)
    if source == plugins.USER:
        return _REGISTERED[name]
    if source == plugins.BUILTIN:
        module, func = _BUILTIN[name].split(":")
        return getattr(importlib.import_module(module), func)
    if source == plugins.PLUGIN:
        function = plugins.load(plugins.PLANNERS, name, lambda obj: None if callable(obj) else "it is not callable")
        return PluginPlanner(plugins.info(plugins.PLANNERS, name), function)
    raise KeyError(f"unknown planner '{name}' (known: {', '.join(planner_names())})")


@dataclass(frozen=True)
class PluginPlanner:
    """The planner of plugin ``info`` (an entry point of ``memplan.planners``). Called, it runs
    in a child process that memplan can stop (plugin_process.py); ``function`` was imported
    here when the plugin was named, so that a broken plugin fails at once."""

    info: plugins.PluginInfo
    function: Planner

    @property
    def __name__(self) -> str:
        return self.info.name

    def who(self) -> str:
        """How messages name it: ``planner 'banked' (plugin of memplan-accel 0.1.0)``."""
        return f"planner '{self.info.name}' (plugin of {self.info.package or 'an unnamed package'})"

    def __call__(self, buffers: Sequence[Buffer], options: PlannerOptions) -> Plan:
        from memplan.core.plugin_process import run

        return run(self, tuple(buffers), options)


def is_builtin(planner: object) -> bool:
    """Is ``planner`` one of memplan's own (whose claims of optimality and bounds are proofs)?"""
    target = f"{getattr(planner, '__module__', '')}:{getattr(planner, '__qualname__', '')}"
    if target not in _BUILTIN_TARGETS:
        return False
    module, func = target.split(":")
    return getattr(sys.modules.get(module), func, None) is planner


_BUILTIN_TARGETS = frozenset(_BUILTIN.values())


def call_planner(name: str, planner: Planner, buffers: Sequence[Buffer], options: PlannerOptions) -> Plan:
    """``planner(buffers, options)``, as a plan of exactly these buffers, proven safe.

    The planner gets a list of its own; the plan that comes back is checked against memplan's
    frozen copy of the buffers (count, ids, sizes, lifetimes, alignment: whatever the planner
    did to its list), its offsets must be integers, and no two buffers live at once may
    overlap. Only memplan's own planners' claims of optimality and bounds count (see
    :func:`~memplan.core.plan.returned_plan`). Whatever goes wrong is a
    :class:`MemplanError` naming the planner (and a plugin's package); Ctrl-C stays
    a KeyboardInterrupt, even one that surfaced inside compiled code.
    """
    frozen = tuple(buffers)
    who = planner.who() if isinstance(planner, PluginPlanner) else f"planner '{name}'"
    try:
        answer = planner(list(frozen), options)
    except (MemplanError, MemoryError):  # out of memory: the machine's limit, said as such (cli.common.doing)
        raise
    except Exception as e:  # noqa: BLE001  someone else's code: named, no traceback
        if _interrupted(e):
            raise KeyboardInterrupt from None
        if isinstance(e, ImportError) and no_room_to_load(e):
            raise MemoryError(str(e)) from None
        raise MemplanError(f"{who} failed: {type(e).__name__}: {e}") from None
    except SystemExit as e:  # a planner that ends the process has failed, whatever its code
        raise MemplanError(f"{who} failed: it called sys.exit({e.code!r})") from None
    try:
        return returned_plan(answer, frozen, trusted=is_builtin(planner))
    except PlanError as e:
        raise MemplanError(f"{who} produced an invalid plan: {e}") from None


def _interrupted(error: BaseException) -> bool:
    """Was ``error`` made from a Ctrl-C? Compiled code that returns while a KeyboardInterrupt
    is pending surfaces as ``SystemError: ... returned a result with an exception set``, caused
    by the KeyboardInterrupt."""
    seen = 0
    cause: BaseException | None = error
    while cause is not None and seen < 20:
        if isinstance(cause, KeyboardInterrupt):
            return True
        cause, seen = cause.__cause__ or cause.__context__, seen + 1
    return False
