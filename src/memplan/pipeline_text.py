"""Pipeline text, parsed once for every reader: ``builtin.module(func.func(merge-alloc{planner=chunk}))``
or the flat form ``bufferize,merge-alloc{planner=chunk}`` (see :mod:`memplan.pipeline`).

Apart from :mod:`memplan.pipeline` so that :func:`memplan.passes.create` reads a pass element with the
same parser without importing the pipeline runner (which imports the passes).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from memplan.diagnostics import MemplanError
from memplan.options import split_options

ROOT = "builtin.module"
PIPELINE_SOURCE = "MLIR Textual PassPipeline Parser"  # the name mlir-opt gives a pipeline in its errors


class PipelineError(MemplanError):
    """An error in the pipeline's text, located in it as mlir-opt locates one::

        MLIR Textual PassPipeline Parser:1:28: error: 'bogus' does not refer to a registered pass or pass pipeline
        canonicalize,func.func(cse,bogus)
                                   ^

    As in mlir-opt, a pipeline anchored on the root (``builtin.module(...)``) is shown without
    that anchor and columns count from inside it; memplan's flat form is shown whole.
    """

    def __init__(self, message: str, text: str, offset: int):
        super().__init__(message)
        self.text, self.offset = text, offset  # the pipeline as given; 0-based offset of the error in it

    def format(self, filename: str = "-") -> str:
        shown, column = _shown(self.text, self.offset)
        caret = "".join("\t" if c == "\t" else " " for c in shown[:column - 1]) + "^"
        return f"{PIPELINE_SOURCE}:1:{column}: error: {self.message}\n{shown}\n{caret}"


def _shown(text: str, offset: int) -> tuple[str, int]:
    """The text mlir-opt would show for an error at ``offset`` of ``text``, and the 1-based column there."""
    inner = _root_body(text)
    if inner is not None and inner[0] <= offset < inner[1]:
        return text[inner[0]:inner[1]], offset - inner[0] + 1
    return text, min(offset, len(text)) + 1


def _root_body(text: str) -> tuple[int, int] | None:
    """Where the body of ``builtin.module( ... )`` starts and ends in ``text``; None for other text."""
    stripped = text.lstrip()
    start = len(text) - len(stripped)
    if not stripped.startswith(ROOT):
        return None
    i = start + len(ROOT)
    while i < len(text) and text[i].isspace():
        i += 1
    end = len(text.rstrip()) - 1
    if i >= len(text) or text[i] != "(" or end <= i or text[end] != ")":
        return None
    return i + 1, end


# -- the pipeline as text --------------------------------------------------------------------------

@dataclass(frozen=True)
class PassElement:
    """One pass as written: ``merge-alloc{planner=chunk}``; ``source`` and ``offset``: the pipeline's
    whole text and where the pass starts in it (none when made in code), for errors located as
    mlir-opt locates them, wherever the element goes."""

    name: str
    options: dict[str, str]
    text: str
    offset: int = field(default=-1, compare=False)
    source: str = field(default="", compare=False)

    def error(self, message: str) -> MemplanError:
        """An error about this pass: located in the pipeline's text when it came from text."""
        return PipelineError(message, self.source, self.offset) if self.source else MemplanError(message)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Nest:
    """``anchor(elements...)``: passes that run on each ``anchor`` op nested in the enclosing one."""

    anchor: str
    elements: tuple[Element, ...]

    def __str__(self) -> str:
        return f"{self.anchor}({','.join(str(e) for e in self.elements)})"


Element = Union[PassElement, Nest]


def parse_pipeline(text: str, root: str = ROOT) -> Nest:
    """The pipeline ``text`` (anchored or flat) as a :class:`Nest` anchored on ``root``."""
    elements = _Parser(text).parse()
    if len(elements) == 1 and isinstance(elements[0], Nest) and elements[0].anchor == root:
        return elements[0]
    return Nest(root, tuple(elements))


