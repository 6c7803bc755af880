"""Board primitives for influence: add, remove or set one side's influence in one country.

Each changes one country for one side, reports it (``influence``, worded by `wording`) and hands
the change to the consequences (`Game.changed`). The Chinese Civil War box (`board.CCW_BOX`)
takes only USSR influence (12.1); its change is reported as ``ccw``. Influence never goes
below zero: a removal takes what is there and returns how much it took.
"""

from __future__ import annotations

from .board import CCW_BOX
from .game import Game
from .state import SIDES, USSR


def add(game: Game, side: str, country: str, amount: int, why: str = "") -> int:
    """Add `amount` (>= 0) of `side`'s influence in `country`; returns what was added."""
    if amount <= 0:
        return 0
    if country == CCW_BOX:
        return _ccw(game, side, amount, why)
    _set(game, side, country, game.state.influence[country][side] + amount, why)
    return amount


def remove(game: Game, side: str, country: str, amount: int, why: str = "") -> int:
    """Remove up to `amount` of `side`'s influence from `country`; returns what was removed."""
    have = game.state.influence[country][side] if country != CCW_BOX else 0
    taken = min(max(amount, 0), have)
    if taken:
        _set(game, side, country, have - taken, why)
    return taken


def remove_all(game: Game, side: str, country: str, why: str = "") -> int:
    return remove(game, side, country, game.state.influence[country][side], why)


def set_to(game: Game, side: str, country: str, value: int, why: str = "") -> None:
    """Make `side`'s influence in `country` exactly `value` (>= 0)."""
    if game.state.influence[country][side] != value:
        _set(game, side, country, max(0, value), why)


def _set(game: Game, side: str, country: str, value: int, why: str) -> None:
    state = game.state
    pair = state.influence[country]
    before = tuple(pair[s] for s in SIDES)
    pair[side] = value
    after = tuple(pair[s] for s in SIDES)
    game.report("influence", country=country, side=side, amount=after[SIDES.index(side)] - before[SIDES.index(side)],
                us=pair["us"], ussr=pair["ussr"], why=why)
    game.changed("influence", country, before=before, after=after)


def _ccw(game: Game, side: str, amount: int, why: str) -> int:
    """Influence put in the Chinese Civil War box: the USSR's only (12.1)."""
    state = game.state
    if side != USSR or state.ccw_box is None:
        raise ValueError("only the USSR places influence in the Chinese Civil War box, while it is in play")
    before = state.ccw_box
    state.ccw_box = before + amount
    game.report("ccw", before=before, after=state.ccw_box, why=why)
    game.changed("ccw", CCW_BOX, before=before, after=state.ccw_box)
    return amount


def close_ccw_box(game: Game) -> None:
    """The box has done its work once the USSR controls it and is ignored from then on (12.1)."""
    game.state.ccw_box = None
