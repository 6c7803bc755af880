"""Which games exist, and how to get each one's vocabulary and chart library.

The CLI looks games up here by the name of their folder under ``flowcharts/``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from botkit import Library, Problem, ValidationError, Vocabulary
from botkit.library import read_texts
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


@cache
def shipped_texts(game: str) -> tuple[tuple[str, str], ...]:
    """The game's shipped chart files (name, text), read once per process."""
    problems: list[Problem] = []
    texts = read_texts([game_folder(game)], problems)
    if problems:
        raise ValidationError(problems)
    return tuple(texts)


_OVERLAID: dict[tuple[str, tuple[tuple[str, str], ...]], Library] = {}


def library_with(game: str, overlay: Mapping[str, str] | None = None) -> Library:
    """The game's charts with a player's folder over them (its files' name -> text; same id replaces,
    `adds_to` extends a tier set, the rest is added), checked once per process and content."""
    if not overlay:
        return library_for(game)
    key = (game, tuple(sorted(overlay.items())))
    library = _OVERLAID.get(key)
    if library is None:
        library = Library.from_texts(dict(shipped_texts(game)), vocabulary_for(game), dict(overlay))
        _OVERLAID[key] = library
    return library


def read_overlay(folder: Path) -> dict[str, str]:
    """A player's folder of charts, tables and tiers as name -> text (names as given, for file:line
    messages); an unreadable file or an empty folder is a `ValidationError`."""
    problems: list[Problem] = []
    if not folder.is_dir():
        raise ValidationError([Problem(str(folder), 0, "", "not a folder of chart, table and tier files")])
    texts = read_texts([folder], problems)
    if not texts and not problems:
        problems.append(Problem(str(folder), 0, "", "holds no .yaml or .yml file"))
    if problems:
        raise ValidationError(problems)
    return dict(texts)
