"""The drawn tokens, shared by the country boxes, the tracks and the key: pieces and plot markers."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from botkit.svg import label, points, sub

from ..state import PLOT_WMD
from .style import BACKLASH, PIECES, PLOT_FACE_DOWN, PLOT_FACE_UP

PIECE = 11  # size of one piece
PLOT = 13  # size of one plot marker


def piece(parent: ET.Element, kind: str, x: float, y: float, *, cls: str = "piece") -> ET.Element:
    """One piece of `kind` (a key of style.PIECES) with its top-left corner at (x, y)."""
    shape, fill, stroke, _, _ = PIECES[kind]
    s = PIECE
    common = {"class": f"{cls} {kind}", "fill": fill, "stroke": stroke, "stroke-width": 1.2}
    if shape == "square":
        return sub(parent, "rect", {**common, "x": x, "y": y, "width": s, "height": s, "rx": 1})
    if shape == "triangle":
        return sub(parent, "polygon", {**common, "points": points([(x + s / 2, y), (x + s, y + s), (x, y + s)])})
    if shape == "diamond":
        return sub(parent, "polygon", {**common, "points": points([(x + s / 2, y), (x + s, y + s / 2),
                                                                     (x + s / 2, y + s), (x, y + s / 2)])})
    common["stroke-width"] = 2.2 if shape == "ring" else 1.2
    return sub(parent, "circle", {**common, "cx": x + s / 2, "cy": y + s / 2, "r": s / 2 - 0.6})


def plot_marker(parent: ET.Element, x: float, y: float, kind: str | None, *, face_up: bool, cls: str = "",
                backlash: bool = False, size: float = PLOT) -> ET.Element:
    """A plot marker: grey while face down, dark once face up; `kind` None hides which plot it is."""
    fill, ink = PLOT_FACE_UP if face_up else PLOT_FACE_DOWN
    holder = sub(parent, "g", {"class": " ".join(filter(None, ["plot", cls, "face-up" if face_up else "face-down"])),
                               "data-kind": kind})
    sub(holder, "rect", {"x": x, "y": y, "width": size, "height": size, "rx": 2, "fill": fill,
                         "stroke": BACKLASH if backlash else "#000000", "stroke-width": 2 if backlash else 0.8})
    text = "?" if kind is None else "W" if kind == PLOT_WMD else kind
    label(holder, x + size / 2, y + size * 0.76, text, size=9.5, bold=True, fill=ink, anchor="middle")
    return holder
