"""The turn (4.1-4.5): the deal, the headline, action rounds, the end of turn; The China Card (9);
scoring (10.1-10.3)."""

from __future__ import annotations

import pytest

from game.twilight_struggle import action_rounds, deck, end_of_turn, headline, rounds, scoring
from game.twilight_struggle.cardplay import play_for_ops
from game.twilight_struggle.state import CHINA_CARD, US, USSR
from game.twilight_struggle.victory import GameOver

from .helpers import hand, make_game


def test_4_5_c_the_higher_ops_resolve_first_the_us_on_a_tie_scoring_cards_last():
    assert headline.resolution_order({US: 20, USSR: 31}) == [USSR, US]  # 2 against 4 Ops
    assert headline.resolution_order({US: 20, USSR: 24}) == [US, USSR]  # tie
    assert headline.resolution_order({US: 3, USSR: 20}) == [USSR, US]  # scoring card second
    assert headline.resolution_order({US: 3, USSR: 1}) == [US, USSR]  # both scoring: the US first


def test_9_5_the_china_card_is_never_a_headline():
    game = make_game()
    hand(game, USSR, 20)
    assert headline.headline_options(game, USSR) == [20]


def test_6_4_4_man_in_earth_orbit_makes_the_opponent_choose_its_headline_first():
    game = make_game()
    game.state.space = {US: 4, USSR: 3}
    assert headline.choosing_order(game) == (USSR, US)
    game.state.space = {US: 3, USSR: 4}
    assert headline.choosing_order(game) == (US, USSR)


def test_4_5_c_a_headline_scores_and_the_other_resolves_before_it():
    game = make_game(influence={"iran": (2, 0)}, us=[("headline.card", 3)], ussr=[("headline.card", 19)])
    hand(game, US, 3)
    hand(game, USSR, 19)
    headline.headline_phase(game)
    assert game.state.vp == 4  # presence 3 + one battleground (002:696)
    assert deck.where(game.state, 3) == "discard"


@pytest.mark.parametrize("turn, expected", [(1, 6), (3, 6), (4, 7), (10, 7)])
def test_4_5_d_six_action_rounds_in_the_early_war_seven_later(turn, expected):
    game = make_game(turn=turn)
    assert rounds.rounds_for(game, US) == expected


def test_6_4_4_the_space_station_gives_eight_action_rounds():
    game = make_game(turn=4)
    game.state.space = {US: 8, USSR: 7}
    assert rounds.rounds_for(game, US) == 8 and rounds.rounds_for(game, USSR) == 7


def test_2_2_1_scoring_cards_are_forced_once_the_rounds_run_out():
    game = make_game()
    hand(game, US, 3, 19, 20)
    game.state.rounds_taken[US] = 5  # one round left, one scoring card
    assert action_rounds.card_options(game, US) == [3]
    game.state.rounds_taken[US] = 4
    assert set(action_rounds.card_options(game, US)) == {3, 19, 20}


def test_9_8_the_china_card_is_never_forced_by_a_want_of_cards():
    game = make_game(china=USSR)
    assert action_rounds.card_options(game, USSR) == [CHINA_CARD, action_rounds.PASS]


def test_4_5_d_a_side_without_cards_sits_out():
    game = make_game(china=None)
    action_rounds.action_round(game, US, 1)
    assert game.state.rounds_taken[US] == 1


def test_9_3_the_china_card_passes_face_down_and_is_turned_up_at_the_end_of_the_turn():
    game = make_game(influence={"north_korea": (0, 3)}, ussr=[("ops.area", "asia"), ("ops.influence", [("north_korea", 5)])])
    play_for_ops(game, USSR, CHINA_CARD)
    assert game.state.china_holder == US and not game.state.china_face_up
    assert CHINA_CARD not in action_rounds.card_options(game, US)
    deck.flip_china_face_up(game)
    assert game.state.china_face_up


