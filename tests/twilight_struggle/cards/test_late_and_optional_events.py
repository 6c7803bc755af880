"""The Late War events (82-102) and the Deluxe optional cards (104-110): one test per event and its twin."""

from __future__ import annotations

import pytest

from game.twilight_struggle import (
    action_rounds,
    cardplay,
    coups,
    events,
    headline,
    placement,
    realignment,
    rounds,
)
from game.twilight_struggle.state import US, USSR
from game.twilight_struggle.victory import GameOver

from ..helpers import fire, hand, in_play, make_game, pair, where_is


def test_82_iranian_hostage_crisis_and_a_double_terrorism():
    game = make_game(influence={"iran": (3, 0)})
    fire(game, USSR, 82)
    assert pair(game, "iran") == (0, 2)
    hand(game, US, 19, 20, 21)
    fire(game, USSR, 92)
    assert len(game.state.hands[US]) == 1


def test_92_terrorism_one_card_otherwise():
    game = make_game()
    hand(game, USSR, 7, 8)
    fire(game, US, 92)
    assert len(game.state.hands[USSR]) == 1
    game = make_game()
    game.state.effects[82] = {"side": USSR}
    hand(game, USSR, 7, 8)
    fire(game, US, 92)  # the double discard hits the US only
    assert len(game.state.hands[USSR]) == 1


def test_83_the_iron_lady():
    game = make_game(influence={"united_kingdom": (5, 2)})
    fire(game, US, 83)
    assert pair(game, "united_kingdom") == (5, 0) and pair(game, "argentina") == (0, 1) and game.state.vp == 1
    assert events.blocked(game, 7, USSR)[0] == "prohibited"


def test_84_reagan_bombs_libya():
    game = make_game(influence={"libya": (0, 5)})
    fire(game, US, 84)
    assert game.state.vp == 2


def test_85_star_wars_plays_an_event_from_the_discards_when_the_us_leads_in_space():
    game = make_game(us=[("event.85.card", 64)])
    game.state.space = {US: 3, USSR: 1}
    game.state.discard = [64, 3]
    fire(game, US, 85)
    assert pair(game, "panama") == (1, 0) and where_is(game, 64) == "removed"


def test_85_star_wars_does_nothing_when_the_us_is_behind_and_is_discarded():
    game = make_game(influence={"poland": (0, 1)}, ussr=[("ops.influence", [("poland", 2)])])
    game.state.space = {US: 1, USSR: 1}
    hand(game, USSR, 85)
    cardplay.play_for_ops(game, USSR, 85)  # 5.2 example 4
    assert where_is(game, 85) == "discard"


def test_86_north_sea_oil_bars_opec_and_gives_the_us_8_rounds_this_turn():
    game = make_game(turn=8)
    fire(game, US, 86)
    assert events.blocked(game, 61, USSR)[0] == "prohibited"
    assert rounds.rounds_for(game, US) == 8 and rounds.rounds_for(game, USSR) == 7
    game.state.turn = 9
    assert rounds.rounds_for(game, US) == 7


def test_87_the_reformer_4_or_6_and_no_more_ussr_coups_in_europe():
    game = make_game(ussr=[("event.87.allocation", [("poland", 2), ("hungary", 2)])], influence={"italy": (1, 0)})
    fire(game, USSR, 87)
    assert pair(game, "poland") == (0, 2)
    assert "Reformer" in coups.ban(game, USSR, "italy") and realignment.ban(game, USSR, "italy") is None
    game = make_game(ussr=[("event.87.allocation", [("poland", 2), ("hungary", 2), ("romania", 2)])])
    game.state.vp = -1
    fire(game, USSR, 87)
    assert pair(game, "romania") == (0, 2)


def test_88_marine_barracks_bombing():
    game = make_game(influence={"lebanon": (2, 0), "israel": (3, 0)},
                     ussr=[("event.88.allocation", [("israel", 2)])])
    fire(game, USSR, 88)
    assert pair(game, "lebanon") == (0, 0) and pair(game, "israel") == (1, 0)


def test_89_kal_007_and_its_ops_when_the_us_controls_south_korea():
    game = make_game(influence={"south_korea": (3, 0)}, defcon=4,
                     us=[("event.89.ops", True), ("ops.influence", [("japan", 4)])])
    fire(game, US, 89)
    assert game.state.defcon == 3 and game.state.vp == 2 and pair(game, "japan") == (4, 0)


def test_89_kal_007_without_south_korea():
    game = make_game(defcon=4)
    fire(game, US, 89)
    assert game.state.vp == 2 and game.deciders[US].__class__.__name__ == "FirstOptionDecider"


