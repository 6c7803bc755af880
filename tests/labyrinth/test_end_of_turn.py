"""The end-of-turn sequence (11.3.6) step by step and in order, and Civil War attrition (11.2.5)."""

from __future__ import annotations

import pytest

from game.labyrinth import attrition, end_of_turn, pieces
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
    US,
)
from game.labyrinth.victory import GameOver

from .helpers import make_game, make_state, setc

# == Civil War attrition (11.2.5) ========================================================


def civil_war(state, name="Syria", **fields):
    values = {"governance": POOR, "alignment": NEUTRAL, "civil_war": True}
    values.update(fields)
    return setc(state, name, **values)


def test_11_2_5_rulebook_example_two_troops_and_a_militia_against_seven_cells():
    state = make_state(prestige=6)
    civil_war(state, troops=2, militia=1, actives=3, sleepers=4)
    # US 3 pieces: die 3 -> 1 hit (two cells, troops present); Jihadist 7: 1 hit + die 1 -> 2 hits
    game = make_game(state, dice=[3, 1], us=[("eot.attrition.us_losses", "militia"),
                                             ("eot.attrition.us_losses", "troop")])
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.troops, syria.militia) == (1, 0)
    assert (syria.actives, syria.sleepers) == (1, 4)  # the Jihadist Bot's way: active cells first
    assert (syria.alignment, syria.governance, state.prestige) == (NEUTRAL, POOR, 6)  # no prestige effect


def test_11_2_5_remainder_die_above_the_count_inflicts_no_hit():
    state = make_state()
    civil_war(state, militia=2, sleepers=3)
    game = make_game(state, dice=[3, 4])  # US 2 pieces: 3 misses; Jihadist 3 cells: 4 misses
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.militia, syria.sleepers, syria.alignment) == (2, 3, NEUTRAL)


def test_11_2_5_full_group_of_six_needs_no_die():
    state = make_state()
    civil_war(state, militia=6, sleepers=6)
    game = make_game(state, dice=[])
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.militia, syria.sleepers) == (5, 5)  # militia alone: one cell per hit


def test_11_2_5_advisors_make_each_hit_cost_two_cells():
    state = make_state()
    civil_war(state, militia=1, sleepers=4, markers=["Advisors"])
    game = make_game(state, dice=[1, 6])  # Advisors add a militia first: US 2 pieces, die 1 hits
    attrition.civil_war_attrition(game)
    syria = state.countries["Syria"]
    assert (syria.militia, syria.sleepers) == (2, 2)


def test_11_2_5_troop_markers_count_as_troops_for_two_cells_per_hit():
    state = make_state()
    civil_war(state, name="Libya", markers=["UNSCR 1973"], sleepers=3)
    game = make_game(state, dice=[1, 6])
    attrition.attrition_in(game, "Libya")
    assert state.countries["Libya"].sleepers == 1


def test_11_2_5_jihadist_chooses_which_cells_go():
    state = make_state()
    civil_war(state, troops=1, actives=2, sleepers=2)
    game = make_game(state, dice=[1, 6], jihadist=[("eot.attrition.jihadist_losses", "sleeper"),
                                                   ("eot.attrition.jihadist_losses", "active")])
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.actives, syria.sleepers) == (1, 1)


def test_11_2_5_losses_taking_every_piece_ask_nothing():
    state = make_state()
    civil_war(state, troops=1, militia=1, actives=1, sleepers=11)
    game = make_game(state, dice=[2])  # US 2: die 2 hits (2 cells); Jihadist 12: 2 hits, no die
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.troops, syria.militia, syria.cells) == (0, 0, 10)
    assert game.deciders[US].asked == []


def test_11_2_5_last_cell_removed_by_attrition_leaves_a_cadre():
    state = make_state()
    civil_war(state, militia=1, sleepers=1)
    game = make_game(state, dice=[1, 6])
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.cells, syria.cadre) == (0, 1)


def test_11_2_5_nato_absorbs_two_hits_and_is_removed():
    state = make_state()
    civil_war(state, name="Libya", militia=1, markers=["NATO"], sleepers=12)
    game = make_game(state, dice=[6], us=[("eot.attrition.us_losses", "NATO")])  # US 3: die 6 misses
    attrition.attrition_in(game, "Libya")
    libya = state.countries["Libya"]
    assert libya.markers == [] and libya.militia == 1 and libya.alignment == NEUTRAL


