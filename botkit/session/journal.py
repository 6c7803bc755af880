"""A save's journal: the answers given since its last full snapshot, one line each, appended.

Writing the whole save after every answer (the state, the log and every answer, indented, then
fsync) cost more the longer a game went: 278 KiB late in a game, 24 ms of the 25 an answer took in
the browser. Now the save (the *snapshot*) is written in full only now and then (`store.save_checked`:
the first save, every `SNAPSHOT_EVERY` answers, and whenever the answers do not simply grow - an
undo, a redo, a new set-up); between snapshots each save appends one line to ``NAME.journal``
beside the save (beside its target, through a symlink)::

    {"journal": "<the snapshot's journal id>", "after": 41, "answers": [[purpose, answer]], "generation": 43}

and fsyncs it: a few hundred bytes, the same on turn 1 and turn 15.

Recovery. A line counts only when it is whole (it ends in a newline and is a JSON object), names
the journal id the snapshot holds (``meta.session.journal``), and continues the answers where they
are (`after` = the answers so far); reading stops at the first line that does not. So:

* `kill -9` in the middle of an append leaves a torn last line: dropped, every earlier answer kept;
* `kill -9` while a snapshot is written: the snapshot is replaced atomically (`botkit.files`), and
  until it is, the old snapshot and its journal are still there; once it is, it names a new id, so the
  old journal's lines are ignored (and it is removed right after);
* a snapshot from before journals (no id) reads as it always did.

A journal with a torn tail is never appended to again: the next save writes a snapshot
(`Journal.sound`). Another writer appending to the journal changes its size and time, so
`journal_signature` is part of the save's identity (`store.signature`): the two-writers check
sees it.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..files import FileWriteError, real_target

SUFFIX = ".journal"
SNAPSHOT_EVERY = 40  # answers appended to the journal before the next full snapshot


def journal_path(path: Path) -> Path:
    """The journal of the save at `path` (beside the file a symlink points at)."""
    target = real_target(path)
    return target.with_name(target.name + SUFFIX)


def new_id() -> str:
    """A journal id for a new snapshot (lines of an older snapshot's journal never match it)."""
    return secrets.token_hex(8)


def journal_signature(path: Path) -> tuple[int, ...]:
    """The journal's identity now (inode, size, time; () when there is none)."""
    try:
        info = os.stat(journal_path(path))
    except OSError:
        return ()
    return (info.st_ino, info.st_size, info.st_mtime_ns)


@dataclass
class Journal:
    """What a save's journal adds to its snapshot."""

    answers: list[Any] = field(default_factory=list)  # the answers after the snapshot's, in order
    generation: int | None = None  # the last line's generation (None: no line)
    lines: int = 0  # the lines that counted
    sound: bool = True  # False: something after them did not count (a torn line): append no more


def read(path: Path, journal: str, answered: int) -> Journal:
    """The lines of the journal of `path` that continue a snapshot of id `journal` holding `answered` answers."""
    found = Journal()
    try:
        with open(journal_path(path), encoding="utf-8", newline="\n") as stream:
            text = stream.read()
    except FileNotFoundError:
        return found
    except (OSError, UnicodeDecodeError):
        found.sound = False
        return found
    if not journal:
        found.sound = not text
        return found
    for line in text.splitlines(keepends=True):
        record = _record(line)
        if record is None or record.get("journal") != journal or record.get("after") != answered + len(found.answers):
            found.sound = False
            break
        found.answers.extend(record["answers"])
        found.generation = record["generation"]
        found.lines += 1
    return found


def _record(line: str) -> dict[str, Any] | None:
    """A whole journal line as its record, or None (torn, damaged, or of another shape)."""
    if not line.endswith("\n"):
        return None
    try:
        record = json.loads(line)
    except ValueError:
        return None
    if not isinstance(record, dict) or not isinstance(record.get("answers"), list):
        return None
    generation = record.get("generation")
    if not isinstance(generation, int) or isinstance(generation, bool) or not isinstance(record.get("after"), int):
        return None
    return record


def append(path: Path, journal: str, after: int, answers: list[Any], generation: int) -> None:
    """Append one line (the `answers` given after the first `after`) and make it durable."""
    line = json.dumps({"journal": journal, "after": after, "answers": answers, "generation": generation},
                      ensure_ascii=False, separators=(",", ":")) + "\n"
    target = journal_path(path)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            data = line.encode("utf-8")
            while data:  # one write of a few hundred bytes in practice: torn only by a crash
                data = data[os.write(fd, data):]
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        raise FileWriteError(f"cannot write {target}: {exc.strerror or exc}") from None


def remove(path: Path) -> None:
    """Remove the journal (after a snapshot that holds all its answers)."""
    try:
        os.unlink(journal_path(path))
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise FileWriteError(f"cannot remove {journal_path(path)}: {exc.strerror or exc}") from None
