"""A session in a file: the save format around the set-up and the answers, and the files beside it.

A session save is an ordinary game save (`botkit.saves`, in its game's format) whose
``meta.session`` holds::

    {"format": "botkit-<game>-session", "version": 4,
     "config": GameConfig (with the player's tier files inside),
     "answers": [[purpose, answer], ...],
     "redo": [{"step": "your play of #137 FMS ...", "answers": [...]}, ...],
     "generation": 12, "journal": "<id>"}

The answers given since the file was last written in full are in its journal beside it
(``NAME.journal``, `botkit.session.journal`): every reader here (`read_loaded`) adds them. The state
beside the answers is a snapshot for a quick look, as of the last full write; resuming replays the
answers. Which game a save is, its save format says (``botkit-<game>-save``). Older versions are
still read: version 3 (no journal), version 2
(a Labyrinth set-up with no game named and its ``overtime`` at the top) as Labyrinth's, version 1
(no stored tier files) with its tier files read from the disk once.

Besides the save, a session may write a *report* (what failed, with the traceback, to
attach to a bug report) and, when a save no longer replays, a *recovered* save: the
original file is never changed.

**Two writers on one file.** A browser tab and `play --resume` on the same save, two
terminals, or a backup copied over a save while its game runs: the last writer used to win,
silently. Now the session holds what it last read or wrote (`OnDisk`: the file's identity
and the save's ``generation``, a number each write increases, with the answers) and every
write (`save_checked`, under the file's lock, `botkit.files.locked`) first checks the file is
still that. If another writer changed it, nothing is written over it: the writer's own game,
when it holds answers the file lacks, goes to a new file beside it (``game.conflict.json``),
and `SaveConflict` says which files, what happened and how to go on. When the file on disk is
the same game gone further (the other writer answered on from where this one read it), the
front end may simply reload it (`SaveConflict.reloadable`, `Session.changed_on_disk`).
"""

from __future__ import annotations

import json
import os
import traceback
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__, registry, saves
from ..definition import ConfigError, GameDefinition
from ..files import FileWriteError, locked, real_target, remove_stale_temporaries, write_atomic
from . import journal
from .config import EVERY_SIDE, GameConfig, check
from .recording import Answer, as_json

# 3: the set-up names its game and keeps the game's own options apart; 4: answers since the last full
# write are in the journal (a botkit that reads only 3 would silently lose them, so it refuses the file)
SESSION_VERSION = 4
READABLE_VERSIONS = (1, 2, 3, 4)
REPORT_HINT = ("Please report it to the botkit maintainers (an issue on the project's tracker), "
               "attaching the save file and the report.")


# device, inode, size, modification time (ns) of the save, then its journal's inode, size and time: its identity now
Signature = tuple[int, ...]


def signature(path: Path) -> Signature | None:
    """The identity of the save at `path` now, its journal's included (None: no file). An atomic write
    makes a new file and an append grows the journal, so every write - ours or another's - changes it."""
    try:
        info = os.stat(real_target(path))
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, *journal.journal_signature(path))


@dataclass(frozen=True)
class OnDisk:
    """What a session last read from or wrote to its save: to tell, before writing, whether another
    writer changed the file since."""

    path: Path
    signature: Signature | None  # None: there was no file
    generation: int = 0
    answers: tuple[str, ...] = ()  # the answers as JSON text, one each (cheap to compare)
    redo: str = "[]"
    config: str = ""
    journal: str = ""  # the snapshot's journal id ("": write a snapshot next, append nothing)
    journaled: int = 0  # answers in the journal since the snapshot


def _texts(answers: list[Answer]) -> tuple[str, ...]:
    return tuple(json.dumps(a, sort_keys=True, default=list) for a in answers)


def _same_game(config: dict[str, Any]) -> str:
    """A set-up as text, for 'is this the same game?' (playing on after a victory is the same game)."""
    return json.dumps({k: v for k, v in config.items() if k != "play_on"}, sort_keys=True, default=list)


@dataclass
class SavedSession:
    """What a session save holds, with where each answer is in the file (for messages)."""

    path: Path
    config: GameConfig
    answers: list[Answer]
    redo: list[dict[str, Any]] = field(default_factory=list)
    answer_lines: list[int] = field(default_factory=list)
    on_disk: OnDisk | None = None  # the file as it was read (to notice another writer later)

    def where(self, index: int) -> str:
        """`file:line` of answer `index` (the file alone if unknown)."""
        if 0 <= index < len(self.answer_lines):
            return f"{self.path}:{self.answer_lines[index]}"
        return str(self.path)


def session_format(game: str) -> str:
    """The format name of a game's session saves (``meta.session.format``)."""
    return f"botkit-{game}-session"


