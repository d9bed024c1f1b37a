"""The arena picture: time across, byte offset up, one rectangle per buffer.

Plain SVG written by hand (no plotting library), so that the picture opens in
any browser, diffs as text and hovers: each buffer's ``<title>`` names the
value as the input does (SSA name, location names, ``file:line:col``), its
producer, size, offset and lifetime. Buffer rectangles carry ``class="buffer"``
and nothing else does, so tools (and tests) can count them.

Drawn per plan: the rectangles coloured by producing op (a legend maps colours
to ops; a buffer too small to see gets a minimum height), the live-bytes curve
(what any plan must hold at each tick), the max-live lower bound (red, dashed: no
buffer is drawn in a red) and the arena top as horizontal lines, and the peak: the
tick where live bytes reach the lower bound, with the buffers live there listed
largest first. Labels are placed so that none covers another. Drawn for a PNG
(``interactive=False``) the picture does not mention hovering.

What cannot be seen is not drawn one by one: buffers smaller than a pixel in both
directions are merged, per pixel column, into grey runs (``class="small-buffers"``,
hover: how many, how many bytes), and the live curve is drawn at pixel resolution,
so that a trace of tens of thousands of buffers gives a picture of a few hundred
kilobytes; every buffer that covers a pixel keeps its own rectangle and hover text.
Sizes on the axis are in the unit the title states them in.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from xml.sax.saxutils import escape

from memplan.core.bounds import arena_floor, live_bytes_profile
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.files import write_file
from memplan.merge_alloc.records import BufferOrigin
from memplan.report.table import human_bytes

# Tableau-like qualitative palette: distinct in hue and lightness, readable on white; no red nor
# pink, so that no buffer (however thin) looks like the lower bound's red line.
PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#76b7b2", "#edc948", "#b07aa1",
           "#9c755f", "#2f4b7c", "#a0cbe8", "#8cd17d", "#b6992d", "#499894"]
OTHER = "#bab0ac"
SMALL = "#8a8a8a"  # buffers under a pixel, merged
BOUND = "#d62728"  # the lower bound's line and label
FONT = "font-family:Helvetica,Arial,sans-serif"
MIN_HEIGHT = 3.0  # px: a buffer far smaller than the arena still shows
PEAK = "#6a3d9a"
MAX_DRAWN = 2000  # buffers drawn one by one past which those others cover are left out (the file's size)
GLYPH_EM = 0.62  # a generous average glyph width, in em, to keep labels apart (Helvetica's are ~0.55)
PLATE_EM = 0.56  # the usual one, for the white plates behind labels


@dataclass(frozen=True)
class Layout:
    width: int = 1280
    plot_height: int = 380
    left: int = 86  # y-axis labels
    right: int = 250  # legend
    top: int = 48  # title
    bottom: int = 140  # rotated tick labels

    @property
    def plot_width(self) -> int:
        return self.width - self.left - self.right

    @property
    def height(self) -> int:
        return self.top + self.plot_height + self.bottom


@dataclass(frozen=True)
class Panel:
    """One plan to draw, with what MLIR knows about it (all optional)."""

    plan: Plan
    title: str = ""
    tick_ops: Mapping[int, str] | None = None
    producers: Mapping[int, str] | None = None
    origins: Mapping[int, BufferOrigin] | None = None  # where each buffer comes from, by id
    # a memory of limited size (merge-alloc{capacity=...}, memplan plan --spill): its capacity
    # line, the buffers spilled out of it (their live bytes drawn with the kept ones'), and a
    # line of text under the title (kept weight against its bound)
    capacity: int | None = None
    spilled: tuple[Buffer, ...] = ()
    note: str = ""


def draw_plan_svg(plan: Plan, path: str | None = None, *, title: str = "",
                  tick_ops: Mapping[int, str] | None = None, producers: Mapping[int, str] | None = None,
                  origins: Mapping[int, BufferOrigin] | None = None, layout: Layout = Layout(),
                  interactive: bool = True, capacity: int | None = None, spilled: Iterable[Buffer] = (),
                  note: str = "") -> str:
    """Draw one plan; write it to ``path`` if given; return the SVG text.

    Works on a plain core :class:`Plan` (e.g. from a CSV trace): without
    ``producers`` buffers are coloured by id, without ``tick_ops`` the time axis
    shows tick numbers. ``capacity``, ``spilled``, ``note``: see :class:`Panel`.
    """
    return draw_panels_svg([Panel(plan, title, tick_ops, producers, origins, capacity, tuple(spilled), note)],
                           path, layout=layout, interactive=interactive)


def draw_panels_svg(panels: Iterable[Panel], path: str | None = None, *, layout: Layout = Layout(),
                    interactive: bool = True) -> str:
    """Several plans stacked vertically in one picture (one panel per allocation scope).

    ``interactive=False`` draws for a still image (PNG): nothing says to hover.
    """
    panels = list(panels)
    body, y = [], 0
    for panel in panels:
        body.append(f'<g transform="translate(0,{y})">')
        body.extend(_panel(panel, layout, interactive))
        body.append("</g>")
        y += layout.height
    if not panels:
        body.append(f'<text x="{layout.left}" y="40" style="{FONT};font-size:14px">no allocation scopes: nothing was planned</text>')
        y = 80
    svg = "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{layout.width}" height="{y}" '
        f'viewBox="0 0 {layout.width} {y}">',
        f'<rect class="background" x="0" y="0" width="{layout.width}" height="{y}" fill="white"/>',
        *body,
        "</svg>",
    ]) + "\n"
    if path is not None:
        write_file(path, svg)
    return svg


# ---------------------------------------------------------------------------- one panel

def _panel(panel: Panel, lay: Layout, interactive: bool = True) -> list[str]:
    plan, tick_ops = panel.plan, panel.tick_ops or {}
    buffers = [b for b in plan.buffers]
    subtitle = _subtitle(plan) + (f"; {panel.note}" if panel.note else "")
    out = [f'<text x="{lay.left}" y="22" style="{FONT};font-size:15px;font-weight:bold">'
           f'{escape(panel.title or "arena plan")}</text>',
           f'<text x="{lay.left}" y="40" style="{FONT};font-size:12px;fill:#555">{escape(subtitle)}</text>']
    if not buffers:
        out.append(f'<text x="{lay.left}" y="{lay.top + 30}" style="{FONT};font-size:13px">no buffers merged</text>')
        return out
    t0 = min(b.start for b in (*buffers, *panel.spilled))
    t1 = max(max(b.end for b in (*buffers, *panel.spilled)), t0 + 1)
    arena, lb = plan.arena_size, plan.lower_bound
    ymax = max(arena, lb, panel.capacity or 0, 1) * 1.06
    sx = lay.plot_width / (t1 - t0)
    X = lambda t: lay.left + (t - t0) * sx  # noqa: E731
    Y = lambda v: lay.top + lay.plot_height * (1 - v / ymax)  # noqa: E731

    drawn, hidden = _what_to_draw(buffers, plan, X, Y, lay)
    colours, legend = _colours(buffers, panel.producers)
    out += _axes(lay, X, Y, ymax, t0, t1, tick_ops, interactive, _unit(max(arena, lb)))
    out.append('<g stroke="white" stroke-width="0.6">')
    for b in drawn:
        out.append(_buffer_rect(b, plan.offsets[b.id], colours[b.id], X, Y, panel.producers, tick_ops,
                                (panel.origins or {}).get(b.id)))
    out.append("</g>")
    out += _merged_small_buffers(hidden.small, plan, X, Y)
    out += _buffer_labels(drawn, plan, colours, X, Y, panel.origins or {}, panel.producers or {})
    out += _curves(plan, X, Y, t1, lay)
    taken: list[Box] = []  # labels placed so far, which the next must not cover
    if panel.capacity is not None:
        out += _capacity(panel, X, Y, t1, ymax, lay, taken)
    out += _bound_labels(plan, Y, lay, taken)
    peak = peak_tick(buffers)
    if peak is not None:
        out += _peak_marker(peak, buffers, X, lay, tick_ops, taken)
    limited = (panel.capacity is not None) + bool(panel.spilled)
    y = _legend_end(lay, legend, show_arena=arena != lb, hidden=hidden) + 16 * limited
    out += _legend(lay, legend, show_arena=arena != lb, hidden=hidden, panel=panel)
    if peak is not None:
        out += _peak_list(peak, buffers, lay, y, panel.origins or {})
    return out


@dataclass(frozen=True)
class Box:
    """Where a label is drawn, in px: left, top, right, bottom."""

    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Box) -> bool:
        return self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1


def text_box(text: str, x: float, baseline: float, anchor: str = "start", size: float = 11.0,
             glyph_em: float = GLYPH_EM) -> Box:
    """The box a label of ``size`` px takes, written at ``x`` (its start, end or middle, as
    ``anchor`` says) on ``baseline``: generous, so that boxes apart mean labels apart."""
    width = glyph_em * size * len(text)
    x0 = x - width if anchor == "end" else x - width / 2 if anchor == "middle" else x
    return Box(x0, baseline - 0.9 * size, x0 + width, baseline + 0.3 * size)  # ascenders to descenders


@dataclass(frozen=True)
class Hidden:
    """What the picture does not draw one by one: buffers under a pixel (merged), and the number of
    buffers that others cover entirely (left out of a crowded picture)."""

    small: list[Buffer]
    covered: int

    def __bool__(self) -> bool:
        return bool(self.small) or self.covered > 0


def _what_to_draw(buffers: list[Buffer], plan: Plan, X, Y, lay: Layout) -> tuple[list[Buffer], Hidden]:
    """The buffers drawn one by one, in drawing order, and what is not."""
    visible, small = _by_visibility(buffers, plan, X, Y)
    drawn = sorted(visible, key=lambda b: (b.start, b.id))
    if len(drawn) > MAX_DRAWN:
        drawn = _uncovered(drawn, plan, X, Y, lay)
    return drawn, Hidden(small, len(visible) - len(drawn))


def _by_visibility(buffers: list[Buffer], plan: Plan, X, Y) -> tuple[list[Buffer], list[Buffer]]:
    """The buffers that cover a pixel in some direction, and those smaller than one in both."""
    visible, small = [], []
    for b in buffers:
        offset = plan.offsets[b.id]
        wide = X(max(b.end, b.start + 1)) - X(b.start) >= 1.0
        tall = Y(offset) - Y(offset + b.size) >= 1.0
        (visible if wide or tall else small).append(b)
    return visible, small


def _uncovered(drawn: list[Buffer], plan: Plan, X, Y, lay: Layout) -> list[Buffer]:
    """The buffers of ``drawn`` (in drawing order) that some pixel of the picture shows: each
    rectangle, as drawn (a minimum height, a minimum width), is painted on the plot's pixels,
    later ones over earlier ones; a buffer no pixel shows is covered by others (at most a sliver
    of a pixel of it would show), and hovering could hardly reach it either."""
    import numpy as np

    grid = np.full((lay.plot_height + 1, lay.plot_width + 1), -1, dtype=np.int32)
    for i, b in enumerate(drawn):
        x0, x1, y_top, y_bot = _rect_geometry(b, plan.offsets[b.id], X, Y)
        c0, r0 = round(x0 - lay.left), round(y_top - lay.top)
        c1, r1 = max(round(x1 - lay.left), c0 + 1), max(round(y_bot - lay.top), r0 + 1)
        grid[max(r0, 0):max(r1, 0), max(c0, 0):max(c1, 0)] = i
    shown = set(np.unique(grid).tolist()) - {-1}
    return [b for i, b in enumerate(drawn) if i in shown]


def _merged_small_buffers(small: list[Buffer], plan: Plan, X, Y) -> list[str]:
    """Buffers under a pixel, merged per pixel column: one grey path per column, a stroke a pixel
    wide for each run of them (those less than a pixel apart join), its hover saying what it holds."""
    if not small:
        return []
    columns: dict[int, list[tuple[float, float, Buffer]]] = defaultdict(list)
    for b in small:
        offset = plan.offsets[b.id]
        columns[int((X(b.start) + X(max(b.end, b.start + 1))) / 2)].append((Y(offset + b.size), Y(offset), b))
    out = [f'<g class="small-buffers" fill="{SMALL}">']
    for column in sorted(columns):
        spans = sorted(columns[column], key=lambda s: s[0])
        runs, top, bottom = [], spans[0][0], spans[0][1]
        for span_top, span_bottom, _ in spans[1:]:
            if span_top > bottom + 1.0:
                runs.append((top, bottom))
                top, bottom = span_top, span_bottom
            bottom = max(bottom, span_bottom)
        runs.append((top, bottom))
        d = "".join(f"M{column},{(t + b - max(b - t, 1.0)) / 2:.1f}h1v{max(b - t, 1.0):.1f}h-1z" for t, b in runs)
        buffers = [s[2] for s in spans]
        hover = (f"{len(buffers)} buffer{'s' if len(buffers) > 1 else ''} under a pixel, "
                 f"{human_bytes(sum(b.size for b in buffers))}, in ticks {min(b.start for b in buffers)}.."
                 f"{max(b.end for b in buffers)}")
        out.append(f'<path d="{d}"><title>{escape(hover)}</title></path>')
    out.append("</g>")
    return out


def peak_tick(buffers: list[Buffer]) -> int | None:
    """The first tick where live bytes reach their maximum (the lower bound), None if nothing is live."""
    profile = live_bytes_profile(buffers)
    if not profile:
        return None
    top = max(live for _, live in profile)
    return next(tick for tick, live in profile if live == top) if top > 0 else None


def live_at(tick: int, buffers: list[Buffer]) -> list[Buffer]:
    """The buffers live at ``tick``, largest first (ties: earliest first)."""
    return sorted((b for b in buffers if b.start <= tick < b.end and b.size > 0), key=lambda b: (-b.size, b.start, b.id))


def _peak_marker(peak: int, buffers: list[Buffer], X, lay: Layout, tick_ops: Mapping[int, str],
                 taken: list[Box]) -> list[str]:
    x = (X(peak) + X(peak + 1)) / 2
    live = sum(b.size for b in live_at(peak, buffers))
    op = tick_ops.get(peak)
    text = f"peak {human_bytes(live)} at tick {peak}" + (f" ({_short(op)})" if op else "")
    y_bot = lay.top + lay.plot_height
    return [f'<line class="peak" x1="{x:.2f}" x2="{x:.2f}" y1="{lay.top}" y2="{y_bot}" stroke="{PEAK}" '
            f'stroke-width="1.2" stroke-dasharray="4 3"><title>{escape(text)}</title></line>',
            *_placed_label(text, _peak_label_spot(text, x, lay, taken), PEAK, "peak-label", taken)]


def _peak_label_spot(text: str, x: float, lay: Layout, taken: list[Box]) -> tuple[float, float, str]:
    """Beside the peak line, right of it or else left, in the first row from the top where the
    label stays in the plot and covers no label placed before it."""
    x_end = lay.left + lay.plot_width
    rows = [lay.top + 12 + 14 * row for row in range(max(1, (lay.plot_height - 14) // 14))]
    spots = [spot for y in rows for spot in ((x + 4, y, "start"), (x - 4, y, "end"))]
    for spot in spots:
        box = text_box(text, *spot)
        if box.x0 >= lay.left + 2 and box.x1 <= x_end - 2 and not any(box.overlaps(t) for t in taken):
            return spot
    return spots[0]


def _placed_label(text: str, spot: tuple[float, float, str], colour: str, cls: str, taken: list[Box]) -> list[str]:
    """A label on a white plate at ``spot`` (x, baseline, anchor); its box joins ``taken``."""
    x, baseline, anchor = spot
    taken.append(text_box(text, x, baseline, anchor))
    plate = text_box(text, x, baseline, anchor, glyph_em=PLATE_EM)  # as wide as the text usually is
    return [f'<rect class="label-plate" x="{plate.x0 - 2:.1f}" y="{baseline - 10:.1f}" '
            f'width="{plate.x1 - plate.x0 + 4:.1f}" height="13" fill="white" fill-opacity="0.85"/>',
            f'<text class="{cls}" x="{x:.1f}" y="{baseline:.1f}" text-anchor="{anchor}" '
            f'style="{FONT};font-size:11px;fill:{colour}">{escape(text)}</text>']


def _peak_list(peak: int, buffers: list[Buffer], lay: Layout, y: float,
               origins: Mapping[int, BufferOrigin]) -> list[str]:
    """The buffers live at the peak, largest first, as many as the column holds."""
    x = lay.left + lay.plot_width + 14
    live = live_at(peak, buffers)
    room = max(1, int((lay.height - 10 - (y + 16)) // 13))
    shown = live if len(live) <= room else live[:room - 1]
    out = [f'<g class="peak-list" style="{FONT};font-size:10px;fill:#222">',
           f'<text x="{x}" y="{y}" style="font-weight:bold;fill:{PEAK}">live at the peak (tick {peak})</text>']
    for i, b in enumerate(shown, start=1):
        origin = origins.get(b.id)
        where = f" {origin.where.rsplit('/', 1)[-1]}" if origin and origin.where else ""
        text = f"{human_bytes(b.size):>9}  {b.label or '#' + str(b.id)}{where}"
        out.append(f'<text x="{x}" y="{y + 13 * i}" xml:space="preserve">{escape(_clip(text, 40))}'
                   f'<title>{escape(text)}</title></text>')
    if len(shown) < len(live):
        rest = live[len(shown):]
        out.append(f'<text x="{x}" y="{y + 13 * (len(shown) + 1)}">+{len(rest)} more '
                   f'({human_bytes(sum(b.size for b in rest))})</text>')
    out.append("</g>")
    return out


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _subtitle(plan: Plan) -> str:
    n, arena, lb = len(plan.buffers), plan.arena_size, plan.lower_bound
    if not n:
        return "nothing merged"
    optimal = plan.optimal or arena <= arena_floor(plan.buffers)
    before = sum(b.size for b in plan.buffers)
    return (f"{n} buffers, {human_bytes(before)} separately -> arena {human_bytes(arena)}; "
            f"lower bound {human_bytes(lb)} ({plan.ratio:.3f}x{', optimal' if optimal else ''})"
            f"{'; planner ' + plan.planner if plan.planner else ''}")


def _colours(buffers: list[Buffer], producers: Mapping[int, str] | None):
    """Colour by producing op, the most bytes first; beyond the palette, one 'other' grey."""
    if not producers:
        return {b.id: PALETTE[i % len(PALETTE)] for i, b in enumerate(sorted(buffers, key=lambda b: b.start))}, []
    total: dict[str, int] = defaultdict(int)
    count: dict[str, int] = defaultdict(int)
    for b in buffers:
        op = producers.get(b.id, "(no producer)")
        total[op] += b.size
        count[op] += 1
    ranked = sorted(total, key=lambda op: (-total[op], op))
    named = ranked if len(ranked) <= len(PALETTE) else ranked[: len(PALETTE) - 1]
    of = {op: PALETTE[i] for i, op in enumerate(named)}
    legend = [(of[op], op, count[op], total[op]) for op in named]
    rest = [op for op in ranked if op not in of]
    if rest:
        legend.append((OTHER, f"{len(rest)} other ops", sum(count[o] for o in rest), sum(total[o] for o in rest)))
    # One hue per producer; neighbours of the same producer get slightly different
    # shades so that a picture dominated by one op still shows its buffers apart.
    colours, seen = {}, defaultdict(int)
    for b in sorted(buffers, key=lambda b: (b.start, b.id)):
        base = of.get(producers.get(b.id, "(no producer)"), OTHER)
        colours[b.id] = _shade(base, _SHADES[seen[base] % len(_SHADES)])
        seen[base] += 1
    return colours, legend


_SHADES = (0.0, 0.22, -0.16, 0.38, 0.12, -0.28)  # >0 towards white, <0 towards black


def _shade(colour: str, amount: float) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    target = 255 if amount > 0 else 0
    mix = lambda c: round(c + (target - c) * abs(amount))  # noqa: E731
    return f"#{mix(r):02x}{mix(g):02x}{mix(b):02x}"


def _rect_geometry(b: Buffer, offset: int, X, Y) -> tuple[float, float, float, float]:
    """Left, right, top and bottom of a buffer's rectangle as drawn: at least a pixel wide and
    MIN_HEIGHT high, so that the smallest buffers still show."""
    x0, x1 = X(b.start), X(max(b.end, b.start + 1))
    y_bot = Y(offset)
    return x0, max(x1, x0 + 1.0), min(Y(offset + b.size), y_bot - MIN_HEIGHT), y_bot


def _buffer_rect(b: Buffer, offset: int, colour: str, X, Y, producers, tick_ops,
                 origin: BufferOrigin | None = None) -> str:
    x0, x1, y_top, y_bot = _rect_geometry(b, offset, X, Y)
    name = b.label or f"buffer {b.id}"
    producer = (producers or {}).get(b.id)
    first, last = tick_ops.get(b.start), tick_ops.get(b.end - 1)
    span = f" ({first} .. {last})" if first and last else ""
    names = "".join(f' "{n}"' for n in origin.names) if origin else ""
    made = f"\n{origin.op} at {origin.where}" if origin and origin.where else ""
    hover = (f"{name}{names}{' = ' + producer if producer else ''}{made}\n"
             f"{b.size} bytes ({human_bytes(b.size)}) at offset {offset}..{offset + b.size}\n"
             f"live ticks [{b.start}, {b.end}){span}")
    return (f'<rect class="buffer" x="{x0:.2f}" y="{y_top:.2f}" width="{x1 - x0:.2f}" '
            f'height="{y_bot - y_top:.2f}" fill="{colour}" data-id="{b.id}" data-offset="{offset}" data-size="{b.size}">'
            f"<title>{escape(hover)}</title></rect>")


def _is_light(colour: str) -> bool:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 160


def _buffer_labels(buffers: list[Buffer], plan: Plan, colours: dict[int, str], X, Y,
                   origins: Mapping[int, BufferOrigin] | None = None,
                   producers: Mapping[int, str] | None = None) -> list[str]:
    """Label each rectangle with as much as fits: name, names the input gives, where it is made and
    what writes it (``%h "linear_1" model.py:24:0 matmul``), down to the bare name; hover shows all."""
    out = ['<g style="' + FONT + ';font-size:10px;pointer-events:none" text-anchor="middle">']
    for b in buffers:
        w = X(b.end) - X(b.start)
        h = Y(plan.offsets[b.id]) - Y(plan.offsets[b.id] + b.size)
        text = next((t for t in _label_candidates(b, (origins or {}).get(b.id), (producers or {}).get(b.id))
                     if w >= 6.2 * len(t) + 4), None)
        if text is not None and h >= 13:
            cx = (X(b.start) + X(b.end)) / 2
            cy = (Y(plan.offsets[b.id]) + Y(plan.offsets[b.id] + b.size)) / 2 + 3.5
            ink = "#111" if _is_light(colours[b.id]) else "white"
            out.append(f'<text x="{cx:.1f}" y="{cy:.1f}" fill="{ink}">{escape(text)}</text>')
    out.append("</g>")
    return out


def _label_candidates(b: Buffer, origin: BufferOrigin | None, producer: str | None) -> list[str]:
    name = b.label or f"#{b.id}"
    if origin is None:
        return [name]
    named = name + "".join(f' "{n}"' for n in origin.names)
    where = origin.where.rsplit("/", 1)[-1] if origin.where else ""
    what = _short(producer) if producer else ""
    full = " ".join(x for x in (named, where, what) if x)
    return list(dict.fromkeys([full, " ".join(x for x in (named, where) if x), named, name]))


def _curves(plan: Plan, X, Y, t1: int, lay: Layout) -> list[str]:
    """Live bytes as a step curve (at pixel resolution), the lower bound and the arena top as lines."""
    arena, lb = plan.arena_size, plan.lower_bound
    x_end = lay.left + lay.plot_width
    out = [f'<path class="live" d="{_step_path(live_bytes_profile(plan.buffers), X, Y, t1)}" fill="none" '
           f'stroke="#222" stroke-width="1.6" stroke-linejoin="round"><title>bytes live at each tick (any plan '
           f'needs at least this)</title></path>']
    out.append(f'<line class="lower-bound" x1="{lay.left}" x2="{x_end}" y1="{Y(lb):.2f}" y2="{Y(lb):.2f}" '
               f'stroke="{BOUND}" stroke-width="1.4" stroke-dasharray="6 3"><title>lower bound: {lb} bytes</title></line>')
    if arena != lb:
        out.append(f'<line class="arena-top" x1="{lay.left}" x2="{x_end}" y1="{Y(arena):.2f}" y2="{Y(arena):.2f}" '
                   f'stroke="#444" stroke-width="1" stroke-dasharray="2 2"><title>arena: {arena} bytes</title></line>')
    return out


CAPACITY = "#1f77b4"  # the capacity's line and label
DEMAND = "#e377c2"  # bytes live with the spilled buffers too


def _capacity(panel: Panel, X, Y, t1: int, ymax: float, lay: Layout, taken: list[Box]) -> list[str]:
    """The capacity as a line, and (with spilled buffers) the bytes live if nothing were spilled,
    clipped at the top of the plot: where that curve is above the line, something had to go."""
    capacity = panel.capacity
    x_end = lay.left + lay.plot_width
    out = [f'<line class="capacity" x1="{lay.left}" x2="{x_end}" y1="{Y(capacity):.2f}" y2="{Y(capacity):.2f}" '
           f'stroke="{CAPACITY}" stroke-width="2"><title>capacity: {capacity} bytes</title></line>']
    if panel.spilled:
        profile = [(t, min(v, int(ymax))) for t, v in live_bytes_profile([*panel.plan.buffers, *panel.spilled])]
        spilled = sum(b.size for b in panel.spilled)
        out.append(f'<path class="demand" d="{_step_path(profile, X, Y, t1)}" fill="none" stroke="{DEMAND}" '
                   f'stroke-width="1.2" stroke-dasharray="4 2"><title>bytes live if the {len(panel.spilled)} '
                   f'spilled buffers ({spilled} bytes) had stayed</title></path>')
    x = lay.left + 6
    return out + _placed_label(f"capacity {human_bytes(capacity)}", (x, Y(capacity) - 4, "start"), CAPACITY,
                               "capacity-label", taken)


def _step_path(profile: list[tuple[int, int]], X, Y, t1: int) -> str:
    """The live-bytes steps as path data, one vertical stroke per pixel column at most (the lowest
    and highest value there, then the last): what the eye sees, in a size bounded by the width."""
    if not profile:
        return ""
    d = [f"M{X(profile[0][0]):.1f},{Y(0):.1f}"]
    column, low, high, last = None, 0, 0, 0
    for tick, now in profile:
        x = X(tick)
        if column is not None and int(x) == column:
            low, high, last = min(low, now), max(high, now), now
            continue
        if column is not None:
            d.append(f"V{Y(low):.1f}V{Y(high):.1f}V{Y(last):.1f}")
        d.append(f"H{x:.1f}")
        column, low, high, last = int(x), min(last, now), max(last, now), now
    d.append(f"V{Y(low):.1f}V{Y(high):.1f}V{Y(last):.1f}H{X(t1):.1f}")
    return "".join(d)


def _bound_labels(plan: Plan, Y, lay: Layout, taken: list[Box]) -> list[str]:
    """The arena and lower-bound labels, right-aligned on their lines inside the plot: above the
    line, or the lower bound's below its line where the arena's label is in the way."""
    arena, lb = plan.arena_size, plan.lower_bound
    x = lay.left + lay.plot_width - 6
    out = []
    if arena != lb:
        out += _placed_label(f"arena {human_bytes(arena)}", (x, Y(arena) - 4, "end"), "#444", "arena-label", taken)
    text = f"lower bound {human_bytes(lb)}"
    above = (x, Y(lb) - 4, "end")
    spot = above if not any(text_box(text, *above).overlaps(t) for t in taken) else (x, Y(lb) + 12, "end")
    return out + _placed_label(text, spot, BOUND, "lower-bound-label", taken)


# ---------------------------------------------------------------------------- axes, legend

def _nice_step(span: float, target: int = 5) -> float:
    raw = span / target
    mag = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def _unit(top: int) -> tuple[int, str]:
    """The unit the title states ``top`` bytes in (``human_bytes``): the axis counts in it too."""
    return next(((s, n) for s, n in ((1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")) if top >= s), (1, "B"))


def _axes(lay: Layout, X, Y, ymax: float, t0: int, t1: int, tick_ops: Mapping[int, str],
          interactive: bool, unit_of_axis: tuple[int, str]) -> list[str]:
    x_end, y_bot = lay.left + lay.plot_width, lay.top + lay.plot_height
    out = [f'<rect class="plot-area" x="{lay.left}" y="{lay.top}" width="{lay.plot_width}" '
           f'height="{lay.plot_height}" fill="#f7f7f7" stroke="#999" stroke-width="0.8"/>']
    # y: byte offsets, in the unit of the title's arena and bound
    unit, uname = unit_of_axis
    step = _nice_step(ymax / unit) * unit
    if uname == "B":
        step = max(1, round(step))
    out.append(f'<g style="{FONT};font-size:11px;fill:#333" text-anchor="end">')
    v = 0.0
    while v <= ymax:
        y = Y(v)
        out.append(f'<line x1="{lay.left}" x2="{x_end}" y1="{y:.2f}" y2="{y:.2f}" stroke="#e2e2e2" stroke-width="0.8"/>')
        out.append(f'<text x="{lay.left - 6}" y="{y + 4:.2f}">{f"{v / unit:g} {uname}" if v else "0"}</text>')
        v += step
    out.append("</g>")
    out.append(f'<text transform="translate({18},{lay.top + lay.plot_height / 2}) rotate(-90)" '
               f'style="{FONT};font-size:12px;fill:#333" text-anchor="middle">byte offset</text>')
    # x: ticks labelled by op, thinned to what fits
    labelled = _labelled_ticks(t0, t1, tick_ops, X, min_gap=12.0)
    out.append(f'<g style="{FONT};font-size:9.5px;fill:#333" text-anchor="end">')
    for t in labelled:
        cx = (X(t) + X(t + 1)) / 2
        op = tick_ops.get(t, "")
        text = f"{t} {_short(op)}" if op else str(t)
        out.append(f'<line x1="{cx:.2f}" x2="{cx:.2f}" y1="{y_bot}" y2="{y_bot + 4}" stroke="#666" stroke-width="0.8"/>')
        out.append(f'<text transform="translate({cx + 3:.2f},{y_bot + 8}) rotate(-60)">{escape(text)}'
                   f'{"<title>" + escape(f"tick {t}: {op}") + "</title>" if op else ""}</text>')
    out.append("</g>")
    label = ("tick: the op at that tick" + (" (hover for all)" if interactive else "")) if tick_ops else "tick"
    out.append(f'<text x="{lay.left + lay.plot_width / 2}" y="{lay.height - 8}" style="{FONT};font-size:12px;fill:#333" '
               f'text-anchor="middle">{label}</text>')
    return out


# Ops that allocate, view, or compute scalars inside a body: labelling them tells
# the reader nothing. Ticks count every op in pre-order, bodies included.
_QUIET_OPS = {"memref.alloc", "memref.dealloc", "memref.view", "memref.subview", "memref.cast",
              "memref.expand_shape", "memref.collapse_shape", "memref.reinterpret_cast", "memref.dim",
              "memref.load", "memref.store", "linalg.index", "tensor.dim", "tensor.empty",
              "bufferization.to_tensor", "bufferization.to_buffer"}
_QUIET_DIALECTS = {"arith", "math", "cf", "index", "affine", "llvm", "ub"}


def _worth_labelling(op: str | None) -> bool:
    if not op or op in _QUIET_OPS or op.endswith(".yield"):
        return False
    return op.split(".", 1)[0] not in _QUIET_DIALECTS


def _labelled_ticks(t0: int, t1: int, tick_ops: Mapping[int, str], X, min_gap: float) -> list[int]:
    """Ticks to label, at least ``min_gap`` px apart, preferring ops that compute something."""
    def pick(candidates: list[int]) -> list[int]:
        chosen, last = [], -math.inf
        for t in candidates:
            if X(t) - last >= min_gap:
                chosen.append(t)
                last = X(t)
        return chosen

    if not tick_ops:  # plain traces may span millions of ticks: round numbers
        step = max(1, int(_nice_step(t1 - t0, max(1, int((X(t1) - X(t0)) // (4 * min_gap))))))
        return list(range(t0 - t0 % step + (step if t0 % step else 0), t1, step))
    known = sorted(t for t in tick_ops if t0 <= t < t1)
    busy = [t for t in known if _worth_labelling(tick_ops[t])]
    return pick(busy or known)


def _short(op: str, limit: int = 20) -> str:
    """``linalg.conv_2d_nchw_fchw`` -> ``conv_2d_nchw_fchw``: the dialect is clear from context."""
    name = op.split(".", 1)[1] if op.startswith(("linalg.", "memref.", "arith.", "tensor.")) else op
    return name if len(name) <= limit else name[: limit - 1] + "…"


def _legend_end(lay: Layout, legend: list[tuple[str, str, int, int]], show_arena: bool, hidden: Hidden) -> float:
    """Where :func:`_legend` ends (the baseline below its last line), for what follows it."""
    return (lay.top + 44 + 16 + (16 if show_arena else 0) + (16 if hidden.small else 0)
            + (16 if hidden.covered else 0) + 24 + (16 if legend else 0) + 16 * len(legend) + 8)


def _legend(lay: Layout, legend: list[tuple[str, str, int, int]], show_arena: bool, hidden: Hidden,
            panel: Panel | None = None) -> list[str]:
    x = lay.left + lay.plot_width + 14
    y = lay.top + 44
    out = [f'<g style="{FONT};font-size:11px;fill:#222">']
    out.append(f'<path d="M{x},{y - 4}h22" stroke="#222" stroke-width="1.6"/>'
               f'<text x="{x + 28}" y="{y}">live bytes</text>')
    if panel is not None and panel.capacity is not None:
        y += 16
        out.append(f'<path d="M{x},{y - 4}h22" stroke="{CAPACITY}" stroke-width="2"/>'
                   f'<text x="{x + 28}" y="{y}">capacity</text>')
    if panel is not None and panel.spilled:
        y += 16
        out.append(f'<path d="M{x},{y - 4}h22" stroke="{DEMAND}" stroke-width="1.2" stroke-dasharray="4 2"/>'
                   f'<text x="{x + 28}" y="{y}">live bytes with the spilled</text>')
    y += 16
    out.append(f'<path d="M{x},{y - 4}h22" stroke="{BOUND}" stroke-width="1.4" stroke-dasharray="6 3"/>'
               f'<text x="{x + 28}" y="{y}">lower bound (max live)</text>')
    if show_arena:
        y += 16
        out.append(f'<path d="M{x},{y - 4}h22" stroke="#444" stroke-width="1" stroke-dasharray="2 2"/>'
                   f'<text x="{x + 28}" y="{y}">arena top</text>')
    if hidden.small:
        y += 16
        n = len(hidden.small)
        out.append(f'<rect x="{x + 5}" y="{y - 9}" width="12" height="12" fill="{SMALL}"/>'
                   f'<text x="{x + 28}" y="{y}">{n} buffers under a pixel<title>{n} buffers smaller than a '
                   f'pixel both ways ({human_bytes(sum(b.size for b in hidden.small))}), merged per pixel '
                   f'column</title></text>')
    if hidden.covered:
        y += 16
        out.append(f'<text x="{x + 28}" y="{y}">+{hidden.covered} covered by others<title>{hidden.covered} '
                   f'buffers that others drawn over them hide entirely are left out (too thin to show at this '
                   f'size)</title></text>')
    y += 24
    if legend:
        out.append(f'<text x="{x}" y="{y}" style="font-weight:bold">produced by</text>')
        y += 16
    for colour, op, n, total in legend:
        out.append(f'<rect x="{x}" y="{y - 9}" width="12" height="12" fill="{colour}"/>'
                   f'<text x="{x + 18}" y="{y + 1}">{escape(_short(op, 24))} ×{n}<title>{escape(op)}: {n} buffers, '
                   f'{total} bytes</title></text>')
        y += 16
    out.append("</g>")
    return out
