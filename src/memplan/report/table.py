"""The report as a rich terminal table, then the reasons each left-alone buffer stayed out."""

from __future__ import annotations

import io
import re
import sys
from collections import Counter

from rich.console import Console
from rich.table import Table

from memplan.report.model import Report, ScopeSummary
from memplan.values import human_bytes  # noqa: F401  (re-exported by memplan.report)

_LOC = re.compile(r'loc\("[^"]*":(\d+):(\d+)\)')


def scope_name(scope: str, memory_space: str | None = None) -> str:
    """``scf.forall at loc("-":4:3)`` with space ``1 : i64`` -> ``scf.forall at line 4:3, memory space 1``."""
    text = _LOC.sub(lambda m: f"line {m[1]}:{m[2]}", scope)
    if memory_space is not None:
        text += f", memory space {memory_space.split(' : ')[0]}"
    return text


def _ratio(s: ScopeSummary) -> str:
    return "-" if s.ratio is None else f"{s.ratio:.3f}x"


def _time(seconds: float) -> str:
    """Planning time; '-' when the planner did not time itself (0)."""
    if not seconds:
        return "-"
    return f"{seconds * 1000:.1f} ms" if seconds < 10 else f"{seconds:.1f} s"


def _optimal(s: ScopeSummary) -> str:
    if s.buffers_merged == 0:
        return "-"
    return "[green]yes[/]" if s.optimal else "no"


def build_table(report: Report) -> Table:
    table = Table(title=f"memplan report: {report.input}", title_justify="left",
                  caption=f"pipeline: {report.pipeline}" if report.pipeline else None, caption_justify="left")
    for name, justify in [("function", "left"), ("scope", "left"), ("merged", "right"), ("left", "right"),
                          ("bytes before", "right"), ("lower bound", "right"), ("arena", "right"),
                          ("arena/LB", "right"), ("optimal", "center"), ("planner", "left"), ("time", "right")]:
        table.add_column(name, justify=justify)
    for s in report.scopes:
        table.add_row(f"@{s.function}", scope_name(s.scope, s.memory_space), str(s.buffers_merged), str(s.buffers_left),
                      human_bytes(s.bytes_before), human_bytes(s.lower_bound), human_bytes(s.arena),
                      _ratio(s), _optimal(s), s.planner or "-", _time(s.seconds))
    if len(report.scopes) > 1:
        t = report.totals()
        table.add_section()
        table.add_row("[b]total[/]", "", str(t["buffers_merged"]), str(t["buffers_left"]),
                      human_bytes(t["bytes_before"]), human_bytes(t["lower_bound"]), human_bytes(t["arena"]),
                      "", "", "", "")
    return table


def left_alone_lines(report: Report) -> list[str]:
    """One line per left-alone buffer, grouped by scope; repeated reasons stay readable."""
    lines = []
    for s in report.scopes:
        if not s.left_alone:
            continue
        lines.append(f"@{s.function} / {scope_name(s.scope, s.memory_space)}: "
                     f"{s.buffers_left} buffer{'s' if s.buffers_left != 1 else ''} left alone")
        for b in s.left_alone:
            label = b.name + "".join(f' "{n}"' for n in b.names)
            details = ", ".join(x for x in (b.location, human_bytes(b.size) if b.size is not None else None) if x)
            lines.append(f"  {label}{f' ({details})' if details else ''}: {b.reason}")
    return lines


def capacity_lines(report: Report) -> list[str]:
    """Each scope of a space with a capacity that did not fit: what moved out and why."""
    lines = []
    for s in report.scopes:
        c = s.capacity
        if c is None or c.kept_weight is None:
            continue
        moved = sum(m["size"] for m in c.moved)
        share = " an iteration" if s.scope.startswith("scf.forall") else ""  # its iterations' share
        lines.append(f"@{s.function} / {scope_name(s.scope, s.memory_space)}: capacity {human_bytes(c.bytes)}{share}: "
                     f"{len(c.moved)} buffer{'s' if len(c.moved) != 1 else ''} ({human_bytes(moved)}) moved out; "
                     f"kept weight {c.kept_weight} of at most {c.bound}{' (optimal)' if c.optimal else ''}")
        for m in c.moved:
            lines.append(f"  {m['name']} -> memory space {m['to_space']} (weight {m['weight']}, "
                         f"{m['weight_per_byte']:.3g} per byte): {m['why']}")
    return lines


