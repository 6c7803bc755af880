"""Events of the Mid War cards (36-81)."""

from __future__ import annotations

from ..events import event
from ..game import Game
from .common import score


@event(37)
def central_america_scoring(game: Game, side: str) -> None:
    score(game, "central_america")


@event(38)
def southeast_asia_scoring(game: Game, side: str) -> None:
    score(game, "southeast_asia")


@event(79)
def africa_scoring(game: Game, side: str) -> None:
    score(game, "africa")


@event(81)
def south_america_scoring(game: Game, side: str) -> None:
    score(game, "south_america")
