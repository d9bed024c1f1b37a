"""Each linalg op of a runnable copy in a small function of its own, shared by every op that
differs from it only in its shapes.

A model lowered as it is becomes one function of tens of thousands of LLVM instructions, and
LLVM's optimizer takes time that grows faster than its size (DenseNet-121: 77 s at -O2 for its
one function); unoptimized, its loops run five times slower. Moved into functions of their own,
the loops of each structured op are optimized one small function at a time, and ops that
differ only in their shapes (every ReLU, every 1x1 convolution of a network) share one
function: it takes its buffers with dynamic shapes (and strides, if they are not contiguous),
so DenseNet-121's 2000 ops need a few dozen kernels.

What stays where it was is what the program does between them (allocations, views, copies,
calls) and every runtime check (they are generated before the ops move, at the op, with its
location). The program computes the same: a kernel runs the op on the very buffers, only
their static shapes become dynamic ones (``memref.cast``).
"""

from __future__ import annotations

from mlir import ir, passmanager
from mlir.dialects import func, memref

from memplan.mlir import op_semantics as sem
from memplan.mlir.parsing import last_op

KERNEL_PREFIX = "__memplan_kernel"


def structured_ops(root: ir.Operation) -> list[ir.Operation]:
    """The structured ops on buffers under ``root`` (not nested in another one), in order."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if sem.is_structured(op):
            if _on_buffers(op):
                found.append(op)
            return ir.WalkResult.SKIP
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def _on_buffers(op: ir.Operation) -> bool:
    return not op.results and all(not isinstance(v.type, (ir.RankedTensorType, ir.UnrankedTensorType))
                                  for v in op.operands)


def outline(module: ir.Module, ops: list[ir.Operation], share: bool = True) -> list[ir.Operation]:
    """Move each of ``ops`` into a kernel function and call it in its place.

    With ``share``, an op whose kernel would be identical to an earlier one's (up to
    locations) calls that one. Returns the kernels made. An op whose buffers have a layout
    that is not strided stays where it is.
    """
    made: dict[str, ir.Operation] = {}
    kernels: list[ir.Operation] = []
    taken = {op.attributes["sym_name"].value for op in module.body.operations if "sym_name" in op.attributes}
    for op in ops:
        outlined = _outline_one(module, op)
        if outlined is None:
            continue
        kernel, call = outlined
        key = kernel.get_asm(print_generic_op_form=True, use_local_scope=True, assume_verified=True) if share else None
        if key is not None and key in made:
            call.attributes["callee"] = ir.FlatSymbolRefAttr.get(made[key].attributes["sym_name"].value)
            kernel.erase()
            continue
        name = _fresh(taken, f"{KERNEL_PREFIX}{len(kernels)}")
        kernel.attributes["sym_name"] = ir.StringAttr.get(name)
        call.attributes["callee"] = ir.FlatSymbolRefAttr.get(name)
        if key is not None:
            made[key] = kernel
        kernels.append(kernel)
    return kernels


def _fresh(taken: set[str], name: str) -> str:
    base, n = name, 0
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    taken.add(name)
    return name


def _outline_one(module: ir.Module, op: ir.Operation) -> tuple[ir.Operation, ir.Operation] | None:
    """The kernel holding ``op`` (unnamed yet) and the call that replaced it."""
    operands = list(op.operands)
    captured = _captured(op)
    constants = [v for v in captured if _is_constant(v)]
    passed = operands + [v for v in captured if not _is_constant(v)]
    types = [_general(v.type) for v in passed]
    if any(t is None for t in types):
        return None
    with op.location:
        with ir.InsertionPoint(op):
            args = [memref.CastOp(t, v).result if t != v.type else v for v, t in zip(passed, types)]
            call = func.CallOp([], ir.FlatSymbolRefAttr.get("__memplan_unnamed"), args)
        with ir.InsertionPoint(module.body):
            kernel = func.FuncOp("__memplan_unnamed", (types, []), visibility="private")
        block = kernel.add_entry_block()
        with ir.InsertionPoint(block):
            ret = func.ReturnOp([])
    inside = list(block.arguments)
    for value in constants:  # a constant the payload uses is copied into the kernel
        copy = value.owner.clone(ir.InsertionPoint(ret))
        inside.append(copy.results[0])
    op.move_before(ret)
    replacements = list(zip(passed, list(block.arguments))) + list(zip(constants, inside[len(passed):]))
    for i, value in enumerate(block.arguments[:len(operands)]):
        op.operands[i] = value
    _replace_within(op, replacements[len(operands):])
    return kernel.operation, call.operation


def _captured(op: ir.Operation) -> list[ir.Value]:
    """Values the op's regions use that are defined outside the op, once each, in order."""
    seen: list[ir.Value] = []

    def visit(inner: ir.Operation) -> ir.WalkResult:
        if inner != op:
            for v in inner.operands:
                if not _defined_within(v, op) and v not in seen:
                    seen.append(v)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return seen


