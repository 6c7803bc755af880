"""The Jihadist operations: Recruit (8.2), Travel (8.3), Jihad (8.4), Major Jihad (8.4.2), Plot (8.5)."""

from __future__ import annotations

import pytest

from game.labyrinth import board, cardplay, deck, events, jihadist_ops
from game.labyrinth.events import EventSpec
from game.labyrinth.jihadist_ops import (
    OPERATIONS,
    auto_recruit,
    cells_used,
    jihad_drm,
    jihad_targets,
    major_jihad_in,
    major_jihad_targets,
    minor_jihad_in,
    plot_in,
    plot_targets,
    recruit_in,
    recruit_succeeds,
    recruit_targets,
    travel,
    travel_destinations,
    travel_is_automatic,
    travel_sources,
)
from game.labyrinth.state import ADVERSARY, ALLY, FAIR, GOOD, ISLAMIST_RULE, NEUTRAL, POOR, SOFT

from .bots.test_jihadist_helpers import bot_game
from .helpers import make_game, make_state, setc


def country(game, name):
    return game.state.countries[name]


class CountingDice:
    """Scripted dice that also note how many questions the Jihadist had been asked at each roll."""

    def __init__(self, game, rolls):
        self.game = game
        self.rolls = list(rolls)
        self.asked_before: list[int] = []

    def roll(self, purpose):
        self.asked_before.append(len(self.game.deciders["jihadist"].asked))
        return self.rolls.pop(0)


def asked(game, side="jihadist"):
    return [a.purpose for a in game.deciders[side].asked]


# -- Recruit (8.2) ---------------------------------------------------------------------------


def test_8_2_recruit_succeeds_on_roll_at_most_governance():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[2])
    assert recruit_in(game, "Egypt", 1) == 1
    assert (country(game, "Egypt").sleepers, country(game, "Egypt").actives) == (2, 0)
    assert cells_used(game, "Egypt") == 1  # the new cell has acted this card (12.4.1)


def test_8_2_recruit_fails_on_roll_above_governance():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[3])
    assert recruit_in(game, "Egypt", 1) == 0
    assert country(game, "Egypt").cells == 1


def test_8_2_recruit_in_poor_succeeds_on_three():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, cadre=1)
    game = make_game(state, dice=[3, 4])
    assert recruit_in(game, "Egypt", 2) == 1
    egypt = country(game, "Egypt")
    assert (egypt.sleepers, egypt.cadre) == (1, 0)  # a cell from the track removes the cadre (4.8.4)


def test_8_2_recruit_in_non_muslim_uses_printed_recruit_number():
    state = make_state()
    setc(state, "United Kingdom", posture=SOFT, sleepers=1)
    setc(state, "Germany", posture=SOFT, sleepers=1)
    game = make_game(state)
    assert recruit_succeeds(game, "United Kingdom", 2)  # UK prints recruit 2 although Good
    assert not recruit_succeeds(game, "United Kingdom", 3)
    assert recruit_succeeds(game, "Germany", 1)
    assert not recruit_succeeds(game, "Germany", 2)  # Good governance 1
    assert recruit_succeeds(game, "Philippines", 3)
    assert not recruit_succeeds(game, "Philippines", 4)


def test_8_2_recruit_needs_a_cell_or_cadre_and_no_truce():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, cadre=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, actives=2, markers=["Truce"])
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    game = make_game(state)
    assert recruit_targets(game) == ["Egypt", "Libya"]


@pytest.mark.parametrize("fields", [
    {"governance": ISLAMIST_RULE, "alignment": ADVERSARY},
    {"governance": FAIR, "alignment": ALLY, "regime_change": "green"},
    {"governance": POOR, "alignment": NEUTRAL, "civil_war": True},
    {"governance": FAIR, "alignment": NEUTRAL, "markers": ["Training Camps"]},
])
def test_8_2_3_and_11_2_3_auto_recruit_countries_need_no_roll(fields):
    state = make_state()
    setc(state, "Iraq", sleepers=1, **fields)
    game = make_game(state, dice=[])  # no die may be rolled
    assert auto_recruit(game, "Iraq")
    assert recruit_succeeds(game, "Iraq", 6)
    assert recruit_in(game, "Iraq", 2) == 2
    assert country(game, "Iraq").cells == 3


