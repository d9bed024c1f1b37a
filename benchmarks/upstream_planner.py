"""Upstream MLIR's static-memory-planner-analysis, measured from a benchmark.

The pass ships in IREE's ``iree-opt`` (PyPI ``iree-base-compiler``). That package
bundles a newer MLIR than our bindings and cannot be imported beside ``mlir``, so
it lives in its own venv and runs as a subprocess; programs cross in generic form
both ways (iree-opt's custom syntax, e.g. ``memref.alloc() alignment = 64``, does
not parse in MLIR 22).

The pass reports no arena size and no lower bound: it rewrites every eligible
entry-block alloc/dealloc pair into a ``memref.view`` of one ``memref<Nxi8>``
arena per function, and counts eligible and skipped allocations in pass
statistics. So the arena is read from the rewritten IR, and "its own" lower bound
is computed here: the max-live of the alloc..dealloc intervals in the program the
pass is given (the same pipeline stopped just before it).

Where iree-opt comes from, first found wins: ``$MEMPLAN_IREE_OPT`` (a binary),
the venv at ``$MEMPLAN_IREE_VENV`` or ``<repo>/.venv-iree``, the running
environment (``pip install .[bench]``). ``ensure_venv`` creates the repo venv.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlir import ir

from memplan.core.bounds import lower_bound
from memplan.core.buffer import Buffer
from memplan.merge_alloc.lifetimes import element_bytes
from memplan.mlir.parsing import new_context, parse_module

IREE_PACKAGE = "iree-base-compiler"
IREE_VERSION = "3.13.0"
ALGORITHMS = ("best-fit", "trivial")
ROOT = Path(__file__).resolve().parents[1]
DEFAULT_VENV = ROOT / ".venv-iree"

# The deallocation pipeline the pass needs (it plans alloc/dealloc pairs only);
# returned buffers become out-params because it rejects functions returning memrefs.
PREPARE = ("buffer-results-to-out-params{modify-public-functions hoist-static-allocs}, "
           "func.func(ownership-based-buffer-deallocation), canonicalize, "
           "func.func(buffer-deallocation-simplification, bufferization-lower-deallocations), "
           "cse, canonicalize")


def pipeline(algorithm: str | None) -> str:
    """The textual pipeline; ``algorithm=None`` stops right before the planner."""
    last = "optimize-allocation-liveness"
    if algorithm is not None:
        last += f", static-memory-planner-analysis{{algorithm={algorithm}}}"
    return f"builtin.module({PREPARE}, func.func({last}))"


class UpstreamError(Exception):
    """iree-opt is missing, failed, or printed something we cannot read."""


@dataclass
class Tool:
    """An iree-opt binary and the iree-base-compiler version it came from."""

    path: Path
    version: str

    @property
    def label(self) -> str:
        return f"iree-opt ({IREE_PACKAGE} {self.version})"


@dataclass
class FunctionPlan:
    """What one algorithm did to one function."""

    arena: int = 0              # bytes of the arena(s) it created
    arenas: int = 0             # how many arena allocs
    left_alone: int = 0         # memref.alloc ops it did not plan


@dataclass
class ModelResult:
    """Upstream on one model: per algorithm and function, plus its input's max-live."""

    plans: dict[str, dict[str, FunctionPlan]] = field(default_factory=dict)
    statistics: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    own_lower_bound: dict[str, int] = field(default_factory=dict)
    pairs: dict[str, int] = field(default_factory=dict)


# --- finding / creating iree-opt ---------------------------------------------------------------

def _venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def _binary_in(prefix: Path) -> Path | None:
    """The real iree-opt of an environment (not its console-script wrapper, which pays a Python start-up)."""
    for candidate in sorted(prefix.glob("lib/python3*/site-packages/iree/compiler/_mlir_libs/iree-opt")):
        if os.access(candidate, os.X_OK):
            return candidate
    script = prefix / "bin" / "iree-opt"
    return script if os.access(script, os.X_OK) else None


def _version(python: Path) -> str:
    try:
        out = subprocess.run([str(python), "-c", "import importlib.metadata as m; "
                              f"print(m.version('{IREE_PACKAGE}'))"],
                             capture_output=True, text=True, timeout=60)
    except OSError:
        return "?"
    return out.stdout.strip() or "?"


def venv_path() -> Path:
    return Path(os.environ.get("MEMPLAN_IREE_VENV", DEFAULT_VENV))


def find_tool() -> Tool | None:
    """The first iree-opt found (see the module docstring for the order), or None."""
    explicit = os.environ.get("MEMPLAN_IREE_OPT")
    if explicit:
        return Tool(Path(explicit), "?") if os.access(explicit, os.X_OK) else None
    for prefix in (venv_path(), Path(sys.prefix)):
        binary = _binary_in(prefix)
        if binary is not None:
            return Tool(binary, _version(_venv_python(prefix)))
    return None


