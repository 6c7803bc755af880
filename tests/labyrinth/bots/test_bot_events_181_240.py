"""Issue 11 section 5, cards 181-240: each Bot's "play this event?" answer is computed on the very
candidates and options the event then uses, and the Bot never takes an option that only helps its
opponent. One test (at least) per fault and doubt of the audits /work/audit/block-181.md and
block-211.md, on the audit's own board; the readings are docs/rules-decisions.md E181-E236.

A Bot's answer is its real one: the US Bot's 13.4.2 (`us_vocab.event_playable`), the Jihadist
Bot's EvO first node (12.4.1) - `event_lens.bot_would_play`. Both sides count as Bots (the two-Bot
victory rules), so a small board does not end the game."""

from __future__ import annotations

from game.labyrinth import board, cardplay, deck, events
from game.labyrinth.bots import make_bot
from game.labyrinth.bots.us_vocab import event_cancels_plot
from game.labyrinth.event_lens import bot_would_play
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    JIHADIST,
    NEUTRAL,
    POOR,
    SOFT,
    US,
    PlotMarker,
)

from ..helpers import make_game, make_state, setc

ARAB_WINTER = 173


def base_state(**tracks):
    """A blank board with 3 decks (no end of the game on an empty draw pile)."""
    state = make_state(decks=3, **tracks)
    state.draw_pile = list(range(190, 200))
    return state


def bot_game(state, side, *, dice=None, seed=1):
    """`side` is played by its real Bot; the other side counts as a Bot too and answers first options."""
    game = make_game(state, dice=dice, seed=seed)
    game.bot_sides = {US, JIHADIST}
    bot = make_bot(side, "off_guard" if side == US else "muddled")
    bot.attach(game)
    return game, bot


def would_play(game, bot, number) -> bool:
    game.current_card = number
    return bot_would_play(game, bot, number)


def run(game, side, number):
    """`side` carries out card `number`'s event, its Bot answering every question."""
    game.current_card = number
    game.state.phase = side
    game.acting = side
    if deck.where_is(game, number) != "none":
        deck.take(game, number)
    cardplay.run_event(game, side, number)


def fill(state, kind, name, total=15):
    """Put `kind` markers in `name` until all 15 of that kind are on the map."""
    on_map = sum(getattr(c, kind) for c in state.countries.values())
    country = state.countries[name]
    setattr(country, kind, getattr(country, kind) + total - on_map)


# -- 181-210 (block-181) -------------------------------------------------------------------------------


def test_12_4_1_npt_safeguards_not_played_once_iran_s_wmd_are_gone():
    # block-181 181: a success would free nothing, a failure kills the cell (the reference's condition)
    state = base_state()
    setc(state, "Iran", sleepers=1, wmd=0)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert events.can_play_event(game, 181, JIHADIST)  # the printed condition holds
    assert not would_play(game, bot, 181)
    setc(state, "Iran", wmd=1)
    assert would_play(game, bot, 181)


def test_12_4_1_sequestration_not_played_when_no_troop_can_go_off_map():
    # block-181 184 (doubt, E184): every troop is in a Truce country and the track is empty
    state = base_state(us_posture=SOFT)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=15, sleepers=1, markers=["Truce"])
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.discard = [152]
    game, bot = bot_game(state, JIHADIST)
    assert board.troops_on_track(state) == 0
    assert not would_play(game, bot, 184)
    setc(state, "Iraq", troops=14)  # one troop on the track
    assert would_play(game, bot, 184)


def test_12_3_7_al_maliki_never_turns_an_adversary_neutral_when_the_ally_is_under_truce():
    # block-181 185: Iraq (Ally, troops) under Truce, Syria (Adversary, troops) the only candidate
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1, markers=["Truce"])
    setc(state, "Syria", governance=POOR, alignment=ADVERSARY, troops=2, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 185)
    state.countries["Iraq"].markers.clear()
    assert would_play(game, bot, 185)
    run(game, JIHADIST, 185)
    iraq, syria = state.countries["Iraq"], state.countries["Syria"]
    assert (iraq.troops, iraq.alignment, iraq.aid) == (0, NEUTRAL, 1)
    assert (syria.troops, syria.alignment, syria.aid) == (2, ADVERSARY, 0)


