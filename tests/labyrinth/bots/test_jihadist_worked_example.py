"""The seed's worked example (rules booklet, "Han"), the Jihadist Bot's half: turn 1 of the Awakening
scenario, Muddled Jihadist Bot against an Oblivious US Bot.

The Jihadist cards are played by the Bot from its face-down hand; the US cards are played by
scripting the US answers through the turn functions, exactly as the example plays them (the
US counts as a Bot: its plots go face up and the Jihadist events on its cards do not fire).
Every die is the example's.
"""

from __future__ import annotations

import pytest

from game.labyrinth import board, cardplay, plots, scenarios, turn
from game.labyrinth.end_of_turn import end_turn
from game.labyrinth.state import FAIR, JIHADIST, POOR, US
from tests.labyrinth.bots.test_jihadist_helpers import bot_game

JIHADIST_HAND = [164, 232, 128, 239, 207, 156, 169, 145]
US_HAND = [137, 131, 165, 235, 182, 129, 233, 153]
DICE = [
    4, 2,        # Reaper: Minor Jihad in Pakistan
    3,           # Truce (as Ops): Travel Iraq -> Pakistan
    2, 4, 5,     # Gulf Union (as Ops): Plot in Afghanistan, then Pakistan twice
    4,           # Islamic Maghreb: Serbia's posture
    1, 4, 6,     # Russian Aid (as Ops): Recruit in Pakistan
    5,           # Facebook (US): War of Ideas in Afghanistan
]
US_SCRIPT = [  # the US plays as a Bot (13.4): its questions answered as the example's US Bot does
    ("card.choose", 137), ("card.use", "event"), ("event.137.country", "Gulf States"),
    ("card.choose", 131), ("card.use", "event"), ("event.131.countries", ["Afghanistan", "Pakistan"]),
    ("card.choose", 165), ("card.use", "deploy"),
    ("op.deploy.from", "Gulf States"), ("op.deploy.count", 2),
    ("card.choose", 235), ("card.use", "disrupt"),
    ("card.choose", 182), ("card.use", "reserves"),
    ("card.choose", 129), ("card.use", "alert"),
    ("op.alert.target", "United States"),
    ("card.choose", 233), ("card.use", "none"), ("homeland.use", "reserves"),
    ("card.use", "war_of_ideas"), ("op.woi.target", "Afghanistan"),
]
SEED = 7  # the random face-down plot drawn for Afghanistan is a level 2, as in the example


@pytest.fixture
def example():
    state = scenarios.build_board("awakening")
    # a Bot's hand is a face-down pile: the top card (revealed first) is the last of the list
    state.hands = {JIHADIST: list(reversed(JIHADIST_HAND)), US: list(reversed(US_HAND))}
    state.draw_pile = [n for n in range(121, 241) if n not in JIHADIST_HAND + US_HAND]
    game, bot = bot_game(state, dice=list(DICE), us=list(US_SCRIPT), seed=SEED, us_bot=True)
    state.phase = JIHADIST
    return game, bot


def evo_path(bot, number):
    """The EvO nodes the Bot went through for card `number`."""
    trace = next(t for t in reversed(bot.traces) if t.meta.get("card") == number and t.title.startswith("card"))
    return trace.path("jihadist.evo")


def cells(game, name):
    c = game.state.countries[name]
    return c.actives, c.sleepers


