"""Rules that were implemented but had no test of their own (see docs/rules-coverage.md).

Each test builds its state explicitly, scripts every die and answer, and asserts exact
outcomes. Numbers follow the rulebook: base rules 2-9 (Labyrinth) and Awakening 10-11.
"""

from __future__ import annotations

import pytest

from game.labyrinth import (
    awakening,
    board,
    caliphate,
    cardplay,
    civil_war,
    deck,
    events,
    operations,
    pieces,
    plots,
    politics,
    tracks,
    turn,
    victory,
)
from game.labyrinth.jihadist_ops import recruit_in, travel
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
)
from game.labyrinth.victory import GameOver

from .helpers import make_game, make_state, setc

MUSLIM_BY_RESOURCES = [  # nineteen Muslim countries of the printed map
    "Afghanistan", "Algeria/Tunisia", "Central Asia", "Egypt", "Gulf States", "Indonesia/Malaysia", "Iraq",
    "Jordan", "Lebanon", "Libya", "Mali", "Morocco", "Pakistan", "Saudi Arabia", "Somalia", "Sudan", "Syria",
    "Turkey", "Yemen",
]


def in_play(state):
    """A state past set-up, so the 'no cells on the map' victory can apply."""
    state.phase = "jihadist"
    return state


# == 2.x / 9.1 Victory ======================================================================


def test_2_1_fifteen_fair_or_good_muslim_countries_win_for_the_us():
    state = in_play(make_state())
    setc(state, "Egypt", sleepers=1, governance=POOR, alignment=NEUTRAL)
    for name in MUSLIM_BY_RESOURCES[:14]:
        if name != "Egypt":
            setc(state, name, governance=FAIR, alignment=NEUTRAL)
    game = make_game(state)
    assert board.fair_or_good_count(state) == 13
    assert victory.immediate_result(game) is None
    setc(state, "Yemen", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Turkey", governance=FAIR, alignment=NEUTRAL)
    assert board.fair_or_good_count(state) == 15
    assert victory.immediate_result(game) == (US, "15 Muslim countries at Fair or Good")


def test_2_1_no_cells_on_the_map_wins_for_the_us_against_a_human_jihadist_only():
    state = in_play(make_state())
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, cadre=1)
    assert victory.immediate_result(make_game(state)) == (US, "no cells on the map")
    assert victory.immediate_result(make_game(state, bots={JIHADIST})) is None  # 9.1 against the Bot
    state.phase = "setup"
    assert victory.immediate_result(make_game(state)) is None


