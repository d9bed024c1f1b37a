"""merge-alloc for scopes with buffers of dynamic size.

The collector gives each dynamic buffer its size as a polynomial over the function's
symbols (:mod:`memplan.mlir.symbolic_sizes`). A scope holding any is planned here, its
static buffers in the same arena, in one of two ways (``merge-alloc{dynamic=...}``):

- ``symbolic`` (the default without bounds): a
  :class:`~memplan.core.symbolic_plan.SymbolicPlan` fixes at compile time which buffer
  sits above which; the offsets and the arena size are computed at the start of the scope
  from the symbols' run-time values, then one ``memref.alloc(%size)`` is made. Valid for
  every value (checked at run time: symbols not known to be non-negative, and 64-bit
  overflow, trap with a message instead of wrapping).
- ``upper-bound`` (the default when ``bounds=`` is given): every symbol has an upper
  bound (the option, ``memplan.dims``/``memplan.symbol`` annotations, or arithmetic such as
  ``min(n, 64)``); buffers are planned statically at their largest sizes, and the scope
  starts by checking each bounded symbol, trapping with a message naming it when it
  exceeds its bound. A scope whose sizes are not all bounded is planned symbolically, with
  a remark.
- ``off``: dynamic buffers are left alone, as before this existed.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import replace

from memplan import progress
from memplan.core.budget import Deadline
from memplan.core.plan import Plan, PlanError
from memplan.core.planners.base import Planner, PlannerOptions, call_planner, default_time_limit
from memplan.core.symbolic import Poly
from memplan.core.symbolic_plan import (
    DEFAULT_REPRESENTATIVE,
    SymbolicBuffer,
    SymbolicPlan,
    plan_symbolic,
    upper_bound_sizes,
)
from memplan.diagnostics import MemplanError, Remark
from memplan.merge_alloc.planning import planning_alignment
from memplan.merge_alloc.records import DynamicScope, ScopeReport, SymbolInfo
from memplan.merge_alloc.trace import ScopeTrace
from memplan.mlir.layout import MAX_BYTES

MODES = ("symbolic", "upper-bound", "off")
# Besides the representative (bounds, else 1024), relations are also planned at these sizes (each
# capped at a symbol's bound): a ladder of powers of two, so that some relation was planned near any size.
SMALL_SIZES = tuple(1 << k for k in range(10))  # 1, 2, 4, ..., 512


def parse_bounds(text: str) -> tuple[int | None, dict[str, int]]:
    """``bounds=64`` (every symbol) or ``bounds=batch=64,seq=512`` (names may hold ``%`` and
    ``.``: each item splits at its last ``=``): (default, per-name bounds)."""
    from memplan.core.symbolic import parse_symbol_values

    text = text.strip()
    try:
        if "=" not in text:
            default = int(text)
            if default < 0:
                raise ValueError
            return default, {}
        named = parse_symbol_values(text)
    except ValueError as e:
        raise MemplanError(f"merge-alloc: bounds={text}: {e or 'expected a non-negative integer'} "
                           "(bounds=N for every symbol, or bounds=NAME=N,NAME=N)") from None
    negative = [n for n, v in named.items() if v < 0]
    if negative:
        raise MemplanError(f"merge-alloc: bounds={text}: the bound of {negative[0]} is negative")
    return None, named


def _split_budget(time_limit: float | None, planner_name: str, buffers: int, upper_bound: bool,
                  started: float) -> tuple[PlannerOptions, PlannerOptions]:
    """The options of the symbolic plan and of the plan at the upper bounds: one budget for both.

    The scope's budget (the time limit, else the planner's default) is the deadline of the
    whole scope; in upper-bound mode the symbolic plan gets its first half and the plan at
    the bounds what is left, so that a scope never takes twice its budget.
    """
    base = PlannerOptions(time_limit=time_limit, search_small_scopes=False)
    if not upper_bound:
        return base, base
    limit = time_limit if time_limit is not None else default_time_limit(planner_name, buffers)
    if limit is None:  # a planner without a budget of its own: nothing to share
        return base, base
    deadline = Deadline.after(limit, started).at
    half = None if time_limit is None else time_limit / 2
    symbolic = replace(base, time_limit=half, deadline=Deadline.after(limit / 2, started).at)
    return symbolic, replace(base, time_limit=half, deadline=deadline)


def plan_dynamic_scope(trace: ScopeTrace, options, planner_name: str, planner: Planner,
                       rewrite: bool, remarks: list[Remark]) -> ScopeReport | None:
    """Plan (and unless analysis-only, rewrite) a scope with dynamic buffers.

    Returns None when the dynamic buffers were left alone (``dynamic=off``, a custom mutator,
    or nothing to share): the caller then plans the static buffers as usual.
    """
    mode = options.dynamic or ("upper-bound" if options.bounds else "symbolic")
    if mode == "off" or not rewrite:
        why = "dynamic shape" if mode == "off" else "dynamic shape (a custom mutator plans static sizes only)"
        _leave_dynamic(trace, why)
        return None
    if len(trace.buffers) + len(trace.dynamic_buffers) < 2:
        _leave_dynamic(trace, "dynamic shape, the only buffer of its scope: nothing to share")
        return None
    sizes = trace.sizes
    default_bound, named = parse_bounds(options.bounds) if options.bounds else (None, {})
    printed = {a.printed: a.name for a in sizes.symbols if a.printed}
    named = {printed.get(n, n): v for n, v in named.items()}  # %arg0 as the output prints it names %x too
    buffers = _symbolic_buffers(trace, options.alignment)
    names = frozenset(s for b in buffers for s in b.size.symbols)
    unknown = sorted(set(named) - {a.name for a in sizes.symbols})
    if unknown:
        known = ", ".join(a.name for a in sizes.symbols if a.kind != "function") or "none"
        remarks.append(Remark(f"merge-alloc: bounds= names {unknown[0]}, which is no symbol of "
                              f"@{trace.function} (its symbols: {known})", str(trace.func_op.location)))
    bounds = _bounds(sizes, names, default_bound, named)
    box = sizes.symbols.box(names, bounds)
    if mode == "upper-bound":
        bounded = upper_bound_sizes(buffers, box)
        if not isinstance(bounded, str) and sum(b.size for b in bounded) > MAX_BYTES:
            bounded = (f"at the bounds its buffers would take {sum(b.size for b in bounded)} bytes, more than "
                       "a memref can address")
        if isinstance(bounded, str):
            remarks.append(Remark(f"@{trace.function}: no static plan at upper bounds ({bounded}): "
                                  "planned symbolically instead", str(trace.scope_op.location)))
            mode = "symbolic"
    started = time.perf_counter()
    representative = _representative(box)
    def checked(static, planner_options: PlannerOptions) -> Plan:  # each static plan checked as any
        return call_planner(planner_name, planner, static, planner_options)

    symbolic_options, bounded_options = _split_budget(options.time_limit, planner_name, len(buffers),
                                                      mode == "upper-bound", started)
    symbolic = plan_symbolic(buffers, checked, replace(symbolic_options, progress=progress.current().fraction),
                             representative=_base_representative(sizes, names, representative),
                             planner_name=planner_name,
                             also_at=[_base_representative(sizes, names, _capped(box, small), small)
                                      for small in SMALL_SIZES])
    bounded_plan = None
    if mode == "upper-bound":
        bounded_plan = call_planner(planner_name, planner, bounded, bounded_options)
        bounded_plan.planner = bounded_plan.planner or planner_name
        if bounded_plan.arena_size > MAX_BYTES:
            raise MemplanError(f"merge-alloc: the arena of @{trace.function} at the upper bounds would take "
                               f"{bounded_plan.arena_size} bytes, more than a memref can address",
                               str(trace.scope_op.location))
    _sanity_check(symbolic, sizes, names)
    symbolic.seconds = time.perf_counter() - started
    scope = DynamicScope(mode, symbolic, _symbol_infos(sizes, names, box),
                         lambda values, s=sizes, n=names: _environment(s, n, values), bounded_plan)
    at_representative = bounded_plan if bounded_plan is not None else symbolic.at(symbolic.representative)
    at_representative.seconds = symbolic.seconds
    remarks.extend(_remarks(trace, scope))
    if options.analysis_only:
        _annotate(trace, scope)
    else:
        from memplan.merge_alloc.dynamic_rewrite import rewrite_scope

        rewrite_scope(trace, scope, bounds, _arena_argument(trace, scope, options, remarks))
    report = ScopeReport(trace.function, trace.scope, trace.memory_space_name, at_representative,
                         [la.detached() for la in trace.left_alone], dict(trace.tick_ops),
                         {b.id: b.producer for b in (*trace.buffers, *trace.dynamic_buffers) if b.producer},
                         origins={b.id: b.origin for b in (*trace.buffers, *trace.dynamic_buffers) if b.origin})
    report.dynamic = scope
    return report


# -- the pieces ----------------------------------------------------------------------------------

def _leave_dynamic(trace: ScopeTrace, reason: str) -> None:
    trace.keep_apart(trace.dynamic_buffers, reason)
    trace.dynamic_buffers = []


def _arena_argument(trace: ScopeTrace, scope: DynamicScope, options, remarks: list[Remark]) -> bool:
    """arena-from-argument for this scope? Only a static (upper-bound) function-level arena in
    the default memory space, of a function no caller in the module would break."""
    from memplan.merge_alloc.rewrite import function_is_called

    if not (options.arena_from_argument and trace.is_function_scope and trace.memory_space is None):
        return False
    where = str(trace.func_op.location)
    if scope.bounded_plan is None:
        remarks.append(Remark(f"@{trace.function}: its arena's size is known only at run time, so it stays an "
                              "allocation (arena-from-argument needs a static size: plan at upper bounds "
                              "with dynamic=upper-bound or bounds=)", where))
        return False
    if function_is_called(trace.func_op):
        remarks.append(Remark(f"@{trace.function} is called in this module, so its arena stays an allocation "
                              "(arena-from-argument would break the callers)", where))
        return False
    return True


def _symbolic_buffers(trace: ScopeTrace, alignment: int) -> list[SymbolicBuffer]:
    out = []
    for b in (*trace.buffers, *trace.dynamic_buffers):
        size = b.size_expr if b.size_expr is not None else Poly.const(b.size)
        align = planning_alignment(b, alignment)
        out.append(SymbolicBuffer(b.id, size, b.start, b.end, align, b.name))
    return sorted(out, key=lambda b: b.id)


def _bounds(sizes, names: frozenset[str], default: int | None, named: Mapping[str, int]) -> dict[str, int]:
    """The bound of each base symbol: the option's (by name, else its default) over the program's."""
    bounds = {}
    for atom in sizes.symbols.base_atoms(names):
        bound = named.get(atom.name, default)
        if bound is None:
            bound = atom.bound
        if bound is not None:
            bounds[atom.name] = bound
    return bounds


def _capped(box: Mapping[str, tuple[int, int | None]], size: int) -> dict[str, int]:
    """``size`` for every symbol, lowered to its bound where it has a smaller one."""
    return {n: min(hi, size) for n, (_, hi) in box.items() if hi is not None}


def _representative(box: Mapping[str, tuple[int, int | None]]) -> dict[str, int]:
    """The symbols' values the relation is planned at: their bounds where small, else the default
    size (the relation, not the sizes, is what counts; huge sizes only strain the static planners)."""
    return {n: min(hi, DEFAULT_REPRESENTATIVE) for n, (_, hi) in box.items() if hi is not None}


def representative_sizes(trace: ScopeTrace) -> list[int]:
    """The bytes of ``trace``'s dynamic buffers at the values the symbolic plan is chosen at
    (:func:`_representative`): where a caller weighs two programs with dynamic buffers, it weighs
    them there, as merge-alloc's relation does."""
    if not trace.dynamic_buffers:
        return []
    names = frozenset(s for b in trace.dynamic_buffers for s in b.size_expr.symbols)
    box = trace.sizes.symbols.box(names, _bounds(trace.sizes, names, None, {}))
    env = _base_representative(trace.sizes, names, _representative(box))
    return [b.size_expr.evaluate(env) for b in trace.dynamic_buffers]


