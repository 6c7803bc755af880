"""The Jihadist Bot plays complete games of every scenario against a first-option US, without errors."""

from __future__ import annotations

import pytest

from botkit import Library
from botkit.libraries import vocabulary_for
from botkit.protocol import FirstOptionDecider
from flowcharts import game_folder
from game.labyrinth import scenarios, turn
from game.labyrinth.state import JIHADIST
from tests.labyrinth.bots.test_jihadist_helpers import jihadist_bot

TIERS = ["muddled", "coherent", "attractive", "potent", "infectious", "virulent"]


def test_botkit_validates_the_jihadist_charts():
    library, problems = Library.check(game_folder("labyrinth") / "jihadist", vocabulary_for("labyrinth"))
    assert problems == []
    assert "jihadist.evo" in library.charts and "jihadist.answer" in library.charts
    assert {f"jihadist.event.{n}" for n in (164, 169, 207, 232)} <= set(library.charts)


@pytest.mark.parametrize("scenario", scenarios.scenario_ids())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_jihadist_bot_plays_whole_games(scenario, seed):
    bot = jihadist_bot(TIERS[(seed * 7 + len(scenario)) % len(TIERS)])
    game = scenarios.start_game(scenario, seed=seed, deciders={"us": FirstOptionDecider(), JIHADIST: bot},
                                check_invariants=True)
    bot.attach(game)
    turn.run_game(game, max_turns=12)  # the game checks every invariant after each card
    assert game.state.turn >= 1
    assert bot.traces, "the Bot decided nothing"
    assert all(t.meta["side"] == JIHADIST for t in bot.traces)
