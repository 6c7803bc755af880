"""What a region would score, now or if some countries changed hands: the Bots' arithmetic of 10.1.

`region_net` is what scoring a region now gives one side, net of the other's (10.1.1-10.1.2: the
level's VP, +1 per battleground, +1 per controlled country next to the enemy superpower; Southeast
Asia 1 per country and 2 for Thailand), with some countries' controllers changed (`override`: a
hypothesis, nothing on the board changes). The lasting events that change a count (Formosan
Resolution, Shuttle Diplomacy) are read as they stand now. Control of Europe wins the game when
Europe is scored; it counts here as `EUROPE_CONTROL` VP, the automatic victory's margin.
"""

from __future__ import annotations

from collections.abc import Mapping

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
from ..state import SIDES, US, other_side

EUROPE_CONTROL = 20  # control of Europe at its scoring wins (10.3.1): worth the whole VP track
ALL_REGIONS = ("europe", "asia", "middle_east", "africa", "central_america", "south_america")
NO_CHANGE: Mapping[str, str | None] = {}


def owners(game: Game) -> dict[str, str | None]:
    """Who controls each country now."""
    state = game.state
    return {c: controller(state, c) for c in facts().map.countries}


def region_net(game: Game, side: str, region: str, override: Mapping[str, str | None] = NO_CHANGE,
               now: Mapping[str, str | None] | None = None) -> int:
    """What scoring `region` gives `side` net of its opponent, with `override`'s controllers."""
    now = owners(game) if now is None else now
    printed = scoring_of(region)

    def owner(country: str) -> str | None:
        return override[country] if country in override else now[country]

    if printed.per_country is not None:
        vp = {s: sum(points for c, points in printed.per_country.items() if owner(c) == s) for s in SIDES}
        return vp[side] - vp[other_side(side)]
    names = countries_in(region)
    extra = {s: [c for change in hooks.collect("scoring_change", game, region, s, False) if change
                 for c in change.get("battleground_bonus", ())] for s in SIDES}
    lost = {s: sum(change.get("battlegrounds_lost", 0) for change in hooks.collect("scoring_change", game, region,
                                                                                   s, False) if change)
            for s in SIDES}
    standings = {}
    for s in SIDES:
        mine = [c for c in names if owner(c) == s]
        bgs = [c for c in mine if is_battleground(c) or c in extra[s]]
        taken = min(lost[s], len(bgs))
        enemy = SUPERPOWER_OF[other_side(s)]
        standings[s] = Standing(len(mine) - taken, len(bgs) - taken, len(mine) - len(bgs),
                                sum(1 for c in mine if enemy in neighbours(c)))
    total_bgs = sum(1 for c in names if is_battleground(c) or c in extra[US] or c in extra[other_side(US)])
    vp = {}
    for s in SIDES:
        reached = level(standings[s], standings[other_side(s)], total_bgs)
        earned = {"presence": printed.presence, "domination": printed.domination,
                  "control": printed.control}.get(reached or "", 0)
        if not isinstance(earned, int):
            earned = EUROPE_CONTROL
        vp[s] = earned + standings[s].battlegrounds + standings[s].next_to_enemy
    return vp[side] - vp[other_side(side)]


def all_regions_net(game: Game, side: str, now: Mapping[str, str | None] | None = None) -> int:
    """What scoring every region now would give `side`, net."""
    now = owners(game) if now is None else now
    return sum(region_net(game, side, r, now=now) for r in ALL_REGIONS)


def swing(game: Game, side: str, country: str, owner: str | None,
          now: Mapping[str, str | None] | None = None) -> int:
    """How the score of `country`'s region moves for `side` if `owner` (None: nobody) controlled it."""
    if country == CCW_BOX:
        return 0
    now = owners(game) if now is None else now
    if now[country] == owner:
        return 0
    region = region_of(country)
    return region_net(game, side, region, {country: owner}, now) - region_net(game, side, region, now=now)
