"""US operations (base rules 7.x with Awakening 11.x): War of Ideas, Deploy, Regime Change,
Withdraw, Disrupt, Alert, Reassessment."""

from __future__ import annotations

import pytest

from game.labyrinth import board, cardplay, pieces, us_ops
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    NEUTRAL,
    POOR,
    SOFT,
    UNTESTED,
    PlotMarker,
)

from .helpers import make_game, make_state, setc

TRACK = pieces.TRACK


def even_world(state):
    """On the blank board only Israel (Hard) counts; a Soft Canada makes world posture Even."""
    setc(state, "Canada", posture=SOFT)
    return state


def test_operations_table_has_the_seven_us_operations():
    assert set(us_ops.OPERATIONS) == {"war_of_ideas", "deploy", "withdraw", "regime_change", "disrupt", "alert",
                                      "reassessment"}
    assert {name: op.min_ops for name, op in us_ops.OPERATIONS.items() if op.min_ops > 1} == {
        "withdraw": 3, "regime_change": 3}
    # Alert needs 3 Ops unless optional rule 2 (Heroic Alerts) lets a human US use fewer
    state = make_state()
    setc(state, "Jordan", governance=GOOD, alignment="ally", plots=[PlotMarker("1")])
    game = make_game(state)
    assert not us_ops.OPERATIONS["alert"].available(game, 2) and us_ops.OPERATIONS["alert"].available(game, 3)


# -- War of Ideas (7.2) ------------------------------------------------------------------


def test_7_2_woi_muslim_targets_need_ops_and_exclude_adversary_good_ally_islamist_rule_and_truce():
    state = even_world(make_state())
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    setc(state, "Syria", governance=FAIR, alignment=ADVERSARY)
    setc(state, "Saudi Arabia", governance=GOOD, alignment=ALLY)
    setc(state, "Gulf States", governance=GOOD, alignment=NEUTRAL)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL, markers=["Truce"])
    game = make_game(state)
    one = us_ops.woi_targets(game, 1)
    assert "Egypt" in one  # untested: tested first
    assert "Gulf States" in one  # Good Neutral may still shift to Ally
    assert "Jordan" not in one and "Jordan" in us_ops.woi_targets(game, 3)
    for never in ("Syria", "Saudi Arabia", "Iraq", "Pakistan"):
        assert never not in us_ops.woi_targets(game, 3)


def test_7_2_woi_in_regime_change_needs_troops_and_militia_five_more_than_cells():
    state = even_world(make_state())
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="green", troops=4, militia=1)
    game = make_game(state)
    assert "Afghanistan" in us_ops.woi_targets(game, 3)
    state.countries["Afghanistan"].sleepers = 1
    assert "Afghanistan" not in us_ops.woi_targets(game, 3)
    state.countries["Afghanistan"].markers.append("NATO")  # a troop marker counts as 2 troops
    assert "Afghanistan" in us_ops.woi_targets(game, 3)


def test_7_2_woi_non_muslim_targets_need_ops_at_least_governance_never_us_israel_or_iran_tile():
    game = make_game(even_world(make_state()))
    one, two = us_ops.woi_targets(game, 1), us_ops.woi_targets(game, 2)
    assert "United Kingdom" in one
    assert "Russia" not in one and "Russia" in two
    for never in ("United States", "Israel", "Iran"):
        assert never not in us_ops.woi_targets(game, 3)


@pytest.mark.parametrize(("prestige", "modifier"), [(3, -1), (5, 0), (7, 1), (10, 2)])
def test_7_2_woi_prestige_modifier(prestige, modifier):
    state = even_world(make_state(prestige=prestige))
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    assert us_ops.woi_modifiers(make_game(state), "Egypt") == modifier


def test_7_2_woi_gwot_penalty_subtracts_unless_ignored():
    state = make_state(us_posture=SOFT)
    setc(state, "United Kingdom", posture=HARD)
    setc(state, "France", posture=HARD)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state)
    assert board.gwot_penalty(state) == 3  # Israel, UK, France Hard against a Soft US
    assert us_ops.woi_modifiers(game, "Egypt") == -3
    assert us_ops.woi_modifiers(game, "Egypt", ignore_gwot_penalty=True) == 0


def test_7_2_woi_each_aid_marker_adds_one():
    state = even_world(make_state())
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, aid=2)
    assert us_ops.woi_modifiers(make_game(state), "Egypt") == 2


