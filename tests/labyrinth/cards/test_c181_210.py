"""Events of cards 181-210 (the last Jihadist cards and the first unassociated ones)."""

from __future__ import annotations

import pytest

from game.labyrinth import board, cardplay, deck, end_of_turn, events, facts, pieces, politics
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    NEUTRAL,
    PLOT_WMD,
    POOR,
    SOFT,
    US,
    PlotMarker,
)

from ..helpers import make_game, make_state, muslim, setc


def put_plot(state, name, kind, *, face_up=True):
    """A plot marker taken from the available box into a country (the six plots stay accounted for)."""
    state.plots_available.remove(kind)
    state.countries[name].plots.append(PlotMarker(kind, face_up))


def effect_changes(game, number, side=JIHADIST):
    """Run only the effect and report whether the state changed."""
    before = game.state.to_dict()
    events.spec(number).effect(game, side)
    return game.state.to_dict() != before


def playable(game, number, side=JIHADIST):
    return events.can_play_event(game, number, side)


def effective(game, number, side=JIHADIST):
    return bool(events.spec(number).effective(game, side))


def asked(game, side=JIHADIST):
    return [a.purpose for a in game.deciders[side].asked]


def troops_elsewhere(state, count, name="Afghanistan"):
    """Park troop cubes in a country so the track holds 15 - count."""
    return muslim(state, name, ALLY, troops=count)


# -- 181 NPT Safeguards Ignored ------------------------------------------------------------------


def test_181_npt_success_makes_iran_wmd_available_and_removes_the_card():
    state = make_state()
    setc(state, "Iran", sleepers=1)
    game = make_game(state, dice=[3])
    cardplay.run_event(game, JIHADIST, 181)
    assert state.plots_available.count(PLOT_WMD) == 1
    assert state.countries["Iran"].wmd == 0
    assert state.countries["Iran"].sleepers == 1
    assert deck.where_is(game, 181) == "removed"


def test_181_npt_failure_eliminates_the_cell_in_iran_and_discards_the_card():
    state = make_state()
    setc(state, "Iran", sleepers=1)
    game = make_game(state, dice=[4])
    cardplay.run_event(game, JIHADIST, 181)
    iran = state.countries["Iran"]
    assert (iran.cells, iran.cadre, iran.wmd) == (0, 1, 1)
    assert PLOT_WMD not in state.plots_available
    assert deck.where_is(game, 181) == "discard"


def test_181_playable_needs_a_cell_in_iran_and_no_us_trade_embargo():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 181)
    setc(state, "Iran", sleepers=1)
    assert playable(game, 181) and effective(game, 181)
    state.countries["Iran"].markers.append("Trade Embargo (US)")
    assert not playable(game, 181)
    assert not playable(game, 181, US)  # a Jihadist event


# -- 182 Paris Attacks -----------------------------------------------------------------------------


def test_182_paris_attacks_hits_the_next_hard_target_with_its_payload():
    state = make_state(us_posture=SOFT)
    setc(state, "Canada", posture=HARD)
    setc(state, "France", posture=HARD)
    game = make_game(state, dice=[1, 2])  # tan 1: the US is Soft, so Canada; black 2: plot 3 + 2 active cells
    assert effective(game, 182)
    cardplay.run_event(game, JIHADIST, 182)
    canada = state.countries["Canada"]
    assert [(p.kind, p.face_up) for p in canada.plots] == [("3", True)]
    assert (canada.actives, canada.sleepers) == (2, 0)
    assert state.countries["France"].plots == []
    assert deck.where_is(game, 182) == "discard"


def test_182_paris_attacks_sixth_result_lets_the_jihadist_pick_a_hard_schengen_country():
    state = make_state()
    setc(state, "France", posture=HARD)
    setc(state, "Germany", posture=HARD)
    game = make_game(state, dice=[6, 1], jihadist=[("event.182.country", "Germany")])
    cardplay.run_event(game, JIHADIST, 182)
    assert sorted(p.kind for p in state.countries["Germany"].plots) == ["1", "2"]
    assert state.countries["France"].plots == []


def test_182_paris_attacks_without_a_hard_target_at_or_above_the_die_does_nothing():
    state = make_state()
    setc(state, "Canada", posture=HARD)
    game = make_game(state, dice=[3, 1])  # UK, Benelux, France and Schengen all untested or Soft
    assert not effect_changes(game, 182)


def test_182_paris_attacks_plots_only_what_is_available():
    state = make_state()
    setc(state, "United Kingdom", posture=HARD)
    put_plot(state, "Egypt", "3")
    game = make_game(state, dice=[3, 2])  # plot 3 is on the map already: only the 2 active cells
    cardplay.run_event(game, JIHADIST, 182)
    uk = state.countries["United Kingdom"]
    assert (uk.plots, uk.actives) == ([], 2)


def test_182_playable_needs_a_hard_target_and_is_effective_only_with_pieces():
    state = make_state(us_posture=SOFT)
    game = make_game(state)
    assert not playable(game, 182)
    setc(state, "Spain", posture=HARD)
    assert playable(game, 182) and effective(game, 182)
    state.plots_resolved, state.plots_available = list(state.plots_available), []
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=15)
    assert playable(game, 182) and not effective(game, 182)


# -- 183 Pirates -----------------------------------------------------------------------------------


def test_183_pirates_stays_in_effect_as_a_marker_and_the_card_is_removed():
    state = make_state(funding=5)
    muslim(state, "Yemen", POOR, ADVERSARY)
    game = make_game(state)
    assert effective(game, 183)
    cardplay.run_event(game, JIHADIST, 183)
    assert "Pirates" in state.markers
    assert deck.where_is(game, 183) == "removed"
    end_of_turn.adjust_funding(game)
    assert state.funding == 5  # funding does not drop while Pirates holds


def test_183_playable_needs_somalia_or_yemen_and_no_maersk_alabama():
    state = make_state()
    muslim(state, "Yemen", POOR, NEUTRAL)
    game = make_game(state)
    assert not playable(game, 183)
    muslim(state, "Somalia", ISLAMIST_RULE, ADVERSARY)
    assert playable(game, 183)
    state.events_in_play.append(140)
    assert not playable(game, 183)


# -- 184 Sequestration -----------------------------------------------------------------------------


