"""The vocabulary: every name a chart may use, registered by a game.

A game fills one `Vocabulary` with four kinds of entries:

* ``predicate`` - a yes/no question about the situation (``fn(ctx, **params) -> bool``);
* ``filter``    - a yes/no question about one candidate (``fn(ctx, candidate, **params) -> bool``);
* ``score``     - a number for one candidate (``fn(ctx, candidate, **params) -> number``);
* ``pool``      - the candidates a question ranges over (``fn(ctx, **params) -> list``),
  used by ``exists`` conditions and by priority tables that name a ``pool``;
* ``action``    - a named decision the game carries out; botkit never calls it, it only
  returns it as the outcome of a walk, so ``fn`` is optional for actions.

Capabilities are the named values a difficulty tier sets; the game declares them here
too, so a tier file naming an unknown capability is an error.

Charts can use nothing that is not registered: the loader checks every name and every
parameter (presence, type, allowed values) when the file is read, not during play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .errors import did_you_mean

KINDS = ("predicate", "filter", "score", "pool", "action")

MISSING = object()


@dataclass(frozen=True)
class ParamType:
    """A parameter type: a name for messages and a check returning an error or None."""

    name: str
    check: Callable[[Any], str | None]

    def __str__(self) -> str:
        return self.name


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


INT = ParamType("int", lambda v: None if _is_int(v) else "expected a whole number")
NUMBER = ParamType(
    "number", lambda v: None if (_is_int(v) or isinstance(v, float)) else "expected a number"
)
STR = ParamType("str", lambda v: None if isinstance(v, str) else "expected a text value")
BOOL = ParamType("bool", lambda v: None if isinstance(v, bool) else "expected true or false")
ANY = ParamType("any", lambda v: None)


def int_in(low: int, high: int) -> ParamType:
    """A whole number from `low` to `high` (a capability that counts something)."""

    def check(value: Any) -> str | None:
        if _is_int(value) and low <= value <= high:
            return None
        return f"expected a whole number from {low} to {high}, not {value!r}"

    return ParamType(f"whole number {low}-{high}", check)


def one_of(name: str, choices: Iterable[Any]) -> ParamType:
    """A type whose values must come from a fixed set (e.g. country names)."""
    allowed = tuple(choices)
    allowed_set = frozenset(allowed)

    def check(value: Any) -> str | None:
        if isinstance(value, list | dict | set):
            return f"expected one {name}, not {type(value).__name__} {value!r}"
        if value in allowed_set:
            return None
        return f"{value!r} is not a known {name}{did_you_mean(value, allowed)}"

    return ParamType(name, check)


def list_of(item: ParamType) -> ParamType:
    def check(value: Any) -> str | None:
        if not isinstance(value, list):
            return f"expected a list of {item.name}"
        for element in value:
            problem = item.check(element)
            if problem:
                return problem
        return None

    return ParamType(f"list of {item.name}", check)


def _first_line(text: str | None) -> str:
    lines = (text or "").strip().splitlines()
    return lines[0].strip() if lines else ""


_BUILTIN_TYPES: dict[type, ParamType] = {int: INT, float: NUMBER, str: STR, bool: BOOL}


@dataclass(frozen=True)
class Param:
    name: str
    type: ParamType = ANY
    default: Any = MISSING
    doc: str = ""

    @property
    def required(self) -> bool:
        return self.default is MISSING


def _as_param(name: str, spec: Any) -> Param:
    if isinstance(spec, Param):
        return spec
    if isinstance(spec, ParamType):
        return Param(name, spec)
    if isinstance(spec, type) and spec in _BUILTIN_TYPES:
        return Param(name, _BUILTIN_TYPES[spec])
    if isinstance(spec, tuple):
        # (type, default) shorthand
        kind, default = spec
        return Param(name, _as_param(name, kind).type, default)
    raise TypeError(f"parameter {name!r}: cannot use {spec!r} as a parameter type")


@dataclass(frozen=True)
class Entry:
    name: str
    kind: str
    doc: str
    params: tuple[Param, ...] = ()
    fn: Callable[..., Any] | None = None
    rule: str = ""

    def param(self, name: str) -> Param | None:
        for p in self.params:
            if p.name == name:
                return p
        return None

    def check_params(self, given: dict[str, Any]) -> list[str]:
        """Problems with the given parameters, in plain words (empty when all is well)."""
        problems = []
        known = {p.name for p in self.params}
        for key in given:
            if key not in known:
                expected = ", ".join(sorted(known)) or "no parameters"
                problems.append(f"{self.kind} {self.name!r} has no parameter {key!r} (it takes {expected})")
        for p in self.params:
            if p.name not in given:
                if p.required:
                    problems.append(f"{self.kind} {self.name!r} needs parameter {p.name!r} ({p.type})")
                continue
            value = given[p.name]
            if isinstance(value, str) and value.startswith("$"):
                continue  # bound when the chart is walked
            problem = p.type.check(value)
            if problem:
                problems.append(f"{self.kind} {self.name!r}, parameter {p.name!r}: {problem}")
        return problems

    def with_defaults(self, given: dict[str, Any]) -> dict[str, Any]:
        full = {p.name: p.default for p in self.params if not p.required}
        full.update(given)
        return full


@dataclass(frozen=True)
class Capability:
    name: str
    type: ParamType
    default: Any
    doc: str


@dataclass
class Vocabulary:
    """The registry of names a game offers its charts."""

    game: str
    entries: dict[str, Entry] = field(default_factory=dict)
    capabilities: dict[str, Capability] = field(default_factory=dict)

    def _add(
        self,
        kind: str,
        name: str,
        fn: Callable[..., Any] | None,
        doc: str,
        params: dict[str, Any] | None,
        rule: str,
    ) -> Entry:
        if name in self.entries:
            raise ValueError(f"vocabulary {self.game!r}: {name!r} is already registered")
        if not doc:
            raise ValueError(f"vocabulary {self.game!r}: {name!r} needs a one-line description")
        entry = Entry(
            name=name,
            kind=kind,
            doc=doc,
            params=tuple(_as_param(k, v) for k, v in (params or {}).items()),
            fn=fn,
            rule=rule,
        )
        self.entries[name] = entry
        return entry

    def _decorator(self, kind: str, name: str | None, doc: str, params: dict[str, Any] | None, rule: str):
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            text = doc or _first_line(fn.__doc__)
            self._add(kind, name or fn.__name__, fn, text, params, rule)
            return fn

        return register

    def predicate(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, **params) -> bool``."""
        return self._decorator("predicate", name, doc, params, rule)

    def filter(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, candidate, **params) -> bool``."""
        return self._decorator("filter", name, doc, params, rule)

    def score(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, candidate, **params) -> number``."""
        return self._decorator("score", name, doc, params, rule)

    def pool(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, **params) -> list of candidates``."""
        return self._decorator("pool", name, doc, params, rule)

    def action(self, name: str, *, doc: str, params: dict[str, Any] | None = None, rule: str = "") -> Entry:
        """Register an action name (an outcome the game carries out)."""
        return self._add("action", name, None, doc, params, rule)

    def capability(self, name: str, type_: Any, default: Any, doc: str) -> Capability:
        """Declare a tier capability the engine reads by name."""
        if name in self.capabilities:
            raise ValueError(f"vocabulary {self.game!r}: capability {name!r} is already declared")
        param = _as_param(name, type_)
        problem = param.type.check(default)
        if problem:
            raise ValueError(f"capability {name!r}: default {default!r}: {problem}")
        cap = Capability(name, param.type, default, doc)
        self.capabilities[name] = cap
        return cap

    def get(self, name: str) -> Entry | None:
        return self.entries.get(name)

    def names(self, kind: str | None = None) -> list[str]:
        return sorted(n for n, e in self.entries.items() if kind is None or e.kind == kind)

    def suggest(self, name: str, kind: str | None = None) -> str:
        return did_you_mean(name, self.names(kind))


# Parameters naming another chart or priority table: checked against the loaded library.
CHART_REF = ParamType("chart id", lambda v: None if isinstance(v, str) else "expected a chart id")
TABLE_REF = ParamType("priority table id", lambda v: None if isinstance(v, str) else "expected a priority table id")
