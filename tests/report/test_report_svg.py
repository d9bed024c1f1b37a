"""The arena picture: well-formed SVG, one rectangle per buffer, where the plan puts it."""

import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from report_fixtures import chain_buffers, scope_record

from memplan.core import Buffer, Plan
from memplan.core.planners import PlannerOptions, get_planner
from memplan.report import Panel, draw_panels_svg, draw_plan_svg, png_available, svg_to_png

NS = {"svg": "http://www.w3.org/2000/svg"}


def buffer_rects(svg: str):
    root = ET.fromstring(svg)
    return [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "buffer"]


def test_one_rect_per_buffer_with_hover_text(tmp_path):
    record = scope_record(10)
    out = tmp_path / "a.svg"
    svg = draw_plan_svg(record.plan, str(out), title="@forward", tick_ops=record.tick_ops,
                        producers=record.producers)
    assert out.read_text() == svg
    rects = buffer_rects(svg)
    assert len(rects) == 10
    by_id = {int(r.get("data-id")): r for r in rects}
    for b in record.plan.buffers:
        r = by_id[b.id]
        assert int(r.get("data-offset")) == record.plan.offsets[b.id] and int(r.get("data-size")) == b.size
        title = r.find("svg:title", NS).text
        assert b.label in title and f"{b.size} bytes" in title and f"[{b.start}, {b.end})" in title
    assert "matmul" in svg and "fill" in svg  # legend names the producers


def test_rect_geometry_follows_offsets_and_lifetimes():
    buffers = [Buffer(0, 100, 0, 4, label="%a"), Buffer(1, 100, 2, 6, label="%b"), Buffer(2, 50, 4, 8, label="%c")]
    plan = Plan(buffers, {0: 0, 1: 100, 2: 0})
    plan.check()
    rects = {int(r.get("data-id")): r for r in buffer_rects(draw_plan_svg(plan))}
    x = {i: float(r.get("x")) for i, r in rects.items()}
    y = {i: float(r.get("y")) for i, r in rects.items()}
    w = {i: float(r.get("width")) for i, r in rects.items()}
    h = {i: float(r.get("height")) for i, r in rects.items()}
    assert x[0] < x[1] < x[2] and w[0] == pytest.approx(w[1])
    assert y[1] < y[0]  # higher offset is drawn higher up
    assert y[0] + h[0] == pytest.approx(y[2] + h[2], abs=0.02)  # same offset 0: same baseline
    assert h[2] == pytest.approx(h[0] / 2, abs=0.02)  # coordinates are printed to 0.01 px


def test_hundreds_of_buffers_and_several_panels():
    big = get_planner("best-fit")(chain_buffers(400, 1000), PlannerOptions())
    small = scope_record(5)
    svg = draw_panels_svg([Panel(big, "big"), Panel(small.plan, "small", small.tick_ops, small.producers)])
    assert len(buffer_rects(svg)) == 405
    root = ET.fromstring(svg)
    labels = [t for t in root.iter("{http://www.w3.org/2000/svg}text") if "rotate(-60)" in (t.get("transform") or "")]
    assert len(labels) < 120  # tick labels are thinned to what fits


def test_lines_for_live_bytes_and_lower_bound():
    record = scope_record(6)
    root = ET.fromstring(draw_plan_svg(record.plan))
    classes = [e.get("class") for e in root.iter()]
    assert classes.count("live") == 1 and classes.count("lower-bound") == 1


def test_empty_plan_and_no_panels_are_still_svg():
    assert buffer_rects(draw_plan_svg(Plan([], {}))) == []
    assert buffer_rects(draw_panels_svg([])) == []


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5000), st.integers(0, 30), st.integers(0, 8)), max_size=40))
def test_any_plan_draws_one_rect_per_buffer(specs):
    buffers = [Buffer(i, size, s, s + d, label=f"%v{i}<&>") for i, (size, s, d) in enumerate(specs)]
    plan = get_planner("best-fit")(buffers, PlannerOptions())
    assert len(buffer_rects(draw_plan_svg(plan, title="a < b & c"))) == len(buffers)


@pytest.mark.slow
@pytest.mark.skipif(not png_available(), reason="cairosvg not installed (optional extra memplan[png])")
def test_png(tmp_path):
    out = tmp_path / "a.png"
    svg_to_png(draw_plan_svg(scope_record(4).plan), str(out))
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plain_trace_with_huge_tick_range_gets_round_tick_labels():
    plan = Plan([Buffer(0, 64, 0, 10**9), Buffer(1, 64, 5 * 10**8, 10**9 + 7)], {0: 0, 1: 64})
    root = ET.fromstring(draw_plan_svg(plan))
    labels = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")
              if "rotate(-60)" in (t.get("transform") or "")]
    assert 3 <= len(labels) <= 40 and all(int(x) % 10**8 == 0 for x in labels)