def test_8_2_no_auto_recruit_in_fair_or_poor_country_or_non_muslim():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "France", posture=SOFT, sleepers=1)
    game = make_game(state)
    assert not auto_recruit(game, "Iraq")
    assert not auto_recruit(game, "France")


def test_13_5_vigilant_us_bot_denies_auto_recruit_in_civil_war_and_regime_change():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Syria", governance=FAIR, alignment=ALLY, regime_change="tan", sleepers=1)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    setc(state, "Libya", governance=FAIR, alignment=NEUTRAL, markers=["Training Camps"], sleepers=1)
    game = make_game(state, dice=[4, 3], bots={"us"})
    game.capabilities["us"] = {"no_auto_recruit_in_cw_rc": True}
    assert not auto_recruit(game, "Iraq")
    assert not auto_recruit(game, "Syria")
    assert auto_recruit(game, "Yemen")  # Islamist Rule and Training Camps still auto-recruit
    assert auto_recruit(game, "Libya")
    assert recruit_in(game, "Iraq", 2) == 1  # 4 fails against Poor, 3 succeeds


def test_13_5_vigilant_capability_does_nothing_against_a_human_us():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    game = make_game(state)
    game.capabilities["us"] = {"no_auto_recruit_in_cw_rc": True}
    assert auto_recruit(game, "Iraq")


def test_4_7_4_2_funding_limits_recruited_cells():
    state = make_state(funding=2)  # tight: only cells beyond the first 10 on the track
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=4)
    game = make_game(state, dice=[])
    assert board.cells_to_recruit(game.state) == 1
    assert recruit_in(game, "Yemen", 3) == 1
    assert country(game, "Yemen").cells == 5
    assert not OPERATIONS["recruit"].available(game, 3)  # no cell left for a Recruit


def test_6_2_2_event_recruit_ignores_funding_and_needs_no_cell():
    state = make_state(funding=2)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=5)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, dice=[1, 2])
    assert recruit_in(game, "Egypt", 2, event_placement=True) == 2
    assert country(game, "Egypt").cells == 2


def test_4_9_4_recruit_tests_an_untested_country_first():
    state = make_state()
    setc(state, "Egypt", cadre=1)
    game = make_game(state, dice=[5, 2])  # test: Fair; recruit 2 succeeds
    assert recruit_in(game, "Egypt", 1, event_placement=True) == 1
    assert country(game, "Egypt").governance == FAIR


def test_12_5_potent_bot_places_two_cells_per_success():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[1, 6], bots={"jihadist"})
    game.capabilities["jihadist"] = {"recruit_cells_per_success": 2}
    assert recruit_in(game, "Egypt", 2) == 2
    assert country(game, "Egypt").cells == 3


def test_12_5_potent_capability_does_nothing_for_a_human_jihadist():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[1])
    game.capabilities["jihadist"] = {"recruit_cells_per_success": 2}
    assert recruit_in(game, "Egypt", 1) == 1


def test_8_1_1_recruit_names_every_country_before_rolling():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, cadre=1)
    game = make_game(state, jihadist=[("op.recruit.dice", [("Libya", 2), ("Egypt", 1)])])
    dice = CountingDice(game, [3, 4, 3])
    game.dice = dice
    assert OPERATIONS["recruit"].perform(game, 3) == 3
    assert dice.asked_before == [1, 1, 1]  # every die named in one answer before the first roll
    assert country(game, "Libya").cells == 1  # 3 succeeds vs Poor, 4 fails
    assert country(game, "Egypt").cells == 1  # 3 fails vs Fair


def test_8_2_human_may_stop_recruiting_early():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[1], jihadist=[("op.recruit.dice", [("Egypt", 1)])])  # 1 die of 3
    assert OPERATIONS["recruit"].perform(game, 3) == 1
    assert country(game, "Egypt").cells == 2


def test_8_2_shortage_of_cells_lets_the_jihadist_choose_where_they_go():
    state = make_state(funding=2)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=2)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=2)
    # tight funding: 11 on the track -> 1 cell may be recruited
    game = make_game(state, dice=[], jihadist=[("op.recruit.dice", [("Yemen", 1), ("Somalia", 1)]),
                                               ("op.recruit.placement", "Somalia")])
    assert OPERATIONS["recruit"].perform(game, 2) == 2
    assert (country(game, "Yemen").cells, country(game, "Somalia").cells) == (2, 3)


