"""The games built on botkit: one folder each, registered here by name.

Importing this package registers every game with botkit (`botkit.registry`); a game's engine is
loaded the first time it is used (its loader below: plug-in loading). A new game adds its folder,
a loader and one `register` line here.
"""

from botkit.definition import GameDefinition
from botkit.registry import register


def _labyrinth() -> GameDefinition:
    from game.labyrinth.definition import (
        LABYRINTH,  # plug-in loading: the engine, when the game is first used
    )

    return LABYRINTH


register("labyrinth", "Labyrinth: The Awakening", _labyrinth)
