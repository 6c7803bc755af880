"""The Early War events (1-35, 103): one test per event and, where it can do nothing or be refused, its twin."""

from __future__ import annotations

import pytest

from game.twilight_struggle import cardplay, coups, events, headline, modifiers, scoring
from game.twilight_struggle.state import CHINA_CARD, US, USSR
from game.twilight_struggle.victory import GameOver

from ..helpers import fire, hand, make_game, pair, where_is


def test_1_asia_scoring_counts_southeast_asia_in_asia():
    # Thailand is in Southeast Asia, a part of Asia: USSR presence 3 and a battleground 1
    game = make_game(influence={"thailand": (0, 2)})
    fire(game, USSR, 1)
    assert game.state.vp == -(3 + 1) and where_is(game, 1) == "discard"


def test_2_europe_scoring_presence_battlegrounds_and_neighbours_of_the_other_superpower():
    # the US: presence 3, West Germany a battleground 1; the USSR: presence 3, Poland a battleground 1
    game = make_game(influence={"west_germany": (4, 0), "poland": (0, 3)})
    fire(game, US, 2)
    assert game.state.vp == (3 + 1) - (3 + 1)


def test_3_middle_east_scoring_presence_and_battlegrounds():
    # the US controls Israel (a battleground): 3 + 1; the USSR controls Syria (not one): 3; neither dominates
    game = make_game(influence={"israel": (4, 0), "syria": (0, 2)})
    fire(game, US, 3)
    assert game.state.vp == (3 + 1) - 3 and where_is(game, 3) == "discard"


def test_4_duck_and_cover_lowers_defcon_then_pays_5_minus_defcon():
    game = make_game(defcon=4, phasing=US)
    fire(game, US, 4)
    assert game.state.defcon == 3 and game.state.vp == 2


def test_4_duck_and_cover_at_defcon_2_is_nuclear_war_for_the_phasing_player():
    game = make_game(defcon=2, phasing=USSR, ussr=[("card.event_order", "before")])
    hand(game, USSR, 4)
    with pytest.raises(GameOver):
        cardplay.play_for_ops(game, USSR, 4)  # the US event, set off by the USSR's Ops play (8.1.3)
    assert game.state.winner == US


def test_5_five_year_plan_fires_a_discarded_us_event():
    game = make_game(influence={"yugoslavia": (0, 1)}, us=[("event.19.country", "yugoslavia")], phasing=US)
    hand(game, USSR, 19)
    fire(game, US, 5)
    assert pair(game, "yugoslavia") == (0, 0) and where_is(game, 19) == "removed"


def test_5_five_year_plan_just_discards_a_ussr_card():
    game = make_game(phasing=US)
    hand(game, USSR, 7)
    fire(game, US, 5)
    assert where_is(game, 7) == "discard" and game.state.hands[USSR] == []


def test_7_socialist_governments_takes_3_us_influence_2_at_most_per_country():
    game = make_game(influence={"france": (3, 0), "italy": (2, 0), "united_kingdom": (5, 0)},
                     ussr=[("event.7.allocation", [("france", 2), ("italy", 1)])])
    fire(game, USSR, 7)
    assert pair(game, "france") == (1, 0) and pair(game, "italy") == (1, 0)
    assert game.deciders[USSR].asked[0].capacities == {"united_kingdom": 2, "france": 2, "italy": 2}


def test_7_socialist_governments_is_barred_by_the_iron_lady():
    game = make_game()
    game.state.effects[83] = {"side": US}
    assert events.blocked(game, 7, USSR)[0] == "prohibited"
    hand(game, USSR, 7)
    assert cardplay.uses(game, USSR, 7) == ["ops", "space"]


def test_8_fidel_clears_cuba_and_controls_it():
    game = make_game(influence={"cuba": (2, 0)})
    fire(game, USSR, 8)
    assert pair(game, "cuba") == (0, 3) and where_is(game, 8) == "removed"


