"""Reports on what merge-alloc did: a data model with a stable JSON form, a terminal
table, and the arena picture (SVG, PNG on request).

>>> report = build_report(state.reports, input="model.mlir", pipeline="merge-alloc")
>>> print_report(report); open("r.json", "w").write(report.to_json())
>>> draw_plan_svg(plan, "arena.svg")   # any core Plan, e.g. from a CSV trace
"""

from memplan.report.model import SCHEMA_VERSION, Report, ScopeSummary, build_report, summarize_plan
from memplan.report.png import png_available, svg_to_png
from memplan.report.svg import Layout, Panel, draw_panels_svg, draw_plan_svg
from memplan.report.table import format_report, human_bytes, print_report

__all__ = [
    "SCHEMA_VERSION", "Report", "ScopeSummary", "build_report", "summarize_plan",
    "png_available", "svg_to_png", "Layout", "Panel", "draw_panels_svg", "draw_plan_svg",
    "format_report", "human_bytes", "print_report",
]