def session_meta(config: GameConfig, answers: list[Answer], redo: list[dict[str, Any]],
                 generation: int = 1, journal_id: str = "") -> dict[str, Any]:
    session = {"format": session_format(config.game), "version": SESSION_VERSION, "config": config.to_dict(),
               "answers": as_json(answers), "redo": as_json(redo), "generation": generation}
    if journal_id:
        session["journal"] = journal_id
    return {"session": session}


def write_session(path: Path, game: Any, config: GameConfig, answers: list[Answer],
                  redo: list[dict[str, Any]] | None = None, generation: int = 1, journal_id: str = "") -> Path:
    """Save in full, atomically (through a symlink to its target), whatever the file holds; `SaveError` if it
    cannot be written. A game being played saves with `save_checked`, which never writes over
    another writer's save. A journal beside the file is left as it is: its lines name another id
    (or the file names none), so they no longer count."""
    meta = session_meta(config, answers, redo or [], generation, journal_id)
    return saves.save_game(config.definition.saves, path, game, meta)


def definition_of(document: Any, source: str) -> GameDefinition:
    """The registered game a save's JSON object is a save of (its format says: ``botkit-<game>-save``);
    `SaveError` for a file of no registered game."""
    found = saves.format_of(document)
    if not registry.names():
        raise saves.SaveError(f"{source}: no game is registered with botkit (a program using botkit imports the "
                              "games' package, `import game`, before it reads a save)")
    for name in registry.names():
        if found == f"botkit-{name}-save":
            return registry.get(name)
    known = ", ".join(f"botkit-{name}-save" for name in registry.names())
    raise saves.SaveError(f"{source} is not a botkit save (format {found or type(document).__name__!r}; "
                          f"botkit reads {known})")


def definition_at(path: Path) -> GameDefinition | None:
    """The game a save file is of (None when it is no readable save: the caller reads it otherwise)."""
    try:
        return definition_of(saves.read_document(saves.read_save_text(path), str(path)), str(path))
    except saves.SaveError:
        return None


def read_loaded(path: Path) -> tuple[str, saves.LoadedGame, GameDefinition]:
    """A save's text, what it holds (with the answers of its journal) and its game (`SaveError` for a file
    that is not a sound save)."""
    text, loaded, definition, _ = _read_journaled(path)
    return text, loaded, definition


def _read_journaled(path: Path) -> tuple[str, saves.LoadedGame, GameDefinition, journal.Journal]:
    """`read_loaded`, and what the journal added (its answers are in the session record already)."""
    text = saves.read_save_text(path)
    document = saves.read_document(text, str(path))
    definition = definition_of(document, str(path))
    loaded = saves.from_document(definition.saves, document, str(path))
    session = session_of(loaded, definition)
    if session is None or not isinstance(session.get("answers"), list):
        return text, loaded, definition, journal.Journal()
    journal_id = session.get("journal")
    added = journal.read(path, journal_id if isinstance(journal_id, str) else "", len(session["answers"]))
    if added.lines:
        session["answers"] = [*session["answers"], *added.answers]
        session["generation"] = added.generation
    return text, loaded, definition, added


def session_of(loaded: saves.LoadedGame, definition: GameDefinition) -> dict[str, Any] | None:
    """The save's session record, if it holds one of its game's."""
    session = loaded.meta.get("session")
    if isinstance(session, dict) and session.get("format") == session_format(definition.name):
        return session
    return None


class SaveConflict(saves.SaveError):
    """The save changed on disk since this game read or wrote it (another window, another terminal,
    a backup copied over it): it was not written over.

    `kept`: the file this game's answers went to instead (None when the save on disk holds them
    all already); `reloadable`: the save on disk is this game gone further - reloading it loses
    nothing."""

    def __init__(self, path: Path, what: str, kept: Path | None, reloadable: bool) -> None:
        self.path = path
        self.what = what
        self.kept = kept
        self.reloadable = reloadable
        kept_words = (f"this game's answers are kept in {kept}" if kept is not None
                      else "it holds every answer of this game")
        super().__init__(f"{path} {what}, so it was not written over; {kept_words}")


@dataclass(frozen=True)
class _Found:
    """A save on disk as the conflict check sees it."""

    readable: bool
    generation: int = 0
    answers: tuple[str, ...] = ()
    redo: str = "[]"
    config: str = ""


def _read_found(path: Path) -> _Found:
    try:
        _, loaded, definition = read_loaded(path)
    except saves.SaveError:
        return _Found(False)
    session = session_of(loaded, definition)
    if session is None:
        return _Found(False)
    answers = session.get("answers")
    generation = session.get("generation", 0)
    if not isinstance(answers, list) or not isinstance(generation, int) or isinstance(generation, bool):
        return _Found(False)
    return _Found(True, generation, _texts(answers), json.dumps(as_json(session.get("redo") or []), sort_keys=True),
                  _same_game_saved(session.get("config"), definition))


