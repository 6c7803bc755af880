"""Events of the Early War cards (1-35 and 103)."""

from __future__ import annotations

from ..events import event
from ..game import Game
from .common import score


@event(1)
def asia_scoring(game: Game, side: str) -> None:
    score(game, "asia")


@event(2)
def europe_scoring(game: Game, side: str) -> None:
    score(game, "europe")


@event(3)
def middle_east_scoring(game: Game, side: str) -> None:
    score(game, "middle_east")