def test_12_3_6_muslim_brotherhood_puts_both_extra_markers_in_the_only_country_that_takes_them():
    # block-181 191: Egypt alone can take Reaction markers: 1 + up to 2 more, Egypt included
    state = base_state()
    for name, country in state.countries.items():
        if country.muslim and name != "Egypt":
            setc(state, name, governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert would_play(game, bot, 191)
    run(game, JIHADIST, 191)
    assert state.countries["Egypt"].reaction == 3


def test_11_2_9_muslim_brotherhood_not_played_when_its_markers_could_only_be_moved():
    # the lens: with all 15 Reaction markers out the event only moves them around (E191)
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Jordan", governance=FAIR, alignment=NEUTRAL)
    fill(state, "reaction", "Jordan")
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 191)
    setc(state, "Jordan", reaction=14)
    assert would_play(game, bot, 191)


def test_13_2_quagmire_the_us_bot_discards_the_top_two_cards_of_its_pile():
    # block-181 192 (class C4): hand [121, 130, 152, 143]: 143 and 152 go, whatever the seed
    for seed in range(1, 8):
        state = base_state()
        setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1, regime_change="tan")
        state.hands[US] = [121, 130, 152, 143]
        game, _ = bot_game(state, US, seed=seed)
        run(game, JIHADIST, 192)
        assert state.hands[US] == [121, 130] and {143, 152} <= set(state.discard)


def test_13_2_us_consulate_attacked_and_ebola_scare_discard_the_us_bot_s_top_card():
    # block-181 199 and 204 (Jihadist play), class C4
    for number in (199, 204):
        state = base_state(prestige=6)
        setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
        state.hands[US] = [121, 130, 152]
        game, _ = bot_game(state, US)
        run(game, JIHADIST, number)
        assert state.hands[US] == [121, 130] and 152 in state.discard


def test_12_3_9_critical_middle_never_moves_the_last_cell_of_an_auto_recruit_country():
    # block-181 200 (doubt, settled by C6): Iraq's lone Civil War cell stays; Egypt gives both
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=ADVERSARY)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Pakistan", governance=FAIR, alignment=NEUTRAL, sleepers=7)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, sleepers=7)
    game, _ = bot_game(state, JIHADIST)
    assert board.cells_available(state) == 0
    run(game, JIHADIST, 200)
    assert [state.countries[n].cells for n in ("Syria", "Iraq", "Egypt", "Pakistan")] == [2, 1, 5, 7]


def test_13_4_2_cross_border_support_not_played_when_no_african_country_can_take_militia():
    # block-181 201: every African Muslim country under Truce; the cells option alone is left
    state = base_state()
    for name in ("Morocco", "Algeria/Tunisia", "Libya", "Egypt", "Sudan", "Somalia", "Mali"):
        setc(state, name, governance=POOR, alignment=NEUTRAL, markers=["Truce"])
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    game, bot = bot_game(state, US)
    assert events.options_offered(game, 201, US) == {"cells": "2 cells in an African country (3 in Mali or Nigeria)"}
    assert not would_play(game, bot, 201)
    state.countries["Mali"].markers.clear()
    assert would_play(game, bot, 201)
    run(game, US, 201)
    assert (state.countries["Mali"].militia, state.countries["Mali"].cells) == (2, 0)


def test_13_4_2_the_us_bot_does_not_play_ebola_scare_at_prestige_12():
    # block-181 204 (doubt, E204): its only effect would be one of its own troops off the map
    state = base_state(prestige=12)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    game, bot = bot_game(state, US)
    assert events.has_effect(game, 204, US)
    assert not would_play(game, bot, 204)
    state.prestige = 11
    assert would_play(game, bot, 204)


def test_13_3_1_erdogan_effect_removes_the_reaction_marker_never_the_us_militia():
    # block-181 205 (1): Iraq has 2 militia and a Reaction marker, no cells
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, militia=2, reaction=1)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, US)
    assert would_play(game, bot, 205)
    run(game, US, 205)
    assert (state.countries["Iraq"].militia, state.countries["Iraq"].reaction) == (2, 0)


def test_13_3_1_erdogan_effect_removes_cells_where_there_are_cells():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, militia=2, reaction=1)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, militia=1, sleepers=1, actives=2)
    game, bot = bot_game(state, US)
    run(game, US, 205)
    syria = state.countries["Syria"]
    assert (syria.militia, syria.sleepers, syria.actives) == (1, 0, 1)
    assert (state.countries["Iraq"].militia, state.countries["Iraq"].reaction) == (2, 1)


