"""The whole picture: the heading, the regions and subregions, the links, every place's box, the tracks, a key.

`board_svg(state)` reads nothing but the state, the printed facts (`facts`, `board`'s derived values:
control is `board.controller`'s, never judged here) and the layout data, writes nothing, and returns
the SVG document as text (no scripts inside).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from botkit.svg import FONT, SVG_NS, fitting_size, label, points, sub, text_width

from .. import board
from ..facts import facts
from ..state import GameState, side_name
from .countries import draw_civil_war_box, draw_country, draw_superpower
from .layout import (
    REGION_LABEL,
    SUBREGION_LABEL,
    SUPERPOWERS,
    MapLayout,
    Tint,
    map_layout,
    region_label,
    subregion_label,
)
from .style import (
    BATTLEGROUND_BAND,
    LINK,
    REGION_FILL,
    REGION_INK,
    SIDE_FILL,
    SIDE_INK,
    SUBREGION_FILL,
    SUBREGION_INK,
    SUPERPOWER_LINK,
)
from .tracks import draw_tracks, round_words

SCENARIO_NAMES = {"standard": "Standard game", "late_war": "Late War scenario"}


def heading(state: GameState) -> str:
    """'Twilight Struggle - Standard game - turn 3, action round 2 (USSR)'."""
    name = SCENARIO_NAMES.get(state.scenario, state.scenario)
    return f"Twilight Struggle - {name} - turn {state.turn}, {round_words(state)}"


def board_svg(state: GameState, *, caption: str | None = None, layout: MapLayout | None = None) -> str:
    """The board as SVG text; `caption` replaces the heading line. Nothing of the map is hidden from either
    side (the hands are not drawn), so the picture is the same whoever looks."""
    layout = layout or map_layout()
    root = ET.Element("svg", {"xmlns": SVG_NS, "class": "twilight-struggle-board", "font-family": FONT,
                              "aria-label": f"The board: {caption or heading(state)}", "data-scenario": state.scenario,
                              "data-turn": str(state.turn), "data-phase": state.phase})
    sub(root, "rect", {"class": "background", "x": 0, "y": 0, "width": layout.width, "height": "100%",
                       "fill": "#ffffff"})
    room = layout.width - 20
    if state.winner:
        won = (f"Winner: {side_name(state.winner)} - {state.victory}" if state.winner in SIDE_FILL
               else f"The game ends: {state.victory or 'a draw'}")
        size = fitting_size(won, layout.width / 2, 13, minimum=8, bold=True)
        label(root, layout.width - 10, 24, won, size=size, bold=True, fill="#b2182b", anchor="end", cls="winner")
        room -= text_width(won, size, bold=True) + 16
    text = caption or heading(state)
    label(root, 10, 24, text, size=fitting_size(text, room, 16, minimum=9, bold=True), bold=True, cls="heading")
    _regions(root, layout)
    _links(root, state, layout)
    places = sub(root, "g", {"id": "countries"})
    for name in SUPERPOWERS:
        draw_superpower(places, layout.places[name])
    for name in facts().map.countries:
        draw_country(places, state, layout.places[name])
    if state.ccw_box is not None:
        draw_civil_war_box(places, state, layout.places[board.CCW_BOX])
    bottom = draw_tracks(root, state, layout.map_height + 6, layout.width)
    bottom = _key(root, 10, bottom + 8, layout.width - 20)
    height = bottom + 8
    root.set("width", f"{layout.width:g}")
    root.set("height", f"{height:g}")
    root.set("viewBox", f"0 0 {layout.width:g} {height:g}")
    ET.indent(root, space="")
    return ET.tostring(root, encoding="unicode") + "\n"


def _regions(root: ET.Element, layout: MapLayout) -> None:
    """Each region's ground, tinted and named; each subregion's over it, in its own tint, named too."""
    group = sub(root, "g", {"id": "regions"})
    for kind, areas, fills in (("region", layout.regions, REGION_FILL), ("subregion", layout.subregions,
                                                                         SUBREGION_FILL)):
        for name, area in areas.items():
            holder = sub(group, "g", {"class": kind, f"data-{kind}": name})
            for tint in area.tints:
                _tint(holder, tint, fills[name])
    for name, area in layout.regions.items():
        label(group, *area.label_at, region_label(name), size=REGION_LABEL, bold=True, fill=REGION_INK,
              cls="region-name")
    for name, area in layout.subregions.items():
        label(group, *area.label_at, subregion_label(name), size=SUBREGION_LABEL, bold=True,
              fill=SUBREGION_INK[name], cls="subregion-name")


def _tint(parent: ET.Element, tint: Tint, fill: str) -> None:
    if tint.half == "lower":  # the triangle under the rising diagonal: the box's second subregion
        corners = [(tint.x, tint.y + tint.height), (tint.x + tint.width, tint.y),
                   (tint.x + tint.width, tint.y + tint.height)]
        sub(parent, "polygon", {"points": points(corners), "fill": fill})
        return
    sub(parent, "rect", {"x": tint.x, "y": tint.y, "width": tint.width, "height": tint.height, "fill": fill})


def _links(root: ET.Element, state: GameState, layout: MapLayout) -> None:
    """Every printed link: a line from place to place, bent where its route goes round what is in its way."""
    group = sub(root, "g", {"id": "links"})
    pairs = sorted({tuple(sorted((name, other))) for name, country in facts().map.countries.items()
                    for other in country.adjacent})
    if state.ccw_box is not None:
        pairs.append((board.CCW_BOX, "ussr"))
    for a, b in pairs:
        strong = a in SUPERPOWERS or b in SUPERPOWERS
        sub(group, "polyline", {"class": "link", "data-between": f"{a}|{b}", "points": points(layout.link_points(a, b)),
                                "fill": "none", "stroke": SUPERPOWER_LINK if strong else LINK,
                                "stroke-width": 2.2 if strong else 1.8})


def _key(root: ET.Element, x: float, y: float, w: float) -> float:
    """What the marks mean, in one line."""
    group = sub(root, "g", {"id": "key"})
    height = 24
    sub(group, "rect", {"x": x, "y": y, "width": w, "height": height, "rx": 4, "fill": "#ffffff", "stroke": "#d0d0d0"})
    cx = x + 8
    label(group, cx, y + 16, "Key:", size=10, bold=True)
    cx += 34
    sub(group, "rect", {"x": cx, "y": y + 6, "width": 22, "height": 12, "rx": 2, "fill": BATTLEGROUND_BAND,
                        "stroke": "#222222", "stroke-width": 0.8})
    cx += 26
    cx = _key_words(group, cx, y, "battleground (double frame)")
    sub(group, "rect", {"x": cx, "y": y + 6, "width": 12, "height": 12, "fill": "#ffffff", "stroke": "#222222",
                        "stroke-width": 0.8})
    label(group, cx + 6, y + 16, "3", size=9, bold=True, anchor="middle")
    cx = _key_words(group, cx + 16, y, "stability")
    for side in SIDE_FILL:
        sub(group, "rect", {"x": cx, "y": y + 5, "width": 18, "height": 14, "rx": 2, "fill": "#ffffff",
                            "stroke": SIDE_FILL[side], "stroke-width": 1.2})
        label(group, cx + 9, y + 16, "2", size=10, bold=True, fill=SIDE_INK[side], anchor="middle")
        cx += 22
    cx = _key_words(group, cx, y, "influence: US left, USSR right")
    sub(group, "rect", {"x": cx, "y": y + 5, "width": 18, "height": 14, "rx": 2, "fill": SIDE_FILL["us"]})
    label(group, cx + 9, y + 16, "4", size=10, bold=True, fill="#ffffff", anchor="middle")
    cx = _key_words(group, cx + 22, y, "solid, box framed: controlled")
    sub(group, "line", {"x1": cx, "y1": y + 12, "x2": cx + 22, "y2": y + 12, "stroke": LINK, "stroke-width": 2})
    _key_words(group, cx + 26, y, "adjacent")
    return y + height


def _key_words(group: ET.Element, x: float, y: float, text: str) -> float:
    label(group, x, y + 16, text, size=10)
    return x + text_width(text, 10) + 14
