"""The Jihadist Bot (rules section 12): a decider whose answers come from flowcharts/labyrinth/jihadist/.

The engine plays the Bot's cards by 12.4 (`cardplay.play_as_bot`) and asks it every choice:
what the card is for (``card.use``: the EvO chart, ``jihadist.evo``), the operation's own
questions (``op.*``: where and how many, one allocation for every attempt, 8.1.1) and, with
card Ops left, Radicalization's steps (``radicalization.use``: ``jihadist.radicalization``,
engine side `radicalization`). The answer chart ``jihadist.answer`` routes each question.

Answer actions added to botkit's chart Bot runtime's (botkit/bot.py):

* ``answer_tuple {value}`` - a fixed answer that is a tuple (Erdogan Effect's militia and cells);
* ``event_instructions`` (the shared runtime's) walks ``jihadist.event.<N>`` for the question's own
  card ``event.<N>.*``, which may differ from the card in play (Ferguson's cancel, a Truce offer).

The context of an operation's question names its destination (``$destination``, and
``ctx.target`` for the 12.3.9 mobile-cell tests). Optional rule 3's capability markers are
the shared runtime's (botkit/bot.py).
"""

from __future__ import annotations

from typing import Any

from botkit import Action
from botkit.bot import BotError, ChartBot
from botkit.protocol import Ask

from ..game import Game
from .context import BotContext


class JihadistBot(ChartBot):
    """The Jihadist Bot: the chart runtime plus its two answer actions and its travel context."""

    def context(self, game: Game, **fields: Any) -> BotContext:
        """The question's destination (a Travel's, 12.3.9) is the travel target the filters test;
        ``ops`` the Ops the question or the card play gives."""
        ctx = super().context(game, **fields)
        destination = ctx.info("destination", ctx.info("target"))
        if ctx.target is None and isinstance(destination, str) and destination in ctx.state.countries:
            ctx.target = destination
        if "ops" not in fields:
            ctx.ops = ctx.available_ops()
        return ctx

    # -- answer actions of this Bot ------------------------------------------------------------------
    def carry_out(self, action: Action, ctx: BotContext, ask: Ask, trace: Any, where: str = "") -> Any:
        name, params = action.name, action.params
        if name == "answer_tuple":
            value = tuple(params["value"])
            if value not in ask.options:
                raise BotError(f"Jihadist Bot: chart answers {value!r} but the options are {list(ask.options)}")
            return value
        return super().carry_out(action, ctx, ask, trace, where)