def test_13_4_2_erdogan_effect_not_played_when_the_cells_are_under_truce():
    # block-181 205 (2): Syria's cells under Truce; Iran used to get 2 Jihadist cells
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=2, markers=["Truce"])
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, US)
    assert "Syria" not in events.candidates(game, 205, "country", US)
    assert not would_play(game, bot, 205)


def test_13_3_5_friday_of_anger_with_all_15_awakening_out_moves_one_never_places_reaction():
    # block-181 206: the 11.2.9 move makes Awakening possible; the US Bot places it in Egypt
    state = base_state()
    for name, n in (("Egypt", 4), ("Syria", 4), ("Iraq", 4), ("Algeria/Tunisia", 3)):
        setc(state, name, governance=POOR, alignment=NEUTRAL, awakening=n)
    setc(state, "Egypt", reaction=1)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, US)
    assert would_play(game, bot, 206)
    run(game, US, 206)
    assert (state.countries["Egypt"].awakening, state.countries["Egypt"].reaction) == (5, 1)
    assert sum(c.reaction for c in state.countries.values()) == 1
    assert sum(c.awakening for c in state.countries.values()) == 15


def test_13_4_2_friday_of_anger_not_played_when_the_reaction_country_is_under_truce():
    # block-181 206 (Truce variant): only the Reaction option is left
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1, markers=["Truce"])
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, awakening=1, sleepers=1)
    game, bot = bot_game(state, US)
    assert list(events.options_offered(game, 206, US)) == ["reaction"]
    assert not would_play(game, bot, 206)


def test_13_4_1_jv_copycat_cancels_by_event_only_the_plot_its_instructions_alert():
    # block-181 207: a US cell makes the US the event's country; the UK's WMD plot is not alerted by it
    state = base_state()
    setc(state, "United States", sleepers=1)
    setc(state, "United Kingdom", posture=HARD)
    uk_plot = PlotMarker("WMD", face_up=True)
    state.countries["United Kingdom"].plots.append(uk_plot)
    if "WMD" in state.plots_available:
        state.plots_available.remove("WMD")
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, US)
    ctx = bot.context(game, card=207, ops=1)
    assert not event_cancels_plot(ctx, "United Kingdom#0")
    setc(state, "United States", sleepers=0)  # the US no longer qualifies: the event goes to the plot
    ctx = bot.context(game, card=207, ops=1)
    assert event_cancels_plot(ctx, "United Kingdom#0")
    run(game, US, 207)
    assert state.countries["United Kingdom"].plots == []


def test_13_4_2_quds_force_neither_bot_plays_it_when_the_opponent_s_pieces_are_under_truce():
    # block-181 209: the US would remove its own militia, the Jihadist its own cells
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=1, militia=1, markers=["Truce"])
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, militia=2)
    game, bot = bot_game(state, US)
    assert list(events.options_offered(game, 209, US)) == ["militia"]
    assert not would_play(game, bot, 209)
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, militia=2, markers=["Truce"])
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=2)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 209)
    state.countries["Iraq"].markers.clear()
    assert would_play(game, bot, 209)
    run(game, JIHADIST, 209)
    assert (state.countries["Iraq"].militia, state.countries["Syria"].cells) == (0, 2)  # Shia-Mix: 2


def test_13_4_2_sectarian_violence_neither_bot_removes_its_own_marker():
    # block-181 210: the opponent's only marker is under Truce
    def board_state():
        state = base_state()
        setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1, awakening=1, markers=["Truce"])
        setc(state, "Syria", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1, sleepers=1)
        return state

    state = board_state()
    setc(state, "Syria", reaction=0)
    game, bot = bot_game(state, US)
    assert not would_play(game, bot, 210)
    state = board_state()
    setc(state, "Syria", awakening=0)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 210)
    state = board_state()
    game, bot = bot_game(state, US)
    run(game, US, 210)
    syria = state.countries["Syria"]
    assert (syria.awakening, syria.reaction, state.countries["Egypt"].reaction) == (1, 0, 1)


# -- 211-240 (block-211) -------------------------------------------------------------------------------


