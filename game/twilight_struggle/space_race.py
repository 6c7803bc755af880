"""The space race (6.4).

* A card is discarded to try for the next box: its Ops (modified, 7.4.2) must be at least the
  box's number, and a die at most the box's roll number moves the marker there (6.4.1). The
  card's event does not happen, whoever's it is (6.4.5).
* One card a turn; two for the side with Animal in Space (6.4.2, 6.4.4); none once at the last
  box (6.4.6).
* A box's VP go to the first side to reach it, the smaller number to the second (6.4.3); its
  ability belongs to the first until the other arrives (6.4.4, `board.ability_holder`).
* Events move the marker too (Captured Nazi Scientist, "One Small Step"): `advance`.
* Optional rule (002:1366, ``options["space_may_skip_roll"]``): the player may discard the card
  without rolling (``space.roll``).
"""

from __future__ import annotations

from . import tracks
from .board import space_attempts_allowed, space_box
from .facts import facts
from .game import Game
from .state import other_side, side_name


def last_box() -> int:
    return len(facts().space_race.boxes)


def why_not(game: Game, side: str, ops: int) -> str | None:
    """Why `side` may not try the space race with a card worth `ops` now, or None."""
    state = game.state
    box = state.space[side] + 1
    if box > last_box():
        return "the space race is over for this side (6.4.6)"
    if state.space_attempts[side] >= space_attempts_allowed(state, side):
        return "no space race attempt left this turn (6.4.2)"
    if ops < space_box(box).ops:
        return f"{space_box(box).name} needs a card of {space_box(box).ops} Ops or more (6.4.1)"
    return None


def attempt(game: Game, side: str, ops: int) -> bool:
    """Try for the next box (the card is discarded by the caller); True if the marker moved."""
    state = game.state
    tracks.count_space_attempt(game, side)
    box = space_box(state.space[side] + 1)
    if state.options.get("space_may_skip_roll") and not game.confirm(
            side, "space.roll", f"{side_name(side)}: roll for {box.name}?", box=box.box):
        game.log(f"{side_name(side)} discards the card to the space race without rolling")
        return False
    die = game.roll(f"space race: {box.name}")
    if die <= box.roll:
        game.log(f"Space race roll {die} (1-{box.roll} needed): {side_name(side)} reaches {box.name}")
        advance(game, side, 1)
        return True
    game.log(f"Space race roll {die} (1-{box.roll} needed): no progress")
    return False


def advance(game: Game, side: str, boxes: int = 1, why: str = "") -> None:
    """Move `side`'s marker `boxes` boxes on; VP only for the box it lands on (6.4.3)."""
    state = game.state
    target = min(state.space[side] + boxes, last_box())
    if target <= state.space[side]:
        return
    box = space_box(target)
    first = state.space[other_side(side)] < target
    tracks.move_space_marker(game, side, target)
    vp = box.vp_first if first else box.vp_second
    if vp:
        tracks.gain_vp(game, side, vp, why or f"space race: {box.name}")
