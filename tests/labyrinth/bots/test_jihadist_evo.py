"""The EvO chart (12.4.1): every node's branches, with explicit states and the exact outcome."""

from __future__ import annotations

from game.labyrinth import board, deck
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR, US
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, evo, play
from tests.labyrinth.helpers import make_state, setc

REAPER, RUSSIAN_AID, GULF_UNION = 126, 145, 156  # US cards of 1, 2 and 3 Ops
BLOODY_THURSDAY, HAGEL, TRUCE = 164, 222, 239


def outcome(game, bot, number):
    """What the Bot uses the card for (its card.use answer) and the EvO nodes it went through."""
    return evo(game, bot, number), bot.last_trace.path("jihadist.evo")


def pakistan_fair(**tracks):
    state = make_state(**tracks)
    setc(state, "Pakistan", governance=FAIR, alignment="neutral", sleepers=2)
    return state


# -- E0: the event ------------------------------------------------------------------------------


def test_12_4_1_playable_jihadist_event_with_effect_is_played():
    state = pakistan_fair()
    setc(state, "Egypt", governance=POOR, alignment="neutral", awakening=1)
    game, bot = bot_game(state)
    assert outcome(game, bot, BLOODY_THURSDAY) == ("event", ["E0_event", "play_event"])
    play(game, BLOODY_THURSDAY)
    assert state.countries["Egypt"].awakening == 0
    assert BLOODY_THURSDAY in state.events_in_play
    assert state.reserves[JIHADIST] == 0  # a Jihadist event banks nothing


def test_12_4_1_unassociated_event_also_adds_the_card_ops_to_reserves():
    state = pakistan_fair(us_posture="hard")
    game, bot = bot_game(state)
    play(game, HAGEL)
    assert state.us_posture == "soft"
    assert state.reserves[JIHADIST] == 2


def test_12_4_1_event_without_effect_counts_as_unplayable():
    state = pakistan_fair(events_in_play=[BLOODY_THURSDAY])
    game, bot = bot_game(state)
    state.events_in_play.remove(BLOODY_THURSDAY)  # the card in hand; its marker was played before:
    state.markers.append(deck.card(BLOODY_THURSDAY).title)  # still in effect, and no Awakening to remove
    name, nodes = outcome(game, bot, BLOODY_THURSDAY)
    assert nodes[0] == "E0_event" and name != "event"


def test_12_4_1_us_associated_event_is_never_played_nor_triggered():
    state = pakistan_fair()
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=2, sleepers=1)
    game, bot = bot_game(state, dice=[1, 1])
    name, nodes = outcome(game, bot, REAPER)
    assert nodes[:2] == ["E0_event", "R0_cells_on_map"]
    play(game, REAPER)
    assert REAPER in state.discard
    assert state.countries["Iraq"].cells == 1  # Reaper's US event would have removed cells


def test_12_4_1_event_instructions_make_truce_unplayable():
    state = pakistan_fair()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    game, bot = bot_game(state)
    name, nodes = outcome(game, bot, TRUCE)
    assert nodes[0] == "E0_event" and name != "event"
    assert "jihadist.event.239.playable" in bot.last_trace.charts()


def test_12_4_1_without_cells_or_cadre_the_ops_go_to_reserves():
    game, bot = bot_game(make_state())
    assert outcome(game, bot, RUSSIAN_AID) == ("reserves",
                                               ["E0_event", "R0_cells_on_map", "R0_cells_on_map.no"])
    play(game, RUSSIAN_AID)
    assert game.state.reserves[JIHADIST] == 2


# -- E1: Major Jihad --------------------------------------------------------------------------------


def major_state(**tracks):
    state = make_state(**tracks)
    setc(state, "Iraq", governance=POOR, alignment="neutral", troops=1, sleepers=6)
    return state


def test_12_4_1_major_jihad_when_success_possible_in_a_poor_country():
    game, bot = bot_game(major_state(), dice=[1, 2, 1, 1, 1, 1])  # the last for Convergence's random country
    name, nodes = outcome(game, bot, RUSSIAN_AID)
    assert name == "major_jihad" and nodes[-2] == "E1_major_jihad_poor"
    play(game, RUSSIAN_AID)
    assert game.state.countries["Iraq"].governance == ISLAMIST_RULE


