"""What a player types to correct the board (`adjust ...`), turned into an adjustment.

The terminal's `adjust` command and the browser's adjust box read the same words, so both
accept and refuse the same things; the adjustment itself is checked and carried out by
`adjust` and the session (`Session.adjust`). The words:

    prestige 7 | funding 4 | posture hard | reserves us 2 | off-map 3 | caliphate iraq|none
    resolved 1 2                   (plots in the Resolved Plots box)
    markers A, B                   (global markers)
    COUNTRY FIELD VALUE            iraq troops 3, gulf states militia 2, iraq poor, iraq ally,
                                   france hard, syria civil war yes, iraq plots 2 3
    card N|NAME ZONE               zones: draw, hand (yours), bot (the Bot's), us, jihadist, discard,
                                   removed, lapsing
    event N|NAME on|off            an event's marker in Events in Play
"""

from __future__ import annotations

from typing import Any

from botkit.matching import match
from botkit.session import Session

from ..adjust import COUNTS, FIELDS, TRACKS, AdjustError
from ..state import JIHADIST, US
from . import views

FIELD_WORDS = {
    "governance": "governance", "alignment": "alignment", "posture": "posture", "troops": "troops",
    "troop": "troops", "militia": "militia", "active": "actives", "actives": "actives", "active cells": "actives",
    "sleeper": "sleepers", "sleepers": "sleepers", "sleeper cells": "sleepers", "cadre": "cadre", "aid": "aid",
    "awakening": "awakening", "reaction": "reaction", "wmd": "wmd", "besieged": "besieged",
    "besieged regime": "besieged", "civil war": "civil_war", "regime change": "regime_change",
    "markers": "markers", "marker": "markers", "plots": "plots", "plot": "plots",
}
SHORTCUTS = {"good": ("governance", "good"), "fair": ("governance", "fair"), "poor": ("governance", "poor"),
             "islamist rule": ("governance", "islamist rule"), "untested": ("governance", "untested"),
             "ally": ("alignment", "ally"), "neutral": ("alignment", "neutral"),
             "adversary": ("alignment", "adversary"), "hard": ("posture", "hard"), "soft": ("posture", "soft")}
TRACK_WORDS = {"prestige": "prestige", "funding": "funding", "posture": "us_posture", "us posture": "us_posture",
               "off-map": "off_map_troops", "offmap": "off_map_troops", "off map": "off_map_troops",
               "caliphate": "caliphate_capital", "markers": "markers", "resolved": "plots_resolved"}
YES, NO = {"yes", "y", "on", "true"}, {"no", "n", "off", "false"}
ADJUST_HELP = [
    "adjust corrects the game when the board at the table says otherwise (undo takes it back):",
    "  adjust prestige 7 | funding 4 | posture hard | reserves us 2 | off-map 3 | caliphate iraq | resolved 1 2",
    "  adjust COUNTRY FIELD VALUE - e.g. adjust iraq troops 3, adjust iraq poor, adjust iraq ally, adjust france "
    "hard, adjust syria civil war yes, adjust iraq plots 2 3, adjust iraq markers NATO",
    "  fields: " + ", ".join(FIELDS),
    "  adjust card N ZONE (draw, hand, bot, discard, removed, lapsing); adjust event N on|off",
]



def parse(session: Session, text: str) -> dict[str, Any]:
    """What the player typed after `adjust` -> an adjustment (`AdjustError` with the reason if it makes no sense)."""
    game = session.game
    if game is None:
        raise AdjustError("no game yet")
    words = text.split()
    head = words[0].lower()
    rest = words[1:]
    if head in ("card", "event"):
        if len(rest) < 2:
            raise AdjustError(f"adjust {head} N {'ZONE' if head == 'card' else 'on|off'}")
        number = _card(" ".join(rest[:-1]))
        if head == "event":
            return {"event": number, "in_play": _yes(rest[-1], "on or off")}
        return {"card": number, "zone": _zone(session, rest[-1])}
    if head == "reserves":
        if len(rest) != 2 or rest[0].lower() not in ("us", "jihadist"):
            raise AdjustError("adjust reserves us|jihadist N")
        return {"track": f"reserves_{rest[0].lower()}", "value": _number(rest[1])}
    for size in (2, 1):
        phrase = " ".join(words[:size]).lower()
        if len(words) >= size and phrase in TRACK_WORDS:
            return _track(session, TRACK_WORDS[phrase], words[size:])
    name, rest = _country(session, words)
    return _country_change(session, name, rest)


