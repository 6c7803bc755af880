"""The rules a state must never break, checked after every card when a game asks for it.

`violations(state)` lists, in plain words, everything out of bounds: counter limits
(cells 15 + Training Camps' extra cells, troops 15, militia 15, Awakening/Reaction 15
each), tracks (prestige 1-12, funding 1-9, reserves 0-2), where pieces may be (no militia,
Awakening or Reaction in Good, Islamist Rule or non-Muslim countries, 11.2.4 / 11.1.4; no
Awakening or Reaction in Civil War, 11.2.2; nothing 11.3.14 clears left in a Good or
Islamist Rule country; no aid or Besieged Regime outside Muslim countries; nothing in an
untested Muslim country, 4.9.4), alignment (set exactly for tested Muslim countries), the plot
markers (the six plots and the six WMD, 11.3.1-11.3.2, each in exactly one place), the
cards (each in exactly one place; with ``state.options["cards"]`` exactly that set), and the
Caliphate (its capital a candidate, cells in its members active, 11.3.8).

They hold at every question too, not only between cards: a card being played is among the
cards in play (``state.playing``), so a state saved at any prompt is a board that keeps them.

`game.Game.verify` raises `InvariantBroken` with these messages when the list is not empty.
"""

from __future__ import annotations

from collections import Counter

from . import board, facts
from .setup import STANDARD_PLOTS
from .state import (
    ADVERSARY,
    ALLY,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    MAX_AWAKENING,
    MAX_FUNDING,
    MAX_MILITIA,
    MAX_PRESTIGE,
    MAX_REACTION,
    MAX_RESERVES,
    MAX_TROOPS,
    NEUTRAL,
    PLOT_KINDS,
    PLOT_WMD,
    SIDES,
    SOFT,
    UNTESTED,
    Country,
    GameState,
)

ADVISORS = "Advisors"  # Advisors' (121) country marker
FIRST_CARD, LAST_CARD = 121, 240


def wmd_markers() -> int:
    """The WMD markers in an Awakening game: Pakistan's arsenal 3, Syria 2, Iran 1 (11.3.1)."""
    wmd = facts.common_setup()["wmd"]
    return int(wmd["pakistan_arsenal"]) + int(wmd["syria"]) + int(wmd["iran"])


def violations(state: GameState) -> list[str]:
    """Every broken rule of the pieces, tracks, plots, cards and Caliphate (empty when all is well)."""
    problems: list[str] = []
    problems += _tracks(state)
    problems += _pieces(state)
    problems += _countries(state)
    problems += _plots(state)
    problems += _cards(state)
    problems += _caliphate(state)
    return problems


def _tracks(state: GameState) -> list[str]:
    problems = []
    if not 1 <= state.prestige <= MAX_PRESTIGE:
        problems.append(f"prestige {state.prestige} is off its track (1-{MAX_PRESTIGE})")
    if not 1 <= state.funding <= MAX_FUNDING:
        problems.append(f"funding {state.funding} is off its track (1-{MAX_FUNDING})")
    if state.us_posture not in (HARD, SOFT):
        problems.append(f"US posture {state.us_posture!r} is neither hard nor soft")
    for side in SIDES:
        value = state.reserves.get(side, 0)
        if not 0 <= value <= MAX_RESERVES:
            problems.append(f"{side} reserves {value} (0-{MAX_RESERVES})")
    return problems


