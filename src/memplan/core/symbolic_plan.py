"""Plans whose layout is fixed at compile time and whose sizes are known only at run time.

A :class:`SymbolicBuffer` has a size that is a :class:`~memplan.core.symbolic.Poly` over
symbols (a batch size, a sequence length). A :class:`SymbolicPlan` does not fix offsets;
it fixes which buffer sits *below* which among those live at the same time, and defines

    offset(b) = align_up(max(0, max over a below b of offset(a) + size(a)), alignment(b))
    arena     = max over all b of offset(b) + size(b)

For every value of the symbols (sizes non-negative) this is a valid plan: whenever two
buffers are live together one is below the other, so the upper one starts at or above
the lower one's end. Nothing is assumed about the values, so the plan is correct for
all of them, not only for those tested. The offsets are computed at run time, once per
scope, in topological order of the relation (:meth:`SymbolicPlan.offsets_at` does the
same in Python).

**Choosing the relation.** :func:`plan_symbolic` gives every symbol a representative
value, plans those static sizes with any static planner, and keeps the planner's
vertical order: ``a`` below ``b`` iff they are live together and ``a``'s offset is lower
(ties by id). The longest-path offsets above never exceed the static planner's at the
representative (by induction over the order), so there the symbolic arena is at most
the static one. When every size is a multiple ``k_i * n`` of one symbol (sizes and
alignment padding scale together, e.g. sizes that are multiples of the alignment), the
whole plan scales with ``n``: the arena is ``arena(R) * n / R`` at every ``n``, so a
static plan at the max-live bytes gives a symbolic arena at the max-live bytes for every
value. With sizes in several symbols, or constant parts, the relation chosen at the
representative may be worse elsewhere: the arena is then only an upper bound, still
valid, and reports show it beside the max-live bytes at the sizes asked for.

**Several relations, chosen at run time.** One relation can be optimal at one size and far from
it at another: where attention scores grow as ``n^2`` and activations as ``n``, the best stacking
at ``n = 16`` is not the best at ``n = 512``. So relations are planned at a ladder of sizes (each
a factor of 4 above the last, up to the representative), and a few that together come close to
the best of all of them at every rung are kept (:func:`_alternatives`). The emitted code
computes every kept relation's arena from the run-time values and uses the smallest. Each
relation is valid for every value, so whichever is chosen is too: the choice changes only how
much memory is used, never whether two live buffers overlap.

Relations are kept small: an edge ``a -> b`` implied by a path through other buffers is
dropped (transitive reduction), and so is a term of the max that another term dominates
for every value (:meth:`Poly.dominates`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from memplan.core.bounds import lower_bound
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer, align_up
from memplan.core.plan import Plan, PlanError
from memplan.core.planners.base import PlannerOptions, default_time_limit
from memplan.core.symbolic import Poly, max_text, prune_dominated

# Offsets kept in closed form (a max of polynomials) up to this many terms; beyond it
# they are defined through the offsets below them.
CLOSED_FORM_TERMS = 8
DEFAULT_REPRESENTATIVE = 1024

ClosedForm = tuple[Poly, ...]  # max of these polynomials


@dataclass(frozen=True, slots=True)
class SymbolicBuffer:
    """``size`` bytes (a polynomial over symbols) live during ticks ``[start, end)``."""

    id: int
    size: Poly
    start: int
    end: int
    alignment: int = 1
    label: str = ""

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"buffer {self.id}: end {self.end} before start {self.start}")
        if self.alignment < 1:
            raise ValueError(f"buffer {self.id}: alignment {self.alignment} must be >= 1")

    def overlaps_in_time(self, other: SymbolicBuffer) -> bool:
        return self.start < self.end and other.start < other.end and self.start < other.end and other.start < self.end

    def size_at(self, env: Mapping[str, int]) -> int:
        return self.size.evaluate(env)

    def at(self, env: Mapping[str, int]) -> Buffer:
        """This buffer with the symbols' values in ``env`` (a negative size is an error)."""
        size = self.size_at(env)
        if size < 0:
            raise PlanError(f"buffer {self.label or self.id} has negative size {size} at {dict(env)}")
        return Buffer(self.id, size, self.start, self.end, self.alignment, self.label)