def test_8_2_1_military_operations_short_of_defcon_give_the_opponent_vp_net():
    game = make_game(defcon=4)
    game.state.military_ops = {US: 2, USSR: 3}
    end_of_turn.military_operations_check(game)
    assert game.state.vp == -1  # USSR gains 2, the US 1 (8.2.1's example and 10.2.3)
    assert game.state.military_ops == {US: 0, USSR: 0}


def test_11_1_2_a_held_scoring_card_loses():
    game = make_game()
    hand(game, US, 2)
    with pytest.raises(GameOver):
        end_of_turn.held_cards(game)
    assert game.state.winner == USSR


def test_10_1_5_scoring_cards_an_event_leaves_no_round_to_play_do_not_lose():
    game = make_game(turn=4, us=[("card.choose", 77), ("card.play_as", "event"), ("event.77.cards", [19, 20]),
                                 ("card.choose", 2)])
    hand(game, US, 77, 19, 20)
    game.state.draw_pile = [1, 2]  # "Ask Not" in the US's 6th round draws two scoring cards
    game.state.rounds_taken[US] = 5
    action_rounds.action_round(game, US, 6)
    assert game.scoring_excused[US] == 1
    action_rounds.action_round(game, US, 7)  # too few rounds: it plays one of them
    end_of_turn.held_cards(game)
    assert game.state.winner is None and game.state.hands[US] == [1]


def test_6_4_4_eagle_has_landed_may_discard_the_held_card():
    game = make_game(us=[("turn.discard_held", True), ("turn.held_card", 19)])
    game.state.space = {US: 6, USSR: 2}
    hand(game, US, 19)
    end_of_turn.held_cards(game)
    assert deck.where(game.state, 19) == "discard"


def test_4_4_the_mid_war_cards_join_the_draw_pile_not_the_discards():
    game = make_game(turn=4)
    game.state.waiting = [36, 37, 82]
    game.state.discard = [19]
    game.state.draw_pile = [20]
    deck.add_period_cards(game, "mid")
    assert sorted(game.state.draw_pile) == [20, 36, 37]
    assert game.state.discard == [19] and game.state.waiting == [82]


def test_4_5_a_defcon_improves_at_the_start_of_a_turn():
    game = make_game(defcon=3, turn=2)
    end_of_turn.start_turn(game)
    assert game.state.defcon == 4


def test_4_5_b_hands_are_filled_to_8_then_9_and_the_china_card_does_not_count():
    game = make_game(turn=4, china=USSR)
    game.state.draw_pile = list(range(36, 60))
    deck.deal_hands(game)
    assert len(game.state.hands[US]) == len(game.state.hands[USSR]) == 9


def test_10_1_2_the_central_america_example():
    game = make_game(influence={"cuba": (0, 3), "haiti": (0, 1), "dominican_republic": (0, 1), "guatemala": (1, 0),
                                "panama": (1, 0)})
    result = scoring.score_region(game, "central_america")
    assert result.vp == {USSR: 5, US: 1}
    assert game.state.vp == -4


def test_10_3_1_control_of_europe_wins_when_europe_is_scored():
    influence = {c: (0, 4) for c in ("east_germany", "poland", "west_germany", "france", "italy", "hungary")}
    game = make_game(influence=influence)
    with pytest.raises(GameOver):
        scoring.score_region(game, "europe")
    assert game.state.winner == USSR


def test_10_3_2_final_scoring_scores_every_region_and_the_china_card():
    game = make_game(influence={"iran": (2, 0)}, china=USSR)
    game.state.phase = "final_scoring"
    scoring.final_scoring(game)
    assert game.state.vp == 4 - 1


def test_10_3_2_twenty_vp_do_not_win_during_final_scoring():
    game = make_game(influence={"iran": (2, 0)}, china=US)
    game.state.vp = 18
    game.state.phase = "final_scoring"
    scoring.final_scoring(game)
    assert game.state.vp == 23 and game.state.winner is None


def test_southeast_asia_scores_1_per_country_and_2_for_thailand():
    game = make_game(influence={"thailand": (0, 2), "burma": (0, 2), "malaysia": (2, 0)})
    scoring.score_region(game, "southeast_asia")
    assert game.state.vp == -2
