"""Outputs under faults: full disks, hard links, concurrent runs, files that cannot be replaced,
failed renames, signals. Whatever happens, every existing file keeps its content (however it is
linked) and no staging file remains.

Full disks are a small tmpfs where mounting works (root in a sandbox), and everywhere else a
file size limit (RLIMIT_FSIZE: a write past it fails with EFBIG, as one past a full disk fails
with ENOSPC).
"""

from __future__ import annotations

import errno
import os
import resource
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from memplan.cli.main import main as memplan
from memplan.diagnostics import MemplanError
from memplan.files import Outputs, write_file

CSV = "id,lower,upper,size\n0,0,2,32\n1,1,3,32\n2,2,4,64\n"
BIG_CSV = "id,lower,upper,size\n" + "".join(f"{i},{i},{i + 3},{64 + i % 7}\n" for i in range(6000))  # ~100 KB planned


@pytest.fixture
def csv(tmp_path) -> Path:
    path = tmp_path / "in.csv"
    path.write_text(CSV)
    return path


@pytest.fixture
def big_csv(tmp_path) -> Path:
    path = tmp_path / "big.csv"
    path.write_text(BIG_CSV)
    return path


def litter(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if "memplan-" in p.name)


def memplan_process(*argv, fsize: int | None = None, **kwargs) -> subprocess.Popen:
    """``python -m memplan.cli.main ARGV`` in its own process, optionally under a file size limit."""

    def limit():
        if fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    return subprocess.Popen([sys.executable, "-m", "memplan.cli.main", *map(str, argv)], preexec_fn=limit,
                            env={**os.environ, "MEMPLAN_PROGRESS": "0"}, **kwargs)


def run(*argv, fsize: int | None = None) -> tuple[int, str]:
    with memplan_process(*argv, fsize=fsize, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as p:
        _, err = p.communicate(timeout=300)
    return p.returncode, err


@pytest.fixture
def small_tmpfs(tmp_path):
    """A 64 KiB file system, if this machine lets us mount one."""
    mount = tmp_path / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=False)


# -- full disks ----------------------------------------------------------------------

def test_hard_linked_output_survives_a_full_disk(big_csv, small_tmpfs):
    out, twin = small_tmpfs / "out.csv", small_tmpfs / "twin.csv"
    out.write_text("old\n")
    os.link(out, twin)
    code, err = run("plan", big_csv, "--planner", "best-fit", "-o", out)
    assert code == 1 and "No space left" in err, err
    assert out.read_text() == "old\n" and twin.read_text() == "old\n" and out.stat().st_nlink == 2
    assert litter(small_tmpfs) == []


@pytest.mark.slow
@pytest.mark.parametrize("links", [1, 2])
def test_output_survives_a_write_that_fails(big_csv, tmp_path, links):
    out = tmp_path / "out.csv"
    out.write_text("old\n")
    if links == 2:
        os.link(out, tmp_path / "twin.csv")
    code, err = run("plan", big_csv, "--planner", "best-fit", "-o", out, fsize=64 << 10)
    assert code == 1 and "File too large" in err, err
    assert out.read_text() == "old\n" and litter(tmp_path) == []


def test_a_failed_second_output_replaces_nothing(csv, tmp_path):
    """The CSV fits under the limit, the picture does not: neither file changes."""
    out, svg = tmp_path / "out.csv", tmp_path / "p.svg"
    out.write_text("old csv")
    svg.write_text("old svg")
    code, err = run("plan", csv, "--planner", "best-fit", "-o", out, "--svg", svg, fsize=1000)
    assert code == 1 and "File too large" in err, err
    assert out.read_text() == "old csv" and svg.read_text() == "old svg" and litter(tmp_path) == []


# -- hard links and concurrent runs --------------------------------------------------

def test_concurrent_writers_to_a_hard_linked_file_take_turns(tmp_path):
    out = tmp_path / "out"
    out.write_text("old")
    os.link(out, tmp_path / "twin")
    contents = [b"a" * (3 << 20), b"b" * (1 << 20)]  # the shorter last would leave the longer's tail
    for _ in range(20):
        start = threading.Barrier(len(contents))

        def write(data: bytes) -> None:
            start.wait()
            write_file(str(out), data)

        threads = [threading.Thread(target=write, args=(data,)) for data in contents]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        assert out.read_bytes() in contents  # one whole output, never a mix
        assert (tmp_path / "twin").read_bytes() == out.read_bytes()


@pytest.mark.slow
def test_an_in_place_rewrite_waits_for_the_lock(tmp_path):
    """Another run holding the file (its flock) finishes before this one writes."""
    import fcntl

    out = tmp_path / "out"
    out.write_text("theirs")
    os.link(out, tmp_path / "twin")
    holder = os.open(out, os.O_RDWR)
    fcntl.flock(holder, fcntl.LOCK_EX)
    writer = threading.Thread(target=write_file, args=(str(out), "ours"))
    writer.start()
    try:
        writer.join(timeout=0.5)
        assert writer.is_alive() and out.read_text() == "theirs"
    finally:
        fcntl.flock(holder, fcntl.LOCK_UN)
        os.close(holder)
    writer.join(timeout=120)
    assert out.read_text() == "ours"


