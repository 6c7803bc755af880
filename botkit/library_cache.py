"""The checked chart library of a game, kept on disk between runs (so `botkit decide` starts at once).

Reading and checking a game's 30-odd chart files takes about a third of a second (YAML parsing, then
compiling and checking every node); a command that asks one question would spend most of its time
there. The checked `Library` is pickled into the user's cache folder, under a key made of everything
it was built from: botkit's version, the Python version, the source of the modules whose objects it
holds, the vocabulary's description (every entry's name, kind and parameters, the context fields),
and every chart file's name and text. A later run whose key is the same reads it back instead.

The file is untrusted input - another version's, a damaged one, one somebody wrote - and is never
trusted blindly:

* its header names the format and the key, and a SHA-256 of what follows: a foreign or damaged file
  is ignored (and rebuilt and rewritten) before anything in it is read;
* the pickle is read by an unpickler that can name only the plain classes a library is made of
  (charts, nodes, conditions, tables, tiers ...): no function, no module, no other class - a crafted
  file cannot run code; and what it refers to of the game's code (the vocabulary's entries, whose
  functions cannot be pickled, and parameter types) it names - an entry by its name, a type by how
  it is made - and the current vocabulary supplies them;
* anything that goes wrong reading it (a name the vocabulary lacks, a class not allowed, a truncated
  pickle) is a cache miss, never an error.

The graphs of charts and tables (networkx, for drawing and for the checks) are not kept: they are
drawn again from the nodes when something first asks for one. ``BOTKIT_CACHE`` names the folder
(default: ``$XDG_CACHE_HOME/botkit`` or ``~/.cache/botkit``); ``BOTKIT_CACHE=off`` turns it off.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from . import (
    __version__,
    capabilities,
    charts,
    conditions,
    expressions,
    library,
    memory,
    source,
    tables,
    tiers,
    vocabulary,
)
from .vocabulary import Entry, ParamType, Vocabulary

FORMAT = b"botkit-library-cache 1\n"
# the modules whose classes a pickled library holds: a change to any of them changes the key
_MODULES = (capabilities, charts, conditions, expressions, library, memory, source, tables, tiers, vocabulary)
# the parameter types botkit declares once (a capability's bool, text ...): named, not pickled
_NAMED_TYPES = {name: value for name, value in vars(vocabulary).items() if isinstance(value, ParamType)}
_TYPE_NAMES = {id(value): name for name, value in _NAMED_TYPES.items()}


def _allowed() -> frozenset[tuple[str, str]]:
    """(module, name) of every class a cached library may hold: botkit's plain data classes only."""
    classes = [
        library.Library, charts.Chart, charts.Node, tables.PriorityTable, tables.Filter, tables.Option,
        conditions.Call, conditions.AllOf, conditions.AnyOf, conditions.NotOf, conditions.Exists, conditions.Compare,
        conditions.CandidateIs, conditions.HasCandidates, conditions.Ref, conditions.ActionRef,
        expressions.Constant, expressions.Reference, expressions.Operation, expressions.OverOptions,
        expressions.ScoreOf, capabilities.Capability, tiers.TierSet, tiers.Tier, tiers.Markers,
        memory.MemorySet, memory.MemoryField, source.LocatedDict, source.LocatedList,
    ]
    return frozenset((cls.__module__, cls.__qualname__) for cls in classes)


ALLOWED = _allowed()


def folder() -> Path | None:
    """Where the cache lives (None: turned off)."""
    named = os.environ.get("BOTKIT_CACHE")
    if named is not None:
        return None if named.strip().lower() in ("", "off", "0", "no") else Path(named)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "botkit"


def describe_vocabulary(vocab: Vocabulary) -> str:
    """The vocabulary as far as a checked library depends on it, in words (its functions aside)."""
    def kind(param_type: ParamType) -> str:
        return f"{param_type.name}{param_type.choices!r}"

    lines = [f"game {vocab.game}"]
    for entry in vocab.entries.values():
        params = ", ".join(f"{p.name}: {kind(p.type)}" + ("" if p.required else f" = {p.default!r}")
                           for p in entry.params)
        lines.append(f"{entry.kind} {entry.name}({params}) answers={entry.answers!r} keys={entry.keys is not None}")
    lines.extend(f"field {f.name}: {kind(f.type)}" for f in vocab.fields.values())
    lines.extend(f"trigger {name}" for name in vocab.triggers)
    lines.extend(f"count {name}" for name in vocab.marker_counts)
    lines.extend(f"alias {key} {value}" for key, value in vocab.expression_aliases.items())
    return "\n".join(lines)


