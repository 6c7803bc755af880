"""Events of cards 121-150 (US Awakening cards): conditions, effects, effectiveness, card fate."""

from __future__ import annotations

import pytest

from game.labyrinth import board, cardplay, deck, events, us_ops
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


def put_plot(state, name, kind, *, face_up=True, backlash=False):
    """A plot marker taken from the available box into a country (keeps the six plots accounted for)."""
    state.plots_available.remove(kind)
    state.countries[name].plots.append(PlotMarker(kind, face_up, backlash))


def snapshot(game):
    return game.state.to_dict()


def effect_changes(game, number):
    """Run only the effect (the card's own pile does not count) and report whether the state changed."""
    before = snapshot(game)
    events.spec(number).effect(game, US)
    return snapshot(game) != before


def playable(game, number):
    return events.can_play_event(game, number, US)


def effective(game, number):
    return bool(events.spec(number).effective(game, US))


def asked(game, side=US):
    return [a.purpose for a in game.deciders[side].asked]


# -- 121 Advisors --------------------------------------------------------------------------


def advisors_state():
    state = make_state()
    muslim(state, "Syria", civil_war=True)
    muslim(state, "Iraq", civil_war=True, troops=2)  # troops: no Advisors
    muslim(state, "Libya", civil_war=True, alignment=ADVERSARY)  # Adversary: no Advisors
    return state


def test_121_advisors_places_a_marker_in_a_non_adversary_civil_war_country_without_troops():
    state = advisors_state()
    muslim(state, "Yemen", civil_war=True, markers=["Advisors"])
    game = make_game(state, dice=[], us=[("event.121.country", "Yemen")])
    assert effective(game, 121)
    cardplay.run_event(game, US, 121)
    assert game.state.countries["Yemen"].markers == ["Advisors", "Advisors"]  # a country may hold several
    assert game.deciders[US].asked[0].options == ("Syria", "Yemen")
    assert deck.where_is(game, 121) == "discard"  # the card may be played again


def test_121_advisors_playable_only_with_a_candidate_and_fewer_than_three_markers():
    state = advisors_state()
    game = make_game(state)
    assert playable(game, 121)
    state.countries["Syria"].civil_war = False
    assert not playable(game, 121)  # Iraq has troops, Libya is Adversary
    state.countries["Syria"].civil_war = True
    setc(state, "Syria", markers=["NATO"])  # a troop marker counts as troops
    assert not playable(game, 121)
    setc(state, "Syria", markers=["Advisors", "Advisors"])
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, markers=["Advisors"])
    assert not playable(game, 121)  # three on the map already
    assert not effective(game, 121)


def test_121_advisors_effective_agrees_with_the_change():
    game = make_game(advisors_state(), dice=[])
    assert effective(game, 121) and effect_changes(game, 121)


# -- 122 Backlash --------------------------------------------------------------------------


def test_122_backlash_marks_the_chosen_face_up_plot():
    state = make_state()
    muslim(state, "Iraq")
    put_plot(state, "Iraq", "2")
    put_plot(state, "Iraq", "1", face_up=False)
    game = make_game(state, dice=[], us=[("event.122.plot", "2")])
    assert effective(game, 122)
    cardplay.run_event(game, US, 122)
    plots = {p.kind: p.backlash for p in game.state.countries["Iraq"].plots}
    assert plots == {"2": True, "1": False}
    assert game.deciders[US].asked[0].options == ("2", "face down")
    assert deck.where_is(game, 122) == "discard"


def test_122_backlash_face_down_choice_picks_a_hidden_plot():
    state = make_state()
    muslim(state, "Iraq")
    put_plot(state, "Iraq", "3", face_up=False)
    put_plot(state, "Iraq", "1")
    game = make_game(state, dice=[], us=[("event.122.plot", "face down")])
    cardplay.run_event(game, US, 122)
    assert [(p.kind, p.backlash) for p in game.state.countries["Iraq"].plots] == [("3", True), ("1", False)]


