"""Building explicit game states and scripted games for rules tests."""

from __future__ import annotations

from typing import Any

from botkit.dice import ScriptedDice
from botkit.protocol import FirstOptionDecider, ScriptedDecider
from game.labyrinth.consequences import Consequences
from game.labyrinth.game import Game
from game.labyrinth.setup import blank_state
from game.labyrinth.state import GameState


def make_state(**tracks: Any) -> GameState:
    """A blank board with the given track values (prestige=, funding=, us_posture=, ...)."""
    state = blank_state("test")
    for key, value in tracks.items():
        setattr(state, key, value)
    return state


def setc(state: GameState, name: str, **fields: Any) -> GameState:
    """Set fields of one country (governance=2, alignment="ally", sleepers=2, ...)."""
    country = state.countries[name]
    for key, value in fields.items():
        if not hasattr(country, key):
            raise AttributeError(f"Country has no field {key!r}")
        setattr(country, key, value)
    return state


def muslim(state: GameState, name: str, governance: int = 3, alignment: str = "neutral", **fields: Any) -> GameState:
    """A tested Muslim country (Poor Neutral unless told otherwise)."""
    return setc(state, name, governance=governance, alignment=alignment, **fields)


def make_game(
    state: GameState | None = None,
    *,
    dice: list[int] | None = None,
    us: list[Any] | None = None,
    jihadist: list[Any] | None = None,
    seed: int = 1,
    bots: set[str] | None = None,
) -> Game:
    """A game whose dice and answers come from scripts (answers run out -> first legal option).

    With `dice` given, running out of scripted dice is an error: tests say every roll.
    """
    game = Game(
        state or make_state(),
        consequences=Consequences(),
        seed=seed,
        deciders={
            "us": ScriptedDecider(us or [], then=FirstOptionDecider()),
            "jihadist": ScriptedDecider(jihadist or [], then=FirstOptionDecider()),
        },
        check_invariants=True,
    )
    if dice is not None:
        game.dice = ScriptedDice(dice)
    if bots:
        game.bot_sides = set(bots)
    return game
