"""Operations (6.0-6.4), DEFCON's limits on them (8.1.4-8.1.5), military operations (8.2.2-8.2.5) and
The China Card's Asia bonus (9.6)."""

from __future__ import annotations

import pytest

from botkit.protocol import IllegalAnswer
from game.twilight_struggle import coups, operations, realignment, space_race
from game.twilight_struggle.state import CHINA_CARD, US, USSR

from .helpers import in_play, make_game, pair


def test_6_3_3_the_mexico_example():
    game = make_game(influence={"mexico": (0, 2)}, dice=[4], phasing=US)
    coups.coup(game, US, "mexico", 3)
    assert pair(game, "mexico") == (1, 0)
    assert game.state.military_ops[US] == 3
    assert game.state.defcon == 4  # Mexico is a battleground (6.3.4)


def test_6_3_2_a_coup_fails_unless_the_roll_beats_twice_the_stability():
    game = make_game(influence={"costa_rica": (0, 3)}, dice=[5], phasing=US)
    assert coups.coup(game, US, "costa_rica", 1) == 0  # 5 + 1 = 6, not above 6 (002:930)
    assert pair(game, "costa_rica") == (0, 3) and game.state.defcon == 5  # not a battleground
    assert game.state.military_ops[US] == 1


def test_6_3_1_a_coup_needs_the_opponents_influence():
    game = make_game(influence={"mexico": (1, 0)})
    assert coups.ban(game, US, "mexico") is not None
    assert "mexico" not in coups.targets(game, US)


def test_8_1_5_defcon_bars_coups_by_region_and_6_3_5_a_free_coup_ignores_it():
    game = make_game(influence={"iran": (0, 1), "italy": (0, 1), "thailand": (0, 1), "angola": (0, 1)}, defcon=2)
    assert coups.targets(game, US) == ["angola"]
    assert set(coups.targets(game, US, free=True)) == {"iran", "italy", "thailand", "angola"}


def test_8_2_5_a_free_coup_records_no_military_operations_but_6_3_5_still_lowers_defcon():
    game = make_game(influence={"angola": (0, 1)}, dice=[1], phasing=USSR)
    coups.coup(game, US, "angola", 2, free=True)
    assert game.state.military_ops[US] == 0 and game.state.defcon == 4


def test_6_2_2_the_north_korea_example():
    game = make_game(influence={"north_korea": (0, 3)}, dice=[5, 2], phasing=US)
    assert realignment.modifier(game, US, "north_korea") == 0
    assert realignment.modifier(game, USSR, "north_korea") == 2
    realignment.realign(game, US, "north_korea")
    assert pair(game, "north_korea") == (0, 2)  # 5 against 2 + 2: one USSR influence goes


def test_6_2_3_a_realignment_never_adds_influence_and_the_loser_may_lose_its_own():
    game = make_game(influence={"north_korea": (1, 3)}, dice=[1, 6], phasing=US)
    realignment.realign(game, US, "north_korea")
    assert pair(game, "north_korea") == (0, 3)


def test_realignment_optional_rule_the_realigning_side_never_loses_influence():
    game = make_game(influence={"north_korea": (1, 3)}, dice=[1, 6], phasing=US,
                     options={"realign_no_self_loss": True})
    realignment.realign(game, US, "north_korea")
    assert pair(game, "north_korea") == (1, 3)


def test_realignment_optional_rule_defcon_does_not_bar_realignments():
    game = make_game(influence={"italy": (0, 1)}, defcon=4, options={"realign_ignores_defcon": True})
    assert realignment.targets(game, US) == ["italy"]
    assert coups.targets(game, US) == []


def test_8_2_2_realignments_are_not_military_operations():
    game = make_game(influence={"north_korea": (0, 3)}, dice=[5, 2], phasing=US)
    realignment.realign(game, US, "north_korea")
    assert game.state.military_ops[US] == 0


def test_6_1_2_the_turkey_example_through_the_ops_question():
    game = make_game(influence={"turkey": (2, 0), "bulgaria": (0, 1)},
                     ussr=[("ops.kind", "influence"), ("ops.influence", [("turkey", 3)])])
    in_play(game, USSR)
    operations.conduct(game, USSR, 14, 4)
    assert pair(game, "turkey") == (2, 3)