def test_2_2_six_islamist_rule_resources_need_two_adjacent_islamist_rule_countries():
    state = in_play(make_state())
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    setc(state, "Indonesia/Malaysia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    assert board.islamist_resources(state) == 6
    assert victory.immediate_result(make_game(state)) is None  # not adjacent
    # 9.1: the Jihadist Bot needs no adjacency
    assert victory.immediate_result(make_game(state, bots={JIHADIST})) == (JIHADIST, "6 Islamist Rule resources")
    setc(state, "Indonesia/Malaysia", governance=POOR, alignment=NEUTRAL)
    setc(state, "Saudi Arabia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    assert victory.immediate_result(make_game(state)) == (JIHADIST, "6 Islamist Rule resources")


def test_2_2_fifteen_poor_or_islamist_rule_countries_with_prestige_1_win_for_the_jihadist():
    state = in_play(make_state(prestige=2))
    for name in MUSLIM_BY_RESOURCES[:15]:
        setc(state, name, governance=POOR, alignment=NEUTRAL)
    setc(state, "Egypt", sleepers=1)
    game = make_game(state)
    assert victory.immediate_result(game) is None
    state.prestige = 1
    assert victory.immediate_result(game) == (
        JIHADIST, "15 Muslim countries at Poor or Islamist Rule with prestige 1")


def test_2_1_when_both_sides_qualify_the_us_needs_more_than_twice_the_islamist_rule_resources():
    state = in_play(make_state())
    for name in ("Egypt", "Gulf States", "Indonesia/Malaysia", "Algeria/Tunisia", "Morocco"):
        setc(state, name, governance=GOOD, alignment=ALLY)  # 3+3+3+2+2 = 13
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    setc(state, "Saudi Arabia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state)
    assert (board.good_resources(state), board.islamist_resources(state)) == (13, 6)
    assert victory.immediate_result(game) == (US, "13 Good resources")
    setc(state, "Morocco", governance=FAIR)  # 11 Good: only the Jihadist qualifies
    assert victory.immediate_result(game) == (JIHADIST, "6 Islamist Rule resources")
    setc(state, "Morocco", governance=GOOD)
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # 8 IR: 13 is not more than 16
    assert victory.immediate_result(game) == (JIHADIST, "8 Islamist Rule resources")


def test_2_3_end_of_game_the_us_wins_with_more_than_twice_the_islamist_rule_resources():
    state = make_state()
    setc(state, "Egypt", governance=GOOD, alignment=ALLY)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)  # Good 4
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # IR 2
    game = make_game(state)
    assert victory.end_of_game_result(game)[0] == JIHADIST  # 4 is not more than twice 2
    setc(state, "Jordan", governance=FAIR)
    setc(state, "Morocco", governance=GOOD, alignment=ALLY)  # Good 5
    assert victory.end_of_game_result(game)[0] == US
    with pytest.raises(GameOver):
        victory.finish_at_end(game)
    assert state.winner == US


def test_11_3_8_the_caliphate_capital_is_one_more_islamist_rule_resource():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=3)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    assert board.islamist_resources(state) == 3
    state.caliphate_capital = "Syria"
    assert board.islamist_resources(state) == 4


# == 4.7 Tracks ============================================================================


@pytest.mark.parametrize(("prestige", "level"), [(1, "low"), (3, "low"), (4, "medium"), (6, "medium"),
                                                 (7, "high"), (9, "high"), (10, "very high"), (12, "very high")])
def test_4_7_1_prestige_levels(prestige, level):
    assert board.prestige_level(prestige) == level


def test_4_7_1_prestige_stays_between_1_and_12():
    game = make_game(make_state(prestige=11))
    tracks.change_prestige(game, 3)
    assert game.state.prestige == 12
    tracks.change_prestige(game, -20)
    assert game.state.prestige == 1


@pytest.mark.parametrize(("funding", "level", "hand"), [(1, "tight", 7), (3, "tight", 7), (4, "moderate", 8),
                                                        (6, "moderate", 8), (7, "ample", 9), (9, "ample", 9)])
def test_4_7_4_funding_levels_set_the_jihadist_hand(funding, level, hand):
    state = make_state(funding=funding)
    assert (board.funding_level(funding), board.jihadist_hand_size(state)) == (level, hand)


def test_4_7_4_funding_stays_between_1_and_9():
    game = make_game(make_state(funding=8))
    tracks.change_funding(game, 4)
    assert game.state.funding == 9
    tracks.change_funding(game, -12)
    assert game.state.funding == 1


@pytest.mark.parametrize(("troops_on_map", "off_map", "commitment", "hand"), [
    (0, 0, "low intensity", 9), (5, 0, "low intensity", 9), (6, 0, "war", 8), (10, 0, "war", 8),
    (11, 0, "overstretch", 7), (8, 3, "overstretch", 7),
])
def test_4_7_3_troops_left_on_the_track_set_the_us_hand(troops_on_map, off_map, commitment, hand):
    state = make_state(off_map_troops=off_map)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=troops_on_map)
    assert board.troops_on_track(state) == 15 - troops_on_map - off_map  # 11.3.4: off-map troops are not there
    assert (board.troop_commitment(state), board.us_hand_size(state)) == (commitment, hand)


def test_4_7_2_world_posture_is_hard_minus_soft_capped_at_3_with_israel_hard_and_the_us_apart():
    state = make_state(us_posture=SOFT)
    assert board.world_posture(state) == (HARD, 1)  # Israel alone; untested countries do not count
    setc(state, "France", posture=SOFT)
    assert board.world_posture(state) == ("even", 0)
    setc(state, "Germany", posture=SOFT)
    setc(state, "Spain", posture=SOFT)
    assert board.world_posture(state) == (SOFT, 2)
    for name in ("France", "Germany", "Spain", "Italy", "Benelux"):
        setc(state, name, posture=HARD)
    assert board.world_posture(state) == (HARD, 3)  # 6 Hard, capped at 3


def test_4_7_2_1_gwot_penalty_only_when_the_world_posture_differs_from_the_us():
    state = make_state(us_posture=HARD)
    setc(state, "France", posture=SOFT)
    setc(state, "Germany", posture=SOFT)
    setc(state, "Spain", posture=SOFT)  # world Soft 2
    assert board.gwot_penalty(state) == 2
    state.us_posture = SOFT
    assert board.gwot_penalty(state) == 0
    setc(state, "Spain", posture=HARD)
    setc(state, "Italy", posture=HARD)  # world even
    state.us_posture = HARD
    assert board.gwot_penalty(state) == 0


@pytest.mark.parametrize(("funding", "recruitable"), [(3, 5), (4, 10), (6, 10), (7, 15), (8, 15)])
def test_4_7_4_2_cells_a_recruit_may_place_by_funding_level(funding, recruitable):
    state = make_state(funding=funding)
    assert board.cells_on_funding_track(state) == 15
    assert board.cells_to_recruit(state) == recruitable


