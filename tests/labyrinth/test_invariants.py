"""The state invariants: each broken rule of pieces, tracks, plots, cards and the Caliphate is reported."""

from __future__ import annotations

import pytest

from game.labyrinth import scenarios
from game.labyrinth.game import InvariantBroken
from game.labyrinth.invariants import violations, wmd_markers
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, POOR, PlotMarker

from .helpers import make_game, make_state, setc


def only(state) -> str:
    problems = violations(state)
    assert len(problems) == 1, problems
    return problems[0]


def test_a_blank_board_and_every_scenario_set_up_break_nothing():
    assert violations(make_state()) == []
    for info in scenarios.list_scenarios():
        assert violations(scenarios.start_game(info.id, seed=1).state) == [], info.id


# -- counters --------------------------------------------------------------------------------


def test_4_7_cells_on_the_map_never_exceed_the_fifteen_cells():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", sleepers=10)
    setc(state, "Iraq", governance=POOR, alignment="neutral", actives=5)
    assert violations(state) == []
    state.countries["Iraq"].actives = 6
    assert only(state) == "16 cells on the map, more than the 15 in play"


def test_11_3_7_training_camps_bring_three_extra_cells_into_play():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", sleepers=15)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=3, markers=["Training Camps"])
    assert violations(state) == []
    state.countries["Iraq"].sleepers = 4
    assert only(state) == "19 cells on the map, more than the 18 in play"


def test_pieces_are_never_negative():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", sleepers=-1)
    assert only(state) == "Egypt: -1 sleepers"


def test_a_country_holds_one_cadre_at_most():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", cadre=2)
    assert only(state) == "Egypt: 2 cadres (a country holds one at most)"


def test_troops_on_the_map_and_off_it_are_at_most_fifteen():
    state = make_state(off_map_troops=3)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=12)
    assert violations(state) == []
    state.off_map_troops = 4
    assert only(state) == "16 troops on the map and off it, more than the 15 cubes"


def test_the_off_map_box_never_holds_fewer_than_no_troops():
    state = make_state(off_map_troops=-1)
    assert only(state) == "-1 troops in the off-map box"


def test_11_2_4_militia_on_the_map_at_most_fifteen():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", militia=8)
    setc(state, "Syria", governance=POOR, alignment="ally", militia=8)
    assert only(state) == "16 militia on the map, more than 15"


def test_11_1_awakening_and_reaction_markers_at_most_fifteen_each():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", awakening=8, reaction=8)
    setc(state, "Egypt", governance=POOR, alignment="ally", awakening=8, reaction=7)
    assert only(state) == "16 awakening markers on the map, more than 15"
    state.countries["Egypt"].reaction = 8
    assert violations(state) == ["16 awakening markers on the map, more than 15",
                                 "16 reaction markers on the map, more than 15"]


# -- tracks ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("prestige", "funding", "message"), [
    (0, 5, "prestige 0 is off its track (1-12)"),
    (13, 5, "prestige 13 is off its track (1-12)"),
    (5, 0, "funding 0 is off its track (1-9)"),
    (5, 10, "funding 10 is off its track (1-9)"),
])
def test_prestige_1_to_12_and_funding_1_to_9(prestige, funding, message):
    assert only(make_state(prestige=prestige, funding=funding)) == message


def test_prestige_and_funding_at_their_limits_are_fine():
    assert violations(make_state(prestige=12, funding=9)) == violations(make_state(prestige=1, funding=1)) == []


def test_5_2_reserves_hold_0_to_2_ops():
    state = make_state(reserves={"us": 2, "jihadist": 3})
    assert only(state) == "jihadist reserves 3 (0-2)"
    state.reserves = {"us": -1, "jihadist": 0}
    assert only(state) == "us reserves -1 (0-2)"


def test_us_posture_is_hard_or_soft():
    assert only(make_state(us_posture="even")) == "US posture 'even' is neither hard nor soft"


# -- where pieces may be ---------------------------------------------------------------------


def test_11_2_4_no_militia_in_a_good_country():
    state = make_state()
    setc(state, "Jordan", governance=GOOD, alignment="ally", militia=1)
    assert only(state) == "Jordan: 1 militia in a Good country"


def test_11_3_14_no_awakening_reaction_or_aid_under_islamist_rule():
    state = make_state()
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment="adversary", awakening=1, reaction=2, aid=1)
    assert violations(state) == ["Yemen: 1 awakening in an Islamist Rule country",
                                 "Yemen: 2 reaction in an Islamist Rule country",
                                 "Yemen: 1 aid in an Islamist Rule country"]


def test_11_3_14_no_civil_war_regime_change_or_besieged_regime_at_good():
    state = make_state()
    setc(state, "Libya", governance=GOOD, alignment="ally", civil_war=True, regime_change="green", besieged=True)
    assert violations(state) == ["Libya: Besieged Regime in a Good country", "Libya: Civil War in a Good country",
                                 "Libya: Regime Change in a Good country"]


def test_11_2_4_no_militia_awakening_or_reaction_in_non_muslim_countries():
    state = make_state()
    setc(state, "France", posture="hard", militia=1, awakening=1, reaction=1)
    assert violations(state) == ["France: 1 militia in a non-Muslim country",
                                 "France: 1 awakening in a non-Muslim country",
                                 "France: 1 reaction in a non-Muslim country"]


def test_11_2_2_no_awakening_or_reaction_in_civil_war():
    state = make_state()
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True, reaction=1)
    assert only(state) == "Libya: awakening/reaction markers in a Civil War country (11.2.2)"


