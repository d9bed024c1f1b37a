"""Sizes that are only known at run time: polynomials over named symbols.

A dynamic buffer's size is a sum of products of symbols (a batch size, a sequence
length, an index argument) and integer constants, e.g. ``4*seq^2 + 256*seq``. A
:class:`Poly` keeps it normalised: monomials sorted, like terms added, zero terms
dropped, so two computations of the same size compare equal however the program
wrote them (``(n * 4) * 32`` and ``128 * n``).

Symbols are plain names. What a name stands for (a dimension of an argument, an
index argument, ``max(n, 4)``) is the caller's business: the planning core only
adds, multiplies, compares and evaluates.

Comparisons are made for *non-negative* symbols, the only values a size can be
built from: ``p`` dominates ``q`` when every coefficient of ``p - q`` is
non-negative, so ``p >= q`` for every assignment of non-negative values. Callers
that cannot guarantee non-negative symbols check them at run time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import groupby

Monomial = tuple[str, ...]  # sorted symbol names, repeated for powers; () is the constant term


def _normalise(pairs: Iterable[tuple[Monomial, int]]) -> tuple[tuple[Monomial, int], ...]:
    acc: dict[Monomial, int] = {}
    for mono, coeff in pairs:
        acc[mono] = acc.get(mono, 0) + coeff
    return tuple(sorted(((m, c) for m, c in acc.items() if c), key=lambda t: (-len(t[0]), t[0])))


@dataclass(frozen=True, slots=True)
class Poly:
    """An integer polynomial in named symbols, in normal form (see the module doc).

    Build with :meth:`const` and :meth:`symbol` and the operators ``+ - *``.
    """

    terms: tuple[tuple[Monomial, int], ...] = ()

    # -- construction ----------------------------------------------------------------------
    @staticmethod
    def const(value: int) -> Poly:
        return Poly(((((), int(value)),))) if value else Poly()

    @staticmethod
    def symbol(name: str) -> Poly:
        return Poly((((name,), 1),))

    @staticmethod
    def of(value: Poly | int) -> Poly:
        return value if isinstance(value, Poly) else Poly.const(value)

    # -- arithmetic -------------------------------------------------------------------------
    def __add__(self, other: Poly | int) -> Poly:
        return Poly(_normalise((*self.terms, *Poly.of(other).terms)))

    __radd__ = __add__

    def __neg__(self) -> Poly:
        return Poly(tuple((m, -c) for m, c in self.terms))

    def __sub__(self, other: Poly | int) -> Poly:
        return self + (-Poly.of(other))

    def __rsub__(self, other: Poly | int) -> Poly:
        return Poly.of(other) - self

    def __mul__(self, other: Poly | int) -> Poly:
        other = Poly.of(other)
        return Poly(_normalise((tuple(sorted(a + b)), ca * cb) for a, ca in self.terms for b, cb in other.terms))

    __rmul__ = __mul__

    # -- inspection ----------------------------------------------------------------------------
    @property
    def constant(self) -> int:
        """The constant term."""
        return next((c for m, c in self.terms if not m), 0)

    @property
    def is_constant(self) -> bool:
        return all(not m for m, _ in self.terms)

    @property
    def symbols(self) -> frozenset[str]:
        return frozenset(s for m, _ in self.terms for s in m)

    @property
    def degree(self) -> int:
        return max((len(m) for m, _ in self.terms), default=0)

    def coefficients(self) -> list[int]:
        return [c for _, c in self.terms]

    def symbolic_terms(self) -> list[tuple[Monomial, int]]:
        return [(m, c) for m, c in self.terms if m]

    def evaluate(self, env: Mapping[str, int]) -> int:
        """The value for the symbols' values in ``env`` (exact integers, no wrap-around)."""
        total = 0
        for mono, coeff in self.terms:
            v = coeff
            for s in mono:
                v *= env[s]
            total += v
        return total

    # -- order, for non-negative symbols --------------------------------------------------------
    def is_nonnegative(self) -> bool:
        """``self >= 0`` for every non-negative value of the symbols (all coefficients >= 0)."""
        return all(c >= 0 for _, c in self.terms)

    def dominates(self, other: Poly | int) -> bool:
        """``self >= other`` for every non-negative value of the symbols (a sufficient test)."""
        return (self - other).is_nonnegative()

    def minimum(self) -> int | None:
        """The least value over non-negative symbols when it is the constant term (all other
        coefficients >= 0), else None (unbounded below or not at zero)."""
        return self.constant if all(c >= 0 for m, c in self.terms if m) else None

    def interval(self, box: Mapping[str, tuple[int, int | None]]) -> tuple[int | None, int | None]:
        """Bounds of the value when each symbol ``s`` lies in ``box[s] = (lo, hi)`` (``hi`` None:
        unbounded above; every ``lo`` must be >= 0). Interval arithmetic, exact for each term."""
        lo_total: int | None = 0
        hi_total: int | None = 0
        for mono, coeff in self.terms:
            lo, hi = coeff, coeff
            for s in mono:
                s_lo, s_hi = box[s]
                lo, hi = _interval_mul(lo, hi, s_lo, s_hi)
            lo_total = None if lo_total is None or lo is None else lo_total + lo
            hi_total = None if hi_total is None or hi is None else hi_total + hi
        return lo_total, hi_total

    # -- alignment -------------------------------------------------------------------------------
    def align_up(self, alignment: int) -> Poly | None:
        """``align_up(self, alignment)`` as a polynomial when it is one for every value: when
        every symbolic coefficient is a multiple of ``alignment`` (only the constant moves)."""
        if alignment <= 1:
            return self
        if any(c % alignment for m, c in self.terms if m):
            return None
        c = self.constant
        return self + (-(-c // alignment) * alignment - c)

    # -- printing ----------------------------------------------------------------------------------
    def __str__(self) -> str:
        if not self.terms:
            return "0"
        out = ""
        for mono, coeff in self.terms:
            body = _monomial_text(mono)
            magnitude = abs(coeff)
            text = str(magnitude) if not body else body if magnitude == 1 else f"{magnitude}*{body}"
            if not out:
                out = ("-" if coeff < 0 else "") + text
            else:
                out += (" - " if coeff < 0 else " + ") + text
        return out

    def __repr__(self) -> str:
        return f"Poly({self})"


def _monomial_text(mono: Monomial) -> str:
    return "*".join(name if len(group) == 1 else f"{name}^{len(group)}"
                    for name, group in ((n, list(g)) for n, g in groupby(mono)))


def _interval_mul(a_lo: int | None, a_hi: int | None, b_lo: int, b_hi: int | None) -> tuple[int | None, int | None]:
    """[a_lo, a_hi] * [b_lo, b_hi] with b_lo >= 0; None stands for -inf (lo) or +inf (hi)."""
    if b_hi is None:  # b in [b_lo, inf)
        lo = None if a_lo is None or a_lo < 0 else a_lo * b_lo
        hi = None if a_hi is None or a_hi > 0 else a_hi * b_lo
        return lo, hi
    lo = None if a_lo is None else min(a_lo * b_lo, a_lo * b_hi)
    hi = None if a_hi is None else max(a_hi * b_lo, a_hi * b_hi)
    return lo, hi


# -- maxima of polynomials --------------------------------------------------------------------

def prune_dominated(polys: Iterable[Poly]) -> tuple[Poly, ...]:
    """The polynomials none of the others dominates (duplicates once), in a stable order:
    ``max`` of the result equals ``max`` of the input for every non-negative assignment."""
    kept: list[Poly] = []
    for p in polys:
        if any(k.dominates(p) for k in kept):
            continue
        kept = [k for k in kept if not p.dominates(k)]
        kept.append(p)
    return tuple(sorted(kept, key=str))


def max_text(polys: Iterable[Poly]) -> str:
    polys = tuple(polys)
    if len(polys) == 1:
        return str(polys[0])
    return "max(" + ", ".join(str(p) for p in polys) + ")"


def parse_symbol_values(text: str) -> dict[str, int]:
    """``"batch=4,seq=128"`` -> ``{"batch": 4, "seq": 128}`` (names may hold ``%``, ``.``, ``=``:
    each item splits at its last ``=``). Raises ValueError on a malformed item."""
    values: dict[str, int] = {}
    for item in (part.strip() for part in text.split(",")):
        name, sep, number = item.rpartition("=")
        if not sep or not name.strip():
            raise ValueError(f"expected NAME=VALUE, got '{item}'")
        try:
            value = int(number.strip())
        except ValueError:
            raise ValueError(f"expected an integer value in '{item}'") from None
        values[name.strip()] = value
    return values


__all__ = ["Poly", "Monomial", "prune_dominated", "max_text", "parse_symbol_values"]
