"""Pipeline text, parsed once for every reader: ``builtin.module(func.func(merge-alloc{planner=chunk}))``
or the flat form ``bufferize,merge-alloc{planner=chunk}`` (see :mod:`memplan.pipeline`).

Apart from :mod:`memplan.pipeline` so that :func:`memplan.passes.create` reads a pass element with the
same parser without importing the pipeline runner (which imports the passes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from memplan.diagnostics import MemplanError
from memplan.options import split_options

ROOT = "builtin.module"


# -- the pipeline as text --------------------------------------------------------------------------

@dataclass(frozen=True)
class PassElement:
    """One pass as written: ``merge-alloc{planner=chunk}``."""

    name: str
    options: dict[str, str]
    text: str

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

    def error(self, what: str) -> MemplanError:
        return MemplanError(f"malformed pipeline '{self.text}': {what} at column {self.i + 1}")

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
            return PassElement(name, split_options(body, name), f"{name}{{{body}}}")
        return PassElement(name, {}, name)

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
