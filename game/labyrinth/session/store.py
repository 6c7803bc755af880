"""A session in a file: the save format around the set-up and the answers, and the files beside it.

A session save is an ordinary game save (`saves`) whose ``meta.session`` holds::

    {"format": "botkit-labyrinth-session", "version": 2,
     "config": GameConfig (with the player's tier files inside),
     "answers": [[purpose, answer], ...],
     "redo": [{"step": "your play of #137 FMS ...", "answers": [...]}, ...]}

The state beside it is a snapshot for a quick look; resuming replays the answers. Version
1 (no stored tier files) is still read: its tier files are read from the disk once.

Besides the save, a session may write a *report* (what failed, with the traceback, to
attach to a bug report) and, when a save no longer replays, a *recovered* save: the
original file is never changed.
"""

from __future__ import annotations

import json
import traceback
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import botkit
from botkit.files import FileWriteError, write_atomic

from .. import saves
from ..game import Game
from .config import ConfigError, GameConfig, check
from .recording import Answer, as_json

SESSION_FORMAT = "botkit-labyrinth-session"
SESSION_VERSION = 2
READABLE_VERSIONS = (1, 2)
REPORT_HINT = ("Please report it to the botkit maintainers (an issue on the project's tracker), "
               "attaching the save file and the report.")


@dataclass
class SavedSession:
    """What a session save holds, with where each answer is in the file (for messages)."""

    path: Path
    config: GameConfig
    answers: list[Answer]
    redo: list[dict[str, Any]] = field(default_factory=list)
    answer_lines: list[int] = field(default_factory=list)

    def where(self, index: int) -> str:
        """`file:line` of answer `index` (the file alone if unknown)."""
        if 0 <= index < len(self.answer_lines):
            return f"{self.path}:{self.answer_lines[index]}"
        return str(self.path)


def session_meta(config: GameConfig, answers: list[Answer], redo: list[dict[str, Any]]) -> dict[str, Any]:
    return {"session": {"format": SESSION_FORMAT, "version": SESSION_VERSION, "config": config.to_dict(),
                        "answers": as_json(answers), "redo": as_json(redo)}}


def write_session(path: Path, game: Game, config: GameConfig, answers: list[Answer],
                  redo: list[dict[str, Any]] | None = None) -> Path:
    """Save atomically (through a symlink to its target); `SaveError` if it cannot be written."""
    return saves.save_game(path, game, session_meta(config, answers, redo or []))


def load_session(path: Path, *, check_config: bool = True) -> SavedSession:
    """Read a session save; a damaged, foreign or unplayable file raises `SaveError` and is left as it was."""
    text = saves.read_save_text(path)
    loaded = saves.from_text(text, str(path))
    session = loaded.meta.get("session")
    if not isinstance(session, dict) or session.get("format") != SESSION_FORMAT:
        raise saves.SaveError(f"{path}:{_line_of(text, 'meta')}: not a botkit play session "
                              "(it holds no answers to replay)")
    version = session.get("version")
    if version not in READABLE_VERSIONS or isinstance(version, bool):
        raise saves.SaveError(f"{path}:{_line_of(text, 'version', after='session')}: session version {version!r} "
                              f"is not supported (this botkit reads versions {', '.join(map(str, READABLE_VERSIONS))})")
    try:
        config = GameConfig.from_dict(session.get("config"))
    except (ConfigError, TypeError) as exc:
        raise saves.SaveError(f"{path}:{_line_of(text, 'config')}: the set-up is damaged: {exc}") from None
    if version == 1:
        _read_v1_tier_files(config, path)
    if check_config:
        try:
            check(config)
        except ConfigError as exc:
            raise saves.SaveError(f"{path}:{_line_of(text, 'config')}: this save cannot be played: {exc}") from None
    answers = session.get("answers")
    if not isinstance(answers, list) or not all(isinstance(a, list) and len(a) == 2 and isinstance(a[0], str)
                                                for a in answers):
        raise saves.SaveError(f"{path}:{_line_of(text, 'answers')}: the recorded answers are damaged "
                              "(each is a list [question, answer])")
    redo = session.get("redo") or []
    if not isinstance(redo, list) or not all(isinstance(r, dict) and isinstance(r.get("answers"), list)
                                             for r in redo):
        redo = []  # what could be redone is a convenience: a damaged list is dropped, never the game
    return SavedSession(path, config, answers, redo, answer_lines(text))


@dataclass(frozen=True)
class SaveSummary:
    """What a list of saved games shows of one: who plays what, how far it got, when it was last played."""

    path: Path
    scenario: str
    human: str | None
    tiers: dict[str, str]
    table: bool
    turn: int
    phase: str
    winner: str | None
    modified: datetime

    def describe(self) -> str:
        """'Awakening, you (US) vs the Muddled Jihadist Bot, turn 3'."""
        names = {"us": "US", "jihadist": "Jihadist"}
        if self.human is None:
            who = "Bot vs Bot"
        else:
            bot = "jihadist" if self.human == "us" else "us"
            tier = self.tiers.get(bot, "").replace("_", " ").title()
            who = f"you ({names[self.human]}) vs the {tier} {names[bot]} Bot"
        where = f"over: {names.get(self.winner or '', 'nobody')} won" if self.winner else f"turn {self.turn}"
        return f"{self.scenario}, {who}{', at a table' if self.table else ''}, {where}"


def summarize(path: Path) -> SaveSummary:
    """A session save's summary (`SaveError` for a file that is not one; nothing is changed)."""
    loaded = saves.from_text(saves.read_save_text(path), str(path))
    session = loaded.meta.get("session")
    if not isinstance(session, dict) or session.get("format") != SESSION_FORMAT:
        raise saves.SaveError(f"{path}: not a botkit play session")
    try:
        config = GameConfig.from_dict(session.get("config"))
    except (ConfigError, TypeError) as exc:
        raise saves.SaveError(f"{path}: the set-up is damaged: {exc}") from None
    state = loaded.state
    winner = state.winner if state.winner in ("us", "jihadist", "draw") else None
    return SaveSummary(path, config.scenario, config.human, dict(config.tiers), config.table, state.turn, state.phase,
                       winner, datetime.fromtimestamp(path.stat().st_mtime))


def _read_v1_tier_files(config: GameConfig, path: Path) -> None:
    """Version 1 named tier files by path: take them into the set-up (relative to the save, then here)."""
    for side, name in list(config.tier_files.items()):
        if name in config.files:
            continue
        candidates = [Path(name)] if Path(name).is_absolute() else [path.parent / name, Path(name)]
        for candidate in candidates:
            if candidate.is_file():
                try:
                    config.add_tier_file(side, candidate)
                except ConfigError as exc:
                    raise saves.SaveError(f"{path}: the tier file it was played with cannot be read: {exc}") from None
                config.tier_files[side] = str(candidate)
                break
        else:
            raise saves.SaveError(f"{path}: it was played with the tier file {name!r}, which is not there any more "
                                  "(saves of this version keep it inside)")


def _line_of(text: str, key: str, after: str | None = None) -> int:
    """The line of `"key":` in a save's text (after `"after":` if given); 1 if not found."""
    start = text.find(f'"{after}":') if after else 0
    found = text.find(f'"{key}":', max(start, 0))
    return text.count("\n", 0, found) + 1 if found >= 0 else 1


def answer_lines(text: str) -> list[int]:
    """The line of each recorded answer in a session save's text (walks the JSON array)."""
    anchor = text.find('"answers":', max(text.find('"session":'), 0))
    if anchor < 0:
        return []
    decoder = json.JSONDecoder()
    position = text.find("[", anchor)
    lines: list[int] = []
    if position < 0:
        return lines
    position += 1
    line = text.count("\n", 0, position) + 1
    last = position
    while True:
        while position < len(text) and text[position] in " \t\r\n,":
            position += 1
        if position >= len(text) or text[position] == "]":
            return lines
        line += text.count("\n", last, position)
        last = position
        lines.append(line)
        try:
            _, position = decoder.raw_decode(text, position)
        except (ValueError, RecursionError):
            return lines


# -- files beside a save ---------------------------------------------------------------------


def sibling(path: Path, label: str, suffix: str) -> Path:
    """A new file beside `path`: game.json -> game.<label>.<suffix>, numbered if it exists."""
    stem = path.name[: -len(path.suffix)] if path.suffix else path.name
    candidate = path.with_name(f"{stem}.{label}{suffix}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}.{label}-{number}{suffix}")
        number += 1
    return candidate


def write_report(save_path: Path, what: str, error: BaseException, config: GameConfig,
                 answers: list[Answer], failed_at: int | None) -> Path | None:
    """A plain-text report beside the save: what failed, the traceback and the game's set-up."""
    lines = [
        f"botkit {botkit.__version__} - {what}",
        f"when: {datetime.now().isoformat(timespec='seconds')}",
        f"save: {save_path}",
        f"answers recorded: {len(answers)}" + (f"; failing answer: #{failed_at + 1}" if failed_at is not None else ""),
    ]
    if failed_at is not None and 0 <= failed_at < len(answers):
        lines.append(f"failing answer: {json.dumps(as_json(answers[failed_at]))}")
    set_up = {k: v for k, v in config.to_dict().items() if k != "files"}
    lines += ["set-up: " + json.dumps(set_up), "", "".join(traceback.format_exception(error))]
    target = sibling(save_path, "report", ".txt")
    try:
        write_atomic(target, "\n".join(lines))
    except FileWriteError:
        return None
    return target
