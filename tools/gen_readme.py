"""Regenerate the parts of README.md and docs/*.md that memplan's code defines.

A generated part sits between two marker lines::

    <!-- generated: options merge-alloc -->
    ...
    <!-- end -->

and is rewritten from the code that defines it, so the documentation cannot drift from it:

* ``ops``: the ops bufferize has a model for (``memplan.bufferize.registry.BUILTIN_MODELS``);
* ``options PASS``: the options of one of memplan's passes, from its options dataclass (the
  declarations ``memplan-opt --list-passes`` prints).

Only what memplan itself provides is written: hook names that plugins or registrations add in
some environment are not, so the output is the same everywhere.

    .venv/bin/python tools/gen_readme.py           # rewrite the regions
    .venv/bin/python tools/gen_readme.py --check   # exit 1 if a region differs (what the test asks)
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REGION = re.compile(r"(?P<start><!-- generated: (?P<name>[^>]*?) -->\n)(?P<body>.*?)(?P<end><!-- end -->)", re.S)


def documents() -> list[Path]:
    """The files whose generated regions this script keeps: the README and every page of docs/."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def render_ops() -> str:
    """The ops with a built-in bufferization model, one line per dialect."""
    from memplan.bufferize.registry import BUILTIN_MODELS

    by_dialect: dict[str, list[str]] = {}
    for name in BUILTIN_MODELS:
        dialect, _, op = name.partition(".")
        by_dialect.setdefault(dialect, []).append(op)
    by_dialect.setdefault("linalg", [])
    lines = []
    for dialect in sorted(by_dialect):
        ops = [f"`{op}`" for op in sorted(by_dialect[dialect])]
        if dialect == "linalg":
            ops.insert(0, "every structured op (named ops and `generic`)")
        lines.append(f"- `{dialect}`: {', '.join(ops)}")
    return "\n".join(lines) + "\n"


def render_options(pass_name: str) -> str:
    """A pass's options as a table: name, values, default, what it does."""
    from memplan import passes
    from memplan.options import option_specs

    cls = passes.pass_class(pass_name)
    kind = "module pass" if cls.ANCHOR == passes.MODULE else f"function pass, anchored on `{cls.ANCHOR}`"
    lines = [f"`{pass_name}` ({kind}): {cls.SUMMARY}.", "",
             "| option | values | default | what it does |", "|---|---|---|---|"]
    for spec in option_specs(cls.Options):
        default = spec.show_default()
        lines.append(f"| `{spec.name}` | {_values(spec, cls.Options)} | {f'`{default}`' if default else 'depends'} "
                     f"| {_cell(spec.help)} |")
    return "\n".join(lines) + "\n"


def _values(spec, options_class: type) -> str:
    """The values an option takes; a hook option lists memplan's own hooks (others add names)."""
    builtin_hooks = _builtin_hooks(options_class)
    if spec.field in builtin_hooks:
        return " \\| ".join([*(f"`{name}`" for name in builtin_hooks[spec.field]), "a hook's name"])
    if spec.choices:
        return " \\| ".join(f"`{choice}`" for choice in spec.choices)
    return {"bool": "`true` \\| `false`", "int": "integer", "seconds": "seconds",
            "string": "text"}[spec.kind]


def _builtin_hooks(options_class: type) -> dict[str, list[str]]:
    """Options field -> memplan's own hook names, for bufferize's hook options."""
    if options_class.__name__ != "BufferizeOptions":
        return {}
    from memplan.bufferize.hooks import KINDS

    return {kind.field: list(kind.builtin) for kind in KINDS.values()}


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def renderer(name: str) -> Callable[[], str]:
    """The function that renders region ``name``; KeyError names the known regions."""
    if name == "ops":
        return render_ops
    if name.startswith("options "):
        pass_name = name.removeprefix("options ")
        return lambda: render_options(pass_name)
    raise KeyError(f"no generated region '{name}' (known: ops, options PASS)")


def regenerate(text: str) -> str:
    """``text`` with every generated region rewritten."""
    return REGION.sub(lambda m: m["start"] + renderer(m["name"])() + m["end"], text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a region is out of date")
    args = parser.parse_args(argv)
    stale = []
    for path in documents():
        text = path.read_text()
        new = regenerate(text)
        if new == text:
            continue
        stale.append(path.relative_to(ROOT))
        if not args.check:
            path.write_text(new)
    verb = "out of date" if args.check else "rewritten"
    for path in stale:
        print(f"{path}: generated regions {verb}")
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
