"""The end-of-turn sequence of Labyrinth: Awakening (11.3.6), in the order of its table:

1. Funding -1 - unless a lasting event holds it (Pirates, 183); then the events that lower
   it further (Fracking, 155) - both through their cards' hooks (``funding_holds``,
   ``end_of_turn_funding``).
2. Prestige -1 if any country is under Islamist Rule; +1 if the US posture matches a
   world GWOT posture at 3.
3. Reserves to 0 - a Bot side keeps its reserves (12.4.4, 13.4.5).
4. The resolved plots go back to the available box (11.3.2; WMD never return).
5. Polarization (11.1.7), then Civil War attrition (11.2.5); then automatic victory is
   checked, and a scenario with a fixed number of turns (Assad Alone) ends here.
6. New hands are dealt (the next deck starts, or the game ends, when the pile runs out).
7. Lapsing events end (their cards to the discard pile, or out of the game if the card
   is removed after play) and the first-plot card is discarded. What a lapse undoes is the
   card's ``lapse_ends`` hook: Korean Crises (179) and Ebola Scare (204) bring their
   off-map troops back - after the deal, so the troops they kept away still counted against
   the US hand (11.3.4) - and the Truce (239) markers go.
8. Off-map troops come back when their condition allows (the cards' ``off_map_return``
   hooks: Sequestration, 184, ends once a Muslim country with 3+ resources is under
   Islamist Rule).
9. Green Regime Change markers turn tan. The turn counter advances.

No choices are asked here (attrition's are in `attrition`).
"""

from __future__ import annotations

from . import awakening, board, deck, facts, hooks, pieces, tracks, victory
from .attrition import civil_war_attrition
from .civil_war import tan_regime_change
from .game import Game
from .optional_rules import before_deal
from .politics import set_alignment
from .state import SIDES


def end_turn(game: Game) -> None:
    """Run the whole end-of-turn sequence (11.3.6) and start the next turn."""
    state = game.state
    state.phase = "end_of_turn"
    game.report("turn_ends", turn=state.turn)
    adjust_funding(game)
    adjust_prestige(game)
    clear_reserves(game)
    pieces.return_resolved_plots(game)
    awakening.polarization(game)
    civil_war_attrition(game)
    victory.check_immediate(game)
    if state.turns_limit and state.turn >= state.turns_limit:
        if victory.end_of_game_result(game)[0] is None and state.options.get("overtime"):
            start_overtime(game)
        else:
            game.log(f"The scenario ends after turn {state.turns_limit}")
            victory.finish_at_end(game)
    before_deal(game)  # optional rule 1: Zakat
    deck.deal_hands(game)
    end_lapsing_events(game)
    if state.options.get("overtime_active"):
        victory.check_overtime(game)
    return_off_map_troops(game)
    flip_regime_change_markers(game)
    victory.check_immediate(game)  # lapsing effects (Oil Price Spike) may have changed the count
    state.turn += 1
    state.phase = "jihadist"
    state.action_phase = 0
    state.cards_played_in_phase = 0
    game.report("turn_begins", turn=state.turn)


def start_overtime(game: Game) -> None:
    """Assad Alone's overtime: no draw. The cards left out go under the draw pile (shuffled),
    Syria turns Neutral keeping its governance, and play goes on - through more decks if need be."""
    state = game.state
    unused = list(state.options.pop("unused_cards", []))
    deck.shuffle_under_draw_pile(game, unused, "Assad Alone's overtime")
    state.options["cards"] = sorted(set(state.options.get("cards", [])) | set(unused))
    state.turns_limit = 0
    state.decks = max(state.decks, 99)
    state.options["overtime_active"] = True
    game.log(f"No winner after turn {state.turn}: OVERTIME - {len(unused)} more cards go under the draw pile")
    set_alignment(game, "Syria", "neutral")


# -- the steps -----------------------------------------------------------------------------


def adjust_funding(game: Game) -> None:
    """Funding -1 (unless a lasting event holds it), then what lasting events take on top."""
    if not hooks.any_true("funding_holds", game):
        tracks.change_funding(game, -1, "end of turn")
    hooks.run("end_of_turn_funding", game)


def adjust_prestige(game: Game) -> None:
    """Prestige -1 with any Islamist Rule country; +1 when the US posture matches world posture at 3."""
    state = game.state
    if board.islamist_rule_countries(state):
        tracks.change_prestige(game, -1, "a country is under Islamist Rule")
    posture, level = board.world_posture(state)
    if posture == state.us_posture and level == 3:
        tracks.change_prestige(game, 1, "US posture matches world posture at 3")


def clear_reserves(game: Game) -> None:
    """Reserves go to 0 - not a Bot's (12.4.4 Jihadist Bot, 13.4.5 US Bot)."""
    for side in SIDES:
        if game.is_bot(side):
            continue
        tracks.set_reserves(game, side, 0, "end of turn")


def end_lapsing_events(game: Game) -> None:
    """Lapsing events end (Truce markers and off-map troops go with them); the first-plot card is discarded."""
    state = game.state
    deck.empty_first_plot_box(game)
    for number in list(state.lapsing):
        if facts.cards()[number].after_play == "remove":
            deck.remove_from_game(game, number)
        else:
            deck.end_event(game, number)
        hooks.run_for_card("lapse_ends", game, number)


def return_off_map_troops(game: Game) -> None:
    """Troops a lasting event holds off the map come back when its condition allows (its card's hook)."""
    hooks.run("off_map_return", game)


def flip_regime_change_markers(game: Game) -> None:
    """Green Regime Change markers turn tan at the end of the turn."""
    for name in sorted(game.state.countries):
        tan_regime_change(game, name)