def test_worked_example_turn_1(example):
    game, bot = example
    state = game.state
    pakistan, afghanistan, iraq = (state.countries[n] for n in ("Pakistan", "Afghanistan", "Iraq"))

    # -- Jihadist action phase 1 ------------------------------------------------------------------
    turn.action_phase(game, JIHADIST)
    # Bloody Thursday: the only Awakening marker (Algeria/Tunisia) goes; its marker goes to the Events in
    # Play box, the card to the discard pile (6.2.3, as the example places the marker)
    assert state.countries["Algeria/Tunisia"].awakening == 0
    assert state.events_in_play == [164] and 164 in state.discard
    # Trade Embargo: Reaction in Pakistan (arsenal, Jihad column; "if Jihad, best DRM" skipped),
    # Prestige -1, the Ops of the unassociated card to reserves
    assert pakistan.reaction == 1
    assert state.prestige == 4
    assert state.reserves[JIHADIST] == 2
    assert "Trade Embargo (Jihadist)" in state.countries["Iran"].markers
    assert evo_path(bot, 164) == ["E0_event", "play_event"]
    assert evo_path(bot, 232) == ["E0_event", "play_event"]

    # -- US action phase 1: FMS (militia in Gulf States), Arab Spring "Fallout" ------------------------
    turn.action_phase(game, US)
    plots.resolve_all(game)
    assert pakistan.awakening == 1 and afghanistan.awakening == 1

    # -- Jihadist action phase 2 ------------------------------------------------------------------
    # Reaper (US): Minor Jihad in Pakistan with 2 cells: card Op + 1 reserve; 4 fails, 2 succeeds
    game.state.phase = JIHADIST
    assert cardplay.play_card(game, JIHADIST, state.hands[JIHADIST][-1]) == 1
    assert pakistan.governance == POOR
    assert cells(game, "Pakistan") == (1, 0)
    assert pakistan.reaction == 0  # 11.1.5
    assert state.reserves[JIHADIST] == 1
    assert 128 in state.discard  # its US event did not fire
    assert evo_path(bot, 128) == ["E0_event", "R0_cells_on_map", "E1_major_jihad_poor", "E2_funding_tight",
                                  "E4_minor_jihad_good_fair", "E4_minor_jihad_good_fair.yes"]
    # Truce: treated as unplayable; Travel to Pakistan from Afghanistan (adjacent), Iraq (roll 3),
    # and Pakistan's active cell in place
    cardplay.play_card(game, JIHADIST, state.hands[JIHADIST][-1])
    assert cells(game, "Pakistan") == (0, 3)
    assert cells(game, "Afghanistan") == (0, 1)
    assert iraq.cells == 0
    assert state.reserves[JIHADIST] == 1
    assert not any("Truce" in c.markers for c in state.countries.values())
    assert any(e.text == "Jihadist Travel to Pakistan: from Afghanistan, Iraq, Pakistan" for e in game.log_entries)
    assert evo_path(bot, 239)[-3:] == ["E5_poor_needs_cells", "E6_adjacent_mobile_cell", "E6_adjacent_mobile_cell.yes"]

    # -- US action phase 2: Coup (Deploy Gulf States -> track), Qadhafi (Disrupt Afghanistan) ------------
    turn.action_phase(game, US)
    plots.resolve_all(game)
    assert state.countries["Gulf States"].troops == 0
    assert cells(game, "Afghanistan") == (1, 0)
    assert state.prestige == 5

    # -- Jihadist action phase 3 ------------------------------------------------------------------
    # JV / Copycat: a level 1 plot in the US (no WMD available, Funding < 8), face up; reserves 1 -> 2
    turn.action_phase(game, JIHADIST)
    us_plots = state.countries["United States"].plots
    assert [(p.kind, p.face_up) for p in us_plots] == [("1", True)]
    # Gulf Union (US): Plot - Afghanistan's active cell with troops rolls 2 (a random plot: level 2),
    # then Pakistan's two sleepers roll 4 and 5
    assert [p.kind for p in afghanistan.plots] == ["2"]
    assert cells(game, "Pakistan") == (2, 1)
    assert pakistan.plots == []
    assert state.reserves[JIHADIST] == 2
    assert state.first_plot_card == 156
    assert evo_path(bot, 207) == ["E0_event", "play_event"]
    assert any(e.text == "Jihadist Plot: Afghanistan (1 cell); Pakistan (2 cells)" for e in game.log_entries)
    assert evo_path(bot, 156)[-7:] == ["E4_minor_jihad_good_fair", "E5_poor_needs_cells", "E6_adjacent_mobile_cell",
                                       "E7_funding_moderate", "E8_prestige_active_cell_troops", "op_plot", "op_plot.yes"]

    # -- US action phase 3: Paris Attacks to reserves, Special Forces alerts the US plot; Afghanistan's plot
    turn.action_phase(game, US)
    plots.resolve_all(game)
    assert state.funding == 6 and state.prestige == 4

    # -- Jihadist action phase 4 ------------------------------------------------------------------
    # Islamic Maghreb: Funding +1 (below 8), Serbia rolls 4: Soft, World Hard 1
    # Russian Aid (US): Recruit in Pakistan, 3 dice (2 Ops + 1 reserve): 1, 4, 6 -> one cell
    turn.action_phase(game, JIHADIST)
    assert state.countries["Serbia"].posture == "soft"
    assert board.world_posture(state) == ("hard", 1)
    assert 169 in state.lapsing
    assert state.funding == 7
    assert pakistan.cells == 4
    assert state.reserves[JIHADIST] == 1
    assert evo_path(bot, 169) == ["E0_event", "play_event"]
    assert evo_path(bot, 145)[-6:] == ["E5_poor_needs_cells", "E6_adjacent_mobile_cell", "E7_funding_moderate",
                                       "E9_cells_available", "op_recruit", "op_recruit.yes"]

    # -- US action phase 4 and the end of the turn --------------------------------------------------
    turn.action_phase(game, US)
    plots.resolve_all(game)
    assert afghanistan.governance == FAIR
    end_turn(game)
    assert state.funding == 6
    assert state.reserves[JIHADIST] == 1  # the Bot keeps its reserves (12.4.4)
    assert state.reserves[US] == 2
    assert [purpose for purpose, _ in game.dice.used] == [
        "jihad Pakistan", "jihad Pakistan", "travel Iraq -> Pakistan", "plot Afghanistan", "plot Pakistan",
        "plot Pakistan", "posture Serbia", "recruit Pakistan", "recruit Pakistan", "recruit Pakistan",
        "War of Ideas in Afghanistan",
    ]
    assert not game.dice.queue
