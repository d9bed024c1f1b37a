"""Bands: splitting a planning problem across memory, as cut lines split it across time.

If some of a part's buffers have the same load at every tick of the part (a
*flat* subset, load y), they can be planned on their own in a band ``[0, y)``
and the others above it, within ``C - y``: any plan of each half stacks into
a plan of the whole. The halves split again at cut lines and into bands, and
only what does not split any further is searched. Packings built by cutting a
rectangle (perfect packings) split all the way down; a tight packing of 2,000
buffers that no search decides in minutes becomes many small searches.

Where sections have room to spare, buffers are first grown into it over their
whole lifetimes (:func:`inflation`: a plan of grown buffers is a plan of the
originals), so that a perfect packing with shrunk buffers is flat again; room
nothing can grow into lets the band's load dip there (:func:`band_subset`).

Finding such a subset is a small integer program, solved by CP-SAT (the
smallest band, else any). CP-SAT's time is counted in the caller's work budget
(:class:`Work`; its deterministic time, one unit a second of budget), as the
searches' work is: the same budget gives the same bands however loaded the
machine is, unless the deadline comes first. It is a strategy, not a proof: when a band cannot
be planned within its height, another split is tried a few times, and when the
part does not split at all, the caller searches the whole part its own way.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memplan.core import solvers
from memplan.core.bounds import max_load
from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer
from memplan.core.search.components import split_at_cut_lines

MIN_BAND_PART = 40  # smaller parts are searched directly (a tight 79-buffer part: 30 s unsolved, 0.2 s in bands)
FLAT_SECONDS = 2.0  # CP-SAT's deterministic time to find one flat subset
WHOLE_SECONDS = 1.0  # ... a smallest one that keeps buffers of one lifetime together, tried first
ANY_BAND_SECONDS = 6.0  # ... any flat subset, when the smallest is not found in FLAT_SECONDS

Search = Callable[[Sequence[Buffer], int], dict[int, int] | None]  # (part, capacity) -> offsets


@dataclass
class Work:
    """A work budget shared by a decomposition's CP-SAT models and its searches (seconds of
    work: the searches' counted work, CP-SAT's deterministic time), never the clock's."""

    budget: float
    used: float = 0.0

    @property
    def left(self) -> float:
        return self.budget - self.used

    def spend(self, seconds: float) -> None:
        self.used += seconds


@dataclass
class Room:
    """The sections of one part (ticks between consecutive events) and the room each spares under a capacity."""

    ticks: list[int]
    spare: list[int]  # capacity minus the load, per section
    starting: dict[int, list[int]]  # section -> indices of the buffers that start at it
    ending: dict[int, list[int]]  # section -> indices of the buffers that end at it
    wasted: int  # spare bytes x ticks, over the part's span

    @staticmethod
    def of(part: Sequence[Buffer], capacity: int) -> Room | None:
        """None when some section is loaded above ``capacity``."""
        ticks = sorted({t for b in part for t in (b.start, b.end)})
        index = {t: k for k, t in enumerate(ticks)}
        starting: dict[int, list[int]] = {}
        ending: dict[int, list[int]] = {}
        delta = [0] * len(ticks)
        for i, b in enumerate(part):
            starting.setdefault(index[b.start], []).append(i)
            ending.setdefault(index[b.end], []).append(i)
            delta[index[b.start]] += b.size
            delta[index[b.end]] -= b.size
        spare, load = [], 0
        for d in delta[:-1]:
            load += d
            spare.append(capacity - load)
        if min(spare, default=0) < 0:
            return None
        wasted = sum(r * (ticks[k + 1] - ticks[k]) for k, r in enumerate(spare))
        return Room(ticks, spare, starting, ending, wasted)

    def sections(self):
        """(section, buffers starting there, buffers ending there) for every section, in time order."""
        for k in range(len(self.spare)):
            yield k, self.starting.get(k, ()), self.ending.get(k, ())

    def span(self, start: int, end: int) -> range:
        """The sections of the lifetime ``[start, end)``."""
        return range(bisect_left(self.ticks, start), bisect_left(self.ticks, end))


Lifetime = tuple[int, int]


