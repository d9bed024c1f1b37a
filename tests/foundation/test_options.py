"""One definition per pass (a dataclass), one parser: pipeline text -> checked options."""

from __future__ import annotations

import pytest

from memplan import values
from memplan.bufferize.options import BufferizeOptions
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.options import MergeAllocOptions
from memplan.options import format_options, option_specs, parse_options, split_options


@pytest.mark.parametrize("text, expected", [
    ("", True), ("true", True), ("True", True), ("TRUE", True), ("1", True),
    ("false", False), ("False", False), ("FALSE", False), ("0", False),
])
def test_booleans_as_mlir_reads_them(text, expected):
    assert values.mlir_bool(text) is expected


@pytest.mark.parametrize("text", ["maybe", "yes", "on", "2", " true", "t"])
def test_other_booleans_are_errors(text):
    with pytest.raises(ValueError, match="is not a boolean"):
        values.mlir_bool(text)


@pytest.mark.parametrize("cls, name", [(MergeAllocOptions, "merge-alloc"), (BufferizeOptions, "bufferize")])
def test_both_passes_read_booleans_alike(cls, name):
    # Before: writable-function-args=maybe was silently false in bufferize and an error in merge-alloc.
    key = {"merge-alloc": "analysis-only", "bufferize": "writable-function-args"}[name]
    field = key.replace("-", "_")
    assert getattr(parse_options(cls, name, {key: ""}), field) is True
    assert getattr(parse_options(cls, name, {key: "1"}), field) is True
    assert getattr(parse_options(cls, name, {key: "0"}), field) is False
    with pytest.raises(MemplanError, match=f"{name}: {key}='maybe': 'maybe' is not a boolean"):
        parse_options(cls, name, {key: "maybe"})


def test_unknown_options_name_the_known_ones():
    with pytest.raises(MemplanError, match=r"bufferize: unknown option 'colour' \(options: function-boundary-layout, "
                                           r"writable-function-args, alignment, analysis-only, allocation, copy, fill, placements, "
                                           r"split-empty-tensors, allow-unknown-ops\)"):
        BufferizeOptions.from_pipeline({"colour": "red"})


def test_specs_come_from_the_fields():
    specs = {s.name: s for s in option_specs(MergeAllocOptions)}
    assert list(specs) == ["planner", "alignment", "analysis-only", "arena-from-argument", "time-limit",
                           "dynamic", "bounds", "capacity", "spill-to", "spill-weight",
                           "spill-tolerance", "spill-prefetch"]
    assert (specs["alignment"].type_name, specs["alignment"].show_default()) == ("int", "64")
    assert (specs["time-limit"].type_name, specs["time-limit"].show_default()) == ("seconds", "none")
    layout = {s.name: s for s in option_specs(BufferizeOptions)}["function-boundary-layout"]
    assert layout.type_name == "identity|fully-dynamic"
    assert "boundary-type" not in {s.name for s in option_specs(BufferizeOptions)}  # a Python hook, not an option


def test_choices_and_numbers_are_checked():
    with pytest.raises(MemplanError, match="'diagonal' is not one of identity, fully-dynamic"):
        BufferizeOptions.from_pipeline({"function-boundary-layout": "diagonal"})
    with pytest.raises(MemplanError, match="'1_024' is not an integer"):
        MergeAllocOptions.parse({"alignment": "1_024"})
    with pytest.raises(MemplanError, match="power of two"):
        MergeAllocOptions(alignment=48)
    with pytest.raises(MemplanError, match="finite, positive"):
        MergeAllocOptions(time_limit=-1.0)


@pytest.mark.parametrize("body, expected", [
    ("planner=chunk analysis-only", {"planner": "chunk", "analysis-only": ""}),
    ("  a=1   b  ", {"a": "1", "b": ""}),
    ("note='two words' x=\"y z\"", {"note": "two words", "x": "y z"}),
    ("list={1, 2} k=v", {"list": "{1, 2}", "k": "v"}),
    ("", {}),
])
def test_split_options(body, expected):
    assert split_options(body) == expected


@pytest.mark.parametrize("body, message", [
    ("a=1 a=2", "given twice"), ("x='open", "no closing quotation"), ("x={1", "unbalanced"), ("=3", "no name"),
])
def test_split_options_errors(body, message):
    with pytest.raises(MemplanError, match=message):
        split_options(body, "p")


def test_format_round_trips():
    opts = MergeAllocOptions(planner="chunk", analysis_only=True, time_limit=2.5)
    text = format_options(opts)
    assert text == "{planner=chunk analysis-only time-limit=2.5}"
    assert MergeAllocOptions.parse(split_options(text[1:-1])) == opts


@pytest.mark.parametrize("text, expected", [("1,7,128", [1, 7, 128]), ("4,4,0", [4, 0]), (" 3", [3])])
def test_sizes(text, expected):
    assert values.sizes(text) == expected


@pytest.mark.parametrize("text", ["", "1,,2", "-1", "1_000", "٣", "1.5", str((1 << 40) + 1)])
def test_sizes_reject_what_is_not_a_plain_size(text):
    with pytest.raises(ValueError):
        values.sizes(text)


@pytest.mark.parametrize("text, ok", [("0", True), ("1e-4", True), ("-1e-9", False), ("nan", False), ("inf", False),
                                      ("x", False)])
def test_tolerance(text, ok):
    if ok:
        assert values.tolerance(text) == float(text)
    else:
        with pytest.raises(ValueError):
            values.tolerance(text)
