"""The Enhanced Jihadist Bot plays whole games against the US Bot in every scenario, to the end, with the
invariants checked after every card and strict charts (a chart gap inside an event is an error)."""

from __future__ import annotations

import pytest

from game.labyrinth import scenarios, turn
from game.labyrinth.bots import make_bot
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enhanced_bot

US_TIERS = ("off_guard", "nomercy")


@pytest.mark.slow
@pytest.mark.parametrize("scenario", scenarios.scenario_ids())
def test_enh_games_every_scenario_to_the_end(scenario):
    for seed, us_tier in enumerate(US_TIERS, start=1):
        bot = enhanced_bot()
        us = make_bot("us", us_tier)
        game = scenarios.start_game(scenario, seed=seed, deciders={"us": us, "jihadist": bot}, check_invariants=True)
        bot.attach(game)
        us.attach(game)
        turn.run_game(game, max_turns=60)
        assert game.state.winner in ("us", "jihadist", "draw"), f"{scenario} seed {seed}: unfinished"
        assert any(t.meta.get("purpose") == "card.use" for t in bot.traces)
