"""The checked chart library kept on disk (botkit.library_cache): the same library read back, and a
foreign, damaged or crafted file ignored and rebuilt, never trusted."""

from __future__ import annotations

import hashlib
import io
import pickle
from pathlib import Path

import pytest

import game as _registered  # noqa: F401 - registers the games
from botkit import library_cache
from botkit.libraries import chart_folder, vocabulary_for
from botkit.library import Library, read_texts

from .conftest import CHARTS
from .vocab import make_vocabulary


@pytest.fixture
def cache_folder(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("BOTKIT_CACHE", str(tmp_path))
    return tmp_path


def _texts(folder: Path) -> list[tuple[str, str]]:
    problems: list = []
    texts = read_texts([folder], problems)
    assert not problems
    return texts


def _load(vocab, texts, builds: list[int] | None = None) -> Library:
    def build() -> Library:
        if builds is not None:
            builds.append(1)
        return Library.from_texts(dict(texts), vocab)

    return library_cache.cached("test", texts, vocab, build)


def _shape(library: Library) -> dict:
    """Everything a walk or a drawing reads of a library, in words."""
    return {
        "charts": {cid: (c.title, c.start, c.params, c.source, c.line,
                         [(n.id, n.kind, n.text(), n.yes, n.no, n.line) for n in c.nodes.values()],
                         sorted(c.graph.edges(data=True)))
                   for cid, c in library.charts.items()},
        "tables": {tid: (t.title, [f.text() for f in t.filters], t.fallback, t.params, list(t.graph.edges))
                   for tid, t in library.tables.items()},
        "tiers": {sid: {name: (t.capabilities, t.answer, t.extends) for name, t in s.tiers.items()}
                  for sid, s in library.tiers.items()},
        "capabilities": {name: (c.type.name, c.default, c.type.check(c.default)) for name, c in library.capabilities.items()},
        "files": library.files,
    }


def test_the_library_read_back_is_the_one_built(cache_folder, vocab):
    texts = _texts(CHARTS)
    builds: list[int] = []
    first = _load(vocab, texts, builds)
    second = _load(vocab, texts, builds)
    assert builds == [1]  # the second came from the disk
    assert second is not first
    assert _shape(second) == _shape(first)
    entry = next(iter(second.charts["test.main"].nodes.values())).condition.entry
    assert vocab.entries[entry.name] is entry  # the running vocabulary's entry, functions and all


def test_labyrinth_library_read_back_is_the_same(cache_folder):
    vocab = vocabulary_for("labyrinth")
    texts = _texts(chart_folder("labyrinth"))
    built = Library.from_texts(dict(texts), vocab)
    library_cache.write("labyrinth", library_cache.key(texts, vocab), built)
    read = library_cache.read("labyrinth", library_cache.key(texts, vocab), vocab)
    assert read is not None
    assert _shape(read) == _shape(built)
    for name, capability in built.capabilities.items():  # made parameter types are made anew, and check alike
        assert read.capabilities[name].type.check(10**6) == capability.type.check(10**6)


def test_another_text_or_vocabulary_is_another_key(vocab):
    texts = _texts(CHARTS)
    edited = [(name, text + "\n# edited\n") if i == 0 else (name, text) for i, (name, text) in enumerate(texts)]
    assert library_cache.key(texts, vocab) == library_cache.key(list(texts), vocab)
    assert library_cache.key(edited, vocab) != library_cache.key(texts, vocab)

    @vocab.predicate(doc="A predicate the cached library never knew.")
    def newcomer(ctx) -> bool:
        return True

    assert library_cache.key(texts, vocab) != library_cache.key(texts, make_vocabulary())


@pytest.mark.parametrize("damage", ["truncated", "flipped", "foreign", "empty", "other_format"])
def test_a_damaged_or_foreign_file_is_rebuilt(cache_folder, vocab, damage):
    texts = _texts(CHARTS)
    builds: list[int] = []
    _load(vocab, texts, builds)
    path = cache_folder / "test.library"
    data = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "flipped":
        path.write_bytes(data[:-100] + bytes([data[-100] ^ 0xFF]) + data[-99:])
    elif damage == "foreign":
        path.write_bytes(data.replace(library_cache.key(texts, vocab).encode(), b"0" * 64))
    elif damage == "empty":
        path.write_bytes(b"")
    else:
        path.write_bytes(data.replace(library_cache.FORMAT, b"botkit-library-cache 0\n"))
    again = _load(vocab, texts, builds)
    assert builds == [1, 1]
    assert _shape(again)["charts"].keys() == _shape(_load(vocab, texts, builds))["charts"].keys()
    assert builds == [1, 1]  # rewritten whole: read back the third time


def _forge(path: Path, key: str, payload: bytes) -> None:
    digest = hashlib.sha256(payload).hexdigest().encode()
    path.write_bytes(library_cache.FORMAT + key.encode() + b"\n" + digest + b"\n" + payload)


def test_a_crafted_file_runs_nothing(cache_folder, vocab, tmp_path):
    texts = _texts(CHARTS)
    key = library_cache.key(texts, vocab)
    proof = tmp_path / "ran"

    class Crafted:
        def __reduce__(self):
            return (Path.write_text, (proof, "ran"))

    _forge(cache_folder / "test.library", key, pickle.dumps(Crafted()))
    builds: list[int] = []
    library = _load(vocab, texts, builds)
    assert builds == [1] and not proof.exists()
    assert "test.main" in library.charts
    # a reference the vocabulary lacks, or a made-up parameter type, is refused too
    for pid in (("entry", "no_such_entry"), ("type", ("named", "os")), ("type", ("eval", "1"))):
        buffer = io.BytesIO()
        pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
        pickler.persistent_id = lambda obj, pid=pid: pid if obj == "marker" else None  # type: ignore[method-assign]
        pickler.dump(["marker"])
        _forge(cache_folder / "test.library", key, buffer.getvalue())
        assert library_cache.read("test", key, vocab) is None


def test_turned_off_nothing_is_written(tmp_path, monkeypatch, vocab):
    monkeypatch.setenv("BOTKIT_CACHE", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    builds: list[int] = []
    _load(vocab, _texts(CHARTS), builds)
    _load(vocab, _texts(CHARTS), builds)
    assert builds == [1, 1] and not any(tmp_path.iterdir())
