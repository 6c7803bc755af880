"""The whole picture: title, adjacency lines, Schengen area, every country box, the tracks.

`board_svg(state)` reads nothing but the state, the printed facts and the layout data,
writes nothing, and returns the SVG document as text (no scripts inside).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from botkit.svg import FONT, SVG_NS, fitting_size, label, points, sub, text_width

from .. import board, facts
from ..state import GameState
from .countries import draw_country
from .layout import MapLayout, map_layout
from .panel import draw_panel
from .style import LINK, SCHENGEN, defs

TITLE_HEIGHT = 36
PHASES = {"setup": "set-up", "jihadist": "Jihadist action phase", "us": "US action phase",
          "end_of_turn": "end of turn", "over": "game over"}


def heading(state: GameState) -> str:
    """'Awakening (2010) - turn 3, US action phase'."""
    name = facts.scenario_specs().get(state.scenario, {}).get("name", state.scenario)
    phase = PHASES.get(state.phase, state.phase)
    return f"Labyrinth: The Awakening - {name} - turn {state.turn}, {phase}"


def board_svg(state: GameState, *, hide_plots: bool = False, caption: str | None = None,
              layout: MapLayout | None = None) -> str:
    """The board as SVG text. `hide_plots`: draw plots the rules keep face down as face-down markers
    (the US player's view against the Jihadist Bot); `caption` replaces the heading line."""
    layout = layout or map_layout()
    root = ET.Element("svg", {"xmlns": SVG_NS, "class": "labyrinth-board", "font-family": FONT,
                              "aria-label": f"The board: {caption or heading(state)}",
                              "data-scenario": state.scenario, "data-turn": str(state.turn),
                              "data-phase": state.phase, "data-plots-hidden": str(hide_plots).lower()})
    defs(root)
    sub(root, "rect", {"class": "background", "x": 0, "y": 0, "width": layout.width, "height": "100%",
                       "fill": "#ffffff"})
    room = layout.width - 20
    if state.winner:
        won = f"Winner: {state.winner.title()} - {state.victory}"
        size = fitting_size(won, layout.width / 2, 12, minimum=8, bold=True)
        label(root, layout.width - 10, 24, won, size=size, bold=True, fill="#b2182b", anchor="end", cls="winner")
        room -= text_width(won, size, bold=True) + 16
    text = caption or heading(state)
    label(root, 10, 24, text, size=fitting_size(text, room, 15, minimum=9, bold=True), bold=True, cls="heading")
    _links(root, layout)
    caliphate = board.caliphate_members(state)
    countries = sub(root, "g", {"id": "countries"})
    for name, place in layout.places.items():
        if name in state.countries:
            draw_country(countries, state, place, caliphate, hide_plots=hide_plots)
    bottom = draw_panel(root, state, layout.map_height + 8, layout.width, hide_plots=hide_plots)
    height = bottom + 8
    root.set("width", f"{layout.width:g}")
    root.set("height", f"{height:g}")
    root.set("viewBox", f"0 0 {layout.width:g} {height:g}")
    ET.indent(root, space="")
    return ET.tostring(root, encoding="unicode") + "\n"


def _links(root: ET.Element, layout: MapLayout) -> None:
    """Printed adjacency: plain lines; the Schengen group as an outline with dashed links to it."""
    printed = facts.countries()
    group = sub(root, "g", {"id": "links"})
    sub(group, "polygon", {"class": "schengen-area", "points": points(layout.schengen_area), "fill": "#f6eefa",
                           "stroke": SCHENGEN, "stroke-width": 2, "stroke-dasharray": "7 4"})
    top_left = min(layout.schengen_area, key=lambda p: (p[1], p[0]))
    label(group, top_left[0] + 4, top_left[1] - 2, "Schengen", size=9.5, bold=True, fill=SCHENGEN)
    wrapped = {frozenset(link.between) for link in layout.wrap_links}
    for a, b in sorted(facts.adjacency().edges()):
        if printed[a].schengen or printed[b].schengen or frozenset((a, b)) in wrapped:
            continue  # Schengen links are drawn to the outline; wrapped links below
        if a not in layout.places or b not in layout.places:
            continue
        (x1, y1), (x2, y2) = layout.places[a].centre, layout.places[b].centre
        sub(group, "line", {"class": "link", "data-between": f"{a}|{b}", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                            "stroke": LINK, "stroke-width": 2})
    for name, route in layout.schengen_links.items():
        if name not in layout.places:
            continue
        line = [layout.places[name].centre, *route]
        sub(group, "polyline", {"class": "link schengen", "data-between": f"{name}|Schengen", "points": points(line),
                                "fill": "none", "stroke": SCHENGEN, "stroke-width": 2, "stroke-dasharray": "6 3"})
    for link in layout.wrap_links:
        a, b = link.between
        sub(group, "polyline", {"class": "link wrap", "data-between": f"{a}|{b}", "points": points(link.points),
                                "fill": "none", "stroke": LINK, "stroke-width": 2, "stroke-dasharray": "2 3"})
        width = text_width(link.text, 9) + 10
        sub(group, "rect", {"x": link.label_at[0] - width / 2, "y": link.label_at[1] - 7, "width": width, "height": 13,
                            "fill": "#ffffff"})
        label(group, link.label_at[0], link.label_at[1] + 3.5, link.text, size=9, fill="#555555", anchor="middle")
