"""The Mid War events (36-81): one test per event and, where it can do nothing or be refused, its twin."""

from __future__ import annotations

import pytest

from game.twilight_struggle import action_rounds, cardplay, coups, events, modifiers, realignment, scoring
from game.twilight_struggle.state import CHINA_CARD, US, USSR
from game.twilight_struggle.victory import GameOver

from ..helpers import fire, hand, make_game, pair, where_is


def test_36_brush_war_won_against_a_stability_2_country():
    game = make_game(influence={"mexico": (0, 2)}, dice=[3], us=[("event.36.target", "mexico")])
    fire(game, US, 36)
    assert pair(game, "mexico") == (2, 0) and game.state.vp == 1 and game.state.military_ops[US] == 3


def test_36_brush_war_spares_nato_countries_from_the_ussr():
    game = make_game(influence={"italy": (2, 0), "greece": (0, 0)}, dice=[1], ussr=[("event.36.target", "greece")])
    game.state.effects[21] = {"side": US}
    fire(game, USSR, 36)
    assert "italy" not in game.deciders[USSR].asked[0].options and "greece" in game.deciders[USSR].asked[0].options


def test_37_central_america_scoring():
    game = make_game(influence={"cuba": (0, 3)})
    fire(game, USSR, 37)
    assert game.state.vp == -(1 + 1 + 1)  # presence, a battleground, next to the USA


def test_38_southeast_asia_scoring_is_removed():
    game = make_game(influence={"thailand": (0, 2)})
    fire(game, USSR, 38)
    assert game.state.vp == -2 and where_is(game, 38) == "removed"


def test_39_arms_race_3_vp_when_ahead_and_at_the_requirement():
    game = make_game(defcon=3)
    game.state.military_ops = {US: 3, USSR: 1}
    fire(game, US, 39)
    assert game.state.vp == 3


def test_39_arms_race_1_vp_when_only_ahead_and_nothing_when_behind():
    game = make_game(defcon=4)
    game.state.military_ops = {US: 3, USSR: 1}
    fire(game, US, 39)
    assert game.state.vp == 1
    game = make_game()
    game.state.military_ops = {US: 0, USSR: 1}
    fire(game, US, 39)
    assert game.state.vp == 0


def test_40_cuban_missile_crisis_a_coup_by_the_opponent_is_nuclear_war():
    game = make_game(influence={"angola": (0, 1)}, dice=[6], phasing=US)
    fire(game, USSR, 40)
    assert game.state.defcon == 2
    with pytest.raises(GameOver):
        coups.coup(game, US, "angola", 2)
    assert game.state.winner == USSR


def test_40_cuban_missile_crisis_ends_when_the_us_removes_2_from_turkey():
    game = make_game(influence={"turkey": (2, 0), "west_germany": (1, 0)},
                     us=[("event.40.cancel", True), ("event.40.country", "turkey")])
    fire(game, USSR, 40)
    action_rounds.action_round(game, US, 1)
    assert 40 not in game.state.effects and pair(game, "turkey") == (0, 0)


def test_41_nuclear_subs_us_battleground_coups_leave_defcon_alone():
    game = make_game(influence={"angola": (0, 1)}, dice=[1], phasing=US)
    fire(game, US, 41)
    coups.coup(game, US, "angola", 2)
    assert game.state.defcon == 5


def test_42_quagmire_the_us_discards_a_2_op_card_and_escapes_on_1_to_4():
    game = make_game(dice=[4], us=[("event.42.discard", 20)])
    fire(game, USSR, 42)
    hand(game, US, 20, 24, 19)
    action_rounds.action_round(game, US, 1)
    assert where_is(game, 20) == "discard" and 42 not in game.state.effects
    assert game.deciders[US].asked[0].options == (20, 24)  # Truman Doctrine is worth 1


def test_42_quagmire_a_5_keeps_the_us_trapped():
    game = make_game(dice=[5], us=[("event.42.discard", 20)])
    fire(game, USSR, 42)
    hand(game, US, 20)
    action_rounds.action_round(game, US, 1)
    assert 42 in game.state.effects


def test_42_quagmire_without_a_card_the_us_plays_a_scoring_card_or_loses_the_round():
    game = make_game(influence={"iran": (2, 0)})
    fire(game, USSR, 42)
    hand(game, US, 19, 3)
    action_rounds.action_round(game, US, 1)
    assert game.state.vp == 4 and game.state.hands[US] == [19]
    action_rounds.action_round(game, US, 2)
    assert game.state.hands[US] == [19] and game.state.rounds_taken[US] == 2


