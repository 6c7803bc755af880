"""Which games exist, and how to get each one's vocabulary and chart library.

The registry is filled when it is imported: each game's vocabulary factory is imported here
by name, so looking a game up never imports anything and nothing typed on a command line can
name code to run. The CLI looks games up by the name of their folder under ``flowcharts/``.
A vocabulary without charts of its own (a test's, say) is registered with
`register_vocabulary`, by name, when the module that defines it is imported.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from botkit import Library, Problem, ValidationError, Vocabulary
from botkit.errors import did_you_mean
from botkit.library import read_texts
from flowcharts import game_folder

# the module, not its function: the game's vocabulary imports its Bots, which import this registry
from game.labyrinth import vocabulary as labyrinth

Factory = Callable[[], Vocabulary]



def _labyrinth() -> Vocabulary:
    return labyrinth.build_vocabulary()


# game name -> the function building that game's Vocabulary (each game has a folder under flowcharts/)
GAMES: dict[str, Factory] = {
    "labyrinth": _labyrinth,
}
# every vocabulary a command may be pointed at by name: the games', then any registered beside them
VOCABULARIES: dict[str, Factory] = dict(GAMES)


class UnknownVocabulary(KeyError):
    """A vocabulary name nobody registered (the message lists the registered ones)."""

    def __str__(self) -> str:
        return str(self.args[0])


def register_vocabulary(name: str, factory: Factory) -> None:
    """Make a vocabulary without a game folder (e.g. a test's) choosable by `name`; call it at import time."""
    if name in VOCABULARIES and VOCABULARIES[name] is not factory:
        raise ValueError(f"a vocabulary named {name!r} is registered already")
    VOCABULARIES[name] = factory


def vocabulary_named(name: str) -> Vocabulary:
    """The registered vocabulary `name` (a game's name, or one registered beside the games)."""
    if name in GAMES:
        return vocabulary_for(name)
    factory = VOCABULARIES.get(name)
    if factory is None:
        known = ", ".join(VOCABULARIES)
        raise UnknownVocabulary(f"no vocabulary {name!r}{did_you_mean(name, VOCABULARIES)} (vocabularies are "
                                f"named by their game: {known})")
    return factory()


@cache
def vocabulary_for(game: str) -> Vocabulary:
    if game not in GAMES:
        raise KeyError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    return GAMES[game]()


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