def _track(session: Session, track: str, rest: list[str]) -> dict[str, Any]:
    if track == "markers":
        return {"track": track, "value": [m.strip() for m in " ".join(rest).split(",") if m.strip()]}
    if track == "plots_resolved":
        return {"track": track, "value": _value("plots", rest)}
    if len(rest) != 1 and not (track == "caliphate_capital" and rest):
        raise AdjustError(f"adjust {track.replace('_', ' ')} VALUE ({TRACKS[track]})")
    value = " ".join(rest)
    if track == "us_posture":
        return {"track": track, "value": value.lower()}
    if track == "caliphate_capital":
        if value.lower() in ("none", "no", ""):
            return {"track": track, "value": None}
        name, _ = _country(session, rest)
        return {"track": track, "value": name}
    return {"track": track, "value": _number(value)}


def _country(session: Session, words: list[str]) -> tuple[str, list[str]]:
    """The country the words start with (its name may have several words), and the words after it."""
    names = sorted(session.game.state.countries)
    options = [(n, n) for n in names]
    for size in (3, 2, 1):
        if len(words) < size:
            continue
        found = match(" ".join(words[:size]), options, numbers="names")
        if found.found and (size == 1 or any(n.lower().startswith(" ".join(words[:size]).lower()) for n in names)):
            return found.value, words[size:]
    found = match(words[0], options, numbers="names")
    if found.ambiguous:
        raise AdjustError(f"'{words[0]}' could be {', '.join(found.ambiguous)}")
    hint = f" (did you mean {' or '.join(found.suggestions)}?)" if found.suggestions else ""
    raise AdjustError(f"'{words[0]}' is neither a track nor a country{hint}; 'adjust' alone lists what can be adjusted")


def _country_change(session: Session, name: str, rest: list[str]) -> dict[str, Any]:
    phrase = " ".join(rest).lower()
    if phrase in SHORTCUTS:
        field, value = SHORTCUTS[phrase]
        return {"country": name, "field": field, "value": value}
    for size in (2, 1):
        key = " ".join(rest[:size]).lower()
        if len(rest) > size - 1 and key in FIELD_WORDS:
            field = FIELD_WORDS[key]
            return {"country": name, "field": field, "value": _value(field, rest[size:])}
    raise AdjustError(f"what of {name}? adjust {name.lower()} FIELD VALUE (fields: {', '.join(FIELDS)})")


def _value(field: str, words: list[str]) -> Any:
    text = " ".join(words).strip()
    if field in COUNTS:
        return _number(text)
    if field in ("besieged", "civil_war"):
        return _yes(text, "yes or no")
    if field == "markers":
        return [m.strip() for m in text.split(",") if m.strip()]
    if field == "plots":
        return [w.upper() if w.lower() == "wmd" else w for w in text.replace(",", " ").split()]
    if not text:
        raise AdjustError(f"{field.replace('_', ' ')} takes {FIELDS[field]}")
    return text.lower()


def _number(text: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise AdjustError(f"'{text}' is not a whole number")
    return int(text)


def _yes(text: str, what: str) -> bool:
    if text.lower() in YES:
        return True
    if text.lower() in NO:
        return False
    raise AdjustError(f"'{text}' is not {what}")


def _card(text: str) -> int:
    found = views.find_card(text)
    if len(found) != 1:
        raise AdjustError(f"'{text}' names {'no card' if not found else str(len(found)) + ' cards'}: type its number")
    return found[0]


def _zone(session: Session, word: str) -> str:
    human = session.config.human
    bot = JIHADIST if human == US else US if human == JIHADIST else None
    zones = {"draw": "draw", "deck": "draw", "hand": human, "mine": human, "bot": bot, "us": US,
             "jihadist": JIHADIST, "discard": "discard", "discarded": "discard", "removed": "removed",
             "remove": "removed", "lapsing": "lapsing"}
    zone = zones.get(word.lower())
    if zone is None:
        raise AdjustError(f"'{word}' is not a place for a card (draw, hand, bot, us, jihadist, discard, removed, "
                          "lapsing)")
    return zone