def test_9_vietnam_revolts_adds_2_and_the_ussr_gets_1_more_op_in_southeast_asia():
    game = make_game()
    fire(game, USSR, 9)
    assert pair(game, "vietnam") == (0, 2)
    assert modifiers.area_bonuses(game, USSR, 14) == {"southeast_asia": 1}
    assert modifiers.area_bonuses(game, US, 19) == {}


def test_7_4_the_china_card_example_4_plus_1_plus_1_minus_1():
    game = make_game()
    game.state.effects[9] = {"side": USSR}
    game.state.effects[31] = {"side": US, "victim": USSR}
    base = modifiers.card_ops(game, USSR, CHINA_CARD)
    bonuses = modifiers.area_bonuses(game, USSR, CHINA_CARD)
    assert base == 3 and base + bonuses["southeast_asia"] == 5 and base + bonuses["asia"] == 4


def test_10_blockade_the_us_discards_a_3_op_card():
    game = make_game(influence={"west_germany": (4, 0)}, us=[("event.10.discard", 23)])
    hand(game, US, 23, 19)
    fire(game, USSR, 10)
    assert game.deciders[US].asked[0].options == (23, "none")  # Truman Doctrine is worth 1
    assert where_is(game, 23) == "discard" and pair(game, "west_germany") == (4, 0)


def test_10_blockade_or_the_us_loses_west_germany():
    game = make_game(influence={"west_germany": (4, 0)}, us=[("event.10.discard", "none")])
    fire(game, USSR, 10)
    assert pair(game, "west_germany") == (0, 0)


def test_11_korean_war_won():
    game = make_game(influence={"south_korea": (1, 0), "japan": (4, 0)}, dice=[5])
    fire(game, USSR, 11)
    assert pair(game, "south_korea") == (0, 1) and game.state.vp == -2 and game.state.military_ops[USSR] == 2


def test_11_korean_war_lost_still_records_military_operations():
    game = make_game(influence={"south_korea": (1, 0), "japan": (4, 0)}, dice=[4])
    fire(game, USSR, 11)
    assert pair(game, "south_korea") == (1, 0) and game.state.vp == 0 and game.state.military_ops[USSR] == 2


def test_12_4_2_korean_war_takes_one_more_before_the_civil_war_is_won():
    game = make_game(influence={"south_korea": (1, 0)}, dice=[4], options={"chinese_civil_war": True}, china=None)
    game.state.ccw_box = 0
    fire(game, USSR, 11)
    assert pair(game, "south_korea") == (1, 0)  # 4 - 1 = 3


def test_12_romanian_abdication():
    game = make_game(influence={"romania": (1, 0)})
    fire(game, USSR, 12)
    assert pair(game, "romania") == (0, 3)


def test_13_arab_israeli_war_cannot_win_against_israel_egypt_and_jordan():
    game = make_game(influence={"israel": (4, 0), "egypt": (2, 0), "jordan": (2, 0)}, dice=[6])
    fire(game, USSR, 13)
    assert pair(game, "israel") == (4, 0) and game.state.military_ops[USSR] == 2  # 6 - 3 (002:910)


def test_13_arab_israeli_war_won():
    game = make_game(influence={"israel": (1, 0)}, dice=[4])
    fire(game, USSR, 13)
    assert pair(game, "israel") == (0, 1) and game.state.vp == -2 and where_is(game, 13) == "discard"


def test_13_arab_israeli_war_is_barred_by_camp_david():
    game = make_game(influence={"japan": (1, 0)}, phasing=US, us=[("ops.influence", [("japan", 2)])])
    game.state.effects[65] = {"side": US}
    hand(game, US, 13)
    cardplay.play_for_ops(game, US, 13)  # 5.2 example 2: Ops only, no event, not removed
    assert pair(game, "japan") == (3, 0)
    assert game.state.military_ops[USSR] == 0 and where_is(game, 13) == "discard"


