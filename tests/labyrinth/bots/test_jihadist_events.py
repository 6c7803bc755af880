"""Event Instructions (player aid) and rules 12.3 for the cards' questions, card by card."""

from __future__ import annotations

import pytest

from game.labyrinth import deck
from game.labyrinth.bots.jihadist_vocab import instructions_allow
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, evo, play
from tests.labyrinth.helpers import make_state, setc


def allowed(game, bot, number):
    ctx = bot.context(game, card=number)
    return instructions_allow(ctx, number)


def with_cells(**tracks):
    state = make_state(**tracks)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1)
    return state


# -- conditions of the Event Instructions table (.playable charts) ---------------------------------


@pytest.mark.parametrize("number", [229, 239, 240])
def test_event_instructions_never_play(number):
    game, bot = bot_game(with_cells())
    assert allowed(game, bot, number) is False


def test_boston_marathon_only_without_gwot_penalty():
    state = with_cells(us_posture="hard")
    game, bot = bot_game(state)
    assert allowed(game, bot, 174) is True
    setc(state, "France", posture="soft")
    setc(state, "Spain", posture="soft")
    assert allowed(game, bot, 174) is False


def test_hagel_only_when_the_us_is_hard():
    state = with_cells(us_posture="soft")
    game, bot = bot_game(state)
    assert allowed(game, bot, 222) is False
    state.us_posture = "hard"
    assert allowed(game, bot, 222) is True


def test_kinder_gentler_only_at_overstretch():
    state = with_cells()
    game, bot = bot_game(state)
    assert allowed(game, bot, 208) is False
    state.countries["Iraq"].troops = 15
    assert allowed(game, bot, 208) is True


def test_gaza_rockets_needs_a_level_1_plot_and_funding_below_9():
    state = with_cells(funding=8)
    game, bot = bot_game(state)
    assert allowed(game, bot, 177) is True
    state.funding = 9
    assert allowed(game, bot, 177) is False


def test_12_3_7_qadhafi_only_where_cells_outnumber_troops_and_militia():
    state = with_cells()
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True, militia=2, sleepers=1)
    game, bot = bot_game(state)
    assert allowed(game, bot, 235) is False  # it would make Libya a Fair Ally
    state.countries["Libya"].sleepers = 3
    assert allowed(game, bot, 235) is True


def test_12_3_7_un_ceasefire_never_shifts_an_adversary_toward_ally():
    state = with_cells()
    setc(state, "Libya", governance=POOR, alignment="adversary", civil_war=True, sleepers=1)
    game, bot = bot_game(state)
    assert allowed(game, bot, 233) is False
    state.countries["Libya"].alignment = "neutral"
    assert allowed(game, bot, 233) is True


def test_oil_price_spike_not_when_it_makes_the_us_win():
    state = with_cells()
    for name in ("Saudi Arabia", "Gulf States", "Indonesia/Malaysia"):
        setc(state, name, governance=GOOD, alignment="ally")
    setc(state, "Egypt", governance=GOOD, alignment="ally")  # 3 x 3 + 3 = 12 with three oil exporters +1
    game, bot = bot_game(state)
    assert allowed(game, bot, 236) is False
    state.countries["Saudi Arabia"].governance = FAIR
    state.countries["Gulf States"].governance = FAIR  # 6 Good resources + 1
    assert allowed(game, bot, 236) is False  # and no Jihadist card to take (E236)
    state.discard.append(186)
    assert allowed(game, bot, 236) is True


def test_unconfirmed_needs_a_listed_card_in_the_removed_pile():
    state = with_cells()
    game, bot = bot_game(state)
    assert allowed(game, bot, 197) is False
    state.removed.extend([219, 237])
    assert allowed(game, bot, 197) is True


# -- choices -----------------------------------------------------------------------------------------


def maghreb_state(**tracks):
    state = with_cells(**tracks)
    setc(state, "Algeria/Tunisia", governance=POOR, alignment="neutral")
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True)
    return state


def test_islamic_maghreb_raises_funding_below_8_in_a_civil_war_country_first():
    state = maghreb_state(funding=5)
    game, bot = bot_game(state, dice=[5])
    play(game, 169)
    assert state.funding == 7  # +2 from a Civil War country
    assert state.countries["Serbia"].posture == "hard"
    assert state.countries["Libya"].cells == 0


