"""The games botkit knows: each is one registered object, and the front ends know games only through it.

A game registers itself when its package is imported (``game/__init__.py`` imports every game's
registration, which calls `register`); the front ends (``cli/``, ``web/``) and the framework's own
session, Bot runtime and match runner look games up by name (`get`) and never import a game's
modules. What a game must provide is `GameDefinition`: its name and title, sides, options and their
checks, how to start and run a game, its charts (vocabulary and folder), its Bots, the hooks the
session and the Bot runtime call for what only the game knows (what a step of play is, how a change
is worded for the log and for a player at a real table, what a side may see), its views, its picture
and its invariants. A new game is one folder plus one registered object; nothing else changes.

A registration is light (`GameEntry`: a name, a title and the function that loads the definition):
the definition - and with it the whole engine - is loaded the first time the game is used, so a
command that does not touch a game does not pay for loading it. Nothing is ever loaded because a
command line or a file named it: only what the games' package registered, in code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the definition's base class, for type checkers only (it imports the session)
    from .definition import GameDefinition


class UnknownGame(KeyError):
    """A game name nobody registered; the message lists the registered games."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


@dataclass(frozen=True)
class GameEntry:
    """A registered game: its `name` (as typed: ``--game labyrinth``), its `title`, and the function that loads
    its `GameDefinition` (the game's engine with it)."""

    name: str
    title: str
    load: Callable[[], GameDefinition]


_ENTRIES: dict[str, GameEntry] = {}
_LOADED: dict[str, GameDefinition] = {}
DEFAULT = "labyrinth"  # the game a command plays when none is named


def register(name: str, title: str, load: Callable[[], GameDefinition]) -> None:
    """Register a game (called when the games' package is imported). A name may be registered once."""
    if name in _ENTRIES and _ENTRIES[name].load is not load:
        raise ValueError(f"the game {name!r} is registered twice")
    _ENTRIES[name] = GameEntry(name, title, load)


def names() -> list[str]:
    """The registered games, the default first."""
    return sorted(_ENTRIES, key=lambda n: (n != DEFAULT, n))


def entries() -> list[GameEntry]:
    return [_ENTRIES[n] for n in names()]


def known(name: str) -> bool:
    return name in _ENTRIES


def resolve(text: str) -> str:
    """A game's name from what a player typed: the name, its title, or a unique beginning of either;
    `UnknownGame` names the registered games."""
    wanted = " ".join(text.strip().lower().replace("-", "_").split())
    if wanted in _ENTRIES:
        return wanted
    found = [e.name for e in _ENTRIES.values()
             if wanted and (e.name.startswith(wanted) or e.title.lower().startswith(wanted.replace("_", " ")))]
    if len(found) == 1:
        return found[0]
    raise UnknownGame(f"no game {text!r} (games: {', '.join(names())})")


def get(name: str) -> GameDefinition:
    """The definition of the registered game `name` (loaded on first use); `UnknownGame` if none."""
    if name not in _ENTRIES:
        raise UnknownGame(f"no game {name!r} (games: {', '.join(names())})")
    loaded = _LOADED.get(name)
    if loaded is None:
        loaded = _ENTRIES[name].load()  # the game's engine, loaded the first time the game is used
        if loaded.name != name:
            raise ValueError(f"the game registered as {name!r} defines the game {loaded.name!r}")
        _LOADED[name] = loaded
    return loaded


def title(name: str) -> str:
    return _ENTRIES[name].title if name in _ENTRIES else name
