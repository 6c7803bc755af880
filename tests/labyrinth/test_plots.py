"""Plot resolution (8.5.4 with 11.2.4, 11.2.6, 11.3.1-11.3.3): every outcome, every modifier."""

from __future__ import annotations

import pytest

from botkit.dice import DiceExhausted
from game.labyrinth import plots
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    NEUTRAL,
    POOR,
    SOFT,
    PlotMarker,
)
from game.labyrinth.victory import GameOver

from .helpers import make_game, make_state, setc


def put_plot(state, name, kind, backlash=False):
    """A plot on the map taken from the available box (as a Plot operation would)."""
    state.plots_available.remove(kind)
    state.countries[name].plots.append(PlotMarker(kind, backlash=backlash))


def wmd_state(**tracks):
    """Syria's two WMD are available to the Jihadist (as after UNSCR 2118 or Islamist Rule)."""
    state = make_state(**tracks)
    state.plots_available.extend(["WMD", "WMD"])
    state.countries["Syria"].wmd = 0
    return state


# -- Muslim countries --------------------------------------------------------------------


def test_8_5_4_muslim_plot_without_troops_funding_plus_1_and_governance_roll_succeeds():
    state = make_state(funding=5, prestige=7)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    put_plot(state, "Egypt", "1")
    game = make_game(state, dice=[2])  # 2 <= Fair (2): success
    assert plots.resolve_all(game) == 1
    egypt = state.countries["Egypt"]
    assert (state.funding, state.prestige, egypt.governance) == (6, 7, POOR)
    assert egypt.plots == [] and state.plots_resolved == ["1"]
    assert state.plots_resolved_this_turn_in == ["Egypt"]


def test_8_5_4_muslim_governance_roll_above_governance_fails():
    state = make_state(funding=5)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "1")
    game = make_game(state, dice=[3])
    plots.resolve_all(game)
    assert state.countries["Egypt"].governance == FAIR


def test_8_5_4_muslim_plot_rolls_one_die_per_level_each_success_worsens():
    state = make_state(funding=5)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)
    put_plot(state, "Jordan", "3")
    game = make_game(state, dice=[1, 2, 1])  # Good (1): two successes
    plots.resolve_all(game)
    assert state.countries["Jordan"].governance == POOR
    assert state.funding == 7  # +2 in a Good country (counted before the rolls)


def test_8_5_4_muslim_plot_rolls_never_reach_islamist_rule():
    state = make_state(funding=5)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "3")
    game = make_game(state, dice=[1, 1, 1])
    plots.resolve_all(game)
    assert state.countries["Egypt"].governance == POOR


def test_8_5_4_muslim_plot_in_good_country_gives_funding_plus_2():
    state = make_state(funding=5)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)
    put_plot(state, "Jordan", "1")
    game = make_game(state, dice=[2])
    plots.resolve_all(game)
    assert (state.funding, state.countries["Jordan"].governance) == (7, GOOD)


def test_8_5_4_muslim_plot_with_troops_costs_one_prestige():
    state = make_state(funding=5, prestige=7)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2)
    put_plot(state, "Iraq", "2")
    game = make_game(state, dice=[])  # Poor without aid: nothing to roll for
    plots.resolve_all(game)
    assert (state.funding, state.prestige) == (6, 6)


def test_11_2_4_militia_alone_do_not_cost_prestige():
    state = make_state(funding=5, prestige=7)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, militia=3)
    put_plot(state, "Iraq", "1")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert (state.funding, state.prestige) == (6, 7)


def test_11_2_4_troop_marker_that_costs_prestige_counts_nato():
    state = make_state(funding=5, prestige=7)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, markers=["NATO"])
    put_plot(state, "Libya", "1")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.prestige == 6


def test_11_2_4_unscr_1973_marker_costs_no_prestige():
    state = make_state(funding=5, prestige=7)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, markers=["UNSCR 1973"])
    put_plot(state, "Libya", "1")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.prestige == 7


def test_8_5_4_poor_country_with_aid_rolls_and_each_success_removes_an_aid():
    state = make_state(funding=5)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, aid=2)
    put_plot(state, "Egypt", "2")
    game = make_game(state, dice=[3, 4])  # one success
    plots.resolve_all(game)
    egypt = state.countries["Egypt"]
    assert (egypt.aid, egypt.governance) == (1, POOR)


