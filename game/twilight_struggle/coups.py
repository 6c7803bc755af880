"""Coup attempts (6.3) and the limits on them (8.1.5, lasting events).

* A coup needs the opponent's influence in the target (6.3.1), not one's own.
* The roll: a die + the card's Ops (+ lasting modifiers: SALT Negotiations, Latin American Death
  Squads; `hooks` ``coup_change``) against twice the stability (6.3.2). Each point above it removes
  one opponent influence; what is left over becomes one's own influence.
* The player's military operations marker moves by the card's Ops (6.3.3, 8.2.2-8.2.3) - not for
  a free coup an event grants (8.2.5).
* A coup in a battleground lowers DEFCON one step (6.3.4, 8.1.4; Nuclear Subs may say not,
  `hooks` ``coup_lowers_defcon``), free coups included (6.3.5).
* DEFCON closes regions to coups (8.1.5); a free coup ignores that (6.3.5). Lasting events close
  countries to one side (`hooks` ``coup_ban``: NATO, US/Japan Mutual Defense Pact, The Reformer).
  The Chinese Civil War box holds no US influence, so it is never a target.
* Just before the roll, lasting events hear of the attempt (`hooks` ``coup_attempt``: Cuban
  Missile Crisis ends the game, Yuri and Samantha scores).
"""

from __future__ import annotations

from collections.abc import Callable

from . import hooks, influence, tracks
from .board import (
    closed_by_defcon,
    countries,
    country_name,
    in_americas,
    in_area,
    is_battleground,
    neighbour_countries,
    stability,
)
from .board import influence as inf
from .game import Game
from .state import other_side, side_name


def ban(game: Game, side: str, country: str, *, free: bool = False) -> str | None:
    """Why `side` may not coup `country` now, or None."""
    if inf(game.state, country, other_side(side)) <= 0:
        return f"no {side_name(other_side(side))} influence in {country_name(country)}"
    if not free and closed_by_defcon(game.state, country):
        return f"DEFCON {game.state.defcon} bars coups in {country_name(country)}'s region"
    return hooks.first("coup_ban", game, side, country)


# Where each event's free coup (6.3.5) may strike, stated once: the events conduct their coups with it, and
# the Bots read it to see a free coup that would end the game (a battleground at DEFCON 2 on the
# opponent's card) - an opponent never passes one up.
FREE_COUP_AREAS: dict[int, Callable[[str], bool]] = {
    47: in_americas,  # Junta
    91: frozenset(neighbour_countries("nicaragua")).__contains__,  # Ortega Elected in Nicaragua
    96: lambda country: in_area(country, "europe"),  # Tear Down This Wall
}


def free_coup_targets(game: Game, side: str, card: int) -> list[str]:
    """Where `side` may make card `card`'s free coup now (none for a card without one)."""
    area = FREE_COUP_AREAS.get(card)
    return [] if area is None else targets(game, side, free=True, where=area)


def targets(game: Game, side: str, *, free: bool = False, where: Callable[[str], bool] | None = None) -> list[str]:
    return [c for c in countries() if (where is None or where(c)) and ban(game, side, c, free=free) is None]


def coup(game: Game, side: str, country: str, ops: int, *, free: bool = False, why: str = "") -> int:
    """Attempt a coup in `country` with `ops` Ops; returns the net result (0 when it fails)."""
    label = country_name(country)
    game.log(f"{side_name(side)} {'free ' if free else ''}coup in {label} with {ops} Op{'s' if ops != 1 else ''}"
             f"{f' ({why})' if why else ''}")
    hooks.run("coup_attempt", game, side, country, free)
    if not free:
        tracks.add_military_ops(game, side, ops, why=f"coup in {label}")
    die = game.roll(f"coup in {label}")
    modifier = hooks.total("coup_change", game, side, country)
    net = die + ops + modifier - 2 * stability(country)
    game.log(f"Coup roll {die} + {ops} Ops{f' {modifier:+d}' if modifier else ''} against "
             f"{2 * stability(country)}: {'success by ' + str(net) if net > 0 else 'no effect'}")
    if net > 0:
        opponent = other_side(side)
        removed = influence.remove(game, opponent, country, net, why="coup")
        influence.add(game, side, country, net - removed, why="coup")
    if is_battleground(country) and hooks.all_true("coup_lowers_defcon", game, side, country):
        tracks.degrade_defcon(game, 1, f"coup in the battleground {label}")
    return max(net, 0)
