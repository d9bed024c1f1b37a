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

``--merge-alloc`` measures merge-alloc's reach instead, on memref programs and tensor ones alike
(every chunk that parses and holds a function; one on tensors is bufferized first by memplan,
those it refuses counted apart): ``merge-alloc{analysis-only}`` runs, and every buffer is
counted, planned or left alone by the class of its reason (passed to or used in another block of
a ``cf`` body, yielded out of its loop, a dynamic size computed after the scope starts, returned,
the rest). ``--baseline SRC`` counts the same with another memplan's sources on ``PYTHONPATH``
(main's ``src``, say) in a child process, side by side in one table; ``--details`` lists every
buffer left alone. Memref programs of the kinds merge-alloc leaves alone are in
``benchmarks/instances/reach``.

    .venv/bin/python benchmarks/upstream_chunks.py DIR_OR_FILES...
    .venv/bin/python benchmarks/upstream_chunks.py --merge-alloc [--baseline ../main/src] [--details] \\
        benchmarks/instances/reach tests corpus
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from mlir import ir, passmanager

from memplan.bufferize import BufferizeOptions, bufferize
from memplan.check.execution import mlir_binary
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import merge_alloc
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


# -- merge-alloc's reach ---------------------------------------------------

# (class, words of the reason that put a buffer in it), first match wins
CLASSES = [
    ("cf: passed to another block", "passed to another block"),
    ("cf: used in another block", "used in another block"),
    ("cf: region with several blocks", "unstructured control flow"),
    ("cf: dynamic shape in a body of blocks", "dynamic shape in a function with several blocks"),
    ("loop: yielded out of its loop", "yielded out of"),
    ("dynamic: size computed after the scope starts", "computed after the start of its allocation scope"),
    ("dynamic: other", "dynamic"),
    ("returned", "returned from the function"),
    ("call", "passed to func.call"),
]
PLANNED = "planned"


def classify(reason: str) -> str:
    """The class of a left-alone reason (its first words when no class names it)."""
    return next((name for name, words in CLASSES if words in reason), "other: " + reason.split(" (")[0][:60])


def reach(paths: list[Path]) -> dict:
    """{"buffers": {class: n}, "details": {class: [where...]}, "programs": n, "skipped": {why: n}}."""
    buffers: Counter = Counter()
    details: dict[str, list[str]] = {}
    skipped: Counter = Counter()
    programs = 0
    for path in paths:
        for index, text in enumerate(chunks(path)):
            if "func.func" not in text:
                continue
            where = f"{path}#{index}"
            try:
                module = parse_module(text, new_context(True))
            except (MemplanError, ir.MLIRError):
                skipped["does not parse"] += 1
                continue
            try:
                if "tensor<" in text:
                    bufferize(module)
                result = merge_alloc(module, {"analysis-only": "1"})
            except (MemplanError, ir.MLIRError) as e:
                message = getattr(e, "message", str(e))
                skipped["bufferize or merge-alloc refuses it" if "tensor<" in text
                        else "merge-alloc refuses it"] += 1
                details.setdefault("refused", []).append(f"{where}: {message.splitlines()[0][:120]}")
                continue
            programs += 1
            for report in result.reports:
                if report.plan is not None:
                    buffers[PLANNED] += len(report.plan.buffers)
                    if report.dynamic is not None:
                        buffers[PLANNED + " (dynamic scope)"] += len(report.plan.buffers)
                for la in report.left_alone:
                    name = classify(la.reason)
                    buffers[name] += 1
                    details.setdefault(name, []).append(f"{where} {la.name}: {la.reason}")
    return {"buffers": dict(buffers), "details": details, "programs": programs, "skipped": dict(skipped)}


def baseline(src: str, paths: list[Path]) -> dict:
    """:func:`reach` with the memplan of ``src`` (a child process with it first on PYTHONPATH)."""
    env = dict(os.environ, PYTHONPATH=os.path.abspath(src))
    out = subprocess.run([sys.executable, __file__, "--merge-alloc", "--json", *map(str, paths)], env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def reach_report(results: list[tuple[str, dict]], details: bool) -> None:
    names = [PLANNED, PLANNED + " (dynamic scope)"]
    for _, r in results:
        names += [n for n in sorted(r["buffers"]) if n not in names]
    print("| buffers | " + " | ".join(label for label, _ in results) + " |")
    print("|---|" + "---|" * len(results))
    for name in names:
        print(f"| {name} | " + " | ".join(str(r["buffers"].get(name, 0)) for _, r in results) + " |")
    print("| **left alone** | " + " | ".join(
        str(sum(v for k, v in r["buffers"].items() if not k.startswith(PLANNED))) for _, r in results) + " |")
    print("| programs measured | " + " | ".join(str(r["programs"]) for _, r in results) + " |")
    for why in sorted({w for _, r in results for w in r["skipped"]}):
        print(f"| programs skipped: {why} | " + " | ".join(str(r["skipped"].get(why, 0)) for _, r in results) + " |")
    if details:
        label, last = results[-1]
        for name in sorted(last["details"]):
            print(f"\n{name} ({label}):")
            for line in last["details"][name]:
                print(f"- {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path, help=".mlir files, or directories of them")
    parser.add_argument("--merge-alloc", action="store_true", help="count the buffers merge-alloc plans and leaves "
                                                                  "alone, by reason, instead")
    parser.add_argument("--baseline", metavar="SRC", help="--merge-alloc: another memplan's src directory, "
                                                         "counted side by side")
    parser.add_argument("--details", action="store_true", help="--merge-alloc: list every buffer left alone")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # a baseline child's answer
    args = parser.parse_args(argv)
    files = sorted(p for path in args.paths for p in ([path] if path.is_file() else path.rglob("*.mlir")))
    if not files:
        print("no .mlir files given", file=sys.stderr)
        return 2
    if not args.merge_alloc:
        report(measure(files))
        return 0
    if args.json:
        print(json.dumps(reach(files)))
        return 0
    results = []
    if args.baseline:
        results.append((f"baseline ({args.baseline})", baseline(args.baseline, files)))
    results.append(("this memplan", reach(files)))
    reach_report(results, args.details)
    return 0


if __name__ == "__main__":
    sys.exit(main())
