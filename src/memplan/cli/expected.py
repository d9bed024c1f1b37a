"""``--verify-diagnostics``: check diagnostics against ``expected-*`` comments, as mlir-opt does.

In the input, ``// expected-error {{message}}`` (also ``-remark``, ``-warning``, ``-note``)
expects a diagnostic of that kind on the comment's own line whose message contains
``message``; ``@+N``/``@-N`` move the line, ``@above``/``@below`` mean the nearest line before
or after that holds no expectation, ``@unknown`` a diagnostic without a file position. With the ``-re`` suffix,
``{{...}}`` inside the message is a regular expression. Every diagnostic must be expected
(notes included) and every expectation met; each failure is reported at its place, with the
source line and a caret under it, as mlir-opt reports it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memplan.diagnostics import _LOC, Diagnostic

_EXPECTED = re.compile(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")


@dataclass
class Expected:
    kind: str
    line: int | None  # None: @unknown
    text: str
    regex: re.Pattern | None
    at: tuple[int, int]  # where the comment is (line, column), for "was not produced"
    matched: bool = False

    def matches(self, message: str) -> bool:
        return bool(self.regex.search(message)) if self.regex else self.text in message


def expectations(text: str, first_line: int = 1) -> list[Expected]:
    """The ``expected-*`` comments of ``text``, whose first line is line ``first_line`` of its file.

    ``@above``/``@below`` name the nearest line above or below that is not itself an
    ``expected-*`` comment, so that several expectations can stack on one op, as upstream allows.
    """
    found: list[Expected] = []
    waiting: list[Expected] = []  # @below expectations looking for their line
    last_plain: int | None = None  # the last line without an expectation
    for n, line in enumerate(text.splitlines(), start=first_line):
        m = _EXPECTED.search(line)
        if not m:
            for e in waiting:
                e.line = n
            waiting, last_plain = [], n
            continue
        kind, is_re, offset, body = m[1], m[2], m[4], m[5]
        e = Expected(kind, n, body, _pattern(body) if is_re else None, (n, m.start() + 1))
        if offset == "unknown":
            e.line = None
        elif offset == "above":
            e.line = last_plain if last_plain is not None else n - 1
        elif offset == "below":
            waiting.append(e)
        elif offset:
            e.line = n + int(offset)
        found.append(e)
    return found


def _pattern(body: str) -> re.Pattern:
    """``a {{[0-9]+}} b`` -> literal text around regular expressions."""
    parts, i = [], 0
    while i < len(body):
        start = body.find("{{", i)
        if start < 0:
            parts.append(re.escape(body[i:]))
            break
        end = body.find("}}", start + 2)
        if end < 0:
            parts.append(re.escape(body[i:]))
            break
        parts.append(re.escape(body[i:start]) + f"(?:{body[start + 2:end]})")
        i = end + 2
    return re.compile("".join(parts))


@dataclass(frozen=True)
class Failure:
    """One way the diagnostics and the expectations disagree: an error located where mlir-opt
    shows it (the diagnostic, or the expectation's comment), and how many characters its
    caret underlines there (mlir-opt underlines an unmet expectation as long as its text)."""

    error: Diagnostic
    width: int = 1
    unmet: bool = False  # an expectation not met (mlir-opt reports those after every unexpected diagnostic)

    def format(self, filename: str) -> str:
        return self.error.format(filename)


def check(diagnostics: Iterable[Diagnostic], expected: list[Expected], filename: str) -> list[Failure]:
    """Unexpected diagnostics (in the order emitted), then unmet expectations."""
    failures = []
    for d in _with_notes(diagnostics):
        line = _line_of(d.location, filename)
        near = None
        for e in expected:
            if e.line == line and e.matches(d.message):
                if e.kind == d.severity:
                    e.matched = True
                    break
                near = e
        else:
            if near is not None:
                message = f"'{d.severity}' diagnostic emitted when expecting a '{near.kind}'"
            else:
                message = f"unexpected {d.severity}: {d.message}"
            failures.append(Failure(Diagnostic("error", message, d.location)))
    for e in expected:
        if not e.matched:
            where = f'loc("-":{e.at[0]}:{e.at[1]})'  # "-": the checked file, whatever its name
            failures.append(Failure(Diagnostic("error", f"expected {e.kind} \"{e.text}\" was not produced", where),
                                    max(1, len(e.text)), unmet=True))
    return failures


def _with_notes(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    out = []
    for d in diagnostics:
        out.append(d)
        out.extend(_with_notes(d.notes))
    return out


def _line_of(location: str | None, filename: str) -> int | None:
    """The line of ``location`` in the checked file; None for a location elsewhere or nowhere."""
    m = _LOC.search(location or "")
    return int(m["line"]) if m and m["file"] in ("-", "", filename) else None
