"""`memplan check MODEL PLANNED` on every shipped model, beside the floor, in one run.

For each model: plan it (`memplan-opt MODEL -p bufferize,merge-alloc`, not timed), then time, as
a user would run them (each a fresh process, wall clock):

- check: `memplan check MODEL PLANNED` with no --timeout (dynamic models at --dims 1,7);
- floor: what any checker must pay for the reference alone, with upstream's tools only:
  upstream's one-shot-bufferize, `buffer-results-to-out-params`, the lowering the design notes
  give (convert-linalg-to-loops ... reconcile-unrealized-casts), ExecutionEngine at -O0 (the
  cheapest it offers: at its default -O2, DenseNet-121 does not compile within 300 s), one
  run on zeros (at size 7 for a dynamic model);
- planted: `memplan check MODEL PLANTED`, where PLANTED is the plan with one view moved onto
  another buffer that is still live (tests/execution/overlap.py); it must not pass.

The machine's load average is printed before and after each model.

    python benchmarks/bench_check.py [--out DIR] [--only NAME,NAME]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.execution.overlap import plant_overlap  # noqa: E402  (shared with the tests)

BIN = Path(sys.executable).parent
SHARED = ROOT.parent / "shared" / "corpus" / "models"
MODELS = sorted((ROOT / "corpus" / "static").glob("*.mlir")) + \
    [SHARED / f"{name}.mlir" for name in ("mlp", "resnet18", "gpt2")] + \
    sorted((ROOT / "corpus" / "dynamic").glob("*.mlir"))
DYNAMIC_DIMS = "1,7"

FLOOR = r"""
import ctypes, os, sys
import numpy as np
import mlir
from mlir import ir, passmanager
from mlir.execution_engine import ExecutionEngine
from mlir.runtime import get_ranked_memref_descriptor

LOWER = ("one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
         "buffer-results-to-out-params{modify-public-functions},func.func(convert-linalg-to-loops),"
         "expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts")
lib = os.path.join(mlir.__path__[0], "lib")
with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(open(sys.argv[1]).read())
    entry = [op for op in module.body.operations if op.operation.name == "func.func"][-1]
    name = entry.attributes["sym_name"].value
    entry.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
    inputs = [ir.MemRefType(t) if isinstance(t, ir.MemRefType) else ir.RankedTensorType(t)
              for t in ir.FunctionType(entry.attributes["function_type"].value).inputs]
    outputs = list(ir.FunctionType(entry.attributes["function_type"].value).results)
    passmanager.PassManager.parse(f"builtin.module({LOWER})").run(module.operation)
    engine = ExecutionEngine(module, opt_level=0, shared_libs=[os.path.join(lib, n) for n in
                             ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so")])
    shapes = [[7 if d < 0 else d for d in t.shape] for t in inputs + [ir.RankedTensorType(t) for t in outputs]]
    arrays = [np.zeros(s, np.float32) for s in shapes]
    engine.invoke(name, *[ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a))) for a in arrays])
"""


def timed(argv: list[str]) -> tuple[float, int, str]:
    started = time.monotonic()
    done = subprocess.run(argv, capture_output=True, text=True)
    return time.monotonic() - started, done.returncode, (done.stdout + done.stderr).strip()


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def verdict(code: int, said: str) -> str:
    if code == 0:
        return "ok"
    line = next((x for x in said.splitlines() if x.startswith(("mismatch", "error"))), said[:60])
    return "mismatch" if line.startswith("mismatch") else line[:60]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=None, help="directory for the planned programs (default: a temporary one)")
    parser.add_argument("--only", default=None, help="comma-separated model names")
    args = parser.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="bench_check_"))
    out.mkdir(parents=True, exist_ok=True)
    models = [m for m in MODELS if m.exists() and (args.only is None or m.stem in args.only.split(","))]
    print(f"{os.cpu_count()} cores; load average (1/5/15 min) at start {load()}")
    print(f"{'model':20} {'check s':>8} {'floor s':>8} {'ratio':>6}  {'verdict':8} {'planted overlap':24} load before/after")
    for model in models:
        before = load()
        planned = out / f"{model.stem}.planned.mlir"
        subprocess.run([str(BIN / "memplan-opt"), str(model), "-p", "bufferize,merge-alloc", "-o", str(planned)],
                       check=True, capture_output=True)
        dims = ["--dims", DYNAMIC_DIMS] if model.parent.name == "dynamic" else []
        check_s, code, said = timed([str(BIN / "memplan"), "check", str(model), str(planned), *dims])
        floor_s, floor_code, floor_said = timed([sys.executable, "-c", FLOOR, str(model)])
        planted_text, moved = plant_overlap(planned.read_text())
        planted = out / f"{model.stem}.planted.mlir"
        planted.write_text(planted_text)
        planted_s, planted_code, planted_said = timed([str(BIN / "memplan"), "check", str(model), str(planted), *dims])
        floor = f"{floor_s:8.1f}" if floor_code == 0 else f"{'failed':>8}"
        ratio = f"{check_s / floor_s:6.2f}" if floor_code == 0 else f"{'-':>6}"
        caught = "not caught!" if planted_code == 0 else f"{verdict(planted_code, planted_said)} in {planted_s:.1f} s"
        print(f"{model.stem + (' @' + DYNAMIC_DIMS if dims else ''):20} {check_s:8.1f} {floor} {ratio}  "
              f"{verdict(code, said):8} {caught:24} {before} / {load()}", flush=True)
        if code != 0:
            print(f"    check said: {said[-300:]}")
        if floor_code != 0:
            print(f"    floor said: {floor_said[-300:]}")
        if planted_code == 0:
            print(f"    planted ({moved}) passed: {planted_said[-300:]}")


if __name__ == "__main__":
    main()
