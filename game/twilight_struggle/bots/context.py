"""What a Twilight Struggle Bot's charts look at: the game, the Bot, and the question in hand.

Every vocabulary function receives this as `ctx`; it is rebuilt for each question. The values
charts read as ``$name`` are declared here (`register_fields`), each typed and described:

* ``$card`` - the card the question is about (an ``event.<N>.*`` question's card, else the card
  the question names, else the card in play); ``$ops`` - the Ops the question spends (its own
  ``ops``, else the card's Ops for this side now); ``$budget``, ``$low``, ``$high``, ``$count`` -
  the question's own numbers;
* the board as the Bot sees it: ``$defcon``, ``$turn``, ``$rounds_left`` (its action rounds left
  this turn, the current one included), ``$vp_lead`` (VP counted for this side),
  ``$military_short`` (military operations still missing this turn), ``$scoring_in_hand``;
* ``$tier.<capability>`` and ``$memory.<field>`` (declared in YAML).

`cache` keeps what a question computes more than once (a probe of an event, a region's score):
the board does not change while a question is answered.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from botkit import INT, STR, Vocabulary
from botkit.protocol import Ask

from .. import modifiers, rounds
from ..board import countries, scoring_cards_in_hand
from ..game import Game
from ..state import CHINA_CARD, US, GameState, other_side


@dataclass
class BotContext:
    game: Game
    side: str
    bot: Any
    ask: Ask | None = None
    card: int | None = None
    trace: Any = None
    cache: dict[Any, Any] = field(default_factory=dict)

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def opponent(self) -> str:
        return other_side(self.side)

    def capability(self, name: str, default: Any = None) -> Any:
        return self.game.capability(self.side, name, default)

    def roll(self, purpose: str) -> int:
        return self.game.roll(purpose)

    def info(self, key: str, default: Any = None) -> Any:
        return self.ask.info.get(key, default) if self.ask is not None else default

    def memo(self, key: Any, compute: Any) -> Any:
        """`compute()` once per question for `key` (the board does not change while it is answered)."""
        if key not in self.cache:
            self.cache[key] = compute()
        return self.cache[key]

    # -- the declared context fields ------------------------------------------------------------
    def ops_available(self) -> int:
        given = self.info("ops")
        if isinstance(given, int) and not isinstance(given, bool):
            return given
        if self.card is None:
            return 0
        return modifiers.card_ops(self.game, self.side, self.card)

    def vp_lead(self) -> int:
        return self.state.vp if self.side == US else -self.state.vp

    def military_short(self) -> int:
        return max(0, self.state.defcon - self.state.military_ops[self.side])


def _question(attribute: str) -> Any:
    return lambda ctx: getattr(ctx.ask, attribute) if ctx.ask is not None else 0


def register_fields(v: Vocabulary) -> None:
    """The context values charts read as ``$name``, and how botkit reads tiers, memory and options."""
    v.field("card", INT, "The card the question is about (an event's own card, else the card asked about or "
            "in play; 0 if none).", get=lambda ctx: ctx.card if ctx.card is not None else 0)
    v.field("ops", INT, "The Ops the question spends: its own, else the card's Ops for this side now.",
            get=BotContext.ops_available)
    v.field("low", INT, "A number question's lowest answer.", get=_question("low"))
    v.field("high", INT, "A number question's highest answer.", get=_question("high"))
    v.field("count", INT, "How many options a many-choice question takes at most.", get=_question("count"))
    v.field("budget", INT, "What an allocation question spreads (Ops for influence placed with Ops).",
            get=_question("budget"))
    v.field("defcon", INT, "The DEFCON level now (5 peace .. 1 nuclear war).", get=lambda ctx: ctx.state.defcon)
    v.field("turn", INT, "The turn (1-10).", get=lambda ctx: ctx.state.turn)
    v.field("rounds_left", INT, "This side's action rounds left this turn, the current one included.",
            get=lambda ctx: rounds.rounds_left(ctx.game, ctx.side))
    v.field("vp_lead", INT, "The VP track counted for this side (positive: ahead).", get=BotContext.vp_lead)
    v.field("military_short", INT, "Military operations this side still lacks this turn (DEFCON minus its "
            "military operations, at least 0; each missing one gives the opponent 1 VP at the turn's end).",
            get=BotContext.military_short)
    v.field("coup_military", INT, "The military operations a coup with the question's Ops would record that this side "
            "still lacks this turn (each missing one is 1 VP to the opponent at the turn's end, 8.2.1); 0 for an event's "
            "free coup, which records none (8.2.5).",
            get=lambda ctx: 0 if ctx.info("free", False) else min(ctx.ops_available(), ctx.military_short()))
    v.field("scoring_in_hand", INT, "How many scoring cards this side holds.",
            get=lambda ctx: len(scoring_cards_in_hand(ctx.state, ctx.side)))
    v.field("hand_size", INT, "How many cards this side holds (The China Card not counted).",
            get=lambda ctx: sum(1 for n in ctx.state.hands[ctx.side] if n != CHINA_CARD))
    v.field("drawn", INT, "The card a question names beside its own card (Grain Sales' card drawn from the USSR "
            "hand; 0 if none).", get=lambda ctx: int(ctx.info("drawn", 0) or 0))
    v.field("side", STR, "This Bot's side (us or ussr).", get=lambda ctx: ctx.side)
    v.read_tier = lambda ctx, name: ctx.capability(name)
    v.read_memory = lambda ctx, name: ctx.bot.recall(ctx, name)
    v.question_options = lambda ctx: ctx.ask.options if ctx.ask is not None else ()
    v.roll = lambda ctx, purpose: ctx.roll(purpose)
    v.rankable = rankable_options


_COUNTRIES = frozenset(countries())


def rankable_options(ctx: BotContext, options: list[Any]) -> list[Any]:
    """What a priority table ranks among a question's options: the countries when some options are
    countries (not "none", "anywhere"...), else the cards when some are cards, else every option."""
    places = [o for o in options if isinstance(o, str) and o in _COUNTRIES]
    if places:
        return places
    cards = [o for o in options if isinstance(o, int) and not isinstance(o, bool)]
    return cards or options
