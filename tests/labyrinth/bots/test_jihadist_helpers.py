"""Shared set-up for the Jihadist Bot tests (no tests here): the Bot, its library, games to play it in.

The library is loaded from ``flowcharts/labyrinth/jihadist/`` alone (with the US capabilities the
engine reads when the US is a Bot too), so these tests check the Jihadist charts whatever state
the other side's charts are in.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from botkit import Library
from flowcharts import game_folder
from game.labyrinth import cardplay
from game.labyrinth.bots.jihadist import JihadistBot
from game.labyrinth.game import Game
from game.labyrinth.state import JIHADIST, GameState
from game.registry import vocabulary_for
from tests.labyrinth.helpers import make_game

IDEOLOGY = "labyrinth.jihadist.ideology"


@cache
def jihadist_library() -> Library:
    folder = game_folder("labyrinth")
    return Library.load([folder / "jihadist", folder / "us" / "capabilities.yaml"], vocabulary_for("labyrinth"))


def jihadist_bot(tier: str = "muddled") -> JihadistBot:
    library = jihadist_library()
    return JihadistBot(library, library.tiers[IDEOLOGY][tier])


def bot_game(state: GameState, *, dice: list[int] | None = None, us: list[Any] | None = None,
             tier: str = "muddled", seed: int = 1, us_bot: bool = False) -> tuple[Game, JihadistBot]:
    """A scripted game whose Jihadist is the Bot (the US answers from `us`, then first options)."""
    game = make_game(state, dice=dice, us=us, seed=seed)
    bot = jihadist_bot(tier)
    bot.attach(game)
    if us_bot:
        game.bot_sides.add("us")
    return game, bot


def play(game: Game, number: int) -> int:
    """The Jihadist Bot plays card `number` (put on top of its hand first), as the turn driver does."""
    hand = game.state.hands[JIHADIST]
    if number in hand:
        hand.remove(number)
    hand.insert(0, number)
    game.state.phase = JIHADIST
    return cardplay.play_card(game, JIHADIST, number)


def evo(game: Game, bot: JihadistBot, number: int) -> Any:
    """The EvO chart's outcome for card `number` now (nothing is played)."""
    from game.labyrinth import board
    from game.labyrinth.bots.jihadist_vocab import ops_budget

    ctx = bot.context(game, card=number, ops=ops_budget(game, board.card_ops(game.state, number)))
    trace = bot.new_trace("test", game)
    ctx.scratch["trace"] = trace
    return bot.walk("jihadist.evo", ctx, trace)


def rank(table: str, candidates: list[str], game: Game, bot: JihadistBot, *, boxes: str | None = None,
         operation: str = "", target: str | None = None) -> tuple[str | None, str | None]:
    """The country a Priorities Table column (after optional OpP boxes) picks, and the filter that decided."""
    from game.labyrinth.bots.jihadist_vocab import choose_in

    ctx = bot.context(game, operation=operation, target=target, ops=3)
    trace = bot.new_trace("rank", game)
    ctx.scratch["trace"] = trace
    chosen = choose_in(ctx, boxes, table, candidates)
    decided = None
    for step in trace.steps:
        if step.kind == "filter" and not step.skipped and step.after is not None and len(step.after) == 1 \
                and len(step.before or []) > 1:
            decided = step.node
            break
    return chosen, decided


def radicalize(game: Game, bot: JihadistBot, card_ops: int, used: int = 0) -> None:
    """Radicalization (12.4.3) after an operation that used `used` of the card's `card_ops` Ops."""
    from game.labyrinth.bots.jihadist_vocab import ops_budget

    ctx = bot.context(game, ops=ops_budget(game, card_ops))
    ctx.scratch["trace"] = bot.new_trace("radicalization", game)
    bot.radicalize(ctx, card_ops, used)
