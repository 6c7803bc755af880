"""The US Bot's Event Instructions (13.3 and the Event Instructions table): each card's choices
and the cards it treats as unplayable, driven through the real events."""

from __future__ import annotations

import pytest

from game.labyrinth import board, cardplay
from game.labyrinth.bots import make_bot
from game.labyrinth.bots.us_vocab import event_playable
from game.labyrinth.cards.c121_150 import schengen_countries
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
    PlotMarker,
)

from ..helpers import make_game, make_state, setc


def base_state(**tracks):
    state = make_state(decks=3, **tracks)
    state.draw_pile = list(range(190, 200))
    return state


def us_game(state, *, dice=None):
    game = make_game(state, dice=dice)
    # the Jihadist plays as a Bot (its answers scripted): removing the last cell is then no US win (V1),
    # so the small boards here do not end the game
    game.bot_sides.add("jihadist")
    bot = make_bot("us", "off_guard")
    bot.attach(game)
    return game, bot


def run(game, number):
    """The US Bot carries out card `number`'s event (its own play, or triggered by the Jihadist)."""
    game.current_card = number
    game.state.phase = "us"
    cardplay.run_event(game, "us", number)


def playable(game, bot, number) -> bool:
    ctx = bot.context(game, card=number)
    return event_playable(ctx)


def plot(state, name, kind="1"):
    state.countries[name].plots.append(PlotMarker(kind, face_up=True))
    if kind in state.plots_available:
        state.plots_available.remove(kind)


# -- 13.3.1: placing troops and militia -> Deploy To; removing cells -> Disrupt -------------------


def test_13_3_1_fms_militia_go_by_the_deploy_to_column():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)  # Fair beats Resources
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=6, sleepers=2, regime_change="tan")
    game, bot = us_game(state)
    run(game, 137)
    assert state.countries["Gulf States"].militia == 3


def test_13_3_1_special_forces_remove_a_sleeper_by_the_disrupt_column():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1, actives=1)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)  # arsenal: first
    game, bot = us_game(state)
    run(game, 129)
    assert state.countries["Pakistan"].cells == 0 and state.countries["Iraq"].cells == 2


def test_13_3_2_removing_cells_takes_sleepers_before_actives():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1, actives=1)
    game, bot = us_game(state)
    run(game, 129)
    iraq = state.countries["Iraq"]
    assert (iraq.sleepers, iraq.actives) == (0, 1)


@pytest.mark.parametrize("cells, hand, expected", [
    ({"Iraq": 5, "Jordan": 1}, [201], ("Iraq", 3)),  # 5+ cells: remove 2 there
    ({"Iraq": 2, "Jordan": 1}, [201], ("hand", 0)),  # else the Jihadist discards
    ({"Iraq": 2, "Jordan": 1}, [], ("Iraq", 0)),  # else up to 2 cells by the Disrupt column
])
def test_13_3_reaper_instructions(cells, hand, expected):
    state = base_state()
    for name, n in cells.items():
        setc(state, name, governance=POOR, alignment=ALLY, sleepers=n)
    state.hands["jihadist"] = list(hand)
    game, bot = us_game(state)
    run(game, 126)
    where, left = expected
    if where == "hand":
        assert state.hands["jihadist"] == [] and state.countries["Iraq"].cells == 2
    else:
        assert state.countries[where].cells == left


def test_13_3_battle_of_sirte_highest_cells_minus_tm():
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=3, militia=2)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2)
    game, bot = us_game(state)
    run(game, 132)
    assert state.countries["Syria"].cells == 1 and state.countries["Syria"].militia == 2


def test_13_3_factional_infighting_highest_cells_minus_tm_then_disrupt_column():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=3)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, sleepers=2)
    game, bot = us_game(state)
    run(game, 136)
    assert state.countries["Jordan"].cells == 1 and state.countries["Iraq"].cells == 3


