"""Run a textual pipeline that mixes memplan passes with upstream MLIR passes.

``bufferize{...},merge-alloc{planner=best-fit},canonicalize`` becomes one MLIR
PassManager: memplan passes are Python callables added with ``pm.add``, every
other element is handed to MLIR's own pipeline parser as written.
"""

from __future__ import annotations

import importlib
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mlir import ir, passmanager

from memplan.diagnostics import MemplanError, Remark


@dataclass
class PipelineState:
    """What passes tell the caller besides the IR: remarks and per-pass reports."""

    remarks: list[Remark] = field(default_factory=list)
    reports: list[Any] = field(default_factory=list)
    error: MemplanError | None = None


# A pass factory takes the element's options and the shared state and returns
# the callable MLIR runs: ``callable(op, pass_)`` on the module.
PassFactory = Callable[[dict[str, str], PipelineState], Callable[[ir.Operation, Any], None]]
_PASSES: dict[str, PassFactory] = {}


# memplan's own passes, by the module that registers each: imported only when a
# pipeline names the pass (bufferize alone costs as much to import as MLIR's parser).
_BUILTIN_PASSES = {
    "bufferize": "memplan.bufferize.pass_",
    "merge-alloc": "memplan.mlir.merge_alloc.pass_",
}


def register_pass(name: str, factory: PassFactory) -> None:
    _PASSES[name] = factory


def memplan_pass_names() -> list[str]:
    for name in _BUILTIN_PASSES:
        _lookup(name)
    return sorted(_PASSES)


def _lookup(name: str) -> PassFactory | None:
    if name not in _PASSES and name in _BUILTIN_PASSES:
        importlib.import_module(_BUILTIN_PASSES[name])  # registers the pass
    return _PASSES.get(name)


def split_pipeline(text: str) -> list[str]:
    """Split at top-level commas: ``a{x=1 y=2},func.func(cse,canonicalize)`` -> 2 elements."""
    parts, depth, current = [], 0, []
    for ch in text:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
            if depth < 0:
                raise MemplanError(f"unbalanced '{ch}' in pipeline '{text}'")
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if depth:
        raise MemplanError(f"unbalanced brackets in pipeline '{text}'")
    parts.append("".join(current).strip())
    if any(not p for p in parts):
        raise MemplanError(f"empty element in pipeline '{text}'")
    return parts


def parse_element(element: str) -> tuple[str, dict[str, str]]:
    """``merge-alloc{planner=best-fit analysis-only}`` -> name and options (flags map to "true")."""
    if "{" not in element:
        return element, {}
    if not element.endswith("}"):
        raise MemplanError(f"malformed pipeline element '{element}'")
    name, body = element[:-1].split("{", 1)
    options = {}
    try:
        tokens = shlex.split(body)
    except ValueError as e:  # e.g. an unbalanced quote: merge-alloc{planner="x}
        raise MemplanError(f"malformed options in pipeline element '{element}': {str(e).lower()}") from None
    for token in tokens:
        key, _, value = token.partition("=")
        options[key] = value if _ else "true"
    return name.strip(), options


def run_pipeline(module: ir.Module, pipeline: str, state: PipelineState | None = None) -> PipelineState:
    """Run ``pipeline`` on ``module`` in place; raise :class:`MemplanError` on failure."""
    state = state or PipelineState()
    with module.context:
        pm = passmanager.PassManager("builtin.module")
        self_verifying = True
        for element in split_pipeline(pipeline):
            name, options = parse_element(element)
            factory = _lookup(name)
            self_verifying &= name in _BUILTIN_PASSES
            if factory is not None:
                pm.add(_guarded(factory(options, state), state), name=name)
            else:
                try:
                    pm.add(element)
                except (ValueError, ir.MLIRError) as e:
                    raise MemplanError(f"unknown pass or bad pipeline element '{element}': {e}") from None
        # memplan's own passes verify what they produce (with located messages); MLIR's
        # verifier after each would only repeat that work.
        pm.enable_verifier(not self_verifying)
        try:
            pm.run(module.operation)
        except ir.MLIRError as e:
            if state.error:
                raise state.error from None
            diags = list(e.error_diagnostics)
            if diags:
                raise MemplanError(diags[0].message, str(diags[0].location)) from None
            raise MemplanError(f"pipeline failed: {e}") from None
    if state.error:
        raise state.error
    return state


def _guarded(run: Callable[[ir.Operation, Any], None], state: PipelineState):
    """Turn a MemplanError inside a Python pass into a pass failure MLIR understands."""

    def wrapper(op: ir.Operation, pass_: Any) -> None:
        try:
            run(op, pass_)
        except MemplanError as e:
            state.error = e
            pass_.signal_pass_failure()

    return wrapper
