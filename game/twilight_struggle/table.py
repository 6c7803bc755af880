"""Table mode: the program beside a real board, never seeing a card the players have not named.

The players deal, draw and shuffle real cards. The program keeps every card's place in its state
as ever, but the cards of the draw pile and of the hands stand for "some card not yet seen"
(placeholders): their numbers mean nothing until a card shows itself. Then a player names it, and
the program swaps the card named into the place it showed from, trading places with the placeholder
there - so every card is still in exactly one place and every count (hand sizes, the draw pile
running out, the reshuffle) stays right. The program never shuffles at the table: the players do,
and a shuffle of placeholders would change nothing it knows.

What it knows (``known``, kept in the state's options under `board.TABLE`): the cards named in a
hand, or put there face up from a public place (Missile Envy, SALT Negotiations, Grain Sales'
card given back). A card in a public place - the discards, removed, in play, in front of a player,
the Mid and Late War cards waiting for their turn - is known by being there. The *unseen* cards are
the draw pile and the hands' slots not named (`unseen`); a card named must be one of them or a card
already named in that hand, so a card seen elsewhere is never offered (`candidates`). A card never
leaves a hand for a public place unnamed (`moved` refuses it).

Who names a card: the player who holds it (at one screen every side is a player's: the side itself);
beside a Bot, the player names the Bot's cards too (`asker`). The questions (purposes):

* ``table.card`` - the card a side plays in an action round, or its headline (``info["headline"]``),
  The China Card and ``pass`` among the answers when they are in digital play;
* ``table.hand_card`` - a card an event takes from a hand at random (Five Year Plan, Grain Sales to
  Soviets, Terrorism: `hand_card`);
* ``table.scoring_due`` (yes/no) - must a scoring card be played now, before a trap's escape or Missile
  Envy's forced card (10.1.5), when the hand's placeholders may make them due (`rounds.scoring_first`);
* ``table.hand_cards`` - the cards of a kind a hand shows (The Cambridge Five's scoring cards; the
  scoring cards a hand still holds at the end of a turn, which lose the game: `shown_cards`);
* an event's own question about a card of a hand (Blockade, Quagmire, UN Intervention, Missile
  Envy, Aldrich Ames, "Ask Not", Our Man in Tehran...) offers every card that may be there, and
  the card named shows itself (`shown_in_hand`, `named_among`);
* ``table.bot_card`` - a card of a Bot's hand, named as the player deals it (`name_bot_hand`): the Bot
  then chooses its headline and its cards itself (``headline.card``, ``card.choose``), as in digital play;
* ``table.die`` - a die read off real dice (`TableDice`; `--dice me`, in any mode).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .board import TABLE, at_table, card_name, card_title, hand_seen, is_scoring, scoring_cards_in_hand
from .game import Game
from .state import CHINA_CARD, SIDES, USSR, GameState, side_name

PASS = "pass"  # an action round's answer: keep The China Card and play nothing (9.8)
NONE = "none"  # an event's answer: the hand holds no card of the kind asked


class TableError(ValueError):
    """A card named where it cannot be (seen elsewhere already, or no unseen slot left for it)."""


def enabled(game: Game) -> bool:
    return at_table(game.state)


def start(game: Game, human: str) -> None:
    """Turn table mode on (the session does, once the game is dealt): every card dealt and every card of
    the draw pile is unknown from now on. `human`: the player's side, or ``all`` (people play every side)."""
    game.state.options[TABLE] = {"human": human, "known": []}


def human(game: Game) -> str:
    return game.state.options[TABLE]["human"]


def asker(game: Game, side: str) -> str:
    """Who names the cards of `side`: the player beside a Bot (whichever side's they are); at one screen the
    side itself."""
    person = human(game)
    return person if person in SIDES else side


def known(state: GameState) -> list[int]:
    return list(state.options[TABLE]["known"])


def _set_known(game: Game, cards: Iterable[int]) -> None:
    # a new list and a new entry each time, never changed in place: a copy of the state taken earlier (the
    # session keeps the board at a turn's start) keeps what was known then
    game.state.options[TABLE] = {**game.state.options[TABLE], "known": list(cards)}


def _mark_known(game: Game, number: int) -> None:
    cards = known(game.state)
    if number not in cards:
        _set_known(game, [*cards, number])


def _forget(game: Game, number: int) -> None:
    cards = known(game.state)
    if number in cards:
        _set_known(game, [n for n in cards if n != number])


def unknown_slots(state: GameState, side: str) -> list[int]:
    """The placeholders of `side`'s hand: the cards there not named (their numbers mean nothing)."""
    names = set(state.options[TABLE]["known"])
    return [n for n in state.hands[side] if n not in names]


