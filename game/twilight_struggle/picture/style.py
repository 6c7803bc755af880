"""Colours and words of the Twilight Struggle picture.

Nothing is told by colour alone: the US is always the left number of a box and the USSR the right;
a controlled country's number is drawn solid (a control marker's dark side, as at the table) and
its box framed; a battleground's box has a double frame as well as its purple name band; every region
and subregion is named where it is drawn; DEFCON, the turn and the tracks say their values in words.
"""

from __future__ import annotations

from ..state import US, USSR

SIDE_FILL = {US: "#1f5fa8", USSR: "#b81f24"}  # a side's solid colour: its control, its superpower space
SIDE_INK = {US: "#164a85", USSR: "#9c1a1e"}  # a side's numbers on white (dark enough to read small)
SIDE_TINT = {US: "#e3ecf7", USSR: "#f8e1e1"}  # a side's half of a track
BATTLEGROUND_BAND = "#5b2a86"  # purple, as the printed battleground names
BAND = "#eadfc6"  # a non-battleground name band
BODY = "#ffffff"
OUTLINE = "#6b6b6b"
LINK = "#8a8a8a"
SUPERPOWER_LINK = "#3a3a3a"
REGION_FILL = {
    "europe": "#ece7f4",
    "middle_east": "#e2edf5",
    "asia": "#fbeddc",
    "africa": "#f8f3d6",
    "central_america": "#e3f1df",
    "south_america": "#d9ede3",
}
REGION_INK = "#4a4a4a"
# the subregions' grounds, over their region's, and their names' colour
SUBREGION_FILL = {"western_europe": "#e1e6f6", "eastern_europe": "#f2dde6", "southeast_asia": "#f6dcb9"}
SUBREGION_INK = {"western_europe": "#2f4f8e", "eastern_europe": "#8e2740", "southeast_asia": "#8a4a06"}
MARKED = "#1a1a1a"  # the cell a track's marker stands on
SECTION_FILL = "#fafafa"
SECTION_LINE = "#b5b5b5"
MUTED = "#5a5a5a"
DEFCON_FILL = {5: "#e8f3e8", 4: "#f3f3d2", 3: "#fbe6c4", 2: "#f7cfa9", 1: "#e89a8f"}
