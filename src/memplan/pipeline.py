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
An error in the pipeline itself (an unknown pass, a bad option, a pass anchored where it cannot
run) is a :class:`PipelineError` located in the pipeline's text, as mlir-opt locates it.

mlir-opt's debugging flags apply to every pass, memplan's included (:class:`Instrumentation`):
IR printing before and after passes and pass timing are MLIR's own, on the one pass manager.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from mlir import ir, passmanager

from memplan import passes
from memplan.diagnostics import Diagnostic, MemplanError, Remark
from memplan.mlir.emit import collect_diagnostics, error_diagnostics
from memplan.passes import register_pass  # noqa: F401  (re-exported: pipelines' custom passes)
from memplan.pipeline_text import (  # noqa: F401  (re-exported: the pipeline as text)
    ROOT, Element, Nest, PassElement, PipelineError, parse_element, parse_pass_element, parse_pipeline,
    split_pipeline)
from memplan.timing import Timer, read_mlir_report


@dataclass
class Instrumentation:
    """mlir-opt's ``--mlir-print-ir-*`` and ``--mlir-timing`` for a pipeline run.

    As in mlir-opt, ``print_after_change`` and ``print_after_failure`` narrow printing after
    passes: the first alone prints nothing, the second alone prints after a failed pass only.
    Dumps go to standard error as MLIR writes them, in the printing form chosen (generic,
    locations). With ``timers`` set (a list), each run adds MLIR's timers of its passes there.
    """

    print_before_all: bool = False
    print_after_all: bool = False
    print_after_change: bool = False
    print_after_failure: bool = False
    print_generic: bool = False
    print_debug_info: bool = False
    timers: list[Timer] | None = None

    def apply(self, pm: passmanager.PassManager) -> None:
        if self.print_before_all or self.print_after_all or self.print_after_failure:
            pm.enable_ir_printing(print_before_all=self.print_before_all,
                                  print_after_all=self.print_after_all or self.print_after_failure,
                                  print_after_change=self.print_after_change,
                                  print_after_failure=self.print_after_failure,
                                  enable_debug_info=self.print_debug_info,
                                  print_generic_op_form=self.print_generic)
        if self.timers is not None:
            pm.enable_timing()


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
    """One pass manager for ``nest``; memplan's passes are made (options checked) here, and an
    element that cannot be added is an error located at it in the pipeline's text."""
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
            _add_upstream(pm, nest, items[i:j])
            i = j
            continue
        run, shown_name = _pass_at(element, path, state, made)
        pm.add(run, name=shown_name, argument=element.name)
        i += 1
    return _Built(pm, made, all(_is_memplan(e.name) for _, e in items))


def _add_upstream(pm: passmanager.PassManager, nest: Nest, items: Sequence[tuple[Path, PassElement]]) -> None:
    """Add consecutive upstream elements as one piece of text (MLIR nests them as written)."""
    try:
        _add_text(pm, _nested_text(items))
    except MemplanError as group_error:
        for item in items:  # which element MLIR refused, to point at it
            try:
                _add_text(passmanager.PassManager(nest.anchor), _nested_text([item]))
            except MemplanError as e:
                raise item[1].error(e.message) from None
        raise items[0][1].error(group_error.message) from None


def _add_text(pm: passmanager.PassManager, text: str) -> None:
    """``pm.add(text)``; MLIR's refusal as a :class:`MemplanError` with its reason. (LLVM's option
    parser prints why an option's value is bad to standard error: it is caught and made part of
    the message.)"""
    with _captured_stderr() as said:
        try:
            pm.add(text)
            failure = None
        except (ValueError, ir.MLIRError) as e:
            failure = str(e)
    if failure is None:
        sys.stderr.write(said[0])
        return
    raise MemplanError(_mlir_reason(failure, said[0]))


_PIPELINE_PARSER = re.compile(r"^MLIR Textual PassPipeline Parser:\d+:\d+: error: (?P<message>.*)$")


def _mlir_reason(failure: str, said: str) -> str:
    """MLIR's message for a refused element without the location it gives in the element's own text
    (memplan locates it in the whole pipeline), in one line."""
    lines = [line.strip() for line in failure.splitlines()]
    first = _PIPELINE_PARSER.match(lines[0]) if lines else None
    if first:
        return first["message"]
    told = [line.strip().removeprefix(": ") for line in said.splitlines() if line.strip()]  # (no program name)
    return "; ".join(told + [line for line in lines if line])


