"""Runs the lit + FileCheck spec suite (tests/lit/**/*.mlir) as one pytest test, so that `make test`
(and plain pytest) run it too. On failure the message lists the failing files and their output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def test_lit_suite(tmp_path):
    pytest.importorskip("lit")
    env = dict(os.environ, MEMPLAN_LIT_OUT=str(tmp_path))
    jobs = str(min(2, os.cpu_count() or 1))
    run_lit = "import sys; from lit.main import main; sys.exit(main())"
    done = subprocess.run([sys.executable, "-c", run_lit, "-v", "-j", jobs, str(HERE)],
                          capture_output=True, text=True, env=env, timeout=900)
    summary = [line for line in done.stdout.splitlines() if line.startswith(("FAIL:", "UNRESOLVED:", "XPASS:"))]
    assert done.returncode == 0, "\n".join(summary) + "\n\n" + done.stdout[-20000:] + done.stderr[-2000:]
    assert "Passed" in done.stdout  # lit found and ran the files