def inflation(part: Sequence[Buffer], room: Room, cp_model, deadline: Deadline, fewest: bool = True,
              work: Work | None = None) -> dict[Lifetime, int]:
    """How much to grow the buffers of each lifetime so as to fill the most spare room.

    Growing a buffer over its whole lifetime, by no more than every section it
    spans spares, changes no plan: a plan of the grown buffers is one of the
    originals (the extra bytes stay unused). Spare room in a plan is such
    growth where a buffer has room above it for all its life; a packing that
    wastes room that way (a perfect packing whose buffers were shrunk) becomes
    perfect again once the right buffers grow. The room tells only how much
    each section spares, not which buffer's: of the ways to fill the most room
    (bytes x ticks, a linear program over an interval matrix, so its optimum is
    integral), the one that grows the fewest bytes is taken, which prefers one
    long-lived buffer to a chain of short ones one after another (``fewest``;
    else the most bytes: the chain). Buffers of the same lifetime are
    interchangeable here: the growth is per lifetime, and the band model
    decides which of them takes it. Empty when CP-SAT cannot tell in time.
    """
    most = _most_growth(part, room)
    if not most:
        return {}
    model = cp_model.CpModel()
    grow = {lt: model.NewIntVar(0, d, f"d{lt}") for lt, d in most.items()}
    covering: list[list] = [[] for _ in room.spare]
    for (start, end), var in grow.items():
        for k in room.span(start, end):
            covering[k].append(var)
    for k, terms in enumerate(covering):
        if terms:
            model.Add(sum(terms) <= room.spare[k])
    area = sum(var * (end - start) for (start, end), var in grow.items())
    model.Maximize(area)
    solver = _solver(cp_model, FLAT_SECONDS, deadline, work)
    if solver is None or _solve(solver, model, work) != cp_model.OPTIMAL:
        return {}
    model.Add(area >= int(solver.ObjectiveValue()))
    for var in grow.values():
        model.AddHint(var, solver.Value(var))
    model.Minimize(sum(grow.values()) if fewest else -sum(grow.values()))
    solver = _solver(cp_model, FLAT_SECONDS, deadline, work)
    if solver is None or _solve(solver, model, work) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return {}
    return {lt: solver.Value(var) for lt, var in grow.items() if solver.Value(var) > 0}


@dataclass(frozen=True)
class BandChoice:
    """Which band :func:`band_subset` chooses in a pass of :func:`plan_in_bands`."""

    even: bool = False  # the most even, else the smallest
    keep_lifetimes: bool = True  # buffers of one lifetime on one side, where some band keeps them so


