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
from typing import Any

from mlir import ir, passmanager

from memplan import passes
from memplan.diagnostics import Diagnostic, MemplanError, Remark
from memplan.mlir.emit import collect_diagnostics, error_diagnostics
from memplan.passes import register_pass  # noqa: F401  (re-exported: pipelines' custom passes)
from memplan.pipeline_text import (  # noqa: F401  (re-exported: the pipeline as text)
    ROOT, Element, Nest, PassElement, parse_element, parse_pass_element, parse_pipeline, split_pipeline)


@dataclass
class PipelineState:
    """What passes tell the caller besides the IR: remarks, per-pass reports, every diagnostic."""

    remarks: list[Remark] = field(default_factory=list)
    reports: list[Any] = field(default_factory=list)
    error: MemplanError | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)


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