def test_122_backlash_needs_an_unmarked_plot_in_a_muslim_country_outside_the_caliphate():
    state = make_state()
    put_plot(state, "France", "1")
    game = make_game(state)
    assert not playable(game, 122)  # non-Muslim
    muslim(state, "Iraq")
    put_plot(state, "Iraq", "2", backlash=True)
    assert not playable(game, 122)  # already backlashed
    muslim(state, "Syria", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    state.caliphate_capital = "Syria"
    put_plot(state, "Syria", "3")
    assert not playable(game, 122)  # not in a Caliphate country (11.3.8.4)
    state.caliphate_capital = None
    assert playable(game, 122)
    assert effective(game, 122) and effect_changes(game, 122)


# -- 123 Humanitarian Aid ------------------------------------------------------------------


def test_123_humanitarian_aid_places_aid_where_a_cell_is():
    state = make_state()
    muslim(state, "Egypt", sleepers=1)
    muslim(state, "Sudan", actives=1)
    game = make_game(state, dice=[], us=[("event.123.country", "Sudan")])
    cardplay.run_event(game, US, 123)
    assert (game.state.countries["Sudan"].aid, game.state.countries["Egypt"].aid) == (1, 0)


def test_123_humanitarian_aid_needs_a_cell_in_a_muslim_country_that_can_take_aid():
    state = make_state()
    setc(state, "France", sleepers=2)
    muslim(state, "Turkey", governance=GOOD, alignment=ALLY, sleepers=1)  # aid never stays in Good
    game = make_game(state)
    assert not playable(game, 123) and not effective(game, 123)
    muslim(state, "Jordan", governance=FAIR, sleepers=1)
    assert playable(game, 123)
    assert effective(game, 123) and effect_changes(game, 123)


# -- 124 Pearl Roundabout ------------------------------------------------------------------


def test_124_pearl_roundabout_adds_awakening_to_the_gulf_states():
    state = make_state()
    muslim(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 124)
    assert game.state.countries["Gulf States"].awakening == 1


def test_124_pearl_roundabout_blocked_by_bloody_thursday_and_without_effect_under_arab_winter():
    state = make_state()
    muslim(state, "Gulf States", governance=FAIR)
    game = make_game(state)
    assert playable(game, 124)
    state.events_in_play.append(164)
    assert not playable(game, 124)
    state.events_in_play.clear()
    state.lapsing.append(173)
    assert not effective(game, 124) and not effect_changes(game, 124)
    state.lapsing.clear()
    assert effective(game, 124) and effect_changes(game, 124)


# -- 125 Peshmerga -------------------------------------------------------------------------


def test_125_peshmerga_adds_two_militia_to_iraq_or_syria_with_a_cell():
    state = make_state()
    muslim(state, "Iraq", sleepers=1)
    muslim(state, "Syria", actives=2)
    game = make_game(state, dice=[], us=[("event.125.country", "Syria")])
    cardplay.run_event(game, US, 125)
    assert (game.state.countries["Syria"].militia, game.state.countries["Iraq"].militia) == (2, 0)


def test_125_peshmerga_needs_a_cell_in_iraq_or_syria_and_militia_for_effect():
    state = make_state()
    muslim(state, "Iraq")
    muslim(state, "Lebanon", sleepers=3)
    game = make_game(state)
    assert not playable(game, 125)
    state.countries["Iraq"].sleepers = 1
    assert playable(game, 125) and effective(game, 125)
    muslim(state, "Yemen", militia=15)  # no militia left
    assert not effective(game, 125) and not effect_changes(game, 125)


# -- 126-128 Reaper ------------------------------------------------------------------------


@pytest.mark.parametrize("number", [126, 127, 128])
def test_126_reaper_removes_up_to_two_cells_in_a_muslim_country(number):
    state = make_state()
    muslim(state, "Iraq", sleepers=2, actives=1)
    muslim(state, "Syria", sleepers=1)
    state.hands[JIHADIST] = [171]
    game = make_game(state, dice=[], us=[(f"event.{number}.option", "remove"), (f"event.{number}.country", "Iraq"),
                                         (f"event.{number}.actives_removed", 1)])
    cardplay.run_event(game, US, number)
    iraq = game.state.countries["Iraq"]
    assert (iraq.sleepers, iraq.actives) == (1, 0)
    assert game.state.hands[JIHADIST] == [171]


def test_126_reaper_discard_option_makes_the_jihadist_discard_at_random():
    state = make_state()
    muslim(state, "Iraq", sleepers=2)
    state.hands[JIHADIST] = [171, 172]
    game = make_game(state, dice=[], us=[("event.126.option", "discard")])
    cardplay.run_event(game, US, 126)
    assert len(game.state.hands[JIHADIST]) == 1
    assert set(game.state.discard) == {126} | ({171, 172} - set(game.state.hands[JIHADIST]))
    assert game.state.countries["Iraq"].sleepers == 2


def test_126_reaper_offers_only_the_option_with_an_effect():
    state = make_state()
    muslim(state, "Iraq", sleepers=1)
    game = make_game(state, dice=[])  # empty Jihadist hand: only "remove"
    cardplay.run_event(game, US, 126)
    assert "event.126.option" not in asked(game)
    assert game.state.countries["Iraq"].sleepers == 0 and game.state.countries["Iraq"].cadre == 1


def test_126_reaper_is_always_playable_but_effective_only_with_cells_or_jihadist_cards():
    state = make_state()
    setc(state, "France", sleepers=1)  # not a Muslim country
    game = make_game(state)
    assert playable(game, 127)
    assert not effective(game, 127) and not effect_changes(game, 127)
    state.hands[JIHADIST] = [171]
    assert effective(game, 127) and effect_changes(game, 127)


# -- 129-130 Special Forces ----------------------------------------------------------------


def test_129_special_forces_removes_a_cell_within_two_countries_of_troops():
    state = make_state()
    muslim(state, "Iraq", troops=2)
    muslim(state, "Lebanon", sleepers=1)  # Iraq - Syria - Lebanon
    muslim(state, "Morocco", sleepers=1)  # far away
    muslim(state, "Jordan", actives=1)  # Iraq - Jordan
    game = make_game(state, dice=[], us=[("event.129.country", "Lebanon")])
    assert board.distance("Iraq", "Lebanon") == 2
    cardplay.run_event(game, US, 129)
    assert game.state.countries["Lebanon"].sleepers == 0 and game.state.countries["Lebanon"].cadre == 1
    assert game.deciders[US].asked[0].options == ("Jordan", "Lebanon")


@pytest.mark.parametrize("number", [129, 130])
def test_129_special_forces_needs_a_cell_near_troops_or_advisors(number):
    state = make_state()
    muslim(state, "Morocco", sleepers=1)
    game = make_game(state)
    assert not playable(game, number)
    muslim(state, "Algeria/Tunisia", civil_war=True, markers=["Advisors"])
    assert playable(game, number)
    assert effective(game, number) and effect_changes(game, number)


# -- 131 Arab Spring "Fallout" -------------------------------------------------------------


def test_131_fallout_places_awakening_in_two_quiet_countries_at_once():
    state = make_state()
    muslim(state, "Egypt", awakening=1)
    for name in ("Morocco", "Algeria/Tunisia", "Pakistan"):
        muslim(state, name)
    game = make_game(state, dice=[], us=[("event.131.countries", ["Morocco", "Algeria/Tunisia"])])
    cardplay.run_event(game, US, 131)
    # neighbours of each other: both placed because the condition is checked before either goes
    assert game.state.countries["Morocco"].awakening == 1
    assert game.state.countries["Algeria/Tunisia"].awakening == 1
    options = game.deciders[US].asked[0].options
    assert "Libya" not in options and "Sudan" not in options  # next to Egypt's marker
    assert "Egypt" not in options


def test_131_fallout_has_no_effect_when_no_country_qualifies_or_under_arab_winter():
    state = make_state()
    game = make_game(state)
    assert playable(game, 131) and effective(game, 131)
    state.lapsing.append(173)
    assert not effective(game, 131) and not effect_changes(game, 131)


# -- 132 Battle of Sirte -------------------------------------------------------------------


def test_132_battle_of_sirte_removes_a_cell_and_adds_two_militia():
    state = make_state()
    muslim(state, "Libya", civil_war=True, sleepers=1, actives=1)
    game = make_game(state, dice=[], us=[("event.132.actives_removed", 1)])
    cardplay.run_event(game, US, 132)
    libya = game.state.countries["Libya"]
    assert (libya.sleepers, libya.actives, libya.militia) == (1, 0, 2)


def test_132_battle_of_sirte_needs_a_civil_war():
    state = make_state()
    muslim(state, "Libya", sleepers=1)
    game = make_game(state)
    assert not playable(game, 132)
    state.countries["Libya"].civil_war = True
    assert playable(game, 132) and effective(game, 132) and effect_changes(game, 132)


# -- 133 Benghazi Falls --------------------------------------------------------------------


def test_133_benghazi_falls_starts_civil_war_in_libya_adds_militia_and_sets_italy_hard():
    state = make_state()
    muslim(state, "Libya", governance=FAIR, awakening=1)
    setc(state, "Italy", posture=SOFT)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 133)
    libya = game.state.countries["Libya"]
    assert libya.civil_war and libya.militia == 3  # its awakening marker became a militia, then 2 more
    assert game.state.countries["Italy"].posture == HARD
    assert deck.where_is(game, 133) == "removed"


