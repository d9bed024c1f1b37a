"""Turn a program into one MLIR's ExecutionEngine can run, without changing what it computes.

The copy that gets run differs from the program only where LLVM 22 cannot follow it:

- tensor programs are bufferized upstream, their entry's arguments marked read-only
  (``bufferization.writable = false``): a tensor argument is a value, so its buffer must
  come back unchanged, whichever bufferization produced the program;
- a wrapper ``@__memplan_run_<entry>`` takes every input and every result as a buffer
  (scalars as 0-d memrefs) and calls the entry, so the caller owns all memory it compares;
- every ``memref.view`` is checked, as it runs, to lie within its source buffer: upstream's
  ``generate-runtime-verification`` (LLVM 22) checks loads, stores and subviews against the
  view's own shape, never a view against its arena, so a plan whose view ran past the arena's
  end would read and write beyond it unnoticed;
- memrefs of integers narrower than a byte (``i1``) become memrefs of ``i8``: LLVM lays out
  an ``i1`` element in one byte anyway, so every byte offset (``memref.view`` into an arena)
  stays where it was, but LLVM 22's memref lowering asserts on sub-byte loads and stores;
- math ops with no LLVM lowering are extended to ``f32`` (half floats), expanded into simpler
  ones (``math.acosh``), or called from libm (``math.erf`` -> ``erff``), in that order of
  preference, so that ``math.rsqrt`` never becomes a call to a ``rsqrtf`` no library has.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
from mlir import ir, passmanager
from mlir.dialects import arith, cf, func, memref

from memplan.bufferize.tensors import module_has_tensors
from memplan.check.kernels import check_each_access, outline, structured_ops
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.rewrite import ARENA_SIZE_ATTR
from memplan.mlir import naming
from memplan.mlir import op_semantics as sem
from memplan.mlir.layout import element_bytes
from memplan.mlir.parsing import ops_named
from memplan.mlir.upstream import UPSTREAM_BUFFERIZE

# The reference run of a tensor program: upstream's bufferization with copy-before-write (a copy
# before every write, no in-place analysis), since the reference must be right whatever that
# analysis gets wrong: LLVM 22's writes an scf.index_switch result in place over a value read
# later and over a read-only argument. LLVM 22 crashes (SIGSEGV in getCalledFunction) on
# copy-before-write with func.call, so calls are inlined first (upstream's inliner); a program
# whose calls remain (recursion, declarations) keeps the analysis, which LLVM 22 also gets wrong
# across cf blocks (an arm's in-place write over an argument that the join reads again).
REFERENCE_BUFFERIZE = UPSTREAM_BUFFERIZE.replace("allow-return-allocs-from-loops",
                                                 "allow-return-allocs-from-loops copy-before-write")


# A tensor program runs through upstream's bufferization: when that fails, the user must not read
# it as a fault of their program (LLVM 22 refuses some valid cf programs, e.g. cf.switch with tensors).
REFERENCE_FAILED = ("cannot run this tensor program: upstream's one-shot-bufferize, which bufferizes "
                    "tensor programs for running, failed on it")


# copy-before-write gives every write a new buffer, which upstream refuses inside a vector.mask
# ("body must bufferize in-place"): the reference first folds each mask into its transfer's
# mask operand (the same computation, with no region). Only where there is a mask: the pass's
# greedy rewriter also simplifies blocks, after which LLVM 22's bufferization fails on some cf
# programs.
UNMASK = "func.func(lower-vector-mask)"


def _bufferize_reference(module: ir.Module) -> None:
    if _has_calls(module):
        run_passes(module, "inline", REFERENCE_FAILED)
    if _has_op(module, "vector.mask"):
        run_passes(module, UNMASK, REFERENCE_FAILED)
    run_passes(module, UPSTREAM_BUFFERIZE if _has_calls(module) else REFERENCE_BUFFERIZE, REFERENCE_FAILED)


def _has_op(module: ir.Module, *names: str) -> bool:
    """Does ``module`` hold an op of one of ``names``?"""
    return bool(ops_named(module, *names))


def _has_calls(module: ir.Module) -> bool:
    return _has_op(module, "func.call", "func.call_indirect")


# Out-of-bounds reads return garbage that can agree by chance, so every access is checked as it
# runs and a violation aborts with the op and its location (generate-runtime-verification).
# It runs before structured ops become loops: each op is then checked once, before it runs (its
# indices at the corners of its iteration space against its operands' shapes), instead of every
# load and store of its loops, which made lowering and running several times slower. That bounds
# every access of ops whose indexing maps are monotone (:func:`kernels.check_each_access`
# lowers the others to loops first, to be checked access by access). Canonicalization then
# drops the checks that hold for static shapes, each a block split and a message string.
VERIFY_AT_RUN_TIME = "generate-runtime-verification,canonicalize"
# Vector transfers (what linalg vectorization leaves) become loops of minor-identity transfers,
# masks explicit, before LLVM; convert-to-llvm does not lower the vector dialect by itself.
LOWER_TO_LOOPS = ("func.func(lower-vector-mask,lower-vector-multi-reduction,convert-vector-to-scf{full-unroll},"
                  "convert-linalg-to-loops),"
                  "scf-forall-to-for,expand-strided-metadata,lower-affine,convert-scf-to-cf")
# LLVM intrinsics first (exact), then upstream expansions, then libm for what is left.
LEGALIZE_MATH = "math-extend-to-supported-types,convert-math-to-llvm,math-expand-ops,convert-math-to-libm"
LOOPS_TO_LLVM = "convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts"

_NUMPY_OF = {
    "f64": np.float64, "f32": np.float32, "f16": np.float16,
    "i64": np.int64, "i32": np.int32, "i16": np.int16, "i8": np.int8, "i1": np.bool_,
    "index": np.int64,
}


@dataclass(frozen=True)
class BufferSpec:
    """One buffer the wrapper takes: an input of the entry or one of its results.

    In a dynamic program (``make_runnable(..., dynamic=True)``) a dimension may be -1 (set
    to the size of the run by :meth:`at`), an ``index`` argument takes the size itself
    (``size_valued``), and a result of dynamic shape is returned by the wrapper, which
    allocates it, instead of written into a buffer the caller made (``returned``).
    """

    label: str  # "argument #2" or "result #0", counted in the entry's own signature
    type: str  # the type the entry declares, for messages
    shape: tuple[int, ...]
    dtype: np.dtype
    is_output: bool
    returned: bool = False
    size_valued: bool = False
    value: int | None = None  # a size-valued input at a given size
    # an argument the program declares ``bufferization.writable = true``: a bufferization may
    # write into it or not, so when only one program did, it is not compared
    declared_writable: bool = False
    # bf16, which numpy lacks: the caller's buffer holds f32 (inputs drawn at bf16 precision),
    # the wrapper narrows it for the entry and widens what comes back
    bfloat16: bool = False
    name: str | None = None  # as the program names it: "%x", or the value a result returns
    where: str | None = None  # "file:line:col" of the argument, or of the return

    def described(self) -> str:
        """``%d0 returned at f.mlir:11:3, memref<4xf32>``: its name, place and type."""
        place = " ".join(p for p in (self.name, self.where and ("returned at " if self.is_output else "at ") + self.where)
                         if p)
        return f"{place}, {self.type}" if place else self.type

    @property
    def nbytes(self) -> int:
        return int(np.prod([max(d, 0) for d in self.shape], dtype=object)) * self.dtype.itemsize

    @property
    def is_dynamic(self) -> bool:
        return -1 in self.shape or self.size_valued

    def at(self, size: int) -> "BufferSpec":
        """This buffer in a run where every dynamic dimension and index argument is ``size``."""
        if self.returned:
            return self
        shape = tuple(size if d == -1 else d for d in self.shape)
        return replace(self, shape=shape, value=size if self.size_valued else self.value)


def find_function(module: ir.Module, name: str):
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


def run_passes(module: ir.Module, pipeline: str, failure: str = "cannot lower program for execution") -> None:
    """Run an upstream pipeline; its first error becomes a located MemplanError saying ``failure``."""
    try:
        pm = passmanager.PassManager.parse(f"builtin.module({pipeline})", context=module.context)
        pm.run(module.operation)
    except ir.MLIRError as e:
        raise _located(e, failure) from None


def make_runnable(module: ir.Module, entry: str, dynamic: bool = False) -> tuple[str, list[BufferSpec]]:
    """Bufferize ``module`` if needed and add the wrapper of ``entry``.

    Returns the wrapper's name and its buffers, inputs first. Call :func:`lower_to_llvm`
    next; in between, the caller can refuse buffers too big to allocate. With ``dynamic``,
    shapes may be dynamic (see :class:`BufferSpec`).
    """
    entry_op = find_function(module, entry)
    if len(entry_op.regions[0].blocks) == 0:
        raise MemplanError(f"@{entry} is only declared; it has no body to run", str(entry_op.location))
    _keep_what_runs(module, entry)
    names = _names_and_places(entry_op)
    if module_has_tensors(module):
        _mark_tensor_arguments_read_only(entry_op)
        _bufferize_reference(module)
    wrapper, specs = _add_wrapper(module, find_function(module, entry), dynamic)
    names += [(None, None)] * (len(specs) - len(names))  # no return: a function that never ends
    return wrapper, [replace(spec, name=name, where=where) for spec, (name, where) in zip(specs, names)]


def _keep_what_runs(module: ir.Module, entry: str) -> None:
    """Drop the functions ``entry`` never calls (nor takes the address of), and refuse an op of
    a dialect MLIR does not know in what is left: it has no lowering, and LLVM 22 aborts on it
    (an assertion in the math legalization) instead of saying so."""
    functions = {op.attributes["sym_name"].value: op for op in module.body.operations
                 if op.operation.name == "func.func"}
    reached, todo = {entry}, [entry]
    while todo:
        for op in _ops_of(functions[todo.pop()]):
            if not module.context.is_registered_operation(op.name):
                raise MemplanError(f"'{op.name}' is an op of a dialect MLIR does not know: it cannot be run",
                                   str(op.location))
            callee = sem.function_reference(op)
            if callee in functions and callee not in reached:
                reached.add(callee)
                todo.append(callee)
    for name, op in functions.items():
        if name not in reached:
            op.operation.erase()


def _ops_of(function) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        found.append(op)
        return ir.WalkResult.ADVANCE

    function.operation.walk(visit)
    return found


def _names_and_places(entry_op) -> list[tuple[str | None, str | None]]:
    """(name, file:line:col) of each argument the wrapper takes and each result, as the
    program gives them (before bufferization renames anything): an argument's own, a result's
    value at the function's first return."""
    block = entry_op.regions[0].blocks[0]
    arena = 1 if ARENA_SIZE_ATTR in entry_op.attributes and len(block.arguments) else 0
    arguments = list(block.arguments)
    names = naming.argument_names(entry_op.operation) or []  # the header, read once
    names = names if len(names) == len(arguments) else []
    out = [("%" + names[k] if names else None, naming.where(a.location)) for k, a in enumerate(arguments)][arena:]
    returns: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.return":
            returns.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    entry_op.operation.walk(visit)
    if returns:
        out += [(naming.value_input_name(v), naming.where(returns[0].location)) for v in returns[0].operands]
    return out