def test_11_2_5_nato_is_removed_even_by_a_single_hit():
    state = make_state()
    civil_war(state, name="Libya", markers=["NATO"], sleepers=6)
    game = make_game(state, dice=[6])  # US 2 (NATO): die 6 misses; Jihadist 6: one hit
    attrition.attrition_in(game, "Libya")
    libya = state.countries["Libya"]
    assert libya.markers == [] and libya.alignment == NEUTRAL


def test_11_2_5_us_choice_between_troops_and_militia():
    state = make_state()
    civil_war(state, troops=2, militia=2, sleepers=6)
    game = make_game(state, dice=[6], us=[("eot.attrition.us_losses", "militia")])
    attrition.attrition_in(game, "Syria")
    asked = game.deciders[US].asked[0]
    assert asked.options == ("troop", "militia")  # troop cubes first: the US Bot's choice (13.3.7)
    syria = state.countries["Syria"]
    assert (syria.troops, syria.militia) == (2, 1)


def test_11_2_5_unassigned_jihadist_hit_shifts_alignment_toward_adversary():
    state = make_state()
    civil_war(state, alignment=NEUTRAL, sleepers=3)
    game = make_game(state, dice=[3])  # no US pieces, no US die; Jihadist die 3 <= 3
    attrition.attrition_in(game, "Syria")
    assert state.countries["Syria"].alignment == ADVERSARY


def test_11_2_5_unassigned_jihadist_hits_past_adversary_worsen_governance():
    state = make_state()
    civil_war(state, name="Yemen", governance=FAIR, alignment=ALLY, sleepers=13)
    game = make_game(state, dice=[6])  # 13 cells: 2 hits + die 6 misses; Ally -> Neutral -> Adversary
    attrition.attrition_in(game, "Yemen")
    yemen = state.countries["Yemen"]
    assert (yemen.alignment, yemen.governance) == (ADVERSARY, FAIR)
    game = make_game(state, dice=[6, 2, 5])  # again: 2 hits -> Fair -> Islamist Rule; Convergence 2,5
    setc(state, "Indonesia/Malaysia", governance=FAIR, alignment=NEUTRAL)
    attrition.attrition_in(game, "Yemen")
    assert (yemen.governance, yemen.civil_war) == (ISLAMIST_RULE, False)  # 11.3.14 ends the Civil War
    assert state.countries["Indonesia/Malaysia"].reaction == 1


def test_11_2_5_unassigned_us_hit_shifts_toward_ally_then_improves_governance():
    state = make_state()
    civil_war(state, alignment=NEUTRAL, governance=POOR, militia=6, cadre=1)
    game = make_game(state, dice=[])
    attrition.attrition_in(game, "Syria")
    assert state.countries["Syria"].alignment == ALLY
    game = make_game(state, dice=[])
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.alignment, syria.governance, syria.civil_war) == (ALLY, FAIR, True)


def test_11_2_5_unassigned_us_hits_to_good_end_the_civil_war():
    state = make_state()
    civil_war(state, alignment=ALLY, governance=FAIR, militia=6, cadre=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[4, 1])  # Convergence: brown 4 black 1 -> Egypt
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.governance, syria.civil_war, syria.militia) == (GOOD, False, 0)
    assert state.countries["Egypt"].awakening == 1


def test_11_2_5_partly_unassigned_hit_counts_as_unassigned():
    state = make_state()
    civil_war(state, troops=1, sleepers=1)
    game = make_game(state, dice=[1, 6])  # a US hit needs two cells: one is missing
    attrition.attrition_in(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.cells, syria.cadre, syria.alignment) == (0, 1, ALLY)


def test_11_2_5_truce_country_has_no_attrition():
    state = make_state()
    civil_war(state, militia=3, sleepers=3, markers=["Truce"])
    game = make_game(state, dice=[])
    attrition.civil_war_attrition(game)
    syria = state.countries["Syria"]
    assert (syria.militia, syria.sleepers) == (3, 3)


def test_11_2_5_no_pieces_no_dice():
    state = make_state()
    civil_war(state)
    game = make_game(state, dice=[])
    attrition.civil_war_attrition(game)
    assert state.countries["Syria"].alignment == NEUTRAL