def test_184_sequestration_us_takes_obama_doctrine_and_three_troops_leave_track_first():
    state = make_state(us_posture=SOFT)
    troops_elsewhere(state, 13, "Iraq")  # 2 left on the track
    state.discard = [143, 150]
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 184)
    assert state.hands[US] == [143]
    assert state.off_map_troops == 3
    assert state.countries["Iraq"].troops == 12
    assert "Sequestration" in state.markers
    assert deck.where_is(game, 184) == "removed"
    assert asked(game, US) == []  # Obama Doctrine is taken without a choice


def test_184_us_chooses_the_card_when_obama_doctrine_is_not_in_the_discard_pile():
    state = make_state(us_posture=SOFT)
    state.discard = [150, 160]
    game = make_game(state, us=[("event.184.card", 160)])
    cardplay.run_event(game, JIHADIST, 184)
    assert state.hands[US] == [160]
    assert state.discard == [150]
    assert state.off_map_troops == 3


def test_184_11_3_4_the_us_picks_where_troops_leave_when_the_track_is_empty():
    state = make_state(us_posture=SOFT)
    troops_elsewhere(state, 8, "Iraq")
    troops_elsewhere(state, 7, "Afghanistan")
    game = make_game(state, us=[("event.184.troops_from", "Afghanistan"), ("event.184.troops_from", "Iraq"),
                                ("event.184.troops_from", "Afghanistan")])
    cardplay.run_event(game, JIHADIST, 184)
    assert (state.countries["Iraq"].troops, state.countries["Afghanistan"].troops) == (7, 5)
    assert state.off_map_troops == 3


def test_184_playable_only_with_a_soft_us():
    game = make_game(make_state(us_posture=HARD))
    assert not playable(game, 184)
    game.state.us_posture = SOFT
    assert playable(game, 184) and effective(game, 184)


# -- 185 al-Maliki ---------------------------------------------------------------------------------


def test_185_al_maliki_removes_all_troops_and_makes_the_country_neutral_with_aid():
    state = make_state()
    muslim(state, "Iraq", POOR, ALLY, troops=5, sleepers=1, regime_change="tan", markers=["NATO"])
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 185)
    iraq = state.countries["Iraq"]
    assert (iraq.troops, iraq.alignment, iraq.aid, iraq.regime_change) == (0, NEUTRAL, 1, None)
    assert "NATO" not in iraq.markers  # (the NATO card was discarded when it was played)
    assert iraq.sleepers == 1 and iraq.governance == POOR  # everything else stays
    assert deck.where_is(game, 185) == "removed"


def test_185_jihadist_chooses_among_countries_with_troops():
    state = make_state()
    muslim(state, "Iraq", POOR, ALLY, troops=2)
    muslim(state, "Afghanistan", FAIR, ALLY, troops=3)
    game = make_game(state, jihadist=[("event.185.country", "Afghanistan")])
    cardplay.run_event(game, JIHADIST, 185)
    assert state.countries["Afghanistan"].troops == 0
    assert state.countries["Iraq"].troops == 2


def test_185_playable_needs_a_country_with_troops():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 185) and not effective(game, 185)
    muslim(state, "Iraq", POOR, ALLY, troops=1)
    assert playable(game, 185) and effective(game, 185)
    state.countries["Iraq"].markers.append("Truce")
    assert not playable(game, 185)


# -- 186 Boko Haram --------------------------------------------------------------------------------


def test_186_boko_haram_places_a_level_3_plot_in_nigeria():
    state = make_state()
    game = make_game(state, dice=[2], jihadist=[("event.186.option", "plot"), ("event.186.plot", "3")])
    cardplay.run_event(game, JIHADIST, 186)
    nigeria = state.countries["Nigeria"]
    assert [p.kind for p in nigeria.plots] == ["3"]
    assert nigeria.posture == SOFT  # placing the plot tested it
    assert deck.where_is(game, 186) == "discard"


def test_186_boko_haram_cells_may_declare_a_caliphate_in_muslim_nigeria():
    state = make_state()
    setc(state, "Nigeria", kind="sunni", governance=POOR, alignment=NEUTRAL, civil_war=True, resources=2)
    game = make_game(state, jihadist=[("event.186.option", "cells"), ("event.186.cells", 3), ("caliphate.declare", True)])
    cardplay.run_event(game, JIHADIST, 186)
    assert state.countries["Nigeria"].actives == 3
    assert state.caliphate_capital == "Nigeria"


def test_186_jihadist_may_keep_boko_haram_by_discarding_a_non_us_3_ops_card():
    state = make_state()
    state.hands[JIHADIST] = [188, 137]  # ISIL (Jihadist, 3 Ops) and FMS (US)
    game = make_game(state, jihadist=[("event.186.option", "plot"), ("event.186.plot", "2"),
                                      ("event.186.reclaim", True), ("event.186.discard", 188)], dice=[5])
    cardplay.run_event(game, JIHADIST, 186)
    assert sorted(state.hands[JIHADIST]) == [137, 186]
    assert state.discard == [188]


def test_186_declining_to_keep_boko_haram_discards_it():
    state = make_state()
    state.hands[JIHADIST] = [188]
    game = make_game(state, dice=[5], jihadist=[("event.186.option", "plot"), ("event.186.plot", "2"),
                                                ("event.186.reclaim", False)])
    cardplay.run_event(game, JIHADIST, 186)
    assert state.hands[JIHADIST] == [188]
    assert deck.where_is(game, 186) == "discard"


def test_186_playable_unless_nigeria_is_under_truce():
    state = make_state()
    game = make_game(state)
    assert playable(game, 186) and effective(game, 186)
    state.countries["Nigeria"].markers.append("Truce")
    assert not playable(game, 186)


# -- 187 Foreign Fighters --------------------------------------------------------------------------


def test_187_foreign_fighters_places_five_cells_and_removes_one_aid():
    state = make_state()
    muslim(state, "Syria", POOR, NEUTRAL, civil_war=True, aid=2)
    game = make_game(state, jihadist=[("caliphate.declare", False)])
    cardplay.run_event(game, JIHADIST, 187)
    syria = state.countries["Syria"]
    assert (syria.sleepers, syria.aid, syria.besieged) == (5, 1, False)
    assert state.caliphate_capital is None


def test_187_foreign_fighters_besieges_a_regime_change_country_without_aid_and_may_declare():
    state = make_state()
    muslim(state, "Iraq", POOR, ALLY, regime_change="tan", troops=2)
    game = make_game(state, jihadist=[("caliphate.declare", True)])
    cardplay.run_event(game, JIHADIST, 187)
    iraq = state.countries["Iraq"]
    assert iraq.besieged and iraq.actives == 5
    assert state.caliphate_capital == "Iraq"


