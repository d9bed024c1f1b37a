"""Run a textual pipeline that mixes memplan's passes with upstream MLIR passes.

Two spellings, as ``mlir-opt`` reads them:

* anchored: ``builtin.module(bufferize, func.func(merge-alloc{planner=chunk}), canonicalize)``;
* flat, memplan's original form: ``bufferize,merge-alloc{planner=chunk},canonicalize``, the
  same as the elements of ``builtin.module(...)``.

Everything becomes one MLIR ``PassManager``. Upstream elements are handed to MLIR's own
pipeline parser as written, with their anchors (``func.func(cse)``); a memplan pass is a
Python pass (:mod:`memplan.passes`) added at the module level that visits the ops its
anchors name, since the bindings cannot nest a Python pass in a pass manager. Module passes
(``bufferize``) may be anchored on ``builtin.module`` only; function passes (``merge-alloc``)
on ``func.func`` or on any op holding functions, where they visit each function.

Diagnostics: memplan's passes emit errors and remarks into MLIR's diagnostic engine;
:func:`run_pipeline` collects everything emitted while the pipeline runs
(:attr:`PipelineState.diagnostics`) and raises :class:`MemplanError` for the first error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

from mlir import ir, passmanager

from memplan import passes
from memplan.diagnostics import Diagnostic, MemplanError, Remark
from memplan.mlir.emit import collect_diagnostics, error_diagnostics
from memplan.options import split_options
from memplan.passes import register_pass  # noqa: F401  (re-exported: pipelines' custom passes)

ROOT = "builtin.module"


@dataclass
class PipelineState:
    """What passes tell the caller besides the IR: remarks, per-pass reports, every diagnostic."""

    remarks: list[Remark] = field(default_factory=list)
    reports: list[Any] = field(default_factory=list)
    error: MemplanError | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)


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


def parse_element(element: str) -> tuple[str, dict[str, str]]:
    """``merge-alloc{planner=best-fit analysis-only}`` -> name and option texts (flags: "true")."""
    parsed = parse_pipeline(element).elements
    if len(parsed) != 1 or not isinstance(parsed[0], PassElement):
        raise MemplanError(f"malformed pipeline element '{element}'")
    return parsed[0].name, {k: (v if v != "" else "true") for k, v in parsed[0].options.items()}


# -- building and running -------------------------------------------------------------------------------

Path = tuple[str, ...]  # anchors below the root, outermost first


def _flatten(nest: Nest, path: Path = ()) -> list[tuple[Path, PassElement]]:
    out: list[tuple[Path, PassElement]] = []
    for e in nest.elements:
        if isinstance(e, Nest):
            out += _flatten(e, path + (e.anchor,))
        else:
            out.append((path, e))
    return out


def _is_memplan(name: str) -> bool:
    return name in passes.PASSES or passes.custom_pass(name) is not None


def _nested_text(items: Sequence[tuple[Path, PassElement]], depth: int = 0) -> str:
    """Upstream elements back to pipeline text, consecutive ones under one anchor grouped."""
    out, i = [], 0
    while i < len(items):
        path, element = items[i]
        if len(path) == depth:
            out.append(element.text)
            i += 1
            continue
        j = i
        while j < len(items) and len(items[j][0]) > depth and items[j][0][depth] == path[depth]:
            j += 1
        out.append(f"{path[depth]}({_nested_text(items[i:j], depth + 1)})")
        i = j
    return ",".join(out)


def ops_at(root: ir.Operation, path: Path) -> list[ir.Operation]:
    """The ops a nested pipeline at ``path`` runs on: directly nested, as MLIR's nesting does."""
    level = [root]
    for anchor in path:
        level = [op.operation for parent in level for region in parent.regions for block in region.blocks
                 for op in block.operations if op.operation.name == anchor]
    return level


def _check_anchor(pass_obj: passes.MemplanPass, path: Path) -> None:
    if pass_obj.ANCHOR == passes.MODULE and any(a != passes.MODULE for a in path):
        where = "(".join(path)
        raise MemplanError(f"{pass_obj.NAME} is a module pass ({pass_obj.ANCHOR_REASON}): anchor it on "
                           f"builtin.module, not inside {where}")


