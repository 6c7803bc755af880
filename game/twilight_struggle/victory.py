"""Winning and losing: the automatic victories (10.3.1), nuclear war (8.1.3) and the end of the game.

`end_game` is the primitive that writes the result (the winner, or ``draw``, and why) and
raises `GameOver`, which the turn driver catches. The checks:

* 20 VP (10.3.1): a side at 20 or more wins at once - but only once every VP of the event or
  scoring card being resolved has been awarded (10.3.1 note; `Game.vp_hold`), and never
  during final scoring (10.3.2);
* nuclear war (8.1.3): DEFCON reaching 1 makes the phasing player lose (`consequences`);
* Europe control when Europe is scored (10.3.1, 10.3.2): `scoring`;
* the end of turn 10 (10.3.2): the side ahead on VP wins, 0 is a draw. The Late War scenario
  (002 lines 660-663) asks the US for 20 VP or more after final scoring or its own Wargames;
  otherwise the USSR wins (`final_result`).
"""

from __future__ import annotations

from .facts import facts
from .game import Game
from .state import US, USSR, side_name


class GameOver(Exception):
    """Raised when the game ends (a side wins, or a draw); the turn driver stops the game."""

    def __init__(self, winner: str, reason: str) -> None:
        super().__init__(f"{winner} - {reason}")
        self.winner = winner
        self.reason = reason


def end_game(game: Game, winner: str, reason: str) -> None:
    """The game ends now: `winner` is ``us``, ``ussr`` or ``draw``."""
    state = game.state
    if state.winner is not None:
        raise GameOver(state.winner, state.end_reason)
    state.winner = winner
    state.end_reason = reason
    state.phase = "over"
    game.report("game_over", winner=winner, reason=reason)
    raise GameOver(winner, reason)


def vp_winner(vp: int) -> str | None:
    """Who a VP total gives the automatic victory to (10.3.1), if anyone."""
    limit = facts().turns.automatic_victory
    if vp >= limit:
        return US
    if vp <= -limit:
        return USSR
    return None


def check_vp(game: Game) -> None:
    """The 20-VP automatic victory, unless the VP of an event or scoring card are still being
    awarded (`Game.vp_hold`) or the game is in final scoring (10.3.2)."""
    state = game.state
    if game.vp_hold or state.phase in ("final_scoring", "over") or state.winner is not None:
        return
    winner = vp_winner(state.vp)
    if winner is not None:
        end_game(game, winner, f"{side_name(winner)} reached {facts().turns.automatic_victory} VP")


def nuclear_war(game: Game, loser: str, why: str) -> None:
    """The phasing player set off nuclear war (8.1.3, Cuban Missile Crisis): it loses."""
    winner = USSR if loser == US else US
    end_game(game, winner, f"nuclear war: {why}; {side_name(loser)} loses")


def final_result(game: Game, why: str = "final scoring", *, us_needs_vp: int | None = None) -> None:
    """The game ends on the VP track (10.3.2), or - the Late War scenario - on whether the US has
    `us_needs_vp` VP."""
    state = game.state
    needed = us_needs_vp
    if needed is not None:
        winner = US if state.vp >= needed else USSR
        end_game(game, winner, f"{why}: VP {state.vp}, the US needed {needed}")
    elif state.vp > 0:
        end_game(game, US, f"{why}: US ahead by {state.vp} VP")
    elif state.vp < 0:
        end_game(game, USSR, f"{why}: USSR ahead by {-state.vp} VP")
    else:
        end_game(game, "draw", f"{why}: VP level")