def test_7_2_1_2_woi_adjacent_muslim_good_ally_adds_one_but_not_good_neutral_or_non_muslim():
    state = even_world(make_state())
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    setc(state, "Saudi Arabia", governance=GOOD, alignment=NEUTRAL)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)  # next to Israel (Good, non-Muslim)
    game = make_game(state)
    assert us_ops.woi_modifiers(game, "Jordan") == 0
    assert us_ops.woi_modifiers(game, "Egypt") == 0
    state.countries["Saudi Arabia"].alignment = ALLY
    assert us_ops.woi_modifiers(game, "Jordan") == 1


def test_7_2_woi_shifting_a_fair_ally_to_good_is_minus_one():
    state = even_world(make_state())
    setc(state, "Egypt", governance=FAIR, alignment=ALLY)
    setc(state, "Jordan", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state)
    assert us_ops.woi_modifiers(game, "Egypt") == -1
    assert us_ops.woi_modifiers(game, "Jordan") == 0


def test_11_1_3_woi_adds_awakening_and_subtracts_reaction():
    state = even_world(make_state())
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=3, reaction=1)
    assert us_ops.woi_modifiers(make_game(state), "Egypt") == 2


def test_13_5_nomercy_us_bot_ignores_negative_woi_modifiers():
    state = make_state(prestige=3, us_posture=SOFT)  # Low prestige -1, GWOT penalty -1 (Israel Hard)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, aid=1, awakening=1, reaction=2)
    game = make_game(state, bots={"us"})
    assert us_ops.woi_modifiers(game, "Egypt") == -2
    game.capabilities["us"]["woi_ignore_penalties"] = True
    assert us_ops.woi_modifiers(game, "Egypt") == 2  # aid +1, awakening +1 only


def test_7_2_woi_success_shifts_neutral_to_ally():
    state = even_world(make_state())
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[5])
    assert us_ops.war_of_ideas_in(game, "Egypt", 3)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].alignment) == (POOR, ALLY)


def test_7_2_woi_success_in_an_ally_improves_governance():
    state = even_world(make_state())
    setc(state, "Egypt", governance=POOR, alignment=ALLY, awakening=1)
    game = make_game(state, dice=[4])  # 4 + 1 awakening = 5
    assert us_ops.war_of_ideas_in(game, "Egypt", 3)
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.alignment, egypt.awakening) == (FAIR, ALLY, 0)  # 11.1.5


def test_7_2_woi_fair_ally_to_good_with_convergence():
    state = even_world(make_state())
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, aid=1)
    # 6 - 1 (shift to Good) + 1 aid = 6; Convergence: brown 3 black 3 -> Turkey, tested 5 (Fair)
    game = make_game(state, dice=[6, 3, 3, 5])
    assert us_ops.war_of_ideas_in(game, "Egypt", 2)
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.aid) == (GOOD, 0)
    assert state.countries["Turkey"].awakening == 1


def test_7_2_woi_modified_four_places_aid_where_there_is_none():
    state = even_world(make_state())
    setc(state, "Egypt", governance=FAIR, alignment=ALLY)
    game = make_game(state, dice=[5])  # 5 - 1 = 4
    assert not us_ops.war_of_ideas_in(game, "Egypt", 2)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].aid) == (FAIR, 1)


def test_11_3_14_a_war_of_ideas_of_four_places_no_aid_in_a_good_country():
    state = even_world(make_state(prestige=5))
    setc(state, "Gulf States", governance=GOOD, alignment=NEUTRAL)
    game = make_game(state, dice=[4])  # 4, no modifier: a modified 4
    assert not us_ops.war_of_ideas_in(game, "Gulf States", 1)
    assert state.countries["Gulf States"].aid == 0  # Good countries hold no aid (as the reference reads it)


def test_7_2_woi_modified_four_with_aid_already_there_adds_no_more():
    state = even_world(make_state())
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, aid=1)
    game = make_game(state, dice=[3])  # 3 + 1 aid = 4
    assert not us_ops.war_of_ideas_in(game, "Egypt", 3)
    assert (state.countries["Egypt"].alignment, state.countries["Egypt"].aid) == (NEUTRAL, 1)


def test_7_2_woi_modified_three_or_less_does_nothing():
    state = even_world(make_state())
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[3])
    assert not us_ops.war_of_ideas_in(game, "Egypt", 3)
    assert (state.countries["Egypt"].alignment, state.countries["Egypt"].aid) == (NEUTRAL, 0)