@dataclass
class SymbolicPlan:
    """A below relation over ``buffers`` (see the module doc), with closed forms where small.

    ``order`` lists buffer ids bottom-up (every buffer after those below it); ``below[b]``
    the buffers whose top bounds ``b``'s offset; ``top`` those whose top bounds the arena.
    ``offset_forms[b]`` is the offset as a max of polynomials, or None when it is defined
    only through ``below``; ``arena_form`` likewise.
    """

    buffers: Sequence[SymbolicBuffer]
    order: list[int]
    below: dict[int, tuple[int, ...]]
    top: tuple[int, ...]
    offset_forms: dict[int, ClosedForm | None]
    arena_form: ClosedForm | None
    representative: dict[str, int] = field(default_factory=dict)
    planner: str = ""
    seconds: float = 0.0
    # other relations over the same buffers: at run time the one with the smallest arena is used
    alternatives: tuple[SymbolicPlan, ...] = ()

    @property
    def symbols(self) -> list[str]:
        return sorted({s for b in self.buffers for s in b.size.symbols})

    @property
    def is_static(self) -> bool:
        return not self.symbols

    def by_id(self) -> dict[int, SymbolicBuffer]:
        return {b.id: b for b in self.buffers}

    @property
    def relations(self) -> tuple[SymbolicPlan, ...]:
        """This relation and its alternatives, in the order the emitted code weighs them."""
        return (self, *self.alternatives)

    # -- values --------------------------------------------------------------------------------------
    def chosen_at(self, env: Mapping[str, int]) -> SymbolicPlan:
        """The relation the emitted code uses at ``env``: the smallest arena, the first on ties."""
        if not self.alternatives:
            return self
        return min(self.relations, key=lambda r: r.own_arena_at(env))

    def offsets_at(self, env: Mapping[str, int]) -> dict[int, int]:
        """Every offset for the symbols' values in ``env``, as the emitted code computes them."""
        return self.chosen_at(env).own_offsets_at(env)

    def arena_at(self, env: Mapping[str, int]) -> int:
        return self.chosen_at(env).own_arena_at(env)

    def own_at(self, env: Mapping[str, int]) -> Plan:
        """The static plan of this relation alone (not the alternative chosen at ``env``)."""
        return Plan([b.at(env) for b in self.buffers], self.own_offsets_at(env), planner=self.planner)

    def own_offsets_at(self, env: Mapping[str, int]) -> dict[int, int]:
        """The offsets of this relation alone, as its part of the emitted code computes them."""
        buffers = self.by_id()
        sizes = {i: b.size_at(env) for i, b in buffers.items()}
        offsets: dict[int, int] = {}
        for i in self.order:
            top = max((offsets[a] + sizes[a] for a in self.below[i]), default=0)
            offsets[i] = align_up(max(top, 0), buffers[i].alignment)
        return offsets

    def own_arena_at(self, env: Mapping[str, int]) -> int:
        buffers = self.by_id()
        offsets = self.own_offsets_at(env)
        return max((offsets[i] + buffers[i].size_at(env) for i in self.top), default=0)

    def at(self, env: Mapping[str, int]) -> Plan:
        """The static plan for these values (``check()`` it to prove it safe there)."""
        return Plan([b.at(env) for b in self.buffers], self.offsets_at(env), planner=self.planner)

    def max_live_at(self, env: Mapping[str, int]) -> int:
        """The lower bound for these values: most bytes live at once, raised by alignment."""
        return lower_bound([b.at(env) for b in self.buffers])

    # -- formulas -------------------------------------------------------------------------------------
    def offset_formula(self, buffer_id: int) -> str:
        """The offset in this relation (each alternative has its own)."""
        form = self.offset_forms.get(buffer_id)
        if form is not None:
            return max_text(form)
        buffers = self.by_id()
        b = buffers[buffer_id]
        terms = ", ".join(f"offset({_name(buffers[a])}) + {_paren(buffers[a].size)}" for a in self.below[buffer_id])
        inner = terms if len(self.below[buffer_id]) == 1 else f"max({terms})"
        return f"align({inner}, {b.alignment})" if b.alignment > 1 else inner

    def arena_formula(self) -> str:
        """The arena as a formula; with alternatives, said so (each has offsets of its own)."""
        if self.alternatives:
            return f"the least of {len(self.relations)} layouts' (the first's: {self._own_arena_formula()})"
        return self._own_arena_formula()

    def _own_arena_formula(self) -> str:
        if self.arena_form is not None:
            return max_text(self.arena_form)
        buffers = self.by_id()
        terms = [f"offset({_name(buffers[i])}) + {_paren(buffers[i].size)}" for i in self.top]
        return terms[0] if len(terms) == 1 else "max(" + ", ".join(terms) + ")"