def test_4_7_8_a_new_game_has_the_six_plot_markers_available_and_no_wmd_among_them():
    state = make_state()
    assert sorted(state.plots_available) == ["1", "1", "1", "2", "2", "3"]
    assert PLOT_WMD not in state.plots_available


# == 4.8.4 Cadre ===========================================================================


def test_4_8_4_a_cell_travelling_into_a_cadre_country_leaves_the_cadre():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, cadre=1)
    game = make_game(state, dice=[])
    assert travel(game, "Iraq", "Syria", active=False)  # adjacent: automatic
    assert (state.countries["Syria"].sleepers, state.countries["Syria"].cadre) == (1, 1)
    assert (state.countries["Iraq"].cells, state.countries["Iraq"].cadre) == (0, 0)


def test_4_8_4_a_cell_recruited_from_the_track_removes_the_cadre():
    state = make_state(funding=9)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, cadre=1)
    game = make_game(state, dice=[3])
    assert recruit_in(game, "Syria", 1) == 1  # 8.2.2: a cadre lets the Jihadist recruit
    assert (state.countries["Syria"].sleepers, state.countries["Syria"].cadre) == (1, 0)


def test_4_8_4_cells_removed_by_an_operation_leave_a_cadre_but_not_when_told_otherwise():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state)
    pieces.remove_cells(game, "Iraq", actives=1)
    pieces.remove_cells(game, "Syria", actives=1, cadre=False)
    assert (state.countries["Iraq"].cadre, state.countries["Syria"].cadre) == (1, 0)


# == 5.2 Action phases, 5.2.4 holding a card, 6.3 Ops and reserves ==============================


def test_5_2_2_action_phases_alternate_jihadist_first_two_cards_each_with_plots_after_the_us_phase(monkeypatch):
    record = []

    def fake_play(game, side, number):
        game.state.hands[side].remove(number)
        record.append((side, number))
        return 1

    monkeypatch.setattr(cardplay, "play_card", fake_play)
    monkeypatch.setattr(plots, "resolve_all", lambda game: record.append("plots"))
    monkeypatch.setattr(turn, "end_turn", lambda game: record.append("end of turn"))
    state = make_state()
    state.hands[JIHADIST] = [201, 202, 203]
    state.hands[US] = [121, 122]
    game = make_game(state, jihadist=[("card.choose", 201), ("card.choose", 202), ("card.hold", False)],
                     us=[("card.choose", 121)])
    turn.play_turn(game)
    assert record == [(JIHADIST, 201), (JIHADIST, 202), (US, 121), (US, 122), "plots",
                      (JIHADIST, 203), "plots", "end of turn"]


def test_5_2_4_a_player_down_to_one_card_may_hold_it_for_next_turn():
    state = make_state()
    state.hands[US] = [129]
    game = make_game(state, us=[("card.hold", True)])
    assert turn.action_phase(game, US) == turn.HOLD
    assert state.hands[US] == [129]


def test_5_2_4_the_us_bot_never_holds_its_last_card():
    state = make_state()
    state.hands[US] = [129]
    assert turn.may_hold(make_game(state), US)
    assert not turn.may_hold(make_game(state, bots={US}), US)


def test_6_3_3_reserves_take_a_cards_ops_up_to_two():
    state = make_state()
    state.reserves[JIHADIST] = 1
    state.hands[JIHADIST] = [180, 177]
    game = make_game(state, jihadist=[("card.play_as", "reserves")])
    cardplay.play_card(game, JIHADIST, 180)  # 2 Ops, but reserves hold 2 at most
    assert state.reserves[JIHADIST] == 2
    assert state.discard == [180]
    assert cardplay.RESERVES not in cardplay.play_choices(game, JIHADIST, 177)  # reserves are full


@pytest.mark.parametrize("order", ["before", "after"])
def test_6_3_3_a_card_put_into_reserves_is_used_for_ops_its_opponents_event_occurs(order):
    state = make_state(funding=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1)
    state.hands[US] = [180]  # Mosul Central Bank: a Jihadist event, funding +2, then removed
    game = make_game(state, us=[("card.play_as", "reserves"), ("card.trigger_order", order)])
    cardplay.play_card(game, US, 180)
    assert (state.reserves[US], state.funding) == (2, 7)
    assert 180 in state.removed  # the event's own disposition (R), as for Ops


def test_6_3_3_a_bot_putting_an_opponents_card_into_reserves_sets_off_no_event():
    state = make_state(funding=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1)
    game = make_game(state, bots={US})
    cardplay.play_for_reserves(game, US, 180)
    assert (state.reserves[US], state.funding) == (2, 5)  # 12.4 / 13.4: not when a Bot plays it


def test_6_3_3_only_a_one_or_two_ops_card_may_go_to_reserves():
    state = make_state()
    game = make_game(state)
    assert cardplay.RESERVES not in cardplay.play_choices(game, US, 153)  # Facebook, 3 Ops
    assert cardplay.RESERVES in cardplay.play_choices(game, US, 121)  # Advisors, 1 Op


