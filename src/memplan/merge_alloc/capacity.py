"""merge-alloc with a capacity per memory space: ``merge-alloc{capacity=1:C spill-to=0}``.

A space with a capacity (a scratchpad, shared memory, SRAM) holds at most ``C`` bytes. The
scope's buffers in that space are planned as usual; when their arena would be larger than
``C`` (less the bytes of the space's allocations left alone in the scope, which may be live at
any time), the spill planner (:mod:`memplan.core.spill`) keeps in a plan within ``C`` the
buffers worth the most, and moves the others to the space ``spill-to`` names: each moved
``memref.alloc`` is retyped to that space, its uses that accept any memory space take it as it
is, and any other use (a call, a return, a yield, an op memplan does not know) is given a
``memref.memory_space_cast`` back to the type it had. Without ``spill-to`` such a scope is an
error naming the tick where the live bytes exceed ``C`` and what is live there.

What a buffer is worth is :func:`access_weight`, the bytes the program reads and writes through
it (``spill-weight=size``: its size, so that the fewest bytes move), unless the caller passes a
``weight`` hook (``merge_alloc(..., weight=...)``). A weight other than the size is held to
``spill-tolerance`` (percent, default 5): the plan moves at most that much more than the fewest
bytes any plan found moves, and keeps the most weight among such plans
(:mod:`memplan.core.spill.frugal`). Without it, bytes accessed alone moved up to 6.7 times the
fewest bytes on the static corpus (benchmarks/bench_spill.py): a small hot buffer kept at the
price of two big cold ones, when the capacity's promise is about the bytes that do not fit.

The capacity is a promise about all the space's memory of a function (:class:`SpaceShare`).
The function scope's arena is one allocation live throughout, as are the buffers left alone
(each may be live at any time). An ``scf.forall`` body is a scope of its own: each iteration
allocates its arena on entry and frees it on exit, and iterations may run at once, so while a
forall runs its scope takes ``N * (arena + left alone)``, ``N`` the product of the static trip
counts of that forall and of every forall around it (all of them may be running). Two such
scopes in sequence never take memory at once, and an iteration of a forall is in one of the
foralls nested in it at a time: with ``k`` of its ``n`` iterations in ``A`` and the others in
``B``, ``A`` and ``B`` take at most ``k N_A' a + (n - k) N_B' b <= n max(N_A' a, N_B' b)``
(``N'`` the trip counts from the scope up to that forall, not included: ``n N_A'`` is ``N_A``
counted up to it), and so on outwards, by induction over the nesting. So with forall scopes
``f`` none nested in another, the space never holds more than
``function arena + function left alone + max_f N_f * (arena_f + left alone_f)``, and the
shares below keep that within the capacity. The forall scopes are planned first (their
buffers, used in every iteration, are likely the hot ones), each within
``(capacity - function left alone) // N`` per iteration; the function's arena gets what the
largest forall footprint leaves. Refused with an error: forall scopes with buffers in the
space nested in one another, a forall (or another parallel op) whose trip count is not a
constant or that lies inside an op this pass does not model (an ``scf.parallel``), buffers of
dynamic size.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mlir import ir

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.records import MovedBuffer
from memplan.merge_alloc.trace import ScopeTrace, TraceBuffer
from memplan.mlir import op_semantics as sem

if TYPE_CHECKING:  # (the spill problem is imported where a scope does not fit: most never load it)
    from memplan.core.spill.problem import SpillPlan

WeightHook = Callable[[TraceBuffer], int]
SPILL_SECONDS = 2.0  # the spill planner's time for one scope, unless merge-alloc has a time-limit


def space_number(attr: ir.Attribute | None) -> int | None:
    """The number of an integer memory space (``1 : i64`` -> 1; the default space -> 0)."""
    if attr is None:
        return 0
    if isinstance(attr, ir.IntegerAttr):
        return attr.value
    return None


def space_attribute(number: int) -> ir.Attribute | None:
    """The memory space attribute of a memref type in space ``number`` (0: none, the default)."""
    return None if number == 0 else ir.IntegerAttr.get(ir.IntegerType.get_signless(64), number)


# ---- what a buffer is worth -----------------------------------------------------------------

def access_weight(b: TraceBuffer) -> int:
    """Bytes read and written through ``b``, the default weight: each op that accesses it
    (directly or through views of it) counts the bytes of the view it uses (``memref.load``
    and ``memref.store`` one element), times the trip count of every enclosing ``scf.for`` or
    ``affine.for`` whose bounds are constants (a loop of unknown trip count counts once). A
    linalg op is taken to touch each operand's bytes once, whatever its loops: an estimate of
    traffic, not a count."""
    return sum(accessed_bytes(b, value, use) for value, use in uses_through_views(b.alloc.result))


def accessed_bytes(b: TraceBuffer, value: ir.Value, use: ir.Operation) -> int:
    """The bytes ``use`` accesses through ``value`` (``b`` or a view of it), as access_weight counts them."""
    if sem.semantics(use).kind in (sem.DEALLOC, sem.METADATA):
        return 0
    if use.name in ("memref.load", "memref.store"):
        touched = b.element_bytes
    else:
        touched = _static_bytes(value.type, b.element_bytes) or b.size
    return touched * _trip_counts(use)


def size_weight(b: TraceBuffer) -> int:
    """The buffer's bytes (``spill-weight=size``): the plan keeps the most bytes, so moves the fewest."""
    return b.size


