"""Where a buffer comes from, as plain data (no MLIR): made by :func:`memplan.mlir.naming.origin`,
carried by merge-alloc's records into reports and pictures."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BufferOrigin:
    """Where a buffer comes from, as the input names it (see :mod:`memplan.mlir.naming`)."""

    where: str | None  # "file:line:col" of the op that made it; None: its location has no position
    op: str  # the op that made it, e.g. "memref.alloc"
    names: tuple[str, ...] = ()  # names its location gives: loc("conv1"(...)) -> ("conv1",)
    input_name: str | None = None  # the SSA name the input gave it, e.g. "%a"