def test_advisors_add_a_militia_each_before_attrition():
    state = make_state()
    civil_war(state, markers=["Advisors", "Advisors"])
    civil_war(state, name="Yemen", markers=["Advisors"])
    game = make_game(state, dice=[6, 6])  # Syria 2 militia, Yemen 1: both dice miss
    attrition.civil_war_attrition(game)
    assert (state.countries["Syria"].militia, state.countries["Yemen"].militia) == (2, 1)


def test_advisors_us_chooses_where_too_few_militia_go():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, militia=14)
    civil_war(state, markers=["Advisors"])
    civil_war(state, name="Yemen", markers=["Advisors"])
    game = make_game(state, dice=[6], us=[("eot.advisors.militia", "Yemen")])  # Yemen 1 militia: die 6
    attrition.civil_war_attrition(game)
    assert (state.countries["Syria"].militia, state.countries["Yemen"].militia) == (0, 1)


# == The end-of-turn sequence (11.3.6) =====================================================


def eot_state(**tracks):
    """A state with a cell on the map (no 'no cells' victory) and a draw pile for the deal."""
    state = make_state(**tracks)
    state.phase = "us"
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.draw_pile = list(range(121, 161))
    return state


def lapse(state, number):
    """Put a card in the lapsing box, out of the draw pile."""
    if number in state.draw_pile:
        state.draw_pile.remove(number)
    state.lapsing.append(number)


def test_11_3_6_funding_drops_by_one():
    state = eot_state(funding=5)
    game = make_game(state, dice=[])
    end_of_turn.adjust_funding(game)
    assert state.funding == 4


def test_11_3_6_fracking_drops_funding_one_more():
    state = eot_state(funding=5)
    state.draw_pile.remove(155)
    state.events_in_play.append(155)
    game = make_game(state, dice=[])
    end_of_turn.adjust_funding(game)
    assert state.funding == 3


@pytest.mark.parametrize(("yemen", "drops"), [
    ({"governance": POOR, "alignment": ADVERSARY}, False),
    ({"governance": ISLAMIST_RULE, "alignment": ADVERSARY}, False),
    ({"governance": POOR, "alignment": NEUTRAL}, True),
    ({"governance": FAIR, "alignment": ADVERSARY}, True),
])
def test_11_3_6_pirates_stops_the_funding_drop_while_its_conditions_hold(yemen, drops):
    state = eot_state(funding=5)
    state.markers.append("Pirates")
    setc(state, "Yemen", **yemen)
    game = make_game(state, dice=[])
    end_of_turn.adjust_funding(game)
    assert state.funding == (4 if drops else 5)


def test_11_3_6_pirates_and_fracking_together_still_lose_the_fracking_point():
    state = eot_state(funding=5)
    state.markers.append("Pirates")
    state.draw_pile.remove(155)
    state.events_in_play.append(155)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    end_of_turn.adjust_funding(game)
    assert state.funding == 4


def test_11_3_6_prestige_minus_one_with_an_islamist_rule_country():
    state = eot_state(prestige=6)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    end_of_turn.adjust_prestige(game)
    assert state.prestige == 5


def test_11_3_6_prestige_plus_one_when_us_posture_matches_world_at_3():
    state = eot_state(prestige=6, us_posture=HARD)
    setc(state, "Canada", posture=HARD)
    setc(state, "United Kingdom", posture=HARD)  # with Israel: world Hard 3
    game = make_game(state, dice=[])
    end_of_turn.adjust_prestige(game)
    assert state.prestige == 7


@pytest.mark.parametrize(("us_posture", "hard_countries"), [(HARD, ["Canada"]), (SOFT, ["Canada", "Spain"])])
def test_11_3_6_prestige_unchanged_when_world_is_not_3_or_differs(us_posture, hard_countries):
    state = eot_state(prestige=6, us_posture=us_posture)
    for name in hard_countries:
        setc(state, name, posture=HARD)
    game = make_game(state, dice=[])
    end_of_turn.adjust_prestige(game)
    assert state.prestige == 6


def test_5_2_7_reserves_go_to_zero_for_human_sides():
    state = eot_state()
    state.reserves = {US: 2, JIHADIST: 1}
    game = make_game(state, dice=[])
    end_of_turn.clear_reserves(game)
    assert state.reserves == {US: 0, JIHADIST: 0}