WEIGHTS: dict[str, WeightHook] = {"accesses": access_weight, "size": size_weight}


def uses_through_views(root: ir.Value) -> list[tuple[ir.Value, ir.Operation]]:
    """Every (value, user) reaching ``root``'s memory through views (result 0 of a VIEW op)."""
    found, stack, seen = [], [root], set()
    while stack:
        value = stack.pop()
        for use in value.uses:
            user = use.owner
            if sem.semantics(user).kind == sem.VIEW and len(user.results) and id(user) not in seen:
                seen.add(id(user))
                stack.append(user.results[0])
            else:
                found.append((value, user))
    return found


def _static_bytes(t: ir.Type, element_bytes: int) -> int | None:
    if not isinstance(t, ir.MemRefType):
        return None
    mt = t
    if not mt.has_static_shape:
        return None
    return math.prod(mt.shape) * element_bytes


def _trip_counts(op: ir.Operation) -> int:
    """The product of the constant trip counts of the loops around ``op`` (up to its function)."""
    product = 1
    parent = op.parent
    while parent is not None and parent.name not in ("func.func", "builtin.module"):
        product *= trip_count(parent) or 1
        parent = parent.parent
    return product


def trip_count(loop: ir.Operation) -> int | None:
    if loop.name == "scf.for":
        bounds = [_constant(v) for v in list(loop.operands)[:3]]
        if None in bounds or bounds[2] <= 0:
            return None
        lower, upper, step = bounds
        return max(0, -(-(upper - lower) // step))
    if loop.name == "affine.for":
        attrs = loop.attributes
        try:
            lower = ir.AffineMapAttr(attrs["lowerBoundMap"]).value
            upper = ir.AffineMapAttr(attrs["upperBoundMap"]).value
            step = ir.IntegerAttr(attrs["step"]).value
        except (KeyError, ValueError):
            return None
        ends = [_constant_map(m) for m in (lower, upper)]
        if None in ends or step <= 0:
            return None
        return max(0, -(-(ends[1] - ends[0]) // step))
    return None


def _constant(value: ir.Value) -> int | None:
    owner = value.owner
    owner = getattr(owner, "operation", owner)  # an OpView or an Operation; a block for an argument
    if isinstance(owner, ir.Operation) and owner.name == "arith.constant":
        attr = owner.attributes["value"]
        if isinstance(attr, ir.IntegerAttr):
            return attr.value
    return None


def _constant_map(m: ir.AffineMap) -> int | None:
    if m.n_dims or m.n_symbols or len(m.results) != 1 or not isinstance(m.results[0], ir.AffineConstantExpr):
        return None
    return m.results[0].value


# ---- planning within the capacity -----------------------------------------------------------

@dataclass
class CapacityOutcome:
    """What a scope with a capacity became: the plan of what stays (None: nothing to plan),
    the buffers moved and the spill plan that chose them (None when everything fit)."""

    plan: Plan | None
    moved: list[TraceBuffer]
    spill: SpillPlan | None
    room: int  # the capacity less what the space's buffers left alone take


def room_in(trace: ScopeTrace, capacity: int) -> int:
    """The bytes of ``capacity`` the scope's arena may take: less every buffer left alone in the
    space (each may be live whenever the arena is); an error when that is not known or not enough."""
    unknown = [la for la in trace.left_alone if la.size is None]
    if unknown:
        raise MemplanError(f"merge-alloc: {trace.where} has capacity {capacity}, but {unknown[0].describe()} is "
                           f"left alone there with a size known only at run time: the capacity cannot be "
                           f"promised", unknown[0].location)
    taken = sum(la.size for la in trace.left_alone)
    if taken > capacity:
        names = ", ".join(f"{la.describe()} ({la.size} bytes)" for la in trace.left_alone)
        raise MemplanError(f"merge-alloc: {trace.where} has capacity {capacity}, but the buffers left alone there "
                           f"take {taken} bytes: {names}", str(trace.scope_op.location))
    return capacity - taken


def fit_or_spill(trace: ScopeTrace, buffers: list[Buffer], plan: Plan, capacity: int, spill_to: int | None,
                 weight: WeightHook, time_limit: float | None, tolerance: float | None = None) -> CapacityOutcome:
    """Keep ``plan`` when its arena fits the room the capacity leaves; else spill (or fail
    without ``spill_to``, naming the worst tick): the plan of the most ``weight``, or, with a
    ``tolerance``, of the most weight among those moving at most ``1 + tolerance`` times the
    fewest bytes (:func:`memplan.core.spill.frugal.plan_frugal_spill`)."""
    room = room_in(trace, capacity)
    if plan.arena_size <= room:
        return CapacityOutcome(plan, [], None, room)
    from memplan.core.spill.problem import SpillProblem, busiest_tick  # (a scope that does not fit)

    by_id = {b.id: b for b in trace.buffers}
    if spill_to is None:
        over = busiest_tick(buffers, room)
        worst = busiest_tick(buffers)
        what = over.describe() if over is not None else f"the planner's arena takes {plan.arena_size} bytes"
        peak = f"; at worst {worst.live} bytes are live (tick {worst.tick})" if worst is not None else ""
        raise MemplanError(f"merge-alloc: {trace.where} does not fit its capacity of {capacity} bytes"
                           f"{_per_iteration(trace)} ({room} "
                           f"left for its arena): {what}{peak}; spill-to=N moves what does not fit",
                           str(trace.scope_op.location))
    from memplan.core.spill.frugal import plan_frugal_spill  # the search: loaded only to spill
    from memplan.core.spill.search import SpillOptions, plan_spill

    weights = {b.id: max(0, int(weight(by_id[b.id]))) for b in buffers}
    problem = SpillProblem.of(buffers, room, weights)
    options = SpillOptions(time_limit=time_limit if time_limit is not None else SPILL_SECONDS)
    spill = plan_spill(problem, options) if tolerance is None else plan_frugal_spill(problem, tolerance, options)
    spill.check()
    moved = [by_id[b.id] for b in spill.spilled]
    kept = spill.kept_plan() if spill.kept else None
    if kept is not None:
        kept.planner = "spill"
    return CapacityOutcome(kept, moved, spill, room)


def moved_buffers(outcome: CapacityOutcome, spill_to: int) -> list[MovedBuffer]:
    """The buffers the spill plan moved, each with its weight and why it did not fit."""
    from memplan.core.spill.problem import why_spilled  # (a scope that does not fit)

    spill = outcome.spill
    if spill is None:
        return []
    by_id = {b.id: b for b in spill.problem.buffers}
    return [MovedBuffer(b.describe(), b.size, spill.problem.weights[b.id], why_spilled(spill, by_id[b.id]), spill_to)
            for b in outcome.moved]


def spill_remarks(trace: ScopeTrace, outcome: CapacityOutcome, moved: list[MovedBuffer], capacity: int) -> list[str]:
    """One line for the scope, one per moved buffer: its weight per byte and why it did not fit."""
    spill = outcome.spill
    if spill is None:
        return []
    to = moved[0].to_space if moved else 0
    lines = [f"{trace.where}: capacity {capacity} bytes{_per_iteration(trace)}: "
             f"{len(moved)} buffer{'s' if len(moved) != 1 else ''} "
             f"({sum(m.size for m in moved)} bytes) moved to memory space {to}; kept weight {spill.kept_weight} "
             f"of at most {spill.bound}{' (optimal)' if spill.optimal else ''}{_frugality(spill)}"]
    lines += [f"{m.name} moved to memory space {m.to_space} (weight {m.weight}, {m.weight_per_byte:.3g} per byte): "
              f"{m.why}" for m in moved]
    return lines


def _per_iteration(trace: ScopeTrace) -> str:
    """`` an iteration`` for a forall scope, whose capacity is its iterations' share (SpaceShare)."""
    return "" if trace.is_function_scope else " an iteration"


def _frugality(spill: SpillPlan) -> str:
    """``; the fewest bytes any plan found moves: 224, tolerance 5%`` when the plan was held to a tolerance."""
    stats = spill.stats
    if "fewest_moved" not in stats:
        return ""
    return f"; the fewest bytes a plan found moves: {stats['fewest_moved']}, tolerance {stats['tolerance']:.0%}"


# ---- one capacity for the scopes of a function -----------------------------------------------

@dataclass
class SpaceShare:
    """The capacity of one memory space in one function, shared by its allocation scopes as the
    module says: ``reserved`` the bytes of the function scope's buffers left alone, ``footprint``
    the most a forall scope planned so far takes while it runs (``N * (arena + left alone)``)."""

    space: int
    capacity: int
    reserved: int = 0
    footprint: int = 0

    def capacity_of(self, trace: ScopeTrace) -> int:
        """The capacity ``trace``'s scope is planned with: per iteration for a forall scope."""
        if trace.is_function_scope:
            return max(0, self.capacity - self.footprint)
        return max(0, self.capacity - self.reserved) // concurrent_iterations(trace.scope_op)

    def record(self, trace: ScopeTrace, arena: int) -> None:
        """A forall scope was planned with an arena of ``arena`` bytes: the function's arena gets the rest."""
        if not trace.is_function_scope:
            taken = arena + sum(la.size or 0 for la in trace.left_alone)
            self.footprint = max(self.footprint, concurrent_iterations(trace.scope_op) * taken)
            self.check(0, self.reserved)  # the function's arena may be empty; its buffers left alone are not

    def check(self, function_arena: int, function_left_alone: int) -> None:
        """The promise: the function's arena and left-alone buffers, with the largest forall
        footprint, fit the capacity; a plan that breaks it is a bug, reported as such."""
        used = function_arena + function_left_alone + self.footprint
        if used > self.capacity:
            raise MemplanError(f"merge-alloc: internal error: memory space {self.space} would hold {used} bytes "
                               f"(function arena {function_arena}, left alone {function_left_alone}, forall "
                               f"scopes {self.footprint}), more than its capacity {self.capacity}")


def capacity_shares(traces: list[ScopeTrace], capacities: dict[int, int]) -> dict[int, SpaceShare]:
    """A :class:`SpaceShare` per memory space with a capacity that ``traces`` (one function's)
    use; refuse what the capacity cannot be promised for (see the module), with an error."""
    shares: dict[int, SpaceShare] = {}
    scopes: dict[int, list[ScopeTrace]] = {}
    for trace in traces:
        space = space_number(trace.memory_space)
        if space not in capacities or not (trace.buffers or trace.dynamic_buffers or trace.left_alone):
            continue
        if trace.dynamic_buffers:
            b = trace.dynamic_buffers[0]
            raise MemplanError(f"merge-alloc: {trace.where} has capacity {capacities[space]}, but {b.describe()} "
                               f"has a size known only at run time: the capacity cannot be promised",
                               str(b.alloc.location))
        share = shares.setdefault(space, SpaceShare(space, capacities[space]))
        if trace.is_function_scope:
            share.reserved = capacities[space] - room_in(trace, capacities[space])
        else:
            concurrent_iterations(trace.scope_op, trace)  # a trip count that is not a constant fails here
        for other in scopes.setdefault(space, []):
            inner, outer = sorted((trace, other), key=lambda t: -_depth(t.scope_op))
            if not outer.is_function_scope and _is_inside(inner.scope_op, outer.scope_op):
                raise MemplanError(f"merge-alloc: {inner.where} is nested in {outer.scope}, which has buffers in "
                                   f"memory space {space} too: a capacity is shared between nested scf.forall "
                                   f"scopes only when one of them has buffers in that space",
                                   str(inner.scope_op.location))
        scopes[space].append(trace)
    return shares


def concurrent_iterations(scope_op: ir.Operation, trace: ScopeTrace | None = None) -> int:
    """How many iterations of ``scope_op`` (a forall) may run at once: the product of the trip
    counts of it and of every parallel op around it, each a constant, or an error naming it (or
    naming an op around it that is neither a loop, a branch nor a parallel op: an
    ``scf.parallel``, say, may run its body at once too)."""
    product, op = 1, scope_op
    while op is not None and op.name not in ("func.func", "builtin.module"):
        kind = sem.semantics(op).kind
        if kind != sem.PARALLEL and kind not in sem.CONTROL_KINDS:
            raise MemplanError(f"merge-alloc: {trace.where if trace is not None else op.name} lies inside "
                               f"{op.name}, whose execution this pass does not model: how many iterations' "
                               f"arenas may be live at once is not known, so a capacity cannot be promised",
                               str(op.location))
        if kind == sem.PARALLEL:
            trips = _forall_trip_count(op)
            if trips is None:
                where = f" (the scope of {trace.where})" if trace is not None and op != scope_op else ""
                raise MemplanError(f"merge-alloc: {op.name}{where} has a trip count that is not a constant: how "
                                   f"many of its iterations' arenas may be live at once is not known, so a "
                                   f"capacity cannot be promised", str(op.location))
            product *= trips
        op = op.parent
    return max(1, product)


def _forall_trip_count(op: ir.Operation) -> int | None:
    """The iterations of an ``scf.forall``: the product over its dimensions; None when a bound is
    not a constant (or the op is another parallel op)."""
    if op.name != "scf.forall":
        return None
    from memplan.mlir.symbolic_sizes import DYNAMIC  # (the size analysis: loaded for the models with a forall)

    attrs = op.attributes
    static = [list(ir.DenseI64ArrayAttr(attrs[n])) for n in ("staticLowerBound", "staticUpperBound", "staticStep")]
    segments = list(ir.DenseI32ArrayAttr(attrs["operandSegmentSizes"]))
    operands, first, resolved = list(op.operands), 0, []
    for values, count in zip(static, segments):
        dynamic = iter(operands[first:first + count])
        first += count
        resolved.append([_constant(next(dynamic)) if v == DYNAMIC else v for v in values])
    product = 1
    for lower, upper, step in zip(*resolved):
        if None in (lower, upper, step) or step <= 0:
            return None
        product *= max(0, -(-(upper - lower) // step))
    return product


def _depth(op: ir.Operation) -> int:
    depth = 0
    while op is not None:
        depth, op = depth + 1, op.parent
    return depth


def _is_inside(op: ir.Operation, outer: ir.Operation) -> bool:
    parent = op.parent
    while parent is not None:
        if parent == outer:
            return True
        parent = parent.parent
    return False


# ---- moving a buffer to another space -------------------------------------------------------

def move_to_space(b: TraceBuffer, space: int) -> None:
    """Retype ``b``'s alloc to memory space ``space``, and its uses with it: a view of it (a
    subview, a reshape, ...) becomes the same view in the new space, a use that accepts any
    space takes the new value, and every other use a ``memref.memory_space_cast`` back to the
    type it had."""
    old = b.alloc
    new = _retyped_copy(old, list(old.operands), space)
    _redirect(old.result, new.result, space)
    old.erase()
    b.alloc, b.type = new, new.result.type


def _in_space(t: ir.Type, space: int) -> ir.Type:
    if isinstance(t, ir.MemRefType):
        return ir.MemRefType.get(list(t.shape), t.element_type, layout=t.layout, memory_space=space_attribute(space))
    return t


def _retyped_copy(op: ir.Operation, operands: list[ir.Value], space: int) -> ir.Operation:
    """``op`` again just before it, on ``operands``, its memref results in ``space``."""
    names = [a if isinstance(a, str) else a.name for a in op.attributes]
    with ir.InsertionPoint(op), op.location:
        return ir.Operation.create(op.name, results=[_in_space(r.type, space) for r in op.results],
                                   operands=operands, attributes={n: op.attributes[n] for n in names})


def _redirect(old: ir.Value, new: ir.Value, space: int) -> None:
    """Make every user of ``old`` use ``new`` (of the same type but its space), as move_to_space says."""
    cast = None
    for use in list(old.uses):
        user = use.owner
        user = getattr(user, "operation", user)
        if _takes_any_space(user):
            user.operands[use.operand_number] = new
        elif _is_plain_view(user, use.operand_number):
            operands = list(user.operands)
            operands[use.operand_number] = new
            copy = _retyped_copy(user, operands, space)
            for before, after in zip(user.results, copy.results):
                _redirect(before, after, space)
            user.erase()
        else:
            if cast is None:
                with ir.InsertionPoint.after(new.owner), new.owner.location:
                    cast = ir.Operation.create("memref.memory_space_cast", results=[old.type], operands=[new]).result
            user.operands[use.operand_number] = cast


def _is_plain_view(op: ir.Operation, operand: int) -> bool:
    """A view of operand ``operand`` whose results are memrefs in its space: retyped with it."""
    record = sem.semantics(op)
    return (record.kind == sem.VIEW and record.view_source == operand and len(op.regions) == 0
            and op.name != "memref.memory_space_cast"
            and all(isinstance(r.type, ir.MemRefType) for r in op.results) and len(op.results) > 0)


def _takes_any_space(op: ir.Operation) -> bool:
    """Whether ``op`` accepts a memref operand of any memory space without its types changing:
    an op that only reads, writes or frees memory (a linalg op, a load, a store, a copy, a
    dealloc, an op registered as accessing memory) and makes no memref."""
    if any(isinstance(r.type, (ir.MemRefType, ir.UnrankedMemRefType)) for r in op.results):
        return False
    return sem.semantics(op).kind in (sem.STRUCTURED, sem.ACCESS, sem.DEALLOC)