def band_subset(part: Sequence[Buffer], capacity: int, deadline: Deadline, fewest: bool = True,
                exclude: Sequence[Sequence[int]] = (), work: Work | None = None,
                choice: BandChoice = BandChoice()) -> tuple[list[int], int] | None:
    """A proper subset of ``part`` (one part: no cut line) that fits a band of its own, and its height.

    Where the part's load reaches ``capacity`` in every section, the subset is
    *flat*: at every tick what of it ends is what of it starts. Where sections
    have room to spare, the buffers of some lifetimes are grown to fill it (see
    :func:`inflation`); the growth of a lifetime goes to the band, or to the
    rest, or is shared, as long as some buffer of that lifetime is there to
    take it. The subset, grown, must be flat, except where room is left after
    growth: there its load may dip by up to that much. Then the subset fits
    under its height ``y`` and the rest over it, as far as loads tell.

    Buffers of one lifetime are kept on one side first (a smallest band that
    does, found within WHOLE_SECONDS; with ``choice.even``, the one that
    splits the part most evenly), and only then split (with ``choice.even``
    and not ``choice.keep_lifetimes``: at once, the most even band). Several buffers of
    one lifetime are usually one rectangle cut across memory, so they lie
    together, while the fewest buffers that happen to be flat are often a
    coincidence: a chain of equal slices here, a few thin ones from elsewhere
    there, which no plan of the rest survives. On fresh 2,000-buffer
    dissections (issue 27; ``experiments/s49/bands_fresh.py``) the bands
    failed on 12 of 150 seeds, with lifetimes kept whole on 3 (the other
    passes of :func:`plan_in_bands` plan those).
    Buffers that span the whole part are left out of this: each is a band.

    The growth that fills the room is a guess (the room says how much each
    section spares, not whose it is): when no subset fits it, the model is
    solved again with the growth of every lifetime free, the guess as a hint.
    Only then is any band taken, not the smallest (ANY_BAND_SECONDS, the
    longest model): on a tight packing's 448-buffer part the free growth
    found a band in 2 s of CP-SAT after that model had spent 5.35 s finding
    none (``slack-1000-s2``).
    Subsets in ``exclude`` are not chosen again, nor their complements, nor
    any subset that differs from either only in which of some interchangeable
    buffers it takes: each is the same split. CP-SAT's deterministic time is spent from ``work`` (no more
    than it has left; without it, no limit but the deadline).
    """
    cp_model = solvers.cp_sat.get(deadline)
    if cp_model is None or deadline.expired() or len(part) < 2:
        return None
    room = Room.of(part, capacity)
    if room is None:
        return None
    guess = inflation(part, room, cp_model, deadline, fewest, work) if room.wasted else {}
    found = None
    if choice.keep_lifetimes and (shared := _shared_lifetimes(part)):
        found = _band_model(part, capacity, room, guess, None, cp_model, deadline, exclude, smallest=True,
                            seconds=WHOLE_SECONDS, work=work, whole=shared, even=choice.even)
    if found is None and not deadline.expired():
        found = _band_model(part, capacity, room, guess, None, cp_model, deadline, exclude, smallest=True, work=work,
                            even=choice.even and not choice.keep_lifetimes)
    if found is None and guess and not deadline.expired():
        found = _band_model(part, capacity, room, guess, _most_growth(part, room), cp_model, deadline, exclude,
                            work=work)
    if found is None and not deadline.expired():  # any band, if not the smallest: often far easier to find
        found = _band_model(part, capacity, room, guess, None, cp_model, deadline, exclude, smallest=False,
                            seconds=ANY_BAND_SECONDS, work=work)
    return found


def _band_model(part: Sequence[Buffer], capacity: int, room: Room, guess: dict[Lifetime, int],
                free: dict[Lifetime, int] | None, cp_model, deadline: Deadline,
                exclude: Sequence[Sequence[int]] = (), smallest: bool = True, seconds: float = FLAT_SECONDS,
                work: Work | None = None, whole: Sequence[Sequence[int]] = (),
                even: bool = False) -> tuple[list[int], int] | None:
    """The band model of :func:`band_subset`, with the growth fixed to ``guess`` or, given ``free``
    (lifetime -> most growth), chosen by the model: as much room filled as ``guess`` fills.
    ``smallest``: the band with the fewest buffers, else the first found; ``even``: the one with
    the most buffers but no more than half of them. ``whole``: groups of indices
    (:func:`_shared_lifetimes`), each all in the band or all out of it."""
    model = cp_model.CpModel()
    x = [model.NewBoolVar(f"x{i}") for i in range(len(part))]
    y = model.NewIntVar(1, capacity - 1, "y")
    members: dict[Lifetime, list[int]] = {}
    for i, b in enumerate(part):
        members.setdefault((b.start, b.end), []).append(i)
    most = guess if free is None else free
    grow = {lt: (d if free is None else model.NewIntVar(0, d, f"d{lt}")) for lt, d in most.items()}
    size = [b.size for b in part]
    inside = {}  # lifetime -> the growth of its buffers inside the band
    for lifetime, d in most.items():
        if free is None and len(members[lifetime]) == 1:
            size[members[lifetime][0]] += d  # the buffer grows with it, in the band or out of it
            continue
        inside[lifetime] = var = model.NewIntVar(0, d, f"e{lifetime}")
        model.Add(var <= grow[lifetime])
        model.Add(var <= d * sum(x[i] for i in members[lifetime]))  # some buffer in the band takes it
        model.Add(grow[lifetime] - var <= d * sum(1 - x[i] for i in members[lifetime]))  # and one outside the rest
        if free is not None:
            model.AddHint(grow[lifetime], guess.get(lifetime, 0))
    covering: list[list] = [[] for _ in room.spare]  # the free growth over each section
    for (start, end), d in grow.items() if free is not None else ():
        for k in room.span(start, end):
            covering[k].append(d)
    left = list(room.spare)  # room left after the guessed growth
    for (start, end), d in guess.items():
        for k in room.span(start, end):
            left[k] -= d
    band = 0  # the band's load in the section before, or y itself where that section is flat
    for k, starting, ending in room.sections():
        plus = [size[j] * x[j] for j in starting] + _growth(inside, part, starting)
        minus = [size[i] * x[i] for i in ending] + _growth(inside, part, ending)
        if free is not None and covering[k]:
            model.Add(sum(covering[k]) <= room.spare[k])
            model.Add(sum(covering[k]) >= room.spare[k] - left[k])  # fills no less than the guess
        if left[k] == 0 and band is y:
            if plus or minus:  # flat: what starts is what ends (CP-SAT decides this form
                model.Add(sum(plus) == sum(minus))  # far faster than loads equal to y, section by section)
            continue
        if left[k] == 0:
            model.Add(band + sum(plus) - sum(minus) == y)
            band = y
            continue
        band = _running(model, band, plus, minus, capacity, f"l{k}")
        model.Add(band <= y)
        model.Add(band >= y - left[k])
    model.Add(sum(x) <= len(part) - 1)
    model.Add(sum(x) >= 1)
    for same in whole:
        for i in same[1:]:
            model.Add(x[i] == x[same[0]])
    if exclude:
        _exclude_splits(model, x, part, exclude)
    if even:  # a split and its complement are the same split
        model.Add(2 * sum(x) <= len(part))
        model.Maximize(sum(x))
    elif smallest:
        model.Minimize(sum(x))
    solver = _solver(cp_model, seconds, deadline, work)
    status = None if solver is None else _solve(solver, model, work)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [i for i in range(len(part)) if solver.Value(x[i])], solver.Value(y)


