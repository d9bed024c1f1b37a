"""The report's numbers are the plan's, and its JSON form keeps a stable schema."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from report_fixtures import scope_record

from memplan.core import Buffer, Plan
from memplan.core.planners import PlannerOptions, get_planner
from memplan.merge_alloc.records import ScopeReport
from memplan.report import SCHEMA_VERSION, build_report, format_report, summarize_plan

TOP_KEYS = {"schema_version", "input", "pipeline", "seconds", "passes", "totals", "scopes", "models", "plugins"}
TOTAL_KEYS = {"scopes", "buffers_merged", "buffers_left", "bytes_before", "bytes_left", "lower_bound", "arena"}
SCOPE_KEYS = {"function", "scope", "memory_space", "buffers_merged", "buffers_left", "bytes_before",
              "bytes_left", "lower_bound", "arena", "ratio", "optimal", "planner", "seconds", "merged",
              "left_alone", "dynamic", "capacity"}  # "dynamic": added for scopes of dynamic sizes (null otherwise);
# "capacity": for a memory space with a capacity (null otherwise)
# version 2 added location, names and op (keys are only ever added)
MERGED_KEYS = {"name", "size", "start", "end", "offset", "alignment", "producer", "location", "names", "op"}
LEFT_KEYS = {"name", "reason", "location", "size", "names", "op", "producer"}


def test_numbers_are_the_plans():
    record = scope_record(8)
    s = build_report([record]).scopes[0]
    plan = record.plan
    assert (s.arena, s.lower_bound, s.bytes_before) == (plan.arena_size, plan.lower_bound, record.bytes_before)
    assert s.buffers_merged == 8 and s.buffers_left == 2 and s.bytes_left == 512
    assert s.ratio == round(plan.arena_size / plan.lower_bound, 6)
    assert s.optimal == (plan.arena_size == plan.lower_bound)
    assert {m.name: m.offset for m in s.merged} == {b.label: plan.offsets[b.id] for b in plan.buffers}


def test_json_schema_is_stable():
    report = build_report([scope_record(4), ScopeReport("helper", "func.func", "1", None)],
                          input="m.mlir", pipeline="merge-alloc", seconds=0.25, passes=[("merge-alloc", 0.25)])
    data = json.loads(report.to_json())
    assert data["passes"] == [{"name": "merge-alloc", "seconds": 0.25}]
    assert data["schema_version"] == SCHEMA_VERSION == 2
    assert set(data) == TOP_KEYS and set(data["totals"]) == TOTAL_KEYS
    for scope in data["scopes"]:
        assert set(scope) == SCOPE_KEYS
        assert all(set(m) == MERGED_KEYS for m in scope["merged"])
        assert all(set(b) == LEFT_KEYS for b in scope["left_alone"])
        assert scope["dynamic"] is None and scope["capacity"] is None
    empty = data["scopes"][1]
    assert (empty["arena"], empty["ratio"], empty["optimal"], empty["memory_space"]) == (0, None, False, "1")
    assert data["totals"]["arena"] == data["scopes"][0]["arena"]
    assert (data["models"], data["plugins"]) == ({}, [])  # no bufferize, no plugin loaded


def test_optimal_when_planner_proves_it_even_above_max_live():
    # Max-live is only a bound: a planner may prove a bigger arena optimal.
    buffers = [Buffer(0, 10, 0, 2), Buffer(1, 10, 1, 3)]
    plan = Plan(buffers, {0: 0, 1: 10}, planner="exact", optimal=True)
    assert summarize_plan(plan).optimal
    plan = Plan(buffers, {0: 0, 1: 16}, planner="greedy")
    assert not summarize_plan(plan).optimal


def test_table_shows_numbers_and_reasons():
    text = format_report(build_report([scope_record(6)], input="m.mlir", pipeline="merge-alloc"))
    assert "@forward" in text and "best-fit" in text
    assert "%ret (m.mlir:9:3, 512 B): returned from the function" in text
    assert "%dyn: dynamic shape" in text


sizes = st.integers(0, 1 << 20)


@st.composite
def instances(draw):
    n = draw(st.integers(0, 30))
    out = []
    for i in range(n):
        start = draw(st.integers(0, 40))
        out.append(Buffer(i, draw(sizes), start, draw(st.integers(start, 45)), draw(st.sampled_from([1, 8, 64]))))
    return out


@settings(max_examples=60, deadline=None)
@given(instances(), st.sampled_from(["trivial", "best-fit"]))
def test_summary_matches_any_checked_plan(buffers, planner):
    plan = get_planner(planner)(buffers, PlannerOptions())
    plan.check()
    s = summarize_plan(plan)
    if buffers:
        assert (s.arena, s.lower_bound, s.buffers_merged) == (plan.arena_size, plan.lower_bound, len(buffers))
        assert s.bytes_before == sum(b.size for b in buffers)
        assert s.arena >= s.lower_bound
    else:
        assert (s.arena, s.ratio) == (0, None)


def test_scope_names_read_like_source_positions():
    from memplan.report.table import scope_name

    assert scope_name('scf.forall at loc("-":4:3)') == "scf.forall at line 4:3"
    assert scope_name("func.func", "1 : i64") == "func.func, memory space 1"


def test_a_plan_larger_than_its_buffers_never_shows_a_negative_saving():
    # Two 16-byte buffers live together at alignment 64: 80 bytes of arena for 32 of buffers.
    buffers = [Buffer(0, 16, 0, 2, 64), Buffer(1, 16, 1, 3, 64)]
    plan = Plan(buffers, {0: 0, 1: 64}, planner="by hand")
    plan.check()
    text = format_report(build_report([ScopeReport("f", "func.func", None, plan)]))
    assert "nothing saved; the arenas take 48 B more" in text
    assert "saved -" not in text and "-" + "150%" not in text