def test_187_playable_needs_a_regime_change_or_civil_war_country():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 187)
    muslim(state, "Libya", civil_war=True)
    assert playable(game, 187) and effective(game, 187)


# -- 188 ISIL --------------------------------------------------------------------------------------


def test_188_isil_puts_syria_and_iraq_in_civil_war_unless_outgunned_and_costs_prestige():
    state = make_state(prestige=5)
    muslim(state, "Syria", FAIR, NEUTRAL, sleepers=1)
    muslim(state, "Iraq", POOR, ALLY, troops=2, sleepers=1)  # troops + militia exceed cells
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 188)
    assert state.countries["Syria"].civil_war and not state.countries["Iraq"].civil_war
    assert state.prestige == 4
    assert deck.where_is(game, 188) == "removed"


def test_188_isil_spares_good_and_islamist_rule_and_is_ineffective_at_prestige_1():
    state = make_state(prestige=1)
    muslim(state, "Syria", GOOD, ALLY)
    muslim(state, "Iraq", ISLAMIST_RULE, ADVERSARY)
    game = make_game(state)
    assert playable(game, 188)  # no printed condition
    assert not effective(game, 188)
    assert not effect_changes(game, 188)


# -- 189 Jihadist Videos ---------------------------------------------------------------------------


def test_189_jihadist_videos_recruits_once_in_three_countries_regardless_of_funding():
    state = make_state(funding=1)
    muslim(state, "Pakistan", sleepers=11)  # the tight funding track holds no cell a Recruit op could use
    muslim(state, "Egypt", POOR)
    setc(state, "Germany", posture=SOFT)
    setc(state, "United Kingdom", posture=HARD)
    game = make_game(state, dice=[3, 2, 2],  # Egypt 3 <= Poor; Germany 2 > 1; UK 2 <= its printed 2
                     jihadist=[("event.189.countries", ["Egypt", "Germany", "United Kingdom"])])
    cardplay.run_event(game, JIHADIST, 189)
    assert state.countries["Egypt"].sleepers == 1
    assert (state.countries["Germany"].cells, state.countries["Germany"].cadre) == (0, 1)
    assert state.countries["United Kingdom"].sleepers == 1


def test_189_jihadist_videos_tests_the_countries_first():
    state = make_state()
    game = make_game(state, dice=[6, 5, 1, 6, 6, 6],  # tests: Egypt Fair, Jordan Fair, Libya Poor; recruits fail
                     jihadist=[("event.189.countries", ["Egypt", "Jordan", "Libya"])])
    cardplay.run_event(game, JIHADIST, 189)
    assert [state.countries[n].governance for n in ("Egypt", "Jordan", "Libya")] == [FAIR, FAIR, POOR]
    assert all(state.countries[n].cadre == 1 for n in ("Egypt", "Jordan", "Libya"))


def test_189_playable_needs_a_country_without_cells():
    state = make_state()
    game = make_game(state)
    assert playable(game, 189) and effective(game, 189)
    for name in state.countries:
        state.countries[name].sleepers = 1
    assert not playable(game, 189)


# -- 190 Martyrdom Operations ----------------------------------------------------------------------


def test_190_martyrdom_operations_swaps_a_cell_for_two_plots():
    state = make_state()
    setc(state, "Germany", posture=SOFT, sleepers=1)
    game = make_game(state, jihadist=[("event.190.plot_marker", "1"), ("event.190.plot_marker", "3")])
    cardplay.run_event(game, JIHADIST, 190)
    germany = state.countries["Germany"]
    assert (germany.cells, germany.cadre) == (0, 1)
    assert sorted(p.kind for p in germany.plots) == ["1", "3"]


def test_190_jihadist_chooses_which_cell_goes_in_a_country_with_both_kinds():
    state = make_state()
    muslim(state, "Egypt", sleepers=1, actives=1)
    game = make_game(state, jihadist=[("event.190.actives_removed", 1), ("event.190.plot_marker", "1"),
                                             ("event.190.plot_marker", "2")])
    cardplay.run_event(game, JIHADIST, 190)
    assert (state.countries["Egypt"].actives, state.countries["Egypt"].sleepers) == (0, 1)


def test_190_the_jihadist_names_each_plot_marker_in_turn_as_for_a_plot_operation():
    state = make_state()
    muslim(state, "Egypt", sleepers=1)
    game = make_game(state, jihadist=[("event.190.plot_marker", "3"), ("event.190.plot_marker", "1")])
    cardplay.run_event(game, JIHADIST, 190)
    assert sorted(p.kind for p in state.countries["Egypt"].plots) == ["1", "3"]
    first, second = [a for a in game.deciders[JIHADIST].asked if a.purpose == "event.190.plot_marker"]
    assert (first.info["plot_marker"], first.info["counts"]) == (True, {"1": 3, "2": 2, "3": 1})
    assert second.info["counts"] == {"1": 3, "2": 2}  # the 3 is on the map


def test_190_playable_needs_a_cell_outside_islamist_rule():
    state = make_state()
    muslim(state, "Afghanistan", ISLAMIST_RULE, ADVERSARY, sleepers=2)
    game = make_game(state)
    assert not playable(game, 190)
    muslim(state, "Egypt", sleepers=1)
    assert playable(game, 190) and effective(game, 190)


# -- 191 Muslim Brotherhood ------------------------------------------------------------------------


def test_191_muslim_brotherhood_reaction_in_egypt_and_two_more_anywhere():
    state = make_state()
    muslim(state, "Egypt", FAIR)
    muslim(state, "Jordan", POOR)
    game = make_game(state, jihadist=[("event.191.countries", ["Egypt", "Jordan"])])
    cardplay.run_event(game, JIHADIST, 191)
    assert (state.countries["Egypt"].reaction, state.countries["Jordan"].reaction) == (2, 1)
    assert deck.where_is(game, 191) == "removed"


def test_191_one_country_may_take_both_extra_markers():
    state = make_state()
    muslim(state, "Egypt", GOOD, ALLY)  # Egypt cannot take one
    muslim(state, "Jordan", POOR)
    game = make_game(state, jihadist=[("event.191.countries", ["Jordan", "Jordan"])])
    cardplay.run_event(game, JIHADIST, 191)
    assert state.countries["Jordan"].reaction == 2
    assert state.countries["Egypt"].reaction == 0


