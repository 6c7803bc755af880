"""Saving and loading a game as versioned JSON, so it continues exactly where it stopped - for any game.

A save file is one JSON object::

    {"format": "botkit-<game>-save", "version": N,
     "scenario": ..., "seed": ..., "state": <the game's state as data>, "rng": dice.rng_state(rng),
     "dice": {"kind": "random" | "scripted" | "asked", ...}, "meta": {...}, "log": [LogEntry...],
     "checksum": "sha256 of everything else"}

What is the game's own - its format name and version, its state as data and back (older
versions upgraded), how a game is rebuilt around a loaded state - is a `SaveCodec` the game
gives (`GameDefinition.saves`). ``meta`` is the caller's plain data (the session keeps the
set-up and the answers there). Files are written atomically: a temporary file in the same
folder, flushed to disk, then moved over the old save with ``os.replace``, so a crash never
leaves half a save; a save reached through a symlink is written to the link's target. Loading
only reads, and only a regular file of sane size and nesting: a damaged, truncated, foreign or
newer file raises `SaveError` with the reason and is left exactly as it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .dice import RandomDice, ScriptedDice, restore_rng, rng_state
from .engine import LogEntry
from .files import JSON_LIMIT, FileReadError, FileWriteError, parse_json, read_text, write_atomic

REQUIRED = ("scenario", "seed", "state", "rng", "dice", "meta", "log", "checksum")


class SaveError(Exception):
    """A save cannot be written or read (the message says which file and why)."""


@dataclass(frozen=True)
class SaveCodec:
    """What a game's saves hold of the game itself.

    `title` names the game in messages; `state_to_dict(state)` / `state_from_dict(data, version)` turn
    its state into plain data and back (a state saved by an older `version` is upgraded on the way);
    `build(state, seed, rng, deciders, dice, check_invariants)` makes a game around a loaded state."""

    format: str
    version: int
    title: str
    state_to_dict: Callable[[Any], dict[str, Any]]
    state_from_dict: Callable[[dict[str, Any], int], Any]
    build: Callable[..., Any]
    first_version: int = 1

    def names(self, document: Any) -> bool:
        return isinstance(document, dict) and document.get("format") == self.format


@dataclass(frozen=True)
class LoadedGame:
    """What a save holds. Unpacks as ``state, rng, meta, log``; ``seed`` and ``dice`` too."""

    state: Any
    rng: random.Random
    meta: dict[str, Any]
    log: list[LogEntry]
    seed: int = 0
    dice: dict[str, Any] = field(default_factory=lambda: {"kind": "random"})

    def __iter__(self) -> Iterator[Any]:
        return iter((self.state, self.rng, self.meta, self.log))


# -- writing -----------------------------------------------------------------------------


def checksum(document: dict[str, Any]) -> str:
    body = {k: v for k, v in document.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def to_document(codec: SaveCodec, game: Any, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save's JSON object for `game` (nothing is written)."""
    dice = game.dice.to_dict() if hasattr(game.dice, "to_dict") else {"kind": "custom"}
    document: dict[str, Any] = {
        "format": codec.format,
        "version": codec.version,
        "scenario": game.state.scenario,
        "seed": game.seed,
        "state": codec.state_to_dict(game.state),
        "rng": rng_state(game.rng),
        "dice": dice,
        "meta": dict(meta or {}),
        "log": [entry.to_dict() for entry in game.log_entries],
    }
    document["checksum"] = checksum(document)
    return document


def save_game(codec: SaveCodec, path: str | os.PathLike[str], game: Any, meta: dict[str, Any] | None = None) -> Path:
    """Write `game` to `path` atomically (through a symlink, to its target); returns the path.

    `meta` must be plain JSON data.
    """
    target = Path(path)
    try:
        text = json.dumps(to_document(codec, game, meta), indent=1, ensure_ascii=False) + "\n"
    except (TypeError, ValueError) as exc:
        raise SaveError(f"cannot save to {target}: the game holds data JSON cannot store ({exc})") from exc
    try:
        write_atomic(target, text)
    except FileWriteError as exc:
        raise SaveError(str(exc)) from None
    return target


# -- reading -----------------------------------------------------------------------------


