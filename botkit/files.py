"""Reading and writing the files people hand to botkit, safely.

Charts, tier files, scripts, saves and result sets are untrusted input. Reading one:

* opens it without blocking and reads it only if it is a regular file (a FIFO would block
  forever; a symlink to ``/dev/zero`` would never end);
* never reads more than a cap (a 30 MB chart is a mistake, not a chart);
* for JSON, refuses nesting deeper than any botkit file has (Python's parser and every
  walk over the result are recursive).

Writing one is atomic (a temporary file in the same folder, flushed, then renamed over
the old file) and goes *through* a symlink to the file it points at, so a link the
player made keeps pointing at their game. The temporary file is named after the file and
the writing process (``.NAME.PID.XXXXXXXX.tmp``): a writer killed mid-write (``kill -9``)
leaves it behind, and `remove_stale_temporaries` removes it later - only files of that
pattern, only when their process is gone (or, for the older ``.NAME.XXXXXXXX.tmp`` without a
process, when a writer took the file's lock after it was made). `locked` is that lock: one
writer at a time per file, across processes (a lock file ``.NAME.lock`` beside it).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import re
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

KIB = 1024
MIB = 1024 * KIB
YAML_LIMIT = 512 * KIB  # the biggest shipped chart file is 56 KiB; YAML reads at about 120-250 KiB/s here
JSON_LIMIT = 64 * MIB  # a three-deck game's save with its whole log is a few MiB
JSON_DEPTH = 64  # botkit's own JSON files nest about 8 levels deep


class FileReadError(Exception):
    """A file that cannot be read as asked; the message names the file, the line when one is to blame
    (`file:line: why`), and why."""

    def __init__(self, path: str | os.PathLike[str], message: str, line: int = 0) -> None:
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")
        self.path = str(path)
        self.message = message
        self.line = line


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
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise FileReadError(path, f"is not UTF-8 text (byte {exc.start}, column {column} of the line, cannot be "
                                  "read)", line) from None


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


LONG_NUMBER = re.compile(r"\d{1000,}")  # Python refuses to read integers of more than 4300 digits
LONE_SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")  # half of a UTF-16 pair: not a character


def line_at(text: str, index: int) -> int:
    """The line (from 1) of the character at `index`."""
    return text.count("\n", 0, max(index, 0)) + 1


def parse_json(text: str, source: str, depth: int = JSON_DEPTH) -> Any:
    """JSON text -> data; `FileReadError` naming `file:line` for anything that is not sound JSON."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FileReadError(source, f"not valid JSON: {_json_words(exc.msg)} (column {exc.colno})",
                            exc.lineno) from None
    except RecursionError:
        raise FileReadError(source, f"nested too deeply (at most {depth} levels are read)",
                            _too_deep(text, depth)) from None
    except ValueError:  # an integer with thousands of digits
        found = LONG_NUMBER.search(text)
        raise FileReadError(source, "not valid JSON: a number with thousands of digits",
                            line_at(text, found.start()) if found else 0) from None
    if nesting_depth(data, depth) > depth:
        raise FileReadError(source, f"nested too deeply (at most {depth} levels are read)", _too_deep(text, depth))
    if LONE_SURROGATE.search(text):
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            # a lone surrogate reads, but no file can hold it again: saving would fail later, far from here
            found = LONE_SURROGATE.search(text)
            raise FileReadError(source, "not valid JSON text: a \\u escape names half a character (a lone "
                                        "surrogate)", line_at(text, found.start() if found else 0)) from None
    return data


def _json_words(message: str) -> str:
    """The decoder's reason in a few words of ours ('Expecting value' -> 'a value is missing')."""
    words = {"Expecting value": "a value is missing", "Extra data": "more text after the end of the data",
             "Unterminated string starting at": "a text (\"...\") that never ends",
             "Invalid control character at": "a control character inside a text",
             "Expecting ',' delimiter": "a ',' is missing", "Expecting ':' delimiter": "a ':' is missing",
             "Expecting property name enclosed in double quotes": "a key must be a text in double quotes",
             "Invalid \\escape": "a backslash escape that JSON does not have",
             "Invalid \\uXXXX escape": "a \\u escape without four hex digits"}
    return next((ours for theirs, ours in words.items() if message.startswith(theirs)), message.lower())


def _too_deep(text: str, depth: int) -> int:
    """The line where JSON text first nests deeper than `depth` (brackets outside strings; never recursive)."""
    level, inside, escaped = 0, False, False
    for index, char in enumerate(text):
        if inside:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                inside = False
        elif char == '"':
            inside = True
        elif char in "[{":
            level += 1
            if level > depth:
                return line_at(text, index)
        elif char in "]}":
            level -= 1
    return 0


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
    """Write `text` to `path` atomically (through a symlink to its target); returns the file written.

    A missing folder is made only where `output_folder` allows it - the file's own folder, in a folder
    that exists, or any folder below the current one (`FileWriteError` otherwise)."""
    target = real_target(path)
    folder = target.parent
    refused = output_folder(folder, is_output=True)
    if refused:
        raise FileWriteError(f"cannot write {path}: {refused}")
    try:
        if target.exists() and not target.is_file():
            raise FileWriteError(f"cannot write {path}: it is not a regular file")
        mode = target.stat().st_mode & 0o777 if target.exists() else 0o644
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp")
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
        if isinstance(exc, UnicodeError):  # text no file can hold (half a UTF-16 pair): refused, nothing written
            raise FileWriteError(f"cannot write {path}: the text holds a character UTF-8 cannot store") from None
        raise
    _sync_folder(folder)
    return target