def test_191_no_effect_while_arab_winter_is_in_effect():
    state = make_state()
    muslim(state, "Egypt", FAIR)
    state.lapsing.append(173)
    game = make_game(state)
    assert playable(game, 191)
    assert not effective(game, 191)
    assert not effect_changes(game, 191)


# -- 192 Quagmire ----------------------------------------------------------------------------------


def quagmire_state(**tracks):
    state = make_state(**tracks)
    muslim(state, "Iraq", POOR, ALLY, regime_change="tan", troops=6, sleepers=1)
    return state


def test_192_quagmire_random_us_discards_trigger_jihadist_events_and_posture_goes_soft():
    state = quagmire_state(prestige=5, us_posture=HARD)
    state.hands[US] = [137, 194]  # FMS (US) and Snowden (Jihadist: prestige -2, postures opposite the US)
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 192)
    assert state.hands[US] == []
    assert 137 in state.discard and deck.where_is(game, 194) == "removed"
    assert state.prestige == 3
    assert (state.countries["Russia"].posture, state.countries["Germany"].posture) == (SOFT, SOFT)
    assert state.us_posture == SOFT


def test_192_quagmire_discards_only_two_of_a_larger_hand():
    state = quagmire_state(prestige=5, us_posture=HARD)
    state.hands[US] = [121, 122, 123]
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 192)
    assert len(state.hands[US]) == 1 and len(state.discard) == 3  # two US discards and Quagmire


def test_192_playable_needs_low_or_medium_prestige_and_a_cell_in_regime_change():
    state = quagmire_state(prestige=7, us_posture=HARD)
    game = make_game(state)
    assert not playable(game, 192)
    state.prestige = 6
    assert playable(game, 192) and effective(game, 192)
    state.countries["Iraq"].sleepers = 0
    assert not playable(game, 192)


# -- 193 Regional al-Qaeda -------------------------------------------------------------------------


def test_193_regional_al_qaeda_one_cell_in_each_of_two_untested_muslim_countries():
    state = make_state()
    game = make_game(state, dice=[2, 6], jihadist=[("event.193.countries", ["Egypt", "Jordan"])])
    cardplay.run_event(game, JIHADIST, 193)
    assert (state.countries["Egypt"].sleepers, state.countries["Egypt"].governance) == (1, POOR)
    assert (state.countries["Jordan"].sleepers, state.countries["Jordan"].governance) == (1, FAIR)


def test_193_two_cells_each_when_a_country_is_under_islamist_rule():
    state = make_state()
    muslim(state, "Afghanistan", ISLAMIST_RULE, ADVERSARY)
    game = make_game(state, dice=[1, 1], jihadist=[("event.193.countries", ["Egypt", "Jordan"])])
    cardplay.run_event(game, JIHADIST, 193)
    assert (state.countries["Egypt"].sleepers, state.countries["Jordan"].sleepers) == (2, 2)


def test_193_playable_needs_two_untested_muslim_countries_other_than_iran():
    state = make_state()
    for country in board.muslims(state):
        if country.name not in ("Egypt",):
            muslim(state, country.name)
    game = make_game(state)
    assert not playable(game, 193)
    setc(state, "Jordan", governance=0, alignment=None)
    assert playable(game, 193) and effective(game, 193)


# -- 194 Snowden -----------------------------------------------------------------------------------


def test_194_snowden_costs_two_prestige_and_sets_russia_and_germany_against_the_us():
    state = make_state(prestige=6, us_posture=HARD)
    setc(state, "Germany", posture=HARD)
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 194)
    assert state.prestige == 4
    assert (state.countries["Russia"].posture, state.countries["Germany"].posture) == (SOFT, SOFT)
    assert deck.where_is(game, 194) == "removed"


def test_194_snowden_is_always_playable_but_ineffective_when_nothing_would_change():
    state = make_state(prestige=1, us_posture=SOFT)
    setc(state, "Germany", posture=HARD)
    setc(state, "Russia", posture=HARD)
    game = make_game(state)
    assert playable(game, 194)
    assert not effective(game, 194)
    assert not effect_changes(game, 194)


# -- 195 Taliban Resurgent -------------------------------------------------------------------------


def test_195_taliban_resurgent_removes_three_cells_places_plots_and_rolls_two_jihad_dice():
    state = make_state()
    muslim(state, "Afghanistan", FAIR, ALLY, regime_change="tan", troops=2, actives=2, sleepers=2, aid=1)
    game = make_game(state, dice=[2, 6], jihadist=[("event.195.actives_removed", 2),
                                                   ("event.195.plot_marker", "2"), ("event.195.plot_marker", "3")])
    cardplay.run_event(game, JIHADIST, 195)
    afghanistan = state.countries["Afghanistan"]
    assert (afghanistan.actives, afghanistan.sleepers) == (0, 1)  # the failed die costs no cell
    assert sorted(p.kind for p in afghanistan.plots) == ["2", "3"]
    assert (afghanistan.governance, afghanistan.aid) == (POOR, 0)


def test_195_jihad_successes_never_reach_islamist_rule():
    state = make_state()
    muslim(state, "Syria", POOR, NEUTRAL, civil_war=True, sleepers=3)
    game = make_game(state, dice=[1, 1], jihadist=[("event.195.plot_marker", "1"), ("event.195.plot_marker", "1")])
    cardplay.run_event(game, JIHADIST, 195)
    syria = state.countries["Syria"]
    assert syria.governance == POOR and syria.cadre == 1


def test_195_playable_needs_three_cells_in_civil_war_or_regime_change():
    state = make_state()
    muslim(state, "Syria", POOR, NEUTRAL, civil_war=True, sleepers=2)
    game = make_game(state)
    assert not playable(game, 195)
    state.countries["Syria"].sleepers = 3
    assert playable(game, 195) and effective(game, 195)


# -- 196 Training Camps ----------------------------------------------------------------------------


def test_196_training_camps_moves_its_marker_and_places_two_cells():
    state = make_state()
    muslim(state, "Egypt", sleepers=1, markers=["Training Camps"])
    muslim(state, "Pakistan", POOR)
    game = make_game(state, jihadist=[("event.196.country", "Pakistan")])
    cardplay.run_event(game, JIHADIST, 196)
    assert "Training Camps" in state.countries["Pakistan"].markers
    assert "Training Camps" not in state.countries["Egypt"].markers
    assert state.countries["Pakistan"].sleepers == 2
    assert deck.where_is(game, 196) == "discard" and state.events_in_play == []  # its marker is on the map
    assert board.extra_cell_capacity(state) == 3