def test_10_1_5_quagmire_lets_the_us_play_a_scoring_card_it_would_otherwise_hold():
    game = make_game(influence={"iran": (2, 0)})
    fire(game, USSR, 42)
    hand(game, US, 20, 3)
    game.state.rounds_taken[US] = 5  # its last round
    action_rounds.action_round(game, US, 6)
    assert game.state.vp == 4 and game.state.hands[US] == [20] and 42 in game.state.effects


def test_42_quagmire_ends_norad():
    game = make_game()
    game.state.effects[106] = {"side": US}
    fire(game, USSR, 42)
    assert 106 not in game.state.effects and events.blocked(game, 106, US)[0] == "prohibited"


def test_43_salt_negotiations():
    game = make_game(defcon=2, us=[("event.43.card", 19)])
    game.state.discard = [19, 3]
    fire(game, US, 43)
    assert game.state.defcon == 4 and 19 in game.state.hands[US]
    assert game.deciders[US].asked[0].options == (19, "none")
    game.state.influence["angola"] = {US: 0, USSR: 2}
    game.dice.push(2)
    coups.coup(game, US, "angola", 1)
    assert pair(game, "angola") == (0, 2)  # 2 + 1 - 1 = 2, not above 2


def test_44_bear_trap_and_7_4_2_brezhnev_lets_a_1_op_card_do():
    game = make_game(dice=[1], ussr=[("event.44.discard", 12)])
    fire(game, US, 44)
    game.state.effects[51] = {"side": USSR}
    hand(game, USSR, 12)
    action_rounds.action_round(game, USSR, 1)
    assert 44 not in game.state.effects


def test_45_summit_the_higher_roll_gains_2_and_moves_defcon():
    game = make_game(influence={"cuba": (0, 3), "haiti": (0, 1)}, defcon=4, dice=[3, 3],
                     ussr=[("event.45.defcon", "up")])
    fire(game, USSR, 45)  # the USSR dominates Central America: 3 + 1 against 3
    assert game.state.vp == -2 and game.state.defcon == 5


def test_45_summit_a_tie_does_nothing():
    game = make_game(dice=[4, 4])
    fire(game, US, 45)
    assert game.state.vp == 0


def test_46_how_i_learned_sets_defcon_and_5_military_operations():
    game = make_game(defcon=4, us=[("event.46.defcon", 2)], phasing=US)
    fire(game, US, 46)
    assert game.state.defcon == 2 and game.state.military_ops[US] == 5


def test_46_how_i_learned_at_1_is_the_players_nuclear_war():
    game = make_game(us=[("event.46.defcon", 1)], phasing=US)
    with pytest.raises(GameOver):
        fire(game, US, 46)
    assert game.state.winner == USSR


def test_47_junta_adds_2_then_a_free_coup_in_the_americas():
    game = make_game(influence={"chile": (0, 2)}, dice=[6], defcon=5, phasing=US,
                     us=[("event.47.country", "argentina"), ("event.47.ops", True), ("event.ops.kind", "coup"),
                         ("coup.target", "chile")])
    fire(game, US, 47)
    assert pair(game, "argentina") == (2, 0) and pair(game, "chile") == (0, 0)  # 6 + 2 - 6 = 2
    assert game.state.military_ops[US] == 0 and game.state.defcon == 4


def test_48_kitchen_debates_needs_more_battlegrounds():
    game = make_game(influence={"iran": (2, 0)})
    fire(game, US, 48)
    assert game.state.vp == 2
    game = make_game()
    assert events.blocked(game, 48, US)[0] == "condition"


def test_49_missile_envy_takes_the_highest_card_and_plays_its_own_event():
    game = make_game(defcon=4, ussr=[("event.49.card", 34)])
    hand(game, USSR, 34, 57, 19)
    fire(game, US, 49)
    assert game.state.vp == 2 and game.state.defcon == 5  # Nuclear Test Ban for the US
    assert 49 in game.state.hands[USSR] and where_is(game, 34) == "discard"
    assert 49 in game.state.effects and game.state.effect_side(49) == USSR