def test_12_3_2_bot_recruit_rolls_no_more_dice_than_cells_to_recruit():
    state = make_state(funding=2)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=4)
    game, _ = bot_game(state, dice=[1])
    assert board.cells_to_recruit(game.state) == 1
    assert OPERATIONS["recruit"].perform(game, 3) == 1  # the Bot's answer: 1 die of 3 (jihadist.answer)
    assert country(game, "Egypt").cells == 5


# -- Travel (8.3) ----------------------------------------------------------------------------


def test_8_3_travel_to_an_adjacent_country_is_automatic_and_arrives_sleeper():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=1)
    setc(state, "Syria", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, dice=[])
    assert travel_is_automatic(game, "Iraq", "Syria")
    assert travel(game, "Iraq", "Syria", active=True)
    assert (country(game, "Syria").sleepers, country(game, "Syria").actives) == (1, 0)
    assert country(game, "Iraq").cells == 0 and country(game, "Iraq").cadre == 0  # no cadre after Travel (4.8.4)
    assert cells_used(game, "Syria") == 1


def test_8_3_travel_between_schengen_countries_is_automatic():
    state = make_state()
    game = make_game(state)
    assert travel_is_automatic(game, "France", "Scandinavia")
    assert not travel_is_automatic(game, "Egypt", "Pakistan")


def test_8_3_non_adjacent_travel_succeeds_on_roll_at_most_destination_governance():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=2)
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL, cadre=1)
    game = make_game(state, dice=[2])
    assert travel(game, "Egypt", "Pakistan", active=False)
    pakistan = country(game, "Pakistan")
    assert (pakistan.sleepers, pakistan.cadre) == (1, 1)  # a travelling cell leaves the cadre (4.8.4)
    assert country(game, "Egypt").sleepers == 1


def test_8_3_failed_travel_returns_the_cell_to_the_track_without_cadre():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, dice=[3])
    assert not travel(game, "Egypt", "Pakistan", active=False)
    assert country(game, "Egypt").cells == 0 and country(game, "Egypt").cadre == 0
    assert country(game, "Pakistan").cells == 0
    assert board.cells_on_map(game.state) == 0


def test_4_9_4_travel_tests_the_destination_first_even_if_it_fails():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[5, 3])  # test Pakistan: 5 -> Fair; travel 3 fails against Fair
    assert not travel(game, "Egypt", "Pakistan", active=False)
    assert country(game, "Pakistan").governance == FAIR


def test_8_3_travel_to_the_united_states_rolls_against_good():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=2)
    game = make_game(state, dice=[2, 1])
    assert not travel(game, "Egypt", "United States", active=False)
    assert travel(game, "Egypt", "United States", active=False)
    assert country(game, "United States").sleepers == 1


def test_8_3_travel_to_islamist_rule_is_automatic():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Pakistan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state, dice=[])
    assert travel_is_automatic(game, "Egypt", "Pakistan")
    assert travel(game, "Egypt", "Pakistan", active=False)


def test_11_3_7_travel_from_training_camps_gets_minus_one():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=2, markers=["Training Camps"])
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, dice=[3, 4])
    assert travel(game, "Egypt", "Pakistan", active=False)  # 3 - 1 = 2 <= Fair
    assert not travel(game, "Egypt", "Pakistan", active=False)  # 4 - 1 = 3 > Fair


def test_card_169_islamic_maghreb_makes_travel_to_schengen_roll():
    state = make_state(lapsing=[169])
    setc(state, "France", posture=SOFT, sleepers=1)
    setc(state, "Germany", posture=SOFT)
    game = make_game(state, dice=[2])
    assert not travel_is_automatic(game, "France", "Germany")
    assert travel_is_automatic(game, "France", "United Kingdom")  # not a Schengen country
    assert not travel(game, "France", "Germany", active=False)  # 2 > Good


def test_8_3_travel_in_place_hides_an_active_cell():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[])
    assert travel(game, "Egypt", "Egypt", active=True)
    assert (country(game, "Egypt").actives, country(game, "Egypt").sleepers) == (0, 1)


def test_11_3_8_3_cells_travelling_into_the_caliphate_arrive_active():
    state = make_state(caliphate_capital="Syria")
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=1)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[])
    assert travel(game, "Iraq", "Syria", active=False)
    assert (country(game, "Syria").actives, country(game, "Syria").sleepers) == (2, 0)


