"""The end of a turn (4.5 E-I) and the start of the next (4.5 A-B, 4.1, 4.4).

E. Military operations (8.2.1): a side short of the DEFCON level gives the opponent 1 VP per
   missing Op; only the net moves the marker (10.2.3). Both markers go back to 0.
F. The held cards (4.5 F, 11.1.2): a side holding a scoring card loses - at once in a tournament
   game, and in every game here, since 2.2.1 requires scoring cards to be played the turn they are
   drawn and nothing else enforces it (TS-R6). Both holding one: a draw. Scoring cards an event put
   in a hand with too few rounds left to play them were never the side's to play: an event cannot
   force a side to hold one (10.1.5), so they stay in the hand for the next turn.
   The side with Eagle/Bear Has Landed may discard its held card (6.4.4, ``turn.discard_held``).
   At the table each hand still holding a card not named first shows the scoring cards it holds
   (``table.hand_cards``; none is the usual answer).
   Effects that last for the turn end (the card table's ``lasting: this_turn``).
G. A face-down China Card is turned face up (9.3).
H. The turn marker moves on; after turn 10, final scoring (I, 10.3.2).

The next turn starts with A (DEFCON improves one step, 8.1.6), adds the Mid War cards at the
start of turn 4 and the Late War cards at turn 8 (4.1, 4.4), and B (the deal).
"""

from __future__ import annotations

from . import cardplay, deck, effects, scoring, table, tracks, victory
from .board import card_name, card_title, has_ability, is_scoring, period, scoring_cards_in_hand
from .facts import facts
from .game import Game
from .state import SIDES, US, USSR, other_side, side_name


def military_operations_check(game: Game) -> None:
    """4.5 E, 8.2.1."""
    state = game.state
    required = state.defcon
    short = {side: max(0, required - state.military_ops[side]) for side in SIDES}
    net = short[USSR] - short[US]  # the US gains what the USSR is short, and the other way round
    for side in SIDES:
        if short[side]:
            game.log(f"{side_name(side)} made {state.military_ops[side]} of the {required} military operations "
                     f"required: {side_name(other_side(side))} gains {short[side]} VP (8.2.1)")
    for side in SIDES:
        tracks.reset_military_ops(game, side)
    game.vp_hold += 1
    try:
        if net > 0:
            tracks.gain_vp(game, US, net, "military operations")
        elif net < 0:
            tracks.gain_vp(game, USSR, -net, "military operations")
    finally:
        game.vp_hold -= 1
    victory.check_vp(game)


def held_cards(game: Game) -> None:
    """4.5 F: a held scoring card loses (11.1.2); Eagle/Bear Has Landed may discard the held card."""
    state = game.state
    if table.enabled(game):  # a held scoring card loses: at the table the hands show them now (TS-R27)
        for side in SIDES:
            table.shown_cards(game, side, is_scoring, "scoring cards", "End of turn (4.5 F)")
    held = {side: scoring_cards_in_hand(state, side) for side in SIDES}
    for side in SIDES:
        if held[side]:
            game.log(f"{side_name(side)} holds {', '.join(card_name(n) for n in held[side])}")
    holding = [side for side in SIDES if len(held[side]) > game.scoring_excused.get(side, 0)]
    if len(holding) == 2:
        victory.end_game(game, "draw", "both sides held a scoring card at the end of the turn (11.1.2)")
    if holding:
        loser = holding[0]
        victory.end_game(game, other_side(loser), f"{side_name(loser)} held a scoring card at the end of the "
                                                   f"turn (11.1.2)")
    for side in SIDES:
        hand = state.hands[side]
        if hand and has_ability(state, side, "may_discard_held_card"):
            options = deck.hand_choices(game, side)
            if game.confirm(side, "turn.discard_held", f"{side_name(side)}: discard a held card (Eagle/Bear Has "
                                                         f"Landed)?"):
                number = game.choose(side, "turn.held_card", options, f"{side_name(side)}: which card?",
                                     labels={n: card_title(n) for n in options})
                cardplay.discard_from_hand(game, side, number, "Eagle/Bear Has Landed")


def end_turn_effects(game: Game) -> None:
    for number in list(game.state.effects):
        if facts().cards[number].lasting == "this_turn":
            effects.end(game, number, "end of turn")


def end_turn(game: Game) -> None:
    """4.5 E-I."""
    state = game.state
    state.phase = "end_of_turn"
    state.phasing = ""
    military_operations_check(game)
    held_cards(game)
    end_turn_effects(game)
    deck.flip_china_face_up(game)
    if state.turn >= facts().turns.turns:
        state.phase = "final_scoring"
        scoring.final_scoring(game)
        victory.final_result(game, us_needs_vp=state.options.get("us_needs_vp"))
    state.turn += 1
    game.report("turn", turn=state.turn)


def start_turn(game: Game, *, first: bool = False) -> None:
    """4.5 A-B: DEFCON improves (not in a scenario's first turn: its set-up is the position the turn
    starts play with, TS-R7), a new period's cards join the draw pile (4.1), the deal."""
    state = game.state
    for side in SIDES:
        state.rounds_taken[side] = 0
    tracks.reset_space_attempts(game)
    if not first:
        tracks.improve_defcon(game, 1, "start of turn (8.1.6)")
        for war in ("mid", "late"):
            if facts().turns.periods[war].enters_turn == state.turn and period(state.turn) == war:
                deck.add_period_cards(game, war)
        deck.deal_hands(game)
