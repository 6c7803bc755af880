"""Realignment rolls (6.2).

* A target needs the opponent's influence (6.2.1); each roll costs 1 Op and is resolved before
  the next target is named (6.2.1).
* Both roll a die (the realigning side first), each adding +1 for every controlled country next
  to the target, +1 for having more influence there, +1 when its superpower is next to it
  (6.2.2); lasting events add their own (`hooks` ``realign_change``: Iran-Contra Scandal). The
  higher roll removes the difference from the other side's influence there; a tie does nothing.
  A realignment never adds influence (6.2.3).
* DEFCON closes regions as for coups (8.1.5) - unless the designers' optional rule lifts it
  (``options["realign_ignores_defcon"]``, 002:1362); lasting events close countries (`hooks`
  ``realign_ban``: NATO, US/Japan Mutual Defense Pact).
* Optional rule (002:1363, ``options["realign_no_self_loss"]``): the realigning side never loses
  influence in its target.
"""

from __future__ import annotations

from collections.abc import Callable

from . import hooks, influence
from .board import (
    closed_by_defcon,
    controls,
    countries,
    country_name,
    neighbour_countries,
    next_to_superpower,
)
from .board import influence as inf
from .game import Game
from .state import other_side, side_name


def ban(game: Game, side: str, country: str, *, free: bool = False) -> str | None:
    state = game.state
    if inf(state, country, other_side(side)) <= 0:
        return f"no {side_name(other_side(side))} influence in {country_name(country)}"
    if not free and not state.options.get("realign_ignores_defcon") and closed_by_defcon(state, country):
        return f"DEFCON {state.defcon} bars realignments in {country_name(country)}'s region"
    return hooks.first("realign_ban", game, side, country)


def targets(game: Game, side: str, *, free: bool = False, where: Callable[[str], bool] | None = None,
            excluded: frozenset[str] = frozenset()) -> list[str]:
    return [c for c in countries() if c not in excluded and (where is None or where(c))
            and ban(game, side, c, free=free) is None]


def modifier(game: Game, side: str, country: str) -> int:
    state = game.state
    opponent = other_side(side)
    value = sum(1 for n in neighbour_countries(country) if controls(state, side, n))
    if inf(state, country, side) > inf(state, country, opponent):
        value += 1
    if next_to_superpower(country, side):
        value += 1
    return value + hooks.total("realign_change", game, side, country)


def realign(game: Game, side: str, country: str) -> int:
    """One realignment roll in `country`; returns the influence removed (from either side)."""
    opponent = other_side(side)
    label = country_name(country)
    mine_mod, theirs_mod = modifier(game, side, country), modifier(game, opponent, country)
    mine = game.roll(f"realignment in {label} ({side_name(side)})")
    theirs = game.roll(f"realignment in {label} ({side_name(opponent)})")
    diff = (mine + mine_mod) - (theirs + theirs_mod)
    game.log(f"Realignment in {label}: {side_name(side)} {mine}{mine_mod:+d}, {side_name(opponent)} "
             f"{theirs}{theirs_mod:+d}")
    if diff > 0:
        return influence.remove(game, opponent, country, diff, why="realignment")
    if diff < 0 and not game.state.options.get("realign_no_self_loss"):
        return influence.remove(game, side, country, -diff, why="realignment")
    return 0