def is_dynamic_entry(module: ir.Module, entry: str) -> bool:
    """Whether ``entry`` takes or returns a shaped value of dynamic shape."""
    ftype = ir.FunctionType(find_function(module, entry).attributes["function_type"].value)
    return any(isinstance(t, (ir.MemRefType, ir.RankedTensorType)) and not ir.ShapedType(t).has_static_shape
               for t in [*ftype.inputs, *ftype.results])


def lower_to_llvm(module: ir.Module) -> list[str]:
    """Lower a program made by :func:`make_runnable` to the LLVM dialect; return the names of
    its kernels.

    Structured ops run in kernels (:mod:`memplan.check.kernels`), which LLVM optimizes; what
    lies between them is marked ``optnone``, which LLVM compiles as it is: optimizing a whole
    model as one function takes minutes and saves nothing (it runs once, between kernels).
    Every function but the wrapper's C interface is internal, so that the execution engine
    makes no calling interface for functions nobody calls from outside (one for an entry with
    700 arguments took longer to compile than the model).
    """
    check_views_at_run_time(module)
    checked_each = check_each_access(module)
    run_passes(module, VERIFY_AT_RUN_TIME)
    kernels = [k.attributes["sym_name"].value for k in checked_each + outline(module, structured_ops(module.operation))]
    _mark_functions(module, set(kernels))
    run_passes(module, LOWER_TO_LOOPS)
    widen_subbyte_buffers(module)
    run_passes(module, LEGALIZE_MATH)
    _reject_subbyte_accesses(module)
    run_passes(module, LOOPS_TO_LLVM)
    return kernels


