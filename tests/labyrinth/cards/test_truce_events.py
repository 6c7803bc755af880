"""Truce (239): "neither side may conduct Operations or play Event effects in this country" - no
event changes a country under Truce (issue 21), on random legal boards, whoever plays it and
whatever is answered; and the 11.2.9 marker move, which events and operations set off, never takes
a marker out of one."""

from __future__ import annotations

import contextlib
import random

from botkit.protocol import RandomDecider
from game.labyrinth import awakening, board, cardplay, event_lens, events
from game.labyrinth.consequences import Consequences
from game.labyrinth.game import Game
from game.labyrinth.state import JIHADIST, NEUTRAL, POOR, US, GameState
from game.labyrinth.victory import GameOver
from tests.labyrinth.helpers import make_game, make_state, setc

BOARDS = 6
SEED = 21
# rules-decisions C38: a marker that follows its card ("remove if played again elsewhere") leaves a
# country under Truce when its card is played elsewhere - the event acts where it is played
FOLLOW_THEIR_CARD = ("Training Camps", "UNSCR 1973", "Operation Serval")


def boards_with_a_truce(count: int, seed: int) -> list[tuple[int, GameState]]:
    """Random legal boards (event_lens), each with a Truce marker in at least one tested Muslim country."""
    found = []
    for number, state in event_lens.legal_boards(count, seed):
        if not any(board.under_truce(c) for c in state.countries.values()):
            tested = sorted(n for n, c in state.countries.items() if c.muslim and c.governance)
            state.countries[random.Random(number).choice(tested)].markers.append(board.TRUCE)
        found.append((number, state))
    return found


def without_followers(country: dict) -> dict:
    return {**country, "markers": [m for m in country["markers"] if m not in FOLLOW_THEIR_CARD]}


def truced_countries_changed(number: int, state: GameState, side: str, card: int) -> list[str]:
    """Play `card`'s event for `side` on a copy of `state` (random answers); the countries under Truce it changed."""
    game = Game(state.copy(), consequences=Consequences(), seed=number,
                deciders={US: RandomDecider(number), JIHADIST: RandomDecider(number + 1)})
    event_lens._in_hand_of(game, side, card)
    if not events.can_play_event(game, card, side):
        return []
    truced = [n for n, c in game.state.countries.items() if board.under_truce(c)]
    before = {n: without_followers(game.state.countries[n].to_dict()) for n in truced}
    with contextlib.suppress(GameOver):  # an event may end the game: a legal outcome
        cardplay.run_event(game, side, card)
    return [n for n in truced if board.under_truce(game.state.countries[n])
            and without_followers(game.state.countries[n].to_dict()) != before[n]]


def test_239_no_event_changes_a_country_under_truce():
    changed = [(number, side, card, names) for number, state in boards_with_a_truce(BOARDS, SEED)
               for card in events.registry_numbers() for side in (US, JIHADIST)
               if (names := truced_countries_changed(number, state, side, card))]
    assert changed == []


def test_239_the_same_check_sees_an_event_that_acts_in_a_country_without_truce():
    state = make_state(prestige=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=3, markers=[board.TRUCE])
    assert truced_countries_changed(1, state, JIHADIST, 195) == []  # Taliban Resurgent cannot reach Syria
    state.countries["Syria"].markers.remove(board.TRUCE)
    game = make_game(state.copy(), dice=[6, 6])
    cardplay.run_event(game, JIHADIST, 195)
    assert game.state.countries["Syria"].cells == 0  # without the Truce it acts there


def all_awakening_out(*, truce_in_libya: bool) -> GameState:
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=10)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, awakening=5,
         markers=[board.TRUCE] if truce_in_libya else [])
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    return state


def test_11_2_9_a_marker_is_never_moved_out_of_a_country_under_truce():
    state = all_awakening_out(truce_in_libya=True)
    assert awakening.movable_from(make_game(state), "awakening", "Jordan") == ["Egypt"]
    state.countries["Egypt"].awakening = 0
    state.countries["Libya"].awakening = 15
    game = make_game(state, us=[("markers.move", True)])
    game.acting = US
    assert awakening.markers_within_reach(game, "awakening", "Jordan") == 0
    assert awakening.add_awakening(game, "Jordan", 1) == 0
    assert state.countries["Libya"].awakening == 15


def test_11_2_9_a_marker_is_moved_out_of_the_same_country_without_truce():
    state = all_awakening_out(truce_in_libya=False)
    state.countries["Egypt"].awakening = 0
    state.countries["Libya"].awakening = 15
    game = make_game(state, us=[("markers.move", True), ("markers.move_from", "Libya")])
    game.acting = US
    assert awakening.add_awakening(game, "Jordan", 1) == 1
    assert state.countries["Libya"].awakening == 14
