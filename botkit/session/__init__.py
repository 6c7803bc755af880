"""The game session every front end shares, for every game: set-up, answers, replay, autosave,
undo/redo, recovery, narration and `why`.

`config` is the set-up and its checks, `recording` the player's answers grouped into the
steps a player sees, `store` the save file around them, `narration` what the player is told,
`session` the game itself. The front ends (``cli/``, ``web/``) add only presentation: prompts,
panels, and parsing what the player types. What only a game knows, the session asks its
definition (`botkit.definition.GameDefinition`).
"""

from ..definition import ConfigError
from .config import DICE, EVERY_SIDE, GameConfig, check, parse_rules, tier_names
from .narration import BRIEF, FULL, LEVELS, Line, Narrator, Why, explain, level_of
from .recording import Answer, ReplayMismatch, Step
from .session import Interrupt, LiveFailure, Moved, Point, ReplayFailure, Session, UndoError, undo_count
from .store import (
    REPORT_HINT,
    SESSION_VERSION,
    SaveConflict,
    SavedSession,
    SaveSummary,
    load_session,
    session_format,
    summarize,
    tidy,
    write_session,
)

__all__ = [
    "BRIEF", "DICE", "EVERY_SIDE", "FULL", "LEVELS", "REPORT_HINT", "SESSION_VERSION",
    "Answer", "ConfigError", "GameConfig", "Interrupt", "Line", "LiveFailure", "Moved", "Narrator", "Point", "ReplayFailure",
    "ReplayMismatch", "SaveConflict", "SaveSummary", "SavedSession", "Session", "Step", "UndoError", "Why",
    "check", "explain", "level_of", "load_session", "parse_rules", "session_format", "summarize", "tidy",
    "tier_names", "undo_count", "write_session",
]