def test_7_2_woi_gwot_penalty_applies_unless_the_event_ignores_it():
    state = make_state(us_posture=SOFT)  # penalty 1
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[5, 5])
    assert not us_ops.war_of_ideas_in(game, "Egypt", 3)  # 5 - 1 = 4: aid
    assert state.countries["Egypt"].aid == 1
    state.countries["Egypt"].aid = 0
    assert us_ops.war_of_ideas_in(game, "Egypt", 3, ignore_gwot_penalty=True)
    assert state.countries["Egypt"].alignment == ALLY


def test_4_9_4_woi_in_untested_country_tests_first_and_stops_without_enough_ops():
    state = even_world(make_state())
    game = make_game(state, dice=[5])  # tested Fair: 1 Op is not enough; no WoI roll
    assert not us_ops.war_of_ideas_in(game, "Egypt", 1)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].alignment) == (FAIR, NEUTRAL)


def test_4_9_4_woi_in_untested_country_with_enough_ops_rolls_after_the_test():
    state = even_world(make_state())
    game = make_game(state, dice=[2, 5])  # tested Poor, then WoI 5
    assert us_ops.war_of_ideas_in(game, "Egypt", 3)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].alignment) == (POOR, ALLY)


def test_7_2_woi_not_allowed_in_adversary():
    state = even_world(make_state())
    setc(state, "Syria", governance=FAIR, alignment=ADVERSARY)
    with pytest.raises(ValueError):
        us_ops.war_of_ideas_in(make_game(state, dice=[6]), "Syria", 3)


def test_7_2_woi_non_muslim_roll_sets_posture_and_matching_us_posture_gains_prestige():
    state = make_state(us_posture=HARD, prestige=5)
    game = make_game(state, dice=[5])
    assert us_ops.war_of_ideas_in(game, "United Kingdom", 1)
    assert (state.countries["United Kingdom"].posture, state.prestige) == (HARD, 6)


def test_7_2_woi_non_muslim_posture_opposite_the_us_gains_nothing():
    state = make_state(us_posture=HARD, prestige=5)
    setc(state, "United Kingdom", posture=HARD)
    game = make_game(state, dice=[4])
    assert not us_ops.war_of_ideas_in(game, "United Kingdom", 1)
    assert (state.countries["United Kingdom"].posture, state.prestige) == (SOFT, 5)


def test_7_2_woi_non_muslim_needs_ops_at_least_governance():
    game = make_game(make_state(), dice=[])
    assert not us_ops.war_of_ideas_in(game, "Russia", 1)  # Fair: no roll happens
    assert game.state.countries["Russia"].posture is None


def test_7_2_woi_operation_asks_the_target_and_returns_ops_used():
    state = even_world(make_state())
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[5], us=[("op.woi.target", "Egypt")])
    woi = us_ops.OPERATIONS["war_of_ideas"]
    assert woi.available(game, 3)
    assert woi.perform(game, 3) == 2
    assert state.countries["Egypt"].alignment == ALLY
    assert game.deciders["us"].asked[0].purpose == "op.woi.target"


# -- Deploy (7.3) ------------------------------------------------------------------------


def test_7_3_deploy_destinations_are_allies_with_governance_within_ops():
    state = make_state()
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    setc(state, "Saudi Arabia", governance=POOR, alignment=ALLY)
    setc(state, "Jordan", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Pakistan", governance=FAIR, alignment=ALLY, markers=["Truce"])
    game = make_game(state)
    # no troops on the map: the track is the only source and so no destination
    assert us_ops.deploy_sources(game, 2) == [TRACK]
    assert us_ops.deploy_destinations(game, 2) == ["Gulf States"]
    assert us_ops.deploy_destinations(game, 3) == ["Gulf States", "Saudi Arabia"]


def test_7_3_deploy_to_the_track_with_any_card_and_from_the_track_only_when_a_country_can_take_troops():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, troops=2)
    game = make_game(state)
    assert us_ops.deploy_sources(game, 1) == ["Iraq"]
    assert us_ops.deploy_destinations(game, 1) == [TRACK]
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    assert us_ops.deploy_sources(game, 2) == [TRACK, "Iraq"]
    assert us_ops.deploy_destinations(game, 2) == [TRACK, "Gulf States"]