def _pieces(state: GameState) -> list[str]:
    """Counter limits: what is on the map never exceeds the counters in the box."""
    problems = []
    for name, country in state.countries.items():
        for label in ("sleepers", "actives", "cadre", "troops", "militia", "awakening", "reaction", "aid", "wmd"):
            value = getattr(country, label)
            if value < 0:
                problems.append(f"{name}: {value} {label}")
        if country.cadre > 1:
            problems.append(f"{name}: {country.cadre} cadres (a country holds one at most)")
    cells = board.cells_on_map(state)
    # extra cells stranded when Training Camps left stay on the map until removed (11.3.7)
    capacity = board.cell_capacity(state) + state.counters.get("stranded_cells", 0)
    if cells > capacity:
        problems.append(f"{cells} cells on the map, more than the {capacity} in play")
    if state.off_map_troops < 0:
        problems.append(f"{state.off_map_troops} troops in the off-map box")
    troops = board.troop_cubes_on_map(state) + state.off_map_troops
    if troops > MAX_TROOPS:
        problems.append(f"{troops} troops on the map and off it, more than the {MAX_TROOPS} cubes")
    militia = board.militia_on_map(state)
    if militia > MAX_MILITIA:
        problems.append(f"{militia} militia on the map, more than {MAX_MILITIA}")
    awakening = sum(c.awakening for c in state.countries.values())
    if awakening > MAX_AWAKENING:
        problems.append(f"{awakening} awakening markers on the map, more than {MAX_AWAKENING}")
    reaction = sum(c.reaction for c in state.countries.values())
    if reaction > MAX_REACTION:
        problems.append(f"{reaction} reaction markers on the map, more than {MAX_REACTION}")
    return problems


def _countries(state: GameState) -> list[str]:
    problems = []
    for name, country in state.countries.items():
        if country.muslim:
            problems += _muslim(name, country)
        else:
            for label in ("militia", "awakening", "reaction", "aid"):
                if getattr(country, label):
                    problems.append(f"{name}: {getattr(country, label)} {label} in a non-Muslim country")
            if country.besieged:
                problems.append(f"{name}: Besieged Regime in a non-Muslim country")
            if country.alignment is not None:
                problems.append(f"{name}: a non-Muslim country has alignment {country.alignment!r}")
            if country.civil_war:
                problems.append(f"{name}: Civil War in a non-Muslim country")
            if country.posture not in (None, HARD, SOFT):
                problems.append(f"{name}: posture {country.posture!r}")
        if country.regime_change not in (None, "green", "tan"):
            problems.append(f"{name}: regime change marker {country.regime_change!r}")
    return problems


def _muslim(name: str, country: Country) -> list[str]:
    problems = []
    if not UNTESTED <= country.governance <= ISLAMIST_RULE:
        problems.append(f"{name}: governance {country.governance}")
    tested = country.governance != UNTESTED
    if not tested:
        held = [label for label in ("sleepers", "actives", "cadre", "troops", "militia", "aid", "awakening", "reaction")
                if getattr(country, label)] + (["plots"] if country.plots else []) + country.markers
        if held:
            problems.append(f"{name}: untested but holds {', '.join(held)} (4.9.4: placing anything tests it)")
    if tested and country.alignment not in (ALLY, NEUTRAL, ADVERSARY):
        problems.append(f"{name}: tested but its alignment is {country.alignment!r}")
    if not tested and country.alignment is not None:
        problems.append(f"{name}: untested but aligned {country.alignment!r}")
    if country.governance in (GOOD, ISLAMIST_RULE):
        level = "a Good" if country.governance == GOOD else "an Islamist Rule"
        # 11.2.4, 11.1.4 and 11.3.14: these never stay in a Good or Islamist Rule country
        for label in ("militia", "awakening", "reaction", "aid"):
            if getattr(country, label):
                problems.append(f"{name}: {getattr(country, label)} {label} in {level} country")
        if country.besieged:
            problems.append(f"{name}: Besieged Regime in {level} country")
        if country.civil_war:
            problems.append(f"{name}: Civil War in {level} country")
        if country.regime_change:
            problems.append(f"{name}: Regime Change in {level} country")
    if country.civil_war and (country.awakening or country.reaction):
        problems.append(f"{name}: awakening/reaction markers in a Civil War country (11.2.2)")
    if ADVISORS in country.markers:
        # 121: "Advisors removed if country becomes Adversary, if the Civil War ends or if Troops present"
        if board.troops_present(country):
            problems.append(f"{name}: Advisors with troops present (121)")
        if not country.civil_war or country.alignment == ADVERSARY:
            problems.append(f"{name}: Advisors outside a Civil War or in an Adversary (121)")
    return problems