def _mark_functions(module: ir.Module, kernels: set[str]) -> None:
    """Every function with a body internal; all but kernels left unoptimized (see
    :func:`lower_to_llvm`)."""
    internal = ir.Attribute.parse("#llvm.linkage<internal>")
    unoptimized = ir.ArrayAttr.get([ir.StringAttr.get("noinline"), ir.StringAttr.get("optnone")])
    for op in module.body.operations:
        if op.operation.name != "func.func" or not len(op.regions[0].blocks):
            continue
        op.attributes["llvm.linkage"] = internal
        if op.attributes["sym_name"].value in kernels:
            continue
        op.attributes["passthrough"] = unoptimized


def external_functions(module: ir.Module) -> list[str]:
    """Names of the functions the lowered program calls but does not define."""
    return [
        op.attributes["sym_name"].value
        for op in module.body.operations
        if op.operation.name == "llvm.func" and len(op.regions[0].blocks) == 0
    ]


def first_unlowered_op(module: ir.Module) -> ir.Operation | None:
    """The first op left outside the LLVM dialect (it stops translation to LLVM IR)."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name.split(".")[0] not in ("llvm", "builtin"):
            found.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found[0] if found else None


# --- tensors and the wrapper ---------------------------------------------------------------


def _mark_tensor_arguments_read_only(entry_op) -> None:
    """``bufferization.writable = false`` on tensor arguments: one-shot-bufferize then copies
    instead of writing into the caller's buffer, as tensor (value) semantics demand. An
    argument the program itself declares writable stays so (a ``materialize_in_destination``
    into it must write it)."""
    dicts = []
    for i, arg in enumerate(entry_op.regions[0].blocks[0].arguments):
        entries = _argument_attrs(entry_op, i)
        if isinstance(arg.type, (ir.RankedTensorType, ir.UnrankedTensorType)) and not _declared_writable(entries):
            entries["bufferization.writable"] = ir.BoolAttr.get(False)
        dicts.append(ir.DictAttr.get(entries))
    entry_op.attributes["arg_attrs"] = ir.ArrayAttr.get(dicts)


# A workspace the entry takes (merge-alloc{arena-from-argument}) is allocated by the wrapper,
# aligned for every buffer a plan may place in it (plans align to at most a page in practice).
ARENA_ALIGNMENT = 4096


def _declared_writable(arg_attrs: dict) -> bool:
    attr = arg_attrs.get("bufferization.writable")
    return isinstance(attr, ir.BoolAttr) and ir.BoolAttr(attr).value


def _argument_attrs(entry_op, i: int) -> dict:
    if "arg_attrs" not in entry_op.attributes:
        return {}
    d = ir.DictAttr(ir.ArrayAttr(entry_op.attributes["arg_attrs"])[i])
    return {d[j].name: d[j].attr for j in range(len(d))}


def _add_wrapper(module: ir.Module, entry_op, dynamic: bool = False) -> tuple[str, list[BufferSpec]]:
    """``@__memplan_run_<entry>(inputs..., results...)``: every value as a caller-owned buffer;
    with ``dynamic``, results of dynamic shape are copied into buffers the wrapper returns."""
    entry = entry_op.attributes["sym_name"].value
    ftype = ir.FunctionType(entry_op.attributes["function_type"].value)
    ins, outs = list(ftype.inputs), list(ftype.results)
    where = str(entry_op.location)
    arena = 1 if ARENA_SIZE_ATTR in entry_op.attributes and ins else 0  # the wrapper brings it
    in_bufs = [_buffer_for(t, f"argument #{i}", False, entry, where, dynamic)
               for i, t in enumerate(ins) if i >= arena]
    in_bufs = [(b, replace(spec, declared_writable=_declared_writable(_argument_attrs(entry_op, i))))
               for i, (b, spec) in enumerate(in_bufs, start=arena)]
    out_bufs = [_buffer_for(t, f"result #{k}", True, entry, where, dynamic) for k, t in enumerate(outs)]
    taken = [b for b, spec in in_bufs + out_bufs if not spec.returned]
    returned = [b for b, spec in out_bufs if spec.returned]
    name = _unused_name(module, f"__memplan_run_{entry}")
    with ir.InsertionPoint(module.body), entry_op.location:
        wrapper = func.FuncOp(name, (taken, returned), visibility="public")
        block = wrapper.add_entry_block()
        with ir.InsertionPoint(block):
            staged: list[tuple[ir.Value, ir.Value]] = []  # (narrowed copy, caller's buffer)
            operands = [_as_operand(arg, t, staged) for arg, t in zip(block.arguments, ins[arena:])]
            if arena:
                operands.insert(0, memref.AllocOp(ins[0], [], [], alignment=ARENA_ALIGNMENT).result)
            call = func.CallOp(outs, ir.FlatSymbolRefAttr.get(entry), operands)
            dests = iter(list(block.arguments)[len(ins) - arena:])
            results = []
            for value, (buf_type, spec) in zip(call.results, out_bufs):
                if spec.returned:
                    results.append(_fresh_copy(value, buf_type))
                elif isinstance(value.type, ir.MemRefType):
                    _copy(value, next(dests))
                else:
                    memref.StoreOp(_as_f32_if_bf16(value), next(dests), [])
            for narrowed, caller in staged:  # what the entry wrote into a bf16 input
                _copy(narrowed, caller)
            if arena:
                memref.DeallocOp(operands[0])
            func.ReturnOp(results)
    wrapper.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
    return name, [spec for _, spec in in_bufs + out_bufs]


def _fresh_copy(value: ir.Value, t: ir.MemRefType) -> ir.Value:
    """A new contiguous buffer of ``value``'s shape holding a copy of it (the caller reads it)."""
    copy = _fresh_buffer(value, t)
    _copy(value, copy)
    return copy


