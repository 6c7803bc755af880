"""What a region would score, now or if some countries changed hands: the Bots' arithmetic of 10.1.

`Regions` looks at a board once (who controls each country, what the lasting events change in the
counts) and answers what scoring a region gives one side net of the other (10.1.1-10.1.2: the
level's VP, +1 per battleground, +1 per controlled country next to the enemy superpower; Southeast
Asia 1 per country and 2 for Thailand), with some countries' controllers changed (`override`: a
hypothesis, nothing on the board changes). The lasting events that change a count (Formosan
Resolution, Shuttle Diplomacy) are read as they stand now. Control of Europe wins the game when
Europe is scored; it counts here as `EUROPE_CONTROL` VP, the automatic victory's margin.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from .. import hooks
from ..board import (
    CCW_BOX,
    SUPERPOWER_OF,
    Standing,
    controller,
    countries_in,
    is_battleground,
    level,
    neighbours,
    region_of,
)
from ..facts import facts
from ..game import Game
from ..scoring import scoring_of
from ..state import SIDES, US, USSR, other_side

EUROPE_CONTROL = 20  # control of Europe at its scoring wins (10.3.1): worth the whole VP track
ALL_REGIONS = ("europe", "asia", "middle_east", "africa", "central_america", "south_america")
NO_CHANGE: Mapping[str, str | None] = {}


@cache
def _layout(region: str) -> tuple[tuple[str, bool, bool, bool], ...]:
    """The region's countries: (id, battleground, next to the USA, next to the USSR)."""
    return tuple((c, is_battleground(c), SUPERPOWER_OF[US] in neighbours(c), SUPERPOWER_OF[USSR] in neighbours(c))
                 for c in countries_in(region))


class Regions:
    """A board's regions as scoring sees them (see the module); built once per question."""

    def __init__(self, game: Game) -> None:
        self.game = game
        state = game.state
        self.owners: dict[str, str | None] = {c: controller(state, c) for c in facts().map.countries}
        self._changes: dict[str, tuple[dict[str, frozenset[str]], dict[str, int]]] = {}
        self._net: dict[tuple[str, str], int] = {}

    def changes(self, region: str) -> tuple[dict[str, frozenset[str]], dict[str, int]]:
        """What lasting events change in `region`'s counts for each side: extra battlegrounds, battlegrounds lost."""
        found = self._changes.get(region)
        if found is None:
            extra, lost = {}, {}
            for s in SIDES:
                told = [c for c in hooks.collect("scoring_change", self.game, region, s, False) if c]
                extra[s] = frozenset(n for change in told for n in change.get("battleground_bonus", ()))
                lost[s] = sum(change.get("battlegrounds_lost", 0) for change in told)
            found = self._changes[region] = (extra, lost)
        return found

    def net(self, side: str, region: str, override: Mapping[str, str | None] = NO_CHANGE) -> int:
        """What scoring `region` gives `side` net of its opponent, with `override`'s controllers."""
        if not override:
            key = (side, region)
            if key not in self._net:
                self._net[key] = self._score(side, region, override)
            return self._net[key]
        return self._score(side, region, override)

    def _score(self, side: str, region: str, override: Mapping[str, str | None]) -> int:
        owners = self.owners
        printed = scoring_of(region)
        if printed.per_country is not None:
            vp = {s: 0 for s in SIDES}
            for c, points in printed.per_country.items():
                owner = override[c] if c in override else owners[c]
                if owner is not None:
                    vp[owner] += points
            return vp[side] - vp[other_side(side)]
        extra, lost = self.changes(region)
        count = {s: [0, 0, 0] for s in SIDES}  # countries, battlegrounds, next to the enemy superpower
        total_bgs = 0
        for name, battleground, by_usa, by_ussr in _layout(region):
            bg = battleground or name in extra[US] or name in extra[USSR]
            total_bgs += bg
            owner = override[name] if name in override else owners[name]
            if owner is None:
                continue
            tally = count[owner]
            tally[0] += 1
            tally[1] += battleground or name in extra[owner]
            tally[2] += by_ussr if owner == US else by_usa
        standings = {}
        for s in SIDES:
            countries, bgs, next_to = count[s]
            taken = min(lost[s], bgs)
            standings[s] = Standing(countries - taken, bgs - taken, countries - bgs, next_to)
        vp = {}
        for s in SIDES:
            reached = level(standings[s], standings[other_side(s)], total_bgs)
            earned = {"presence": printed.presence, "domination": printed.domination,
                      "control": printed.control}.get(reached or "", 0)
            if not isinstance(earned, int):
                earned = EUROPE_CONTROL
            vp[s] = earned + standings[s].battlegrounds + standings[s].next_to_enemy
        return vp[side] - vp[other_side(side)]

    def all_net(self, side: str) -> int:
        """What scoring every region now would give `side`, net."""
        return sum(self.net(side, r) for r in ALL_REGIONS)

    def swing(self, side: str, country: str, owner: str | None) -> int:
        """How the score of `country`'s region moves for `side` if `owner` (None: nobody) controlled it."""
        if country == CCW_BOX or self.owners[country] == owner:
            return 0
        region = region_of(country)
        return self.net(side, region, {country: owner}) - self.net(side, region)


def region_net(game: Game, side: str, region: str) -> int:
    """What scoring `region` now gives `side`, net (10.1)."""
    return Regions(game).net(side, region)


def all_regions_net(game: Game, side: str) -> int:
    """What scoring every region now would give `side`, net."""
    return Regions(game).all_net(side)