@contextmanager
def _captured_stderr() -> Iterator[list[str]]:
    """What is written to file descriptor 2 meanwhile (by MLIR and LLVM, which write there directly),
    as the one string of the list yielded, once the block is done."""
    import tempfile  # (only for upstream passes and timers: memplan's own passes write nothing there)

    said = [""]
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with tempfile.TemporaryFile() as sink:
            os.dup2(sink.fileno(), 2)
            try:
                yield said
            finally:
                sys.stderr.flush()
                os.dup2(saved, 2)
                sink.seek(0)
                said[0] = sink.read().decode("utf-8", "replace")
    finally:
        os.close(saved)


def _pass_at(element: PassElement, path: Path, state: PipelineState,
             made: list[passes.MemplanPass]) -> tuple[Callable[[ir.Operation, Any], None], str]:
    """What the pass manager runs for memplan's (or a registered) pass ``element``, and the name
    MLIR shows it by in timings and IR dumps (the class name, as upstream's passes show theirs)."""
    if element.name in passes.PASSES:
        try:
            pass_obj = passes.make(element.name, element.options)
            _check_anchor(pass_obj, path)
        except PipelineError:
            raise
        except MemplanError as e:
            raise element.error(e.message) from None
        made.append(pass_obj)
        return (lambda op, pass_: pass_obj.run_at(op, pass_, ops_at(op, path))), type(pass_obj).__name__
    try:
        run = passes.custom_pass(element.name)(dict(element.options), state)
    except PipelineError:
        raise
    except MemplanError as e:
        raise element.error(e.message) from None

    def custom(op: ir.Operation, pass_: Any) -> None:
        for target in ops_at(op, path):
            try:
                run(target, pass_)
            except MemplanError as e:
                state.error = e
                pass_.signal_pass_failure()
                return

    return custom, element.name


def check_pipeline(text: str, root: str = ROOT) -> Nest:
    """Parse ``text`` and make its passes (checking every option) without running anything:
    a typo fails before any input is read. Only upstream passes need MLIR to check them: a
    pipeline of memplan's passes alone is checked without a context, which costs as much as
    a small model's whole merge-alloc (the bindings load every dialect into a new one)."""
    nest = parse_pipeline(text, root)
    items = _flatten(nest)
    if all(element.name in passes.PASSES for _, element in items):
        for path, element in items:
            _pass_at(element, path, PipelineState(), [])
        return nest
    with ir.Context():
        build_pass_manager(nest, PipelineState())
    return nest


def run_pipeline(module: ir.Module | ir.Operation, pipeline: str | Nest,
                 state: PipelineState | None = None, instrumentation: Instrumentation | None = None) -> PipelineState:
    """Run ``pipeline`` on ``module`` in place; raise :class:`MemplanError` on failure.

    Every diagnostic emitted meanwhile is in ``state.diagnostics`` (remarks also in
    ``state.remarks``); diagnostic handlers attached to the context still see them.
    ``instrumentation``: IR dumps and timers, as mlir-opt's flags ask.
    """
    state = state or PipelineState()
    op = module.operation
    nest = pipeline if isinstance(pipeline, Nest) else parse_pipeline(pipeline, op.name)
    with op.context:
        built = build_pass_manager(nest, state)
        # memplan's own passes verify what they produce (with located messages); MLIR's
        # verifier after each would only repeat that work.
        built.pm.enable_verifier(not built.self_verifying)
        if instrumentation is not None:
            instrumentation.apply(built.pm)
        failure: list[Diagnostic] = []
        sys.stderr.flush()  # what memplan printed before comes before MLIR's IR dumps
        with collect_diagnostics(op.context) as seen:
            try:
                built.pm.run(op)
            except ir.MLIRError as e:
                failure = error_diagnostics(e)
        made = built.memplan_passes
        if instrumentation is not None and instrumentation.timers is not None:
            instrumentation.timers.extend(_timers_of(built))
        del built  # (the pass manager: MLIR prints its timers when it is destroyed)
        for p in made:
            state.reports.extend(p.reports)
        state.diagnostics.extend(seen + failure)
        state.remarks.extend(Remark(d.message, d.location) for d in seen if d.severity == "remark")
        state.remarks.extend(r for p in made for r in p.undelivered)
    errors = [p.error for p in made if p.error] + ([state.error] if state.error else [])
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