def _fresh_buffer(like: ir.Value, t: ir.MemRefType) -> ir.Value:
    """A new buffer of type ``t`` shaped like ``like`` (its dynamic sizes taken from it)."""
    index = ir.IndexType.get()
    sizes = [memref.DimOp(like, arith.ConstantOp(index, k).result).result
             for k, d in enumerate(t.shape) if d == ir.ShapedType.get_dynamic_size()]
    return memref.AllocOp(t, sizes, [], alignment=64).result


def _copy(source: ir.Value, dest: ir.Value) -> None:
    """``memref.copy``, or a converting ``linalg.copy`` between bf16 and its f32 wire buffer."""
    if ir.MemRefType(source.type).element_type == ir.MemRefType(dest.type).element_type:
        memref.CopyOp(source, dest)
    else:
        from mlir.dialects import linalg

        linalg.copy(source, outs=[dest])


def _as_f32_if_bf16(value: ir.Value) -> ir.Value:
    return arith.ExtFOp(ir.F32Type.get(), value).result if isinstance(value.type, ir.BF16Type) else value


def _wire_element(elem: ir.Type) -> ir.Type:
    """The element type of the caller's buffer for ``elem``: f32 for bf16, else ``elem``."""
    return ir.F32Type.get() if isinstance(elem, ir.BF16Type) else elem


