"""The US Bot plays whole games of every scenario without a rules error, its charts validate,
and every chart it uses is a real US chart."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from botkit.libraries import library_for
from botkit.protocol import FirstOptionDecider, RandomDecider
from cli.main import app
from flowcharts import game_folder
from game.labyrinth.bots import make_bot
from game.labyrinth.scenarios import scenario_ids, start_game
from game.labyrinth.turn import run_game

TIERS = ["off_guard", "competent", "adept", "vigilant", "ruthless", "nomercy"]


def bot_game(scenario: str, seed: int, tier: str, jihadist) -> tuple:
    bot = make_bot("us", tier)
    game = start_game(scenario, seed=seed, deciders={"us": bot, "jihadist": jihadist}, check_invariants=True)
    bot.attach(game)
    run_game(game, max_turns=40)
    game.verify()
    return game, bot


@pytest.mark.parametrize("scenario", scenario_ids())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_13_us_bot_plays_whole_games_against_the_first_option_jihadist(scenario, seed):
    game, bot = bot_game(scenario, seed, TIERS[seed], FirstOptionDecider())
    state = game.state
    assert state.winner in ("us", "jihadist", "draw") or state.turn > 40
    assert bot.decisions > 0
    assert 0 <= state.reserves["us"] <= 2


@pytest.mark.parametrize("scenario", scenario_ids())
@pytest.mark.parametrize("seed", [11, 12])
def test_13_us_bot_plays_whole_games_against_a_random_jihadist(scenario, seed):
    game, _ = bot_game(scenario, seed, TIERS[seed % len(TIERS)], RandomDecider(seed))
    assert game.state.winner in ("us", "jihadist", "draw") or game.state.turn > 40


@pytest.mark.parametrize("tier", TIERS)
def test_13_5_every_tier_plays_a_whole_awakening_game(tier):
    game, _ = bot_game("awakening", 7, tier, RandomDecider(7))
    assert game.state.winner is not None or game.state.turn > 40


def test_optional_rule_3_game_with_capability_markers():
    bot = make_bot("us", "off_guard")
    game = start_game("awakening", seed=5, deciders={"us": bot, "jihadist": RandomDecider(5)}, check_invariants=True)
    game.state.options["rules"] = [3]
    bot.attach(game)
    assert 1 <= len(game.state.options["us_capability_markers"]) <= 3
    run_game(game, max_turns=10)
    assert 0 <= len(game.state.options["us_capability_markers"]) <= 5


def test_13_us_bot_games_replay_exactly_from_the_seed():
    first, _ = bot_game("awakening", 21, "off_guard", RandomDecider(21))
    second, _ = bot_game("awakening", 21, "off_guard", RandomDecider(21))
    assert first.state.to_dict() == second.state.to_dict()


def test_us_charts_validate_clean():
    result = CliRunner().invoke(app, ["flowchart", "validate", str(game_folder("labyrinth") / "us")])
    assert result.exit_code == 0, result.output


def test_us_library_holds_every_printed_element():
    library = library_for("labyrinth")
    for chart in ("us.card", "us.arf", "us.alert_table", "us.alert_table.muslim", "us.alert_table.non_muslim",
                  "us.alert_legend.muslim", "us.alert_legend.non_muslim", "us.par", "us.homeland", "us.answer"):
        assert chart in library.charts, chart
    for table in ("us.alert_priorities", "us.opp.deploy_to", "us.opp.deploy_from", "us.opp.disrupt",
                  "us.opp.woi_non_muslim", "us.priorities.deploy_to", "us.priorities.deploy_from",
                  "us.priorities.disrupt", "us.priorities.woi_muslim", "us.priorities.regime_change"):
        assert table in library.tables, table
    tiers = library.tiers["labyrinth.us.resolve"]
    assert tiers.names() == TIERS