def test_14_comecon_four_eastern_european_countries_the_us_does_not_control():
    game = make_game(influence={"czechoslovakia": (3, 0)},
                     ussr=[("event.14.countries", ["poland", "hungary", "romania", "bulgaria"])])
    fire(game, USSR, 14)
    assert "czechoslovakia" not in game.deciders[USSR].asked[0].options
    assert [pair(game, c) for c in ("poland", "hungary", "romania", "bulgaria")] == [(0, 1)] * 4


def test_15_nasser_halves_the_us_rounding_up():
    game = make_game(influence={"egypt": (3, 0)})
    fire(game, USSR, 15)
    assert pair(game, "egypt") == (1, 2)


def test_16_warsaw_pact_removes_us_influence_and_opens_nato():
    game = make_game(influence={"poland": (2, 1), "hungary": (1, 0)}, ussr=[("event.16.option", "remove")])
    assert events.blocked(game, 21, US)[0] == "prerequisite"
    fire(game, USSR, 16)
    assert pair(game, "poland") == (0, 1) and pair(game, "hungary") == (0, 0)
    assert events.blocked(game, 21, US) is None


def test_16_warsaw_pact_adds_5_at_most_2_per_country():
    game = make_game(ussr=[("event.16.allocation", [("poland", 2), ("hungary", 2), ("romania", 1)])])
    fire(game, USSR, 16)
    assert pair(game, "poland") == (0, 2) and pair(game, "romania") == (0, 1)


def test_17_de_gaulle_leads_france_and_nato_no_longer_protects_it():
    game = make_game(influence={"france": (3, 0), "italy": (2, 0)})
    game.state.effects[21] = {"side": US}
    assert coups.ban(game, USSR, "france") == "NATO protects it"
    fire(game, USSR, 17)
    assert pair(game, "france") == (1, 1)
    assert coups.ban(game, USSR, "france") is None and coups.ban(game, USSR, "italy") == "NATO protects it"


def test_18_captured_nazi_scientist_moves_the_player_up_one_box():
    game = make_game()
    fire(game, US, 18)
    assert game.state.space[US] == 1 and game.state.vp == 2


def test_19_truman_doctrine_clears_an_uncontrolled_european_country():
    game = make_game(influence={"yugoslavia": (0, 1), "poland": (0, 4)}, us=[("event.19.country", "yugoslavia")])
    fire(game, US, 19)
    assert pair(game, "yugoslavia") == (0, 0) and pair(game, "poland") == (0, 4)


def test_19_truman_doctrine_with_no_target_is_still_played_and_removed():
    game = make_game(influence={"poland": (0, 4)})
    assert fire(game, US, 19)
    assert where_is(game, 19) == "removed"  # 5.2 example 3: an event without effect is played


def test_20_olympic_games_boycott_lowers_defcon_and_gives_4_ops():
    game = make_game(defcon=4, us=[("event.20.boycott", True)], influence={"poland": (0, 1)},
                     ussr=[("ops.influence", [("poland", 4)])])
    fire(game, USSR, 20)
    assert game.state.defcon == 3 and pair(game, "poland") == (0, 5)


def test_20_olympic_games_ties_roll_again_and_the_sponsor_adds_2():
    game = make_game(us=[("event.20.boycott", False)], dice=[3, 5, 4, 2])
    fire(game, USSR, 20)
    assert game.state.vp == -2


def test_21_nato_protects_us_controlled_europe_from_the_ussr():
    game = make_game(influence={"italy": (3, 1), "greece": (1, 1)})
    game.state.effects[23] = {"side": US}
    fire(game, US, 21)
    assert coups.ban(game, USSR, "italy") == "NATO protects it"
    assert coups.ban(game, USSR, "greece") is None  # not US-controlled: NATO does not protect it


def test_21_nato_before_its_prerequisite_goes_to_the_discards():
    game = make_game(influence={"poland": (0, 1)}, ussr=[("ops.influence", [("poland", 4)])])
    hand(game, USSR, 21)
    cardplay.play_for_ops(game, USSR, 21)  # 5.2 example 1
    assert where_is(game, 21) == "discard" and 21 not in game.state.effects


