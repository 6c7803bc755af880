"""Playing a card (5.0-7.0, 9.0): as an event, for Ops, or to the space race; and its fate afterwards.

* What a card may be played as (`uses`): a scoring card only as its event (2.2.1); a player's own
  or both sides' event when it may happen now (7.1, `events.blocked`); UN Intervention only
  together with a card carrying the opponent's event (its `playable`); Ops for every card with
  Ops; the space race when the rules allow it (6.4). The China Card: Ops or the space race - it
  has no event (9.1).
* A card played for Ops whose event is the opponent's sets that event off for the opponent,
  before or after the Ops as the player chooses (``card.event_order``, 5.2), unless it may not
  happen now; the opponent carries it out as if it had played it. The space race sets off no
  event (6.4.5).
* The card afterwards (`settle_card`): removed when its event happened and its title has an
  asterisk (2.2.4); otherwise discarded (5.2: an opponent's starred event that could not happen
  goes to the discards). An event may have placed its card itself (Missile Envy into the
  opponent's hand, Shuttle Diplomacy in front of the US). The China Card passes to the opponent
  face down (9.3).
* While an event or a scoring card is resolved, the 20-VP check waits until all its VP are in
  (`Game.vp_hold`, 10.3.1).
* The card in play (`Game.card_play`) remembers where each side had influence when it began, for
  placing influence (6.1.1).

The phasing player (`state.phasing`) is the one who played the card, whoever carries the event
out (4.5 C note, 8.1.3): DEFCON 1 is its loss.
"""

from __future__ import annotations

from . import deck, effects, events, hooks, modifiers, operations, space_race, victory
from .board import card as card_facts
from .board import card_name, is_scoring, with_influence
from .facts import facts
from .game import CardPlay, Game
from .state import CHINA_CARD, SIDES, other_side, side_name

EVENT, OPS, SPACE = "event", "ops", "space"


# -- the card in play ---------------------------------------------------------------------------------
def begin(game: Game, side: str, number: int, use: str, *, headline: bool = False) -> CardPlay:
    """Card `number` enters play for `side`. A card played at the top level makes `side` the phasing
    player (4.2); one an event plays inside another (Grain Sales, Star Wars...) leaves it be."""
    present = {s: frozenset(with_influence(game.state, s)) for s in SIDES}
    play = CardPlay(side, number, use, present, headline)
    deck.put_in_play(game, number)
    if not game.plays:
        game.state.phasing = side
    game.plays.append(play)
    game.card_play = play
    return play


def end(game: Game, play: CardPlay) -> None:
    if game.plays and game.plays[-1] is play:
        game.plays.pop()
    game.card_play = game.plays[-1] if game.plays else None


def settle_card(game: Game, number: int, fired: bool) -> None:
    """The card's place once played: removed if its starred event happened, else discarded."""
    if number == CHINA_CARD or deck.where(game.state, number) != "in_play":
        return
    if fired and card_facts(number).remove:
        deck.remove(game, number, "its event was played")
    else:
        deck.discard(game, number)


# -- what a card may be played as ----------------------------------------------------------------------
def uses(game: Game, side: str, number: int) -> list[str]:
    """How `side` may play card `number` now."""
    if number == CHINA_CARD:
        found = [OPS]
        if space_race.why_not(game, side, modifiers.card_ops(game, side, number)) is None:
            found.append(SPACE)
        return found
    if is_scoring(number):
        return [EVENT]
    found = []
    if events.may_play_as_event(number, side) and events.blocked(game, number, side) is None:
        found.append(EVENT)
    ops = modifiers.card_ops(game, side, number)
    if ops > 0:
        found.append(OPS)
        if space_race.why_not(game, side, ops) is None:
            found.append(SPACE)
    return found


# -- events ---------------------------------------------------------------------------------------------
def resolve_event(game: Game, player: str, number: int) -> bool:
    """Carry out card `number`'s event, played or set off by `player`; True if it happened."""
    owner = events.carried_out_by(number, player)
    reason = events.blocked(game, number, owner)
    if reason is not None:
        game.log(f"The event of {card_name(number)} does not happen: {reason[1]}")
        return False
    entry = events.spec(number)
    assert entry is not None
    game.log(f"{card_name(number)}: the {side_name(owner)} carries out the event")
    game.vp_hold += 1
    try:
        entry.effect(game, owner)
    finally:
        game.vp_hold -= 1
    for cancelled in cancelled_by(number):
        effects.end(game, cancelled, f"cancelled by {card_name(number)}")
    hooks.run("event_done", game, owner, number)
    victory.check_vp(game)
    return True


