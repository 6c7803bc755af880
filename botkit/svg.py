"""Building SVG elements with ElementTree, for every game's board picture: attribute formatting, text
and its width.

ElementTree escapes every text and attribute, so names such as "Algeria/Tunisia" or an
event title with quotes can never break the document.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable

SVG_NS = "http://www.w3.org/2000/svg"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"

# Average advance of a DejaVu Sans glyph, in ems (wide enough for capitals and digits).
_EM_REGULAR = 0.60
_EM_BOLD = 0.67


def number(value: float) -> str:
    """A coordinate as short text (12, 12.5)."""
    if isinstance(value, int):
        return str(value)
    rounded = round(value, 1)
    return str(int(rounded)) if rounded.is_integer() else str(rounded)


def sub(parent: ET.Element, tag: str, attrs: dict[str, object] | None = None, text: str | None = None) -> ET.Element:
    """Append a child element; numbers in `attrs` are formatted, None values left out."""
    element = ET.SubElement(parent, tag)
    for key, value in (attrs or {}).items():
        if value is None:
            continue
        kind = type(value)
        element.set(key, value if kind is str else number(value) if kind is int or kind is float else str(value))
    if text is not None:
        element.text = text
    return element


def title(parent: ET.Element, text: str) -> ET.Element:
    """The hover text of an element (its first child, as SVG wants)."""
    element = ET.Element("title")
    element.text = text
    parent.insert(0, element)
    return element


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    return len(text) * size * (_EM_BOLD if bold else _EM_REGULAR)


def fitting_size(text: str, width: float, size: float, *, minimum: float, bold: bool = False) -> float:
    """The largest font size from `size` down to `minimum` at which `text` fits `width`."""
    wanted = text_width(text, size, bold=bold)
    if wanted <= width:
        return size
    return max(minimum, size * width / wanted)


def label(parent: ET.Element, x: float, y: float, text: str, *, size: float = 11, bold: bool = False,
          fill: str = "#111", anchor: str = "start", cls: str | None = None) -> ET.Element:
    return sub(parent, "text", {
        "x": x, "y": y, "font-size": size, "font-weight": "bold" if bold else None, "fill": fill,
        "text-anchor": anchor if anchor != "start" else None, "class": cls,
    }, text)


def points(values: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in values)


def wrap(words: list[str], width: float, size: float, separator: str = "; ") -> list[str]:
    """Join `words` into lines no wider than `width` (a word longer than a line gets its own)."""
    lines: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current}{separator}{word}" if current else word
        if current and text_width(candidate, size) > width:
            lines.append(current + separator.rstrip())
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines
