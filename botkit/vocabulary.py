"""The vocabulary: every name a chart may use, registered by a game.

A game fills one `Vocabulary` with four kinds of entries:

* ``predicate`` - a yes/no question about the situation (``fn(ctx, **params) -> bool``);
* ``filter``    - a yes/no question about one candidate (``fn(ctx, candidate, **params) -> bool``);
* ``score``     - a number for one candidate (``fn(ctx, candidate, **params) -> number``);
* ``pool``      - the candidates a question ranges over (``fn(ctx, **params) -> list``),
  used by ``exists`` conditions and by priority tables that name a ``pool``;
* ``action``    - a named decision the game carries out; botkit never calls it, it only
  returns it as the outcome of a walk, so ``fn`` is optional for actions.

Besides the entries, a game declares the *context* its charts may read as ``$name``
(`field`: the card in play, the Ops available, the question's budget ...), each typed, so a
chart naming an unknown ``$name`` does not validate; and how botkit reads the tier's values
(``$tier.<capability>``; the capabilities themselves are declared in YAML, see tiers.py),
rolls a die for a chart's ``roll`` node, and which answers of a question a priority table may
rank (`rankable`: e.g. the countries among the options, not "track" or "done").

botkit declares the answer actions every game shares (`ANSWER_ACTIONS`: ``pick``,
``pick_all``, ``spend``, ``answer``, ``answer_number``, ``first_option``, ``random_option``,
``only_option``, ``answer_info``);
`answers.py` carries them out. A game adds its own answer actions with `action(...,
answers=...)`, naming the kinds of question each can answer.

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
    choices: tuple[Any, ...] = ()  # the allowed values of a `one_of` type (the JSON Schema lists them)
    # how a made type was made, as plain data (("int_in", low, high), ("one_of", name, values), ("list_of", item)):
    # the library's disk cache names a type by it instead of pickling its check function
    recipe: tuple[Any, ...] = field(default=(), compare=False)

    def __str__(self) -> str:
        return self.name


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


QUESTION_KINDS = ("one", "many", "number", "yesno", "allocate")
# condition forms botkit reads itself (conditions.py): no vocabulary entry may take these names
BUILTIN_FORMS = ("all", "any", "not", "exists", "at_least", "at_most", "equals", "candidate", "has_candidates")

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

    return ParamType(f"whole number {low}-{high}", check, recipe=("int_in", low, high))


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

    return ParamType(name, check, allowed, recipe=("one_of", name, allowed))


def list_of(item: ParamType) -> ParamType:
    def check(value: Any) -> str | None:
        if not isinstance(value, list):
            return f"expected a list of {item.name}"
        for element in value:
            problem = item.check(element)
            if problem:
                return problem
        return None

    return ParamType(f"list of {item.name}", check, recipe=("list_of", item))


# Parameters the compiler reads itself: an expression (expressions.py) and a nested answer
# action (a pick's `else`). Their forms are checked when they are compiled.
EXPR = ParamType("expression", lambda v: None)
ANSWER = ParamType("answer action", lambda v: None)


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
    answers: tuple[str, ...] = ()  # action: the kinds of question it answers (none: a game outcome)
    # predicate of one parameter: the parameter values for which it holds now (see `Vocabulary.predicate`)
    keys: Callable[[Any], Iterable[Any]] | None = None

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
            if (isinstance(value, str) and value.startswith("$")) or p.type in (EXPR, ANSWER):
                continue  # bound when the chart is walked, or compiled on its own
            problem = p.type.check(value)
            if problem:
                problems.append(f"{self.kind} {self.name!r}, parameter {p.name!r}: {problem}")
        return problems

    def with_defaults(self, given: dict[str, Any]) -> dict[str, Any]:
        full = {p.name: p.default for p in self.params if not p.required}
        full.update(given)
        return full


@dataclass(frozen=True)
class Field:
    """A value of the context a chart may read as ``$name``: typed, described, and how to get it."""

    name: str
    type: ParamType
    doc: str
    get: Callable[[Any], Any]


def _read_attribute(name: str) -> Callable[[Any], Any]:
    return lambda ctx: getattr(ctx, name)


# Parameters naming another chart or priority table: checked against the loaded library.
CHART_REF = ParamType("chart id", lambda v: None if isinstance(v, str) else "expected a chart id")
TABLE_REF = ParamType("priority table id", lambda v: None if isinstance(v, str) else "expected a priority table id")
# a table that must say where its candidates come from (`has_candidates`, a pick node)
POOL_TABLE_REF = ParamType("priority table id with a pool",
                           lambda v: None if isinstance(v, str) else "expected a priority table id")
CHOICE_KINDS = ("one", "many", "allocate")

# botkit's end action beside an answer: `remember: {field: expression}` writes declared Bot memory (memory.py)
REMEMBER = "remember"

# botkit's own answer actions (carried out by answers.py): name -> (parameters, kinds, doc)
ANSWER_ACTIONS: dict[str, tuple[dict[str, Any], tuple[str, ...], str]] = {
    "pick": ({"table": TABLE_REF, "boxes": (TABLE_REF, None), "else": (ANSWER, None)}, ("one", "many"),
             "Answer with the option the table ranks first (after the boxes table, if any, narrowed the "
             "options); a many-choice question gets them in table order. Nothing left: the `else` answer."),
    "pick_all": ({"table": TABLE_REF, "boxes": (TABLE_REF, None), "else": (ANSWER, None)}, ("many",),
                 "Answer a many-choice question with as many options as it allows, in table order."),
    "spend": ({"table": TABLE_REF, "boxes": (TABLE_REF, None), "budget": (EXPR, None), "capacity": (EXPR, None),
               "else": (ANSWER, None)}, ("allocate",),
              "Spend the budget across the options in priority order: the table's first takes as much as its "
              "capacity allows, then the next, until the budget or the options run out."),
    "answer": ({"value": ANY, "plan": (STR, None)}, QUESTION_KINDS,
               "Answer with this value; `plan` names the choice for the rest of the card ($plan)."),
    "answer_number": ({"value": EXPR}, ("number",),
                      "Answer a number question with this value ($low, $high, $tier.x, min/max ...)."),
    "first_option": ({}, ("one", "many", "yesno", "number"),
                     "Answer with the first legal option (many: as few as allowed; number: the lowest)."),
    "random_option": ({}, ("one",), "Answer with a legal option at random (the game's RNG)."),
    "only_option": ({}, ("one",), "Answer with the one option offered (an error if several are offered)."),
    "answer_info": ({"key": STR}, QUESTION_KINDS,
                    "Answer with the value the question gives under this key (e.g. a country's present "
                    "militia: leave it as it is)."),
}


@dataclass
class Vocabulary:
    """The registry of names a game offers its charts."""

    game: str
    entries: dict[str, Entry] = field(default_factory=dict)
    fields: dict[str, Field] = field(default_factory=dict)
    # named events the game reports to its Bots (a marker set gains or loses on them), and the
    # counts a marker set may draw at the start: name -> one-line meaning
    triggers: dict[str, str] = field(default_factory=dict)
    marker_counts: dict[str, str] = field(default_factory=dict)
    # how botkit reads a tier's value, rolls a die, and tells which answers a table may rank
    read_tier: Callable[[Any, str], Any] = lambda ctx, name: ctx.capability(name)
    roll: Callable[[Any, str], int] = lambda ctx, purpose: ctx.roll(purpose)
    rankable: Callable[[Any, list[Any]], list[Any]] = lambda ctx, options: options
    # how botkit reads a Bot's memory (``$memory.<field>``, memory.py) and the options of the question in
    # hand (``{option_at: i}``, ``{other_option: x}``)
    read_memory: Callable[[Any, str], Any] = lambda ctx, name: ctx.memory(name)
    question_options: Callable[[Any], Any] = lambda ctx: getattr(getattr(ctx, "ask", None), "options", ())
    # other names a game gives botkit's expression forms (e.g. card_at for option_at)
    expression_aliases: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name, (params, kinds, doc) in ANSWER_ACTIONS.items():
            self._add("action", name, None, doc, params, "", kinds)
        self._add("action", REMEMBER, None, "Remember: write Bot memory fields (after the answer).", None, "")

    def _add(
        self,
        kind: str,
        name: str,
        fn: Callable[..., Any] | None,
        doc: str,
        params: dict[str, Any] | None,
        rule: str,
        answers: tuple[str, ...] = (),
        keys: Callable[[Any], Iterable[Any]] | None = None,
    ) -> Entry:
        if name in self.entries:
            raise ValueError(f"vocabulary {self.game!r}: {name!r} is already registered")
        if name in BUILTIN_FORMS:
            raise ValueError(f"vocabulary {self.game!r}: {name!r} is one of botkit's own condition forms")
        if not doc:
            raise ValueError(f"vocabulary {self.game!r}: {name!r} needs a one-line description")
        entry = Entry(
            name=name,
            kind=kind,
            doc=doc,
            params=tuple(_as_param(k, v) for k, v in (params or {}).items()),
            fn=fn,
            rule=rule,
            answers=answers,
            keys=keys,
        )
        if keys is not None and len(entry.params) != 1:
            raise ValueError(f"vocabulary {self.game!r}: {name!r} has keys, so it takes exactly one parameter")
        self.entries[name] = entry
        return entry

    def _decorator(self, kind: str, name: str | None, doc: str, params: dict[str, Any] | None, rule: str,
                   keys: Callable[[Any], Iterable[Any]] | None = None):
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            text = doc or _first_line(fn.__doc__)
            self._add(kind, name or fn.__name__, fn, text, params, rule, keys=keys)
            return fn

        return register

    def predicate(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = "",
                  keys: Callable[[Any], Iterable[Any]] | None = None):
        """Decorator: register ``fn(ctx, **params) -> bool``.

        `keys` (a predicate of one parameter): ``keys(ctx)`` gives every value of the parameter for
        which the predicate holds now - it must agree with `fn` exactly. The interpreter then walks
        a chain of such tests (``no`` to the next, each with a fixed value: a router such as
        "which question is asked?") with one lookup instead of one test per node."""
        return self._decorator("predicate", name, doc, params, rule, keys)

    def filter(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, candidate, **params) -> bool``."""
        return self._decorator("filter", name, doc, params, rule)

    def score(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, candidate, **params) -> number``."""
        return self._decorator("score", name, doc, params, rule)

    def pool(self, name: str | None = None, *, doc: str = "", params: dict[str, Any] | None = None, rule: str = ""):
        """Decorator: register ``fn(ctx, **params) -> list of candidates``."""
        return self._decorator("pool", name, doc, params, rule)

    def action(self, name: str, *, doc: str, params: dict[str, Any] | None = None, rule: str = "",
               answers: tuple[str, ...] = ()) -> Entry:
        """Register an action name: an outcome the game carries out, or (`answers`: the kinds of
        question it can answer) an answer action the game's Bot runtime carries out."""
        unknown = [k for k in answers if k not in QUESTION_KINDS]
        if unknown:
            raise ValueError(f"action {name!r}: unknown question kind(s) {unknown} (known: {QUESTION_KINDS})")
        return self._add("action", name, None, doc, params, rule, answers)

    def field(self, name: str, type_: Any, doc: str, get: Callable[[Any], Any] | None = None) -> Field:
        """Declare a context value charts read as ``$name`` (read with `get`, or the context's attribute)."""
        if name in self.fields or name in ("tier", "memory"):
            raise ValueError(f"vocabulary {self.game!r}: context field {name!r} is already declared")
        declared = Field(name, _as_param(name, type_).type, doc, get or _read_attribute(name))
        self.fields[name] = declared
        return declared

    def trigger(self, name: str, doc: str) -> None:
        """Declare a named event of the game that a marker set may gain or lose a marker on."""
        self.triggers[name] = doc

    def marker_count(self, name: str, doc: str) -> None:
        """Declare a way of counting how many markers a marker set draws at the start."""
        self.marker_counts[name] = doc

    def context_value(self, ctx: Any, name: str) -> Any:
        """The value of ``$name`` read from the context: a declared field, ``tier.<capability>`` or
        ``memory.<field>``."""
        if name.startswith("tier."):
            return self.read_tier(ctx, name[5:])
        if name.startswith("memory."):
            return self.read_memory(ctx, name[7:])
        declared = self.fields.get(name)
        if declared is None:
            raise KeyError(f"${name} is not a context field of {self.game!r}{did_you_mean(name, self.fields)}")
        return declared.get(ctx)

    def get(self, name: str) -> Entry | None:
        return self.entries.get(name)

    def names(self, kind: str | None = None) -> list[str]:
        return sorted(n for n, e in self.entries.items() if kind is None or e.kind == kind)

    def suggest(self, name: str, kind: str | None = None) -> str:
        return did_you_mean(name, self.names(kind))