def test_6_3_3_reserves_raise_a_card_to_at_most_three_ops_and_a_player_spends_them_all(monkeypatch):
    seen = []

    class Probe:
        min_ops = 1
        label = "probe"

        def available(self, game, ops):
            return True

        def perform(self, game, ops):
            seen.append(ops)
            return ops

    monkeypatch.setattr(operations, "for_side", lambda side: {"probe": Probe()})
    state = make_state()
    state.reserves[JIHADIST] = 2
    state.hands[JIHADIST] = [180]
    game = make_game(state, jihadist=[("card.play_as", "ops"), ("card.use_reserves", True)])
    cardplay.play_card(game, JIHADIST, 180)  # 2 Ops + 2 reserves, capped at 3
    assert seen == [3]
    assert state.reserves[JIHADIST] == 0


def test_6_3_2_an_opponents_event_on_a_card_used_for_ops_occurs_before_or_after_as_chosen(monkeypatch):
    monkeypatch.setattr(operations, "for_side", lambda side: {})
    state = make_state(funding=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1)
    state.hands[US] = [180]  # Mosul Central Bank: a Jihadist event, funding +2
    game = make_game(state, us=[("card.play_as", "ops"), ("card.trigger_order", "after")])
    cardplay.play_card(game, US, 180)
    assert state.funding == 7
    assert 180 in state.removed  # the event's own disposition (R)


def test_6_3_2_a_bot_using_an_opponents_card_for_ops_does_not_set_off_the_event():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1)
    assert cardplay.opponent_event_triggers(make_game(state), US, 180)
    assert not cardplay.opponent_event_triggers(make_game(state, bots={US}), US, 180)  # 13.4
    assert not cardplay.opponent_event_triggers(make_game(state), JIHADIST, 180)  # its own card


def test_6_2_1_a_side_plays_its_own_and_unassociated_events_never_the_opponents():
    assert events.side_may_play(121, US) and not events.side_may_play(121, JIHADIST)
    assert events.side_may_play(180, JIHADIST) and not events.side_may_play(180, US)
    assert events.side_may_play(239, US) and events.side_may_play(239, JIHADIST)


# == 11.1 Awakening and Reaction markers ==================================================


def test_11_1_2_placing_a_marker_in_an_untested_country_tests_it_first():
    game = make_game(dice=[5])
    assert awakening.add_awakening(game, "Egypt", 1) == 1
    egypt = game.state.countries["Egypt"]
    assert (egypt.governance, egypt.alignment, egypt.awakening) == (FAIR, NEUTRAL, 1)


def test_11_1_4_markers_never_go_to_non_muslim_civil_war_good_or_islamist_rule_countries():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    for name in ("France", "Syria", "Jordan", "Iraq"):
        assert awakening.add_awakening(game, name, 1) == 0
        assert awakening.add_reaction(game, name, 1) == 0
    assert state.countries["France"].posture is None  # not even tested
    assert all(state.countries[n].awakening == state.countries[n].reaction == 0 for n in ("Syria", "Jordan", "Iraq"))


def test_11_1_4_markers_may_go_to_a_regime_change_country():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="green", troops=6)
    game = make_game(state)
    assert awakening.add_awakening(game, "Iraq", 1) == 1
    assert awakening.add_reaction(game, "Iraq", 2) == 2


def test_11_1_6_reaching_good_removes_every_awakening_and_reaction_marker():
    state = make_state()
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, awakening=3, reaction=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[4, 1])  # Convergence: brown 4 black 1 -> Egypt
    politics.improve_governance(game, "Jordan", 1)
    jordan = state.countries["Jordan"]
    assert (jordan.governance, jordan.awakening, jordan.reaction) == (GOOD, 0, 0)
    assert state.countries["Egypt"].awakening == 1


# == 11.1.7 Polarization ===================================================================


def test_11_1_7_a_difference_of_two_adds_one_more_marker_of_the_leading_kind():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=3, reaction=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, reaction=2)
    game = make_game(state, dice=[])
    awakening.polarization(game)
    assert (state.countries["Egypt"].awakening, state.countries["Egypt"].reaction) == (4, 1)
    assert (state.countries["Libya"].awakening, state.countries["Libya"].reaction) == (0, 3)


def test_11_1_7_a_difference_of_one_or_none_changes_nothing():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, awakening=2, reaction=2)
    setc(state, "Sudan", governance=FAIR, alignment=ALLY, reaction=1)
    before = state.to_dict()
    game = make_game(state, dice=[])
    awakening.polarization(game)
    assert state.to_dict() == before


