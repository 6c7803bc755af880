"""Radicalization (12.4.3): each step, in order, with card Ops first, reserves where allowed."""

from __future__ import annotations

from game.labyrinth.state import FAIR, GOOD, JIHADIST, POOR
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, play, radicalize
from tests.labyrinth.helpers import make_state, setc

REAPER, GULF_UNION = 126, 156


def base(**tracks):
    state = make_state(**tracks)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1)
    return state


def test_12_4_3_step_1_plots_in_the_us_with_every_unused_cell_there():
    state = base()
    setc(state, "United States", sleepers=2)
    game, bot = bot_game(state, dice=[1, 1])
    radicalize(game, bot, card_ops=3)
    assert len(state.countries["United States"].plots) == 2
    assert state.reserves[JIHADIST] == 1  # the third card Op: step 5


def test_12_4_3_step_1_uses_reserves_up_to_three_dice():
    state = base()
    setc(state, "United States", sleepers=3)
    state.reserves[JIHADIST] = 2
    game, bot = bot_game(state, dice=[6, 6, 6])
    radicalize(game, bot, card_ops=1)
    assert [p for p, _ in game.dice.used] == ["plot United States"] * 3
    assert state.reserves[JIHADIST] == 0


def test_12_4_3_step_1_with_the_reference_reading_needs_a_wmd_plot():
    state = base()
    setc(state, "United States", sleepers=1)
    game, bot = bot_game(state)
    game.capabilities[JIHADIST]["radicalization_plot_needs_wmd"] = True
    radicalize(game, bot, card_ops=1)
    assert state.countries["United States"].plots == []
    assert state.reserves[JIHADIST] == 1


def test_12_4_3_step_2_travels_one_cell_to_each_untested_non_muslim_country_when_us_hard_without_penalty():
    state = base(us_posture="hard")
    setc(state, "United Kingdom", posture="hard")
    setc(state, "France", posture="hard", sleepers=2)
    game, bot = bot_game(state)
    assert game.state.countries["Germany"].untested
    radicalize(game, bot, card_ops=2)
    moved = sorted(n for n, c in state.countries.items() if not c.muslim and c.cells and n != "France")
    assert len(moved) == 2 and state.countries["France"].cells == 0
    assert all(state.countries[n].posture is not None for n in moved)


def test_12_4_3_step_2_not_with_a_gwot_penalty():
    state = base(us_posture="hard")
    setc(state, "United Kingdom", posture="soft")
    setc(state, "France", posture="soft", sleepers=2)
    game, bot = bot_game(state)
    radicalize(game, bot, card_ops=1)
    assert state.countries["France"].cells == 2
    assert state.reserves[JIHADIST] == 1


def test_12_4_3_step_3_plots_in_soft_non_muslim_countries_when_us_soft_without_penalty():
    state = base(us_posture="soft")
    setc(state, "France", posture="soft", sleepers=1)
    setc(state, "Russia", posture="soft", sleepers=1)  # Fair: the worse governance goes first
    game, bot = bot_game(state, dice=[2, 1])
    radicalize(game, bot, card_ops=2)
    assert [p for p, _ in game.dice.used] == ["plot Russia", "plot France"]
    assert len(state.countries["Russia"].plots) == 1 and len(state.countries["France"].plots) == 1


def test_12_4_3_step_4_recruits_in_the_muslim_cadre_country_with_the_best_drm():
    state = base()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", cadre=1, awakening=1)
    setc(state, "Jordan", governance=FAIR, alignment="neutral", cadre=1)
    game, bot = bot_game(state, dice=[1, 6])
    radicalize(game, bot, card_ops=2)
    assert [p for p, _ in game.dice.used] == ["recruit Jordan", "recruit Jordan"]
    assert state.countries["Jordan"].cells == 1


def test_12_4_3_step_5_adds_the_card_ops_left_to_reserves():
    game, bot = bot_game(base())
    radicalize(game, bot, card_ops=3, used=1)
    assert game.state.reserves[JIHADIST] == 2


def test_12_4_3_step_6_recruits_with_card_ops_only_once_reserves_are_full():
    state = base()
    state.reserves[JIHADIST] = 2
    game, bot = bot_game(state, dice=[1, 1])
    radicalize(game, bot, card_ops=2)
    assert [p for p, _ in game.dice.used] == ["recruit Iraq", "recruit Iraq"]
    assert state.reserves[JIHADIST] == 2


def test_12_4_3_step_7_travels_to_the_us_with_card_ops_only():
    state = make_state(funding=5, us_posture="hard")  # Hard US, Soft world: steps 2 and 3 do nothing
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=12, sleepers=10)  # no cell left to recruit
    setc(state, "Canada", posture="soft", sleepers=1)
    setc(state, "United Kingdom", posture="soft")
    state.reserves[JIHADIST] = 2
    game, bot = bot_game(state, dice=[1])
    radicalize(game, bot, card_ops=2)
    assert state.countries["United States"].cells == 2  # from Canada (adjacent) and Iraq (rolled 1)
    assert state.reserves[JIHADIST] == 2


def test_12_4_3_never_radicalizes_with_reserves_alone():
    state = base()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=1)
    setc(state, "United States", sleepers=2)
    state.reserves[JIHADIST] = 2
    game, bot = bot_game(state, dice=[6])
    play(game, REAPER)  # Minor Jihad in Egypt with the card's Op: nothing left for Radicalization
    assert state.countries["United States"].plots == []
    assert state.reserves[JIHADIST] == 2


def test_12_4_1_a_cell_acts_once_per_card_radicalization_included():
    state = make_state(funding=5, prestige=3)
    setc(state, "Afghanistan", governance=POOR, alignment="ally", troops=6, actives=1, regime_change="tan")
    setc(state, "United States", sleepers=1)
    state.plots_available = ["1", "2"]
    game, bot = bot_game(state, dice=[6, 1])
    play(game, GULF_UNION)  # Plot: Afghanistan, then the US cell; the third Op radicalizes
    assert [p for p, _ in game.dice.used] == ["plot Afghanistan", "plot United States"]
    assert state.reserves[JIHADIST] == 1


def test_12_4_3_good_country_unaffected():
    state = base()
    setc(state, "Jordan", governance=GOOD, alignment="ally")
    game, bot = bot_game(state)
    radicalize(game, bot, card_ops=1)
    assert state.countries["Jordan"].cells == 0
