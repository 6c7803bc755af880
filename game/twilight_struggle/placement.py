"""Placing influence with Ops (6.1).

* Where (6.1.1, 6.1.4): in or next to a country where the side had influence when the play
  began (`Game.card_play.present`; influence an opponent's event removed first still counts, and
  influence placed this play opens no new country), or next to its own superpower. The Chinese
  Civil War box is open to the USSR (12.1-12.2).
* Cost (6.1.2): 1 Op a marker, 2 in a country the opponent controls; once control is broken the
  next markers there cost 1. Each country's prices are asked up front as one allocation
  (``ops.influence``: markers per country, the prices making up the Ops spent), placed in the
  order answered.
* Lasting events may close a region (`hooks` ``influence_ban``: Chernobyl).
"""

from __future__ import annotations

from collections.abc import Callable

from . import hooks, influence
from .board import (
    country_name,
    placement_prices,
    placement_targets,
    with_influence,
)
from .game import Game
from .state import side_name


def present_at_start(game: Game, side: str) -> frozenset[str]:
    """Where `side` had influence when the card being played began (6.1.1), or now if no card is."""
    play = game.card_play
    if play is not None and side in play.present:
        return play.present[side]
    return frozenset(with_influence(game.state, side))


def targets(game: Game, side: str, *, where: Callable[[str], bool] | None = None,
            present: frozenset[str] | None = None) -> list[str]:
    """Where `side` may place influence with Ops now (`where` narrows it: an area bonus, an event)."""
    present = present_at_start(game, side) if present is None else present
    found = []
    for name in placement_targets(game.state, side, present):
        if where is not None and not where(name):
            continue
        if hooks.first("influence_ban", game, side, name):
            continue
        found.append(name)
    return found


def place_with_ops(game: Game, side: str, ops: int, *, where: Callable[[str], bool] | None = None,
                   purpose: str = "ops.influence", minimum: int = 1, **info) -> tuple[list[tuple[str, int]], int]:
    """Ask `side` where to place up to `ops` Ops of influence and place it; returns the (country,
    markers) placed and the Ops they cost."""
    options = targets(game, side, where=where)
    prices = {name: placement_prices(game.state, side, name, ops) for name in options}
    plan = game.choose_allocation(side, purpose, dict.fromkeys(options, ops), ops,
                                  f"{side_name(side)}: place influence with {ops} Op{'s' if ops != 1 else ''}",
                                  minimum=minimum, costs=prices,
                                  labels={n: country_name(n) for n in options}, ops=ops, **info)
    spent = 0
    for name, markers in plan:
        spent += sum(prices[name][:markers])
        influence.add(game, side, name, markers, why="Ops")
    return plan, spent
