"""memplan's diagnostics inside MLIR's diagnostic engine, and MLIR's diagnostics as memplan's.

Errors: the bindings emit them with ``Location.emit_error``. Remarks: the 22.1 bindings
expose no remark emitter (the C API has only ``mlirEmitError``), so :func:`emit_remark`
calls MLIR's own ``mlir::emitRemark(Location, const Twine &)`` in the library the bindings
are built from (``libMLIRPythonCAPI.so``) through ctypes, then reports the in-flight
diagnostic: the remark reaches every handler attached to the context (a user's
``ctx.attach_diagnostic_handler``, memplan-opt's ``--remarks`` and ``--verify-diagnostics``)
exactly as an upstream pass's remark would. The two symbols are looked up once; if this build
of the bindings lacks them, :func:`emit_remark` returns False and callers keep the remark
themselves (:attr:`memplan.passes.MemplanPass.remarks` always holds every remark).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
from collections.abc import Iterator

from mlir import ir

from memplan.diagnostics import Diagnostic

_EMIT_REMARK = "_ZN4mlir10emitRemarkENS_8LocationERKN4llvm5TwineE"  # mlir::emitRemark(Location, const Twine &)
_REPORT = "_ZN4mlir18InFlightDiagnostic6reportEv"  # mlir::InFlightDiagnostic::report()
# Room for the InFlightDiagnostic the call returns (a pointer and an optional Diagnostic,
# a few hundred bytes in LLVM 22): report() moves it into the engine and resets it.
_IN_FLIGHT_BYTES = 4096
_CSTRING_KIND, _EMPTY_KIND = 3, 1  # llvm::Twine::NodeKind


class _Twine(ctypes.Structure):
    """``llvm::Twine`` holding one C string: two 16-byte children, then their kinds."""

    _fields_ = [("lhs", ctypes.c_void_p), ("lhs_length", ctypes.c_size_t),
                ("rhs", ctypes.c_void_p), ("rhs_length", ctypes.c_size_t),
                ("lhs_kind", ctypes.c_ubyte), ("rhs_kind", ctypes.c_ubyte)]


_functions: tuple | None | bool = False  # False: not looked up yet; None: unavailable


def _remark_functions():
    global _functions
    if _functions is False:
        _functions = None
        try:
            import mlir._mlir_libs as libs

            # PyDLL keeps the GIL held: the handlers the remark reaches are Python functions.
            lib = ctypes.PyDLL(os.path.join(os.path.dirname(libs.__file__), "libMLIRPythonCAPI.so"))
            emit, report = lib[_EMIT_REMARK], lib[_REPORT]
        except (OSError, AttributeError, ImportError):
            return None
        emit.restype, emit.argtypes = None, [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        report.restype, report.argtypes = None, [ctypes.c_void_p]
        get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
        get_pointer.restype, get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
        _functions = (emit, report, get_pointer)
    return _functions


def can_emit_remarks() -> bool:
    return _remark_functions() is not None


def emit_remark(location: ir.Location, message: str) -> bool:
    """Emit a remark at ``location`` to the context's diagnostic handlers; False if impossible."""
    functions = _remark_functions()
    if functions is None:
        return False
    emit, report, get_pointer = functions
    text = ctypes.create_string_buffer(message.replace("\0", " ").encode("utf-8"))
    twine = _Twine(ctypes.cast(text, ctypes.c_void_p), 0, None, 0, _CSTRING_KIND, _EMPTY_KIND)
    in_flight = ctypes.create_string_buffer(_IN_FLIGHT_BYTES)
    loc = get_pointer(location._CAPIPtr, b"mlir.ir.Location._CAPIPtr")
    emit(ctypes.addressof(in_flight), loc, ctypes.addressof(twine))
    report(ctypes.addressof(in_flight))
    return True


def emit_error(location: ir.Location, message: str) -> None:
    location.emit_error(message)


def location_of(text: str | None, fallback: ir.Location) -> ir.Location:
    """The location a :class:`MemplanError` names (printed ``loc(...)`` text), else ``fallback``."""
    if text:
        try:
            with fallback.context:
                return ir.Location.from_attr(ir.Attribute.parse(text))
        except (ValueError, ir.MLIRError, TypeError):
            pass
    return fallback


_SEVERITY = {ir.DiagnosticSeverity.ERROR: "error", ir.DiagnosticSeverity.WARNING: "warning",
             ir.DiagnosticSeverity.REMARK: "remark", ir.DiagnosticSeverity.NOTE: "note"}


def as_diagnostic(d) -> Diagnostic:
    """A plain record of an MLIR diagnostic (valid only while its handler runs) with its notes."""
    return Diagnostic(_SEVERITY.get(d.severity, "error"), d.message, str(d.location),
                      tuple(as_diagnostic(n) for n in d.notes))


def error_diagnostics(e: ir.MLIRError) -> list[Diagnostic]:
    """The errors an ``MLIRError`` carries (a parse, verification or pass failure)."""
    return [Diagnostic("error", d.message, str(d.location), tuple(as_diagnostic(n) for n in d.notes))
            for d in e.error_diagnostics]


@contextlib.contextmanager
def collect_diagnostics(context: ir.Context) -> Iterator[list[Diagnostic]]:
    """Gather every diagnostic emitted in ``context`` while the block runs.

    The handler only watches: handlers attached before (a user's) still receive each
    diagnostic. Errors raised by the bindings as ``MLIRError`` (parsing, ``pm.run``) are captured
    by the bindings before any handler sees them: read those with :func:`error_diagnostics`.
    """
    found: list[Diagnostic] = []

    def handler(d) -> bool:
        found.append(as_diagnostic(d))
        return False  # not handled: the next handler sees it too

    attached = context.attach_diagnostic_handler(handler)
    try:
        yield found
    finally:
        attached.detach()
