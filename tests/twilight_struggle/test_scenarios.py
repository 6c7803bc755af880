"""The Late War scenario's set-up checked against the seed fact by fact (002 lines 569-663), its victory
condition, and the Chinese Civil War variant in play (12.1-12.4)."""

from __future__ import annotations

import pytest

from game.twilight_struggle import board, end_of_turn, operations, scoring
from game.twilight_struggle.board import CCW_BOX, controller
from game.twilight_struggle.facts import facts
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.state import CHINA_CARD, US, USSR
from game.twilight_struggle.turn import play_turn
from game.twilight_struggle.victory import GameOver

from .helpers import in_play, make_game

US_CONTROLS = ["united_kingdom", "italy", "benelux", "denmark", "norway", "west_germany", "israel", "iran", "pakistan",
               "turkey", "zaire", "somalia", "kenya", "nigeria", "japan", "south_korea", "taiwan", "philippines",
               "thailand", "indonesia", "australia", "malaysia", "nicaragua", "panama", "haiti", "honduras",
               "venezuela", "chile", "argentina", "colombia", "dominican_republic"]  # 002:623-629
USSR_CONTROLS = ["east_germany", "poland", "hungary", "czechoslovakia", "bulgaria", "cuba", "north_korea", "iraq",
                 "syria", "india", "afghanistan", "libya", "algeria", "ethiopia", "zimbabwe", "angola",
                 "laos_cambodia", "vietnam", "se_african_states"]  # 002:633-638
PAIRS = {"west_germany": (5, 1), "philippines": (3, 1), "malaysia": (3, 1), "colombia": (2, 1), "syria": (0, 3),
         "angola": (1, 3), "laos_cambodia": (0, 2), "vietnam": (0, 5), "se_african_states": (0, 2),
         "spain_portugal": (1, 0), "france": (3, 1), "romania": (1, 3), "jordan": (2, 2), "egypt": (1, 0),
         "south_africa": (2, 1), "finland": (1, 2), "burma": (0, 1), "peru": (2, 1), "yugoslavia": (1, 2),
         "saudi_arabia": (2, 0)}  # the (US/USSR) pairs of 002:623-651


@pytest.fixture(scope="module")
def late():
    return start_game("late_war", seed=8, check_invariants=True)


def test_late_war_markers(late):
    state = late.state
    assert (state.turn, state.defcon, state.vp) == (8, 4, -4)  # 002:607-610
    assert state.space == {USSR: 4, US: 6}  # Man in Earth Orbit, Eagle/Bear Has Landed (002:609)


def test_late_war_events_in_effect(late):
    assert set(late.state.effects) == {27, 23, 21, 16, 17, 59}  # 002:612-614
    assert late.state.effect_side(59) == USSR and late.state.effect_side(21) == US


def test_late_war_control_and_influence_fact_by_fact(late):
    state = late.state
    for country in US_CONTROLS:
        assert controller(state, country) == US, country
    for country in USSR_CONTROLS:
        assert controller(state, country) == USSR, country
    for country, (us, ussr) in PAIRS.items():
        assert (state.influence[country][US], state.influence[country][USSR]) == (us, ussr), country
    # "the least influence that controls", where no pair is printed (002:621)
    assert state.influence["italy"] == {US: 2, USSR: 0} and state.influence["cuba"] == {US: 0, USSR: 3}
    listed = set(US_CONTROLS) | set(USSR_CONTROLS) | set(PAIRS)
    assert all(v == {US: 0, USSR: 0} for c, v in state.influence.items() if c not in listed)


def test_late_war_the_scenarios_summary_of_domination(late):
    """002:618-619: the US dominates South America and Asia (it does); the Middle East line is not
    borne out by the lists (TS-S5)."""
    for region in ("south_america", "asia"):
        assert scoring.assess(late, region).levels[US] in ("domination", "control"), region
    assert scoring.assess(late, "middle_east").levels[USSR] == "presence"


def test_late_war_cards(late):
    state = late.state
    f = facts()
    starred_kept = {44, 65, 68, 64}
    for number, card in f.cards.items():
        if card.optional or number == CHINA_CARD:
            continue
        gone = card.remove and card.period in ("early", "mid") and number not in starred_kept
        assert (number in state.removed) == gone, number
    assert not state.waiting and state.china_holder == USSR and state.china_face_up  # 002:657-659
    assert len(state.hands[US]) == len(state.hands[USSR]) == 9
    assert 38 in state.removed  # Southeast Asia Scoring carries the asterisk too (7.2)


def test_late_war_starts_play_at_its_turn_8_markers():
    """TS-R7: the scenario's DEFCON 4 is the position turn 8 is played from (no improvement first)."""
    game = start_game("late_war", seed=3)
    seen = []
    game.checkpoints.append(lambda g, purpose: seen.append((purpose, g.state.turn, g.state.defcon)))
    play_turn(game)
    assert seen[0] == ("headline.card", 8, 4)


def test_late_war_victory_the_us_needs_20_after_final_scoring():
    game = make_game(turn=10)
    game.state.options["us_needs_vp"] = 20
    game.state.vp = 19
    with pytest.raises(GameOver):
        end_of_turn.end_turn(game)
    assert game.state.winner == USSR


def test_12_2_the_civil_war_box_takes_ussr_influence_with_ops_and_3_bring_the_china_card():
    game = make_game(options={"chinese_civil_war": True}, china=None,
                     ussr=[("ops.influence", [(CCW_BOX, 3)])])
    game.state.ccw_box = 0
    in_play(game, USSR)
    operations.conduct(game, USSR, 14, 3)
    assert game.state.ccw_box is None and game.state.china_holder == USSR and game.state.china_face_up
    assert CCW_BOX not in board.placement_targets(game.state, USSR, set())


def test_12_1_the_box_scores_nothing_and_the_us_cannot_reach_it():
    game = make_game(options={"chinese_civil_war": True}, china=None)
    game.state.ccw_box = 2
    assert scoring.assess(game, "asia").vp == {US: 0, USSR: 0}
    assert CCW_BOX not in board.placement_targets(game.state, US, set())


def test_12_2_an_unclaimed_china_card_gives_nobody_a_vp_at_the_end():
    game = make_game(options={"chinese_civil_war": True}, china=None)
    game.state.phase = "final_scoring"
    scoring.final_scoring(game)
    assert game.state.vp == 0


def test_the_chinese_civil_war_game_runs_a_turn():
    game = start_game("standard", seed=4, options={"chinese_civil_war": True}, check_invariants=True)
    play_turn(game)
    assert game.state.turn == 2 or game.state.over
