"""PNG output through cairosvg, an optional dependency (``pip install 'memplan[png]'``)."""

from __future__ import annotations

from memplan.diagnostics import MemplanError
from memplan.files import write_atomic


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
    write_atomic(path, cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale))