def test_11_2_9_smartphones_the_us_bot_moves_an_awakening_marker_never_places_reaction():
    # block-211 211-213: all 15 Awakening out, Yemen targeted last phase
    for number in (211, 212, 213):
        state = base_state()
        setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=8)
        setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, awakening=7, sleepers=1)
        setc(state, "Yemen", governance=POOR, alignment=NEUTRAL)
        state.targets_last_phase = ["Yemen"]
        game, bot = bot_game(state, US)
        assert would_play(game, bot, number)
        run(game, US, number)
        assert state.countries["Yemen"].awakening == 1
        assert sum(c.reaction for c in state.countries.values()) == 0


def test_13_4_2_smartphones_not_played_when_a_reaction_marker_would_be_its_only_marker():
    # the only targeted country holds all 15 Awakening markers: none can be moved into it (11.2.9)
    state = base_state()
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, awakening=15)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.targets_last_phase = ["Yemen"]
    game, bot = bot_game(state, US)
    assert list(events.options_offered(game, 211, US)) == ["reaction"]
    assert not would_play(game, bot, 211)
    state.targets_last_phase = ["Pakistan"]  # and where no marker at all can go: Smartphones comes into effect
    setc(state, "Pakistan", governance=GOOD, alignment=ALLY)
    assert events.options_offered(game, 211, US) == {}
    assert would_play(game, bot, 211)


def test_12_4_1_three_cups_of_tea_in_effect_is_not_played_again_without_a_reaction_to_place():
    # block-211 214 (latent): the marker in play and Arab Winter: nothing left to gain
    state = base_state()
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.events_in_play.append(214)
    state.lapsing.append(ARAB_WINTER)
    game, bot = bot_game(state, JIHADIST)
    assert not events.has_effect(game, 214, JIHADIST)
    assert not would_play(game, bot, 214)
    state.lapsing.remove(ARAB_WINTER)
    assert would_play(game, bot, 214)


def test_13_4_2_al_nusra_front_the_us_bot_never_removes_its_own_militia():
    # block-211 218 (US): Libya has cells but no militia (not a candidate); Syria 3 militia, 1 cell
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=3)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=3, sleepers=1)
    game, bot = bot_game(state, US)
    assert not would_play(game, bot, 218)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=1, sleepers=3, troops=6)
    assert would_play(game, bot, 218)
    run(game, US, 218)
    assert (state.countries["Iraq"].cells, state.countries["Syria"].militia) == (1, 3)


def test_12_4_1_al_nusra_front_the_jihadist_bot_never_removes_its_own_cells():
    # block-211 218 (Jihadist): the militia-rich country is under Truce
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=3, sleepers=1, markers=["Truce"])
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=1, sleepers=3)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 218)


def test_12_3_2_fly_paper_the_jihadist_bot_takes_cells_only_never_a_reaction_marker():
    # block-211 221 (1): every cell under Truce; Egypt's Reaction marker used to be taken
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1,
         sleepers=board.cell_capacity(state), markers=["Truce"])
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 221)


def test_12_3_9_fly_paper_the_jihadist_bot_moves_only_mobile_cells_from_other_countries():
    # block-211 221 (2): Libya's lone Civil War cell stays (12.3.9), the destination keeps its own
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert would_play(game, bot, 221)
    run(game, JIHADIST, 221)
    cells = {n: state.countries[n].cells for n in ("Iraq", "Libya", "Pakistan")}
    assert cells in ({"Iraq": 2, "Libya": 1, "Pakistan": 0}, {"Iraq": 1, "Libya": 2, "Pakistan": 0})
    assert state.caliphate_capital is None


def test_13_3_fly_paper_the_us_bot_names_the_destination_first_and_never_returns_a_cell_to_it():
    # block-211 221 (3): Libya's cell used to be removed and put back as a sleeper
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, actives=2)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, troops=2)
    game, bot = bot_game(state, US)
    assert not would_play(game, bot, 221)  # no Reaction marker to take (E221)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=1)
    assert would_play(game, bot, 221)
    run(game, US, 221)
    libya = state.countries["Libya"]
    # Libya (resources 1) is the destination: Egypt's Reaction goes, then a cell from elsewhere - none
    assert (state.countries["Egypt"].reaction, libya.actives, libya.sleepers) == (0, 2, 1)


def test_13_4_2_operation_serval_the_us_bot_picks_a_country_where_it_does_something():
    # block-211 226 (US): Mali already holds Serval and no militia is left; Sudan can take the marker
    state = base_state()
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL, sleepers=3, markers=["Operation Serval"])
    setc(state, "Sudan", governance=POOR, alignment=ALLY)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, militia=15)
    game, bot = bot_game(state, US)
    assert events.candidates(game, 226, "country", US) == ["Sudan"]
    run(game, US, 226)
    assert ("Operation Serval" in state.countries["Sudan"].markers,
            "Operation Serval" in state.countries["Mali"].markers) == (True, False)


