"""PNG output through cairosvg, an optional dependency (``pip install 'memplan[png]'``)."""

from __future__ import annotations

from memplan.diagnostics import MemplanError


def png_available() -> bool:
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):  # OSError: cairosvg installed but the cairo library missing
        return False
    return True


def svg_to_png(svg: str, path: str, scale: float = 1.5) -> None:
    """Render ``svg`` to ``path``; a clear error (not a traceback) when cairosvg is missing."""
    try:
        import cairosvg
    except (ImportError, OSError) as e:
        raise MemplanError(
            "PNG output needs cairosvg and the cairo library "
            f"(pip install 'memplan[png]'; {e.__class__.__name__}: {e}); the SVG output works without it"
        ) from None
    import os
    import tempfile

    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".memplan-", suffix=".png")
    os.close(fd)
    try:
        cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=tmp, scale=scale)
        os.replace(tmp, path)
    except OSError as e:
        raise MemplanError(f"cannot write {path}: {e.strerror}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
