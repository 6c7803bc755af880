"""The Bots of Labyrinth: The Awakening (rules 12 and 13), driven by the charts in flowcharts/labyrinth/."""

from __future__ import annotations

from collections.abc import Mapping

from game import registry  # the module, not its names: the registry imports this game's vocabulary

from ..state import JIHADIST, US
from .base import TIER_SETS, Bot, BotError, load_tier
from .jihadist import JihadistBot
from .us import USBot


def make_bot(side: str, tier: str, tier_file: str | None = None, tier_text: str | None = None,
             overlay: Mapping[str, str] | None = None) -> Bot:
    """A Bot for `side` at the named tier (printed, or from the player's own tier file or its text), with
    a player's own charts over the shipped ones (`overlay`: file name -> text)."""
    library = registry.library_with("labyrinth", overlay)
    chosen = load_tier(library, TIER_SETS[side], tier.lower().replace(" ", "_").replace("-", "_"), tier_file,
                       tier_text)
    if side == JIHADIST:
        return JihadistBot(library, chosen)
    if side == US:
        return USBot(library, chosen)
    raise ValueError(f"no Bot for side {side!r}")


__all__ = ["Bot", "BotError", "TIER_SETS", "make_bot"]