def _defined_within(value: ir.Value, op: ir.Operation) -> bool:
    owner = value.owner
    parent = owner.owner if isinstance(owner, ir.Block) else owner.operation
    while parent is not None:
        if parent == op:
            return True
        parent = parent.parent
    return False


def _is_constant(value: ir.Value) -> bool:
    return isinstance(value, ir.OpResult) and value.owner.operation.name in ("arith.constant", "index.constant") \
        and not value.owner.operation.operands


def _replace_within(op: ir.Operation, replacements: list[tuple[ir.Value, ir.Value]]) -> None:
    if not replacements:
        return

    def visit(inner: ir.Operation) -> ir.WalkResult:
        for old, new in replacements:
            inner.replace_uses_of_with(old, new)
        return ir.WalkResult.ADVANCE

    op.walk(visit)


def _general(t: ir.Type) -> ir.Type | None:
    """The kernel's type for an operand of type ``t``: a memref with every dimension dynamic
    (contiguous stays contiguous; other layouts become fully dynamic strides, except an
    innermost stride of 1), or ``t`` itself for a scalar. None: a layout that is not strided."""
    if not isinstance(t, ir.MemRefType):
        return t
    mt = ir.MemRefType(t)
    dynamic = ir.ShapedType.get_dynamic_size()
    shape = [dynamic] * mt.rank
    if mt.affine_map == ir.AffineMap.get_identity(mt.rank):
        return ir.MemRefType.get(shape, mt.element_type, memory_space=mt.memory_space)
    try:
        strides, _ = mt.get_strides_and_offset()
    except Exception:  # a layout map that is not strided
        return None
    any_stride = ir.ShapedType.get_dynamic_stride_or_offset()
    general = [any_stride] * mt.rank
    if strides and strides[-1] == 1:
        general[-1] = 1
    layout = ir.StridedLayoutAttr.get(any_stride, general)
    return ir.MemRefType.get(shape, mt.element_type, layout=layout, memory_space=mt.memory_space)


# --- ops whose every access must be checked ----------------------------------------------


def check_each_access(module: ir.Module) -> list[ir.Operation]:
    """Lower to loops, each in a kernel of its own, the structured ops whose accesses upstream's
    check of the op does not bound, so that ``generate-runtime-verification`` checks each of
    their loads and stores instead.

    Upstream checks a structured op before it runs: every index its indexing maps give at the
    first and at the last point of the iteration space lies within its operand. That bounds
    every index in between only when each map's result moves one way as the loop indices grow
    (``d0 * 2 + d1``, ``3 - d0``, ``d0 floordiv 2``); ``d0 - d1`` or ``d0 mod 4`` can leave an
    operand between the two points. Returns the kernels made.
    """
    irregular = [op for op in structured_ops(module.operation) if not bounded_by_its_corners(op)]
    kernels = outline(module, irregular, share=False)
    for kernel in kernels:
        passmanager.PassManager.parse("func.func(convert-linalg-to-loops)", context=module.context).run(kernel)
    return kernels


def bounded_by_its_corners(op: ir.Operation) -> bool:
    """Whether every result of every indexing map of ``op`` is monotone in the loop indices,
    all of them the same way (so its extremes are at the first and the last point)."""
    maps = sem.indexing_maps(op) or []
    return all(_direction(e) is not None for m in maps for e in m.results)