def test_13_3_1_militia_event_uses_deploy_to():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan")
    setc(state, "Jordan", governance=FAIR, alignment=NEUTRAL, civil_war=True)
    game, bot = us_game(state)
    run(game, 142)
    assert state.countries["Jordan"].militia == 1 and state.countries["Iraq"].militia == 0


def test_13_3_operation_new_dawn_prefers_regime_change_then_plots():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2)
    setc(state, "Jordan", governance=POOR, alignment=ALLY, troops=2)
    plot(state, "Jordan", "1")
    game, bot = us_game(state)
    run(game, 144)
    assert state.countries["Jordan"].militia == 2 and state.countries["Iraq"].militia == 0


def test_13_3_unscr_1973_highest_resources_then_disrupt():
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    game, bot = us_game(state)
    run(game, 150)
    assert "UNSCR 1973" in state.countries["Iraq"].markers and state.countries["Iraq"].cells == 0


def test_13_3_gulf_union_places_the_most_militia_where_cells_exceed_forces():
    state = base_state()
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, sleepers=3)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, militia=1)
    game, bot = us_game(state)
    run(game, 156)
    assert state.countries["Yemen"].militia == 4 and state.countries["Jordan"].militia == 1


def test_13_3_limited_deployment_country_and_awakening_neighbour():
    state = base_state(us_posture=HARD)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2)
    setc(state, "Lebanon", governance=POOR, alignment=NEUTRAL)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, sleepers=1)  # fewer plot dice... fewest cells
    game, bot = us_game(state)
    run(game, 157)
    assert state.countries["Syria"].troops == 2
    awakened = [n for n in ("Lebanon", "Jordan", "Iraq", "Turkey") if state.countries[n].awakening]
    assert len(awakened) == 1


# -- 13.3.3: plots by the Alert Priorities ------------------------------------------------------------


def test_13_3_3_backlash_marks_the_priority_plot():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=1)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    plot(state, "Jordan", "3")
    plot(state, "Iraq", "1")
    game, bot = us_game(state)
    run(game, 122)
    assert state.countries["Iraq"].plots[0].backlash and not state.countries["Jordan"].plots[0].backlash


def test_13_4_2_backlash_is_not_played_at_funding_1():
    state = base_state(funding=1)
    setc(state, "Iraq", governance=POOR, alignment=ALLY)
    plot(state, "Iraq", "1")
    game, bot = us_game(state)
    assert not playable(game, bot, 122)
    state.funding = 2
    game, bot = us_game(state)
    assert playable(game, bot, 122)


def test_13_3_3_delta_seals_removes_the_wmd_plot_on_the_map():
    state = base_state(prestige=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=1)
    plot(state, "Iraq", "WMD")
    state.plots_available.append("WMD")
    state.hands["jihadist"] = [201]
    game, bot = us_game(state)
    run(game, 135)
    assert state.countries["Iraq"].plots == [] and state.prestige == 6
    assert state.hands["jihadist"] == [201]


def test_13_3_delta_seals_takes_a_jihadist_card_without_wmd():
    state = base_state()
    state.hands["jihadist"] = [201]
    state.hands["us"] = [137]
    game, bot = us_game(state)
    run(game, 135)
    assert state.hands["jihadist"] == [] and state.hands["us"][-1] == 201  # on top of the US hand


def test_13_3_3_prism_alerts_every_plot():
    state = base_state(prestige=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=6)
    plot(state, "Iraq", "2")
    plot(state, "United States", "1")
    game, bot = us_game(state)
    run(game, 161)
    assert state.countries["Iraq"].plots == [] and state.countries["United States"].plots == []
    assert state.countries["Iraq"].sleepers == 6 and state.prestige == 4


def test_13_3_prism_activates_half_the_sleepers_in_disrupt_order():
    state = base_state()
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=2)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=3)
    game, bot = us_game(state)
    run(game, 161)  # 5 sleepers: 3 turn active - Pakistan (arsenal) first, then Iraq
    assert state.countries["Pakistan"].actives == 2 and state.countries["Iraq"].actives == 1


