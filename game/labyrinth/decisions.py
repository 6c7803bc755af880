"""Every choice in the game goes through a decider: the engine never reads input.

The engine describes a choice as an `Ask` (who decides, what for, the legal answers) and
hands it to the deciding side's `Decider`: the human front end prompts, a Bot walks its
charts, a test answers from a script. Answers are checked against the legal options, so
a buggy Bot or script fails loudly instead of corrupting the game.

``purpose`` names the choice in a stable, dotted form (``op.woi.target``,
``event.137.country``, ``card.play_as``...) so Bots can map each to a chart or table and
scripts can assert they answer the question they think they answer.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol


class IllegalAnswer(ValueError):
    """A decider answered with something that is not one of the legal options."""


@dataclass(frozen=True)
class Ask:
    side: str
    purpose: str
    prompt: str
    options: tuple[Any, ...] = ()
    kind: str = "one"  # one | many | number | yesno
    count: int = 1  # many: how many to choose at most
    minimum: int = 1  # many: how many at least
    low: int = 0  # number: smallest allowed
    high: int = 0  # number: largest allowed
    labels: dict[Any, str] = field(default_factory=dict)  # option -> text for people
    info: dict[str, Any] = field(default_factory=dict)  # extra facts for Bots (card, ops, ...)

    def label(self, option: Any) -> str:
        return self.labels.get(option, str(option))

    def check(self, answer: Any) -> Any:
        """Return the answer in canonical form, or raise IllegalAnswer."""
        if self.kind == "one":
            if answer not in self.options:
                raise IllegalAnswer(f"{self.purpose}: {answer!r} is not one of {list(self.options)}")
            return answer
        if self.kind == "yesno":
            if not isinstance(answer, bool):
                raise IllegalAnswer(f"{self.purpose}: expected yes/no, got {answer!r}")
            return answer
        if self.kind == "number":
            if isinstance(answer, bool) or not isinstance(answer, int) or not self.low <= answer <= self.high:
                raise IllegalAnswer(f"{self.purpose}: expected a number {self.low}..{self.high}, got {answer!r}")
            return answer
        if self.kind == "many":
            chosen = list(answer) if isinstance(answer, list | tuple) else [answer]
            if not self.minimum <= len(chosen) <= self.count:
                raise IllegalAnswer(f"{self.purpose}: choose {self.minimum}..{self.count}, got {len(chosen)}")
            pool = list(self.options)
            for item in chosen:
                if item not in pool:
                    raise IllegalAnswer(f"{self.purpose}: {item!r} is not available among {list(self.options)}")
                if not self.info.get("repeat"):
                    pool.remove(item)
            return chosen
        raise IllegalAnswer(f"{self.purpose}: unknown kind of choice {self.kind!r}")


class Decider(Protocol):
    def decide(self, game: Any, ask: Ask) -> Any: ...


class ScriptExhausted(RuntimeError):
    """A scripted decider was asked more questions than the script answers."""


class ScriptedDecider:
    """Answers from a list, in order. An entry may be ``(purpose, answer)`` to check the question.

    When the script runs out it passes the question to `then` (another decider) or fails.
    """

    def __init__(self, answers: Iterable[Any] = (), then: Decider | None = None) -> None:
        self.queue: deque[Any] = deque(answers)
        self.then = then
        self.asked: list[Ask] = []

    def decide(self, game: Any, ask: Ask) -> Any:
        self.asked.append(ask)
        if not self.queue:
            if self.then is not None:
                return self.then.decide(game, ask)
            raise ScriptExhausted(f"no scripted answer for {ask.purpose!r}: {ask.prompt} (options {list(ask.options)})")
        entry = self.queue.popleft()
        if isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[0], str) and "." in entry[0]:
            purpose, answer = entry
            if not ask.purpose.startswith(purpose):
                raise ScriptExhausted(f"script expected a {purpose!r} question, got {ask.purpose!r}: {ask.prompt}")
            return answer
        return entry

    def push(self, *answers: Any) -> None:
        self.queue.extend(answers)


class FirstOptionDecider:
    """Always the first legal answer: a dull but legal player for tests."""

    def decide(self, game: Any, ask: Ask) -> Any:
        if ask.kind == "yesno":
            return False
        if ask.kind == "number":
            return ask.low
        if ask.kind == "many":
            return list(ask.options[: ask.minimum])
        return ask.options[0]


class RandomDecider:
    """Uniformly random legal answers from its own seeded RNG (property tests, fuzzing)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, game: Any, ask: Ask) -> Any:
        if ask.kind == "yesno":
            return self.rng.random() < 0.5
        if ask.kind == "number":
            return self.rng.randint(ask.low, ask.high)
        if ask.kind == "many":
            n = self.rng.randint(ask.minimum, min(ask.count, len(ask.options)) if not ask.info.get("repeat") else ask.count)
            if ask.info.get("repeat"):
                return [self.rng.choice(ask.options) for _ in range(n)]
            return self.rng.sample(list(ask.options), n)
        return self.rng.choice(list(ask.options))