def test_49_missile_envy_must_be_played_for_ops_next_round():
    game = make_game(influence={"poland": (0, 1)}, us=[("ops.kind", "influence"), ("ops.influence", [("japan", 2)])],
                     ussr=[("ops.influence", [("poland", 1)])])
    hand(game, US, 19)
    fire(game, USSR, 49)  # Truman Doctrine is a US event: the USSR uses its Op
    assert 49 in game.state.hands[US] and where_is(game, 19) == "discard" and pair(game, "poland") == (0, 2)
    hand(game, US, 49, 3)
    action_rounds.action_round(game, US, 1)  # no card.choose question: Missile Envy is forced
    assert where_is(game, 49) == "discard" and 49 not in game.state.effects


def test_10_1_5_missile_envy_waits_while_a_scoring_card_must_be_played():
    game = make_game(influence={"iran": (2, 0)}, us=[("card.choose", 3)])
    game.state.effects[49] = {"side": US}
    hand(game, US, 49, 3)
    game.state.rounds_taken[US] = 5
    action_rounds.action_round(game, US, 6)
    assert game.state.vp == 4 and game.state.hands[US] == [49] and 49 in game.state.effects


def test_50_we_will_bury_you_unless_un_intervention():
    game = make_game(defcon=4, us=[("card.choose", 19), ("card.play_as", "event")])
    fire(game, USSR, 50)
    assert game.state.defcon == 3
    hand(game, US, 19)
    action_rounds.action_round(game, US, 1)
    assert game.state.vp == -3


def test_50_we_will_bury_you_answered_by_un_intervention():
    game = make_game(influence={"japan": (1, 0)}, us=[("card.choose", 32), ("card.play_as", "event"),
                                                      ("ops.influence", [("japan", 3)])])
    fire(game, USSR, 50)
    hand(game, US, 32, 14)
    action_rounds.action_round(game, US, 1)
    assert game.state.vp == 0 and pair(game, "japan") == (4, 0)


def test_51_brezhnev_doctrine():
    game = make_game()
    fire(game, USSR, 51)
    assert modifiers.card_ops(game, USSR, 12) == 2 and modifiers.card_ops(game, US, 19) == 1


def test_52_portuguese_empire_crumbles():
    game = make_game()
    fire(game, USSR, 52)
    assert pair(game, "se_african_states") == (0, 2) and pair(game, "angola") == (0, 2)


def test_53_south_african_unrest_both_ways():
    game = make_game(ussr=[("event.53.option", "split"), ("event.53.country", "botswana")])
    fire(game, USSR, 53)
    assert pair(game, "south_africa") == (0, 1) and pair(game, "botswana") == (0, 2)
    game = make_game(ussr=[("event.53.option", "south_africa")])
    fire(game, USSR, 53)
    assert pair(game, "south_africa") == (0, 2)


def test_54_allende():
    game = make_game()
    fire(game, USSR, 54)
    assert pair(game, "chile") == (0, 2)


def test_55_willy_brandt_and_nato():
    game = make_game(influence={"west_germany": (4, 0)})
    game.state.effects[21] = {"side": US}
    fire(game, USSR, 55)
    assert game.state.vp == -1 and pair(game, "west_germany") == (4, 1)
    assert coups.ban(game, USSR, "west_germany") is None


def test_55_willy_brandt_is_barred_after_tear_down_this_wall():
    game = make_game()
    game.state.effects[96] = {"side": US}
    assert events.blocked(game, 55, USSR)[0] == "prohibited"


def test_56_muslim_revolution():
    game = make_game(influence={"iran": (2, 0), "egypt": (1, 1), "israel": (3, 0)},
                     ussr=[("event.56.countries", ["iran", "egypt"])])
    fire(game, USSR, 56)
    assert pair(game, "iran") == (0, 0) and pair(game, "egypt") == (0, 1) and pair(game, "israel") == (3, 0)


def test_56_muslim_revolution_is_barred_by_awacs():
    game = make_game()
    game.state.effects[110] = {"side": US}
    assert events.blocked(game, 56, USSR)[0] == "prohibited"


def test_57_abm_treaty():
    game = make_game(defcon=3, influence={"japan": (1, 0)}, us=[("ops.influence", [("japan", 4)])])
    fire(game, US, 57)
    assert game.state.defcon == 4 and pair(game, "japan") == (5, 0)


def test_58_cultural_revolution():
    game = make_game(china=US)
    fire(game, USSR, 58)
    assert game.state.china_holder == USSR and game.state.china_face_up
    game = make_game(china=USSR)
    fire(game, USSR, 58)
    assert game.state.vp == -1


