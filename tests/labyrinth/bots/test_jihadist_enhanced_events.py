"""The Enhanced Jihadist Bot's Event Instructions (issue 16, EB4), card by card.

Each card's test checks one deciding fact of the Enhanced instructions and its twin flips that
fact. The charts (flowcharts/labyrinth/jihadist_enhanced/events.yaml) are walked on a standard
Jihadist Bot whose library holds the standard charts and the Enhanced event charts: the
will-play question through `enhanced_instructions_allow` (what the Enhanced EvO asks), the
event's questions through a Bot that walks `jihadist_enh.event.<N>` before `jihadist.event.<N>`
(what the runtime does for an Enhanced tier).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from botkit import Library
from botkit.libraries import vocabulary_for
from botkit.protocol import Ask
from flowcharts import game_folder
from game.labyrinth import board, cardplay
from game.labyrinth.bots.jihadist import JihadistBot
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.state import FAIR, GOOD, JIHADIST, POOR, GameState
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enh_game
from tests.labyrinth.bots.test_jihadist_helpers import IDEOLOGY, card_in_play, play
from tests.labyrinth.helpers import make_game, make_state, setc

ENHANCED = "jihadist_enhanced"  # its events.yaml, and the Enhanced tables and memory it reads


@cache
def enhanced_events_library() -> Library:
    folder = game_folder("labyrinth")
    return Library.load([folder / "jihadist", folder / ENHANCED, folder / "us" / "capabilities.yaml"],
                        vocabulary_for("labyrinth"))


class EnhancedEventsBot(JihadistBot):
    """A standard Jihadist Bot that answers event questions from the Enhanced charts first."""

    def carry_out(self, action: Any, ctx: Any, ask: Ask, trace: Any, where: str = "") -> Any:
        chart = f"jihadist_enh.event.{ctx.card}"
        if action.name == "event_instructions" and chart in self.library.charts:
            decision = self.interpreter.walk(chart, ctx, trace=trace, depth=1, rng=ctx.game.rng)
            return super().carry_out(decision.action, ctx, ask, trace, f"{decision.chart}:{decision.end}")
        return super().carry_out(action, ctx, ask, trace, where)


def bot_game(state: GameState, *, dice: list[int] | None = None, us: list[Any] | None = None):
    game = make_game(state, dice=dice, us=us)
    library = enhanced_events_library()
    bot = EnhancedEventsBot(LABYRINTH, "jihadist", library, library.tiers[IDEOLOGY]["muddled"])
    bot.attach(game)
    return game, bot


def enhanced_instructions_allow(ctx: Any, number: int) -> bool:
    """What the Enhanced card use asks (enh_instructions_allow_event): the Enhanced .playable chart,
    else the standard one, else yes."""
    for chart in (f"jihadist_enh.event.{number}.playable", f"jihadist.event.{number}.playable"):
        if chart in ctx.bot.library.charts:
            return bool(ctx.bot.interpreter.walk(chart, ctx, depth=1).answer)
    return True


def hold_mjp(game, bot, mjp: str | None) -> None:
    """The Bot holds this Major Jihad Priority country for the card in play ("": none; None: its own pick)."""
    if mjp is not None:
        bot.memory.write("mjp", mjp, bot.scope_keys(game))


def plays(state: GameState, number: int, mjp: str | None = None) -> bool:
    """The Enhanced Event Instructions' answer to "does the Bot play card `number`?"."""
    game, bot = bot_game(state)
    with card_in_play(game, number):
        hold_mjp(game, bot, mjp)
        return enhanced_instructions_allow(bot.context(game, card=number), number)


def answer(game, bot, number: int, purpose: str, options: tuple, kind: str = "one", count: int = 1,
           mjp: str | None = None, **info: Any) -> Any:
    """The Bot's answer to one question of card `number`'s event, asked while the card is in play."""
    with card_in_play(game, number):
        hold_mjp(game, bot, mjp)
        return ask_now(game, bot, number, purpose, options, kind, count, **info)


def ask_now(game, bot, number: int, purpose: str, options: tuple, kind: str = "one", count: int = 1,
            **info: Any) -> Any:
    """The Bot's answer to one question of the card in play (a later question of the same card sees
    the plan an earlier answer named)."""
    return bot.decide(game, Ask(JIHADIST, purpose, "test", options, kind, count=count, info={"card": number, **info}))


def with_cells(**tracks: Any) -> GameState:
    state = make_state(**tracks)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1)
    return state


def leave_cells(state: GameState, available: int) -> GameState:
    """Only `available` cells left to place: the rest sleep in Russia."""
    state.countries["Russia"].sleepers += board.cells_available(state) - available
    assert board.cells_available(state) == available
    return state


# -- the interface: jihadist_enh.event.<N>.playable, else the standard chart ------------------------------------------------------


def test_eb4_enhanced_will_play_falls_back_to_the_standard_instructions():
    state = with_cells()
    game, bot = bot_game(state)
    with card_in_play(game, 229):  # Prisoner Exchange: no Enhanced chart, the standard "never"
        assert enhanced_instructions_allow(bot.context(game, card=229), 229) is False
    with card_in_play(game, 170):  # Theft of State: no chart at all
        assert enhanced_instructions_allow(bot.context(game, card=170), 170) is True


# -- cards, most played first ----------------------------------------------------------------------


def smartphones_state() -> GameState:
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral")
    state.targets_this_phase = ["Egypt"]
    return state


def test_smartphones_enhanced_plays_only_when_smartphones_is_already_in_play():
    state = smartphones_state()
    state.events_in_play.append(212)
    assert plays(state, 211) is True


def test_smartphones_enhanced_not_played_to_bring_smartphones_into_play():
    state = smartphones_state()
    assert plays(state, 211) is False


def test_paris_attacks_enhanced_plays_with_a_hard_schengen_country():
    state = with_cells()
    setc(state, "France", posture="hard")
    assert plays(state, 182) is True


def test_paris_attacks_enhanced_not_played_with_only_the_uk_hard():
    state = with_cells()
    setc(state, "United Kingdom", posture="hard")
    assert plays(state, 182) is False


