"""The cards as objects moving between draw pile, hands, discard, removed, lapsing; dealing; event markers.

Every card is in exactly one zone: the draw pile, a hand, the discard pile, the removed
pile, the lapsing box, the first plot box - or, while it is being played, among the cards in
play (`play`; ``state.playing``) until its play puts it in one of the others (`unsettled`). A marked event (Mark, "M" on the card table)
leaves its *marker* in the Events in Play box (``state.events_in_play``, by card number)
while its card goes to the discard pile like any other (6.2.3; the rulebook's worked example
places Trade Embargo's and Bloody Thursday's markers there): the card comes back after a
reshuffle and may be taken by Oil Price Spike while its marker stays in effect. A lasting event
whose card leaves the game keeps a global marker named after its title instead (``state.markers``:
Maersk Alabama 140, Pirates 183, Sequestration 184; `place_global_marker`).

The First Plot box (8.5.3) holds the first card used for a Plot in a turn (`to_first_plot_box`)
until the end of the turn (`empty_first_plot_box`); it takes one card a turn.

Every move a player makes at the table is reported (`Game.report`), worded in `wording`.
"""

from __future__ import annotations

from collections.abc import Callable

from . import board, facts, table
from .game import Game
from .state import JIHADIST, SIDES, US, GameState
from .victory import finish_at_end

# the cards' facts, filled from `facts.cards` at the first look: a game looks a card up some 1,800 times,
# and one dict lookup is half what calling the cached loader and indexing its answer costs
_CARDS: dict[int, facts.CardFacts] = {}


def card(number: int) -> facts.CardFacts:
    try:
        return _CARDS[number]
    except KeyError:
        _CARDS.update(facts.cards())
        return _CARDS[number]  # an unknown card still raises KeyError, as it did


PLAYING, NOWHERE = "playing", "none"


def where_is(game: Game, number: int) -> str:
    """Which zone holds a card: draw, us, jihadist, discard, removed, lapsing, first_plot, playing
    (being played) or none (lifted out of one zone and not yet put in another)."""
    return zone(game.state, number)


def unsettled(game: Game, number: int) -> bool:
    """The card is in no pile yet: being played, or lifted out of one (its play decides where it goes)."""
    return where_is(game, number) in (PLAYING, NOWHERE)


def zone(state: GameState, number: int) -> str:
    """`where_is` for a bare state (comparing two states of a game)."""
    if number in state.draw_pile:
        return "draw"
    for side in SIDES:
        if number in state.hands[side]:
            return side
    if number in state.discard:
        return "discard"
    if number in state.removed:
        return "removed"
    if number in state.lapsing:
        return "lapsing"
    if state.first_plot_card == number:
        return "first_plot"
    if number in state.playing:
        return PLAYING
    return NOWHERE


def take(game: Game, number: int) -> None:
    """Lift a card out of wherever it is (before moving it elsewhere)."""
    table.forget(game, number)
    state = game.state
    # a card is in one zone (an invariant): the short piles a played or discarded card comes from first,
    # the long draw pile last
    for pile in (state.playing, state.hands["us"], state.hands["jihadist"], state.lapsing, state.discard,
                 state.removed, state.draw_pile):
        if number in pile:
            pile.remove(number)
            return
    if state.first_plot_card == number:
        state.first_plot_card = None


def play(game: Game, number: int) -> None:
    """A card is being played (for its event, its Ops or reserves; as a Reassessment's second card; a
    discarded card whose event goes off): out of wherever it was, face up among the cards in play."""
    take(game, number)
    game.state.playing.append(number)


def draw(game: Game, side: str, count: int) -> list[int]:
    """Deal `count` cards from the top of the draw pile into a hand; fewer if it runs out."""
    state = game.state
    drawn = state.draw_pile[:count]
    del state.draw_pile[: len(drawn)]
    state.hands[side].extend(drawn)
    return drawn


def to_hand(game: Game, side: str, number: int) -> None:
    """A card joins a hand. A Bot's hand is a face-down pile and the card goes on top (13.2, UB10),
    unless the Bot's tier shuffles it in (``cards_join_hand_at: random``, EB25): then it takes a
    random slot (the game's RNG), and at the table, where the player shuffles the real pile, no
    slot of that pile is known any more."""
    take(game, number)
    hand = game.state.hands[side]
    if game.is_bot(side) and game.capability(side, "cards_join_hand_at", "top") == "random":
        hand.insert(game.random_pick(range(len(hand) + 1)), number)
        table.shuffled(game, side)
    else:
        hand.append(number)
        table.mark_known(game, number)
    game.report("card_to_hand", card=number, name=card(number).name, side=side)