def _buffer_for(t: ir.Type, label: str, is_output: bool, entry: str, where: str,
                dynamic: bool = False) -> tuple[ir.Type, BufferSpec]:
    """The wrapper's buffer for one value of type ``t``: the memref itself, or a 0-d memref."""
    def refuse(why: str) -> MemplanError:
        return MemplanError(f"{label} of @{entry} is {t}; {why}", where)

    returned = size_valued = False
    if isinstance(t, ir.MemRefType):
        mt = ir.MemRefType(t)
        if not mt.has_static_shape and not dynamic:
            return_or_take = "returns" if is_output else "takes"
            raise refuse(f"check runs only functions that {return_or_take} buffers of static shape")
        if not _contiguous_compatible(mt):
            raise refuse("only buffers laid out contiguously (or with dynamic strides) can be fed and compared")
        dyn = ir.ShapedType.get_dynamic_size()
        shape, elem = tuple(-1 if d == dyn else d for d in mt.shape), mt.element_type
        buf = ir.MemRefType.get(list(mt.shape), _wire_element(elem), memory_space=mt.memory_space)
        returned = is_output and -1 in shape
    elif _is_scalar(t):
        shape, elem = (), t
        buf = ir.MemRefType.get([], _wire_element(t))
        size_valued = dynamic and not is_output and isinstance(t, ir.IndexType)
    else:
        raise refuse("check feeds and compares only memrefs, tensors, integers, index and floats")
    dtype = _dtype_of(_wire_element(elem))
    if dtype is None:
        raise refuse(f"its element type {elem} has no numpy equivalent to feed or compare")
    return buf, BufferSpec(label, str(t), shape, dtype, is_output, returned, size_valued,
                           bfloat16=isinstance(elem, ir.BF16Type))


