"""``call_planner``: whoever made a plan (memplan's planners, one registered in this process, a
plugin's), what comes out is a plan of exactly the buffers memplan gave, checked against its own
frozen copy of them, with integer offsets and no two live buffers overlapping; only memplan's
own planners' claims of optimality and bounds count; Ctrl-C stays an interrupt."""

from __future__ import annotations

import dataclasses
import importlib.util
from pathlib import Path

import pytest
from core_strategies import buffer_lists
from hypothesis import given, settings
from hypothesis import strategies as st

from memplan.cli.main import main
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners import PlannerOptions, base, call_planner, get_planner
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.api import merge_alloc
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

ROOT = Path(__file__).parents[2]
_spec = importlib.util.spec_from_file_location("faulty_planners", ROOT / "tests/fixtures/plugins/faulty_planners.py")
faulty = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(faulty)

EXAMPLE = "id,lower,upper,size\n0,0,3,2\n1,2,5,2\n2,0,2,3\n3,3,5,3\n4,1,4,1\n"


def test_a_planner_that_edits_its_list_cannot_get_wrong_code_through_merge_alloc() -> None:
    """It replaced the elements of the list it was given by copies with empty lifetimes and put
    every buffer at offset 0; validation compared the plan with that same edited list."""
    module = parse_module((ROOT / "examples" / "matmul_chain.mlir").read_text(), new_context())
    run_pipeline(module, "bufferize")
    before = str(module)
    with pytest.raises(MemplanError, match=r"planner 'emptied' produced an invalid plan: it changed buffer %\w+: "
                                           r"lifetime \[\d+,\d+\) became \[\d+,\d+\)"):
        merge_alloc(module, planner=faulty.emptied)
    assert str(module) == before  # nothing rewritten


def test_memplan_plan_checks_a_registered_planner_against_the_input(tmp_path: Path, capsys, monkeypatch) -> None:
    path = tmp_path / "in.csv"
    path.write_text(EXAMPLE)
    out = tmp_path / "out.csv"
    for name in ("emptied", "dropped", "added", "fractional"):
        monkeypatch.setitem(base._REGISTERED, name, getattr(faulty, name))
        assert main(["plan", str(path), "--planner", name, "-o", str(out)]) == 1
        err = capsys.readouterr().err
        assert f"error: planner '{name}' produced an invalid plan: it" in err or "has offset 0.0" in err, err
        assert not out.exists()


