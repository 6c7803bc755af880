"""One place's box: a country (its name band, stability, the US and USSR influence and who controls it),
a superpower space, or the Chinese Civil War box.

Each box is one `<g id="c-west-germany" class="country">` whose `data-` attributes repeat what it
shows (for the browser and the tests to read) and whose `<title>` says it in words; a click on the
group answers a country question (`country_element_id` gives the id every front end uses).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from botkit.svg import fitting_size, label, sub, title

from .. import board
from ..facts import facts
from ..state import SIDES, US, USSR, GameState, side_name
from .layout import Place
from .style import (
    BAND,
    BATTLEGROUND_BAND,
    BODY,
    OUTLINE,
    SIDE_FILL,
    SIDE_INK,
)

PAD = 4
BAND_HEIGHT = 17
NAME_SIZE = 11
NUMBER_SIZE = 15
STABILITY_WIDTH = 17
GAP = 4  # between a number's cell and the stability square
ELEMENT_PREFIX = "c-"


def country_element_id(name: str) -> str:
    """The SVG id of a place's group, from its id in map.yaml: ``c-west-germany``, ``c-spain-portugal``."""
    return ELEMENT_PREFIX + name.replace("_", "-")


def area_names(name: str) -> str:
    """A country's region and subregions in words ("Europe (Western and Eastern Europe)")."""
    board_facts = facts().map
    country = board_facts.countries[name]
    region = board_facts.regions[country.region].name
    subregions = [board_facts.subregions[s].name for s in country.subregions]
    if not subregions:
        return region
    if len(subregions) == 2 and all(s.endswith(" Europe") for s in subregions):
        return f"{region} (Western and Eastern Europe)"
    return f"{region} ({', '.join(subregions)})"


def control_words(state: GameState, name: str) -> str:
    """'US 4, USSR 0: US control' - the influence and who controls the country (board's own test)."""
    holder = board.controller(state, name)
    pair = f"US {board.influence(state, name, US)}, USSR {board.influence(state, name, USSR)}"
    return f"{pair}: {side_name(holder)} control" if holder else f"{pair}: not controlled"


def describe(state: GameState, name: str) -> str:
    """The hover text of a country: everything the box shows, in words, and its neighbours."""
    kind = "battleground" if board.is_battleground(name) else "not a battleground"
    return "\n".join((f"{board.country_name(name)} - {area_names(name)}",
                      f"Stability {board.stability(name)}, {kind}",
                      control_words(state, name),
                      "Adjacent: " + ", ".join(neighbour_names(name))))


def neighbour_names(name: str) -> list[str]:
    """The linked spaces in words: countries by name, the superpowers as "the USA" / "the USSR"."""
    spaces = facts().map.superpowers
    return [f"the {spaces[n].name}" if n in spaces else board.country_name(n) for n in board.neighbours(name)]


def data_attributes(state: GameState, name: str) -> dict[str, object]:
    holder = board.controller(state, name)
    return {"data-country": name, "data-name": board.country_name(name), "data-region": board.region_of(name),
            "data-stability": board.stability(name), "data-battleground": str(board.is_battleground(name)).lower(),
            "data-us": board.influence(state, name, US), "data-ussr": board.influence(state, name, USSR),
            "data-control": holder or "none"}


# -- drawing ---------------------------------------------------------------------------------------


def draw_country(parent: ET.Element, state: GameState, place: Place) -> ET.Element:
    name = place.name
    battleground = board.is_battleground(name)
    holder = board.controller(state, name)
    classes = ["country", "battleground" if battleground else "plain", f"control-{holder or 'none'}"]
    group = sub(parent, "g", {"id": country_element_id(name), "class": " ".join(classes),
                              **data_attributes(state, name)})
    title(group, describe(state, name))
    x, y, w, h = place.x, place.y, place.width, place.height
    frame = SIDE_FILL[holder] if holder else OUTLINE
    sub(group, "rect", {"class": "box", "x": x, "y": y, "width": w, "height": h, "rx": 4, "fill": BODY,
                        "stroke": frame, "stroke-width": 2.5 if holder else 1.2})
    _band(group, place, battleground)
    _influence(group, state, place, holder)
    if battleground:  # the second frame: a battleground told without its colour
        sub(group, "rect", {"class": "battleground-frame", "x": x + 2.5, "y": y + 2.5, "width": w - 5,
                            "height": h - 5, "rx": 3, "fill": "none", "stroke": BATTLEGROUND_BAND,
                            "stroke-width": 1})
    return group


def _band(group: ET.Element, place: Place, battleground: bool) -> None:
    """The name on its band, across the box: purple for a battleground, as printed."""
    x, y, w = place.x, place.y, place.width
    sub(group, "path", {"class": "band", "d": _top_rounded(x, y, w, BAND_HEIGHT, 4),
                        "fill": BATTLEGROUND_BAND if battleground else BAND})
    text = place.label or board.country_name(place.name)
    size = fitting_size(text, w - 2 * PAD, NAME_SIZE, minimum=8.5, bold=True)
    label(group, x + PAD, y + BAND_HEIGHT - 4.5, text, size=size, bold=True,
          fill="#ffffff" if battleground else "#111111", cls="name")


