"""Child processes: a crash, an endless job or an error is an outcome, never the caller's end,
and no child outlives the call."""

import os
import signal
import time

import pytest

from memplan.check import isolated
from memplan.diagnostics import MemplanError


def crash_with(sig: int) -> None:
    isolated.report("running", "victim")
    os.kill(os.getpid(), sig)
    time.sleep(10)


def sleep_forever() -> None:
    isolated.report("sleeping", "sleeper")
    time.sleep(3600)


def compile_slowly_then_run(compile_s: float, run_s: float) -> str:
    isolated.report("compiling", "model", timed=False)
    time.sleep(compile_s)
    for _ in range(3):  # three runs, each within the limit: none counts the others' time
        isolated.report("running", "model")
        time.sleep(run_s)
    return "done"


def fail(message: str) -> None:
    raise MemplanError(message, 'loc("f.mlir":2:3)')


def buggy() -> None:
    raise KeyError("oops")


def my_pid() -> int:
    return os.getpid()


def big_result() -> bytes:
    return b"x" * (64 << 20)  # larger than any pipe buffer


@pytest.mark.slow
def test_results_come_back_from_children():
    outcomes = isolated.run_children([(my_pid, ()), (my_pid, ()), (big_result, ())], timeout=60)
    assert all(isinstance(o, isolated.Finished) for o in outcomes)
    pids = [o.value for o in outcomes[:2]]
    assert os.getpid() not in pids and pids[0] != pids[1]
    assert len(outcomes[2].value) == 64 << 20


def test_crashes_are_named_by_signal():
    outcomes = isolated.run_children([(crash_with, (signal.SIGSEGV,)), (crash_with, (signal.SIGFPE,)),
                                      (crash_with, (signal.SIGABRT,))], timeout=60)
    assert [o.how for o in outcomes] == ["SIGSEGV", "SIGFPE", "SIGABRT"]
    assert outcomes[0].describe() == "@victim crashed (SIGSEGV)"


@pytest.mark.slow
def test_timeout_kills_the_child_and_names_what_it_was_doing():
    started = time.monotonic()
    (outcome,) = isolated.run_children([(sleep_forever, ())], timeout=0.5)
    assert time.monotonic() - started < 30  # start-up on a loaded machine, then the limit
    assert isinstance(outcome, isolated.TimedOut)
    assert outcome.describe() == "@sleeper did not finish within 0.5 s (--timeout); stopped while sleeping"


@pytest.mark.slow
def test_the_limit_is_for_each_run_and_compiling_has_none():
    # compiling for longer than the limit, then three runs of a tenth of it each: finished (a
    # margin of 1.8 s a run for the reports' delivery on a loaded machine)
    (done,) = isolated.run_children([(compile_slowly_then_run, (2.5, 0.2))], timeout=2.0)
    assert done == isolated.Finished("done")
    # a run longer than the limit is stopped, named by its phase
    started = time.monotonic()
    (stopped,) = isolated.run_children([(compile_slowly_then_run, (0.0, 3600))], timeout=0.5)
    assert isinstance(stopped, isolated.TimedOut) and stopped.phase == "running"
    assert time.monotonic() - started < 30


def test_errors_keep_their_location_and_bugs_become_messages():
    failed, bug = isolated.run_children([(fail, ("bad input",)), (buggy, ())], timeout=60)
    assert isinstance(failed, isolated.Failed)
    assert failed.error.format("x") == "f.mlir:2:3: error: bad input"
    assert isinstance(bug, isolated.Failed) and bug.error.message == "internal error (KeyError: 'oops')"


def test_report_is_a_no_op_in_process():
    isolated.report("running", "anything")  # no channel: nothing to do, no error


@pytest.mark.slow
def test_a_script_without_main_guard_is_not_run_again_in_children(tmp_path):
    # multiprocessing re-runs the main script in each child unless told otherwise; a user's
    # script calling compare_programs at top level would recurse and its children die.
    import subprocess
    import sys
    from pathlib import Path

    fixture = Path(__file__).parents[2] / "examples" / "fixtures" / "two_temps.mlir"
    script = tmp_path / "script.py"
    script.write_text("from memplan.check.execution import compare_programs\n"
                      f"text = open({str(fixture)!r}).read()\n"
                      "print('RUN', compare_programs(text, text).agree)\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["RUN", "True"]  # the script ran once
