"""Sizes of dynamic allocations as polynomials over a function's index values.

A ``memref.alloc(%n) : memref<?x32xf32>`` takes ``128 * n`` bytes, where ``n`` is whatever
``%n`` is. This module follows ``%n`` back through the pure integer arithmetic that
computed it (``arith`` add/sub/mul, casts between ``index`` and ``i64``, ``affine.apply``,
``memref.dim``/``tensor.dim`` through views and reshapes) down to *atoms*, values it treats
as symbols:

- ``argument``: an ``index`` or ``i64`` argument of the function (``%arg2``);
- ``dim``: a dynamic dimension of a shaped argument (``%arg0.d0``), always >= 0;
- ``function``: ``max``/``min``/division/remainder of polynomials, e.g.
  ``ceildivsi(%arg0.d1, 2)``: pure, never trapping (divisors are non-zero constants), so
  the rewrite may compute them again at the start of a scope;
- ``value``: any other integer SSA value; usable only in scopes it dominates (a value
  computed before an ``scf.forall`` serves allocations inside it).

The result is normalised (:class:`~memplan.core.symbolic.Poly`), so the same size written
two ways is one polynomial, and ``select``/``cmpi`` chains that torch-mlir emits for
broadcasts and reshapes fold when the comparison holds for every non-negative value.

Programs can name symbols and bound them: an argument attribute
``memplan.dims = [{name = "batch", max = 64 : i64}, {}]`` on a shaped argument (one
dictionary per dimension) or ``memplan.symbol = {name = "seq", max = 512 : i64}`` on an
integer argument. Sources sharing a name are one symbol; the rewrite checks at run time
that they agree. ``min`` is accepted and kept for reports; only ``max`` matters for safety.

Everything here is sound for non-negative atoms; the rewrite checks at run time every atom
not known to be non-negative (an ``index`` argument can be anything the caller passes).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mlir import ir

from memplan.core.symbolic import Poly
from memplan.diagnostics import MemplanError
from memplan.mlir import op_records as rec
from memplan.mlir import op_semantics as sem
from memplan.mlir.layout import element_layout, is_identity_layout
from memplan.mlir.naming import value_input_name
from memplan.mlir.parsing import constant_int

DYNAMIC = ir.ShapedType.get_dynamic_size() if hasattr(ir.ShapedType, "get_dynamic_size") else -(1 << 63)

DIMS_ATTR = "memplan.dims"
SYMBOL_ATTR = "memplan.symbol"

# arith.cmpi predicates, by their enum value
_CMP = {0: "eq", 1: "ne", 2: "slt", 3: "sle", 4: "sgt", 5: "sge", 6: "ult", 7: "ule", 8: "ugt", 9: "uge"}
# Functions the rewrite re-emits at a scope's start: pure, and never trapping with a
# non-zero constant divisor. Evaluated on 64-bit values as arith defines them. Which ops
# compute them (and add, multiply, cast) their records say (``OpRecord.arithmetic``).
FUNCTIONS = ("maxsi", "minsi", "maxui", "minui", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi")


@dataclass
class Atom:
    """A symbol of the size polynomials, and how to compute it again at run time."""

    name: str
    kind: str  # "argument" | "dim" | "function" | "value"
    value: ir.Value | None = None  # argument / value: the SSA value; dim: the shaped argument
    dim: int = 0  # dim: which dimension
    function: str = ""  # function: one of FUNCTIONS
    operands: tuple[Poly, ...] = ()  # function: its operands
    known_nonnegative: bool = False  # no run-time check needed (dimensions; provable functions)
    bound: int | None = None  # largest value, when known (annotation, option, or arithmetic)
    minimum: int | None = None  # declared minimum (reports only)
    equal_to: list[tuple[ir.Value, int | None]] = field(default_factory=list)  # other sources of a named symbol
    printed: str = ""  # the name as memplan's output prints it (%arg0), when that differs from the input's
    why: str = ""  # value: why it is not expressed through other atoms

    def sources(self) -> list[tuple[ir.Value, int | None]]:
        """Every (value, dim) that stands for this symbol (dim None: the value itself)."""
        first = (self.value, self.dim if self.kind == "dim" else None)
        return [first, *self.equal_to]


class Unexpressible(Exception):
    """A size that is not a polynomial over atoms available where it is needed."""


class SymbolTable:
    """The atoms of one function, in creation order (a function atom after its operands')."""

    def __init__(self) -> None:
        self.atoms: dict[str, Atom] = {}
        self._by_key: dict[object, str] = {}

    def __iter__(self):
        return iter(self.atoms.values())

    def __getitem__(self, name: str) -> Atom:
        return self.atoms[name]

    def add(self, key: object, atom: Atom) -> Atom:
        name, n = atom.name, 1
        while name in self.atoms:
            n += 1
            name = f"{atom.name}#{n}"
        atom.name = name
        self.atoms[name] = atom
        self._by_key[key] = name
        return atom

    def lookup(self, key: object) -> Atom | None:
        name = self._by_key.get(key)
        return None if name is None else self.atoms[name]

    def alias(self, key: object, name: str) -> None:
        self._by_key[key] = name

    # -- values ------------------------------------------------------------------------------------
    def closure(self, names: set[str] | frozenset[str]) -> list[Atom]:
        """The atoms ``names`` need, operands of functions first (creation order)."""
        needed = set(names)
        for atom in reversed(list(self.atoms.values())):
            if atom.name in needed and atom.kind == "function":
                for p in atom.operands:
                    needed |= p.symbols
        return [a for a in self.atoms.values() if a.name in needed]

    def base_atoms(self, names: set[str] | frozenset[str]) -> list[Atom]:
        """The atoms a caller gives values to (everything but functions) behind ``names``."""
        return [a for a in self.closure(names) if a.kind != "function"]

    def environment(self, base: Mapping[str, int], names: set[str] | frozenset[str]) -> dict[str, int]:
        """Values of every atom behind ``names``: functions computed from ``base`` as arith does."""
        env = dict(base)
        for atom in self.closure(names):
            if atom.kind == "function":
                env[atom.name] = evaluate_function(atom.function, [p.evaluate(env) for p in atom.operands])
            elif atom.name not in env:
                raise KeyError(atom.name)
        return env

    def box(self, names: set[str] | frozenset[str],
            bounds: Mapping[str, int] | None = None) -> dict[str, tuple[int, int | None]]:
        """Each atom's range [0, bound]: base atoms' bounds from ``bounds`` (default: their own),
        functions' by interval arithmetic on their operands (``min(n, 64) <= 64``)."""
        box: dict[str, tuple[int, int | None]] = {}
        for atom in self.closure(names):
            if atom.kind == "function":
                hi = function_bound(atom.function, [p.interval(box) for p in atom.operands])
            else:
                hi = atom.bound if bounds is None else bounds.get(atom.name)
            box[atom.name] = (0, hi)
        return box


def evaluate_function(name: str, args: list[int]) -> int:
    """``name`` on 64-bit values (signed or unsigned as arith's op says), for Python-side values."""
    a, b = args
    if name in ("maxsi", "minsi"):
        return max(a, b) if name == "maxsi" else min(a, b)
    if name in ("maxui", "minui"):
        ua, ub = a % (1 << 64), b % (1 << 64)
        pick = max(ua, ub) if name == "maxui" else min(ua, ub)
        return a if pick == ua else b
    if name == "divsi":
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b > 0) else -q
    if name == "divui":
        return (a % (1 << 64)) // (b % (1 << 64))
    if name == "ceildivsi":
        return -((-a) // b)
    if name == "ceildivui":
        return -(-(a % (1 << 64)) // (b % (1 << 64)))
    if name == "floordivsi":
        return a // b
    raise ValueError(f"unknown function {name}")


def function_bound(name: str, intervals: list[tuple[int | None, int | None]]) -> int | None:
    """An upper bound of ``name`` on operands in these intervals (``arith`` range facts)."""
    (a_lo, a_hi), (b_lo, b_hi) = intervals
    if name in ("minsi", "minui"):
        if name == "minui" and ((a_lo is None or a_lo < 0) or (b_lo is None or b_lo < 0)):
            return None
        his = [h for h in (a_hi, b_hi) if h is not None]
        return min(his) if his else None
    if name in ("maxsi", "maxui"):
        if name == "maxui" and ((a_lo is None or a_lo < 0) or (b_lo is None or b_lo < 0)):
            return None
        return None if a_hi is None or b_hi is None else max(a_hi, b_hi)
    # divisions by a positive constant divisor (the only ones made into functions)
    if a_hi is None or b_lo is None or b_lo <= 0 or a_lo is None or a_lo < 0:
        return None
    return -(-a_hi // b_lo) if name.startswith("ceil") else a_hi // b_lo


def function_lower(name: str, intervals: list[tuple[int | None, int | None]]) -> int | None:
    """A lower bound of ``name`` on these intervals, when easy (None: unknown)."""
    (a_lo, _), (b_lo, _) = intervals
    if name in ("maxsi",):
        los = [x for x in (a_lo, b_lo) if x is not None]
        return max(los) if los else None
    if name in ("minsi",):
        return None if a_lo is None or b_lo is None else min(a_lo, b_lo)
    if name in ("divsi", "divui", "ceildivsi", "ceildivui", "floordivsi"):
        return 0 if a_lo is not None and a_lo >= 0 and b_lo is not None and b_lo > 0 else None
    return None


class SizeAnalysis:
    """Size polynomials of a function's dynamic allocations (see the module doc)."""

    def __init__(self, func_op: ir.Operation, asm: ir.AsmState | None = None):
        self.func = func_op
        self.entry = func_op.regions[0].blocks[0]
        self.symbols = SymbolTable()
        self._memo: dict[object, Poly | str] = {}
        self._asm = asm
        self._declare_annotated()

    # -- public ------------------------------------------------------------------------------------
    def alloc_bytes(self, alloc: ir.Operation, scope: ir.Operation) -> Poly | str:
        """Bytes ``alloc`` takes as a polynomial usable at the start of ``scope``, or why not."""
        t = ir.MemRefType(alloc.results[0].type)
        layout = element_layout(t.element_type)
        if isinstance(layout, str):
            return layout
        if not is_identity_layout(t):
            return f"layout {t.layout} with a dynamic shape"
        size = Poly.const(layout.size)
        dynamic = iter(_dynamic_size_operands(alloc))
        for d in t.shape:
            if d == DYNAMIC:
                value = next(dynamic)
                dim = self.express(value)
                if isinstance(dim, str):
                    return dim
                size = size * dim
            else:
                size = size * d
        missing = self.unavailable(size, scope)
        if missing is not None:
            return missing
        return size

    def express(self, value: ir.Value) -> Poly | str:
        """``value`` (an integer) as a polynomial over atoms, or why it is none."""
        return self._solve(("v", value))

    def dim(self, shaped: ir.Value, k: int) -> Poly | str:
        return self._solve(("d", shaped, k))

    def unavailable(self, p: Poly, scope: ir.Operation) -> str | None:
        """Why some atom of ``p`` cannot be computed at the start of ``scope`` (None: all can)."""
        for atom in self.symbols.closure(p.symbols):
            if atom.kind == "value" and not self._dominates_start(atom.value, scope):
                because = f" ({atom.why})" if atom.why else ""
                return (f"its size depends on {atom.name}, which is computed after the start of its allocation "
                        f"scope{because}")
        return None

    def name_of(self, value: ir.Value) -> str:
        """The name the input gave ``value`` where the input text is known, else the printed one."""
        given = value_input_name(value)
        return given if given is not None else self.printed_name_of(value)

    def printed_name_of(self, value: ir.Value) -> str:
        if self._asm is None:
            self._asm = ir.AsmState(self.func)
        return value.get_name(self._asm)

    # -- solving without recursion ---------------------------------------------------------------
    def _solve(self, node: tuple) -> Poly | str:
        stack = [node]
        while stack:
            top = stack[-1]
            if top in self._memo:
                stack.pop()
                continue
            needs = [n for n in self._needs(top) if n not in self._memo]
            if needs:
                stack.extend(needs)
                continue
            try:
                self._memo[top] = self._compute(top)
            except Unexpressible as e:
                self._memo[top] = str(e)
            stack.pop()
        return self._memo[node]

    def _get(self, node: tuple) -> Poly:
        found = self._memo[node]
        if isinstance(found, str):
            raise Unexpressible(found)
        return found

    def _needs(self, node: tuple) -> list[tuple]:
        """The nodes ``node``'s value is computed from (solved first)."""
        if node[0] == "d":
            return self._dim_needs(node[1], node[2])
        value = node[1]
        if isinstance(value, ir.BlockArgument):
            return []
        op = value.owner.operation
        name = op.name
        if sem.semantics(op).arithmetic is not None:
            return [("v", v) for v in op.operands if _is_int(v.type)]
        if name == "arith.select":
            return [("v", v) for v in op.operands[1:]] + self._condition_needs(op.operands[0])
        if name in ("arith.extui", "arith.extsi") and _is_i1(op.operands[0].type):
            return self._condition_needs(op.operands[0])
        if name == "affine.apply":
            return [("v", v) for v in op.operands]
        if name in ("memref.dim", "tensor.dim"):
            k = constant_int(op.operands[1])
            return [] if k is None else [("d", op.operands[0], k)]
        if name in _FLOAT_TO_INT and _round_trip_source(op) is not None:
            return [("v", _round_trip_source(op))]
        return []

    def _condition_needs(self, cond: ir.Value) -> list[tuple]:
        if isinstance(cond, ir.BlockArgument) or cond.owner.operation.name != "arith.cmpi":
            return []
        return [("v", v) for v in cond.owner.operation.operands]

    def _compute(self, node: tuple) -> Poly:
        if node[0] == "d":
            return self._compute_dim(node[1], node[2])
        value = node[1]
        if not _is_int(value.type):
            raise Unexpressible(f"{self.name_of(value)} is not an integer")
        if isinstance(value, ir.BlockArgument):
            return self._block_argument(value)
        op = value.owner.operation
        name = op.name
        if name == "arith.constant":
            return Poly.const(ir.IntegerAttr(op.attributes["value"]).value)
        arithmetic = sem.semantics(op).arithmetic
        if arithmetic is not None:
            return self._arithmetic(value, op, arithmetic)
        if name == "arith.select":
            decided = self._decide(op.operands[0])
            a, b = self._get(("v", op.operands[1])), self._get(("v", op.operands[2]))
            if decided is not None:
                return a if decided else b
            if a == b:
                return a
            return self._opaque(value, "it selects between two sizes on a condition known only at run time")
        if name in ("arith.extui", "arith.extsi") and _is_i1(op.operands[0].type):
            decided = self._decide(op.operands[0])
            if decided is None:
                return self._opaque(value, "it extends a condition known only at run time")
            return Poly.const(int(decided) if name == "arith.extui" else -int(decided))
        if name == "affine.apply":
            return self._affine(value, op)
        if name in _FLOAT_TO_INT and _round_trip_source(op) is not None:
            return self._round_trip(value, op)
        if name in ("memref.dim", "tensor.dim"):
            k = constant_int(op.operands[1])
            if k is None:
                return self._opaque(value, f"{name} of a dimension chosen at run time")
            found = self._memo.get(("d", op.operands[0], k))
            if isinstance(found, Poly):
                return found
            return self._opaque(value, found or "its dimension is not known")
        return self._opaque(value, f"it is the result of {name}")

    # -- atoms -----------------------------------------------------------------------------------------
    def _block_argument(self, arg: ir.BlockArgument) -> Poly:
        if arg.owner == self.entry:
            atom = self.symbols.lookup(("arg", arg))
            if atom is None:
                if not _is_wide(arg.type):
                    raise Unexpressible(f"{self.name_of(arg)} is a {arg.type} argument (only index and i64 "
                                        "arguments can be sizes)")
                atom = self.symbols.add(("arg", arg), Atom(self.name_of(arg), "argument", arg,
                                                           printed=self.printed_name_of(arg)))
            return Poly.symbol(atom.name)
        return self._opaque(arg, "it is a block argument")

    def _opaque(self, value: ir.Value, why: str) -> Poly:
        """``value`` itself as an atom: valid only where it dominates (checked per scope)."""
        if not _is_wide(value.type):
            raise Unexpressible(f"{self.name_of(value)} cannot be expressed: {why}")
        atom = self.symbols.lookup(("value", value))
        if atom is None:
            atom = self.symbols.add(("value", value), Atom(self.name_of(value), "value", value,
                                                           printed=self.printed_name_of(value), why=why))
        return Poly.symbol(atom.name)

    def _function(self, fn: str, operands: tuple[Poly, ...]) -> Poly:
        key = ("fn", fn, operands)
        atom = self.symbols.lookup(key)
        if atom is None:
            text = ", ".join(str(p) for p in operands)
            atom = self.symbols.add(key, Atom(f"{fn}({text})", "function", function=fn, operands=operands))
            box = self.symbols.box(frozenset(s for p in operands for s in p.symbols))
            lower = function_lower(fn, [p.interval(box) for p in operands])
            atom.known_nonnegative = lower is not None and lower >= 0
        return Poly.symbol(atom.name)

    def _declare_annotated(self) -> None:
        """Named and bounded symbols from ``memplan.dims`` / ``memplan.symbol`` argument attributes."""
        if "arg_attrs" not in self.func.attributes:
            return
        for i, (arg, attrs) in enumerate(zip(self.entry.arguments, ir.ArrayAttr(self.func.attributes["arg_attrs"]))):
            d = ir.DictAttr(attrs)
            if DIMS_ATTR in d:
                if not isinstance(arg.type, (ir.MemRefType, ir.RankedTensorType)):
                    self._bad(i, f"{DIMS_ATTR} is for shaped arguments; use {SYMBOL_ATTR} on an integer")
                specs = d[DIMS_ATTR]
                shape = list(ir.ShapedType(arg.type).shape)
                if not isinstance(specs, ir.ArrayAttr) or len(specs) != len(shape):
                    self._bad(i, f"{DIMS_ATTR} must be an array of {len(shape)} dictionaries, one per dimension")
                for k, spec in enumerate(specs):
                    if shape[k] == DYNAMIC:
                        self._declare(i, ("dim", arg, k), spec,
                                      lambda n, a=arg, k=k: Atom(n, "dim", a, dim=k, known_nonnegative=True))
                    elif not isinstance(spec, ir.DictAttr) or len(spec):
                        self._bad(i, f"dimension {k} is static ({shape[k]}): its entry in {DIMS_ATTR} must be {{}}")
            if SYMBOL_ATTR in d:
                if not _is_wide(arg.type):
                    self._bad(i, f"{SYMBOL_ATTR} is for index and i64 arguments, not {arg.type}")
                self._declare(i, ("arg", arg), d[SYMBOL_ATTR], lambda n, a=arg: Atom(n, "argument", a))

    def _bad(self, index: int, why: str):
        raise MemplanError(f"argument #{index} of @{ir.StringAttr(self.func.attributes['sym_name']).value}: {why}",
                           str(self.func.location))

    def _declare(self, index: int, key, spec: ir.Attribute, make) -> None:
        if not isinstance(spec, ir.DictAttr):
            self._bad(index, f"each entry of {DIMS_ATTR} / {SYMBOL_ATTR} must be a dictionary "
                             "{name = \"...\", min = N : i64, max = N : i64} (every key optional)")
        fields = {spec[j].name: spec[j].attr for j in range(len(spec))}
        unknown = sorted(set(fields) - {"name", "min", "max"})
        if unknown:
            self._bad(index, f"unknown key '{unknown[0]}' (keys: name, min, max)")
        if "name" in fields and not isinstance(fields["name"], ir.StringAttr):
            self._bad(index, "name must be a string")
        for bound in ("min", "max"):
            if bound in fields and not isinstance(fields[bound], ir.IntegerAttr):
                self._bad(index, f"{bound} must be an integer")
        name = ir.StringAttr(fields["name"]).value if "name" in fields else None
        bound = ir.IntegerAttr(fields["max"]).value if "max" in fields else None
        minimum = ir.IntegerAttr(fields["min"]).value if "min" in fields else None
        if bound is not None and bound < 0:
            self._bad(index, f"max = {bound} is negative")
        if name is not None and not name.strip():
            name = None
        if name and name in self.symbols.atoms:  # a second source of a named symbol
            atom = self.symbols[name]
            value, dim = key[1], (key[2] if key[0] == "dim" else None)
            atom.equal_to.append((value, dim))
            self.symbols.alias(key, name)
        else:
            atom = self.symbols.add(key, make(name or self._default_name(key)))
        if bound is not None:
            atom.bound = bound if atom.bound is None else min(atom.bound, bound)
        if minimum is not None:
            atom.minimum = minimum if atom.minimum is None else max(atom.minimum, minimum)

    def _default_name(self, key) -> str:
        if key[0] == "dim":
            return f"{self.name_of(key[1])}.d{key[2]}"
        return self.name_of(key[1])

    # -- arithmetic the analysis decides ------------------------------------------------------------------
    def _arithmetic(self, value: ir.Value, op: ir.Operation, arithmetic: rec.SizeArithmetic) -> Poly:
        """``value``, computed by ``op`` as its record's ``arithmetic`` says."""
        name, kind = op.name, arithmetic.kind
        if kind in (rec.ADD, rec.SUB, rec.MUL):
            if not _is_wide(value.type):
                return self._opaque(value, f"{name} on {value.type} wraps at its width")
            a, b = (self._get(("v", v)) for v in op.operands)
            return a + b if kind == rec.ADD else a - b if kind == rec.SUB else a * b
        if kind == rec.SAME:
            if _is_wide(op.operands[0].type) and _is_wide(value.type):
                return self._get(("v", op.operands[0]))
            return self._opaque(value, f"{name} from {op.operands[0].type} changes the value")
        if kind == rec.EXTREMUM:
            return self._extremum(value, arithmetic.function, *(self._get(("v", v)) for v in op.operands))
        return self._division(value, name, arithmetic, self._get(("v", op.operands[0])), op.operands[1])

    def _round_trip(self, value: ir.Value, op: ir.Operation) -> Poly:
        """An integer converted to a float, rounded, and back (torch-mlir's ``arange`` length:
        ``fptoui(ceil(sitofp(n)))``) is ``n`` wherever the float holds ``n`` exactly: every
        integer up to 2^p in magnitude, p the float's significand bits. Proven from the bounds of
        ``n``'s symbols; without such bounds the value stays an opaque size."""
        source = _round_trip_source(op)
        n = self._get(("v", source))
        if not _is_wide(value.type):
            return self._opaque(value, f"{op.name} to {value.type} may not hold every size")
        lo, hi = n.interval(self.symbols.box(frozenset(n.symbols)))
        limit = 1 << _SIGNIFICAND_BITS.get(str(op.operands[0].type), 0)
        low_ok = lo is not None and (lo >= 0 if op.name == "arith.fptoui" else lo >= -limit)
        if low_ok and hi is not None and hi <= limit:
            return n
        return self._opaque(value, f"it converts {self.name_of(source)} through {op.operands[0].type}, exact "
                                   f"only up to 2^{limit.bit_length() - 1}, and no bound keeps it there")

    def _extremum(self, value: ir.Value, fn: str, a: Poly, b: Poly) -> Poly:
        unsigned = fn.endswith("ui")
        if unsigned and not (a.is_nonnegative() and b.is_nonnegative()):
            return self._function(fn, (a, b))
        if a.dominates(b):
            return a if fn.startswith("max") else b
        if b.dominates(a):
            return b if fn.startswith("max") else a
        return self._function(fn, tuple(sorted((a, b), key=str)))

    def _division(self, value: ir.Value, name: str, arithmetic: rec.SizeArithmetic, a: Poly,
                  divisor: ir.Value) -> Poly:
        """A division or remainder (``arithmetic``) of ``a`` by ``divisor``, by op ``name``."""
        fn = arithmetic.function
        c = constant_int(divisor)
        if c is None or c == 0 or (c < 0 and not fn.endswith("si")):
            return self._opaque(value, f"{name} by a divisor known only at run time")
        if c < 0 or (fn.endswith("ui") and not a.is_nonnegative()):
            return self._opaque(value, f"{name} of values that may be negative")
        if arithmetic.kind == rec.REMAINDER:
            if all(k % c == 0 for k in a.coefficients()):
                return Poly()
            return a - c * self._function(fn, (a, Poly.const(c)))
        if all(k % c == 0 for k in a.coefficients()):  # exact: every rounding agrees
            return Poly(tuple((m, k // c) for m, k in a.terms))
        return self._function(fn, (a, Poly.const(c)))

    def _affine(self, value: ir.Value, op: ir.Operation) -> Poly:
        amap = ir.AffineMapAttr(op.attributes["map"]).value
        if len(amap.results) != 1:
            return self._opaque(value, "affine.apply with several results")
        operands = [self._get(("v", v)) for v in op.operands]
        dims, syms = operands[:amap.n_dims], operands[amap.n_dims:]
        return self._affine_expr(value, amap.results[0], dims, syms)

    def _affine_expr(self, value: ir.Value, e, dims: list[Poly], syms: list[Poly]) -> Poly:
        if isinstance(e, ir.AffineConstantExpr):
            return Poly.const(e.value)
        if isinstance(e, ir.AffineDimExpr):
            return dims[e.position]
        if isinstance(e, ir.AffineSymbolExpr):
            return syms[e.position]
        lhs = self._affine_expr(value, e.lhs, dims, syms)
        rhs = self._affine_expr(value, e.rhs, dims, syms)
        if isinstance(e, ir.AffineAddExpr):
            return lhs + rhs
        if isinstance(e, ir.AffineMulExpr):
            return lhs * rhs
        if not rhs.is_constant or rhs.constant <= 0:
            return self._opaque(value, "an affine division by a non-constant")
        c = rhs.constant
        exact = all(k % c == 0 for k in lhs.coefficients())
        if isinstance(e, ir.AffineModExpr):  # a mod c = a - c * floordiv(a, c), in [0, c)
            return Poly() if exact else lhs - c * self._function("floordivsi", (lhs, rhs))
        if exact:
            return Poly(tuple((m, k // c) for m, k in lhs.terms))
        fn = "floordivsi" if isinstance(e, ir.AffineFloorDivExpr) else "ceildivsi"
        return self._function(fn, (lhs, rhs))

    def _decide(self, cond: ir.Value) -> bool | None:
        """The value of an ``arith.cmpi`` for every non-negative value of the atoms, if fixed."""
        if isinstance(cond, ir.BlockArgument):
            return None
        op = cond.owner.operation
        if op.name == "arith.constant":
            return bool(ir.IntegerAttr(op.attributes["value"]).value)
        if op.name != "arith.cmpi":
            return None
        a, b = (self._memo.get(("v", v)) for v in op.operands)
        if not isinstance(a, Poly) or not isinstance(b, Poly):
            return None
        predicate = _CMP[ir.IntegerAttr(op.attributes["predicate"]).value]
        if predicate[0] == "u":
            if not (a.is_nonnegative() and b.is_nonnegative()):
                return None
            predicate = "s" + predicate[1:]
        d = a - b  # decide d <op> 0
        low = d.minimum()  # d >= low for every non-negative atom
        high = None if (-d).minimum() is None else -(-d).minimum()  # d <= high
        if predicate in ("eq", "ne"):
            if not d.terms:
                return predicate == "eq"
            if (low is not None and low > 0) or (high is not None and high < 0):
                return predicate == "ne"
            return None
        checks = {
            "slt": (high is not None and high < 0, low is not None and low >= 0),
            "sle": (high is not None and high <= 0, low is not None and low > 0),
            "sgt": (low is not None and low > 0, high is not None and high <= 0),
            "sge": (low is not None and low >= 0, high is not None and high < 0),
        }
        true, false = checks[predicate]
        return True if true else False if false else None

    # -- dimensions ----------------------------------------------------------------------------------------
    def _dim_needs(self, shaped: ir.Value, k: int) -> list[tuple]:
        if _static_dim(shaped, k) is not None or isinstance(shaped, ir.BlockArgument):
            return []
        op = shaped.owner.operation
        source = _shape_source(op)
        if source is not None:
            return [("d", source, k)]
        if op.name in ("memref.collapse_shape", "tensor.collapse_shape"):
            return [("d", op.operands[0], j) for j in _reassociation(op)[k]]
        if op.name in ("memref.reshape", "tensor.reshape"):
            element = self._shape_element(op.operands[1], k, op)
            return [] if element is None else [("v", element)]
        sizes = _sizes_for_result_dims(op)
        if sizes is not None:
            value = sizes.get(k)
            return [] if value is None else [("v", value)]
        return []

    def _compute_dim(self, shaped: ir.Value, k: int) -> Poly:
        static = _static_dim(shaped, k)
        if static is not None:
            return Poly.const(static)
        if isinstance(shaped, ir.BlockArgument):
            if shaped.owner != self.entry:
                raise Unexpressible(f"dimension {k} of {self.name_of(shaped)} (a block argument) is not known")
            atom = self.symbols.lookup(("dim", shaped, k))
            if atom is None:
                atom = self.symbols.add(("dim", shaped, k), Atom(f"{self.name_of(shaped)}.d{k}", "dim", shaped,
                                                                 dim=k, known_nonnegative=True,
                                                                 printed=f"{self.printed_name_of(shaped)}.d{k}"))
            return Poly.symbol(atom.name)
        op = shaped.owner.operation
        source = _shape_source(op)
        if source is not None:
            return self._get(("d", source, k))
        if op.name in ("memref.collapse_shape", "tensor.collapse_shape"):
            product = Poly.const(1)
            for j in _reassociation(op)[k]:
                product = product * self._get(("d", op.operands[0], j))
            return product
        if op.name in ("memref.reshape", "tensor.reshape"):
            element = self._shape_element(op.operands[1], k, op)
            if element is None:
                raise Unexpressible(f"dimension {k} of {self.name_of(shaped)} comes from a shape held in memory")
            return self._get(("v", element))
        sizes = _sizes_for_result_dims(op)
        if sizes is not None and k in sizes:
            return self._get(("v", sizes[k]))
        raise Unexpressible(f"dimension {k} of {self.name_of(shaped)} (result of {op.name}) is not known")

    def _shape_element(self, shape: ir.Value, k: int, reshape: ir.Operation) -> ir.Value | None:
        """The value at ``shape[k]`` when ``reshape`` reads it: the last store of it before the
        reshape in the same block, when the shape buffer is only stored to with constant indices
        (a bufferized ``tensor.from_elements``), or an element of ``tensor.from_elements``."""
        if isinstance(shape, ir.BlockArgument):
            return None
        op = shape.owner.operation
        if op.name == "tensor.from_elements":
            return op.operands[k] if k < len(op.operands) else None
        if op.name not in ("memref.alloc", "memref.alloca"):
            return None
        last = None
        for use in shape.uses:
            user = use.owner
            if user.name == "memref.store" and use.operand_number == 1 and len(user.operands) == 3:
                if user.block != reshape.block:
                    return None
                index = constant_int(user.operands[2])
                if index is None:
                    return None
                if index == k and user.is_before_in_block(reshape) and (last is None or last.is_before_in_block(user)):
                    last = user
            elif user.name in ("memref.reshape", "memref.dealloc") or user == reshape:
                continue
            else:
                return None  # read or written elsewhere: not a plain shape buffer
        return None if last is None else last.operands[0]

    # -- dominance of a scope's start ------------------------------------------------------------
    def _dominates_start(self, value: ir.Value, scope: ir.Operation) -> bool:
        """Whether ``value`` is defined before the first op of ``scope``'s body runs."""
        body = scope.regions[0].blocks[0]
        if isinstance(value, ir.BlockArgument) and value.owner == body:
            return True
        current = scope
        while current is not None and current != self.func:
            block = current.block
            if isinstance(value, ir.BlockArgument):
                if value.owner == block:
                    return True
            elif value.owner.operation.block == block:
                return value.owner.operation.is_before_in_block(current)
            current = current.parent
        return False


# -- helpers ----------------------------------------------------------------------------------------

_FLOAT_TO_INT = ("arith.fptoui", "arith.fptosi")
_INT_TO_FLOAT = ("arith.sitofp", "arith.uitofp")
_ROUNDINGS = ("math.ceil", "math.floor", "math.round", "math.roundeven", "math.trunc")  # identities on integers
_SIGNIFICAND_BITS = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}


def _round_trip_source(op: ir.Operation) -> ir.Value | None:
    """The integer ``n`` behind ``fptoui/fptosi(rounding*(sitofp/uitofp(n)))``, all in one float type."""
    value = op.operands[0]
    float_type = value.type
    while not isinstance(value, ir.BlockArgument) and value.owner.operation.name in _ROUNDINGS:
        value = value.owner.operation.operands[0]
    if isinstance(value, ir.BlockArgument) or value.owner.operation.name not in _INT_TO_FLOAT \
            or value.type != float_type:
        return None
    source = value.owner.operation.operands[0]
    if value.owner.operation.name == "arith.uitofp" and not _is_wide(source.type):
        return None  # unsigned reading of a narrow value: not the signed size it holds
    return source if _is_int(source.type) else None


def _is_int(t: ir.Type) -> bool:
    return isinstance(t, (ir.IndexType, ir.IntegerType))


def _is_wide(t: ir.Type) -> bool:
    """64-bit integers: ``index`` (64-bit on every target memplan lowers for) and ``i64``."""
    return isinstance(t, ir.IndexType) or (isinstance(t, ir.IntegerType) and ir.IntegerType(t).width == 64)


def _is_i1(t: ir.Type) -> bool:
    return isinstance(t, ir.IntegerType) and ir.IntegerType(t).width == 1


def _static_dim(shaped: ir.Value, k: int) -> int | None:
    t = shaped.type
    if not isinstance(t, (ir.MemRefType, ir.RankedTensorType)):
        return None
    shape = list(ir.ShapedType(t).shape)
    if k >= len(shape) or k < 0:
        return None
    return None if shape[k] == DYNAMIC else shape[k]


def _shape_source(op: ir.Operation) -> ir.Value | None:
    """The operand whose dimensions ``op``'s result has (a cast-like view), if any."""
    found = sem.semantics(op)
    return op.operands[found.view_source] if found.kind == sem.VIEW and found.keeps_shape else None


def _reassociation(op: ir.Operation) -> list[list[int]]:
    return [[ir.IntegerAttr(d).value for d in ir.ArrayAttr(group)]
            for group in ir.ArrayAttr(op.attributes["reassociation"])]


def _dynamic_size_operands(op: ir.Operation) -> list[ir.Value]:
    """The SSA sizes of an op whose result's dynamic dimensions take them in order: where its
    record's ``size_operands`` says."""
    first = sem.semantics(op).size_operands
    if first is None:
        raise KeyError(op.name)
    operands = list(op.operands)
    if "operandSegmentSizes" in op.attributes:
        counts = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        start = sum(counts[:first])
        return operands[start:start + counts[first]]
    return operands[first:]


def _sizes_for_result_dims(op: ir.Operation) -> dict[int, ir.Value] | None:
    """Result dimension -> the SSA value giving its size, for ops that take their dynamic sizes
    as operands in order (a rank-reducing slice drops only static unit dimensions, so every
    dynamic size survives in order)."""
    if sem.semantics(op).size_operands is None:
        return None
    shape = list(ir.ShapedType(op.results[0].type).shape)
    dynamic = _dynamic_size_operands(op)
    dims = [k for k, d in enumerate(shape) if d == DYNAMIC]
    if len(dims) != len(dynamic):
        return None
    return dict(zip(dims, dynamic))


__all__ = ["Atom", "SymbolTable", "SizeAnalysis", "evaluate_function", "FUNCTIONS", "DIMS_ATTR", "SYMBOL_ATTR"]