def ensure_venv(log=print) -> Tool | None:
    """Create ``venv_path()`` with the pinned iree-base-compiler (PyPI only); None if that fails."""
    venv = venv_path()
    try:
        if not _venv_python(venv).exists():
            log(f"creating {venv}")
            subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        log(f"installing {IREE_PACKAGE}=={IREE_VERSION} into {venv}")
        subprocess.run([str(_venv_python(venv)), "-m", "pip", "install", "-q",
                        f"{IREE_PACKAGE}=={IREE_VERSION}"], check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        log(f"could not install {IREE_PACKAGE}: {e}")
        return None
    binary = _binary_in(venv)
    return Tool(binary, _version(_venv_python(venv))) if binary else None


# --- running and reading -----------------------------------------------------------------------

def _run(tool: Tool, generic_text: str, passes: str) -> tuple[str, str, float]:
    """iree-opt on generic text; returns (generic output, stderr with statistics, seconds)."""
    args = [str(tool.path), f"--pass-pipeline={passes}", "--mlir-print-op-generic",
            "--mlir-pass-statistics", "--mlir-pass-statistics-display=list", "-"]
    start = time.perf_counter()
    try:
        done = subprocess.run(args, input=generic_text, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise UpstreamError(f"{tool.path}: {e}") from e
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise UpstreamError(f"iree-opt failed ({done.returncode}): {done.stderr.strip()[:500]}")
    return done.stdout, done.stderr, seconds


_STAT = re.compile(r"\(S\)\s+(\d+)\s+(num-[\w-]+)")


def planner_statistics(stderr: str) -> dict[str, int]:
    """The StaticMemoryPlannerAnalysisPass counters (num-eligible, num-skipped-*), summed."""
    stats: dict[str, int] = {}
    section = False
    for line in stderr.splitlines():
        if line.strip() and not line.lstrip().startswith("(S)"):
            section = "StaticMemoryPlanner" in line
            continue
        m = _STAT.search(line)
        if section and m:
            stats[m.group(2)] = stats.get(m.group(2), 0) + int(m.group(1))
    return stats


def _functions(module: ir.Module):
    for op in module.body.operations:
        if op.operation.name == "func.func" and len(op.regions[0].blocks):
            yield op.attributes["sym_name"].value, op.operation


def _byte_size(memref: ir.MemRefType) -> int | None:
    """Exact bytes of a static memref (no layout padding: the corpus has identity layouts)."""
    elem = element_bytes(memref.element_type)
    if not memref.has_static_shape or elem is None:
        return None
    elements = 1
    for d in memref.shape:
        elements *= d
    return elements * elem


def _allocs(func: ir.Operation) -> list[ir.Operation]:
    found = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "memref.alloc":
            found.append(op)
        return ir.WalkResult.ADVANCE

    func.walk(visit)
    return found


def read_plans(text: str) -> dict[str, FunctionPlan]:
    """Per function: arenas are the i8 allocs used only by memref.view; other allocs were left alone."""
    module = parse_module(text, new_context(allow_unregistered=True))
    plans = {}
    with module.context:
        for name, func in _functions(module):
            plan = FunctionPlan()
            for alloc in _allocs(func):
                memref = ir.MemRefType(alloc.results[0].type)
                uses = [u.owner.name for u in alloc.results[0].uses]
                is_arena = (memref.rank == 1 and str(memref.element_type) == "i8" and uses
                            and all(u == "memref.view" for u in uses))
                if is_arena:
                    plan.arena += _byte_size(memref) or 0
                    plan.arenas += 1
                else:
                    plan.left_alone += 1
            plans[name] = plan
    return plans


def read_pairs(text: str) -> dict[str, tuple[int, int]]:
    """Per function: (max-live, pairs) of the static entry-block alloc..dealloc pairs.

    These are the buffers the pass may plan; a buffer is live from its alloc to its
    dealloc in block order (half-open, so a buffer allocated after a dealloc may reuse
    the bytes). Sizes are exact bytes, as for our own lower bound.
    """
    module = parse_module(text, new_context(allow_unregistered=True))
    out = {}
    with module.context:
        for name, func in _functions(module):
            ops = list(func.regions[0].blocks[0].operations)
            index = {op.operation: i for i, op in enumerate(ops)}
            buffers = []
            for i, op in enumerate(ops):
                if op.operation.name != "memref.alloc":
                    continue
                size = _byte_size(ir.MemRefType(op.results[0].type))
                ends = [index[u.owner] for u in op.results[0].uses
                        if u.owner.name == "memref.dealloc" and u.owner in index]
                if size is not None and len(ends) == 1:
                    buffers.append(Buffer(len(buffers), size, i, ends[0]))
            out[name] = (lower_bound(buffers), len(buffers))
    return out


def measure(tool: Tool, generic_text: str) -> ModelResult:
    """Both algorithms on one program (generic form), plus the max-live of the pass's input."""
    result = ModelResult()
    prepared, _, _ = _run(tool, generic_text, pipeline(None))
    for name, (bound, pairs) in read_pairs(prepared).items():
        result.own_lower_bound[name] = bound
        result.pairs[name] = pairs
    for algorithm in ALGORITHMS:
        out, stderr, seconds = _run(tool, generic_text, pipeline(algorithm))
        result.plans[algorithm] = read_plans(out)
        result.statistics[algorithm] = planner_statistics(stderr)
        result.seconds[algorithm] = seconds
    return result