def changed_since(path: Path, seen: OnDisk | None) -> tuple[str, _Found | None]:
    """What happened to the save since `seen` ("" if nothing another writer did), and what it holds now."""
    now = signature(path)
    if seen is not None and seen.path == path and now == seen.signature:
        return "", None  # the very file this session read or wrote
    if now is None:
        if seen is None or seen.path != path or seen.signature is None:
            return "", None  # a new game's first save
        return "was deleted or moved away since this game read it", None
    found = _read_found(path)
    if seen is None or seen.path != path:
        return "holds a saved game already", found  # this session never read it: decided by the caller
    if seen.signature is None:
        return "was created by another game since this one started", found
    if not found.readable:
        return "was replaced by a file that is not a save of this game", found
    if (found.generation, found.answers, found.redo, found.config) == (seen.generation, seen.answers, seen.redo,
                                                                         seen.config):
        return "", found  # touched or copied back as it was: the same save
    if found.config != seen.config:
        return "now holds another game (it was replaced)", found
    if found.answers[: len(seen.answers)] == seen.answers and len(found.answers) > len(seen.answers):
        return "was played on elsewhere (another window or terminal) since this game read it", found
    return "was changed since this game read it (another window or terminal, or a backup copied over it)", found


def save_checked(path: Path, game: Any, config: GameConfig, answers: list[Answer], redo: list[dict[str, Any]],
                 seen: OnDisk | None, *, whole: bool = False) -> OnDisk:
    """Save the session unless another writer changed the file since `seen` (see the module); returns what
    is now on disk. `whole`: write a full snapshot (no journal line), as when a program leaves the game, so
    the save is one self-contained file. `SaveConflict` (the file left as it is, this game's answers kept
    beside it) or `SaveError`."""
    ours, config_text = _texts(answers), _same_game(config.to_dict())
    redo_text = json.dumps(as_json(redo), sort_keys=True)
    try:
        with locked(path):
            what, found = changed_since(path, seen)
            generation = seen.generation if seen is not None and seen.path == path else 0
            if what and seen is None and found is not None and found.readable and found.config == config_text \
                    and ours[: len(found.answers)] == found.answers:
                what, generation = "", found.generation  # the game this session continues: nothing of it is lost
            if what:
                raise _conflict(path, what, found, game, config, answers, redo, ours, seen)
            if whole and seen is not None and seen.path == path and not seen.journaled and ours == seen.answers \
                    and redo_text == seen.redo and config_text == seen.config:
                return seen  # the snapshot on disk is this game already
            if not whole and _appendable(path, seen, ours, redo_text, config_text):
                assert seen is not None
                given = len(seen.answers)
                journal.append(path, seen.journal, given, as_json(answers[given:]), generation + 1)
                return OnDisk(path, signature(path), generation + 1, ours, redo_text, config_text, seen.journal,
                              seen.journaled + len(ours) - given)
            remove_stale_temporaries(real_target(path).parent)
            journal_id = journal.new_id()
            write_session(path, game, config, answers, redo, generation + 1, journal_id)
            journal.remove(path)  # its lines name the old id: nothing in it counts any more
            return OnDisk(path, signature(path), generation + 1, ours, redo_text, config_text, journal_id)
    except FileWriteError as exc:
        raise saves.SaveError(str(exc)) from None


def _appendable(path: Path, seen: OnDisk | None, ours: tuple[str, ...], redo_text: str, config_text: str) -> bool:
    """Can this save be a line of the journal? Only when the answers grew (nothing undone, the redo list and
    the set-up as they were) since this session's own last write or read of a sound journal, and the
    journal has not had its share of answers since the last full write."""
    if seen is None or seen.path != path or not seen.journal or seen.signature is None:
        return False
    given = len(seen.answers)
    return (len(ours) > given and ours[:given] == seen.answers and redo_text == seen.redo
            and config_text == seen.config and seen.journaled + len(ours) - given <= journal.SNAPSHOT_EVERY)


def _conflict(path: Path, what: str, found: _Found | None, game: Any, config: GameConfig, answers: list[Answer],
              redo: list[dict[str, Any]], ours: tuple[str, ...], seen: OnDisk | None) -> SaveConflict:
    """The refusal, after keeping this game's answers beside the save when the file lacks some of them."""
    same = found is not None and found.readable and found.config == _same_game(config.to_dict())
    holds_ours = same and found is not None and found.answers[: len(ours)] == ours
    reloadable = same and found is not None and seen is not None and found.answers[: len(seen.answers)] == seen.answers
    kept = None
    if not holds_ours:
        kept = sibling(path, "conflict", path.suffix or ".json")
        write_session(kept, game, config, answers, redo)  # a new file: no other writer knows its name yet
    return SaveConflict(path, what, kept, reloadable)