@dataclass
class _Built:
    pm: passmanager.PassManager
    memplan_passes: list[passes.MemplanPass]
    self_verifying: bool


def build_pass_manager(nest: Nest, state: PipelineState) -> _Built:
    """One pass manager for ``nest``; memplan's passes are made (options checked) here."""
    pm = passmanager.PassManager(nest.anchor)
    items = _flatten(nest)
    made: list[passes.MemplanPass] = []
    i = 0
    while i < len(items):
        path, element = items[i]
        if not _is_memplan(element.name):
            j = i
            while j < len(items) and not _is_memplan(items[j][1].name):
                j += 1
            text = _nested_text(items[i:j])
            try:
                pm.add(text)
            except (ValueError, ir.MLIRError) as e:
                raise MemplanError(f"unknown pass or bad pipeline element '{text}': {e}") from None
            i = j
            continue
        pm.add(_pass_at(element, path, state, made), name=element.name)
        i += 1
    return _Built(pm, made, all(_is_memplan(e.name) for _, e in items))


def _pass_at(element: PassElement, path: Path, state: PipelineState,
             made: list[passes.MemplanPass]) -> Callable[[ir.Operation, Any], None]:
    if element.name in passes.PASSES:
        pass_obj = passes.make(element.name, element.options)
        _check_anchor(pass_obj, path)
        made.append(pass_obj)
        return lambda op, pass_: pass_obj.run_at(op, pass_, ops_at(op, path))
    run = passes.custom_pass(element.name)(dict(element.options), state)

    def custom(op: ir.Operation, pass_: Any) -> None:
        for target in ops_at(op, path):
            try:
                run(target, pass_)
            except MemplanError as e:
                state.error = e
                pass_.signal_pass_failure()
                return

    return custom


def check_pipeline(text: str, root: str = ROOT) -> Nest:
    """Parse ``text`` and make its passes (checking every option) without running anything:
    a typo fails before any input is read."""
    nest = parse_pipeline(text, root)
    with ir.Context():
        build_pass_manager(nest, PipelineState())
    return nest


def run_pipeline(module: ir.Module | ir.Operation, pipeline: str | Nest,
                 state: PipelineState | None = None) -> PipelineState:
    """Run ``pipeline`` on ``module`` in place; raise :class:`MemplanError` on failure.

    Every diagnostic emitted meanwhile is in ``state.diagnostics`` (remarks also in
    ``state.remarks``); diagnostic handlers attached to the context still see them.
    """
    state = state or PipelineState()
    op = module.operation
    nest = pipeline if isinstance(pipeline, Nest) else parse_pipeline(pipeline, op.name)
    with op.context:
        built = build_pass_manager(nest, state)
        # memplan's own passes verify what they produce (with located messages); MLIR's
        # verifier after each would only repeat that work.
        built.pm.enable_verifier(not built.self_verifying)
        failure: list[Diagnostic] = []
        with collect_diagnostics(op.context) as seen:
            try:
                built.pm.run(op)
            except ir.MLIRError as e:
                failure = error_diagnostics(e)
        for p in built.memplan_passes:
            state.reports.extend(p.reports)
        state.diagnostics.extend(seen + failure)
        state.remarks.extend(Remark(d.message, d.location) for d in seen if d.severity == "remark")
        state.remarks.extend(r for p in built.memplan_passes for r in p.undelivered)
    errors = [p.error for p in built.memplan_passes if p.error] + ([state.error] if state.error else [])
    if errors:
        state.error = errors[0]
        state.error.diagnostics = state.error.diagnostics or failure
        raise errors[0]
    if failure:
        first = failure[0]
        notes = "".join(f"\n  note: {n.message}" for n in first.notes)
        state.error = MemplanError(first.message + notes, first.location, diagnostics=failure)
        raise state.error
    return state
