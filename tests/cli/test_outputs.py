"""Output files, for every command through the one writer (memplan.files).

Replace atomically only regular files; write through symlinks; write devices and FIFOs in
place; keep modes; check every destination before the run and write all outputs only after it.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from memplan.cli.main import main as memplan
from memplan.cli.opt import main as memplan_opt
from memplan.files import Outputs, write_file

CSV = "id,lower,upper,size\n0,0,2,32\n1,1,3,32\n2,2,4,64\n"
MLIR = """func.func @f(%x: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  %c = memref.alloc() : memref<64xf32>
  linalg.add ins(%b, %x : memref<64xf32>, memref<64xf32>) outs(%c : memref<64xf32>)
  return %c : memref<64xf32>
}
"""


@pytest.fixture
def csv(tmp_path) -> Path:
    path = tmp_path / "in.csv"
    path.write_text(CSV)
    return path


@pytest.fixture
def mlir(tmp_path) -> Path:
    path = tmp_path / "m.mlir"
    path.write_text(MLIR)
    return path


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def plan(*argv) -> int:
    return memplan(["plan", *map(str, argv), "--planner", "best-fit"])


# -- all or nothing ------------------------------------------------------------------

def test_plan_output_naming_the_input_survives_a_bad_second_output(csv, tmp_path, capsys):
    assert plan(csv, "-o", csv, "--svg", tmp_path / "missing" / "x.svg") == 1
    assert "missing" in capsys.readouterr().err
    assert csv.read_text() == CSV  # checked before the run: the input is untouched


def test_report_json_naming_the_input_survives_a_bad_second_output(mlir, tmp_path, capsys):
    assert memplan(["report", str(mlir), "--json", str(mlir), "--svg", str(tmp_path / "missing" / "x.svg")]) == 1
    assert mlir.read_text() == MLIR


def test_report_writes_nothing_when_the_run_fails(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %a = memref.alloc() : memref<4xf32\n}\n")
    outs = [tmp_path / n for n in ("r.json", "r.svg", "p.mlir")]
    outs[0].write_text("previous")
    assert memplan(["report", str(bad), "--json", str(outs[0]), "--svg", str(outs[1]), "-o", str(outs[2])]) == 1
    assert outs[0].read_text() == "previous" and not outs[1].exists() and not outs[2].exists()
    assert [p.name for p in tmp_path.iterdir() if "memplan-tmp" in p.name] == []


def test_output_may_replace_the_input_after_success(csv, capsys):
    assert plan(csv, "-o", csv) == 0
    assert csv.read_text().splitlines()[0] == "id,lower,upper,size,offset"


def test_two_outputs_to_one_file_are_refused(csv, tmp_path, capsys):
    out = tmp_path / "same"
    assert plan(csv, "-o", out, "--svg", out) == 1
    assert "both write" in capsys.readouterr().err and not out.exists()


def test_a_directory_is_refused_before_the_run(mlir, tmp_path, capsys):
    assert memplan_opt([str(mlir), "-p", "merge-alloc", "-o", str(tmp_path)]) == 1
    assert "is a directory" in capsys.readouterr().err


def test_failed_staging_replaces_nothing(tmp_path, monkeypatch):
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text("old a")
    second.write_text("old b")
    outputs = Outputs({"-a": str(first), "-b": str(second)})
    import memplan.files as files

    real_stage = files._stage

    def stage(dest, data):
        if dest.option == "-b":
            raise files.MemplanError("disk full")
        return real_stage(dest, data)

    monkeypatch.setattr(files, "_stage", stage)
    with pytest.raises(files.MemplanError):
        outputs.commit({"-a": "new a", "-b": "new b"})
    assert first.read_text() == "old a" and second.read_text() == "old b"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "b.txt"]


# -- what kind of file ---------------------------------------------------------------

def test_symlink_is_written_through(csv, tmp_path, capsys):
    target = tmp_path / "real.csv"
    target.write_text("old")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    assert plan(csv, "-o", link) == 0
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text().startswith("id,lower,upper,size,offset")


def test_dangling_symlink_creates_its_target(csv, tmp_path, capsys):
    link = tmp_path / "link.csv"
    link.symlink_to(tmp_path / "new.csv")
    assert plan(csv, "-o", link) == 0
    assert link.is_symlink() and (tmp_path / "new.csv").read_text().startswith("id,")


def test_character_device_is_written_in_place(csv, tmp_path, capsys):
    node = tmp_path / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # the same device as /dev/null
    except (PermissionError, OSError) as e:
        pytest.skip(f"cannot make a device node here: {e}")
    assert plan(csv, "-o", node, "--svg", node) == 0  # several outputs may go to a null device
    assert stat.S_ISCHR(node.stat().st_mode)  # never replaced by a regular file


def test_fifo_is_written_in_place(csv, tmp_path, capsys):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()))
    reader.start()
    try:
        assert plan(csv, "-o", fifo) == 0
    finally:
        reader.join(timeout=30)
    assert received and received[0].startswith("id,lower,upper,size,offset")
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_link_to_dev_stdout_writes_standard_output(csv, tmp_path):
    link = tmp_path / "out"
    link.symlink_to("/dev/stdout")
    done = subprocess.run([sys.executable, "-m", "memplan.cli.main", "plan", str(csv), "-o", str(link),
                           "--planner", "best-fit"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("id,lower,upper,size,offset") and done.stdout.rstrip().endswith("optimal=no")
    assert link.is_symlink()


def test_hard_linked_file_stays_linked(csv, tmp_path, capsys):
    out = tmp_path / "out.csv"
    out.write_text("old")
    twin = tmp_path / "twin.csv"
    os.link(out, twin)
    assert plan(csv, "-o", out) == 0
    assert twin.read_text() == out.read_text() and out.stat().st_nlink == 2


# -- modes ---------------------------------------------------------------------------

def test_new_file_gets_the_umask_mode(csv, tmp_path, capsys, umask_022):
    out = tmp_path / "new.csv"
    assert plan(csv, "-o", out) == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o644


def test_existing_file_keeps_its_mode(mlir, tmp_path, capsys, umask_022):
    out = tmp_path / "out.mlir"
    out.write_text("old")
    out.chmod(0o640)
    assert memplan_opt([str(mlir), "-p", "merge-alloc", "-o", str(out)]) == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o640 and "memref.view" in out.read_text()


def test_library_writer_same_rules(tmp_path, umask_022):
    target = tmp_path / "t.svg"
    link = tmp_path / "l.svg"
    link.symlink_to(target)
    write_file(str(link), "<svg/>")
    assert link.is_symlink() and target.read_text() == "<svg/>"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_a_device_that_fails_leaves_regular_outputs_untouched(csv, tmp_path, capsys):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    out = tmp_path / "out.csv"
    out.write_text("previous")
    assert plan(csv, "-o", out, "--svg", "/dev/full") == 1
    assert "No space left" in capsys.readouterr().err
    assert out.read_text() == "previous"  # staged, but never renamed into place
    assert [p.name for p in tmp_path.iterdir() if "memplan-tmp" in p.name] == []
