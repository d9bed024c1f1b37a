"""Every file memplan reads or writes: outputs checked before the run and written all or nothing,
inputs read from whatever the system can open.

Outputs, for every command and report, follow the rules a careful shell user expects:

- ``-``, and any path that leads to one of this process's own descriptors (``/dev/stdout``,
  ``/dev/stderr``, ``/dev/fd/N``, ``/proc/self/fd/N``, a symlink to one of them), is that
  stream: written where the descriptor stands, as the shell opened it (``>>`` appends, ``>``
  goes on after what was printed before). Opening the path again would give a new, truncated
  file at offset 0, and replacing it would destroy the file the shell redirected to.
- A regular file with one link, in a directory we may write, is replaced atomically: the data
  is staged in a temporary file beside it (under a name that fits NAME_MAX, so every legal name
  works), which is renamed over it (concurrent runs each rename a whole file: the last one
  wins, none is mixed). It keeps its mode and, where we may give it, its owner and
  group; setuid and setgid bits only when owner and group stay the same (a file set-user-ID
  to someone else must not become set-user-ID to us), else they are dropped with a note.
  ACLs and extended attributes are not copied. A new file gets the mode the umask gives.
- A regular file that renaming would turn into something else (several hard links: the other
  names would keep the old content; a mount point, as containers bind-mount ``/etc/hosts``; a
  directory we may not write or that is append-only) is rewritten in place, safely: under an
  exclusive ``flock``, so that concurrent memplan runs take turns and each writes all of its
  output; after the space for the new content is reserved (``posix_fallocate``: a full disk
  fails before a byte changes) and the old content is read, to be written back if anything
  fails later (on a copy-on-write filesystem an overwrite can still run out of space).
- An append-only or immutable file (``chattr +a``, ``+i``) is refused before the run: it can
  be neither replaced nor rewritten.
- A symlink is followed: its target is written, the link stays a link.
- A device, FIFO or terminal is opened as named and written, never replaced.

:class:`Outputs` checks every destination before any work is done (names, directories,
permissions, attributes). :meth:`Outputs.commit` is all or nothing: every step that changes a
file is undone if a later one fails (a full disk, a file that cannot be renamed over, a closed
pipe, SIGINT, SIGTERM or SIGHUP), so every file is left as it was, inputs included (an output
may name the run's input), and no staging file remains; a signal then does what it would
have done (SIGTERM still ends the process by SIGTERM). Streams, devices and FIFOs are written
last, as what they received cannot be taken back. A replaced file is put back from a second
link made to it before the rename; where the file system has no hard links (FAT) that one
cannot be put back. Only SIGKILL can leave a staging file (``.NAME.XXXXXXXX.memplan-tmp``) or
a second link to the old file (``.NAME.XXXXXXXX.memplan-old``).

Inputs (:func:`open_input`): ``-`` and own-descriptor paths read the descriptor; a pipe, FIFO,
terminal or socket is read as a stream, waiting for data no longer than the run's deadline (a
FIFO nobody writes must not outlast ``--time-limit``). :func:`hold_standard_descriptors` keeps
descriptors 0-2 taken when the process starts without them (``2>&-``): else the next file
opened, an output's staging file, would become standard error, and every message with it.
"""

from __future__ import annotations

import errno
import fcntl
import io
import os
import re
import select
import signal
import stat
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import BinaryIO, Literal

from memplan.diagnostics import MemplanError

STDOUT = "-"
STAGED = "memplan-tmp"  # a staging file's name ends so; a backup link's in BACKUP
BACKUP = "memplan-old"
_STREAM_NAMES = {0: "standard input", 1: "standard output", 2: "standard error"}
_closed_at_start: set[int] = set()  # standard descriptors the process was started without


# -- names -------------------------------------------------------------------