def test_133_benghazi_falls_needs_awakening_in_libya_or_next_to_it():
    state = make_state()
    muslim(state, "Libya")
    muslim(state, "Jordan", awakening=1)
    game = make_game(state)
    assert not playable(game, 133)
    muslim(state, "Egypt", awakening=1)
    assert playable(game, 133)
    assert effective(game, 133) and effect_changes(game, 133)


def test_133_benghazi_falls_effective_while_italy_can_still_turn_hard():
    state = make_state()
    muslim(state, "Libya", civil_war=True, militia=1)
    muslim(state, "Egypt", awakening=1)
    muslim(state, "Yemen", militia=14)  # no militia left
    setc(state, "Italy", posture=HARD)
    game = make_game(state)
    assert not effective(game, 133) and not effect_changes(game, 133)
    state.countries["Italy"].posture = SOFT
    assert effective(game, 133)


# -- 134 Civil Resistance ------------------------------------------------------------------


def test_134_civil_resistance_awakening_in_a_sunni_country_then_a_random_shia_mix_one():
    state = make_state()
    muslim(state, "Egypt")
    muslim(state, "Iraq", civil_war=True)  # rolled first: cannot take markers, roll again
    muslim(state, "Pakistan")
    game = make_game(state, dice=[4, 3, 3, 5, 4, 4], us=[("event.134.country", "Egypt")])
    cardplay.run_event(game, US, 134)
    assert game.state.countries["Egypt"].awakening == 1
    assert game.state.countries["Pakistan"].awakening == 1  # 5+4+4 = 13
    assert game.state.countries["Iraq"].awakening == 0


def test_134_civil_resistance_rolled_iran_that_is_not_a_muslim_country_means_syria():
    state = make_state()
    muslim(state, "Syria", governance=FAIR)
    muslim(state, "Egypt")
    game = make_game(state, dice=[1, 2, 4], us=[("event.134.country", "Egypt")])
    cardplay.run_event(game, US, 134)
    assert game.state.countries["Syria"].awakening == 1


