"""Every choice in the game goes through a decider: the engine never reads input.

The engine describes a choice as an `Ask` (who decides, what for, the legal answers) and
hands it to the deciding side's `Decider`: the human front end prompts, a Bot walks its
charts, a test answers from a script. Answers are checked against the legal options, so
a buggy Bot or script fails loudly instead of corrupting the game.

``purpose`` names the choice in a stable, dotted form (``op.woi.target``,
``event.137.country``, ``card.play_as``...) so Bots can map each to a chart or table and
scripts can assert they answer the question they think they answer.

Kinds: ``one`` (an option), ``many`` (up to ``count`` options, at least ``minimum``),
``number`` (``low``..``high``), ``yesno``, and ``allocate``: a ``budget`` spread over options,
each taking at most its ``capacities[option]`` - the answer is a list of ``(option, amount)``
pairs in the order they are carried out (every attempt of an operation named before any die
is rolled, 8.1.1), each amount at least 1, each option once, the amounts adding up to at
least ``minimum`` and at most the budget. An allocation may price its units: ``costs[option]``
lists what the first, second, ... unit put in that option costs (placing influence costs 2 Ops in
a country the opponent controls and 1 once it no longer does); then the *costs* of the units
chosen, not their number, add up to between ``minimum`` and ``budget``.
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
    budget: int = 0  # allocate: the most that may be spread
    capacities: dict[Any, int] = field(default_factory=dict)  # allocate: the most each option may take
    costs: dict[Any, tuple[int, ...]] = field(default_factory=dict)  # allocate: each unit's price per option
    labels: dict[Any, str] = field(default_factory=dict)  # option -> text for people
    info: dict[str, Any] = field(default_factory=dict)  # extra facts for Bots (card, ops, ...)

    def __init__(self, side: str, purpose: str, prompt: str, options: tuple[Any, ...] = (), kind: str = "one",
                 count: int = 1, minimum: int = 1, low: int = 0, high: int = 0, budget: int = 0,
                 capacities: dict[Any, int] | None = None, costs: dict[Any, tuple[int, ...]] | None = None,
                 labels: dict[Any, str] | None = None, info: dict[str, Any] | None = None) -> None:
        # the dataclass's own __init__ sets each of the 14 fields through object.__setattr__ (it is frozen);
        # one update of the instance dict does the same at half the cost, and a game asks some 350 times
        # (the fields above stay the declaration: repr, ==, `dataclasses.replace` read them)
        self.__dict__.update(side=side, purpose=purpose, prompt=prompt, options=options, kind=kind, count=count,
                             minimum=minimum, low=low, high=high, budget=budget,
                             capacities={} if capacities is None else capacities,
                             costs={} if costs is None else costs, labels={} if labels is None else labels,
                             info={} if info is None else info)

    def label(self, option: Any) -> str:
        return self.labels.get(option, str(option))

    def prompt_for(self, who: str) -> str:
        """The prompt for a line that already names its side `who` ("USSR Bot: ..."): without a leading
        "USSR: " (a game whose prompts name the side for two people at one screen would say it twice)."""
        prefix = f"{who}: "
        return self.prompt[len(prefix):] if self.prompt.startswith(prefix) else self.prompt

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
        if self.kind == "allocate":
            return self._check_allocation(answer)
        raise IllegalAnswer(f"{self.purpose}: unknown kind of choice {self.kind!r}")

    def _check_allocation(self, answer: Any) -> list[tuple[Any, int]]:
        if not isinstance(answer, list | tuple):
            raise IllegalAnswer(f"{self.purpose}: expected (option, amount) pairs, got {answer!r}")
        pairs: list[tuple[Any, int]] = []
        for item in answer:
            if not isinstance(item, list | tuple) or len(item) != 2:
                raise IllegalAnswer(f"{self.purpose}: expected (option, amount) pairs, got {item!r}")
            option, amount = item
            if option not in self.options or any(option == o for o, _ in pairs):
                raise IllegalAnswer(f"{self.purpose}: {option!r} is not an option left among {list(self.options)}")
            limit = self.capacities.get(option, self.budget)
            if isinstance(amount, bool) or not isinstance(amount, int) or not 1 <= amount <= limit:
                raise IllegalAnswer(f"{self.purpose}: {option!r} takes 1..{limit}, not {amount!r}")
            pairs.append((option, amount))
        total = sum(self.price(o, a) for o, a in pairs)
        if not self.minimum <= total <= self.budget:
            what = "spend" if self.costs else "spread"
            raise IllegalAnswer(f"{self.purpose}: {what} {self.minimum}..{self.budget} in all, not {total}")
        return pairs

    def price(self, option: Any, amount: int) -> int:
        """What `amount` units put in `option` cost (one each unless the question prices them)."""
        costs = self.costs.get(option)
        if costs is None:
            return amount
        if amount > len(costs):
            raise IllegalAnswer(f"{self.purpose}: {option!r} takes at most {len(costs)}, not {amount}")
        return sum(costs[:amount])


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


def first_allocation(ask: Ask, total: int) -> list[tuple[Any, int]]:
    """`total` spread over the options in the order given, each as much as it takes. With priced
    units `total` is what is spent; when no unit fits in it, the cheapest first unit that fits the
    budget is taken instead, so the answer always meets the question's minimum."""
    pairs = []
    left = total
    for option in ask.options:
        take = _units_within(ask, option, left)
        if take > 0:
            pairs.append((option, take))
            left -= ask.price(option, take)
    if not pairs and ask.costs:
        fits = [o for o in ask.options if ask.price(o, 1) <= ask.budget]
        if fits:
            pairs.append((min(fits, key=lambda o: ask.price(o, 1)), 1))
    return pairs


def _units_within(ask: Ask, option: Any, spend: int) -> int:
    """The most units of `option` (within its capacity) that cost no more than `spend`."""
    room = ask.capacities.get(option, ask.budget)
    if option not in ask.costs:
        return max(0, min(spend, room))
    take = 0
    while take < min(room, len(ask.costs[option])) and ask.price(option, take + 1) <= spend:
        take += 1
    return take


class FirstOptionDecider:
    """Always the first legal answer: a dull but legal player for tests."""

    def decide(self, game: Any, ask: Ask) -> Any:
        if ask.kind == "yesno":
            return False
        if ask.kind == "number":
            return ask.low
        if ask.kind == "many":
            return list(ask.options[: ask.minimum])
        if ask.kind == "allocate":
            return first_allocation(ask, max(ask.minimum, min(1, ask.budget)))  # one attempt at least
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
        if ask.kind == "allocate":
            order = self.rng.sample(list(ask.options), len(ask.options))
            room = sum(ask.price(o, min(ask.capacities.get(o, ask.budget), ask.budget)) if o in ask.costs
                       else min(ask.capacities.get(o, ask.budget), ask.budget) for o in order)
            total = self.rng.randint(ask.minimum, max(ask.minimum, min(ask.budget, room)))
            return first_allocation(Ask(ask.side, ask.purpose, ask.prompt, tuple(order), "allocate",
                                        budget=ask.budget, capacities=ask.capacities, costs=ask.costs), total)
        return self.rng.choice(list(ask.options))
