"""Writing files all or nothing: a failed run never leaves a half-written output."""

from __future__ import annotations

import os
import tempfile

from memplan.diagnostics import MemplanError


def write_atomic(path: str, data: str | bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place."""
    directory = os.path.dirname(os.path.abspath(path))
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".memplan-")
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except OSError as e:
        raise MemplanError(f"cannot write {path}: {e.strerror}") from None
    finally:
        if tmp and os.path.exists(tmp):
            os.unlink(tmp)
