"""Shared set-up for the Enhanced Jihadist Bot tests (no tests here): the Bot, games to play it in.

The Enhanced Bot's answers come from ``flowcharts/labyrinth/jihadist_enhanced/`` (jihadist_enh.answer),
which calls the standard charts where the two Bots do not differ.
"""

from __future__ import annotations

from typing import Any

from game.labyrinth.bots.jihadist import JihadistBot
from game.labyrinth.decisions import Ask
from game.labyrinth.game import Game
from game.labyrinth.state import GameState
from game.registry import library_for
from tests.labyrinth.helpers import make_game

ANSWER = "jihadist_enh.answer"


class EnhancedBot(JihadistBot):
    """The Jihadist Bot answering through the Enhanced answer chart."""

    def decide(self, game: Game, ask: Ask) -> Any:
        self.markers_in_force(game)
        if self.plan_play != game.plays:
            self.plan_play = game.plays
            self.plan = ""
            self.interpreter.forget_ties()
        ctx = self.context(game, ask=ask)
        trace = self.new_trace(f"{ask.purpose}: {ask.prompt}", game, purpose=ask.purpose, card=ctx.card)
        ctx.trace = trace
        decision = self.interpreter.walk(ANSWER, ctx, trace=trace, rng=game.rng)
        return self.carry_out(decision.action, ctx, ask, trace, f"{decision.chart}:{decision.end}")


def enhanced_bot(tier: str = "muddled") -> JihadistBot:
    library = library_for("labyrinth")
    bot = EnhancedBot(library, library.tiers["labyrinth.jihadist.ideology"][tier])
    bot.strict = True
    return bot


def enh_game(state: GameState, *, dice: list[int] | None = None, us: list[Any] | None = None,
             seed: int = 1) -> tuple[Game, JihadistBot]:
    """A scripted game whose Jihadist is the Enhanced Bot (the US answers from `us`, then first options)."""
    game = make_game(state, dice=dice, us=us, seed=seed)
    bot = enhanced_bot()
    bot.attach(game)
    return game, bot


def path(bot: JihadistBot, chart: str = "jihadist_enh.evo") -> list[str]:
    """The named nodes the last decision went through in `chart` (inline nodes left out)."""
    return [node for node in bot.last_trace.path(chart) if "." not in node]