def _is_scalar(t: ir.Type) -> bool:
    return isinstance(t, (ir.IntegerType, ir.IndexType, ir.BF16Type, ir.F16Type, ir.F32Type, ir.F64Type))


def _dtype_of(elem: ir.Type) -> np.dtype | None:
    name = str(elem)
    if name in _NUMPY_OF:
        return np.dtype(_NUMPY_OF[name])
    if isinstance(elem, ir.IntegerType) and ir.IntegerType(elem).width < 8:
        return np.dtype(np.int8)  # widened to i8 below, like i1
    return None


def _contiguous_compatible(t: ir.MemRefType) -> bool:
    """Every static stride and offset is the one a contiguous row-major array has."""
    strides, offset = t.get_strides_and_offset()
    dynamic = ir.ShapedType.get_dynamic_stride_or_offset()
    expected, running = [], 1
    for size in reversed(t.shape):
        expected.append(running)
        running = dynamic if size == ir.ShapedType.get_dynamic_size() or running == dynamic else running * size
    expected.reverse()
    return offset in (0, dynamic) and all(s in (e, dynamic) for s, e in zip(strides, expected))


def _as_operand(arg: ir.Value, declared: ir.Type, staged: list[tuple[ir.Value, ir.Value]]) -> ir.Value:
    """The entry's operand from the caller's buffer ``arg``; a bf16 buffer is a narrowed copy,
    recorded in ``staged`` so that what the entry writes into it is copied back."""
    if not isinstance(declared, ir.MemRefType):
        value = memref.LoadOp(arg, []).result
        return arith.TruncFOp(declared, value).result if isinstance(declared, ir.BF16Type) else value
    declared_type = ir.MemRefType(declared)
    if isinstance(declared_type.element_type, ir.BF16Type):
        narrowed = _fresh_buffer(arg, ir.MemRefType.get(list(declared_type.shape), declared_type.element_type,
                                                        memory_space=declared_type.memory_space))
        _copy(arg, narrowed)
        staged.append((narrowed, arg))
        arg = narrowed
    if arg.type != declared:
        return memref.CastOp(declared, arg).result
    return arg


def _unused_name(module: ir.Module, base: str) -> str:
    taken = {op.attributes["sym_name"].value for op in module.body.operations if "sym_name" in op.attributes}
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    return name


# --- views within their arenas ------------------------------------------------------------

# The report upstream's runtime checks print (RuntimeVerifiableOpInterface::generateErrorMessage).
_RUNTIME_ERROR = "ERROR: Runtime op verification failed\n{op}\n^ {what}\nLocation: {loc}"


