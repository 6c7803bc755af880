"""The game state: plain mutable dataclasses that serialise to versioned JSON.

Everything that changes during a game lives here and nothing else does: printed facts
are in `facts`, randomness in the game's RNG, choices come from deciders. Derived
quantities (levels, counts, availability) are computed by `board`, never stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from . import derived

# Governance levels (printed values; a lower number is better).
UNTESTED, GOOD, FAIR, POOR, ISLAMIST_RULE = 0, 1, 2, 3, 4
GOVERNANCE_TEXT = {UNTESTED: "Untested", GOOD: "Good", FAIR: "Fair", POOR: "Poor", ISLAMIST_RULE: "Islamist Rule"}
ALLY, NEUTRAL, ADVERSARY = "ally", "neutral", "adversary"
HARD, SOFT = "hard", "soft"
US, JIHADIST = "us", "jihadist"
SIDES = (US, JIHADIST)
PLOT_WMD = "WMD"
PLOT_KINDS = ("1", "2", "3", PLOT_WMD)

MAX_CELLS = 15
MAX_TROOPS = 15
MAX_MILITIA = 15
MAX_AWAKENING = 15
MAX_REACTION = 15
MAX_PRESTIGE = 12
MAX_FUNDING = 9
MAX_RESERVES = 2  # Ops a side's reserves hold (4.7.9)


def other_side(side: str) -> str:
    return JIHADIST if side == US else US


def plot_value(plot: str) -> int:
    """Plot number for comparisons (a WMD plot ranks above 3)."""
    return 4 if plot == PLOT_WMD else int(plot)


@dataclass(slots=True)
class PlotMarker:
    """A plot on the map; face up once revealed (or always when the US Bot plays, 13.3.3).

    `backlash`: the US event Backlash (122) marked it: when resolved in a Muslim country
    it lowers funding instead of raising it.
    """

    kind: str
    face_up: bool = False
    backlash: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "face_up": self.face_up, "backlash": self.backlash}


MUSLIM_KINDS = frozenset(("sunni", "shia_mix"))


@dataclass(slots=True)
class Country:
    name: str
    kind: str  # sunni | shia_mix | non_muslim | iran_special (tiles may change it)
    governance: int = UNTESTED
    alignment: str | None = None
    posture: str | None = None  # non-Muslim only; None = untested
    sleepers: int = 0
    actives: int = 0
    cadre: int = 0
    troops: int = 0
    militia: int = 0
    plots: list[PlotMarker] = field(default_factory=list)
    aid: int = 0
    besieged: bool = False
    regime_change: str | None = None  # None | "green" | "tan"
    civil_war: bool = False
    awakening: int = 0
    reaction: int = 0
    wmd: int = 0  # WMD markers cached here (Pakistan arsenal, Syria, Iran)
    markers: list[str] = field(default_factory=list)  # country event markers (e.g. "Advisors", "NATO")
    resources: int = 0  # printed resources (Muslim; tiles may change it)
    oil_exporter: bool = False
    # a Sunni or Shia-Mix country: read some 30,000 times a game (every candidate list, every count), so
    # kept with `kind` - every write of `kind` sets it (`__setattr__`) - rather than worked out per read;
    # not part of the state (`to_dict` leaves it out, it follows from `kind`)
    muslim: bool = field(init=False, repr=False, compare=False)
    # sleepers plus actives: read some 7,500 times a game (every mobile-cell count, every candidate test), so
    # kept - every write of either sets it (`__setattr__`) - rather than added up per read; not part of the state
    cells: int = field(init=False, repr=False, compare=False)

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "kind":
            object.__setattr__(self, "muslim", value in MUSLIM_KINDS)
            derived.forget_all()  # the Muslim countries are kept through every other change
        elif name == "sleepers" or name == "actives":
            # `__init__` writes `sleepers` before `actives` is there: its write of `actives` then sets it right
            object.__setattr__(self, "cells", self.sleepers + getattr(self, "actives", 0))

    @property
    def shia_mix(self) -> bool:
        return self.kind == "shia_mix"

    @property
    def sunni(self) -> bool:
        return self.kind == "sunni"

    @property
    def untested(self) -> bool:
        if self.muslim:
            return self.governance == UNTESTED
        return self.kind == "non_muslim" and self.posture is None

    def is_good(self) -> bool:
        return self.governance == GOOD

    def is_fair(self) -> bool:
        return self.governance == FAIR

    def is_poor(self) -> bool:
        return self.governance == POOR

    def is_islamist_rule(self) -> bool:
        return self.governance == ISLAMIST_RULE

    def is_ally(self) -> bool:
        return self.alignment == ALLY

    def is_neutral(self) -> bool:
        return self.alignment == NEUTRAL

    def is_adversary(self) -> bool:
        return self.alignment == ADVERSARY

    def has_marker(self, marker: str) -> bool:
        return marker in self.markers

    def marker_count(self, marker: str) -> int:
        return self.markers.count(marker)

    def signature(self) -> tuple:
        """Everything about the country, cheaply comparable (to see what a card changed)."""
        return (
            self.kind, self.governance, self.alignment, self.posture, self.sleepers, self.actives, self.cadre,
            self.troops, self.militia, tuple((p.kind, p.face_up, p.backlash) for p in self.plots), self.aid,
            self.besieged, self.regime_change, self.civil_war, self.awakening, self.reaction, self.wmd,
            tuple(self.markers), self.resources, self.oil_exporter,
        )

    def to_dict(self) -> dict[str, Any]:
        data = {}
        for f in fields(self):
            if not f.init:
                continue  # kept from the others (`muslim`)
            value = getattr(self, f.name)
            if f.name == "plots":
                value = [p.to_dict() for p in value]
            elif isinstance(value, list):
                value = list(value)
            data[f.name] = value
        return data

    def copy(self) -> Country:
        """What `from_dict(to_dict())` gives (plots and markers anew), field by field."""
        other = object.__new__(Country)
        for name in _COUNTRY_SLOTS:
            object.__setattr__(other, name, getattr(self, name))
        object.__setattr__(other, "plots", [PlotMarker(p.kind, p.face_up, p.backlash) for p in self.plots])
        object.__setattr__(other, "markers", list(self.markers))
        return other

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Country:
        values = dict(data)
        values["plots"] = [PlotMarker(**p) for p in values.get("plots", [])]
        values["markers"] = list(values.get("markers", []))
        return cls(**values)


_COUNTRY_SLOTS = tuple(f.name for f in fields(Country))  # `muslim` and `cells` too: a copy keeps them


@dataclass(slots=True)
class GameState:
    scenario: str
    countries: dict[str, Country]
    prestige: int = 5
    funding: int = 5
    us_posture: str = SOFT
    off_map_troops: int = 0
    turn: int = 1
    phase: str = "setup"  # setup | jihadist | us | end_of_turn | over
    action_phase: int = 0  # count of action phases this turn
    cards_played_in_phase: int = 0
    decks: int = 1  # how many decks the game lasts
    deck_number: int = 1
    turns_limit: int = 0  # fixed number of turns (Assad Alone), 0 = none
    # plots
    plots_available: list[str] = field(default_factory=list)
    plots_resolved: list[str] = field(default_factory=list)  # used this turn (11.3.2); back to available at end of turn
    plots_removed: list[str] = field(default_factory=list)  # out of the game (WMD once used or alerted)
    # cards
    draw_pile: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    hands: dict[str, list[int]] = field(default_factory=lambda: {"us": [], "jihadist": []})
    # the Events in Play box: the markers of marked events (M) in effect, by card number - the cards
    # themselves are in another zone (save format 2; version 1 kept the card here, see `upgrade`)
    events_in_play: list[int] = field(default_factory=list)
    lapsing: list[int] = field(default_factory=list)  # lapsing events (L) in effect this turn
    first_plot_card: int | None = None
    # the cards being played right now, the first one played first (a Reassessment's second card, a
    # card an event discards and sets off, follow it): face up on the table until their play puts
    # them in a pile, so a state taken at any question - a save - still has every card somewhere
    playing: list[int] = field(default_factory=list)
    reserves: dict[str, int] = field(default_factory=lambda: {"us": 0, "jihadist": 0})
    markers: list[str] = field(default_factory=list)  # global markers not tied to one card
    caliphate_capital: str | None = None
    # bookkeeping of what happened this turn (for events and the Bots)
    plots_resolved_this_turn_in: list[str] = field(default_factory=list)
    us_wmd_resolved: bool = False
    # countries an Event or Operation was aimed at in this / the previous action phase (Smartphones, 211-213)
    targets_this_phase: list[str] = field(default_factory=list)
    targets_last_phase: list[str] = field(default_factory=list)
    winner: str | None = None
    victory: str = ""
    # scenario-specific data (e.g. Obama Doctrine override) and optional rules
    options: dict[str, Any] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)  # small named counts events keep

    def country(self, name: str) -> Country:
        return self.countries[name]

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "countries":
                value = {name: c.to_dict() for name, c in value.items()}
            elif isinstance(value, dict):
                value = {k: (list(v) if isinstance(v, list) else v) for k, v in value.items()}
            elif isinstance(value, list):
                value = list(value)
            data[f.name] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown state fields: {', '.join(sorted(unknown))}")
        values = dict(data)
        values["countries"] = {name: Country.from_dict(c) for name, c in data["countries"].items()}
        values["hands"] = {k: list(v) for k, v in data.get("hands", {"us": [], "jihadist": []}).items()}
        return cls(**values)

    def copy(self) -> GameState:
        """What `from_dict(to_dict())` gives - lists and the dicts' lists copied one level down, every
        country and plot anew - built field by field: the Bots copy the state to try a move."""
        other = object.__new__(GameState)
        for name in _STATE_SLOTS:
            value = getattr(self, name)
            if isinstance(value, list):
                value = list(value)
            elif isinstance(value, dict):
                value = {k: (list(v) if isinstance(v, list) else v) for k, v in value.items()}
            object.__setattr__(other, name, value)
        other.countries = {name: country.copy() for name, country in self.countries.items()}
        return other


_STATE_SLOTS = tuple(f.name for f in fields(GameState))


TRAINING_CAMPS_CARD = 196


def upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    """A state saved in an older save format (`saves.VERSION`), as this version reads it.

    Version 1 kept a marked event's card in the Events in Play box; from version 2 the box holds
    its marker and the card is discarded (Training Camps, 196, is a country marker only).
    """
    if version >= 2:
        return data
    upgraded = dict(data)
    in_play = [int(n) for n in data.get("events_in_play", [])]
    upgraded["discard"] = list(data.get("discard", [])) + in_play
    upgraded["events_in_play"] = [n for n in in_play if n != TRAINING_CAMPS_CARD]
    return upgraded
