"""The board as a list, for a narrow screen where the map's words are too small: one line per country (its
influence and who controls it) and what a tap opens (stability, battleground, region, neighbours).

The same words as the map's hover texts (`countries`), and the same element ids, so a list entry and
its box on the map name one place.
"""

from __future__ import annotations

from botkit.definition import Place

from .. import board
from ..facts import facts
from ..state import USSR, GameState
from .countries import area_names, control_words, country_element_id, neighbour_names

CIVIL_WAR_NAME = "Chinese Civil War box"


def country_line(state: GameState, name: str) -> str:
    """'West Germany: US 4, USSR 0: US control'."""
    return f"{board.country_name(name)}: {control_words(state, name)}"


def country_details(name: str) -> tuple[str, ...]:
    kind = "battleground" if board.is_battleground(name) else "not a battleground"
    return (f"Stability {board.stability(name)}, {kind}", area_names(name),
            "Adjacent: " + ", ".join(neighbour_names(name)))


def places(state: GameState) -> list[Place]:
    """Every country by name (and the Chinese Civil War box while it is in play)."""
    found = [Place(board.country_name(name), country_element_id(name), country_line(state, name),
                   country_details(name)) for name in facts().map.countries]
    if state.ccw_box is not None:
        needed = facts().setups.chinese_civil_war.influence_to_control
        found.append(Place(CIVIL_WAR_NAME, country_element_id(board.CCW_BOX),
                           f"{CIVIL_WAR_NAME}: USSR {board.influence(state, board.CCW_BOX, USSR)} of {needed}",
                           (f"The USSR wins the civil war (and The China Card) with {needed} influence here",
                            "Adjacent: the USSR")))
    return sorted(found, key=lambda place: place.name)


def element_of(name: str) -> str:
    """The element of a country or the Chinese Civil War box, by its id or printed name ("" for anything else)."""
    countries = facts().map.countries
    if name in countries or name == board.CCW_BOX:
        return country_element_id(name)
    found = next((key for key, country in countries.items() if country.name == name), None)
    return country_element_id(found) if found else ""
