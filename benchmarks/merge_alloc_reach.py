"""How many buffers does merge-alloc plan, and why does it leave the others alone?

Splits each ``.mlir`` file given at its ``// -----`` lines; every chunk that parses and holds a
function is a program. A program on tensors is bufferized first (memplan's ``bufferize``; those
it refuses are counted apart), then ``merge-alloc{analysis-only}`` runs and every buffer is
counted: planned, or left alone by the class of its reason (passed to or used in another block
of a ``cf`` body, yielded out of its loop, a dynamic size computed after the scope starts,
returned, the rest). Directories are searched for ``.mlir`` files.

``--baseline SRC`` runs the same count with another memplan's sources on ``PYTHONPATH`` (main's
``src``, say) in a child process and prints both side by side: what a change of the lifetime
rules gains, measured in one run.

    .venv/bin/python benchmarks/merge_alloc_reach.py [--baseline ../main/src] [--details] PATHS...
    .venv/bin/python benchmarks/merge_alloc_reach.py --baseline /work/main/src \\
        benchmarks/instances/reach tests corpus/static
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

SEPARATOR = "// -----"
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
    return next((name for name, words in CLASSES if words in reason), "other: " + reason.split(" (")[0][:60])


def chunks(path: Path) -> list[str]:
    parts, current = [], []
    for line in path.read_text(errors="replace").splitlines():
        if line.strip() == SEPARATOR:
            parts.append("\n".join(current))
            current = []
        else:
            current.append(line)
    parts.append("\n".join(current))
    return [p for p in parts if "func.func" in p]


def count(paths: list[Path]) -> dict:
    """{"buffers": {class: n}, "details": {class: [where...]}, "programs": n, "skipped": {why: n}}."""
    from mlir import ir

    from memplan.bufferize import bufferize
    from memplan.diagnostics import MemplanError
    from memplan.merge_alloc.api import merge_alloc
    from memplan.mlir.parsing import new_context, parse_module

    buffers: Counter = Counter()
    details: dict[str, list[str]] = {}
    skipped: Counter = Counter()
    programs = 0
    for path in paths:
        for index, text in enumerate(chunks(path)):
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
    env = dict(os.environ, PYTHONPATH=os.path.abspath(src))
    out = subprocess.run([sys.executable, __file__, "--json", *map(str, paths)], env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def report(results: list[tuple[str, dict]], details: bool) -> None:
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
    parser.add_argument("--baseline", metavar="SRC", help="another memplan's src directory, counted side by side")
    parser.add_argument("--details", action="store_true", help="list every buffer left alone, by class")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # the child's answer
    args = parser.parse_args(argv)
    files = sorted(p for path in args.paths for p in ([path] if path.is_file() else path.rglob("*.mlir")))
    if not files:
        print("no .mlir files given", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(count(files)))
        return 0
    results = []
    if args.baseline:
        results.append((f"baseline ({args.baseline})", baseline(args.baseline, files)))
    results.append(("this memplan", count(files)))
    report(results, args.details)
    return 0


if __name__ == "__main__":
    sys.exit(main())
