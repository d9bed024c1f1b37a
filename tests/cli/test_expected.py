"""--verify-diagnostics: expected-* comments as mlir-opt reads them, and what a mismatch reports."""

from __future__ import annotations

from memplan.cli.expected import check, expectations
from memplan.diagnostics import Diagnostic

TEXT = """\
func.func @f() {
  // expected-remark @below {{first}}
  // expected-remark @below {{second}}
  %a = op
  %b = op // expected-error {{same line}}
  // expected-warning @above {{above skips expectations}}
  // expected-note @+2 {{two down}}
  // expected-remark-re @+1 {{size {{[0-9]+}} bytes}}
  %c = op
  // expected-error @unknown {{nowhere}}
}
"""


def test_line_targets():
    # @above and @below skip lines holding expectations (line 5 holds one), as upstream does
    found = {e.text: e.line for e in expectations(TEXT)}
    assert found == {"first": 4, "second": 4, "same line": 5, "above skips expectations": 4, "two down": 9,
                     "size {{[0-9]+}} bytes": 9, "nowhere": None}


def test_chunks_keep_the_files_line_numbers():
    assert [e.line for e in expectations("// expected-remark @+1 {{x}}\nop\n", first_line=40)] == [41]


def _d(severity, line, message, notes=()):
    return Diagnostic(severity, message, f'loc("f.mlir":{line}:3)', tuple(notes))


def test_all_matched():
    diags = [_d("remark", 4, "the first one"), _d("remark", 4, "and the second"), _d("error", 5, "on the same line"),
             _d("warning", 4, "above skips expectations here"), _d("remark", 9, "size 128 bytes"),
             Diagnostic("error", "nowhere at all", "loc(unknown)", (_d("note", 9, "two down"),))]
    assert check(diags, expectations(TEXT), "f.mlir") == []


def test_mismatches_are_reported_where_they_are():
    failures = check([_d("remark", 4, "first"), _d("error", 9, "size 12 bytes"), _d("warning", 2, "stray")],
                     expectations("// expected-remark @+3 {{first}}\n" + "\n" * 6 +
                                  "// expected-remark-re @+1 {{size {{[0-9]+}} bytes}}\n"), "f.mlir")
    errors = [f.format("f.mlir") for f in failures]
    assert "f.mlir:9:3: error: 'error' diagnostic emitted when expecting a 'remark'" in errors
    assert "f.mlir:2:3: error: unexpected warning: stray" in errors
    assert 'f.mlir:8:4: error: expected remark "size {{[0-9]+}} bytes" was not produced' in errors
    assert len(errors) == 3


def test_a_diagnostic_in_another_file_does_not_match_by_line():
    failures = check([Diagnostic("remark", "x", 'loc("model.py":4:0)')],
                     expectations("\n\n\n// expected-remark {{x}}\n"), "f.mlir")
    assert failures[0].format("f.mlir").startswith("model.py:4:0: error: unexpected remark: x")
