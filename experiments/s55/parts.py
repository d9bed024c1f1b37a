"""The parts the stop-55 scripts measure: a CSV file, or a zero-waste packing named ``kind:n:seed``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from zero_waste import from_spec  # noqa: E402

from memplan.core.buffer import Buffer  # noqa: E402
from memplan.core.csvio import read_csv_file  # noqa: E402


def load(spec: str) -> list[Buffer]:
    return list(read_csv_file(spec).buffers) if spec.endswith(".csv") else list(from_spec(spec).buffers)