def key(texts: Sequence[tuple[str, str]], vocab: Vocabulary, overlay: Sequence[tuple[str, str]] = ()) -> str:
    """What a library is built from, hashed: a cached one is used only under the same key."""
    digest = hashlib.sha256()

    def add(*parts: str | bytes) -> None:
        for part in parts:
            data = part if isinstance(part, bytes) else part.encode("utf-8", "surrogatepass")
            digest.update(len(data).to_bytes(8, "little"))
            digest.update(data)

    add(FORMAT, __version__, sys.version, str(pickle.HIGHEST_PROTOCOL))
    for module in _MODULES:
        add(module.__name__, Path(module.__file__ or "").read_bytes())
    add(describe_vocabulary(vocab))
    for group in (texts, overlay):
        add(str(len(group)))
        for name, text in group:
            add(name, text)
    return digest.hexdigest()


class _Pickler(pickle.Pickler):
    """Names what belongs to the running program: the vocabulary, its entries, parameter types."""

    def __init__(self, file: io.BytesIO, vocab: Vocabulary) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.vocab = vocab

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, Entry):
            if self.vocab.entries.get(obj.name) is not obj:
                raise pickle.PicklingError(f"entry {obj.name!r} is not the vocabulary's")
            return ("entry", obj.name)
        if isinstance(obj, Vocabulary):
            if obj is not self.vocab:
                raise pickle.PicklingError("a vocabulary other than the library's")
            return ("vocabulary",)
        if isinstance(obj, ParamType):
            return ("type", _type_recipe(obj))
        return None


def _type_recipe(param_type: ParamType) -> tuple[Any, ...]:
    named = _TYPE_NAMES.get(id(param_type))
    if named is not None:
        return ("named", named)
    recipe = param_type.recipe
    if not recipe:
        raise pickle.PicklingError(f"parameter type {param_type.name!r} says not how it was made")
    if recipe[0] == "list_of":
        return ("list_of", _type_recipe(recipe[1]))
    return recipe


def _made_type(recipe: Any) -> ParamType:
    """The parameter type a recipe names, made anew (a recipe is untrusted data: checked as it is read)."""
    match recipe:
        case ("named", str(name)) if name in _NAMED_TYPES:
            return _NAMED_TYPES[name]
        case ("int_in", int(low), int(high)):
            return vocabulary.int_in(low, high)
        case ("one_of", str(name), tuple(values)):
            return vocabulary.one_of(name, values)
        case ("list_of", item):
            return vocabulary.list_of(_made_type(item))
    raise pickle.UnpicklingError(f"no parameter type {recipe!r}")


class _Unpickler(pickle.Unpickler):
    """Reads a cached library: botkit's plain classes and the running vocabulary's names, nothing else."""

    def __init__(self, file: io.BytesIO, vocab: Vocabulary) -> None:
        super().__init__(file)
        self.vocab = vocab

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) not in ALLOWED:
            raise pickle.UnpicklingError(f"a cached library may not name {module}.{name}")
        return super().find_class(module, name)

    def persistent_load(self, pid: Any) -> Any:
        match pid:
            case ("entry", str(name)) if name in self.vocab.entries:
                return self.vocab.entries[name]
            case ("vocabulary",):
                return self.vocab
            case ("type", recipe):
                return _made_type(recipe)
        raise pickle.UnpicklingError(f"unknown reference {pid!r}")


def _path(game: str) -> Path | None:
    where = folder()
    return None if where is None else where / f"{game}.library"


def read(game: str, wanted: str, vocab: Vocabulary) -> library.Library | None:
    """The cached library of `game` built under key `wanted`, or None (none, foreign, damaged, refused)."""
    path = _path(game)
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        return None
    head = FORMAT + wanted.encode() + b"\n"
    if not data.startswith(head):
        return None  # another format or another key: another version's, or other files'
    rest = data[len(head):]
    digest, _, payload = rest.partition(b"\n")
    if hashlib.sha256(payload).hexdigest().encode() != digest:
        return None  # damaged
    try:
        loaded = _Unpickler(io.BytesIO(payload), vocab).load()
    except Exception:  # noqa: BLE001 - whatever a bad file does is a miss, never an error
        return None
    if not isinstance(loaded, library.Library) or loaded.vocabulary is not vocab:
        return None
    return loaded


def write(game: str, key_: str, built: library.Library) -> None:
    """Keep `built` under `key_` (atomically: a reader sees the old file or the new, whole); a cache
    that cannot be written is no error."""
    path = _path(game)
    if path is None:
        return
    buffer = io.BytesIO()
    try:
        _Pickler(buffer, built.vocabulary).dump(built)
    except (pickle.PicklingError, TypeError, AttributeError):
        return  # something in it cannot be named: not cached (every run builds it)
    payload = buffer.getvalue()
    data = FORMAT + key_.encode() + b"\n" + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{game}.", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError:
        return


def cached(game: str, texts: Sequence[tuple[str, str]], vocab: Vocabulary,
           build: Callable[[], library.Library]) -> library.Library:
    """`game`'s library from the cache if it holds one built from these `texts` and this vocabulary;
    otherwise `build()` (which checks everything and raises on a problem), kept for the next run."""
    if folder() is None:
        return build()
    wanted = key(texts, vocab)
    found = read(game, wanted, vocab)
    if found is not None:
        return found
    built = build()
    write(game, wanted, built)
    return built
