"""Pictures as PNG, through cairosvg (which needs the cairo library, libcairo2) - for every game's picture.

cairosvg is loaded the first time a PNG is asked for (a plug-in): loading it costs a fifth of a second
and 19 MiB, which no command that draws no PNG should pay; a missing library stops only the PNG.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType


class PictureError(Exception):
    """A picture cannot be made (the message is one line, fit to show a player)."""


@cache
def _cairosvg() -> tuple[ModuleType | None, str]:
    """cairosvg, or None with the reason it cannot be loaded (plug-in loading: on first use only)."""
    try:  # cairosvg loads libcairo when imported: a missing library must not stop the SVG picture
        import cairosvg
    except (ImportError, OSError) as problem:  # pragma: no cover - depends on the machine
        return None, str(problem).splitlines()[0] if str(problem) else type(problem).__name__
    return cairosvg, ""


def png_available() -> str:
    """Empty when PNG pictures can be made, else the reason."""
    return _cairosvg()[1]


def svg_to_png(svg: str, *, scale: float = 1.0) -> bytes:
    """PNG bytes of an SVG document; `scale` 2 doubles the pixels (sharper on large screens)."""
    cairosvg, unavailable = _cairosvg()
    if cairosvg is None:
        raise PictureError(f"PNG pictures need cairosvg and the cairo library (Debian: apt-get install libcairo2): "
                           f"{unavailable}. SVG works without them.")
    try:
        return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
    except Exception as exc:  # cairo reports any failure; the message is all a player can use
        raise PictureError(f"cannot draw the PNG: {exc}") from exc