def test_card_239_truce_blocks_travel_from_and_to():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1, markers=["Truce"])
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, markers=["Truce"])
    game = make_game(state)
    assert travel_sources(game) == ["Egypt"]
    destinations = travel_destinations(game, "Egypt")
    assert "Syria" not in destinations and "Iraq" not in destinations and "Egypt" in destinations


def test_8_1_1_travel_asks_destination_then_source_for_every_cell_before_rolling():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1, actives=1)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, jihadist=[
        ("op.travel.destination", "Pakistan"), ("op.travel.sources", [("Egypt", 2)]),  # an active and a sleeper
        ("op.more", True),
        ("op.travel.destination", "Syria"), ("op.travel.sources", [("Iraq", 1)]),
    ])
    dice = CountingDice(game, [2, 4, 6])  # Egypt->Pakistan 2 ok, 4 fails; test Syria 6, then Iraq->Syria automatic
    game.dice = dice
    assert OPERATIONS["travel"].perform(game, 3) == 3
    assert dice.asked_before == [5, 5, 5]
    assert country(game, "Pakistan").sleepers == 1  # the second Egypt cell (a sleeper) failed with 4
    assert country(game, "Syria").sleepers == 1 and country(game, "Syria").governance == FAIR
    assert country(game, "Egypt").cells == 0 and country(game, "Iraq").cells == 0


def test_8_3_a_cell_may_travel_only_once_per_operation():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[], jihadist=[("op.travel.destination", "Libya"), ("op.travel.sources", [("Egypt", 1)])])
    setc(game.state, "Libya", governance=POOR, alignment=NEUTRAL)
    assert OPERATIONS["travel"].perform(game, 3) == 1  # only one cell to move: no further attempt
    assert country(game, "Libya").sleepers == 1


# -- Minor Jihad (8.4) -----------------------------------------------------------------------


def test_8_4_jihad_success_worsens_governance_and_removes_aid():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=2, aid=1)
    game = make_game(state, dice=[1, 2])
    assert minor_jihad_in(game, "Egypt", 2) == 2
    egypt = country(game, "Egypt")
    assert (egypt.governance, egypt.aid, egypt.actives) == (POOR, 0, 2)  # never past Poor by Minor Jihad
    assert cells_used(game, "Egypt") == 2


def test_8_4_jihad_failure_removes_an_active_cell_without_cadre():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[3])
    assert minor_jihad_in(game, "Egypt", 1) == 0
    egypt = country(game, "Egypt")
    assert (egypt.cells, egypt.cadre, egypt.governance) == (0, 0, FAIR)


def test_8_4_cells_used_for_jihad_become_active():
    state = make_state()
    setc(state, "Egypt", governance=GOOD, alignment=ALLY, sleepers=3)
    game = make_game(state, dice=[1, 1])
    assert minor_jihad_in(game, "Egypt", 2) == 2
    egypt = country(game, "Egypt")
    assert (egypt.actives, egypt.sleepers, egypt.governance) == (2, 1, POOR)


def test_8_4_jihad_uses_actives_first_unless_told_otherwise():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=2, actives=1)
    game = make_game(state.copy(), dice=[1, 1])
    minor_jihad_in(game, "Egypt", 2)
    assert (country(game, "Egypt").actives, country(game, "Egypt").sleepers) == (2, 1)
    game2 = make_game(state.copy(), dice=[1, 1])
    minor_jihad_in(game2, "Egypt", 2, sleepers=2)
    assert (country(game2, "Egypt").actives, country(game2, "Egypt").sleepers) == (3, 0)


def test_8_4_minor_jihad_in_poor_country_never_makes_islamist_rule():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=3, aid=2)
    game = make_game(state, dice=[1, 1, 5])
    assert minor_jihad_in(game, "Egypt", 3) == 2
    egypt = country(game, "Egypt")
    assert (egypt.governance, egypt.aid, egypt.cells) == (POOR, 0, 2)


def test_11_1_3_awakening_hinders_and_reaction_helps_jihad():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=1, awakening=1)
    setc(state, "Libya", governance=FAIR, alignment=NEUTRAL, actives=1, reaction=1)
    game = make_game(state, dice=[2, 3])
    assert jihad_drm(game, "Egypt") == 1 and jihad_drm(game, "Libya") == -1
    assert minor_jihad_in(game, "Egypt", 1) == 0  # 2 + 1 > Fair
    assert minor_jihad_in(game, "Libya", 1) == 1  # 3 - 1 <= Fair