def test_7_3_deploy_from_regime_change_leaves_five_more_troops_than_cells():
    state = make_state()
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="green", troops=9, sleepers=2)
    game = make_game(state)
    assert us_ops.max_deploy_from(game, "Afghanistan") == 2
    state.countries["Afghanistan"].troops = 7
    assert us_ops.max_deploy_from(game, "Afghanistan") == 0
    assert "Afghanistan" not in us_ops.deploy_sources(game, 3)


def test_7_3_troop_markers_stay_behind_but_count_toward_the_regime_change_margin():
    state = make_state()
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="green", troops=6, sleepers=2,
         markers=["NATO"])
    setc(state, "Iraq", governance=POOR, alignment=ALLY, civil_war=True, markers=["NATO"])
    game = make_game(state)
    assert us_ops.max_deploy_from(game, "Afghanistan") == 1  # 6 cubes + NATO 2 - (2 cells + 5)
    assert us_ops.max_deploy_from(game, "Iraq") == 0  # NATO alone never deploys
    assert "Iraq" not in us_ops.deploy_sources(game, 3)


def test_7_3_deploy_outside_regime_change_may_take_every_cube():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=4, sleepers=6)
    assert us_ops.max_deploy_from(make_game(state), "Iraq") == 4


def test_7_3_deploy_must_go_somewhere_else_and_within_the_limit():
    state = make_state()
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="green", troops=9, sleepers=2)
    game = make_game(state)
    with pytest.raises(ValueError):
        us_ops.deploy(game, "Afghanistan", "Afghanistan", 1)
    with pytest.raises(ValueError):
        us_ops.deploy(game, "Afghanistan", TRACK, 3)
    us_ops.deploy(game, "Afghanistan", TRACK, 2)
    assert state.countries["Afghanistan"].troops == 7
    assert board.troops_on_track(state) == 8


def test_7_3_deploying_troops_into_a_country_removes_advisors():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=ALLY, civil_war=True, markers=["Advisors"])
    game = make_game(state)
    us_ops.deploy(game, TRACK, "Syria", 2)
    assert (state.countries["Syria"].troops, state.countries["Syria"].markers) == (2, [])


def test_7_3_deploy_operation_asks_source_destination_and_count():
    state = make_state()
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="green", troops=9, sleepers=2)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game = make_game(state, us=[("op.deploy.from", "Afghanistan"), ("op.deploy.to", "Gulf States"),
                                ("op.deploy.count", 2)])
    deploy = us_ops.OPERATIONS["deploy"]
    assert deploy.available(game, 2)
    assert deploy.perform(game, 2) == 2  # the destination's governance
    assert (state.countries["Afghanistan"].troops, state.countries["Gulf States"].troops) == (7, 2)
    count = game.deciders["us"].asked[2]
    assert (count.purpose, count.low, count.high) == ("op.deploy.count", 1, 2)


def test_7_3_deploy_to_the_track_costs_one_op():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, troops=3)
    game = make_game(state, us=[("op.deploy.count", 3)])
    assert us_ops.OPERATIONS["deploy"].perform(game, 1) == 1
    assert state.countries["Iraq"].troops == 0


# -- Regime Change (7.3) -----------------------------------------------------------------


def _islamist_iraq(state):
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=2, actives=1)
    return state


def test_7_3_regime_change_targets_islamist_rule_with_six_troops_available():
    state = _islamist_iraq(make_state(us_posture=HARD))
    game = make_game(state)
    assert us_ops.regime_change_targets(game) == ["Iraq"]
    assert us_ops.regime_change_sources(game, "Iraq") == [TRACK]
    assert us_ops.OPERATIONS["regime_change"].available(game, 3)
    assert not us_ops.OPERATIONS["regime_change"].available(game, 2)
    state.us_posture = SOFT
    assert not us_ops.OPERATIONS["regime_change"].available(game, 3)


def test_7_3_regime_change_needs_a_source_of_six_troops():
    state = _islamist_iraq(make_state(us_posture=HARD, off_map_troops=5))
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="green", troops=10, sleepers=0)
    game = make_game(state)
    assert board.troops_on_track(state) == 0
    assert us_ops.regime_change_sources(game, "Iraq") == []  # Afghanistan can spare only 5
    state.countries["Afghanistan"].troops = 11
    assert us_ops.regime_change_sources(game, "Iraq") == ["Afghanistan"]
    state.countries["Iraq"].markers.append("Truce")
    assert us_ops.regime_change_targets(game) == []