class _Parser:
    """``list := element (',' element)*``; ``element := name ('(' list? ')' | '{' options '}')?``."""

    MAX_DEPTH = 64  # anchors nest as deep as ops do; far deeper is a malformed pipeline

    def __init__(self, text: str):
        self.text, self.i, self.depth = text, 0, 0

    def error(self, what: str, offset: int | None = None) -> MemplanError:
        return PipelineError(f"malformed pipeline: {what}", self.text, self.i if offset is None else offset)

    def parse(self) -> list[Element]:
        elements = self.list(top=True)
        self.skip()
        if self.i < len(self.text):
            ch = self.text[self.i]
            raise self.error(f"unbalanced '{ch}'" if ch in ")}" else f"unexpected '{ch}'")
        return elements

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i].isspace():
            self.i += 1

    def list(self, top: bool = False) -> list[Element]:
        elements = [self.element()]
        self.skip()
        while self.i < len(self.text) and self.text[self.i] == ",":
            self.i += 1
            elements.append(self.element())
            self.skip()
        return elements

    def element(self) -> Element:
        self.skip()
        start = self.i
        while self.i < len(self.text) and not self.text[self.i].isspace() and self.text[self.i] not in "(){},":
            self.i += 1
        name = self.text[start:self.i]
        if not name:
            raise self.error("empty element" if self.i >= len(self.text) or self.text[self.i] in ",)"
                             else f"unexpected '{self.text[self.i]}'")
        self.skip()
        if self.i < len(self.text) and self.text[self.i] == "(":
            self.depth += 1
            if self.depth > self.MAX_DEPTH:
                raise self.error(f"anchors nested more than {self.MAX_DEPTH} deep")
            self.i += 1
            self.skip()
            inner: list[Element] = [] if self.peek(")") else self.list()
            self.expect(")")
            self.depth -= 1
            return Nest(name, tuple(inner))
        if self.i < len(self.text) and self.text[self.i] == "{":
            body = self.braced()
            try:
                options = split_options(body, name)
            except MemplanError as e:
                raise PipelineError(e.message, self.text, start) from None
            return PassElement(name, options, f"{name}{{{body}}}", start, self.text)
        return PassElement(name, {}, name, start, self.text)

    def peek(self, ch: str) -> bool:
        return self.i < len(self.text) and self.text[self.i] == ch

    def expect(self, ch: str) -> None:
        self.skip()
        if not self.peek(ch):
            raise self.error(f"expected '{ch}'")
        self.i += 1

    def braced(self) -> str:
        """The text between balanced braces (quotes may hold braces), the reader after them."""
        depth, start, quote = 0, self.i + 1, None
        while self.i < len(self.text):
            ch = self.text[self.i]
            if quote:
                quote = None if ch == quote else quote
            elif ch in "'\"":
                quote = ch
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    self.i += 1
                    return self.text[start:self.i - 1]
            self.i += 1
        raise self.error(f"no closing quotation mark ({quote})" if quote else "unbalanced '{'")


# -- compatibility helpers for the flat form ----------------------------------------------------------

def split_pipeline(text: str) -> list[str]:
    """Top-level elements as text: ``a{x=1 y=2},func.func(cse,canonicalize)`` -> 2 elements."""
    if not text.strip():
        raise MemplanError(f"empty pipeline '{text}'")
    return [str(e) for e in parse_pipeline(text).elements]


def parse_pass_element(text: str) -> PassElement:
    """One pass with its options, as a pipeline writes it: ``merge-alloc{planner=chunk}``."""
    parsed = _Parser(text).parse()
    if len(parsed) != 1 or not isinstance(parsed[0], PassElement):
        raise MemplanError(f"'{text}' is not one pass with options (name{{option=value ...}})")
    return parsed[0]


def parse_element(element: str) -> tuple[str, dict[str, str]]:
    """``merge-alloc{planner=best-fit analysis-only}`` -> name and option texts (flags: "true")."""
    parsed = parse_pass_element(element)
    return parsed.name, {k: (v if v != "" else "true") for k, v in parsed.options.items()}
