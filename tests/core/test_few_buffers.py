"""Small plans never load numpy (issue 26): below a size threshold the heuristics' orders, their
placement and the bounds auto needs run in plain Python, and give exactly what the numpy code
gives (here with the threshold lowered so that numpy runs on the same small instances).

``import numpy`` costs 0.15 s, most of a ``memplan plan`` of 60 buffers solved by the cheap
heuristics and the exhaustive search of small parts.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from core_strategies import buffer_lists, mixed_alignment_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.core import bounds
from memplan.core.buffer import Buffer
from memplan.core.planners import greedy_breadth, greedy_conflicts
from memplan.core.search import placement

ROOT = Path(__file__).resolve().parents[2]


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=40, max_tick=40), st.randoms(use_true_random=False), st.sampled_from(["best", "first"]))
def test_plain_placement_equals_numpys(bufs: list[Buffer], rng: random.Random, fit: str) -> None:
    order = list(range(len(bufs)))
    rng.shuffle(order)
    few = placement._place_general(bufs, order, fit)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(placement, "NUMPY_PLACE_MIN", 0)
        assert placement._place_general(bufs, order, fit) == few


@settings(max_examples=200, deadline=None)
@given(buffer_lists(max_buffers=40, max_tick=20))
def test_plain_orders_and_pair_counts_equal_numpys(bufs: list[Buffer]) -> None:
    few = (greedy_breadth.breadth_order(bufs), greedy_conflicts.conflict_order(bufs), placement.overlapping_pairs(bufs))
    with pytest.MonkeyPatch.context() as m:
        for module in (placement, greedy_breadth, greedy_conflicts):
            m.setattr(module, "NUMPY_PLACE_MIN", 0)
        assert (greedy_breadth.breadth_order(bufs), greedy_conflicts.conflict_order(bufs),
                placement.overlapping_pairs(bufs)) == few


def test_the_pair_count_counts_pairs_live_together() -> None:
    bufs = [Buffer(0, 8, 0, 4), Buffer(1, 8, 2, 6), Buffer(2, 8, 4, 8), Buffer(3, 0, 0, 8), Buffer(4, 8, 3, 3)]
    assert placement.overlapping_pairs(bufs) == 2  # (0, 1) and (1, 2); not the empty ones


RUN_PLAN = """
import sys
from memplan.cli.main import main
code = main(["plan", *sys.argv[1:]])
print(code, sorted(m for m in ("numpy", "numba") if m in sys.modules))
"""


def plan_loads(args: list[str]) -> str:
    done = subprocess.run([sys.executable, "-c", RUN_PLAN, *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={"MEMPLAN_PROGRESS": "0", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[-1]


@pytest.mark.slow  # a process: 0.1-0.35 s
def test_a_small_plan_loads_no_numpy(tmp_path: Path) -> None:
    trace = tmp_path / "small.csv"
    trace.write_text("id,lower,upper,size\n0,0,4,64\n1,2,6,32\n2,4,9,64\n3,6,9,16\n")
    out = tmp_path / "plan.csv"
    assert plan_loads([str(trace), "-o", str(out)]) == "0 []"
    assert out.read_text().startswith("id,lower,upper,size,offset\n")


@pytest.mark.slow
def test_a_tight_packing_of_60_buffers_is_planned_and_proven_without_numpy(tmp_path: Path) -> None:
    # the cheap heuristics, then the exhaustive search of small parts proves it (auto's "proof")
    out = tmp_path / "plan.csv"
    tight = ROOT / "benchmarks/instances/tight/plain-60-s1.csv"
    assert plan_loads([str(tight), "--capacity", "1048576", "-o", str(out)]) == "0 []"


@settings(max_examples=200, deadline=None)
@given(st.one_of(buffer_lists(max_buffers=40, max_tick=20), mixed_alignment_lists(max_buffers=40, max_tick=20)),
       st.integers(0, 2000))
def test_plain_bounds_equal_numpys(bufs: list[Buffer], known: int) -> None:
    few = (bounds.aligned_bound(bufs), bounds.stack_bound(bufs, known), bounds.lower_bound(bufs))
    with pytest.MonkeyPatch.context() as m:
        m.setattr(bounds, "FEW_BUFFERS", 0)
        assert (bounds.aligned_bound(bufs), bounds.stack_bound(bufs, known), bounds.lower_bound(bufs)) == few


def test_the_busiest_sections_tied_at_the_cut_are_taken_in_tick_order(monkeypatch: pytest.MonkeyPatch) -> None:
    # three sections of equal reach (bytes + alignment - 1: 191), one weighed: the first, whose best
    # stack is 128 (63 bytes aligned to 64 at 0, 65 above), where the second's is 65
    monkeypatch.setattr(bounds, "STACK_SECTIONS", 1)
    bufs = [Buffer(0, 65, 0, 1, 1), Buffer(1, 63, 0, 1, 64),
            Buffer(2, 64, 1, 2, 64), Buffer(3, 1, 1, 2, 64),
            Buffer(4, 127, 2, 3, 1), Buffer(5, 1, 2, 3, 64)]
    few = bounds.stack_bound(bufs)
    monkeypatch.setattr(bounds, "FEW_BUFFERS", 0)
    assert bounds.stack_bound(bufs) == few == 128
