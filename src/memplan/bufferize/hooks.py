"""Hooks: change one part of how bufferize makes buffers without replacing any model.

Four hooks, each a field of :class:`~memplan.bufferize.options.BufferizeOptions` that takes a
callable (Python) or the name of a registered one (pipeline text too,
``bufferize{allocation=NAME copy=NAME fill=NAME function-boundary-layout=NAME}``):

``allocation`` -- ``hook(AllocationRequest) -> Allocation`` (or a ``MemRefType``)
    The type (layout, memory space) and alignment of every new buffer a value gets: a
    ``tensor.empty``, an ``alloc_tensor``, a destination written out of place, the result
    of ``tensor.pad``/``concat``/``generate``/``from_elements``, ``scf.while``'s loop
    buffers. It is asked for predictions and for the rewrite alike, so it must answer the
    same for the same request. Built in: ``identity`` (the request's ``default``: identity
    layout, in the memory space the op asks for). Temporaries whose type another op
    dictates (a copy cast to a callee's argument type) do not ask it.
``copy`` -- ``hook(source, target) -> None``
    Emits the ops copying buffer ``source`` into ``target`` at the current insertion point.
    Built in: ``memref-copy`` (default), ``linalg-copy``.
``fill`` -- ``hook(value, target) -> None``
    Emits the ops filling ``target`` with the scalar ``value``. Built in: ``linalg-fill``.
``function_boundary_layout`` -- ``hook(tensor_type, function, "arg"|"result", position) -> MemRefType``
    The buffer type of a function argument or result. Built in: ``identity``, ``fully-dynamic``.

Register a named hook with :func:`register_hook` or as a plugin (entry point groups
``memplan.allocation_hooks``, ``memplan.copy_hooks``, ``memplan.fill_hooks``,
``memplan.boundary_hooks``); a name is resolved by memplan's one precedence rule
(:func:`memplan.plugins.source_of`: registered, then built in, then a plugin's, which may not
take a built-in name). What a hook returns is checked; an error names the hook.
Copies and fills are counted in the report whichever hook makes them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Union

from mlir import ir

from memplan import plugins
from memplan.bufferize import buffer_types as bt
from memplan.diagnostics import MemplanError
from memplan.mlir.layout import MAX_ALIGNMENT


@dataclass(frozen=True)
class AllocationRequest:
    """What the allocation hook is asked: a new buffer for ``value``, made for ``op``."""

    op: ir.Operation  # the op the buffer is made for (tensor.empty, the destination-passing op, ...)
    value: ir.Value  # the tensor value the buffer will hold (a result of ``op``, or a block argument)
    default: ir.MemRefType  # what memplan makes without a hook: identity layout, the op's memory space
    alignment: int  # the pass's alignment option

    @property
    def tensor_type(self) -> ir.RankedTensorType:
        return ir.RankedTensorType(self.value.type)


@dataclass(frozen=True)
class Allocation:
    """The allocation hook's answer: the buffer's type, and its alignment (None: the pass's)."""

    type: ir.MemRefType
    alignment: int | None = None


AllocationHook = Callable[[AllocationRequest], Union[Allocation, ir.MemRefType]]
CopyHook = Callable[[ir.Value, ir.Value], None]
FillHook = Callable[[ir.Value, ir.Value], None]
BoundaryHook = Callable[[ir.RankedTensorType, str, str, int], ir.MemRefType]


# ---- built-in choices -------------------------------------------------------------------------------
def identity_allocation(request: AllocationRequest) -> Allocation:
    return Allocation(request.default)


def memref_copy(source: ir.Value, target: ir.Value) -> None:
    ir.Operation.create("memref.copy", operands=[source, target])


def linalg_copy(source: ir.Value, target: ir.Value) -> None:
    from mlir.dialects import linalg

    linalg.copy(source, outs=[target])


def linalg_fill(value: ir.Value, target: ir.Value) -> None:
    """``linalg.fill`` as ``mlir.dialects.linalg.fill`` makes it (the op, then its region from MLIR's
    C++ builder), without that module's Python DSL: importing it took 0.1-0.3 s, and each fill it
    builds 0.5 ms."""
    from memplan.mlir.light_dialects import linalg

    results = [target.type] if isinstance(target.type, ir.RankedTensorType) else []
    linalg.fill_builtin_region(linalg.FillOp(results, [value], [target]).operation)


def identity_boundary(t: ir.RankedTensorType, function: str, kind: str, index: int) -> ir.MemRefType:
    return bt.identity_type(t)


def fully_dynamic_boundary(t: ir.RankedTensorType, function: str, kind: str, index: int) -> ir.MemRefType:
    return bt.fully_dynamic_type(t)


@dataclass(frozen=True)
class HookKind:
    """One kind of hook: its options field, plugin group, built-in choices and default."""

    name: str
    field: str
    group: str
    builtin: dict[str, Callable[..., Any]]
    default: str


KINDS: dict[str, HookKind] = {
    "allocation": HookKind("allocation", "allocation", plugins.ALLOCATION_HOOKS,
                           {"identity": identity_allocation}, "identity"),
    "copy": HookKind("copy", "copy", plugins.COPY_HOOKS,
                     {"memref-copy": memref_copy, "linalg-copy": linalg_copy}, "memref-copy"),
    "fill": HookKind("fill", "fill", plugins.FILL_HOOKS, {"linalg-fill": linalg_fill}, "linalg-fill"),
    "boundary": HookKind("boundary", "function_boundary_layout", plugins.BOUNDARY_HOOKS,
                         {"identity": identity_boundary, "fully-dynamic": fully_dynamic_boundary}, "identity"),
}

_REGISTERED: dict[str, dict[str, Callable[..., Any]]] = {kind: {} for kind in KINDS}


def _kind(kind: str) -> HookKind:
    if kind not in KINDS:
        raise MemplanError(f"no hook kind '{kind}' (kinds: {', '.join(KINDS)})")
    return KINDS[kind]


def register_hook(kind: str, name: str, hook: Callable[..., Any]) -> None:
    """Make ``hook`` the ``kind`` hook (allocation, copy, fill, boundary) named ``name`` in
    pipelines (``bufferize{allocation=NAME}``) and options (``BufferizeOptions(allocation=NAME)``),
    replacing any of that name, a built-in one too."""
    _kind(kind)
    if not callable(hook):
        raise MemplanError(f"register_hook: the {kind} hook '{name}' is not callable")
    _REGISTERED[kind][name] = hook


def hook_names(kind: str) -> tuple[str, ...]:
    """The names a ``kind`` hook may be chosen by: built in, registered, from plugins."""
    k = _kind(kind)
    return tuple(dict.fromkeys([*k.builtin, *sorted(_REGISTERED[kind]), *plugins.names(k.group)]))


def resolve(kind: str, choice: str | Callable[..., Any]) -> tuple[str, Callable[..., Any]]:
    """``(label, hook)`` for a name or a callable; an unknown name lists the known ones."""
    k = _kind(kind)
    if callable(choice):
        return f"{kind} hook {getattr(choice, '__name__', type(choice).__name__)}", choice
    if not isinstance(choice, str):
        raise MemplanError(f"bufferize: {k.field.replace('_', '-')} must be a hook name or a callable, "
                           f"not {type(choice).__name__}")
    source = plugins.source_of(k.group, choice, registered=choice in _REGISTERED[kind], builtin=choice in k.builtin)
    if source == plugins.USER:
        return f"{kind} hook '{choice}'", _REGISTERED[kind][choice]
    if source == plugins.BUILTIN:
        return f"{kind} hook '{choice}'", k.builtin[choice]
    if source == plugins.PLUGIN:
        hook = plugins.load(k.group, choice, lambda obj: None if callable(obj) else "it is not callable")
        return f"{kind} hook '{choice}' ({plugins.info(k.group, choice).origin})", hook
    raise MemplanError(f"bufferize: unknown {k.field.replace('_', '-')} '{choice}' "
                       f"(known: {', '.join(hook_names(kind))})")


@dataclass(frozen=True)
class Hooks:
    """The four hooks of one bufferize run, resolved, each with the label errors name it by."""

    allocation: tuple[str, AllocationHook]
    copy: tuple[str, CopyHook]
    fill: tuple[str, FillHook]
    boundary: tuple[str, BoundaryHook]
    # the identity allocation hook's checked answers, by the requested default type
    _checked_defaults: dict[ir.MemRefType, Allocation] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, options: Any) -> Hooks:
        return cls(*(resolve(kind, getattr(options, k.field)) for kind, k in KINDS.items()))

    def known_default(self, default: ir.MemRefType) -> Allocation | None:
        """The built-in identity hook's answer for ``default`` when it was checked already (what
        :meth:`allocate` returns then), without making the request; None otherwise."""
        return self._checked_defaults.get(default) if self.allocation[1] is identity_allocation else None

    def allocate(self, request: AllocationRequest) -> Allocation:
        """The allocation hook's answer for ``request``, checked. The built-in identity hook answers
        the request's default, so its answer is checked once per type (types are unique in their
        context): a program asks for a buffer type several times per value."""
        label, hook = self.allocation
        if hook is identity_allocation:
            found = self._checked_defaults.get(request.default)
            if found is not None:
                return found
        answer = _call(label, hook, request)
        if isinstance(answer, ir.MemRefType):
            answer = Allocation(answer)
        if not isinstance(answer, Allocation) or not isinstance(answer.type, ir.MemRefType):
            raise _wrong(label, request, f"returned {answer!r}, not an Allocation of a memref type")
        t = answer.type
        default = request.default
        if list(t.shape) != list(default.shape) or t.element_type != default.element_type:
            raise _wrong(label, request, f"returned {t} for a buffer of shape {default} (shape and element "
                                         "type must stay)")
        if not bt.is_identity(t) and not bt.static_layout(t):
            raise _wrong(label, request, f"returned {t}: a new buffer needs a layout without '?'")
        a = answer.alignment
        if a is not None and (isinstance(a, bool) or not isinstance(a, int) or a <= 0 or a & (a - 1)
                              or a > MAX_ALIGNMENT):
            raise _wrong(label, request, f"returned alignment {a!r}: a power of two up to 2^62 is needed")
        if hook is identity_allocation:
            self._checked_defaults[request.default] = answer
        return answer

    def boundary_type(self, t: ir.RankedTensorType, function: str, kind: str, index: int) -> ir.MemRefType:
        """The function-boundary hook's type for argument/result ``index`` of ``function``, checked."""
        label, hook = self.boundary
        where = f"{kind} #{index} of @{function}"
        answer = _call(label, hook, t, function, kind, index, where=where)
        if not isinstance(answer, ir.MemRefType):
            raise MemplanError(f"bufferize: {label} returned {answer!r} for {where} ({t}), not a memref type")
        if list(answer.shape) != list(t.shape) or answer.element_type != t.element_type:
            raise MemplanError(f"bufferize: {label} returned {answer} for {where} ({t}): shape and element "
                               "type must stay")
        return answer

    def why_results_leave_their_memory_space(self) -> str | None:
        """Why a function's results may not keep the memory space of the buffers it returns, or
        None. They keep it when memory spaces come from the program alone (the identity allocation
        hook: ``alloc_tensor``'s ``memory_space``, a ``to_tensor`` of a memref in a space) and the
        boundary layout is a built-in one, which says nothing of memory spaces. An allocation hook
        that places new buffers elsewhere (an accelerator's scratchpad) leaves results in the
        memory space the boundary layout gives (host memory, for the caller), as does a boundary
        hook of the user's, whose answer is final."""
        if self.allocation[1] is not identity_allocation:
            return (f"new buffers are placed by the {self.allocation[0]}, so results take the memory space "
                    "the function-boundary layout gives")
        if self.boundary[1] not in KINDS["boundary"].builtin.values():
            return f"the {self.boundary[0]} gives the result's type"
        return None

    def emit_copy(self, source: ir.Value, target: ir.Value) -> None:
        label, hook = self.copy
        _call(label, hook, source, target)

    def emit_fill(self, value: ir.Value, target: ir.Value) -> None:
        label, hook = self.fill
        _call(label, hook, value, target)


def _call(label: str, hook: Callable[..., Any], *args: Any, where: str = "") -> Any:
    try:
        return hook(*args)
    except MemplanError:
        raise
    except Exception as e:  # someone else's code: say whose, no traceback
        at = f" for {where}" if where else ""
        raise MemplanError(f"bufferize: {label} failed{at}: {type(e).__name__}: {e}") from e


def _wrong(label: str, request: AllocationRequest, why: str) -> MemplanError:
    value = request.value
    what = f"result #{value.result_number}" if not isinstance(value, ir.BlockArgument) else "a block argument"
    return MemplanError(f"bufferize: {label} {why} ({what} of {request.op.name})", str(request.op.location))
