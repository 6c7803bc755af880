"""What a side may know of the cards, as `why` asks it of any game's `Sight`.

A Bot's decision names cards (the one it played, the ones it weighed); a player may read it only as far as
they may know those cards. A game's sight (its `GameDefinition.sight`) says which cards are hidden from the
viewer now (`hidden_cards`) and whether the viewer sees everything (watching Bot vs Bot); the session gives
it, for each decision by number, the cards hidden when it began (`hidden_then`) and when each card was last
shown (`shown_at`). `CardSight.still_hidden` is the rule both games follow.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping


class CardSight(abc.ABC):
    """Mixed into a game's `Sight` (which provides the four members below)."""

    everything: bool
    hidden_then: Mapping[int, frozenset[int]]
    shown_at: Mapping[int, int]

    @abc.abstractmethod
    def hidden_cards(self) -> set[int]:
        """The cards the viewer may not see now (the game's rule)."""

    def still_hidden(self, cards: set[int], serial: int | None = None) -> set[int]:
        """Of the cards decision `serial` names, those the viewer has still not seen: hidden when it began
        and now, and not shown since (a card seen then and shuffled back since tells nothing now)."""
        if not cards or self.everything:
            return set()
        hidden = cards & self.hidden_cards()
        if serial is not None and serial in self.hidden_then:
            hidden &= self.hidden_then[serial]
            hidden = {n for n in hidden if self.shown_at.get(n, -1) < serial}
        return hidden
