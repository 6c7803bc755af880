"""A position file: a scenario plus the changes that make a board, for "what would the Bot do here?".

A position is untrusted input (a player writes it by hand, a forum post pastes it), so it is
read like every other file botkit reads (capped, safe YAML with the line of every key) and
every problem is a `PositionError` naming ``file:line``, what is wrong and what is allowed.
The board is built from the scenario's set-up (`scenarios`) through the very corrections a
player makes at the table (`adjust`): no other code writes the board. The result is then
checked against the board's rules (`invariants`); a position that breaks one (16 Awakening
markers, more troops than the cubes) is refused with the rule's words.

The format (every key but ``format``, ``version`` and ``scenario`` optional; docs/positions.md
describes each)::

    format: botkit-labyrinth-position
    version: 1
    scenario: awakening          # an id or English name (botkit scenario list)
    rules: [1, 3]                # optional rules in force
    decks: 1
    seed: 1                      # the draw pile's shuffle (the cards the file does not place)
    turn: 1
    card_of_phase: 1             # the Bot's card is the first (1) or second (2) of its action phase
    tracks:
      prestige: 6
      funding: 5
      us_posture: soft
      reserves: {us: 0, jihadist: 2}
      off_map_troops: 0
      troops_on_track: 9         # a check: the map must leave this many on the troops track
      cells_on_track: 9          # a check: the same for the cells on the funding track
    countries:
      Pakistan: {governance: fair, alignment: ally, sleeper cells: 2, reaction: 1, plots: [1]}
      Gulf States: {militia: 3}
    markers: [Bloody Thursday]   # global markers (not tied to a card in the Events in Play box)
    events_in_play: [164, 232]   # the whole Events in Play box
    hands: {jihadist: [128, 239], us: [165, 235]}   # top card first
    discard: [137, 131]
    removed: []
    lapsing: []
    draw_pile: [200, 201]        # the top of the draw pile, top first
    plots_resolved: []
    capability_markers: {us: [adept]}   # optional rule 3 (rules: [3]): the markers a Bot holds

Names (countries, keys, governance, alignment, sides, cards) are the glossary's English names
in any case, with spaces or underscores; a typo gets the closest name.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from botkit import libraries
from botkit.errors import did_you_mean
from botkit.source import YamlReadError, line_of, read_one_document

from . import adjust, board, facts, scenarios
from .adjust import AdjustError
from .consequences import TRADE_EMBARGO_MARKERS
from .invariants import violations
from .optional_rules import OPTIONAL_RULES
from .state import JIHADIST, PLOT_KINDS, US, GameState

FORMAT = "botkit-labyrinth-position"
VERSION = 1
MAX_TURN = 200

TOP_KEYS = ("format", "version", "scenario", "rules", "decks", "seed", "turn", "card_of_phase", "tracks", "countries",
            "markers", "events_in_play", "hands", "discard", "removed", "lapsing", "draw_pile", "plots_resolved",
            "capability_markers")
VARIABLE_DIFFICULTY = 3  # optional rule 3: the Bots hold capability markers instead of a tier
MARKER_SETS = {US: "labyrinth.us.capability_markers", JIHADIST: "labyrinth.jihadist.capability_markers"}
TRACK_KEYS = {"prestige": "prestige", "funding": "funding", "us_posture": "us_posture", "gwot": "us_posture",
              "posture": "us_posture", "off_map_troops": "off_map_troops", "off_map": "off_map_troops",
              "reserves": "reserves", "troops_on_track": "troops_on_track", "troops_track": "troops_on_track",
              "cells_on_track": "cells_on_track", "cells_on_funding_track": "cells_on_track"}
# what a country entry may say (glossary names and short forms) -> the correction's field
COUNTRY_KEYS = {
    "governance": "governance", "alignment": "alignment", "posture": "posture", "troops": "troops",
    "militia": "militia", "sleepers": "sleepers", "sleeper_cells": "sleepers", "sleeper": "sleepers",
    "actives": "actives", "active_cells": "actives", "active": "actives", "cadre": "cadre", "aid": "aid",
    "awakening": "awakening", "awakening_markers": "awakening", "reaction": "reaction",
    "reaction_markers": "reaction", "wmd": "wmd", "besieged": "besieged", "besieged_regime": "besieged",
    "civil_war": "civil_war", "regime_change": "regime_change", "markers": "markers", "plots": "plots",
    "caliphate_capital": "caliphate_capital",
}
# a country's fields in the order they are set: governance first (it sets the alignment a tested
# country needs), the Caliphate capital last (it needs the Civil War or Islamist Rule it sits on)
FIELD_ORDER = ("governance", "alignment", "posture", "troops", "militia", "sleepers", "actives", "cadre", "aid",
               "awakening", "reaction", "wmd", "besieged", "civil_war", "regime_change", "markers", "plots",
               "caliphate_capital")
ZONE_KEYS = {"discard": "discard", "removed": "removed", "lapsing": "lapsing"}
YES = {"yes": True, "true": True, "on": True, "no": False, "false": False, "off": False}


EXAMPLE_MARKERS = ("Bloody Thursday", "Advisors", *TRADE_EMBARGO_MARKERS)


def markers() -> dict[str, str]:
    """Every marker a board may hold, by its forgiving `key`: a marker is named after its card (the
    card's title), but Trade Embargo's are named by the side that played it, and only so."""
    sided = {name.split(" (")[0] for name in TRADE_EMBARGO_MARKERS}
    names = [card.title for card in facts.cards().values() if card.title not in sided] + list(TRADE_EMBARGO_MARKERS)
    return {key(name): name for name in names}


class PositionError(ValueError):
    """A position that cannot be set up; the message is ``file:line: what is wrong (what is allowed)``."""


@dataclass
class Position:
    """A position read from a file: the board, and what the file said about the game around it."""

    state: GameState
    source: str
    rules: list[int] = field(default_factory=list)
    seed: int = 1


def key(text: Any) -> str:
    """A forgiving form of a name: lower case, words joined by '_' ('Sleeper cells' -> 'sleeper_cells')."""
    return "_".join(re.findall(r"[a-z0-9]+", str(text).lower().replace("'", "")))


def load_position(path: Path) -> Position:
    """Read and check a position file; every problem is a `PositionError` naming file:line."""
    try:
        data = read_one_document(path, "position")
    except YamlReadError as exc:
        raise PositionError(str(exc)) from None
    return parse_position(data, str(path))


def parse_position(data: Any, source: str = "position") -> Position:
    """Build the board a position's data (as read from YAML) describes, checking it key by key."""
    return _Reader(data, source).read()


class _Reader:
    def __init__(self, data: Any, source: str) -> None:
        self.data = data
        self.source = source
        self.track_checks: tuple[Any, dict[str, tuple[int, Any]]] = ({}, {})  # the checks `tracks` found

    def fail(self, container: Any, name: Any, message: str) -> PositionError:
        line = line_of(container, name) if name is not None else line_of(container)
        return PositionError(f"{self.source}:{line or 1}: {message}")

    # -- the whole file ----------------------------------------------------------------------------
    def read(self) -> Position:
        data = self.data
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            where = line_of(data, "format") if isinstance(data, dict) and "format" in data else 1
            raise PositionError(f"{self.source}:{where}: not a botkit position (expected 'format: {FORMAT}')")
        version = data.get("version")
        if version != VERSION or isinstance(version, bool):
            raise self.fail(data, "version", f"position version {version!r} is not supported (expected {VERSION})")
        for name in data:
            if name not in TOP_KEYS:
                raise self.fail(data, name, f"unknown key {name!r}{did_you_mean(name, TOP_KEYS)} "
                                            f"(a position may have: {', '.join(TOP_KEYS)})")
        scenario = self.scenario()
        rules = self.rules()
        seed = self.whole(data, "seed", 0, None, 1)
        decks = data.get("decks")
        try:
            state = scenarios.new_game_state(scenario, rng=random.Random(seed), decks=decks,
                                             options={"rules": rules} if rules else None)
        except scenarios.ScenarioError as exc:
            raise self.fail(data, "decks" if "decks" in data else "scenario", str(exc)) from None
        state.turn = self.whole(data, "turn", 1, MAX_TURN, 1)
        state.cards_played_in_phase = self.whole(data, "card_of_phase", 1, 2, 1) - 1
        self.tracks(state)
        self.countries(state)
        self.cards(state)
        self.markers(state, rules)
        self.check(state)
        return Position(state, self.source, rules, seed)

    def scenario(self) -> str:
        data = self.data
        if not isinstance(data.get("scenario"), str):
            raise self.fail(data, "scenario" if "scenario" in data else None,
                            f"'scenario' is required: a scenario id or name ({', '.join(scenarios.scenario_ids())})")
        try:
            return scenarios.resolve(data["scenario"])
        except scenarios.UnknownScenario as exc:
            raise self.fail(data, "scenario", str(exc)) from None

    def rules(self) -> list[int]:
        rules = self.data.get("rules") or []
        if not isinstance(rules, list) or not all(_whole(r) and r in OPTIONAL_RULES for r in rules):
            named = ", ".join(f"{n} ({name})" for n, name in OPTIONAL_RULES.items())
            raise self.fail(self.data, "rules", f"'rules' lists optional rule numbers: {named}")
        return sorted(set(rules))

    def whole(self, container: dict[str, Any], name: str, low: int, high: int | None, default: int) -> int:
        value = container.get(name, default)
        if not _whole(value) or value < low or (high is not None and value > high):
            span = f"from {low} to {high}" if high is not None else f"of {low} or more"
            raise self.fail(container, name, f"'{name}' is a whole number {span}, not {value!r}")
        return value

    # -- corrections, each located -----------------------------------------------------------------
    def apply(self, state: GameState, change: dict[str, Any], container: Any, name: Any) -> None:
        try:
            adjust.apply(state, change)
        except AdjustError as exc:
            raise self.fail(container, name, str(exc)) from None

    def known(self, container: Any, written: Any, names: dict[str, str], what: str, allowed: str) -> str:
        """The name `written` stands for (any case, spaces or underscores), or a refusal with the closest."""
        name = names.get(key(written))
        if name is None:
            raise self.fail(container, written, f"{what} {written!r}{did_you_mean(key(written), names)} ({allowed})")
        return name

    def mapping(self, container: Any, name: str) -> dict[str, Any]:
        value = container.get(name) or {}
        if not isinstance(value, dict):
            raise self.fail(container, name, f"'{name}' is a mapping of names to values")
        return value

    # -- tracks ------------------------------------------------------------------------------------
    def tracks(self, state: GameState) -> None:
        tracks = self.mapping(self.data, "tracks")
        checks: dict[str, tuple[int, Any]] = {}
        for written, value in tracks.items():
            name = self.known(tracks, written, TRACK_KEYS, "no track",
                              f"tracks: {', '.join(sorted(set(TRACK_KEYS.values())))}")
            if name == "reserves":
                self.reserves(state, tracks, written, value)
            elif name in ("troops_on_track", "cells_on_track"):
                if not _whole(value) or value < 0:
                    raise self.fail(tracks, written, f"{written} is a whole number, not {value!r}")
                checks[name] = (value, written)
            else:
                if name == "us_posture" and isinstance(value, str):
                    value = value.strip().lower()
                self.apply(state, {"track": name, "value": value}, tracks, written)
        for name, plots in (("markers", self.data.get("markers")), ("plots_resolved", self.data.get("plots_resolved"))):
            if name in self.data:
                value = self.marker_names(self.data, name) if name == "markers" else self.plots(self.data, name, plots)
                self.apply(state, {"track": name, "value": value}, self.data, name)
        self.track_checks = (tracks, checks)

    def reserves(self, state: GameState, tracks: Any, written: str, value: Any) -> None:
        if not isinstance(value, dict):
            raise self.fail(tracks, written, "'reserves' maps us and jihadist to 0-2, e.g. {us: 0, jihadist: 2}")
        for side_name, amount in value.items():
            side = self.side(value, side_name)
            self.apply(state, {"track": f"reserves_{side}", "value": amount}, value, side_name)

    def side(self, container: Any, written: Any) -> str:
        return self.known(container, written, {"us": US, "jihadist": JIHADIST}, "no side", "sides: us, jihadist")

    # -- countries ---------------------------------------------------------------------------------
    def countries(self, state: GameState) -> None:
        countries = self.mapping(self.data, "countries")
        names = {key(name): name for name in state.countries}
        seen: dict[str, str] = {}
        for written, entry in countries.items():
            name = names.get(key(written))
            if name is None:
                raise self.fail(countries, written, f"no country {written!r}{did_you_mean(written, state.countries)}")
            if name in seen:
                raise self.fail(countries, written, f"{name} is given twice ({seen[name]!r} and {written!r})")
            seen[name] = written
            if not isinstance(entry, dict):
                raise self.fail(countries, written, f"{name}: a country takes a mapping, e.g. "
                                                    "{governance: poor, sleeper cells: 2}")
            self.country(state, name, entry)

    def country(self, state: GameState, name: str, entry: dict[str, Any]) -> None:
        fields: dict[str, tuple[str, Any]] = {}
        for written, value in entry.items():
            wanted = self.known(entry, written, COUNTRY_KEYS, f"{name}: no field", f"fields: {', '.join(FIELD_ORDER)}")
            if wanted in fields:
                raise self.fail(entry, written, f"{name}: {wanted.replace('_', ' ')} is given twice")
            fields[wanted] = (written, value)
        for wanted in FIELD_ORDER:
            if wanted not in fields:
                continue
            written, value = fields[wanted]
            if wanted == "caliphate_capital":
                if self.flag(entry, written, value, f"{name} caliphate capital"):
                    self.apply(state, {"track": "caliphate_capital", "value": name}, entry, written)
                continue
            self.apply(state, {"country": name, "field": wanted, "value": self.value(entry, written, wanted, value)},
                       entry, written)

    def value(self, entry: Any, written: str, wanted: str, value: Any) -> Any:
        """A country field's value in the form the correction takes ('Islamist Rule' -> 'islamist rule')."""
        if wanted in ("governance", "alignment", "posture", "regime_change") and isinstance(value, str):
            return value.strip().lower().replace("_", " ")
        if wanted == "regime_change" and value is False:
            return None
        if wanted in ("besieged", "civil_war"):
            return self.flag(entry, written, value, wanted.replace("_", " "))
        if wanted == "plots":
            return self.plots(entry, written, value)
        if wanted == "markers":
            return self.marker_names(entry, written)
        return value

    def flag(self, container: Any, written: str, value: Any, what: str) -> bool:
        if isinstance(value, str) and value.strip().lower() in YES:
            return YES[value.strip().lower()]
        if not isinstance(value, bool):
            raise self.fail(container, written, f"{what} is yes or no, not {value!r}")
        return value

    def plots(self, container: Any, written: str, value: Any) -> list[str]:
        values = value if isinstance(value, list) else [] if value is None else [value]
        kinds = []
        for plot in values:
            kind = "WMD" if isinstance(plot, str) and plot.strip().upper() == "WMD" else str(plot).strip()
            if isinstance(plot, bool) or kind not in PLOT_KINDS:
                raise self.fail(container, written, f"{plot!r} is not a plot (plots: {', '.join(PLOT_KINDS)})")
            kinds.append(kind)
        return kinds

    def marker_names(self, container: Any, written: str) -> list[str]:
        """The markers a list names, each as the engine knows it; a name no marker has is refused (a
        misspelt one would otherwise be kept, read by nothing, and vanish from the Bot's view)."""
        value = container.get(written) or []
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.fail(container, written, f"'{written}' lists names, e.g. [Bloody Thursday]")
        known = markers()
        names = []
        for index, name in enumerate(value):
            found = known.get(key(name))
            if found is None:
                line = line_of(value, index) or line_of(container, written)
                raise PositionError(f"{self.source}:{line or 1}: no marker {name.strip()!r}"
                                    f"{did_you_mean(name.strip(), known.values())} (a marker is named after its "
                                    f"card, e.g. {', '.join(EXAMPLE_MARKERS)})")
            names.append(found)
        return names

    # -- cards -------------------------------------------------------------------------------------
    def cards(self, state: GameState) -> None:
        data = self.data
        hands = self.mapping(data, "hands")
        placed: dict[int, str] = {}
        zones: list[tuple[str, Any, str, list[int]]] = []
        for written, cards in hands.items():
            # top card first in the file; a hand is a face-down pile whose last card is the top (13.2)
            zones.append((self.side(hands, written), hands, written, list(reversed(self.card_list(hands, written, cards)))))
        for name, zone in ZONE_KEYS.items():
            if name in data:
                zones.append((zone, data, name, self.card_list(data, name, data[name])))
        if "draw_pile" in data:
            # the top card first in the file; each card put on top, so the last one put is the top
            zones.append(("draw", data, "draw_pile", list(reversed(self.card_list(data, "draw_pile", data["draw_pile"])))))
        in_game = set(state.options.get("cards", ()))
        for zone, container, written, cards in zones:
            for number in cards:
                if number in placed:
                    raise self.fail(container, written, f"card {number} is placed twice ({adjust.ZONES[placed[number]]} and {adjust.ZONES[zone]})")
                if number not in in_game:
                    raise self.fail(container, written, f"card {number} is not among this scenario's cards "
                                                        "(it is out of the game here)")
                placed[number] = zone
                self.apply(state, {"card": number, "zone": zone}, container, written)
        if "events_in_play" in data:
            wanted = self.card_list(data, "events_in_play", data["events_in_play"])
            for number in list(state.events_in_play):
                self.apply(state, {"event": number, "in_play": False}, data, "events_in_play")
            for number in wanted:
                self.apply(state, {"event": number, "in_play": True}, data, "events_in_play")

    def card_list(self, container: Any, written: str, value: Any) -> list[int]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(container, written, f"'{written}' lists cards by number or name, e.g. [137, Coup]")
        return [self.card(container, written, item) for item in value]

    def card(self, container: Any, written: str, item: Any) -> int:
        cards = facts.cards()
        if _whole(item) and item in cards:
            return item
        if isinstance(item, str):
            wanted = key(item.lstrip("#"))
            found = [n for n, c in cards.items() if wanted in (key(c.title), key(c.name), str(n))]
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                raise self.fail(container, written, f"{item!r} names several cards: "
                                                    f"{', '.join(cards[n].name for n in found)} (give the number)")
            return self._unknown_card(container, written, item)
        raise self.fail(container, written, f"no card {item!r} (cards are numbers 121-240 or their names)")

    def _unknown_card(self, container: Any, written: str, item: str) -> int:
        titles = [c.title.lower() for c in facts.cards().values()]
        raise self.fail(container, written, f"no card {item!r}{did_you_mean(item.strip().lower(), titles)} "
                                            f"(cards are numbers 121-240 or their names)")

    # -- optional rule 3 ---------------------------------------------------------------------------
    def markers(self, state: GameState, rules: list[int]) -> None:
        """The capability markers each Bot holds (otherwise it draws them at random when it first acts)."""
        held = self.mapping(self.data, "capability_markers")
        if held and VARIABLE_DIFFICULTY not in rules:
            raise self.fail(self.data, "capability_markers", "capability markers are optional rule 3's: "
                                                            "add 3 to 'rules' (rules: [3])")
        library = libraries.library_for("labyrinth")
        for written, names in held.items():
            side = self.side(held, written)
            known = {key(n): n for n in library.tiers[MARKER_SETS[side]].names()}
            if not isinstance(names, list):
                raise self.fail(held, written, f"the {side} markers are a list, e.g. [{', '.join(known.values())}]")
            chosen = []
            for name in names:
                marker = known.get(key(name))
                if marker is None:
                    raise self.fail(held, written, f"no {side} capability marker {name!r}"
                                                   f"{did_you_mean(key(name), known)} (markers: {', '.join(known)})")
                chosen.append(marker)
            state.options[f"{side}_capability_markers"] = sorted(set(chosen))

    # -- the board's rules -------------------------------------------------------------------------
    def check(self, state: GameState) -> None:
        tracks, checks = self.track_checks
        derived = {"troops_on_track": (board.troops_on_track(state), "troops"),
                   "cells_on_track": (board.cells_on_funding_track(state), "cells")}
        for name, (wanted, written) in checks.items():
            actual, what = derived[name]
            if actual != wanted:
                raise self.fail(tracks, written, f"the map leaves {actual} {what} on the track, the file says "
                                                 f"{wanted} (place or take {what} in the countries to match)")
        broken = violations(state)
        if broken:
            container, name = self.where(broken[0], state)
            raise self.fail(container, name, f"this position breaks the board's rules: {'; '.join(broken)}")

    def where(self, problem: str, state: GameState) -> tuple[Any, Any]:
        """The key a broken rule is most likely about: its country, else the section of the file."""
        countries = self.data.get("countries") or {}
        country = next((n for n in state.countries if problem.startswith(f"{n}:")), None)
        written = next((w for w in countries if country and key(w) == key(country)), None)
        if written is not None:
            return countries, written
        section = next((s for words, s in SECTIONS if any(w in problem for w in words) and s in self.data), None)
        return (self.data, section) if section else (self.data, None)


# the section of a position a broken rule that names no country is about
SECTIONS = ((("prestige", "funding", "posture", "reserves", "off-map"), "tracks"),
            (("cells", "troops", "militia", "awakening", "reaction", "plot", "WMD"), "countries"),
            (("card",), "hands"), (("card",), "discard"), (("card",), "draw_pile"), (("Events in Play",), "events_in_play"))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
