"""The Bots of Labyrinth: The Awakening (rules 12 and 13), driven by the charts in flowcharts/labyrinth/.

A Bot is botkit's chart Bot runtime (`botkit.bot.ChartBot`) at a tier of its side; the Jihadist Bot
adds two answer actions of its own (`jihadist.JihadistBot`). What the charts look at is `context`;
the words they may use, the vocabulary modules beside it.
"""

from __future__ import annotations

from collections.abc import Mapping

from botkit import registry
from botkit.bot import BotError, ChartBot, load_tier
from botkit.libraries import library_with

from ..state import JIHADIST, US
from .jihadist import JihadistBot

TIER_SETS = {JIHADIST: "labyrinth.jihadist.ideology", US: "labyrinth.us.resolve"}
MARKER_SETS = {JIHADIST: "labyrinth.jihadist.capability_markers", US: "labyrinth.us.capability_markers"}
VARIABLE_DIFFICULTY = 3  # optional rule 3
# routine questions whose answer is not worth a line of narration (the trace keeps them for `why`);
# cadre.remove is asked before every card of a Bot that may remove its cadres (EB20)
QUIET_PURPOSES = frozenset({"card.choose", "card.hold", "card.use_reserves", "card.trigger_order", "cadre.remove"})


def make_bot(side: str, tier: str, tier_file: str | None = None, tier_text: str | None = None,
             overlay: Mapping[str, str] | None = None) -> ChartBot:
    """A Bot for `side` at the named tier (printed, or from the player's own tier file or its text), with
    a player's own charts over the shipped ones (`overlay`: file name -> text)."""
    if side not in TIER_SETS:
        raise ValueError(f"no Bot for side {side!r}")
    library = library_with("labyrinth", overlay)
    chosen = load_tier(library, TIER_SETS[side], tier.lower().replace(" ", "_").replace("-", "_"), tier_file,
                       tier_text)
    kind = JihadistBot if side == JIHADIST else ChartBot
    return kind(registry.get("labyrinth"), side, library, chosen)


__all__ = ["MARKER_SETS", "QUIET_PURPOSES", "TIER_SETS", "VARIABLE_DIFFICULTY", "BotError", "ChartBot", "make_bot"]