def test_8_4_2_no_major_jihad_with_one_op_unless_besieged():
    game, bot = bot_game(major_state())
    assert outcome(game, bot, REAPER)[0] != "major_jihad"
    game.state.countries["Iraq"].besieged = True
    assert outcome(game, bot, REAPER)[0] == "major_jihad"


def test_8_4_2_major_jihad_uses_the_reserves_for_more_dice():
    state = major_state()
    state.reserves[JIHADIST] = 1
    game, bot = bot_game(state)
    assert outcome(game, bot, REAPER)[0] == "major_jihad"


def test_8_4_2_no_major_jihad_with_fewer_than_five_cells_over_troops_and_militia():
    state = major_state()
    state.countries["Iraq"].militia = 1
    game, bot = bot_game(state)
    assert outcome(game, bot, RUSSIAN_AID)[0] != "major_jihad"


def test_8_4_2_no_major_jihad_when_the_drm_makes_success_impossible():
    state = major_state()
    state.countries["Iraq"].awakening = 3
    game, bot = bot_game(state)
    assert outcome(game, bot, RUSSIAN_AID)[0] != "major_jihad"


# -- E2/E3: Tight funding ---------------------------------------------------------------------------


def test_12_4_1_tight_funding_with_cells_available_recruits():
    game, bot = bot_game(pakistan_fair(funding=2))
    assert outcome(game, bot, RUSSIAN_AID) == ("recruit", ["E0_event", "R0_cells_on_map", "E1_major_jihad_poor",
                                                          "E2_funding_tight", "E3_cells_available", "op_recruit", "op_recruit.yes"])


def test_12_4_1_tight_funding_without_cells_available_plots():
    state = pakistan_fair(funding=2)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4)  # 6 on the map: none left at Tight
    game, bot = bot_game(state)
    assert board.cells_to_recruit(state) == 0
    assert outcome(game, bot, RUSSIAN_AID)[1][-3:] == ["E3_cells_available", "op_plot", "op_plot.yes"]


# -- E4: Minor Jihad ----------------------------------------------------------------------------------


def test_12_3_8_minor_jihad_in_a_good_or_fair_country_where_success_is_possible():
    game, bot = bot_game(pakistan_fair())
    name, nodes = outcome(game, bot, REAPER)
    assert name == "minor_jihad" and nodes[-2] == "E4_minor_jihad_good_fair"


def test_12_3_8_never_minor_jihad_in_a_poor_country():
    state = make_state()
    setc(state, "Pakistan", governance=POOR, alignment="neutral", sleepers=2)
    game, bot = bot_game(state)
    name, nodes = outcome(game, bot, REAPER)
    assert name != "minor_jihad"
    assert "E4_minor_jihad_good_fair" in nodes


def test_11_1_3_no_minor_jihad_when_the_awakening_drm_makes_success_impossible():
    state = pakistan_fair()
    state.countries["Pakistan"].awakening = 2  # 1 + 2 > Fair (2)
    game, bot = bot_game(state)
    assert outcome(game, bot, REAPER)[0] != "minor_jihad"


def test_12_5_coherent_ignores_the_minor_jihad_drm_penalty():
    state = pakistan_fair()
    state.countries["Pakistan"].awakening = 2
    game, bot = bot_game(state, tier="coherent")
    assert outcome(game, bot, REAPER)[0] == "minor_jihad"


# -- E5/E6: Travel to a Poor country that needs cells ---------------------------------------------


def poor_needs_cells():
    state = make_state()
    setc(state, "Pakistan", governance=POOR, alignment="neutral", sleepers=1)
    setc(state, "Afghanistan", governance=POOR, alignment="ally", sleepers=2, troops=6, regime_change="tan")
    return state


def test_12_4_1_travel_to_a_poor_country_with_1_to_4_more_cells_when_a_mobile_cell_is_adjacent():
    game, bot = bot_game(poor_needs_cells())
    name, nodes = outcome(game, bot, GULF_UNION)
    assert name == "travel"
    assert nodes[-3:] == ["E5_poor_needs_cells", "E6_adjacent_mobile_cell", "E6_adjacent_mobile_cell.yes"]


