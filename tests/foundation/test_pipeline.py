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
