"""Twilight Struggle Bots on explicit boards: a game with both sides' Bots (strict), and a question put
to one of them, with the chart nodes its answer walked through."""

from __future__ import annotations

from typing import Any

from botkit.protocol import Ask
from botkit.trace import Trace
from game.twilight_struggle import board, placement
from game.twilight_struggle.bots import TwilightBot, make_bot
from game.twilight_struggle.game import Game
from game.twilight_struggle.state import SIDES, US, USSR

from ..helpers import in_play, make_game


def bot_game(*, tier: str = "regular", tiers: dict[str, str] | None = None, us_hand: tuple[int, ...] = (),
             ussr_hand: tuple[int, ...] = (), **board: Any) -> tuple[Game, dict[str, TwilightBot]]:
    """A game on an empty map (`board`: influence, defcon, turn, china... as `make_game` takes them) played by
    both sides' Bots at `tier` (or `tiers`), strict: a chart gap is an error."""
    game = make_game(**board)
    game.state.hands[US] = list(us_hand)
    game.state.hands[USSR] = list(ussr_hand)
    bots = {}
    for side in SIDES:
        bot = make_bot(side, (tiers or {}).get(side, tier))
        bot.strict = True
        bot.attach(game)
        bots[side] = bot
    return game, bots


def ask(game: Game, bot: TwilightBot, purpose: str, options: tuple[Any, ...] = (), kind: str = "one",
        **fields: Any) -> tuple[Any, Trace]:
    """What `bot` answers to the question, and the trace of its decision."""
    info = fields.pop("info", {})
    question = Ask(bot.side, purpose, "test", options, kind, info=info, **fields)
    answer = question.check(bot.decide(game, question))
    return answer, bot.last_trace


def visited(trace: Trace, chart: str) -> list[str]:
    """The nodes of `chart` the decision went through, in order."""
    return [s.node for s in trace.steps if s.chart == chart and s.kind in ("decision", "action", "call", "return")]


def ended(trace: Trace, chart: str) -> str:
    """The node of `chart` where the decision ended (its last action or call)."""
    return [s.node for s in trace.steps if s.chart == chart][-1]


def placed(game: Game, bot: TwilightBot, side: str, ops: int) -> list[tuple[str, int]]:
    """Where `bot` places `ops` Ops of influence on `game`'s board (a card of its side in play)."""
    in_play(game, side, 7)
    options = placement.targets(game, side)
    prices = {n: board.placement_prices(game.state, side, n, ops) for n in options}
    return ask(game, bot, "ops.influence", tuple(options), "allocate", budget=ops,
               capacities=dict.fromkeys(options, ops), costs=prices, info={"ops": ops})[0]
