"""Is it a tensor program? Tensor types, and ops, regions and modules that use them: what
bufferize must rewrite, and what must be bufferized before it runs or is planned."""

from __future__ import annotations

from mlir import ir


_TENSOR_TYPES = (ir.RankedTensorType, ir.UnrankedTensorType)


def is_tensor(t: ir.Type) -> bool:
    return isinstance(t, _TENSOR_TYPES)


def touches_tensors(op: ir.Operation) -> bool:
    """Does ``op`` take, make, or give its blocks a tensor? Asked of every op of a module, the
    scalar bodies of linalg ops too: plain loops that stop at the first tensor, the results'
    types read in one call, and a region-less op's blocks not looked for."""
    for v in op.operands:
        if isinstance(v.type, _TENSOR_TYPES):
            return True
    for t in op.results.types:
        if isinstance(t, _TENSOR_TYPES):
            return True
    regions = op.regions
    if not len(regions):
        return False
    return any(isinstance(a.type, _TENSOR_TYPES) for region in regions for block in region.blocks
               for a in block.arguments)


def module_has_tensors(module: ir.Module) -> bool:
    """Whether anything in ``module`` is a tensor, declarations' signatures included: then it
    must be bufferized before it runs or its buffers are planned."""
    found = False

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal found
        signature = op.attributes["function_type"] if "function_type" in op.attributes else None
        if touches_tensors(op) or (isinstance(signature, ir.TypeAttr) and _signature_has_tensors(signature.value)):
            found = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def region_uses_tensors(region: ir.Region) -> bool:
    """Does any block of ``region`` take a tensor argument, or any op in it (nested ones too) touch one?"""
    found = False

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal found
        found = found or touches_tensors(op)
        return ir.WalkResult.INTERRUPT if found else ir.WalkResult.ADVANCE

    for block in region.blocks:
        if any(is_tensor(a.type) for a in block.arguments):
            return True
        for op in block.operations:
            op.operation.walk(visit)
            if found:
                return True
    return False


def _signature_has_tensors(t: ir.Type) -> bool:
    if not isinstance(t, ir.FunctionType):
        return False
    return any(is_tensor(x) for x in [*t.inputs, *t.results])
