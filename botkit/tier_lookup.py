"""A Bot's tier by name: printed, or from the player's own tier file that extends the printed ones.

Apart from the Bot runtime (`botkit.bot`) so that checking a game's set-up (`botkit.session.config`)
does not load the chart interpreter: a command starts sooner.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for type checkers only: the library is what the caller already loaded
    from .library import Library
    from .tiers import Tier, TierSet

_USER_TIERS: dict[tuple[int, str, str, str], Any] = {}


def side_tiers(library: Library, tier_set: str, tier_file: str | None = None, tier_text: str | None = None) -> TierSet:
    """Every tier a Bot of `tier_set`'s side can take, in one set: the printed set `tier_set` first (with
    the player's own tier file merged into it, if given), then the side's other tier sets (not its
    marker sets). Tier names are unique across them, so a name alone finds a tier.

    `tier_text` is the file's text when it comes from elsewhere than the disk (a save keeps
    the tier files it was played with); `tier_file` then only names it in messages. A
    player's file is read once per process (a tournament builds a Bot for every game).
    """
    if tier_set not in library.tiers:
        raise KeyError(f"no tier set {tier_set!r} in the charts")
    side = library.tiers[tier_set].side
    if not (tier_file or tier_text is not None):
        return library.side_tiers(side, first=tier_set)
    source = str(tier_file or "tier file")
    key = (id(library), tier_set, source if tier_text is not None else str(Path(source).resolve()),
           tier_text if tier_text is not None else "")
    merged = _USER_TIERS.get(key)
    if merged is None:
        merged = (library.add_tiers_text(tier_text, source, base=tier_set) if tier_text is not None
                  else library.add_tiers(Path(source), base=tier_set))
        merged = library.side_tiers(side, first=tier_set, replacing=merged)
        _USER_TIERS[key] = merged
    return merged


def load_tier(library: Library, tier_set: str, name: str, tier_file: str | None = None,
              tier_text: str | None = None) -> Tier:
    """A tier by name: printed (in `tier_set` or another tier set of its side), or from the player's own
    file that extends the printed ones (see `side_tiers`)."""
    return side_tiers(library, tier_set, tier_file, tier_text)[name]