def test_11_3_7_training_camps_leave_when_their_country_empties():
    state = make_state()
    muslim(state, "Pakistan", sleepers=1, markers=["Training Camps"])
    game = make_game(state)
    pieces.remove_cells(game, "Pakistan", sleepers=1, cadre=False)
    assert "Training Camps" not in state.countries["Pakistan"].markers


def test_196_playable_needs_a_tested_muslim_country_that_is_not_good():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 196)
    muslim(state, "Egypt", GOOD, ALLY)
    assert not playable(game, 196)
    muslim(state, "Jordan", ISLAMIST_RULE, ADVERSARY)
    assert playable(game, 196) and effective(game, 196)


# -- 197 Unconfirmed -------------------------------------------------------------------------------


def test_197_unconfirmed_takes_a_personality_card_from_the_removed_pile_and_costs_prestige():
    state = make_state(prestige=5)
    state.removed = [219, 237, 150]
    game = make_game(state, jihadist=[("event.197.card", 237)])
    cardplay.run_event(game, JIHADIST, 197)
    assert state.hands[JIHADIST] == [237]
    assert state.prestige == 4
    assert deck.where_is(game, 197) == "removed"


def test_197_unconfirmed_is_ineffective_with_no_listed_card_removed_and_prestige_1():
    state = make_state(prestige=1)
    state.removed = [150]
    game = make_game(state)
    assert playable(game, 197)
    assert not effective(game, 197)
    assert not effect_changes(game, 197)


# -- 198 US Atrocities -----------------------------------------------------------------------------


def test_198_us_atrocities_shifts_toward_adversary_sets_a_posture_and_costs_prestige():
    state = make_state(prestige=5)
    muslim(state, "Iraq", POOR, NEUTRAL, civil_war=True, troops=2)
    game = make_game(state, jihadist=[("event.198.posture_country", "China"), ("event.198.posture", HARD)])
    cardplay.run_event(game, JIHADIST, 198)
    assert state.countries["Iraq"].alignment == ADVERSARY
    assert state.countries["China"].posture == HARD
    assert state.prestige == 4


def test_198_posture_choices_are_untested_non_schengen_countries_other_than_the_us():
    state = make_state()
    muslim(state, "Iraq", POOR, ADVERSARY, regime_change="tan", troops=2)
    game = make_game(state, jihadist=[("event.198.posture_country", "Canada"), ("event.198.posture", SOFT)])
    cardplay.run_event(game, JIHADIST, 198)
    ask = game.deciders[JIHADIST].asked[0]
    assert "France" not in ask.options and "United States" not in ask.options and "Israel" not in ask.options
    assert "Canada" in ask.options
    assert state.countries["Iraq"].alignment == ADVERSARY  # already at the end of the track


def test_198_playable_needs_troops_in_a_civil_war_or_regime_change_country():
    state = make_state()
    muslim(state, "Iraq", POOR, ALLY, troops=2)
    game = make_game(state)
    assert not playable(game, 198)
    state.countries["Iraq"].civil_war = True
    assert playable(game, 198) and effective(game, 198)


# -- 199 US Consulate Attacked ---------------------------------------------------------------------


def test_199_us_consulate_attacked_costs_prestige_and_a_random_us_card_and_lapses():
    state = make_state(prestige=5)
    state.hands[US] = [137]
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 199)
    assert state.prestige == 3
    assert state.hands[US] == [] and state.discard == [137]
    assert deck.where_is(game, 199) == "lapsing"


def test_199_always_playable_but_ineffective_at_prestige_1_with_no_us_cards():
    game = make_game(make_state(prestige=1))
    assert playable(game, 199)
    assert not effective(game, 199)
    assert not effect_changes(game, 199)


# -- 200 Critical Middle ---------------------------------------------------------------------------


def test_200_us_critical_middle_adds_awakening_and_the_card_goes_into_the_middle_of_the_draw_pile():
    state = make_state()
    muslim(state, "Egypt", FAIR, ALLY)  # already an Ally: only the Awakening marker has an effect
    state.draw_pile = [121, 122, 123, 124]
    game = make_game(state)
    cardplay.run_event(game, US, 200)
    assert state.countries["Egypt"].awakening == 1
    assert state.draw_pile == [121, 122, 200, 123, 124]
    assert 200 not in state.discard


def test_200_us_may_shift_a_fair_country_toward_ally_instead():
    state = make_state()
    muslim(state, "Gulf States", FAIR, NEUTRAL)
    game = make_game(state, us=[("event.200.option", "shift")])
    cardplay.run_event(game, US, 200)
    assert state.countries["Gulf States"].alignment == ALLY
    assert state.countries["Gulf States"].awakening == 0


def test_200_jihadist_moves_two_cells_from_anywhere_and_a_vacated_country_keeps_a_cadre():
    state = make_state()
    muslim(state, "Yemen", POOR, ADVERSARY)  # already Adversary: only the cells have an effect
    muslim(state, "Iraq", sleepers=1)
    game = make_game(state, jihadist=[("event.200.count", 2), ("event.200.source", "Iraq"),
                                      ("event.200.source", "track")])
    cardplay.run_event(game, JIHADIST, 200)
    assert state.countries["Yemen"].sleepers == 2
    assert (state.countries["Iraq"].cells, state.countries["Iraq"].cadre) == (0, 1)


def test_200_used_for_ops_the_card_still_goes_into_the_draw_pile():
    state = make_state()
    state.draw_pile = [121, 122]
    game = make_game(state)
    cardplay.finish_card(game, 200, "discard")
    assert state.draw_pile == [121, 200, 122]


def test_200_discarded_from_a_hand_it_also_goes_into_the_draw_pile():
    state = make_state(prestige=5)
    state.hands[US] = [200]
    state.draw_pile = [121, 122, 123]
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 199)  # US Consulate Attacked: a random US discard
    assert state.draw_pile == [121, 200, 122, 123]
    assert state.discard == []


