"""What the func dialect's models share (as upstream's ``FuncAnalysisState``): a state extension
holding each function's converted signature and which arguments its results may alias."""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir


@dataclass
class FuncState:
    """One per bufferize run (``analysis.extension(FuncState)``)."""

    # function name -> for each result, the arguments it may alias (filled as functions are analyzed,
    # callees first)
    returned_arguments: dict[str, list[list[int]]] = field(default_factory=dict)
    # function name -> its signature on buffers (set before any body is rewritten)
    signatures: dict[str, ir.FunctionType] = field(default_factory=dict)
    # function name -> result index -> why that result does not keep the memory space of what the
    # function returns (a return then copies it across memory spaces, and says why)
    space_notes: dict[str, dict[int, str]] = field(default_factory=dict)


def function_name(func: ir.Operation) -> str:
    return ir.StringAttr(func.attributes["sym_name"]).value
