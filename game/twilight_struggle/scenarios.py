"""Starting a game: a scenario, options, a seed and the deciders give a game ready for its first turn.

Scenarios: ``standard`` (3.1-3.4, with ``chinese_civil_war``, ``bid`` and the other options of
`options`) and ``late_war`` (002 lines 569-663: turn 8 to 10, the US needs 20 VP at the end).

`start_game` builds the state inside a `Game` (every shuffle uses the game's seeded RNG), shuffles
and deals the opening hands, asks the set-up placements, and leaves the game at the headline of
its first turn, still in the ``setup`` phase (`turn.play_turn` / `turn.run_game` go on from there).
"""

from __future__ import annotations

from typing import Any

from botkit.protocol import Decider

from . import setup
from .consequences import Consequences
from .game import Game
from .options import check
from .state import GameState

SCENARIOS = ("standard", "late_war")


class ScenarioError(ValueError):
    """No such scenario."""


def new_state(scenario: str, options: dict[str, Any]) -> GameState:
    if scenario == "standard":
        return setup.standard_state(options)
    if scenario == "late_war":
        return setup.late_war_state(options)
    raise ScenarioError(f"no scenario {scenario!r} (known: {', '.join(SCENARIOS)})")


def start_game(scenario: str = "standard", seed: int = 0, deciders: dict[str, Decider] | None = None,
               options: dict[str, Any] | None = None, *, dice: Any | None = None,
               check_invariants: bool = False, stacked_draws: list[int] | None = None) -> Game:
    """A new game of `scenario`, set up and dealt, ready for its first turn's headline."""
    if scenario not in SCENARIOS:
        raise ScenarioError(f"no scenario {scenario!r} (known: {', '.join(SCENARIOS)})")
    checked = check(options, scenario)
    state = new_state(scenario, checked)
    game = Game(state, consequences=Consequences(), seed=seed, deciders=deciders, dice=dice,
                check_invariants=check_invariants)
    game.stacked_draws = list(stacked_draws or [])
    state.phase = "setup"
    setup.deal_opening_hands(game)
    if scenario == "standard":
        setup.free_placement(game)
        setup.bid_placement(game)
    game.verify()
    return game
