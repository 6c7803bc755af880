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
* ``table.top_card`` - the top card of a Bot's pile, turned up when a Bot's rule looks at it
  (13.4.2 Reassessment's next card);
* ``table.draw_pile_card`` - a card drawn at random from the draw pile and shuffled back
  (optional rule 3: the Bots' capability markers);
* an event's own question about a card of the player's hand (Intel Community's extra card,
  Reassessment's second card, Boko Haram's discard) offers every card the hand may hold
  (`candidates`), and the card named then shows itself (`chosen_from_hand`);
* ``table.die``   - a die rolled at the table (with `TableDice`).

Where a message would name a card the program only holds a placeholder for, it says "a card
not yet seen" instead (`shown_name`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import facts
from .game import Game

KEY = "table"
_SIDE_NAMES = {"us": "US", "jihadist": "Jihadist"}


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


def shuffled(game: Game, side: str) -> None:
    """A Bot's pile was shuffled at the table (a card shuffled into it, EB25): the program no longer
    knows which card any of its slots holds, so each stands for "some card not yet seen" again."""
    if enabled(game):
        hand = set(game.state.hands[side])
        game.state.options[KEY]["known"] = [n for n in _known(game) if n not in hand]


def _unknown_slots(game: Game, side: str) -> list[int]:
    known = set(_known(game))
    return [i for i, n in enumerate(game.state.hands[side]) if n not in known]


def candidates(game: Game, side: str, accept: Callable[[int], bool] | None = None,
               exclude: Iterable[int] = ()) -> list[int]:
    """The cards `side`'s hand may hold, as far as the program knows: the ones already seen there, and
    any unseen card while the hand still has an unseen slot (only the player's own hand: a Bot's hand
    shows a card only from its top, see `top_card`)."""
    hand = game.state.hands[side]
    known = set(_known(game))
    left_out = set(exclude)
    found = {n for n in hand if n in known}
    if _unknown_slots(game, side) and side == human(game):
        found |= set(unseen(game))
    return sorted(n for n in found if n not in left_out and (accept is None or accept(n)))


def reveal(game: Game, side: str, number: int, slot: int | None = None) -> int:
    """Card `number` turns out to be in `side`'s hand: it takes an unseen slot of that hand.

    The card was standing somewhere unseen (the draw pile, or an unseen slot of either hand):
    it trades places with the placeholder of that slot, so every card stays in one place. A
    card already seen in this hand stays where it is. `slot` fixes which slot it ends in (a
    Bot's top card is the last slot); returns the slot used.
    """
    state = game.state
    hand = state.hands[side]
    known = set(_known(game))
    if number in hand:
        index = hand.index(number)
    else:
        if number in known:
            raise ValueError(f"card {number} is already known to be elsewhere")
        free = _unknown_slots(game, side)
        if not free:
            raise ValueError(f"every card of the {side} hand is already known")
        index = slot if slot in free else free[0]
        placeholder = hand[index]
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
    if slot is not None and 0 <= slot < len(hand) and slot != index:
        hand[index], hand[slot] = hand[slot], hand[index]
        index = slot
    mark_known(game, number)
    return index


def _labels(numbers: list[int]) -> dict[int, str]:
    return {n: f"#{n} {facts.cards()[n].title}" for n in numbers}


def top_slot(game: Game, side: str) -> int:
    """A Bot's hand is a face-down pile; its top is the last slot (the card dealt or added last)."""
    return len(game.state.hands[side]) - 1


def card_played(game: Game, side: str) -> int:
    """Ask the player which card `side` plays (their own, or the Bot's revealed top card)."""
    mine = side == human(game)
    options = candidates(game, side) if mine else _top_candidates(game, side)
    question = "Which card do you play?" if mine else "Which card did the Bot reveal (the top card of its pile)?"
    number = game.choose(human(game), "table.card", options, f"{question} (number or name)",
                         labels=_labels(options), always_ask=True, player=side)
    reveal(game, side, number, slot=None if mine else top_slot(game, side))
    return number


def _pile_candidates(game: Game, side: str, slot: int) -> list[int]:
    """What the card in `slot` of a Bot's pile may be: the card seen there already, or any unseen card."""
    hand = game.state.hands[side]
    known = set(_known(game))
    if hand and hand[slot] in known:
        return [hand[slot]]
    return sorted(set(unseen(game)) | {n for n in hand if n in known})


def _top_candidates(game: Game, side: str) -> list[int]:
    """What a Bot's top card may be: the card seen on top already, or any unseen card."""
    return _pile_candidates(game, side, top_slot(game, side))


def top_card(game: Game, side: str) -> int | None:
    """The top card of a Bot's face-down hand: the player turns it face up and names it (once)."""
    if not game.state.hands[side]:
        return None
    return pile_card(game, side, 0)


def pile_card(game: Game, side: str, depth: int, why: str = "") -> int:
    """The card `depth` below the top of a Bot's face-down pile (0: the top; an event's "random" card
    from a Bot's hand, 13.2): the player turns it face up and names it (once)."""
    hand = game.state.hands[side]
    slot = len(hand) - 1 - depth
    if hand[slot] in _known(game):
        return hand[slot]
    options = _pile_candidates(game, side, slot)
    which = "the top card" if depth == 0 else f"the card {depth} below the top"
    prompt = f"Turn up {which} of the {_SIDE_NAMES[side]} Bot's pile: which is it?"
    number = game.choose(human(game), "table.top_card", options, f"{why}: {prompt}" if why else prompt,
                         labels=_labels(options), always_ask=True, player=side)
    reveal(game, side, number, slot=slot)
    return number


def hand_card(game: Game, side: str, why: str, exclude: Iterable[int] = ()) -> int:
    """An event picks a card from a hand at random: the player draws it and names it.

    `exclude`: cards already picked by the same event (they are set aside, not drawn again).
    """
    hand = game.state.hands[side]
    known = set(_known(game))
    left_out = set(exclude)
    options = sorted(({n for n in hand if n in known} | (set(unseen(game)) if _unknown_slots(game, side) else set()))
                     - left_out)
    number = game.choose(human(game), "table.hand_card", options,
                         f"{why}: draw a card at random from the {_SIDE_NAMES[side]} hand - which is it?",
                         labels=_labels(options), always_ask=True, player=side)
    reveal(game, side, number)
    return number


def chosen_from_hand(game: Game, side: str, number: int) -> None:
    """The player took card `number` from their own hand for an event: it shows itself."""
    reveal(game, side, number)


def draw_pile_card(game: Game, why: str) -> int:
    """A card drawn at random from the draw pile and shown (then shuffled back): the player names it."""
    options = unseen(game)
    return game.choose(human(game), "table.draw_pile_card", options,
                       f"{why}: draw a card at random from the draw pile, name it, then shuffle it back - which is it?",
                       labels=_labels(options), always_ask=True)


def shown_name(game: Game, number: int) -> str:
    """A card's name for a message, or "a card not yet seen" where the program only holds a placeholder."""
    if enabled(game) and number in unseen(game):
        return "a card not yet seen"
    return facts.cards()[number].name


class TableDice:
    """Dice rolled at the table: the player (`side`) reads them off and types them in."""

    def __init__(self, game: Game, side: str | None = None) -> None:
        self.game = game
        self.side = side

    def roll(self, purpose: str) -> int:
        side = self.side or human(self.game)
        return self.game.choose_number(side, "table.die", 1, 6, f"Roll a die ({purpose}):")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "table"}