def test_8_5_4_islamist_rule_country_rolls_nothing():
    state = make_state(funding=5, prestige=7)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=2)
    put_plot(state, "Somalia", "2")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert (state.funding, state.countries["Somalia"].governance) == (6, ISLAMIST_RULE)


def test_8_5_4_muslim_wmd_with_troops_sets_prestige_1_rolls_three_dice_and_leaves_game():
    state = wmd_state(funding=5, prestige=8)
    setc(state, "Iraq", governance=FAIR, alignment=ALLY, troops=1)
    put_plot(state, "Iraq", "WMD")
    game = make_game(state, dice=[1, 5, 6])
    plots.resolve_all(game)
    assert (state.funding, state.prestige, state.countries["Iraq"].governance) == (6, 1, POOR)
    assert "WMD" in state.plots_removed and "WMD" not in state.plots_resolved


def test_11_2_6_wmd_in_civil_war_removes_a_militia():
    state = wmd_state(funding=5, prestige=8)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=2, sleepers=2)
    put_plot(state, "Syria", "WMD")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    syria = state.countries["Syria"]
    assert (syria.militia, syria.governance, syria.civil_war) == (1, POOR, True)
    assert state.prestige == 8


def test_11_2_6_two_wmd_in_one_civil_war_in_one_phase_turn_it_islamist_rule():
    state = wmd_state(funding=5, prestige=8)
    setc(state, "Syria", governance=FAIR, alignment=NEUTRAL, civil_war=True, militia=2, sleepers=2)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    put_plot(state, "Syria", "WMD")
    put_plot(state, "Syria", "WMD")
    # first WMD: three governance dice (all fail); second: Islamist Rule, Convergence brown 4 black 1 -> Egypt
    game = make_game(state, dice=[6, 6, 6, 4, 1])
    plots.resolve_all(game)
    syria = state.countries["Syria"]
    assert (syria.governance, syria.alignment, syria.civil_war, syria.militia) == (ISLAMIST_RULE, ADVERSARY, False, 0)
    assert state.funding == 5 + 1 + 1 + 2  # two plots, then Syria's 2 resources
    assert state.countries["Egypt"].reaction == 1
    assert state.plots_removed.count("WMD") == 2
    game.verify()


def test_11_2_6_wmds_in_two_different_civil_wars_do_not_cause_islamist_rule():
    state = wmd_state(funding=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=1)
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=1)
    put_plot(state, "Syria", "WMD")
    put_plot(state, "Yemen", "WMD")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.countries["Syria"].governance == POOR and state.countries["Yemen"].governance == POOR
    assert state.countries["Syria"].militia == 0 and state.countries["Yemen"].militia == 0


# -- Backlash (122) ----------------------------------------------------------------------


def test_backlash_plot_lowers_funding_instead():
    state = make_state(funding=5, prestige=7)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, troops=1)
    put_plot(state, "Egypt", "1", backlash=True)
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert (state.funding, state.prestige) == (4, 6)  # the rest of the plot still applies


def test_backlash_plot_in_good_country_lowers_funding_by_2():
    state = make_state(funding=5)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)
    put_plot(state, "Jordan", "1", backlash=True)
    game = make_game(state, dice=[4])
    plots.resolve_all(game)
    assert state.funding == 3


def test_backlash_wmd_sets_funding_to_1():
    state = wmd_state(funding=8)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "WMD", backlash=True)
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.funding == 1


def test_backlash_plots_are_resolved_before_the_others():
    # funding 9: Afghanistan's +1 would be lost at the top of the track if it came first
    state = make_state(funding=9)
    setc(state, "Afghanistan", governance=POOR, alignment=NEUTRAL)
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL)
    put_plot(state, "Afghanistan", "1")
    put_plot(state, "Yemen", "1", backlash=True)
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.funding == 9  # 9 -> 8 (Yemen, backlashed) -> 9 (Afghanistan)
    assert state.plots_resolved_this_turn_in == ["Yemen", "Afghanistan"]


# -- non-Muslim countries ----------------------------------------------------------------


@pytest.mark.parametrize(("kind", "funding"), [("1", 2), ("2", 3), ("3", 4)])
def test_8_5_4_non_muslim_plot_funding_plus_level_and_posture_roll(kind, funding):
    state = make_state(funding=1)
    setc(state, "Russia", posture=SOFT)  # printed Fair
    put_plot(state, "Russia", kind)
    game = make_game(state, dice=[5])
    plots.resolve_all(game)
    assert state.funding == funding
    assert state.countries["Russia"].posture == HARD