@pytest.mark.parametrize("bot", [US, JIHADIST])
def test_12_4_4_and_13_4_5_a_bot_keeps_its_reserves(bot):
    state = eot_state()
    state.reserves = {US: 2, JIHADIST: 2}
    game = make_game(state, dice=[], bots={bot})
    end_of_turn.clear_reserves(game)
    assert state.reserves[bot] == 2 and state.reserves[US if bot == JIHADIST else JIHADIST] == 0


def test_11_3_2_resolved_plots_return_to_available_wmd_never():
    state = eot_state()
    state.plots_available = ["1", "2"]
    state.plots_resolved = ["1", "1", "2", "3", "WMD"]
    state.countries["Iran"].wmd = 0  # its WMD was the one resolved
    game = make_game(state, dice=[])
    pieces.return_resolved_plots(game)
    assert sorted(state.plots_available) == ["1", "1", "1", "2", "2", "3"]
    assert state.plots_resolved == [] and state.plots_removed == ["WMD"]
    game.verify()


def test_11_3_6_lapsing_events_are_discarded_and_first_plot_card_too():
    state = eot_state()
    state.lapsing = [169, 173]
    state.first_plot_card = 130
    state.draw_pile.remove(130)
    game = make_game(state, dice=[])
    end_of_turn.end_lapsing_events(game)
    assert state.lapsing == [] and state.first_plot_card is None
    assert state.discard == [130, 169, 173]


def test_11_3_4_korean_crises_troops_return_when_it_lapses():
    state = eot_state(off_map_troops=2)
    lapse(state, 179)
    game = make_game(state, dice=[])
    end_of_turn.end_lapsing_events(game)
    assert state.off_map_troops == 0 and state.discard == [179]


def test_11_3_4_ebola_scare_troop_returns_and_the_card_leaves_the_game():
    state = eot_state(off_map_troops=4)
    lapse(state, 204)
    game = make_game(state, dice=[])
    end_of_turn.end_lapsing_events(game)
    assert state.off_map_troops == 3 and state.removed == [204] and state.discard == []


def test_truce_marker_goes_when_truce_lapses():
    state = eot_state()
    lapse(state, 239)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, markers=["Truce"])
    game = make_game(state, dice=[])
    end_of_turn.end_lapsing_events(game)
    assert state.countries["Libya"].markers == [] and state.discard == [239]


def test_sequestration_troops_return_when_a_3_resource_country_is_islamist_rule():
    state = eot_state(off_map_troops=3)
    state.markers.append("Sequestration")
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    end_of_turn.return_off_map_troops(game)
    assert state.off_map_troops == 0 and "Sequestration" not in state.markers


def test_sequestration_troops_stay_with_only_small_islamist_rule_countries():
    state = eot_state(off_map_troops=3)
    state.markers.append("Sequestration")
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    end_of_turn.return_off_map_troops(game)
    assert state.off_map_troops == 3 and "Sequestration" in state.markers


def test_11_3_6_green_regime_change_markers_turn_tan():
    state = eot_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, regime_change="green")
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=2, regime_change="tan")
    game = make_game(state, dice=[])
    end_of_turn.flip_regime_change_markers(game)
    assert state.countries["Iraq"].regime_change == "tan"
    assert state.countries["Afghanistan"].regime_change == "tan"


def test_11_3_6_whole_sequence_in_order():
    state = eot_state(funding=5, prestige=6, off_map_troops=2)
    state.reserves = {US: 2, JIHADIST: 1}
    state.plots_resolved = ["2"]
    state.plots_available = ["1", "1", "1", "2", "3"]
    lapse(state, 179)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # prestige -1
    setc(state, "Jordan", governance=FAIR, alignment=NEUTRAL, awakening=2)  # Polarization adds one
    civil_war(state, militia=2, sleepers=1)  # attrition: US die 6 misses, Jihadist die 1 hits
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=4, regime_change="green")
    game = make_game(state, dice=[6, 1])
    end_of_turn.end_turn(game)
    # the deal came while Korean Crises still held 2 troops off the map: 15 - 4 - 2 = 9 on the track (war: 8 cards)
    assert (len(state.hands[JIHADIST]), len(state.hands[US])) == (8, 8)
    assert state.off_map_troops == 0 and state.discard == [179]
    assert (state.funding, state.prestige) == (4, 5)
    assert state.reserves == {US: 0, JIHADIST: 0}
    assert "2" not in state.plots_resolved and state.plots_available.count("2") == 2
    assert state.countries["Jordan"].awakening == 3
    assert state.countries["Syria"].militia == 1
    assert state.countries["Iraq"].regime_change == "tan"
    assert (state.turn, state.phase, state.action_phase) == (2, "jihadist", 0)
    game.verify()
    texts = [e.text for e in game.log_entries]

    def at(fragment):
        return next(i for i, t in enumerate(texts) if fragment in t)

    order = [at("Funding 5 -> 4"), at("Prestige 6 -> 5"), at("reserves -2 (now 0)"), at("back to the available box"),
             at("(Polarization)"), at("Civil War attrition"), at("Hands dealt"), at("Korean Crises"),
             at("Regime Change marker turns tan"), at("Turn 2 begins")]
    assert order == sorted(order)