def check_views_at_run_time(module: ir.Module) -> None:
    """Before every ``memref.view``, assert (``cf.assert``, which prints and aborts like
    upstream's runtime checks) that its bytes lie within its source buffer:
    ``0 <= byte_shift`` and ``byte_shift + elements * element bytes <= source bytes``, unless
    the view has no elements (it touches no byte, wherever it stands).

    A view whose element size memplan does not know (scalable vectors) is left unchecked.
    """
    for view in ops_named(module, "memref.view"):
        _assert_view_in_bounds(view)


def _assert_view_in_bounds(view: ir.Operation) -> None:
    result = ir.MemRefType(view.results[0].type)
    elem = element_bytes(result.element_type)
    if elem is None or _inside_by_its_constants(view, elem):
        return
    source, shift, sizes = view.operands[0], view.operands[1], list(view.operands)[2:]
    message = _RUNTIME_ERROR.format(op=view.get_asm(use_local_scope=True, assume_verified=True).strip(),
                                    what="memref.view runs out of the bounds of its source buffer",
                                    loc=view.location)
    index = ir.IndexType.get()
    with ir.InsertionPoint(view), view.location:
        def constant(n: int) -> ir.Value:
            return arith.ConstantOp(index, n).result

        dynamic = iter(sizes)
        length = constant(elem)
        for d in result.shape:
            extent = next(dynamic) if d == ir.ShapedType.get_dynamic_size() else constant(d)
            length = arith.MulIOp(length, extent).result
        end = arith.AddIOp(shift, length).result
        available = memref.DimOp(source, constant(0)).result
        starts_inside = arith.CmpIOp(arith.CmpIPredicate.sge, shift, constant(0)).result
        ends_inside = arith.CmpIOp(arith.CmpIPredicate.sle, end, available).result
        empty = arith.CmpIOp(arith.CmpIPredicate.eq, length, constant(0)).result  # touches no byte
        cf.AssertOp(arith.OrIOp(empty, arith.AndIOp(starts_inside, ends_inside).result).result, message)


def _inside_by_its_constants(view: ir.Operation, elem: int) -> bool:
    """Whether a view of static shape at a constant shift, into a source of static shape, lies
    within it (the assert would always hold: a plan's views, mostly)."""
    result, source = ir.MemRefType(view.results[0].type), ir.MemRefType(view.operands[0].type)
    shift = view.operands[1]
    if not (result.has_static_shape and source.has_static_shape and isinstance(shift, ir.OpResult)
            and shift.owner.name == "arith.constant"):
        return False
    start = ir.IntegerAttr(shift.owner.attributes["value"]).value
    length = elem * int(np.prod(result.shape, dtype=object))
    return length == 0 or (start >= 0 and start + length <= source.shape[0])


# --- sub-byte buffers --------------------------------------------------------------------


def _widened(t: ir.Type) -> ir.Type | None:
    """``memref<...xi1>`` -> ``memref<...xi8>`` (same layout, same memory space); else None."""
    def narrow(elem: ir.Type) -> bool:
        return isinstance(elem, ir.IntegerType) and ir.IntegerType(elem).width < 8

    i8 = ir.IntegerType.get_signless(8)
    if isinstance(t, ir.MemRefType):
        mt = ir.MemRefType(t)
        if narrow(mt.element_type):
            return ir.MemRefType.get(list(mt.shape), i8, layout=mt.layout, memory_space=mt.memory_space)
    elif isinstance(t, ir.UnrankedMemRefType):
        ut = ir.UnrankedMemRefType(t)
        if narrow(ut.element_type):
            return ir.UnrankedMemRefType.get(i8, ut.memory_space)
    elif isinstance(t, ir.FunctionType):
        ft = ir.FunctionType(t)
        ins = [_widened(x) or x for x in ft.inputs]
        outs = [_widened(x) or x for x in ft.results]
        if ins != list(ft.inputs) or outs != list(ft.results):
            return ir.FunctionType.get(ins, outs)
    return None