def test_13_4_2_prism_needs_a_plot_or_5_sleepers():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=4)
    game, bot = us_game(state)
    assert not playable(game, bot, 161)
    setc(state, "Iraq", sleepers=5)
    assert playable(game, bot, 161)


def test_13_3_jv_copycat_alerts_the_us_plot_first():
    state = base_state()
    setc(state, "United States", sleepers=1)
    plot(state, "United States", "2")
    setc(state, "Canada", sleepers=2)
    game, bot = us_game(state)
    run(game, 207)
    assert state.countries["United States"].plots == [] and state.countries["United States"].cells == 1


# -- 13.3.4: postures ---------------------------------------------------------------------------------


def test_13_3_4_je_suis_charlie_sets_an_opposite_country_to_the_us_posture():
    state = base_state(us_posture=HARD)
    setc(state, "France", posture=SOFT)
    setc(state, "Canada", posture=SOFT)
    state.plots_resolved_this_turn_in = ["France"]
    game, bot = us_game(state)
    if not playable(game, bot, 224):
        pytest.skip("Je Suis Charlie's printed condition is not met on this board")
    run(game, 224)
    assert state.countries["France"].posture == HARD and state.countries["Canada"].posture == HARD


def test_13_3_4_cyber_warfare_sets_china_russia_or_india_to_the_us_posture():
    state = base_state(us_posture=SOFT)
    setc(state, "China", posture=HARD)
    setc(state, "Russia", posture=SOFT)
    setc(state, "India", posture=SOFT)
    state.reserves["jihadist"] = 2
    game, bot = us_game(state)
    run(game, 202)
    assert state.countries["China"].posture == SOFT and state.reserves["jihadist"] == 2


def test_13_3_cyber_warfare_takes_the_reserves_when_no_posture_helps():
    state = base_state(us_posture=SOFT)
    for name in ("China", "Russia", "India"):
        setc(state, name, posture=SOFT)
    state.reserves["jihadist"] = 2
    game, bot = us_game(state)
    run(game, 202)
    assert state.reserves["jihadist"] == 0 and state.reserves["us"] == 2


# -- 13.3.5 / 13.3.6: markers, alignment and governance by the WoI in Muslim column --------------------


def test_13_3_5_arab_spring_fallout_worked_example_order():
    """Afghanistan (Regime Change) first, then Pakistan (arsenal); Algeria/Tunisia has Awakening."""
    state = base_state()
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=6, sleepers=2, regime_change="tan")
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL, sleepers=2)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    setc(state, "Algeria/Tunisia", governance=POOR, alignment=NEUTRAL, awakening=1)
    game, bot = us_game(state)
    run(game, 131)
    assert state.countries["Afghanistan"].awakening == 1 and state.countries["Pakistan"].awakening == 1


def test_13_3_5_humanitarian_aid_by_the_woi_column():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=1)
    setc(state, "Jordan", governance=POOR, alignment=ALLY, sleepers=1, regime_change="tan")
    game, bot = us_game(state)
    run(game, 123)
    assert state.countries["Jordan"].aid == 1 and state.countries["Iraq"].aid == 0


def test_13_3_5_obama_doctrine_takes_prestige_then_funding():
    state = base_state(us_posture=SOFT, prestige=5, funding=5)
    game, bot = us_game(state)
    run(game, 143)
    assert state.prestige == 6 and state.funding == 4


def test_13_3_5_obama_doctrine_awakening_when_tracks_are_at_their_ends():
    state = base_state(us_posture=SOFT, prestige=12, funding=1)
    setc(state, "Iraq", governance=POOR, alignment=ALLY)
    game, bot = us_game(state, dice=[1] * 10)
    run(game, 143)
    # no prestige or funding change possible: an Awakening marker, then an Aid marker
    assert sum(c.awakening for c in state.countries.values()) == 1
    assert sum(c.aid for c in state.countries.values()) == 1


