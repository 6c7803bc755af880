"""Board primitives for the cards: moving a card between places, drawing, dealing, reshuffling,
adding the Mid and Late War cards, and The China Card.

A card's place is a zone of the state (``draw_pile``, ``discard``, ``removed``, ``in_play``,
``set_aside``, ``waiting``) or a hand (``hand_us``, ``hand_ussr``). `move` takes a card from
wherever it is to a new place and reports it; every other card primitive is built on it.

* Drawing takes the top card; an empty draw pile is first made anew from the shuffled discard
  pile (4.3). Every card left in the draw pile is dealt before that happens (4.3.1).
* Dealing (4.5 B) fills each hand to the period's size (8, then 9 from turn 4); The China Card
  never counts (9.1). Cards go one at a time, USSR first, alternating while both need cards -
  the tournament way (11.1.3), which deals the same hands as any other order would.
* At the start of turns 4 and 8 the Mid / Late War cards are shuffled into the draw pile, not
  the discards (4.4).
* The China Card is never in a zone: it is with its holder, face up or face down (9.1-9.4).

A script may say which cards come off the draw pile next (`Game.stacked_draws`, a table game
replayed): each is taken from the draw pile instead of the top card.

At the table (`table`) the cards dealt and drawn are placeholders until they show themselves, and
the program shuffles nothing (the players shuffle the real cards). Rules reach into a hand only through
functions that know what the program may know there: `random_from_hand` (the one random choice of a
card in the engine), `hand_choices` (the cards an event may take), `shown_from_hand` (the card taken
shows itself), `may_hold_none` and `seen_in_hand`.
"""

from __future__ import annotations

from collections.abc import Callable

from . import table
from .board import card_name, hand_seen, hand_size
from .facts import facts
from .game import Game
from .state import CHINA_CARD, SIDES, USSR, ZONES, GameState, other_side


def hand_zone(side: str) -> str:
    return f"hand_{side}"


def where(state: GameState, number: int) -> str:
    """The place of a card (a zone or a hand); ``china`` for The China Card; ``nowhere`` if absent."""
    if number == CHINA_CARD:
        return "china"
    for zone in ZONES:
        if number in getattr(state, zone):
            return zone
    for side in SIDES:
        if number in state.hands[side]:
            return hand_zone(side)
    return "nowhere"


def _pile(state: GameState, place: str) -> list[int]:
    if place.startswith("hand_"):
        return state.hands[place[5:]]
    if place in ZONES:
        return getattr(state, place)
    raise ValueError(f"no card place {place!r}")


def move(game: Game, number: int, target: str, why: str = "", *, quiet: bool = False) -> None:
    """Take card `number` from wherever it is and put it in `target` (a zone or a hand)."""
    if number == CHINA_CARD:
        raise ValueError("The China Card never goes into a zone (9.1); use pass_china")
    state = game.state
    source = where(state, number)
    if source == target:
        return
    table.moved(game, number, source, target)
    if source != "nowhere":
        _pile(state, source).remove(number)
    _pile(state, target).append(number)
    if not quiet:
        game.report("card", card=number, source=source, target=target, why=why)
    game.changed("card", card_target(number), before=source, after=target)


def card_target(number: int) -> str:
    return str(number)


def discard(game: Game, number: int, why: str = "") -> None:
    move(game, number, "discard", why)


def remove(game: Game, number: int, why: str = "") -> None:
    move(game, number, "removed", why)


def to_hand(game: Game, side: str, number: int, why: str = "") -> None:
    move(game, number, hand_zone(side), why)


def put_in_play(game: Game, number: int) -> None:
    if number != CHINA_CARD:
        move(game, number, "in_play", quiet=True)


def set_aside(game: Game, number: int, why: str = "") -> None:
    move(game, number, "set_aside", why)


# -- drawing and dealing ----------------------------------------------------------------------------
def reshuffle(game: Game) -> None:
    """The discard pile becomes the new draw pile, shuffled (4.3); removed cards stay out."""
    state = game.state
    cards = list(state.discard)
    if not cards:
        return
    if not table.enabled(game):  # at the table the players shuffle: the new draw pile is all unseen cards
        game.rng.shuffle(cards)
    state.discard.clear()
    state.draw_pile.extend(cards)
    game.report("reshuffle", count=len(cards))
    game.changed("card", "reshuffle")


