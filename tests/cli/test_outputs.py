"""Output files, for every command through the one writer (memplan.files).

Replace atomically only regular files; write through symlinks; write devices, FIFOs and the
process's own streams in place; keep modes; check every destination and name before the run and
write all outputs only after it. (Faults: test_output_faults.py.)
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
from memplan.files import write_file

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


# -- the process's own streams: written where they stand, never reopened or replaced -----

def run_memplan(*argv, module: str = "memplan.cli.main", **kwargs) -> subprocess.CompletedProcess:
    """A memplan command in its own process (streams as a shell would set them up)."""
    env = {**os.environ, "MEMPLAN_PROGRESS": "0"}
    return subprocess.run([sys.executable, "-m", module, *map(os.fsdecode, argv)], env=env, timeout=300, **kwargs)


@pytest.mark.slow
@pytest.mark.parametrize("stream", ["/dev/stdout", "/proc/self/fd/1", "/dev/fd/1", "link"])
def test_own_standard_output_appends_to_the_redirected_file(csv, tmp_path, stream):
    log = tmp_path / "log"
    log.write_text("old\n")
    if stream == "link":
        stream = tmp_path / "to-stdout"
        stream.symlink_to("/dev/stdout")
    with open(log, "ab") as out:  # `>> log`
        done = run_memplan("plan", csv, "--planner", "best-fit", "-o", stream, stdout=out, stderr=subprocess.PIPE)
    assert done.returncode == 0, done.stderr
    lines = log.read_text().splitlines()
    assert lines[0] == "old" and lines[1] == "id,lower,upper,size,offset" and len(lines) == 6
    assert lines[-1].startswith("arena=")  # the summary printed after it, in order


def test_own_standard_error_appends_to_the_redirected_file(csv, tmp_path):
    log = tmp_path / "err.log"
    log.write_text("old\n")
    with open(log, "ab") as err:  # `2>> err.log`
        done = run_memplan("plan", csv, "--planner", "best-fit", "--svg", "/dev/stderr", stdout=subprocess.PIPE,
                           stderr=err)
    assert done.returncode == 0
    text = log.read_text()
    assert text.startswith("old\n<svg") and text.rstrip().endswith("</svg>")


def test_memplan_opt_to_own_standard_output_keeps_the_log(mlir, tmp_path):
    log = tmp_path / "opt.log"
    log.write_text("old\n")
    with open(log, "ab") as out:  # `>> opt.log 2>&1`
        done = run_memplan(mlir, "-p", "merge-alloc", "-o", "/dev/stdout", "--remarks", module="memplan.cli.opt",
                           stdout=out, stderr=subprocess.STDOUT)
    assert done.returncode == 0
    text = log.read_text()
    assert text.startswith("old\n") and "remark:" in text and "memref.view" in text


def test_any_own_descriptor_is_written_where_it_stands(csv, tmp_path):
    log = tmp_path / "fd.log"
    log.write_text("old\n")
    fd = os.open(log, os.O_WRONLY | os.O_APPEND)
    try:
        done = run_memplan("plan", csv, "--planner", "best-fit", "-o", f"/proc/self/fd/{fd}", pass_fds=(fd,),
                           capture_output=True, text=True)
    finally:
        os.close(fd)
    assert done.returncode == 0, done.stderr
    assert log.read_text().startswith("old\nid,lower,upper,size,offset\n")
    assert done.stdout.startswith("arena=")


def test_a_file_behind_standard_output_is_not_also_replaced(csv, tmp_path):
    log = tmp_path / "log"
    log.write_text("old\n")
    with open(log, "ab") as out:
        done = run_memplan("plan", csv, "-o", "/dev/stdout", "--svg", log, stdout=out, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 1 and "both write" in done.stderr
    assert log.read_text() == "old\n"


def test_two_names_of_standard_output_are_refused(mlir, capsys):
    assert memplan(["report", str(mlir), "--json", "-", "-o", "/dev/stdout"]) == 1
    assert "both write standard output" in capsys.readouterr().err


def test_a_descriptor_open_for_reading_is_refused(csv, tmp_path):
    done = run_memplan("plan", csv, "-o", "/dev/stdin", stdin=open(csv, "rb"), capture_output=True, text=True)
    assert done.returncode == 1 and "open for reading only" in done.stderr and "internal" not in done.stderr


# -- names -------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["x" * 251 + ".csv", "é" * 125 + ".csv"])  # 255 and 254 bytes: legal
def test_longest_legal_names_work(csv, tmp_path, capsys, name):
    new = tmp_path / name
    assert plan(csv, "-o", new) == 0, capsys.readouterr().err
    assert new.read_text().startswith("id,lower,upper,size,offset")
    assert plan(csv, "-o", new, "--svg", tmp_path / "p.svg") == 0  # replacing it: staging and backup names fit too
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["in.csv", name, "p.svg"])


def test_a_name_too_long_is_refused_before_the_run(csv, tmp_path, capsys):
    assert plan(csv, "-o", tmp_path / ("x" * 256)) == 1
    assert "File name too long" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["plan", "{csv}"], ["report", "{mlir}"], ["opt", "{mlir}", "-p", "merge-alloc"]])
def test_empty_output_name_is_refused(csv, mlir, capsys, command):
    argv = [a.format(csv=csv, mlir=mlir) for a in command] + ["-o", ""]
    assert (memplan_opt(argv[1:]) if argv[0] == "opt" else memplan(argv)) == 1
    captured = capsys.readouterr()
    assert "-o: empty file name" in captured.err and "id,lower" not in captured.out


@pytest.mark.parametrize("name", ["nosuch.csv/", "nosuch.csv/.", "sub/.."])
def test_a_name_ending_in_a_slash_is_not_a_file(csv, mlir, tmp_path, capsys, name):
    assert plan(csv, "-o", f"{tmp_path}/{name}") == 1
    assert memplan_opt([str(mlir), "-p", "merge-alloc", "-o", f"{tmp_path}/{name}"]) == 1
    assert "ends in '/'" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.csv", "m.mlir"]


def test_an_existing_file_named_with_a_slash_is_refused(csv, tmp_path, capsys):
    out = tmp_path / "out.csv"
    out.write_text("previous")
    assert plan(csv, "-o", f"{out}/") == 1
    assert "Not a directory" in capsys.readouterr().err and out.read_text() == "previous"


@pytest.mark.slow
def test_non_utf8_output_names_work_and_are_shown_escaped(csv, tmp_path):
    svg = os.fsencode(tmp_path) + b"/bad\xff.svg"
    done = run_memplan("plan", csv, "--planner", "best-fit", "--svg", svg, capture_output=True)
    assert done.returncode == 0, done.stderr
    assert open(svg, "rb").read().startswith(b"<svg")
    missing = os.fsencode(tmp_path) + b"/no\xffdir/x.svg"
    done = run_memplan("plan", csv, "--svg", missing, capture_output=True)
    assert done.returncode == 1 and b"no\\xffdir" in done.stderr, done.stderr


# -- setuid and setgid -------------------------------------------------------------

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="needs root, to own files as another user")


@needs_root
def test_setuid_and_setgid_kept_when_owner_and_group_are(csv, tmp_path, capsys):
    out = tmp_path / "tool"
    out.write_text("old")
    os.chown(out, 65534, 65534)
    out.chmod(0o6755)  # after chown: changing owners clears the bits
    assert plan(csv, "-o", out) == 0
    st = out.stat()
    assert (st.st_uid, st.st_gid, stat.S_IMODE(st.st_mode)) == (65534, 65534, 0o6755)
    assert "lost" not in capsys.readouterr().err


@needs_root
def test_setuid_dropped_with_a_note_when_the_owner_cannot_be_kept(tmp_path):
    """A user who may replace a root-owned setuid file gets a file of their own: set-user-ID to
    them would be a new privilege, so the bit goes, and they are told."""
    import tempfile

    shared = Path(tempfile.mkdtemp(dir="/tmp"))
    try:
        shared.chmod(0o777)
        out = shared / "tool"
        out.write_text("old")
        out.chmod(0o4777)
        read, write = os.pipe()
        child = os.fork()
        if child == 0:  # a user who is not root, in this same interpreter (the venv may be out of its reach)
            try:
                os.close(read)
                os.setgid(65534)
                os.setuid(65534)
                import io as io_

                sys.stderr = io_.StringIO()
                write_file(str(out), "new")
                os.write(write, sys.stderr.getvalue().encode())
            finally:
                os._exit(0)
        os.close(write)
        with os.fdopen(read) as f:
            err = f.read()
        os.waitpid(child, 0)
        st = out.stat()
        assert out.read_text() == "new" and st.st_uid == 65534
        assert stat.S_IMODE(st.st_mode) == 0o777
        assert "lost its setuid bit" in err
    finally:
        import shutil

        shutil.rmtree(shared)