def test_134_civil_resistance_has_no_effect_under_arab_winter():
    state = make_state()
    game = make_game(state, dice=[])
    assert playable(game, 134)
    state.lapsing.append(173)
    assert not effective(game, 134) and not effect_changes(game, 134)


# -- 135 Delta / SEALs ---------------------------------------------------------------------


def test_135_delta_seals_takes_a_random_jihadist_card_into_the_us_hand():
    state = make_state()
    state.hands[JIHADIST] = [171]
    game = make_game(state, dice=[], us=[("event.135.option", "draw")])
    state.plots_available.append(PLOT_WMD)
    state.countries["Syria"].wmd -= 1
    cardplay.run_event(game, US, 135)
    assert game.state.hands[US] == [171] and game.state.hands[JIHADIST] == []


def test_135_delta_seals_removes_an_available_wmd_for_prestige():
    state = make_state(prestige=5)
    state.countries["Syria"].wmd -= 1
    state.plots_available.append(PLOT_WMD)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 135)  # only the WMD option has an effect: nothing asked
    assert PLOT_WMD not in game.state.plots_available
    assert game.state.plots_removed == [PLOT_WMD] and game.state.prestige == 6


def test_135_delta_seals_removes_a_wmd_plot_from_the_map():
    state = make_state(prestige=5)
    muslim(state, "Iraq")
    state.countries["Syria"].wmd -= 2
    state.plots_available.append(PLOT_WMD)
    state.countries["Iraq"].plots.append(PlotMarker(PLOT_WMD, face_up=False))
    put_plot(state, "Iraq", "1", face_up=False)
    game = make_game(state, dice=[], us=[("event.135.wmd", "Iraq")])
    cardplay.run_event(game, US, 135)
    assert [p.kind for p in game.state.countries["Iraq"].plots] == ["1"]
    assert game.state.plots_available.count(PLOT_WMD) == 1 and game.state.prestige == 6
    assert game.deciders[US].asked[0].options == ("available", "Iraq")


def test_135_delta_seals_playable_always_effective_with_a_card_or_a_wmd_and_alerts_wmd_plots():
    state = make_state()
    game = make_game(state)
    assert playable(game, 135)
    assert not effective(game, 135) and not effect_changes(game, 135)
    state.hands[JIHADIST] = [171]
    assert effective(game, 135)
    spec = events.spec(135)
    assert spec.alerts_plot(game, "Iraq", PlotMarker(PLOT_WMD))
    assert not spec.alerts_plot(game, "Iraq", PlotMarker("3"))


# -- 136 Factional Infighting --------------------------------------------------------------


def test_136_factional_infighting_activates_one_removes_two_others_and_cuts_funding():
    state = make_state(funding=5)
    muslim(state, "Iraq", sleepers=2, actives=1)
    game = make_game(state, dice=[], us=[("event.136.country", "Iraq")])
    cardplay.run_event(game, US, 136)
    iraq = game.state.countries["Iraq"]
    # one sleeper flips; the other sleeper and the old active go; the activated cell stays
    assert (iraq.sleepers, iraq.actives) == (0, 1)
    assert game.state.funding == 4


def test_136_factional_infighting_with_only_active_cells_removes_two_of_them():
    state = make_state(funding=5)
    muslim(state, "Iraq", actives=3)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 136)
    assert (game.state.countries["Iraq"].sleepers, game.state.countries["Iraq"].actives) == (0, 1)


def test_136_factional_infighting_us_chooses_which_other_cells_go():
    state = make_state(funding=5)
    muslim(state, "Iraq", sleepers=3, actives=2)
    game = make_game(state, dice=[], us=[("event.136.actives_removed", 0)])
    cardplay.run_event(game, US, 136)
    assert (game.state.countries["Iraq"].sleepers, game.state.countries["Iraq"].actives) == (0, 3)


def test_136_factional_infighting_always_playable_effective_with_cells_or_funding():
    state = make_state(funding=1)
    muslim(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=2)
    game = make_game(state)
    assert playable(game, 136)
    assert not effective(game, 136) and not effect_changes(game, 136)
    state.funding = 2
    assert effective(game, 136) and effect_changes(game, 136)


# -- 137 FMS -------------------------------------------------------------------------------


def test_137_fms_places_three_militia_in_an_ally():
    state = make_state()
    muslim(state, "Gulf States", governance=FAIR, alignment=ALLY)
    muslim(state, "Egypt", governance=FAIR, alignment=ALLY)
    game = make_game(state, dice=[], us=[("event.137.country", "Gulf States")])
    cardplay.run_event(game, US, 137)
    assert game.state.countries["Gulf States"].militia == 3


def test_137_fms_needs_an_ally_that_can_take_militia():
    state = make_state()
    muslim(state, "Turkey", governance=GOOD, alignment=ALLY)
    muslim(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state)
    assert not playable(game, 137)
    state.countries["Egypt"].alignment = ALLY
    assert playable(game, 137) and effective(game, 137) and effect_changes(game, 137)


# -- 138 Intel Community -------------------------------------------------------------------