def test_90_glasnost_and_the_reformer():
    game = make_game(defcon=3)
    fire(game, USSR, 90)
    assert game.state.defcon == 4 and game.state.vp == -2
    game = make_game(influence={"poland": (0, 1)},
                     ussr=[("event.90.ops", True), ("ops.influence", [("poland", 4)])])
    game.state.effects[87] = {"side": USSR}
    fire(game, USSR, 90)
    assert pair(game, "poland") == (0, 5)


def test_91_ortega_elected_and_a_free_coup_next_door():
    game = make_game(influence={"nicaragua": (2, 0), "cuba": (1, 0)}, dice=[6], defcon=3,
                     ussr=[("event.91.ops", True), ("coup.target", "cuba")])
    fire(game, USSR, 91)
    assert pair(game, "nicaragua") == (0, 0) and pair(game, "cuba") == (0, 1)  # 6 + 2 - 6 = 2
    assert game.state.military_ops[USSR] == 0 and game.state.defcon == 2  # free, and Cuba is a battleground


def test_91_ortega_in_a_battleground_at_defcon_2_is_the_ussrs_nuclear_war():
    game = make_game(influence={"cuba": (1, 0)}, dice=[6], defcon=2, phasing=USSR,
                     ussr=[("event.91.ops", True), ("coup.target", "cuba")])
    with pytest.raises(GameOver):
        fire(game, USSR, 91)
    assert game.state.winner == US


def test_93_iran_contra_scandal():
    game = make_game(influence={"north_korea": (0, 1)})
    fire(game, USSR, 93)
    assert realignment.modifier(game, US, "north_korea") == -1


def test_94_chernobyl_closes_a_region_to_ussr_ops_influence():
    game = make_game(influence={"poland": (0, 1)}, us=[("event.94.region", "europe")])
    fire(game, US, 94)
    in_play(game, USSR)
    targets = placement.targets(game, USSR)
    assert "poland" not in targets and "afghanistan" in targets


def test_95_latin_american_debt_crisis_both_answers():
    game = make_game(us=[("event.95.discard", 23)])
    hand(game, US, 23)
    fire(game, USSR, 95)
    assert where_is(game, 23) == "discard"
    game = make_game(influence={"chile": (0, 2), "peru": (0, 1)}, us=[("event.95.discard", "none")])
    fire(game, USSR, 95)
    assert pair(game, "chile") == (0, 4) and pair(game, "peru") == (0, 2)


def test_96_tear_down_this_wall_ends_willy_brandt_and_coups_freely_in_europe():
    game = make_game(influence={"east_germany": (0, 3)}, defcon=3, dice=[6],
                     us=[("event.96.ops", True), ("event.ops.kind", "coup"), ("coup.target", "east_germany")])
    game.state.effects[55] = {"side": USSR}
    fire(game, US, 96)
    assert 55 not in game.state.effects
    assert pair(game, "east_germany") == (3, 0)  # 3 US added, then 6 + 3 - 6 = 3: the USSR's 3 go
    assert game.state.defcon == 2


def test_97_an_evil_empire():
    game = make_game()
    fire(game, US, 97)
    assert game.state.vp == 1 and events.blocked(game, 59, USSR)[0] == "prohibited"


def test_98_aldrich_ames_remix():
    game = make_game(ussr=[("event.98.card", 23)])
    hand(game, US, 23, 19)
    fire(game, USSR, 98)
    assert where_is(game, 23) == "discard" and game.state.hands[US] == [19]


def test_99_pershing_ii_deployed():
    game = make_game(influence={"france": (2, 0), "italy": (1, 0)},
                     ussr=[("event.99.countries", ["france", "italy"])])
    fire(game, USSR, 99)
    assert game.state.vp == -1 and pair(game, "france") == (1, 0) and pair(game, "italy") == (0, 0)


def test_100_wargames_ends_the_game_on_the_track_after_6_vp():
    game = make_game(defcon=2, us=[("event.100.end", True)])
    game.state.vp = 7
    with pytest.raises(GameOver):
        fire(game, US, 100)
    assert game.state.vp == 1 and game.state.winner == US


def test_100_wargames_only_at_defcon_2():
    game = make_game(defcon=3)
    assert events.blocked(game, 100, US)[0] == "condition"


def test_100_wargames_in_the_late_war_the_us_needs_20():
    game = make_game(defcon=2, us=[("event.100.end", True)])
    game.state.options["us_needs_vp"] = 20
    game.state.vp = 19
    with pytest.raises(GameOver):
        fire(game, US, 100)
    assert game.state.winner == USSR


def test_101_solidarity_needs_john_paul_ii():
    game = make_game()
    assert events.blocked(game, 101, US)[0] == "prerequisite"