def test_us_consulate_attacked_enhanced_plays_while_prestige_can_fall():
    assert plays(with_cells(prestige=2), 199) is True


def test_us_consulate_attacked_enhanced_not_played_at_prestige_1():
    assert plays(with_cells(prestige=1), 199) is False


def test_snowden_enhanced_plays_while_prestige_can_fall():
    assert plays(with_cells(prestige=2), 194) is True


def test_snowden_enhanced_not_played_at_prestige_1_for_the_postures_alone():
    state = with_cells(prestige=1, us_posture="hard")
    setc(state, "Russia", posture="soft")
    assert plays(state, 194) is False


def test_gaza_rockets_enhanced_plays_at_funding_7():
    assert plays(with_cells(funding=7), 177) is True


def test_gaza_rockets_enhanced_not_played_at_funding_8():
    assert plays(with_cells(funding=8), 177) is False


def korean_state(china: str | None, **tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "China", posture=china)
    return state


def test_korean_crises_enhanced_plays_when_china_shares_the_us_posture_and_the_gwot_moves():
    assert plays(korean_state("soft", us_posture="soft"), 179) is True


def test_korean_crises_enhanced_not_played_when_the_gwot_would_not_move():
    state = korean_state("soft", us_posture="soft")
    for name in ("France", "Spain", "Germany", "Italy"):
        setc(state, name, posture="hard")  # World Hard 3 (with Israel, China Soft): one more Hard stays 3
    assert plays(state, 179) is False


def test_korean_crises_enhanced_not_played_when_china_is_opposite_to_a_soft_us():
    assert plays(korean_state("hard", us_posture="soft"), 179) is False


def maghreb_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "Algeria/Tunisia", governance=POOR, alignment="neutral")
    return state


def maghreb_cells(state: GameState) -> int:
    return sum(state.countries[n].cells for n in ("Algeria/Tunisia", "Libya", "Mali", "Morocco", "Nigeria"))


def test_islamic_maghreb_enhanced_plays_with_the_us_soft_and_funding_8():
    assert plays(maghreb_state(us_posture="soft", funding=8), 169) is True


def test_islamic_maghreb_enhanced_not_played_with_the_us_hard():
    assert plays(maghreb_state(us_posture="hard", funding=5), 169) is False


def test_islamic_maghreb_enhanced_takes_the_funding_at_8():
    state = maghreb_state(us_posture="soft", funding=8)
    game, bot = bot_game(state, dice=[5])
    play(game, 169)
    assert state.funding == 9
    assert maghreb_cells(state) == 0


def test_islamic_maghreb_enhanced_places_the_cell_at_funding_9():
    state = maghreb_state(us_posture="soft", funding=9)
    game, bot = bot_game(state, dice=[5, 5])
    play(game, 169)
    assert maghreb_cells(state) == 1


def boko_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "Nigeria", governance=POOR, alignment="neutral", kind="sunni")
    return state


def test_boko_haram_enhanced_places_cells_in_a_muslim_nigeria_with_3_cells_available():
    state = boko_state(funding=9)
    assert plays(state, 186) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 186, "event.186.option", ("plot", "cells")) == "cells"


def test_boko_haram_enhanced_plots_when_only_2_cells_are_available():
    state = boko_state(funding=5)
    leave_cells(state, 2)
    game, bot = bot_game(state)
    assert answer(game, bot, 186, "event.186.option", ("plot", "cells")) == "plot"


def test_boko_haram_enhanced_not_played_with_2_cells_and_funding_8():
    state = boko_state(funding=8)
    leave_cells(state, 2)
    assert plays(state, 186) is False


def serval_state() -> GameState:
    state = with_cells()
    setc(state, "Algeria/Tunisia", governance=POOR, alignment="neutral", awakening=1)
    setc(state, "Morocco", governance=POOR, alignment="neutral", reaction=1, sleepers=2)
    setc(state, "Mali", governance=POOR, alignment="neutral", awakening=3)  # 1 resource: never Enhanced
    return state


def test_operation_serval_enhanced_goes_to_2_resources_where_reaction_leads_awakening_least():
    state = serval_state()
    assert plays(state, 226) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 226, "event.226.country", ("Algeria/Tunisia", "Mali", "Morocco")) == "Algeria/Tunisia"


def test_operation_serval_enhanced_not_played_where_reaction_leads():
    state = serval_state()
    setc(state, "Algeria/Tunisia", awakening=0, reaction=1)
    assert plays(state, 226) is False  # Reaction - Awakening 1 in both 2-resource countries


def test_3_cups_of_tea_enhanced_plays_for_the_reaction_marker():
    assert plays(with_cells(), 214) is True  # untested Muslim countries take the marker


def test_3_cups_of_tea_enhanced_not_played_under_arab_winter_for_the_marker_alone():
    state = with_cells()
    state.lapsing.append(173)
    assert plays(state, 214) is False


def test_bloody_thursday_enhanced_plays_to_remove_an_awakening_marker():
    state = with_cells()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", awakening=1)
    assert plays(state, 164) is True


def test_bloody_thursday_enhanced_not_played_for_the_marker_alone():
    assert plays(with_cells(), 164) is False


def test_arab_winter_enhanced_plays_to_remove_an_awakening_marker():
    state = with_cells()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", awakening=1)
    assert plays(state, 173) is True


def test_arab_winter_enhanced_not_played_without_an_awakening_marker():
    assert plays(with_cells(), 173) is False


def isil_state(**syria: Any) -> GameState:
    state = with_cells()
    setc(state, "Iraq", troops=0, sleepers=2)
    setc(state, "Syria", governance=FAIR, alignment="neutral", sleepers=1, **syria)
    return state


def test_isil_enhanced_plays_when_the_civil_wars_favour_the_jihadist():
    assert plays(isil_state(), 188) is True


def test_isil_enhanced_not_played_when_a_new_civil_war_has_reaction_2_above_awakening():
    assert plays(isil_state(reaction=2), 188) is False


def test_isil_enhanced_not_played_for_the_prestige_alone():
    state = isil_state()
    setc(state, "Iraq", troops=4)
    setc(state, "Syria", militia=2)
    assert plays(state, 188) is False


