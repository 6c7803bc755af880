"""The arithmetic of one country for a Bot: what control costs, what a coup or a realignment may do,
and what a country's control is worth to its region (side-effect free; the charts decide).

"Me" is the Bot's side, "the opponent" the other. The Chinese Civil War box (variant 12) counts as
a place of stability 3 (the influence that wins it) that nobody can coup or realign.
"""

from __future__ import annotations

from .. import coups, hooks, placement, realignment
from ..board import (
    CCW_BOX,
    closed_by_defcon,
    controller,
    influence,
    is_battleground,
    placement_prices,
    region_of,
    stability,
)
from ..facts import facts
from ..game import Game
from ..state import other_side
from . import regions

FACES = range(1, 7)


def stability_of(name: str) -> int:
    if name == CCW_BOX:
        return facts().setups.chinese_civil_war.influence_to_control
    return stability(name)


def markers_to_control(game: Game, side: str, name: str) -> int:
    """Influence markers `side` must add to control `name` (0 if it does)."""
    state = game.state
    if name == CCW_BOX:
        return max(0, stability_of(name) - influence(state, name, side))
    stab = stability_of(name)
    needed = max(stab, influence(state, name, other_side(side)) + stab)
    return max(0, needed - influence(state, name, side))


def ops_to_control(game: Game, side: str, name: str) -> int:
    """Ops placing those markers costs (2 a marker while the opponent still controls it, 6.1.2)."""
    markers = markers_to_control(game, side, name)
    if markers == 0 or name == CCW_BOX:
        return markers
    return sum(placement_prices(game.state, side, name, markers))


def markers_to_break(game: Game, side: str, name: str) -> int:
    """Influence markers `side` must add so that the opponent no longer controls `name` (0 if it does not)."""
    state = game.state
    opponent = other_side(side)
    if name == CCW_BOX or controller(state, name) != opponent:
        return 0
    return influence(state, name, opponent) - stability_of(name) + 1 - influence(state, name, side)


def ops_to_break(game: Game, side: str, name: str) -> int:
    markers = markers_to_break(game, side, name)
    return sum(placement_prices(game.state, side, name, markers)) if markers else 0


def markers_wanted(game: Game, side: str, name: str, margin: int) -> int:
    """Markers that bring `side` to control with `margin` more than control needs (0 if it has them)."""
    state = game.state
    if name == CCW_BOX:
        return markers_to_control(game, side, name)
    stab = stability_of(name)
    goal = max(stab, influence(state, name, other_side(side)) + stab) + margin
    return max(0, goal - influence(state, name, side))


# -- coups (6.3) -------------------------------------------------------------------------------------
def coup_result(game: Game, side: str, name: str, ops: int, die: int) -> tuple[int, int]:
    """Influence (mine, the opponent's) in `name` after a coup by `side` with `ops` Ops and this die."""
    state = game.state
    mine, theirs = influence(state, name, side), influence(state, name, other_side(side))
    net = die + ops + hooks.total("coup_change", game, side, name) - 2 * stability_of(name)
    if net <= 0:
        return mine, theirs
    removed = min(net, theirs)
    return mine + net - removed, theirs - removed


def owner_after(name: str, side: str, mine: int, theirs: int) -> str | None:
    stab = stability_of(name)
    if mine >= stab and mine - theirs >= stab:
        return side
    if theirs >= stab and theirs - mine >= stab:
        return other_side(side)
    return None


def coup_success_chance(game: Game, side: str, name: str, ops: int) -> float:
    """The chance a coup by `side` with `ops` Ops removes anything (6.3.2)."""
    return sum(1 for d in FACES if coup_result(game, side, name, ops, d) != _pair(game, side, name)) / 6


def _pair(game: Game, side: str, name: str) -> tuple[int, int]:
    state = game.state
    return influence(state, name, side), influence(state, name, other_side(side))


def coup_expected_shift(game: Game, side: str, name: str, ops: int) -> float:
    """The influence a coup by `side` with `ops` Ops moves on average (opponent's removed + mine added)."""
    before = _pair(game, side, name)
    total = 0
    for d in FACES:
        mine, theirs = coup_result(game, side, name, ops, d)
        total += (mine - before[0]) + (before[1] - theirs)
    return total / 6


