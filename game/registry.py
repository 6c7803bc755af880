"""Which games exist, and how to get each one's vocabulary and chart library.

The CLI looks games up here by the name of their folder under ``flowcharts/``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

from botkit import Library, Vocabulary
from flowcharts import game_folder

# game name -> "module:function" returning that game's Vocabulary
GAMES: dict[str, str] = {
    "labyrinth": "game.labyrinth.vocabulary:build_vocabulary",
}


def load_factory(spec: str) -> Callable[[], Vocabulary]:
    module_name, _, func = spec.partition(":")
    if not func:
        raise ValueError(f"{spec!r}: expected 'module:function'")
    module = importlib.import_module(module_name)
    factory = getattr(module, func, None)
    if not callable(factory):
        raise ValueError(f"{spec!r}: {func!r} is not a function of {module_name}")
    return factory


@cache
def vocabulary_for(game: str) -> Vocabulary:
    if game not in GAMES:
        raise KeyError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    return load_factory(GAMES[game])()


@cache
def library_for(game: str) -> Library:
    """The game's charts, loaded and checked once per process."""
    return Library.load(game_folder(game), vocabulary_for(game))
