"""Inputs and the process's surroundings: any readable stream is an input, any name the system
accepts works (shown escaped), closed standard streams and a lack of memory give clear errors."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from memplan.cli.main import main as memplan
from memplan.core import csvio

TEXT_IDS = "id,lower,upper,size\nconv1,0,2,32\nrelu,1,3,32\nfc,2,4,64\n"
MLIR = """func.func @f(%x: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  return %b : memref<64xf32>
}
"""
BAD_MLIR = "func.func @f() {\n  %a = memref.alloc() : memref<4xf32\n}\n"


def run_memplan(*argv, module: str = "memplan.cli.main", **kwargs) -> subprocess.CompletedProcess:
    env = {**os.environ, "MEMPLAN_PROGRESS": "0"}
    kwargs.setdefault("capture_output", True)
    kwargs.setdefault("timeout", 300)
    return subprocess.run([sys.executable, "-m", module, *map(os.fsdecode, argv)], env=env, **kwargs)


def shell(script: str, *args, **kwargs) -> subprocess.CompletedProcess:
    """``script`` in sh, $1... the arguments, with this interpreter as $PY: redirections as a user writes them."""
    env = {**os.environ, "MEMPLAN_PROGRESS": "0", "PY": sys.executable}
    return subprocess.run(["sh", "-c", script, "sh", *map(os.fsdecode, args)], env=env, capture_output=True,
                          timeout=300, **kwargs)


# -- streams -------------------------------------------------------------------------

def test_text_ids_through_dev_stdin():
    done = run_memplan("plan", "/dev/stdin", "--planner", "best-fit", input=TEXT_IDS.encode())
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines()[1:4] == ["conv1,0,2,32,0", "relu,1,3,32,32", "fc,2,4,64,64"]


def test_text_ids_through_a_pipe_named_by_descriptor():
    """What ``memplan plan <(cat trace.csv)`` gets: ``/dev/fd/N``, a pipe."""
    read, write = os.pipe()
    try:
        with subprocess.Popen([sys.executable, "-m", "memplan.cli.main", "plan", f"/dev/fd/{read}", "--planner",
                               "best-fit"], pass_fds=(read,), stdout=subprocess.PIPE, stderr=subprocess.PIPE) as p:
            os.close(read)
            os.write(write, TEXT_IDS.encode())
            os.close(write)
            out, err = p.communicate(timeout=300)
    finally:
        for fd in (read, write):
            try:
                os.close(fd)
            except OSError:
                pass
    assert p.returncode == 0, err
    assert b"conv1,0,2,32,0" in out


def test_a_numeric_stream_with_a_text_id_late_is_read_again_from_what_was_taken(monkeypatch):
    """The fast reader gives up at a later block; a stream cannot be rewound, so the blocks it
    took are read again by the careful reader."""
    monkeypatch.setattr(csvio, "CHUNK_BYTES", 64)  # many blocks from a small input
    rows = [f"{i},{i},{i + 2},{8 + i}" for i in range(200)] + ["late,0,1,8"]
    read, write = os.pipe()
    writer = threading.Thread(target=lambda: (os.write(write, ("id,lower,upper,size\n" + "\n".join(rows) + "\n")
                                                       .encode()), os.close(write)))
    writer.start()
    try:
        trace = csvio.read_csv_file(f"/dev/fd/{read}")
    finally:
        writer.join()
        os.close(read)
    assert len(trace.buffers) == 201
    assert [b.label for b in trace.buffers[:2]] == ["0", "1"] and trace.buffers[-1].label == "late"
    assert [b.size for b in trace.buffers[:3]] == [8, 9, 10]


def test_a_fifo_with_a_writer_is_read(tmp_path, capsys):
    fifo = tmp_path / "trace"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_text(TEXT_IDS))
    writer.start()
    try:
        assert memplan(["plan", str(fifo), "--planner", "best-fit"]) == 0
    finally:
        writer.join(timeout=60)
    assert "relu,1,3,32,32" in capsys.readouterr().out


@pytest.mark.slow
def test_a_fifo_nobody_writes_keeps_the_time_limit(tmp_path):
    fifo = tmp_path / "trace"
    os.mkfifo(fifo)
    started = time.monotonic()
    done = run_memplan("plan", fifo, "--time-limit", "1", timeout=120)
    assert done.returncode == 1 and b"time limit ran out" in done.stderr, done.stderr
    assert time.monotonic() - started < 60  # bounded by the limit, not by a writer that never comes


# -- closed standard streams ---------------------------------------------------------

@pytest.mark.slow
def test_closed_stderr_keeps_remarks_out_of_the_output(tmp_path):
    (tmp_path / "m.mlir").write_text(MLIR)
    done = shell('cd "$1" && exec "$PY" -m memplan.cli.opt m.mlir -p merge-alloc --remarks 2>&- >out.mlir', tmp_path)
    assert done.returncode == 0
    text = (tmp_path / "out.mlir").read_text()
    assert "remark" not in text and text.startswith("module {")


@pytest.mark.slow
@pytest.mark.parametrize("output", ["-o out.mlir", "> out.mlir"])
def test_closed_stderr_keeps_errors_out_of_the_output_and_fails(tmp_path, output):
    (tmp_path / "bad.mlir").write_text(BAD_MLIR)
    done = shell(f'cd "$1" && exec "$PY" -m memplan.cli.opt bad.mlir -p merge-alloc 2>&- {output}', tmp_path)
    assert done.returncode == 1
    out = tmp_path / "out.mlir"
    assert not out.exists() or out.read_text() == ""
    assert [p.name for p in tmp_path.iterdir() if "memplan-" in p.name] == []


def test_closed_stderr_plan_error_fails_with_an_empty_output(tmp_path):
    (tmp_path / "bad.csv").write_text("id,lower,upper,size\na,0,2,x\n")
    done = shell('cd "$1" && exec "$PY" -m memplan.cli.main plan bad.csv 2>&- >out.csv', tmp_path)
    assert done.returncode == 1 and (tmp_path / "out.csv").read_text() == ""


def test_closed_stderr_refuses_an_output_to_it(tmp_path):
    (tmp_path / "in.csv").write_text(TEXT_IDS)
    done = shell('cd "$1" && exec "$PY" -m memplan.cli.main plan in.csv --svg /dev/stderr 2>&-', tmp_path)
    assert done.returncode == 1 and done.stdout == b""


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["memplan.cli.opt"], ["memplan.cli.opt", "-", "-p", "merge-alloc"],
                                  ["memplan.cli.main", "plan", "-"], ["memplan.cli.main", "plan", "/dev/stdin"],
                                  ["memplan.cli.main", "report", "-"]])
def test_closed_stdin_is_a_clear_error(argv):
    done = shell('exec "$PY" -m "$@" <&-', *argv)
    err = done.stderr.decode()
    assert done.returncode == 1 and "standard input is closed" in err and "internal" not in err, err


def test_closed_stdin_does_not_matter_to_a_file_input(tmp_path):
    (tmp_path / "in.csv").write_text(TEXT_IDS)
    done = shell('exec "$PY" -m memplan.cli.main plan "$1" --planner best-fit <&-', tmp_path / "in.csv")
    assert done.returncode == 0 and b"conv1" in done.stdout


# -- names the system accepts --------------------------------------------------------

def bad_name(directory: Path, name: bytes) -> bytes:
    return os.fsencode(directory) + b"/" + name


@pytest.mark.slow
def test_memplan_opt_reads_a_non_utf8_name(tmp_path):
    path = bad_name(tmp_path, b"bad\xff.mlir")
    with open(path, "w") as f:
        f.write(MLIR)
    done = run_memplan(path, "-p", "merge-alloc", module="memplan.cli.opt")
    assert done.returncode == 0, done.stderr
    assert b"memref.view" in done.stdout


@pytest.mark.slow
def test_a_non_utf8_name_is_shown_escaped_in_errors(tmp_path):
    path = bad_name(tmp_path, b"bad\xff.mlir")
    with open(path, "w") as f:
        f.write(BAD_MLIR)
    done = run_memplan(path, "-p", "merge-alloc", module="memplan.cli.opt")
    assert done.returncode == 1
    assert done.stderr.startswith(os.fsencode(tmp_path) + b"/bad\\xff.mlir:2:37: error: expected"), done.stderr


@pytest.mark.slow
def test_report_reads_a_non_utf8_name(tmp_path):
    path = bad_name(tmp_path, b"r\xe9port.mlir")
    with open(path, "w") as f:
        f.write(MLIR)
    done = run_memplan("report", path)
    assert done.returncode == 0, done.stderr
    assert b"@f" in done.stdout


def test_plan_names_a_missing_non_utf8_input_escaped(tmp_path):
    done = run_memplan("plan", bad_name(tmp_path, b"no\xffsuch\n.csv"))
    assert done.returncode == 1
    assert b"no\\xffsuch\\n.csv: error: cannot read input: No such file" in done.stderr, done.stderr


def test_plan_locates_an_error_in_a_non_utf8_named_input(tmp_path):
    path = bad_name(tmp_path, b"t\xff.csv")
    with open(path, "w") as f:
        f.write("id,lower,upper,size\na,0,2,x\n")
    done = run_memplan("plan", path)
    assert done.returncode == 1 and b"t\\xff.csv:2:7: error: size: 'x' is not an integer" in done.stderr


# -- memory --------------------------------------------------------------------------

LIMITED = r"""
import resource, sys
from memplan.cli.main import main
import memplan.cli.plan_cmd, memplan.core.csvio, memplan.core.planners  # loaded before the limit