def widen_subbyte_buffers(module: ir.Module) -> None:
    """Give every memref of ``i1`` (or another sub-byte integer) ``i8`` elements.

    Loads truncate back to the narrow type and stores zero-extend, which is what LLVM does
    with an ``i1`` in memory; the byte layout is unchanged, so views into arenas stay valid.
    """
    ops: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        ops.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(collect)
    changed = False
    for op in ops:
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    changed |= _retype(arg)
        for result in op.results:
            changed |= _retype(result)
        for attr in ("function_type", "type"):
            if attr in op.attributes and isinstance(op.attributes[attr], ir.TypeAttr):
                new = _widened(ir.TypeAttr(op.attributes[attr]).value)
                if new is not None:
                    op.attributes[attr] = ir.TypeAttr.get(new)
                    changed = True
        if op.name == "memref.global":
            _widen_initial_value(op)
    if not changed:
        return
    for op in ops:
        if op.name == "memref.load":
            _widen_load(op)
        elif op.name == "memref.store":
            _widen_store(op)
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise _located(e, "cannot widen i1 buffers to bytes for execution") from None


def _retype(value: ir.Value) -> bool:
    new = _widened(value.type)
    if new is None:
        return False
    value.set_type(new)
    return True


def _widen_initial_value(op: ir.Operation) -> None:
    if "initial_value" not in op.attributes or not isinstance(op.attributes["initial_value"], ir.DenseIntElementsAttr):
        return
    old = ir.DenseIntElementsAttr(op.attributes["initial_value"])
    if ir.IntegerType(ir.ShapedType(old.type).element_type).width >= 8:
        return
    i8 = ir.IntegerType.get_signless(8)
    shape = list(ir.ShapedType(old.type).shape)
    values = np.array(old).astype(np.int8) if not old.is_splat else None
    if values is None:
        splat = ir.IntegerAttr.get(i8, int(np.array(old).reshape(-1)[0]))
        new = ir.DenseElementsAttr.get_splat(ir.RankedTensorType.get(shape, i8), splat)
    else:
        new = ir.DenseElementsAttr.get(values, type=i8, shape=shape)
    op.attributes["initial_value"] = new


def _widen_load(op: ir.Operation) -> None:
    narrow = op.results[0].type
    if not isinstance(narrow, ir.IntegerType) or ir.IntegerType(narrow).width >= 8:
        return
    with ir.InsertionPoint(op), op.location:
        wide = memref.LoadOp(op.operands[0], list(op.operands)[1:]).result
        value = arith.TruncIOp(narrow, wide).result
    op.results[0].replace_all_uses_with(value)
    op.erase()


def _widen_store(op: ir.Operation) -> None:
    value = op.operands[0]
    if not isinstance(value.type, ir.IntegerType) or ir.IntegerType(value.type).width >= 8:
        return
    with ir.InsertionPoint(op), op.location:
        op.operands[0] = arith.ExtUIOp(ir.IntegerType.get_signless(8), value).result


def _reject_subbyte_accesses(module: ir.Module) -> None:
    """LLVM 22 aborts the process (an assertion, not an error) on loads and stores of sub-byte
    integers: refuse any that widening did not reach, rather than crash."""
    found: list[tuple[str, str]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in ("memref.load", "memref.store"):
            ref = op.operands[0 if op.name == "memref.load" else 1]
            elem = ir.MemRefType(ref.type).element_type
            if isinstance(elem, ir.IntegerType) and ir.IntegerType(elem).width < 8:
                found.append((f"{op.name} of {ref.type}", str(op.location)))
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if found:
        raise MemplanError(
            "LLVM 22 cannot lower this program for execution: loads and stores of integers "
            f"narrower than 8 bits are a known gap of its LLVM lowering ({found[0][0]})",
            found[0][1],
        )


def _located(e: ir.MLIRError, what: str) -> MemplanError:
    diags = list(e.error_diagnostics)
    if not diags:
        return MemplanError(f"{what}: {e}")
    return MemplanError(f"{what}: {diags[0].message}", str(diags[0].location))