def test_59_flower_power_2_vp_for_each_us_war_card_not_the_space_race():
    game = make_game(influence={"pakistan": (0, 1)}, dice=[1, 6], us=[("event.24.target", "pakistan")])
    fire(game, USSR, 59)
    fire(game, US, 24)
    assert game.state.vp == -2
    hand(game, US, 13)
    cardplay.play_to_space(game, US, 13)
    assert game.state.vp == -2


def test_59_flower_power_ends_with_an_evil_empire():
    game = make_game()
    fire(game, USSR, 59)
    fire(game, US, 97)
    assert 59 not in game.state.effects and events.blocked(game, 59, USSR)[0] == "prohibited"


def test_60_u2_incident_and_a_later_un_intervention():
    game = make_game(influence={"japan": (1, 0)}, us=[("ops.influence", [("japan", 2)])])
    fire(game, USSR, 60)
    assert game.state.vp == -1
    hand(game, US, 32, 8)
    fire(game, US, 32)
    assert game.state.vp == -2


def test_61_opec():
    game = make_game(influence={"egypt": (0, 2), "iraq": (0, 3), "venezuela": (0, 1)})
    fire(game, USSR, 61)
    assert game.state.vp == -2


def test_61_opec_is_barred_by_north_sea_oil():
    game = make_game()
    game.state.effects[86] = {"side": US}
    assert events.blocked(game, 61, USSR)[0] == "prohibited"


def test_62_lone_gunman():
    game = make_game(influence={"poland": (0, 1)}, ussr=[("ops.influence", [("poland", 1)])])
    fire(game, USSR, 62)
    assert pair(game, "poland") == (0, 2)


def test_63_colonial_rear_guards():
    picks = ["angola", "zaire", "thailand", "burma"]
    game = make_game(us=[("event.63.countries", picks)])
    fire(game, US, 63)
    assert all(pair(game, c) == (1, 0) for c in picks)


def test_64_panama_canal_returned():
    game = make_game()
    fire(game, US, 64)
    assert [pair(game, c) for c in ("panama", "costa_rica", "venezuela")] == [(1, 0)] * 3


def test_65_camp_david_accords():
    game = make_game()
    fire(game, US, 65)
    assert game.state.vp == 1 and pair(game, "egypt") == (1, 0) and events.blocked(game, 13, USSR)


def test_66_puppet_governments_only_where_nobody_has_influence():
    game = make_game(influence={"mexico": (0, 1)}, us=[("event.66.countries", ["cuba", "haiti", "chile"])])
    fire(game, US, 66)
    assert "mexico" not in game.deciders[US].asked[0].options and pair(game, "chile") == (1, 0)


def test_67_grain_sales_plays_the_drawn_card():
    game = make_game(us=[("event.67.keep", True), ("event.67.play_as", "event")])
    hand(game, USSR, 64)
    fire(game, US, 67)
    assert pair(game, "panama") == (1, 0) and where_is(game, 64) == "removed"


def test_67_grain_sales_gives_it_back_and_uses_2_ops():
    game = make_game(influence={"japan": (1, 0)}, us=[("event.67.keep", False), ("ops.influence", [("japan", 2)])])
    hand(game, USSR, 7)
    fire(game, US, 67)
    assert game.state.hands[USSR] == [7] and pair(game, "japan") == (3, 0)


def test_7_4_1_brezhnev_does_not_follow_a_card_the_us_takes():
    game = make_game()
    game.state.effects[51] = {"side": USSR}
    assert modifiers.card_ops(game, US, 14) == 3


def test_68_john_paul_ii_and_solidarity():
    game = make_game(influence={"poland": (0, 4)})
    assert events.blocked(game, 101, US)[0] == "prerequisite"
    fire(game, US, 68)
    assert pair(game, "poland") == (1, 2)
    fire(game, US, 101)
    assert pair(game, "poland") == (4, 2)


def test_69_latin_american_death_squads():
    game = make_game(influence={"chile": (0, 2), "colombia": (2, 0)}, dice=[4, 4])
    fire(game, US, 69)
    coups.coup(game, US, "chile", 2)
    assert pair(game, "chile") == (0, 1)  # 4 + 2 + 1 - 6 = 1
    coups.coup(game, USSR, "colombia", 1)
    assert pair(game, "colombia") == (0, 0)  # 4 + 1 - 1 = 4 against 2: the 2 US influence go


