"""Replaying a saved game to recover a past Bot decision: its trace and the board then (games replay exactly)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from botkit import Trace
from game.labyrinth.state import GameState

from .session import GameConfig, Session, load_session


@dataclass(frozen=True)
class Decision:
    """A Bot decision of a saved game: its trace, the state when it was taken, the game's set-up."""

    trace: Trace
    state: GameState
    config: GameConfig


class _Found(Exception):
    def __init__(self, trace: Trace | None) -> None:
        super().__init__("found")
        self.trace = trace


class _OutOfAnswers(Exception):
    pass


def decision_trace(save: Path, number: int) -> Trace | None:
    """The trace of Bot decision `number` in a saved game (None if the game never got that far)."""
    found = replay_decision(save, number)
    return found.trace if found else None


def replay_decision(save: Path, number: int) -> Decision | None:
    """Bot decision `number` of a saved game, replayed (None if the game never got that far)."""
    from .play import bot_factory

    config, answers = load_session(save)
    found: dict[str, Any] = {}

    def read(prompt: str) -> str:
        raise _OutOfAnswers()

    session = Session(config, save, read=read, say=lambda text: None, bot_factory=bot_factory, answers=answers)
    session.save = lambda: None  # type: ignore[method-assign]  # never write while replaying
    game = session.build()
    for bot in session.bots.values():
        bot.narrate = False

    def watch(trace: Trace) -> None:
        serial = trace.meta["serial"]
        if serial == number:
            found["trace"] = trace
            found["state"] = game.state.copy()
        elif serial > number:
            raise _Found(found.get("trace"))

    game.trace_watcher = watch
    from game.labyrinth.turn import run_game

    with contextlib.suppress(_Found, _OutOfAnswers):  # stopped at the decision, or where the answers end
        run_game(game)
    if "trace" not in found:
        return None
    return Decision(found["trace"], found["state"], config)
