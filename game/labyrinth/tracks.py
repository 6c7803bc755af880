"""Prestige and funding: changes clamped to their tracks (1..12 and 1..9)."""

from __future__ import annotations

from .game import Game
from .state import MAX_FUNDING, MAX_PRESTIGE


def change_prestige(game: Game, amount: int, why: str = "") -> None:
    if amount == 0:
        return
    state = game.state
    before = state.prestige
    state.prestige = max(1, min(MAX_PRESTIGE, before + amount))
    reason = f" ({why})" if why else ""
    game.log(f"Prestige {before} -> {state.prestige}{reason}")


def set_prestige(game: Game, value: int, why: str = "") -> None:
    change_prestige(game, value - game.state.prestige, why)


def change_funding(game: Game, amount: int, why: str = "") -> None:
    if amount == 0:
        return
    state = game.state
    before = state.funding
    state.funding = max(1, min(MAX_FUNDING, before + amount))
    reason = f" ({why})" if why else ""
    game.log(f"Funding {before} -> {state.funding}{reason}")


def set_us_posture(game: Game, posture: str) -> None:
    if game.state.us_posture != posture:
        game.log(f"US posture {game.state.us_posture.title()} -> {posture.title()}")
        game.state.us_posture = posture
