"""The order functions are bufferized in: callees before their callers, so that a call knows the
buffer types its callee takes and returns."""

from __future__ import annotations

from mlir import ir

from memplan.mlir import op_semantics as sem


def callees_first(funcs: list[ir.Operation]) -> list[ir.Operation]:
    """Functions in an order where callees come before their callers (cycles: any order)."""
    if len(funcs) < 2:  # nothing to order: no walk for calls (a model is one function, of thousands of ops)
        return list(funcs)
    by_name = {f.attributes["sym_name"].value: f for f in funcs}
    order, seen = [], set()

    # Depth-first post-order with an explicit stack: call chains of any length.
    for root in funcs:
        if root.attributes["sym_name"].value in seen:
            continue
        seen.add(root.attributes["sym_name"].value)
        stack = [(root, iter(_callees(root)))]
        while stack:
            func, callees = stack[-1]
            callee = next((c for c in callees if c in by_name and c not in seen), None)
            if callee is None:
                stack.pop()
                order.append(func)
            else:
                seen.add(callee)
                stack.append((by_name[callee], iter(_callees(by_name[callee]))))
    return order


def _callees(func: ir.Operation) -> list[str]:
    ops: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        ops.append(op)  # only collect: an error raised in a walk's callback would lose its message
        return ir.WalkResult.ADVANCE

    func.walk(collect)
    return [callee for callee in map(sem.function_reference, ops) if callee is not None]
