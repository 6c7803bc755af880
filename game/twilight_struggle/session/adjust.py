"""Corrections of a Twilight Struggle board (`adjust ...`): parsed from words, checked, carried out.

A correction sets the board as the player says, outside the rules: it reports nothing to the
consequences (DEFCON set to 1 here is no nuclear war) and the session records it as a step of its own
(undone and redone like a play). The change is plain JSON (it is kept in the save):

    {"what": "vp", "value": -3}                      vp us 3 | vp ussr 3 | vp 0
    {"what": "defcon", "value": 2}                   defcon 2
    {"what": "military_ops", "side": "us", "value": 3}   milops us 3
    {"what": "space", "side": "ussr", "value": 4}    space ussr 4
    {"what": "influence", "country": "poland", "side": "ussr", "value": 4}   poland ussr 4
    {"what": "china", "holder": "us", "face_up": false}   china us down
    {"what": "card", "card": 23, "zone": "discard"}  card 23 discard | removed | draw | hand us | hand ussr
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from botkit.definition import AdjustError
from botkit.matching import match

from ..board import card_name, countries, country_name
from ..deck import where
from ..facts import facts
from ..state import CHINA_CARD, SIDES, GameState, side_name
from ..wording import vp_text
from .views import find_card

ZONE_WORDS = {"discard": "discard", "discards": "discard", "removed": "removed", "remove": "removed",
              "draw": "draw_pile", "deck": "draw_pile", "draw pile": "draw_pile"}
ZONE_TEXT = {"discard": "the discard pile", "removed": "out of the game", "draw_pile": "the draw pile",
             "hand_us": "the US hand", "hand_ussr": "the USSR hand"}
TRACK_WORDS = {"vp": "vp", "defcon": "defcon", "milops": "military_ops", "military": "military_ops",
               "military_ops": "military_ops", "space": "space"}
ADJUST_HELP = [
    "adjust corrects the game when the board says otherwise (undo takes it back):",
    "  adjust vp us 3 | vp ussr 2 | vp 0; adjust defcon 3; adjust milops us 2; adjust space ussr 4",
    "  adjust COUNTRY SIDE N - e.g. adjust poland ussr 4, adjust west germany us 3",
    "  adjust china us up|down; adjust card N|NAME discard|removed|draw|hand us|hand ussr",
]


def _side(word: str) -> str:
    key = word.lower()
    if key not in SIDES:
        raise AdjustError(f"'{word[:20]}' is not a side (us, ussr)")
    return key


def _number(word: str, what: str) -> int:
    text = word.lstrip("+-")
    if not (text.isascii() and text.isdigit()) or len(text) > 3:
        raise AdjustError(f"'{word[:20]}' is not a number for {what}")
    return -int(text) if word.startswith("-") else int(text)


def parse(text: str) -> dict[str, Any]:
    """What the player typed after `adjust` -> a change (`AdjustError` says what is allowed)."""
    words = text.split()
    if not words:
        raise AdjustError("adjust what? " + " ".join(ADJUST_HELP[1:2]).strip())
    head = words[0].lower()
    if head in TRACK_WORDS:
        what = TRACK_WORDS[head]
        if what == "vp":
            if len(words) == 2 and words[1].lstrip("+-") == "0":
                return {"what": "vp", "value": 0}
            if len(words) != 3:
                raise AdjustError("adjust vp us N, vp ussr N or vp 0")
            amount = _number(words[2], "VP")
            return {"what": "vp", "value": amount if _side(words[1]) == "us" else -amount}
        if what == "defcon":
            if len(words) != 2:
                raise AdjustError("adjust defcon N (1 to 5)")
            return {"what": "defcon", "value": _number(words[1], "DEFCON")}
        if len(words) != 3:
            raise AdjustError(f"adjust {head} us|ussr N")
        return {"what": what, "side": _side(words[1]), "value": _number(words[2], head)}
    if head == "china":
        if len(words) != 3 or words[2].lower() not in ("up", "down"):
            raise AdjustError("adjust china us|ussr up|down")
        return {"what": "china", "holder": _side(words[1]), "face_up": words[2].lower() == "up"}
    if head == "card":
        return _card(words[1:])
    return _influence(words)


def _card(words: list[str]) -> dict[str, Any]:
    text = " ".join(words)
    lowered = text.lower()
    for phrase in ("hand us", "hand ussr", "draw pile", *ZONE_WORDS):
        if lowered.endswith(" " + phrase):
            name = text[: -len(phrase) - 1].strip()
            zone = f"hand_{phrase[5:]}" if phrase.startswith("hand ") else ZONE_WORDS[phrase]
            found = find_card(name)
            if len(found) != 1:
                raise AdjustError(f"'{name[:40]}' names {'no card' if not found else 'more than one card'}: "
                                  "type its number")
            return {"what": "card", "card": found[0], "zone": zone}
    raise AdjustError("adjust card N|NAME discard|removed|draw|hand us|hand ussr")


def _influence(words: list[str]) -> dict[str, Any]:
    if len(words) < 3:
        raise AdjustError("adjust COUNTRY us|ussr N (e.g. adjust poland ussr 4); 'help adjust' lists the rest")
    name = " ".join(words[:-2])
    found = match(name, [(c, country_name(c)) for c in countries()], numbers="names")
    if not found.found:
        near = f" (did you mean {' or '.join(found.suggestions)}?)" if found.suggestions else ""
        raise AdjustError(f"'{name[:40]}' is no country{near}")
    return {"what": "influence", "country": found.value, "side": _side(words[-2]),
            "value": _number(words[-1], "influence")}


def _field(change: Mapping[str, Any], key: str, kind: type) -> Any:
    value = change.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise AdjustError(f"the correction needs {key!r}")
    return value


def check(state: GameState, change: Mapping[str, Any]) -> str:
    """What the change does, in words; `AdjustError` for one the board cannot take."""
    if not isinstance(change, Mapping):
        raise AdjustError("a correction is a mapping")
    what = change.get("what")
    turns = facts().turns
    if what == "vp":
        value = _field(change, "value", int)
        low, high = turns.vp_range
        if not low <= value <= high:
            raise AdjustError(f"VP run from USSR {-low} to US {high}")
        return f"VP {vp_text(state.vp)} -> {vp_text(value)}"
    if what == "defcon":
        value = _field(change, "value", int)
        low, high = turns.defcon_range
        if not low <= value <= high:
            raise AdjustError(f"DEFCON runs from {low} to {high}")
        return f"DEFCON {state.defcon} -> {value}"
    if what in ("military_ops", "space"):
        side = _field(change, "side", str)
        value = _field(change, "value", int)
        if side not in SIDES:
            raise AdjustError("the side is us or ussr")
        high = turns.military_ops_track[1] if what == "military_ops" else len(facts().space_race.boxes)
        if not 0 <= value <= high:
            raise AdjustError(f"{'military operations' if what == 'military_ops' else 'the space race'} run from 0 "
                              f"to {high}")
        track = "military operations" if what == "military_ops" else "space race"
        return f"{side_name(side)} {track} {getattr(state, what)[side]} -> {value}"
    if what == "influence":
        country, side, value = _field(change, "country", str), _field(change, "side", str), _field(change, "value", int)
        if country not in state.influence or side not in SIDES:
            raise AdjustError("no such country or side")
        if not 0 <= value <= 99:
            raise AdjustError("influence runs from 0 up")
        return f"{country_name(country)} {side_name(side)} influence {state.inf(country, side)} -> {value}"
    if what == "china":
        holder = _field(change, "holder", str)
        face_up = change.get("face_up")
        if holder not in SIDES or not isinstance(face_up, bool):
            raise AdjustError("The China Card goes to us or ussr, face up or down")
        return f"The China Card to the {side_name(holder)}, face {'up' if face_up else 'down'}"
    if what == "card":
        number, zone = _field(change, "card", int), _field(change, "zone", str)
        if number not in facts().cards or number == CHINA_CARD:
            raise AdjustError("no such card (The China Card: adjust china)")
        if zone not in ZONE_TEXT:
            raise AdjustError(f"a card goes to {', '.join(ZONE_TEXT.values())}")
        now = where(state, number)
        if now == zone:
            raise AdjustError(f"{card_name(number)} is there already")
        if now == "in_play":
            raise AdjustError(f"{card_name(number)} is being played: correct it once its play is over")
        return f"{card_name(number)} -> {ZONE_TEXT[zone]}"
    raise AdjustError(f"no correction {what!r} (vp, defcon, military_ops, space, influence, china, card)")


def apply(state: GameState, change: Mapping[str, Any]) -> None:
    """Carry out a checked change (call `check` first)."""
    check(state, change)
    what = change["what"]
    if what == "vp":
        state.vp = change["value"]
    elif what == "defcon":
        state.defcon = change["value"]
    elif what == "military_ops":
        state.military_ops[change["side"]] = change["value"]
    elif what == "space":
        state.space[change["side"]] = change["value"]
    elif what == "influence":
        state.influence[change["country"]][change["side"]] = change["value"]
    elif what == "china":
        state.china_holder = change["holder"]
        state.china_face_up = change["face_up"]
    elif what == "card":
        number = change["card"]
        source = where(state, number)
        _place(state, source).remove(number)
        _place(state, change["zone"]).append(number)


def _place(state: GameState, name: str) -> list[int]:
    if name.startswith("hand_"):
        return state.hands[name[5:]]
    return getattr(state, name)
