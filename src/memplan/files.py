"""Writing output files: every destination checked first, all outputs written only when the run succeeded.

One writer for every command and report. The rules, as a careful shell user expects them:

- A regular file (or a new one) is replaced atomically: the data goes to a temporary file
  beside it, which is renamed over it. An existing file keeps its mode (and, where allowed,
  its owner); a new file gets the mode the umask gives (0644 under umask 022).
- A symlink is followed: its target is written, the link stays a link.
- A device, FIFO or terminal (``/dev/null``, ``/dev/stdout``) is written directly, never
  replaced. So is a regular file with several hard links (replacing it would split them) or
  one in a directory we may not write, where it is writable itself.
- ``-`` is standard output.

:class:`Outputs` checks every destination of a run before any work is done, and
:meth:`Outputs.commit` stages every regular file before it replaces any, so a run that
fails, or an output that cannot be written, leaves every file as it was, inputs included
(an output may name the run's input: it is replaced only at the end).
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from typing import Literal

from memplan.diagnostics import MemplanError

STDOUT = "-"


@dataclass(frozen=True)
class _Destination:
    """Where one output goes and how it is written there."""

    option: str  # e.g. "--svg", for messages
    path: str  # as the user gave it
    target: str  # what is opened or replaced: symlinks resolved for regular files
    how: Literal["stdout", "replace", "direct"]  # replace: atomically, by renaming a staged copy
    identity: object  # same value: same file (device and inode, or the path of a new file)
    shareable: bool = False  # a character device (/dev/null): several outputs may go there


class Outputs:
    """The named outputs of one run: ``{option: path}``, checked now, written by :meth:`commit`.

    >>> outputs = Outputs({"-o": "out.csv", "--svg": None})    # None: not requested
    >>> ...                                                    # the run; may raise
    >>> outputs.commit({"-o": text})                           # all or nothing
    """

    def __init__(self, destinations: dict[str, str | None]):
        self._destinations: dict[str, _Destination] = {}
        seen: dict[object, str] = {}
        for option, path in destinations.items():
            if path is None:
                continue
            dest = _check(option, path)
            if dest.identity in seen and not dest.shareable:
                where = "standard output" if dest.how == "stdout" else path
                raise MemplanError(f"{seen[dest.identity]} and {option} both write {where}; "
                                   "give each output its own file")
            seen[dest.identity] = option
            self._destinations[option] = dest

    def commit(self, contents: dict[str, str | bytes]) -> None:
        """Write every requested output.

        Regular files are staged first (a failure there, e.g. a full disk, replaces nothing);
        then devices, FIFOs and standard output are written, which cannot be staged; last,
        the staged files are renamed into place, which does not fail for want of space.
        """
        missing = sorted(set(self._destinations) - set(contents))
        if missing:
            raise ValueError(f"no content for {', '.join(missing)}")
        staged: dict[str, str] = {}
        try:
            for option, dest in self._destinations.items():
                if dest.how == "replace":
                    staged[option] = _stage(dest, _bytes(contents[option]))
            for option, dest in self._destinations.items():
                if dest.how == "stdout":
                    _write_stdout(_bytes(contents[option]))
                elif dest.how == "direct":
                    _write_direct(dest, _bytes(contents[option]))
            for option, dest in self._destinations.items():
                if dest.how == "replace":
                    _replace(dest, staged.pop(option))
        finally:
            for tmp in staged.values():
                _unlink_quietly(tmp)


def write_file(path: str, data: str | bytes, option: str = "output") -> None:
    """Write one output by the same rules (``-`` is standard output)."""
    Outputs({option: path}).commit({option: data})


# -- checking ----------------------------------------------------------------

def _check(option: str, path: str) -> _Destination:
    if path == STDOUT:
        if sys.stdout is None:
            raise MemplanError(f"cannot write {option} to standard output: it is closed")
        return _Destination(option, path, STDOUT, "stdout", STDOUT)
    if not path:
        raise MemplanError(f"{option}: empty file name")
    if "\0" in path:
        raise _cannot(option, repr(path), "a file name cannot hold a NUL byte")
    try:
        st = os.stat(path)  # follows symlinks
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise _cannot(option, path, e.strerror or str(e)) from None
    if st is None:  # a new file, or a dangling symlink: the file it names is created
        target = os.path.realpath(path)
        directory = os.path.dirname(target)
        if not os.path.isdir(directory):
            raise _cannot(option, path, f"directory {_shown(path, directory)} does not exist")
        if not os.access(directory, os.W_OK | os.X_OK):
            raise _cannot(option, path, f"directory {_shown(path, directory)} is not writable")
        return _Destination(option, path, target, "replace", target)
    identity = (st.st_dev, st.st_ino)
    if stat.S_ISDIR(st.st_mode):
        raise _cannot(option, path, "it is a directory")
    if stat.S_ISSOCK(st.st_mode):
        raise _cannot(option, path, "it is a socket")
    if not os.access(path, os.W_OK):
        raise _cannot(option, path, "permission denied")
    if not stat.S_ISREG(st.st_mode):  # device, FIFO, terminal: opened as named, never replaced
        return _Destination(option, path, path, "direct", identity, shareable=stat.S_ISCHR(st.st_mode))
    target = os.path.realpath(path)
    try:
        same = os.path.samestat(os.stat(target), st)
    except OSError:
        same = False
    directory = os.path.dirname(target)
    if not same or st.st_nlink > 1 or not os.access(directory, os.W_OK | os.X_OK):
        return _Destination(option, path, path, "direct", identity)
    return _Destination(option, path, target, "replace", identity)


def _shown(path: str, directory: str) -> str:
    """The directory as the user named it, when the path was not through a symlink."""
    given = os.path.dirname(path)
    return given if given and os.path.realpath(given) == directory else directory


def _cannot(option: str, path: str, why: str) -> MemplanError:
    prefix = "" if option == "output" else f"{option} "
    return MemplanError(f"cannot write {prefix}{path}: {why}")


# -- writing -----------------------------------------------------------------

def _bytes(data: str | bytes) -> bytes:
    return data.encode("utf-8") if isinstance(data, str) else data


def _stage(dest: _Destination, data: bytes) -> str:
    """Write ``data`` to a new temporary file beside the target; return its path."""
    directory, name = os.path.split(dest.target)
    for _ in range(100):
        tmp = os.path.join(directory, f".{name}.{os.urandom(4).hex()}.memplan-tmp")
        try:
            # 0o666: the kernel applies the umask, as for any new file.
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
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
        _keep_mode_and_owner(dest.target, tmp)
    except OSError as e:
        _unlink_quietly(tmp)
        raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None
    return tmp


def _keep_mode_and_owner(target: str, tmp: str) -> None:
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return  # a new file: the umask's mode
    os.chmod(tmp, stat.S_IMODE(st.st_mode))
    try:
        os.chown(tmp, st.st_uid, st.st_gid)
    except OSError:
        pass  # not ours to give away (not root): the file becomes ours, as with any editor


def _replace(dest: _Destination, tmp: str) -> None:
    try:
        os.replace(tmp, dest.target)
    except OSError as e:
        raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None


def _write_direct(dest: _Destination, data: bytes) -> None:
    """Devices, FIFOs, multiply linked files: written in place, like a shell's ``>``."""
    try:
        with open(dest.target, "wb") as f:
            f.write(data)
    except OSError as e:
        raise _cannot(dest.option, dest.path, e.strerror or str(e)) from None


def _write_stdout(data: bytes) -> None:
    if sys.stdout is None:  # started with standard output closed
        raise MemplanError("cannot write standard output: it is closed")
    try:
        sys.stdout.flush()
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is not None:
            buffer.write(data)
            buffer.flush()
        else:  # a text stream without bytes underneath (e.g. a test's capture)
            sys.stdout.write(data.decode("utf-8"))
            sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as e:  # e.g. a full disk
        raise MemplanError(f"cannot write standard output: {e.strerror or e}") from None


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