def test_13_3_5_sectarian_violence_removes_reaction():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, reaction=1, awakening=1)
    game, bot = us_game(state)
    run(game, 210)
    assert state.countries["Iraq"].reaction == 0 and state.countries["Iraq"].awakening == 1


def test_13_3_5_smartphones_places_awakening():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY)
    state.targets_this_phase = ["Iraq"]
    game, bot = us_game(state)
    run(game, 211)
    assert state.countries["Iraq"].awakening == 1


def test_13_3_6_status_quo_prefers_adversary():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, regime_change="tan", troops=2)
    setc(state, "Jordan", governance=POOR, alignment=ADVERSARY, regime_change="tan", troops=2)
    game, bot = us_game(state)
    run(game, 163)
    assert state.countries["Jordan"].regime_change is None and state.countries["Iraq"].regime_change == "tan"


def test_13_3_6_qadhafi_is_played_only_where_forces_outnumber_cells():
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2, militia=1)
    game, bot = us_game(state)
    assert not playable(game, bot, 235)
    setc(state, "Libya", militia=3)
    assert playable(game, bot, 235)
    run(game, 235)
    assert state.countries["Libya"].governance == FAIR and state.countries["Libya"].alignment == ALLY


def test_13_3_6_scaf_needs_a_non_ally_candidate():
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=ALLY, awakening=1, reaction=1)
    game, bot = us_game(state)
    assert not playable(game, bot, 162)
    setc(state, "Egypt", alignment=NEUTRAL)
    assert playable(game, bot, 162)


# -- cards from the discard pile ----------------------------------------------------------------------


def test_13_3_neptune_spear_takes_the_leader_nearest_the_bottom():
    state = base_state()
    state.discard = [219, 201, 237]  # 219 is lowest
    game, bot = us_game(state)
    run(game, 160)
    assert state.hands["us"][-1] == 219


def test_13_3_sequestration_congress_acts_before_other_cards():
    state = base_state(us_posture=SOFT)
    state.discard = [152, 156, 137]
    game, bot = us_game(state)
    game.current_card = 184
    cardplay.run_event(game, "jihadist", 184)
    assert 152 in state.hands["us"]


def test_13_3_oil_price_spike_takes_a_highest_ops_us_card():
    state = base_state()
    state.discard = [129, 156, 201, 182]  # Special Forces 1, Gulf Union 3 (US), 201 (unassociated), Paris
    game, bot = us_game(state)
    run(game, 236)
    assert state.hands["us"][-1] == 156


# -- cards the Bot never plays, and others ----------------------------------------------------------


@pytest.mark.parametrize("number", [138, 229, 230, 239])
def test_13_4_2_cards_the_us_bot_treats_as_unplayable(number):
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, civil_war=True, sleepers=2, cadre=1)
    state.hands["jihadist"] = [201]
    state.hands["us"] = [137]
    game, bot = us_game(state)
    assert not playable(game, bot, number)


def test_13_4_2_intel_community_set_off_for_the_us_bot_has_no_effect():
    # the US Bot treats it as unplayable; set off by a Jihadist's Ops it does nothing (rules-decisions C9):
    # no cadre removed, no 1-Op War of Ideas (which could only go to an untested country here, 13.4.3)
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, cadre=1)
    state.hands["us"] = [137]
    game, bot = us_game(state)
    before = state.to_dict()
    run(game, 138)
    after = state.to_dict()
    assert state.countries["Iraq"].cadre == 1 and state.hands["us"] == [137]
    assert {k for k, v in after.items() if before.get(k) != v} <= {"discard", "phase"}


def test_13_3_truce_is_never_ended_with_prestige():
    from botkit.protocol import Ask

    game, bot = us_game(base_state())
    assert bot.decide(game, Ask("us", "event.239.end_truce", "?", (True, False), "yesno")) is False


def test_13_3_ebola_scare_troop_from_an_ally_without_cells_when_the_track_is_empty():
    state = base_state(prestige=5)
    state.off_map_troops = 15 - 4
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    game, bot = us_game(state)
    assert board.troops_on_track(state) == 0
    run(game, 204)
    assert state.countries["Gulf States"].troops == 1 and state.countries["Iraq"].troops == 2
    assert state.prestige == 7