def cancelled_by(number: int) -> list[int]:
    """The cards whose lasting effect card `number`'s event ends (the card table's ``cancelled_by``:
    Tear Down This Wall ends Willy Brandt, "An Evil Empire" Flower Power...)."""
    return [n for n, c in facts().cards.items() if number in c.cancelled_by]


def war_card_played(game: Game, side: str, number: int, use: str) -> None:
    if card_facts(number).war is not None:
        hooks.run("war_card", game, side, number, use)


# -- the ways to play a card ----------------------------------------------------------------------------
def play_as_event(game: Game, side: str, number: int) -> bool:
    """`side` plays card `number` as its event (in hand or already in play)."""
    play = begin(game, side, number, EVENT)
    fired = False
    try:
        war_card_played(game, side, number, EVENT)
        fired = resolve_event(game, side, number)
    finally:
        settle_card(game, number, fired)
        end(game, play)
    return fired


def play_for_ops(game: Game, side: str, number: int, *, ops: int | None = None, sets_off: bool = True) -> None:
    """`side` plays card `number` for Ops; the opponent's event on it happens before or after (5.2) -
    unless an event says the card is used for its Ops alone (`sets_off` False: UN Intervention,
    Missile Envy)."""
    play = begin(game, side, number, OPS)
    fired = False
    try:
        if number == CHINA_CARD:
            hooks.run("china_played", game, side)
        war_card_played(game, side, number, OPS)
        opponent = other_side(side)
        sets_off = sets_off and number != CHINA_CARD and card_facts(number).side == opponent
        order = None
        if sets_off:
            reason = events.blocked(game, number, opponent)
            if reason is None:
                order = game.choose(side, "card.event_order", ("before", "after"),
                                    f"{side_name(side)}: the {side_name(opponent)} event of {card_name(number)} "
                                    f"happens before or after your Ops?", card=number)
            else:
                game.log(f"The event of {card_name(number)} does not happen: {reason[1]}")
        if order == "before":
            fired = resolve_event(game, side, number)
        value = modifiers.card_ops(game, side, number) if ops is None else ops
        operations.conduct(game, side, number, value)
        if order == "after":
            fired = resolve_event(game, side, number)
    finally:
        settle_card(game, number, fired)
        if number == CHINA_CARD:
            deck.pass_china(game, other_side(side), face_up=False, why="played (9.3)")
        end(game, play)


def play_to_space(game: Game, side: str, number: int) -> None:
    """`side` discards card `number` to the space race (6.4): its event never happens (6.4.5)."""
    play = begin(game, side, number, SPACE)
    try:
        if number == CHINA_CARD:
            hooks.run("china_played", game, side)
        space_race.attempt(game, side, modifiers.card_ops(game, side, number))
    finally:
        settle_card(game, number, False)
        if number == CHINA_CARD:
            deck.pass_china(game, other_side(side), face_up=False, why="played (9.3)")
        end(game, play)


def play_card(game: Game, side: str, number: int, use: str) -> None:
    """An action round's card, played as `use` (event, ops or space)."""
    game.log(f"{side_name(side)} plays {card_name(number)} ({use})")
    if use == EVENT:
        play_as_event(game, side, number)
    elif use == OPS:
        play_for_ops(game, side, number)
    elif use == SPACE:
        play_to_space(game, side, number)
    else:
        raise ValueError(f"no way to play a card as {use!r}")


def play_headline(game: Game, side: str, number: int) -> bool:
    """A headline card's event (4.5 C): whoever's it is, it happens (if it can); no Ops."""
    play = begin(game, side, number, EVENT, headline=True)
    fired = False
    try:
        war_card_played(game, side, number, EVENT)
        fired = resolve_event(game, side, number)
    finally:
        settle_card(game, number, fired)
        end(game, play)
    return fired


# -- cards events make a player discard or draw ----------------------------------------------------------
def discard_from_hand(game: Game, side: str, number: int, why: str) -> None:
    """A card an event makes `side` discard: its event does not happen (5.4), scoring cards included. It shows
    itself from that hand (at the table: named, it takes a placeholder's slot there first)."""
    deck.shown_from_hand(game, side, number)
    deck.discard(game, number, why)