def test_islamic_maghreb_places_cells_at_funding_8():
    state = maghreb_state(funding=8)
    game, bot = bot_game(state, dice=[2])
    play(game, 169)
    assert state.funding == 8
    assert state.countries["Libya"].cells == 2


def test_jv_copycat_places_a_cell_in_the_us_when_a_wmd_plot_is_available():
    state = with_cells()
    state.plots_available.append("WMD")
    game, bot = bot_game(state)
    play(game, 207)
    us = state.countries["United States"]
    assert (us.actives, us.plots) == (1, [])
    assert state.reserves[JIHADIST] == 1


def test_jv_copycat_places_a_cell_at_funding_8():
    state = with_cells(funding=8)
    game, bot = bot_game(state)
    play(game, 207)
    assert state.countries["United States"].actives == 1


def test_al_shabaab_besieged_regime_and_a_cell_first():
    state = with_cells()
    setc(state, "Somalia", governance=POOR, alignment="neutral")
    setc(state, "Sudan", governance=POOR, alignment="neutral")
    game, bot = bot_game(state)
    play(game, 172)
    assert sum(state.countries[n].besieged for n in ("Somalia", "Sudan")) == 1
    assert sum(state.countries[n].cells for n in ("Somalia", "Sudan", "Kenya/Tanzania")) == 1
    assert state.countries["Somalia"].reaction + state.countries["Sudan"].reaction == 0


def test_boko_haram_plots_the_highest_level_in_non_muslim_nigeria_and_never_reclaims():
    state = with_cells()
    game, bot = bot_game(state)
    state.hands[JIHADIST] = [156]
    play(game, 186)
    assert [p.kind for p in state.countries["Nigeria"].plots] == ["3"]
    assert deck.where_is(game, 186) == "discard"


def test_abu_bakr_puts_three_track_cells_in_one_country_and_declares_the_caliphate():
    state = with_cells()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    setc(state, "Iraq", civil_war=True)
    game, bot = bot_game(state)
    play(game, 215)
    assert state.countries["Syria"].cells == 3  # Syria with its arsenal (Recruit/Travel To column)
    assert state.caliphate_capital == "Syria"  # adjacent to Iraq, also in Civil War (12.3.10)
    assert state.reserves[JIHADIST] == 2


def test_fly_paper_takes_cells_only_from_three_countries():
    state = with_cells()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    for name in ("Egypt", "Jordan", "Lebanon", "Yemen"):
        setc(state, name, governance=POOR, alignment="neutral", sleepers=1, reaction=1)
    game, bot = bot_game(state)
    play(game, 221)
    assert sum(state.countries[n].reaction for n in ("Egypt", "Jordan", "Lebanon", "Yemen")) == 4
    assert sum(state.countries[n].cells for n in ("Egypt", "Jordan", "Lebanon", "Yemen", "Iraq")) == 2
    assert state.countries["Syria"].cells + state.countries["Iraq"].cells == 3


def test_erdogan_effect_places_two_cells():
    state = with_cells()
    setc(state, "Turkey", governance=FAIR, alignment="neutral")
    game, bot = bot_game(state, dice=[1, 1, 1, 1])
    play(game, 205)
    assert sum(state.countries[n].cells for n in ("Turkey", "Syria", "Iraq", "Caucasus", "Serbia", "Iran")) == 3


def test_critical_middle_shifts_toward_adversary_by_the_jihad_column():
    state = with_cells()
    setc(state, "Jordan", governance=POOR, alignment="ally")
    setc(state, "Yemen", governance=POOR, alignment="adversary")
    game, bot = bot_game(state)
    play(game, 200)
    assert state.countries["Jordan"].alignment == "neutral"


def test_oil_price_spike_takes_the_highest_ops_jihadist_card():
    state = with_cells()
    state.discard.extend([164, 195, 156, 239])
    game, bot = bot_game(state)
    play(game, 236)
    assert 195 in state.hands[JIHADIST]


def test_unconfirmed_takes_the_card_nearest_the_top_of_the_removed_pile():
    state = with_cells()
    state.removed.extend([219, 237])
    game, bot = bot_game(state)
    play(game, 197)
    assert 237 in state.hands[JIHADIST]


