"""Progress bars for long work: shown on a terminal, silent otherwise.

Callback style, so that library code need not know whether anyone watches::

    with progress("planning", total=len(scopes)) as advance:
        for scope in scopes:
            plan(scope)
            advance()                  # one step done

    with progress("exact search") as bar:   # total=None: a spinner with elapsed time
        planner(buffers, PlannerOptions(progress=bar.fraction))   # fraction done in [0, 1]

Code deep inside a pass can report to the innermost open bar without plumbing
through :func:`current` (a no-op when no bar is open). The bar goes to stderr
and only when stderr is a terminal (or ``MEMPLAN_PROGRESS=1``); ``MEMPLAN_PROGRESS=0``
silences it. Pipes, files and CI logs never get control characters.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO


class Advance:
    """What a ``with progress(...)`` block gets: call it to step, ``fraction`` to set a share."""

    def __init__(self, bar=None, task=None, total: float | None = None):
        self._bar, self._task, self.total = bar, task, total
        self.done = 0.0

    def __call__(self, steps: float = 1) -> None:
        self.done += steps
        if self._bar is not None:
            self._bar.update(self._task, completed=self.done)

    def fraction(self, value: float) -> None:
        """Set progress as a share of the whole, e.g. from ``PlannerOptions.progress``."""
        value = min(max(value, 0.0), 1.0)
        self.done = value * (self.total or 1.0)
        if self._bar is not None:
            if self.total is None:  # switch a spinner to a bar of 100 %
                self._bar.update(self._task, total=1.0)
                self.total = 1.0
                self.done = value
            self._bar.update(self._task, completed=self.done)

    def describe(self, text: str) -> None:
        """Change the label (e.g. the function being planned)."""
        if self._bar is not None:
            self._bar.update(self._task, description=text)


_OPEN: list[Advance] = []


def current() -> Advance:
    """The innermost open bar, or a silent one: lets deep code report without plumbing."""
    return _OPEN[-1] if _OPEN else Advance()


def should_show(stream: TextIO | None = None) -> bool:
    forced = os.environ.get("MEMPLAN_PROGRESS")
    if forced is not None:
        return forced not in ("0", "", "no", "false")
    stream = stream or sys.stderr
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


@contextmanager
def progress(description: str, total: float | None = None, *, enabled: bool | None = None,
             stream: TextIO | None = None) -> Iterator[Advance]:
    """A bar (``total`` steps) or spinner (``total=None``) while the block runs; removed after."""
    show = should_show(stream) if enabled is None else enabled
    if not show:
        adv = Advance(total=total)
        _OPEN.append(adv)
        try:
            yield adv
        finally:
            _OPEN.pop()
        return
    from rich.console import Console
    from rich.progress import BarColumn, Progress, SpinnerColumn, TaskProgressColumn, TextColumn, TimeElapsedColumn

    console = Console(file=stream or sys.stderr)
    columns = [SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TimeElapsedColumn()]
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(description, total=total)
        adv = Advance(bar, task, total)
        _OPEN.append(adv)
        try:
            yield adv
        finally:
            _OPEN.pop()