def _name(b: SymbolicBuffer) -> str:
    return b.label or f"#{b.id}"


def _paren(p: Poly) -> str:
    text = str(p)
    return f"({text})" if len(p.terms) > 1 else text


StaticPlanner = Callable[[Sequence[Buffer], object], Plan]


def representative_values(buffers: Sequence[SymbolicBuffer], given: Mapping[str, int] | None = None,
                          default: int = DEFAULT_REPRESENTATIVE) -> dict[str, int]:
    """A value per symbol to plan the relation at: ``given`` where known, else ``default``."""
    given = given or {}
    return {s: given.get(s, default) for b in buffers for s in sorted(b.size.symbols)}


def plan_symbolic(buffers: Sequence[SymbolicBuffer], planner: StaticPlanner, options: PlannerOptions,
                  representative: Mapping[str, int] | None = None, planner_name: str = "",
                  also_at: Sequence[Mapping[str, int]] = ()) -> SymbolicPlan:
    """A symbolic plan whose relation is ``planner``'s vertical order at ``representative`` values.

    ``planner`` is any static planner (``(buffers, options) -> Plan``); each plan it makes is
    checked before its order is used. With ``also_at`` (more assignments, e.g. small sizes),
    the planner also runs there, and of the relations so found the one whose arena is worst
    relative to the max-live bytes at the fewest of all these values wins (ties: the
    representative's): a relation chosen at one size only may waste memory at others when
    sizes do not all scale together. The static plans share one budget (``options``' time
    limit, or ``planner_name``'s default: see _SharedBudget), not one each.
    """
    started = time.perf_counter()
    env = representative_values(buffers, representative)
    points = _distinct([env, *(representative_values(buffers, e) for e in also_at)])
    if all(b.size.is_constant for b in buffers):
        points = [env]  # the same sizes everywhere: one plan
    budget = _SharedBudget.of(options, planner_name, len(buffers), len(points), started)
    candidates = [_plan_at(buffers, planner, budget.options_for(k) if k == 0 else _near_enough(budget.options_for(k),
                                                                                          buffers, e), e)
                  for k, e in enumerate(points)]
    if len(candidates) > 1:
        candidates.sort(key=lambda c: _worst_ratio(c, points))  # stable: the representative's first on ties
    result = candidates[0]
    result.alternatives = _alternatives(candidates, points)
    result.representative = env
    result.planner = planner_name or result.planner
    result.seconds = time.perf_counter() - started
    return result


def _distinct(points: Sequence[Mapping[str, int]]) -> list[Mapping[str, int]]:
    """``points`` without repeats (sizes capped at small bounds meet), the first of each kept."""
    seen: dict[tuple, Mapping[str, int]] = {}
    for e in points:
        seen.setdefault(tuple(sorted(e.items())), e)
    return list(seen.values())


@dataclass(frozen=True)
class _SharedBudget:
    """One budget for the static plans of all size points: the time limit (given, or the
    planner's default) covers them together, not each.

    With a time limit, each point gets an equal share of it as its own limit (its work
    budget, so the plans do not depend on timing); without one, each keeps the planner's
    defaults and gets a deadline: an equal share of the time left, so what one point does
    not use goes to the next. Either way no point ends past the whole budget's deadline.
    A planner without a budget of its own (heuristics, plugins) is given only the caller's.
    """

    options: PlannerOptions
    points: int
    deadline: float | None  # of the whole budget

    @staticmethod
    def of(options: PlannerOptions, planner_name: str, buffers: int, points: int, started: float) -> _SharedBudget:
        limit = options.time_limit if options.time_limit is not None else default_time_limit(planner_name, buffers)
        return _SharedBudget(options, points, Deadline.after(limit, started, cap=options.deadline).at)

    def options_for(self, point: int) -> PlannerOptions:
        if self.deadline is None or self.points == 1:
            return replace(self.options, deadline=self.deadline)
        if self.options.time_limit is not None:
            return replace(self.options, time_limit=self.options.time_limit / self.points, deadline=self.deadline)
        share = Deadline(self.deadline).left() / (self.points - point)
        return replace(self.options, deadline=Deadline(self.deadline).earlier(share).at)