def test_jihadist_videos_puts_the_us_first():
    state = with_cells()
    game, bot = bot_game(state, dice=[3, 3, 1, 1, 1])
    play(game, 189)
    assert state.countries["United States"].cells == 1


def test_change_of_state_is_played_only_on_a_fair_ally():
    state = with_cells()
    setc(state, "Jordan", governance=POOR, alignment="neutral")
    game, bot = bot_game(state)
    assert evo(game, bot, 176) != "event"
    setc(state, "Morocco", governance=FAIR, alignment="ally")
    assert evo(game, bot, 176) == "event"
    play(game, 176)
    assert state.countries["Morocco"].untested


def test_12_3_6_trade_embargo_reaction_by_the_jihad_column_skipping_best_drm():
    state = with_cells()
    setc(state, "Pakistan", governance=FAIR, alignment="neutral", reaction=0)
    setc(state, "Lebanon", governance=POOR, alignment="neutral", reaction=1)
    game, bot = bot_game(state)
    play(game, 232)
    assert state.countries["Pakistan"].reaction == 1


def test_12_3_1_korean_crises_takes_troops_from_the_track_first():
    state = with_cells()
    game, bot = bot_game(state)
    track = state.off_map_troops
    play(game, 179)
    assert state.countries["Iraq"].troops == 8
    assert state.off_map_troops == track + 2


def test_12_3_5_jihadi_john_sets_a_schengen_posture_opposite_to_the_us():
    state = with_cells(us_posture="hard")
    setc(state, "Germany", posture="hard")
    game, bot = bot_game(state)
    play(game, 225)
    assert state.countries["Germany"].posture == "soft"


def test_events_with_instructions_cover_islamist_rule():
    state = with_cells()
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment="adversary", sleepers=2)
    game, bot = bot_game(state)
    assert allowed(game, bot, 237) is True


# -- issue 11 section 5: the play answer and the event's choices agree (block-151 audit) --------------


def test_12_4_1_coup_a_truce_candidate_does_not_make_it_playable():
    # the only good candidate is under a Truce: the Coup would land in the Bot's own Islamist Rule country
    state = make_state(funding=5)
    setc(state, "Jordan", governance=FAIR, alignment="neutral", sleepers=2, markers=["Truce"])
    setc(state, "Afghanistan", governance=ISLAMIST_RULE, alignment="adversary", sleepers=2)
    game, bot = bot_game(state, us_bot=True)
    assert allowed(game, bot, 165) is False
    play(game, 165)
    assert state.countries["Afghanistan"].governance == ISLAMIST_RULE and not state.countries["Afghanistan"].civil_war


def test_12_4_1_change_of_state_a_truce_fair_ally_does_not_make_it_playable():
    # the Fair Ally is under a Truce: the Bot would wipe its own Poor Adversary Morocco instead
    state = make_state(funding=5)
    setc(state, "Jordan", governance=FAIR, alignment="ally", markers=["Truce"])
    setc(state, "Morocco", governance=POOR, alignment="adversary", sleepers=3, reaction=1)
    game, bot = bot_game(state, us_bot=True)
    assert allowed(game, bot, 176) is False
    play(game, 176)  # used for Ops instead (a Recruit there may add cells)
    assert state.countries["Morocco"].cells >= 3 and state.countries["Morocco"].governance == POOR


def test_12_4_1_ferguson_needs_a_card_in_the_us_hand():
    # a US card in the Bot's own hand is never cancelled (jihadist.event.166): with the US hand empty
    # Ferguson would lapse for nothing
    state = make_state(funding=5)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=2)
    state.hands["jihadist"] = [166, 129]
    game, bot = bot_game(state, us_bot=True)
    assert allowed(game, bot, 166) is False
    state.hands["us"] = [121]
    assert allowed(game, bot, 166) is True


def test_12_3_3_ieds_against_the_us_bot_discards_its_top_card():
    state = make_state(funding=5)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=2, sleepers=1, regime_change="tan")
    state.hands["us"] = [121, 137, 219]
    game, bot = bot_game(state, us_bot=True)
    play(game, 168)
    assert state.hands["us"] == [121, 137] and 219 in state.discard
