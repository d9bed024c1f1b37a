"""Shared CLI plumbing: reading input, checking arguments, writing outputs, reporting errors."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from memplan import values
from memplan.diagnostics import MemplanError
from memplan.files import Outputs, write_file

__all__ = ["Outputs", "read_input", "write_output", "run_cli", "seconds", "non_negative_int", "display_name", "require_stdout"]


def require_stdout(what: str) -> None:
    """Fail clearly, before any work, when standard output is closed and ``what`` needs it."""
    if sys.stdout is None:
        raise MemplanError(f"cannot print {what}: standard output is closed")


def display_name(path: str) -> str:
    return "<stdin>" if path == "-" else path


def read_input(path: str) -> str:
    """The text of ``path`` (``-``: standard input), which must be UTF-8."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        raise MemplanError(f"cannot read input: {e.strerror or e}", None) from None
    except ValueError as e:  # e.g. a NUL byte in the name
        raise MemplanError(f"cannot read input {path!r}: {e}", None) from None
    if isinstance(data, str):  # a text stream without bytes underneath (a test's StringIO)
        return data
    return decode_utf8(data)


def decode_utf8(data: bytes) -> str:
    """Decode, or say where the first byte that is not UTF-8 is (line and column, as MLIR does)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise MemplanError(f"input is not UTF-8 text: byte 0x{data[e.start]:02x} cannot start or continue a "
                           f"character", f'loc("-":{line}:{column})') from None


def write_output(path: str | None, text: str | bytes) -> None:
    """One output: standard output for ``-`` or no path, else a file (see :mod:`memplan.files`)."""
    write_file("-" if path is None else path, text)


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


def run_cli(body: Callable[[], int], filename: Callable[[], str]) -> int:
    """Run ``body``; print a MemplanError as ``FILE:LINE:COL: error: ...`` and exit 1.

    Anything else is a bug in memplan: still one line (exit 1), never a traceback.
    """
    try:
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
    except Exception as e:  # noqa: BLE001  a bug: say what broke, without a traceback
        print(f"{filename()}: error: internal error ({type(e).__name__}: {e}); please report it", file=sys.stderr)
        return 1


def _silence_stdout() -> None:
    """After a broken pipe, let the interpreter's final flush go nowhere instead of failing."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
