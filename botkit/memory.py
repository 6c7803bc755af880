"""Bot memory: the few facts a Bot holds between questions, declared, typed by scope and traced.

A memory file (``kind: memory``)::

    kind: memory
    id: my_bot.memory
    side: red
    fields:
      target: {scope: card, doc: "the country this card aims at", pick: {table: my_bot.target}}
      plan:   {scope: phase, doc: "what the first card of the phase promised the second"}

A field is held for its ``scope`` - ``card`` (one card play), ``phase`` (one action phase),
``turn`` or ``game`` - and is empty (``""``) once a new one starts. A field with ``pick`` is
computed the first time it is read within its scope (the priority table's pick, boxes first if
given; nothing found: empty) and then held while the board changes; a field without one is
written only by the end action ``remember: {field: <expression>}`` beside a chart's answer. An
earlier-declared field may be read by a later field's tables, never the other way round.

Charts and tables read a field as ``$memory.<field>`` wherever ``$tier.<x>`` can be read.
Predicates, scores and pools never write memory; the game's runtime holds a `Memory` per Bot
and tells it the current scope keys (`Memory.read`, `Memory.write`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import Problem, did_you_mean
from .source import LocatedDict, line_of

MEMORY_KEYS = {"kind", "id", "title", "side", "game", "description", "fields"}
FIELD_KEYS = {"scope", "doc", "pick"}
PICK_KEYS = {"table", "boxes"}
SCOPES = ("card", "phase", "turn", "game")
EMPTY = ""


@dataclass(frozen=True)
class MemoryField:
    name: str
    scope: str
    doc: str
    table: str | None = None  # pick: the table that ranks
    boxes: str | None = None  # pick: the table that narrows first
    source: str = ""
    line: int = 0
    set_id: str = ""


@dataclass
class MemorySet:
    id: str
    side: str
    fields: dict[str, MemoryField] = field(default_factory=dict)
    source: str = ""
    line: int = 0


def build_memory(doc: LocatedDict, source: str, problems: list[Problem]) -> MemorySet | None:
    """The fields a ``kind: memory`` document declares (problems collected)."""

    def problem(line: int, node: str, message: str) -> None:
        problems.append(Problem(source, line, node, message))

    for key in doc:
        if key not in MEMORY_KEYS:
            problem(line_of(doc, key), "", f"memory file: unknown key {key!r}{did_you_mean(key, MEMORY_KEYS)}")
    set_id = doc.get("id")
    if not isinstance(set_id, str) or not set_id:
        problem(line_of(doc, "id") or doc.line, "", "a memory file needs an 'id' (text)")
        return None
    side = doc.get("side")
    if not isinstance(side, str) or not side:
        problem(line_of(doc, "side") or doc.line, "", "a memory file needs 'side': the side whose Bots hold it")
        return None
    raw = doc.get("fields")
    if not isinstance(raw, Mapping) or not raw:
        problem(line_of(doc, "fields") or doc.line, "", "a memory file needs 'fields': a mapping of names to fields")
        return None
    result = MemorySet(set_id, side, source=source, line=doc.line)
    for name, spec in raw.items():
        line = line_of(raw, name)
        label = str(name)
        if not isinstance(name, str) or not name.isidentifier():
            problem(line, label, f"memory field {label!r}: a name is one word (letters, digits and _)")
            continue
        if not isinstance(spec, Mapping):
            problem(line, label, f"memory field {label!r}: declare it as {{scope: card, doc: ..., pick: ...}}")
            continue
        for key in spec:
            if key not in FIELD_KEYS:
                problem(line_of(spec, key) or line, label,
                        f"memory field {label!r}: unknown key {key!r}{did_you_mean(key, FIELD_KEYS)}")
        scope = spec.get("scope")
        if scope not in SCOPES:
            problem(line_of(spec, "scope") or line, label,
                    f"memory field {label!r}: 'scope' is one of {', '.join(SCOPES)}, not {scope!r}"
                    f"{did_you_mean(scope, SCOPES)}")
            continue
        doc_text = spec.get("doc")
        if not isinstance(doc_text, str) or not doc_text.strip():
            problem(line_of(spec, "doc") or line, label, f"memory field {label!r} needs 'doc': what it holds, in words")
        table = boxes = None
        if "pick" in spec:
            pick = spec["pick"]
            if not isinstance(pick, Mapping) or not isinstance(pick.get("table"), str):
                problem(line_of(spec, "pick") or line, label,
                        f"memory field {label!r}: 'pick' needs {{table: TABLE}} (and optionally boxes: TABLE)")
                continue
            for key in pick:
                if key not in PICK_KEYS:
                    problem(line_of(pick, key) or line, label,
                            f"memory field {label!r}: 'pick' has no key {key!r}{did_you_mean(key, PICK_KEYS)}")
            if "boxes" in pick and not isinstance(pick["boxes"], str):
                problem(line_of(pick, "boxes") or line, label, f"memory field {label!r}: 'boxes' names a priority table")
            table = pick["table"]
            boxes = pick["boxes"] if isinstance(pick.get("boxes"), str) else None
        result.fields[name] = MemoryField(name, str(scope), str(doc_text or ""), table, boxes, source, line, set_id)
    return result


# the current key of each scope, from the game's counters: a value written under an older key is gone
ScopeKeys = Mapping[str, Any]


class Memory:
    """One Bot's memory: the declared fields of its side and what they hold now.

    `keys` gives the current key of each scope (e.g. ``{"card": 12, "phase": (3, 2), "turn": 3}``;
    ``game`` needs none). A value is kept with the key of its field's scope when it was set, and
    reads as empty once that key has changed: nothing needs clearing at the scope's end.
    """

    def __init__(self, fields: Mapping[str, MemoryField]) -> None:
        self.fields = dict(fields)
        self._held: dict[str, tuple[Any, Any]] = {}  # name -> (scope key when set, value)

    def _key(self, name: str, keys: ScopeKeys) -> Any:
        return keys.get(self.fields[name].scope)

    def held(self, name: str, keys: ScopeKeys) -> tuple[bool, Any]:
        """(whether the field holds a value in the current scope, the value)."""
        kept = self._held.get(name)
        if kept is None or kept[0] != self._key(name, keys):
            return False, EMPTY
        return True, kept[1]

    def read(self, name: str, keys: ScopeKeys, compute: Callable[[MemoryField], Any]) -> Any:
        """The field's value now; a `pick` field not yet computed in this scope is computed with
        `compute` (the runtime picks with its interpreter, its RNG and its trace) and held."""
        if name not in self.fields:
            raise KeyError(f"$memory.{name}: no memory field {name!r}{did_you_mean(name, self.fields)}")
        found, value = self.held(name, keys)
        if found:
            return value
        declared = self.fields[name]
        if declared.table is None:
            return EMPTY
        value = compute(declared)
        value = EMPTY if value is None else value
        self._held[name] = (self._key(name, keys), value)
        return value

    def write(self, name: str, value: Any, keys: ScopeKeys) -> None:
        if name not in self.fields:
            raise KeyError(f"remember: no memory field {name!r}{did_you_mean(name, self.fields)}")
        self._held[name] = (self._key(name, keys), EMPTY if value is None else value)

    def snapshot(self, keys: ScopeKeys) -> dict[str, Any]:
        """The fields holding a value in the current scopes (for `why`, traces and JSON)."""
        shown: dict[str, Any] = {}
        for name in self.fields:
            found, value = self.held(name, keys)
            if found:
                shown[name] = value
        return shown