def ferguson(game, bot, number: int) -> bool:
    return answer(game, bot, 166, "event.166.cancel", (), "yesno", card=number, player="us")


def test_ferguson_enhanced_cancels_a_3_ops_us_card():
    state = with_cells()
    state.hands["us"] = [121, 122, 123]
    game, bot = bot_game(state)
    assert ferguson(game, bot, 149) is True  # UN Nation Building, 3 Ops: no roll


def test_ferguson_enhanced_rolls_for_a_2_ops_card_while_the_us_holds_2_cards():
    state = with_cells()
    state.hands["us"] = [121, 122]
    game, bot = bot_game(state, dice=[4])
    assert ferguson(game, bot, 148) is False  # Tahrir Square, 2 Ops: a 4 lets it through
    game, bot = bot_game(state, dice=[3])
    assert ferguson(game, bot, 148) is True


def test_ferguson_enhanced_cancels_any_card_when_the_us_holds_1_card():
    state = with_cells()
    state.hands["us"] = [121]
    game, bot = bot_game(state, dice=[])
    assert ferguson(game, bot, 148) is True


def test_abu_ghraib_enhanced_plays_with_iraq_poor():
    assert plays(with_cells(), 171) is True


def test_abu_ghraib_enhanced_not_played_with_iraq_good_and_troops():
    state = with_cells()
    setc(state, "Iraq", governance=GOOD)
    assert plays(state, 171) is False


def houthi_state() -> GameState:
    state = with_cells()
    setc(state, "Yemen", governance=POOR, alignment="neutral", awakening=1)
    return state


def test_houthi_rebels_enhanced_plays_with_2_cells_and_awakening_not_behind():
    assert plays(houthi_state(), 167) is True


def test_houthi_rebels_enhanced_not_played_with_1_cell_available():
    assert plays(leave_cells(houthi_state(), 1), 167) is False


def test_houthi_rebels_enhanced_not_played_where_reaction_leads():
    state = houthi_state()
    setc(state, "Yemen", reaction=2)
    assert plays(state, 167) is False


def test_sequestration_enhanced_never_played():
    state = with_cells(us_posture="soft")
    assert plays(state, 184) is False
    game, bot = bot_game(state)
    with card_in_play(game, 184):  # the standard Bot would: troops can go off the map
        from_standard = bot.interpreter.walk("jihadist.event.184.playable", bot.context(game, card=184)).answer
    assert from_standard is True


def test_un_ceasefire_enhanced_never_played():
    state = with_cells()
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True, sleepers=1)
    assert plays(state, 233) is False
    game, bot = bot_game(state)
    with card_in_play(game, 233):
        from_standard = bot.interpreter.walk("jihadist.event.233.playable", bot.context(game, card=233)).answer
    assert from_standard is True


def test_abu_sayyaf_enhanced_plays_at_funding_7():
    assert plays(with_cells(funding=7), 216) is True


def test_abu_sayyaf_enhanced_not_played_at_funding_8():
    assert plays(with_cells(funding=8), 216) is False


def obl_state(prestige: int) -> GameState:
    state = with_cells(prestige=prestige)
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True)
    return state


def test_osama_bin_ladin_enhanced_plays_when_prestige_falls_2_or_more():
    assert plays(obl_state(3), 237) is True


def test_osama_bin_ladin_enhanced_not_played_at_prestige_2():
    assert plays(obl_state(2), 237) is False


def test_osama_bin_ladin_enhanced_not_played_with_one_civil_war():
    state = obl_state(5)
    setc(state, "Libya", civil_war=False)
    assert plays(state, 237) is False


def embargo_state(prestige: int) -> GameState:
    state = with_cells(prestige=prestige)
    setc(state, "Lebanon", governance=POOR, alignment="neutral")
    return state


def test_trade_embargo_enhanced_plays_for_prestige_and_a_reaction_marker():
    assert plays(embargo_state(2), 232) is True


def test_trade_embargo_enhanced_not_played_at_prestige_1():
    assert plays(embargo_state(1), 232) is False


def test_iranian_elections_enhanced_plays_without_2_reaction_markers_anywhere():
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral", reaction=1)
    assert plays(state, 223) is True


def test_iranian_elections_enhanced_not_played_with_2_reaction_markers_in_a_country():
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral", reaction=2)
    assert plays(state, 223) is False


def fsa_state(governance: int, awakening: int) -> GameState:
    state = with_cells()
    setc(state, "Syria", governance=governance, alignment="neutral", awakening=awakening)
    return state


def test_free_syrian_army_enhanced_plays_in_a_fair_syria_with_awakening_ahead():
    assert plays(fsa_state(FAIR, 1), 234) is True


def test_free_syrian_army_enhanced_not_played_in_a_poor_syria_with_awakening_1_ahead():
    assert plays(fsa_state(POOR, 1), 234) is False


def cross_border_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "Morocco", governance=GOOD, alignment="ally")
    setc(state, "Mali", governance=POOR, alignment="neutral", civil_war=True)
    return state


AFRICA = ("Algeria/Tunisia", "Egypt", "Kenya/Tanzania", "Libya", "Mali", "Morocco", "Nigeria", "Somalia", "Sudan")


def test_cross_border_support_enhanced_plays_with_2_cells_available():
    assert plays(leave_cells(cross_border_state(), 2), 201) is True


def test_cross_border_support_enhanced_not_played_with_1_cell_available():
    assert plays(leave_cells(cross_border_state(), 1), 201) is False


def test_cross_border_support_enhanced_puts_cells_in_a_good_country_without_troops():
    state = cross_border_state()
    game, bot = bot_game(state)
    assert answer(game, bot, 201, "event.201.country", AFRICA) == "Morocco"


