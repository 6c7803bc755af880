"""Board primitives for the tracks: DEFCON, victory points, military operations, the space race.

Each changes one marker, reports it and hands the change to the consequences (DEFCON 1 is
nuclear war, 8.1.3; 20 VP an automatic victory, 10.3.1 - `consequences` decides).

* DEFCON stays within 1-5: improving beyond 5 does nothing (8.1.2); "degrade" moves it down
  towards war, "improve" up towards peace (8.1.7).
* VP are counted US-positive: `gain_vp(game, "ussr", 2)` moves the marker two boxes towards
  the USSR (10.2.2).
* Military operations stay on their printed 0-5 track (8.2).
* The space race marker moves up box by box (6.4.1); the VP and abilities of a box are the
  space race rules' (`space_race`).
"""

from __future__ import annotations

from .facts import facts
from .game import Game
from .state import US


def set_defcon(game: Game, value: int, why: str = "") -> None:
    low, high = facts().turns.defcon_range
    state = game.state
    before = state.defcon
    after = max(low, min(high, value))
    if after == before:
        return
    state.defcon = after
    game.report("defcon", before=before, after=after, why=why)
    game.changed("defcon", before=before, after=after)


def degrade_defcon(game: Game, steps: int = 1, why: str = "") -> None:
    set_defcon(game, game.state.defcon - steps, why)


def improve_defcon(game: Game, steps: int = 1, why: str = "") -> None:
    set_defcon(game, game.state.defcon + steps, why)


def gain_vp(game: Game, side: str, amount: int, why: str = "") -> None:
    """`side` gains `amount` VP (a negative amount: it loses them)."""
    if amount == 0:
        return
    state = game.state
    before = state.vp
    state.vp = before + (amount if side == US else -amount)
    game.report("vp", side=side, amount=amount, total=state.vp, why=why)
    game.changed("vp", before=before, after=state.vp)


def add_military_ops(game: Game, side: str, amount: int, why: str = "") -> None:
    low, high = facts().turns.military_ops_track
    state = game.state
    before = state.military_ops[side]
    after = max(low, min(high, before + amount))
    if after != before:
        state.military_ops[side] = after
        game.report("military_ops", side=side, before=before, after=after, why=why)
        game.changed("military_ops", before=before, after=after)


def reset_military_ops(game: Game, side: str) -> None:
    state = game.state
    before = state.military_ops[side]
    if before:
        state.military_ops[side] = 0
        game.report("military_ops", side=side, before=before, after=0, why="end of turn")


def move_space_marker(game: Game, side: str, box: int) -> None:
    state = game.state
    box = min(box, len(facts().space_race.boxes))
    if box <= state.space[side]:
        return
    before = state.space[side]
    state.space[side] = box
    game.report("space", side=side, box=box, before=before)
    game.changed("space", before=before, after=box)


def count_space_attempt(game: Game, side: str) -> None:
    game.state.space_attempts[side] += 1


def reset_space_attempts(game: Game) -> None:
    for side in game.state.space_attempts:
        game.state.space_attempts[side] = 0