def shown_name(path: str) -> str:
    """``path`` as messages show it: bytes that are not UTF-8 as ``\\xNN``, control characters escaped
    (a name may hold a newline or an escape sequence; a message must stay one honest line)."""
    try:
        text = os.fsencode(path).decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # a str no file system name decodes to (library callers)
        text = path.encode("utf-8", "backslashreplace").decode("ascii")
    return text if text.isprintable() else "".join(map(_escaped, text))


def _escaped(c: str) -> str:
    if c.isprintable():
        return c
    return {"\n": "\\n", "\t": "\\t", "\r": "\\r"}.get(c) or (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")


_DESCRIPTOR_DIRECTORY = re.compile(r"/proc/(\d+)(?:/task/\d+)?/fd\Z")
_NUMBER = re.compile(r"[0-9]+\Z")


def own_descriptor(path: str) -> int | None:
    """N when ``path`` leads, through any symlinks, to this process's ``/proc/PID/fd/N`` or ``/dev/fd/N``.

    Walked a component at a time (``os.path.realpath`` would follow the last, magic link to the
    file behind the descriptor, losing that it is a descriptor); ``/proc/self`` and
    ``/proc/thread-self`` are links to this process's directories.
    """
    pending = path.split("/")
    try:
        current = "/" if path.startswith("/") else os.getcwd()
    except OSError:  # the working directory is gone: a relative path names nothing, let opening say so
        return None
    links = 0
    while pending:
        part = pending.pop(0)
        if part in ("", "."):
            continue
        if part == "..":
            current = os.path.dirname(current)
            continue
        if _is_descriptor_directory(current):
            return int(part) if _NUMBER.match(part) and not pending else None
        candidate = os.path.join(current, part)
        try:
            link = os.readlink(candidate)
        except OSError:  # not a symlink (or not there): the path goes on from it as it is
            current = candidate
            continue
        links += 1
        if links > 40:  # a loop: opening it fails with its own message
            return None
        pending[:0] = link.split("/")
        if link.startswith("/"):
            current = "/"
    return None


def _is_descriptor_directory(path: str) -> bool:
    if path == "/dev/fd":  # a file system of its own on some systems, not a link into /proc
        return True
    m = _DESCRIPTOR_DIRECTORY.match(path)
    return m is not None and int(m[1]) == os.getpid()


def _name_max(directory: str) -> int:
    try:
        return os.pathconf(directory, "PC_NAME_MAX")
    except (OSError, ValueError):
        return 255


def _sibling(target: str, kind: str) -> str:
    """A fresh name beside ``target`` for a staging file or backup link: ``.NAME.XXXXXXXX.KIND``, the
    name cut (in bytes) so that the whole fits NAME_MAX, so a legal 255-byte output name works."""
    directory, name = os.path.split(target)
    suffix = f".{os.urandom(4).hex()}.{kind}".encode()
    room = _name_max(directory or ".") - 1 - len(suffix)
    return os.path.join(directory, os.fsdecode(b"." + os.fsencode(name)[:max(room, 0)] + suffix))


# -- standard descriptors ----------------------------------------------------

def hold_standard_descriptors() -> None:
    """Put ``/dev/null`` where descriptors 0, 1 or 2 are closed, and a sink where ``sys.stderr`` is None.

    Run first thing by each command. Otherwise the next file opened takes the lowest free number:
    with ``2>&-`` an output's staging file would become standard error, receiving MLIR's and
    Python's messages; and ``print(..., file=sys.stderr)`` prints to standard output when
    ``sys.stderr`` is None. What goes to a closed stream is lost, as the user asked; a failed
    run still exits non-zero. Outputs to a closed stream stay refused (``_closed_at_start``).
    """
    for fd, mode in ((0, os.O_RDONLY), (1, os.O_WRONLY), (2, os.O_WRONLY)):
        try:
            os.fstat(fd)
            continue
        except OSError:
            pass
        _closed_at_start.add(fd)
        null = os.open(os.devnull, mode)  # the lowest free number: fd itself, lower ones being open
        if null != fd:
            os.dup2(null, fd)
            os.close(null)
    if sys.stderr is None:
        sys.stderr = open(2, "w", errors="backslashreplace", closefd=False)  # noqa: SIM115  for the process's life


def _stream_closed(fd: int) -> bool:
    stream = {1: sys.stdout, 2: sys.stderr}.get(fd, True)
    return fd in _closed_at_start or stream is None


# -- inputs ------------------------------------------------------------------

def open_input(path: str, deadline: float | None = None) -> BinaryIO:
    """A binary reader for ``path`` (``-``: standard input); streams wait for data until ``deadline``
    (``time.perf_counter``), then fail. Failures are :class:`MemplanError` ("cannot read input: ...")."""
    try:
        if path == "-":
            return _standard_input(deadline)
        fd = own_descriptor(path)
        if fd is not None:
            if _stream_closed(fd) and fd <= 2:
                raise MemplanError(f"cannot read input: {_STREAM_NAMES[fd]} is closed")
            return _reader(os.dup(fd), deadline)
        # O_NONBLOCK: opening a FIFO nobody writes must not wait past the deadline (_Stream waits)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
        return _reader(fd, deadline)
    except OSError as e:
        raise MemplanError(f"cannot read input: {e.strerror or e}") from None
    except ValueError as e:  # a NUL byte in the name
        raise MemplanError(f"cannot read input {shown_name(path)}: {e}") from None


def decode_text(data: bytes) -> str:
    """UTF-8 text, or an error at the first byte that is not (line and column, as MLIR gives them)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise MemplanError(f"input is not UTF-8 text: byte 0x{data[e.start]:02x} cannot start or continue a "
                           f"character", f'loc("-":{line}:{column})') from None


def _standard_input(deadline: float | None) -> BinaryIO:
    if sys.stdin is None or 0 in _closed_at_start:
        raise MemplanError("cannot read input: standard input is closed")
    try:
        fd = sys.stdin.fileno()
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):  # a test's stand-in
        buffer = getattr(sys.stdin, "buffer", None)
        return io.BytesIO(buffer.read() if buffer is not None else sys.stdin.read().encode("utf-8"))
    return _reader(os.dup(fd), deadline)


def _reader(fd: int, deadline: float | None) -> BinaryIO:
    """A regular file as a plain (seekable) file; anything else as a stream that keeps the deadline."""
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if stat.S_ISREG(st.st_mode):
            os.set_blocking(fd, True)
            return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    return io.BufferedReader(_Stream(fd, deadline), buffer_size=1 << 16)


class _Stream(io.RawIOBase):
    """A pipe, FIFO, terminal or socket, read as it delivers, waiting no longer than the deadline."""

    def __init__(self, fd: int, deadline: float | None):
        super().__init__()
        self._fd, self._deadline = fd, deadline
        self._poll = select.poll()
        self._poll.register(fd, select.POLLIN)

    def readable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def readinto(self, b) -> int:
        while True:
            self._wait()
            try:
                data = os.read(self._fd, len(b))
            except BlockingIOError:  # woken for nothing (another reader took it)
                continue
            b[:len(data)] = data
            return len(data)

    def _wait(self) -> None:
        """Until there is data or an end (a FIFO opened with O_NONBLOCK reads as ended before its
        writer comes: poll waits for the writer, read alone would not)."""
        now = time.perf_counter  # the clock of memplan.core.budget's deadlines
        while True:
            timeout = None if self._deadline is None else max(0, int((self._deadline - now()) * 1000) + 1)
            if self._poll.poll(timeout):
                return
            if self._deadline is not None and now() >= self._deadline:
                raise MemplanError("cannot read input: the time limit ran out waiting for it "
                                   "(is anything writing to it?)")

    def close(self) -> None:
        if not self.closed:
            os.close(self._fd)
        super().close()


# -- outputs: checking -------------------------------------------------------

How = Literal["stream", "replace", "in_place", "device"]


@dataclass(frozen=True)
class _Destination:
    """Where one output goes and how it is written there (see the module's rules)."""

    option: str  # e.g. "--svg", for messages
    path: str  # as the user gave it
    how: How
    target: str = ""  # replace: the file itself (symlinks resolved); in_place, device: the path
    fd: int = -1  # stream: the descriptor
    identity: object = None  # same value: same destination (device and inode, a new file's path, a descriptor)
    backing: object = None  # a stream into a regular file: that file's identity
    shareable: bool = False  # a character device (/dev/null): several outputs may go there

    @property
    def shown(self) -> str:
        return _STREAM_NAMES.get(self.fd, f"descriptor {self.fd}") if self.how == "stream" else shown_name(self.path)


def _clash(a: _Destination, b: _Destination) -> str | None:
    """What both would write, if they cannot both go there."""
    if a.identity == b.identity:
        return None if a.shareable and b.shareable else a.shown
    # a file also behind a stream (`-o /dev/stdout --svg log >> log`): replacing it would undo the other
    for stream, file in ((a, b), (b, a)):
        if stream.backing is not None and stream.backing == file.identity:
            return f"{file.shown} (the file {stream.shown} goes to)"
    return None


def _check(option: str, path: str, mounts: Callable[[], set[str]]) -> _Destination:
    if path == STDOUT:
        return _check_stream(option, path, 1)
    if not path:
        raise MemplanError(f"{option}: empty file name")
    if "\0" in path:
        raise _cannot(option, path, "a file name cannot hold a NUL byte")
    fd = own_descriptor(path)
    if fd is not None:
        return _check_stream(option, path, fd)
    try:
        st = os.stat(path)  # follows symlinks
    except FileNotFoundError:
        return _check_new(option, path)
    except OSError as e:
        raise _cannot(option, path, e.strerror or str(e)) from None
    identity = (st.st_dev, st.st_ino)
    if stat.S_ISDIR(st.st_mode):
        raise _cannot(option, path, "it is a directory")
    if stat.S_ISSOCK(st.st_mode):
        raise _cannot(option, path, "it is a socket")
    if not os.access(path, os.W_OK):
        raise _cannot(option, path, "permission denied")
    if not stat.S_ISREG(st.st_mode):  # device, FIFO, terminal: opened as named, never replaced
        return _Destination(option, path, "device", path, identity=identity, shareable=stat.S_ISCHR(st.st_mode))
    flags = _attributes(path)
    if flags & _APPEND_ONLY:
        raise _cannot(option, path, "it is append-only (chattr +a): it can be neither replaced nor rewritten")
    if flags & _IMMUTABLE:
        raise _cannot(option, path, "it is immutable (chattr +i)")
    target = os.path.realpath(path)
    if _replaceable(path, target, st, mounts):
        return _Destination(option, path, "replace", target, identity=identity)
    return _Destination(option, path, "in_place", path, identity=identity)


def _check_stream(option: str, path: str, fd: int) -> _Destination:
    name = _STREAM_NAMES.get(fd, f"descriptor {fd}")
    if fd <= 2 and _stream_closed(fd):
        raise MemplanError(f"cannot write {option} to {name}: it is closed")
    if fd in (1, 2) and not _on_descriptor({1: sys.stdout, 2: sys.stderr}[fd], fd):
        return _Destination(option, path, "stream", fd=fd, identity=("fd", fd))  # a stand-in (a test's capture)
    try:
        mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
        st = os.fstat(fd)
    except OSError:
        raise _cannot(option, path, f"{name} is not open") from None
    if mode == os.O_RDONLY:
        raise _cannot(option, path, f"{name} is open for reading only")
    backing = (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else None
    return _Destination(option, path, "stream", fd=fd, identity=("fd", fd), backing=backing)


def _on_descriptor(stream, fd: int) -> bool:
    try:
        return stream.fileno() == fd
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return False


def _check_new(option: str, path: str) -> _Destination:
    """A file to create (or the missing target of a dangling symlink)."""
    if path.endswith("/") or os.path.basename(path) in (".", ".."):
        raise _cannot(option, path, "the name ends in '/': it names a directory, which does not exist")
    target = os.path.realpath(path)
    directory = os.path.dirname(target)
    if not os.path.isdir(directory):
        raise _cannot(option, path, f"directory {_shown_directory(path, directory)} does not exist")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise _cannot(option, path, f"directory {_shown_directory(path, directory)} is not writable")
    if _attributes(directory) & (_APPEND_ONLY | _IMMUTABLE):  # a staged file could not be renamed
        raise _cannot(option, path, f"directory {_shown_directory(path, directory)} is append-only or immutable")
    return _Destination(option, path, "replace", target, identity=target)


def _replaceable(path: str, target: str, st: os.stat_result, mounts: Callable[[], set[str]]) -> bool:
    """Whether renaming a staged copy over ``target`` keeps it the file the user named (see the rules)."""
    try:
        if not os.path.samestat(os.stat(target), st):  # reached through a magic link (another's /proc/PID/fd)
            return False
        directory = os.path.dirname(target)
        dir_st = os.stat(directory)
    except OSError:
        return False
    sticky_blocks = dir_st.st_mode & stat.S_ISVTX and os.geteuid() not in (0, st.st_uid, dir_st.st_uid)
    return (st.st_nlink == 1 and os.access(directory, os.W_OK | os.X_OK) and not sticky_blocks
            and not _attributes(directory) & (_APPEND_ONLY | _IMMUTABLE) and target not in mounts())


_FS_IOC_GETFLAGS = 0x80086601  # Linux, as lsattr reads them
_IMMUTABLE, _APPEND_ONLY = 0x10, 0x20


def _attributes(path: str) -> int:
    """The file's ``chattr`` flags (0 where the system has none or will not say)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError:
        return 0
    try:
        return int.from_bytes(fcntl.ioctl(fd, _FS_IOC_GETFLAGS, bytes(8))[:4], sys.byteorder)
    except OSError:
        return 0
    finally:
        os.close(fd)


def _mount_points() -> set[str]:
    """Every mount point of this process's namespace (``/proc/self/mountinfo``'s fifth field)."""
    try:
        with open("/proc/self/mountinfo", "rb") as f:
            lines = f.read().splitlines()
    except OSError:
        return set()
    unescape = re.compile(rb"\\([0-7]{3})")
    return {os.fsdecode(unescape.sub(lambda m: bytes([int(m[1], 8)]), line.split()[4]))
            for line in lines if len(line.split()) > 4}


def _shown_directory(path: str, directory: str) -> str:
    """The directory as the user named it, when the path was not through a symlink."""
    given = os.path.dirname(path)
    return shown_name(given if given and os.path.realpath(given) == directory else directory)


def _cannot(option: str, path: str, why: str) -> MemplanError:
    prefix = "" if option == "output" else f"{option} "
    return MemplanError(f"cannot write {prefix}{shown_name(path)}: {why}")


class Outputs:
    """The named outputs of one run: ``{option: path}``, checked now, written by :meth:`commit`.

    >>> outputs = Outputs({"-o": "out.csv", "--svg": None})    # None: not requested
    >>> ...                                                    # the run; may raise
    >>> outputs.commit({"-o": text})                           # all or nothing
    """

    def __init__(self, destinations: dict[str, str | None]):
        self._destinations: dict[str, _Destination] = {}
        mounts: list[set[str]] = []

        def mount_points() -> set[str]:  # read once, and only when an existing file needs it
            if not mounts:
                mounts.append(_mount_points())
            return mounts[0]

        for option, path in destinations.items():
            if path is None:
                continue
            dest = _check(option, path, mount_points)
            for other in self._destinations.values():
                where = _clash(other, dest)
                if where is not None:
                    raise MemplanError(f"{other.option} and {option} both write {where}; give each output its own file")
            self._destinations[option] = dest

    def commit(self, contents: dict[str, str | bytes]) -> None:
        """Write every requested output, all or nothing (see the module's rules)."""
        missing = sorted(set(self._destinations) - set(contents))
        if missing:
            raise ValueError(f"no content for {', '.join(missing)}")
        data = {option: _bytes(contents[option]) for option in self._destinations}
        with _signals_raise():
            _Commit(list(self._destinations.values()), data).run()


def write_file(path: str, data: str | bytes, option: str = "output") -> None:
    """Write one output by the same rules (``-`` is standard output)."""
    Outputs({option: path}).commit({option: data})


# -- outputs: writing --------------------------------------------------------

def _bytes(data: str | bytes) -> bytes:
    return data.encode("utf-8") if isinstance(data, str) else data


class _Commit:
    """One commit's steps, each recorded with how to undo it, undone in reverse on any failure.

    Order: stage each replaced file; lock, reserve and save each file rewritten in place; link
    each replaced file's old content to a backup name; rewrite in place; rename the staged
    files over their targets; last, write streams and devices, which cannot be undone. Only
    then are the backups removed. A step and the record of its undo happen with signals held
    (``_held``), so an interruption finds every change recorded.
    """

    def __init__(self, destinations: list[_Destination], data: dict[str, bytes]):
        self.destinations, self.data = destinations, data
        self.undo: list[Callable[[], None]] = []  # run, last first, when a step fails
        self.finish: list[Callable[[], None]] = []  # run when every step succeeded
        self.release: list[Callable[[], None]] = []  # run either way, after those
        self.notes: list[str] = []  # printed once every output is written

    def run(self) -> None:
        try:
            staged = {d.option: self._stage(d) for d in self._of("replace")}
            rewrites = {d.option: self._prepare_in_place(d) for d in self._of("in_place")}
            backups = {d.option: self._backup(d) for d in self._of("replace")}
            for d in self._of("in_place"):
                self._rewrite(d, rewrites[d.option])
            for d in self._of("replace"):
                self._rename(d, staged[d.option], backups[d.option])
            for d in self.destinations:
                if d.how == "stream":
                    _write_stream(d, self.data[d.option])
                elif d.how == "device":
                    _write_device(d, self.data[d.option])
        except BaseException:
            self._end(self.undo)
            raise
        self._end(self.finish)
        for note in self.notes:
            print(f"memplan: note: {note}", file=sys.stderr)

    def _end(self, steps: list[Callable[[], None]]) -> None:
        with _held():
            for step in reversed(steps + self.release):
                _quietly(step)

    def _of(self, how: How) -> list[_Destination]:
        return [d for d in self.destinations if d.how == how]

    def _stage(self, dest: _Destination) -> str:
        """Write the data to a new file beside the target, with the target's mode and owner."""
        data = self.data[dest.option]
        for _ in range(100):
            tmp = _sibling(dest.target, STAGED)
            try:
                with _held():
                    # 0o666: the kernel applies the umask, as for any new file
                    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
                    self.undo.append(lambda tmp=tmp: os.unlink(tmp))
                break
            except FileExistsError:
                continue
            except OSError as e:
                raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None
        else:
            raise _cannot(dest.option, dest.path, "no free temporary file name")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            self._note(dest, _keep_mode_and_owner(dest.target, tmp))
        except OSError as e:
            raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None
        return tmp

    def _prepare_in_place(self, dest: _Destination) -> _Rewrite:
        """Open and lock the file, keep its old content, reserve the space the new content needs."""
        try:
            with _held():
                try:
                    fd = os.open(dest.target, os.O_RDWR | os.O_CLOEXEC | os.O_NOCTTY)
                    readable = True
                except PermissionError:  # writable, not readable: it cannot be restored, only not cut short
                    fd = os.open(dest.target, os.O_WRONLY | os.O_CLOEXEC | os.O_NOCTTY)
                    readable = False
                self.release.append(lambda: os.close(fd))  # closing releases the lock
            fcntl.flock(fd, fcntl.LOCK_EX)  # another run writing it finishes first
            st = os.fstat(fd)
            old = _read_all(fd, st.st_size) if readable else None
            size = len(self.data[dest.option])
            with _held():
                self.undo.append(lambda: os.ftruncate(fd, st.st_size))
            if size > st.st_size:
                try:
                    os.posix_fallocate(fd, 0, size)
                except OSError as e:
                    if e.errno not in (errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS):
                        raise
            return _Rewrite(fd, st, old)
        except OSError as e:
            raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None

    def _rewrite(self, dest: _Destination, rewrite: _Rewrite) -> None:
        if rewrite.old is not None:
            with _held():
                self.undo.append(lambda: _write_all(rewrite.fd, rewrite.old))
        try:
            _write_all(rewrite.fd, self.data[dest.option])
            os.fsync(rewrite.fd)
            self._note(dest, _keep_special_bits(rewrite))
        except OSError as e:
            raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None

    def _note(self, dest: _Destination, note: str | None) -> None:
        if note is not None:
            self.notes.append(f"{dest.option} {shown_name(dest.path)} {note}")

    def _backup(self, dest: _Destination) -> str | None:
        """A second link to the file about to be replaced, so that the replacement can be undone
        (None for a new file, or where the file system has no hard links: that one is not undone)."""
        if not os.path.lexists(dest.target):
            return None
        for _ in range(100):
            backup = _sibling(dest.target, BACKUP)
            try:
                with _held():
                    os.link(dest.target, backup, follow_symlinks=False)
                    self.undo.append(lambda: _unlink_if_same(backup, dest.target))
                    self.finish.append(lambda: os.unlink(backup))
                return backup
            except FileExistsError:
                continue
            except OSError as e:
                if e.errno in (errno.EPERM, errno.EOPNOTSUPP, errno.EMLINK, errno.EXDEV):
                    return None
                raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None
        return None

    def _rename(self, dest: _Destination, tmp: str, backup: str | None) -> None:
        try:
            with _held():
                existed = os.path.lexists(dest.target)
                os.replace(tmp, dest.target)
                if backup is not None:
                    self.undo.append(lambda: os.replace(backup, dest.target))
                elif not existed:
                    self.undo.append(lambda: os.unlink(dest.target))
        except OSError as e:
            raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None


@dataclass
class _Rewrite:
    """A file being rewritten in place: its locked descriptor, its state and content before."""

    fd: int
    before: os.stat_result
    old: bytes | None


def _read_all(fd: int, size: int) -> bytes:
    parts, offset = [], 0
    while offset < size:
        part = os.pread(fd, min(size - offset, 1 << 24), offset)
        if not part:
            break
        parts.append(part)
        offset += len(part)
    return b"".join(parts)


def _write_all(fd: int, data: bytes) -> None:
    """Make the file hold exactly ``data``."""
    view, offset = memoryview(data), 0
    while offset < len(data):
        offset += os.pwrite(fd, view[offset:offset + (1 << 24)], offset)
    os.ftruncate(fd, len(data))


def _keep_mode_and_owner(target: str, tmp: str) -> str | None:
    """Give the staged file the replaced file's owner, group and mode; a note when setuid or setgid
    could not be kept (see the rules)."""
    try:
        old = os.stat(target)
    except FileNotFoundError:
        return None  # a new file: the umask's mode
    for uid, gid in ((old.st_uid, old.st_gid), (-1, old.st_gid)):
        try:
            os.chown(tmp, uid, gid)  # before chmod: changing owners clears setuid and setgid
            break
        except OSError:
            continue  # not ours to give away (not root): the file becomes ours, as with any editor
    mode = stat.S_IMODE(old.st_mode)
    new = os.stat(tmp)
    kept = (new.st_uid, new.st_gid) == (old.st_uid, old.st_gid)
    os.chmod(tmp, mode if kept else mode & ~_SPECIAL_BITS)
    return None if kept else _lost(mode, "the new file could not be given the old one's owner and group")


def _keep_special_bits(rewrite: _Rewrite) -> str | None:
    """Writing clears setuid and setgid for a writer without CAP_FSETID; the owner may set them back."""
    wanted = stat.S_IMODE(rewrite.before.st_mode)
    if stat.S_IMODE(os.fstat(rewrite.fd).st_mode) == wanted:
        return None
    if rewrite.before.st_uid == os.geteuid():
        os.fchmod(rewrite.fd, wanted)
        return None
    return _lost(wanted, "cleared by the system, as when anyone but the owner writes a file")


_SPECIAL_BITS = stat.S_ISUID | stat.S_ISGID


def _lost(mode: int, why: str) -> str | None:
    bits = [name for name, bit in (("setuid", stat.S_ISUID), ("setgid", stat.S_ISGID)) if mode & bit]
    return f"lost its {' and '.join(bits)} bit{'s' if len(bits) > 1 else ''}: {why}" if bits else None


def _write_device(dest: _Destination, data: bytes) -> None:
    """Devices, FIFOs, terminals: opened as named and written, like a shell's ``>``."""
    try:
        with open(dest.target, "wb") as f:
            f.write(data)
    except OSError as e:
        raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None


def _write_stream(dest: _Destination, data: bytes) -> None:
    """One of the process's descriptors, written where it stands: standard output and error
    through ``sys.stdout``/``sys.stderr``, so that what is printed around it keeps its order."""
    stream = {1: sys.stdout, 2: sys.stderr}.get(dest.fd)
    try:
        if stream is None:
            view = memoryview(data)
            while view:
                view = view[os.write(dest.fd, view):]
            return
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is not None:
            buffer.write(data)
            buffer.flush()
        else:  # a text stream without bytes underneath (e.g. a test's capture)
            stream.write(data.decode("utf-8"))
            stream.flush()
    except BrokenPipeError:
        raise
    except OSError as e:  # e.g. a full disk
        raise MemplanError(f"cannot write {dest.shown}: {e.strerror or e}") from None


def _unlink_if_same(backup: str, target: str) -> None:
    """Remove a backup link once it is a second name of the target again (the old file is back in
    place, or was never replaced); if putting it back failed, it is the old content's only name."""
    if os.path.samestat(os.lstat(backup), os.lstat(target)):
        os.unlink(backup)


def _quietly(step: Callable[[], None]) -> None:
    try:
        step()
    except OSError:
        pass


# -- signals -----------------------------------------------------------------

_HELD = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}


@contextmanager
def _held() -> Iterator[None]:
    """Hold SIGINT, SIGTERM and SIGHUP (this thread) for a step that must not be cut in two."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class _Signalled(BaseException):
    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


@contextmanager
def _signals_raise() -> Iterator[None]:
    """While outputs are written, SIGTERM and SIGHUP (where they would kill) raise, so that the commit
    undoes its steps, and then kill as they would have. SIGINT raises KeyboardInterrupt already;
    Python ignores SIGXFSZ (a file size limit: the write fails with EFBIG instead)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def raise_(signum, frame):
        raise _Signalled(signum)

    previous = {}
    for signum in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(signum) == signal.SIG_DFL:
            previous[signum] = signal.signal(signum, raise_)
    try:
        yield
    except _Signalled as e:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        previous.clear()
        signal.raise_signal(e.signum)  # the default action: the process ends by this signal
        raise
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
