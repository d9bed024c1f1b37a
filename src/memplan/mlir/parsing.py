"""Parse MLIR text with located, user-facing errors; print it as mlir-opt does."""

from __future__ import annotations

from mlir import ir

from memplan.diagnostics import MemplanError
from memplan.mlir import naming
from memplan.mlir.emit import error_diagnostics

UNNAMED = "-"  # the buffer name MLIR's string parser gives every location


def new_context(allow_unregistered: bool = False) -> ir.Context:
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = allow_unregistered
    return ctx


def parse_module(text: str, context: ir.Context, filename: str = UNNAMED, *, from_file: bool = False) -> ir.Module:
    """Parse and verify ``text``; raise :class:`MemplanError` at the first diagnostic.

    With a ``filename``, locations name it (``loc("model.mlir":3:5)``, as ``mlir-opt
    model.mlir`` gives them, instead of the parser's ``"-"``) and the text is registered
    so that reports can show the input's SSA names (:mod:`memplan.mlir.naming`).
    ``from_file``: ``filename`` is a file whose text is ``text`` (the caller checks it did not
    change); MLIR reads it itself and names the locations as it parses, which saves renaming
    every op's location afterwards (a tenth of parsing a large model).
    The bindings' parser verifies what it parsed (a verifier's error is its error): no second
    verification here, which would cost as much again.
    """
    with context, ir.Location.unknown():
        try:
            module = ir.Module.parseFile(filename) if from_file else ir.Module.parse(text)
        except ir.MLIRError as e:
            raise _first_error(e, "cannot parse input") from None
        if filename != UNNAMED:
            if not from_file:
                _name_locations(module.operation, filename)
            naming.register_source(filename, text, module.operation)
    return module


def _name_locations(root: ir.Operation, filename: str) -> None:
    """Every ``loc("-":L:C)`` the parser made becomes ``loc(filename:L:C)``; explicit ones stay."""

    def renamed(loc: ir.Location) -> ir.Location | None:
        if loc.is_a_file() and loc.filename == UNNAMED:
            return ir.Location.file(filename, loc.start_line, loc.start_col)
        return None

    def visit(op: ir.Operation) -> ir.WalkResult:
        new = renamed(op.location)
        if new is not None:
            op.location = new
        regions = op.regions
        if not len(regions):  # most ops: asked once, a quarter of the walk's time saved on a large model
            return ir.WalkResult.ADVANCE
        for region in regions:
            for block in region.blocks:
                for arg in block.arguments:
                    new = renamed(arg.location)
                    if new is not None:
                        arg.set_location(new)
        return ir.WalkResult.ADVANCE

    root.walk(visit)


def verify(operation: ir.Operation) -> None:
    try:
        operation.verify()
    except ir.MLIRError as e:
        raise _first_error(e, "verification failed") from None


def _first_error(e: ir.MLIRError, fallback: str) -> MemplanError:
    diags = error_diagnostics(e)
    if not diags:
        return MemplanError(f"{fallback}: {e}")
    d = diags[0]
    notes = "".join(f"\n  note: {n.message}" for n in d.notes)
    return MemplanError(d.message + notes, d.location, diagnostics=diags)


def ops_named(root: ir.Module | ir.Operation, *names: str) -> list[ir.Operation]:
    """The ops of ``names`` nested in ``root``, in MLIR's walk order (post-order: within a block,
    program order)."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in names:
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.operation.walk(visit)
    return found


def last_op(block: ir.Block) -> ir.Operation:
    """The block's last op (its terminator), read alone: ``list(block.operations)`` would make a
    Python object for every op of a body that may hold tens of thousands."""
    return block.operations[-1].operation


def constant_int(value: ir.Value) -> int | None:
    """The value of an integer (or index) ``arith.constant``; None for anything else."""
    if isinstance(value, ir.BlockArgument) or value.owner.operation.name != "arith.constant":
        return None
    attr = value.owner.operation.attributes["value"]
    return ir.IntegerAttr(attr).value if isinstance(attr, ir.IntegerAttr) else None


def print_module(module: ir.Module | ir.Operation, generic: bool = False, debug_info: bool = False) -> str:
    """The module as text: custom or ``generic`` op form, with locations when ``debug_info``."""
    return module.operation.get_asm(print_generic_op_form=generic, enable_debug_info=debug_info,
                                    assume_verified=True)