def test_200_playable_needs_a_country_of_the_right_governance_and_resources():
    state = make_state()
    muslim(state, "Jordan", FAIR)  # resources 1: not for the US
    muslim(state, "Egypt", POOR)  # resources 3: not for the Jihadist
    game = make_game(state)
    assert not playable(game, 200, US) and not playable(game, 200, JIHADIST)
    muslim(state, "Syria", FAIR)
    muslim(state, "Libya", POOR)
    assert playable(game, 200, US) and effective(game, 200, US)
    assert playable(game, 200, JIHADIST) and effective(game, 200, JIHADIST)


# -- 201 Cross Border Support ----------------------------------------------------------------------


def test_201_cross_border_support_one_extra_militia_in_mali():
    state = make_state()
    muslim(state, "Mali", POOR)
    game = make_game(state, us=[("event.201.option", "militia"), ("event.201.country", "Mali")])
    cardplay.run_event(game, US, 201)
    assert state.countries["Mali"].militia == 2


def test_201_jihadist_cells_in_muslim_mali_may_declare_a_caliphate():
    state = make_state()
    muslim(state, "Mali", POOR, civil_war=True)
    game = make_game(state, jihadist=[("event.201.option", "cells"), ("event.201.country", "Mali"),
                                      ("caliphate.declare", True)])
    cardplay.run_event(game, JIHADIST, 201)
    assert state.countries["Mali"].actives == 3
    assert state.caliphate_capital == "Mali"


def test_201_us_placed_cells_and_other_african_countries_never_declare():
    state = make_state()
    muslim(state, "Libya", POOR, civil_war=True)
    game = make_game(state, jihadist=[("event.201.option", "cells"), ("event.201.country", "Libya")])
    cardplay.run_event(game, JIHADIST, 201)
    assert state.countries["Libya"].sleepers == 2
    assert state.caliphate_capital is None
    assert "caliphate.declare" not in asked(game)


def test_201_always_playable_but_ineffective_without_militia_or_cells():
    state = make_state()
    muslim(state, "Pakistan", sleepers=15, militia=15)
    game = make_game(state)
    assert playable(game, 201, US) and playable(game, 201, JIHADIST)
    assert not effective(game, 201, US)
    assert not effect_changes(game, 201, US)


# -- 202 Cyber Warfare -----------------------------------------------------------------------------


def test_202_cyber_warfare_steals_the_opponents_reserves():
    state = make_state()
    state.reserves = {US: 1, JIHADIST: 2}
    game = make_game(state, us=[("event.202.option", "reserves")])
    cardplay.run_event(game, US, 202)
    assert state.reserves == {US: 2, JIHADIST: 0}  # reserves stop at 2


def test_202_cyber_warfare_sets_a_posture():
    state = make_state()
    setc(state, "China", posture=SOFT)
    game = make_game(state, jihadist=[("event.202.option", "posture"), ("event.202.country", "China")])
    cardplay.run_event(game, JIHADIST, 202)
    assert state.countries["China"].posture == HARD  # the only posture that changes it


def test_202_cyber_warfare_places_or_removes_a_cadre():
    state = make_state()
    setc(state, "Germany", posture=SOFT)
    game = make_game(state, jihadist=[("event.202.option", "place_cadre"), ("event.202.country", "Germany")])
    cardplay.run_event(game, JIHADIST, 202)
    assert state.countries["Germany"].cadre == 1
    game = make_game(state, us=[("event.202.option", "remove_cadre")])
    cardplay.run_event(game, US, 202)
    assert state.countries["Germany"].cadre == 0


def test_202_cyber_warfare_is_ineffective_when_every_country_is_under_truce():
    state = make_state()
    for country in state.countries.values():
        country.markers.append("Truce")
    game = make_game(state)
    assert playable(game, 202, US)
    assert not effective(game, 202, US)


# -- 203 Day of Rage -------------------------------------------------------------------------------


def test_203_day_of_rage_adds_a_reaction_marker_to_yemen():
    state = make_state()
    muslim(state, "Yemen", POOR)
    game = make_game(state, jihadist=[("event.203.option", "reaction")])
    cardplay.run_event(game, JIHADIST, 203)
    assert state.countries["Yemen"].reaction == 1
    assert deck.where_is(game, 203) == "removed"


def test_203_day_of_rage_is_ineffective_while_yemen_is_in_civil_war():
    state = make_state()
    muslim(state, "Yemen", POOR, civil_war=True)
    game = make_game(state)
    assert playable(game, 203, US)
    assert not effective(game, 203, US)
    assert not effect_changes(game, 203, US)


# -- 204 Ebola Scare -------------------------------------------------------------------------------


def test_204_us_ebola_scare_sends_a_troop_off_map_gains_prestige_and_lapses():
    state = make_state(prestige=5)
    game = make_game(state)
    cardplay.run_event(game, US, 204)
    assert (state.off_map_troops, state.prestige) == (1, 7)
    assert deck.where_is(game, 204) == "lapsing"
    end_of_turn.end_lapsing_events(game)
    assert state.off_map_troops == 0
    assert deck.where_is(game, 204) == "removed"


def test_204_us_picks_the_country_when_the_track_is_empty():
    state = make_state()
    troops_elsewhere(state, 10, "Iraq")
    troops_elsewhere(state, 5, "Afghanistan")
    game = make_game(state, us=[("event.204.troops_from", "Afghanistan")])
    cardplay.run_event(game, US, 204)
    assert state.countries["Afghanistan"].troops == 4


def test_204_jihadist_ebola_scare_makes_the_us_discard_and_is_removed():
    state = make_state()
    state.hands[US] = [137, 138]
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 204)
    assert len(state.hands[US]) == 1 and len(state.discard) == 1
    assert deck.where_is(game, 204) == "removed"


def test_204_a_discarded_us_election_fires_its_automatic_event():
    state = make_state(prestige=5, us_posture=SOFT)
    state.hands[US] = [240]
    game = make_game(state, dice=[6])  # the US posture roll: 6 + 1 is Hard
    cardplay.run_event(game, JIHADIST, 204)
    assert (state.us_posture, state.prestige) == (HARD, 6)  # no GWOT penalty: prestige +1
    assert state.discard == [240]


def test_204_always_playable_but_the_jihadist_needs_a_us_card_to_matter():
    game = make_game(make_state())
    assert playable(game, 204, JIHADIST) and playable(game, 204, US)
    assert not effective(game, 204, JIHADIST)
    assert not effect_changes(game, 204, JIHADIST)
    assert effective(game, 204, US)


