"""Replaying a saved game to recover a past Bot decision: its trace and the board then (games replay exactly)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from botkit import Trace
from botkit.session import GameConfig, Session, load_session


@dataclass(frozen=True)
class Decision:
    """A Bot decision of a saved game: its trace, the state when it was taken, the game's set-up, and why
    the save's player may not see into it ("" when they may: `Sight.decision`, as the game stands)."""

    trace: Trace
    state: Any
    config: GameConfig
    hidden: str = ""


class HiddenDecision(ValueError):
    """A decision the save's player may not see into (its words say why)."""


def decision_trace(save: Path, number: int) -> Trace | None:
    """The trace of Bot decision `number` in a saved game (None if the game never got that far);
    `HiddenDecision` if the save's player may not see into it."""
    found = replay_decision(save, number)
    if found is not None and found.hidden:
        raise HiddenDecision(f"decision {number} {found.hidden}")
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
        if trace.meta["serial"] == number:
            found["trace"] = trace
            found["state"] = session.game.state.copy()

    session.replay(watch)  # to where the answers end: what the player may see is what they know now
    if "trace" not in found:
        return None
    return Decision(found["trace"], found["state"], saved.config, session.sight.decision(found["trace"]))
