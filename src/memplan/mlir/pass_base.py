"""What every memplan pass shares: options, anchoring, and MLIR diagnostics instead of exceptions.

A :class:`MemplanPass` is a callable ``(op, pass_)``, the shape MLIR's Python pass manager
runs (``pm.add(pass_object)``). It runs on the op the pass manager gives it:

* a *module pass* (``ANCHOR = "builtin.module"``, e.g. bufferize) on that module;
* a *function pass* (``ANCHOR = "func.func"``, e.g. merge-alloc) on that function, or, given
  any other op (a module), on every function in it, each on its own. The 22.1 bindings cannot
  nest a Python pass under ``func.func`` in a pass manager, so function passes run from the
  enclosing module and visit its functions, as MLIR's own op-to-op adaptor would.

A failure is emitted as an MLIR error at the op it concerns and fails the pass
(``signal_pass_failure``), as upstream passes fail: ``pm.run`` raises ``MLIRError`` with that
diagnostic. Remarks are emitted to the context's diagnostic handlers
(:func:`memplan.mlir.emit.emit_remark`) and kept in :attr:`remarks`; what a pass reports
besides (per-scope plans, counts) is kept in :attr:`reports`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from mlir import ir

from memplan.diagnostics import MemplanError, Remark
from memplan.mlir.emit import emit_error, emit_remark, location_of
from memplan.options import format_options

MODULE = "builtin.module"
FUNCTION = "func.func"


class MemplanPass:
    """Base of memplan's passes; subclasses set the class attributes and :meth:`run_on`."""

    NAME: ClassVar[str]
    ANCHOR: ClassVar[str]
    ANCHOR_REASON: ClassVar[str] = ""  # why a module pass must run on the module (for errors)
    SUMMARY: ClassVar[str]
    Options: ClassVar[type]

    def __init__(self, options: Any = None, **kwargs: Any):
        if options is None:
            options = self.Options(**kwargs)
        elif kwargs:
            raise TypeError(f"{self.NAME}: give either an options object or keyword options, not both")
        elif not isinstance(options, self.Options):
            raise TypeError(f"{self.NAME}: options must be {self.Options.__name__}, not {type(options).__name__}")
        self.options = options
        self.__name__ = self.NAME  # MLIR's pass manager names a Python pass by its callable's __name__
        self.reports: list[Any] = []
        self.remarks: list[Remark] = []
        self.undelivered: list[Remark] = []  # remarks no diagnostic handler could be sent (see emit.py)
        self.error: MemplanError | None = None

    def __repr__(self) -> str:
        return f"{self.NAME}{format_options(self.options)}"

    # -- what MLIR calls ---------------------------------------------------------------------------
    def __call__(self, op: ir.Operation, pass_: Any) -> None:
        self.run_at(op, pass_, [op])

    def run_at(self, root: ir.Operation, pass_: Any, anchors: Sequence[ir.Operation]) -> None:
        """Run on ``anchors`` (ops inside ``root``, or ``root``): errors become MLIR diagnostics."""
        targets: list[ir.Operation] = []
        try:
            targets = [t for anchor in anchors for t in self.targets(anchor)]
            self.run_on(root, targets)
        except MemplanError as e:
            self._fail(pass_, e, root)
        except MemoryError:  # the machine's limit, not a bug: say what was being worked on
            self._fail(pass_, MemplanError(f"{self.NAME}: out of memory while running on {_symbols(targets)}"), root)
        except Exception as e:  # noqa: BLE001  a bug in memplan: still a located error, never a traceback
            self._fail(pass_, MemplanError(f"{self.NAME}: internal error ({type(e).__name__}: {e}); "
                                           "please report it"), root)

    def _fail(self, pass_: Any, error: MemplanError, root: ir.Operation) -> None:
        self.error = error
        emit_error(location_of(error.location, root.location), error.message)
        pass_.signal_pass_failure()

    # -- what subclasses provide ---------------------------------------------------------------------
    def targets(self, op: ir.Operation) -> list[ir.Operation]:
        """The ops this pass works on, given the op it is anchored on."""
        if self.ANCHOR == FUNCTION:
            return functions_in(op)
        if op.name != self.ANCHOR:
            raise MemplanError(f"{self.NAME} is a pass on {self.ANCHOR}, not on {op.name}: {self.ANCHOR_REASON}",
                               str(op.location))
        return [op]

    def run_on(self, root: ir.Operation, targets: list[ir.Operation]) -> None:
        raise NotImplementedError

    def remark(self, remark: Remark, context_op: ir.Operation) -> None:
        """Keep ``remark`` and send it to the context's diagnostic handlers."""
        self.remarks.append(remark)
        if not emit_remark(location_of(remark.location, context_op.location), remark.message):
            self.undelivered.append(remark)


def functions_in(op: ir.Operation) -> list[ir.Operation]:
    """The function definitions in ``op`` (``op`` itself if it is one); none nested in another."""
    found = []

    def visit(o: ir.Operation) -> ir.WalkResult:
        if o.name == FUNCTION and len(o.regions[0].blocks) > 0:
            found.append(o)
            return ir.WalkResult.SKIP
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)  # pre-order, so SKIP keeps the walk out of function bodies
    return found


def _symbols(ops: Sequence[ir.Operation]) -> str:
    """``@f``, ``@f, @g and 3 more``: the ops a pass ran on, by symbol name."""
    names = [f"@{ir.StringAttr(op.attributes['sym_name']).value}" for op in ops if "sym_name" in op.attributes]
    if not names:
        return "the module"
    return ", ".join(names[:2]) + (f" and {len(names) - 2} more" if len(names) > 2 else "")