def test_13_3_un_ceasefire_highest_militia_minus_cells():
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1, militia=3)
    setc(state, "Syria", governance=POOR, alignment=ADVERSARY, civil_war=True, sleepers=1, militia=1)
    game, bot = us_game(state)
    run(game, 233)
    assert not state.countries["Libya"].civil_war and state.countries["Syria"].civil_war


def test_13_3_revolution_highest_reaction_minus_awakening():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=2)
    game, bot = us_game(state)
    run(game, 238)
    assert state.countries["Jordan"].civil_war and not state.countries["Iraq"].civil_war


def test_13_3_fly_paper_takes_reaction_first_and_stops_at_two():
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, reaction=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=2)
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = us_game(state)
    run(game, 221)
    assert state.countries["Jordan"].reaction == 0
    placed = state.countries["Syria"].cells + state.countries["Iraq"].cells
    assert placed == 2 and state.countries["Syria"].cells == 2  # lowest Resources: Syria (2) < Iraq (3)


def test_13_3_serval_highest_cells_minus_tm_then_neutral():
    state = base_state()
    setc(state, "Mali", governance=POOR, alignment=ALLY, sleepers=2)
    setc(state, "Sudan", governance=POOR, alignment=NEUTRAL, sleepers=2)
    game, bot = us_game(state)
    run(game, 226)
    assert "Operation Serval" in state.countries["Sudan"].markers


def test_13_3_quds_force_removes_cells():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=2, militia=2)
    game, bot = us_game(state)
    run(game, 209)
    assert state.countries["Iraq"].cells == 0 and state.countries["Iraq"].militia == 2


def test_13_3_questions_of_an_event_use_its_card_even_during_another_card():
    """An 'event.<N>' question is answered by card N's chart whatever card is being played."""
    from botkit.protocol import Ask

    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game, bot = us_game(state)
    game.current_card = 201
    answer = bot.decide(game, Ask("us", "event.137.country", "?", ("Gulf States", "Iraq")))
    assert answer == "Gulf States"




# -- issue 11 section 5: the play answer and the event's choices agree (block-121 / block-151 audits) -----


def _militia_all_out(state, where="Afghanistan"):
    """Every militia on the map, in a country the event does not concern."""
    setc(state, where, governance=POOR, alignment=ALLY, militia=board.militia_available(state))


def test_13_3_3_backlash_ranks_only_the_plots_it_can_still_mark():
    # Jordan's priority plot (a WMD, troops) is already backlashed: the fresh plot in Good Egypt goes
    state = base_state(funding=5)
    setc(state, "Jordan", governance=POOR, alignment=ALLY, troops=2)
    plot(state, "Jordan", "WMD")
    state.countries["Jordan"].plots[0].backlash = True
    plot(state, "Jordan", "1")
    setc(state, "Egypt", governance=GOOD, alignment=ALLY)
    plot(state, "Egypt", "1")
    game, bot = us_game(state)
    run(game, 122)
    assert state.countries["Egypt"].plots[0].backlash
    assert [p.backlash for p in state.countries["Jordan"].plots] == [True, False]


@pytest.mark.parametrize("iraq,syria,placed", [
    ({"governance": GOOD, "alignment": ALLY}, {"governance": POOR, "alignment": NEUTRAL}, "Syria"),
    ({"governance": POOR, "alignment": NEUTRAL}, {"governance": ISLAMIST_RULE, "alignment": ADVERSARY}, "Iraq"),
])
def test_13_4_2_peshmerga_militia_go_where_militia_can_go(iraq, syria, placed):
    # the Deploy To column prefers Good Iraq (resources) or Syria with its arsenal: neither can take militia
    state = base_state()
    setc(state, "Iraq", sleepers=1, **iraq)
    setc(state, "Syria", sleepers=2, **syria)
    if syria["governance"] == POOR:
        state.plots_removed.extend(["WMD"] * state.countries["Syria"].wmd)
        state.countries["Syria"].wmd = 0
    game, bot = us_game(state)
    assert playable(game, bot, 125)
    run(game, 125)
    assert state.countries[placed].militia == 2