def test_138_intel_community_removes_a_cadre_does_a_1_op_operation_and_plays_an_extra_card():
    state = make_state(us_posture=SOFT)
    muslim(state, "Egypt", cadre=1)
    muslim(state, "Jordan", governance=GOOD, alignment=ALLY, sleepers=1)  # Disrupt is possible too: asked
    state.hands[JIHADIST] = [171]
    state.hands[US] = [139, 157]
    game = make_game(state, dice=[6], us=[
        ("event.138.operation", "war_of_ideas"), ("op.woi.target", "Canada"),
        ("event.138.extra_card", True), ("event.138.card", 139), ("card.play_as", "reserves"),
    ])
    cardplay.run_event(game, US, 138)
    assert game.state.countries["Egypt"].cadre == 0
    assert game.state.countries["Canada"].posture == HARD
    assert game.state.reserves[US] == 2 and game.state.hands[US] == [157]
    assert set(game.state.discard) == {138, 139}
    assert any("Jihadist hand: #171" in e.text for e in game.log_entries)
    assert game.state.cards_played_in_phase == 0


def test_138_intel_community_hides_the_jihadist_bot_hand():
    state = make_state()
    state.hands[JIHADIST] = [171]
    game = make_game(state, bots={JIHADIST}, us=[("op.woi.target", "Canada")], dice=[1])
    cardplay.run_event(game, US, 138)
    assert not any("Jihadist hand: #" in e.text for e in game.log_entries)


def test_138_intel_community_always_playable_effective_when_something_can_be_done():
    state = make_state()
    game = make_game(state)
    assert playable(game, 138)
    assert effective(game, 138)  # War of Ideas is always possible somewhere


def test_138_intel_community_extra_card_cannot_open_a_reassessment():
    state = make_state()
    muslim(state, "Jordan", governance=FAIR, alignment=ALLY)  # somewhere to deploy
    state.hands[US] = [157, 160]
    game = make_game(state, dice=[1], us=[("op.woi.target", "Canada"),
                                          ("event.138.extra_card", True), ("event.138.card", 157),
                                          ("card.play_as", "ops"), ("card.operation", "deploy")])
    game.current_card = 157
    assert us_ops.reassessment_possible(game, 3)  # as the phase's first card it could
    game.current_card = None
    cardplay.run_event(game, US, 138)
    ask = next(a for a in game.deciders[US].asked if a.purpose == "card.operation")
    assert "reassessment" not in ask.options


# -- 139 International Banking Regime ------------------------------------------------------


@pytest.mark.parametrize("die, funding", [(1, 6), (2, 6), (3, 5), (5, 4), (6, 4)])
def test_139_international_banking_regime_cuts_funding_by_half_the_die_rounded_up(die, funding):
    game = make_game(make_state(funding=7), dice=[die])
    cardplay.run_event(game, US, 139)
    assert game.state.funding == funding


def test_139_international_banking_regime_always_playable_effective_above_funding_1():
    state = make_state(funding=1)
    game = make_game(state, dice=[4])
    assert playable(game, 139)
    assert not effective(game, 139) and not effect_changes(game, 139)
    state.funding = 2
    game.dice.push(4)
    assert effective(game, 139) and effect_changes(game, 139)


# -- 140 Maersk Alabama --------------------------------------------------------------------


def test_140_maersk_alabama_reserves_prestige_and_a_marker_blocking_pirates():
    state = make_state(prestige=5)
    state.reserves[US] = 1
    game = make_game(state, dice=[])
    assert playable(game, 140) and effective(game, 140)
    cardplay.run_event(game, US, 140)
    assert game.state.reserves[US] == 2 and game.state.prestige == 6
    assert "Maersk Alabama" in game.state.markers
    assert deck.where_is(game, 140) == "removed"


def test_140_maersk_alabama_reserves_never_exceed_two():
    state = make_state(prestige=12)
    state.reserves[US] = 2
    game = make_game(state, dice=[])
    assert effect_changes(game, 140)  # the marker still goes on
    assert game.state.reserves[US] == 2 and game.state.prestige == 12


# -- 141 Malala Yousafzai ------------------------------------------------------------------


def test_141_malala_prestige_funding_and_awakening_in_pakistan():
    state = make_state(prestige=5, funding=5)
    muslim(state, "Pakistan", governance=FAIR)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 141)
    assert (game.state.prestige, game.state.funding, game.state.countries["Pakistan"].awakening) == (6, 4, 1)
    assert deck.where_is(game, 141) == "removed"


def test_141_malala_blocked_by_a_jihadist_three_cups_of_tea():
    state = make_state()
    game = make_game(state)
    assert playable(game, 141)
    state.events_in_play.append(214)
    assert not playable(game, 141)
    state.events_in_play.clear()
    state.markers.append("3 Cups of Tea")
    assert not playable(game, 141)


def test_141_malala_effective_unless_every_part_is_spent():
    state = make_state(prestige=12, funding=1)
    muslim(state, "Pakistan", governance=GOOD, alignment=ALLY)
    game = make_game(state)
    assert not effective(game, 141) and not effect_changes(game, 141)
    state.funding = 2
    assert effective(game, 141)


# -- 142 Militia ---------------------------------------------------------------------------


