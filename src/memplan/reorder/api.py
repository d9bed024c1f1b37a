"""``reorder``: the Python API behind the ``reorder`` pass.

Per function, each block (and, first, the blocks nested in its ``scf`` ops) is modelled as an
ordering problem (:mod:`.model`), given a valid order with a lower peak of live tensor bytes
(:func:`memplan.core.ordering.best_order`), and rewritten in that order when it is lower.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize.registry import ModelRegistry, default_registry
from memplan.core.ordering import OrderResult, best_order, check_order, peak
from memplan.diagnostics import MemplanError, Remark
from memplan.reorder.effects import BARRIER
from memplan.reorder.model import BlockModel, block_model
from memplan.reorder.options import ReorderOptions

# Ops whose blocks are reordered too (their regions run as plain sequences of ops).
NESTED = frozenset({"scf.for", "scf.if", "scf.forall", "scf.while", "scf.execute_region", "scf.index_switch"})


@dataclass(frozen=True)
class ReorderReport:
    """What reorder did to one function: peaks of live tensor bytes before and after."""

    function: str
    blocks: int  # blocks modelled (the function's and those nested in scf ops)
    ops: int  # ops in them
    moved: int  # ops now at another position in their block
    peak_before: int  # bytes, in the program's order
    peak_after: int  # bytes, in the order chosen (equal to peak_before when nothing moved)
    lower_bound: int
    optimal: bool  # no valid order has a lower peak (every block proven)
    method: str  # "exact", "heuristic" or "original" (the order was kept)
    states: int  # states the exact search explored, summed over the blocks

    @property
    def saved(self) -> float:
        return 1 - self.peak_after / self.peak_before if self.peak_before else 0.0


@dataclass
class _Blocks:
    options: ReorderOptions
    models: ModelRegistry
    count: int = 0
    ops: int = 0
    moved: int = 0
    states: int = 0
    optimal: bool = True
    methods: set[str] = field(default_factory=set)

    def run(self, block: ir.Block) -> tuple[int, int, int]:
        """Reorder ``block`` (nested blocks first): its peak before, after, and lower bound."""
        before_of: dict[ir.Operation, int] = {}
        after_of: dict[ir.Operation, int] = {}
        for op in block.operations:
            op = op.operation
            if op.name in NESTED:
                peaks = [self.run(b) for region in op.regions for b in region.blocks]
                before_of[op] = max((p[0] for p in peaks), default=0)
                after_of[op] = max((p[1] for p in peaks), default=0)
        model = block_model(block, self.options.dynamic_size, lambda op: after_of.get(op, 0), self.models)
        problem = model.problem
        original = list(range(problem.n))
        if problem.transient:
            before_problem = dataclasses.replace(problem, transient=tuple(
                before_of.get(op, 0) if kind != BARRIER else 0 for op, kind in zip(model.ops, model.kinds)))
            before = peak(before_problem, original)
        else:
            before = peak(problem, original)
        result = best_order(problem, self.options.max_states)
        self.count += 1
        self.ops += problem.n
        self.states += result.states
        self.optimal &= result.optimal
        self.methods.add(result.method)
        if result.peak >= result.original_peak:
            return before, min(before, result.original_peak), result.lower_bound
        if not self.options.analysis_only:
            self.moved += _apply(model, result)
        return before, result.peak, result.lower_bound


def _apply(model: BlockModel, result: OrderResult) -> int:
    """Put ``model``'s ops in ``result.order``; the number of ops that moved."""
    check_order(model.problem, result.order)  # never rewrite an order that breaks a dependence
    order = [model.ops[i] for i in result.order]
    if order[-1] != model.ops[-1]:
        raise MemplanError("reorder: internal error: the terminator would move", str(model.ops[-1].location))
    terminator = order[-1]
    for op in order[:-1]:
        op.move_before(terminator)
    return sum(1 for i, v in enumerate(result.order) if i != v)


def reorder_function(func_op: ir.Operation, options: ReorderOptions, models: ModelRegistry | None = None
                     ) -> tuple[ReorderReport, Remark]:
    """Reorder the blocks of one function in place; its report and remark. ``models``: the
    bufferization models that say which results share storage (default: the default ones)."""
    blocks = _Blocks(options, models if models is not None else default_registry())
    peaks = [blocks.run(b) for b in func_op.regions[0].blocks]
    before, after = max(p[0] for p in peaks), max(p[1] for p in peaks)
    bound = max(p[2] for p in peaks)
    method = "original" if blocks.methods <= {"original"} else ("exact" if "exact" in blocks.methods else "heuristic")
    name = ir.StringAttr(func_op.attributes["sym_name"]).value
    report = ReorderReport(name, blocks.count, blocks.ops, blocks.moved, before, after, bound, blocks.optimal,
                           method, blocks.states)
    if options.analysis_only:
        _annotate(func_op, report)
    if after < before:
        func_op.verify()
    return report, Remark(_message(report, options), str(func_op.location))


def _annotate(func_op: ir.Operation, report: ReorderReport) -> None:
    i64 = ir.IntegerType.get_signless(64)
    func_op.attributes["memplan.peak"] = ir.DictAttr.get({
        "before": ir.IntegerAttr.get(i64, report.peak_before),
        "after": ir.IntegerAttr.get(i64, report.peak_after),
        "lower_bound": ir.IntegerAttr.get(i64, report.lower_bound),
        "optimal": ir.BoolAttr.get(report.optimal),
    })


def _message(r: ReorderReport, options: ReorderOptions) -> str:
    proof = ("proven optimal" if r.optimal else
             f"not proven optimal: the exact search stopped at max-states={options.max_states}; lower bound "
             f"{r.lower_bound}")
    if r.peak_after < r.peak_before:
        what = "could lower" if options.analysis_only else f"reordered {r.moved} of {r.ops} ops:"
        return (f"@{r.function}: {what} peak of live tensor bytes {r.peak_before} -> {r.peak_after} "
                f"(-{100 * r.saved:.1f}%), {proof} ({r.method} order, {r.states} search steps)")
    return f"@{r.function}: order kept: peak of live tensor bytes {r.peak_before}, {proof}"


def reorder(module: ir.Module | ir.Operation, options: ReorderOptions | None = None,
            functions: list[ir.Operation] | None = None, models: ModelRegistry | None = None
            ) -> tuple[list[ReorderReport], list[Remark]]:
    """Reorder every function of ``module`` (or ``functions``) in place, with the bufferization
    ``models`` that bufferize will use (default: the default ones)."""
    from memplan.mlir.pass_base import functions_in

    options = options or ReorderOptions()
    models = models if models is not None else default_registry()
    reports, remarks = [], []
    op = module.operation
    with op.context, ir.Location.unknown():
        for func_op in (functions_in(op) if functions is None else functions):
            report, remark = reorder_function(func_op, options, models)
            reports.append(report)
            remarks.append(remark)
    return reports, remarks
