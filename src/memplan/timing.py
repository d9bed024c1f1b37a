"""``--mlir-timing``: mlir-opt's execution time report, for memplan's passes and upstream's alike.

MLIR times every pass its pass manager runs, memplan's Python passes included (each under the
name it was added with), and prints the tree when the pass manager is destroyed. memplan
takes that tree (:func:`read_mlir_report`) and adds what mlir-opt's report has besides, parsing
and printing, measured around them, so that the report reads as mlir-opt's does::

    ===-------------------------------------------------------------------------===
                             ... Execution time report ...
    ===-------------------------------------------------------------------------===
      Total Execution Time: 0.0108 seconds

      ----Wall Time----  ----Name----
        0.0036 ( 33.3%)  Parser
        0.0041 ( 38.0%)  MergeAllocPass
        0.0002 (  1.9%)  'func.func' Pipeline
        0.0002 (  1.5%)    CSE
        0.0000 (  0.2%)      (A) DominanceInfo
        0.0011 ( 10.2%)  Output
        0.0018 ( 16.6%)  Rest
        0.0108 (100.0%)  Total
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_RULE = "===" + "-" * 73 + "==="
_TITLE = "... Execution time report ..."
# "    0.0008 ( 20.1%)  Canonicalizer", with a user-time column first when MLIR measured one
_ROW = re.compile(r"^\s*(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?(?P<wall>[0-9.]+) \(\s*[0-9.]+%\)  (?P<indent> *)(?P<name>\S.*)$")


@dataclass
class Timer:
    """One line of the report: what was timed, its wall-clock seconds, and what it contains."""

    name: str
    seconds: float
    children: list[Timer] = field(default_factory=list)


def read_mlir_report(text: str) -> list[Timer]:
    """The timers of MLIR's printed report (passes, nested pipelines, analyses), without its own
    ``Rest`` and ``Total``: those are counted again over the whole run."""
    top: list[Timer] = []
    stack: list[tuple[int, Timer]] = []  # (depth, timer) of the open lines
    body = text.split("----Name----", 1)[-1] if "----Name----" in text else ""
    for line in body.splitlines():
        m = _ROW.match(line)
        if not m:
            continue
        depth, timer = len(m["indent"]) // 2, Timer(m["name"].rstrip(), float(m["wall"]))
        if depth == 0 and timer.name in ("Rest", "Total"):
            continue
        while stack and stack[-1][0] >= depth:
            stack.pop()
        (stack[-1][1].children if stack else top).append(timer)
        stack.append((depth, timer))
    return top


def format_report(timers: list[Timer], total: float) -> str:
    """mlir-opt's tree display: ``timers`` at the top level, then ``Rest`` (the time no timer
    counted) and ``Total`` (``total`` seconds)."""
    rest = max(0.0, total - sum(t.seconds for t in timers))
    lines = [_RULE, " " * 25 + _TITLE, _RULE, f"  Total Execution Time: {total:.4f} seconds", "",
             "  ----Wall Time----  ----Name----"]

    def row(timer: Timer, depth: int) -> None:
        share = 100.0 * timer.seconds / total if total > 0 else 0.0
        lines.append(f"{timer.seconds:10.4f} ({share:5.1f}%)  {'  ' * depth}{timer.name}")
        for child in timer.children:
            row(child, depth + 1)

    for timer in [*timers, Timer("Rest", rest), Timer("Total", total)]:
        row(timer, 0)
    return "\n".join(lines)
