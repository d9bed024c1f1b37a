"""PNG output through cairosvg, an optional dependency (``pip install 'memplan[png]'``)."""

from __future__ import annotations

from memplan.diagnostics import MemplanError
from memplan.files import write_file


def png_available() -> bool:
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):  # OSError: cairosvg installed but the cairo library missing
        return False
    return True


def svg_to_png(svg: str, path: str | None = None, scale: float = 1.5) -> bytes:
    """Render ``svg`` as PNG; write it to ``path`` if given; return the PNG bytes.

    A clear error (not a traceback) when cairosvg is missing.
    """
    try:
        import cairosvg
    except (ImportError, OSError) as e:
        raise MemplanError(
            "PNG output needs cairosvg and the cairo library "
            f"(pip install 'memplan[png]'; {e.__class__.__name__}: {e}); the SVG output works without it"
        ) from None
    png = cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
    if path is not None:
        write_file(path, png)
    return png