def _base_representative(sizes, names: frozenset[str], known: Mapping[str, int],
                         default: int = DEFAULT_REPRESENTATIVE) -> dict[str, int]:
    """Values to choose the relation at: bounds where known, else ``default``, functions computed."""
    base = {a.name: known.get(a.name, default) for a in sizes.symbols.base_atoms(names)}
    return sizes.symbols.environment(base, names)


def _environment(sizes, names: frozenset[str], values: Mapping[str, int]) -> dict[str, int]:
    base = {}
    for atom in sizes.symbols.base_atoms(names):
        if atom.name not in values:
            raise MemplanError(f"no value given for the symbol {atom.name}")
        base[atom.name] = values[atom.name]
    return sizes.symbols.environment(base, names)


def _symbol_infos(sizes, names: frozenset[str], box: Mapping[str, tuple[int, int | None]]) -> list[SymbolInfo]:
    atoms = sizes.symbols.closure(names)
    ordered = [a for a in atoms if a.kind != "function"] + [a for a in atoms if a.kind == "function"]
    return [SymbolInfo(a.name, a.kind, box[a.name][1], a.minimum) for a in ordered]


def _sanity_check(plan: SymbolicPlan, sizes, names: frozenset[str]) -> None:
    """Each relation is valid by construction; check every one anyway at a few values (cheap),
    not only the one chosen there: another is chosen at other values."""
    base = [a.name for a in sizes.symbols.base_atoms(names)]
    for value in (0, 1, 7, 1000):
        env = sizes.symbols.environment({n: value for n in base}, names)
        if any(b.size_at(env) < 0 for b in plan.buffers):
            continue  # sizes undefined there (the program would fail too)
        try:
            for relation in plan.relations:
                relation.own_at(env).check()
        except PlanError as e:
            raise MemplanError(f"merge-alloc: internal error: the symbolic plan is invalid at "
                               f"{value}: {e}; please report it") from None