def test_102_iran_iraq_war():
    game = make_game(influence={"iraq": (0, 3)}, dice=[4], us=[("event.102.target", "iraq")])
    fire(game, US, 102)
    assert pair(game, "iraq") == (3, 0) and game.state.vp == 2 and where_is(game, 102) == "removed"


def test_104_the_cambridge_five():
    game = make_game(ussr=[("event.104.country", "iran")])
    hand(game, US, 3, 19)
    fire(game, USSR, 104)
    assert pair(game, "iran") == (0, 1)
    assert all(c in ("lebanon", "syria", "israel", "iraq", "iran", "libya", "egypt", "jordan", "gulf_states",
                     "saudi_arabia") for c in game.deciders[USSR].asked[0].options)


def test_104_the_cambridge_five_not_in_the_late_war():
    game = make_game(turn=8)
    assert events.blocked(game, 104, USSR)[0] == "condition"


def test_105_special_relationship_with_and_without_nato():
    game = make_game(influence={"united_kingdom": (5, 0)}, us=[("event.105.country", "norway")])
    fire(game, US, 105)
    assert pair(game, "norway") == (1, 0) and game.state.vp == 0
    game = make_game(influence={"united_kingdom": (5, 0)}, us=[("event.105.country", "italy")])
    game.state.effects[21] = {"side": US}
    fire(game, US, 105)
    assert pair(game, "italy") == (2, 0) and game.state.vp == 2
    game = make_game()
    assert events.blocked(game, 105, US)[0] == "condition"


def test_106_norad_after_a_round_in_which_defcon_fell_to_2():
    game = make_game(influence={"canada": (4, 0), "japan": (1, 0), "angola": (0, 1)}, defcon=3, dice=[1],
                     us=[("event.106.country", "japan")],
                     ussr=[("card.choose", 14), ("card.play_as", "ops"), ("ops.kind", "coup"), ("coup.target", "angola")])
    game.state.influence["angola"] = {US: 1, USSR: 0}
    fire(game, US, 106)
    hand(game, USSR, 14)
    action_rounds.action_round(game, USSR, 1)
    assert game.state.defcon == 2 and pair(game, "japan") == (2, 0)


def test_106_norad_needs_canada():
    game = make_game(influence={"japan": (1, 0)})
    fire(game, US, 106)
    game.round_notes["defcon_fell_to_2"] = True
    action_rounds.hooks.run("round_end", game, USSR)
    assert pair(game, "japan") == (1, 0)


def test_107_che_a_second_coup_after_the_first_removes_us_influence():
    game = make_game(influence={"guatemala": (1, 0), "bolivia": (1, 0)}, dice=[6, 1],
                     ussr=[("event.107.target", "guatemala"), ("event.107.target", "bolivia")])
    fire(game, USSR, 107)
    assert pair(game, "guatemala") == (0, 6)  # 6 + 3 - 2 = 7: 1 US goes, 6 USSR
    assert pair(game, "bolivia") == (1, 0) and game.state.military_ops[USSR] == 0


def test_107_che_no_second_coup_after_a_failure():
    game = make_game(influence={"guatemala": (1, 0), "bolivia": (1, 0)}, dice=[1],
                     ussr=[("event.107.target", "bolivia")])
    fire(game, USSR, 107)  # 1 + 3 - 4 = 0
    assert pair(game, "bolivia") == (1, 0) and len(game.deciders[USSR].asked) == 1


def test_108_our_man_in_tehran():
    game = make_game(influence={"israel": (4, 0)}, us=[("event.108.discard", [21, 22])])
    game.state.draw_pile = [40, 41, 20, 21, 22, 23]
    fire(game, US, 108)
    assert where_is(game, 21) == "discard" and where_is(game, 22) == "discard"
    assert sorted(game.state.draw_pile) == [20, 23, 40, 41] and game.state.hands[US] == []


def test_108_our_man_in_tehran_needs_a_us_country_in_the_middle_east():
    game = make_game()
    assert events.blocked(game, 108, US)[0] == "condition"


def test_109_yuri_and_samantha():
    game = make_game(influence={"angola": (0, 1)}, dice=[1])
    fire(game, USSR, 109)
    coups.coup(game, US, "angola", 1)
    assert game.state.vp == -1


def test_110_awacs_sale():
    game = make_game()
    fire(game, US, 110)
    assert pair(game, "saudi_arabia") == (2, 0) and events.blocked(game, 56, USSR)[0] == "prohibited"


def test_headline_of_an_event_that_cannot_happen_is_discarded():
    game = make_game(us=[("headline.card", 100)], ussr=[("headline.card", 7)], defcon=4)
    hand(game, US, 100)
    hand(game, USSR, 7)
    game.state.effects[83] = {"side": US}
    headline.headline_phase(game)
    assert where_is(game, 100) == "discard" and where_is(game, 7) == "discard"
