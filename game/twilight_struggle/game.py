"""A game of Twilight Struggle in progress: botkit's game services (`botkit.engine.GameBase`: RNG, dice,
deciders, the log, the cascade of changes) plus what TS's rules keep between steps.

Rules modules are functions taking a `Game`; they change `game.state` through the board
primitives (`influence`, `tracks`, `deck`, `effects`, `victory`), roll through `game.roll`, and ask
every choice through `game.choose*`.

Change kinds the primitives report with `game.changed` (the `consequences` handler acts on them):
``influence`` (country; before/after as (us, ussr) pairs), ``ccw`` (the Chinese Civil War box),
``defcon`` (before/after), ``vp`` (before/after), ``military_ops``, ``space``, ``card`` (a card
moved), ``effect`` (a lasting effect began or ended).

What the game keeps between steps (not in the state, since a game is rebuilt from its set-up and
answers): the card being played (`card_play`: whose, which, how, the influence present when it
began - adjacency for placing influence is judged then, 6.1.1), how deep the 20-VP check is held
back while an event or a scoring card awards all its VP (`vp_hold`, 10.3.1), what happened in
the current action round (`round_notes`: DEFCON falling to 2 for NORAD), the scoring cards an event left a side
no round to play (`scoring_excused`, 10.1.5), and the cards a script
says are drawn next (`stacked_draws`, a replayed table game such as the rulebook's example).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from botkit.engine import Change, ConsequenceHandler, GameBase, InvariantBroken, LogEntry
from botkit.protocol import Decider

from . import wording
from .invariants import violations
from .state import SIDES, GameState

__all__ = ["CardPlay", "Change", "ConsequenceHandler", "Game", "InvariantBroken", "LogEntry"]


@dataclass
class CardPlay:
    """The card being played: by whom, which, what for, and what the rules judge at its start."""

    side: str
    card: int
    use: str = ""  # event | ops | space | headline
    present: dict[str, frozenset[str]] = field(default_factory=dict)  # influence at the start (6.1.1)
    headline: bool = False


class Game(GameBase):
    state: GameState

    def __init__(
        self,
        state: GameState,
        *,
        consequences: ConsequenceHandler,
        seed: int = 0,
        rng: random.Random | None = None,
        deciders: dict[str, Decider] | None = None,
        dice: Any | None = None,
        check_invariants: bool = False,
    ) -> None:
        super().__init__(state, sides=SIDES, consequences=consequences, seed=seed, rng=rng, deciders=deciders,
                         dice=dice, check_invariants=check_invariants)
        self.card_play: CardPlay | None = None
        self.plays: list[CardPlay] = []  # the cards being played, outermost first (an event may play another)
        self.vp_hold = 0
        self.round_notes: dict[str, Any] = {}
        # how many scoring cards each side could not have played this turn because an event put them
        # in its hand with too few rounds left: holding that many does not lose (10.1.5)
        self.scoring_excused: dict[str, int] = {}
        self.stacked_draws: list[int] = []
        # the headline cards chosen and not yet revealed (4.5 C: chosen in secret, revealed together): card ->
        # the side that chose it; what a side may see asks it (the cards lie in play face down meanwhile)
        self.face_down_headlines: dict[int, str] = {}

    def word(self, kind: str, fields: dict[str, Any]) -> str:
        return wording.report(kind, fields)

    def violations(self) -> list[str]:
        return violations(self.state)

    def instruction(self, entry: LogEntry) -> str | None:
        """What to do at a physical table for one log entry (table mode), or None."""
        return wording.instruction(entry.kind, entry.fields) if entry.kind else None