def coup_expected_swing(game: Game, side: str, name: str, ops: int, board: regions.Regions) -> float:
    """How the score of the region moves for `side` on average after such a coup (control changes only)."""
    total = 0
    for d in FACES:
        mine, theirs = coup_result(game, side, name, ops, d)
        total += board.swing(side, name, owner_after(name, side, mine, theirs))
    return total / 6


def influence_swing(game: Game, side: str, ops: int, board: regions.Regions) -> float:
    """About how much the regions' scores now would move for `side` if it placed `ops` Ops of influence instead
    (what a coup or an event is weighed against): country after country, each taken whole (or freed from the
    opponent), the one moving its region's score most per Op given those taken before, while the Ops last. Each
    country is priced alone (its own 6.1.2 price), so the estimate errs on the side of too little."""
    offers = []  # (country, cost, owner it would have) for every country the Ops could take or free
    for name in placement.targets(game, side):
        for cost, owner in ((ops_to_control(game, side, name), side), (ops_to_break(game, side, name), None)):
            if 0 < cost <= ops:
                offers.append((name, cost, owner))
    taken: dict[str, str | None] = {}
    total, left = 0, ops
    while True:
        best = None
        for name, cost, owner in offers:
            if name in taken or cost > left:
                continue
            region = region_of(name)
            before = board.net(side, region, taken) if taken else board.net(side, region)
            gain = board.net(side, region, {**taken, name: owner}) - before
            if gain > 0 and (best is None or gain * best[1] > best[0] * cost):
                best = (gain, cost, name, owner)
        if best is None:
            return float(total)
        gain, cost, name, owner = best
        taken[name] = owner
        total, left = total + gain, left - cost


def coup_takes_control_chance(game: Game, side: str, name: str, ops: int) -> float:
    """The chance such a coup leaves `side` in control of `name`."""
    hits = 0
    for d in FACES:
        mine, theirs = coup_result(game, side, name, ops, d)
        hits += owner_after(name, side, mine, theirs) == side
    return hits / 6


def coup_threat(game: Game, side: str, name: str, ops: int) -> float:
    """The chance an opponent coup with `ops` Ops in `name` would end `side`'s control there (0 where the
    opponent may not coup now: no influence of mine, DEFCON, NATO...)."""
    opponent = other_side(side)
    if name == CCW_BOX or controller(game.state, name) != side or coups.ban(game, opponent, name) is not None:
        return 0.0
    lost = 0
    for d in FACES:
        theirs, mine = coup_result(game, opponent, name, ops, d)
        lost += owner_after(name, side, mine, theirs) != side
    return lost / 6


def coup_allowed(game: Game, side: str, name: str) -> bool:
    return name != CCW_BOX and coups.ban(game, side, name) is None


def coup_lowers_defcon(game: Game, side: str, name: str) -> bool:
    """Would a coup by `side` here lower DEFCON (a battleground, unless Nuclear Subs says not, 6.3.4)?"""
    return is_battleground(name) and hooks.all_true("coup_lowers_defcon", game, side, name)


def coup_ends_game(game: Game, side: str, name: str) -> str | None:
    """Would a coup by `side` here end the game at once, and in whose victory? A battleground coup at DEFCON
    2 is nuclear war, lost by the phasing player (8.1.3) - `side` itself, or its opponent when `side` acts
    on the opponent's card (an event's Ops); a coup by the side the Cuban Missile Crisis binds loses."""
    entry = game.state.effects.get(40)
    if entry is not None and entry.get("victim") == side:
        return other_side(side)
    if coup_lowers_defcon(game, side, name) and game.state.defcon <= 2:
        loser = game.state.phasing or side
        return other_side(loser)
    return None


def coup_ends_game_for(game: Game, side: str, name: str) -> bool:
    """Would a coup by `side` here end the game in its defeat?"""
    return coup_ends_game(game, side, name) == other_side(side)


# -- realignments (6.2) ------------------------------------------------------------------------------
def realign_edge(game: Game, side: str, name: str) -> int:
    """`side`'s realignment modifiers in `name` minus the opponent's (6.2.2)."""
    if name == CCW_BOX:
        return 0
    return realignment.modifier(game, side, name) - realignment.modifier(game, other_side(side), name)


def realign_allowed(game: Game, side: str, name: str) -> bool:
    return name != CCW_BOX and realignment.ban(game, side, name) is None


def closed_to_operations(game: Game, name: str) -> bool:
    return name != CCW_BOX and closed_by_defcon(game.state, name)
