"""What a Bot's charts look at: the game, the Bot, and the question in hand.

Every vocabulary function receives this as `ctx`. It is rebuilt for each question. The
values charts read as ``$name`` are declared here (`register_fields`), each typed and
described, so a chart naming an unknown ``$name`` does not validate:

* ``$card`` - the card the question is about (an ``event.<N>.*`` question's card, else the
  card in play); ``$ops`` - the Ops available (the question's, else the card play's: card
  Ops plus reserves, at most 3); ``$card_ops`` - card Ops not used yet (the question's, else
  the card play's); ``$use`` - what the card in play is used for (event, reserves, an
  operation, none); ``$plan`` - the name the Bot's own answer gave its choice for this card;
* the question's own values: ``$low``/``$high`` (a number), ``$count`` (a many-choice),
  ``$budget`` (an allocation), and the places it names: ``$source``, ``$target``,
  ``$destination``, ``$country`` (empty text when it names none);
* ``$tier.<capability>`` - the tier's value (declared in ``capabilities.yaml``);
* ``$memory.<field>`` - what the Bot holds in its declared memory (a ``kind: memory`` file; bots/base.py).

The expressions over the question's options (``{option_at: i}``, ``{other_option: x}``) read the
question in hand; a chart may call them ``{card_at: i}`` and ``{other_card: x}`` (the offered cards).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from botkit import INT, STR, Vocabulary
from botkit.protocol import Ask

from ..game import Game
from ..state import GameState

PLACES = ("source", "target", "destination", "country")


@dataclass
class BotContext:
    game: Game
    side: str
    bot: Any
    ask: Ask | None = None
    card: int | None = None
    ops: int = 0
    operation: str = ""
    target: str | None = None
    trace: Any = None
    # the game's state, read some 9,000 times a game through the context: an attribute, not a property
    # (a context lives for one question, in which the game keeps its state)
    state: GameState = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.state = self.game.state

    def capability(self, name: str, default: Any = None) -> Any:
        return self.game.capability(self.side, name, default)

    def roll(self, purpose: str) -> int:
        return self.game.roll(purpose)

    def cells_used(self, name: str) -> int:
        """Cells of a country that already acted for the current card (12.4.1)."""
        used = self.game.card_scratch.get("cells_used", {})
        return used.get(name, 0)

    def unused_cells(self, name: str) -> int:
        country = self.state.countries[name]
        return max(0, country.cells - self.cells_used(name))

    def unused_actives(self, name: str) -> int:
        country = self.state.countries[name]
        return max(0, country.actives - self.cells_used(name))

    # -- the declared context fields -------------------------------------------------------------
    def info(self, key: str, default: Any = None) -> Any:
        return self.ask.info.get(key, default) if self.ask is not None else default

    def available_ops(self) -> int:
        play = self.game.card_play
        return int(self.info("ops", play.ops if play is not None else self.ops))

    def unused_card_ops(self) -> int:
        play = self.game.card_play
        return int(self.info("card_ops", play.left if play is not None else 0))


def _question(attribute: str) -> Any:
    return lambda ctx: getattr(ctx.ask, attribute) if ctx.ask is not None else 0


def _place(key: str) -> Any:
    return lambda ctx: str(ctx.info(key) or "")


def register_fields(v: Vocabulary) -> None:
    """The context values charts read as ``$name``, and how botkit reads tiers and rolls dice."""
    v.field("card", INT, "The card the question is about (an event's own card, else the card in play).",
            get=lambda ctx: ctx.card if ctx.card is not None else 0)
    v.field("ops", INT, "Ops available: the question's, else the card's plus the reserves it may take (max 3).",
            get=BotContext.available_ops)
    v.field("card_ops", INT, "Card Ops not used yet (Homeland and Radicalization spend them).",
            get=BotContext.unused_card_ops)
    v.field("use", STR, "What the card in play is used for: event, reserves, an operation's name, or none.",
            get=lambda ctx: ctx.game.card_play.use if ctx.game.card_play is not None else "")
    v.field("plan", STR, "The name the Bot's answer gave its choice for the card in play (answer: {plan: ...}).",
            get=lambda ctx: ctx.bot.plan_for(ctx.game))
    v.field("low", INT, "A number question's lowest answer.", get=_question("low"))
    v.field("high", INT, "A number question's highest answer.", get=_question("high"))
    v.field("count", INT, "How many options a many-choice question takes at most.", get=_question("count"))
    v.field("budget", INT, "What an allocation question spreads.", get=_question("budget"))
    for key in PLACES:
        v.field(key, STR, f"The {key} the question names (a country, 'track'...; empty if none).", get=_place(key))
    v.read_tier = lambda ctx, name: ctx.capability(name)
    v.read_memory = lambda ctx, name: ctx.bot.recall(ctx, name)
    v.question_options = lambda ctx: ctx.ask.options if ctx.ask is not None else ()
    v.expression_aliases.update(card_at="option_at", other_card="other_option")
    v.roll = lambda ctx, purpose: ctx.roll(purpose)
    v.rankable = rankable_options


def rankable_options(ctx: BotContext, options: list[Any]) -> list[Any]:
    """What a priority table ranks among a question's options: the countries when some options are
    countries (not "track", "done"...), else every option (cards, event options, plot kinds)."""
    countries = [o for o in options if isinstance(o, str) and o in ctx.state.countries]
    return countries or options