def _plots(state: GameState) -> list[str]:
    """Six plot markers (1,1,1,2,2,3) and six WMD, each available, resolved, removed, on the map or cached."""
    problems = []
    everywhere: Counter[str] = Counter()
    for pile in (state.plots_available, state.plots_resolved, state.plots_removed):
        everywhere.update(pile)
    for country in state.countries.values():
        everywhere.update(p.kind for p in country.plots)
    strange = sorted(k for k in everywhere if k not in PLOT_KINDS)
    if strange:
        problems.append(f"unknown plot markers {strange}")
    standard = Counter({k: v for k, v in everywhere.items() if k != PLOT_WMD and k in PLOT_KINDS})
    if standard != Counter(STANDARD_PLOTS):
        problems.append(f"plot markers {_plots_text(standard)} instead of {_plots_text(Counter(STANDARD_PLOTS))}")
    wmd = everywhere[PLOT_WMD] + sum(c.wmd for c in state.countries.values())
    if wmd != wmd_markers():
        problems.append(f"{wmd} WMD markers accounted for, not {wmd_markers()}")
    return problems


def _plots_text(plots: Counter[str]) -> str:
    return "[" + ", ".join(sorted(plots.elements())) + "]"


def _cards(state: GameState) -> list[str]:
    """Each card in one zone (the Events in Play box holds markers, not cards); with the scenario's
    card set known, exactly those cards."""
    problems = []
    places: dict[int, list[str]] = {}
    piles = {
        "draw pile": state.draw_pile,
        "US hand": state.hands.get("us", []),
        "Jihadist hand": state.hands.get("jihadist", []),
        "discard pile": state.discard,
        "removed pile": state.removed,
        "lapsing box": state.lapsing,
        "first plot box": [state.first_plot_card] if state.first_plot_card is not None else [],
        "cards being played": state.playing,
    }
    for where, pile in piles.items():
        for number in pile:
            places.setdefault(number, []).append(where)
    for number, where in sorted(places.items()):
        if len(where) > 1:
            problems.append(f"card {number} is in {len(where)} places: {', '.join(where)}")
        if not FIRST_CARD <= number <= LAST_CARD:
            problems.append(f"card {number} is not an Awakening card ({FIRST_CARD}-{LAST_CARD})")
    markers = Counter(state.events_in_play)
    for number, count in sorted(markers.items()):
        if count > 1:
            problems.append(f"{count} markers of card {number} in the Events in Play box")
        if not FIRST_CARD <= number <= LAST_CARD:
            problems.append(f"a marker of card {number} in the Events in Play box (not an Awakening card)")
    expected = state.options.get("cards")
    if expected is not None:
        expected_set = set(expected)
        missing = sorted(expected_set - set(places))
        extra = sorted(set(places) - expected_set)
        if missing:
            problems.append(f"cards {missing} are nowhere")
        if extra:
            problems.append(f"cards {extra} are not in this scenario's cards")
    return problems


def _caliphate(state: GameState) -> list[str]:
    capital = state.caliphate_capital
    if capital is None:
        return []
    if capital not in state.countries:
        return [f"the Caliphate capital is in an unknown country {capital!r}"]
    problems = []
    if not board.caliphate_candidate(state.countries[capital]):
        problems.append(f"{capital} holds the Caliphate capital but is not in Civil War, "
                        "Regime Change or under Islamist Rule (11.3.8.1)")
        return problems
    for member in board.caliphate_members(state):
        sleepers = state.countries[member].sleepers
        if sleepers:
            problems.append(f"{member}: {sleepers} sleeper cells in a Caliphate country (11.3.8.3)")
    return problems
