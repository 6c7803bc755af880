"""Labyrinth's saves: botkit's save format (`botkit.saves`) around Labyrinth's state.

The file format, its checks and its atomic writing are the framework's; what is Labyrinth's is
`CODEC`: the format name and version, the state as data (an older version's upgraded), and how a
game is rebuilt around a loaded state. The functions below are the framework's with the codec
given, for the game's own modules and tests.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

from botkit import saves as framework
from botkit.protocol import Decider
from botkit.saves import LoadedGame, SaveError

from .consequences import Consequences
from .game import Game
from .state import GameState, upgrade

FORMAT = "botkit-labyrinth-save"
VERSION = 2  # 2: the Events in Play box holds markers, the marked cards are discarded (1 is upgraded)

__all__ = ["CODEC", "FORMAT", "checksum", "VERSION", "LoadedGame", "SaveError", "from_document", "from_text", "load_game",
           "read_save_text", "restore_game", "save_game", "to_document"]


def _build(state: GameState, *, seed: int, rng: random.Random, deciders: dict[str, Decider] | None, dice: Any,
           check_invariants: bool) -> Game:
    return Game(state, consequences=Consequences(), seed=seed, rng=rng, deciders=deciders, dice=dice,
                check_invariants=check_invariants)


CODEC = framework.SaveCodec(FORMAT, VERSION, "Labyrinth", GameState.to_dict,
                            lambda data, version: GameState.from_dict(upgrade(data, version)), _build)
read_save_text = framework.read_save_text
checksum = framework.checksum  # a save's checksum (tests that edit a save by hand re-seal it)


def to_document(game: Game, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return framework.to_document(CODEC, game, meta)


def save_game(path: str | os.PathLike[str], game: Game, meta: dict[str, Any] | None = None) -> Path:
    return framework.save_game(CODEC, path, game, meta)


def load_game(path: str | os.PathLike[str]) -> LoadedGame:
    return framework.load_game(CODEC, path)


def from_text(text: str, source: str) -> LoadedGame:
    return framework.from_text(CODEC, text, source)


def from_document(document: Any, source: str = "save") -> LoadedGame:
    return framework.from_document(CODEC, document, source)


def restore_game(loaded: LoadedGame, *, deciders: dict[str, Decider] | None = None, dice: Any | None = None,
                 check_invariants: bool = False) -> Game:
    return framework.restore_game(CODEC, loaded, deciders=deciders, dice=dice, check_invariants=check_invariants)
