"""Table mode: the program runs the Bot beside a real board, never seeing the shuffled deck.

The player draws real cards; the program keeps every card's place in its state, but the
cards in the draw pile and in the hands stand for "some card not yet seen". When a card
shows itself - played, or picked from a hand by an event - the player names it, and the
program swaps that card into the slot it was standing in, so every card is still in
exactly one place and the counts (hand sizes, the draw pile running out) stay right.
Dice may be rolled by the program or read off real dice (`TableDice`).

The player answers these questions (purposes):

* ``table.card``  - which card was played (the player's own, or the Bot's revealed top card);
* ``table.hand_card`` - which card an event took from a hand at random;
* ``table.die``   - a die rolled at the table (with `TableDice`).
"""

from __future__ import annotations

from typing import Any

from . import facts
from .game import Game

KEY = "table"


def enabled(game: Game) -> bool:
    return KEY in game.state.options


def start(game: Game, human: str) -> None:
    """Turn table mode on: the dealt hands and the draw pile are unknown from now on."""
    game.state.options[KEY] = {"human": human, "known": []}


def _known(game: Game) -> list[int]:
    return game.state.options[KEY]["known"]


def human(game: Game) -> str:
    return game.state.options[KEY]["human"]


def unseen(game: Game) -> list[int]:
    """Cards the program cannot place: in the draw pile or in a hand, not yet shown."""
    state = game.state
    known = set(_known(game))
    hidden = list(state.draw_pile) + [n for side in ("us", "jihadist") for n in state.hands[side] if n not in known]
    return sorted(set(hidden))


def mark_known(game: Game, number: int) -> None:
    if enabled(game) and number not in _known(game):
        _known(game).append(number)


def forget(game: Game, number: int) -> None:
    """A card left the hands (played, discarded): its place is public from now on."""
    if enabled(game) and number in _known(game):
        _known(game).remove(number)


def reveal(game: Game, side: str, number: int, slot: int | None = None) -> int:
    """Card `number` turns out to be in `side`'s hand: swap it into an unknown slot of that hand.

    `slot` fixes which slot (the Bot's top card is slot 0); returns the slot used.
    """
    state = game.state
    hand = state.hands[side]
    known = set(_known(game))
    if number in hand and number not in known:
        index = hand.index(number) if slot is None else slot
        if hand[index] != number:
            other = hand[index]
            hand[hand.index(number)], hand[index] = other, number
        mark_known(game, number)
        return index
    if number in known:
        raise ValueError(f"card {number} is already known to be elsewhere")
    slots = [i for i, n in enumerate(hand) if n not in known] if slot is None else [slot]
    if not slots:
        raise ValueError(f"every card of the {side} hand is already known")
    index = slots[0]
    placeholder = hand[index]
    # the card named stands somewhere unknown (draw pile or another hand slot): trade places
    if number in state.draw_pile:
        state.draw_pile[state.draw_pile.index(number)] = placeholder
    else:
        for other_side in ("us", "jihadist"):
            other_hand = state.hands[other_side]
            if number in other_hand and number not in known:
                other_hand[other_hand.index(number)] = placeholder
                break
        else:
            raise ValueError(f"card {number} is not among the unseen cards")
    hand[index] = number
    mark_known(game, number)
    return index


def _labels(numbers: list[int]) -> dict[int, str]:
    return {n: f"#{n} {facts.cards()[n].title}" for n in numbers}


def card_played(game: Game, side: str) -> int:
    """Ask the player which card `side` plays (their own, or the Bot's revealed top card)."""
    state = game.state
    hand = state.hands[side]
    known = set(_known(game))
    options = sorted({n for n in hand if n in known} | set(unseen(game))) if hand else []
    question = ("Which card do you play?" if side == human(game)
                else "Which card did the Bot reveal (the top card of its pile)?")
    number = game.choose(human(game), "table.card", options, f"{question} (number or name)",
                         labels=_labels(options), always_ask=True, player=side)
    reveal(game, side, number, slot=None if side == human(game) else 0)
    return number


def hand_card(game: Game, side: str, why: str) -> int:
    """An event picks a card from a hand at random: the player draws it and names it."""
    hand = game.state.hands[side]
    known = set(_known(game))
    options = sorted({n for n in hand if n in known} | set(unseen(game)))
    number = game.choose(human(game), "table.hand_card", options,
                         f"{why}: draw a card at random from the {'US' if side == 'us' else 'Jihadist'} hand - which is it?",
                         labels=_labels(options), always_ask=True, player=side)
    reveal(game, side, number)
    return number


class TableDice:
    """Dice rolled at the table: the player reads them off and types them in."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def roll(self, purpose: str) -> int:
        return self.game.choose_number(human(self.game), "table.die", 1, 6, f"Roll a die ({purpose}):")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "table"}