def test_11_1_7_three_or_more_shifts_alignment_one_box_toward_the_leading_side():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=3)
    setc(state, "Libya", governance=POOR, alignment=ADVERSARY, awakening=4)
    setc(state, "Sudan", governance=FAIR, alignment=NEUTRAL, reaction=3)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, awakening=1, reaction=5)
    game = make_game(state, dice=[])
    awakening.polarization(game)
    alignments = {n: state.countries[n].alignment for n in ("Egypt", "Libya", "Sudan", "Jordan")}
    assert alignments == {"Egypt": ALLY, "Libya": NEUTRAL, "Sudan": ADVERSARY, "Jordan": NEUTRAL}
    assert all(state.countries[n].governance in (POOR, FAIR) for n in alignments)


def test_11_1_7_three_or_more_at_the_end_of_the_alignment_track_shifts_governance_with_11_1_5():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=ALLY, awakening=4, reaction=1)
    setc(state, "Sudan", governance=FAIR, alignment=ADVERSARY, reaction=3)
    game = make_game(state, dice=[])
    awakening.polarization(game)
    egypt, sudan = state.countries["Egypt"], state.countries["Sudan"]
    assert (egypt.governance, egypt.awakening, egypt.reaction) == (FAIR, 3, 1)  # one Awakening goes
    assert (sudan.governance, sudan.reaction) == (POOR, 2)  # one Reaction goes


def test_11_1_7_shifts_to_good_happen_at_the_end_and_their_convergence_causes_no_polarization():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=ALLY, awakening=3)
    setc(state, "Morocco", governance=POOR, alignment=NEUTRAL, awakening=1)
    # Egypt goes Good after the census; Convergence brown 1 black 1 -> Morocco
    game = make_game(state, dice=[1, 1])
    awakening.polarization(game)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].awakening) == (GOOD, 0)
    # Morocco was counted at +1 (no effect) before the Convergence marker arrived
    assert state.countries["Morocco"].awakening == 2


def test_11_1_7_minus_three_in_a_poor_adversary_makes_it_islamist_rule_with_convergence():
    state = make_state(funding=4)
    setc(state, "Yemen", governance=POOR, alignment=ADVERSARY, reaction=3, sleepers=1)
    game = make_game(state, dice=[4, 1, 2])  # Convergence -> Egypt, tested Poor
    awakening.polarization(game)
    yemen = state.countries["Yemen"]
    assert (yemen.governance, yemen.reaction) == (ISLAMIST_RULE, 0)
    assert state.funding == 5  # Yemen's 1 resource (8.4.4)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].reaction) == (POOR, 1)


# == 11.1.8 Convergence and 11.3.9 / 11.3.10 random tables =================================


def test_11_1_8_convergence_on_an_ineligible_country_goes_to_an_eligible_neighbour():
    state = make_state()
    setc(state, "Jordan", governance=FAIR, alignment=ALLY)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Saudi Arabia", governance=GOOD, alignment=ALLY)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[2, 3])  # brown 2 black 3 -> Jordan, now Good
    politics.improve_governance(game, "Jordan", 1)
    assert state.countries["Syria"].awakening == 1  # Jordan's only neighbour that can take it


def test_11_1_8_convergence_rolls_again_when_neither_the_country_nor_a_neighbour_can_take_it():
    state = make_state()
    setc(state, "Jordan", governance=FAIR, alignment=ALLY)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Saudi Arabia", governance=GOOD, alignment=ALLY)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[2, 4, 4, 2])  # Jordan (no eligible neighbour), then Egypt
    politics.improve_governance(game, "Jordan", 1)
    assert state.countries["Egypt"].awakening == 1


def test_11_3_9_a_1_in_the_last_column_rolls_on_the_side_table():
    assert awakening.random_muslim_country(make_game(dice=[1, 5, 4])) == "Mali"
    assert awakening.random_muslim_country(make_game(dice=[1, 6, 1])) == "Central Asia"
    assert awakening.random_muslim_country(make_game(dice=[1, 3])) == "Syria"
    assert awakening.random_muslim_country(make_game(dice=[6, 6])) == "Pakistan"


def test_11_3_9_side_table_rolls_again_on_iran_or_nigeria_while_they_are_not_muslim():
    game = make_game(dice=[1, 6, 3, 5, 6, 2])  # Iran, Nigeria, Nigeria: roll again; then Central Asia
    assert awakening.random_muslim_country(game) == "Central Asia"
    game = make_game(dice=[1, 5, 5])
    politics.flip_nigeria_to_muslim(game)
    assert awakening.random_muslim_country(game) == "Nigeria"