def _remarks(trace: ScopeTrace, scope: DynamicScope) -> list[Remark]:
    where = trace.where
    out = trace.left_alone_remarks()
    n = len(scope.plan.buffers)
    dynamic = len(trace.dynamic_buffers)
    if scope.mode == "upper-bound":
        bounds = ", ".join(f"{s.name} <= {s.bound}" for s in scope.symbols if s.kind != "function"
                           and s.bound is not None)
        how = (f"at the upper bounds {bounds} (checked at run time" if bounds else
               "at the largest sizes the program's own arithmetic allows (nothing to check at run time")
        text = (f"{where}: {n} buffers ({dynamic} of dynamic size) share a static arena of "
                f"{scope.bounded_plan.arena_size} bytes planned {how}; planner {scope.bounded_plan.planner})")
    else:
        text = (f"{where}: {n} buffers ({dynamic} of dynamic size) share an arena of "
                f"{scope.plan.arena_formula()} bytes, computed at run time (planner {scope.plan.planner})")
    out.append(Remark(text, str(trace.scope_op.location)))
    return out


def _annotate(trace: ScopeTrace, scope: DynamicScope) -> None:
    """analysis-only: scope, lifetime, and the offset (a formula where it is symbolic)."""
    from mlir import ir

    label = ir.StringAttr.get(trace.scope)
    i64 = ir.IntegerType.get_signless(64)
    for b in (*trace.buffers, *trace.dynamic_buffers):
        attrs = b.alloc.attributes
        attrs["memplan.scope"] = label
        attrs["memplan.lifetime"] = ir.DenseI64ArrayAttr.get([b.first, b.last])
        if scope.bounded_plan is not None:
            attrs["memplan.offset"] = ir.IntegerAttr.get(i64, scope.bounded_plan.offsets[b.id])
        else:
            attrs["memplan.offset"] = ir.StringAttr.get(scope.plan.offset_formula(b.id))
        if b.size_expr is not None:
            attrs["memplan.size"] = ir.StringAttr.get(str(b.size_expr))
    trace.annotate_left_alone()


__all__ = ["plan_dynamic_scope", "parse_bounds", "MODES"]