def _influence(group: ET.Element, state: GameState, place: Place, holder: str | None) -> None:
    """Under the band: the US influence on the left, the stability number in the middle, the USSR's on the
    right; the controller's number drawn solid (as a control marker's dark side)."""
    top = place.y + BAND_HEIGHT + 3
    height = place.height - BAND_HEIGHT - 6
    middle = STABILITY_WIDTH
    width = (place.width - 2 * PAD - middle - 2 * GAP) / 2
    centre = place.x + place.width / 2
    sub(group, "rect", {"class": "stability-box", "x": centre - middle / 2, "y": top + (height - middle) / 2,
                        "width": middle, "height": middle, "fill": "#ffffff", "stroke": "#222222",
                        "stroke-width": 1})
    label(group, centre, top + height / 2 + 4, str(board.stability(place.name)), size=11.5, bold=True,
          anchor="middle", cls="stability")
    for index, side in enumerate(SIDES):
        amount = board.influence(state, place.name, side)
        left = place.x + PAD if index == 0 else centre + middle / 2 + GAP
        solid = holder == side
        sub(group, "rect", {"class": f"cell {side}", "x": left, "y": top, "width": width, "height": height, "rx": 3,
                            "fill": SIDE_FILL[side] if solid else "#ffffff",
                            "stroke": SIDE_FILL[side] if amount else "#d2d2d2", "stroke-width": 1.2 if amount else 0.8})
        if amount:
            label(group, left + width / 2, top + height / 2 + NUMBER_SIZE * 0.36, str(amount), size=NUMBER_SIZE,
                  bold=True, fill="#ffffff" if solid else SIDE_INK[side], anchor="middle", cls=f"influence {side}")


def _top_rounded(x: float, y: float, w: float, h: float, r: float) -> str:
    """A rectangle with its top corners rounded like the box's (the name band)."""
    return (f"M{x:g},{y + h:g} V{y + r:g} Q{x:g},{y:g} {x + r:g},{y:g} H{x + w - r:g} "
            f"Q{x + w:g},{y:g} {x + w:g},{y + r:g} V{y + h:g} Z")


def draw_superpower(parent: ET.Element, place: Place) -> ET.Element:
    """The USA or USSR space: not a place for influence, but every country linked to it may take some."""
    side = US if place.name == board.SUPERPOWER_OF[US] else USSR
    space = facts().map.superpowers[place.name]
    group = sub(parent, "g", {"id": f"space-{place.name}", "class": f"superpower {side}", "data-space": place.name})
    title(group, f"The {space.name} - linked to " + ", ".join(board.country_name(n) for n in space.adjacent))
    sub(group, "rect", {"x": place.x, "y": place.y, "width": place.width, "height": place.height, "rx": 6,
                        "fill": SIDE_FILL[side], "stroke": "#111111", "stroke-width": 1.5})
    cx, cy = place.centre
    label(group, cx, cy + 7, space.name, size=20, bold=True, fill="#ffffff", anchor="middle")
    return group


def draw_civil_war_box(parent: ET.Element, state: GameState, place: Place) -> ET.Element:
    """The Chinese Civil War box (variant 12): the USSR's influence there, and whether it has won."""
    held = board.influence(state, board.CCW_BOX, USSR)
    needed = facts().setups.chinese_civil_war.influence_to_control
    won = board.controller(state, board.CCW_BOX) == USSR
    group = sub(parent, "g", {"id": country_element_id(board.CCW_BOX), "class": "country civil-war",
                              "data-country": board.CCW_BOX, "data-name": "Chinese Civil War", "data-ussr": held,
                              "data-us": 0, "data-needed": needed, "data-control": USSR if won else "none"})
    title(group, f"The Chinese Civil War box: USSR influence {held} of the {needed} that win it; linked to the USSR")
    x, y, w, h = place.x, place.y, place.width, place.height
    sub(group, "rect", {"class": "box", "x": x, "y": y, "width": w, "height": h, "rx": 4, "fill": BODY,
                        "stroke": SIDE_FILL[USSR] if won else OUTLINE, "stroke-width": 2.5 if won else 1.2,
                        "stroke-dasharray": "5 3"})
    text = place.label or "Chinese Civil War"
    label(group, x + PAD, y + 13, text, size=fitting_size(text, w - 2 * PAD, 10.5, minimum=8, bold=True), bold=True)
    label(group, x + PAD, y + h - 8, f"USSR {held} of {needed}", size=11, bold=True, fill=SIDE_INK[USSR],
          cls="influence ussr")
    return group