def test_70_oas_founded():
    game = make_game(us=[("event.70.allocation", [("mexico", 1), ("chile", 1)])])
    fire(game, US, 70)
    assert pair(game, "mexico") == (1, 0) and pair(game, "chile") == (1, 0)


def test_71_nixon_takes_the_china_card_face_down_or_scores():
    game = make_game(china=USSR)
    fire(game, US, 71)
    assert game.state.china_holder == US and not game.state.china_face_up
    game = make_game(china=US)
    fire(game, US, 71)
    assert game.state.vp == 2


def test_12_4_1_nixon_and_ussuri_count_the_us_as_holder_during_the_civil_war():
    game = make_game(china=None, options={"chinese_civil_war": True})
    game.state.ccw_box = 0
    fire(game, US, 71)
    assert game.state.vp == 2


def test_72_sadat_expels_soviets():
    game = make_game(influence={"egypt": (0, 3)})
    fire(game, US, 72)
    assert pair(game, "egypt") == (1, 0)


def test_73_shuttle_diplomacy_takes_a_battleground_from_the_next_scoring_and_is_then_discarded():
    game = make_game(influence={"iraq": (0, 3), "iran": (0, 2), "syria": (0, 2)})
    fire(game, US, 73)
    assert where_is(game, 73) == "set_aside"
    # Iraq, Iran, Syria: domination 5 + 2 battlegrounds, less one battleground with Shuttle Diplomacy
    assert scoring.assess(game, "middle_east").vp[USSR] == 5 + 1
    fire(game, USSR, 3)
    assert where_is(game, 73) == "discard" and 73 not in game.state.effects


def test_74_voice_of_america_outside_europe():
    game = make_game(influence={"poland": (0, 4), "iraq": (0, 3), "syria": (0, 2)},
                     us=[("event.74.allocation", [("iraq", 2), ("syria", 2)])])
    fire(game, US, 74)
    assert "poland" not in game.deciders[US].asked[0].options and pair(game, "iraq") == (0, 1)


def test_75_liberation_theology():
    game = make_game(ussr=[("event.75.allocation", [("nicaragua", 2), ("cuba", 1)])])
    fire(game, USSR, 75)
    assert pair(game, "nicaragua") == (0, 2)


def test_76_ussuri_river_skirmish():
    game = make_game(china=USSR)
    fire(game, US, 76)
    assert game.state.china_holder == US and game.state.china_face_up
    game = make_game(china=US, us=[("event.76.allocation", [("japan", 2), ("taiwan", 2)])])
    fire(game, US, 76)
    assert pair(game, "taiwan") == (2, 0)


def test_77_ask_not_discards_and_draws_as_many():
    game = make_game(us=[("event.77.cards", [3, 19])])
    hand(game, US, 3, 19, 20)
    game.state.draw_pile = [22, 23]
    fire(game, US, 77)
    assert sorted(game.state.hands[US]) == [20, 22, 23] and where_is(game, 3) == "discard"


def test_78_alliance_for_progress_even_with_nothing_is_removed():
    game = make_game(influence={"mexico": (2, 0), "chile": (3, 0), "haiti": (1, 0)})
    fire(game, US, 78)
    assert game.state.vp == 2
    game = make_game(influence={"poland": (0, 1)},
                     ussr=[("card.event_order", "before"), ("ops.influence", [("poland", 3)])])
    hand(game, USSR, 78)
    cardplay.play_for_ops(game, USSR, 78)  # 5.2 example 3
    assert where_is(game, 78) == "removed"


def test_79_africa_scoring():
    game = make_game(influence={"angola": (0, 1), "nigeria": (0, 1), "zimbabwe": (0, 1)})
    fire(game, USSR, 79)
    assert game.state.vp == -(4 + 2)


def test_80_one_small_step_only_when_behind_and_vp_for_the_last_box():
    game = make_game()
    game.state.space = {US: 0, USSR: 2}
    fire(game, US, 80)
    assert game.state.space[US] == 2 and game.state.vp == 0
    assert events.blocked(game, 80, US)[0] == "condition"


def test_81_south_america_scoring():
    game = make_game(influence={"chile": (0, 3), "argentina": (0, 2), "peru": (0, 2)})
    fire(game, USSR, 81)
    assert game.state.vp == -(5 + 2)


def test_china_card_and_no_event():
    game = make_game()
    assert events.spec(CHINA_CARD) is None and cardplay.uses(game, USSR, CHINA_CARD)[0] == "ops"
    assert realignment.targets(game, US) == []
