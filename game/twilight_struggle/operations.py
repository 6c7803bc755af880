"""Spending a card's Ops (6.0): all of them on one kind - influence, a coup, or realignment rolls.

`conduct` asks ``ops.kind`` among the kinds with a legal target, and for influence and
realignment, when an area bonus is possible (The China Card's +1 in Asia, 9.6; Vietnam Revolts'
+1 in Southeast Asia), ``ops.area``: spend everything in that area for the bonus, or anywhere
without it. A coup's bonus follows from its target. Then:

* ``ops.influence`` - the allocation of markers (`placement`);
* ``coup.target`` - the coup's target (`coups`);
* ``realign.target`` - each realignment's target in turn, one roll per Op, each resolved before
  the next is named (6.2.1); ``realign.more`` (yes/no) before each further roll.

Events that grant Ops "as if" a card were played (7.4.3) call `conduct` with the kinds and the
countries they allow (``kinds``, ``where``) and ``free`` for a free coup (6.3.5, 8.2.5).

The designers' optional rule (002:1364, ``options["mixed_influence_realign"]``) adds the kind
``influence+realign``: influence first, then realignments with the Ops left, never in a country
that took influence this round (and vice versa).
"""

from __future__ import annotations

from collections.abc import Callable

from . import coups, modifiers, placement, realignment
from .board import country_name, in_area
from .game import Game
from .state import side_name

KINDS = ("influence", "coup", "realign")
AREA_NAMES = {"asia": "Asia", "southeast_asia": "Southeast Asia"}


def available(game: Game, side: str, *, kinds: tuple[str, ...] = KINDS, where: Callable[[str], bool] | None = None,
              free: bool = False) -> list[str]:
    found = []
    for kind in kinds:
        if kind == "influence" and placement.targets(game, side, where=where) or kind == "coup" and coups.targets(game, side, free=free, where=where) or kind == "realign" and realignment.targets(game, side, free=free, where=where):
            found.append(kind)
    if (game.state.options.get("mixed_influence_realign") and "influence" in found and "realign" in found
            and set(kinds) >= {"influence", "realign"}):
        found.append("influence+realign")
    return found


def conduct(game: Game, side: str, number: int, ops: int, *, kinds: tuple[str, ...] = KINDS,
            where: Callable[[str], bool] | None = None, free: bool = False, bonuses: dict[str, int] | None = None,
            purpose: str = "ops") -> str | None:
    """Spend `ops` Ops of card `number` for `side`; returns the kind chosen (None: nothing possible)."""
    options = available(game, side, kinds=kinds, where=where, free=free)
    if not options:
        game.log(f"{side_name(side)} has no use for the Ops")
        return None
    free_coup = {"free": True} if free else {}  # told only when free, so every other question reads as before
    kind = game.choose(side, f"{purpose}.kind", options, f"{side_name(side)}: how do you use {ops} Ops?",
                       card=number, ops=ops, **free_coup)
    bonuses = modifiers.area_bonuses(game, side, number) if bonuses is None else bonuses
    if kind == "coup":
        choices = coups.targets(game, side, free=free, where=where)
        target = game.choose(side, "coup.target", choices, f"{side_name(side)}: coup where?",
                             labels={c: country_name(c) for c in choices}, card=number, ops=ops, **free_coup)
        total = ops + modifiers.bonus_for(bonuses, [target], in_area)
        coups.coup(game, side, target, total, free=free)
        return kind
    area, extra = _area(game, side, number, ops, kind, bonuses, where, free)
    limit = where if area is None else within(area, where)
    total = ops + extra
    if kind == "influence":
        placement.place_with_ops(game, side, total, where=limit, card=number)
    elif kind == "realign":
        realign_rolls(game, side, total, where=limit, free=free, card=number)
    else:
        placed, spent = placement.place_with_ops(game, side, total, where=limit, card=number, minimum=1)
        left = total - spent
        if left > 0:
            realign_rolls(game, side, left, where=limit, free=free, card=number,
                          excluded=frozenset(c for c, _ in placed))
    return kind


def _area(game: Game, side: str, number: int, ops: int, kind: str, bonuses: dict[str, int],
          where: Callable[[str], bool] | None, free: bool) -> tuple[str | None, int]:
    """Ask whether all Ops go to an area for its bonus; (area or None, extra Ops)."""
    usable = []
    for area in bonuses:
        inside = within(area, where)
        if (kind in ("influence", "influence+realign") and placement.targets(game, side, where=inside)) or \
                (kind == "realign" and realignment.targets(game, side, free=free, where=inside)):
            usable.append(area)
    if not usable:
        return None, 0
    options = ["anywhere", *usable]
    labels = {"anywhere": "anywhere (no bonus)"}
    labels.update({a: f"all in {AREA_NAMES.get(a, a)} (+{bonuses[a]} Op)" for a in usable})
    chosen = game.choose(side, "ops.area", options, f"{side_name(side)}: spend all {ops} Ops in one area for a bonus?",
                         labels=labels, card=number, ops=ops)
    if chosen == "anywhere":
        return None, 0
    return chosen, bonuses[chosen]


def within(area: str, where: Callable[[str], bool] | None) -> Callable[[str], bool]:
    """A country test: in `area` and allowed by `where`."""
    def test(country: str) -> bool:
        return in_area(country, area) and (where is None or where(country))

    return test


def realign_rolls(game: Game, side: str, ops: int, *, where: Callable[[str], bool] | None = None, free: bool = False,
                  excluded: frozenset[str] = frozenset(), **info) -> int:
    """Up to `ops` realignment rolls, each target named after the last roll (6.2.1); returns rolls made."""
    made = 0
    while made < ops:
        choices = realignment.targets(game, side, free=free, where=where, excluded=excluded)
        if not choices:
            break
        if made and not game.confirm(side, "realign.more", f"{side_name(side)}: another realignment roll "
                                     f"({ops - made} Op{'s' if ops - made != 1 else ''} left)?", **info):
            break
        target = game.choose(side, "realign.target", choices, f"{side_name(side)}: realign where?",
                             labels={c: country_name(c) for c in choices}, **info)
        realignment.realign(game, side, target)
        made += 1
    return made