def test_11_3_6_automatic_victory_is_checked_before_the_deal():
    # 15 Poor/Islamist Rule Muslim countries (Egypt is one); the end-of-turn prestige drop reaches 1
    state = eot_state(prestige=2)
    game = make_game(state, dice=[])
    poor = ["Morocco", "Algeria/Tunisia", "Libya", "Sudan", "Somalia", "Jordan", "Lebanon", "Turkey",
            "Syria", "Iraq", "Gulf States", "Pakistan", "Afghanistan", "Yemen"]
    for name in poor:
        setc(state, name, governance=POOR, alignment=NEUTRAL)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    with pytest.raises(GameOver) as over:
        end_of_turn.end_turn(game)
    assert over.value.winner == JIHADIST
    assert state.hands[US] == [] and state.hands[JIHADIST] == []


def test_assad_alone_ends_after_its_last_turn_on_syria_alone():
    state = eot_state()
    state.turns_limit = 2
    state.turn = 2
    state.options["victory"] = "syria_only"
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    with pytest.raises(GameOver) as over:
        end_of_turn.end_turn(game)
    assert over.value.winner == JIHADIST and state.hands[US] == []


def test_assad_alone_first_turn_goes_on():
    state = eot_state()
    state.turns_limit = 2
    state.options["victory"] = "syria_only"
    game = make_game(state, dice=[])
    end_of_turn.end_turn(game)
    assert state.turn == 2 and state.winner is None


def test_11_3_6_last_deck_running_out_ends_the_game():
    state = eot_state()
    state.draw_pile = list(range(121, 131))  # fewer than two hands
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)  # 1 Good resource > 2 x 0
    game = make_game(state, dice=[])
    with pytest.raises(GameOver) as over:
        end_of_turn.end_turn(game)
    assert over.value.winner == US


def test_assad_alone_overtime_goes_on_after_a_drawn_turn_2_and_ends_when_syria_is_an_ally():
    from game.labyrinth.end_of_turn import end_turn
    from game.labyrinth.invariants import violations
    from game.labyrinth.scenarios import start_game
    from game.labyrinth.victory import GameOver

    game = start_game("assad_alone", seed=4, options={"overtime": True})
    state = game.state
    unused = len(state.options["unused_cards"])
    state.turn = 2
    state.discard.extend(state.hands["us"] + state.hands["jihadist"])  # both hands played out
    state.hands = {"us": [], "jihadist": []}
    pile = len(state.draw_pile)
    end_turn(game)  # Syria is neither Good nor Islamist Rule: overtime, not a draw
    assert state.winner is None and state.options["overtime_active"] and state.turn == 3
    assert state.countries["Syria"].alignment == "neutral"
    assert len(state.draw_pile) + len(state.hands["us"]) + len(state.hands["jihadist"]) == pile + unused
    assert not violations(state)
    state.countries["Syria"].alignment = "ally"
    with pytest.raises(GameOver) as won:
        end_turn(game)
    assert won.value.winner == "us" and "overtime" in won.value.reason


def test_assad_alone_without_overtime_is_drawn_after_turn_2():
    from game.labyrinth.end_of_turn import end_turn
    from game.labyrinth.scenarios import start_game
    from game.labyrinth.victory import GameOver

    game = start_game("assad_alone", seed=4)
    game.state.turn = 2
    with pytest.raises(GameOver) as over:
        end_turn(game)
    assert over.value.winner is None