def test_cross_border_support_enhanced_founds_a_winning_caliphate_in_mali_first():
    state = cross_border_state()
    setc(state, "Libya", governance=4, alignment="adversary")
    setc(state, "Somalia", governance=4, alignment="adversary")
    setc(state, "Sudan", governance=4, alignment="adversary")
    setc(state, "Yemen", governance=4, alignment="adversary")
    setc(state, "Afghanistan", governance=4, alignment="adversary")  # 5 Islamist resources: +1 Caliphate wins
    game, bot = bot_game(state)
    assert answer(game, bot, 201, "event.201.country", AFRICA) == "Mali"


def fighters_state() -> GameState:
    state = with_cells()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    setc(state, "Libya", governance=FAIR, alignment="neutral", civil_war=True, aid=1)
    return state


def test_foreign_fighters_enhanced_goes_to_the_aid_country():
    state = fighters_state()
    assert plays(leave_cells(state, 1), 187) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 187, "event.187.country", ("Iraq", "Libya", "Syria")) == "Libya"


def test_foreign_fighters_enhanced_not_played_with_2_cells_and_no_aid():
    state = leave_cells(fighters_state(), 2)
    setc(state, "Libya", aid=0)
    assert plays(state, 187) is False


def test_foreign_fighters_enhanced_without_aid_goes_where_it_would_declare_a_caliphate():
    state = fighters_state()
    setc(state, "Libya", aid=0)
    game, bot = bot_game(state)
    assert answer(game, bot, 187, "event.187.country", ("Libya", "Syria")) == "Syria"  # Libya is Fair


def martyrdom_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "United States", sleepers=1)
    setc(state, "Saudi Arabia", governance=GOOD, alignment="ally", sleepers=1)
    return state


def test_martyrdom_operations_enhanced_hits_a_good_muslim_country_while_a_plot_3_is_available():
    state = martyrdom_state()
    game, bot = bot_game(state)
    assert answer(game, bot, 190, "event.190.country", ("Iraq", "Saudi Arabia", "United States")) == "Saudi Arabia"


def test_martyrdom_operations_enhanced_hits_the_us_without_a_plot_3():
    state = martyrdom_state()
    state.plots_available.remove("3")
    game, bot = bot_game(state)
    assert answer(game, bot, 190, "event.190.country", ("Iraq", "Saudi Arabia", "United States")) == "United States"


def test_martyrdom_operations_enhanced_hits_the_us_first_with_a_wmd_plot():
    state = martyrdom_state()
    state.plots_available.append("WMD")
    game, bot = bot_game(state)
    assert answer(game, bot, 190, "event.190.country", ("Iraq", "Saudi Arabia", "United States")) == "United States"


def test_martyrdom_operations_enhanced_plays_in_a_poor_country_below_funding_8():
    assert plays(with_cells(funding=7, prestige=3), 190) is True  # Poor Iraq with its cell (troops: Prestige 3 too low)


def test_martyrdom_operations_enhanced_not_played_in_a_poor_country_at_funding_8():
    assert plays(with_cells(funding=8, prestige=3), 190) is False


def test_jv_copycat_enhanced_places_the_level_1_plot_at_funding_8():
    state = with_cells(funding=8)
    game, bot = bot_game(state)
    assert answer(game, bot, 207, "event.207.option", ("cell", "plot")) == "plot"  # [std]: a cell at Funding 8


def test_jv_copycat_enhanced_places_a_cell_without_a_level_1_plot():
    state = with_cells(funding=8)
    state.plots_available = ["2", "3"]
    game, bot = bot_game(state)
    assert answer(game, bot, 207, "event.207.option", ("cell",)) == "cell"


def test_oil_price_spike_enhanced_takes_the_first_listed_card():
    state = with_cells()
    state.discard.extend([186, 188, 176])  # Boko Haram is not listed; Change of State comes before ISIL
    assert plays(state, 236) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 236, "event.236.card", (176, 186, 188)) == 176


def test_oil_price_spike_enhanced_not_played_without_a_listed_card():
    state = with_cells()
    state.discard.extend([186, 187])  # Foreign Fighters is listed only with a Regime Change country
    assert plays(state, 236) is False


def test_oil_price_spike_enhanced_not_played_with_two_good_3_resource_oil_exporters():
    state = with_cells()
    state.discard.append(176)
    setc(state, "Saudi Arabia", governance=GOOD, alignment="ally")
    setc(state, "Gulf States", governance=GOOD, alignment="ally")
    assert plays(state, 236) is False


def shabaab_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "Somalia", governance=POOR, alignment="neutral", reaction=1)
    setc(state, "Sudan", governance=FAIR, alignment="neutral", troops=1)
    return state


SHABAAB = ("reaction", "cell", "plot", "besieged", "card")


def test_al_shabaab_enhanced_takes_the_card_and_a_plot_in_kenya_below_funding_9():
    state = shabaab_state(funding=8)
    state.discard.append(183)
    game, bot = bot_game(state)
    assert answer(game, bot, 172, "event.172.options", SHABAAB, "many", count=2) == ["card", "plot"]
    assert answer(game, bot, 172, "event.172.plot", ("Kenya/Tanzania", "Somalia", "Sudan")) == "Kenya/Tanzania"


def test_al_shabaab_enhanced_at_funding_9_places_reaction_and_a_cell_before_besieged():
    state = shabaab_state(funding=9)
    game, bot = bot_game(state)
    assert answer(game, bot, 172, "event.172.options", SHABAAB[:4], "many", count=2) == ["reaction", "cell"]
    assert answer(game, bot, 172, "event.172.cell", ("Kenya/Tanzania", "Somalia", "Sudan")) == "Somalia"


def test_al_shabaab_enhanced_plots_in_a_good_muslim_neighbour_first():
    state = shabaab_state(funding=9)
    setc(state, "Sudan", governance=GOOD)
    game, bot = bot_game(state)
    assert answer(game, bot, 172, "event.172.options", SHABAAB[:4], "many", count=2) == ["plot", "reaction"]
    assert answer(game, bot, 172, "event.172.plot", ("Kenya/Tanzania", "Somalia", "Sudan")) == "Sudan"


def change_state(**morocco: Any) -> GameState:
    state = with_cells()
    setc(state, "Morocco", governance=FAIR, alignment="ally", **morocco)
    return state