def test_7_3_regime_change_full_sequence():
    state = _islamist_iraq(make_state(us_posture=HARD, prestige=5))  # world Hard 1 = US: no GWOT penalty
    game = make_game(state, dice=[5, 6, 4, 2])  # governance 5 Fair; prestige up by min(4, 2)
    us_ops.regime_change(game, "Iraq", TRACK, 6)
    iraq = state.countries["Iraq"]
    assert (iraq.troops, iraq.regime_change, iraq.governance, iraq.alignment) == (6, "green", FAIR, ALLY)
    assert (iraq.sleepers, iraq.actives) == (0, 3)
    assert board.troops_on_track(state) == 9
    assert state.prestige == 7


def test_7_3_regime_change_poor_and_gwot_penalty_on_the_prestige_direction():
    state = _islamist_iraq(make_state(us_posture=HARD, prestige=5))
    setc(state, "United Kingdom", posture=SOFT)
    setc(state, "France", posture=SOFT)  # world Soft 1 against a Hard US: penalty
    game = make_game(state, dice=[4, 5, 3, 4])  # governance Poor; direction 5 - 1 = 4: down by 3
    us_ops.regime_change(game, "Iraq", TRACK, 7)
    assert (state.countries["Iraq"].governance, state.countries["Iraq"].troops) == (POOR, 7)
    assert state.prestige == 2


def test_11_3_8_regime_change_in_the_caliphate_capital_keeps_the_capital():
    state = _islamist_iraq(make_state(us_posture=HARD))
    state.caliphate_capital = "Iraq"
    game = make_game(state, dice=[2, 6, 1, 1])
    us_ops.regime_change(game, "Iraq", TRACK, 6)
    assert state.caliphate_capital == "Iraq"  # a Regime Change country still hosts it


def test_7_3_regime_change_needs_at_least_six_troops():
    state = _islamist_iraq(make_state(us_posture=HARD))
    with pytest.raises(ValueError):
        us_ops.regime_change(make_game(state, dice=[5, 5, 5, 5]), "Iraq", TRACK, 5)


def test_7_3_regime_change_operation_asks_target_source_and_count():
    state = _islamist_iraq(make_state(us_posture=HARD))
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=8)
    game = make_game(state, dice=[6, 1, 3, 3],
                     us=[("op.regime_change.from", "Afghanistan"), ("op.regime_change.count", 7)])
    assert us_ops.OPERATIONS["regime_change"].perform(game, 3) == 3
    assert (state.countries["Afghanistan"].troops, state.countries["Iraq"].troops) == (1, 7)
    assert state.prestige == 2  # direction 1: down by 3


# -- Withdraw (7.3.5) --------------------------------------------------------------------


def test_7_3_5_withdraw_sources_are_regime_change_countries_with_troop_cubes():
    state = make_state(us_posture=SOFT)
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="tan", troops=3, sleepers=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="green", markers=["NATO"])
    game = make_game(state)
    assert us_ops.withdraw_sources(game) == ["Afghanistan"]
    assert us_ops.OPERATIONS["withdraw"].available(game, 3)
    assert not us_ops.OPERATIONS["withdraw"].available(game, 2)
    state.us_posture = HARD
    assert not us_ops.OPERATIONS["withdraw"].available(game, 3)


def test_7_3_5_withdraw_ignores_cells_removes_aid_besieges_and_rolls_prestige():
    state = even_world(make_state(us_posture=SOFT, prestige=5))
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="tan", troops=3, sleepers=5, aid=1)
    game = make_game(state, dice=[5, 2, 3])
    us_ops.withdraw(game, "Afghanistan", TRACK, 3)
    afghanistan = state.countries["Afghanistan"]
    assert (afghanistan.troops, afghanistan.aid, afghanistan.besieged, afghanistan.regime_change) == (0, 0, True, "tan")
    assert state.prestige == 7


def test_7_3_5_withdraw_operation_may_send_troops_to_an_ally():
    state = even_world(make_state(us_posture=SOFT, prestige=5))
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, regime_change="tan", troops=4)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game = make_game(state, dice=[1, 6, 6], us=[("op.withdraw.to", "Gulf States"), ("op.withdraw.count", 2)])
    assert us_ops.withdraw_destinations(game, "Afghanistan") == [TRACK, "Gulf States"]
    assert us_ops.OPERATIONS["withdraw"].perform(game, 3) == 3
    assert (state.countries["Afghanistan"].troops, state.countries["Gulf States"].troops) == (2, 2)
    assert state.prestige == 1  # down by 6, floored at 1


