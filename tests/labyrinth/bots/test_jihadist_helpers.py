"""Shared set-up for the Jihadist Bot tests (no tests here): the Bot, its library, games to play it in.

The library is loaded from ``flowcharts/labyrinth/jihadist/`` alone (with the US capabilities the
engine reads when the US is a Bot too), so these tests check the Jihadist charts whatever state
the other side's charts are in.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from botkit import Library
from botkit.libraries import vocabulary_for
from botkit.protocol import Ask
from flowcharts import game_folder
from game.labyrinth import board, cardplay, radicalization
from game.labyrinth.bots.jihadist import JihadistBot
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.game import CardPlay, Game
from game.labyrinth.state import JIHADIST, GameState
from tests.labyrinth.helpers import make_game

IDEOLOGY = "labyrinth.jihadist.ideology"


@cache
def jihadist_library() -> Library:
    folder = game_folder("labyrinth")
    return Library.load([folder / "jihadist", folder / "us" / "capabilities.yaml"], vocabulary_for("labyrinth"))


def jihadist_bot(tier: str = "muddled") -> JihadistBot:
    library = jihadist_library()
    return JihadistBot(LABYRINTH, "jihadist", library, library.tiers[IDEOLOGY][tier])


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
    """What the Bot answers to card.use for card `number` now (the EvO chart; nothing is played)."""
    with card_in_play(game, number):
        play = game.card_play
        uses = cardplay.bot_uses(game, JIHADIST, number, play.ops)
        return bot.decide(game, Ask(JIHADIST, "card.use", "test", tuple(uses), "one",
                                    info={"card": number, "ops": play.ops, "card_ops": play.card_ops}))


@contextmanager
def card_in_play(game: Game, number: int, left: int | None = None) -> Iterator[None]:
    """Card `number` in play for the Jihadist (its Ops plus the reserves, at most 3), as cardplay sets it."""
    card_ops = board.card_ops(game.state, number)
    ops = min(cardplay.MAX_OPS, card_ops + game.state.reserves[JIHADIST])
    game.card_play = CardPlay(JIHADIST, number, card_ops, ops, left=card_ops if left is None else left)
    game.current_card = number
    game.plays += 1
    try:
        yield
    finally:
        game.card_play = None
        game.current_card = None


def rank(table: str, candidates: list[str], game: Game, bot: JihadistBot, *, boxes: str | None = None,
         operation: str = "", target: str | None = None) -> tuple[str | None, str | None]:
    """The country a Priorities Table column (after optional OpP boxes) picks, and the filter that decided."""
    ctx = bot.context(game, operation=operation, target=target, ops=3)
    trace = bot.new_trace("rank", game)
    ctx.trace = trace
    chosen = bot.interpreter.pick(table, boxes, candidates, ctx, game.rng, trace=trace, depth=1)
    decided = None
    for step in trace.steps:
        if step.kind == "filter" and not step.skipped and step.after is not None and len(step.after) == 1 \
                and len(step.before or []) > 1:
            decided = step.node
            break
    return chosen, decided


def radicalize(game: Game, bot: JihadistBot, card_ops: int, used: int = 0, card: int = 0) -> None:
    """Radicalization (12.4.3) after an operation that used `used` of the card's `card_ops` Ops
    (`card`: a card with that many Ops, else one is found)."""
    number = card or next(n for n in range(121, 241) if board.card_ops(game.state, n) == card_ops)
    with card_in_play(game, number, left=card_ops - used):
        radicalization.radicalize(game, card_ops - used)
