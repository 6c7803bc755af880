"""Tiny Race's Bots: what their charts may name (three entries and one context value) and how a Bot is made."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from botkit import registry
from botkit.bot import ChartBot, load_tier
from botkit.libraries import library_with
from botkit.protocol import Ask
from botkit.vocabulary import Vocabulary

from .rules import Race, other, value

TIER_SETS = {"red": "tinygame.red.tiers", "blue": "tinygame.blue.tiers"}
DEFAULT_TIERS = {"red": "steady", "blue": "steady"}


@dataclass
class RaceContext:
    """What a chart looks at for one question."""

    game: Race
    side: str
    bot: Any
    ask: Ask | None = None
    card: int | None = None
    trace: Any = None

    def capability(self, name: str, default: Any = None) -> Any:
        return self.game.capability(self.side, name, default)


def vocabulary() -> Vocabulary:
    words = Vocabulary("tinygame")

    @words.predicate(doc="Is this the question asked (its purpose)?", params={"purpose": str})
    def asked(ctx: RaceContext, purpose: str) -> bool:
        return ctx.ask is not None and ctx.ask.purpose == purpose

    @words.predicate(doc="Is the Bot's runner ahead of the other runner?")
    def leading(ctx: RaceContext) -> bool:
        position = ctx.game.state.position
        return position[ctx.side] > position[other(ctx.side)]

    @words.score(doc="A card's value (1-3), or a space's number.")
    def worth(ctx: RaceContext, candidate: int) -> int:
        return value(candidate) if ctx.ask is not None and ctx.ask.purpose == "card.choose" else candidate

    words.field("high", int, "The most a number question allows.", get=lambda ctx: ctx.ask.high)
    return words


def make_bot(side: str, config: Any) -> ChartBot:
    library = library_with("tinygame", config.overlay())
    tier = load_tier(library, TIER_SETS[side], config.tiers.get(side, DEFAULT_TIERS[side]),
                     config.tier_files.get(side), config.tier_text(side))
    return ChartBot(registry.get("tinygame"), side, library, tier)