def test_142_militia_places_militia_equal_to_resources():
    state = make_state()
    muslim(state, "Iraq", civil_war=True)
    muslim(state, "Afghanistan", regime_change="tan")
    game = make_game(state, dice=[], us=[("event.142.country", "Iraq")])
    cardplay.run_event(game, US, 142)
    assert game.state.countries["Iraq"].militia == game.state.countries["Iraq"].resources == 3


def test_142_militia_needs_civil_war_or_regime_change():
    state = make_state()
    muslim(state, "Iraq")
    game = make_game(state)
    assert not playable(game, 142)
    state.countries["Iraq"].regime_change = "green"
    assert playable(game, 142) and effective(game, 142) and effect_changes(game, 142)
    muslim(state, "Yemen", militia=15 - game.state.countries["Iraq"].militia)
    assert not effective(game, 142)


# -- 143 Obama Doctrine --------------------------------------------------------------------


def test_143_obama_doctrine_two_different_options():
    state = make_state(us_posture=SOFT, prestige=5)
    state.discard.append(127)
    game = make_game(state, dice=[], us=[("event.143.option", "prestige"), ("event.143.option", "card"),
                                         ("event.143.card", 127)])
    cardplay.run_event(game, US, 143)
    assert game.state.prestige == 6 and game.state.hands[US] == [127]
    second = [a for a in game.deciders[US].asked if a.purpose == "event.143.option"][1]
    assert "prestige" not in second.options  # all choices different (11.3.11)


def test_143_obama_doctrine_posture_awakening_and_aid_options():
    state = make_state(us_posture=SOFT)
    muslim(state, "Egypt")
    game = make_game(state, dice=[], us=[("event.143.option", "posture"), ("event.143.schengen", "Spain"),
                                         ("event.143.posture", HARD), ("event.143.option", "aid"),
                                         ("event.143.aid", "Egypt")])
    cardplay.run_event(game, US, 143)
    assert game.state.countries["Spain"].posture == HARD and game.state.countries["Egypt"].aid == 1
    state2 = make_state(us_posture=SOFT)
    muslim(state2, "Egypt")
    game2 = make_game(state2, dice=[], us=[("event.143.option", "awakening"), ("event.143.awakening", "Egypt"),
                                           ("event.143.option", "funding")])
    cardplay.run_event(game2, US, 143)
    assert game2.state.countries["Egypt"].awakening == 1 and game2.state.funding == 4


def test_143_obama_doctrine_offers_only_options_with_effect():
    state = make_state(us_posture=SOFT, prestige=12, funding=1)
    muslim(state, "Egypt")
    game = make_game(state, dice=[], us=[("event.143.option", "aid"), ("event.143.aid", "Egypt"),
                                         ("event.143.option", "posture"), ("event.143.schengen", "Spain"),
                                         ("event.143.posture", SOFT)])
    cardplay.run_event(game, US, 143)
    assert game.state.countries["Egypt"].aid == 1 and game.state.countries["Spain"].posture == SOFT
    first = game.deciders[US].asked[0]
    assert set(first.options) == {"awakening", "aid", "posture"}


def test_143_obama_doctrine_needs_soft_and_in_mitts_turn_hard_three_options_three_ops():
    state = make_state(us_posture=HARD)
    game = make_game(state)
    assert not playable(game, 143)
    state.us_posture = SOFT
    assert playable(game, 143) and effective(game, 143)
    assert board.card_ops(state, 143) == 2
    state.options["obama_doctrine_mitts_turn"] = True
    assert not playable(game, 143)
    state.us_posture = HARD
    assert playable(game, 143)
    assert board.card_ops(state, 143) == 3 and board.card_ops(state, 144) == 2
    game = make_game(state, dice=[], us=[("event.143.option", "prestige"), ("event.143.option", "funding"),
                                         ("event.143.option", "posture"), ("event.143.schengen", "Italy"),
                                         ("event.143.posture", SOFT)])
    cardplay.run_event(game, US, 143)
    assert (game.state.prestige, game.state.funding, game.state.countries["Italy"].posture) == (6, 4, SOFT)


def test_143_obama_doctrine_three_ops_in_mitts_turn_for_operations():
    state = make_state(us_posture=HARD)
    state.options["obama_doctrine_mitts_turn"] = True
    state.hands[US] = [143]
    muslim(state, "Jordan", governance=FAIR, alignment=ALLY)
    game = make_game(state, dice=[6], us=[("card.play_as", "ops"), ("card.operation", "deploy")])
    cardplay.play_card(game, US, 143)
    ask = next(a for a in game.deciders[US].asked if a.purpose == "card.operation")
    assert ask.info["ops"] == 3


# -- 144 Operation New Dawn ----------------------------------------------------------------


def test_144_operation_new_dawn_replaces_two_troops_with_militia():
    state = make_state()
    muslim(state, "Iraq", troops=3, alignment=ALLY)
    game = make_game(state, dice=[])
    on_track = board.troops_on_track(state)
    cardplay.run_event(game, US, 144)
    iraq = game.state.countries["Iraq"]
    assert (iraq.troops, iraq.militia) == (1, 2)
    assert board.troops_on_track(game.state) == on_track + 2