def test_11_1_3_equal_awakening_and_reaction_cancel():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=1, awakening=2, reaction=2)
    game = make_game(state, dice=[2])
    assert jihad_drm(game, "Egypt") == 0
    assert minor_jihad_in(game, "Egypt", 1) == 1


def test_12_5_coherent_bot_ignores_the_penalty_in_minor_jihad_only():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=1, awakening=2)
    setc(state, "Libya", governance=FAIR, alignment=NEUTRAL, actives=1, reaction=1)
    game = make_game(state, bots={"jihadist"})
    game.capabilities["jihadist"] = {"ignore_minor_jihad_drm_penalty": True}
    assert jihad_drm(game, "Egypt") == 0
    assert jihad_drm(game, "Egypt", major=True) == 2
    assert jihad_drm(game, "Libya") == -1  # a bonus is not a penalty


def test_12_5_virulent_bot_ignores_the_penalty_in_every_jihad():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=1, awakening=2)
    game = make_game(state, bots={"jihadist"})
    game.capabilities["jihadist"] = {"ignore_jihad_drm_penalty": True}
    assert jihad_drm(game, "Egypt") == 0
    assert jihad_drm(game, "Egypt", major=True) == 0


def test_12_5_tier_capabilities_do_not_help_a_human_jihadist():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=1, awakening=2)
    game = make_game(state)
    game.capabilities["jihadist"] = {"ignore_jihad_drm_penalty": True}
    assert jihad_drm(game, "Egypt") == 2


def test_8_4_jihad_targets_are_muslim_not_islamist_rule_with_cells_and_no_truce():
    state = make_state()
    setc(state, "Egypt", governance=GOOD, alignment=ALLY, sleepers=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, actives=1)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, actives=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, actives=1, markers=["Truce"])
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, cadre=1)
    setc(state, "France", posture=SOFT, sleepers=1)
    game = make_game(state)
    assert jihad_targets(game) == ["Egypt", "Libya"]


def test_card_195_jihad_rolls_without_cells_ignore_failures():
    state = make_state()
    setc(state, "Iraq", governance=FAIR, alignment=NEUTRAL, civil_war=True, actives=1)
    game = make_game(state, dice=[1, 6])
    assert minor_jihad_in(game, "Iraq", 2, ignore_failures=True) == 1
    assert (country(game, "Iraq").governance, country(game, "Iraq").cells) == (POOR, 1)


def test_8_4_perform_minor_jihad_over_two_countries_names_all_before_rolling():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=2, actives=1)
    setc(state, "Libya", governance=GOOD, alignment=ALLY, sleepers=1)
    game = make_game(state, jihadist=[
        ("op.jihad.cells", [("Egypt", 2), ("Libya", 1)]), ("op.jihad.sleepers", 1),  # Libya's one cell: no question
    ])
    dice = CountingDice(game, [2, 5, 1])
    game.dice = dice
    assert OPERATIONS["minor_jihad"].perform(game, 3) == 3
    assert dice.asked_before == [2, 2, 2]
    egypt, libya = country(game, "Egypt"), country(game, "Libya")
    assert (egypt.governance, egypt.actives, egypt.sleepers) == (POOR, 1, 1)  # one success, one cell lost
    assert (libya.governance, libya.actives) == (FAIR, 1)


# -- Major Jihad (8.4.2) ---------------------------------------------------------------------


def test_8_4_2_major_jihad_needs_five_more_cells_than_troops_and_militia():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=6, troops=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=6, militia=2)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, sleepers=5, markers=["NATO"])
    game = make_game(state)
    assert major_jihad_targets(game, 2) == ["Iraq"]  # militia and NATO (2 troops) count too (11.2.4)


def test_8_4_2_major_jihad_ops_needed_by_governance_and_besieged_regime():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=5, besieged=True)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=5)
    setc(state, "Libya", governance=FAIR, alignment=NEUTRAL, sleepers=5, besieged=True)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY, sleepers=5)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=5)
    setc(state, "Somalia", governance=POOR, alignment=NEUTRAL, sleepers=5, markers=["Truce"])
    game = make_game(state)
    assert major_jihad_targets(game, 1) == ["Syria"]
    assert major_jihad_targets(game, 2) == ["Iraq", "Libya", "Syria"]
    assert major_jihad_targets(game, 3) == ["Egypt", "Iraq", "Libya", "Syria"]


