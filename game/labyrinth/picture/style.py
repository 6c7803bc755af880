"""Colours, patterns and words of the board picture.

The palette keeps apart for colour-blind readers (blue to orange for governance, after
Okabe and Ito), and nothing is told by colour alone: every governance, alignment and
posture is also written in its box, untested boxes are hatched, and every kind of
piece has its own shape.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from botkit.svg import sub

from ..state import ADVERSARY, ALLY, FAIR, GOOD, HARD, ISLAMIST_RULE, NEUTRAL, POOR, SOFT, UNTESTED

UNTESTED_FILL = "url(#untested)"


@dataclass(frozen=True)
class Swatch:
    """A band colour with its text colour, and the words that say the same thing."""

    word: str
    fill: str
    ink: str


GOVERNANCE = {
    GOOD: Swatch("Good", "#1f5fa8", "#ffffff"),
    FAIR: Swatch("Fair", "#9cc9ec", "#111111"),
    POOR: Swatch("Poor", "#f2a33a", "#111111"),
    ISLAMIST_RULE: Swatch("Islamist Rule", "#262626", "#ffffff"),
    UNTESTED: Swatch("Untested", UNTESTED_FILL, "#111111"),
}
POSTURE = {
    HARD: Swatch("Hard", "#4b4b4b", "#ffffff"),
    SOFT: Swatch("Soft", "#e4e4e4", "#111111"),
    None: Swatch("Untested", UNTESTED_FILL, "#111111"),
}
# Alignment: the word in the box, its colour, and the box outline (width, dash).
ALIGNMENT = {
    ALLY: ("Ally", "#0b4f9c", 2.5, None),
    NEUTRAL: ("Neutral", "#555555", 1.2, None),
    ADVERSARY: ("Adversary", "#b2182b", 2.5, "6 3"),
}
MUSLIM_BODY = "#fbf6ea"
OTHER_BODY = "#f1f1f1"
OUTLINE = "#555555"
LINK = "#8c8c8c"
SCHENGEN = "#7b3294"

# Pieces: (shape, fill, stroke, singular, plural).
PIECES = {
    "troop": ("square", "#2166ac", "#0d2d52", "troop", "troops"),
    "militia": ("triangle", "#1b9e77", "#0b4d3a", "militia", "militia"),
    "active": ("circle", "#d7301f", "#6b140c", "active cell", "active cells"),
    "sleeper": ("ring", "#ffffff", "#d7301f", "sleeper cell", "sleeper cells"),
    "cadre": ("diamond", "#ffffff", "#6a3d9a", "cadre", "cadre"),
}
PIECE_ORDER = ("troop", "militia", "active", "sleeper", "cadre")

# Markers: kind -> (fill, ink, outline).
MARKERS = {
    "aid": ("#d5ecd4", "#14441a", "#5a9a5e"),
    "besieged": ("#fde0c5", "#5c2a00", "#c8742a"),
    "regime-change-green": ("#b9e1b6", "#0c3b10", "#4c9a4a"),
    "regime-change-tan": ("#e7d3a8", "#3e2c07", "#a8884a"),
    "civil-war": ("#b2182b", "#ffffff", "#6b0d18"),
    "awakening": ("#d1e5f0", "#0b3a5c", "#4a87b5"),
    "reaction": ("#f6d0cc", "#5c0f08", "#c8574a"),
    "caliphate-capital": ("#111111", "#ffd24a", "#111111"),
    "caliphate": ("#ffffff", "#111111", "#111111"),
    "wmd": ("#fff2a8", "#4a3b00", "#b59a12"),
    "event": ("#ffffff", "#222222", "#8c8c8c"),
}
PLOT_FACE_UP = ("#222222", "#ffffff")
PLOT_FACE_DOWN = ("#8a8a8a", "#ffffff")
BACKLASH = "#e66101"


def defs(root: ET.Element) -> None:
    """Patterns the picture uses (the hatching of untested boxes)."""
    holder = sub(root, "defs")
    pattern = sub(holder, "pattern", {"id": "untested", "width": 8, "height": 8, "patternUnits": "userSpaceOnUse",
                                      "patternTransform": "rotate(45)"})
    sub(pattern, "rect", {"width": 8, "height": 8, "fill": "#ffffff"})
    sub(pattern, "line", {"x1": 0, "y1": 0, "x2": 0, "y2": 8, "stroke": "#dadada", "stroke-width": 2.5})
