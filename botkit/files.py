"""Reading and writing the files people hand to botkit, safely.

Charts, tier files, scripts, saves and result sets are untrusted input. Reading one:

* opens it without blocking and reads it only if it is a regular file (a FIFO would block
  forever; a symlink to ``/dev/zero`` would never end);
* never reads more than a cap (a 30 MB chart is a mistake, not a chart);
* for JSON, refuses nesting deeper than any botkit file has (Python's parser and every
  walk over the result are recursive).

Writing one is atomic (a temporary file in the same folder, flushed, then renamed over
the old file) and goes *through* a symlink to the file it points at, so a link the
player made keeps pointing at their game.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

KIB = 1024
MIB = 1024 * KIB
YAML_LIMIT = 512 * KIB  # the biggest shipped chart file is 56 KiB; YAML reads at about 120-250 KiB/s here
JSON_LIMIT = 64 * MIB  # a three-deck game's save with its whole log is a few MiB
JSON_DEPTH = 64  # botkit's own JSON files nest about 8 levels deep


class FileReadError(Exception):
    """A file that cannot be read as asked; the message names the file and why."""

    def __init__(self, path: str | os.PathLike[str], message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = str(path)
        self.message = message


class FileWriteError(Exception):
    """A file that cannot be written; the message names the file and why."""


def _size(count: int) -> str:
    return f"{count / MIB:.1f} MiB" if count >= MIB else f"{count / KIB:.0f} KiB" if count >= KIB else f"{count} bytes"


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or `FileReadError`."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise FileReadError(path, "no such file") from None
    except IsADirectoryError:
        raise FileReadError(path, "is a folder, not a file") from None
    except OSError as exc:
        raise FileReadError(path, f"cannot open it ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileReadError(path, "is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise FileReadError(path, "is not a regular file (a pipe, device or socket); only plain files are read")
        if info.st_size > limit:
            raise FileReadError(path, f"is too big ({_size(info.st_size)}; files of up to {_size(limit)} are read)")
        chunks = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(MIB, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise FileReadError(path, f"is too big (more than {_size(limit)}; files of up to {_size(limit)} are read)")
        return b"".join(chunks)
    except OSError as exc:
        raise FileReadError(path, f"cannot read it ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], limit: int = YAML_LIMIT) -> str:
    """A regular UTF-8 text file of at most `limit` bytes."""
    raw = read_bytes(path, limit)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileReadError(path, f"is not UTF-8 text (byte {exc.start} cannot be read)") from None


def nesting_depth(value: Any, limit: int) -> int:
    """How deeply lists and mappings nest in `value` (counting stops past `limit`); never recursive."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list | tuple):
            deepest = max(deepest, depth)
            if deepest > limit:
                return deepest
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return deepest


def parse_json(text: str, source: str, depth: int = JSON_DEPTH) -> Any:
    """JSON text -> data; `FileReadError` (with line and column) for anything that is not sound JSON."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FileReadError(source, f"line {exc.lineno}, column {exc.colno}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise FileReadError(source, f"nested too deeply (at most {depth} levels are read)") from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise FileReadError(source, f"not valid JSON ({exc})") from None
    if nesting_depth(data, depth) > depth:
        raise FileReadError(source, f"nested too deeply (at most {depth} levels are read)")
    return data


def read_json(path: str | os.PathLike[str], limit: int = JSON_LIMIT, depth: int = JSON_DEPTH) -> Any:
    """A regular JSON file, size- and depth-capped."""
    return parse_json(read_text(path, limit), str(path), depth)


def real_target(path: str | os.PathLike[str]) -> Path:
    """Where writing `path` should land: the file a symlink points at (so the link survives)."""
    target = Path(path)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write `text` to `path` atomically (through a symlink to its target); returns the file written."""
    target = real_target(path)
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if target.exists() and not target.is_file():
            raise FileWriteError(f"cannot write {path}: it is not a regular file")
        mode = target.stat().st_mode & 0o777 if target.exists() else 0o644
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise FileWriteError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(exc, OSError):
            raise FileWriteError(f"cannot write {path}: {exc.strerror or exc}") from None
        raise
    _sync_folder(folder)
    return target


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def check_writable(path: str | os.PathLike[str]) -> str:
    """Why a file cannot be written at `path` ("" if it can), found by trying before any work starts."""
    target = real_target(path)
    if target.exists() and not target.is_file():
        return f"{path} is a folder or a device, not a file"
    return _probe(target.parent, str(path))


def check_folder(path: str | os.PathLike[str]) -> str:
    """Why `path` cannot be used as an output folder ("" if it can), found by trying."""
    target = Path(path)
    if target.exists() and not target.is_dir():
        return f"{path} is a file, not a folder"
    return _probe(target, str(path))


def _probe(folder: Path, name: str) -> str:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".botkit-probe-", suffix=".tmp")
    except OSError as exc:
        return f"{name} cannot be written ({exc.strerror or exc})"
    os.close(handle)
    with contextlib.suppress(OSError):
        os.unlink(temporary)
    return ""