def test_22_independent_reds_matches_the_ussr():
    game = make_game(influence={"romania": (0, 3), "hungary": (1, 1)}, us=[("event.22.country", "romania")])
    fire(game, US, 22)
    assert pair(game, "romania") == (3, 3)


def test_23_marshall_plan_seven_countries_the_ussr_does_not_control():
    picks = ["france", "west_germany", "united_kingdom", "spain_portugal", "greece", "turkey", "benelux"]
    game = make_game(influence={"italy": (0, 2)}, us=[("event.23.countries", picks)])
    fire(game, US, 23)
    assert "italy" not in game.deciders[US].asked[0].options
    assert all(pair(game, c)[0] == 1 for c in picks) and 23 in game.state.effects


def test_24_indo_pakistani_war_the_examples_roll():
    game = make_game(influence={"pakistan": (0, 2), "iran": (0, 2), "afghanistan": (0, 2)}, dice=[5],
                     us=[("event.24.target", "pakistan")])
    fire(game, US, 24)
    assert pair(game, "pakistan") == (0, 2) and game.state.military_ops[US] == 2  # 002:784: a 6 was needed


def test_24_indo_pakistani_war_won():
    game = make_game(influence={"india": (0, 2)}, dice=[4], ussr=[("event.24.target", "india")])
    fire(game, USSR, 24)
    assert pair(game, "india") == (0, 2) and game.state.vp == -2


def test_25_containment_adds_1_up_to_4_for_the_us_only():
    game = make_game()
    fire(game, US, 25)
    assert modifiers.card_ops(game, US, 19) == 2 and modifiers.card_ops(game, US, 23) == 4
    assert modifiers.card_ops(game, USSR, 7) == 3 and modifiers.card_ops(game, US, CHINA_CARD) == 4


def test_26_cia_created_gives_1_op_and_2_under_containment():
    game = make_game(influence={"japan": (1, 0)}, us=[("ops.influence", [("japan", 2)])])
    hand(game, USSR, 7)
    game.state.effects[25] = {"side": US}
    fire(game, US, 26)  # 7.4.2 example 3
    assert pair(game, "japan") == (3, 0)


def test_27_us_japan_pact_controls_japan_and_locks_it():
    game = make_game(influence={"japan": (1, 0)})
    fire(game, US, 27)
    assert pair(game, "japan") == (4, 0)
    game.state.influence["japan"]["ussr"] = 1
    assert "US/Japan" in coups.ban(game, USSR, "japan")


def test_28_suez_crisis_the_examples_removals():
    game = make_game(influence={"france": (3, 0), "united_kingdom": (5, 0), "israel": (1, 0)},
                     ussr=[("event.28.allocation", [("france", 2), ("united_kingdom", 2)])])
    fire(game, USSR, 28)
    assert pair(game, "france") == (1, 0) and pair(game, "united_kingdom") == (3, 0)  # 002:834


def test_29_east_european_unrest_takes_1_from_three_and_2_in_the_late_war():
    picks = ["romania", "poland", "east_germany"]
    game = make_game(influence={"romania": (0, 3), "poland": (0, 4), "east_germany": (0, 4)},
                     us=[("event.29.countries", picks)])
    fire(game, US, 29)
    assert [pair(game, c)[1] for c in picks] == [2, 3, 3]  # 002:892
    game = make_game(influence={"romania": (0, 3), "poland": (0, 4), "east_germany": (0, 4)}, turn=8,
                     us=[("event.29.countries", picks)])
    fire(game, US, 29)
    assert [pair(game, c)[1] for c in picks] == [1, 2, 2]


def test_30_decolonization():
    picks = ["burma", "angola", "nigeria", "algeria"]
    game = make_game(ussr=[("event.30.countries", picks)])
    fire(game, USSR, 30)
    assert all(pair(game, c) == (0, 1) for c in picks)
    assert "france" not in game.deciders[USSR].asked[0].options


def test_31_red_scare_purge_takes_1_from_the_opponent_never_below_1():
    game = make_game()
    fire(game, USSR, 31)
    assert modifiers.card_ops(game, US, 23) == 3 and modifiers.card_ops(game, US, 12) == 1  # 002:804
    assert modifiers.card_ops(game, USSR, 14) == 3