def draw(game: Game, side: str, why: str = "") -> int | None:
    """The top card of the draw pile into `side`'s hand (reshuffling first if it is empty);
    None when there is no card left anywhere to draw."""
    state = game.state
    if not state.draw_pile:
        reshuffle(game)
    if not state.draw_pile:
        return None
    number = state.draw_pile[-1]
    if game.stacked_draws:
        wanted = game.stacked_draws.pop(0)
        if wanted not in state.draw_pile:
            raise ValueError(f"the script draws {card_name(wanted)} (#{wanted}), which is not in the draw pile")
        number = wanted
    move(game, number, hand_zone(side), why or "drawn", quiet=True)
    return number


def cards_in_hand(state: GameState, side: str) -> int:
    """The hand's size as the deal counts it: The China Card never counts (4.5 B, 9.1)."""
    return len(state.hands[side])


def deal_hands(game: Game) -> None:
    """Fill both hands to the turn's size, one card at a time, USSR first (4.5 B, 11.1.3)."""
    state = game.state
    size = hand_size(state.turn)
    dealt = dict.fromkeys(SIDES, 0)
    side = USSR
    while any(cards_in_hand(state, s) < size for s in SIDES):
        if cards_in_hand(state, side) < size:
            if draw(game, side, "dealt") is None:
                break
            dealt[side] += 1
        if cards_in_hand(state, other_side(side)) < size:
            side = other_side(side)
    for s in (USSR, other_side(USSR)):
        if dealt[s]:
            game.report("deal", side=s, count=dealt[s])


def add_period_cards(game: Game, period: str) -> None:
    """Shuffle a period's waiting cards into the draw pile (4.1, 4.4); the discards stay where they are."""
    state = game.state
    entering = [n for n in state.waiting if facts().cards[n].period == period]
    if not entering:
        return
    for number in entering:
        state.waiting.remove(number)
    state.draw_pile.extend(entering)
    shuffle_draw_pile(game)
    game.report("deck_added", period=period, count=len(entering))
    game.changed("card", "deck_added")


def shuffle_draw_pile(game: Game) -> None:
    """Shuffle the draw pile (the game's RNG; at the table the players shuffle it, and every card in it is
    unseen whatever its order)."""
    if not table.enabled(game):
        game.rng.shuffle(game.state.draw_pile)


# -- cards an event takes from a hand ---------------------------------------------------------------------
def random_from_hand(game: Game, side: str, why: str) -> int | None:
    """A card taken from `side`'s hand at random (None from an empty hand): the game's RNG; at the table a
    player draws it blind and names it (`table.hand_card`). Every random choice of a card comes here."""
    hand = game.state.hands[side]
    if not hand:
        return None
    if table.enabled(game):
        return table.hand_card(game, side, why)
    return game.random_pick(list(hand))


def hand_choices(game: Game, side: str, accept: Callable[[int], bool] | None = None) -> list[int]:
    """The cards of `side`'s hand an event may take (those passing `accept`), in the hand's order; at the
    table every card the hand may hold (`table.candidates`: named there, or any unseen card while it holds
    a placeholder). The card taken shows itself: `shown_from_hand`."""
    if table.enabled(game):
        return table.candidates(game, side, accept)
    return [n for n in game.state.hands[side] if accept is None or accept(n)]


def shown_from_hand(game: Game, side: str, number: int) -> None:
    """Card `number` of `side`'s hand shows itself (taken by an event, played): at the table it takes a
    placeholder's slot in that hand (`table.shown_in_hand`)."""
    table.shown_in_hand(game, side, number)


def may_hold_none(game: Game, side: str, accept: Callable[[int], bool]) -> bool:
    """At the table, may `side`'s hand hold no card passing `accept` (an event's "none" is then an answer)?"""
    return table.may_hold_none(game, side, accept)


def seen_in_hand(game: Game, side: str) -> list[int]:
    """The cards of `side`'s hand the program knows (all; at the table the ones named)."""
    return hand_seen(game.state, side)


# -- The China Card (9) -------------------------------------------------------------------------------
def pass_china(game: Game, holder: str | None, *, face_up: bool, why: str = "") -> None:
    """Give The China Card to `holder` (None: nobody, the Chinese Civil War variant), face up or down."""
    state = game.state
    if state.china_holder == holder and state.china_face_up == face_up:
        return
    state.china_holder = holder
    state.china_face_up = face_up
    game.report("china_card", holder=holder, face_up=face_up, why=why)
    game.changed("china", before=None, after=holder)


def flip_china_face_up(game: Game) -> None:
    """End of turn (4.5 G, 9.3): a face-down China Card is turned face up."""
    state = game.state
    if state.china_holder is not None and not state.china_face_up:
        state.china_face_up = True
        game.report("china_flip")
