"""Parse MLIR text with located, user-facing errors."""

from __future__ import annotations

from mlir import ir

from memplan.diagnostics import MemplanError


def new_context(allow_unregistered: bool = False) -> ir.Context:
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = allow_unregistered
    return ctx


def parse_module(text: str, context: ir.Context, filename: str = "-") -> ir.Module:
    """Parse and verify ``text``; raise :class:`MemplanError` at the first diagnostic."""
    with context, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as e:
            raise _first_error(e, "cannot parse input") from None
        verify(module.operation)
    return module


def verify(operation: ir.Operation) -> None:
    try:
        operation.verify()
    except ir.MLIRError as e:
        raise _first_error(e, "verification failed") from None


def _first_error(e: ir.MLIRError, fallback: str) -> MemplanError:
    diags = list(e.error_diagnostics)
    if not diags:
        return MemplanError(f"{fallback}: {e}")
    d = diags[0]
    notes = "".join(f"\n  note: {n.message}" for n in d.notes)
    return MemplanError(d.message + notes, str(d.location))


def print_module(module: ir.Module, generic: bool = False) -> str:
    return module.operation.get_asm(print_generic_op_form=generic, assume_verified=True)
