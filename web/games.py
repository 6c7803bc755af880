"""The games folder as the server sees it: names, one lock per game, the live games in memory.

A request names a game, never a path: a name is checked against a strict pattern and the
save is always `<folder>/<name>.json`. Each game has its own lock, so two tabs (or two
people) on one game take turns, and games never wait for each other. The games being
played stay live in memory (`live.LiveGame`); the least recently used are put away when
there are too many (their saves hold everything: the next request replays them).
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from botkit import saves
from botkit.session import GameConfig, SaveSummary, Session, load_session, summarize, tidy

from .live import LiveGame

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,79}(\.[A-Za-z0-9_-]{1,40}){0,2}")
SUFFIX = ".json"
KEEP_LIVE = 12  # games kept running in memory


class UnknownGame(LookupError):
    """No saved game of that name (or the name is not a game's name at all)."""


def valid_name(name: str) -> bool:
    return bool(NAME.fullmatch(name)) and not name.endswith(SUFFIX)


@dataclass(frozen=True)
class Listed:
    """One saved game in the list: its name and its summary (or why it cannot be read)."""

    name: str
    summary: SaveSummary | None
    problem: str = ""


class Games:
    """The saves in `folder` and the games live in memory."""

    def __init__(self, folder: Path, keep_live: int = KEEP_LIVE) -> None:
        self.folder = folder
        self.keep_live = keep_live
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()
        self._live: OrderedDict[str, LiveGame] = OrderedDict()
        self._watched: dict[str, int] = {}  # Bot vs Bot games put away: how many cards were shown

    # -- names and files ---------------------------------------------------------------------
    def path(self, name: str) -> Path:
        """The save of game `name` (`UnknownGame` for a name that is not a game's name)."""
        if not valid_name(name):
            raise UnknownGame(name)
        return self.folder / f"{name}{SUFFIX}"

    def exists(self, name: str) -> bool:
        try:
            return self.path(name).is_file()
        except UnknownGame:
            return False

    def lock(self, name: str) -> threading.Lock:
        """The lock of game `name`: hold it for anything that reads or changes the game."""
        with self._guard:
            return self._locks.setdefault(name, threading.Lock())

    def listing(self) -> list[Listed]:
        """The saved games, the last played first."""
        if not self.folder.is_dir():
            return []
        tidy(self.folder)  # what writers killed mid-write left (never a live writer's file)
        found = []
        for path in self.folder.glob(f"*{SUFFIX}"):
            name = path.name[: -len(SUFFIX)]
            if not valid_name(name) or not path.is_file():
                continue
            try:
                found.append(Listed(name, summarize(path)))
            except (saves.SaveError, OSError) as exc:
                found.append(Listed(name, None, str(exc)))
        return sorted(found, key=lambda item: item.summary.modified if item.summary else datetime.min, reverse=True)

    def new_name(self, config: GameConfig) -> str:
        """A fresh name: `<scenario>-<seed>-<time>`, numbered if taken."""
        base = f"{config.scenario}-{config.seed}-{datetime.now():%Y%m%d-%H%M%S}"
        name, number = base, 2
        with self._guard:
            while (self.folder / f"{name}{SUFFIX}").exists() or name in self._locks:
                name, number = f"{base}-{number}", number + 1
            self._locks[name] = threading.Lock()
        return name

    # -- live games ------------------------------------------------------------------------------
    def create(self, config: GameConfig) -> str:
        """Start a new game from a checked set-up and save it; returns its name."""
        self.folder.mkdir(parents=True, exist_ok=True)
        name = self.new_name(config)
        with self.lock(name):
            live = LiveGame(Session(config, save_path=self.path(name)))
            live.start()
            live.session.save()
            self._remember(name, live)
        return name

    def live(self, name: str) -> LiveGame:
        """The game `name`, live (replayed from its save when it is not): call with its lock held.

        `UnknownGame` if there is no such save; `saves.SaveError` if the file is not a game."""
        with self._guard:
            live = self._live.get(name)
            if live is not None:
                self._live.move_to_end(name)
                return live
        path = self.path(name)
        if not path.is_file():
            raise UnknownGame(name)
        saved = load_session(path)
        live = LiveGame(Session.from_save(saved), cards_watched=self._watched.get(name, 0))
        live.start()
        self._remember(name, live)
        return live

    def forget(self, name: str) -> None:
        """Put a game away (call with its lock held): its next request replays it from the save."""
        with self._guard:
            live = self._live.pop(name, None)
        if live is not None:
            live.stop()
            if live.watching:
                self._watched[name] = live.cards_watched

    def _remember(self, name: str, live: LiveGame) -> None:
        with self._guard:
            self._live[name] = live
            self._live.move_to_end(name)
            extra = [n for n in self._live if n != name][: max(0, len(self._live) - self.keep_live)]
        for other in extra:
            lock = self.lock(other)
            if lock.acquire(blocking=False):  # a game in use now is put away later
                try:
                    self.forget(other)
                finally:
                    lock.release()

    def close(self) -> None:
        """Put every game away (the server stops)."""
        with self._guard:
            names = list(self._live)
        for name in names:
            with self.lock(name):
                self.forget(name)
