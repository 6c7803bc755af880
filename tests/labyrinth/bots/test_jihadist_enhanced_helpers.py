"""Shared set-up for the Enhanced Jihadist Bot tests (no tests here): the Bot, games to play it in.

The Enhanced Bot is the Jihadist Bot at an Enhanced tier (``labyrinth.jihadist.enhanced``): its answers
come from ``flowcharts/labyrinth/jihadist_enhanced/`` (jihadist_enh.answer), which calls the standard
charts where the two Bots do not differ.
"""

from __future__ import annotations

from typing import Any

from botkit.bot import ChartBot as Bot
from game.labyrinth.bots import make_bot
from game.labyrinth.game import Game
from game.labyrinth.state import GameState
from tests.labyrinth.helpers import make_game

TIERS = ("enhanced_normal", "enhanced_easier", "enhanced_easiest")


def enhanced_bot(tier: str = "enhanced_normal") -> Bot:
    bot = make_bot("jihadist", tier)
    bot.strict = True  # a chart gap inside an event is an error
    return bot


def enh_game(state: GameState, *, dice: list[int] | None = None, us: list[Any] | None = None,
             seed: int = 1, tier: str = "enhanced_normal") -> tuple[Game, Bot]:
    """A scripted game whose Jihadist is the Enhanced Bot (the US answers from `us`, then first options)."""
    game = make_game(state, dice=dice, us=us, seed=seed)
    bot = enhanced_bot(tier)
    bot.attach(game)
    return game, bot


def path(bot: Bot, chart: str = "jihadist_enh.evo") -> list[str]:
    """The named nodes the last decision went through in `chart` (inline nodes left out)."""
    return [node for node in bot.last_trace.path(chart) if "." not in node]