# -- 205 Erdogan Effect ----------------------------------------------------------------------------


def test_205_erdogan_effect_places_an_aid_marker_in_turkey():
    state = make_state()
    muslim(state, "Turkey", FAIR, ALLY)
    game = make_game(state, us=[("event.205.country", "Turkey"), ("event.205.option", "add_aid")])
    cardplay.run_event(game, US, 205)
    assert state.countries["Turkey"].aid == 1


def test_205_erdogan_effect_removes_a_posture_marker():
    state = make_state()
    setc(state, "Serbia", posture=HARD)
    game = make_game(state, jihadist=[("event.205.country", "Serbia"), ("event.205.option", "remove_posture")])
    cardplay.run_event(game, JIHADIST, 205)
    assert state.countries["Serbia"].posture is None


def test_205_erdogan_effect_places_a_mix_of_militia_and_cells():
    state = make_state()
    muslim(state, "Iraq", POOR)
    game = make_game(state, us=[("event.205.country", "Iraq"), ("event.205.option", "place_units"),
                                ("event.205.units", (1, 1))])
    cardplay.run_event(game, US, 205)
    assert (state.countries["Iraq"].militia, state.countries["Iraq"].sleepers) == (1, 1)


def test_205_erdogan_effect_removes_two_cells():
    state = make_state()
    muslim(state, "Syria", POOR, actives=1, sleepers=2)
    game = make_game(state, us=[("event.205.country", "Syria"), ("event.205.option", "remove_units"),
                                ("event.205.units", (0, 2)), ("event.205.actives_removed", 1)])
    cardplay.run_event(game, US, 205)
    assert (state.countries["Syria"].actives, state.countries["Syria"].sleepers) == (0, 1)


def test_205_countries_are_turkey_and_its_non_schengen_neighbours_but_russia():
    state = make_state()
    game = make_game(state, us=[("event.205.country", "Caucasus"), ("event.205.option", "add_posture"),
                                ("event.205.posture", SOFT)])
    cardplay.run_event(game, US, 205)
    ask = game.deciders[US].asked[0]
    assert list(ask.options) == ["Caucasus", "Iran", "Iraq", "Serbia", "Syria", "Turkey"]
    assert state.countries["Caucasus"].posture == SOFT


def test_205_erdogan_effect_is_ineffective_when_all_its_countries_are_under_truce():
    state = make_state()
    for name in ("Caucasus", "Iran", "Iraq", "Serbia", "Syria", "Turkey"):
        state.countries[name].markers.append("Truce")
    game = make_game(state)
    assert playable(game, 205, US)
    assert not effective(game, 205, US)
    assert not effect_changes(game, 205, US)


# -- 206 Friday of Anger ---------------------------------------------------------------------------


def test_206_friday_of_anger_adds_awakening_where_there_is_reaction():
    state = make_state()
    muslim(state, "Egypt", POOR, reaction=1)
    muslim(state, "Jordan", POOR, awakening=1)
    game = make_game(state, us=[("event.206.option", "awakening")])
    cardplay.run_event(game, US, 206)
    assert state.countries["Egypt"].awakening == 1
    assert state.countries["Jordan"].awakening == 1


def test_206_playable_needs_an_awakening_or_reaction_marker():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 206, US)
    muslim(state, "Jordan", POOR, awakening=1)
    assert playable(game, 206, JIHADIST) and effective(game, 206, JIHADIST)
    state.lapsing.append(173)
    assert playable(game, 206, JIHADIST) and not effective(game, 206, JIHADIST)


# -- 207 JV / Copycat ------------------------------------------------------------------------------


def test_207_us_alerts_a_plot_in_a_non_muslim_country():
    state = make_state()
    setc(state, "France", posture=SOFT, sleepers=1)
    put_plot(state, "France", "2")
    game = make_game(state, us=[("event.207.option", "plot")])
    cardplay.run_event(game, US, 207)
    assert state.countries["France"].plots == [] and state.plots_resolved == ["2"]
    assert state.countries["France"].sleepers == 1


def test_207_us_eliminates_a_cell_leaving_a_cadre():
    state = make_state()
    setc(state, "Spain", posture=SOFT, sleepers=1)
    muslim(state, "Egypt", sleepers=3)  # Muslim countries are out of reach
    game = make_game(state)
    cardplay.run_event(game, US, 207)
    assert (state.countries["Spain"].cells, state.countries["Spain"].cadre) == (0, 1)
    assert state.countries["Egypt"].sleepers == 3


def test_207_jihadist_places_a_level_1_plot_in_the_united_states():
    state = make_state()
    game = make_game(state, jihadist=[("event.207.option", "plot"), ("event.207.country", "United States")])
    cardplay.run_event(game, JIHADIST, 207)
    assert [(p.kind, p.face_up) for p in state.countries["United States"].plots] == [("1", True)]


def test_207_jihadist_places_an_active_cell():
    state = make_state()
    setc(state, "India", posture=SOFT)
    game = make_game(state, jihadist=[("event.207.option", "cell"), ("event.207.country", "India")])
    cardplay.run_event(game, JIHADIST, 207)
    assert state.countries["India"].actives == 1


def test_207_alerts_plots_only_in_non_muslim_countries():
    state = make_state()
    us_plot, egypt_plot = PlotMarker("1"), PlotMarker("1")
    state.countries["United States"].plots.append(us_plot)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, plots=[egypt_plot])
    game = make_game(state)
    spec = events.spec(207)
    assert spec.alerts_plot(game, "United States", us_plot)
    assert not spec.alerts_plot(game, "Egypt", egypt_plot)


def test_207_always_playable_but_us_needs_something_in_a_non_muslim_country():
    state = make_state()
    muslim(state, "Egypt", sleepers=1)
    game = make_game(state)
    assert playable(game, 207, US)
    assert not effective(game, 207, US)
    assert not effect_changes(game, 207, US)
    assert effective(game, 207, JIHADIST)


# -- 208 Kinder - Gentler --------------------------------------------------------------------------


def test_208_kinder_gentler_at_overstretch_raises_funding_and_lowers_prestige():
    state = make_state(funding=5, prestige=5)
    troops_elsewhere(state, 11)
    game = make_game(state)
    cardplay.run_event(game, JIHADIST, 208)
    assert (state.funding, state.prestige) == (6, 4)


