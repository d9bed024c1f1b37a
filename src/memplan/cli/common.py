"""Shared CLI plumbing: reading input, checking arguments, writing outputs, reporting errors."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NoReturn

from memplan import values
from memplan.diagnostics import _LOC, Diagnostic, MemplanError, no_room_to_load
from memplan.files import Outputs, decode_text, hold_standard_descriptors, open_input, shown_name

__all__ = ["Outputs", "read_input", "run_cli", "exit_now", "one_blas_thread", "seconds", "non_negative_int",
           "positive_int", "display_name", "require_stdout", "add_version", "version_text", "render_diagnostic", "doing",
           "hold_standard_descriptors"]


def require_stdout(what: str) -> None:
    """Fail clearly, before any work, when standard output is closed and ``what`` needs it."""
    if sys.stdout is None:
        raise MemplanError(f"cannot print {what}: standard output is closed")


def display_name(path: str) -> str:
    """An input's name in messages and locations: ``<stdin>`` for ``-``, else escaped where it is not
    printable UTF-8 (every name the system accepts works; MLIR's locations take only UTF-8)."""
    return "<stdin>" if path == "-" else shown_name(path)


def read_input(path: str) -> str:
    """The text of ``path`` (``-``: standard input, or any file or stream; see
    :func:`memplan.files.open_input`), which must be UTF-8."""
    with open_input(path) as f:
        try:
            data = f.read()
        except OSError as e:
            raise MemplanError(f"cannot read input: {e.strerror or e}", None) from None
    return decode_text(data)


@contextmanager
def doing(what: str) -> Iterator[None]:
    """Running out of memory in the block is an error that says what was being done ("planning 5000
    buffers (auto)"): the machine's limit, not a bug to report."""
    try:
        yield
    except MemoryError:
        raise MemplanError(f"out of memory while {what}") from None
    except ImportError as e:  # a module loaded on first use (numpy) whose libraries found no room
        if not no_room_to_load(e):
            raise
        raise MemplanError(f"out of memory while {what}") from None


def _argparse_type(check: Callable[[str], object], name: str):
    """An argparse type from a :mod:`memplan.values` check: its message becomes a usage error."""

    def convert(text: str):
        try:
            return check(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    convert.__name__ = name  # argparse names the type in some messages
    return convert


seconds = _argparse_type(values.seconds, "seconds")
non_negative_int = _argparse_type(values.non_negative_int, "non-negative integer")
positive_int = _argparse_type(values.positive_int, "positive integer")
tolerance = _argparse_type(values.tolerance, "tolerance")
sizes = _argparse_type(values.sizes, "sizes")
size = _argparse_type(values.size, "size")


def version_text(prog: str) -> str:
    """``memplan-opt 0.1.0 on MLIR 22.1.8 (xtc-mlir-python-bindings 22.1.8.4)``: package metadata only,
    so that ``--version`` answers without loading MLIR."""
    from importlib import metadata

    def version(dist: str) -> str | None:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return None

    from memplan import __version__

    bindings = version("xtc-mlir-python-bindings")
    mlir = ".".join(bindings.split(".")[:3]) if bindings else "unknown"
    built = f" (xtc-mlir-python-bindings {bindings})" if bindings else ""
    return f"{prog} {version('memplan') or __version__} on MLIR {mlir}{built}"


class _Version(argparse.Action):
    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(version_text(parser.prog))
        parser.exit()


def add_version(parser: argparse.ArgumentParser, *flags: str) -> None:
    parser.add_argument(*(flags or ("--version",)), action=_Version,
                        help="print memplan's version and the MLIR version it runs on, and exit")


def render_diagnostic(d: Diagnostic, filename: str, lines: list[str] | None = None, width: int = 1) -> str:
    """``FILE:LINE:COL: error: message``, then, as mlir-opt shows it, the source line and a caret
    under the column when the location is in the input (``lines``), followed by ``~`` to underline
    ``width`` characters; notes follow the same way (without the source line again when at the same place)."""
    return "\n".join(_rendered(d, filename, lines, width, None))


def _rendered(d: Diagnostic, filename: str, lines: list[str] | None, width: int,
              parent: tuple[int, int] | None) -> list[str]:
    out = [d.format(filename)]
    m = _LOC.search(d.location or "")
    here = (int(m["line"]), int(m["col"])) if m and m["file"] in ("-", "", filename) else None
    if lines is not None and here is not None and here != parent and 0 < here[0] <= len(lines):
        text = lines[here[0] - 1]
        column = max(1, min(here[1], len(text) + 1))
        out.append(text)
        out.append("".join("\t" if c == "\t" else " " for c in text[:column - 1]) + "^" + "~" * (width - 1))
    for note in d.notes:
        out.extend(_rendered(note, filename, lines, 1, here))
    return out


def run_cli(body: Callable[[], int], filename: Callable[[], str]) -> int:
    """Run ``body``; print a MemplanError as ``FILE:LINE:COL: error: ...`` and exit 1.

    Anything else is a bug in memplan: still one line (exit 1), never a traceback.
    """
    try:
        with _dropped_ctrl_c_sent_again():
            return body()
    except MemplanError as e:
        print(e.format(filename()), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `memplan-opt x.mlir | head`: the reader left, nothing to say
        _silence_stdout()
        return 1
    except OSError as e:  # the machine's doing (a full disk, a closed stream), not a bug
        print(f"{filename()}: error: {e.strerror or e}", file=sys.stderr)
        return 1
    except MemoryError:  # the machine's limit too (outside any `doing` block)
        print(f"{filename()}: error: out of memory", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001  a bug: say what broke, without a traceback
        print(f"{filename()}: error: internal error ({type(e).__name__}: {e}); please report it", file=sys.stderr)
        return 1


@contextmanager
def _dropped_ctrl_c_sent_again() -> Iterator[None]:
    """A Ctrl-C that Python drops is sent to the main thread again, so that it still ends the run.

    Python drops (and only reports) an exception raised where nothing can take it: in a ctypes
    callback, such as LLVM's while numba compiles in the main thread, or in a ``__del__``. A
    KeyboardInterrupt raised there was lost, and the run went on to its time limit. It is sent
    again from another thread, a moment later: raised in the report itself, it would be dropped
    in the same way (and if it lands in a callback again, it comes back here)."""
    import signal
    import threading
    import time

    previous = sys.unraisablehook
    leaving = threading.Event()
    main = threading.main_thread().ident

    def send_again() -> None:
        time.sleep(0.01)
        if not leaving.is_set():
            signal.pthread_kill(main, signal.SIGINT)

    def hook(unraisable) -> None:
        if isinstance(unraisable.exc_value, KeyboardInterrupt):
            from memplan.core.solvers import in_background  # (only then: 3.5 ms at every start)

            in_background(send_again, "ctrl-c again")
        else:
            previous(unraisable)

    sys.unraisablehook = hook
    try:
        yield
    finally:
        leaving.set()
        sys.unraisablehook = previous


def exit_now(code: int) -> NoReturn:
    """End the command with ``code`` once standard streams are flushed and exit handlers have run
    (children.py stops child processes there), skipping the interpreter's teardown.

    Tearing down frees every module and object (numpy's, numba's, OR-Tools') and waits for
    threads still searching or loading solvers: 20-60 ms measured here under load, past the
    point where the outputs are written, and a time limit counts it. Only for a process that
    is the command itself (the ``memplan`` script, ``python -m``): a caller of ``main`` gets
    its code back instead.
    """
    import atexit
    import os

    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):  # a reader that left, a closed stream: nothing more to say
            code = code or 1
    atexit._run_exitfuncs()
    os._exit(code)


def one_blas_thread(environ=None) -> None:
    """Ask numpy's OpenBLAS for one thread, unless the user chose a number.

    memplan does no linear algebra, but OpenBLAS starts a thread per core when numpy is
    imported, and those spin: 60 ms of CPU per command measured here (0.13 s against
    0.07 s for ``import numpy``), more wall time on a loaded machine, counted by a time limit.
    """
    import os

    env = os.environ if environ is None else environ
    env.setdefault("OPENBLAS_NUM_THREADS", "1")


def _silence_stdout() -> None:
    """After a broken pipe, let the interpreter's final flush go nowhere instead of failing."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