def _shared_lifetimes(part: Sequence[Buffer]) -> list[list[int]]:
    """Indices of ``part`` grouped by lifetime, groups of two or more, lifetimes shorter than the part's span."""
    first, last = min(b.start for b in part), max(b.end for b in part)
    groups: dict[Lifetime, list[int]] = {}
    for i, b in enumerate(part):
        if (b.start, b.end) != (first, last):
            groups.setdefault((b.start, b.end), []).append(i)
    return [g for g in groups.values() if len(g) > 1]


def interchangeable(part: Sequence[Buffer]) -> list[list[int]]:
    """Indices of ``part`` grouped by (lifetime, size, alignment): buffers one cannot tell apart.

    Swapping two of them maps every plan of a problem to a plan of the same
    problem, so two band splits that differ only in which of them each side
    takes are the same split (guillotine dissections have many: thin slices
    cut off the same rectangle)."""
    groups: dict[tuple[int, int, int, int], list[int]] = {}
    for i, b in enumerate(part):
        groups.setdefault((b.start, b.end, b.size, b.alignment), []).append(i)
    return list(groups.values())


def _exclude_splits(model, x: list, part: Sequence[Buffer], exclude: Sequence[Sequence[int]]) -> None:
    """Constrain the band ``x`` to differ from every subset in ``exclude``, and from its complement,
    in how many buffers of some :func:`interchangeable` group it takes (differing only in which of
    them is another name for the same split, which failed already)."""
    groups = interchangeable(part)
    counts = [sum(x[i] for i in group) if len(group) > 1 else x[group[0]] for group in groups]
    for subset in exclude:
        chosen = set(subset)
        taken = [sum(1 for i in group if i in chosen) for group in groups]
        for side in (taken, [len(g) - k for g, k in zip(groups, taken)]):  # the subset, then its complement
            model.AddBoolOr([_differs(model, count, k, len(group)) for count, k, group in zip(counts, side, groups)])


def _differs(model, count, k: int, size: int):
    """A literal that implies ``count != k`` (``count``: one variable of a group of one, else a sum)."""
    if size == 1:
        return count.Not() if k else count
    lit = model.NewBoolVar("")
    model.Add(count != k).OnlyEnforceIf(lit)
    return lit