def test_6_1_2_placing_beyond_the_ops_is_refused():
    game = make_game(influence={"turkey": (2, 0), "bulgaria": (0, 1)},
                     ussr=[("ops.kind", "influence"), ("ops.influence", [("turkey", 4)])])
    in_play(game, USSR)
    with pytest.raises(IllegalAnswer):
        operations.conduct(game, USSR, 14, 4)


def test_6_1_1_influence_placed_in_this_play_opens_no_new_country():
    game = make_game(influence={"panama": (1, 0)},
                     us=[("ops.influence", [("costa_rica", 1), ("nicaragua", 1)])])
    in_play(game, US)
    with pytest.raises(IllegalAnswer, match="nicaragua"):
        operations.conduct(game, US, 19, 2)


def test_9_6_the_china_card_gets_one_more_op_when_all_are_spent_in_asia():
    game = make_game(influence={"north_korea": (0, 3)},
                     ussr=[("ops.area", "asia"), ("ops.influence", [("south_korea", 5)])])
    in_play(game, USSR, CHINA_CARD)
    operations.conduct(game, USSR, CHINA_CARD, 4)
    assert pair(game, "south_korea") == (0, 5)
    asked = game.deciders[USSR].asked
    assert asked[1].budget == 5 and set(asked[1].options) == {"afghanistan", "north_korea", "south_korea"}


def test_9_6_without_the_bonus_the_china_card_is_4_ops_anywhere():
    game = make_game(influence={"north_korea": (0, 3), "poland": (0, 1)},
                     ussr=[("ops.area", "anywhere"), ("ops.influence", [("poland", 4)])])
    in_play(game, USSR, CHINA_CARD)
    operations.conduct(game, USSR, CHINA_CARD, 4)
    assert pair(game, "poland") == (0, 5)


def test_9_6_a_china_card_coup_in_asia_gets_the_bonus():
    game = make_game(influence={"thailand": (0, 1)}, dice=[1], us=[("ops.kind", "coup"), ("coup.target", "thailand")],
                     phasing=US, china=US)
    in_play(game, US, CHINA_CARD)
    operations.conduct(game, US, CHINA_CARD, 4)
    assert pair(game, "thailand") == (1, 0)  # 1 + 5 - 4 = 2: the USSR one goes, one US comes
    assert game.state.military_ops[US] == 5


@pytest.mark.parametrize("ops, box, allowed", [(1, 0, False), (2, 0, True), (2, 4, False), (3, 4, True),
                                               (3, 7, False), (4, 7, True)])
def test_6_4_1_a_card_must_have_the_ops_the_next_box_asks(ops, box, allowed):
    game = make_game()
    game.state.space[US] = box
    assert (space_race.why_not(game, US, ops) is None) == allowed


def test_6_4_3_the_first_side_in_a_box_gets_the_larger_vp():
    game = make_game(dice=[1, 3])
    space_race.attempt(game, US, 2)
    assert game.state.space[US] == 1 and game.state.vp == 2
    space_race.attempt(game, USSR, 3)
    assert game.state.space[USSR] == 1 and game.state.vp == 1  # 002:818-822


def test_6_4_1_a_roll_above_the_box_number_fails():
    game = make_game(dice=[4])
    assert not space_race.attempt(game, US, 2)
    assert game.state.space[US] == 0


def test_6_4_2_one_attempt_a_turn_two_with_animal_in_space():
    game = make_game(dice=[6])
    space_race.attempt(game, US, 2)
    assert space_race.why_not(game, US, 2) is not None
    game.state.space = {US: 2, USSR: 0}
    assert space_race.why_not(game, US, 2) is None


def test_6_4_6_the_end_of_the_track():
    game = make_game()
    game.state.space[US] = 8
    assert "over" in space_race.why_not(game, US, 4)


def test_space_race_optional_rule_the_player_may_not_roll():
    game = make_game(options={"space_may_skip_roll": True}, us=[("space.roll", False)])
    assert not space_race.attempt(game, US, 2)
    assert game.state.space_attempts[US] == 1 and game.dice.used == []
