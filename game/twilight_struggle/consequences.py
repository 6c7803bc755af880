"""Everything a change to the board sets off, in the rulebook's order, ending with the VP check.

Every game is built with a `Consequences` handler. The board primitives (`influence`, `tracks`,
`deck`, `effects`) change one thing and report it with `Game.changed`; the game hands each report
here. A consequence that changes the board reports in turn and waits in the game's queue, so the
order holds however deep a cascade runs. For each change:

1. **DEFCON 1** (8.1.1, 8.1.3): nuclear war - the phasing player, who moved the marker there,
   loses at once. DEFCON falling to 2 is noted for the action round (NORAD reads it).
2. **The Chinese Civil War box** (12.2-12.3): once it holds 3 USSR influence the USSR takes The
   China Card face up, the event bans of 12.4 lift (they read the box) and the box is closed.

Once no change is left in the queue:

3. **20 VP** (10.3.1): a side at 20 VP wins - unless an event or scoring card is still awarding
   its VP (`Game.vp_hold`; the card-play services check again when it is done), or this is final
   scoring (10.3.2).

Nothing here runs while a scenario writes its state; set-up placements are in the ``setup``
phase, where a VP or DEFCON change cannot happen.
"""

from __future__ import annotations

from . import deck, influence, victory
from .facts import facts
from .game import Change, Game
from .state import USSR, side_name


class Consequences:
    """The rulebook's cascade for one game."""

    def apply(self, game: Game, change: Change) -> None:
        if change.kind == "defcon":
            defcon_changed(game, change.before, change.after)
        elif change.kind == "ccw":
            ccw_changed(game, change.after)

    def settle(self, game: Game) -> None:
        victory.check_vp(game)


def defcon_changed(game: Game, before: int, after: int) -> None:
    if after <= 1:
        loser = game.state.phasing
        victory.nuclear_war(game, loser, f"{side_name(loser)} moved DEFCON to 1")
    if after == 2 and before > 2:
        game.round_notes["defcon_fell_to_2"] = True


def ccw_changed(game: Game, after: int) -> None:
    if after >= facts().setups.chinese_civil_war.influence_to_control:
        influence.close_ccw_box(game)
        game.log("The USSR controls the Chinese Civil War box: it takes The China Card face up, and the "
                 "events barred until then may be played (12.3)")
        deck.pass_china(game, USSR, face_up=True, why="Chinese Civil War won (12.3)")