def unseen(state: GameState) -> list[int]:
    """The cards the program cannot place: the draw pile and the hands' placeholders."""
    return sorted({*state.draw_pile, *(n for side in SIDES for n in unknown_slots(state, side))})


def candidates(game: Game, side: str, accept: Callable[[int], bool] | None = None) -> list[int]:
    """Every card `side`'s hand may hold (passing `accept`): the ones named there, and any unseen card while
    the hand has a placeholder left. Never a card seen elsewhere."""
    state = game.state
    found = set(hand_seen(state, side))
    if unknown_slots(state, side):
        found |= set(unseen(state))
    return sorted(n for n in found if accept is None or accept(n))


def may_hold_none(game: Game, side: str, accept: Callable[[int], bool]) -> bool:
    """At the table, may `side`'s hand hold no card passing `accept`? Yes while none named there passes and
    its placeholders may all be cards failing it (there are as many unseen ones). In digital play the
    program sees the hand: never asked."""
    if not enabled(game):
        return False
    state = game.state
    slots = unknown_slots(state, side)
    failing = [n for n in unseen(state) if not accept(n)]
    return (bool(slots) and len(failing) >= len(slots)
            and not any(accept(n) for n in hand_seen(state, side)))


def scoring_may_be_due(game: Game, side: str, rounds_left: int) -> bool:
    """At the table, may `side` hold as many scoring cards as it has action rounds left, counting its
    placeholders as scoring cards while there are unseen ones (beyond the scoring cards named there)?"""
    if not enabled(game):
        return False
    state = game.state
    named = len(scoring_cards_in_hand(state, side))
    possible = named + min(len(unknown_slots(state, side)), sum(1 for n in unseen(state) if is_scoring(n)))
    return possible > named and rounds_left <= possible


def hand_words(game: Game, side: str) -> str:
    """A hand shown, in words: every card, but at the table only those named (the rest counted)."""
    state = game.state
    seen = hand_seen(state, side)
    words = [card_name(n) for n in seen]
    hidden = len(state.hands[side]) - len(seen)
    if hidden:
        words.append(f"{hidden} card{'s' if hidden != 1 else ''} not named to the program")
    return ", ".join(words) or "no cards"


# -- cards showing themselves ----------------------------------------------------------------------------
def _place(state: GameState, number: int) -> list[int]:
    """The pile an unseen card stands in: the draw pile or a hand (its placeholder slot)."""
    if number in state.draw_pile:
        return state.draw_pile
    names = set(state.options[TABLE]["known"])
    for side in SIDES:
        if number in state.hands[side] and number not in names:
            return state.hands[side]
    raise TableError(f"{card_name(number)} (#{number}) is not among the cards not yet seen")


def _swap(state: GameState, placeholder: int, number: int) -> None:
    """Card `number` is the one standing where `placeholder` stands: the two trade places (both unseen)."""
    if placeholder == number:
        return
    here, there = _place(state, placeholder), _place(state, number)
    i, j = here.index(placeholder), there.index(number)
    here[i], there[j] = number, placeholder


def shown_in_hand(game: Game, side: str, number: int) -> None:
    """Card `number` shows itself in `side`'s hand (played from it, taken from it by an event): it takes a
    placeholder's slot there (the first), unless it was named there already. Nothing in digital play."""
    if not enabled(game) or number == CHINA_CARD:
        return
    state = game.state
    if number in known(state):
        if number in state.hands[side]:
            return
        raise TableError(f"{card_name(number)} (#{number}) is known to be elsewhere")
    if number not in state.hands[side]:
        slots = unknown_slots(state, side)
        if not slots:
            raise TableError(f"every card of the {side_name(side)} hand is named already")
        _swap(state, slots[0], number)
    _mark_known(game, number)


def named_among(game: Game, placeholders: list[int], named: list[int]) -> list[int]:
    """Cards drawn together and unseen (`placeholders`); some of them are named (`named`, all unseen): each
    takes the place of one of them. Returns the drawn cards as they now are, in the same places."""
    state = game.state
    drawn = list(placeholders)
    free = [n for n in drawn if n not in named]
    for number in named:
        if number not in drawn:
            slot = free.pop(0)
            _swap(state, slot, number)
            drawn[drawn.index(slot)] = number
        _mark_known(game, number)
    return drawn