def test_13_4_2_peshmerga_is_not_played_where_no_militia_can_go():
    state = base_state()
    setc(state, "Iraq", governance=GOOD, alignment=ALLY, sleepers=1)
    game, bot = us_game(state)
    assert not playable(game, bot, 125)


@pytest.mark.parametrize("number", [126, 127, 128])
def test_13_3_1_reaper_five_cells_under_a_truce_do_not_count(number):
    # Syria's 5 cells are under a Truce: the Jihadist discards instead of Jordan losing its cell
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=5, markers=["Truce"])
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)
    state.hands["jihadist"] = [182, 201]
    game, bot = us_game(state)
    run(game, number)
    assert state.hands["jihadist"] == [182] and 201 in state.discard  # its top card (13.2)
    assert state.countries["Jordan"].cells == 1 and state.countries["Syria"].cells == 5


def test_13_4_2_battle_of_sirte_without_militia_goes_where_a_cell_is():
    # no militia left: Libya (0 - 0) would beat Syria (1 - 3) on cells - T+M, and nothing would happen there
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1, militia=3)
    _militia_all_out(state, "Iraq")
    game, bot = us_game(state)
    assert playable(game, bot, 132)
    run(game, 132)
    assert state.countries["Syria"].cells == 0


def test_13_4_2_benghazi_falls_is_not_played_only_to_make_italy_hard_with_the_us_soft():
    state = base_state(us_posture=SOFT)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, awakening=1)  # the printed condition
    _militia_all_out(state, "Iraq")
    setc(state, "Italy", posture=SOFT)
    game, bot = us_game(state)
    assert not playable(game, bot, 133)
    state.us_posture = HARD  # Italy Hard now helps the US
    game, bot = us_game(state)
    assert playable(game, bot, 133)


def test_13_4_2_benghazi_falls_is_played_for_militia_in_libya():
    state = base_state(us_posture=SOFT)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, awakening=1)
    setc(state, "Italy", posture=HARD)
    game, bot = us_game(state)
    assert playable(game, bot, 133)
    setc(state, "Libya", markers=["Truce"])
    game, bot = us_game(state)
    assert not playable(game, bot, 133)


def test_13_4_2_civil_resistance_and_tahrir_square_need_an_awakening_marker_in_the_supply():
    # all 15 out: the markers would only be moved (11.2.9) - and Tahrir Square would add a Reaction marker
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    for name, n in (("Morocco", 5), ("Algeria/Tunisia", 5), ("Jordan", 5)):
        setc(state, name, governance=FAIR, alignment=ALLY, awakening=n)
    game, bot = us_game(state)
    assert not playable(game, bot, 148) and not playable(game, bot, 134)
    setc(state, "Jordan", awakening=4)
    game, bot = us_game(state)
    assert playable(game, bot, 148) and playable(game, bot, 134)


def test_13_3_3_delta_seals_removes_an_available_wmd_before_taking_a_card():
    # docs/bots/us.md 8: the available WMD first; Syria's WMD plot is not the priority plot (Iraq's 3 is)
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Iraq", governance=GOOD, alignment=ALLY, troops=1)
    plot(state, "Iraq", "3")
    state.countries["Pakistan"].wmd -= 2
    state.countries["Syria"].plots.append(PlotMarker("WMD", face_up=True))
    state.plots_available.append("WMD")
    state.hands["jihadist"] = [182]
    game, bot = us_game(state)
    run(game, 135)
    assert "WMD" not in state.plots_available and state.hands["jihadist"] == [182]
    assert [p.kind for p in state.countries["Syria"].plots] == ["WMD"]