# -- files that cannot be replaced ---------------------------------------------------

def test_bind_mounted_output_is_rewritten_in_place(csv, tmp_path, capsys):
    source, target = tmp_path / "source", tmp_path / "hosts"
    source.write_text("old")
    target.write_text("under the mount")
    if subprocess.run(["mount", "--bind", str(source), str(target)], capture_output=True).returncode != 0:
        pytest.skip("cannot bind-mount here")
    try:
        other = tmp_path / "p.svg"
        other.write_text("old svg")
        assert memplan(["plan", str(csv), "--planner", "best-fit", "--svg", str(other), "-o", str(target)]) == 0, \
            capsys.readouterr().err
        assert target.read_text().startswith("id,lower,upper,size,offset")
        assert source.read_text() == target.read_text()  # the same file: written in place, not replaced
        assert other.read_text().startswith("<svg")
    finally:
        subprocess.run(["umount", str(target)], check=False)
    assert target.read_text() == "under the mount" and litter(tmp_path) == []


@pytest.mark.parametrize("attribute, why", [("+a", "append-only"), ("+i", "immutable")])
def test_append_only_or_immutable_output_is_refused_before_the_run(csv, tmp_path, capsys, attribute, why):
    out, locked = tmp_path / "out.csv", tmp_path / "locked.svg"
    out.write_text("previous")
    locked.write_text("old")
    if subprocess.run(["chattr", attribute, str(locked)], capture_output=True).returncode != 0:
        pytest.skip("chattr does not work here")
    try:
        assert memplan(["plan", str(csv), "-o", str(out), "--svg", str(locked)]) == 1
        assert why in capsys.readouterr().err
        assert out.read_text() == "previous" and locked.read_text() == "old" and litter(tmp_path) == []
    finally:
        subprocess.run(["chattr", attribute.replace("+", "-"), str(locked)], check=False)


def test_a_rename_that_fails_undoes_the_others(tmp_path, monkeypatch):
    """A failure nothing could foresee (fault injection: the second rename is refused): the first
    file, already replaced, is put back; the new file is removed; no staging file remains."""
    first, second, new = tmp_path / "a.txt", tmp_path / "b.txt", tmp_path / "new.txt"
    first.write_text("old a")
    second.write_text("old b")
    outputs = Outputs({"-a": str(first), "-n": str(new), "-b": str(second)})
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if os.fspath(dst) == str(second):
            raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(MemplanError, match="busy"):
        outputs.commit({"-a": "new a", "-n": "new", "-b": "new b"})
    assert first.read_text() == "old a" and second.read_text() == "old b" and not new.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "b.txt"]


# -- signals -------------------------------------------------------------------------

STALLED_STAGING = r"""
import os, sys, time
flag = sys.argv[1]

def fsync(fd):  # fault injection: staging stalls (a slow disk), with the staging file written
    open(flag, "w").close()
    time.sleep(600)

os.fsync = fsync
from memplan.cli.main import main
sys.exit(main(sys.argv[2:]))
"""


def wait_for(condition, what: str, seconds: float = 120) -> None:
    give_up = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < give_up, f"gave up waiting for {what}"
        time.sleep(0.01)


@pytest.mark.slow
@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, -signal.SIGTERM), (signal.SIGHUP, -signal.SIGHUP),
                                          (signal.SIGINT, 130)])
def test_a_signal_while_staging_leaves_every_file_as_it_was(big_csv, tmp_path, signum, code):
    out, flag = tmp_path / "out.csv", tmp_path / "staging"
    out.write_text("previous")
    p = subprocess.Popen([sys.executable, "-c", STALLED_STAGING, str(flag), "plan", str(big_csv), "--planner",
                          "best-fit", "-o", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env={**os.environ, "MEMPLAN_PROGRESS": "0"})
    try:
        wait_for(flag.exists, "the staging file")
        assert len(litter(tmp_path)) == 1  # staged, in place of the output
        p.send_signal(signum)
        p.wait(timeout=120)
    finally:
        p.kill()
        p.communicate()
    assert p.returncode == code
    assert out.read_text() == "previous" and litter(tmp_path) == []


def test_a_signal_while_a_fifo_waits_undoes_the_replaced_file(csv, tmp_path):
    """A FIFO is written last; a file already replaced when SIGTERM comes is put back."""
    out, fifo = tmp_path / "out.csv", tmp_path / "pipe"
    out.write_text("previous")
    os.mkfifo(fifo)
    with memplan_process("plan", csv, "--planner", "best-fit", "-o", out, "--svg", fifo,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE) as p:
        try:
            wait_for(lambda: out.read_text() != "previous", "the output to be replaced")
            p.terminate()
            p.wait(timeout=120)
        finally:
            p.kill()
    assert p.returncode == -signal.SIGTERM
    assert out.read_text() == "previous" and litter(tmp_path) == []
