"""Values a chart computes: numbers, `$` references, a candidate's score, and min/max/sum/minus.

An expression is written where a chart needs a value rather than a yes/no answer - how
many to answer (`answer_number`), a budget or a capacity to spend (`spend`), the two sides
of a comparison (`at_least`, `at_most`, `equals`)::

    3                          # a constant (text and true/false are constants too)
    $ops                       # a chart parameter, a local bound by a pick node, a context
    $tier.deploy_from_track    #   field the game declares, or the tier's value of a capability
    {min: [2, $high]}          # also max, sum (of a list) and minus ([a, b] = a - b)
    {score: unused_cells}      # a vocabulary score of the candidate being weighed (spend's capacity)
    {score: cells, of: $plot}  # ... or of a bound value
    {option_at: 0}             # the question's first option (0, 1, ...; none there: empty text)
    {other_option: $first}     # the question's first option that is not this one (none: empty text)

Expressions are compiled once (conditions.Compiler.expression) and evaluated against a walk's
`Scope`; nothing in a file is evaluated as code.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# forms over the options of the question in hand (the game says where they are: Vocabulary.question_options)
OPTION_FORMS = ("option_at", "other_option")

OPERATORS: dict[str, Callable[[list[Any]], Any]] = {
    "min": min,
    "max": max,
    "sum": sum,
    "minus": lambda values: values[0] - values[1],
}


class Expression(ABC):
    """A compiled value."""

    @abstractmethod
    def value(self, ctx: Any, scope: Mapping[str, Any], candidate: Any = None) -> Any:
        """The value now (`candidate`: the one being weighed, for scores)."""

    @abstractmethod
    def describe(self) -> str:
        """The expression in words, for drawings and traces."""

    def references(self) -> set[str]:
        """The `$` names it reads."""
        return set()

    def needs_candidate(self) -> bool:
        """Whether it scores "the candidate" (only allowed where there is one)."""
        return False


@dataclass(frozen=True)
class Constant(Expression):
    constant: Any

    def value(self, ctx: Any, scope: Mapping[str, Any], candidate: Any = None) -> Any:
        return self.constant

    def describe(self) -> str:
        return str(self.constant)


@dataclass(frozen=True)
class Reference(Expression):
    name: str

    def value(self, ctx: Any, scope: Mapping[str, Any], candidate: Any = None) -> Any:
        return scope[self.name]

    def describe(self) -> str:
        return f"${self.name}"

    def references(self) -> set[str]:
        return {self.name}


@dataclass(frozen=True)
class Operation(Expression):
    operator: str
    parts: tuple[Expression, ...]

    def value(self, ctx: Any, scope: Mapping[str, Any], candidate: Any = None) -> Any:
        return OPERATORS[self.operator]([p.value(ctx, scope, candidate) for p in self.parts])

    def describe(self) -> str:
        if self.operator == "minus":
            return f"{self.parts[0].describe()} - {self.parts[1].describe()}"
        return f"{self.operator}({', '.join(p.describe() for p in self.parts)})"

    def references(self) -> set[str]:
        return set().union(*(p.references() for p in self.parts))

    def needs_candidate(self) -> bool:
        return any(p.needs_candidate() for p in self.parts)


@dataclass(frozen=True)
class ScoreOf(Expression):
    """A vocabulary score of the candidate being weighed, or of a bound value (`of`)."""

    score: Any  # conditions.Call of a score entry
    of: Expression | None = None

    def value(self, ctx: Any, scope: Mapping[str, Any], candidate: Any = None) -> Any:
        target = self.of.value(ctx, scope, candidate) if self.of is not None else candidate
        params = self.score.bound(scope)
        return self.score.entry.fn(ctx, target, **params)

    def describe(self) -> str:
        text = self.score.describe()
        return f"{text} of {self.of.describe()}" if self.of is not None else text

    def references(self) -> set[str]:
        return self.score.references() | (self.of.references() if self.of is not None else set())

    def needs_candidate(self) -> bool:
        return self.of is None


@dataclass(frozen=True)
class OverOptions(Expression):
    """``{option_at: i}`` (the i-th option, from 0) or ``{other_option: x}`` (the first option that is
    not x) of the question in hand; empty text when there is none."""

    form: str
    part: Expression
    options: Callable[[Any], Any] = field(compare=False, repr=False)

    def value(self, ctx: Any, scope: Mapping[str, Any], candidate: Any = None) -> Any:
        options = list(self.options(ctx) or ())
        given = self.part.value(ctx, scope, candidate)
        if self.form == "option_at":
            return options[given] if isinstance(given, int) and 0 <= given < len(options) else ""
        return next((o for o in options if o != given), "")

    def describe(self) -> str:
        if self.form == "option_at":
            return f"option {self.part.describe()}"
        return f"the option other than {self.part.describe()}"

    def references(self) -> set[str]:
        return self.part.references()

    def needs_candidate(self) -> bool:
        return self.part.needs_candidate()