def test_change_of_state_enhanced_plays_in_a_fair_country_where_awakening_leads_by_2():
    state = change_state(awakening=2)
    assert plays(state, 176) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 176, "event.176.country", ("Morocco",)) == "Morocco"


def test_change_of_state_enhanced_not_played_where_awakening_leads_by_1_with_3_cells():
    assert plays(change_state(awakening=1, sleepers=3), 176) is False


def test_change_of_state_enhanced_not_played_in_a_fair_ally_without_awakening():
    assert plays(change_state(reaction=1), 176) is False  # [std] plays it on any Fair Ally


def sellout_state(**syria: Any) -> GameState:
    state = with_cells()
    setc(state, "Syria", governance=FAIR, alignment="neutral", civil_war=True, **syria)
    setc(state, "Libya", governance=POOR, alignment="ally", civil_war=True, sleepers=2)
    return state


def test_sellout_enhanced_prefers_a_neutral_country_and_worsens_a_fair_governance():
    state = sellout_state(sleepers=3)
    assert plays(state, 230) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 230, "event.230.country", ("Libya", "Syria")) == "Syria"
    assert answer(game, bot, 230, "event.230.option", ("governance", "alignment")) == "governance"  # [std]: alignment


def test_sellout_enhanced_shifts_a_poor_country_toward_adversary():
    state = sellout_state(sleepers=5)  # 5 cells: not an Enhanced candidate
    game, bot = bot_game(state)
    assert answer(game, bot, 230, "event.230.country", ("Libya", "Syria")) == "Libya"
    assert answer(game, bot, 230, "event.230.option", ("alignment",)) == "alignment"


def test_sellout_enhanced_not_played_on_adversaries_or_5_cells():
    state = sellout_state(sleepers=5)
    setc(state, "Libya", alignment="adversary")
    assert plays(state, 230) is False


def qadhafi_state(**libya: Any) -> GameState:
    state = with_cells()
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True, sleepers=2, **libya)
    return state


def test_qadhafi_enhanced_plays_in_a_2_resource_country_with_more_cells_than_forces():
    state = with_cells()
    setc(state, "Algeria/Tunisia", governance=POOR, alignment="neutral", civil_war=True, sleepers=2)
    assert plays(state, 235) is True


def test_qadhafi_enhanced_not_played_in_a_1_resource_country():
    assert plays(qadhafi_state(), 235) is False  # Libya has 1 resource; [std] would play


def revolution_state(reaction: int = 1) -> GameState:
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral", awakening=1, reaction=reaction)
    setc(state, "Sudan", governance=POOR, alignment="neutral", awakening=2, reaction=1)
    return state


def test_revolution_enhanced_goes_to_the_highest_resources():
    state = revolution_state()
    assert plays(state, 238) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 238, "event.238.country", ("Egypt", "Sudan")) == "Egypt"  # [std]: Sudan, A - R 1


def test_revolution_enhanced_not_played_where_reaction_leads_or_1_resource():
    state = revolution_state(reaction=2)
    assert plays(state, 238) is False  # Egypt: Reaction leads; Sudan: 1 resource


def cyber_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    for name in ("China", "Russia", "India"):
        setc(state, name, posture="hard")
    return state


def test_cyber_warfare_enhanced_steals_the_us_reserves_first():
    state = cyber_state(us_posture="soft")
    setc(state, "China", posture="soft")
    state.reserves["us"] = 1
    assert plays(state, 202) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 202, "event.202.option", ("reserves", "posture", "place_cadre")) == "reserves"


def test_cyber_warfare_enhanced_sets_a_posture_only_when_the_gwot_moves():
    state = cyber_state(us_posture="soft")
    setc(state, "China", posture="soft")  # World: Hard 3 with Russia, India, Israel (China Soft): a Hard more stays 3
    for name in ("France", "Germany"):
        setc(state, name, posture="hard")
    assert plays(state, 202) is False
    setc(state, "France", posture="soft")
    setc(state, "Germany", posture="soft")  # Hard 1: one more Hard moves the marker
    assert plays(state, 202) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 202, "event.202.option", ("posture", "place_cadre")) == "posture"


def test_cyber_warfare_enhanced_places_a_cadre_in_an_untested_country_when_the_us_is_hard():
    state = cyber_state(us_posture="hard")  # China, Russia, India Hard: no posture to set
    assert plays(state, 202) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 202, "event.202.option", ("posture", "place_cadre")) == "place_cadre"
    cadre = answer(game, bot, 202, "event.202.country", ("Canada", "China", "Russia", "Thailand"))
    assert cadre == "Thailand"  # untested; Canada is Good (governance 1), Thailand Fair (2)


def baghdadi_state() -> GameState:
    state = with_cells()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    setc(state, "Iraq", civil_war=True)
    return state


def test_abu_bakr_enhanced_plays_with_a_cell_that_can_travel_to_syria():
    state = leave_cells(baghdadi_state(), 0)
    setc(state, "Lebanon", governance=POOR, alignment="neutral", sleepers=2)
    assert plays(state, 215) is True


def test_abu_bakr_enhanced_not_played_without_cells_to_bring():
    state = baghdadi_state()
    setc(state, "Iraq", sleepers=0)
    setc(state, "Syria", governance=4, alignment="adversary", sleepers=15)
    state.caliphate_capital = "Syria"  # cells of the Caliphate never travel (12.3.9)
    assert plays(state, 215) is False


def test_abu_bakr_enhanced_sends_the_cells_where_it_would_declare_and_takes_training_camps():
    state = baghdadi_state()
    setc(state, "Syria", governance=FAIR)  # a Fair capital: the Enhanced Bot would not declare there
    game, bot = bot_game(state)
    assert answer(game, bot, 215, "event.215.destination", ("Iraq", "Syria", "done")) == "Iraq"
    options = ("schengen", "paris_attacks", "training_camps")
    assert answer(game, bot, 215, "event.215.option", options) == "training_camps"


def test_agitators_enhanced_takes_isil_before_a_card_nearer_the_bottom():
    state = with_cells()
    state.discard.extend([234, 187, 188])
    assert plays(state, 217) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 217, "event.217.card", (187, 188, 234)) == 188  # Syria not Good: not Free Syrian Army