def test_11_3_10_random_shia_mix_table_with_iran_only_once_it_is_muslim():
    assert awakening.random_shia_mix_country(make_game(dice=[1, 1, 1])) == "Syria"
    assert awakening.random_shia_mix_country(make_game(dice=[2, 2, 3])) == "Syria"  # Iran still a tile
    assert awakening.random_shia_mix_country(make_game(dice=[4, 4, 4])) == "Yemen"
    assert awakening.random_shia_mix_country(make_game(dice=[6, 5, 5])) == "Afghanistan"
    game = make_game(dice=[2, 2, 3])
    politics.flip_iran_to_muslim(game)
    assert awakening.random_shia_mix_country(game) == "Iran"


# == 11.2 Civil War =======================================================================


def test_11_2_2_civil_war_turns_good_to_fair_and_keeps_the_alignment():
    state = make_state()
    setc(state, "Egypt", governance=GOOD, alignment=ALLY, troops=2, aid=1)
    game = make_game(state)
    assert civil_war.start_civil_war(game, "Egypt")
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.alignment, egypt.civil_war, egypt.troops, egypt.aid) == (FAIR, ALLY, True, 2, 1)
    assert not civil_war.start_civil_war(game, "Egypt")  # already in Civil War: unaffected


def test_11_2_2_civil_war_turns_islamist_rule_to_poor():
    state = make_state()
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, actives=2)
    game = make_game(state)
    civil_war.start_civil_war(game, "Iraq")
    iraq = state.countries["Iraq"]
    assert (iraq.governance, iraq.alignment, iraq.civil_war, iraq.actives) == (POOR, ADVERSARY, True, 2)


def test_11_2_2_reaction_markers_become_cells_whatever_the_funding():
    state = make_state(funding=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=10)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, reaction=3)
    game = make_game(state)
    assert board.cells_to_recruit(state) == 0  # a Recruit could place nothing
    civil_war.start_civil_war(game, "Libya")
    assert (state.countries["Libya"].sleepers, state.countries["Libya"].reaction) == (3, 0)


def test_11_2_4_militia_never_go_to_good_islamist_rule_or_non_muslim_countries():
    state = make_state()
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL)
    game = make_game(state)
    assert [pieces.add_militia(game, n, 2) for n in ("Jordan", "Iraq", "France", "Libya")] == [0, 0, 0, 2]


def test_11_2_7_and_11_2_8_civil_war_ends_at_islamist_rule_and_its_militia_go():
    state = make_state(funding=3)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=2, sleepers=3)
    game = make_game(state, dice=[4, 1, 2])  # Convergence -> Egypt, tested Poor
    politics.worsen_governance(game, "Syria", 1)
    syria = state.countries["Syria"]
    assert (syria.governance, syria.civil_war, syria.militia, syria.sleepers) == (ISLAMIST_RULE, False, 0, 3)


def test_11_2_8_ending_a_civil_war_removes_its_marker_and_the_militia_and_leaves_the_rest():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=ALLY, civil_war=True, militia=3, sleepers=2, troops=1, aid=1,
         besieged=True, cadre=0)
    game = make_game(state)
    civil_war.end_civil_war(game, "Syria")
    syria = state.countries["Syria"]
    assert (syria.civil_war, syria.militia) == (False, 0)
    assert (syria.governance, syria.alignment, syria.sleepers, syria.troops, syria.aid, syria.besieged) == (
        POOR, ALLY, 2, 1, 1, True)


def test_11_2_9_pieces_and_markers_come_only_from_the_fifteen_in_the_box():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, militia=14, awakening=14, sleepers=14)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL)
    game = make_game(state)
    assert pieces.add_militia(game, "Libya", 3) == 1
    assert awakening.add_awakening(game, "Libya", 2) == 1
    assert pieces.add_cells(game, "Libya", 3) == 1
    assert (board.militia_available(state), board.awakening_available(state), board.cells_available(state)) == (0, 0, 0)


# == 11.3 Other changes ===================================================================


def test_11_3_1_islamist_rule_makes_the_countrys_cached_wmd_available():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=1)
    assert state.countries["Syria"].wmd == 2
    game = make_game(state, dice=[4, 1, 2])  # Convergence -> Egypt
    politics.worsen_governance(game, "Syria", 1)
    assert state.countries["Syria"].wmd == 0
    assert state.plots_available.count(PLOT_WMD) == 2


def test_11_3_7_training_camps_cells_are_recruited_only_at_funding_9():
    state = make_state(funding=8)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=12)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=3, markers=["Training Camps"])
    assert (board.cell_capacity(state), board.cells_available(state)) == (18, 3)
    assert board.cells_to_recruit(state) == 0
    state.funding = 9
    assert board.cells_to_recruit(state) == 3


def test_11_3_7_reaction_markers_turned_into_cells_may_use_the_extra_cells():
    state = make_state(funding=5)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=12)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=3, markers=["Training Camps"])
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, reaction=2)
    game = make_game(state)
    civil_war.start_civil_war(game, "Libya")
    assert state.countries["Libya"].sleepers == 2
    assert board.cells_on_map(state) == 17


