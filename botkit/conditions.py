"""Conditions and action references as written in YAML, compiled once.

A condition is a vocabulary predicate (or, inside a priority table, a filter), written as

* ``name``                         - no parameters;
* ``{name: {param: value, ...}}``  - with parameters;
* ``{all: [cond, ...]}``, ``{any: [cond, ...]}``, ``{not: cond}`` - combinations;
* ``{exists: {pool: POOL, where: FILTER, at_least: N}}`` - whether at least N (default 1)
  candidates of a pool pass a filter condition ("is there a Poor country with cells?");
* ``{at_least: [a, b]}``, ``{at_most: [a, b]}``, ``{equals: [a, b]}`` - comparisons of two
  expressions (expressions.py: ``$ops``, ``$tier.x``, ``{min: [...]}``, numbers, text);
* ``{candidate: EXPR, is: FILTER}`` - a filter condition about one bound value ("is the
  priority plot ``$plot`` a WMD?");
* ``{has_candidates: TABLE}`` - whether a priority table keeps any candidate of its own pool.

Parameter values may be ``$name`` references: a chart's parameters, a value a pick node bound,
a context field the game declares (``$ops``, ``$card`` ...) or a tier's value
(``$tier.<capability>``). They are read from the walk's `Scope` when the chart is walked;
nothing in a file is ever evaluated as code.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import Problem, did_you_mean
from .expressions import (
    OPERATORS,
    OPTION_FORMS,
    Constant,
    Expression,
    Operation,
    OverOptions,
    Reference,
    ScoreOf,
)
from .source import line_of
from .vocabulary import ANSWER, ANY, EXPR, REMEMBER, Entry, Vocabulary

COMBINATORS = ("all", "any", "not", "exists")
COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "at_least": lambda a, b: a >= b,
    "at_most": lambda a, b: a <= b,
    "equals": lambda a, b: a == b,
}
# what a `spend` binds while it weighs the next option's capacity: the (option -> amount) spent so far
SPEND_BINDINGS = {"allocated"}
BUILTIN_CONDITIONS = (*COMBINATORS, *COMPARISONS, "candidate", "has_candidates")


class Scope(dict):
    """What ``$name`` reads during a walk: the chart's arguments and the values its pick and roll
    nodes bound, then (for any other name) the context fields the game declares and the tier's
    values. It also carries the interpreter, so a condition can consult a priority table."""

    __slots__ = ("ctx", "vocabulary", "interpreter", "trace", "depth")

    def __init__(self, values: Mapping[str, Any], ctx: Any, vocabulary: Vocabulary, interpreter: Any = None,
                 trace: Any = None, depth: int = 0) -> None:
        dict.__init__(self, values)  # not super(): a walk makes a scope for every chart and table it enters
        self.ctx = ctx
        self.vocabulary = vocabulary
        self.interpreter = interpreter
        self.trace = trace
        self.depth = depth

    def __missing__(self, key: str) -> Any:
        return self.vocabulary.context_value(self.ctx, key)

    def inner(self, values: Mapping[str, Any], depth: int | None = None) -> Scope:
        """A scope for a called chart or a table: its own arguments, the same context."""
        return Scope(values, self.ctx, self.vocabulary, self.interpreter, self.trace,
                     self.depth if depth is None else depth)


@dataclass(frozen=True)
class Ref:
    """A ``$name`` value (a call's argument): resolved from the walk's scope."""

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


Test = Callable[[Any, Mapping[str, Any], Any], bool]


class Condition(ABC):
    """Base of compiled conditions.

    A condition is compiled once into a closure, its `test`: ``test(ctx, bindings, candidate=None)``,
    whether it holds (for a candidate, in a priority table). A walk asks thousands of them a game, so
    the closure holds what a test needs (the vocabulary function, its fixed parameters, its parts'
    closures) and no test looks anything up in the condition again. The closure is an attribute of
    the instance, made when it is built or unpickled (`library_cache`), never pickled itself.
    """

    test: Test

    def __post_init__(self) -> None:
        object.__setattr__(self, "test", self.compile())

    @abstractmethod
    def compile(self) -> Test:
        """The closure testing this condition (its parts are compiled already)."""

    def __getstate__(self) -> dict[str, Any]:
        return {key: value for key, value in self.__dict__.items() if key != "test"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        object.__setattr__(self, "test", self.compile())

    @abstractmethod
    def describe(self) -> str:
        """The condition in words, for drawings and traces."""

    @abstractmethod
    def names(self) -> list[str]:
        """The vocabulary names it uses."""

    @abstractmethod
    def references(self) -> set[str]:
        """The ``$`` names this condition needs bound."""

    def tables(self) -> list[str]:
        """The priority tables it consults (`has_candidates`)."""
        return []


def _format_params(params: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in params.items())


@dataclass(frozen=True)
class Call(Condition):
    entry: Entry
    fixed: dict[str, Any]
    refs: tuple[tuple[str, str], ...]
    shown: dict[str, Any]

    def bound(self, bindings: Mapping[str, Any]) -> dict[str, Any]:
        return bind(self.fixed, self.refs, bindings)

    def compile(self) -> Test:
        # the hottest call of a walk: no binding work when nothing is a $reference, no keywords without parameters
        fn: Any = self.entry.fn
        fixed, refs = self.fixed, self.refs
        if self.entry.kind == "filter":
            if refs:
                def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
                    return bool(fn(ctx, candidate, **bind(fixed, refs, bindings)))
            elif fixed:
                def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
                    return bool(fn(ctx, candidate, **fixed))
            else:
                def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
                    return bool(fn(ctx, candidate))
        elif refs:
            def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
                return bool(fn(ctx, **bind(fixed, refs, bindings)))
        elif fixed:
            def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
                return bool(fn(ctx, **fixed))
        else:
            def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
                return bool(fn(ctx))
        return test

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

    def compile(self) -> Test:
        tests = tuple(part.test for part in self.parts)
        if len(tests) == 2:  # the most common: no loop
            first, second = tests
            return lambda ctx, bindings, candidate=None: first(ctx, bindings, candidate) and second(ctx, bindings, candidate)

        def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
            for part in tests:  # noqa: SIM110 - a loop, not all(<generator>): a walk's second hottest call
                if not part(ctx, bindings, candidate):
                    return False
            return True
        return test

    def describe(self) -> str:
        return " and ".join(_paren(p) for p in self.parts)

    def names(self) -> list[str]:
        return [n for p in self.parts for n in p.names()]

    def references(self) -> set[str]:
        return set().union(*(p.references() for p in self.parts))

    def tables(self) -> list[str]:
        return [t for p in self.parts for t in p.tables()]


@dataclass(frozen=True)
class AnyOf(Condition):
    parts: tuple[Condition, ...]

    def compile(self) -> Test:
        tests = tuple(part.test for part in self.parts)
        if len(tests) == 2:
            first, second = tests
            return lambda ctx, bindings, candidate=None: first(ctx, bindings, candidate) or second(ctx, bindings, candidate)

        def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
            for part in tests:  # noqa: SIM110 - as in AllOf
                if part(ctx, bindings, candidate):
                    return True
            return False
        return test

    def describe(self) -> str:
        return " or ".join(_paren(p) for p in self.parts)

    def names(self) -> list[str]:
        return [n for p in self.parts for n in p.names()]

    def references(self) -> set[str]:
        return set().union(*(p.references() for p in self.parts))

    def tables(self) -> list[str]:
        return [t for p in self.parts for t in p.tables()]


@dataclass(frozen=True)
class NotOf(Condition):
    part: Condition

    def compile(self) -> Test:
        part = self.part.test
        return lambda ctx, bindings, candidate=None: not part(ctx, bindings, candidate)

    def describe(self) -> str:
        return f"not {_paren(self.part)}"

    def names(self) -> list[str]:
        return self.part.names()

    def references(self) -> set[str]:
        return self.part.references()

    def tables(self) -> list[str]:
        return self.part.tables()


@dataclass(frozen=True)
class Exists(Condition):
    """At least `at_least` candidates of a pool pass `where`."""

    pool: Call
    where: Condition | None
    at_least: int = 1

    def compile(self) -> Test:
        at_least, candidates = self.at_least, self.pool.candidates
        where = self.where.test if self.where is not None else None

        def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
            need = at_least
            for item in candidates(ctx, bindings):
                if where is None or where(ctx, bindings, item):
                    need -= 1
                    if need <= 0:
                        return True
            return False
        return test

    def describe(self) -> str:
        what = self.where.describe() if self.where is not None else "any"
        many = "" if self.at_least == 1 else f"at least {self.at_least} "
        return f"{many}{self.pool.describe()} with {what}"

    def names(self) -> list[str]:
        return [*self.pool.names(), *(self.where.names() if self.where else [])]

    def references(self) -> set[str]:
        return self.pool.references() | (self.where.references() if self.where else set())

    def tables(self) -> list[str]:
        return self.where.tables() if self.where else []


@dataclass(frozen=True)
class Compare(Condition):
    """``{at_least|at_most|equals: [a, b]}`` between two expressions."""

    operator: str
    left: Expression
    right: Expression

    def compile(self) -> Test:
        compare, left, right = COMPARISONS[self.operator], self.left.value, self.right.value
        return lambda ctx, bindings, candidate=None: compare(left(ctx, bindings, candidate),
                                                             right(ctx, bindings, candidate))

    def describe(self) -> str:
        word = {"at_least": ">=", "at_most": "<=", "equals": "="}[self.operator]
        return f"{self.left.describe()} {word} {self.right.describe()}"

    def names(self) -> list[str]:
        return []

    def references(self) -> set[str]:
        return self.left.references() | self.right.references()


@dataclass(frozen=True)
class CandidateIs(Condition):
    """``{candidate: $x, is: FILTER}``: a filter condition about one bound value."""

    value: Expression
    condition: Condition

    def compile(self) -> Test:
        condition, value = self.condition.test, self.value.value
        return lambda ctx, bindings, candidate=None: condition(ctx, bindings, value(ctx, bindings, candidate))

    def describe(self) -> str:
        return f"{self.value.describe()}: {self.condition.describe()}"

    def names(self) -> list[str]:
        return self.condition.names()

    def references(self) -> set[str]:
        return self.value.references() | self.condition.references()

    def tables(self) -> list[str]:
        return self.condition.tables()


@dataclass(frozen=True)
class HasCandidates(Condition):
    """``{has_candidates: TABLE}``: the table's filters keep at least one candidate of its pool."""

    table: str

    def compile(self) -> Test:
        table = self.table

        def test(ctx: Any, bindings: Mapping[str, Any], candidate: Any = None) -> bool:
            scope: Scope = bindings  # type: ignore[assignment]
            return bool(scope.interpreter.narrow(table, None, ctx, scope=scope, trace=scope.trace,
                                                 depth=scope.depth + 1))
        return test

    def describe(self) -> str:
        return f"{self.table} keeps a candidate"

    def names(self) -> list[str]:
        return []

    def references(self) -> set[str]:
        return set()

    def tables(self) -> list[str]:
        return [self.table]


def _paren(cond: Condition) -> str:
    text = cond.describe()
    return f"({text})" if isinstance(cond, AllOf | AnyOf) else text


@dataclass(frozen=True)
class ActionRef:
    """An action named in a chart: the outcome handed to the game.

    ``fixed``/``refs`` are its plain parameters; ``expressions`` its compiled expression
    parameters (evaluated by whoever carries the action out, against the walk's scope);
    ``nested`` its nested answer actions (a pick's ``else``).
    """

    entry: Entry
    fixed: dict[str, Any]
    refs: tuple[tuple[str, str], ...]
    expressions: dict[str, Expression] = field(default_factory=dict)
    nested: dict[str, ActionRef] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.entry.name

    def resolve(self, bindings: Mapping[str, Any]) -> Action:
        params = bind(self.fixed, self.refs, bindings)
        if self.expressions or self.nested:
            params = {**params, **self.expressions, **self.nested}
        return Action(self.entry.name, params, bindings)

    def references(self) -> set[str]:
        found = {name for _, name in self.refs}
        for expr in self.expressions.values():
            found |= expr.references()
        if self.entry.name == "spend":
            found -= SPEND_BINDINGS  # bound by the spend itself while it weighs each next option
        for inner in self.nested.values():
            found |= inner.references()
        return found

    def all(self) -> list[ActionRef]:
        """This action and every nested one."""
        return [self, *(a for inner in self.nested.values() for a in inner.all())]

    def describe(self) -> str:
        shown: dict[str, Any] = {k: v for k, v in self.fixed.items() if v is not None}
        shown.update({k: f"${n}" for k, n in self.refs})
        shown.update({k: e.describe() for k, e in self.expressions.items()})
        shown.update({k: a.describe() for k, a in self.nested.items()})
        return f"{self.entry.name}({_format_params(shown)})" if shown else self.entry.name


@dataclass(frozen=True)
class Action:
    """A decision a walk returns: the name of a game action, its parameters, and the scope it was
    reached in (expression parameters and nested answers are evaluated against it)."""

    name: str
    params: dict[str, Any]
    scope: Any = field(default=None, compare=False, repr=False)

    def __init__(self, name: str, params: dict[str, Any], scope: Any = None) -> None:
        # one update of the instance dict, not the frozen dataclass's object.__setattr__ per field: every
        # walk that ends at an action makes one
        self.__dict__.update(name=name, params=params, scope=scope)

    def value(self, key: str, candidate: Any = None) -> Any:
        """A parameter's value; an expression is evaluated now."""
        value = self.params.get(key)
        if isinstance(value, Expression):
            return value.value(self.scope.ctx, self.scope, candidate)
        return value

    def nested(self, key: str) -> Action | None:
        inner = self.params.get(key)
        return inner.resolve(self.scope) if isinstance(inner, ActionRef) else None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "params": {k: _shown(v) for k, v in self.params.items()}}

    def describe(self) -> str:
        shown = {k: _shown(v) for k, v in self.params.items() if v is not None}
        return f"{self.name}({_format_params(shown)})" if shown else self.name


