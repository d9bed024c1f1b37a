"""The unit of planning: a block of bytes with a half-open lifetime."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Buffer:
    """A buffer to place: ``size`` bytes live during ticks ``[start, end)``.

    ``id`` is unique within one planning problem; ``label`` is free text for
    reports (an SSA name, an op) and plays no part in planning.
    """

    id: int
    size: int
    start: int
    end: int
    alignment: int = 1
    label: str = ""

    def __post_init__(self) -> None:
        if self.size < 0:
            raise ValueError(f"buffer {self.id}: negative size {self.size}")
        if self.end < self.start:
            raise ValueError(f"buffer {self.id}: end {self.end} before start {self.start}")
        if self.alignment < 1:
            raise ValueError(f"buffer {self.id}: alignment {self.alignment} must be >= 1")

    def overlaps_in_time(self, other: Buffer) -> bool:
        """Half-open intervals: [1,3) and [3,5) do not overlap. Empty lifetimes never do."""
        return (
            self.start < self.end
            and other.start < other.end
            and self.start < other.end
            and other.start < self.end
        )


def align_up(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment
