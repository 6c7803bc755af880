"""Conditions and action references as written in YAML, compiled once.

A condition is a vocabulary predicate (or, inside a priority table, a filter), written as

* ``name``                         - no parameters;
* ``{name: {param: value, ...}}``  - with parameters;
* ``{all: [cond, ...]}``, ``{any: [cond, ...]}``, ``{not: cond}`` - combinations;
* ``{exists: {pool: POOL, where: FILTER, at_least: N}}`` - whether at least N (default 1)
  candidates of a pool pass a filter condition ("is there a Poor country with cells?").

Parameter values may be ``$name`` references, bound when the chart is walked (from the
walk's arguments). Nothing in a file is ever evaluated as code.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import Problem
from .source import line_of
from .vocabulary import Entry, Vocabulary

COMBINATORS = ("all", "any", "not", "exists")


@dataclass(frozen=True)
class Ref:
    """A ``$name`` parameter value: resolved from the walk's bindings."""

    name: str


def _compile_params(params: Mapping[str, Any]) -> tuple[dict[str, Any], tuple[tuple[str, str], ...]]:
    fixed: dict[str, Any] = {}
    refs: list[tuple[str, str]] = []
    for key, value in params.items():
        if isinstance(value, str) and value.startswith("$"):
            refs.append((key, value[1:]))
        else:
            fixed[key] = value
    return fixed, tuple(refs)


def bind(fixed: dict[str, Any], refs: tuple[tuple[str, str], ...], bindings: Mapping[str, Any]) -> dict[str, Any]:
    if not refs:
        return fixed
    bound = dict(fixed)
    for key, name in refs:
        bound[key] = bindings[name]
    return bound


class Condition(ABC):
    """Base of compiled conditions."""

    @abstractmethod
    def test(self, ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
        """Whether the condition holds (for a candidate, in a priority table)."""

    @abstractmethod
    def describe(self) -> str:
        """The condition in words, for drawings and traces."""

    @abstractmethod
    def names(self) -> list[str]:
        """The vocabulary names it uses."""

    @abstractmethod
    def references(self) -> set[str]:
        """The ``$`` names this condition needs bound."""


def _format_params(params: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in params.items())


@dataclass(frozen=True)
class Call(Condition):
    entry: Entry
    fixed: dict[str, Any]
    refs: tuple[tuple[str, str], ...]
    shown: dict[str, Any]

    def test(self, ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
        params = bind(self.fixed, self.refs, bindings)
        fn: Callable[..., Any] = self.entry.fn  # type: ignore[assignment]
        if self.entry.kind == "filter":
            return bool(fn(ctx, candidate, **params))
        return bool(fn(ctx, **params))

    def candidates(self, ctx: Any, bindings: Mapping[str, Any]) -> list[Any]:
        """For a pool: the candidates it yields now."""
        params = bind(self.fixed, self.refs, bindings)
        return list(self.entry.fn(ctx, **params))  # type: ignore[misc]

    def describe(self) -> str:
        if not self.shown:
            return self.entry.name
        return f"{self.entry.name}({_format_params(self.shown)})"

    def names(self) -> list[str]:
        return [self.entry.name]

    def references(self) -> set[str]:
        return {name for _, name in self.refs}


@dataclass(frozen=True)
class AllOf(Condition):
    parts: tuple[Condition, ...]

    def test(self, ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
        return all(p.test(ctx, bindings, candidate) for p in self.parts)

    def describe(self) -> str:
        return " and ".join(_paren(p) for p in self.parts)

    def names(self) -> list[str]:
        return [n for p in self.parts for n in p.names()]

    def references(self) -> set[str]:
        return set().union(*(p.references() for p in self.parts))


@dataclass(frozen=True)
class AnyOf(Condition):
    parts: tuple[Condition, ...]

    def test(self, ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
        return any(p.test(ctx, bindings, candidate) for p in self.parts)

    def describe(self) -> str:
        return " or ".join(_paren(p) for p in self.parts)

    def names(self) -> list[str]:
        return [n for p in self.parts for n in p.names()]

    def references(self) -> set[str]:
        return set().union(*(p.references() for p in self.parts))


@dataclass(frozen=True)
class NotOf(Condition):
    part: Condition

    def test(self, ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
        return not self.part.test(ctx, bindings, candidate)

    def describe(self) -> str:
        return f"not {_paren(self.part)}"

    def names(self) -> list[str]:
        return self.part.names()

    def references(self) -> set[str]:
        return self.part.references()


@dataclass(frozen=True)
class Exists(Condition):
    """At least `at_least` candidates of a pool pass `where`."""

    pool: Call
    where: Condition | None
    at_least: int = 1

    def test(self, ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
        need = self.at_least
        where = self.where
        for item in self.pool.candidates(ctx, bindings):
            if where is None or where.test(ctx, bindings, item):
                need -= 1
                if need <= 0:
                    return True
        return False

    def describe(self) -> str:
        what = self.where.describe() if self.where is not None else "any"
        many = "" if self.at_least == 1 else f"at least {self.at_least} "
        return f"{many}{self.pool.describe()} with {what}"

    def names(self) -> list[str]:
        return [*self.pool.names(), *(self.where.names() if self.where else [])]

    def references(self) -> set[str]:
        return self.pool.references() | (self.where.references() if self.where else set())


def _paren(cond: Condition) -> str:
    text = cond.describe()
    return f"({text})" if isinstance(cond, AllOf | AnyOf) else text


@dataclass(frozen=True)
class ActionRef:
    """An action named in a chart: the outcome handed to the game."""

    entry: Entry
    fixed: dict[str, Any]
    refs: tuple[tuple[str, str], ...]

    @property
    def name(self) -> str:
        return self.entry.name

    def resolve(self, bindings: Mapping[str, Any]) -> Action:
        return Action(self.entry.name, bind(self.fixed, self.refs, bindings))

    def describe(self) -> str:
        shown = dict(self.fixed)
        shown.update({k: f"${n}" for k, n in self.refs})
        return f"{self.entry.name}({_format_params(shown)})" if shown else self.entry.name


@dataclass(frozen=True)
class Action:
    """A decision a walk returns: the name of a game action and its parameters."""

    name: str
    params: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "params": dict(self.params)}

    def describe(self) -> str:
        return f"{self.name}({_format_params(self.params)})" if self.params else self.name


class Compiler:
    """Turns YAML condition/action forms into compiled objects, collecting problems."""

    def __init__(self, vocabulary: Vocabulary, source: str, problems: list[Problem]) -> None:
        self.vocabulary = vocabulary
        self.source = source
        self.problems = problems

    def problem(self, line: int, node: str, message: str) -> None:
        self.problems.append(Problem(self.source, line, node, message))

    def _split(self, form: Any, line: int, node: str, what: str) -> tuple[str, Mapping[str, Any]] | None:
        if isinstance(form, str):
            return form, {}
        if isinstance(form, Mapping) and len(form) == 1:
            (name, params), = form.items()
            if params is None:
                params = {}
            if not isinstance(name, str):
                self.problem(line, node, f"{what} name must be text, not {name!r}")
                return None
            if not isinstance(params, Mapping):
                self.problem(
                    line_of(form, name), node,
                    f"parameters of {name!r} must be a mapping like {{param: value}}, not {params!r}",
                )
                return None
            return name, params
        self.problem(line, node, f"expected a {what}: a name or {{name: {{params}}}}, got {form!r}")
        return None

    def _entry(self, name: str, kinds: tuple[str, ...], line: int, node: str) -> Entry | None:
        entry = self.vocabulary.get(name)
        if entry is None:
            hint = self.vocabulary.suggest(name, kinds[0])
            self.problem(line, node, f"unknown {' or '.join(kinds)} {name!r}{hint}")
            return None
        if entry.kind not in kinds:
            self.problem(line, node, f"{name!r} is a {entry.kind}, but a {' or '.join(kinds)} is needed here")
            return None
        return entry

    def condition(self, form: Any, line: int, node: str, kinds: tuple[str, ...] = ("predicate",)) -> Condition | None:
        if isinstance(form, Mapping) and len(form) == 1:
            (key, value), = form.items()
            if key in ("all", "any"):
                if not isinstance(value, list) or not value:
                    self.problem(line, node, f"'{key}' needs a non-empty list of conditions")
                    return None
                parts = [self.condition(v, line_of(value, i) or line, node, kinds) for i, v in enumerate(value)]
                if any(p is None for p in parts):
                    return None
                return (AllOf if key == "all" else AnyOf)(tuple(parts))  # type: ignore[arg-type]
            if key == "not":
                part = self.condition(value, line_of(form, key) or line, node, kinds)
                return NotOf(part) if part else None
            if key == "exists":
                return self._exists(value, line_of(form, key) or line, node)
        split = self._split(form, line, node, "condition")
        if split is None:
            return None
        name, params = split
        entry = self._entry(name, kinds, line, node)
        if entry is None:
            return None
        for message in entry.check_params(dict(params)):
            self.problem(line, node, message)
        fixed, refs = _compile_params(entry.with_defaults(dict(params)))
        return Call(entry, fixed, refs, dict(params))

    def _exists(self, spec: Any, line: int, node: str) -> Exists | None:
        if not isinstance(spec, Mapping) or "pool" not in spec:
            self.problem(line, node, "'exists' needs {pool: ..., where: ..., at_least: N}")
            return None
        unknown = [k for k in spec if k not in ("pool", "where", "at_least")]
        if unknown:
            self.problem(line, node, f"'exists' has no key {unknown[0]!r} (it takes pool, where, at_least)")
        pool = self.pool(spec["pool"], line_of(spec, "pool") or line, node)
        where = None
        if spec.get("where") is not None:
            where = self.condition(spec["where"], line_of(spec, "where") or line, node, kinds=("filter",))
            if where is None:
                return None
        at_least = spec.get("at_least", 1)
        if isinstance(at_least, bool) or not isinstance(at_least, int) or at_least < 1:
            self.problem(line, node, f"'at_least' must be a whole number of at least 1, got {at_least!r}")
            at_least = 1
        return Exists(pool, where, at_least) if pool else None

    def _named(self, form: Any, line: int, node: str, kind: str) -> tuple[Entry, dict[str, Any], tuple] | None:
        """A `name` or `{name: {params}}` of one vocabulary kind, with its parameters checked."""
        split = self._split(form, line, node, kind)
        if split is None:
            return None
        name, params = split
        entry = self._entry(name, (kind,), line, node)
        if entry is None:
            return None
        for message in entry.check_params(dict(params)):
            self.problem(line, node, message)
        fixed, refs = _compile_params(entry.with_defaults(dict(params)))
        return entry, fixed, refs

    def pool(self, form: Any, line: int, node: str) -> Call | None:
        named = self._named(form, line, node, "pool")
        return Call(named[0], named[1], named[2], dict(_given(form))) if named else None

    def action(self, form: Any, line: int, node: str) -> ActionRef | None:
        named = self._named(form, line, node, "action")
        return ActionRef(*named) if named else None

    def score(self, form: Any, line: int, node: str) -> Call | None:
        named = self._named(form, line, node, "score")
        return Call(named[0], named[1], named[2], dict(_given(form))) if named else None


def _given(form: Any) -> Mapping[str, Any]:
    """The parameters written in a `{name: {params}}` form (none for a bare name)."""
    if isinstance(form, Mapping) and len(form) == 1:
        (params,) = form.values()
        return params if isinstance(params, Mapping) else {}
    return {}


def score_value(score: Call, ctx: Any, candidate: Any, bindings: Mapping[str, Any]) -> Any:
    params = bind(score.fixed, score.refs, bindings)
    return score.entry.fn(ctx, candidate, **params)  # type: ignore[misc]