@pytest.mark.parametrize(("rolls", "words"), [(1, "1 die"), (2, "2 dice")])
def test_8_4_2_a_major_jihads_dice_are_worded_die_and_dice_in_the_log(rolls, words):
    # Syria: Poor with a Besieged Regime, one success short of Islamist Rule: 1 or 2 dice will do
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=6, besieged=True)
    game = make_game(state, dice=[6] * rolls, jihadist=[("op.major_jihad.rolls", rolls)])
    assert jihadist_ops.perform_major_jihad(game, 2) == rolls
    assert [e.text for e in game.log_entries if "Major Jihad in Syria with" in e.text] == \
        [f"Jihadist Major Jihad in Syria with {words}"]


def test_8_4_4_major_jihad_success_makes_islamist_rule_with_funding_and_prestige():
    state = make_state(funding=5, prestige=7)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=7, troops=1, aid=1, militia=1, besieged=False)
    setc(state, "Saudi Arabia", governance=FAIR, alignment=NEUTRAL)
    # dice 1, 2, 6: two successes -> Islamist Rule; convergence rolls 4, 3 -> Saudi Arabia
    game = make_game(state, dice=[1, 2, 6, 4, 3])
    assert major_jihad_in(game, "Iraq", 3)
    iraq = country(game, "Iraq")
    assert (iraq.governance, iraq.alignment) == (ISLAMIST_RULE, ADVERSARY)
    assert (iraq.actives, iraq.sleepers, iraq.cadre) == (6, 0, 0)  # all active; one lost to the failure
    assert (iraq.aid, iraq.militia) == (0, 0)
    assert game.state.funding == 8  # +3 resources
    assert game.state.prestige == 1  # troops were there
    assert country(game, "Saudi Arabia").reaction == 1  # Convergence (11.1.8)


def test_11_2_4_major_jihad_success_with_only_militia_costs_no_prestige():
    state = make_state(funding=5, prestige=7)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=7, militia=2)
    setc(state, "Saudi Arabia", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, dice=[3, 3, 4, 3])
    assert major_jihad_in(game, "Iraq", 2)
    assert game.state.prestige == 7
    assert country(game, "Iraq").militia == 0


def test_8_4_2_besieged_regime_major_jihad_succeeds_with_one_success():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=5, besieged=True)
    setc(state, "Saudi Arabia", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, dice=[3, 4, 3])
    assert major_jihad_in(game, "Iraq", 1)
    assert country(game, "Iraq").governance == ISLAMIST_RULE
    assert not country(game, "Iraq").besieged


def test_8_4_2_major_jihad_in_fair_needs_three_successes():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=6)
    game = make_game(state, dice=[1, 2, 3])
    assert not major_jihad_in(game, "Egypt", 3)
    egypt = country(game, "Egypt")
    assert (egypt.governance, egypt.actives, egypt.besieged) == (POOR, 5, False)  # no Besieged Regime from Fair


def test_8_4_3_failed_three_dice_major_jihad_in_poor_places_besieged_regime():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=ADVERSARY, sleepers=6, aid=1)
    game = make_game(state, dice=[3, 4, 5])
    assert not major_jihad_in(game, "Iraq", 3)
    iraq = country(game, "Iraq")
    assert (iraq.governance, iraq.besieged, iraq.alignment) == (POOR, True, NEUTRAL)
    assert (iraq.actives, iraq.sleepers, iraq.aid) == (4, 0, 0)  # two failures; one success took the aid


def test_8_4_3_failed_two_dice_major_jihad_places_no_besieged_regime():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=6)
    game = make_game(state, dice=[4, 5])
    assert not major_jihad_in(game, "Iraq", 2)
    iraq = country(game, "Iraq")
    assert (iraq.besieged, iraq.alignment, iraq.cells) == (False, NEUTRAL, 4)


def test_11_1_3_awakening_modifies_major_jihad():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=6, awakening=1)
    game = make_game(state, dice=[3, 3])
    assert not major_jihad_in(game, "Iraq", 2)  # 3 + 1 > Poor twice
    assert country(game, "Iraq").cells == 4