def _texts(svg: str, cls: str) -> list[str]:
    root = ET.fromstring(svg)
    group = next(g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == cls)
    return ["".join(t.itertext()) for t in group.iter("{http://www.w3.org/2000/svg}text")]


def test_the_peak_is_marked_and_its_buffers_listed_largest_first():
    # live bytes: [0,2) 100, [2,4) 100+300+50 = 450 (the peak, first reached at tick 2), [4,6) 300
    buffers = [Buffer(0, 100, 0, 4, label="%small"), Buffer(1, 300, 2, 6, label="%big"),
               Buffer(2, 50, 2, 4, label="%tiny"), Buffer(3, 200, 6, 8, label="%later")]
    plan = get_planner("best-fit")(buffers, PlannerOptions())
    svg = draw_plan_svg(plan, tick_ops={2: "linalg.matmul"})
    root = ET.fromstring(svg)
    peak = [e for e in root.iter() if e.get("class") == "peak"]
    assert len(peak) == 1 and "peak 450 B at tick 2 (matmul)" in "".join(peak[0].itertext())
    listed = _texts(svg, "peak-list")
    assert listed[0] == "live at the peak (tick 2)"
    assert [line.split()[-1] for line in listed[1:]] == ["%big", "%small", "%tiny"]


def test_a_crowded_peak_lists_what_fits_and_counts_the_rest():
    buffers = [Buffer(i, 10 + i, 0, 2, label=f"%b{i}") for i in range(60)]
    plan = get_planner("best-fit")(buffers, PlannerOptions())
    listed = _texts(draw_plan_svg(plan), "peak-list")
    assert listed[-1].startswith("+") and " more (" in listed[-1]
    shown = int(len(listed) - 2)
    assert listed[1].endswith("%b59") and shown + int(listed[-1][1:].split()[0]) == 60


def test_small_buffers_get_a_visible_height():
    plan = Plan([Buffer(0, 1 << 20, 0, 4), Buffer(1, 1, 1, 3)], {0: 0, 1: 1 << 20})
    heights = {int(r.get("data-id")): float(r.get("height")) for r in buffer_rects(draw_plan_svg(plan))}
    assert heights[1] >= 3.0 and heights[0] > 300


def test_a_still_picture_does_not_say_hover():
    record = scope_record(6)
    interactive = draw_plan_svg(record.plan, tick_ops=record.tick_ops)
    still = draw_plan_svg(record.plan, tick_ops=record.tick_ops, interactive=False)
    assert "hover" in interactive and "hover" not in still.lower()


def test_labels_say_where_a_buffer_comes_from_as_far_as_they_fit():
    from memplan.merge_alloc.records import BufferOrigin

    wide, narrow = Buffer(0, 4096, 0, 40, label="%h"), Buffer(1, 4096, 40, 42, label="%k")
    plan = Plan([wide, narrow], {0: 0, 1: 0})
    origins = {0: BufferOrigin("/models/model.py:24:0", "memref.alloc", ("linear_1",)),
               1: BufferOrigin("/models/model.py:30:0", "memref.alloc")}
    svg = draw_plan_svg(plan, origins=origins, producers={0: "linalg.matmul", 1: "linalg.add"})
    labels = [t.text for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")
              if t.get("fill") in ("white", "#111")]
    assert '%h "linear_1" model.py:24:0 matmul' in labels
    assert "%k" in labels  # two ticks wide: only the name fits


# -- labels apart, colours apart from the bound, units as the title states them, bounded size ---------

SVG = "{http://www.w3.org/2000/svg}"
LABELS = ("peak-label", "lower-bound-label", "arena-label")


def _label_boxes(svg: str) -> dict[str, object]:
    from memplan.report.svg import text_box

    return {t.get("class"): text_box(t.text, float(t.get("x")), float(t.get("y")), t.get("text-anchor") or "start")
            for t in ET.fromstring(svg).iter(SVG + "text") if t.get("class") in LABELS}


@pytest.mark.parametrize("case", ["peak at the right end", "peak at the left end", "arena just above the bound",
                                  "arena far above the bound"])