def test_144_operation_new_dawn_needs_troop_cubes_and_militia():
    state = make_state()
    muslim(state, "Iraq", markers=["NATO"])
    game = make_game(state)
    assert not playable(game, 144)  # a troop marker is not a US troop cube
    state.countries["Iraq"].troops = 1
    assert playable(game, 144) and effective(game, 144)
    muslim(state, "Yemen", militia=15)
    assert not playable(game, 144)


# -- 145 Russian Aid -----------------------------------------------------------------------


def test_145_russian_aid_adds_militia_and_aid_to_a_civil_war_country():
    state = make_state()
    muslim(state, "Syria", civil_war=True)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 145)
    assert (game.state.countries["Syria"].militia, game.state.countries["Syria"].aid) == (1, 1)


def test_145_russian_aid_needs_a_civil_war():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 145)
    muslim(state, "Syria", civil_war=True)
    assert playable(game, 145) and effective(game, 145) and effect_changes(game, 145)


# -- 146 Sharia ----------------------------------------------------------------------------


def test_146_sharia_removes_besieged_regime_and_adds_awakening_there():
    state = make_state()
    muslim(state, "Egypt", besieged=True)
    muslim(state, "Jordan")
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 146)
    egypt = game.state.countries["Egypt"]
    assert (egypt.besieged, egypt.awakening) == (False, 1)


def test_146_sharia_anywhere_without_besieged_regime():
    state = make_state()
    muslim(state, "Jordan")
    game = make_game(state, dice=[], us=[("event.146.country", "Jordan")])
    cardplay.run_event(game, US, 146)
    assert game.state.countries["Jordan"].awakening == 1


def test_146_sharia_besieged_countries_must_take_the_marker():
    state = make_state()
    muslim(state, "Libya", civil_war=True, besieged=True)
    game = make_game(state)
    assert not playable(game, 146)  # the only besieged country cannot take an Awakening marker
    muslim(state, "Egypt", besieged=True)
    assert playable(game, 146) and effective(game, 146) and effect_changes(game, 146)


# -- 147 Strike Eagle ----------------------------------------------------------------------


def test_147_strike_eagle_destroys_a_cached_wmd_places_a_cell_in_israel_and_raises_funding():
    state = make_state(prestige=5, funding=5)
    muslim(state, "Syria", alignment=ADVERSARY)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 147)
    assert game.state.countries["Syria"].wmd == 1 and game.state.plots_removed == [PLOT_WMD]
    assert (game.state.prestige, game.state.funding) == (6, 6)
    assert game.state.countries["Israel"].sleepers == 1


def test_147_strike_eagle_needs_a_poor_non_ally_with_cached_wmd_not_pakistan():
    state = make_state()
    muslim(state, "Syria", governance=FAIR)
    muslim(state, "Pakistan", wmd=3)
    game = make_game(state)
    assert not playable(game, 147)
    state.countries["Syria"].governance = POOR
    state.countries["Syria"].alignment = ALLY
    assert not playable(game, 147)
    state.countries["Syria"].alignment = NEUTRAL
    assert playable(game, 147) and effective(game, 147) and effect_changes(game, 147)


# -- 148 Tahrir Square ---------------------------------------------------------------------


def test_148_tahrir_square_two_awakening_one_reaction_in_egypt_and_one_elsewhere():
    state = make_state()
    muslim(state, "Egypt", governance=FAIR)
    muslim(state, "Jordan", awakening=1)
    muslim(state, "Libya")
    game = make_game(state, dice=[], us=[("event.148.country", "Libya")])
    cardplay.run_event(game, US, 148)
    egypt = game.state.countries["Egypt"]
    assert (egypt.awakening, egypt.reaction, game.state.countries["Libya"].awakening) == (2, 1, 1)
    options = game.deciders[US].asked[0].options
    assert "Jordan" not in options and "Egypt" not in options


def test_148_tahrir_square_effect_depends_on_markers_being_placeable():
    state = make_state()
    game = make_game(state)
    assert playable(game, 148) and effective(game, 148)
    state.lapsing.append(173)
    assert not effective(game, 148) and not effect_changes(game, 148)


# -- 149 UN Nation Building ----------------------------------------------------------------


def test_149_un_nation_building_aid_then_war_of_ideas_without_gwot_penalty():
    state = make_state(us_posture=SOFT, prestige=5)
    for name in ("Canada", "France", "Spain"):
        setc(state, name, posture=HARD)  # world Hard 4 vs US Soft: a penalty of 3 ignored here
    muslim(state, "Iraq", regime_change="tan", troops=6)
    game = make_game(state, dice=[4])  # 4 + aid 1 = 5: success only without the penalty
    cardplay.run_event(game, US, 149)
    iraq = game.state.countries["Iraq"]
    assert iraq.aid == 1 and iraq.alignment == ALLY


def test_149_un_nation_building_needs_regime_change_or_civil_war_outside_the_caliphate():
    state = make_state()
    muslim(state, "Iraq")
    game = make_game(state)
    assert not playable(game, 149)
    state.countries["Iraq"].civil_war = True
    assert playable(game, 149)
    state.countries["Iraq"].alignment = ADVERSARY
    assert not playable(game, 149)  # no War of Ideas in an Adversary
    state.countries["Iraq"].alignment = NEUTRAL
    state.caliphate_capital = "Iraq"
    assert not playable(game, 149)
    state.caliphate_capital = None
    assert effective(game, 149) and effect_changes(game, 149)


