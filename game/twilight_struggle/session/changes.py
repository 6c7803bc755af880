"""How two boards of Twilight Struggle differ: what undo, redo and a rollback tell, digital and at a table.

Each difference names what changed ("DEFCON: 3 -> 2") and what to do on a real board to match
("Move the DEFCON marker to 2"). Only what the viewer may see is compared: a hand is its own side's
(the other hand is told by its count), the draw pile by its count (`visibility`).
"""

from __future__ import annotations

from botkit.definition import Difference

from .. import board
from ..board import card_name, country_name
from ..state import SIDES, GameState, side_name
from ..wording import vp_text
from .views import china_words, phase_title, plural, space_words
from .visibility import Sight

# a public place: (its zone, where a card is then, what to do to put it there)
PUBLIC_PILES = (("discard", "in the discard pile", "Put {} on the discard pile"),
                ("removed", "out of the game", "Remove {} from the game"),
                ("set_aside", "in front of its player", "Lay {} in front of its player"))


def differences(before: GameState, after: GameState, *, sight: Sight, table: bool = False) -> list[Difference]:
    """`before` -> `after`, as the viewer may see it, in map order then tracks, piles and hands."""
    found: list[Difference] = []

    def add(what: str, where: str, changed: str, todo: str) -> None:
        found.append(Difference(what, where, changed, todo))

    for name in board.countries():
        old, new = before.influence[name], after.influence[name]
        if old != new:
            place = country_name(name)
            add("influence", name, f"{place}: US {old['us']}, USSR {old['ussr']} -> US {new['us']}, USSR {new['ussr']}",
                f"Set {place} to US {new['us']}, USSR {new['ussr']} influence")
    if before.ccw_box != after.ccw_box:
        add("influence", board.CCW_BOX, f"Chinese Civil War box: {before.ccw_box or 0} -> {after.ccw_box or 0}",
            f"Put {after.ccw_box or 0} USSR influence in the Chinese Civil War box")
    if before.defcon != after.defcon:
        add("defcon", "track", f"DEFCON: {before.defcon} -> {after.defcon}", f"Move the DEFCON marker to {after.defcon}")
    if before.vp != after.vp:
        add("vp", "track", f"VP: {vp_text(before.vp)} -> {vp_text(after.vp)}", f"Move the VP marker to {vp_text(after.vp)}")
    for side in SIDES:
        who = side_name(side)
        if before.military_ops[side] != after.military_ops[side]:
            add("military_ops", side, f"{who} military operations: {before.military_ops[side]} -> "
                f"{after.military_ops[side]}", f"Move the {who} military operations marker to {after.military_ops[side]}")
        if before.space[side] != after.space[side]:
            add("space", side, f"Space race: {space_words(before, side)} -> {space_words(after, side)}",
                f"Move the {who} space race marker to box {after.space[side]}")
    if (before.china_holder, before.china_face_up) != (after.china_holder, after.china_face_up):
        add("china", "card", f"{china_words(before)} -> {china_words(after).removeprefix('The China Card: ')}",
            f"Give The China Card to the {side_name(after.china_holder)} face {'up' if after.china_face_up else 'down'}"
            if after.china_holder else "Put The China Card aside: nobody holds it")
    for number in sorted(set(before.effects) | set(after.effects)):
        if (number in before.effects) != (number in after.effects):
            on = number in after.effects
            add("effect", str(number), f"{card_name(number)}: {'in effect' if on else 'no longer in effect'}",
                f"Put the {card_name(number)} marker out" if on else f"Take the {card_name(number)} marker away")
    for zone, words, todo in PUBLIC_PILES:
        old, new = set(getattr(before, zone)), set(getattr(after, zone))
        for number in sorted(new - old):
            add("card", str(number), f"{card_name(number)}: now {words}", todo.format(card_name(number)))
        for number in sorted(old - new):
            add("card", str(number), f"{card_name(number)}: no longer {words}",
                f"Take {card_name(number)} back: it is no longer {words}")
    for side in SIDES:
        who = side_name(side)
        old, new = before.hands[side], after.hands[side]
        if sight.may_see_hand(side):
            for number in sorted(set(new) - set(old)):
                add("hand", side, f"{who} hand: {card_name(number)} back in it", f"Take {card_name(number)} into the "
                    f"{who} hand")
            for number in sorted(set(old) - set(new)):
                add("hand", side, f"{who} hand: {card_name(number)} out of it", f"Take {card_name(number)} out of the "
                    f"{who} hand")
        elif len(old) != len(new):
            add("hand", side, f"{who} hand: {plural(len(old), 'card')} -> {plural(len(new), 'card')}",
                f"The {who} hand holds {plural(len(new), 'card')} again")
    if len(before.draw_pile) != len(after.draw_pile):
        add("deck", "draw pile", f"Draw pile: {len(before.draw_pile)} -> {len(after.draw_pile)} cards",
            f"The draw pile holds {plural(len(after.draw_pile), 'card')} again")
    if (before.turn, before.phase, before.action_round) != (after.turn, after.phase, after.action_round):
        add("turn", "track", f"{phase_title(before)} -> {phase_title(after)}",
            f"Move the turn marker to {after.turn} and the action round marker to round {after.action_round}")
    return found
