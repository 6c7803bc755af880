"""Event cards 151-180: each card's main effect, its printed condition (true and false), and its
`effective` check against what the effect really changes; then every card played through the
turn driver with the invariants checked."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.labyrinth import awakening, board, cardplay, deck, events, facts, us_ops
from game.labyrinth.cards import c151_180
from game.labyrinth.state import (
    ALLY,
    FAIR,
    GOOD,
    HARD,
    JIHADIST,
    NEUTRAL,
    PLOT_WMD,
    POOR,
    SOFT,
    UNTESTED,
    US,
    GameState,
    PlotMarker,
)

from ..helpers import make_game, make_state, setc

# -- helpers ---------------------------------------------------------------------------------


def even_state(**tracks) -> GameState:
    """A blank board whose world posture is Even (Israel Hard, Canada Soft): no GWOT penalty."""
    state = make_state(**tracks)
    setc(state, "Canada", posture=SOFT)
    return state


def put_plot(state: GameState, name: str, kind: str, face_up: bool = False) -> None:
    """Move an available plot marker (or a cached WMD, from Syria) onto the map."""
    if kind == PLOT_WMD:
        state.countries["Syria"].wmd -= 1
    else:
        state.plots_available.remove(kind)
    state.countries[name].plots.append(PlotMarker(kind, face_up))


def playable(game, number: int, side: str) -> bool:
    return events.can_play_event(game, number, side)


def effective(game, number: int, side: str) -> bool:
    return events.has_effect(game, number, side)


def really_changes(game, number: int, side: str) -> bool:
    """Run the effect on a throw-away copy and compare (what `effective` must agree with)."""
    return events.simulate_changes(game, events.spec(number), side)


def agrees(game, number: int, side: str) -> bool:
    return effective(game, number, side) == really_changes(game, number, side)


def run(game, number: int, side: str) -> None:
    cardplay.run_event(game, side, number)
    game.verify()


def country(game, name: str):
    return game.state.countries[name]


# -- 151 UNSCR 2118 ------------------------------------------------------------------------


def state_151(alignment: str = ALLY) -> GameState:
    state = even_state()
    setc(state, "Syria", governance=FAIR, alignment=alignment)
    return state


def test_151_unscr_2118_removes_every_wmd_from_an_ally_syria():
    game = make_game(state_151(ALLY), dice=[])
    assert effective(game, 151, US) and agrees(game, 151, US)
    run(game, 151, US)
    assert country(game, "Syria").wmd == 0
    assert game.state.plots_removed.count(PLOT_WMD) == 2
    assert game.state.prestige == 7
    assert deck.where_is(game, 151) == "removed"


def test_151_unscr_2118_removes_one_wmd_from_a_neutral_syria():
    game = make_game(state_151(NEUTRAL), dice=[])
    run(game, 151, US)
    assert country(game, "Syria").wmd == 1
    assert game.state.prestige == 6


def test_151_unscr_2118_needs_syria_tested():
    assert not playable(make_game(even_state()), 151, US)
    assert playable(make_game(state_151()), 151, US)
    assert not playable(make_game(state_151()), 151, JIHADIST)


def test_151_unscr_2118_without_wmd_has_no_effect():
    state = state_151()
    state.countries["Syria"].wmd = 0
    state.plots_removed = [PLOT_WMD, PLOT_WMD]
    game = make_game(state)
    assert playable(game, 151, US)
    assert not effective(game, 151, US) and agrees(game, 151, US)


# -- 152 Congress Acts -----------------------------------------------------------------------


def state_152() -> GameState:
    state = even_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2, militia=1)
    return state


def test_152_congress_acts_regime_change_in_a_civil_war_country():
    game = make_game(state_152(), dice=[5, 6, 2, 3], us=[("event.152.troops", 7)])
    assert effective(game, 152, US) and agrees(game, 152, US)
    run(game, 152, US)
    syria = country(game, "Syria")
    assert (syria.troops, syria.regime_change, syria.governance, syria.alignment) == (7, "green", FAIR, ALLY)
    assert not syria.civil_war and syria.militia == 0
    assert (syria.actives, syria.sleepers) == (2, 0)
    assert game.state.prestige == 7  # prestige roll: up by the lower of 2 and 3
    assert deck.where_is(game, 152) == "discard"


def test_152_congress_acts_ends_sequestration_and_its_troops_come_back():
    state = even_state(off_map_troops=3)
    state.markers = ["Sequestration"]
    game = make_game(state, dice=[])
    assert playable(game, 152, US) and effective(game, 152, US) and agrees(game, 152, US)
    run(game, 152, US)
    assert game.state.markers == [] and game.state.off_map_troops == 0


def test_152_congress_acts_sequestration_troops_allow_the_regime_change():
    state = state_152()
    state.markers = ["Sequestration"]
    state.off_map_troops = 3
    setc(state, "Afghanistan", governance=FAIR, alignment=ALLY, troops=7)  # 5 on the track, 8 once back
    game = make_game(state, dice=[1, 1, 4, 4], us=[("event.152.troops", 6)])
    run(game, 152, US)
    assert country(game, "Syria").troops == 6 and country(game, "Syria").governance == POOR
    assert game.state.off_map_troops == 0 and board.troops_on_track(game.state) == 2
    assert game.state.prestige == 1  # prestige roll: down by 4 from 5


def test_152_congress_acts_playability():
    assert not playable(make_game(even_state()), 152, US)  # no Sequestration, no Civil War
    assert playable(make_game(state_152()), 152, US)
    short = state_152()
    setc(short, "Afghanistan", governance=FAIR, alignment=ALLY, troops=10)  # 5 on the track
    assert not playable(make_game(short), 152, US)


# -- 153 / 154 Facebook ----------------------------------------------------------------------


def state_facebook() -> GameState:
    state = even_state()
    state.events_in_play = [211]
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1)
    setc(state, "Sudan", governance=FAIR, alignment=NEUTRAL, awakening=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL)
    setc(state, "Somalia", governance=POOR, alignment=NEUTRAL)
    return state


@pytest.mark.parametrize("number", [153, 154])
def test_153_154_facebook_adds_awakening_in_three_countries_with_or_next_to_one(number):
    game = make_game(state_facebook(), dice=[],
                     us=[(f"event.{number}.countries", ["Libya", "Somalia", "Sudan"])])
    assert effective(game, number, US) and agrees(game, number, US)
    run(game, number, US)
    assert [country(game, n).awakening for n in ("Egypt", "Libya", "Somalia", "Sudan")] == [1, 1, 1, 2]
    assert deck.where_is(game, number) == "discard"


@pytest.mark.parametrize("number", [153, 154])
def test_153_154_facebook_needs_smartphones(number):
    state = state_facebook()
    assert playable(make_game(state), number, US)
    state.events_in_play = []
    assert not playable(make_game(state), number, US)
    state.markers = ["Smartphones"]
    assert playable(make_game(state), number, US)


def test_153_facebook_without_awakening_or_under_arab_winter_has_no_effect():
    state = even_state()
    state.events_in_play = [212]
    game = make_game(state)
    assert playable(game, 153, US) and not effective(game, 153, US) and agrees(game, 153, US)
    winter = state_facebook()
    winter.lapsing = [173]
    game = make_game(winter)
    assert not effective(game, 153, US) and agrees(game, 153, US)


# -- 155 Fracking ----------------------------------------------------------------------------


def test_155_fracking_rolls_prestige_draws_a_card_and_leaves_its_marker_in_play_6_2_3():
    state = even_state()
    state.draw_pile = [200, 201]
    game = make_game(state, dice=[5, 3, 2])
    assert effective(game, 155, US)
    run(game, 155, US)
    assert game.state.prestige == 7
    assert game.state.hands[US] == [200] and game.state.draw_pile == [201]
    assert deck.where_is(game, 155) == "discard" and game.state.events_in_play == [155]  # the marker stays
    assert playable(game, 155, US) and not playable(game, 155, JIHADIST)


def test_155_fracking_lowers_funding_again_at_end_of_turn():
    from game.labyrinth.end_of_turn import adjust_funding

    state = even_state(funding=5)
    state.events_in_play = [155]
    game = make_game(state)
    adjust_funding(game)
    assert game.state.funding == 3


# -- 156 Gulf Union --------------------------------------------------------------------------


def state_156() -> GameState:
    state = even_state()
    for name in c151_180.GULF_UNION:
        setc(state, name, governance=POOR, alignment=NEUTRAL)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL)
    setc(state, "Saudi Arabia", militia=3)
    return state


def test_156_gulf_union_places_four_militia_next_to_a_gulf_union_country():
    game = make_game(state_156(), dice=[], us=[("event.156.option", "place"), ("event.156.country", "Iraq"),
                                               ("event.156.militia", 4)])
    assert effective(game, 156, US) and agrees(game, 156, US)
    run(game, 156, US)
    assert country(game, "Iraq").militia == 4 and country(game, "Saudi Arabia").militia == 3


def test_156_gulf_union_never_places_in_iran():
    game = make_game(state_156())
    assert "Iran" not in c151_180._gulf_place_candidates(game)
    assert {"Iraq", "Somalia", "Gulf States"} <= set(c151_180._gulf_place_candidates(game))


def test_156_gulf_union_rearranges_the_militia_inside_the_union():
    game = make_game(state_156(), dice=[], us=[("event.156.option", "rearrange"), ("event.156.rearrange", 1),
                                               ("event.156.rearrange", 0), ("event.156.rearrange", 0),
                                               ("event.156.rearrange", 0)])
    run(game, 156, US)
    militia = {n: country(game, n).militia for n in c151_180.GULF_UNION}
    assert militia == {"Gulf States": 1, "Jordan": 0, "Morocco": 0, "Saudi Arabia": 0, "Yemen": 2}


def test_156_gulf_union_offers_only_an_option_with_effect():
    state = state_156()
    setc(state, "Iraq", militia=12)  # the 15 militia are all on the map: nothing to place
    game = make_game(state, dice=[], us=[("event.156.rearrange", 0)])
    run(game, 156, US)
    assert [a.purpose for a in game.deciders[US].asked][0] == "event.156.rearrange"


def test_156_gulf_union_without_militia_to_place_or_move_has_no_effect():
    state = state_156()
    setc(state, "Saudi Arabia", militia=0)
    setc(state, "Iraq", militia=15)
    game = make_game(state)
    assert playable(game, 156, US)
    assert not effective(game, 156, US) and agrees(game, 156, US)


# -- 157 Limited Deployment ------------------------------------------------------------------


def state_157() -> GameState:
    state = even_state(us_posture=HARD)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY)
    for name in ("Iraq", "Lebanon", "Turkey"):
        setc(state, name, governance=POOR, alignment=NEUTRAL)
    return state


def test_157_limited_deployment_sends_two_troops_aid_and_awakening_next_door():
    game = make_game(state_157(), dice=[], us=[("event.157.awakening", "Jordan")])
    assert effective(game, 157, US) and agrees(game, 157, US)
    run(game, 157, US)
    syria = country(game, "Syria")
    assert (syria.troops, syria.aid) == (2, 1)
    assert country(game, "Jordan").awakening == 1
    assert board.troops_on_track(game.state) == 13


def test_157_limited_deployment_needs_hard_us_and_a_civil_war():
    assert playable(make_game(state_157()), 157, US)
    soft = state_157()
    soft.us_posture = SOFT
    assert not playable(make_game(soft), 157, US)
    no_war = state_157()
    setc(no_war, "Syria", civil_war=False)
    assert not playable(make_game(no_war), 157, US)


# -- 158 Mass Turnout ------------------------------------------------------------------------


def state_158() -> GameState:
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", troops=6, awakening=2)
    return state


def test_158_mass_turnout_improves_a_regime_change_country_with_awakening():
    game = make_game(state_158(), dice=[])
    assert effective(game, 158, US) and agrees(game, 158, US)
    run(game, 158, US)
    assert (country(game, "Iraq").governance, country(game, "Iraq").awakening) == (FAIR, 1)


def test_158_mass_turnout_not_in_a_caliphate_country():
    assert playable(make_game(state_158()), 158, US)
    state = state_158()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=3)
    state.caliphate_capital = "Syria"
    assert not playable(make_game(state), 158, US)
    no_awakening = state_158()
    setc(no_awakening, "Iraq", awakening=0)
    assert not playable(make_game(no_awakening), 158, US)


# -- 159 NATO --------------------------------------------------------------------------------


def state_159() -> GameState:
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", troops=6)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, markers=["NATO"])
    return state


def test_159_nato_places_aid_and_moves_the_nato_marker():
    game = make_game(state_159(), dice=[], us=[("event.159.country", "Iraq")])
    assert effective(game, 159, US) and agrees(game, 159, US)
    run(game, 159, US)
    assert country(game, "Iraq").aid == 1 and country(game, "Iraq").markers == ["NATO"]
    assert country(game, "Syria").markers == []
    assert board.total_troops(country(game, "Iraq")) == 8
    assert deck.where_is(game, 159) == "discard"


def test_159_nato_needs_no_gwot_penalty():
    assert playable(make_game(state_159()), 159, US)
    state = state_159()
    setc(state, "Canada", posture=None)  # Israel alone: world Hard 1 against a Soft US
    assert board.gwot_penalty(state) == 1
    assert not playable(make_game(state), 159, US)
    assert not playable(make_game(even_state()), 159, US)


# -- 160 Operation Neptune Spear -------------------------------------------------------------


def test_160_operation_neptune_spear_takes_a_leader_from_the_discard_pile():
    state = even_state()
    state.discard = [200, 215, 237]
    game = make_game(state, us=[("event.160.card", 237)])
    assert effective(game, 160, US) and agrees(game, 160, US)
    run(game, 160, US)
    assert game.state.hands[US] == [237] and game.state.discard == [200, 215, 160]


def test_160_operation_neptune_spear_needs_a_leader_discarded():
    state = even_state()
    state.discard = [200]
    assert not playable(make_game(state), 160, US)
    state.discard = [219]
    assert playable(make_game(state), 160, US)


# -- 161 PRISM -------------------------------------------------------------------------------


def state_161() -> GameState:
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=3)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=2)
    put_plot(state, "Egypt", "2")
    put_plot(state, "Egypt", PLOT_WMD)
    put_plot(state, "United States", "1")
    return state


def test_161_prism_activates_half_the_sleepers_rounded_up():
    game = make_game(state_161(), dice=[], us=[("event.161.option", "activate"),
                                               ("event.161.sleepers", ["Egypt", "Iraq", "Iraq"])])
    assert effective(game, 161, US) and agrees(game, 161, US)
    run(game, 161, US)
    assert (country(game, "Iraq").sleepers, country(game, "Iraq").actives) == (1, 2)
    assert (country(game, "Egypt").sleepers, country(game, "Egypt").actives) == (1, 1)
    assert game.state.prestige == 4


def test_161_prism_alerts_every_plot_on_the_map():
    game = make_game(state_161(), dice=[], us=[("event.161.option", "alert")])
    run(game, 161, US)
    assert not country(game, "Egypt").plots and not country(game, "United States").plots
    assert sorted(game.state.plots_resolved) == ["1", "2"] and PLOT_WMD in game.state.plots_removed
    assert game.state.prestige == 5  # +1 for the WMD, -1 for PRISM


def test_161_prism_would_alert_any_plot_not_under_truce():
    state = state_161()
    game = make_game(state)
    entry = events.spec(161)
    assert entry.alerts_plot(game, "Egypt", country(game, "Egypt").plots[0])
    setc(state, "Egypt", markers=["Truce"])
    assert not entry.alerts_plot(game, "Egypt", country(game, "Egypt").plots[0])


def test_161_prism_is_always_playable_but_may_do_nothing():
    game = make_game(even_state(prestige=1))
    assert playable(game, 161, US) and not effective(game, 161, US) and agrees(game, 161, US)
    game = make_game(even_state(prestige=2))
    assert effective(game, 161, US) and agrees(game, 161, US)


# -- 162 SCAF --------------------------------------------------------------------------------


def state_162() -> GameState:
    state = even_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=2, reaction=1, actives=1, sleepers=2)
    return state


def test_162_scaf_makes_fair_ally_and_turns_cells_into_reaction():
    game = make_game(state_162(), dice=[])
    assert effective(game, 162, US) and agrees(game, 162, US)
    run(game, 162, US)
    egypt = country(game, "Egypt")
    assert (egypt.governance, egypt.alignment, egypt.cells, egypt.cadre) == (FAIR, ALLY, 0, 1)
    assert (egypt.awakening, egypt.reaction) == (1, 4)  # one Awakening lost to the improvement (11.1.5)


def test_162_scaf_not_in_iran_or_syria():
    assert playable(make_game(state_162()), 162, US)
    state = even_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1)
    assert not playable(make_game(state), 162, US)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, awakening=1)
    assert not playable(make_game(state), 162, US)


def test_162_scaf_on_a_fair_ally_without_cells_has_no_effect():
    state = even_state()
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, awakening=1, reaction=1)
    game = make_game(state)
    assert playable(game, 162, US) and not effective(game, 162, US) and agrees(game, 162, US)


# -- 163 Status Quo --------------------------------------------------------------------------


def state_163() -> GameState:
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, regime_change="tan", troops=3, militia=1, sleepers=2)
    return state


def test_163_status_quo_lifts_regime_change_and_makes_an_ally():
    game = make_game(state_163(), dice=[])
    assert effective(game, 163, US) and agrees(game, 163, US)
    run(game, 163, US)
    iraq = country(game, "Iraq")
    assert (iraq.regime_change, iraq.alignment, iraq.troops, iraq.militia, iraq.sleepers) == (None, ALLY, 3, 1, 2)


def test_163_status_quo_needs_tan_regime_change_with_twice_the_cells():
    assert playable(make_game(state_163()), 163, US)
    green = state_163()
    setc(green, "Iraq", regime_change="green")
    assert not playable(make_game(green), 163, US)
    outnumbered = state_163()
    setc(outnumbered, "Iraq", militia=0)
    assert not playable(make_game(outnumbered), 163, US)


# -- 164 Bloody Thursday ---------------------------------------------------------------------


def test_164_bloody_thursday_removes_an_awakening_and_leaves_its_marker_in_play_6_2_3():
    state = even_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=2)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, awakening=1)
    game = make_game(state, dice=[], jihadist=[("event.164.country", "Egypt")])
    assert playable(game, 164, JIHADIST) and not playable(game, 164, US)
    assert effective(game, 164, JIHADIST)
    run(game, 164, JIHADIST)
    assert (country(game, "Egypt").awakening, country(game, "Libya").awakening) == (1, 1)
    assert deck.where_is(game, 164) == "discard" and game.state.events_in_play == [164]  # the marker stays


def test_164_bloody_thursday_without_awakening_still_blocks_pearl_roundabout():
    game = make_game(even_state(), dice=[])
    assert effective(game, 164, JIHADIST)
    run(game, 164, JIHADIST)
    assert board.event_in_effect(game.state, 164)


# -- 165 Coup --------------------------------------------------------------------------------


def state_165() -> GameState:
    state = even_state()
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, sleepers=2, awakening=1)
    return state


def test_165_coup_starts_civil_war_and_besieges_a_resource_1_country():
    game = make_game(state_165(), dice=[])
    assert effective(game, 165, JIHADIST) and agrees(game, 165, JIHADIST)
    run(game, 165, JIHADIST)
    yemen = country(game, "Yemen")
    assert yemen.civil_war and yemen.besieged and yemen.militia == 1 and yemen.awakening == 0


def test_165_coup_needs_two_cells_in_a_resource_1_country():
    assert playable(make_game(state_165()), 165, JIHADIST)
    one_cell = state_165()
    setc(one_cell, "Yemen", sleepers=1)
    assert not playable(make_game(one_cell), 165, JIHADIST)
    rich = even_state()
    setc(rich, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=3)  # 3 resources
    assert not playable(make_game(rich), 165, JIHADIST)


def test_165_coup_on_a_besieged_civil_war_country_has_no_effect():
    state = even_state()
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, civil_war=True, besieged=True, sleepers=2)
    game = make_game(state)
    assert playable(game, 165, JIHADIST) and not effective(game, 165, JIHADIST) and agrees(game, 165, JIHADIST)


# -- 166 Ferguson ----------------------------------------------------------------------------


def test_166_ferguson_lapses():
    state = even_state()
    state.hands[US] = [153]
    game = make_game(state, dice=[])
    assert playable(game, 166, JIHADIST) and effective(game, 166, JIHADIST)
    run(game, 166, JIHADIST)
    assert deck.where_is(game, 166) == "lapsing"


def test_166_ferguson_with_no_card_to_cancel_has_no_effect():
    game = make_game(even_state())
    assert not effective(game, 166, JIHADIST)


def test_166_ferguson_cancels_the_next_us_card_played():
    state = even_state()
    state.lapsing = [166]
    state.hands[US] = [153, 200]
    game = make_game(state, dice=[], jihadist=[("event.166.cancel", True)])
    assert cardplay.play_card(game, US, 153) == 1
    assert game.state.discard == [166, 153] and game.state.lapsing == []
    assert game.deciders[US].asked == []  # neither event nor Ops
    asked = game.deciders[JIHADIST].asked[0]
    assert (asked.info["card"], asked.info["player"]) == (153, US)


def test_166_ferguson_may_let_a_card_through_and_ignores_other_cards():
    state = even_state()
    state.lapsing = [166]
    state.hands[US] = [139]
    state.hands[JIHADIST] = [200]
    game = make_game(state, jihadist=[("event.166.cancel", False), ("card.play_as", "reserves")],
                     us=[("card.play_as", "reserves")])
    cardplay.play_card(game, US, 139)
    assert game.state.lapsing == [166] and game.state.reserves[US] == 2
    cardplay.play_card(game, JIHADIST, 200)  # unassociated: no question
    assert game.state.lapsing == [166]


def test_166_ferguson_cancels_the_second_card_of_a_reassessment():
    state = even_state()
    state.lapsing = [166]
    state.hands[US] = [153]
    game = make_game(state, jihadist=[("event.166.cancel", True)])
    us_ops.reassess(game, 3)
    assert game.state.us_posture == SOFT
    assert game.state.discard == [166, 153]


# -- 167 Houthi Rebels -----------------------------------------------------------------------


def state_167() -> GameState:
    state = even_state()
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, reaction=1)
    return state


def test_167_houthi_rebels_places_two_cells_and_starts_civil_war_in_yemen():
    game = make_game(state_167(), dice=[])
    assert effective(game, 167, JIHADIST) and agrees(game, 167, JIHADIST)
    run(game, 167, JIHADIST)
    yemen = country(game, "Yemen")
    assert yemen.civil_war and yemen.sleepers == 3  # 2 placed + 1 from the Reaction marker (11.2.2)
    assert deck.where_is(game, 167) == "removed"


def test_167_houthi_rebels_needs_poor_yemen_and_iran_not_ally():
    assert playable(make_game(state_167()), 167, JIHADIST)
    fair = state_167()
    setc(fair, "Yemen", governance=FAIR)
    assert not playable(make_game(fair), 167, JIHADIST)
    iran_ally = state_167()
    setc(iran_ally, "Iran", kind="shia_mix", governance=FAIR, alignment=ALLY)
    assert not playable(make_game(iran_ally), 167, JIHADIST)


# -- 168 IEDs --------------------------------------------------------------------------------


def state_168() -> GameState:
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", troops=6, actives=1)
    state.hands[US] = [153, 200]
    return state


def test_168_ieds_the_us_discards_a_card_at_random():
    game = make_game(state_168(), dice=[])
    assert effective(game, 168, JIHADIST) and agrees(game, 168, JIHADIST)
    run(game, 168, JIHADIST)
    assert len(game.state.hands[US]) == 1
    assert set(game.state.discard) == {168} | ({153, 200} - set(game.state.hands[US]))


def test_168_ieds_needs_a_cell_with_troops_in_regime_change_or_civil_war():
    assert playable(make_game(state_168()), 168, JIHADIST)
    no_troops = state_168()
    setc(no_troops, "Iraq", troops=0)
    assert not playable(make_game(no_troops), 168, JIHADIST)
    empty_hand = state_168()
    empty_hand.hands[US] = []
    game = make_game(empty_hand)
    assert not effective(game, 168, JIHADIST) and agrees(game, 168, JIHADIST)


# -- 169 Islamic Maghreb ---------------------------------------------------------------------


def state_169() -> GameState:
    state = even_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True)
    return state


def test_169_islamic_maghreb_places_two_cells_in_a_civil_war_country_and_rolls_serbia():
    game = make_game(state_169(), dice=[5], jihadist=[("event.169.country", "Libya"),
                                                      ("event.169.option", "cells")])
    run(game, 169, JIHADIST)
    assert country(game, "Libya").sleepers == 2
    assert country(game, "Serbia").posture == HARD
    assert deck.where_is(game, 169) == "lapsing"


def test_169_islamic_maghreb_raises_funding_by_one_elsewhere():
    state = even_state(funding=5)
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[2], jihadist=[("event.169.country", "Mali"), ("event.169.option", "funding")])
    assert effective(game, 169, JIHADIST)
    run(game, 169, JIHADIST)
    assert game.state.funding == 6 and country(game, "Serbia").posture == SOFT


def test_169_islamic_maghreb_makes_travel_to_schengen_roll():
    from game.labyrinth import jihadist_ops

    state = state_169()
    state.lapsing = [169]
    game = make_game(state)
    assert not jihadist_ops.travel_is_automatic(game, "Morocco", "Spain")


def test_169_islamic_maghreb_needs_a_poor_maghreb_country():
    assert playable(make_game(state_169()), 169, JIHADIST)
    state = even_state()
    # non-Muslim Nigeria is printed Poor; as a Fair Muslim country it no longer qualifies
    setc(state, "Nigeria", kind="sunni", governance=FAIR, alignment=NEUTRAL, resources=2, posture=None)
    assert not playable(make_game(state), 169, JIHADIST)
    assert playable(make_game(even_state()), 169, JIHADIST)


# -- 170 Theft of State ----------------------------------------------------------------------


def state_170() -> GameState:
    state = even_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1)
    return state


def test_170_theft_of_state_swaps_awakening_for_reaction():
    game = make_game(state_170(), dice=[])
    assert effective(game, 170, JIHADIST) and agrees(game, 170, JIHADIST)
    run(game, 170, JIHADIST)
    assert (country(game, "Egypt").awakening, country(game, "Egypt").reaction) == (0, 1)


def test_170_theft_of_state_needs_poor_awakening_and_no_arab_winter():
    assert playable(make_game(state_170()), 170, JIHADIST)
    fair = state_170()
    setc(fair, "Egypt", governance=FAIR)
    assert not playable(make_game(fair), 170, JIHADIST)
    winter = state_170()
    winter.lapsing = [173]
    assert not playable(make_game(winter), 170, JIHADIST)


# -- 171 Abu Ghraib Jail Break ---------------------------------------------------------------


def test_171_abu_ghraib_places_an_active_cell_and_reaction_in_iraq():
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[])
    assert effective(game, 171, JIHADIST) and agrees(game, 171, JIHADIST)
    run(game, 171, JIHADIST)
    iraq = country(game, "Iraq")
    assert (iraq.actives, iraq.sleepers, iraq.reaction) == (1, 0, 1)
    assert game.state.prestige == 4
    assert deck.where_is(game, 171) == "removed"


def test_171_abu_ghraib_blocked_by_truce_and_useless_when_nothing_changes():
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, markers=["Truce"])
    assert not playable(make_game(state), 171, JIHADIST)
    spent = even_state(prestige=1)
    setc(spent, "Iraq", governance=GOOD, alignment=ALLY)
    setc(spent, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=15)
    game = make_game(spent)
    assert playable(game, 171, JIHADIST)
    assert not effective(game, 171, JIHADIST) and agrees(game, 171, JIHADIST)


# -- 172 Al-Shabaab --------------------------------------------------------------------------


def state_172() -> GameState:
    state = even_state()
    setc(state, "Somalia", governance=POOR, alignment=NEUTRAL)
    setc(state, "Sudan", governance=FAIR, alignment=NEUTRAL)
    state.discard = [183, 200]
    return state


def test_172_al_shabaab_places_a_cell_and_a_plot():
    game = make_game(state_172(), dice=[], jihadist=[
        ("event.172.options", ["cell", "plot"]), ("event.172.cell", "Somalia"), ("event.172.plot", "Sudan"),
        ("event.172.plot_level", "2")])
    assert effective(game, 172, JIHADIST) and agrees(game, 172, JIHADIST)
    run(game, 172, JIHADIST)
    assert country(game, "Somalia").sleepers == 1
    assert [p.kind for p in country(game, "Sudan").plots] == ["2"]


def test_172_al_shabaab_reaction_besieged_and_a_card_from_the_discard_pile():
    game = make_game(state_172(), dice=[], jihadist=[
        ("event.172.options", ["reaction", "card"]), ("event.172.reaction", "Sudan")])
    run(game, 172, JIHADIST)
    assert country(game, "Sudan").reaction == 1 and game.state.hands[JIHADIST] == [183]
    game = make_game(state_172(), dice=[3], jihadist=[
        ("event.172.options", ["besieged", "plot"]), ("event.172.besieged", "Somalia"),
        ("event.172.plot", "Kenya/Tanzania"), ("event.172.plot_level", "1")])
    run(game, 172, JIHADIST)
    assert country(game, "Somalia").besieged and [p.kind for p in country(game, "Kenya/Tanzania").plots] == ["1"]


def test_172_al_shabaab_options_must_differ():
    game = make_game(state_172(), jihadist=[("event.172.options", ["cell", "cell"])])
    with pytest.raises(ValueError):
        cardplay.run_event(game, JIHADIST, 172)


def test_172_al_shabaab_with_no_possible_option_has_no_effect():
    state = even_state()
    setc(state, "Somalia", governance=POOR, alignment=NEUTRAL, besieged=True, sleepers=8)
    setc(state, "Sudan", governance=FAIR, alignment=NEUTRAL, besieged=True, sleepers=7)
    state.lapsing = [173]
    state.plots_resolved = [p for p in state.plots_available if p in ("1", "2")]
    state.plots_available = [p for p in state.plots_available if p not in ("1", "2")]
    game = make_game(state)
    assert playable(game, 172, JIHADIST) and not effective(game, 172, JIHADIST) and agrees(game, 172, JIHADIST)


# -- 173 Arab Winter -------------------------------------------------------------------------


def test_173_arab_winter_removes_two_awakening_and_blocks_new_markers():
    state = even_state()
    for name, n in (("Egypt", 1), ("Libya", 1), ("Jordan", 2)):
        setc(state, name, governance=POOR, alignment=NEUTRAL, awakening=n)
    game = make_game(state, dice=[], jihadist=[("event.173.countries", ["Egypt", "Jordan"])])
    assert effective(game, 173, JIHADIST)
    run(game, 173, JIHADIST)
    assert [country(game, n).awakening for n in ("Egypt", "Libya", "Jordan")] == [0, 1, 1]
    assert deck.where_is(game, 173) == "lapsing"
    assert awakening.add_awakening(game, "Libya", 1) == 0 and awakening.add_reaction(game, "Libya", 1) == 0


# -- 174 Boston Marathon ---------------------------------------------------------------------


def test_174_boston_marathon_rolls_postures_and_raises_funding():
    game = make_game(even_state(funding=4), dice=[4, 2])
    assert effective(game, 174, JIHADIST) and not playable(game, 174, US)
    run(game, 174, JIHADIST)
    assert game.state.us_posture == HARD  # 4 + 1 = 5
    assert country(game, "Caucasus").posture == SOFT
    assert game.state.funding == 5
    assert "Caucasus" in game.state.targets_this_phase  # aimed at, for Smartphones
    assert deck.where_is(game, 174) == "removed"


# -- 175 Censorship --------------------------------------------------------------------------


def test_175_censorship_removes_two_awakening_and_ends_smartphones():
    state = state_facebook()
    setc(state, "Egypt", awakening=3)
    game = make_game(state, dice=[], jihadist=[("event.175.country", "Egypt")])
    assert effective(game, 175, JIHADIST)
    assert playable(game, 153, US)
    run(game, 175, JIHADIST)
    assert country(game, "Egypt").awakening == 1
    assert game.state.events_in_play == [175] and deck.where_is(game, 175) == "discard"  # Smartphones' marker off
    assert not playable(game, 153, US)
    game.state.events_in_play.append(212)  # Smartphones played again
    assert playable(game, 153, US)


def test_175_censorship_clears_a_smartphones_global_marker():
    state = even_state()
    state.markers = ["Smartphones"]
    game = make_game(state, dice=[])
    run(game, 175, JIHADIST)
    assert game.state.markers == [] and not c151_180.smartphones_in_effect(game.state)


# -- 176 Change of State ---------------------------------------------------------------------


def state_176() -> GameState:
    state = even_state()
    setc(state, "Jordan", governance=POOR, alignment=ALLY, actives=1, sleepers=1, troops=2, militia=1, aid=1,
         awakening=1, reaction=1, besieged=True, markers=["NATO"])  # Advisors never stay with troops (121)
    put_plot(state, "Jordan", "1")
    return state


def test_176_change_of_state_clears_the_country_and_makes_it_untested():
    game = make_game(state_176(), dice=[])
    assert effective(game, 176, JIHADIST) and agrees(game, 176, JIHADIST)
    run(game, 176, JIHADIST)
    jordan = country(game, "Jordan")
    assert (jordan.governance, jordan.alignment) == (UNTESTED, None)
    assert (jordan.cells, jordan.cadre, jordan.troops, jordan.militia, jordan.aid) == (0, 0, 0, 0, 0)
    assert (jordan.awakening, jordan.reaction, jordan.besieged, jordan.plots, jordan.markers) == (0, 0, False, [], [])
    assert game.state.plots_available.count("1") == 3
    assert board.troops_on_track(game.state) == 15


def test_176_change_of_state_targets():
    assert playable(make_game(state_176()), 176, JIHADIST)
    state = even_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)  # Sunni, not Jordan or Morocco
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)  # in Civil War
    setc(state, "Iraq", governance=GOOD, alignment=ALLY)  # Good
    game = make_game(state)
    assert c151_180._change_of_state_targets(game) == ["Jordan", "Morocco"]  # untested, yet named
    assert playable(game, 176, JIHADIST) and not effective(game, 176, JIHADIST) and agrees(game, 176, JIHADIST)
    setc(state, "Lebanon", governance=FAIR, alignment=NEUTRAL)
    assert effective(make_game(state), 176, JIHADIST)


# -- 177 Gaza Rockets ------------------------------------------------------------------------


def test_177_gaza_rockets_places_two_plots_in_israel_and_lowers_funding():
    game = make_game(even_state(funding=5), dice=[])
    assert effective(game, 177, JIHADIST) and agrees(game, 177, JIHADIST)
    run(game, 177, JIHADIST)
    assert [(p.kind, p.face_up) for p in country(game, "Israel").plots] == [("1", True), ("1", True)]
    assert game.state.funding == 4 and game.state.plots_available.count("1") == 1


def test_177_gaza_rockets_without_plots_at_funding_1_has_no_effect():
    state = even_state(funding=1)
    state.plots_resolved = ["1", "1", "1"]
    state.plots_available = ["2", "2", "3"]
    game = make_game(state)
    assert playable(game, 177, JIHADIST) and not effective(game, 177, JIHADIST) and agrees(game, 177, JIHADIST)


# -- 178 Ghost Soldiers ----------------------------------------------------------------------


def test_178_ghost_soldiers_removes_half_the_militia_rounded_up():
    state = even_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=3)
    game = make_game(state, dice=[])
    assert effective(game, 178, JIHADIST) and agrees(game, 178, JIHADIST)
    run(game, 178, JIHADIST)
    assert country(game, "Syria").militia == 1


def test_178_ghost_soldiers_needs_militia_in_civil_war_or_regime_change():
    state = even_state()
    setc(state, "Egypt", governance=POOR, alignment=ALLY, militia=3)
    assert not playable(make_game(state), 178, JIHADIST)
    setc(state, "Egypt", regime_change="tan")
    assert playable(make_game(state), 178, JIHADIST)


# -- 179 Korean Crises -----------------------------------------------------------------------


def test_179_korean_crises_sends_two_troops_off_map_and_sets_china_opposite():
    game = make_game(even_state(us_posture=SOFT), dice=[])
    assert effective(game, 179, JIHADIST) and agrees(game, 179, JIHADIST)
    run(game, 179, JIHADIST)
    assert game.state.off_map_troops == 2 and board.troops_on_track(game.state) == 13
    assert country(game, "China").posture == HARD
    assert deck.where_is(game, 179) == "lapsing"


def test_179_korean_crises_takes_troops_from_the_track_first_then_the_map():
    state = even_state(us_posture=HARD)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=8)
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=6)
    game = make_game(state, dice=[], jihadist=[("event.179.troops_from", "Afghanistan")])
    run(game, 179, JIHADIST)
    assert board.troops_on_track(game.state) == 0
    assert (country(game, "Iraq").troops, country(game, "Afghanistan").troops) == (8, 5)
    assert game.state.off_map_troops == 2 and country(game, "China").posture == SOFT


def test_179_korean_crises_needs_a_troop_to_move():
    state = even_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=15, markers=["Truce"])
    assert not playable(make_game(state), 179, JIHADIST)
    assert playable(make_game(even_state()), 179, JIHADIST)


# -- 180 Mosul Central Bank ------------------------------------------------------------------


def test_180_mosul_central_bank_raises_funding_by_two():
    state = even_state(funding=6)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    game = make_game(state, dice=[])
    assert effective(game, 180, JIHADIST) and agrees(game, 180, JIHADIST)
    run(game, 180, JIHADIST)
    assert game.state.funding == 8 and deck.where_is(game, 180) == "removed"


def test_180_mosul_central_bank_needs_a_cell_in_civil_war():
    state = even_state(funding=9)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)
    assert not playable(make_game(state), 180, JIHADIST)
    setc(state, "Syria", actives=1)
    game = make_game(state)
    assert playable(game, 180, JIHADIST) and not effective(game, 180, JIHADIST) and agrees(game, 180, JIHADIST)


# -- every card through the turn driver ------------------------------------------------------


def _with_hand(builder: Callable[[], GameState]) -> Callable[[], GameState]:
    def build() -> GameState:
        state = builder()
        state.hands[US] = state.hands[US] or [201]
        return state

    return build


def _state_generic() -> GameState:
    state = even_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=2, sleepers=1)
    state.draw_pile = [200]
    return state


def _state_160() -> GameState:
    state = even_state()
    state.discard = [219]
    return state


def _state_180() -> GameState:
    state = even_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1, militia=2)
    return state


PLAYABLE_STATES: dict[int, Callable[[], GameState]] = {
    151: state_151, 152: state_152, 153: state_facebook, 154: state_facebook, 155: _state_generic,
    156: state_156, 157: state_157, 158: state_158, 159: state_159, 160: _state_160, 161: state_161,
    162: state_162, 163: state_163, 164: _state_generic, 165: state_165, 166: _with_hand(_state_generic),
    167: state_167, 168: state_168, 169: state_169, 170: state_170, 171: _state_generic, 172: state_172,
    173: _state_generic, 174: _state_generic, 175: state_facebook, 176: state_176, 177: _state_generic,
    178: _state_180, 179: _state_generic, 180: _state_180,
}

# where each card ends after its event: the card table, except NATO (a country marker: discarded)
EXPECTED_PILE = {"discard": "discard", "remove": "removed", "mark": "discard", "lapsing": "lapsing"}


def _sides(number: int) -> list[str]:
    return [side for side in (US, JIHADIST) if events.side_may_play(number, side)]


@pytest.mark.parametrize("number,side", [(n, s) for n in range(151, 181) for s in _sides(n)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_card_151_180_plays_through_the_driver_with_invariants(number, side, seed):
    game = make_game(PLAYABLE_STATES[number](), seed=seed)
    game.verify()
    assert playable(game, number, side)
    cardplay.run_event(game, side, number)
    game.verify()
    expected = "discard" if number == 159 else EXPECTED_PILE[facts.cards()[number].after_play]
    assert deck.where_is(game, number) == expected
    marked = facts.cards()[number].after_play == "mark" and number != 159  # NATO: a country marker
    assert (number in game.state.events_in_play) == marked  # a marked event's marker stays in play (6.2.3)


def test_every_card_151_180_is_registered_for_its_side_only():
    assert all(events.spec(n) is not None for n in range(151, 181))
    assert [n for n in range(151, 181) if events.side_may_play(n, US)] == list(range(151, 164))
    assert [n for n in range(151, 181) if events.side_may_play(n, JIHADIST)] == list(range(164, 181))
