"""The tracks under the map: prestige, funding, troops, GWOT, reserves, plots, cards, events.

Every value is read from the state or from `board`'s derived values; each section is
a `<g id="...">` with its numbers in `data-` attributes (for the browser and the tests).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Sequence

from botkit.svg import label, sub, text_width, title, wrap

from .. import board, facts
from ..state import JIHADIST, MAX_FUNDING, MAX_PRESTIGE, MAX_TROOPS, PLOT_WMD, US, GameState, plot_value
from .style import PIECE_ORDER, PIECES, POSTURE
from .tokens import piece, plot_marker

CELL = 20
CELL_HEIGHT = 17
HEADING = 10.5
GAP = 10
SECTION_FILL = "#fafafa"


def _section(parent: ET.Element, section_id: str, x: float, y: float, w: float, h: float, heading: str,
             data: dict[str, object] | None = None) -> ET.Element:
    group = sub(parent, "g", {"id": section_id, "class": "section", **(data or {})})
    sub(group, "rect", {"x": x, "y": y, "width": w, "height": h, "rx": 4, "fill": SECTION_FILL,
                        "stroke": "#b5b5b5", "stroke-width": 1})
    label(group, x + 6, y + 13, heading, size=HEADING, bold=True)
    return group


def _track(group: ET.Element, x: float, y: float, low: int, high: int, value: int,
           bands: Sequence[tuple[int, int, str]]) -> None:
    """Numbered cells from `low` to `high`, `value` marked, with the named bands below."""
    tints = ("#ffffff", "#e9eef5")
    for index, (first, last, name) in enumerate(bands):
        bx = x + (first - low) * CELL
        bw = (last - first + 1) * CELL
        sub(group, "rect", {"x": bx, "y": y, "width": bw, "height": CELL_HEIGHT + 13, "fill": tints[index % 2],
                            "stroke": "#9a9a9a", "stroke-width": 0.8})
        label(group, bx + bw / 2, y + CELL_HEIGHT + 10.5, name, size=8.5, fill="#333333", anchor="middle")
    for number in range(low, high + 1):
        cx = x + (number - low) * CELL
        current = number == value
        sub(group, "rect", {"class": "cell current" if current else "cell", "x": cx + 1.5, "y": y + 1.5,
                            "width": CELL - 3, "height": CELL_HEIGHT - 3, "rx": 2,
                            "fill": "#1a1a1a" if current else "none",
                            "stroke": "#1a1a1a" if current else "none"})
        label(group, cx + CELL / 2, y + 12.5, str(number), size=9.5 if not current else 10, bold=current,
              fill="#ffffff" if current else "#333333", anchor="middle")


def _plots_row(group: ET.Element, x: float, y: float, caption: str, plots: Sequence[str], *, visible: bool,
               cls: str) -> float:
    label(group, x, y + 10.5, caption, size=9.5)
    px = x + text_width(caption, 9.5) + 4
    if not plots:
        label(group, px, y + 10.5, "none", size=9.5, fill="#666666")
        return y + 17
    ordered = sorted(plots, key=plot_value) if visible else list(plots)
    for kind in ordered:
        plot_marker(group, px, y, kind if visible else None, face_up=visible, cls=cls, size=14)
        px += 17
    return y + 17


def draw_panel(parent: ET.Element, state: GameState, top: float, width: float, *, hide_plots: bool) -> float:
    """Draw every track from `top` down; returns the bottom of what was drawn."""
    panel = sub(parent, "g", {"id": "tracks"})
    y = top
    x = 10.0
    # -- row 1: prestige, funding, troops, GWOT, the counts that decide victory -------------
    height = 62
    w = MAX_PRESTIGE * CELL + 12
    level = board.prestige_level(state.prestige)
    group = _section(panel, "track-prestige", x, y, w, height, f"Prestige {state.prestige} ({level.title()})",
                     {"class": "section track", "data-value": state.prestige, "data-level": level})
    _track(group, x + 6, y + 19, 1, MAX_PRESTIGE, state.prestige,
           [(1, 3, "Low"), (4, 6, "Medium"), (7, 9, "High"), (10, 12, "Very High")])
    x += w + GAP
    w = MAX_FUNDING * CELL + 12
    level = board.funding_level(state.funding)
    group = _section(panel, "track-funding", x, y, w, height, f"Funding {state.funding} ({level.title()})",
                     {"class": "section track", "data-value": state.funding, "data-level": level})
    _track(group, x + 6, y + 19, 1, MAX_FUNDING, state.funding, [(1, 3, "Tight"), (4, 6, "Moderate"), (7, 9, "Ample")])
    x += w + GAP
    w = (MAX_TROOPS + 1) * CELL + 12
    on_track = board.troops_on_track(state)
    commitment = board.troop_commitment(state)
    on_map = board.troop_cubes_on_map(state)
    group = _section(panel, "track-troops", x, y, w, height,
                     f"Troops {on_track} ({commitment.title()}) - {on_map} on the map, {state.off_map_troops} off map",
                     {"class": "section track", "data-value": on_track, "data-commitment": commitment.replace(" ", "-"),
                      "data-on-map": on_map, "data-off-map": state.off_map_troops})
    _track(group, x + 6, y + 19, 0, MAX_TROOPS, on_track,
           [(0, 4, "Overstretch"), (5, 9, "War"), (10, 15, "Low Intensity")])
    x += w + GAP
    w = width - 10 - x
    _gwot(panel, state, x, y, w, height)
    y += height + GAP
    # -- row 2: reserves, plots, cells and markers available, cards --------------------------
    height = 62
    x = 10.0
    w = 150
    group = _section(panel, "reserves", x, y, w, height, "Reserves",
                     {"data-us": state.reserves[US], "data-jihadist": state.reserves[JIHADIST]})
    label(group, x + 6, y + 31, f"US: {state.reserves[US]} Ops", size=10)
    label(group, x + 6, y + 47, f"Jihadist: {state.reserves[JIHADIST]} Ops", size=10)
    x += w + GAP
    w = 250
    hidden_pool = hide_plots
    group = _section(panel, "plots", x, y, w, height, "Plots",
                     {"data-available": len(state.plots_available), "data-resolved": len(state.plots_resolved),
                      "data-removed": len(state.plots_removed)})
    row = _plots_row(group, x + 6, y + 18, "Available", state.plots_available, visible=not hidden_pool,
                     cls="available")
    _plots_row(group, x + 6, row + 2, "Resolved", state.plots_resolved, visible=True, cls="resolved")
    if state.plots_removed:
        removed = Counter(state.plots_removed)
        words = ", ".join(f"{n} {kind}" if kind == PLOT_WMD else f"{n} x plot {kind}" for kind, n in removed.items())
        label(group, x + w - 6, y + 13, f"out of play: {words}", size=8.5, fill="#555555", anchor="end")
    x += w + GAP
    w = 330
    group = _section(panel, "available", x, y, w, height, "On the map / available",
                     {"data-cells-on-map": board.cells_on_map(state), "data-cells-available": board.cells_available(state),
                      "data-cells-to-recruit": board.cells_to_recruit(state),
                      "data-militia-available": board.militia_available(state)})
    label(group, x + 6, y + 31, f"Cells: {board.cells_on_map(state)} on the map, {board.cells_available(state)} "
          f"available ({board.cells_to_recruit(state)} may be recruited)", size=9.5)
    label(group, x + 6, y + 47, f"Available: militia {board.militia_available(state)} \u00b7 awakening "
          f"{board.awakening_available(state)} \u00b7 reaction {board.reaction_available(state)}", size=9.5)
    x += w + GAP
    w = width - 10 - x
    _cards(panel, state, x, y, w, height)
    y += height + GAP
    # -- row 3: events in play and global markers ---------------------------------------------
    y = _events(panel, state, 10, y, width - 20)
    y += GAP
    # -- row 4: the legend -------------------------------------------------------------------
    return _legend(panel, 10, y, width - 20)


def _gwot(panel: ET.Element, state: GameState, x: float, y: float, w: float, h: float) -> None:
    world, value = board.world_posture(state)
    penalty = board.gwot_penalty(state)
    group = _section(panel, "gwot", x, y, w, h, "GWOT",
                     {"data-us-posture": state.us_posture, "data-world-posture": world, "data-world-value": value,
                      "data-penalty": penalty})
    us = POSTURE[state.us_posture]
    sub(group, "rect", {"x": x + 6, "y": y + 19, "width": 72, "height": 20, "rx": 3, "fill": us.fill,
                        "stroke": "#333333", "stroke-width": 0.8})
    label(group, x + 42, y + 33, f"US {us.word}", size=10, bold=True, fill=us.ink, anchor="middle")
    world_text = "World even" if world == "even" else f"World {world.title()} {value}"
    swatch = POSTURE.get(world if world != "even" else None)
    fill = "#ffffff" if world == "even" or swatch is None else swatch.fill
    ink = "#111111" if world == "even" or swatch is None else swatch.ink
    sub(group, "rect", {"x": x + 84, "y": y + 19, "width": w - 90, "height": 20, "rx": 3, "fill": fill,
                        "stroke": "#333333", "stroke-width": 0.8})
    label(group, x + 84 + (w - 90) / 2, y + 33, world_text, size=10, bold=True, fill=ink, anchor="middle")
    penalty_text = f"GWOT penalty -{penalty} to War of Ideas" if penalty else "No GWOT penalty"
    label(group, x + 6, y + 54, penalty_text, size=9.5, fill="#b2182b" if penalty else "#333333")


def _cards(panel: ET.Element, state: GameState, x: float, y: float, w: float, h: float) -> None:
    group = _section(panel, "cards", x, y, w, h, f"Cards - turn {state.turn}",
                     {"data-us-hand": len(state.hands[US]), "data-jihadist-hand": len(state.hands[JIHADIST]),
                      "data-draw-pile": len(state.draw_pile), "data-discard": len(state.discard),
                      "data-removed": len(state.removed), "data-deck": state.deck_number, "data-decks": state.decks})
    label(group, x + 6, y + 31, f"Hands: US {len(state.hands[US])}, Jihadist {len(state.hands[JIHADIST])}",
          size=9.5)
    length = (f"turn limit {state.turns_limit}" if state.turns_limit
              else f"deck {state.deck_number} of {state.decks}")
    label(group, x + 6, y + 47, f"Draw pile {len(state.draw_pile)} ({length}), discards {len(state.discard)}, "
          f"removed {len(state.removed)}", size=9.5)


def _events(panel: ET.Element, state: GameState, x: float, y: float, w: float) -> float:
    cards = facts.cards()
    marked = [cards[n].name for n in state.events_in_play if n in cards]
    lapsing = [cards[n].name + " (lapsing)" for n in state.lapsing if n in cards]
    words = marked + lapsing + [f"{m} (marker)" for m in state.markers]
    lines = wrap(words, w - 110, 9.5) or ["none"]
    lines = lines[:4] if len(lines) <= 4 else [*lines[:3], lines[3] + " ..."]
    height = 10 + 14 * len(lines)
    group = _section(panel, "events", x, y, w, height, "Events in play",
                     {"data-count": len(state.events_in_play), "data-lapsing": len(state.lapsing),
                      "data-markers": "|".join(state.markers) or None})
    title(group, "Events in play: " + ("; ".join(words) or "none"))
    for index, line in enumerate(lines):
        label(group, x + 104, y + 13 + 14 * index, line, size=9.5, fill="#111111" if words else "#666666")
    return y + height


def _legend(panel: ET.Element, x: float, y: float, w: float) -> float:
    group = sub(panel, "g", {"id": "legend"})
    height = 22
    sub(group, "rect", {"x": x, "y": y, "width": w, "height": height, "rx": 4, "fill": "#ffffff", "stroke": "#d0d0d0"})
    cx = x + 6
    label(group, cx, y + 15, "Key:", size=9.5, bold=True)
    cx += 30
    for kind in PIECE_ORDER:
        singular = PIECES[kind][3]
        piece(group, kind, cx, y + 5.5, cls="legend-sample")
        label(group, cx + 15, y + 15, singular, size=9.5)
        cx += 15 + text_width(singular, 9.5) + 12
    plot_marker(group, cx, y + 4, None, face_up=False, cls="legend-sample", size=14)
    label(group, cx + 18, y + 15, "face-down plot", size=9.5)
    cx += 18 + text_width("face-down plot", 9.5) + 12
    sub(group, "line", {"x1": cx, "y1": y + 11, "x2": cx + 22, "y2": y + 11, "stroke": "#8c8c8c", "stroke-width": 2})
    label(group, cx + 26, y + 15, "adjacent", size=9.5)
    cx += 26 + text_width("adjacent", 9.5) + 12
    sub(group, "line", {"x1": cx, "y1": y + 11, "x2": cx + 22, "y2": y + 11, "stroke": "#7b3294", "stroke-width": 2,
                        "stroke-dasharray": "5 3"})
    label(group, cx + 26, y + 15, "Schengen link", size=9.5)
    cx += 26 + text_width("Schengen link", 9.5) + 12
    label(group, cx, y + 15, "Outline: thick blue Ally, dashed red Adversary. Hatched: untested.", size=9.5)
    return y + height