def dynamic_lines(report: Report) -> list[str]:
    """Each scope of dynamic sizes: its plan as formulas, then its arena at the sizes asked for."""
    lines = []
    for s in report.scopes:
        d = s.dynamic
        if d is None:
            continue
        names = ", ".join(f"{x['name']}" + (f" <= {x['bound']}" if x["bound"] is not None else "")
                          for x in d.symbols if x["kind"] != "function")
        how = ("offsets and arena computed at run time" if d.mode == "symbolic"
               else "a static arena at the upper bounds, checked at run time")
        lines.append(f"@{s.function} / {scope_name(s.scope, s.memory_space)}: dynamic sizes over {names} ({how})")
        shown = ""
        if d.drawn_at is not None:
            at = [p for p in d.at if p.size == d.drawn_at]
            shown = (f" (above: at the bounds; size {d.drawn_at} traps)" if at and at[0].arena is None
                     else f" (above: every symbol = {d.drawn_at})")
        lines.append(f"  arena = {d.arena}{' bytes' if d.mode == 'upper-bound' else ''}{shown}")
        if d.layouts > 1:
            lines.append(f"  {d.layouts} layouts, the one with the smallest arena used at run time; "
                         "offsets of the first:")
        for b in d.buffers:
            lines.append(f"  {b['name']}: size {b['size']}, offset {b['offset']}")
        if d.at:
            rows = {
                "size": [str(p.size) for p in d.at],
                "arena": ["traps" if p.arena is None else human_bytes(p.arena) for p in d.at],
                "max-live": [human_bytes(p.max_live) for p in d.at],
                "ratio": ["-" if p.arena is None or not p.max_live else f"{p.arena / p.max_live:.3f}x" for p in d.at],
            }
            for label, cells in rows.items():
                lines.append(f"  {label:<9}" + "".join(f"{c:>12}" for c in cells))
    return lines


def print_report(report: Report, console: Console | None = None) -> None:
    # Pipes and logs get a width that fits the table instead of rich's default 80.
    console = console or Console(width=None if sys.stdout.isatty() else 160)
    console.print(build_table(report))
    for line in dynamic_lines(report):
        console.print(line, markup=False, highlight=False)
    if not report.scopes:
        console.print("no allocation scopes: nothing to plan")
    t = report.totals()
    if t["bytes_before"]:
        saved = t["bytes_before"] - t["arena"]
        # merge-alloc never makes an arena larger than its buffers; a report built from other
        # plans still never shows a negative saving
        gain = (f"saved {human_bytes(saved)}, {saved / t['bytes_before']:.0%}" if saved > 0
                else "nothing saved" if saved == 0 else f"nothing saved; the arenas take {human_bytes(-saved)} more")
        console.print(f"{human_bytes(t['bytes_before'])} of separate allocations -> "
                      f"{human_bytes(t['arena'])} of arenas ({gain}); pipeline took {report.seconds:.2f} s"
                      + (" (" + ", ".join(f"{n} {s:.2f} s" for n, s in report.passes) + ")"
                         if len(report.passes) > 1 else ""))
    reasons = Counter(b.reason for s in report.scopes for b in s.left_alone)
    for line in capacity_lines(report) + left_alone_lines(report):
        console.print(line, markup=False, highlight=False)
    if len(reasons) > 1:
        console.print("reasons: " + "; ".join(f"{n}x {r}" for r, n in reasons.most_common()), markup=False)


def format_report(report: Report, width: int = 160) -> str:
    """The printed report as plain text (tests, logs)."""
    buf = io.StringIO()
    print_report(report, Console(file=buf, width=width, color_system=None, force_terminal=False))
    return buf.getvalue()