def test_8_4_2_perform_major_jihad_human_picks_dice_bot_rolls_every_op():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=6)
    game = make_game(state.copy(), dice=[5, 5], jihadist=[("op.major_jihad.rolls", 2)])
    assert OPERATIONS["major_jihad"].perform(game, 3) == 2
    assert not country(game, "Iraq").besieged  # only two dice rolled
    bot, _ = bot_game(state.copy(), dice=[5, 5, 5])
    assert OPERATIONS["major_jihad"].perform(bot, 3) == 3  # the Bot's answer: every Op (jihadist.answer)
    assert country(bot, "Iraq").besieged


# -- Plot (8.5) ------------------------------------------------------------------------------


def test_8_5_plot_success_places_the_chosen_plot_face_down():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[3], jihadist=[("op.plot.marker", "2")])
    assert plot_in(game, "Egypt", 1) == 1
    egypt = country(game, "Egypt")
    assert [(p.kind, p.face_up) for p in egypt.plots] == [("2", False)]
    assert (egypt.actives, egypt.sleepers) == (1, 0)  # the plotting cell is active
    assert sorted(game.state.plots_available) == ["1", "1", "1", "2", "3"]
    assert cells_used(game, "Egypt") == 1


def test_8_5_plot_fails_on_roll_above_governance_and_keeps_the_cell():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, dice=[3])
    assert plot_in(game, "Egypt", 1) == 0
    assert (country(game, "Egypt").actives, country(game, "Egypt").plots) == (1, [])


def test_11_1_3_awakening_does_not_affect_plots():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, actives=1, awakening=3)
    game = make_game(state, dice=[2])
    assert plot_in(game, "Egypt", 1) == 1


def test_8_5_plot_in_the_united_states_rolls_against_good():
    state = make_state()
    setc(state, "United States", sleepers=2)
    game = make_game(state, dice=[2, 1], jihadist=[("op.plot.marker", "WMD")])
    game.state.plots_available.append("WMD")
    assert plot_in(game, "United States", 2) == 1
    assert [p.kind for p in country(game, "United States").plots] == ["WMD"]


def test_13_3_3_plots_are_face_up_against_the_us_bot():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[1], jihadist=[("op.plot.marker", "3")], bots={"us"})
    plot_in(game, "Egypt", 1)
    assert [(p.kind, p.face_up) for p in country(game, "Egypt").plots] == [("3", True)]


def test_12_3_4_the_jihadist_bot_draws_plots_at_random():
    state = make_state(plots_available=["2"])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[1], bots={"jihadist"})
    assert plot_in(game, "Egypt", 1) == 1
    assert "op.plot.marker" not in asked(game)
    assert [p.kind for p in country(game, "Egypt").plots] == ["2"]


def test_12_3_4_bot_random_plot_uses_the_game_rng():
    picks = set()
    for seed in range(30):
        state = make_state()
        setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
        game = make_game(state, dice=[1], bots={"jihadist"}, seed=seed)
        plot_in(game, "Egypt", 1)
        picks.add(country(game, "Egypt").plots[0].kind)
    assert picks == {"1", "2", "3"}


def test_8_5_human_places_numbered_plots_no_higher_than_the_ops():
    state = make_state(plots_available=["1", "2", "3", "WMD"])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[1], jihadist=[("op.plot.marker", "WMD")])
    plot_in(game, "Egypt", 1, ops=2)
    ask = game.deciders["jihadist"].asked[-1]
    assert ask.purpose == "op.plot.marker" and list(ask.options) == ["1", "2", "WMD"]


def test_11_3_2_each_plot_marker_is_placed_once_per_turn():
    state = make_state(plots_available=["1"], plots_resolved=["1", "1", "2", "2", "3"])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=3)
    game = make_game(state, dice=[1])  # only one die: the second attempt is not made
    assert plot_in(game, "Egypt", 3) == 1
    assert game.state.plots_available == []
    assert not OPERATIONS["plot"].available(game, 3)


def test_12_5_attractive_bot_places_two_plots_per_success():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[1], bots={"jihadist"})
    game.capabilities["jihadist"] = {"plots_per_success": 2}
    assert plot_in(game, "Egypt", 1) == 2
    assert len(country(game, "Egypt").plots) == 2 and len(game.state.plots_available) == 4