def test_only_memplans_own_claims_count(tmp_path: Path, capsys, monkeypatch) -> None:
    path = tmp_path / "in.csv"
    path.write_text(EXAMPLE)
    monkeypatch.setitem(base._REGISTERED, "boasting", faulty.boasting)
    assert main(["plan", str(path), "--planner", "boasting"]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == "arena=11 lower_bound=6 ratio=1.8333 optimal=no"
    assert "planner 'boasting' claims optimal, lower bound 1000000000000000" in captured.err
    # memplan's exact search proves its plan optimal: that is stated
    assert main(["plan", str(path), "--planner", "exact"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "arena=6 lower_bound=6 ratio=1.0000 optimal=yes"
    # a claim memplan can verify (the arena at memplan's own bound) is stated too
    buffers = [Buffer(0, 8, 0, 2), Buffer(1, 8, 2, 4)]
    claimed = call_planner("mine", lambda bs, o: Plan(bs, {0: 0, 1: 0}, optimal=True), buffers, PlannerOptions())
    assert claimed.is_at_lower_bound() and claimed.claimed_optimal and claimed.unverified == ""


def test_ctrl_c_inside_compiled_code_is_an_interrupt(tmp_path: Path, capsys, monkeypatch) -> None:
    """Compiled code returning while a KeyboardInterrupt is pending surfaces as a SystemError (the
    interrupt its cause): it was reported as "planner 'auto' failed: SystemError ...", exit 1."""
    def interrupted(buffers, options):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as e:
            raise SystemError("<built-in method _dfs> returned a result with an exception set") from e

    with pytest.raises(KeyboardInterrupt):
        call_planner("auto", interrupted, [Buffer(0, 1, 0, 1)], PlannerOptions())
    path = tmp_path / "in.csv"
    path.write_text(EXAMPLE)
    monkeypatch.setitem(base._REGISTERED, "interrupted", interrupted)
    assert main(["plan", str(path), "--planner", "interrupted", "-o", str(tmp_path / "out.csv")]) == 130
    assert capsys.readouterr().err == "interrupted\n" and not (tmp_path / "out.csv").exists()


TAMPERINGS = ["none", "drop", "add", "lifetime", "size", "alignment", "float", "all at zero", "swap list",
              "beyond 64 bits"]


@settings(max_examples=150, deadline=None)
@given(buffer_lists(max_buffers=12), st.sampled_from(TAMPERINGS), st.randoms(use_true_random=False))
def test_whatever_a_planner_does_the_plan_is_of_the_given_buffers_and_safe(buffers, tampering, rnd) -> None:
    """Property: call_planner either refuses (naming the planner) or returns a plan of exactly the
    buffers it was given (the same objects, in order) that passes the check, claiming nothing."""
    mine = tuple(buffers)

    def planner(given, options):
        plan = get_planner("best-fit")(list(given), options)
        bs, offsets = list(given), dict(plan.offsets)
        if bs and tampering == "drop":
            del bs[rnd.randrange(len(bs))]
        elif tampering == "add":
            bs.append(Buffer(10**6, 64, 0, 5))
            offsets[10**6] = max(offsets.values(), default=0) + 10**4
        elif bs and tampering in ("lifetime", "size", "alignment"):
            k = rnd.randrange(len(bs))
            field = {"lifetime": "end", "size": "size", "alignment": "alignment"}[tampering]
            bs[k] = dataclasses.replace(bs[k], **{field: getattr(bs[k], field) * 2 + 1})
        elif tampering == "float":
            offsets = {i: float(o) for i, o in offsets.items()}
        elif offsets and tampering == "beyond 64 bits":
            offsets[next(iter(offsets))] = 1 << 64
        elif tampering == "all at zero":
            offsets = dict.fromkeys(offsets, 0)
        elif tampering == "swap list":
            given[:] = [dataclasses.replace(b, end=b.start) for b in given]
            bs = given
        return Plan(bs, offsets, optimal=True, bound=10**9)

    try:
        plan = call_planner("tamper", planner, buffers, PlannerOptions())
    except MemplanError as e:
        assert e.message.startswith("planner 'tamper' produced an invalid plan: ")
        assert tampering != "none"
        return
    assert len(plan.buffers) == len(mine) and all(a is b for a, b in zip(plan.buffers, mine))
    Plan(list(mine), plan.offsets).check()
    assert all(type(o) is int for o in plan.offsets.values())
    assert not plan.optimal and plan.bound == 0 and plan.lower_bound <= plan.arena_size


@pytest.mark.slow
def test_a_registered_planner_that_overruns_is_named_for_it(tmp_path: Path, capsys, monkeypatch) -> None:
    """A planner in this process cannot be stopped (a plugin's is: tests/foundation/test_plugin_faults.py);
    its plan is written, and the note blames it, not "a loaded machine?"."""
    import time

    def sleepy(buffers, options):
        time.sleep(3 * options.time_limit)
        return faulty.stack(buffers, options)

    path = tmp_path / "in.csv"
    path.write_text(EXAMPLE)
    monkeypatch.setitem(base._REGISTERED, "sleepy", sleepy)
    assert main(["plan", str(path), "--planner", "sleepy", "--time-limit", "0.5"]) == 0
    err = capsys.readouterr().err
    assert "past --time-limit 0.5: planner 'sleepy' returned" in err and "after its deadline" in err, err
    assert "loaded machine" not in err
