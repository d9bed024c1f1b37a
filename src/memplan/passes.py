"""memplan's passes for MLIR's own pass manager: the public API.

Each function returns a pass object that MLIR's Python ``PassManager`` runs like any pass,
next to upstream passes, on a plain ``ir.Context()``::

    from mlir import ir, passmanager
    import memplan.passes

    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
        merge = memplan.passes.merge_alloc(planner="chunk")
        pm.add(merge)                  # a function pass: every function of the module, one by one
        pm.add("func.func(cse)")
        pm.run(module.operation)       # a failure raises MLIRError, located at the op concerned
    merge.reports                      # one ScopeReport per (function, scope, memory space)
    merge.remarks                      # also sent to the context's diagnostic handlers

* :func:`bufferize` is a module pass (it changes function signatures); :func:`merge_alloc` a
  function pass (anchored on ``func.func``; given a module it works on each of its functions).
* Options are keyword arguments with the pipeline option names in snake case, checked when
  the pass is made: ``merge_alloc(planner="best-fit", alignment=128, analysis_only=True)``;
  or an options object: ``merge_alloc(MergeAllocOptions(...))``; or pipeline text:
  ``create("merge-alloc{planner=chunk}")``.
* A failure is an MLIR error diagnostic at the op it concerns, and fails the pass as upstream
  passes fail (``pm.run`` raises ``MLIRError``; the pass object's ``error`` keeps the details).
* Remarks (why a buffer stayed out of the arena, which copies bufferize made) go to every
  diagnostic handler of the context (``ctx.attach_diagnostic_handler``), as upstream remarks do.

Nothing here registers by import: :data:`PASSES` names each pass's class by module, imported
when the pass is first made (bufferize costs as much to import as MLIR's parser). Installed
packages add passes to it (entry point group ``memplan.passes``: a pass name naming a
:class:`MemplanPass` subclass), and :func:`register_pass` adds a pass from Python; who serves a
name follows memplan's one precedence rule (:func:`memplan.plugins.source_of`): the user's
registration, then memplan's own, then a plugin's, which may not take a built-in name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from memplan import plugins
from memplan.diagnostics import MemplanError
from memplan.mlir.pass_base import FUNCTION, MODULE, MemplanPass

__all__ = ["PASSES", "BUILTIN_PASSES", "MemplanPass", "PassInfo", "bufferize", "merge_alloc", "reorder", "create",
           "pass_class", "pass_names", "register_pass", "custom_pass", "MODULE", "FUNCTION"]


@dataclass(frozen=True)
class PassInfo:
    """Where a memplan pass's class lives (imported on first use), and who provides it."""

    name: str
    module: str
    cls: str
    origin: str = "builtin"  # or a plugin's origin (plugin:<package> (<target>))

    def load(self) -> type[MemplanPass]:
        if self.origin == "builtin":
            return getattr(importlib.import_module(self.module), self.cls)
        return plugins.load(plugins.PASSES, self.name, lambda obj: _unusable_pass(self.name, obj))


BUILTIN_PASSES: dict[str, PassInfo] = {
    "bufferize": PassInfo("bufferize", "memplan.bufferize.pass_", "BufferizePass"),
    "merge-alloc": PassInfo("merge-alloc", "memplan.merge_alloc.pass_", "MergeAllocPass"),
    "reorder": PassInfo("reorder", "memplan.reorder.pass_", "ReorderPass"),
}

# Passes a user adds to pipelines by name: name -> factory(options: dict[str, str], state) ->
# callable(op, pass_) run on the op its pipeline anchors it on (see memplan.pipeline).
_CUSTOM: dict[str, Callable[..., Callable[[Any, Any], None]]] = {}