def test_208_kinder_gentler_at_low_intensity_lowers_funding_and_raises_prestige():
    state = make_state(funding=5, prestige=5)
    game = make_game(state)
    cardplay.run_event(game, US, 208)
    assert (state.funding, state.prestige) == (4, 6)


def test_208_not_playable_at_war():
    state = make_state()
    troops_elsewhere(state, 6)
    game = make_game(state)
    assert not playable(game, 208, US) and not playable(game, 208, JIHADIST)
    state.countries["Afghanistan"].troops = 5
    assert playable(game, 208, US) and effective(game, 208, US)


# -- 209 Quds Force --------------------------------------------------------------------------------


def test_209_quds_force_removes_two_militia_from_a_shia_mix_country():
    state = make_state()
    muslim(state, "Iraq", POOR, militia=3)
    game = make_game(state, jihadist=[("event.209.option", "militia")])
    cardplay.run_event(game, JIHADIST, 209)
    assert state.countries["Iraq"].militia == 1


def test_209_quds_force_removes_one_cell_from_a_sunni_country():
    state = make_state()
    muslim(state, "Egypt", POOR, sleepers=2)
    game = make_game(state, us=[("event.209.option", "cells")])
    cardplay.run_event(game, US, 209)
    assert (state.countries["Egypt"].sleepers, state.countries["Egypt"].cadre) == (1, 0)


def test_209_militia_option_needs_iran_not_an_ally():
    state = make_state()
    setc(state, "Iran", kind="shia_mix", governance=FAIR, alignment=ALLY, resources=2)
    muslim(state, "Iraq", POOR, militia=3)
    game = make_game(state)
    assert playable(game, 209, US)
    assert not effective(game, 209, US)
    assert not effect_changes(game, 209, US)
    muslim(state, "Syria", POOR, sleepers=2)
    assert effective(game, 209, US)


def test_209_not_playable_with_iran_an_islamist_rule_ally():
    state = make_state()
    setc(state, "Iran", kind="shia_mix", governance=ISLAMIST_RULE, alignment=ALLY, resources=2)
    game = make_game(state)
    assert not playable(game, 209, US)


# -- 210 Sectarian Violence ------------------------------------------------------------------------


def test_210_sectarian_violence_removes_an_awakening_marker():
    state = make_state()
    muslim(state, "Egypt", POOR, awakening=2, reaction=1)
    game = make_game(state, jihadist=[("event.210.option", "awakening")])
    cardplay.run_event(game, JIHADIST, 210)
    assert (state.countries["Egypt"].awakening, state.countries["Egypt"].reaction) == (1, 1)


def test_210_sectarian_violence_removes_a_reaction_marker_from_the_chosen_country():
    state = make_state()
    muslim(state, "Egypt", POOR, reaction=1)
    muslim(state, "Jordan", POOR, reaction=1)
    game = make_game(state, us=[("event.210.country", "Jordan")])  # no Awakening anywhere: no option asked
    cardplay.run_event(game, US, 210)
    assert (state.countries["Egypt"].reaction, state.countries["Jordan"].reaction) == (1, 0)


def test_210_always_playable_but_ineffective_without_markers():
    game = make_game(make_state())
    assert playable(game, 210, US)
    assert not effective(game, 210, US)
    assert not effect_changes(game, 210, US)


# -- every card, every side that may play it ------------------------------------------------------


def rich_state():
    """A board on which every event of 181-210 is playable."""
    state = make_state(prestige=5, funding=5, us_posture=SOFT)
    setc(state, "Iran", sleepers=1)
    setc(state, "France", posture=HARD)
    setc(state, "Germany", posture=SOFT)
    muslim(state, "Yemen", POOR, ADVERSARY, reaction=1)
    muslim(state, "Iraq", POOR, ALLY, regime_change="green", troops=5, sleepers=2, awakening=1)
    muslim(state, "Syria", POOR, NEUTRAL, civil_war=True, sleepers=3, militia=1)
    muslim(state, "Egypt", FAIR, NEUTRAL, awakening=1, reaction=1)
    muslim(state, "Pakistan", POOR, NEUTRAL)
    state.hands[US] = [137, 150]
    state.hands[JIHADIST] = [235]
    state.discard = [160]
    state.removed = [219]
    state.draw_pile = [121, 122, 123, 124]
    return state


PILES = {"discard": "discard", "remove": "removed", "mark": "discard", "lapsing": "lapsing"}
EXPECTED = {181: {"removed", "discard"}, 200: {"draw"}}


def expected_piles(number: int, side: str) -> set[str]:
    if number in EXPECTED:
        return EXPECTED[number]
    if number == 204:
        return {"lapsing"} if side == US else {"removed"}
    return {PILES[facts.cards()[number].after_play]}


CASES = [(n, side) for n in range(181, 211) for side in (JIHADIST, US) if events.side_may_play(n, side)]


@pytest.mark.parametrize(("number", "side"), CASES)
def test_every_event_plays_from_a_rich_board_and_keeps_every_invariant(number, side):
    state = rich_state()
    game = make_game(state, seed=number)
    assert events.can_play_event(game, number, side)
    cardplay.run_event(game, side, number)
    game.verify()
    assert deck.where_is(game, number) in expected_piles(number, side)


def test_every_card_of_the_block_is_registered_with_an_effectiveness_check():
    for number in range(181, 211):
        spec = events.spec(number)
        assert spec is not None and spec.effective is not None


@pytest.mark.parametrize(("number", "side"), CASES)
def test_every_event_is_effective_on_the_rich_board_and_its_effect_changes_it(number, side):
    game = make_game(rich_state(), seed=number)
    assert effective(game, number, side)
    assert effect_changes(game, number, side)


def test_195_taliban_resurgent_emptying_an_ally_nigeria_rolls_no_jihad_there_11_3_3_3():
    state = make_state()
    game = make_game(state, dice=[3], jihadist=[("event.195.plot_marker", "1"), ("event.195.plot_marker", "2")])  # 3: the posture test
    politics.flip_nigeria_to_muslim(game)
    setc(state, "Nigeria", alignment=ALLY, civil_war=True, sleepers=3)
    cardplay.run_event(game, JIHADIST, 195)
    nigeria = state.countries["Nigeria"]
    assert not nigeria.muslim and nigeria.alignment is None  # it flipped back the moment its cells left
    assert sorted(p.kind for p in nigeria.plots) == ["1", "2"] and nigeria.posture == "soft"  # no Jihad die