# -- Disrupt (7.4) -----------------------------------------------------------------------


def test_7_4_disrupt_muslim_targets():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, sleepers=1)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, sleepers=1, troops=1, militia=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, sleepers=1, militia=1)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, actives=2, troops=2)
    setc(state, "Somalia", governance=POOR, alignment=ALLY, cadre=1)
    setc(state, "Pakistan", governance=POOR, alignment=ALLY, sleepers=1, markers=["Truce"])
    game = make_game(state)
    assert "Egypt" not in us_ops.disrupt_targets(game, 1)
    assert us_ops.disrupt_targets(game, 2) == ["Egypt"]
    assert us_ops.disrupt_targets(game, 3) == ["Egypt", "Jordan", "Somalia"]


def test_7_4_disrupt_non_muslim_targets_need_ops_at_least_governance_not_iran_tile():
    state = make_state()
    setc(state, "United Kingdom", posture=SOFT, sleepers=1)
    setc(state, "Russia", posture=HARD, cadre=1)
    setc(state, "Iran", sleepers=1)
    game = make_game(state)
    assert us_ops.disrupt_targets(game, 1) == ["United Kingdom"]
    assert us_ops.disrupt_targets(game, 3) == ["Russia", "United Kingdom"]


@pytest.mark.parametrize(("fields", "losses"), [
    ({"militia": 2}, 1),  # militia alone: 1 (11.2.4)
    ({"troops": 1, "militia": 1}, 2),
    ({"militia": 2, "markers": ["Advisors"]}, 2),
    ({"troops": 1}, 1),
    ({"markers": ["NATO"]}, 2),
])
def test_11_2_4_disrupt_losses_in_muslim_countries(fields, losses):
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=ALLY, sleepers=3, **fields)
    assert us_ops.disrupt_losses(make_game(state), "Syria") == losses


def test_7_4_disrupt_losses_in_non_muslim_countries_and_caps():
    state = make_state(us_posture=HARD)
    setc(state, "United Kingdom", posture=HARD, sleepers=3)
    setc(state, "France", posture=SOFT, sleepers=3)
    setc(state, "United States", sleepers=1)
    setc(state, "Germany", posture=SOFT, cadre=1)
    game = make_game(state)
    assert us_ops.disrupt_losses(game, "United Kingdom") == 2
    assert us_ops.disrupt_losses(game, "France") == 1
    assert us_ops.disrupt_losses(game, "United States") == 1  # Hard, but only one cell
    assert us_ops.disrupt_losses(game, "Germany") == 0  # a cadre only


def test_7_4_disrupt_us_chooses_which_cells_flip_or_go():
    state = make_state(prestige=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=2, actives=2, troops=2)
    game = make_game(state, us=[("op.disrupt.how", (0, 2))])
    us_ops.disrupt_in(game, "Iraq")
    iraq = state.countries["Iraq"]
    assert (iraq.sleepers, iraq.actives) == (0, 4)
    assert game.deciders["us"].asked[0].options == ((2, 0), (1, 1), (0, 2))
    assert state.prestige == 6


def test_4_8_4_disrupt_removing_the_last_cell_leaves_a_cadre():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, actives=1)
    game = make_game(state)
    us_ops.disrupt_in(game, "Egypt")
    egypt = state.countries["Egypt"]
    assert (egypt.cells, egypt.cadre) == (0, 1)
    assert state.prestige == 5  # no troops


def test_7_4_disrupt_where_only_a_cadre_removes_it():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, cadre=1)
    game = make_game(state)
    us_ops.disrupt_in(game, "Egypt")
    assert state.countries["Egypt"].cadre == 0


def test_11_2_4_disrupt_with_militia_alone_gains_no_prestige():
    state = make_state(prestige=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2, militia=2)
    game = make_game(state)
    us_ops.disrupt_in(game, "Syria")
    assert (state.countries["Syria"].sleepers, state.countries["Syria"].actives, state.prestige) == (1, 1, 5)


def test_11_2_4_disrupt_with_troops_among_militia_gains_prestige():
    state = make_state(prestige=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=2, troops=1, militia=1)
    game = make_game(state)
    us_ops.disrupt_in(game, "Syria")
    assert (state.countries["Syria"].actives, state.countries["Syria"].cadre, state.prestige) == (0, 1, 6)