def test_12_3_9_the_last_cell_of_an_auto_recruit_country_is_not_mobile():
    state = poor_needs_cells()
    state.countries["Afghanistan"].sleepers = 1
    game, bot = bot_game(state)
    name, nodes = outcome(game, bot, GULF_UNION)
    assert name != "travel"
    assert nodes[nodes.index("E6_adjacent_mobile_cell") + 1] == "E7_funding_moderate"


def test_12_3_9_the_last_auto_recruit_cell_is_mobile_when_two_other_auto_recruit_countries_have_cells():
    state = poor_needs_cells()
    state.countries["Afghanistan"].sleepers = 1
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1, regime_change="tan")
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment="adversary", sleepers=1)
    game, bot = bot_game(state)
    assert outcome(game, bot, GULF_UNION)[0] == "travel"


# -- E7-E11 -------------------------------------------------------------------------------------------


def moderate_state(**tracks):
    state = make_state(**tracks)
    setc(state, "Afghanistan", governance=POOR, alignment="ally", troops=6, actives=1, regime_change="tan")
    return state


def test_12_4_1_moderate_funding_prestige_above_1_and_an_active_cell_with_troops_plots():
    game, bot = bot_game(moderate_state(funding=5, prestige=3))
    assert outcome(game, bot, GULF_UNION)[1][-4:] == ["E7_funding_moderate", "E8_prestige_active_cell_troops",
                                                     "op_plot", "op_plot.yes"]


def test_12_4_1_moderate_funding_prestige_1_recruits_instead():
    game, bot = bot_game(moderate_state(funding=5, prestige=1))
    assert outcome(game, bot, GULF_UNION)[1][-4:] == ["E8_prestige_active_cell_troops", "E10_cells_available",
                                                     "op_recruit", "op_recruit.yes"]


def test_12_4_1_moderate_funding_no_cells_available_and_a_non_muslim_cell_plots():
    state = make_state(funding=5, prestige=1)
    setc(state, "Iraq", governance=POOR, alignment="neutral", troops=5, sleepers=4)
    setc(state, "France", posture="hard", sleepers=6)  # 10 on the map: none left at Moderate
    game, bot = bot_game(state)
    assert board.cells_to_recruit(state) == 0
    assert outcome(game, bot, GULF_UNION)[1][-4:] == ["E10_cells_available", "E11_cell_in_non_muslim", "op_plot", "op_plot.yes"]


def test_12_4_1_moderate_funding_no_cells_available_and_no_non_muslim_cell_travels():
    state = make_state(funding=5, prestige=1)
    setc(state, "Iraq", governance=POOR, alignment="neutral", troops=8, sleepers=10)
    game, bot = bot_game(state)
    assert outcome(game, bot, GULF_UNION)[1][-3:] == ["E11_cell_in_non_muslim", "op_travel", "op_travel.yes"]


def test_12_4_1_ample_funding_with_cells_available_recruits():
    game, bot = bot_game(moderate_state(funding=7, prestige=3))
    assert outcome(game, bot, GULF_UNION)[1][-4:] == ["E7_funding_moderate", "E9_cells_available", "op_recruit", "op_recruit.yes"]


def test_12_4_1_ample_funding_without_cells_available_travels():
    state = make_state(funding=8, prestige=3)
    setc(state, "Iraq", governance=POOR, alignment="neutral", troops=12, sleepers=15)
    game, bot = bot_game(state)
    assert board.cells_to_recruit(state) == 0
    assert outcome(game, bot, GULF_UNION)[1][-3:] == ["E9_cells_available", "op_travel", "op_travel.yes"]


def test_12_4_1_good_country_minor_jihad():
    state = make_state()
    setc(state, "Morocco", governance=GOOD, alignment="ally", sleepers=1)
    game, bot = bot_game(state)
    assert outcome(game, bot, REAPER)[0] == "minor_jihad"


def test_12_4_1_us_card_for_ops_is_discarded_and_its_event_never_fires():
    state = pakistan_fair()
    game, bot = bot_game(state, dice=[1, 6])
    play(game, RUSSIAN_AID)
    assert deck.where_is(game, RUSSIAN_AID) == "discard"
    assert state.hands[US] == []
