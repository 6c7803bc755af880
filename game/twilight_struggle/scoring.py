"""Scoring a region (10.1): by its scoring card, and all of them at the end of turn 10 (10.3.2).

For each side: the VP of its level in the region (presence, domination or control, printed on
the region's scoring card), +1 for each battleground it controls there, +1 for each controlled
country there next to the enemy superpower (10.1.2). Only the difference moves the VP marker
(10.1.2, 10.2.3). Southeast Asia scores differently: 1 VP per controlled country, 2 for Thailand,
no levels and no bonuses; at the end of the game it is scored only as part of Asia (10.3.2).

Control of Europe wins the game when Europe is scored (10.3.1), at final scoring too (10.3.2).

Lasting events change a side's count through the ``scoring_change`` hooks (Formosan Resolution's
Taiwan as a battleground, Shuttle Diplomacy's battleground taken from the USSR) and hear that a
region was scored through ``scored``.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import hooks, tracks, victory
from .board import Standing, battlegrounds_in, controls, level, standing
from .facts import Scoring, facts
from .game import Game
from .state import SIDES, US, USSR, side_name

REGION_NAMES = {"europe": "Europe", "asia": "Asia", "middle_east": "Middle East", "africa": "Africa",
                "central_america": "Central America", "south_america": "South America",
                "southeast_asia": "Southeast Asia"}
FINAL_REGIONS = ("europe", "asia", "middle_east", "africa", "central_america", "south_america")


def scoring_of(region: str) -> Scoring:
    for card in facts().cards.values():
        if card.scoring is not None and card.scoring.region == region:
            return card.scoring
    raise KeyError(f"no scoring card for {region}")


@dataclass(frozen=True)
class RegionScore:
    region: str
    vp: dict[str, int]
    levels: dict[str, str | None]
    standings: dict[str, Standing]

    @property
    def net_us(self) -> int:
        return self.vp[US] - self.vp[USSR]


def assess(game: Game, region: str, *, final: bool = False) -> RegionScore:
    """What scoring `region` now would give each side (nothing changes)."""
    printed = scoring_of(region)
    state = game.state
    if printed.per_country is not None:
        vp = {side: sum(points for country, points in printed.per_country.items() if controls(state, side, country))
              for side in SIDES}
        return RegionScore(region, vp, dict.fromkeys(SIDES), {})
    changes = {side: hooks.collect("scoring_change", game, region, side, final) for side in SIDES}
    bonus = {side: [c for change in changes[side] if change for c in change.get("battleground_bonus", ())]
             for side in SIDES}
    lost = {side: sum(change.get("battlegrounds_lost", 0) for change in changes[side] if change) for side in SIDES}
    standings = {side: standing(state, side, region, battleground_bonus=bonus[side], battlegrounds_lost=lost[side])
                 for side in SIDES}
    total_bgs = battlegrounds_in(region, extra=bonus[US] + bonus[USSR])
    levels = {side: level(standings[side], standings[_other(side)], total_bgs) for side in SIDES}
    vp = {}
    for side in SIDES:
        mine = standings[side]
        earned = {"presence": printed.presence, "domination": printed.domination,
                  "control": printed.control}.get(levels[side] or "", 0)
        vp[side] = (earned if isinstance(earned, int) else 0) + mine.battlegrounds + mine.next_to_enemy
    return RegionScore(region, vp, levels, standings)


def _other(side: str) -> str:
    return USSR if side == US else US


def score_region(game: Game, region: str, *, final: bool = False) -> RegionScore:
    """Score `region`: Europe control wins at once; otherwise the net VP go to the side ahead."""
    result = assess(game, region, final=final)
    name = REGION_NAMES[region]
    game.report("score", region=name, us=result.vp[US], ussr=result.vp[USSR])
    if region == "europe":
        for side in SIDES:
            if result.levels[side] == "control":
                victory.end_game(game, side, f"{side_name(side)} controls Europe when Europe is scored")
    net = result.net_us
    if net > 0:
        tracks.gain_vp(game, US, net, f"{name} scoring")
    elif net < 0:
        tracks.gain_vp(game, USSR, -net, f"{name} scoring")
    hooks.run("scored", game, region, final)
    return result


def final_scoring(game: Game) -> None:
    """After turn 10 (10.3.2): every region as if its card were played (Southeast Asia only within
    Asia), then The China Card's VP to its holder (none when nobody claimed it, 12.2)."""
    for region in FINAL_REGIONS:
        score_region(game, region, final=True)
    holder = game.state.china_holder
    if holder is not None:
        tracks.gain_vp(game, holder, facts().turns.china_card_final_vp, "The China Card at final scoring")
