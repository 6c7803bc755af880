"""Correcting the state by hand, when the board at the table and the program disagree.

An adjustment is plain data (JSON-friendly), so a session records it among the player's
answers and replays it at the same point (`session`): it is saved, undone and redone like
a play. Three forms:

* ``{"track": "prestige", "value": 7}`` - prestige, funding, us_posture, off_map_troops,
  reserves_us, reserves_jihadist, caliphate_capital (a country or null), markers (the
  global markers), plots_resolved (plot markers between Resolved and Available);
* ``{"country": "Iraq", "field": "troops", "value": 3}`` - a country's governance,
  alignment, posture, pieces (troops, militia, actives, sleepers, cadre), aid, awakening,
  reaction, wmd, besieged, civil_war, regime_change, markers and plots (plot markers
  between the country and Available);
* ``{"card": 137, "zone": "discard"}`` - a card to the draw pile (top), a hand, the discard
  pile, the removed cards or the lapsing box; ``{"event": 232, "in_play": true}`` - an event's
  marker in or out of the Events in Play box.

`check(state, change)` refuses, in words, a change that does not fit (an unknown field, a
value of the wrong kind) or that would break a rule of the board (`invariants`: counter
limits, where pieces may be, every card and plot in exactly one place). `apply` writes it
straight into the state, like a scenario's set-up: nothing else is set off - the player is
making the program's board match the real one, not playing.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from botkit.definition import AdjustError as Refused

from . import facts
from .invariants import violations
from .state import (
    ADVERSARY,
    ALLY,
    GOVERNANCE_TEXT,
    HARD,
    MAX_FUNDING,
    MAX_PRESTIGE,
    NEUTRAL,
    PLOT_KINDS,
    SIDES,
    SOFT,
    GameState,
    PlotMarker,
)

Change = dict[str, Any]

TRACKS = {
    "prestige": f"prestige (1-{MAX_PRESTIGE})", "funding": f"funding (1-{MAX_FUNDING})",
    "us_posture": "the US posture (hard or soft)", "off_map_troops": "troops in the off-map box",
    "reserves_us": "US reserves (0-2)", "reserves_jihadist": "Jihadist reserves (0-2)",
    "caliphate_capital": "the Caliphate capital (a country, or none)", "markers": "the global markers",
    "plots_resolved": "the plots in the Resolved Plots box",
}
COUNTS = ("troops", "militia", "actives", "sleepers", "cadre", "aid", "awakening", "reaction", "wmd")
FIELDS = {
    "governance": "good, fair, poor, islamist rule or untested", "alignment": "ally, neutral or adversary",
    "posture": "hard, soft or untested", **{name: "a whole number" for name in COUNTS},
    "besieged": "yes or no", "civil_war": "yes or no", "regime_change": "green, tan or none",
    "markers": "the country's event markers", "plots": "the plots on the country (1, 2, 3, WMD)",
}
ZONES = {"draw": "the top of the draw pile", "us": "the US hand", "jihadist": "the Jihadist hand",
         "discard": "the discard pile", "removed": "the removed cards", "lapsing": "the lapsing box"}
GOVERNANCE = {text.lower(): level for level, text in GOVERNANCE_TEXT.items()}


class AdjustError(Refused):
    """An adjustment that cannot be made, with the reason in words (the framework's kind: a front end
    catches `botkit.definition.AdjustError`)."""


def check(state: GameState, change: Any) -> str:
    """Refuse a change that does not fit or would break the board's rules; returns what it does, in words."""
    trial = state.copy()
    said = apply(trial, change)
    broken = sorted(set(violations(trial)) - set(violations(state)))
    if broken:
        raise AdjustError(f"that would break the board's rules: {'; '.join(broken)}")
    return said


def apply(state: GameState, change: Any) -> str:
    """Make the change in `state`; returns what it did ('Iraq troops 2 -> 3'). `AdjustError` if it does not fit."""
    if not isinstance(change, dict):
        raise AdjustError("an adjustment is a mapping (track, country or card)")
    if "track" in change:
        return _track(state, change.get("track"), change.get("value"))
    if "country" in change:
        return _country(state, change.get("country"), change.get("field"), change.get("value"))
    if "card" in change:
        return _card(state, change.get("card"), change.get("zone"))
    if "event" in change:
        return _event(state, change.get("event"), change.get("in_play"))
    raise AdjustError("an adjustment names a track, a country, a card or an event")


