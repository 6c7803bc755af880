"""The picture as PNG, through cairosvg (which needs the cairo library, libcairo2)."""

from __future__ import annotations

try:  # cairosvg loads libcairo when imported: a missing library must not stop the SVG picture
    import cairosvg
except (ImportError, OSError) as problem:  # pragma: no cover - depends on the machine
    cairosvg = None
    _UNAVAILABLE = str(problem).splitlines()[0] if str(problem) else type(problem).__name__
else:
    _UNAVAILABLE = ""


class PictureError(Exception):
    """A picture cannot be made (the message is one line, fit to show a player)."""


def png_available() -> str:
    """Empty when PNG pictures can be made, else the reason."""
    return _UNAVAILABLE


def svg_to_png(svg: str, *, scale: float = 1.0) -> bytes:
    """PNG bytes of an SVG document; `scale` 2 doubles the pixels (sharper on large screens)."""
    if cairosvg is None:
        raise PictureError(f"PNG pictures need cairosvg and the cairo library (Debian: apt-get install libcairo2): "
                           f"{_UNAVAILABLE}. SVG works without them.")
    try:
        return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
    except Exception as exc:  # cairo reports any failure; the message is all a player can use
        raise PictureError(f"cannot draw the PNG: {exc}") from exc
