"""The Enhanced Jihadist Bot plays whole games against the US Bot in every scenario, to the end, with the
invariants checked after every card and strict charts (a chart gap inside an event is an error): each
Enhanced level, against an easy and a hard US Bot."""

from __future__ import annotations

import pytest

from game.labyrinth import scenarios, turn
from game.labyrinth.bots import make_bot
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import TIERS, enhanced_bot

US_TIERS = ("off_guard", "nomercy")


@pytest.mark.slow
@pytest.mark.parametrize("scenario", scenarios.scenario_ids())
def test_enh_games_every_scenario_and_level_to_the_end(scenario):
    for seed, tier in enumerate(TIERS, start=1):
        bot = enhanced_bot(tier)
        us = make_bot("us", US_TIERS[seed % 2])
        game = scenarios.start_game(scenario, seed=seed, deciders={"us": us, "jihadist": bot}, check_invariants=True)
        bot.attach(game)
        us.attach(game)
        turn.run_game(game, max_turns=60)
        assert game.state.winner in ("us", "jihadist", "draw"), f"{scenario} {tier}: unfinished"
        assert any(t.meta.get("purpose") == "card.use" for t in bot.traces)