# -- the files writing leaves: temporaries of killed writers, locks ----------------------------------

# mkstemp's random part: 8 of [a-z0-9_]
_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[a-z0-9_]{8}\.tmp$")
_PROBE = re.compile(r"^\.botkit-probe-(?P<pid>\d+)-[a-z0-9_]{8}\.tmp$")
_OLD_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp$")  # before the writer's pid was in the name
LOCK_SUFFIX = ".lock"


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file of `path` (of the file a symlink points at): ``.NAME.lock`` beside it."""
    target = real_target(path)
    return target.with_name(f".{target.name}{LOCK_SUFFIX}")


@contextlib.contextmanager
def locked(path: str | os.PathLike[str]) -> Iterator[None]:
    """Hold the lock of `path` (waiting for another process or thread that holds it): one writer at a time.

    Taking it touches the lock file, so a temporary older than the lock was made before the last
    writer took it - its writer is done or dead (`remove_stale_temporaries`)."""
    lock = lock_path(path)
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise FileWriteError(f"cannot lock {path} ({lock}: {exc.strerror or exc})") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        with contextlib.suppress(OSError):
            os.utime(fd)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _alive(pid: int) -> bool:
    """Is process `pid` running (as far as this system can tell)? Unsure counts as alive."""
    if pid <= 0:
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, and belongs to someone else
    return True


def _older_than_its_lock(folder: Path, name: str, made: float) -> bool:
    try:
        return os.stat(folder / f".{name}{LOCK_SUFFIX}").st_mtime > made
    except OSError:
        return False


def stale_temporaries(folder: str | os.PathLike[str]) -> list[Path]:
    """Temporary files our writers left in `folder` and nobody is writing any more (see the module)."""
    found: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return found
    for entry in entries:
        if not entry.name.endswith(".tmp") or not entry.is_file(follow_symlinks=False):
            continue
        ours = _TEMPORARY.match(entry.name) or _PROBE.match(entry.name)
        if ours is not None:
            if not _alive(int(ours.group("pid"))):
                found.append(Path(entry.path))
            continue
        old = _OLD_TEMPORARY.match(entry.name)
        if old is not None:
            with contextlib.suppress(OSError):
                if _older_than_its_lock(Path(folder), old.group("name"), entry.stat(follow_symlinks=False).st_mtime):
                    found.append(Path(entry.path))
    return found


def remove_stale_temporaries(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove what `stale_temporaries` finds; returns what was removed (a file that cannot be is left)."""
    removed = []
    for path in stale_temporaries(folder):
        with contextlib.suppress(OSError):
            path.unlink()
            removed.append(path)
    return removed


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


# -- output paths ------------------------------------------------------------------------------
#
# Every output option (--save, --log, --out, -o, `map FILE`, `why --render FILE`, serve's --games ...)
# goes through `check_writable` (a file) or `check_folder` (a folder) before any work starts. A
# missing folder on the way is made only below the current folder: `--log /nonexistent/dir/x.log`
# run as root would otherwise make folders at the root of the file system. Elsewhere the folder
# must exist (an output folder itself - `--out DIR` - may be made inside a folder that exists);
# the refusal says what would have been made.


def missing_folders(folder: str | os.PathLike[str]) -> list[Path]:
    """The folders that do not exist on the way to `folder` (as the system would reach them), outermost first."""
    target = Path(os.path.realpath(folder))
    missing: list[Path] = []
    while not os.path.lexists(target) and target != target.parent:
        missing.append(target)
        target = target.parent
    return missing[::-1]


def output_folder(folder: str | os.PathLike[str], *, is_output: bool = False) -> str:
    """Make `folder` if it is missing and may be made (see above); why not ("" when it exists or was made).

    `is_output`: the folder is itself the output (`--out DIR`), so it alone may be made in any folder
    that exists."""
    missing = missing_folders(folder)
    if not missing:
        return ""
    here = Path(os.path.realpath(Path.cwd()))
    if not missing[-1].is_relative_to(here) and not (is_output and len(missing) == 1):
        made = ", ".join(str(m) for m in missing)
        return (f"the folder {missing[0]} does not exist, and botkit makes missing folders only below the current "
                f"folder ({here}); it would have made {made}: make {'it' if len(missing) == 1 else 'them'} first, "
                "or choose a folder that exists")
    try:
        missing[-1].mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot make the folder {missing[-1]} ({exc.strerror or exc})"
    return ""


def check_writable(path: str | os.PathLike[str]) -> str:
    """Why a file cannot be written at `path` ("" if it can), found by trying before any work starts;
    its folder is made if it is missing and may be made (`output_folder`)."""
    target = real_target(path)
    if target.exists() and not target.is_file():
        return f"{path} is a folder or a device, not a file"
    return output_folder(target.parent) or _probe(target.parent, str(path))


def check_folder(path: str | os.PathLike[str]) -> str:
    """Why `path` cannot be used as an output folder ("" if it can), found by trying (made if it may be)."""
    target = Path(path)
    if target.exists() and not target.is_dir():
        return f"{path} is a file, not a folder"
    return output_folder(target, is_output=True) or _probe(target, str(path))


def _probe(folder: Path, name: str) -> str:
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".botkit-probe-{os.getpid()}-", suffix=".tmp")
    except OSError as exc:
        return f"{name} cannot be written ({exc.strerror or exc})"
    os.close(handle)
    with contextlib.suppress(OSError):
        os.unlink(temporary)
    return ""