def test_agitators_enhanced_not_played_without_a_listed_card():
    state = with_cells()
    state.discard.extend([187, 234])
    assert plays(state, 217) is False


def test_unconfirmed_enhanced_takes_abu_bakr_first():
    state = with_cells()
    state.removed.extend([215, 237])  # Osama bin Ladin nearest the top
    game, bot = bot_game(state)
    assert answer(game, bot, 197, "event.197.card", (215, 237)) == 215


def test_unconfirmed_enhanced_takes_osama_bin_ladin_before_zawahiri():
    state = with_cells()
    state.removed.extend([237, 219])
    game, bot = bot_game(state)
    assert answer(game, bot, 197, "event.197.card", (219, 237)) == 237


def test_al_maliki_enhanced_plays_in_a_poor_country_with_troops():
    state = with_cells()  # Poor Ally Iraq with 8 troops
    assert plays(state, 185) is True
    setc(state, "Egypt", governance=POOR, alignment="neutral", troops=2)
    game, bot = bot_game(state)
    assert answer(game, bot, 185, "event.185.country", ("Egypt", "Iraq")) == "Iraq"  # Ally before Neutral


def test_al_maliki_enhanced_not_played_in_a_fair_country():
    state = with_cells()
    setc(state, "Iraq", governance=FAIR)
    assert plays(state, 185) is False  # [std] plays it on any non-Regime-Change country with troops


def coup_state(**gulf: Any) -> GameState:
    state = with_cells()
    setc(state, "Jordan", governance=FAIR, alignment="ally", sleepers=2, **gulf)
    return state


def test_coup_enhanced_plays_where_reaction_does_not_lead():
    assert plays(coup_state(), 165) is True


def test_coup_enhanced_not_played_where_reaction_leads():
    assert plays(coup_state(reaction=1), 165) is False


def taliban_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "Afghanistan", governance=POOR, alignment="neutral", civil_war=True, sleepers=5)
    setc(state, "Somalia", governance=FAIR, alignment="neutral", civil_war=True, sleepers=3)
    return state


def test_taliban_resurgent_enhanced_takes_the_fair_country_first():
    state = taliban_state(funding=5)
    assert plays(state, 195) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 195, "event.195.country", ("Afghanistan", "Somalia")) == "Somalia"


def test_taliban_resurgent_enhanced_not_played_in_a_poor_country_at_funding_8():
    state = taliban_state(funding=8)
    setc(state, "Somalia", sleepers=2)  # no Fair candidate left
    assert plays(state, 195) is False


def test_us_atrocities_enhanced_shifts_a_regime_change_country_and_sets_a_poor_countrys_posture():
    state = with_cells()
    setc(state, "Iraq", regime_change="troops")
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, troops=1)
    game, bot = bot_game(state)
    assert answer(game, bot, 198, "event.198.country", ("Iraq", "Syria")) == "Iraq"
    assert answer(game, bot, 198, "event.198.posture_country", ("Canada", "Philippines", "Thailand")) == "Philippines"


def test_je_suis_charlie_enhanced_flips_a_soft_us_matching_a_soft_world():
    state = with_cells(us_posture="soft", prestige=1)
    setc(state, "France", posture="soft")
    setc(state, "Germany", posture="soft")
    assert plays(state, 224) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 224, "event.224.option", ("posture",)) == "posture"


def test_je_suis_charlie_enhanced_not_played_at_prestige_1_with_postures_apart():
    state = with_cells(us_posture="soft", prestige=1)
    assert plays(state, 224) is False  # world Hard (Israel)


def militia_state() -> GameState:
    state = with_cells()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, militia=2, sleepers=1)
    setc(state, "Libya", governance=FAIR, alignment="neutral", civil_war=True, militia=4, sleepers=1)
    return state


def test_quds_force_enhanced_removes_militia_in_a_poor_country_first():
    state = militia_state()
    game, bot = bot_game(state)
    assert answer(game, bot, 209, "event.209.country", ("Libya", "Syria")) == "Syria"  # [std]: the Jihad column


def test_siege_of_kobanigrad_enhanced_removes_militia_in_a_poor_country_first():
    state = militia_state()
    game, bot = bot_game(state)
    assert answer(game, bot, 231, "event.231.country", ("Libya", "Syria")) == "Syria"


def test_al_nusra_front_enhanced_plays_where_militia_outnumber_cells_by_2():
    state = militia_state()
    assert plays(state, 218) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 218, "event.218.country", ("Libya", "Syria")) == "Libya"  # Syria: only 1 more


def test_al_nusra_front_enhanced_not_played_where_militia_outnumber_cells_by_1():
    state = militia_state()
    setc(state, "Libya", militia=2)
    assert plays(state, 218) is False


def test_ghost_soldiers_enhanced_plays_where_2_militia_go():
    state = militia_state()
    assert plays(state, 178) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 178, "event.178.country", ("Libya", "Syria")) == "Libya"


def test_ghost_soldiers_enhanced_not_played_for_1_militia():
    state = militia_state()
    setc(state, "Libya", militia=2)
    assert plays(state, 178) is False


def camps_state() -> GameState:
    state = with_cells()  # Iraq: Poor Ally with troops
    setc(state, "Yemen", governance=POOR, alignment="neutral", reaction=1)
    setc(state, "Sudan", governance=POOR, alignment="neutral", reaction=2)
    return state


def test_training_camps_enhanced_goes_where_reaction_leads_without_troops():
    state = camps_state()
    assert plays(state, 196) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 196, "event.196.country", ("Iraq", "Sudan", "Yemen")) == "Sudan"


def test_training_camps_enhanced_not_played_when_the_camp_would_stay():
    state = make_state()
    setc(state, "Sudan", governance=POOR, alignment="neutral", sleepers=1, markers=["Training Camps"])
    setc(state, "Iraq", governance=POOR, alignment="neutral", civil_war=True, troops=1)  # auto-recruit, troops
    assert plays(state, 196) is False  # both Poor countries auto-recruit; Sudan ranks first: the camp stays
    setc(state, "Iraq", civil_war=False)
    assert plays(state, 196) is True  # a Poor non-auto-recruit country comes first