def test_11_3_7_training_camps_in_a_caliphate_country_bring_five_extra_cells():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1, markers=["Training Camps"])
    assert board.extra_cell_capacity(state) == 3
    state.caliphate_capital = "Iraq"
    assert board.extra_cell_capacity(state) == 5


def test_11_3_8_declaring_needs_three_cells_placed_in_a_candidate_and_no_capital_yet():
    state = make_state(funding=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=3)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, regime_change="tan", troops=6, sleepers=2)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=3)
    game = make_game(state)
    assert not caliphate.declaration_possible(game, "Syria", 2)
    assert not caliphate.declaration_possible(game, "Egypt", 3)  # not Civil War / Regime Change / IR
    assert caliphate.declaration_possible(game, "Syria", 3)
    caliphate.declare(game, "Syria")
    assert (state.caliphate_capital, state.funding) == ("Syria", 7)
    # 11.3.8.3: every member's cells turn active (Iraq is adjacent and in Regime Change)
    assert [(state.countries[n].sleepers, state.countries[n].actives) for n in ("Syria", "Iraq")] == [(0, 3), (0, 2)]
    assert not caliphate.declaration_possible(game, "Iraq", 3)  # one capital only


def test_11_3_8_1_the_caliphate_is_the_capital_and_every_candidate_chained_to_it():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="green")
    setc(state, "Gulf States", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # via Iraq
    setc(state, "Pakistan", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # via Gulf States
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)  # adjacent, not a candidate
    setc(state, "Egypt", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # a candidate, not chained
    state.caliphate_capital = "Syria"
    assert sorted(board.caliphate_members(state)) == ["Gulf States", "Iraq", "Pakistan", "Syria"]


def test_11_3_8_2_a_capital_with_nowhere_to_go_is_removed_funding_minus_2_prestige_plus_2():
    state = make_state(funding=6, prestige=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=2)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL)
    state.caliphate_capital = "Syria"
    game = make_game(state)
    assert board.islamist_resources(state) == 1
    civil_war.end_civil_war(game, "Syria")
    assert (state.caliphate_capital, state.funding, state.prestige) == (None, 4, 7)
    assert board.islamist_resources(state) == 0


def test_11_3_8_3_cells_placed_in_a_caliphate_country_arrive_active():
    state = make_state(funding=9)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=3)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1)
    state.caliphate_capital = "Syria"
    game = make_game(state, dice=[])
    assert recruit_in(game, "Iraq", 2) == 2  # Civil War: automatic (11.2.3)
    assert (state.countries["Iraq"].sleepers, state.countries["Iraq"].actives) == (0, 3)
    assert pieces.hide_actives(game, "Iraq", 1) == 0  # they stay active


def test_11_3_14_good_removes_regime_change_besieged_regime_aid_and_militia():
    state = make_state()
    setc(state, "Iraq", governance=FAIR, alignment=ALLY, regime_change="tan", besieged=True, aid=2, militia=2,
         troops=6, sleepers=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[4, 1])  # Convergence -> Egypt
    politics.improve_governance(game, "Iraq", 1)
    iraq = state.countries["Iraq"]
    assert (iraq.governance, iraq.regime_change, iraq.besieged, iraq.aid, iraq.militia) == (GOOD, None, False, 0, 0)
    assert (iraq.troops, iraq.sleepers) == (6, 1)


def test_11_3_3_3_muslim_nigeria_that_is_an_ally_without_cells_turns_back_and_keeps_its_governance():
    state = make_state()
    game = make_game(state)
    politics.flip_nigeria_to_muslim(game)
    setc(state, "Nigeria", governance=FAIR, alignment=NEUTRAL, sleepers=1, militia=1, aid=1, awakening=1, troops=1,
         civil_war=True)
    politics.set_alignment(game, "Nigeria", ALLY)
    assert state.countries["Nigeria"].muslim  # a cell is still there
    pieces.remove_cells(game, "Nigeria", sleepers=1, cadre=False)
    nigeria = state.countries["Nigeria"]
    assert not nigeria.muslim
    assert (nigeria.governance, nigeria.alignment, nigeria.civil_war) == (FAIR, None, False)
    assert (nigeria.militia, nigeria.aid, nigeria.awakening, nigeria.troops) == (0, 0, 0, 0)
    assert board.troops_on_track(state) == 15


def test_11_3_3_1_iran_no_longer_adversary_loses_the_trade_embargo_marker():
    state = make_state()
    game = make_game(state)
    politics.flip_iran_to_muslim(game)
    state.countries["Iran"].markers.append("Trade Embargo (Jihadist)")
    assert (state.countries["Iran"].governance, state.countries["Iran"].alignment) == (FAIR, ADVERSARY)
    politics.set_alignment(game, "Iran", NEUTRAL)
    assert state.countries["Iran"].markers == []


