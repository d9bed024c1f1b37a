"""Pipeline text handling and the mixing of memplan passes with upstream ones."""

import re

import pytest

from memplan.diagnostics import MemplanError, format_location
from memplan.mlir.parsing import new_context, parse_module, print_module
from memplan.pipeline import PipelineState, parse_element, register_pass, run_pipeline, split_pipeline


def test_split_respects_nesting():
    assert split_pipeline("a{x=1 y=2},func.func(cse,canonicalize), b") == [
        "a{x=1 y=2}", "func.func(cse,canonicalize)", "b"]


@pytest.mark.parametrize("bad", ["a{", "a)", "a,,b", ""])
def test_split_rejects_malformed(bad):
    with pytest.raises(MemplanError):
        split_pipeline(bad)


def test_parse_element_options_and_flags():
    assert parse_element("merge-alloc{planner=best-fit analysis-only}") == (
        "merge-alloc", {"planner": "best-fit", "analysis-only": "true"})
    assert parse_element("canonicalize") == ("canonicalize", {})


def test_parse_error_is_located():
    with pytest.raises(MemplanError) as e:
        parse_module("func.func @f() {\n  %x = foo\n}", new_context())
    assert e.value.format("in.mlir").startswith("in.mlir:2:")


def test_format_location_unknown():
    assert format_location("loc(unknown)", "x.mlir") == "x.mlir: "


SIMPLE = """
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  return %b : i32
}
"""


def test_python_and_upstream_passes_run_in_one_pipeline():
    seen = []

    def factory(options, state):
        def run(op, pass_):
            seen.append((op.name, options))
            state.reports.append("done")
        return run

    register_pass("test-probe", factory)
    module = parse_module(SIMPLE, new_context())
    state = run_pipeline(module, "test-probe{k=v},canonicalize")
    assert seen == [("builtin.module", {"k": "v"})]
    assert state.reports == ["done"]
    assert "arith.addi" not in print_module(module)  # canonicalize folded x + 0


def test_memplan_error_in_pass_fails_the_pipeline():
    def factory(options, state):
        def run(op, pass_):
            raise MemplanError("boom", 'loc("-":3:5)')
        return run

    register_pass("test-fail", factory)
    module = parse_module(SIMPLE, new_context())
    with pytest.raises(MemplanError, match="boom") as e:
        run_pipeline(module, "test-fail", PipelineState())
    assert e.value.format("f.mlir") == "f.mlir:3:5: error: boom"


def test_unknown_upstream_pass_is_a_clear_error():
    module = parse_module(SIMPLE, new_context())
    with pytest.raises(MemplanError, match="no-such-pass"):
        run_pipeline(module, "no-such-pass")


def test_anchored_and_flat_forms_parse_to_the_same_nest():
    from memplan.pipeline import Nest, PassElement, parse_pipeline

    anchored = parse_pipeline("builtin.module(bufferize{alignment=128}, func.func(merge-alloc{planner=chunk}), cse)")
    flat = parse_pipeline("bufferize{alignment=128},func.func(merge-alloc{planner=chunk}),cse")
    assert anchored == flat
    assert anchored.anchor == "builtin.module"
    bufferize, nest, cse = anchored.elements
    assert bufferize == PassElement("bufferize", {"alignment": "128"}, "bufferize{alignment=128}")
    assert isinstance(nest, Nest) and nest.anchor == "func.func"
    assert nest.elements[0].options == {"planner": "chunk"} and cse.name == "cse"
    assert str(anchored) == "builtin.module(bufferize{alignment=128},func.func(merge-alloc{planner=chunk}),cse)"
    assert parse_pipeline("builtin.module()").elements == ()


@pytest.mark.parametrize("bad, message", [
    ("builtin.module(cse", "expected ')'"), ("a b", "unexpected 'b'"), ("a(b))", "unbalanced ')'"),
    ("x(" * 5000 + ")" * 5000, "nested more than 64 deep"), ("a{b='c}", "no closing quotation"),
])
def test_malformed_pipelines_are_clear_errors(bad, message):
    from memplan.pipeline import parse_pipeline

    with pytest.raises(MemplanError, match=re.escape(message)):
        parse_pipeline(bad)


def test_module_passes_stay_on_modules():
    module = parse_module(SIMPLE, new_context())
    with pytest.raises(MemplanError, match="bufferize is a module pass .* not inside func.func"):
        run_pipeline(module, "builtin.module(func.func(bufferize))")


@pytest.mark.parametrize("text, column, shown", [
    ("builtin.module(canonicalize, func.func(cse, bogus))", 30, "canonicalize, func.func(cse, bogus)"),  # as mlir-opt
    ("canonicalize,func.func(cse,bogus)", 28, "canonicalize,func.func(cse,bogus)"),
    ("  builtin.module  ( bogus ) ", 2, " bogus "),
])
def test_pipeline_errors_are_located_as_mlir_opt_locates_them(text, column, shown):
    module = parse_module(SIMPLE, new_context())
    with pytest.raises(MemplanError) as e:
        run_pipeline(module, text)
    first, line, caret = e.value.format("f.mlir").splitlines()
    assert first == (f"MLIR Textual PassPipeline Parser:1:{column}: error: "
                     "'bogus' does not refer to a registered pass or pass pipeline")
    assert line == shown and caret == " " * (column - 1) + "^"


def test_a_bad_option_of_memplan_or_mlir_points_at_its_pass():
    from memplan.pipeline import check_pipeline

    for text, message in [("cse,merge-alloc{alignment=3}", "merge-alloc: alignment"),
                          ("cse,canonicalize{max-iterations=x}", "'x' value invalid")]:
        with pytest.raises(MemplanError) as e:
            check_pipeline(text)
        assert message in e.value.message
        assert e.value.format().splitlines()[2] == "    ^"


def test_mlir_timers_are_read_as_a_tree():
    from memplan.timing import format_report, read_mlir_report

    printed = """===-----===
  ----User Time----  ----Wall Time----  ----Name----
    0.0020 ( 40.0%)    0.0010 ( 25.0%)  'func.func' Pipeline
    0.0010 ( 20.0%)    0.0005 ( 12.5%)    CSE
    0.0001 (  2.0%)    0.0001 (  2.5%)      (A) DominanceInfo
    0.0010 ( 20.0%)    0.0020 ( 50.0%)  MergeAllocPass
    0.0010 ( 20.0%)    0.0010 ( 25.0%)  Rest
    0.0050 (100.0%)    0.0040 (100.0%)  Total
"""
    timers = read_mlir_report(printed)
    assert [(t.name, t.seconds) for t in timers] == [("'func.func' Pipeline", 0.001), ("MergeAllocPass", 0.002)]
    assert [c.name for c in timers[0].children] == ["CSE"] and timers[0].children[0].children[0].seconds == 0.0001
    report = format_report(timers, 0.004).splitlines()
    assert report[3] == "  Total Execution Time: 0.0040 seconds"
    assert report[6:] == ["    0.0010 ( 25.0%)  'func.func' Pipeline", "    0.0005 ( 12.5%)    CSE",
                          "    0.0001 (  2.5%)      (A) DominanceInfo", "    0.0020 ( 50.0%)  MergeAllocPass",
                          "    0.0010 ( 25.0%)  Rest", "    0.0040 (100.0%)  Total"]