def test_training_camps_enhanced_not_played_without_a_poor_country():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=1)
    assert plays(state, 196) is False  # [std] plays it on any tested non-Good country


def critical_state() -> GameState:
    state = with_cells()
    setc(state, "Yemen", governance=POOR, alignment="ally")
    setc(state, "Somalia", governance=POOR, alignment="neutral")
    return state


def test_critical_middle_enhanced_shifts_a_neutral_country_first():
    state = critical_state()
    assert plays(state, 200) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 200, "event.200.country", ("Somalia", "Yemen")) == "Somalia"  # [std]: the Jihad column


def test_critical_middle_enhanced_not_played_for_cells_outside_a_civil_war():
    state = make_state()
    setc(state, "Somalia", governance=POOR, alignment="adversary", sleepers=1)
    assert plays(state, 200) is False
    setc(state, "Somalia", civil_war=True)
    assert plays(state, 200) is True


ERDOGAN = ("Caucasus", "Iran", "Iraq", "Serbia", "Syria", "Turkey")


def test_erdogan_effect_enhanced_places_a_reaction_marker_first():
    state = with_cells()
    setc(state, "Turkey", governance=FAIR, alignment="neutral")
    game, bot = bot_game(state)
    assert answer(game, bot, 205, "event.205.country", ERDOGAN) == "Iraq"  # 3 resources, can take Reaction
    options = ("add_reaction", "remove_reaction", "place_units", "remove_units", "add_aid")
    assert answer(game, bot, 205, "event.205.option", options, country="Iraq") == "add_reaction"  # [std]: cells


def test_erdogan_effect_enhanced_removes_2_militia_before_placing_cells():
    state = with_cells()
    state.lapsing.append(173)  # Arab Winter: no Reaction marker can go
    setc(state, "Syria", governance=POOR, alignment="neutral", militia=2)
    game, bot = bot_game(state)
    assert answer(game, bot, 205, "event.205.country", ERDOGAN) == "Syria"
    plans = ((0, 1), (1, 0), (1, 1), (2, 0))
    with card_in_play(game, 205):
        options = ("place_units", "remove_units")
        assert ask_now(game, bot, 205, "event.205.option", options, country="Syria") == "remove_units"
        assert ask_now(game, bot, 205, "event.205.units", plans, country="Syria") == (2, 0)


def test_qadhafi_enhanced_ends_the_civil_war_in_a_fair_country_first():
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral", civil_war=True, sleepers=2)
    setc(state, "Morocco", governance=FAIR, alignment="neutral", civil_war=True, sleepers=2, militia=1)
    game, bot = bot_game(state)
    assert answer(game, bot, 235, "event.235.country", ("Egypt", "Morocco"), mjp="") == "Morocco"  # [std]: Egypt


def test_qadhafi_enhanced_ends_the_civil_war_in_the_mjp_first():
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral", civil_war=True, sleepers=2)
    setc(state, "Morocco", governance=FAIR, alignment="neutral", civil_war=True, sleepers=2, militia=1)
    game, bot = bot_game(state)
    assert answer(game, bot, 235, "event.235.country", ("Egypt", "Morocco"), mjp="Egypt") == "Egypt"


def fly_paper_state(lebanon_reaction: int = 1) -> GameState:
    state = with_cells()  # a cell in Iraq
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    setc(state, "Jordan", governance=POOR, alignment="neutral", sleepers=1)
    setc(state, "Lebanon", governance=POOR, alignment="neutral", reaction=lebanon_reaction)
    return state


def test_fly_paper_enhanced_plays_to_found_a_caliphate_with_cells_and_a_lone_reaction_marker():
    state = fly_paper_state()
    assert plays(state, 221) is True
    game, bot = bot_game(state)
    assert answer(game, bot, 221, "event.221.country", ("Syria",)) == "Syria"
    with card_in_play(game, 221):
        assert ask_now(game, bot, 221, "event.221.source", ("Iraq", "Jordan", "Lebanon"), destination="Syria") in (
            "Iraq", "Jordan")
        assert ask_now(game, bot, 221, "event.221.source", ("Lebanon", "done"), destination="Syria",
                       chosen=[("Iraq", "cell"), ("Jordan", "cell")]) == "Lebanon"
        assert ask_now(game, bot, 221, "event.221.what", ("reaction",), country="Lebanon",
                       destination="Syria") == "reaction"


def test_fly_paper_enhanced_not_played_when_the_only_reaction_marker_is_one_of_two():
    assert plays(fly_paper_state(lebanon_reaction=2), 221) is False  # [std] plays it for the two cells


def test_fly_paper_enhanced_not_played_where_it_would_not_declare():
    state = fly_paper_state()
    setc(state, "Syria", governance=FAIR)
    assert plays(state, 221) is False


def test_popular_support_enhanced_marker_avoids_7_troops_and_militia():
    state = with_cells()  # Iraq: Poor Ally, 8 troops, 3 resources
    setc(state, "Syria", governance=POOR, alignment="neutral", reaction=1)
    game, bot = bot_game(state)
    assert answer(game, bot, 227, "event.227.country", ("Iraq", "Syria")) == "Syria"
    setc(state, "Iraq", troops=6)
    assert answer(game, bot, 227, "event.227.country", ("Iraq", "Syria")) == "Iraq"  # then the highest resources


def test_arab_winter_enhanced_removes_awakening_in_the_richest_countries():
    state = with_cells()
    for name in ("Egypt", "Jordan", "Morocco"):  # 3, 1 and 2 resources
        setc(state, name, governance=FAIR, alignment="neutral", awakening=1)
    game, bot = bot_game(state)
    chosen = answer(game, bot, 173, "event.173.countries", ("Egypt", "Jordan", "Morocco"), "many", count=2)
    assert chosen == ["Egypt", "Morocco"]


# -- every Enhanced chart answers a real play's questions (strict: no chart gap) ---------------------