def _most_growth(part: Sequence[Buffer], room: Room) -> dict[Lifetime, int]:
    """Lifetime -> the least room any section of it spares (where positive): the most it may grow."""
    most: dict[Lifetime, int] = {}
    for b in part:
        lifetime = (b.start, b.end)
        if lifetime not in most:
            least = min((room.spare[k] for k in room.span(*lifetime)), default=0)
            if least > 0:
                most[lifetime] = least
    return most


def _growth(inside: dict, part: Sequence[Buffer], indices) -> list:
    """The band's growth of the lifetimes among ``indices`` that start (or end) here, each once."""
    seen = sorted({(part[i].start, part[i].end) for i in indices})
    return [inside[lt] for lt in seen if lt in inside]


def _running(model, previous, plus: list, minus: list, top: int, name: str):
    """``previous + sum(plus) - sum(minus)`` as a new variable in ``[0, top]`` (one per section keeps
    the model linear in size), or ``previous`` itself when nothing changes."""
    if not plus and not minus:
        return previous
    var = model.NewIntVar(0, top, name)
    model.Add(var == previous + sum(plus) - sum(minus))
    return var


def _solver(cp_model, seconds: float, deadline: Deadline, work: Work | None = None):
    """One worker (deterministic), at most ``seconds`` of deterministic time and what ``work`` has
    left (None when nothing is left), never past the deadline. No other wall-clock cap: one
    would make the answer depend on the machine's load."""
    if work is not None:
        seconds = min(seconds, work.left)
        if seconds <= 1e-3:
            return None
    solver = solvers.cp_solver(cp_model)
    solver.parameters.num_workers = 1
    solver.parameters.max_deterministic_time = seconds
    solver.parameters.max_time_in_seconds = max(min(deadline.left(), 1e6), 0.01)
    return solver


def _solve(solver, model, work: Work | None):
    """``solver.Solve(model)``, its deterministic time spent from ``work``."""
    status = solvers.cp_solve(solver, model)
    if work is not None:
        work.spend(solver.deterministic_time)
    return status


TIGHT_SHARE = 0.9  # of a part's span loaded to 99% of the capacity: where bands are worth trying
TIGHT_LOAD = 0.99


def is_tight(part: Sequence[Buffer], capacity: int) -> bool:
    """Whether the part is loaded to within 1% of ``capacity`` over most of its span, or wastes
    less than 1% of the ``capacity`` x span rectangle.

    Bands are a strategy for tight packings; where sections have room to spare
    (MiniMalloc's challenging set wastes 2-40%) subsets that fit a band abound
    and lead nowhere, and the time is better spent searching. A perfect
    packing with a few buffers shrunk leaves a little room in most sections:
    tight too (bands fill it by growing buffers, see :func:`inflation`).
    """
    room = Room.of(part, capacity)
    if room is None or not room.spare:
        return False
    span = room.ticks[-1] - room.ticks[0]
    full = sum(room.ticks[k + 1] - room.ticks[k] for k, r in enumerate(room.spare)
               if r <= (1 - TIGHT_LOAD) * capacity)
    return full >= TIGHT_SHARE * span or room.wasted <= (1 - TIGHT_LOAD) * capacity * span


RETRIES = 6  # band splits whose halves could not be planned, replaced by another split (per decomposition)
RETRY_PART = 400  # in parts this small always (while retries are left); in larger ones only if cheap (_can_retry)


# the smallest bands first, then the most even that keep lifetimes whole, then the most even
PASSES = (BandChoice(), BandChoice(even=True), BandChoice(even=True, keep_lifetimes=False))


@dataclass
class _Decomposition:
    """What the levels of one decomposition share."""

    search: Search
    deadline: Deadline
    work: Work | None
    fewest: bool  # the growth guess (:func:`inflation`)
    choice: BandChoice
    planned: dict[tuple[frozenset[int], int], dict[int, int]]  # shared by the passes: see _plan_part
    retries: int = RETRIES  # failed band splits that may still be replaced by another
    given_up: bool = False  # by :func:`cannot_finish`