def test_13_3_5_obama_doctrine_takes_the_card_when_the_listed_options_run_out():
    # prestige 12, funding 1, Arab Winter: only Aid of the four; the second option is the card, not a
    # Schengen posture that changes nothing (every Schengen country is already Soft, the US Soft)
    state = base_state(prestige=12, funding=1, us_posture=SOFT)
    state.lapsing.append(173)
    for name in schengen_countries():
        setc(state, name, posture=SOFT)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY)
    state.discard = [126]
    game, bot = us_game(state)
    run(game, 143)
    assert sum(c.aid for c in state.countries.values()) == 1
    assert state.hands["us"] == [126]
    assert all(state.countries[n].posture == SOFT for n in schengen_countries())


def test_13_4_2_gulf_union_truce_country_does_not_make_it_playable():
    state = base_state()
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, sleepers=3, markers=["Truce"])
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game, bot = us_game(state)
    assert not playable(game, bot, 156)
    setc(state, "Saudi Arabia", governance=POOR, alignment=ALLY, sleepers=2)
    game, bot = us_game(state)
    assert playable(game, bot, 156)


def test_13_3_1_gulf_union_set_off_with_no_militia_to_place_moves_nothing():
    # a Jihadist's Ops set it off (6.3.2); the only option is to rearrange: the US Bot never repositions
    state = base_state()
    setc(state, "Saudi Arabia", governance=POOR, alignment=ALLY, militia=3, sleepers=3)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, militia=2)
    setc(state, "Yemen", governance=POOR, alignment=ALLY)
    _militia_all_out(state)
    game, bot = us_game(state)
    game.current_card = 156
    game.acting = "jihadist"
    cardplay.trigger_event(game, "us", 156)
    assert [state.countries[n].militia for n in ("Saudi Arabia", "Gulf States", "Yemen")] == [3, 2, 0]


def test_13_4_2_prism_sleepers_under_a_truce_do_not_make_it_playable():
    state = base_state(prestige=7)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=6, markers=["Truce"])
    game, bot = us_game(state)
    assert not playable(game, bot, 161)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=1)
    game, bot = us_game(state)
    assert playable(game, bot, 161)


def test_13_3_6_scaf_is_not_played_for_a_truce_country_and_spent_on_an_ally():
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=ADVERSARY, awakening=1, reaction=1, sleepers=2,
         markers=["Truce"])
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, awakening=1, reaction=1, sleepers=2)
    game, bot = us_game(state)
    assert not playable(game, bot, 162)


def test_11_2_9_scaf_the_us_bot_never_moves_reaction_markers_into_the_country():
    # all 15 Reaction markers on the map: SCAF's markers for Egypt's cells are not taken from elsewhere
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1, sleepers=2)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, reaction=7)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, reaction=7)
    game, bot = us_game(state)
    run(game, 162)
    assert [state.countries[n].reaction for n in ("Egypt", "Iraq", "Pakistan")] == [1, 7, 7]
    assert state.countries["Egypt"].cells == 0 and state.countries["Egypt"].alignment == ALLY


def test_13_4_2_congress_acts_a_truce_civil_war_does_not_make_it_playable():
    state = base_state(us_posture=SOFT)
    for name in ("Afghanistan", "Somalia", "Sudan"):
        setc(state, name, governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=4, markers=["Truce"])
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1, militia=3)
    game, bot = us_game(state)
    assert not playable(game, bot, 152)
    setc(state, "Libya", sleepers=4)
    game, bot = us_game(state)
    assert playable(game, bot, 152)


def test_13_3_congress_acts_set_off_without_a_bot_candidate_still_picks_a_civil_war_country():
    # a Jihadist's Ops set it off (6.3.2): no candidate with more cells than T+M, the Bot must still choose
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1, militia=3)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2, militia=2)
    game, bot = us_game(state)
    game.current_card = 152
    game.acting = "jihadist"
    cardplay.trigger_event(game, "us", 152)
    assert state.countries["Syria"].regime_change and state.countries["Syria"].troops == 6
