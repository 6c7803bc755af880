"""The game session every front end shares: set-up, answers, replay, autosave, undo/redo, recovery.

`config` is the set-up and its checks, `recording` the player's answers grouped into the
steps a player sees, `store` the save file around them, `session` the game itself. The
terminal (`cli/`) and any other front end add only presentation: prompts, panels, and
parsing what the player types.
"""

from . import views
from .config import DEFAULT_TIERS, OPTIONAL_RULES, ConfigError, GameConfig, check, parse_rules
from .recording import Answer, ReplayMismatch, Step
from .session import Interrupt, LiveFailure, Moved, Point, ReplayFailure, Session, UndoError, undo_count
from .store import (
    REPORT_HINT,
    SESSION_FORMAT,
    SESSION_VERSION,
    OnDisk,
    SaveConflict,
    SavedSession,
    SaveSummary,
    load_session,
    summarize,
    tidy,
    write_session,
)

__all__ = [
    "DEFAULT_TIERS", "OPTIONAL_RULES", "REPORT_HINT", "SESSION_FORMAT", "SESSION_VERSION",
    "Answer", "ConfigError", "GameConfig", "Interrupt", "LiveFailure", "Moved", "ReplayFailure", "ReplayMismatch",
    "Point", "SaveSummary", "SavedSession", "Session", "Step", "UndoError",
    "check", "load_session", "parse_rules", "summarize", "undo_count", "views", "write_session",
    "OnDisk", "SaveConflict", "tidy",
]