def test_11_2_4_troop_markers_without_prestige_loss_count_for_losses_not_for_prestige():
    state = make_state(prestige=5)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=2, militia=1,
         markers=["UNSCR 1973"])
    game = make_game(state)
    us_ops.disrupt_in(game, "Libya")
    assert (state.countries["Libya"].actives, state.prestige) == (0, 5)


def test_7_4_disrupt_non_muslim_with_two_troops_gains_prestige():
    state = make_state(prestige=5)
    setc(state, "Philippines", posture=SOFT, sleepers=1, troops=2)
    game = make_game(state)
    assert us_ops.disrupt_affects_prestige(game, "Philippines")
    us_ops.disrupt_in(game, "Philippines")
    assert state.prestige == 6


def test_13_5_adept_us_bot_disrupt_gives_two_prestige():
    state = make_state(prestige=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, actives=1, troops=2)
    game = make_game(state, bots={"us"})
    game.capabilities["us"]["disrupt_prestige"] = 2
    us_ops.disrupt_in(game, "Iraq")
    assert state.prestige == 7


def test_7_4_disrupt_operation_asks_target_and_cells():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=1, actives=1, troops=2)
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, sleepers=1)
    game = make_game(state, us=[("op.disrupt.target", "Iraq")])
    disrupt = us_ops.OPERATIONS["disrupt"]
    assert disrupt.available(game, 2) and disrupt.available(game, 3)
    assert disrupt.perform(game, 3) == 3
    assert (state.countries["Iraq"].sleepers, state.countries["Iraq"].actives) == (0, 1)


# -- Alert (7.5) -------------------------------------------------------------------------


def test_7_5_alert_targets_are_countries_with_plots_not_under_truce():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, plots=[PlotMarker("1")])
    setc(state, "Iraq", governance=POOR, alignment=ALLY, plots=[PlotMarker("2")], markers=["Truce"])
    game = make_game(state)
    assert us_ops.alert_targets(game) == ["Egypt"]
    assert us_ops.OPERATIONS["alert"].available(game, 3)
    assert not us_ops.OPERATIONS["alert"].available(game, 2)


def test_11_3_2_alerted_plot_goes_to_the_resolved_box():
    state = make_state(prestige=5)
    state.plots_available.remove("2")
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, plots=[PlotMarker("2")])
    game = make_game(state)
    us_ops.alert(game, "Egypt", state.countries["Egypt"].plots[0])
    assert (state.countries["Egypt"].plots, state.plots_resolved, state.prestige) == ([], ["2"], 5)


def test_11_3_1_alerting_a_wmd_plot_removes_it_and_gains_prestige():
    state = make_state(prestige=5)
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, plots=[PlotMarker("WMD")])
    game = make_game(state)
    us_ops.alert(game, "Egypt", state.countries["Egypt"].plots[0])
    assert (state.plots_removed, state.plots_resolved, state.prestige) == (["WMD"], [], 6)


def test_7_5_alert_operation_chooses_a_face_up_plot_or_a_face_down_one():
    state = make_state()
    setc(state, "United Kingdom", posture=SOFT, plots=[PlotMarker("1"), PlotMarker("2", face_up=True)])
    game = make_game(state, us=[("op.alert.plot", "2")])
    assert us_ops.OPERATIONS["alert"].perform(game, 3) == 3
    assert state.countries["United Kingdom"].plots == [PlotMarker("1")]
    assert game.deciders["us"].asked[0].options == ("2", "face down")


def test_13_5_competent_us_bot_alerts_two_plots_in_the_same_country():
    state = make_state()
    setc(state, "United Kingdom", posture=SOFT,
         plots=[PlotMarker("1", face_up=True), PlotMarker("3", face_up=True), PlotMarker("2", face_up=True)])
    game = make_game(state, bots={"us"}, us=[("op.alert.plot", "3"), ("op.alert.plot", "2")])
    game.capabilities["us"]["alert_two_plots"] = True
    us_ops.OPERATIONS["alert"].perform(game, 3)
    assert state.countries["United Kingdom"].plots == [PlotMarker("1", face_up=True)]


# -- Reassessment (7.6) ------------------------------------------------------------------

FACEBOOK, CONGRESS_ACTS, FALLOUT, SIRTE, ISIL = 153, 152, 131, 132, 188


