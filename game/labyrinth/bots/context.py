"""What a Bot's charts look at: the game, the Bot, and the question or card in hand.

Every vocabulary function receives this as `ctx`. It is rebuilt for each decision and
carries the few facts the charts need beyond the board: the card being played, the Ops
available, the operation under way and its target, and the question asked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..decisions import Ask
from ..game import Game
from ..state import GameState


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
    scratch: dict[str, Any] = field(default_factory=dict)

    @property
    def state(self) -> GameState:
        return self.game.state

    def capability(self, name: str, default: Any = None) -> Any:
        return self.game.capability(self.side, name, default)

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
