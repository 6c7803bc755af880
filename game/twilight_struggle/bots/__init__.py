"""Twilight Struggle's Bots: a US Bot and a USSR Bot of our own design (docs/bots/twilight-struggle-*.md),
driven by the charts in flowcharts/twilight_struggle/.

A Bot is botkit's chart Bot runtime (`botkit.bot.ChartBot`) at a tier of its side. `TwilightBot` adds
only what its vocabulary needs to look one play ahead (`probe`): the Bots it imagines answering an
event's questions on a copy of the game - itself at its own tier, the opponent as the shipped Bot of
that side at its default tier - and the probes measured for the board as it stands. What the charts
look at is `context`; the words they may use, `vocab`.

The yardsticks (`game.twilight_struggle.yardsticks`: a random and a one-ply greedy player) are not
Bots: they are chosen with tier names (``random``, ``greedy``: tiers whose ``yardstick`` capability names
them, in the ``*.yardsticks`` tier sets), so `botkit tune` can play them, and answer in Python; the
game's definition makes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from botkit import registry
from botkit.bot import BotError, ChartBot, load_tier
from botkit.libraries import library_with
from botkit.library import Library
from botkit.tiers import Tier

from ..game import Game
from ..state import SIDES, US, USSR
from .probe import Outcome, probe

TIER_SETS = {US: "twilight_struggle.us.tiers", USSR: "twilight_struggle.ussr.tiers"}
DEFAULT_TIERS = {US: "regular", USSR: "regular"}
# routine questions whose answer is not worth a line of narration (the trace keeps them for `why`)
QUIET_PURPOSES = frozenset({"card.choose", "card.event_order", "realign.more"})
YARDSTICK = "yardstick"  # the capability naming a yardstick tier (random, greedy): not a Bot


class TwilightBot(ChartBot):
    """A Twilight Struggle Bot: the chart runtime, plus the Bots it imagines on a copy of the game."""

    def __init__(self, definition: Any, side: str, library: Library, tier: Tier) -> None:
        super().__init__(definition, side, library, tier)
        self._imagined: dict[str, TwilightBot] = {}
        self._probes: dict[Any, Outcome] = {}
        self._probes_at: Any = None

    def imagined(self, side: str) -> TwilightBot:
        """The Bot this one imagines playing `side` on a copy of the game: itself at its own tier, the
        opponent as the shipped Bot of its side at its default tier (a Bot never reads the opponent's
        real decider, which may be a person)."""
        bot = self._imagined.get(side)
        if bot is None:
            tier = self.tier if side == self.side else load_tier(self.library, TIER_SETS[side], DEFAULT_TIERS[side])
            bot = TwilightBot(self.definition, side, self.library, tier)
            bot.tracing = False
            bot.strict = self.strict
            self._imagined[side] = bot
        return bot

    def imagined_deciders(self, copy: Game) -> dict[str, Any]:
        for side in SIDES:
            self.imagined(side).attach(copy)
        return copy.deciders

    def probe(self, game: Game, card: int, mode: str) -> Outcome:
        """What playing `card` in `mode` would do now (`probe.probe`), measured once for a board."""
        state = game.state
        at = (id(game), len(game.log_entries), state.turn, state.phase, state.action_round, state.phasing)
        if at != self._probes_at:
            self._probes_at = at
            self._probes = {}
        key = (card, mode)
        if key not in self._probes:
            seed = (game.seed * 31 + state.turn) * 31 + state.action_round
            self._probes[key] = probe(game, self.side, card, mode, self.imagined_deciders, seed=seed)
        return self._probes[key]


def chosen_tier(side: str, tier: str, tier_file: str | None = None, tier_text: str | None = None,
                overlay: Mapping[str, str] | None = None) -> tuple[Library, Tier]:
    """The charts (a player's own over the shipped ones, `overlay`: file name -> text) and the named tier
    of `side` (printed, or from the player's own tier file or its text)."""
    if side not in TIER_SETS:
        raise ValueError(f"no Bot for side {side!r}")
    library = library_with("twilight_struggle", overlay)
    chosen = load_tier(library, TIER_SETS[side], tier.lower().replace(" ", "_").replace("-", "_"), tier_file,
                       tier_text)
    return library, chosen


def is_yardstick(tier: Tier) -> bool:
    """A yardstick's tier (random, greedy) names no Bot: its player answers in Python (yardsticks.py)."""
    return bool(tier.capabilities.get(YARDSTICK))


def make_bot(side: str, tier: str, tier_file: str | None = None, tier_text: str | None = None,
             overlay: Mapping[str, str] | None = None) -> TwilightBot:
    """A Bot for `side` at the named tier (see `chosen_tier`)."""
    library, chosen = chosen_tier(side, tier, tier_file, tier_text, overlay)
    if is_yardstick(chosen):
        raise ValueError(f"{tier!r} is a yardstick, not a Bot (game.twilight_struggle.yardsticks)")
    return TwilightBot(registry.get("twilight_struggle"), side, library, chosen)


__all__ = ["DEFAULT_TIERS", "QUIET_PURPOSES", "TIER_SETS", "BotError", "ChartBot", "TwilightBot", "chosen_tier",
           "is_yardstick", "make_bot"]
