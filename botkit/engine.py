"""A game in progress, as every game on botkit has one: the state plus the services rules need.

Rules modules of a game are functions taking its game object (a subclass of `GameBase`); they
change the state through the game's board primitives, roll through `roll`, and ask every choice
through `choose*` (which consult the deciding side's decider and check its answer). Nothing here
reads input or prints: the engine never reads input.

Every board primitive reports what it changed with `changed(kind, place, ...)`. The game hands each
report to the consequences handler it was built with (the game's rulebook cascade). Reports made
while the handler is already at work are queued and handled in order once it returns (a
re-entrancy guard), so a primitive called anywhere - an event, an operation, a consequence - never
skips the cascade and never runs it half-way inside another one.

What a game supplies: its state (with ``turn`` and ``phase``), its sides, its consequences handler,
and - by overriding `word` and `violations` - the words of its log reports and its invariants.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .dice import RandomDice
from .protocol import Ask, Decider, FirstOptionDecider


class LogEntry:
    """One line of the game log. A board primitive's report also keeps its `kind` and `fields`, so a
    front end can word it another way (table mode's instructions: the game's `instruction`).

    A report's words are made when first read (`words(kind, fields)`, the game's `word`): a game
    reports some 560 changes, and a tournament's games are never read. Compared, hashed, copied and
    pickled by its values, words included (as the frozen dataclass it was); never changed once made."""

    __slots__ = ("turn", "phase", "_text", "side", "kind", "fields", "_words")

    def __init__(self, turn: int, phase: str, text: str | None, side: str = "", kind: str = "",
                 fields: dict[str, Any] | None = None, *,
                 words: Callable[[str, dict[str, Any]], str] | None = None) -> None:
        if text is None and words is None:
            raise ValueError("a log entry needs its text or the words to make it")
        self.turn = turn
        self.phase = phase
        self._text = text
        self.side = side
        self.kind = kind
        self.fields = fields if fields is not None else {}
        self._words = words

    @property
    def text(self) -> str:
        text = self._text
        if text is None:
            text = self._text = self._words(self.kind, self.fields)  # type: ignore[misc]
            self._words = None
        return text

    def _key(self) -> tuple[Any, ...]:
        return (self.turn, self.phase, self.text, self.side, self.kind)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"LogEntry(turn={self.turn!r}, phase={self.phase!r}, text={self.text!r}, side={self.side!r}, "
                f"kind={self.kind!r}, fields={self.fields!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        # worded now: a copy or a pickle never carries the game's `word` along
        return (LogEntry, (self.turn, self.phase, self.text, self.side, self.kind, self.fields))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"turn": self.turn, "phase": self.phase, "text": self.text, "side": self.side}
        if self.kind:
            data["kind"] = self.kind
            data["fields"] = self.fields
        return data


class InvariantBroken(AssertionError):
    """The state broke a rule of the game (pieces, tracks or markers out of bounds)."""


@dataclass(frozen=True, slots=True)
class Change:
    """One thing a board primitive changed: what kind of change, where, and its particulars (the game
    names its kinds and what each sets off)."""

    kind: str
    country: str | None = None
    before: Any = None
    after: Any = None
    convergence: bool = True
    marker: str = ""


class ConsequenceHandler(Protocol):
    """What a game hands its changes to (the game's rulebook cascade)."""

    def apply(self, game: Any, change: Change) -> None:
        """Everything one change sets off, in the rulebook's order (may report further changes)."""

    def settle(self, game: Any) -> None:
        """Once no change is left to handle: what depends on the whole board (victory checks...)."""


class NoConsequences:
    """A game whose changes set nothing off."""

    def apply(self, game: Any, change: Change) -> None:
        return None

    def settle(self, game: Any) -> None:
        return None


class GameBase:
    """The services of a game in progress; a game subclasses it and adds what its rules keep."""

    def __init__(
        self,
        state: Any,
        *,
        sides: Sequence[str],
        consequences: ConsequenceHandler | None = None,
        seed: int = 0,
        rng: random.Random | None = None,
        deciders: dict[str, Decider] | None = None,
        dice: Any | None = None,
        check_invariants: bool = False,
    ) -> None:
        self.state = state
        self.sides = tuple(sides)
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.dice = dice if dice is not None else RandomDice(self.rng)
        self.deciders: dict[str, Decider] = deciders or {side: FirstOptionDecider() for side in self.sides}
        self.log_entries: list[LogEntry] = []
        self.listeners: list[Callable[[LogEntry], None]] = []
        # who hears every answer to every question (a front end telling what a Bot chose)
        self.answer_listeners: list[Callable[[Ask, Any], None]] = []
        # who is told just before the player may be asked for a card or a die (`checkpoint`)
        self.checkpoints: list[Callable[[Any, str], None]] = []
        self.check_invariants = check_invariants
        # tier capabilities per side: the engine reads these by name (Bot sides only)
        self.capabilities: dict[str, dict[str, Any]] = {side: {} for side in self.sides}
        # every declared capability and its default (the rules as written), set when a Bot is attached
        self.capability_defaults: dict[str, Any] = {}
        self.bot_sides: set[str] = set()
        # Bot decisions are numbered per game (traces, `why`, rendering a past decision)
        self.decision_count = 0
        self.trace_watcher: Callable[[Any], None] | None = None
        # random picks a script dictates (a replayed table game, a rulebook's worked example)
        self.scripted_picks: list[Any] = []
        # the rulebook's cascade, and the changes waiting for it (see `changed`)
        self.consequences: ConsequenceHandler = consequences if consequences is not None else NoConsequences()
        self.pending: deque[Change] = deque()
        self.settling = False

    # -- what a game supplies -----------------------------------------------------------------
    def word(self, kind: str, fields: dict[str, Any]) -> str:
        """The log's words for a report of `kind` (a game words its own reports)."""
        return kind + (" " + ", ".join(f"{k}={v}" for k, v in fields.items()) if fields else "")

    def violations(self) -> list[str]:
        """The game's invariants broken by the state now (none by default)."""
        return []

    # -- changes to the board -----------------------------------------------------------------
    def changed(self, kind: str, country: str | None = None, **details: Any) -> None:
        """A primitive changed the board: run the cascade now, or queue the change behind the one
        being handled. Returns once every queued change and what it set off has been handled."""
        self.pending.append(Change(kind, country, **details))
        if self.settling:
            return
        self.settling = True
        try:
            while self.pending:
                while self.pending:
                    self.consequences.apply(self, self.pending.popleft())
                self.consequences.settle(self)
        finally:
            self.settling = False
            self.pending.clear()  # only left over when the game ended (or failed) mid-cascade

    # -- narration ------------------------------------------------------------------------
    def log(self, text: str, side: str = "") -> None:
        self._tell(LogEntry(self.state.turn, self.state.phase, text, side))

    def report(self, kind: str, /, **fields: Any) -> None:
        """A board change for the log, as a kind and its fields (the words are the game's `word`)."""
        self.report_fields(kind, fields)

    def report_fields(self, kind: str, fields: dict[str, Any]) -> None:
        """`report` with its fields as a dict: a game overriding `report` hands them on without packing
        them again (some 560 reports a game)."""
        state = self.state
        entry = LogEntry(state.turn, state.phase, None, fields.get("side", ""), kind, fields, words=self.word)
        self.log_entries.append(entry)
        for listener in self.listeners:
            listener(entry)

    def _tell(self, entry: LogEntry) -> None:
        self.log_entries.append(entry)
        for listener in self.listeners:
            listener(entry)

    # -- randomness -----------------------------------------------------------------------
    def roll(self, purpose: str, *, quiet: bool = False) -> int:
        self.checkpoint("table.die")
        value = self.dice.roll(purpose)
        if not quiet:
            self.report("die", purpose=purpose, value=value)
        return value

    def roll_many(self, n: int, purpose: str) -> list[int]:
        return [self.roll(purpose) for _ in range(n)]

    def random_pick(self, options: Sequence[Any]) -> Any:
        """A random choice among equals (tie-breaks, face-down draws); uses the game's RNG."""
        if not options:
            raise ValueError("random pick from nothing")
        if len(options) == 1:
            return options[0]
        if self.scripted_picks:
            wanted = self.scripted_picks.pop(0)
            if wanted not in options:
                raise ValueError(f"scripted random pick {wanted!r} is not among {list(options)}")
            return wanted
        return self.rng.choice(list(options))

    # -- choices --------------------------------------------------------------------------
    def ask(self, ask: Ask) -> Any:
        decider = self.deciders[ask.side]
        answer = ask.check(decider.decide(self, ask))
        for listener in self.answer_listeners:
            listener(ask, answer)
        return answer

    def choose(
        self,
        side: str,
        purpose: str,
        options: Iterable[Any],
        prompt: str,
        *,
        labels: dict[Any, str] | None = None,
        always_ask: bool = False,
        **info: Any,
    ) -> Any:
        """One answer from `options`. With a single option there is nothing to ask."""
        opts = tuple(options)
        if not opts:
            raise ValueError(f"{purpose}: no options to choose from")
        if len(opts) == 1 and not always_ask:
            return opts[0]
        return self.ask(Ask(side, purpose, prompt, opts, "one", labels=labels or {}, info=info))

    def choose_many(
        self,
        side: str,
        purpose: str,
        options: Iterable[Any],
        count: int,
        prompt: str,
        *,
        minimum: int | None = None,
        labels: dict[Any, str] | None = None,
        **info: Any,
    ) -> list[Any]:
        """Up to `count` different answers (at least `minimum`, default `count`)."""
        opts = tuple(options)
        count = min(count, len(opts)) if not info.get("repeat") else count
        least = count if minimum is None else min(minimum, count)
        if count <= 0:
            return []
        if len(opts) == count and least == count and not info.get("repeat"):
            return list(opts)
        return self.ask(Ask(side, purpose, prompt, opts, "many", count=count, minimum=least, labels=labels or {},
                            info=info))

    def choose_allocation(
        self,
        side: str,
        purpose: str,
        capacities: dict[Any, int],
        budget: int,
        prompt: str,
        *,
        minimum: int = 1,
        labels: dict[Any, str] | None = None,
        costs: dict[Any, Sequence[int]] | None = None,
        **info: Any,
    ) -> list[tuple[Any, int]]:
        """A `budget` spread over options (each at most its capacity), as (option, amount) pairs in the
        order they are carried out. Options with no room are not offered; nothing to spread: [].

        `costs` prices the units of an option (its first, second, ... unit; see `Ask`): the budget
        then limits what the chosen units cost, and an option takes only the units it can afford."""
        if costs:
            priced = {o: tuple(costs[o]) for o in capacities if o in costs}
            room = {}
            for option, capacity in capacities.items():
                units, spent = 0, 0
                for price in priced.get(option, (1,) * capacity)[:capacity]:
                    if spent + price > budget:
                        break
                    units, spent = units + 1, spent + price
                if units > 0:
                    room[option] = units
            if not room:
                return []
            most = sum(sum(priced.get(o, (1,) * n)[:n]) for o, n in room.items())
            budget = min(budget, most)
            cheapest = min(priced.get(o, (1,))[0] for o in room)
            return self.ask(Ask(side, purpose, prompt, tuple(room), "allocate", minimum=min(max(minimum, cheapest),
                                                                                            budget),
                                budget=budget, capacities=room, costs={o: priced[o][:room[o]] for o in room
                                                                       if o in priced},
                                labels=labels or {}, info=info))
        room = {o: min(c, budget) for o, c in capacities.items() if c > 0}
        budget = min(budget, sum(room.values()))
        if budget <= 0:
            return []
        return self.ask(Ask(side, purpose, prompt, tuple(room), "allocate", minimum=min(minimum, budget),
                            budget=budget, capacities=room, labels=labels or {}, info=info))

    def choose_number(self, side: str, purpose: str, low: int, high: int, prompt: str, **info: Any) -> int:
        if low == high:
            return low
        return self.ask(Ask(side, purpose, prompt, (), "number", low=low, high=high, info=info))

    def confirm(self, side: str, purpose: str, prompt: str, **info: Any) -> bool:
        return self.ask(Ask(side, purpose, prompt, (True, False), "yesno", info=info))

    def checkpoint(self, purpose: str) -> None:
        """The player may be about to be asked `purpose` (a card, a die): what a front end recorded at
        that question - a correction of the board, a switch of who rolls the dice - takes effect now,
        before the question is put (see the session's recording)."""
        for listener in self.checkpoints:
            listener(self, purpose)

    # -- tiers ----------------------------------------------------------------------------
    def capability(self, side: str, name: str, default: Any = None) -> Any:
        """A Bot tier capability of `side`; `default` (the rules as written) when that side is a human.

        A Bot side reads its tier's value, else the declared default; once capabilities are
        declared (a Bot is attached), a name nobody declared is an error, never a silent default.
        """
        if side not in self.bot_sides:
            return default
        values = self.capabilities.get(side, {})
        if name in values:
            return values[name]
        if name in self.capability_defaults:
            return self.capability_defaults[name]
        if self.capability_defaults:
            raise KeyError(f"no capability {name!r} is declared (the game's capabilities files)")
        return default

    def trigger(self, name: str) -> None:
        """A named event the Bots may react to (capability markers gain and lose on them): told to every
        Bot side's decider that listens (`hear`)."""
        for side in sorted(self.bot_sides):
            hear = getattr(self.deciders.get(side), "hear", None)
            if callable(hear):
                hear(self, name)

    def is_bot(self, side: str) -> bool:
        return side in self.bot_sides

    # -- checks ---------------------------------------------------------------------------
    def verify(self) -> None:
        if self.check_invariants:
            problems = self.violations()
            if problems:
                raise InvariantBroken("; ".join(problems))