def test_32_un_intervention_cancels_the_event_and_uses_the_ops():
    game = make_game(influence={"venezuela": (0, 1)}, dice=[1], phasing=US,
                     us=[("ops.kind", "coup"), ("coup.target", "venezuela")])
    hand(game, US, 32, 8)
    fire(game, US, 32)
    assert pair(game, "cuba") == (0, 0)  # Fidel's event never happened
    assert where_is(game, 8) == "discard" and where_is(game, 32) == "discard"
    assert game.state.military_ops[US] == 2 and game.state.defcon == 4  # 002:732


def test_32_un_intervention_needs_an_opponents_card_and_is_never_a_headline():
    game = make_game()
    hand(game, US, 32, 19)
    assert events.blocked(game, 32, US)[0] == "condition"
    assert headline.headline_options(game, US) == [19]


def test_33_de_stalinization_the_examples_moves():
    game = make_game(influence={"finland": (0, 1), "yugoslavia": (0, 1), "iran": (0, 4), "malaysia": (1, 0)},
                     ussr=[("event.33.remove", [("finland", 1), ("yugoslavia", 1), ("iran", 2)]),
                           ("event.33.place", [("chile", 1), ("venezuela", 1), ("thailand", 1), ("malaysia", 1)])])
    fire(game, USSR, 33)
    assert pair(game, "iran") == (0, 2) and pair(game, "malaysia") == (1, 1) and pair(game, "chile") == (0, 1)


def test_33_de_stalinization_moving_nothing():
    game = make_game(influence={"finland": (0, 1)}, ussr=[("event.33.remove", [])])
    fire(game, USSR, 33)
    assert pair(game, "finland") == (0, 1)


def test_34_nuclear_test_ban():
    game = make_game(defcon=4)
    fire(game, US, 34)
    assert game.state.vp == 2 and game.state.defcon == 5


def test_35_formosan_resolution_makes_a_us_taiwan_an_asian_battleground_until_the_china_card():
    game = make_game(influence={"taiwan": (3, 0), "north_korea": (0, 3), "japan": (4, 0)}, china=US)
    fire(game, US, 35)
    assert scoring.assess(game, "asia").vp == {US: 3 + 2, USSR: 3 + 1}
    game.state.influence["south_korea"] = {US: 3, USSR: 0}
    hand(game, US)
    game.deciders[US] = type(game.deciders[US])()
    cardplay.play_for_ops(game, US, CHINA_CARD)
    assert 35 not in game.state.effects


def test_35_formosan_resolution_waits_for_the_civil_war():
    game = make_game(options={"chinese_civil_war": True}, china=None)
    game.state.ccw_box = 1
    assert events.blocked(game, 35, US)[0] == "prohibited"
    assert events.blocked(game, 31, USSR)[0] == "prohibited" and events.blocked(game, 58, USSR)[0] == "prohibited"
    game.state.ccw_box = None
    assert events.blocked(game, 35, US) is None


def test_103_defectors_headline_cancels_the_ussr_headline():
    game = make_game(us=[("headline.card", 103)], ussr=[("headline.card", 31)])
    hand(game, US, 103)
    hand(game, USSR, 31)
    headline.headline_phase(game)
    assert 31 not in game.state.effects and where_is(game, 31) == "discard"


def test_103_defectors_played_by_the_ussr_in_an_action_round_gives_the_us_1_vp():
    game = make_game(influence={"poland": (0, 1)}, ussr=[("card.event_order", "after"),
                                                        ("ops.influence", [("poland", 2)])])
    hand(game, USSR, 103)
    cardplay.play_for_ops(game, USSR, 103)
    assert game.state.vp == 1


def test_103_defectors_to_the_space_race_gives_nothing():
    game = make_game(dice=[6])
    hand(game, USSR, 103)
    cardplay.play_to_space(game, USSR, 103)
    assert game.state.vp == 0
