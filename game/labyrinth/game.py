"""A game of Labyrinth in progress: botkit's game services (`botkit.engine.GameBase`: the RNG, dice,
deciders, log, the cascade of changes) plus what Labyrinth's rules keep between steps.

Rules modules are functions taking a `Game`; they change `game.state` through the board
primitives, roll through `game.roll`, and ask every choice through `game.choose*`.

Every board primitive reports what it changed with `game.changed(kind, country, ...)`; the
consequences handler the game is built with is the rulebook's cascade (testing, 11.3.14, 11.1.5,
Convergence, the Caliphate, Nigeria, Training Camps and the immediate victory check, in
`consequences`). Change kinds: ``placed`` (a piece or marker put in a country), ``tested``,
``governance`` (``before``/``after``, ``convergence``), ``alignment`` (``before``/``after``),
``cells_left`` (cells or a cadre left a country), ``troops_entered``, ``troops_left``, ``status``
(Civil War, Regime Change, a country tile, untested again), ``marker_removed`` (``marker``),
``caliphate``, ``prestige``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from botkit.engine import Change, ConsequenceHandler, GameBase, InvariantBroken, LogEntry
from botkit.protocol import Decider

from . import derived, wording
from .invariants import violations
from .state import SIDES, GameState

__all__ = ["CardPlay", "Change", "ConsequenceHandler", "Game", "InvariantBroken", "LogEntry"]

NAMING_COUNTRIES = ("country", "source", "target")  # the fields of a report that name a country it changed


@dataclass
class CardPlay:
    """The card being played and what has been done with it (read by the Bots' charts as
    ``$card``, ``$ops``, ``$card_ops``; kept by `cardplay` while the card is in play)."""

    side: str
    card: int
    card_ops: int  # the card's Ops value
    ops: int = 0  # Ops available for its operation: the card's plus the reserves it may take (max 3)
    use: str = ""  # what the side uses it for: the event, reserves, an operation, or none
    left: int = 0  # card Ops not used yet (a Bot's Homeland, 13.4.4, or Radicalization, 12.4.3, spend them)


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
        # who is carrying out the current card/operation, and the card, for events and Bots
        self.acting: str = ""
        self.current_card: int | None = None
        # per-card scratch the rules keep while one card is resolved (e.g. cells used, 12.4.2)
        self.card_scratch: dict[str, Any] = {}
        # the card in play (None between cards) and how many cards have been played so far
        self.card_play: CardPlay | None = None
        self.plays = 0
        # which countries a card changed (Smartphones' targets, `cardplay`): the countries the reports
        # named since each card in play began, and every country's signature as of the last card's start
        self.touched: list[set[str]] = []
        self.unsigned: set[str] | None = None  # countries named since the signatures were taken (None: all)
        self.signatures: dict[str, tuple] = {}

    def word(self, kind: str, fields: dict[str, Any]) -> str:
        return wording.report(kind, fields)

    def report(self, kind: str, /, **fields: Any) -> None:
        derived.forget()
        unsigned = self.unsigned
        if unsigned is not None:
            # every write to a country is reported naming it (as country, or as source and target)
            for key in NAMING_COUNTRIES:
                name = fields.get(key)
                if name is not None:
                    unsigned.add(name)
                    for names in self.touched:
                        names.add(name)
        self.report_fields(kind, fields)

    def changed(self, kind: str, country: str | None = None, **details: Any) -> None:
        derived.forget()
        super().changed(kind, country, **details)

    def rewritten(self) -> None:
        """The board was written outside the primitives (a correction): nothing derived from it holds."""
        derived.forget_all()
        self.unsigned = None

    def signed(self) -> dict[str, tuple]:
        """Every country's `Country.signature` now (those no report named since the last time are kept)."""
        countries = self.state.countries
        if self.unsigned is None or len(self.signatures) != len(countries):
            self.signatures = {name: country.signature() for name, country in countries.items()}
        else:
            for name in self.unsigned:
                if name in countries:
                    self.signatures[name] = countries[name].signature()
        self.unsigned = set()
        return self.signatures

    def violations(self) -> list[str]:
        return violations(self.state)