def busy_board() -> GameState:
    state = with_cells(funding=5, prestige=6)
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, sleepers=2, militia=3, reaction=1)
    setc(state, "Somalia", governance=POOR, alignment="neutral", reaction=1, sleepers=1)
    setc(state, "Sudan", governance=FAIR, alignment="neutral", awakening=1)
    setc(state, "Libya", governance=POOR, alignment="neutral", civil_war=True, sleepers=3, militia=1, aid=1)
    setc(state, "Turkey", governance=FAIR, alignment="neutral", militia=2)
    setc(state, "Lebanon", governance=POOR, alignment="neutral", reaction=1)
    setc(state, "Jordan", governance=POOR, alignment="neutral", sleepers=1)
    setc(state, "Algeria/Tunisia", governance=POOR, alignment="neutral", awakening=1, reaction=1)
    setc(state, "Egypt", governance=POOR, alignment="ally", awakening=1, reaction=1, sleepers=2)
    setc(state, "Saudi Arabia", governance=GOOD, alignment="ally", sleepers=1)
    setc(state, "United States", sleepers=1)
    state.discard.extend([183, 176, 188])
    state.targets_this_phase = ["Egypt", "Syria"]
    return state


@pytest.mark.parametrize("number", [164, 169, 170, 172, 173, 175, 178, 186, 187, 190, 191, 196, 200, 201, 202, 205,
                                    206, 207, 209, 210, 211, 214, 215, 218, 221, 226, 227, 230, 231, 232, 235, 236, 238])
def test_eb4_enhanced_charts_answer_every_question_of_a_played_event(number):
    game, bot = bot_game(busy_board())
    bot.strict = True  # a question left to a blind fallback is an error
    play(game, number)
    assert any(t.title.startswith(f"event.{number}.") for t in bot.traces)


def test_eb4_will_play_charts_draw_no_random_tie_break():
    """The will-play question walks the .playable charts without a random source (as the standard's)."""
    state = make_state()
    for name in ("Yemen", "Sudan"):  # two equal Poor candidates for the camp
        setc(state, name, governance=POOR, alignment="neutral", sleepers=1)
    assert plays(state, 196) is True
    state = fly_paper_state()
    setc(state, "Syria", civil_war=False)
    for name in ("Libya", "Somalia"):  # two Poor 1-resource Civil War destinations
        setc(state, name, governance=POOR, alignment="neutral", civil_war=True)
    assert plays(state, 221) is True

# -- the Major Jihad Priority country ($memory.mjp) -------------------------------------------------


def test_ghost_soldiers_enhanced_takes_the_mjp_first():
    state = militia_state()
    setc(state, "Syria", militia=3)
    game, bot = bot_game(state)
    assert answer(game, bot, 178, "event.178.country", ("Libya", "Syria"), mjp="Syria") == "Syria"
    assert answer(game, bot, 178, "event.178.country", ("Libya", "Syria"), mjp="") == "Libya"  # most militia


def test_quds_force_enhanced_removes_militia_in_the_mjp_first():
    state = militia_state()
    game, bot = bot_game(state)
    assert answer(game, bot, 209, "event.209.country", ("Libya", "Syria"), mjp="Libya") == "Libya"
    assert answer(game, bot, 209, "event.209.country", ("Libya", "Syria"), mjp="") == "Syria"  # Poor


def test_critical_middle_enhanced_plays_for_cells_next_to_the_mjp():
    state = make_state()
    setc(state, "Somalia", governance=POOR, alignment="adversary", sleepers=1)
    assert plays(state, 200, mjp="Sudan") is True  # Somalia is adjacent to Sudan
    assert plays(state, 200, mjp="") is False


def test_training_camps_enhanced_goes_to_a_non_auto_recruit_mjp_first():
    state = camps_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral")
    game, bot = bot_game(state)
    assert answer(game, bot, 196, "event.196.country", ("Egypt", "Iraq", "Sudan", "Yemen"), mjp="Egypt") == "Egypt"
    assert answer(game, bot, 196, "event.196.country", ("Egypt", "Iraq", "Sudan", "Yemen"), mjp="") == "Sudan"


def test_training_camps_enhanced_not_played_with_the_camp_in_the_mjp():
    state = camps_state()
    state.countries["Iraq"].markers.append("Training Camps")
    assert plays(state, 196, mjp="Iraq") is False
    assert plays(state, 196, mjp="") is True  # Sudan ranks before the camp's Iraq


def test_erdogan_effect_enhanced_places_the_reaction_marker_in_the_mjp_first():
    state = with_cells()
    setc(state, "Syria", governance=POOR, alignment="neutral")
    game, bot = bot_game(state)
    assert answer(game, bot, 205, "event.205.country", ERDOGAN, mjp="Syria") == "Syria"
    assert answer(game, bot, 205, "event.205.country", ERDOGAN, mjp="") == "Iraq"  # highest Resource*


def test_fly_paper_enhanced_keeps_the_mjps_lone_reaction_marker():
    assert plays(fly_paper_state(), 221, mjp="Lebanon") is False
    assert plays(fly_paper_state(), 221, mjp="") is True


# -- through the Enhanced Bot itself (make_bot("jihadist", "enhanced_normal")) ---------------------


def test_gaza_rockets_the_enhanced_bot_plays_the_event_below_funding_8_only():
    state = with_cells(funding=7)
    game, bot = enh_game(state)
    with card_in_play(game, 177):
        uses = cardplay.bot_uses(game, JIHADIST, 177, game.card_play.ops)
        assert bot.decide(game, Ask(JIHADIST, "card.use", "test", tuple(uses), "one", info={"card": 177})) == "event"
    state.funding = 8
    with card_in_play(game, 177):
        uses = cardplay.bot_uses(game, JIHADIST, 177, game.card_play.ops)
        assert bot.decide(game, Ask(JIHADIST, "card.use", "test", tuple(uses), "one", info={"card": 177})) != "event"


def test_islamic_maghreb_the_enhanced_bot_takes_the_funding_at_8():
    state = maghreb_state(us_posture="soft", funding=8)
    game, bot = enh_game(state, dice=[5])
    play(game, 169)
    assert state.funding == 9
    assert maghreb_cells(state) == 0