# -- values -----------------------------------------------------------------------------------


def _whole(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise AdjustError(f"{what} takes a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        top = f" to {high}" if high is not None else " or more"
        raise AdjustError(f"{what} goes from {low}{top}, not {value}")
    return value


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise AdjustError(f"{what} is yes or no, not {value!r}")
    return value


def _texts(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise AdjustError(f"{what} takes a list of names")
    return [v.strip() for v in value]


def _plot_kinds(value: Any, what: str) -> list[str]:
    kinds = _texts(value, what) if value else []
    wrong = [k for k in kinds if k not in PLOT_KINDS]
    if wrong:
        raise AdjustError(f"{what}: {wrong[0]!r} is not a plot (plots: {', '.join(PLOT_KINDS)})")
    return kinds


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return " ".join(map(str, value)) or "none"
    return "none" if value is None else str(value)


def _country_name(state: GameState, name: Any) -> str:
    if not isinstance(name, str) or name not in state.countries:
        raise AdjustError(f"no country {name!r}")
    return name


# -- the three forms --------------------------------------------------------------------------


def _track(state: GameState, name: Any, value: Any) -> str:
    if name not in TRACKS:
        raise AdjustError(f"no track {name!r} (tracks: {', '.join(TRACKS)})")
    if name == "prestige":
        before, state.prestige = state.prestige, _whole(value, "prestige", 1, MAX_PRESTIGE)
    elif name == "funding":
        before, state.funding = state.funding, _whole(value, "funding", 1, MAX_FUNDING)
    elif name == "us_posture":
        if value not in (HARD, SOFT):
            raise AdjustError(f"the US posture is hard or soft, not {value!r}")
        before, state.us_posture = state.us_posture, value
    elif name == "off_map_troops":
        before, state.off_map_troops = state.off_map_troops, _whole(value, "off-map troops", 0, 15)
    elif name in ("reserves_us", "reserves_jihadist"):
        side = name.removeprefix("reserves_")
        before = state.reserves[side]
        state.reserves[side] = _whole(value, f"{side} reserves", 0, 2)
    elif name == "caliphate_capital":
        before = state.caliphate_capital
        state.caliphate_capital = None if value in (None, "none") else _country_name(state, value)
    elif name == "markers":
        before, state.markers = list(state.markers), _texts(value, "global markers") if value else []
    else:
        before = list(state.plots_resolved)
        wanted = _plot_kinds(value, "resolved plots")
        _move_plots(state, state.plots_resolved, wanted, "the Resolved Plots box")
    return f"{TRACKS[name].split(' (')[0]} {_shown(before)} -> {_shown(_track_value(state, name))}"


def _track_value(state: GameState, name: str) -> Any:
    if name.startswith("reserves_"):
        return state.reserves[name.removeprefix("reserves_")]
    return getattr(state, name)


def _move_plots(state: GameState, place: list[Any], wanted: list[str], where: str,
                make: Any = None) -> None:
    """Make `place` hold the plots `wanted`: new ones come from Available, those taken off go back there."""
    kinds = [p.kind if isinstance(p, PlotMarker) else p for p in place]
    adding = Counter(wanted) - Counter(kinds)
    removing = Counter(kinds) - Counter(wanted)
    available = Counter(state.plots_available)
    short = adding - available
    if short:
        raise AdjustError(f"no plot {next(iter(short))} in Plots Available to put in {where} "
                          f"(available: {' '.join(sorted(state.plots_available)) or 'none'})")
    for kind in removing.elements():
        index = kinds.index(kind)
        kinds.pop(index)
        place.pop(index)
        state.plots_available.append(kind)
    for kind in adding.elements():
        state.plots_available.remove(kind)
        place.append(make(kind) if make is not None else kind)


def _country(state: GameState, name: Any, field: Any, value: Any) -> str:
    name = _country_name(state, name)
    country = state.countries[name]
    if field not in FIELDS:
        raise AdjustError(f"no field {field!r} for a country (fields: {', '.join(FIELDS)})")
    what = f"{name} {field.replace('_', ' ')}"
    if field == "plots":
        before = [p.kind for p in country.plots]
        _move_plots(state, country.plots, _plot_kinds(value, what), name, PlotMarker)
        return f"{what} {_shown(before)} -> {_shown([p.kind for p in country.plots])}"
    before = getattr(country, field)
    if field == "governance":
        if not country.muslim:
            raise AdjustError(f"{name} is not a Muslim country: it has no governance")
        level = GOVERNANCE.get(str(value).lower()) if isinstance(value, str) else None
        if level is None:
            raise AdjustError(f"{what} is {FIELDS[field]}, not {value!r}")
        country.governance = level
        if level and not country.alignment:
            country.alignment = NEUTRAL
        if not level:
            country.alignment = None
        if level == 4:
            country.alignment = ADVERSARY
        return f"{what} {GOVERNANCE_TEXT[before]} -> {GOVERNANCE_TEXT[level]}"
    if field == "alignment":
        if not country.muslim or not country.governance:
            raise AdjustError(f"{name} has no alignment: only tested Muslim countries do")
        if value not in (ALLY, NEUTRAL, ADVERSARY):
            raise AdjustError(f"{what} is {FIELDS[field]}, not {value!r}")
        country.alignment = value
    elif field == "posture":
        if country.kind != "non_muslim" or facts.countries()[name].fixed_posture or name == "United States":
            raise AdjustError(f"{name} has no posture of its own to adjust"
                              + (" (the US posture is a track: adjust posture hard|soft)" if name == "United States"
                                 else ""))
        if value not in (HARD, SOFT, None, "untested"):
            raise AdjustError(f"{what} is {FIELDS[field]}, not {value!r}")
        country.posture = None if value in (None, "untested") else value
    elif field in COUNTS:
        setattr(country, field, _whole(value, what, 0, 1 if field == "cadre" else 15))
    elif field in ("besieged", "civil_war"):
        setattr(country, field, _flag(value, what))
    elif field == "regime_change":
        if value not in ("green", "tan", None, "none"):
            raise AdjustError(f"{what} is {FIELDS[field]}, not {value!r}")
        country.regime_change = None if value in (None, "none") else value
    else:
        country.markers = _texts(value, what) if value else []
    return f"{what} {_shown(before)} -> {_shown(getattr(country, field))}"


def _card(state: GameState, number: Any, zone: Any) -> str:
    if isinstance(number, bool) or not isinstance(number, int) or number not in facts.cards():
        raise AdjustError(f"no card {number!r}")
    if zone not in ZONES:
        raise AdjustError(f"a card goes to {', '.join(ZONES)}, not {zone!r}")
    piles = [state.draw_pile, state.discard, state.removed, state.lapsing, state.playing,
             *(state.hands[s] for s in SIDES)]
    for pile in piles:
        while number in pile:
            pile.remove(number)
    if state.first_plot_card == number:
        state.first_plot_card = None
    target = {"draw": state.draw_pile, "discard": state.discard, "removed": state.removed, "lapsing": state.lapsing,
              "us": state.hands["us"], "jihadist": state.hands["jihadist"]}[zone]
    if zone == "draw":
        target.insert(0, number)
    else:
        target.append(number)
    return f"{facts.cards()[number].name} -> {ZONES[zone]}"


def _event(state: GameState, number: Any, in_play: Any) -> str:
    if isinstance(number, bool) or not isinstance(number, int) or number not in facts.cards():
        raise AdjustError(f"no card {number!r}")
    wanted = _flag(in_play, "in play")
    present = number in state.events_in_play
    if wanted and not present:
        state.events_in_play.append(number)
    elif present and not wanted:
        state.events_in_play.remove(number)
    return f"{facts.cards()[number].title} marker {'in' if wanted else 'out of'} Events in Play"
