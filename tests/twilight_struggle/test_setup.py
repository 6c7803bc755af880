"""Set-ups: the standard game (3.1-3.4), the tournament bid (11.1.4), the Chinese Civil War (12.1-12.3)."""

from __future__ import annotations

import pytest

from botkit.matches import set_up_bot_game
from botkit.protocol import ScriptedDecider
from botkit.session.config import GameConfig
from game.twilight_struggle.board import controller
from game.twilight_struggle.options import OptionError
from game.twilight_struggle.scenarios import ScenarioError, start_game
from game.twilight_struggle.setup import bid_room
from game.twilight_struggle.state import US, USSR


def totals(game):
    return {side: sum(v[side] for v in game.state.influence.values()) for side in (US, USSR)}


def test_3_standard_set_up():
    game = start_game("standard", seed=5, check_invariants=True)
    state = game.state
    assert totals(game) == {US: 25, USSR: 15}  # 3.2, 3.3
    assert len(state.hands[US]) == len(state.hands[USSR]) == 8  # 3.1
    assert state.china_holder == USSR and state.china_face_up  # 3.1
    assert (state.defcon, state.vp, state.turn, state.space, state.military_ops) == (
        5, 0, 1, {US: 0, USSR: 0}, {US: 0, USSR: 0})  # 3.4
    assert state.influence["syria"][USSR] == 1 and state.influence["united_kingdom"][US] >= 5
    assert all(game.state.draw_pile.count(n) == 0 for n in range(36, 103))  # Mid/Late cards wait (4.1)
    assert {n for n in state.waiting} == set(range(36, 103))


def test_3_2_3_3_the_free_influence_goes_where_the_rules_say():
    ussr = ScriptedDecider([[("poland", 4), ("east_germany", 1), ("yugoslavia", 1)]])
    us = ScriptedDecider([[("west_germany", 2), ("italy", 4), ("france", 1)]])
    game = start_game("standard", seed=1, deciders={US: us, USSR: ussr})
    assert game.state.influence["poland"] == {US: 0, USSR: 4}
    assert game.state.influence["east_germany"] == {US: 0, USSR: 4}
    assert ussr.asked[0].purpose == "setup.ussr_influence" and "italy" not in ussr.asked[0].options
    assert us.asked[0].purpose == "setup.us_influence" and "poland" not in us.asked[0].options
    assert "austria" in us.asked[0].options and "austria" in ussr.asked[0].options  # both subregions (2.1.1)


def test_11_1_4_1_the_bid_goes_only_where_the_side_has_influence_up_to_2_over_control():
    ussr = ScriptedDecider([[("poland", 4), ("east_germany", 1), ("yugoslavia", 1)]])
    us = ScriptedDecider([[("west_germany", 2), ("italy", 4), ("france", 1)],
                          [("iran", 1), ("france", 2), ("west_germany", 2)]])
    game = start_game("standard", seed=1, deciders={US: us, USSR: ussr}, options={"bid": {"side": US, "influence": 5}})
    room = us.asked[1].capacities
    assert "spain_portugal" not in room  # no US influence there after the set-up
    assert room["iran"] == 4 - 1  # stability 2 and no USSR influence: control needs 2, so at most 4
    assert game.state.influence["iran"][US] == 2 and game.state.influence["france"][US] == 3
    assert controller(game.state, "france") == US
    # the rulebook's example: US 3 in a stability-3 country with USSR 1 may go up to 6
    game.state.influence["czechoslovakia"] = {US: 3, USSR: 1}
    assert bid_room(game.state, US)["czechoslovakia"] == 3


def test_12_the_chinese_civil_war_starts_with_the_china_card_nobodys():
    game = start_game("standard", seed=2, options={"chinese_civil_war": True})
    assert game.state.china_holder is None and game.state.ccw_box == 0


def test_unknown_scenarios_and_options_are_refused_with_a_reason():
    with pytest.raises(ScenarioError, match="no scenario"):
        start_game("early_war")
    with pytest.raises(OptionError, match="unknown option"):
        start_game("standard", options={"fog_of_war": True})
    with pytest.raises(OptionError, match="standard game"):
        start_game("late_war", options={"chinese_civil_war": True})


def test_11_1_4_a_bid_agreed_before_the_game_is_a_game_option_of_a_bot_game():
    # the auction happens before the game (11.1.4): a game's configuration carries its result
    def bot_game_with(options):
        config = GameConfig(game="twilight_struggle", seed=900, human=None, tiers={US: "expert", USSR: "expert"},
                            options=options)
        return set_up_bot_game(config)[0]

    def us_influence(game):
        return sum(pair[US] for pair in game.state.influence.values())

    with_bid, without = bot_game_with({"bid": {"side": US, "influence": 2}}), bot_game_with({})
    assert with_bid.state.options["bid"] == {"side": US, "influence": 2}
    assert us_influence(with_bid) == us_influence(without) + 2
