"""Placements: a model claims another value's new allocation and makes it part of a buffer of
its own (``tensor.pad`` puts its source in its interior, ``tensor.concat`` its inputs in their
slices). The protocol a placement implements, and what tells whether a value may be placed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from mlir import ir

from memplan.mlir import op_semantics as sem

if TYPE_CHECKING:
    from memplan.bufferize.state import RewriteState


class AllocationPlacement(Protocol):
    """Where a claimed allocation goes instead of a buffer of its own (see :meth:`Analysis.claim_allocation`)."""

    def buffer_type(self, unplaced: ir.MemRefType, state: RewriteState) -> ir.MemRefType | None:
        """The type the claimed value gets when placed, given the type it would get alone
        (None: it cannot be placed, and gets its own buffer after all)."""

    def place(self, before: ir.Operation, state: RewriteState) -> ir.Value:
        """Make the buffer the claimed value lives in, before ``before``."""

    def host(self) -> ir.Value | None:
        """The value whose new allocation the claimed one goes into (None: not a placement to
        weigh on its own); placements are kept or left out one by one on these."""


def placement_kind(placement: AllocationPlacement) -> str:
    """The kind a placement is refused by: its ``kind`` attribute, else its class name."""
    return getattr(placement, "kind", type(placement).__name__)


def placement_host(placement: AllocationPlacement) -> ir.Value | None:
    """The value whose allocation ``placement`` puts its value in (see :meth:`AllocationPlacement.host`);
    None for a placement without ``host`` (a plugin's written before it was asked)."""
    host = getattr(placement, "host", None)
    return None if host is None else host()


# Why a placement the analysis could make was not: this run leaves it out (see driver._least_memory).
LEFT_OUT = "placing it is left out here: it would raise the bytes live at once"

def escape_of(members, memo: dict | None = None) -> str | None:
    """How one of ``members`` leaves as a whole buffer (returned, yielded, passed on), if it does:
    a use by an op whose record says so (``OpRecord.escape``). A slice of a bigger buffer would
    change the type a function returns, a loop carries, or a callee receives. ``memo``: each
    value's answer (:func:`escape_of_value`), kept while the IR does not change (an analysis asks
    it of the same large classes, a dense block's, again and again)."""
    for m in members:
        if memo is None:
            escape = escape_of_value(m)
        else:
            escape = memo.get(m, False)
            if escape is False:
                escape = memo[m] = escape_of_value(m)
        if escape:
            return escape
    return None


def escape_of_value(value: ir.Value) -> str | None:
    """How ``value`` leaves as a whole buffer (its first use whose record says so), if it does."""
    by_name: dict[str, str | None] = {}  # (a record is the same for every op of a name)
    for use in value.uses:
        user = use.owner.operation
        name = user.name
        if name not in by_name:
            by_name[name] = sem.semantics(user).escape
        if by_name[name]:
            return by_name[name]
    return None
