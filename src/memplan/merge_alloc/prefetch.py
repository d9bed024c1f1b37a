"""``merge-alloc{... spill-prefetch}``: a buffer moved out of a space with a capacity comes back
into it for the loop where it is used most (a prefetch), and goes out again after the loop when
the loop writes it (an eviction): a split lifetime, as XLA's memory space assignment makes.

The rule. Let ``B`` be a buffer of a function scope the spill planner moves out of its space,
and ``L`` an ``scf.for`` of static trip count in the block of ``B``'s alloc, after it, such that

1. every use of ``B`` and of its views, anywhere, is an op that reads or writes through it (a
   linalg op, a load, a store, a copy, an op registered as accessing memory), a view of it
   (followed), a dealloc, or an op that reads only its metadata: so ``B``'s memory is reached
   only through ``B``'s value and views made from it, never through a value control flow makes
   (a select, a yield, an iter_arg, a call's argument);
2. inside ``L`` it is reached only through ``B``'s value itself: no view of ``B`` made outside
   ``L`` is used inside it, ``L`` does not take ``B`` as an operand, and no dealloc of it is
   inside ``L``.

Then the program that makes ``F``, a new buffer of ``B``'s type, just before ``L``, copies
``B`` into ``F`` there, makes every use of ``B`` inside ``L`` a use of ``F``, copies ``F`` back
into ``B`` just after ``L`` (when an op inside ``L`` may write through ``B``: ``memref.load``
and the inputs of a linalg op do not) and frees ``F`` after that, computes the same: while
``L`` runs every access to ``B``'s memory goes to ``F`` instead, and nothing else touches
either (1, 2); ``F`` holds what ``B`` held when ``L`` starts, and ``B`` what ``F`` holds when it
ends. ``F`` is then an ordinary buffer of the scope: the lifetime analysis gives it the span of
the copies and ``L``, and the spill planner decides whether it stays, weighed as any buffer.

Worth it when the bytes accessed through ``B`` inside ``L`` (:func:`capacity.access_weight`'s
estimate: bytes of the views used, times constant trip counts) exceed the bytes the copies move
(``B``'s size, twice when it is copied back). merge-alloc plans the function once more with the
copies in; a prefetch whose ``F`` the spill planner moves too is undone (it would only copy),
and the function is planned for good with those that stay.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mlir import ir

from memplan.merge_alloc.capacity import accessed_bytes, trip_count, uses_through_views
from memplan.merge_alloc.trace import ScopeTrace, TraceBuffer
from memplan.mlir import op_semantics as sem

SAFE_KINDS = (sem.STRUCTURED, sem.ACCESS, sem.DEALLOC, sem.METADATA)


@dataclass
class Prefetch:
    """One split lifetime made in the IR: ``fast`` (F) stands for ``name``'s buffer inside ``loop``."""

    name: str
    loop: ir.Operation
    source: ir.Value
    fast: ir.Operation  # the alloc of F
    copies: list[ir.Operation]  # copy in, copy back (if any), dealloc of F
    saved: int  # bytes accessed through F instead of the moved buffer, by the estimate
    copied: int  # bytes the copies move

    def describe(self) -> str:
        back = ", and out again after it" if len(self.copies) == 3 else ""
        return (f"{self.name} is moved out of its memory space, but copied into it for this {self.loop.name}{back}: "
                f"{self.saved} bytes accessed there for {self.copied} bytes copied")

    def undo(self) -> None:
        """The program as it was before :func:`prefetch`."""
        for op in self.copies:
            op.erase()
        self.fast.result.replace_all_uses_with(self.source)
        self.fast.erase()


def prefetch(b: TraceBuffer) -> Prefetch | None:
    """Split ``b``'s lifetime around the loop where it is used most, when the rule above allows
    and the estimate says it pays (see the module); None when not."""
    root = b.alloc.result
    uses = uses_through_views(root)
    if any(not _safe_use(value, user) for value, user in uses):
        return None
    best: tuple[int, ir.Operation, bool] | None = None
    for loop in _loops_after(b.alloc):
        inside = [(value, user) for value, user in uses if _is_inside(user, loop)]
        if not inside or not _enters_only_as_itself(root, loop):
            continue
        if any(sem.semantics(user).kind == sem.DEALLOC for _, user in inside):
            continue
        saved = sum(accessed_bytes(b, value, user) for value, user in inside)
        written = any(_writes(value, user) for value, user in inside)
        copied = b.size * (2 if written else 1)
        if saved > copied and (best is None or saved > best[0]):
            best = (saved, loop, written)
    if best is None:
        return None
    saved, loop, written = best
    return _split(b, loop, written, saved)