def test_7_6_reassessment_needs_two_three_ops_cards_first_card_of_the_phase():
    state = make_state()
    state.hands["us"] = [FACEBOOK, FALLOUT]
    game = make_game(state)
    assert us_ops.reassessment_possible(game, 3)
    assert not us_ops.reassessment_possible(game, 2)
    state.hands["us"] = [FALLOUT]
    assert not us_ops.reassessment_possible(game, 3)
    state.hands["us"] = [FACEBOOK]
    state.cards_played_in_phase = 1
    assert not us_ops.reassessment_possible(game, 3)


def test_7_6_2_reserves_do_not_help_a_player_reassess():
    state = make_state(reserves={"us": 2, "jihadist": 0})
    state.hands["us"] = [SIRTE]
    game = make_game(state)
    assert not us_ops.reassessment_possible(game, 2)


def test_7_6_reassessment_flips_posture_and_discards_the_second_card():
    state = make_state(us_posture=SOFT)
    state.hands["us"] = [FACEBOOK, FALLOUT]
    game = make_game(state)
    game.current_card = CONGRESS_ACTS
    reassessment = us_ops.OPERATIONS["reassessment"]
    assert reassessment.available(game, 3)
    assert reassessment.perform(game, 3) == 3
    assert (state.us_posture, state.hands["us"], state.discard) == (HARD, [FALLOUT], [FACEBOOK])


def test_13_4_6_us_bot_reassesses_with_reserves_reaching_six():
    state = make_state(us_posture=HARD, reserves={"us": 2, "jihadist": 0})
    state.hands["us"] = [SIRTE]
    game = make_game(state, bots={"us"})
    game.current_card = FALLOUT
    assert us_ops.reassessment_possible(game, 2)
    us_ops.OPERATIONS["reassessment"].perform(game, 2)
    assert (state.us_posture, state.reserves["us"], state.discard) == (SOFT, 0, [SIRTE])


def test_13_4_6_us_bot_spends_only_the_reserves_it_needs():
    state = make_state(us_posture=HARD, reserves={"us": 2, "jihadist": 0})
    state.hands["us"] = [SIRTE]
    game = make_game(state, bots={"us"})
    game.current_card = FACEBOOK
    us_ops.OPERATIONS["reassessment"].perform(game, 3)
    assert (state.us_posture, state.reserves["us"]) == (SOFT, 1)


def test_13_4_us_bot_second_card_jihadist_event_does_not_fire():
    state = make_state(us_posture=HARD)
    state.hands["us"] = [ISIL]
    game = make_game(state, bots={"us"})
    game.current_card = FACEBOOK
    us_ops.reassess(game, 3)
    assert (state.us_posture, state.discard) == (SOFT, [ISIL])


def test_6_3_2_players_second_card_jihadist_event_fires_when_it_can(monkeypatch):
    from game.labyrinth import events

    fired = []
    monkeypatch.setattr(events, "can_play_event", lambda game, number, side: side == "jihadist")
    monkeypatch.setattr(us_ops, "trigger_event", lambda game, side, number: fired.append((side, number,
                                                                                         game.state.us_posture)))
    state = make_state(us_posture=HARD)
    state.hands["us"] = [ISIL]
    game = make_game(state, us=[("card.trigger_order", "before")])
    game.current_card = FACEBOOK
    us_ops.reassess(game, 3)
    assert fired == [("jihadist", ISIL, HARD)]  # before the posture flips
    assert (state.us_posture, state.discard) == (SOFT, [ISIL])


def test_untested_countries_are_never_touched_by_target_lists():
    state = make_state()
    game = make_game(state)
    us_ops.woi_targets(game, 3)
    us_ops.disrupt_targets(game, 3)
    us_ops.deploy_sources(game, 3)
    assert all(c.governance == UNTESTED for c in state.countries.values() if c.muslim)


def test_7_6_turn_driver_counts_a_reassessment_as_both_cards_of_the_phase():

    state = make_state(us_posture=SOFT, phase="us")
    state.hands["us"] = [CONGRESS_ACTS, FACEBOOK, FALLOUT]
    game = make_game(state, us=[("card.play_as", "ops"), ("card.operation", "reassessment")])
    assert cardplay.play_card(game, "us", CONGRESS_ACTS) == 2
    assert (state.us_posture, state.hands["us"], sorted(state.discard)) == (HARD, [FALLOUT], [CONGRESS_ACTS, FACEBOOK])