def address_space():
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) << 10 for line in f if line.startswith("VmSize"))

resource.setrlimit(resource.RLIMIT_AS, (address_space() + (30 << 20), resource.RLIM_INFINITY))
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.slow
def test_out_of_memory_says_what_was_being_done(tmp_path):
    trace = tmp_path / "big.csv"
    trace.write_text("id,lower,upper,size\n" + "".join(f"{i},{i},{i + 5},{64 + i % 9}\n" for i in range(400_000)))
    done = subprocess.run([sys.executable, "-c", LIMITED, "plan", str(trace), "--planner", "best-fit"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr
    assert f"{trace}: error: out of memory while reading {trace}" in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("said, out_of_memory", [
    ("libscipy_openblas64_.so: failed to map segment from shared object", True),
    ("No module named 'numpy'", False),
])
def test_a_module_loaded_on_first_use_without_room_is_out_of_memory(said, out_of_memory, tmp_path, monkeypatch,
                                                                    capsys):
    """numpy is loaded only for large traces: under an address-space limit, its libraries may be
    what finds no room (the loader's words, in an ImportError); a module missing is not that."""
    import memplan.cli.plan_cmd as plan_cmd

    trace = tmp_path / "t.csv"
    trace.write_text(TEXT_IDS)

    def failing_import(*args, **kwargs):
        raise ImportError(said)

    monkeypatch.setattr(plan_cmd, "get_planner", lambda name: failing_import)
    assert memplan(["plan", str(trace), "--planner", "best-fit"]) == 1
    err = capsys.readouterr().err
    assert ("error: out of memory while planning 3 buffers (best-fit)" in err) == out_of_memory
    assert "internal" not in err


def test_a_planner_out_of_memory_names_the_planning(tmp_path, monkeypatch, capsys):
    """A planner that asks for more memory than there is (a real MemoryError, without a limit)."""
    import memplan.cli.plan_cmd as plan_cmd

    trace = tmp_path / "t.csv"
    trace.write_text(TEXT_IDS)
    monkeypatch.setattr(plan_cmd, "get_planner", lambda name: lambda buffers, options: bytearray(1 << 62))
    assert memplan(["plan", str(trace), "--planner", "best-fit"]) == 1
    err = capsys.readouterr().err
    assert "error: out of memory while planning 3 buffers (best-fit)" in err and "internal" not in err


def test_a_pass_out_of_memory_names_the_pass_and_function(tmp_path, monkeypatch, capsys):
    from memplan.cli.opt import main as memplan_opt
    from memplan.core.planners import base

    monkeypatch.setitem(base._REGISTERED, "hungry", lambda buffers, options: bytearray(1 << 62))
    path = tmp_path / "m.mlir"
    path.write_text(MLIR)
    assert memplan_opt([str(path), "-p", "merge-alloc{planner=hungry}"]) == 1
    err = capsys.readouterr().err
    assert "error: merge-alloc: out of memory while running on @f" in err and "internal" not in err, err