def _split(b: TraceBuffer, loop: ir.Operation, written: bool, saved: int) -> Prefetch:
    root = b.alloc.result
    attributes = {n: b.alloc.attributes[n] for n in ("alignment",) if n in b.alloc.attributes}
    attributes["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get([0, 0])
    with ir.InsertionPoint(loop), loop.location:
        fast = ir.Operation.create("memref.alloc", results=[root.type], operands=[], attributes=attributes)
        copies = [ir.Operation.create("memref.copy", operands=[root, fast.result])]
    for use in list(root.uses):
        user = getattr(use.owner, "operation", use.owner)
        if _is_inside(user, loop):
            user.operands[use.operand_number] = fast.result
    with ir.InsertionPoint.after(loop), loop.location:
        if written:
            copies.append(ir.Operation.create("memref.copy", operands=[fast.result, root]))
    with ir.InsertionPoint.after(copies[-1] if written else loop), loop.location:
        copies.append(ir.Operation.create("memref.dealloc", operands=[fast.result]))
    return Prefetch(b.name, loop, root, fast, copies, saved, b.size * (2 if written else 1))


def _safe_use(value: ir.Value, user: ir.Operation) -> bool:
    """Rule 1: ``user`` reaches the memory only through the operand it takes (views are followed
    by ``uses_through_views`` and never reported here)."""
    return sem.semantics(user).kind in SAFE_KINDS and not any(
        isinstance(r.type, (ir.MemRefType, ir.UnrankedMemRefType)) for r in user.results)


def _enters_only_as_itself(root: ir.Value, loop: ir.Operation) -> bool:
    """Rule 2: no view of ``root`` made outside ``loop`` is used inside it, and ``loop`` does not
    take ``root`` (or a view of it) as an operand."""
    stack = [root]
    while stack:
        value = stack.pop()
        for use in value.uses:
            user = getattr(use.owner, "operation", use.owner)
            if user == loop:
                return False
            if sem.semantics(user).kind == sem.VIEW and len(user.results):
                if _is_inside(user, loop):
                    continue  # made inside: redirected with its source
                view = user.results[0]
                if any(_is_inside(getattr(u.owner, "operation", u.owner), loop) for u in view.uses):
                    return False
                stack.append(view)
    return True


def _loops_after(alloc: ir.Operation) -> list[ir.Operation]:
    """The ``scf.for`` ops of constant trip count after ``alloc`` in its block."""
    ops = [o.operation for o in _block_of(alloc).operations]
    return [op for op in ops[ops.index(alloc) + 1:] if op.name == "scf.for" and trip_count(op)]


def _block_of(op: ir.Operation) -> ir.Block:
    for region in op.parent.regions:
        for block in region.blocks:
            if any(o.operation == op for o in block.operations):
                return block
    raise AssertionError("an op is in a block of its parent")


def _is_inside(op: ir.Operation, loop: ir.Operation) -> bool:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent == loop:
            return True
        parent = parent.parent
    return False


def _writes(value: ir.Value, user: ir.Operation) -> bool:
    """May ``user`` write through ``value``? (Unknown: yes.)"""
    written = sem.written_operands(user)
    if written is None:
        return sem.semantics(user).kind != sem.METADATA
    return any(user.operands[i] == value for i in written)


def split_lifetimes(func_op: ir.Operation, traces: list[ScopeTrace],
                    collector: Callable[[ir.Operation], list[ScopeTrace]],
                    moved: Callable[[ScopeTrace], list[TraceBuffer]]) -> list[Prefetch]:
    """Prefetch every buffer ``moved`` says leaves its space (of ``traces``, the function's) where
    the rule allows and it pays; plan again (``moved`` of the traces collected anew) and undo each
    prefetch whose fast copy is moved too. The prefetches kept, in the IR."""
    made = [p for trace in traces for b in moved(trace) if (p := prefetch(b)) is not None]
    if not made:
        return []
    moved_allocs = [b.alloc for trace in collector(func_op) for b in moved(trace)]
    kept = []
    for p in made:
        if any(a == p.fast for a in moved_allocs):
            p.undo()
        else:
            kept.append(p)
    return kept
