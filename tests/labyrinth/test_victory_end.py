"""Scoring when the last deck runs out (2.x, solitaire 9.1)."""

from __future__ import annotations

from game.labyrinth.state import GOOD, ISLAMIST_RULE
from game.labyrinth.victory import end_of_game_result, end_scores

from .helpers import make_game, make_state, setc


def test_2_x_the_us_needs_more_than_twice_the_islamist_resources():
    state = make_state(decks=1)
    setc(state, "Egypt", governance=GOOD, alignment="ally")  # 3
    setc(state, "Iraq", governance=GOOD, alignment="ally")  # 3 (oil)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment="adversary")  # 1
    game = make_game(state)
    assert end_scores(game) == (6, 1)
    assert end_of_game_result(game)[0] == "us"
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment="adversary")  # 2 in all: 6 is more than 4
    assert end_of_game_result(game)[0] == "us"
    setc(state, "Jordan", governance=ISLAMIST_RULE, alignment="adversary")  # 3 in all: 6 is not more than 6
    assert end_of_game_result(game)[0] == "jihadist"


def test_2_x_a_green_regime_change_counts_for_the_jihadist_and_the_capital_adds_one():
    state = make_state()
    setc(state, "Egypt", governance=GOOD, alignment="ally")
    setc(state, "Iraq", governance=GOOD, alignment="ally", regime_change="green")
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment="adversary")
    state.caliphate_capital = "Syria"
    game = make_game(state)
    assert end_scores(game) == (3, 3 + 2 + 1)


def test_9_1_alone_against_the_jihadist_bot_the_us_also_needs_three_per_deck_plus_three():
    state = make_state(decks=1)
    setc(state, "Egypt", governance=GOOD, alignment="ally")  # 3 Good, 0 IR: more than twice
    game = make_game(state, bots={"jihadist"})
    winner, reason = end_of_game_result(game)
    assert winner == "jihadist" and "fewer than the 6" in reason
    setc(state, "Iraq", governance=GOOD, alignment="ally")  # 6
    assert end_of_game_result(game)[0] == "us"
    both_bots = make_game(make_state(decks=1), bots={"jihadist", "us"})
    setc(both_bots.state, "Egypt", governance=GOOD, alignment="ally")
    assert end_of_game_result(both_bots)[0] == "us"  # the minimum is for a human US only