def plan_in_bands(part: Sequence[Buffer], capacity: int, search: Search, deadline: Deadline,
                  fewest: bool = True, work: Work | None = None) -> dict[int, int] | None:
    """Offsets (by id) of ``part`` within ``capacity``, split into cut-line parts and bands; None if not found.

    ``search`` plans what does not split (it may fail: None). A band split
    whose halves cannot be planned is replaced by another split of the same
    part, up to RETRIES times in all: the guesses of growth and the choice
    among equally small bands are where a decomposition goes wrong, and a
    wrong split is usually found out a level or two below it (a flat subset
    need not be a packing of its own: a 2,000-buffer dissection's 1,275-buffer
    part took a flat band of 609 with no flat subset and no plan, issue 27).
    ``work``: the budget CP-SAT's band models spend (the caller's searches
    should spend it too).

    When every retry failed, the decomposition starts again with other bands
    (PASSES): the most even that keep lifetimes whole, then the most even of
    all. The smallest are often a coincidence that the rest of the part does
    not survive, and even splits make few levels whose halves are mostly
    whole bands; but a dissection's true cut may split a lifetime (thin
    buffers cut off at the same tick in rectangles on either side of it), so
    the last pass lets it. On fresh 2,000-buffer dissections
    (``experiments/s49/bands_fresh.py``, seeds 1-250) the first two passes
    left 2 unplanned and the third plans both; in place of the second it
    fails on two that the second plans. Not first: on a tight
    packing's part filled by guessed growth, the even model found no band in
    5 s of CP-SAT where the smallest is found in 0.03 s. Not after a
    decomposition given up as a slow peel (:func:`cannot_finish`), nor one
    whose retries the work could not pay for: the caller's search needs
    what is left.
    """
    planned: dict[tuple[frozenset[int], int], dict[int, int]] = {}
    for choice in PASSES:
        decomposition = _Decomposition(search, deadline, work, fewest, choice, planned)
        found = _plan_in_bands(part, capacity, decomposition, 0)
        if found is not None or decomposition.given_up or decomposition.retries > 0 or deadline.expired():
            return found
    return None


def _plan_in_bands(part: Sequence[Buffer], capacity: int, decomposition: _Decomposition,
                   depth: int) -> dict[int, int] | None:
    """:func:`plan_in_bands` at ``depth`` levels below the whole part."""
    offsets: dict[int, int] = {}
    pieces = split_at_cut_lines(part)
    for idx in pieces:
        sub = [part[i] for i in idx]
        # a piece cut off by a cut line is a problem of its own: searched if it does not split
        found = _plan_part(sub, capacity, decomposition, depth if len(pieces) == 1 else depth + 1)
        if found is None:
            return None
        offsets.update(found)
    for b in part:
        offsets.setdefault(b.id, 0)  # never-live buffers: anywhere
    return offsets


def _plan_part(part: list[Buffer], capacity: int, decomposition: _Decomposition,
               depth: int) -> dict[int, int] | None:
    """A part within ``capacity``: split into two bands, or searched whole if it does not split.

    A part planned once is not planned again (a plan of it is a plan, however
    found): a split that fails, and the next pass, meet many of the same parts
    below it.
    """
    key = (frozenset(b.id for b in part), capacity)
    if (known := decomposition.planned.get(key)) is not None:
        return dict(known)
    found = _split_or_search(part, capacity, decomposition, depth)
    if found is not None:
        decomposition.planned[key] = dict(found)
    return found


