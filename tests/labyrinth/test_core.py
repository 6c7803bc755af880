"""The core primitives: testing, governance shifts and what they set off (4.9.4, 11.1.5, 11.3.14)."""

from __future__ import annotations

import pytest

from game.labyrinth import board, pieces, politics
from game.labyrinth.state import ADVERSARY, FAIR, GOOD, ISLAMIST_RULE, NEUTRAL, POOR
from game.labyrinth.victory import GameOver

from .helpers import make_game, make_state, setc


def test_4_9_4_testing_a_muslim_country_1_to_4_is_poor_neutral():
    game = make_game(dice=[4])
    assert politics.test_country(game, "Egypt")
    egypt = game.state.countries["Egypt"]
    assert (egypt.governance, egypt.alignment) == (POOR, NEUTRAL)


def test_4_9_4_testing_a_muslim_country_5_to_6_is_fair_neutral():
    game = make_game(dice=[5])
    politics.test_country(game, "Egypt")
    assert game.state.countries["Egypt"].governance == FAIR


def test_4_9_4_testing_non_muslim_sets_posture():
    game = make_game(dice=[4, 5])
    politics.test_country(game, "Germany")
    politics.test_country(game, "Russia")
    assert game.state.countries["Germany"].posture == "soft"
    assert game.state.countries["Russia"].posture == "hard"


def test_4_9_4_placing_a_cell_tests_the_country_first():
    game = make_game(dice=[6])
    pieces.add_cells(game, "Egypt", 1)
    assert game.state.countries["Egypt"].governance == FAIR
    assert game.state.countries["Egypt"].sleepers == 1


def test_11_1_5_improving_governance_removes_one_awakening_per_level():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=2, reaction=1)
    game = make_game(state)
    politics.improve_governance(game, "Egypt", 1, to_good=False)
    egypt = game.state.countries["Egypt"]
    assert (egypt.governance, egypt.awakening, egypt.reaction) == (FAIR, 1, 1)


def test_11_1_5_worsening_governance_removes_one_reaction_per_level():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, awakening=1, reaction=2)
    game = make_game(state)
    politics.worsen_governance(game, "Egypt", 1)
    egypt = game.state.countries["Egypt"]
    assert (egypt.governance, egypt.awakening, egypt.reaction) == (POOR, 1, 1)


def test_11_3_14_islamist_rule_clears_markers_pays_funding_and_sets_prestige_with_troops():
    state = make_state(funding=5, prestige=6)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1, aid=1, militia=2,
         besieged=True, troops=1, sleepers=3)
    # convergence rolls: brown 4, black 1 -> Egypt (untested: test roll 2 -> Poor)
    game = make_game(state, dice=[4, 1, 2])
    politics.worsen_governance(game, "Iraq", 1)
    iraq = game.state.countries["Iraq"]
    assert (iraq.governance, iraq.alignment) == (ISLAMIST_RULE, ADVERSARY)
    assert (iraq.awakening, iraq.reaction, iraq.aid, iraq.militia, iraq.besieged) == (0, 0, 0, 0, False)
    assert game.state.funding == 8  # +3 resources
    assert game.state.prestige == 1  # troops present
    assert game.state.countries["Egypt"].reaction == 1  # Convergence (11.1.8)


def test_11_1_8_convergence_to_good_places_awakening_at_random():
    state = make_state()
    setc(state, "Jordan", governance=FAIR, alignment="ally")
    # brown 3 black 3 -> Turkey (untested -> test roll 5 Fair)
    game = make_game(state, dice=[3, 3, 5])
    politics.improve_governance(game, "Jordan", 1)
    assert game.state.countries["Jordan"].governance == GOOD
    assert game.state.countries["Turkey"].awakening == 1


def test_2_0_twelve_good_resources_win_for_the_us():
    state = make_state()
    for name in ("Egypt", "Iraq", "Saudi Arabia"):
        setc(state, name, governance=GOOD, alignment="ally")
    setc(state, "Gulf States", governance=FAIR, alignment="ally")
    game = make_game(state, dice=[6, 6, 6])
    with pytest.raises(GameOver) as won:
        politics.improve_governance(game, "Gulf States", 1)
    assert won.value.winner == "us"
    assert board.good_resources(game.state) == 12


def test_11_3_8_2_displaced_capital_moves_to_adjacent_candidate():
    state = make_state(funding=6, prestige=5)
    setc(state, "Syria", governance=POOR, alignment="adversary", civil_war=True, sleepers=2)
    setc(state, "Iraq", governance=POOR, alignment="neutral", civil_war=True, sleepers=1)
    state.caliphate_capital = "Syria"
    game = make_game(state, dice=[2, 3, 5])  # Convergence: Jordan, tested Fair
    politics.improve_governance(game, "Syria", 2)  # Good: civil war ends, capital displaced
    assert game.state.caliphate_capital == "Iraq"
    assert (game.state.funding, game.state.prestige) == (5, 6)
    assert game.state.countries["Iraq"].actives == 1


def test_11_2_2_civil_war_replaces_awakening_with_militia_and_reaction_with_cells():
    state = make_state()
    setc(state, "Libya", governance=POOR, alignment="neutral", awakening=2, reaction=1, regime_change="tan")
    game = make_game(state)
    from game.labyrinth.civil_war import start_civil_war

    assert start_civil_war(game, "Libya")
    libya = game.state.countries["Libya"]
    assert (libya.civil_war, libya.militia, libya.sleepers, libya.awakening, libya.reaction) == (True, 2, 1, 0, 0)
    assert libya.regime_change is None