def test_8_5_plot_targets_exclude_islamist_rule_and_truce():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment=ADVERSARY, actives=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, actives=1, markers=["Truce"])
    setc(state, "France", posture=SOFT, sleepers=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, cadre=1)
    game = make_game(state)
    assert plot_targets(game) == ["Egypt", "France"]


def test_8_5_perform_plot_names_every_cell_before_rolling_and_fills_the_first_plot_box():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1, actives=1)
    setc(state, "France", posture=SOFT, sleepers=1)
    game = make_game(state, jihadist=[
        ("op.plot.cells", [("Egypt", 1), ("France", 1)]), ("op.plot.sleepers", 1),  # Egypt's sleeper plots
        ("op.plot.marker", "3"), ("op.plot.marker", "1"),
    ])
    dice = CountingDice(game, [3, 1])
    game.dice = dice
    game.current_card = 150
    assert OPERATIONS["plot"].perform(game, 3) == 2
    assert dice.asked_before[0] == 2  # two questions before the first die; the markers after each success
    egypt, france = country(game, "Egypt"), country(game, "France")
    assert (egypt.actives, egypt.sleepers, [p.kind for p in egypt.plots]) == (2, 0, ["3"])
    assert (france.actives, [p.kind for p in france.plots]) == (1, ["1"])
    assert game.state.first_plot_card == 150


def test_8_5_3_only_the_first_plot_card_of_a_turn_goes_to_the_box():
    state = make_state(first_plot_card=140)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[6])
    game.current_card = 150
    OPERATIONS["plot"].perform(game, 1)
    assert game.state.first_plot_card == 140


def test_13_5_ruthless_us_bot_ignores_the_first_plot_box():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[6], bots={"us"})
    game.capabilities["us"] = {"no_first_plot_box": True}
    game.current_card = 150
    OPERATIONS["plot"].perform(game, 1)
    assert game.state.first_plot_card is None


def test_8_5_3_the_us_event_on_the_first_plot_card_does_not_occur(monkeypatch):
    events.load_all()
    fired = []
    monkeypatch.setitem(events.REGISTRY, 121, EventSpec(121, lambda g, side: fired.append(side)))
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[6], jihadist=[("card.trigger_order", "after"), ("card.operation", "plot")])
    game.current_card = 121  # Advisors: a 1-Op US card
    cardplay.play_for_ops(game, "jihadist", 121)
    assert fired == []
    assert game.state.first_plot_card == 121
    assert 121 not in game.state.discard


def test_8_5_3_the_us_event_occurs_when_the_card_is_not_the_first_plot():
    events.load_all()
    fired = []
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, actives=1)
    game = make_game(state, dice=[6], jihadist=[("card.trigger_order", "after"), ("card.operation", "plot")])
    game.state.first_plot_card = 140
    game.current_card = 121
    with pytest.MonkeyPatch.context() as mp:
        mp.setitem(events.REGISTRY, 121, EventSpec(121, lambda g, side: fired.append(side)))
        cardplay.play_for_ops(game, "jihadist", 121)
    assert fired == ["us"]
    assert game.state.first_plot_card == 140
    assert deck.where_is(game, 121) != "first_plot"


# -- the operations table ----------------------------------------------------------------------


def test_operations_table_names_and_availability():
    state = make_state()
    assert list(OPERATIONS) == ["recruit", "travel", "minor_jihad", "major_jihad", "plot", "place_cells"]
    game = make_game(state)
    assert not any(op.available(game, 3) for op in OPERATIONS.values())
    setc(game.state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=5)
    available = [name for name, op in OPERATIONS.items() if op.available(game, 2)]
    assert available == ["recruit", "travel", "minor_jihad", "major_jihad", "plot"]
    assert not OPERATIONS["major_jihad"].available(game, 1)


def test_truce_country_holds_no_operation():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=6, markers=["Truce"])
    game = make_game(state)
    assert not any(op.available(game, 3) for op in OPERATIONS.values())


def test_8_1_1_module_docstring_lists_every_purpose_asked():
    doc = jihadist_ops.__doc__ or ""
    for purpose in ("op.recruit.dice", "op.recruit.placement", "op.travel.destination", "op.travel.sources",
                    "op.travel.sleepers", "op.jihad.cells", "op.jihad.sleepers", "op.major_jihad.country",
                    "op.major_jihad.rolls", "op.plot.cells", "op.plot.sleepers", "op.plot.marker", "op.more"):
        assert purpose in doc