# -- 150 UNSCR 1973 ------------------------------------------------------------------------


def test_150_unscr_1973_removes_a_cell_and_places_the_marker():
    state = make_state()
    muslim(state, "Libya", civil_war=True, sleepers=2)
    game = make_game(state, dice=[])
    cardplay.run_event(game, US, 150)
    libya = game.state.countries["Libya"]
    assert libya.sleepers == 1 and libya.markers == ["UNSCR 1973"]
    assert board.total_troops(libya) == 1
    assert deck.where_is(game, 150) == "discard"


def test_150_unscr_1973_moves_the_marker_from_another_country():
    state = make_state()
    muslim(state, "Libya", civil_war=True, markers=["UNSCR 1973"])
    muslim(state, "Syria", civil_war=True, actives=1)
    game = make_game(state, dice=[], us=[("event.150.country", "Syria")])
    cardplay.run_event(game, US, 150)
    assert game.state.countries["Libya"].markers == []
    assert game.state.countries["Syria"].markers == ["UNSCR 1973"]
    assert game.state.countries["Syria"].cells == 0 and game.state.countries["Syria"].cadre == 1


def test_150_unscr_1973_needs_a_civil_war_without_it_or_its_own_country_with_a_cell():
    state = make_state()
    muslim(state, "Libya", civil_war=True, markers=["UNSCR 1973"])
    game = make_game(state)
    assert not playable(game, 150)
    state.countries["Libya"].sleepers = 1
    assert playable(game, 150) and effective(game, 150) and effect_changes(game, 150)
    assert game.state.countries["Libya"].markers == ["UNSCR 1973"]


# -- every card, played through the turn driver with invariant checks ----------------------


def _base():
    state = make_state()
    state.hands[JIHADIST] = [171]
    return state


def _civil_war_state():
    state = _base()
    muslim(state, "Syria", civil_war=True, sleepers=2)
    return state


def _plot_state():
    state = _base()
    muslim(state, "Iraq", sleepers=1)
    put_plot(state, "Iraq", "2", face_up=False)
    return state


def _awakening_near_libya():
    state = _base()
    muslim(state, "Egypt", awakening=1)
    return state


def _cells_near_troops():
    state = _base()
    muslim(state, "Iraq", troops=2, sleepers=1, alignment=ALLY)
    return state


def _wmd_state():
    state = _base()
    muslim(state, "Syria", alignment=ADVERSARY)
    return state


def _besieged_state():
    state = _base()
    muslim(state, "Egypt", besieged=True)
    return state


def _regime_change_state():
    state = _base()
    muslim(state, "Iraq", regime_change="tan", troops=6, alignment=ALLY, sleepers=1)
    return state


def _cadre_state():
    state = _base()
    muslim(state, "Egypt", cadre=1)
    state.hands[US] = [157]
    return state


def _ally_state():
    state = _base()
    muslim(state, "Egypt", governance=FAIR, alignment=ALLY)
    return state


STATES = {
    121: _civil_war_state, 122: _plot_state, 123: _plot_state, 124: _base, 125: _civil_war_state,
    126: _plot_state, 127: _plot_state, 128: _plot_state, 129: _cells_near_troops, 130: _cells_near_troops,
    131: _base, 132: _civil_war_state, 133: _awakening_near_libya, 134: _base, 135: _plot_state,
    136: _plot_state, 137: _ally_state, 138: _cadre_state, 139: _base, 140: _base, 141: _base,
    142: _civil_war_state, 143: _base, 144: _cells_near_troops, 145: _civil_war_state, 146: _besieged_state,
    147: _wmd_state, 148: _base, 149: _regime_change_state, 150: _civil_war_state,
}

PILES = {121: "discard", 133: "removed", 140: "removed", 141: "removed", 150: "discard"}


@pytest.mark.parametrize("number", sorted(STATES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_card_121_150_plays_cleanly_through_the_turn_driver(number, seed):
    state = STATES[number]()
    game = make_game(state, seed=seed)
    for side in (US, JIHADIST):
        assert events.side_may_play(number, side) == (side == US)
    assert events.can_play_event(game, number, US), f"card {number} should be playable here"
    assert not events.can_play_event(game, number, JIHADIST)  # a US event: never the Jihadist's to play
    assert events.has_effect(game, number, US)
    cardplay.run_event(game, US, number)
    game.verify()
    assert deck.where_is(game, number) == PILES.get(number, "discard")


@pytest.mark.parametrize("number", sorted(STATES))
def test_every_card_121_150_effective_agrees_with_the_effect(number):
    game = make_game(STATES[number](), seed=5)
    assert effective(game, number) == effect_changes(game, number)


def test_every_card_121_150_is_registered_with_an_explicit_effective_check():
    for number in range(121, 151):
        spec = events.spec(number)
        assert spec is not None and spec.effective is not None, number
    assert board.event_in_effect(make_state(), 164) is False