def test_militia_may_stand_in_fair_and_poor_countries():
    state = make_state()
    setc(state, "Libya", governance=POOR, alignment="neutral", militia=2, awakening=1)
    setc(state, "Egypt", governance=FAIR, alignment="ally", militia=1, reaction=1)
    assert violations(state) == []


def test_a_non_muslim_country_has_no_civil_war_and_a_proper_posture():
    state = make_state()
    setc(state, "Germany", civil_war=True, posture="medium")
    assert violations(state) == ["Germany: Civil War in a non-Muslim country", "Germany: posture 'medium'"]


def test_regime_change_markers_are_green_or_tan():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", regime_change="brown")
    assert only(state) == "Iraq: regime change marker 'brown'"


# -- alignment -------------------------------------------------------------------------------


def test_4_9_4_a_tested_muslim_country_has_an_alignment():
    state = make_state()
    setc(state, "Egypt", governance=FAIR)
    assert only(state) == "Egypt: tested but its alignment is None"


def test_4_9_4_an_untested_country_has_no_alignment():
    state = make_state()
    setc(state, "Egypt", alignment="ally")
    assert only(state) == "Egypt: untested but aligned 'ally'"


def test_non_muslim_countries_have_no_alignment():
    state = make_state()
    setc(state, "Iran", alignment="adversary")
    assert only(state) == "Iran: a non-Muslim country has alignment 'adversary'"


def test_governance_stays_between_untested_and_islamist_rule():
    state = make_state()
    setc(state, "Egypt", governance=5, alignment="ally")
    assert only(state) == "Egypt: governance 5"


# -- plots -----------------------------------------------------------------------------------


def test_11_3_2_the_six_plots_wherever_they_are_count_once():
    state = make_state()
    state.plots_available.remove("2")
    state.countries["Egypt"].plots.append(PlotMarker("2"))
    state.plots_available.remove("1")
    state.plots_resolved.append("1")
    state.countries["Egypt"].governance, state.countries["Egypt"].alignment = POOR, "neutral"
    assert violations(state) == []


def test_11_3_2_a_plot_marker_missing_or_doubled_is_reported():
    state = make_state()
    state.plots_available.remove("3")
    assert only(state) == "plot markers [1, 1, 1, 2, 2] instead of [1, 1, 1, 2, 2, 3]"
    state.plots_available.append("3")
    state.plots_resolved.append("3")
    assert only(state) == "plot markers [1, 1, 1, 2, 2, 3, 3] instead of [1, 1, 1, 2, 2, 3]"


def test_11_3_1_six_wmd_markers_in_caches_available_on_the_map_or_out_of_the_game():
    assert wmd_markers() == 6
    state = make_state()
    state.countries["Pakistan"].wmd = 0  # its arsenal: one available, one used, one on the map
    state.plots_available.append("WMD")
    state.plots_removed.append("WMD")
    setc(state, "Yemen", governance=POOR, alignment="neutral", plots=[PlotMarker("WMD")])
    assert violations(state) == []
    state.plots_removed.append("WMD")
    assert only(state) == "7 WMD markers accounted for, not 6"


def test_unknown_plot_markers_are_reported():
    state = make_state()
    state.plots_available.append("4")
    assert only(state) == "unknown plot markers ['4']"


# -- cards -----------------------------------------------------------------------------------


def test_a_card_is_never_in_two_places():
    state = make_state()
    state.hands["us"] = [137]
    state.discard = [137]
    assert only(state) == "card 137 is in 2 places: US hand, discard pile"


def test_cards_outside_121_to_240_are_not_awakening_cards():
    state = make_state()
    state.draw_pile = [120]
    assert only(state) == "card 120 is not an Awakening card (121-240)"


def test_with_the_scenario_card_set_every_card_is_somewhere():
    game = scenarios.start_game("awakening", seed=1)
    state = game.state
    card = state.draw_pile.pop()
    assert only(state) == f"cards [{card}] are nowhere"
    state.first_plot_card = card
    assert violations(state) == []


def test_cards_out_of_the_scenario_may_not_appear():
    state = scenarios.start_game("status_of_forces", seed=1).state
    state.discard.append(185)  # al-Maliki is removed in this scenario
    assert only(state) == "card 185 is in 2 places: discard pile, removed pile"
    state = scenarios.start_game("assad_alone", seed=1).state
    outsider = state.options["unused_cards"][0]
    state.lapsing.append(outsider)
    assert only(state) == f"cards [{outsider}] are not in this scenario's cards"


# -- the Caliphate ---------------------------------------------------------------------------


def test_11_3_8_1_the_capital_must_be_a_caliphate_candidate():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment="neutral")
    state.caliphate_capital = "Syria"
    assert only(state) == ("Syria holds the Caliphate capital but is not in Civil War, Regime Change or "
                           "under Islamist Rule (11.3.8.1)")


def test_11_3_8_3_cells_in_caliphate_countries_are_active():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, actives=2)
    setc(state, "Iraq", governance=POOR, alignment="neutral", civil_war=True, sleepers=1)
    state.caliphate_capital = "Syria"
    assert only(state) == "Iraq: 1 sleeper cells in a Caliphate country (11.3.8.3)"
    # a sleeper outside the Caliphate is fine
    state.countries["Iraq"].civil_war = False
    assert violations(state) == []


# -- the game checks -------------------------------------------------------------------------


def test_game_verify_raises_with_every_problem():
    state = make_state(prestige=0)
    setc(state, "Jordan", governance=GOOD, alignment="ally", militia=1)
    game = make_game(state)
    with pytest.raises(InvariantBroken, match="prestige 0 is off its track .*; Jordan: 1 militia in a Good country"):
        game.verify()


def test_game_verify_is_silent_when_checks_are_off():
    game = make_game(make_state(prestige=0))
    game.check_invariants = False
    game.verify()
