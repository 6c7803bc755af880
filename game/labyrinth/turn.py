"""The flow of play: turns of action phases, plot resolution after each US phase, the end of turn.

A turn alternates Jihadist and US action phases of up to two cards each, Jihadist first,
until both hands are spent (a side with one card left may hold it, 5.2). Plots are
resolved after every US action phase. Before each card, the cards' ``before_card`` hooks
run (a Truce, 239, may be ended early by either side). How a card is played - event, Ops,
reserves, the opponent's event it sets off, where it ends - is `cardplay`'s.

This module only drives: it imports the services it calls and nothing imports it but the
front ends (`run_game`) and the match runners.
"""

from __future__ import annotations

from . import cardplay, deck, derived, hooks, plots, table
from .end_of_turn import end_turn
from .game import Game
from .optional_rules import at_action_phase
from .state import JIHADIST, SIDES, US
from .victory import GameOver

HOLD = "hold"


def run_game(game: Game, max_turns: int | None = None) -> str | None:
    """Play turns until someone wins (or `max_turns` turns have been played); returns the winner.

    A game with invariants on is checked once more when it ends (the card in play when it
    ended must be in a zone like every other).
    """
    played = 0
    derived.follow(game.state, check=game.check_invariants)  # its board's values kept between reports
    try:
        while game.state.winner is None:
            play_turn(game)
            played += 1
            if max_turns is not None and played >= max_turns:
                break
    except GameOver:
        pass
    finally:
        derived.follow(None)
    game.verify()
    return game.state.winner


def play_turn(game: Game) -> None:
    """One full turn: action phases until both hands are done, then the end-of-turn sequence."""
    state = game.state
    held: set[str] = set()
    state.action_phase = 0
    while True:
        active = [s for s in (JIHADIST, US) if state.hands[s] and s not in held]
        if not active:
            break
        for side in (JIHADIST, US):
            if state.hands[side] and side not in held:
                state.action_phase += 1
                if action_phase(game, side) == HOLD:
                    held.add(side)
            if side == US:
                plots.resolve_all(game)
        if not any(state.hands[s] and s not in held for s in SIDES):
            break
    end_turn(game)


def action_phase(game: Game, side: str) -> str | None:
    """Up to two cards for `side`; returns HOLD if the side keeps its last card for next turn."""
    state = game.state
    state.phase = side
    state.cards_played_in_phase = 0
    at_action_phase(game, side)  # optional rule 1 (Strong Horse / Zakat)
    cardplay.new_action_phase(game)
    for _ in range(2):
        hand = state.hands[side]
        if not hand:
            break
        hooks.run("before_card", game, side)
        if len(hand) == 1 and state.cards_played_in_phase == 0 and may_hold(game, side):
            keep = game.confirm(side, "card.hold", f"Keep {deck.shown_name(game, hand[0])} for next turn instead of playing it?",
                                card=hand[0])
            if keep:
                game.log(f"{deck.side_name(side)} holds its last card")
                return HOLD
        cardplay.voluntary_cadre_removal(game, side)
        if table.enabled(game) or not game.is_bot(side):
            # the player is asked for this card: what they recorded at that question applies first
            game.checkpoint("table.card" if table.enabled(game) else "card.choose")
        considered = cards_considered(game, side)
        if len(considered) > 1:
            labels = {n: deck.card(n).name for n in considered}
            number = game.choose(side, "card.choose", considered,
                                 f"{deck.side_name(side)}: which of the top {len(considered)} cards do you play first?",
                                 labels=labels, top=considered[0], pile_order=list(considered))
        elif table.enabled(game):
            number = table.card_played(game, side)  # at the table the player names the card
        else:
            number = game.choose(side, "card.choose", list(hand), f"{deck.side_name(side)}: which card do you play?",
                                 labels={n: deck.card(n).name for n in hand})
        used = cardplay.play_card(game, side, number)
        state.cards_played_in_phase += used
        game.verify()
        if state.cards_played_in_phase >= 2:
            break
    return None


def cards_considered(game: Game, side: str) -> list[int]:
    """The cards a Bot side chooses its first card of an action phase from, top of its pile first.

    The rulebook's Bots play their top card (12.2, 13.2): nothing to choose (an empty list). A
    tier whose ``cards_considered`` is N >= 2 looks at the top N cards (at most the hand) when the
    Bot holds 2 or more at the phase's first card (the Enhanced Bot's two-card look, EB2); at
    the table the player turns them up and names them (EB24). Its second card is asked as ever.
    """
    hand = game.state.hands[side]
    if not game.is_bot(side) or game.state.cards_played_in_phase or len(hand) < 2:
        return []
    wanted = int(game.capability(side, "cards_considered", 1))
    if wanted < 2:
        return []
    return deck.top_cards(game, side, wanted, "The Bot looks at its top cards")


def may_hold(game: Game, side: str) -> bool:
    """The US Bot never holds its last card (13.2); the Infectious+ Jihadist makes the US play all (12.5)."""
    if game.is_bot(side):
        return False
    return not (side == US and game.is_bot(JIHADIST) and game.capability(JIHADIST, "us_must_play_all", False))
