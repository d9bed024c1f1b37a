"""How much of what upstream's one-shot-bufferize bufferizes does memplan bufferize?

Splits each ``.mlir`` file given (upstream MLIR's own bufferization tests, for example, which are
not bundled: bring them yourself) at its ``// -----`` lines, and for every chunk that parses runs

- upstream's one-shot-bufferize (``memplan.mlir.upstream.UPSTREAM_BUFFERIZE``: function
  boundaries, identity layouts), in this process through the bindings, and again with its
  ``allow-unknown-ops`` if it refuses;
- memplan's ``bufferize``, and again with ``bufferize{allow-unknown-ops}`` if the first refuses;
  the driver verifies what it produces, and ``mlir-opt`` must parse it back.

It prints, per file and in total, the chunks upstream bufferizes and how many of those memplan
bufferizes (without and with allow-unknown-ops), then every chunk memplan still refuses with the
first line of its error. To compare two versions of memplan, run the script once with each on
``PYTHONPATH`` (``PYTHONPATH=../other/src``), side by side.

    .venv/bin/python benchmarks/upstream_chunks.py DIR_OR_FILES...
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from mlir import ir, passmanager

from memplan.bufferize import BufferizeOptions, bufferize
from memplan.check.execution import mlir_binary
from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import new_context, parse_module
from memplan.mlir.upstream import UPSTREAM_BUFFERIZE

SEPARATOR = "// -----"


@dataclass
class Outcome:
    file: str
    index: int
    upstream: str  # "yes", "allow-unknown-ops", or "no"
    memplan: str  # "yes", "allow-unknown-ops", or "refused"
    error: str = ""


def chunks(path: Path) -> list[str]:
    parts, current = [], []
    for line in path.read_text().splitlines():
        if line.strip() == SEPARATOR:
            parts.append("\n".join(current))
            current = []
        else:
            current.append(line)
    parts.append("\n".join(current))
    return parts


def upstream_bufferizes(text: str) -> str | None:
    """"yes", "allow-unknown-ops" (only with it) or "no"; None when the chunk does not parse
    (a test of an invalid program)."""
    for label, pipeline in (("yes", UPSTREAM_BUFFERIZE),
                            ("allow-unknown-ops", UPSTREAM_BUFFERIZE.replace("{", "{allow-unknown-ops ", 1))):
        try:
            module = parse_module(text, new_context(True))
        except (MemplanError, ir.MLIRError):
            return None
        try:
            passmanager.PassManager.parse(f"builtin.module({pipeline})", module.context).run(module.operation)
        except ir.MLIRError:
            continue
        return label
    return "no"


def _option_sets() -> list[tuple[str, BufferizeOptions]]:
    """Plain, then with allow-unknown-ops where this memplan has the option (older ones do not)."""
    sets = [("yes", BufferizeOptions())]
    try:
        sets.append(("allow-unknown-ops", BufferizeOptions(allow_unknown_ops=True)))
    except TypeError:
        pass
    return sets


def memplan_bufferizes(text: str) -> tuple[str, str]:
    error = ""
    for label, options in _option_sets():
        try:
            module = parse_module(text, new_context(True))
            bufferize(module, options)
        except MemplanError as e:
            error = error or e.message.splitlines()[0]
            continue
        parsed = subprocess.run([mlir_binary("mlir-opt"), "-allow-unregistered-dialect", "-o", "/dev/null"],
                                input=str(module),
                                capture_output=True, text=True)
        if parsed.returncode != 0:
            return "refused", "mlir-opt rejects the output: " + parsed.stderr.splitlines()[0]
        return label, error
    return "refused", error


def measure(paths: list[Path]) -> list[Outcome]:
    outcomes = []
    for path in paths:
        for index, text in enumerate(chunks(path)):
            if "func.func" not in text:
                continue
            upstream = upstream_bufferizes(text)
            if upstream is None:
                continue
            label, error = memplan_bufferizes(text) if upstream != "no" else ("", "")
            outcomes.append(Outcome(path.name, index, upstream, label, error))
    return outcomes


def report(outcomes: list[Outcome]) -> None:
    print("| file | chunks that parse | upstream bufferizes (with allow-unknown-ops) | memplan | "
          "memplan with allow-unknown-ops | refused |")
    print("|---|---|---|---|---|---|")
    files = sorted({o.file for o in outcomes})
    for name in [*files, None]:
        rows = [o for o in outcomes if name is None or o.file == name]
        done = [o for o in rows if o.upstream != "no"]
        count = Counter(o.memplan for o in done)
        needs = sum(1 for o in done if o.upstream == "allow-unknown-ops")
        print(f"| {name or '**total**'} | {len(rows)} | {len(done)} ({needs}) | {count['yes']} | "
              f"{count['yes'] + count['allow-unknown-ops']} | {count['refused']} |")
    refused = [o for o in outcomes if o.upstream != "no" and o.memplan == "refused"]
    if refused:
        print("\nRefused by memplan (upstream bufferizes them):")
        for o in refused:
            print(f"- {o.file} chunk {o.index}: {_short(o.error)}")
    kept = [o for o in outcomes if o.upstream != "no" and o.memplan == "allow-unknown-ops"]
    if kept:
        print("\nBufferized only with allow-unknown-ops (why without it):")
        for o in kept:
            print(f"- {o.file} chunk {o.index}: {_short(o.error)}")


def _short(error: str, width: int = 160) -> str:
    return error if len(error) <= width else error[: width - 3] + "..."


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path, help=".mlir files, or directories of them")
    args = parser.parse_args(argv)
    files = sorted(p for path in args.paths for p in ([path] if path.is_file() else path.rglob("*.mlir")))
    if not files:
        print("no .mlir files given", file=sys.stderr)
        return 2
    report(measure(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
