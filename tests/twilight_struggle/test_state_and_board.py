"""The state's JSON round trip, and the board's derived values (2.1, 6.1.2, 8.1.5, 10.1, 6.4.4)."""

from __future__ import annotations

import json

import pytest

from game.twilight_struggle import board
from game.twilight_struggle.board import CCW_BOX, Standing, level, placement_prices, placement_targets
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.state import US, USSR, GameState

from .helpers import make_game


def test_the_state_survives_a_json_round_trip():
    game = start_game("standard", seed=3)
    game.state.effects[25] = {"side": US}
    data = json.loads(json.dumps(game.state.to_dict()))
    again = GameState.from_dict(data)
    assert again.to_dict() == game.state.to_dict()
    assert again.effects == {25: {"side": US}}


def test_a_state_of_another_version_is_refused():
    data = start_game("standard", seed=1).state.to_dict()
    data["version"] = 99
    with pytest.raises(ValueError, match="version 99"):
        GameState.from_dict(data)


def test_2_1_7_control_needs_the_stability_and_that_much_more_than_the_opponent():
    # the rulebook's example: Israel, stability 4
    game = make_game(influence={"israel": (4, 0)})
    assert board.controller(game.state, "israel") == US
    game = make_game(influence={"israel": (5, 2)})
    assert board.controller(game.state, "israel") is None  # only 3 more
    game = make_game(influence={"israel": (3, 0)})
    assert board.controller(game.state, "israel") is None  # below the stability


def test_2_1_5_superpowers_are_neighbours_but_no_place_for_influence():
    assert board.next_to_superpower("cuba", US) and board.next_to_superpower("north_korea", USSR)
    assert "usa" not in board.countries() and "ussr" not in board.countries()


def test_6_1_2_the_turkey_example_a_marker_costs_2_until_control_is_broken():
    game = make_game(influence={"turkey": (2, 0)})
    assert placement_prices(game.state, USSR, "turkey", 3) == (2, 1, 1)
    game = make_game(influence={"turkey": (1, 0)})
    assert placement_prices(game.state, USSR, "turkey", 3) == (1, 1, 1)


def test_6_1_3_the_example_influence_goes_in_or_next_to_countries_held_at_the_start():
    game = make_game(influence={"panama": (1, 0), "south_korea": (1, 0)})
    targets = placement_targets(game.state, US, board.with_influence(game.state, US))
    assert {"costa_rica", "colombia", "panama", "south_korea", "japan", "taiwan"} <= set(targets)
    assert "nicaragua" not in targets or board.next_to_superpower("nicaragua", US)


def test_6_1_4_countries_next_to_the_own_superpower_are_always_open():
    game = make_game()
    assert set(placement_targets(game.state, USSR, set())) == {"finland", "poland", "romania", "afghanistan",
                                                               "north_korea"}
    assert set(placement_targets(game.state, US, set())) == {"canada", "mexico", "cuba", "japan"}


def test_12_1_the_chinese_civil_war_box_is_open_to_the_ussr_only():
    game = make_game(options={"chinese_civil_war": True})
    game.state.ccw_box = 0
    assert CCW_BOX in placement_targets(game.state, USSR, set())
    assert CCW_BOX not in placement_targets(game.state, US, set())


@pytest.mark.parametrize("defcon, closed", [(5, ()), (4, ("europe",)), (3, ("europe", "asia")),
                                            (2, ("europe", "asia", "middle_east"))])
def test_8_1_5_defcon_closes_regions_to_coups_and_realignments(defcon, closed):
    assert set(board.regions_closed(defcon)) == set(closed)


def test_10_1_1_levels_presence_domination_control():
    bgs = 3
    assert level(Standing(3, 1, 2, 0), Standing(1, 0, 1, 0), bgs) == "domination"
    assert level(Standing(3, 1, 2, 0), Standing(1, 1, 0, 0), bgs) == "presence"  # not more battlegrounds
    assert level(Standing(2, 2, 0, 0), Standing(1, 1, 0, 0), bgs) == "presence"  # needs a non-battleground
    assert level(Standing(4, 3, 1, 0), Standing(1, 0, 1, 0), bgs) == "control"
    assert level(Standing(3, 3, 0, 0), Standing(3, 0, 3, 0), bgs) == "presence"  # not more countries
    assert level(Standing(0, 0, 0, 0), Standing(1, 0, 1, 0), bgs) is None


def test_2_1_2_europe_and_asia_include_their_subregions():
    assert set(board.countries_in("southeast_asia")) < set(board.countries_in("asia"))
    assert {"austria", "finland"} <= set(board.countries_in("western_europe")) & set(board.countries_in("eastern_europe"))


def test_6_4_4_an_ability_belongs_to_the_first_side_until_the_other_arrives():
    game = make_game()
    game.state.space = {US: 2, USSR: 1}
    assert board.ability_holder(game.state, "two_attempts_per_turn") == US
    game.state.space = {US: 2, USSR: 2}
    assert board.ability_holder(game.state, "two_attempts_per_turn") is None
    assert board.space_attempts_allowed(game.state, US) == 1