def _direction(e: ir.AffineExpr) -> int | None:
    """+1: never decreases as any loop index grows; -1: never increases; 0: constant; None:
    neither, or unknown (a symbol, ``mod``)."""
    e = e.maybe_downcast()
    if isinstance(e, ir.AffineDimExpr):
        return 1
    if isinstance(e, ir.AffineConstantExpr):
        return 0
    if isinstance(e, ir.AffineAddExpr):
        return _same_way(_direction(e.lhs), _direction(e.rhs))
    if isinstance(e, ir.AffineMulExpr):
        factor = _constant(e.rhs) if _constant(e.rhs) is not None else _constant(e.lhs)
        other = e.lhs if _constant(e.rhs) is not None else e.rhs
        way = _direction(other)
        return None if factor is None or way is None else way * (factor > 0) - way * (factor < 0)
    if isinstance(e, (ir.AffineFloorDivExpr, ir.AffineCeilDivExpr)):
        divisor = _constant(e.rhs)
        return _direction(e.lhs) if divisor is not None and divisor > 0 else None
    return None


def _same_way(a: int | None, b: int | None) -> int | None:
    if a is None or b is None:
        return None
    if a == 0 or b == 0 or a == b:
        return a or b
    return None


def _constant(e: ir.AffineExpr) -> int | None:
    e = e.maybe_downcast()
    return e.value if isinstance(e, ir.AffineConstantExpr) else None


# --- two modules, compiled apart ---------------------------------------------------------

# The function of the kernels' module that writes each kernel's address into the array it is given.
ADDRESSES = "__memplan_kernel_addresses"


def split_kernels(module: ir.Module, names: list[str]) -> tuple[ir.Module, list[str]] | None:
    """Move the kernels ``names`` (lowered to the LLVM dialect) into a module of their own, with
    the declarations and globals they may use and :data:`ADDRESSES`; ``module`` keeps a
    declaration of each. Returns the new module and the kernels in the order ADDRESSES writes
    them; None when there is no kernel.

    The two are compiled apart: the kernels optimized, the rest as it is. Compiled together,
    LLVM's interprocedural passes still walk the unoptimized rest (called-value propagation
    alone took 2 s of DenseNet-121's 3).
    """
    wanted = set(names)
    kernels = [op for op in module.body.operations
               if op.operation.name == "llvm.func" and op.attributes["sym_name"].value in wanted]
    if not kernels:
        return None
    with module.context, ir.Location.unknown():
        apart = ir.Module.create()
        for op in module.body.operations:  # what a kernel may refer to: functions it calls, strings
            if op.operation.name == "llvm.mlir.global" or (op.operation.name == "llvm.func"
                                                           and not len(op.regions[0].blocks)):
                apart.body.append(op.operation.clone())
        for kernel in kernels:
            declaration = ir.Operation.create("llvm.func", attributes={
                "sym_name": kernel.attributes["sym_name"],
                "function_type": kernel.attributes["function_type"],
                "linkage": ir.Attribute.parse("#llvm.linkage<external>"),
            }, regions=1)
            module.body.append(declaration)
            apart.body.append(kernel.operation)
        order = [k.attributes["sym_name"].value for k in kernels]
        apart.body.append(_addresses_function(order))
    return apart, order


def _addresses_function(names: list[str]) -> ir.Operation:
    """``ADDRESSES(%out)``: ``%out[i]`` = the address of kernel ``names[i]``."""
    # parsed beside stand-ins of the kernels, which addressof must see to verify
    lines = [f"llvm.func @{name}()" for name in names] + [f"llvm.func @{ADDRESSES}(%out: !llvm.ptr) {{"]
    for i, name in enumerate(names):
        lines += [f"  %a{i} = llvm.mlir.addressof @{name} : !llvm.ptr",
                  f"  %p{i} = llvm.getelementptr %out[{i}] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr",
                  f"  llvm.store %a{i}, %p{i} : !llvm.ptr, !llvm.ptr"]
    lines += ["  llvm.return", "}"]
    parsed = ir.Module.parse("\n".join(lines))
    return last_op(parsed.body).clone()
