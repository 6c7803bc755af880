"""Replaying a saved game to recover a past Bot decision: its trace and the board then (games replay exactly)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from botkit import Trace
from game.labyrinth.session import GameConfig, Interrupt, Session, load_session
from game.labyrinth.state import GameState


@dataclass(frozen=True)
class Decision:
    """A Bot decision of a saved game: its trace, the state when it was taken, the game's set-up."""

    trace: Trace
    state: GameState
    config: GameConfig


class _Found(Interrupt):
    """Stops the replay once the decision is behind it."""


def decision_trace(save: Path, number: int) -> Trace | None:
    """The trace of Bot decision `number` in a saved game (None if the game never got that far)."""
    found = replay_decision(save, number)
    return found.trace if found else None


def replay_decision(save: Path, number: int) -> Decision | None:
    """Bot decision `number` of a saved game, replayed (None if the game never got that far).

    Raises `SaveError` for a file that is not a playable save and `ReplayFailure` for one that
    no longer replays; nothing is ever written.
    """
    saved = load_session(save)
    session = Session(saved.config, saved.answers)
    found: dict[str, Any] = {}

    def watch(trace: Trace) -> None:
        serial = trace.meta["serial"]
        if serial == number:
            found["trace"] = trace
            found["state"] = session.game.state.copy()
        elif serial > number:
            raise _Found()

    with contextlib.suppress(_Found):  # stopped at the decision, or where the answers end
        session.replay(watch)
    if "trace" not in found:
        return None
    return Decision(found["trace"], found["state"], saved.config)