def test_the_peak_and_bound_labels_never_overlap(case):
    if case == "peak at the right end":  # the peak label would run into the bound's, right-aligned there
        buffers = [Buffer(i, 1000 + 10 * i, i, 60) for i in range(60)]
    elif case == "peak at the left end":
        buffers = [Buffer(i, 1000 + 10 * i, 0, 60 - i) for i in range(60)]
    elif case == "arena just above the bound":
        buffers = [Buffer(0, 600, 0, 50), Buffer(1, 500, 10, 60), Buffer(2, 400, 45, 58), Buffer(3, 50, 55, 60)]
    else:
        buffers = [Buffer(0, 600, 0, 50), Buffer(1, 500, 10, 60), Buffer(2, 400, 45, 58), Buffer(3, 900, 55, 60)]
    plan = get_planner("best-fit")(buffers, PlannerOptions()) if "peak" in case else \
        Plan(buffers, {0: 0, 1: 600, 2: 1100, 3: 1500})
    plan.check()
    boxes = _label_boxes(draw_plan_svg(plan, tick_ops={t: "linalg.matmul" for t in range(60)}))
    assert set(boxes) == set(LABELS) if plan.arena_size != plan.lower_bound else {"peak-label", "lower-bound-label"}
    for a in boxes:
        for b in boxes:
            assert a == b or not boxes[a].overlaps(boxes[b]), (a, b)
        assert 86 <= boxes[a].x0 and boxes[a].x1 <= 86 + 944  # inside the plot


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 5000), st.integers(0, 200), st.integers(1, 60)), min_size=1, max_size=30))
def test_no_two_labels_overlap_in_any_plan(specs):
    buffers = [Buffer(i, size, s, s + d) for i, (size, s, d) in enumerate(specs)]
    boxes = list(_label_boxes(draw_plan_svg(get_planner("best-fit")(buffers, PlannerOptions()))).values())
    assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def _hue_saturation(colour: str) -> tuple[float, float]:
    import colorsys

    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, _, s = colorsys.rgb_to_hls(r, g, b)
    return h * 360, s


def test_no_buffer_is_drawn_in_the_red_of_the_lower_bound():
    many_ops = {b.id: f"linalg.op{b.id % 20}" for b in chain_buffers(200)}  # every colour and shade in use
    plan = get_planner("best-fit")(chain_buffers(200), PlannerOptions())
    for producers in (many_ops, None):
        rects = buffer_rects(draw_plan_svg(plan, producers=producers))
        assert len(rects) == 200
        for r in rects:
            hue, saturation = _hue_saturation(r.get("fill"))
            assert saturation < 0.3 or 18 <= hue <= 335, r.get("fill")  # no red, no pink
    root = ET.fromstring(draw_plan_svg(plan))
    bound = next(e for e in root.iter(SVG + "line") if e.get("class") == "lower-bound")
    hue, _ = _hue_saturation(bound.get("stroke"))
    assert bound.get("stroke-dasharray") and (hue < 10 or hue > 350)  # the bound: red, dashed


@pytest.mark.parametrize("arena", [900, 1800, 3 << 20, (7 << 30) // 4])
def test_the_axis_counts_in_the_unit_of_the_title(arena):
    plan = Plan([Buffer(0, arena, 0, 4)], {0: 0})
    root = ET.fromstring(draw_plan_svg(plan))
    subtitle = "".join(next(t for t in root.iter(SVG + "text") if "separately" in (t.text or "")).itertext())
    unit = subtitle.split("arena ")[1].split(";")[0].split()[-1]
    axis = [t.text for t in root.iter(SVG + "text") if t.get("x") == "80" and t.text != "0"]
    assert axis and all(label.split()[-1] == unit for label in axis), (subtitle, axis)


@pytest.mark.slow
def test_a_trace_of_30000_buffers_stays_small_and_keeps_hover_where_it_shows():
    import random

    rng = random.Random(7)
    buffers = []
    for i in range(30_000):  # many short-lived small buffers, some long-lived large ones
        start = rng.randrange(40_000)
        small = rng.random() < 0.8
        buffers.append(Buffer(i, rng.randrange(64, 4096) if small else rng.randrange(1 << 20, 64 << 20),
                              start, start + (rng.randrange(1, 20) if small else rng.randrange(100, 8000))))
    plan = get_planner("best-fit")(buffers, PlannerOptions())
    svg = draw_plan_svg(plan, title="30000 buffers")
    assert len(svg.encode()) < 2_000_000
    root = ET.fromstring(svg)
    rects = buffer_rects(svg)
    merged = next(g for g in root.iter(SVG + "g") if g.get("class") == "small-buffers")
    assert merged.findall(SVG + "path") and all(p.find(SVG + "title") is not None for p in merged)
    assert all(r.find(SVG + "title") is not None for r in rects)  # every buffer drawn hovers
    legend = " ".join("".join(t.itertext()) for t in root.iter(SVG + "text"))
    small = int(legend.split(" buffers under a pixel")[0].split()[-1])
    covered = int(legend.split(" covered by others")[0].split("+")[-1])
    assert len(rects) + small + covered == len(buffers)
    big = {b.id for b in buffers if b.size >= 1 << 20 and b.end - b.start >= 100}
    drawn = {int(r.get("data-id")) for r in rects}
    assert len(big & drawn) > 0.5 * len(big)  # the buffers one sees are drawn, not merged