def test_8_4_3_2_each_major_jihad_success_removes_an_aid_marker_even_when_it_fails():
    from game.labyrinth.jihadist_ops import major_jihad_in

    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=6, aid=2)
    game = make_game(state, dice=[1, 2, 6])  # two successes of the three a Fair country needs
    assert not major_jihad_in(game, "Egypt", 3)
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.aid, egypt.actives, egypt.sleepers, egypt.besieged) == (POOR, 0, 5, 0, False)


def test_5_3_a_short_draw_pile_starts_the_next_deck_and_hands_are_dealt_alternately():
    state = make_state(funding=2)  # 7 Jihadist cards; all 15 troops on the track: 9 US cards
    state.decks, state.deck_number = 2, 1
    state.draw_pile = [121, 122, 123]
    state.discard = list(range(124, 144))
    game = make_game(state)
    deck.deal_hands(game)
    assert state.deck_number == 2
    assert (len(state.hands[JIHADIST]), len(state.hands[US])) == (7, 9)
    assert state.hands[JIHADIST][0] == 121 and state.hands[US][0] == 122 and state.hands[JIHADIST][1] == 123
    assert state.discard == [] and len(state.draw_pile) == 7


def test_5_3_1_the_game_ends_when_the_last_deck_cannot_fill_the_hands():
    state = make_state(funding=2)
    state.decks, state.deck_number = 1, 1
    state.draw_pile = list(range(121, 136))  # 15 cards, 16 needed
    setc(state, "Egypt", governance=GOOD, alignment=ALLY)
    game = make_game(state)
    with pytest.raises(GameOver):
        deck.deal_hands(game)
    assert state.winner == US  # 3 Good resources, none under Islamist Rule (2.3)


def test_11_3_8_4_status_quo_is_blocked_in_a_caliphate_country():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, regime_change="tan", troops=3, militia=1, actives=2)
    assert events.can_play_event(make_game(state), 163, US)
    state.caliphate_capital = "Iraq"
    assert not events.can_play_event(make_game(state), 163, US)


# -- fixes found while mapping the rules ---------------------------------------------------------


def test_2_1_oil_price_spike_wins_at_once_for_the_side_that_played_it():

    state = make_state()
    for name in ("Saudi Arabia", "Indonesia/Malaysia", "Egypt", "Jordan"):
        setc(state, name, governance=GOOD, alignment="ally")
    state.discard = [121]  # a US card for the event to take back
    game = make_game(state)
    with pytest.raises(GameOver) as won:
        cardplay.run_event(game, "us", 236)
    assert won.value.winner == "us"


def test_11_2_2_civil_war_in_an_islamist_rule_capital_keeps_the_caliphate():
    from game.labyrinth.civil_war import start_civil_war

    state = make_state(funding=5, prestige=5)
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment="adversary", actives=2)
    state.caliphate_capital = "Syria"
    game = make_game(state)
    start_civil_war(game, "Syria")
    assert state.caliphate_capital == "Syria"
    assert (state.funding, state.prestige) == (5, 5)
    assert state.countries["Syria"].civil_war and state.countries["Syria"].governance == POOR


def test_11_3_7_cells_stranded_when_training_camps_leave_stay_until_removed():
    from game.labyrinth import pieces
    from game.labyrinth.invariants import violations

    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", sleepers=15)
    setc(state, "Iraq", governance=FAIR, alignment="ally", sleepers=3, markers=["Training Camps"])
    state.events_in_play = [196]
    game = make_game(state, dice=[1, 1, 5])  # Convergence lands in Morocco (tested Fair)
    politics.improve_governance(game, "Iraq", 1)  # Good: the camps go, 18 cells stay
    assert "Training Camps" not in state.countries["Iraq"].markers
    assert violations(state) == []
    pieces.remove_cells(game, "Egypt", sleepers=2)
    assert state.counters["stranded_cells"] == 1
    assert violations(state) == []
    state.countries["Egypt"].sleepers += 2  # no room for them: a real violation
    assert violations(state)


def test_11_2_9_with_all_15_markers_out_a_player_may_move_one():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", awakening=10)
    setc(state, "Libya", governance=POOR, alignment="neutral", awakening=5)
    setc(state, "Jordan", governance=POOR, alignment="neutral")
    game = make_game(state, us=[("markers.move", True), ("markers.move_from", "Libya")])
    game.acting = "us"
    assert awakening.add_awakening(game, "Jordan", 1) == 1
    assert (state.countries["Libya"].awakening, state.countries["Jordan"].awakening) == (4, 1)
    declined = make_game(state, us=[("markers.move", False)])
    declined.acting = "us"
    assert awakening.add_awakening(declined, "Jordan", 1) == 0
