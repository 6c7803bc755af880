"""A player's own Twilight Struggle Bot (`--bots DIR`, examples/ts-cold-warrior): a tier added to the US tiers
and a chart changed; in the same position the shipped Bot and the overlaid one decide differently."""

from __future__ import annotations

from pathlib import Path

from botkit.libraries import read_overlay
from botkit.protocol import Ask
from game.twilight_struggle.bots import make_bot
from game.twilight_struggle.state import US

from ..helpers import in_play
from .helpers import bot_game

FOLDER = Path(__file__).resolve().parents[3] / "examples" / "ts-cold-warrior"


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
