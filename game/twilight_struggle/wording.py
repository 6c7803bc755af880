"""The words for what the board primitives report: one place for every sentence about a change.

A primitive reports a change as a *kind* and plain *fields* (`Game.report`), never as finished
text. This module words one report two ways:

* `report(kind, fields)` - what happened, for the game log ("Poland: +4 USSR influence (0/4)");
* `instruction(kind, fields)` - what to do on a physical board to follow the program in table
  mode ("Place 4 USSR influence in Poland", "Move the DEFCON marker to 3"); None for a report
  that moves nothing on the table.

Fields are JSON-friendly (country ids, card numbers, sides), so a log entry keeps them in a save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import card_name, country_name, space_box
from .state import side_name

Fields = dict[str, Any]


def vp_text(vp: int) -> str:
    """The VP track's box: 'US 3', 'USSR 4' or '0' (10.2.1)."""
    if vp > 0:
        return f"US {vp}"
    if vp < 0:
        return f"USSR {-vp}"
    return "0"


def _why(fields: Fields) -> str:
    return f" ({fields['why']})" if fields.get("why") else ""


def _card(number: Any) -> str:
    return f"{card_name(int(number))} (#{number})"


ZONE_WORDS = {"draw_pile": "the draw pile", "discard": "the discard pile", "removed": "out of the game",
              "in_play": "play", "set_aside": "in front of its player", "hand_us": "the US hand",
              "hand_ussr": "the USSR hand"}


def _zone(name: str) -> str:
    return ZONE_WORDS.get(name, name)


def _influence(f: Fields) -> str:
    amount = f["amount"]
    sign = "+" if amount > 0 else "-"
    return (f"{country_name(f['country'])}: {sign}{abs(amount)} {side_name(f['side'])} influence "
            f"({f['us']}/{f['ussr']}){_why(f)}")


def _influence_instruction(f: Fields) -> str:
    amount = f["amount"]
    who = side_name(f["side"])
    where = country_name(f["country"])
    if amount > 0:
        return f"Place {amount} {who} influence in {where}"
    return f"Remove {-amount} {who} influence from {where}"


def _card_moved(f: Fields) -> str:
    return f"{_card(f['card'])}: {_zone(f['source'])} -> {_zone(f['target'])}{_why(f)}"


def _card_instruction(f: Fields) -> str:
    target = f["target"]
    name = _card(f["card"])
    if target == "discard":
        return f"Put {name} on the discard pile"
    if target == "removed":
        return f"Remove {name} from the game"
    if target.startswith("hand_"):
        return f"Put {name} in the {side_name(target[5:])} hand"
    if target == "draw_pile":
        return f"Put {name} into the draw pile"
    if target == "set_aside":
        return f"Lay {name} in front of its player"
    return f"Play {name}"


REPORTS: dict[str, Callable[[Fields], str]] = {
    "influence": _influence,
    "defcon": lambda f: f"DEFCON {f['before']} -> {f['after']}{_why(f)}",
    "vp": lambda f: f"{side_name(f['side'])} gains {f['amount']} VP (VP: {vp_text(f['total'])}){_why(f)}",
    "military_ops": lambda f: f"{side_name(f['side'])} military operations {f['before']} -> {f['after']}{_why(f)}",
    "space": lambda f: f"{side_name(f['side'])} space race: {space_box(f['box']).name} (box {f['box']})",
    "card": _card_moved,
    "deal": lambda f: f"{side_name(f['side'])} is dealt {f['count']} card{'s' if f['count'] != 1 else ''}",
    "reshuffle": lambda f: f"The discard pile ({f['count']} cards) is reshuffled into a new draw pile",
    "deck_added": lambda f: f"The {f['period'].title()} War cards ({f['count']}) are shuffled into the draw pile",
    "china_card": lambda f: (f"The China Card passes to the {side_name(f['holder'])}, face "
                             f"{'up' if f['face_up'] else 'down'}{_why(f)}" if f.get("holder")
                             else "The China Card is nobody's"),
    "china_flip": lambda f: "The China Card is turned face up",
    "effect_on": lambda f: f"{_card(f['card'])} is in effect{_why(f)}",
    "effect_off": lambda f: f"{_card(f['card'])} is no longer in effect{_why(f)}",
    "turn": lambda f: f"Turn {f['turn']} begins",
    "round": lambda f: f"{side_name(f['side'])} action round {f['round']}",
    "score": lambda f: (f"{f['region']} scoring: US {f['us']}, USSR {f['ussr']}"),
    "ccw": lambda f: f"Chinese Civil War box: {f['after']} USSR influence{_why(f)}",
    "adjusted": lambda f: f"Adjusted: {f['text']}",  # the session's correction of the board (`adjust`)
    "game_over": lambda f: (f"Game over: {'a draw' if f['winner'] == 'draw' else side_name(f['winner']) + ' wins'}"
                            f" - {f['reason']}"),
}

INSTRUCTIONS: dict[str, Callable[[Fields], str | None]] = {
    "influence": _influence_instruction,
    "defcon": lambda f: f"Move the DEFCON marker to {f['after']}",
    "vp": lambda f: f"Move the VP marker to {vp_text(f['total'])}",
    "military_ops": lambda f: f"Move the {side_name(f['side'])} military operations marker to {f['after']}",
    "space": lambda f: f"Move the {side_name(f['side'])} space race marker to {space_box(f['box']).name}",
    "card": _card_instruction,
    "deal": lambda f: f"Deal {f['count']} card{'s' if f['count'] != 1 else ''} to the {side_name(f['side'])}",
    "reshuffle": lambda f: "Shuffle the discard pile into a new draw pile",
    "deck_added": lambda f: f"Shuffle the {f['period'].title()} War cards into the draw pile",
    "china_card": lambda f: (f"Give The China Card to the {side_name(f['holder'])} face "
                             f"{'up' if f['face_up'] else 'down'}" if f.get("holder") else None),
    "china_flip": lambda f: "Turn The China Card face up",
    "effect_on": lambda f: f"Put the {card_name(int(f['card']))} marker out as a reminder",
    "effect_off": lambda f: f"Take the {card_name(int(f['card']))} reminder away",
    "turn": lambda f: f"Move the turn marker to {f['turn']}",
    "round": lambda f: f"Move the action round marker to {side_name(f['side'])} {f['round']}",
    "ccw": lambda f: f"Put {f['after']} USSR influence in the Chinese Civil War box",
}


# the reports that move nothing on a real board: a scoring's tally (its VP come as a "vp" report), the end, and
# a correction (the player made it on the board first)
MOVES_NOTHING = frozenset({"score", "game_over", "adjusted"})


def report(kind: str, fields: Fields) -> str:
    words = REPORTS.get(kind)
    if words is None:
        return kind + (" " + ", ".join(f"{k}={v}" for k, v in fields.items()) if fields else "")
    return words(fields)


def instruction(kind: str, fields: Fields) -> str | None:
    words = INSTRUCTIONS.get(kind)
    return None if words is None else words(fields)