def moved(game: Game, number: int, source: str, target: str) -> None:
    """Card `number` went from `source` to `target` (`deck.move`'s places): what the program knows follows.

    Into a hand from a public place it is known there (face up); from the draw pile it is a placeholder
    (drawn face down); from the other hand it stays as known as it was. Leaving a hand, it is public (or
    unseen again in the draw pile) - and an unnamed card never leaves a hand for a public place."""
    if not enabled(game):
        return
    if target.startswith("hand_"):
        if source not in ("draw_pile", "nowhere") and not source.startswith("hand_"):
            _mark_known(game, number)
        return
    if source.startswith("hand_") and target != "draw_pile" and number not in known(game.state):
        raise TableError(f"card #{number} would leave the {side_name(source[5:])} hand unnamed")
    _forget(game, number)


# -- the questions -------------------------------------------------------------------------------------------
def labels(options: Iterable[Any]) -> dict[Any, str]:
    """The cards among `options` as a menu of cards labels them, "#4 Duck and Cover": the answer is the number."""
    return {n: card_title(n) for n in options if isinstance(n, int)}


def card_played(game: Game, side: str, options: list[Any], *, headline: bool = False) -> Any:
    """The card `side` plays (an action round's card; its headline): named by the player who holds it, from
    `options` (every card the hand may hold that may be played so, The China Card and ``pass`` as in digital
    play; ``none`` for a headline while the hand may hold no card that may be one). The card shows itself in
    the hand."""
    mine = asker(game, side) == side
    what = "headline" if headline else "card"
    question = (f"{side_name(side)}: which {what} do you play?" if mine
                else f"Which {what} does the {side_name(side)} Bot play (turn it up)?")
    words = {**labels(options), PASS: "pass (keep The China Card)", NONE: f"no card that may be a {what}"}
    number = game.choose(asker(game, side), "table.card", options, f"{question} (number or name)",
                         labels={o: words[o] for o in options}, always_ask=True, player=side, headline=headline)
    if isinstance(number, int):
        shown_in_hand(game, side, number)
    return number


def bot_beside_player(game: Game, side: str) -> bool:
    """Is `side` a Bot's beside a player (whose cards that player names)?"""
    return enabled(game) and asker(game, side) != side


def name_bot_hand(game: Game, side: str) -> None:
    """A Bot beside a player chooses its own cards as in digital play: the player deals its hand from the
    real deck and names each card of it not yet named (``table.bot_card``), before the Bot chooses its
    headline or an action round's card - so every card of a Bot's hand is known when it decides."""
    if not bot_beside_player(game, side):
        return
    slots = unknown_slots(game.state, side)
    for index in range(len(slots)):
        options = unseen(game.state)  # a card not seen anywhere yet: not one named already
        number = game.choose(asker(game, side), "table.bot_card", options,
                             f"Deal the {side_name(side)} Bot's hand: which card is its card {index + 1} of "
                             f"{len(slots)} not named yet? (number or name)", labels=labels(options), player=side)
        shown_in_hand(game, side, number)


def hand_card(game: Game, side: str, why: str) -> int:
    """An event takes a card from `side`'s hand at random: a player draws it blind and names it."""
    options = candidates(game, side)
    number = game.choose(asker(game, side), "table.hand_card", options,
                         f"{why}: draw a card at random from the {side_name(side)} hand - which is it?",
                         labels=labels(options), player=side)
    shown_in_hand(game, side, number)
    return number


def shown_cards(game: Game, side: str, accept: Callable[[int], bool], what: str, why: str) -> list[int]:
    """`side`'s hand shows every card of a kind it holds (`accept`): the named ones are known; for its
    placeholders the player names the others (any unseen cards of that kind, as many as it has
    placeholders; none is an answer). Returns the cards of that kind in the hand."""
    state = game.state
    slots = unknown_slots(state, side)
    options = [n for n in unseen(state) if accept(n)]
    if slots and options:
        named = game.choose_many(asker(game, side), "table.hand_cards", options, min(len(slots), len(options)),
                                 f"{why}: which {what} does the {side_name(side)} hand hold (none: answer nothing)?",
                                 minimum=0, labels=labels(options), player=side)
        for number in named:
            shown_in_hand(game, side, number)
    return [n for n in hand_seen(state, side) if accept(n)]


class TableDice:
    """Dice rolled at the table: a player reads each die off and types it in (``table.die``). Asked of the
    player's side; at one screen of the phasing player (the USSR before anyone is)."""

    def __init__(self, game: Game, side: str | None = None) -> None:
        self.game = game
        self.side = side

    def roll(self, purpose: str) -> int:
        side = self.side if self.side in SIDES else (self.game.state.phasing or USSR)
        return self.game.choose_number(side, "table.die", 1, 6, f"Roll a die ({purpose}):")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "table"}
