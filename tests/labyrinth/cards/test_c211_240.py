"""Events of cards 211-240 (unassociated Awakening cards), their hooks in the turn driver."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.labyrinth import board, cardplay, deck, events, politics, turn
from game.labyrinth.cards import c211_240
from game.labyrinth.events import EventSpec
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
    UNTESTED,
    US,
    GameState,
)

from ..helpers import make_game, make_state, setc

US_ELECTION = 240


def play(game, side: str, number: int) -> None:
    """Carry out the event as the turn driver does, then check the invariants."""
    cardplay.run_event(game, side, number)
    game.verify()


def playable(game, number: int, side: str) -> bool:
    return events.can_play_event(game, number, side)


BOOKKEEPING = ("targets_this_phase", "targets_last_phase")  # which countries were aimed at: not an effect


def game_effects(state: GameState) -> dict:
    return {key: value for key, value in state.to_dict().items() if key not in BOOKKEEPING}


def effect_changes(game, number: int, side: str) -> bool:
    """Run only the effect and say whether the game changed (the record of targets aside)."""
    before = game_effects(game.state)
    events.spec(number).effect(game, side)
    return game_effects(game.state) != before


def civil_war_syria(state: GameState, **fields) -> GameState:
    values = {"governance": POOR, "alignment": NEUTRAL, "civil_war": True}
    values.update(fields)
    return setc(state, "Syria", **values)


# -- 211-213 Smartphones -----------------------------------------------------------------------


@pytest.mark.parametrize("number", [211, 212, 213])
def test_211_smartphones_adds_a_marker_in_a_recently_targeted_country_and_ends_censorship(number):
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY)
    state.targets_this_phase = ["Egypt", "France"]
    state.targets_last_phase = ["Jordan"]
    state.events_in_play = [175]
    game = make_game(state, jihadist=[(f"event.{number}.marker", "reaction"), (f"event.{number}.country", "Jordan")])
    play(game, JIHADIST, number)
    assert state.countries["Jordan"].reaction == 1
    assert state.countries["Egypt"].reaction == 0
    assert state.events_in_play == [number]  # Censorship's marker goes, Smartphones' stays (Facebook)
    assert state.discard == [number]  # the Smartphones card itself is discarded (6.2.3)


def test_211_smartphones_candidates_are_only_countries_that_can_take_a_marker():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Jordan", governance=GOOD, alignment=ALLY)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL)
    state.targets_this_phase = ["Egypt", "Jordan", "Libya", "France"]
    game = make_game(state)
    assert c211_240.smartphones_candidates(game, 211) == ["Libya"]


def test_211_smartphones_playable_only_after_an_event_or_operation_targeted_a_country():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 211, US)
    state.targets_last_phase = ["France"]
    assert playable(game, 211, US) and playable(game, 211, JIHADIST)


def test_211_smartphones_effective_agrees_with_its_effect():
    state = make_state()
    state.targets_this_phase = ["France"]  # no Muslim country to take a marker
    state.events_in_play = [212]  # Smartphones already in effect, Censorship not
    game = make_game(state)
    assert not events.has_effect(game, 211, US)
    assert not effect_changes(game, 211, US)
    state.events_in_play = [212, 175]
    assert events.has_effect(game, 211, US)
    assert effect_changes(game, 211, US)


def test_211_smartphones_arab_winter_blocks_the_marker_but_the_card_still_marks():
    state = make_state(lapsing=[173])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    state.targets_this_phase = ["Egypt"]
    game = make_game(state)
    play(game, US, 211)
    assert state.countries["Egypt"].awakening == 0
    assert state.events_in_play == [211]


def test_turn_records_targets_of_operations_even_without_change_and_rotates_phases():
    state = make_state(phase="jihadist")
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, cadre=1)
    state.hands[JIHADIST] = [164]
    game = make_game(state, dice=[6], jihadist=[("card.play_as", "ops"), ("op.recruit.dice", [("Egypt", 1)])])
    cardplay.play_card(game, JIHADIST, 164)
    assert state.countries["Egypt"].cells == 0  # the recruit failed: nothing changed there
    assert state.targets_this_phase == ["Egypt"]
    state.hands[US] = []
    turn.action_phase(game, US)
    assert (state.targets_this_phase, state.targets_last_phase) == ([], ["Egypt"])


def test_turn_records_every_country_an_event_changed():
    state = make_state()
    setc(state, "Syria", governance=FAIR, alignment=NEUTRAL)
    state.hands[US] = [220]
    game = make_game(state, us=[("card.play_as", "event")])
    cardplay.play_card(game, US, 220)
    assert state.targets_this_phase == ["Syria"]


# -- 214 3 Cups of Tea ---------------------------------------------------------------------------


def test_214_three_cups_us_puts_two_awakening_markers_in_an_untested_muslim_country():
    state = make_state()
    game = make_game(state, dice=[2], us=[("event.214.country", "Egypt")])
    play(game, US, 214)
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.awakening) == (POOR, 2)
    assert state.discard == [214]


def test_214_three_cups_jihadist_puts_a_reaction_marker_and_leaves_its_marker_in_play():
    state = make_state()
    game = make_game(state, dice=[6], jihadist=[("event.214.country", "Morocco")])
    play(game, JIHADIST, 214)
    assert (state.countries["Morocco"].governance, state.countries["Morocco"].reaction) == (FAIR, 1)
    assert state.events_in_play == [214]  # its marker blocks Malala Yousafzai
    assert state.discard == [214]


def test_214_three_cups_is_always_playable_but_needs_an_untested_country_for_the_us():
    state = make_state()
    for country in state.countries.values():
        if country.muslim:
            country.governance, country.alignment = POOR, NEUTRAL
    game = make_game(state)
    assert playable(game, 214, US) and playable(game, 214, JIHADIST)
    assert not events.has_effect(game, 214, US)
    assert not effect_changes(game, 214, US)
    assert events.has_effect(game, 214, JIHADIST)


# -- 215 Abu Bakr al-Baghdadi --------------------------------------------------------------------


def test_215_baghdadi_us_needs_a_caliphate_capital_and_gives_prestige_3():
    state = make_state(prestige=5)
    civil_war_syria(state, actives=1)
    game = make_game(state)
    assert not playable(game, 215, US)
    assert playable(game, 215, JIHADIST)
    state.caliphate_capital = "Syria"
    assert playable(game, 215, US)
    play(game, US, 215)
    assert state.prestige == 8
    assert state.removed == [215]


def test_215_baghdadi_jihadist_moves_three_cells_declares_and_takes_training_camps():
    state = make_state(funding=5, discard=[196, 182])
    civil_war_syria(state)
    setc(state, "Lebanon", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, jihadist=[
        ("event.215.destination", "Syria"), ("event.215.source", "track"),
        ("event.215.destination", "Syria"), ("event.215.source", "Lebanon"),
        ("event.215.destination", "Syria"),  # only the track is left: not asked
        ("caliphate.declare", True), ("event.215.option", "training_camps")])
    play(game, JIHADIST, 215)
    syria, lebanon = state.countries["Syria"], state.countries["Lebanon"]
    assert (syria.actives, syria.sleepers, state.caliphate_capital) == (3, 0, "Syria")
    assert (lebanon.cells, lebanon.cadre) == (0, 1)  # a cell moved by an event leaves a cadre (4.8.4)
    assert state.funding == 7
    assert state.hands[JIHADIST] == [196]
    assert state.discard == [182, 215]


def test_215_baghdadi_jihadist_may_stop_early_and_place_a_schengen_cell():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL)
    # Syria untested is not a problem: the first cell goes to Iraq only
    game = make_game(state, dice=[4, 5], jihadist=[
        ("event.215.destination", "Iraq"),  # no cell on the map: the track is the only source
        ("event.215.destination", "done")])
    play(game, JIHADIST, 215)
    assert state.countries["Iraq"].sleepers == 1
    assert state.caliphate_capital is None
    france = state.countries["France"]  # Schengen roll 4 -> France, tested 5 -> Hard
    assert (france.sleepers, france.posture) == (1, HARD)


def test_215_baghdadi_effective_agrees_with_its_effect():
    state = make_state(prestige=12)
    civil_war_syria(state, actives=15)  # no cell on the track, no card in the discard pile
    state.caliphate_capital = "Syria"
    game = make_game(state)
    assert not events.has_effect(game, 215, US)
    assert not effect_changes(game, 215, US)
    assert events.has_effect(game, 215, JIHADIST)  # Syria's own cells may move to Iraq


# -- 216 Abu Sayyaf ------------------------------------------------------------------------------


def test_216_abu_sayyaf_needs_an_oil_exporter_in_trouble():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)  # not an exporter
    game = make_game(state)
    assert not playable(game, 216, US)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True)
    assert playable(game, 216, US) and playable(game, 216, JIHADIST)


def test_216_abu_sayyaf_us_prestige_2_funding_minus_1_and_removed():
    state = make_state(prestige=5, funding=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan")
    game = make_game(state)
    play(game, US, 216)
    assert (state.prestige, state.funding, state.removed) == (7, 4, [216])


def test_216_abu_sayyaf_jihadist_funding_3_with_a_caliphate():
    state = make_state(funding=5)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True)
    state.caliphate_capital = "Iraq"
    game = make_game(state)
    play(game, JIHADIST, 216)
    assert (state.funding, state.discard) == (8, [216])


def test_216_abu_sayyaf_effective_agrees_with_its_effect():
    state = make_state(funding=9)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state)
    assert not events.has_effect(game, 216, JIHADIST)
    assert not effect_changes(game, 216, JIHADIST)
    assert events.has_effect(game, 216, US)
    assert effect_changes(game, 216, US)


# -- 217 Agitators -------------------------------------------------------------------------------


def test_217_agitators_takes_a_civil_war_card_from_the_discard_pile():
    state = make_state(discard=[173, 238, 226])
    game = make_game(state, us=[("event.217.card", 226)])
    play(game, US, 217)
    assert state.hands[US] == [226]
    assert state.discard == [173, 238, 217]


def test_217_agitators_playable_only_with_such_a_card_discarded():
    state = make_state(discard=[173])
    game = make_game(state)
    assert not playable(game, 217, JIHADIST)
    state.discard.append(165)  # Coup
    assert playable(game, 217, JIHADIST)
    assert events.has_effect(game, 217, JIHADIST) and effect_changes(game, 217, JIHADIST)


# -- 218 al-Nusra Front --------------------------------------------------------------------------


def test_218_al_nusra_removes_the_surplus_cells():
    state = make_state()
    civil_war_syria(state, actives=1, sleepers=3, militia=2, troops=1)
    game = make_game(state, us=[("event.218.actives_removed", 0)])
    play(game, US, 218)
    syria = state.countries["Syria"]
    assert (syria.actives, syria.sleepers, syria.militia, syria.troops) == (1, 1, 2, 1)


def test_218_al_nusra_removes_the_surplus_militia():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", sleepers=1, militia=4)
    game = make_game(state)
    play(game, JIHADIST, 218)
    assert (state.countries["Iraq"].militia, state.countries["Iraq"].cells) == (1, 1)


def test_218_al_nusra_offers_a_country_with_equal_numbers_only_when_nothing_else():
    state = make_state()
    civil_war_syria(state, actives=2, militia=2)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1, militia=3)
    game = make_game(state)
    assert c211_240.al_nusra_unequal(game) == ["Libya"]
    play(game, US, 218)
    assert state.countries["Libya"].militia == 1


def test_218_al_nusra_playable_needs_cells_and_militia_together():
    state = make_state()
    civil_war_syria(state, actives=2)
    game = make_game(state)
    assert not playable(game, 218, US)
    state.countries["Syria"].militia = 2
    assert playable(game, 218, US)
    assert not events.has_effect(game, 218, US)  # equal numbers
    assert not effect_changes(game, 218, US)
    state.countries["Syria"].militia = 3
    assert events.has_effect(game, 218, US) and effect_changes(game, 218, US)


# -- 219 Ayman al-Zawahiri -----------------------------------------------------------------------


def test_219_zawahiri_us_funding_minus_1_prestige_plus_1_or_2_after_bin_ladin():
    state = make_state(prestige=5, funding=5)
    game = make_game(state)
    play(game, US, 219)
    assert (state.prestige, state.funding, state.removed) == (6, 4, [219])
    state = make_state(prestige=5, funding=5, removed=[237])
    game = make_game(state)
    play(game, US, 219)
    assert state.prestige == 7


def test_219_zawahiri_jihadist_prestige_minus_1_per_4_reaction_rounded_up():
    state = make_state(prestige=8)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=3)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, reaction=2)
    game = make_game(state)
    play(game, JIHADIST, 219)
    assert (state.prestige, state.discard) == (6, [219])


def test_219_zawahiri_always_playable_and_effective_agrees():
    state = make_state(prestige=5)
    game = make_game(state)
    assert playable(game, 219, US) and playable(game, 219, JIHADIST)
    assert not events.has_effect(game, 219, JIHADIST)  # no Reaction markers
    assert not effect_changes(game, 219, JIHADIST)


# -- 220 Daraa -----------------------------------------------------------------------------------


def test_220_daraa_us_tests_syria_improves_it_and_adds_awakening():
    state = make_state()
    game = make_game(state, dice=[3])
    play(game, US, 220)
    syria = state.countries["Syria"]
    assert (syria.governance, syria.awakening, state.removed) == (FAIR, 1, [220])


def test_220_daraa_jihadist_worsens_syria_never_to_islamist_rule():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, reaction=1)
    game = make_game(state)
    play(game, JIHADIST, 220)
    syria = state.countries["Syria"]
    assert (syria.governance, syria.reaction) == (POOR, 2)


def test_220_daraa_not_playable_with_syria_under_islamist_rule_or_truce():
    state = make_state()
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state)
    assert not playable(game, 220, US)
    setc(state, "Syria", governance=POOR, markers=["Truce"])
    assert not playable(game, 220, US)
    state.countries["Syria"].markers = []
    assert playable(game, 220, JIHADIST)


def test_220_daraa_effective_agrees_with_its_effect():
    state = make_state()
    setc(state, "Syria", governance=GOOD, alignment=ALLY)
    game = make_game(state)
    assert not events.has_effect(game, 220, US)
    assert not effect_changes(game, 220, US)
    assert events.has_effect(game, 220, JIHADIST)
    assert effect_changes(game, 220, JIHADIST)


# -- 221 Fly Paper -------------------------------------------------------------------------------


def test_221_fly_paper_three_removals_become_three_cells_and_a_caliphate():
    state = make_state(funding=5)
    civil_war_syria(state)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)
    setc(state, "France", posture=HARD, sleepers=1)
    game = make_game(state, jihadist=[("event.221.source", "Egypt"), ("event.221.source", "Jordan"),
                                      ("event.221.source", "France"), ("caliphate.declare", True)])
    play(game, JIHADIST, 221)
    assert state.countries["Egypt"].reaction == 0
    assert (state.countries["Jordan"].cells, state.countries["Jordan"].cadre) == (0, 1)
    assert (state.countries["Syria"].actives, state.caliphate_capital, state.funding) == (3, "Syria", 7)
    assert state.discard == [221]


def test_221_fly_paper_us_picks_reaction_or_cell_and_may_stop():
    state = make_state()
    civil_war_syria(state)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan")
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1, sleepers=1)
    setc(state, "Lebanon", governance=FAIR, alignment=NEUTRAL, sleepers=1)
    game = make_game(state, us=[("event.221.country", "Iraq"), ("event.221.source", "Egypt"),
                                ("event.221.what", "reaction"), ("event.221.source", "done")])
    play(game, US, 221)
    egypt = state.countries["Egypt"]
    assert (egypt.reaction, egypt.sleepers, state.countries["Iraq"].sleepers) == (0, 1, 1)
    assert state.caliphate_capital is None


def test_221_fly_paper_needs_a_civil_war_regime_change_or_caliphate_country():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    game = make_game(state)
    assert not playable(game, 221, US)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="green")
    assert playable(game, 221, US) and playable(game, 221, JIHADIST)


def test_221_fly_paper_effective_agrees_with_its_effect():
    state = make_state()
    civil_war_syria(state)
    game = make_game(state)
    assert not events.has_effect(game, 221, US)  # nothing to take
    assert not effect_changes(game, 221, US)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    assert events.has_effect(game, 221, US) and effect_changes(game, 221, US)


# -- 222 Hagel -----------------------------------------------------------------------------------


def test_222_hagel_sets_the_us_posture_for_the_playing_side():
    state = make_state(us_posture=SOFT)
    game = make_game(state)
    play(game, US, 222)
    assert (state.us_posture, state.removed) == (HARD, [222])
    state = make_state(us_posture=HARD)
    game = make_game(state)
    play(game, JIHADIST, 222)
    assert state.us_posture == SOFT


def test_222_hagel_has_no_printed_condition_and_effective_agrees():
    state = make_state(us_posture=HARD)
    game = make_game(state)
    assert playable(game, 222, US) and playable(game, 222, JIHADIST)
    assert not events.has_effect(game, 222, US)
    assert not effect_changes(game, 222, US)
    assert events.has_effect(game, 222, JIHADIST) and effect_changes(game, 222, JIHADIST)


# -- 223 Iranian Elections -----------------------------------------------------------------------


def test_223_iranian_elections_flips_iran_places_markers_and_lowers_funding():
    state = make_state(funding=5)
    game = make_game(state, jihadist=[("event.223.option", "reaction")])
    play(game, JIHADIST, 223)
    iran = state.countries["Iran"]
    assert (iran.kind, iran.governance, iran.alignment) == ("shia_mix", FAIR, ADVERSARY)
    assert (iran.reaction, iran.awakening, iran.wmd) == (2, 1, 1)
    assert (state.funding, state.removed) == (4, [223])


def test_223_iranian_elections_not_playable_in_a_truce_iran():
    state = make_state()
    game = make_game(state)
    assert playable(game, 223, US)
    setc(state, "Iran", kind="shia_mix", governance=FAIR, alignment=ADVERSARY, markers=["Truce"])
    assert not playable(game, 223, US)


def test_223_iranian_elections_effective_agrees_with_its_effect():
    state = make_state(funding=1, lapsing=[173])
    setc(state, "Iran", kind="shia_mix", governance=FAIR, alignment=ADVERSARY)
    game = make_game(state)
    assert not events.has_effect(game, 223, US)
    assert not effect_changes(game, 223, US)
    state.funding = 2
    assert events.has_effect(game, 223, US) and effect_changes(game, 223, US)


# -- 224 Je Suis Charlie -------------------------------------------------------------------------


def test_224_je_suis_charlie_needs_a_plot_resolved_in_a_non_muslim_country():
    state = make_state(plots_resolved_this_turn_in=["Egypt"])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game = make_game(state)
    assert not playable(game, 224, US)
    state.plots_resolved_this_turn_in.append("France")
    assert playable(game, 224, US) and playable(game, 224, JIHADIST)


def test_224_je_suis_charlie_us_sets_a_schengen_and_a_non_schengen_posture():
    state = make_state(plots_resolved_this_turn_in=["France"])
    game = make_game(state, us=[("event.224.schengen", "Germany"), ("event.224.schengen_posture", SOFT),
                                ("event.224.other", "Russia"), ("event.224.other_posture", HARD)])
    play(game, US, 224)
    assert (state.countries["Germany"].posture, state.countries["Russia"].posture) == (SOFT, HARD)


def test_224_je_suis_charlie_jihadist_flips_the_us_posture_against_the_world():
    state = make_state(us_posture=HARD, plots_resolved_this_turn_in=["France"])
    setc(state, "France", posture=HARD)  # world Hard 2 with Israel
    game = make_game(state, jihadist=[("event.224.option", "posture")])
    play(game, JIHADIST, 224)
    assert state.us_posture == SOFT


def test_224_je_suis_charlie_jihadist_prestige_loss_is_half_a_die_rounded_up():
    state = make_state(prestige=7, plots_resolved_this_turn_in=["France"])
    game = make_game(state, dice=[5])  # US Soft, world Hard: only the prestige option has an effect
    play(game, JIHADIST, 224)
    assert state.prestige == 4


def test_224_je_suis_charlie_jihadist_effective_agrees_with_its_effect():
    state = make_state(prestige=1, plots_resolved_this_turn_in=["France"])
    setc(state, "Germany", posture=SOFT)  # world even with Israel Hard
    game = make_game(state)
    assert not events.has_effect(game, 224, JIHADIST)
    assert not effect_changes(game, 224, JIHADIST)
    assert events.has_effect(game, 224, US)


# -- 225 Jihadi John -----------------------------------------------------------------------------


def test_225_jihadi_john_us_prestige_plus_2_with_a_caliphate_and_removed():
    state = make_state(prestige=5)
    civil_war_syria(state, actives=1)
    state.caliphate_capital = "Syria"
    game = make_game(state)
    play(game, US, 225)
    assert (state.prestige, state.removed) == (7, [225])


def test_225_jihadi_john_jihadist_sets_a_schengen_posture_and_funding_plus_1():
    state = make_state(funding=5)
    game = make_game(state, jihadist=[("event.225.country", "Spain"), ("event.225.posture", HARD)])
    play(game, JIHADIST, 225)
    assert (state.countries["Spain"].posture, state.funding, state.discard) == (HARD, 6, [225])


def test_225_jihadi_john_notes_its_country_as_a_target_even_unchanged():
    state = make_state(funding=5)
    setc(state, "Spain", posture=HARD)
    game = make_game(state, jihadist=[("event.225.country", "Spain"), ("event.225.posture", HARD)])
    play(game, JIHADIST, 225)
    assert state.targets_this_phase == ["Spain"]  # Smartphones may use it


def test_225_jihadi_john_playable_always_and_effective_agrees():
    state = make_state(prestige=12)
    game = make_game(state)
    assert playable(game, 225, US) and playable(game, 225, JIHADIST)
    assert not events.has_effect(game, 225, US)
    assert not effect_changes(game, 225, US)


# -- 226 Operation Serval ------------------------------------------------------------------------


def test_226_serval_us_moves_the_marker_and_adds_a_militia_card_discarded():
    state = make_state()
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL)
    setc(state, "Sudan", governance=POOR, alignment=ALLY, markers=["Operation Serval"])
    game = make_game(state, us=[("event.226.country", "Mali")])
    play(game, US, 226)
    assert state.countries["Mali"].markers == ["Operation Serval"]
    assert state.countries["Sudan"].markers == []
    assert state.countries["Mali"].militia == 1
    assert board.total_troops(state.countries["Mali"]) == 1
    assert state.discard == [226]


def test_226_serval_jihadist_starts_civil_war_and_places_two_cells_in_mali():
    state = make_state()
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL, awakening=1)
    game = make_game(state)
    play(game, JIHADIST, 226)
    mali = state.countries["Mali"]
    assert (mali.civil_war, mali.militia, mali.sleepers) == (True, 1, 2)


def test_226_serval_needs_a_poor_african_country_with_1_or_2_resources():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)  # 3 resources
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL)  # not African
    setc(state, "Libya", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state)
    assert not playable(game, 226, US)
    state.countries["Libya"].governance = POOR
    assert playable(game, 226, US) and playable(game, 226, JIHADIST)


def test_226_serval_effective_agrees_with_its_effect():
    state = make_state()
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL, markers=["Operation Serval"])
    civil_war_syria(state, militia=15)  # no militia left
    game = make_game(state)
    assert not events.has_effect(game, 226, US)
    assert not effect_changes(game, 226, US)
    assert events.has_effect(game, 226, JIHADIST) and effect_changes(game, 226, JIHADIST)


# -- 227-228 Popular Support ---------------------------------------------------------------------


@pytest.mark.parametrize("number", [227, 228])
def test_227_popular_support_adds_a_marker_where_one_is_and_next_door(number):
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1)
    setc(state, "Libya", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Sudan", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, us=[(f"event.{number}.marker", "awakening"), (f"event.{number}.adjacent", "Libya")])
    play(game, US, number)
    assert (state.countries["Egypt"].awakening, state.countries["Libya"].awakening) == (2, 1)
    assert state.countries["Sudan"].awakening == 0


def test_227_popular_support_needs_a_country_with_a_marker():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 227, JIHADIST)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    assert playable(game, 227, JIHADIST) and playable(game, 227, US)


def test_227_popular_support_effective_agrees_with_its_effect():
    state = make_state(lapsing=[173])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    game = make_game(state)
    assert not events.has_effect(game, 227, JIHADIST)
    assert not effect_changes(game, 227, JIHADIST)
    state.lapsing = []
    assert events.has_effect(game, 227, JIHADIST) and effect_changes(game, 227, JIHADIST)


# -- 229 Prisoner Exchange -----------------------------------------------------------------------


def test_229_prisoner_exchange_gives_the_highest_opponent_card():
    state = make_state()
    state.hands[US] = [121, 171, 185]
    state.hands[JIHADIST] = [164]
    game = make_game(state)
    play(game, US, 229)
    assert (state.hands[US], state.hands[JIHADIST]) == ([121, 171], [164, 185])


def test_229_prisoner_exchange_the_giver_picks_among_ties_or_any_card():
    state = make_state()
    state.hands[US] = [171, 172, 121]
    state.hands[JIHADIST] = [164]
    game = make_game(state, us=[("event.229.card", 172)])
    play(game, US, 229)
    assert state.hands[JIHADIST] == [164, 172]
    state = make_state()
    state.hands[JIHADIST] = [164, 171]  # no US card: any
    state.hands[US] = [121]
    game = make_game(state, jihadist=[("event.229.card", 171)])
    play(game, JIHADIST, 229)
    assert state.hands[US] == [121, 171]


def test_229_prisoner_exchange_needs_both_hands_and_no_bot():
    state = make_state()
    state.hands[US] = [121]
    game = make_game(state)
    assert not playable(game, 229, US)
    state.hands[JIHADIST] = [164]
    assert playable(game, 229, US)
    assert events.has_effect(game, 229, US) and effect_changes(game, 229, US)
    game = make_game(state, bots={JIHADIST})
    assert not playable(game, 229, US)


# -- 230 Sellout ---------------------------------------------------------------------------------


def test_230_sellout_removes_all_but_one_cell_funds_and_worsens():
    state = make_state(funding=5)
    civil_war_syria(state, governance=FAIR, actives=2, sleepers=2)
    game = make_game(state, jihadist=[("event.230.actives_removed", 2), ("event.230.option", "governance")])
    play(game, JIHADIST, 230)
    syria = state.countries["Syria"]
    assert (syria.actives, syria.sleepers, syria.governance, state.funding) == (0, 1, POOR, 7)


def test_230_sellout_offers_only_the_choice_with_an_effect():
    state = make_state(funding=5)
    civil_war_syria(state, actives=2)  # Poor Neutral: only the alignment shift works
    game = make_game(state)
    play(game, US, 230)
    assert (state.countries["Syria"].alignment, state.countries["Syria"].cells, state.funding) == (ADVERSARY, 1, 6)


def test_230_sellout_needs_two_cells_and_no_caliphate():
    state = make_state()
    civil_war_syria(state, actives=1)
    game = make_game(state)
    assert not playable(game, 230, US)
    state.countries["Syria"].actives = 2
    assert playable(game, 230, US)
    assert events.has_effect(game, 230, US) and effect_changes(game, 230, US)
    state = make_state()
    civil_war_syria(state, actives=2)
    state.caliphate_capital = "Syria"
    game = make_game(state)
    assert not playable(game, 230, JIHADIST)


# -- 231 Siege of "Kobanigrad" -------------------------------------------------------------------


def test_231_kobanigrad_us_removes_up_to_three_cells():
    state = make_state()
    civil_war_syria(state, actives=2, sleepers=2)
    game = make_game(state, us=[("event.231.actives_removed", 1)])
    play(game, US, 231)
    assert (state.countries["Syria"].actives, state.countries["Syria"].sleepers) == (1, 0)


def test_231_kobanigrad_jihadist_removes_up_to_two_militia():
    state = make_state()
    civil_war_syria(state, militia=3)
    game = make_game(state)
    play(game, JIHADIST, 231)
    assert state.countries["Syria"].militia == 1


def test_231_kobanigrad_needs_a_civil_war_and_effective_agrees():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 231, US)
    civil_war_syria(state, militia=1)
    assert playable(game, 231, US)
    assert not events.has_effect(game, 231, US)
    assert not effect_changes(game, 231, US)
    assert events.has_effect(game, 231, JIHADIST)


# -- 232 Trade Embargo ---------------------------------------------------------------------------


def test_232_trade_embargo_us_destroys_iran_wmd_and_blocks_npt():
    state = make_state(prestige=5)
    game = make_game(state)
    play(game, US, 232)
    iran = state.countries["Iran"]
    assert (iran.wmd, iran.markers, state.plots_removed, state.prestige) == (0, ["Trade Embargo (US)"], [PLOT_WMD], 6)
    assert state.removed == [232]


def test_232_trade_embargo_jihadist_reaction_prestige_and_no_oil_from_iran():
    state = make_state(prestige=5)
    setc(state, "Iran", kind="shia_mix", governance=FAIR, alignment=ADVERSARY, resources=2, oil_exporter=True)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL)
    game = make_game(state, jihadist=[("event.232.country", "Iraq")])
    play(game, JIHADIST, 232)
    assert (state.prestige, state.countries["Iraq"].reaction) == (4, 1)
    assert state.countries["Iran"].markers == ["Trade Embargo (Jihadist)"]
    state.lapsing = [236]
    assert board.resources(state, state.countries["Iran"]) == 2  # no oil price bonus
    assert state.discard == [232]


def test_232_trade_embargo_playable_unless_iran_is_under_truce():
    state = make_state()
    game = make_game(state)
    assert playable(game, 232, US) and playable(game, 232, JIHADIST)
    setc(state, "Iran", kind="shia_mix", governance=FAIR, alignment=ADVERSARY, markers=["Truce"])
    assert not playable(game, 232, US)


def test_232_trade_embargo_effective_agrees_with_its_effect():
    state = make_state()
    setc(state, "Iran", wmd=0, markers=["Trade Embargo (US)"])
    state.plots_removed = [PLOT_WMD]
    game = make_game(state)
    assert not events.has_effect(game, 232, US)
    assert not effect_changes(game, 232, US)
    assert events.has_effect(game, 232, JIHADIST) and effect_changes(game, 232, JIHADIST)


# -- 233 UN Ceasefire ----------------------------------------------------------------------------


def test_233_un_ceasefire_swaps_pieces_for_markers_and_rolls_governance():
    state = make_state()
    civil_war_syria(state, alignment=ALLY, militia=2, actives=1, sleepers=1, troops=2, aid=1)
    game = make_game(state, dice=[6])
    play(game, US, 233)
    syria = state.countries["Syria"]
    assert (syria.civil_war, syria.militia, syria.cells, syria.cadre, syria.troops) == (False, 0, 0, 1, 0)
    # 2 Awakening placed; the roll improves Poor -> Fair and removes one (11.1.5)
    assert (syria.awakening, syria.reaction, syria.governance, syria.alignment) == (1, 2, FAIR, NEUTRAL)
    assert syria.aid == 1
    assert board.troops_on_track(state) == 15


def test_233_un_ceasefire_under_arab_winter_places_no_markers_and_keeps_cells():
    state = make_state(lapsing=[173])
    civil_war_syria(state, militia=2, actives=2)
    game = make_game(state, dice=[1])
    play(game, JIHADIST, 233)
    syria = state.countries["Syria"]
    assert (syria.awakening, syria.reaction, syria.actives, syria.governance) == (0, 0, 2, POOR)


def test_233_un_ceasefire_not_in_a_caliphate_country():
    state = make_state()
    civil_war_syria(state, actives=1)
    game = make_game(state)
    assert playable(game, 233, US) and events.has_effect(game, 233, US)
    state.caliphate_capital = "Syria"
    assert not playable(game, 233, US)


# -- 234 Free Syrian Army ------------------------------------------------------------------------


def test_234_free_syrian_army_civil_war_pieces_and_aid_in_turkey():
    state = make_state()
    setc(state, "Syria", governance=FAIR, alignment=NEUTRAL, awakening=1)
    setc(state, "Turkey", governance=FAIR, alignment=NEUTRAL)
    game = make_game(state, jihadist=[("event.234.option", "cells")])
    play(game, JIHADIST, 234)
    syria = state.countries["Syria"]
    assert (syria.civil_war, syria.sleepers, syria.militia) == (True, 2, 2)  # 1 + the awakening marker
    assert (state.countries["Turkey"].aid, state.removed) == (1, [234])


def test_234_free_syrian_army_needs_syria_tested():
    state = make_state()
    game = make_game(state)
    assert not playable(game, 234, US)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL)
    assert playable(game, 234, US) and playable(game, 234, JIHADIST)


def test_234_free_syrian_army_effective_agrees_with_its_effect():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, markers=["Truce"])
    setc(state, "Turkey", governance=GOOD, alignment=ALLY)
    game = make_game(state)
    assert not events.has_effect(game, 234, US)
    assert not effect_changes(game, 234, US)
    state.countries["Turkey"].governance = FAIR
    assert events.has_effect(game, 234, US) and effect_changes(game, 234, US)


# -- 235 Qadhafi ---------------------------------------------------------------------------------


def test_235_qadhafi_more_cells_make_poor_adversary():
    state = make_state()
    civil_war_syria(state, governance=FAIR, alignment=ALLY, actives=3, militia=1, troops=1)
    game = make_game(state)
    play(game, JIHADIST, 235)
    syria = state.countries["Syria"]
    assert (syria.civil_war, syria.governance, syria.alignment, syria.militia) == (False, POOR, ADVERSARY, 0)


def test_235_qadhafi_more_troops_and_militia_make_fair_ally():
    state = make_state()
    civil_war_syria(state, actives=1, militia=2)
    game = make_game(state)
    play(game, US, 235)
    syria = state.countries["Syria"]
    assert (syria.governance, syria.alignment) == (FAIR, ALLY)


def test_235_qadhafi_tie_changes_nothing_but_the_civil_war():
    state = make_state()
    civil_war_syria(state, actives=2, militia=2)
    game = make_game(state)
    assert playable(game, 235, US) and events.has_effect(game, 235, US)
    play(game, US, 235)
    syria = state.countries["Syria"]
    assert (syria.civil_war, syria.governance, syria.alignment) == (False, POOR, NEUTRAL)


def test_235_qadhafi_needs_a_civil_war():
    game = make_game(make_state())
    assert not playable(game, 235, US)
    assert not events.has_effect(game, 235, JIHADIST)


# -- 236 Oil Price Spike -------------------------------------------------------------------------


def test_236_oil_price_spike_takes_a_card_ends_fracking_and_lapses():
    state = make_state(discard=[173, 155], events_in_play=[155])
    setc(state, "Iraq", governance=GOOD, alignment=ALLY)
    game = make_game(state, us=[("event.236.card", 173)])
    play(game, US, 236)
    assert state.hands[US] == [173]
    assert state.events_in_play == [] and state.discard == [155]  # Fracking's marker goes
    assert state.lapsing == [236]


def test_236_oil_price_spike_may_take_a_marked_events_card_whose_marker_stays_6_2_3():
    state = make_state(discard=[155], events_in_play=[155])
    game = make_game(state, jihadist=[("event.236.card", 164)])
    state.discard.append(164)
    state.events_in_play.append(164)  # Bloody Thursday: its card was discarded, its marker is in play
    play(game, JIHADIST, 236)
    assert state.hands[JIHADIST] == [164]
    assert state.events_in_play == [164]  # Fracking ends; Bloody Thursday's marker still blocks Pearl Roundabout
    assert board.resources(state, state.countries["Iraq"]) == 4


def test_236_oil_price_spike_taking_truce_from_the_lapsing_box_ends_the_truce():
    state = make_state(lapsing=[239])
    civil_war_syria(state, markers=["Truce"])
    game = make_game(state)
    play(game, JIHADIST, 236)
    assert state.hands[JIHADIST] == [239]
    assert state.countries["Syria"].markers == []


def test_236_oil_price_spike_may_take_the_first_plot_card():
    state = make_state(first_plot_card=121)
    game = make_game(state)
    play(game, US, 236)
    assert (state.hands[US], state.first_plot_card) == ([121], None)


def test_236_oil_price_spike_always_playable_and_effective_agrees():
    state = make_state()
    game = make_game(state)
    assert playable(game, 236, US) and playable(game, 236, JIHADIST)
    assert not events.has_effect(game, 236, US)
    assert not effect_changes(game, 236, US)
    state.discard = [121]
    assert events.has_effect(game, 236, US) and effect_changes(game, 236, US)


# -- 237 Osama bin Ladin -------------------------------------------------------------------------


def test_237_bin_ladin_us_funding_minus_2_prestige_plus_3_removed():
    state = make_state(prestige=5, funding=5)
    game = make_game(state)
    play(game, US, 237)
    assert (state.funding, state.prestige, state.removed) == (3, 8, [237])


def test_237_bin_ladin_jihadist_prestige_minus_1_per_islamist_rule_or_civil_war():
    state = make_state(prestige=6)
    civil_war_syria(state)
    setc(state, "Afghanistan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state)
    play(game, JIHADIST, 237)
    assert (state.prestige, state.discard) == (4, [237])


def test_237_bin_ladin_us_not_with_pakistan_or_afghanistan_under_islamist_rule():
    state = make_state()
    setc(state, "Pakistan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game = make_game(state)
    assert not playable(game, 237, US)
    assert playable(game, 237, JIHADIST)
    state.countries["Pakistan"].governance = POOR
    assert playable(game, 237, US)


def test_237_bin_ladin_effective_agrees_with_its_effect():
    game = make_game(make_state(prestige=5))
    assert not events.has_effect(game, 237, JIHADIST)
    assert not effect_changes(game, 237, JIHADIST)
    assert events.has_effect(game, 237, US) and effect_changes(game, 237, US)


# -- 238 Revolution ------------------------------------------------------------------------------


def test_238_revolution_starts_a_civil_war_in_a_poor_country_with_both_markers():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=2)
    game = make_game(state)
    play(game, JIHADIST, 238)
    egypt = state.countries["Egypt"]
    assert (egypt.civil_war, egypt.militia, egypt.sleepers, egypt.awakening, egypt.reaction) == (True, 1, 2, 0, 0)


def test_238_revolution_playable_and_effective_need_such_a_country():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, awakening=1, reaction=1)
    game = make_game(state)
    assert not playable(game, 238, US) and not events.has_effect(game, 238, US)
    state.countries["Egypt"].governance = POOR
    assert playable(game, 238, US) and events.has_effect(game, 238, US)
    assert effect_changes(game, 238, US)


# -- 239 Truce -----------------------------------------------------------------------------------


def test_239_truce_places_a_truce_marker_and_lapses():
    state = make_state()
    civil_war_syria(state, actives=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1)
    game = make_game(state, us=[("event.239.country", "Egypt")])
    play(game, US, 239)
    assert state.countries["Egypt"].markers == ["Truce"]
    assert state.lapsing == [239]
    assert not playable(game, 218, US)  # no event effects there


def test_239_truce_needs_a_target_outside_the_caliphate():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1)
    game = make_game(state)
    assert not playable(game, 239, US)
    civil_war_syria(state, actives=1)
    assert playable(game, 239, US) and events.has_effect(game, 239, US)
    state.caliphate_capital = "Syria"
    assert not playable(game, 239, JIHADIST)


def test_239_truce_either_side_may_end_it_by_paying_the_resources():
    state = make_state(prestige=5, funding=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", markers=["Truce"])
    game = make_game(state, jihadist=[("event.239.end_truce", False)], us=[("event.239.end_truce", True)])
    c211_240.offer_truce_end(game, JIHADIST)
    assert (state.prestige, state.funding, state.countries["Iraq"].markers) == (2, 5, [])


def test_239_truce_a_side_that_cannot_pay_is_not_asked():
    state = make_state(prestige=2, funding=3)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", markers=["Truce"])
    game = make_game(state, jihadist=[("event.239.end_truce", True)])
    c211_240.offer_truce_end(game, US)
    assert (state.funding, state.countries["Iraq"].markers) == (1, [])
    assert [a.purpose for a in game.deciders[US].asked] == []


# -- 240 US Election -----------------------------------------------------------------------------


def test_240_us_election_is_never_played_as_an_event():
    game = make_game(make_state())
    assert not playable(game, US_ELECTION, US) and not playable(game, US_ELECTION, JIHADIST)
    assert cardplay.play_choices(game, US, US_ELECTION) == [cardplay.OPS]  # 3 Ops: not to reserves (6.3.3)


def test_240_us_election_rolls_posture_then_prestige_plus_1_without_penalty():
    state = make_state(prestige=5, us_posture=SOFT)
    game = make_game(state, dice=[4])  # 4 + 1 = 5: Hard; world Hard (Israel): no penalty
    events.spec(US_ELECTION).effect(game, US)
    assert (state.us_posture, state.prestige) == (HARD, 6)


def test_240_us_election_prestige_minus_1_with_a_penalty():
    state = make_state(prestige=5, us_posture=HARD)
    setc(state, "France", posture=SOFT)
    setc(state, "Germany", posture=SOFT)
    game = make_game(state, dice=[2])  # 2 + 1: Soft, as the world (Soft 1 against Israel): no penalty
    events.spec(US_ELECTION).effect(game, JIHADIST)
    assert (state.us_posture, state.prestige) == (SOFT, 6)
    game = make_game(state, dice=[6])  # Hard against a Soft world: penalty
    events.spec(US_ELECTION).effect(game, JIHADIST)
    assert (state.us_posture, state.prestige) == (HARD, 5)


def test_240_us_election_with_us_consulate_attacked_flips_the_posture():
    state = make_state(prestige=5, us_posture=SOFT, lapsing=[199])
    game = make_game(state, dice=[])
    events.spec(US_ELECTION).effect(game, US)
    assert (state.us_posture, state.prestige) == (HARD, 6)


def test_240_us_election_fires_for_the_side_using_the_card_for_ops(monkeypatch):
    events.load_all()
    fired = []
    monkeypatch.setitem(events.REGISTRY, US_ELECTION,
                        EventSpec(US_ELECTION, lambda g, side: fired.append((side, g.state.countries["Egypt"].cells))))
    state = make_state(phase="jihadist")
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.hands[JIHADIST] = [US_ELECTION]
    game = make_game(state, dice=[1], jihadist=[
        ("card.play_as", "ops"), ("card.trigger_order", "before"), ("card.operation", "recruit"),
        ("op.recruit.dice", [("Egypt", 1)])])
    cardplay.play_card(game, JIHADIST, US_ELECTION)
    assert fired == [(JIHADIST, 1)]  # before the recruit added a cell
    assert state.countries["Egypt"].cells == 2
    assert state.discard == [US_ELECTION]


def test_240_us_election_fires_when_a_bot_adds_its_ops_to_reserves():
    state = make_state(prestige=5, us_posture=SOFT, phase="us")
    state.countries["Israel"].sleepers = 1  # a cell on the map: the US has not won yet
    game = make_game(state, dice=[5], bots={US})
    cardplay.play_for_reserves(game, US, US_ELECTION)
    assert (state.us_posture, state.prestige, state.reserves[US]) == (HARD, 6, 2)


def test_240_us_election_fires_as_the_second_reassessment_card_for_the_us(monkeypatch):
    from game.labyrinth import us_ops

    events.load_all()
    fired = []
    monkeypatch.setitem(events.REGISTRY, US_ELECTION,
                        EventSpec(US_ELECTION, lambda g, side: fired.append((side, g.state.us_posture))))
    state = make_state(us_posture=HARD)
    state.hands[US] = [US_ELECTION]
    game = make_game(state, us=[("card.trigger_order", "after")])
    game.current_card = 153
    us_ops.reassess(game, 3)
    assert fired == [(US, SOFT)]
    assert state.discard == [US_ELECTION]


# -- every card, every side, through the turn driver ---------------------------------------------


def rich_state() -> GameState:
    """A board where every event of 211-239 is playable for each side that may play it."""
    state = make_state(prestige=6, funding=5)
    civil_war_syria(state, actives=3, militia=2)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", troops=6)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=2)
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)
    setc(state, "Turkey", governance=FAIR, alignment=NEUTRAL)
    setc(state, "France", posture=HARD)
    state.targets_last_phase = ["Egypt"]
    state.discard = [238, 173, 182]
    state.plots_resolved_this_turn_in = ["France"]
    state.hands[US] = [121]
    state.hands[JIHADIST] = [164]
    return state


EXPECTED_PILE = {
    211: ("discard", "discard"), 212: ("discard", "discard"), 213: ("discard", "discard"),
    214: ("discard", "discard"), 215: ("removed", "discard"), 216: ("removed", "discard"),
    217: ("discard", "discard"), 218: ("discard", "discard"), 219: ("removed", "discard"),
    220: ("removed", "removed"), 221: ("discard", "discard"), 222: ("removed", "removed"),
    223: ("removed", "removed"), 224: ("discard", "discard"), 225: ("removed", "discard"),
    226: ("discard", "discard"), 227: ("discard", "discard"), 228: ("discard", "discard"),
    229: ("discard", "discard"), 230: ("discard", "discard"), 231: ("discard", "discard"),
    232: ("removed", "discard"), 233: ("discard", "discard"), 234: ("removed", "removed"),
    235: ("discard", "discard"), 236: ("lapsing", "lapsing"), 237: ("removed", "discard"),
    238: ("discard", "discard"), 239: ("lapsing", "lapsing"),
}

SETUPS: dict[tuple[int, str], Callable[[GameState], None]] = {
    (215, US): lambda state: setattr(state, "caliphate_capital", "Syria"),
}


@pytest.mark.parametrize("side", [US, JIHADIST])
@pytest.mark.parametrize("number", sorted(EXPECTED_PILE))
def test_every_event_runs_through_the_turn_driver_and_lands_in_its_pile(number, side):
    state = rich_state()
    SETUPS.get((number, side), lambda s: None)(state)
    game = make_game(state, seed=number)
    game.verify()
    assert playable(game, number, side)
    play(game, side, number)
    where = deck.where_is(game, number)
    assert where == EXPECTED_PILE[number][0 if side == US else 1]
    marked = number in (211, 212, 213) or (number == 214 and side == JIHADIST)
    assert (number in state.events_in_play) == marked  # a marked event leaves its marker (6.2.3)


def test_every_card_of_the_block_has_an_effectiveness_check():
    for number in range(211, 241):
        assert events.spec(number).effective is not None


def test_rich_state_leaves_nothing_untested_that_matters():
    state = rich_state()
    assert state.countries["Syria"].governance != UNTESTED


def test_233_un_ceasefire_emptying_an_ally_nigeria_leaves_it_non_muslim_without_alignment_11_3_3_3():
    state = make_state()
    game = make_game(state, dice=[], us=[("event.233.country", "Nigeria")])
    politics.flip_nigeria_to_muslim(game)
    setc(state, "Nigeria", alignment=ALLY, civil_war=True, sleepers=2, militia=1, troops=1)
    cardplay.run_event(game, US, 233)
    nigeria = state.countries["Nigeria"]
    assert not nigeria.muslim and nigeria.alignment is None and nigeria.reaction == 0
    assert board.troops_on_track(state) == 15
