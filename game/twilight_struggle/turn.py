"""The flow of play: turns of a headline phase, action rounds and the end of turn, to the end of the game.

This module only drives: `play_turn` runs one turn (4.5 A-I) and `run_game` plays turns until the
game ends (an automatic victory, nuclear war, a held scoring card, Wargames, or final scoring).
"""

from __future__ import annotations

from .action_rounds import action_rounds
from .end_of_turn import end_turn, start_turn
from .game import Game
from .headline import headline_phase
from .victory import GameOver


def play_turn(game: Game) -> None:
    """One turn: A-B (done by the set-up for a game's first turn), C headline, D action rounds, E-I."""
    start_turn(game, first=game.state.phase == "setup")
    headline_phase(game)
    action_rounds(game)
    end_turn(game)


def run_game(game: Game, max_turns: int | None = None) -> str | None:
    """Play turns until the game ends (or `max_turns` turns are played); returns the winner."""
    played = 0
    try:
        while game.state.winner is None:
            play_turn(game)
            played += 1
            if max_turns is not None and played >= max_turns:
                break
    except GameOver:
        pass
    game.verify()
    return game.state.winner