def test_8_5_4_non_muslim_good_country_doubles_funding():
    state = make_state(funding=1)
    setc(state, "Canada", posture=HARD)
    put_plot(state, "Canada", "2")
    game = make_game(state, dice=[4])
    plots.resolve_all(game)
    assert state.funding == 5
    assert state.countries["Canada"].posture == SOFT


def test_8_5_4_non_muslim_plot_never_costs_prestige():
    state = make_state(funding=1, prestige=7)
    setc(state, "Canada", posture=HARD)
    put_plot(state, "Canada", "1")
    game = make_game(state, dice=[6])
    plots.resolve_all(game)
    assert state.prestige == 7


def test_8_5_4_non_muslim_wmd_sets_funding_to_9():
    state = wmd_state(funding=2)
    setc(state, "India", posture=HARD)
    put_plot(state, "India", "WMD")
    game = make_game(state, dice=[1])
    plots.resolve_all(game)
    assert state.funding == 9 and state.countries["India"].posture == SOFT
    assert state.plots_removed == ["WMD"]


def test_8_5_4_schengen_plot_rolls_posture_in_two_more_schengen_countries_chosen_by_jihadist():
    state = make_state(funding=1)
    for name in ("Germany", "France", "Spain", "Italy"):
        setc(state, name, posture=SOFT)
    put_plot(state, "Germany", "1")
    game = make_game(state, dice=[5, 6, 2], jihadist=[("plot.schengen.countries", ["Spain", "France"])])
    plots.resolve_all(game)
    posture = {n: state.countries[n].posture for n in ("Germany", "France", "Spain", "Italy")}
    assert posture == {"Germany": HARD, "France": SOFT, "Spain": HARD, "Italy": SOFT}
    asked = game.deciders[JIHADIST].asked[0]
    assert "Germany" not in asked.options and len(asked.options) == 6 and asked.count == 2
    assert state.funding == 3  # Germany is Good: level 1 doubled


def test_8_5_4_non_schengen_plot_asks_for_no_other_country():
    state = make_state(funding=1)
    setc(state, "United Kingdom", posture=HARD)
    put_plot(state, "United Kingdom", "1")
    game = make_game(state, dice=[3])
    plots.resolve_all(game)
    assert game.deciders[JIHADIST].asked == []


def test_8_5_4_israel_keeps_its_hard_posture_no_roll():
    state = make_state(funding=1)
    put_plot(state, "Israel", "1")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.funding == 3 and state.countries["Israel"].posture == HARD


def test_4_4_iran_special_case_plot_gives_funding_plus_1_only():
    state = make_state(funding=1)
    put_plot(state, "Iran", "3")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert state.funding == 2


@pytest.mark.parametrize("kind", ["2", "3", "WMD"])
def test_11_3_3_3_level_2_3_or_wmd_plot_flips_nigeria_to_muslim(kind):
    state = wmd_state(funding=1)
    setc(state, "Nigeria", posture=SOFT, sleepers=1)
    put_plot(state, "Nigeria", kind)
    game = make_game(state, dice=[])  # no posture roll
    plots.resolve_all(game)
    nigeria = state.countries["Nigeria"]
    assert nigeria.muslim and (nigeria.governance, nigeria.alignment) == (POOR, NEUTRAL)
    assert nigeria.posture is None
    assert state.funding == {"2": 3, "3": 4, "WMD": 9}[kind]


def test_11_3_3_3_level_1_plot_in_nigeria_rolls_posture_and_keeps_it_non_muslim():
    state = make_state(funding=1)
    setc(state, "Nigeria", posture=SOFT)
    put_plot(state, "Nigeria", "1")
    game = make_game(state, dice=[6])
    plots.resolve_all(game)
    nigeria = state.countries["Nigeria"]
    assert not nigeria.muslim and nigeria.posture == HARD and state.funding == 2


# -- the United States -------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["1", "2", "3"])
def test_8_5_4_us_plot_funding_9_posture_roll_and_prestige_roll(kind):
    state = make_state(funding=3, prestige=5, us_posture=SOFT)
    put_plot(state, "United States", kind)
    # posture die 4 (+1 = 5: Hard); prestige: direction 5 (up), amounts 4 and 2 -> +2
    game = make_game(state, dice=[4, 5, 4, 2])
    plots.resolve_all(game)
    assert (state.funding, state.us_posture, state.prestige) == (9, HARD, 7)
    assert state.plots_resolved == [kind]


