"""A player's own Twilight Struggle Bot (`--bots DIR`, examples/ts-cold-warrior): a tier added to the US tiers
and a chart changed; in the same position the shipped Bot and the overlaid one decide differently."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from botkit.libraries import read_overlay
from botkit.protocol import Ask
from botkit.session import load_session
from cli.main import app
from game.twilight_struggle.bots import make_bot
from game.twilight_struggle.state import US

from ..helpers import in_play
from .helpers import bot_game, placed

FOLDER = Path(__file__).resolve().parents[3] / "examples" / "ts-cold-warrior"
DEFENDER = Path(__file__).resolve().parents[3] / "examples" / "ts-defender"
MIDDLE_EAST_SCORING = 3
# Iran: the USSR takes it with 1 Op (US 1, USSR 2), the US needs 3; Saudi Arabia: the US takes it with 1 Op, the
# USSR would need 5; the Middle East's scoring card is still to come (in the USSR's hand)
IRAN_THREATENED = {"iran": (1, 2), "saudi_arabia": (2, 0), "iraq": (0, 3), "egypt": (2, 0), "libya": (2, 0),
                   "israel": (1, 0), "pakistan": (1, 0)}


def kind_chosen(bot, game) -> str:
    bot.strict = True
    bot.attach(game)
    in_play(game, US, 7)
    return bot.decide(game, Ask(US, "ops.kind", "t", ("influence", "coup", "realign"), info={"ops": 2, "card": 7}))


# the best 2-Op US coup (Iraq, Saudi Arabia) moves the Middle East's score by 2/3 on average: below the
# Expert's 0.8, above the Cold Warrior's 0.5
BOARD = {"iraq": (0, 4), "saudi_arabia": (0, 2)}


def test_the_shipped_expert_places_influence_where_the_cold_warrior_coups():
    game, _ = bot_game(influence=BOARD, phasing=US, defcon=5)
    assert kind_chosen(make_bot(US, "expert"), game) == "influence"
    game, _ = bot_game(influence=BOARD, phasing=US, defcon=5)
    assert kind_chosen(make_bot(US, "cold_warrior", overlay=read_overlay(FOLDER)), game) == "coup"


def test_the_overlaid_chart_lets_the_opponents_event_come_after_the_ops():
    game, _ = bot_game()
    question = Ask(US, "card.event_order", "t", ("before", "after"), info={"card": 7})
    assert make_bot(US, "expert").decide(game, question) == "before"
    assert make_bot(US, "cold_warrior", overlay=read_overlay(FOLDER)).decide(game, question) == "after"


def test_the_overlay_is_validated_over_the_shipped_charts_and_plays_bot_games_with_invariants(tmp_path):
    runner = CliRunner()
    checked = runner.invoke(app, ["flowchart", "validate", "--game", "twilight_struggle", "--bots", str(FOLDER)])
    assert checked.exit_code == 0 and checked.output.startswith("ok - ")
    played = runner.invoke(app, ["simulate", "--game", "twilight_struggle", "--scenario", "late_war", "--bots",
                                 str(FOLDER), "--us", "cold_warrior", "--ussr", "novice", "--games", "1", "--check",
                                 "--seed", "4"])
    assert played.exit_code == 0, played.output
    assert "invariants checked: 0 of 1 game(s) failed" in played.output


def test_a_game_against_the_overlaid_tier_keeps_the_overlay_in_its_save(tmp_path):
    save = tmp_path / "cw.json"
    result = CliRunner().invoke(app, ["play", "--game", "twilight_struggle", "--bots", str(FOLDER), "--side", "ussr",
                                      "--tier", "cold_warrior", "--seed", "3", "--save", str(save)], input="")
    assert result.exit_code == 0, result.output
    config = load_session(save).config
    assert config.tiers[US] == "cold_warrior" and config.overlay() is not None


def test_the_defender_overlay_defends_a_battleground_of_a_live_region_the_opponent_could_take():
    game, _ = bot_game(phasing=US, influence=IRAN_THREATENED, ussr_hand=(MIDDLE_EAST_SCORING,))
    bot = make_bot(US, "expert", overlay=read_overlay(DEFENDER))
    bot.strict = True
    bot.attach(game)
    assert placed(game, bot, US, 2) == [("iran", 2)]


def test_twin_the_shipped_expert_takes_the_battleground_it_can_take():
    game, bots = bot_game(phasing=US, tier="expert", influence=IRAN_THREATENED, ussr_hand=(MIDDLE_EAST_SCORING,))
    assert placed(game, bots[US], US, 2)[0] == ("saudi_arabia", 1)
