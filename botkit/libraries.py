"""Each registered game's vocabulary and chart library, and a player's own charts over them.

A game's vocabulary and its shipped charts come from its definition (`botkit.registry`); they are
built and checked once per process. A vocabulary without a game of its own (a test's) is
registered here by name (`register_vocabulary`), so a command may be pointed at it: nothing typed
on a command line can name code to run.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from . import registry
from .errors import Problem, ValidationError, did_you_mean
from .lazy import deferred
from .vocabulary import Vocabulary

if TYPE_CHECKING:  # for type checkers only: the module itself is loaded when a library is first built
    from .library import Library

# the chart language (networkx, the compiler) loads when the first library is built, not at start-up
chart_library = deferred("botkit.library")

Factory = Callable[[], Vocabulary]

# vocabularies a command may be pointed at by name beside the games' own (a test's, say)
VOCABULARIES: dict[str, Factory] = {}


class UnknownVocabulary(KeyError):
    """A vocabulary name nobody registered (the message lists the registered ones)."""

    def __str__(self) -> str:
        return str(self.args[0])


def register_vocabulary(name: str, factory: Factory) -> None:
    """Make a vocabulary without a game folder (e.g. a test's) choosable by `name`; call it at import time."""
    if registry.known(name) or (name in VOCABULARIES and VOCABULARIES[name] is not factory):
        raise ValueError(f"a vocabulary named {name!r} is registered already")
    VOCABULARIES[name] = factory


def vocabulary_names() -> list[str]:
    return [*registry.names(), *VOCABULARIES]


def vocabulary_named(name: str) -> Vocabulary:
    """The registered vocabulary `name` (a game's name, or one registered beside the games)."""
    if registry.known(name):
        return vocabulary_for(name)
    factory = VOCABULARIES.get(name)
    if factory is None:
        known = vocabulary_names()
        raise UnknownVocabulary(f"no vocabulary {name!r}{did_you_mean(name, known)} (vocabularies are named by "
                                f"their game: {', '.join(known)})")
    return factory()


@cache
def vocabulary_for(game: str) -> Vocabulary:
    """Game `game`'s vocabulary, built once per process."""
    return registry.get(game).vocabulary()


def chart_folder(game: str) -> Path:
    return registry.get(game).chart_folder


@cache
def library_for(game: str) -> Library:
    """The game's charts, loaded and checked once per process."""
    return chart_library.Library.load(chart_folder(game), vocabulary_for(game))


@cache
def shipped_texts(game: str) -> tuple[tuple[str, str], ...]:
    """The game's shipped chart files (name, text), read once per process."""
    problems: list[Problem] = []
    texts = chart_library.read_texts([chart_folder(game)], problems)
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
        library = chart_library.Library.from_texts(dict(shipped_texts(game)), vocabulary_for(game), dict(overlay))
        _OVERLAID[key] = library
    return library


def read_overlay(folder: Path) -> dict[str, str]:
    """A player's folder of charts, tables and tiers as name -> text (names as given, for file:line
    messages); an unreadable file or an empty folder is a `ValidationError`."""
    problems: list[Problem] = []
    if not folder.is_dir():
        raise ValidationError([Problem(str(folder), 0, "", "not a folder of chart, table and tier files")])
    texts = chart_library.read_texts([folder], problems)
    if not texts and not problems:
        problems.append(Problem(str(folder), 0, "", "holds no .yaml or .yml file"))
    if problems:
        raise ValidationError(problems)
    return dict(texts)