def test_12_4_1_operation_serval_the_jihadist_bot_picks_a_country_not_yet_in_civil_war():
    # block-211 226 (Jihadist): no cell available; Mali is in Civil War already, Sudan is not
    state = base_state()
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL, civil_war=True, besieged=True, sleepers=1)
    setc(state, "Sudan", governance=POOR, alignment=NEUTRAL)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=board.cell_capacity(state) - 1)
    game, bot = bot_game(state, JIHADIST)
    assert events.candidates(game, 226, "country", JIHADIST) == ["Sudan"]
    run(game, JIHADIST, 226)
    assert state.countries["Sudan"].civil_war


def test_11_2_9_popular_support_places_the_adjacent_marker_by_moving_one():
    # block-211 227 (engine): 14 Awakening out; the adjacent marker used to be skipped once the supply
    # ran out. Pakistan takes the last one, Gulf States (next to it) one moved from Egypt
    state = base_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, awakening=13, sleepers=1)
    game, bot = bot_game(state, US)
    run(game, US, 227)
    placed = {n: c.awakening for n, c in state.countries.items() if c.awakening}
    assert placed == {"Pakistan": 14, "Gulf States": 1}


def test_13_3_5_popular_support_the_us_bot_never_places_reaction_markers():
    # block-211 227-228: (a) all Awakening out - only moves left (E227); (b) the Awakening country under Truce
    for number in (227, 228):
        state = base_state()
        setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=8)
        setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, awakening=7, sleepers=1)
        setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, reaction=1)
        game, bot = bot_game(state, US)
        assert not would_play(game, bot, number)
        state = base_state()
        setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=1, markers=["Truce"])
        setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, reaction=1, sleepers=1)
        game, bot = bot_game(state, US)
        assert list(events.options_offered(game, number, US)) == ["reaction"]
        assert not would_play(game, bot, number)


def test_12_4_1_sellout_not_played_at_funding_9_on_a_poor_adversary():
    # block-211 230: Yemen would only lose 3 cells
    state = base_state(funding=9)
    setc(state, "Yemen", governance=POOR, alignment=ADVERSARY, civil_war=True, sleepers=4)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 230)
    setc(state, "Iraq", governance=POOR, alignment=ADVERSARY, civil_war=True, sleepers=5)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, regime_change="tan", sleepers=2)
    assert would_play(game, bot, 230)
    run(game, JIHADIST, 230)
    # at Funding 9 the table keeps Syria (not Poor Adversary) although Iraq has the most cells
    assert (state.countries["Syria"].cells, state.countries["Syria"].alignment) == (1, ADVERSARY)
    assert state.countries["Iraq"].cells == 5


def test_12_3_7_un_ceasefire_never_turns_an_adversary_neutral():
    # block-211 233 (Jihadist): the non-Adversary Civil War country is under Truce / in the Caliphate
    for case in ("truce", "caliphate"):
        state = base_state()
        setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1,
             markers=["Truce"] if case == "truce" else [])
        if case == "caliphate":
            state.caliphate_capital = "Libya"
        setc(state, "Yemen", governance=POOR, alignment=ADVERSARY, civil_war=True, sleepers=2)
        game, bot = bot_game(state, JIHADIST)
        assert events.candidates(game, 233, "country", JIHADIST) == ["Yemen"]
        assert not would_play(game, bot, 233)


def test_12_3_7_un_ceasefire_the_jihadist_bot_needs_cells_not_fewer_than_militia():
    # E233 (head): more militia than cells would give more Awakening than Reaction
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, civil_war=True, militia=3, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 233)
    setc(state, "Iraq", militia=1, sleepers=2)
    assert would_play(game, bot, 233)