def _timers_of(built: _Built) -> list[Timer]:
    """The timers of ``built``'s pass manager, which MLIR prints when it is destroyed: destroyed here,
    with what it prints caught and read back. ``built`` must hold the only reference to it."""
    with _captured_stderr() as said:
        built.pm = None  # type: ignore[assignment]
    return read_mlir_report(said[0])


# -- mlir-opt's pass flags and --dump-pass-pipeline ------------------------------------------------------

_NOT_REGISTERED = "does not refer to a registered pass or pass pipeline"
_RESTRICTED = re.compile(r"restricted to '(?P<anchor>[^']+)' on a PassManager")


def is_pass(name: str) -> bool:
    """Whether ``name`` is a pass memplan-opt can run: memplan's, one registered from Python, or MLIR's."""
    if _is_memplan(name):
        return True
    if not name or any(c in name for c in "(){},= \t"):
        return False
    with ir.Context():
        try:
            _add_text(passmanager.PassManager(ROOT), name)
        except MemplanError as e:
            return _NOT_REGISTERED not in e.message  # (refused for another reason: a pass all the same)
    return True


def flag_pipeline(flags: Sequence[tuple[str, str | None]]) -> str:
    """Pipeline text for mlir-opt's pass flags, in the order given: ``--NAME`` or ``--NAME=OPTIONS``
    as ``(NAME, OPTIONS or None)``. As mlir-opt nests a pass flag implicitly, an upstream pass
    restricted to another op than the module runs nested on each such op: ``func.func(NAME)``."""
    pieces = []
    with ir.Context():
        for name, options in flags:
            piece = name if options is None else f"{name}{{{options}}}"
            if not _is_memplan(name):
                piece = _implicitly_nested(piece)
            pieces.append(piece)
    return ",".join(pieces)


def _implicitly_nested(piece: str) -> str:
    try:
        _add_text(passmanager.PassManager(ROOT), piece)
    except MemplanError as e:
        m = _RESTRICTED.search(e.message)
        if m:
            return f"{m['anchor']}({piece})"
    return piece


def describe_pipeline(nest: Nest) -> str:
    """``--dump-pass-pipeline``, as mlir-opt prints it: the passes with every option's value, one per
    line, nested pipelines indented; memplan's passes among them with their options too."""
    with ir.Context():
        body = _described(nest, nest.anchor, 1)
    inner = ",\n".join(body)
    return f"Pass Manager with {len(nest.elements)} passes:\n{nest.anchor}(\n{inner}\n)\n"


def _described(nest: Nest, anchor: str, depth: int) -> list[str]:
    indent = "  " * depth
    lines = []
    for element in nest.elements:
        if isinstance(element, Nest):
            inner = ",\n".join(_described(element, element.anchor, depth + 1))
            lines.append(f"{indent}{element.anchor}(\n{inner}\n{indent})")
        elif element.name in passes.PASSES:
            lines.append(indent + _with_all_options(passes.make(element.name, element.options)))
        elif passes.custom_pass(element.name) is not None:
            lines.append(indent + element.text)
        else:
            pm = passmanager.PassManager(anchor)
            _add_text(pm, element.text)
            lines.append(indent + str(pm)[len(anchor) + 1:-1])
    return lines


def _with_all_options(pass_obj: passes.MemplanPass) -> str:
    """``merge-alloc{alignment=64 analysis-only=false ...}``: every option with a value, sorted by
    name as MLIR prints options (those without one, such as an unset time limit, are left out)."""
    from memplan.options import option_specs

    parts = []
    for spec in sorted(option_specs(type(pass_obj.options)), key=lambda spec: spec.name):
        value = getattr(pass_obj.options, spec.field)
        if value is None or value == "":
            continue
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, float):
            text = f"{value:g}"
        elif callable(value):
            text = getattr(value, "__name__", type(value).__name__)
        else:
            text = str(value)
        parts.append(f"{spec.name}={text}")
    return f"{pass_obj.NAME}{{{' '.join(parts)}}}" if parts else pass_obj.NAME