def shuffle_hand(game: Game, side: str) -> None:
    """Shuffle a Bot's face-down pile (the game's RNG; at the table the player shuffles the real one,
    and the program forgets which card any slot holds)."""
    game.rng.shuffle(game.state.hands[side])
    table.shuffled(game, side)


CRITICAL_MIDDLE = 200


def discard(game: Game, number: int) -> None:
    take(game, number)
    if number == CRITICAL_MIDDLE:
        # Critical Middle (card table type S) never lies in the discard pile: played or
        # discarded, it goes face down into the middle of the draw pile instead
        game.state.draw_pile.insert(len(game.state.draw_pile) // 2, number)
        game.report("card_to_middle", card=number, name=card(number).name)
        return
    game.state.discard.append(number)


def remove_from_game(game: Game, number: int) -> None:
    take(game, number)
    game.state.removed.append(number)
    game.report("card_removed", card=number, name=card(number).name)


def place_global_marker(game: Game, number: int, effect: str = "") -> bool:
    """A lasting event whose card leaves the game: the global marker named after its title goes to the Events
    in Play box and stays in effect until `end_event` takes it. False if it was there already."""
    title = card(number).title
    if title in game.state.markers:
        return False
    game.state.markers.append(title)
    game.report("global_marker", card=number, title=title, effect=effect)
    return True


def mark_in_play(game: Game, number: int) -> None:
    """A marked event: its marker goes to the Events in Play box, its card to the discard pile."""
    if number not in game.state.events_in_play:
        game.state.events_in_play.append(number)
        game.report("event_marker", card=number, title=card(number).title)
    discard(game, number)


def make_lapsing(game: Game, number: int) -> None:
    take(game, number)
    game.state.lapsing.append(number)
    game.report("card_lapsing", card=number, name=card(number).name)


def end_event(game: Game, number: int) -> bool:
    """A lasting event stops being in effect: its marker leaves the Events in Play box (or the global
    marker named after it, for a card removed from the game), or its card leaves the lapsing box for
    the discard pile. Returns False if it was not in effect."""
    state = game.state
    ended = False
    if number in state.events_in_play:
        state.events_in_play.remove(number)
        ended = True
    while card(number).title in state.markers:
        state.markers.remove(card(number).title)
        ended = True
    if number in state.lapsing:
        discard(game, number)
        ended = True
    if ended:
        game.report("event_ended", card=number, name=card(number).name)
    return ended


# the First Plot box was used this turn - it stays used even if an event takes its card away (Oil Price Spike)
FIRST_PLOT_BOX_USED = "first_plot_box_used"


def first_plot_box_open(state: GameState) -> bool:
    """The First Plot box takes a card: none has gone there this turn (8.5.3)."""
    return state.first_plot_card is None and not state.counters.get(FIRST_PLOT_BOX_USED)


def to_first_plot_box(game: Game, number: int) -> None:
    """The first card used for a Plot this turn goes to the First Plot box (8.5.3); the caller has checked
    `first_plot_box_open`."""
    take(game, number)
    game.state.first_plot_card = number
    game.state.counters[FIRST_PLOT_BOX_USED] = 1
    game.report("first_plot_box", card=number, name=card(number).name)


def empty_first_plot_box(game: Game) -> None:
    """The end of the turn (11.3.6): the first-plot card is discarded and the box takes a card again."""
    state = game.state
    number = state.first_plot_card
    if number is not None:
        if number in facts.cards() and where_is(game, number) == "first_plot":
            discard(game, number)
            if where_is(game, number) == "discard":  # Critical Middle (200) said where it went itself
                game.report("first_plot_discarded", card=number, name=card(number).name)
        state.first_plot_card = None
    state.counters.pop(FIRST_PLOT_BOX_USED, None)


def random_from_hand(game: Game, side: str, why: str = "") -> int:
    """A card taken "at random" from a hand by an event (`random_picks_from_hand` with one card)."""
    return random_picks_from_hand(game, side, 1, why or "An event")[0]


def random_picks_from_hand(game: Game, side: str, count: int, why: str) -> list[int]:
    """Up to `count` different cards taken "at random" from a hand, all picked before any is used.

    A Bot's hand is a face-down pile whose cards are played, removed and added at the top (12.2,
    13.2; UB10): its random cards are its top cards, the top one first. A person's are picked by
    the game's RNG. At the table the player takes each card (from the top of a Bot's pile) and
    names it.
    """
    hand = game.state.hands[side]
    count = min(count, len(hand))
    if game.is_bot(side):
        return top_cards(game, side, count, why)
    picked: list[int] = []
    for _ in range(count):
        if table.enabled(game):
            chosen = table.hand_card(game, side, why, exclude=picked)
        else:
            chosen = game.random_pick([n for n in hand if n not in picked])
        picked.append(chosen)
    return picked


def top_cards(game: Game, side: str, count: int, why: str = "") -> list[int]:
    """The top `count` cards of a Bot's face-down pile, the top one first (the last dealt or added is on
    top, 13.2). At the table the player turns each up and names it (`table.pile_card`)."""
    hand = game.state.hands[side]
    count = min(count, len(hand))
    if table.enabled(game):
        return [table.pile_card(game, side, depth, why) for depth in range(count)]
    return [hand[len(hand) - 1 - depth] for depth in range(count)]


def hand_options(game: Game, side: str, accept: Callable[[int], bool] | None = None) -> list[int]:
    """The cards of `side`'s hand an effect may take (that pass `accept`). At the table the program
    does not know the player's hand: every card it may hold (then `chosen_from_hand` shows it)."""
    if table.enabled(game):
        return table.candidates(game, side, accept)
    return [n for n in game.state.hands[side] if accept is None or accept(n)]


def chosen_from_hand(game: Game, side: str, number: int) -> None:
    """A card taken from a hand for an effect shows itself (at the table it takes its slot in the hand)."""
    if table.enabled(game):
        table.chosen_from_hand(game, side, number)


def top_of_hand(game: Game, side: str) -> int | None:
    """The top card of a Bot's face-down hand (the last dealt or added); at the table the player turns it up."""
    if table.enabled(game) and side != table.human(game):
        return table.top_card(game, side)
    hand = game.state.hands[side]
    return hand[-1] if hand else None


def random_from_draw_pile(game: Game, why: str) -> int | None:
    """A card drawn at random from the draw pile and shuffled back (at the table the player names it)."""
    if not game.state.draw_pile:
        return None
    if table.enabled(game):
        return table.draw_pile_card(game, why)
    return game.random_pick(list(game.state.draw_pile))


def shown_name(game: Game, number: int) -> str:
    """A card's name for a message ("a card not yet seen" where table mode holds only a placeholder)."""
    return table.shown_name(game, number)


def side_name(side: str) -> str:
    return "US" if side == "us" else "Jihadist"


def shuffle_discard_under(game: Game) -> None:
    """Start the next deck: shuffle the discard pile and put it under the draw pile."""
    state = game.state
    pile = list(state.discard)
    game.rng.shuffle(pile)
    state.discard.clear()
    state.draw_pile.extend(pile)
    state.deck_number += 1
    game.report("deck_begins", number=state.deck_number, decks=state.decks)


def shuffle_under_draw_pile(game: Game, numbers: list[int], why: str) -> None:
    """Cards set aside come into play: shuffled (the game's RNG), they go under the draw pile (Assad Alone's
    overtime)."""
    cards = list(numbers)
    game.rng.shuffle(cards)
    game.state.draw_pile.extend(cards)
    if cards:
        game.report("cards_under_draw_pile", count=len(cards), why=why)


def deal_hands(game: Game) -> None:
    """Deal both hands for a new turn; when the pile runs short, the next deck starts or the game ends."""
    state = game.state
    jihadist = board.jihadist_hand_size(state)
    us = board.us_hand_size(state)
    if len(state.draw_pile) < jihadist + us:
        if state.deck_number >= state.decks:
            finish_at_end(game)
        shuffle_discard_under(game)
    # cards are dealt alternately, Jihadist first (3.2)
    for i in range(max(jihadist, us)):
        if i < jihadist:
            draw(game, JIHADIST, 1)
        if i < us:
            draw(game, US, 1)
    game.report("hands_dealt", jihadist=len(state.hands[JIHADIST]), us=len(state.hands[US]))