def _shown(value: Any) -> Any:
    return value.describe() if isinstance(value, Expression | ActionRef) else value


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
            if key in COMPARISONS:
                return self._compare(key, value, line_of(form, key) or line, node, "filter" in kinds)
            if key == "has_candidates":
                if isinstance(value, Mapping) and set(value) == {"table"}:
                    value = value["table"]
                if not isinstance(value, str):
                    self.problem(line, node, "'has_candidates' names a priority table: {has_candidates: TABLE}")
                    return None
                return HasCandidates(value)
        if isinstance(form, Mapping) and set(form) == {"candidate", "is"}:
            value = self.expression(form["candidate"], line_of(form, "candidate") or line, node)
            cond = self.condition(form["is"], line_of(form, "is") or line, node, kinds=("filter",))
            return CandidateIs(value, cond) if value is not None and cond is not None else None
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

    def _compare(self, key: str, value: Any, line: int, node: str, candidate: bool) -> Compare | None:
        if not isinstance(value, list) or len(value) != 2:
            self.problem(line, node, f"'{key}' compares two values: {{{key}: [a, b]}}")
            return None
        left = self.expression(value[0], line, node, candidate=candidate)
        right = self.expression(value[1], line, node, candidate=candidate)
        return Compare(key, left, right) if left is not None and right is not None else None

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

    # -- expressions ----------------------------------------------------------------------
    def option_form(self, form: Any) -> str | None:
        """`{option_at: i}` / `{other_option: x}` (or a name the game gives them): the form's own name."""
        if isinstance(form, Mapping) and len(form) == 1:
            key = next(iter(form))
            name = self.vocabulary.expression_aliases.get(key, key) if isinstance(key, str) else None
            return name if name in OPTION_FORMS else None
        return None

    def expression(self, form: Any, line: int, node: str, *, candidate: bool = False) -> Expression | None:
        """A value (see expressions.py); `candidate`: whether "the candidate" may be scored here."""
        if isinstance(form, str) and form.startswith("$"):
            return Reference(form[1:])
        over = self.option_form(form)
        if over is not None:
            (given,) = form.values()
            part = self.expression(given, line, node, candidate=candidate)
            return OverOptions(over, part, self.vocabulary.question_options) if part is not None else None
        if isinstance(form, bool | int | float | str) or form is None:
            return Constant(form)
        if isinstance(form, Mapping) and len(form) == 1 and next(iter(form)) in OPERATORS:
            (operator, parts), = form.items()
            wanted = 2 if operator == "minus" else None
            if not isinstance(parts, list) or not parts or (wanted and len(parts) != wanted):
                self.problem(line, node, f"'{operator}' needs a list of {wanted or 'one or more'} values")
                return None
            compiled = [self.expression(p, line_of(parts, i) or line, node, candidate=candidate)
                        for i, p in enumerate(parts)]
            if any(c is None for c in compiled):
                return None
            return Operation(operator, tuple(compiled))  # type: ignore[arg-type]
        if isinstance(form, Mapping) and "score" in form and set(form) <= {"score", "of"}:
            score = self.score(form["score"], line_of(form, "score") or line, node)
            of = self.expression(form["of"], line_of(form, "of") or line, node) if "of" in form else None
            if score is None or ("of" in form and of is None):
                return None
            if of is None and not candidate:
                self.problem(line, node, f"{{score: {score.entry.name}}} scores the candidate, but there is none "
                                         "here: add 'of: $name'")
                return None
            return ScoreOf(score, of)
        self.problem(line, node, f"expected a value: a number, text, $name, {{min|max|sum|minus: [...]}}, "
                                 f"{{option_at: i}}, {{other_option: x}} or {{score: NAME, of: $name}}, got {form!r}")
        return None

    # -- named entries --------------------------------------------------------------------
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

    def remember(self, spec: Any, line: int, node: str) -> ActionRef | None:
        """``remember: {field: expression, ...}``: the fields are checked against the declared memory
        once the library is loaded."""
        if not isinstance(spec, Mapping) or not spec:
            self.problem(line, node, "'remember' maps memory fields to values: {remember: {field: $value}}")
            return None
        expressions: dict[str, Expression] = {}
        for name, value in spec.items():
            if not isinstance(name, str) or not name.isidentifier():
                self.problem(line_of(spec, name) or line, node, f"remember: {name!r} is not a memory field name")
                continue
            compiled = self.expression(value, line_of(spec, name) or line, node)
            if compiled is not None:
                expressions[name] = compiled
        return ActionRef(self.vocabulary.entries[REMEMBER], {}, (), expressions)

    def action(self, form: Any, line: int, node: str) -> ActionRef | None:
        if isinstance(form, Mapping) and len(form) == 1 and REMEMBER in form:
            return self.remember(form[REMEMBER], line_of(form, REMEMBER) or line, node)
        named = self._named(form, line, node, "action")
        if not named:
            return None
        entry, fixed, refs = named
        expressions: dict[str, Expression] = {}
        nested: dict[str, ActionRef] = {}
        given = _given(form)
        for param in entry.params:
            if param.name not in given or given[param.name] is None:
                continue
            value = given[param.name]
            at = line_of(given, param.name) or line
            if param.type is EXPR or (param.type is ANY and self.option_form(value) is not None):
                fixed.pop(param.name, None)
                refs = tuple(r for r in refs if r[0] != param.name)
                compiled = self.expression(value, at, node, candidate=param.name == "capacity")
                if compiled is not None:
                    expressions[param.name] = compiled
            elif param.type is ANSWER:
                fixed.pop(param.name, None)
                refs = tuple(r for r in refs if r[0] != param.name)
                inner = self.action(value, at, node)
                if inner is not None:
                    if not inner.entry.answers:
                        self.problem(at, node, f"{param.name!r} of {entry.name!r} must be an answer action, "
                                               f"not {inner.entry.name!r}")
                    nested[param.name] = inner
        return ActionRef(entry, fixed, refs, expressions, nested)

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


def unknown_reference(name: str, known: set[str], vocabulary: Vocabulary) -> str | None:
    """Why ``$name`` cannot be read where `known` names are bound (None if it can)."""
    if name in known or name in vocabulary.fields or name.startswith(("tier.", "memory.")):
        return None  # a tier value or a memory field is checked once the library is loaded
    return (f"'${name}' is neither a parameter nor a value bound here, nor a context field the game declares"
            f"{did_you_mean(name, sorted(known | set(vocabulary.fields)))}")
