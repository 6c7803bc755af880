"""Derived facts about the board: levels, counts, availability, the Caliphate's extent.

Pure functions of the state (and the printed facts); nothing here changes anything.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import derived, facts
from .state import (
    ADVERSARY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    MAX_AWAKENING,
    MAX_CELLS,
    MAX_FUNDING,
    MAX_MILITIA,
    MAX_REACTION,
    MAX_TROOPS,
    POOR,
    SOFT,
    Country,
    GameState,
)

# Card numbers whose events the board's arithmetic depends on.
OIL_PRICE_SPIKE = 236
TRAINING_CAMPS = 196
ABU_BAKR_AL_BAGHDADI = 215

# Truce's (239) country marker.
TRUCE = "Truce"

# -- tracks ------------------------------------------------------------------------------


def prestige_level(prestige: int) -> str:
    if prestige < 4:
        return "low"
    if prestige < 7:
        return "medium"
    if prestige < 10:
        return "high"
    return "very high"


def prestige_modifier(prestige: int) -> int:
    """War of Ideas modifier from prestige (Low -1, Medium 0, High +1, Very High +2)."""
    return {"low": -1, "medium": 0, "high": 1, "very high": 2}[prestige_level(prestige)]


def funding_level(funding: int) -> str:
    if funding < 4:
        return "tight"
    if funding < 7:
        return "moderate"
    return "ample"


def jihadist_hand_size(state: GameState) -> int:
    return {"tight": 7, "moderate": 8, "ample": 9}[funding_level(state.funding)]


def us_hand_size(state: GameState) -> int:
    return {"overstretch": 7, "war": 8, "low intensity": 9}[troop_commitment(state)]


def hand_size(state: GameState, side: str) -> int:
    return us_hand_size(state) if side == "us" else jihadist_hand_size(state)


# -- postures ----------------------------------------------------------------------------


def hard_soft_delta(state: GameState) -> int:
    """Hard minus Soft among non-Muslim countries other than the US (Israel counts Hard)."""
    return derived.value(state, "hard_soft_delta", _hard_soft_delta)


def _hard_soft_delta(state: GameState) -> int:
    delta = 0
    for name, country in state.countries.items():
        if name == "United States" or country.muslim:
            continue
        posture = posture_of(state, name)
        if posture == HARD:
            delta += 1
        elif posture == SOFT:
            delta -= 1
    return delta


def posture_of(state: GameState, name: str) -> str | None:
    if name == "United States":
        return state.us_posture
    fixed = facts.countries()[name].fixed_posture
    return fixed or state.countries[name].posture


def world_posture(state: GameState) -> tuple[str, int]:
    """World GWOT relations: ("hard" | "soft" | "even", 0..3)."""
    delta = hard_soft_delta(state)
    posture = "even" if delta == 0 else (HARD if delta > 0 else SOFT)
    return posture, min(abs(delta), 3)


def gwot_penalty(state: GameState) -> int:
    """War of Ideas penalty when world posture differs from the US posture (0..3)."""
    posture, value = world_posture(state)
    return value if posture not in ("even", state.us_posture) else 0


# -- troops, militia, cells, markers -----------------------------------------------------


def troop_cubes_on_map(state: GameState) -> int:
    return sum(c.troops for c in state.countries.values())


def troops_on_track(state: GameState) -> int:
    return MAX_TROOPS - state.off_map_troops - troop_cubes_on_map(state)


def troop_commitment(state: GameState) -> str:
    on_track = troops_on_track(state)
    if on_track < 5:
        return "overstretch"
    if on_track < 10:
        return "war"
    return "low intensity"


def militia_on_map(state: GameState) -> int:
    return sum(c.militia for c in state.countries.values())


def militia_available(state: GameState) -> int:
    return MAX_MILITIA - militia_on_map(state)


def awakening_available(state: GameState) -> int:
    return MAX_AWAKENING - sum(c.awakening for c in state.countries.values())


def reaction_available(state: GameState) -> int:
    return MAX_REACTION - sum(c.reaction for c in state.countries.values())


def cells_on_map(state: GameState) -> int:
    return sum(c.sleepers + c.actives for c in state.countries.values())


def training_camp_country(state: GameState) -> str | None:
    for name, country in state.countries.items():
        if "Training Camps" in country.markers:
            return name
    return None


def extra_cell_capacity(state: GameState) -> int:
    """Cells beyond 15 that Training Camps (or al-Baghdadi) bring into play (11.3.7)."""
    if "al-Baghdadi" in state.markers:
        return 5 if state.caliphate_capital else 3
    camp = training_camp_country(state)
    if camp is not None:
        return 5 if is_caliphate_member(state, camp) else 3
    return 0


def cell_capacity(state: GameState) -> int:
    return MAX_CELLS + extra_cell_capacity(state)


def cells_available(state: GameState) -> int:
    """Cells that events may place (regardless of funding), extra cells included."""
    return max(0, cell_capacity(state) - cells_on_map(state))


def extra_cells_available(state: GameState) -> int:
    return min(extra_cell_capacity(state), cells_available(state))


def cells_on_funding_track(state: GameState) -> int:
    return cells_available(state) - extra_cells_available(state)


def cells_to_recruit(state: GameState) -> int:
    """Cells a Recruit operation may place: funding limits the track (4.7.4.2, 11.3.7)."""
    if state.funding == MAX_FUNDING:
        return cells_available(state)
    on_track = cells_on_funding_track(state)
    level = funding_level(state.funding)
    if level == "tight":
        return max(0, on_track - 10)
    if level == "moderate":
        return max(0, on_track - 5)
    return on_track


# -- countries ---------------------------------------------------------------------------


def muslims(state: GameState) -> tuple[Country, ...]:
    """The Muslim countries, in the board's order (kept while the board does not change: `derived`)."""
    return derived.value(state, "muslims", _muslims)


