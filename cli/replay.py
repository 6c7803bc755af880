"""Replaying a saved game to recover a past Bot decision's trace (games replay exactly)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from botkit import Trace

from .session import Session, load_session


class _Found(Exception):
    def __init__(self, trace: Trace | None) -> None:
        super().__init__("found")
        self.trace = trace


class _OutOfAnswers(Exception):
    pass


def decision_trace(save: Path, number: int) -> Trace | None:
    """The trace of Bot decision `number` in a saved game (None if the game never got that far)."""
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
        elif serial > number:
            raise _Found(found.get("trace"))

    game.trace_watcher = watch
    from game.labyrinth.turn import run_game

    try:
        run_game(game)
    except _Found as stop:
        return stop.trace
    except _OutOfAnswers:
        pass
    return found.get("trace")
