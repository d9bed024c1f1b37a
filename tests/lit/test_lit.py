"""The lit + FileCheck specs (tests/lit/**/*.mlir) as pytest tests, one per file, so that `make test`
(and plain pytest) run them and report each on its own.

lit runs once per session, on the spec files pytest selected (one process start and lit's own two
workers, rather than a lit start per file); each test then reads its file's result from lit's JSON
report. A failure names the file and shows lit's output for it: the RUN lines and what they printed.
A spec that says `// UNSUPPORTED: fast` is marked slow, so `pytest -m "not slow"` leaves it out.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SPECS = sorted(p.relative_to(HERE).as_posix() for p in HERE.rglob("*.mlir")
               if not {"Inputs", "Output"} & set(p.relative_to(HERE).parts))
SLOW = "UNSUPPORTED: fast"  # what a slow spec says (lit --param fast leaves it out; see lit.cfg.py)
PASSED = {"PASS", "XFAIL", "UNSUPPORTED"}
LIT_TIMEOUT = 900  # seconds for the whole run: all the specs together take 1.5 to 3 minutes on 2 cores


def selected_specs(session: pytest.Session) -> list[str]:
    """The spec files of this module's tests that pytest is about to run."""
    return [item.callspec.params["spec"] for item in session.items if getattr(item, "function", None) is test_spec]


@pytest.fixture(scope="session")
def lit_results(request, tmp_path_factory) -> dict[str, dict]:
    """Spec file (relative to tests/lit) -> its entry in lit's JSON report, from one lit run."""
    pytest.importorskip("lit")
    specs = selected_specs(request.session)
    out = tmp_path_factory.mktemp("lit")
    report = out / "results.json"
    env = dict(os.environ, MEMPLAN_LIT_OUT=str(out))
    jobs = str(min(2, os.cpu_count() or 1))
    run_lit = "import sys; from lit.main import main; sys.exit(main())"
    done = subprocess.run([sys.executable, "-c", run_lit, "-q", "-j", jobs, "-o", str(report),
                           *(str(HERE / spec) for spec in specs)],
                          capture_output=True, text=True, env=env, timeout=LIT_TIMEOUT)
    if not report.exists():
        pytest.fail(f"lit wrote no results (exit {done.returncode}):\n{done.stdout[-5000:]}{done.stderr[-5000:]}")
    suite_prefix = "memplan :: "
    return {t["name"].removeprefix(suite_prefix): t for t in json.loads(report.read_text())["tests"]}


def spec_param(spec: str):
    """``spec`` as a parameter, marked slow when the spec says so."""
    slow = SLOW in (HERE / spec).read_text()
    return pytest.param(spec, id=spec, marks=[pytest.mark.slow] if slow else [])


@pytest.mark.parametrize("spec", [spec_param(spec) for spec in SPECS])
def test_spec(spec: str, lit_results: dict[str, dict]) -> None:
    result = lit_results.get(spec)
    if result is None:
        pytest.fail(f"lit did not run tests/lit/{spec}", pytrace=False)
    if result["code"] not in PASSED:
        pytest.fail(f"tests/lit/{spec}: {result['code']}\n{result['output']}", pytrace=False)