def _split_or_search(part: list[Buffer], capacity: int, decomposition: _Decomposition,
                     depth: int) -> dict[int, int] | None:
    """:func:`_plan_part` for a part not planned before.

    At the top (``depth`` 0) a part that does not split is not searched: the
    caller's own search does that better. A band split whose halves cannot be
    planned is replaced by another while retries are left, in a part of more
    than RETRY_PART buffers only if the work pays for all of them at what the
    failed split cost (another split of the same part costs about as much:
    the work of all the levels below it), and then fails without searching
    the part whole for the same reason. Nor is a part of more than RETRY_PART
    buffers that does not split searched while retries are left: in a tight
    packing it is most likely the rest of a wrong split above it (a
    2,000-buffer dissection's rest of 1,223 buffers had no band, and eight
    whole searches of such rests, each out of time, spent the searches'
    whole budget before the right split came, issue 27).
    """
    d = decomposition
    if len(part) < MIN_BAND_PART or d.deadline.expired():
        return d.search(part, capacity) if depth > 0 else None
    tried: list[list[int]] = []
    while True:
        spent = 0.0 if d.work is None else d.work.used
        found = band_subset(part, capacity, d.deadline, d.fewest, tried, work=d.work, choice=d.choice)
        if found is None:
            if len(part) > RETRY_PART and d.retries > 0:
                return None  # a wrong split's rest, likelier than a part the search plans whole
            return d.search(part, capacity) if depth > 0 and not tried else None
        chosen, y = found
        if d.work is not None and cannot_finish(len(part), len(chosen), d.work.used - spent, d.work.left):
            d.given_up = True  # no other split of it fares better
            return None
        planned = _plan_split(part, capacity, chosen, y, d, depth)
        if planned is not None or d.given_up or d.retries <= 0 or d.deadline.expired() or \
                len(part) > RETRY_PART and not _can_retry(d.work, spent, d.retries):
            return planned
        d.retries -= 1
        tried.append(chosen)


def _can_retry(work: Work | None, before: float, retries: int) -> bool:
    """Whether ``work`` pays for ``retries`` more splits at what was spent on one since it had ``before``
    used: what another split of the same part is likely to cost.

    A dissection's wrong band in a 1,275-buffer part cost 0.1 s of work and the next split
    planned it; in a tight packing with room to spare a 456-buffer part's splits cost 12 s of
    CP-SAT each, and retrying them there ate the work its other growth guess needed (by which
    it is planned at once)."""
    return work is None or (work.used - before) * retries <= work.left


def cannot_finish(n: int, band: int, cost: float, left: float) -> bool:
    """Whether a decomposition that split ``band`` of ``n`` buffers off a part, at a ``cost`` of
    CP-SAT work, would need more than the ``left`` of its budget to split the part all the way down.

    Peeling ``k`` buffers off at a time takes about ``n / k`` splits of a part of this size
    (``k`` the smaller side), each costing about as much as this one. Where a packing is not
    made of bands (a simulated allocator's re-split gaps: issue 27), the smallest bands are
    chains of a few equal buffers one after the other, found by a model that runs to its time
    limit; peeling them one model at a time (5 of 1,000 buffers per 2 s of CP-SAT) eats the
    whole deadline and leaves nothing for the search, which does better on such parts
    (1.0049 against the greedy 1.0430 at 60 s). Perfect packings split in big pieces or
    cheaply (a 2,000-buffer dissection: 133 splits, 0.1 s of CP-SAT in all), so they go on.
    Only a *peel* is projected so (the smaller side at most PEEL_SHARE of the part): after a
    more even split the parts shrink and later models cost far less than this one (a tight
    packing's 448-buffer part split 103 off for 9.4 s of CP-SAT and was planned within 8 s more).
    A strategy, not a proof: giving up only hands the part to the caller's search.
    """
    smaller = min(band, n - band)
    return 0 < smaller <= PEEL_SHARE * n and cost * n / smaller > left


PEEL_SHARE = 0.05


def _plan_split(part: list[Buffer], capacity: int, chosen: list[int], y: int, decomposition: _Decomposition,
                depth: int) -> dict[int, int] | None:
    """The band ``chosen`` of height ``y`` and the rest planned each on its own, stacked; None if either fails."""
    band = [part[i] for i in chosen]
    inside = set(chosen)
    rest = [b for i, b in enumerate(part) if i not in inside]
    if max_load(band) > y or max_load(rest) > capacity - y:  # cannot happen: the model says so
        return None
    # the band at the bottom, the rest above it, if alignment allows; else the other way round
    if all(y % b.alignment == 0 for b in rest):
        low, high, shift = band, rest, y
        low_cap, high_cap = y, capacity - y
    elif all((capacity - y) % b.alignment == 0 for b in band):
        low, high, shift = rest, band, capacity - y
        low_cap, high_cap = capacity - y, y
    else:
        return None
    below = _plan_in_bands(low, low_cap, decomposition, depth + 1)
    above = _plan_in_bands(high, high_cap, decomposition, depth + 1) if below is not None else None
    if below is None or above is None:
        return None
    below.update({bid: off + shift for bid, off in above.items()})
    return below