def test_8_5_4_us_posture_roll_of_3_is_soft_even_with_the_plus_1():
    state = make_state(funding=3, prestige=5, us_posture=HARD)
    put_plot(state, "United States", "1")
    # posture 3 (+1 = 4: Soft); direction 4 (down), amounts 1 and 3 -> -1
    game = make_game(state, dice=[3, 4, 1, 3])
    plots.resolve_all(game)
    assert (state.us_posture, state.prestige) == (SOFT, 4)


def test_8_5_4_prestige_roll_direction_minus_1_with_gwot_penalty():
    state = make_state(funding=3, prestige=5, us_posture=SOFT)
    for name in ("Canada", "United Kingdom"):
        setc(state, name, posture=HARD)  # world Hard 2 + Israel = 3 against a Soft US: penalty
    put_plot(state, "United States", "1")
    # posture 1 (Soft, penalty stays); direction 5 - 1 = 4: down by min(3, 2)
    game = make_game(state, dice=[1, 5, 3, 2])
    plots.resolve_all(game)
    assert state.prestige == 3


def test_8_5_4_wmd_in_the_united_states_is_a_jihadist_victory_resolved_first():
    state = wmd_state(funding=3)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "1")
    put_plot(state, "United States", "WMD")
    game = make_game(state, dice=[])  # Egypt's plot is never resolved
    with pytest.raises(GameOver) as over:
        plots.resolve_all(game)
    assert over.value.winner == JIHADIST
    assert state.us_wmd_resolved and state.winner == JIHADIST
    assert state.funding == 3 and state.countries["Egypt"].plots


# -- Sequestration, bookkeeping, victory -------------------------------------------------


def test_sequestration_ends_when_a_wmd_plot_is_resolved():
    state = wmd_state(funding=3, off_map_troops=3)
    state.markers.append("Sequestration")
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "WMD")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert "Sequestration" not in state.markers and state.off_map_troops == 0


def test_sequestration_stays_after_an_ordinary_plot():
    state = make_state(funding=3, off_map_troops=3)
    state.markers.append("Sequestration")
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "3")
    game = make_game(state, dice=[])
    plots.resolve_all(game)
    assert "Sequestration" in state.markers and state.off_map_troops == 3


def test_11_3_2_no_plots_resolves_nothing_and_clears_last_phase_targets():
    state = make_state()
    state.plots_resolved_this_turn_in = ["Canada"]
    game = make_game(state, dice=[])
    assert plots.resolve_all(game) == 0
    assert state.plots_resolved_this_turn_in == []


def test_11_3_2_resolved_plots_wait_in_the_resolved_box_and_are_revealed():
    state = make_state(funding=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "2")
    put_plot(state, "Libya", "3")
    put_plot(state, "Libya", "1")
    game = make_game(state, dice=[])
    assert plots.resolve_all(game) == 3
    assert sorted(state.plots_resolved) == ["1", "2", "3"]
    assert state.plots_available == ["1", "1", "2"]
    assert state.plots_resolved_this_turn_in == ["Egypt", "Libya"]
    game.verify()
    assert any("level 3 plot resolved" in e.text for e in game.log_entries)


def test_victory_is_checked_after_plot_resolution():
    # 15 Poor Muslim countries; the plot's troops take prestige to 1: Jihadist automatic victory
    state = make_state(funding=3, prestige=2)
    poor = ["Morocco", "Algeria/Tunisia", "Libya", "Egypt", "Sudan", "Somalia", "Jordan", "Lebanon", "Turkey",
            "Syria", "Iraq", "Yemen", "Gulf States", "Pakistan", "Afghanistan"]
    for name in poor:
        setc(state, name, governance=POOR, alignment=NEUTRAL)
    setc(state, "Iraq", troops=1)
    put_plot(state, "Iraq", "1")
    game = make_game(state, dice=[])
    with pytest.raises(GameOver) as over:
        plots.resolve_all(game)
    assert over.value.winner == JIHADIST and state.prestige == 1


def test_resolve_plot_with_scripted_dice_uses_exactly_the_plot_level():
    state = make_state(funding=1)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    put_plot(state, "Egypt", "2")
    game = make_game(state, dice=[6])  # only one die scripted for a level 2 plot
    with pytest.raises(DiceExhausted):
        plots.resolve_all(game)
