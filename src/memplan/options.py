"""Pass options as dataclasses: one definition per pass, one parser for all of them.

A pass's options are the fields of a frozen dataclass declared with :func:`option`
(as xDSL does): the field ``analysis_only`` is the pipeline option ``analysis-only``.
The field's type says how its text is read, with the checks of :mod:`memplan.values`:
``bool`` as MLIR reads booleans (bare, ``true``/``false``, ``1``/``0``), ``int`` as a
plain decimal integer, ``float`` as seconds, ``str`` as written (or one of ``choices``; choices
with ``on`` and ``off`` also read the boolean spellings as those two).
Fields declared without :func:`option` (Python hooks such as a callable) are not
pipeline options. The same declarations give ``--list-passes`` its option lines.

>>> parse_options(MergeAllocOptions, "merge-alloc", {"planner": "chunk", "analysis-only": ""})  # doctest: +SKIP
MergeAllocOptions(planner='chunk', alignment=64, analysis_only=True, ...)
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from memplan import values
from memplan.diagnostics import MemplanError

_META = "memplan.option"


@dataclass(frozen=True)
class OptionSpec:
    """One pipeline option of a pass, derived from its dataclass field."""

    name: str  # as written in a pipeline: analysis-only
    field: str  # the dataclass field: analysis_only
    kind: str  # bool, int, seconds, string
    default: Any
    help: str
    choices: tuple[str, ...] = ()

    @property
    def type_name(self) -> str:
        """The value's type as ``--list-passes`` shows it (LLVM's spelling where there is one)."""
        if self.choices:
            return "|".join(self.choices)
        return {"bool": "bool", "int": "int", "seconds": "seconds", "string": "string"}[self.kind]

    def read(self, text: str) -> Any:
        """The option's value from its text; ``ValueError`` says what was expected."""
        if self.kind == "bool":
            return values.mlir_bool(text)
        if self.kind == "int":
            return values.plain_int(text)
        if self.kind == "seconds":
            return values.seconds(text)
        if self.choices and text not in self.choices and {"on", "off"} <= set(self.choices):
            try:  # a boolean that gained more values (auto) keeps its spellings: bare, true, false
                return "on" if values.mlir_bool(text) else "off"
            except ValueError:
                pass
        if self.choices and text not in self.choices:
            raise ValueError(f"'{text}' is not one of {', '.join(self.choices)}")
        return text

    def show_default(self) -> str:
        if self.default is None:
            return "none"
        if isinstance(self.default, bool):
            return "true" if self.default else "false"
        return str(self.default)


def option(default: Any, help: str, *, choices: tuple[str, ...] | Callable[[], tuple[str, ...]] = ()) -> Any:
    """Declare a dataclass field as a pipeline option (use it as the field's default).

    ``choices``: the values it may take, or a function giving them when asked (names that
    plugins and registrations add, e.g. bufferize's hooks)."""
    choices = choices if callable(choices) else tuple(choices)
    return dataclasses.field(default=default, metadata={_META: {"help": help, "choices": choices}})


def option_specs(cls: type) -> list[OptionSpec]:
    """The pipeline options of an options dataclass, in declaration order."""
    hints = typing.get_type_hints(cls)
    specs = []
    for f in dataclasses.fields(cls):
        meta = f.metadata.get(_META)
        if meta is None:
            continue
        choices = meta["choices"]() if callable(meta["choices"]) else meta["choices"]
        specs.append(OptionSpec(f.name.replace("_", "-"), f.name, _kind(hints[f.name]), f.default,
                                meta["help"], tuple(choices)))
    return specs


def _kind(hint: Any) -> str:
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    base = args[0] if args else hint
    if base is bool:
        return "bool"
    if base is int:
        return "int"
    if base is float:
        return "seconds"
    if base is str:
        return "string"
    raise TypeError(f"no option parser for fields of type {hint!r}")


def parse_options(cls: type, pass_name: str, options: Mapping[str, str]) -> Any:
    """An instance of ``cls`` from pipeline option texts; :class:`MemplanError` names the bad one."""
    specs = {s.name: s for s in option_specs(cls)}
    unknown = [k for k in options if k not in specs]
    if unknown:
        raise MemplanError(f"{pass_name}: unknown option '{unknown[0]}' (options: {', '.join(specs)})")
    kwargs = {}
    for key, text in options.items():
        spec = specs[key]
        try:
            kwargs[spec.field] = spec.read(text)
        except ValueError as e:
            raise MemplanError(f"{pass_name}: {key}={text!r}: {e}") from None
    return cls(**kwargs)


def split_options(body: str, pass_name: str = "") -> dict[str, str]:
    """``planner=chunk analysis-only note='a b'`` -> ``{"planner": "chunk", "analysis-only": "", ...}``.

    As MLIR's pass option syntax: options are separated by spaces, a value may be quoted
    (``'...'`` or ``"..."``, quotes removed) or braced (``{...}``, kept as written); a bare
    name is given the empty text, which booleans read as true. An option given twice is an error.
    """
    where = f"{pass_name}: " if pass_name else ""
    options: dict[str, str] = {}
    i, n = 0, len(body)
    while i < n:
        if body[i].isspace():
            i += 1
            continue
        start = i
        while i < n and not body[i].isspace() and body[i] != "=":
            i += 1
        key = body[start:i]
        value = ""
        if i < n and body[i] == "=":
            i += 1
            value, i = _value(body, i, where, key)
        if not key:
            raise MemplanError(f"{where}an option has no name in '{body}'")
        if key in options:
            raise MemplanError(f"{where}option '{key}' is given twice")
        options[key] = value
    return options


def _value(body: str, i: int, where: str, key: str) -> tuple[str, int]:
    n = len(body)
    if i < n and body[i] in "'\"":
        quote = body[i]
        end = body.find(quote, i + 1)
        if end < 0:
            raise MemplanError(f"{where}option '{key}': no closing quotation mark ({quote})")
        return body[i + 1:end], end + 1
    if i < n and body[i] == "{":
        depth, j = 0, i
        while j < n:
            depth += {"{": 1, "}": -1}.get(body[j], 0)
            j += 1
            if depth == 0:
                return body[i:j], j
        raise MemplanError(f"{where}option '{key}': unbalanced '{{'")
    start = i
    while i < n and not body[i].isspace():
        i += 1
    return body[start:i], i


def format_options(instance: Any) -> str:
    """The options that differ from their defaults, as a pipeline writes them: ``{planner=chunk}``."""
    parts = []
    for spec in option_specs(type(instance)):
        value = getattr(instance, spec.field)
        if value == spec.default:
            continue
        if isinstance(value, bool):
            parts.append(spec.name if value else f"{spec.name}=false")
        elif callable(value):  # a Python hook: shown by its name
            parts.append(f"{spec.name}={getattr(value, '__name__', type(value).__name__)}")
        else:
            parts.append(f"{spec.name}={value:g}" if isinstance(value, float) else f"{spec.name}={value}")
    return "{" + " ".join(parts) + "}" if parts else ""