class _PassTable(Mapping[str, PassInfo]):
    """memplan's passes by name: its own, then installed plugins'; a name the user registered with
    :func:`register_pass` is theirs, not in the table (the precedence rule)."""

    def __getitem__(self, name: str) -> PassInfo:
        source = plugins.source_of(plugins.PASSES, name, registered=name in _CUSTOM, builtin=name in BUILTIN_PASSES)
        if source == plugins.BUILTIN:
            return BUILTIN_PASSES[name]
        if source == plugins.PLUGIN:
            plugin = plugins.info(plugins.PASSES, name)
            module, _, cls = plugin.target.partition(":")
            return PassInfo(name, module.strip(), cls.strip(), plugin.origin)
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        names = dict.fromkeys([*BUILTIN_PASSES, *plugins.names(plugins.PASSES)])
        return (name for name in names if name not in _CUSTOM)

    def __len__(self) -> int:
        return sum(1 for _ in self)


PASSES: Mapping[str, PassInfo] = _PassTable()


def _unusable_pass(name: str, obj: object) -> str | None:
    """Why plugin pass ``name``'s object cannot be a pass (None: it can)."""
    if not (isinstance(obj, type) and issubclass(obj, MemplanPass)):
        return f"it names {obj!r}, not a subclass of memplan.passes.MemplanPass"
    missing = [a for a in ("NAME", "ANCHOR", "SUMMARY", "Options") if not hasattr(obj, a)]
    if missing:
        return f"{obj.__name__} does not set {', '.join(missing)}"
    if obj.NAME != name:
        return f"{obj.__name__}.NAME is '{obj.NAME}', not the name it is installed as"
    if obj.ANCHOR not in (MODULE, FUNCTION):
        return f"{obj.__name__}.ANCHOR is '{obj.ANCHOR}', not {MODULE} or {FUNCTION}"
    return None


def pass_class(name: str) -> type[MemplanPass]:
    """The class of memplan's pass ``name`` (``KeyError`` if there is none)."""
    return PASSES[name].load()


def pass_names() -> list[str]:
    """memplan's passes (its own and plugins'), then passes registered with :func:`register_pass`."""
    return sorted(PASSES) + sorted(_CUSTOM)


def bufferize(options: Any = None, *, registry: Any = None, **kwargs: Any) -> MemplanPass:
    """The bufferize pass (``function_boundary_layout``, ``writable_function_args``, ``alignment``,
    ``analysis_only``, and the ``allocation``, ``copy`` and ``fill`` hooks); ``registry``: the models to use
    (default: built-in and installed plugins')."""
    return BUILTIN_PASSES["bufferize"].load()(options, registry=registry, **kwargs)


def merge_alloc(options: Any = None, **kwargs: Any) -> MemplanPass:
    """The merge-alloc pass (``planner``, ``alignment``, ``analysis_only``, ``arena_from_argument``,
    ``time_limit``)."""
    return BUILTIN_PASSES["merge-alloc"].load()(options, **kwargs)


def reorder(options: Any = None, **kwargs: Any) -> MemplanPass:
    """The reorder pass (``max_states``, ``dynamic_size``, ``analysis_only``): a function pass,
    on tensor programs before bufferize."""
    return BUILTIN_PASSES["reorder"].load()(options, **kwargs)


def create(text: str) -> MemplanPass:
    """A memplan pass from pipeline text: ``create("merge-alloc{planner=chunk analysis-only}")``."""
    from memplan.pipeline_text import parse_pass_element  # the one parser of pipeline text

    element = parse_pass_element(text)
    return make(element.name, dict(element.options))


def make(name: str, options: dict[str, str]) -> MemplanPass:
    """memplan's pass ``name`` with options as pipeline texts (``{"planner": "chunk"}``)."""
    from memplan.options import parse_options

    if name not in PASSES:
        raise MemplanError(f"'{name}' is not one of memplan's passes ({', '.join(sorted(PASSES))})")
    cls = pass_class(name)
    return cls(parse_options(cls.Options, name, options))


def register_pass(name: str, factory: Callable[..., Callable[[Any, Any], None]]) -> None:
    """Make ``name`` usable in memplan pipelines: ``factory(options, state)`` returns the
    callable ``(op, pass_)`` to run (``options``: the element's option texts). It replaces any
    pass of that name in pipelines, memplan's own too (the precedence rule)."""
    _CUSTOM[name] = factory


def custom_pass(name: str) -> Callable[..., Callable[[Any, Any], None]] | None:
    return _CUSTOM.get(name)