def _muslims(state: GameState) -> tuple[Country, ...]:
    return tuple(c for c in state.countries.values() if c.muslim)


def non_muslims(state: GameState) -> list[Country]:
    return [c for c in state.countries.values() if not c.muslim]


def adjacent(name: str) -> tuple[str, ...]:
    return facts.neighbours()[name]


def are_adjacent(a: str, b: str) -> bool:
    return b in facts.neighbours()[a]


def distance(a: str, b: str) -> int:
    return facts.distances()[a][b]


# -- Truce (239) ----------------------------------------------------------------------------


def under_truce(country: Country) -> bool:
    """Truce (239): neither side may conduct operations or play event effects in this country, and
    neither Polarization nor attrition happen there, until the card lapses or a side ends it.

    The one test of it: the operations, the event helpers (`cards.common.allowed_target`),
    Polarization, attrition and the Bots' pools all ask here."""
    return TRUCE in country.markers


# -- troops --------------------------------------------------------------------------------


def total_troops(country: Country) -> int:
    """Troops, as the rules count them: troop cubes plus the markers that count as troops
    (NATO 2, UNSCR 1973 1, Operation Serval 1). Only cubes move (the track, the off-map box,
    Deploy, Withdraw, Regime Change): `Country.troops`."""
    return country.troops + troop_markers(country)


def troops_present(country: Country) -> bool:
    """Are troops in the country (cubes or troop markers)? The one test wherever the rules say
    "with troops", "no troops" or "if troops present" (Advisors, Special Forces, IEDs ...)."""
    return total_troops(country) > 0


# Event markers that count as troops: name -> (troops, counts for prestige loss)
TROOP_MARKERS: dict[str, tuple[int, bool]] = {
    "NATO": (2, True),
    "UNSCR 1973": (1, False),
    "Operation Serval": (1, True),
}


def troop_markers(country: Country) -> int:
    return sum(TROOP_MARKERS[m][0] for m in country.markers if m in TROOP_MARKERS)


def troops_affecting_prestige(country: Country) -> int:
    """Troop cubes plus troop markers whose losses cost prestige."""
    return country.troops + sum(TROOP_MARKERS[m][0] for m in country.markers if m in TROOP_MARKERS and TROOP_MARKERS[m][1])


def troops_and_militia(country: Country) -> int:
    return total_troops(country) + country.militia


def resources(state: GameState, country: Country) -> int:
    """Resource value now: printed, +1 per Oil Price Spike in effect for oil exporters."""
    value = country.resources
    if country.oil_exporter and "Trade Embargo (Jihadist)" not in country.markers:
        value += state.lapsing.count(OIL_PRICE_SPIKE)
    return value


def good_resources(state: GameState) -> int:
    return sum(resources(state, c) for c in muslims(state) if c.governance == GOOD)


def islamist_resources(state: GameState) -> int:
    base = sum(resources(state, c) for c in muslims(state) if c.governance == ISLAMIST_RULE)
    return base + (1 if state.caliphate_capital else 0)


def fair_or_good_count(state: GameState) -> int:
    return sum(1 for c in muslims(state) if c.governance in (GOOD, FAIR))


def poor_or_islamist_count(state: GameState) -> int:
    return sum(1 for c in muslims(state) if c.governance in (POOR, ISLAMIST_RULE))


def islamist_rule_countries(state: GameState) -> list[str]:
    return [c.name for c in muslims(state) if c.governance == ISLAMIST_RULE]


def is_adversary(country: Country) -> bool:
    return country.alignment == ADVERSARY


# -- the Caliphate (11.3.8.1) ------------------------------------------------------------


def caliphate_candidate(country: Country) -> bool:
    """Could be part of (or host) the Caliphate: Civil War, Regime Change or Islamist Rule."""
    return country.muslim and (country.civil_war or country.regime_change is not None or country.governance == ISLAMIST_RULE)


def caliphate_members(state: GameState, capital: str | None = None) -> list[str]:
    """The capital plus every candidate country chained to it by adjacency (for another capital if given)."""
    capital = capital or state.caliphate_capital
    if capital is None:
        return []
    members = [capital]
    frontier = [capital]
    seen = {capital}
    while frontier:
        current = frontier.pop()
        for other in adjacent(current):
            if other in seen:
                continue
            seen.add(other)
            if caliphate_candidate(state.countries[other]):
                members.append(other)
                frontier.append(other)
    return members


def is_caliphate_member(state: GameState, name: str) -> bool:
    return state.caliphate_capital is not None and name in caliphate_members(state)


# -- events in effect --------------------------------------------------------------------


OBAMA_DOCTRINE = 143


def card_ops(state: GameState, number: int) -> int:
    """A card's Ops value: as printed, except Obama Doctrine (143), 3 Ops in Mitt's Turn."""
    if number == OBAMA_DOCTRINE and state.options.get("obama_doctrine_mitts_turn"):
        return 3
    return facts.cards()[number].ops


def event_in_play(state: GameState, card: int) -> bool:
    return card in state.events_in_play


def event_in_effect(state: GameState, number: int) -> bool:
    """A lasting event in effect: its marker in the Events in Play box, its card lapsing, or a global
    marker named after its title (the Mark + Remove cards: Pirates, Sequestration, Maersk Alabama)."""
    return (number in state.events_in_play or number in state.lapsing
            or facts.cards()[number].title in state.markers)


def lapsing_in_play(state: GameState, card: int) -> bool:
    return card in state.lapsing


def names(countries: Iterable[Country]) -> list[str]:
    return [c.name for c in countries]