def _near_enough(options, buffers: Sequence[SymbolicBuffer], env: Mapping[str, int]):
    """``options`` whose search may stop within ALTERNATIVE_SLACK of the max-live bytes at ``env``:
    a point other than the representative only offers a relation, and one that close is as good
    as any there (searching out the last bytes cost seconds a point on a LLaMA-style decoder)."""
    live = lower_bound([b.at(env) for b in buffers if b.size_at(env) >= 0])
    return replace(options, capacity=math.ceil(live * ALTERNATIVE_SLACK))


def _plan_at(buffers: Sequence[SymbolicBuffer], planner: StaticPlanner, options: object,
             env: Mapping[str, int]) -> SymbolicPlan:
    static = [Buffer(b.id, max(0, b.size_at(env)), b.start, b.end, b.alignment, b.label) for b in buffers]
    plan = planner(static, options) if static else Plan([], {})
    plan.check()
    result = plan_from_order(buffers, sorted(buffers, key=lambda b: (plan.offsets[b.id], b.id)))
    result.planner = plan.planner
    return result


def _worst_ratio(plan: SymbolicPlan, points: Sequence[Mapping[str, int]]) -> float:
    worst = 1.0
    for env in points:
        if any(b.size_at(env) < 0 for b in plan.buffers):
            continue
        live = plan.max_live_at(env)
        worst = max(worst, plan.arena_at(env) / live if live else 1.0)
    return worst


# Alternatives are added while some size point's arena is more than this factor above the best
# relation found for it, up to MAX_RELATIONS relations in all (each costs run-time arithmetic).
ALTERNATIVE_SLACK = 1.01
MAX_RELATIONS = 4


def _alternatives(candidates: Sequence[SymbolicPlan], points: Sequence[Mapping[str, int]]) -> tuple[SymbolicPlan, ...]:
    """Relations to weigh at run time beside ``candidates[0]``: greedily, the candidate that most
    lowers the worst size point's excess over the best candidate there, while that excess is
    above ALTERNATIVE_SLACK. Points where a size would be negative are not weighed."""
    points = [e for e in points if all(b.size_at(e) >= 0 for b in candidates[0].buffers)]
    arenas = [[c.own_arena_at(e) for e in points] for c in candidates]
    best = [min(a[k] for a in arenas) or 1 for k in range(len(points))]

    def worst(chosen: list[int]) -> float:
        return max((min(arenas[c][k] for c in chosen) / best[k] for k in range(len(points))), default=1.0)

    chosen = [0]
    while len(chosen) < MAX_RELATIONS and worst(chosen) > ALTERNATIVE_SLACK:
        pick = min((c for c in range(len(candidates)) if c not in chosen), key=lambda c: worst([*chosen, c]))
        if worst([*chosen, pick]) >= worst(chosen):
            break
        chosen.append(pick)
    return tuple(candidates[c] for c in chosen[1:])


def plan_from_order(buffers: Sequence[SymbolicBuffer], bottom_up: Sequence[SymbolicBuffer]) -> SymbolicPlan:
    """The symbolic plan that stacks buffers live together in the order ``bottom_up``."""
    ids = [b.id for b in buffers]
    if len(set(ids)) != len(ids):
        raise PlanError("duplicate buffer ids")
    order = [b.id for b in bottom_up]
    if sorted(order) != sorted(ids):
        raise PlanError("the order must list every buffer once")
    by_id = {b.id: b for b in buffers}
    rank = {i: k for k, i in enumerate(order)}
    below = _reduce(_below_relation(buffers, rank), order)
    forms = _closed_forms(by_id, order, below)
    has_above = {a for i in order for a in below[i]}
    top = _prune_terms([i for i in order if i not in has_above], by_id, forms)
    for i in order:  # max terms that another term dominates for every value change nothing
        below[i] = _prune_terms(below[i], by_id, forms)
    arena_form = _max_of_tops(top, by_id, forms)
    return SymbolicPlan(list(buffers), order, below, top, forms, arena_form)


def _below_relation(buffers: Sequence[SymbolicBuffer], rank: dict[int, int]) -> dict[int, list[int]]:
    """``below[b]``: every buffer live together with ``b`` and lower in the order (a sweep)."""
    below: dict[int, list[int]] = {b.id: [] for b in buffers}
    timed = sorted((b for b in buffers if b.start < b.end), key=lambda b: (b.start, b.id))
    live: list[SymbolicBuffer] = []
    for b in timed:
        live = [a for a in live if a.end > b.start]
        for a in live:
            lower, upper = (a, b) if rank[a.id] < rank[b.id] else (b, a)
            below[upper.id].append(lower.id)
        live.append(b)
    return below


