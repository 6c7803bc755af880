"""The player edits shipped in examples/: each an overlay folder of a few YAML lines, shown in play.

Same position and dice: the shipped Bot does one thing, the Bot with the overlay another.
"""

from __future__ import annotations

from pathlib import Path

from botkit.libraries import read_overlay
from botkit.protocol import Ask
from game.labyrinth import board, cardplay, us_ops
from game.labyrinth.bots import make_bot
from game.labyrinth.state import ALLY, FAIR, HARD, ISLAMIST_RULE, JIHADIST, POOR, US

from .helpers import make_game, make_state, setc

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
COUP, UN_CEASEFIRE, RUSSIAN_AID = 165, 233, 145


def example(name: str) -> dict[str, str]:
    return read_overlay(EXAMPLES / name)


def bot_plays(state, side: str, tier: str, number: int, *, overlay=None, dice=None, others=(), first=True):
    game = make_game(state, dice=dice)
    game.bot_sides.add(JIHADIST if side == US else US)  # the other side scripted, as a Bot (no sudden US win)
    bot = make_bot(side, tier, overlay=overlay)
    bot.attach(game)
    state.phase = side
    state.cards_played_in_phase = 0 if first else 1
    state.hands[side] = [*others, number]
    cardplay.play_card(game, side, number)
    return game, bot


# -- (b) examples/us-deploy-three: 3 troops from the track, Deploy To by most cells first ----------------


def deploy_game(tier, overlay=None):
    state = make_state(decks=3)
    setc(state, "Iraq", governance=FAIR, alignment=ALLY, sleepers=1)  # Resources 3: first on the printed column
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=3)  # Resources 1, most cells
    game = make_game(state)
    bot = make_bot(US, tier, overlay=overlay)
    bot.attach(game)
    return game, bot


def ask(bot, game, purpose, options=(), kind="one", **info):
    return bot.decide(game, Ask(US, purpose, "?", tuple(options), kind, low=info.pop("low", 0),
                                high=info.pop("high", 0), info=info))


def test_13_4_7_shipped_us_bot_deploys_two_from_the_track_to_the_highest_resources():
    game, bot = deploy_game("off_guard")
    assert ask(bot, game, "op.deploy.to", [us_ops.TRACK, "Iraq", "Jordan"], ops=2) == "Iraq"
    assert ask(bot, game, "op.deploy.count", kind="number", low=1, high=6, source=us_ops.TRACK) == 2


def test_13_4_7_example_us_deploy_three_takes_three_to_the_country_with_most_cells():
    game, bot = deploy_game("reinforcing", example("us-deploy-three"))
    assert ask(bot, game, "op.deploy.to", [us_ops.TRACK, "Iraq", "Jordan"], ops=2) == "Jordan"
    assert ask(bot, game, "op.deploy.count", kind="number", low=1, high=6, source=us_ops.TRACK) == 3


def test_13_4_7_example_us_deploy_three_plays_a_card_with_three_troops_from_the_track():
    state = make_state(decks=3, prestige=5, us_posture=HARD)
    state.draw_pile = list(range(190, 200))
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)  # cells and no T+M (13.4.7)
    before = board.troops_on_track(state)
    bot_plays(state, US, "reinforcing", UN_CEASEFIRE, overlay=example("us-deploy-three"), others=[COUP], first=False)
    assert state.countries["Jordan"].troops == 3 and board.troops_on_track(state) == before - 3


# -- (c) examples/coherent-plus: Major Jihad with 4 cells beyond troops+militia ---------------------------


def major_state():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", troops=1, sleepers=5)  # 4 more cells than troops
    return state


def test_8_4_2_coherent_needs_five_more_cells_for_major_jihad():
    state = major_state()
    bot_plays(state, JIHADIST, "coherent", RUSSIAN_AID, dice=[1] * 8)
    assert state.countries["Iraq"].governance == POOR


def test_8_4_2_example_coherent_plus_declares_major_jihad_with_four_more_cells():
    state = major_state()
    game, _ = bot_plays(state, JIHADIST, "coherent_plus", RUSSIAN_AID, overlay=example("coherent-plus"),
                        dice=[1] * 8)
    assert game.capability(JIHADIST, "major_jihad_surplus_cells") == 4
    assert state.countries["Iraq"].governance == ISLAMIST_RULE


# -- (a) examples/travel-when-ample: Travel before Recruit when Funding is Ample -------------------------


def evo_end(bot) -> str:
    """The EvO node that gave the card's operation (the last EvO step of the card's decisions)."""
    steps = [s.node for trace in bot.traces for s in trace.steps if s.chart == "jihadist.evo"]
    return steps[-1].split(".")[0]  # an inline answer is the node's "<node>.yes"


def ample_state():
    state = make_state(funding=8)
    setc(state, "France", posture=HARD, sleepers=1)  # a cell that can travel; no Jihad anywhere
    return state


def test_12_4_1_shipped_jihadist_bot_recruits_when_funding_is_ample():
    _, bot = bot_plays(ample_state(), JIHADIST, "muddled", RUSSIAN_AID, dice=[6] * 8)
    assert evo_end(bot) == "op_recruit"


def test_12_4_1_example_travel_when_ample_travels_instead():
    _, bot = bot_plays(ample_state(), JIHADIST, "muddled", RUSSIAN_AID, overlay=example("travel-when-ample"),
                       dice=[6] * 8)
    assert evo_end(bot) == "op_travel"
    assert "E9_cells_available" in [s.node for t in bot.traces for s in t.steps if s.chart == "jihadist.evo"]