def test_13_3_6_un_ceasefire_the_us_bot_never_turns_an_ally_neutral():
    # block-211 233 (US doubt, E233): Iraq, Fair Ally in Civil War with more militia than cells
    state = base_state()
    setc(state, "Iraq", governance=FAIR, alignment=ALLY, civil_war=True, militia=3, sleepers=1, troops=2)
    game, bot = bot_game(state, US, dice=[1])
    assert not would_play(game, bot, 233)
    setc(state, "Syria", governance=POOR, alignment=ADVERSARY, civil_war=True, militia=1, sleepers=1)
    assert would_play(game, bot, 233)
    run(game, US, 233)
    assert (state.countries["Iraq"].civil_war, state.countries["Iraq"].alignment) == (True, ALLY)
    syria = state.countries["Syria"]
    assert (syria.civil_war, syria.alignment, syria.governance, syria.awakening, syria.reaction) == (
        False, NEUTRAL, POOR, 1, 1)


def test_12_4_1_free_syrian_army_the_jihadist_bot_does_not_play_it_for_us_gains():
    # block-211 234: (a) Syria under Truce - only Turkey's aid; (b) no cell available - only US militia
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, awakening=1, reaction=1, markers=["Truce"])
    setc(state, "Turkey", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 234)
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, awakening=1)
    setc(state, "Turkey", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=board.cell_capacity(state))
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 234)
    setc(state, "Pakistan", sleepers=board.cell_capacity(state) - 2)
    assert would_play(game, bot, 234)


def test_13_4_2_free_syrian_army_the_us_bot_needs_militia_to_place():
    # block-211 234 (US doubt, E234): every militia on the map - only a Jihadist cell in a new Civil War
    state = base_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, militia=15, sleepers=1)
    setc(state, "Turkey", governance=FAIR, alignment=NEUTRAL)
    game, bot = bot_game(state, US)
    assert not would_play(game, bot, 234)
    setc(state, "Iraq", militia=12)
    assert would_play(game, bot, 234)


def test_13_3_6_and_12_3_7_qadhafi_neither_bot_hands_the_country_to_its_opponent():
    # block-211 235: the Bot's favourable country is under Truce, the other one would go the opponent's way
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=3, sleepers=1, markers=["Truce"])
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=3)
    game, bot = bot_game(state, US)
    assert not would_play(game, bot, 235)
    state = base_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=3, markers=["Truce"])
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, civil_war=True, militia=3, sleepers=1)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 235)


def test_12_3_7_qadhafi_the_jihadist_bot_skips_a_country_already_poor_adversary():
    # the lens (E235): there it would only end the Civil War
    state = base_state()
    setc(state, "Yemen", governance=POOR, alignment=ADVERSARY, civil_war=True, sleepers=3)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 235)
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2)
    assert would_play(game, bot, 235)
    run(game, JIHADIST, 235)
    assert (state.countries["Libya"].alignment, state.countries["Libya"].civil_war) == (ADVERSARY, False)
    assert state.countries["Yemen"].civil_war


def test_13_4_2_oil_price_spike_the_us_bot_needs_a_us_card_to_take():
    # block-211 236 (US): nothing to take, Fracking (a US event) in effect - it would only end it
    state = base_state()
    state.events_in_play = [155]
    state.discard = []
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game(state, US)
    assert events.has_effect(game, 236, US)
    assert not would_play(game, bot, 236)
    state.discard = [186]  # a Jihadist card is no reason either
    assert not would_play(game, bot, 236)
    state.discard = [186, 121]
    assert would_play(game, bot, 236)


def test_12_4_1_oil_price_spike_the_jihadist_bot_needs_a_jihadist_card_to_take():
    # block-211 236 (Jihadist doubt, E236)
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.discard = [121]
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 236)
    state.discard = [121, 186]
    assert would_play(game, bot, 236)
    run(game, JIHADIST, 236)
    assert 186 in state.hands[JIHADIST] and 121 in state.discard


def test_12_4_1_iranian_elections_not_played_by_the_jihadist_under_arab_winter():
    # the lens (E223): no marker goes to Iran, the event only costs Funding
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    state.lapsing.append(ARAB_WINTER)
    game, bot = bot_game(state, JIHADIST)
    assert not would_play(game, bot, 223)
    state.lapsing.remove(ARAB_WINTER)
    assert would_play(game, bot, 223)


def test_13_4_2_iranian_elections_not_played_by_the_us_at_funding_1_with_all_awakening_out():
    # the lens (E223): the Awakening markers would only be moved, the Reaction one placed
    state = base_state(funding=1)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, sleepers=1)
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    fill(state, "awakening", "Egypt")
    game, bot = bot_game(state, US)
    assert not would_play(game, bot, 223)
    state.funding = 2
    assert would_play(game, bot, 223)
