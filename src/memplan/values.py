"""Option values as users type them, checked once for every command and pass.

``int()`` and ``float()`` accept more than a user means: ``1_000``, Arabic-Indic digits,
``nan``, ``inf``, ``1e400``. These accept plain decimal integers, finite, positive
seconds (up to :data:`MAX_SECONDS`) and booleans as MLIR spells them, and raise
``ValueError`` with a message that says what was expected. :func:`human_bytes` shows a byte
count back to users, for every layer (messages of the MLIR side, reports).
"""

from __future__ import annotations

import math

# About 31 years: longer limits mean "no limit" and would overflow time arithmetic.
MAX_SECONDS = 1e9


def plain_int(text: str) -> int:
    """A decimal integer, optionally signed: ``"64"``, ``"-1"``; not ``"1_000"`` or ``"١٢"``."""
    stripped = text.strip()
    digits = stripped[1:] if stripped[:1] in "+-" else stripped
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"'{text}' is not an integer")
    return int(stripped)


def non_negative_int(text: str) -> int:
    value = plain_int(text)
    if value < 0:
        raise ValueError(f"'{text}' must be a non-negative integer")
    return value


def positive_int(text: str) -> int:
    value = plain_int(text)
    if value < 1:
        raise ValueError(f"'{text}' must be a positive integer")
    return value


def seconds(text: str) -> float:
    """A finite number of seconds, > 0 and at most :data:`MAX_SECONDS`."""
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"'{text}' is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0 or value > MAX_SECONDS:
        raise ValueError(f"'{text}' must be a finite, positive number of seconds (at most {MAX_SECONDS:g})")
    return value


def tolerance(text: str) -> float:
    """A finite number >= 0 (a relative or absolute tolerance)."""
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"'{text}' is not a number") from None
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"'{text}' must be a finite number >= 0")
    return value


# Sizes a dynamic dimension is run or drawn at: more than 2^40 elements cannot be run.
MAX_SIZE = 1 << 40


def sizes(text: str) -> list[int]:
    """``1,7,128`` -> [1, 7, 128]: sizes >= 0, at least one, repeats dropped."""
    try:
        found = [non_negative_int(part) for part in text.split(",")]
    except ValueError:
        raise ValueError(f"expected sizes separated by commas, e.g. 1,7,128; got '{text}'") from None
    if any(v > MAX_SIZE for v in found):
        raise ValueError(f"a size of more than 2^40 cannot be run: '{text}'")
    return list(dict.fromkeys(found))


def size(text: str) -> int:
    """One size, as :func:`sizes` accepts them."""
    if "," in text:
        raise ValueError(f"expected one size, got '{text}'")
    return sizes(text)[0]


# What LLVM's command-line parser (and so every MLIR pass option) accepts for a boolean;
# a bare option name (``merge-alloc{analysis-only}``) arrives here as "".
_TRUE = ("", "true", "TRUE", "True", "1")
_FALSE = ("false", "FALSE", "False", "0")


def mlir_bool(text: str) -> bool:
    """A boolean as MLIR pass options spell it: bare, ``true``/``false``, ``1``/``0``."""
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ValueError(f"'{text}' is not a boolean (true, false, 1 or 0)")


# -- and shown back -------------------------------------------------------------------------

def human_bytes(n: int | None) -> str:
    """``802816`` -> ``784 KiB``: exact for round sizes, 3 significant digits otherwise."""
    if n is None:
        return "?"
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            v = n / scale
            return f"{v:.0f} {unit}" if v == int(v) else f"{v:.3g} {unit}"
    return f"{n} B"