def _reduce(below: dict[int, list[int]], order: list[int]) -> dict[int, tuple[int, ...]]:
    """Transitive reduction: drop ``a`` from ``below[b]`` when a path ``a -> c -> ... -> b``
    through another ``c`` in ``below[b]`` already puts ``b`` above ``a``'s top."""
    bit = {i: 1 << k for k, i in enumerate(order)}
    reach: dict[int, int] = {}  # buffers some path leads up from, to i (excluding i)
    reduced: dict[int, tuple[int, ...]] = {}
    for i in order:
        direct = below[i]
        covered = 0
        for c in direct:
            covered |= reach[c]
        kept = tuple(sorted((a for a in direct if not covered & bit[a]), key=lambda a: bit[a]))
        r = covered
        for a in direct:
            r |= bit[a]
        reach[i] = r
        reduced[i] = kept
    return reduced


def _closed_forms(by_id: dict[int, SymbolicBuffer], order: list[int],
                  below: dict[int, tuple[int, ...]]) -> dict[int, ClosedForm | None]:
    forms: dict[int, ClosedForm | None] = {}
    for i in order:
        terms: list[Poly] = [Poly()]
        closed = True
        for a in below[i]:
            form = forms[a]
            if form is None:
                closed = False
                break
            terms.extend(p + by_id[a].size for p in form)
        if not closed:
            forms[i] = None
            continue
        aligned = [p.align_up(by_id[i].alignment) for p in prune_dominated(terms)]
        pruned = prune_dominated(p for p in aligned if p is not None) if None not in aligned else None
        forms[i] = pruned if pruned is not None and len(pruned) <= CLOSED_FORM_TERMS else None
    return forms


def _top_form(i: int, by_id: dict[int, SymbolicBuffer], forms: dict[int, ClosedForm | None]) -> ClosedForm | None:
    form = forms[i]
    return None if form is None else tuple(p + by_id[i].size for p in form)


def _prune_terms(ids: Sequence[int], by_id: dict[int, SymbolicBuffer],
                 forms: dict[int, ClosedForm | None]) -> tuple[int, ...]:
    """Drop a buffer whose top (offset + size) another kept buffer's top dominates for every
    value: the max over the rest is the same. Tops without a closed form always stay."""
    kept: list[tuple[int, ClosedForm | None]] = []
    for i in ids:
        mine = _top_form(i, by_id, forms)
        if mine is not None:
            if any(other is not None and _form_dominates(other, mine) for _, other in kept):
                continue
            kept = [(j, other) for j, other in kept if other is None or not _form_dominates(mine, other)]
        kept.append((i, mine))
    return tuple(j for j, _ in kept)


def _form_dominates(a: ClosedForm, b: ClosedForm) -> bool:
    """max(a) >= max(b) for every non-negative value: each term of b is below some term of a."""
    return all(any(q.dominates(p) for q in a) for p in b)


def _max_of_tops(top: Sequence[int], by_id: dict[int, SymbolicBuffer],
                 forms: dict[int, ClosedForm | None]) -> ClosedForm | None:
    terms: list[Poly] = [Poly()]
    for i in top:
        form = _top_form(i, by_id, forms)
        if form is None:
            return None
        terms.extend(form)
    pruned = prune_dominated(terms)
    return pruned if len(pruned) <= CLOSED_FORM_TERMS else None


def upper_bound_sizes(buffers: Sequence[SymbolicBuffer], box: Mapping[str, tuple[int, int | None]]) -> list[Buffer] | str:
    """Each buffer at its largest size when every symbol ``s`` lies in ``box[s]``, or why one
    has no upper bound (a symbol without one)."""
    out = []
    for b in buffers:
        _, hi = b.size.interval(box)
        if hi is None:
            unbounded = sorted(s for s in b.size.symbols if box[s][1] is None)
            return f"{', '.join(unbounded) or 'a symbol'} has no upper bound"
        out.append(Buffer(b.id, max(0, hi), b.start, b.end, b.alignment, b.label))
    return out


__all__ = ["SymbolicBuffer", "SymbolicPlan", "plan_symbolic", "plan_from_order", "representative_values",
           "upper_bound_sizes", "DEFAULT_REPRESENTATIVE"]