def tidy(folder: Path) -> list[Path]:
    """Remove what writers killed mid-write left in a folder of saves (see `botkit.files`)."""
    return remove_stale_temporaries(folder)


def load_session(path: Path, *, check_config: bool = True) -> SavedSession:
    """Read a session save; a damaged, foreign or unplayable file raises `SaveError` and is left as it was."""
    tidy(real_target(path).parent)
    seen = signature(path)  # before reading: a write after this is noticed at the next save
    text, loaded, definition, added = _read_journaled(path)
    session = session_of(loaded, definition)
    if session is None:
        raise saves.SaveError(f"{path}:{_line_of(text, 'meta')}: not a botkit play session "
                              "(it holds no answers to replay)")
    version = session.get("version")
    if version not in READABLE_VERSIONS or isinstance(version, bool):
        raise saves.SaveError(f"{path}:{_line_of(text, 'version', after='session')}: session version {version!r} "
                              f"is not supported (this botkit reads versions {', '.join(map(str, READABLE_VERSIONS))})")
    try:
        config = GameConfig.from_dict(set_up(session.get("config"), definition))
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
    raw_redo = json.dumps(as_json(redo), sort_keys=True)
    if not isinstance(redo, list) or not all(isinstance(r, dict) and isinstance(r.get("answers"), list)
                                             for r in redo):
        redo = []  # what could be redone is a convenience: a damaged list is dropped, never the game
    generation = session.get("generation", 0)
    if not isinstance(generation, int) or isinstance(generation, bool):
        generation = 0  # a damaged number only makes the next write compare the answers themselves
    journal_id = session.get("journal")
    # a journal with a torn or foreign line is not appended to: the next save is written in full
    appendable = journal_id if isinstance(journal_id, str) and added.sound else ""
    on_disk = OnDisk(path, seen, generation, _texts(answers), raw_redo,
                     _same_game_saved(session.get("config"), definition), appendable, len(added.answers))
    return SavedSession(path, config, answers, redo, answer_lines(text), on_disk)


def _same_game_saved(data: Any, definition: GameDefinition) -> str:
    """`_same_game` of a saved set-up as this version reads it (a set-up of an older version compares equal
    to the same set-up written now); "" for a damaged one."""
    try:
        return _same_game(GameConfig.from_dict(set_up(data, definition)).to_dict())
    except (ConfigError, TypeError):
        return ""


def set_up(data: Any, definition: GameDefinition) -> Any:
    """A saved set-up as this version reads it: one of a version before 3 names no game (it is its save's)."""
    if isinstance(data, dict) and "game" not in data:
        return {**data, "game": definition.name}
    return data


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
    game: str = registry.DEFAULT

    def describe(self) -> str:
        """'Awakening, you (US) vs the Muddled Jihadist Bot, turn 3'."""
        definition = registry.get(self.game)
        name = definition.side_name
        if self.human is None:
            who = "Bot vs Bot"
        elif self.human == EVERY_SIDE:
            who = " and ".join(name(side) for side in definition.sides) + " played at one screen"
        else:
            bot = definition.other_side(self.human)
            tier = self.tiers.get(bot, "").replace("_", " ").title()
            who = f"you ({name(self.human)}) vs the {tier} {name(bot)} Bot"
        where = (f"over: {name(self.winner) if self.winner != 'draw' else 'nobody'} won" if self.winner
                 else f"turn {self.turn}")
        game = "" if self.game == registry.DEFAULT else f"{definition.title}: "
        return f"{game}{self.scenario}, {who}{', at a table' if self.table else ''}, {where}"


def summarize(path: Path) -> SaveSummary:
    """A session save's summary (`SaveError` for a file that is not one; nothing is changed)."""
    _, loaded, definition = read_loaded(path)
    session = session_of(loaded, definition)
    if session is None:
        raise saves.SaveError(f"{path}: not a botkit play session")
    try:
        config = GameConfig.from_dict(set_up(session.get("config"), definition))
    except (ConfigError, TypeError) as exc:
        raise saves.SaveError(f"{path}: the set-up is damaged: {exc}") from None
    state = loaded.state
    winner = state.winner if state.winner in (*definition.sides, "draw") else None
    return SaveSummary(path, config.scenario, config.human, dict(config.tiers), config.table, state.turn, state.phase,
                       winner, datetime.fromtimestamp(path.stat().st_mtime), config.game)


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
        f"botkit {__version__} - {what}",
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