def read_save_text(path: str | os.PathLike[str]) -> str:
    """A save file's text: a regular file, size-capped, UTF-8 (`SaveError` otherwise; nothing is changed)."""
    try:
        text = read_text(path, JSON_LIMIT)
    except FileReadError as exc:
        if exc.message.startswith("is not UTF-8"):
            raise SaveError(f"{path}:{exc.line}: not a botkit save (it {exc.message})") from None
        raise SaveError(f"cannot read {path}: it {exc.message}" if exc.message.startswith(("is ", "cannot"))
                        else f"cannot read {path}: {exc.message}") from None
    if not text.strip():
        raise SaveError(f"{path} is empty")
    return text


def read_document(text: str, source: str) -> Any:
    """A save's JSON object from its text (`SaveError`, with the line, when it is not JSON)."""
    try:
        return parse_json(text, source)
    except FileReadError as exc:
        where = f"{source}:{exc.line}:" if exc.line else f"{source}"
        raise SaveError(f"{where} is damaged or truncated ({exc.message})") from None


def format_of(document: Any) -> str:
    """The format a save's JSON object says it is in ("" when it says none)."""
    found = document.get("format") if isinstance(document, dict) else None
    return found if isinstance(found, str) else ""


def load_game(codec: SaveCodec, path: str | os.PathLike[str]) -> LoadedGame:
    """Read a save; raises `SaveError` (and changes nothing) if it is not a sound save of this version."""
    return from_text(codec, read_save_text(path), str(path))


def from_text(codec: SaveCodec, text: str, source: str) -> LoadedGame:
    """Decode a save's text (see `load_game`)."""
    return from_document(codec, read_document(text, source), source)


def from_document(codec: SaveCodec, document: Any, source: str = "save") -> LoadedGame:
    """Check and decode a save's JSON object (see `load_game`)."""
    if not codec.names(document):
        found = document.get("format") if isinstance(document, dict) else type(document).__name__
        raise SaveError(f"{source} is not a botkit {codec.title} save (format {found!r}, expected {codec.format!r})")
    version = document.get("version")
    if isinstance(version, bool) or version not in range(codec.first_version, codec.version + 1):
        raise SaveError(f"{source} is save format version {version!r}; this botkit reads versions "
                        f"{codec.first_version} to {codec.version}")
    missing = [key for key in REQUIRED if key not in document]
    if missing:
        raise SaveError(f"{source} is damaged: it lacks {', '.join(missing)}")
    if document["checksum"] != checksum(document):
        raise SaveError(f"{source} is damaged: its checksum does not match its contents")
    try:
        state = codec.state_from_dict(document["state"], version)
    except KeyError as exc:
        raise SaveError(f"{source} is damaged: its game state lacks {exc}") from None
    except (TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveError(f"{source} is damaged: its game state cannot be read ({exc})") from None
    try:
        rng = restore_rng(document["rng"])
    except (TypeError, ValueError, OverflowError) as exc:
        raise SaveError(f"{source} is damaged: its random generator cannot be restored ({exc})") from exc
    try:
        log = [LogEntry(**entry) for entry in document["log"]]
    except TypeError as exc:
        raise SaveError(f"{source} is damaged: its log cannot be read ({exc})") from exc
    meta = document["meta"]
    dice = document["dice"]
    if not isinstance(meta, dict) or not isinstance(dice, dict) or not isinstance(document["seed"], int):
        raise SaveError(f"{source} is damaged: meta, dice or seed has the wrong type")
    return LoadedGame(state=state, rng=rng, meta=meta, log=log, seed=document["seed"], dice=dice)


def restore_game(
    codec: SaveCodec,
    loaded: LoadedGame,
    *,
    deciders: dict[str, Any] | None = None,
    dice: Any | None = None,
    check_invariants: bool = False,
) -> Any:
    """A game that continues a loaded save: same state, RNG position, seed and log.

    Dice rolled with the game's RNG come back the same way; a scripted die list comes back
    with its unused rolls; table dice (``asked``) need `dice` from the caller.
    """
    if dice is None:
        kind = loaded.dice.get("kind")
        if kind == "random":
            dice = RandomDice(loaded.rng)
        elif kind == "scripted":
            dice = ScriptedDice(loaded.dice.get("remaining", []))
        else:
            raise SaveError(f"the saved game used {kind!r} dice: pass the dice to use")
    game = codec.build(loaded.state, seed=loaded.seed, rng=loaded.rng, deciders=deciders, dice=dice,
                       check_invariants=check_invariants)
    game.log_entries = list(loaded.log)
    return game
