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


def _twilight_struggle() -> GameDefinition:
    from game.twilight_struggle.definition import TWILIGHT_STRUGGLE  # plug-in loading, as above

    return TWILIGHT_STRUGGLE


register("labyrinth", "Labyrinth: The Awakening", _labyrinth)
register("twilight_struggle", "Twilight Struggle", _twilight_struggle)
