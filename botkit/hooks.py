"""Card hooks: the cards whose lasting effect changes a rule or a phase register a function at a named point,
beside their event, and the engine calls every function registered there when play reaches it - so no
engine module names or imports a card. Every card-driven game needs this; each game names its points.

A game makes one registry (`CardHooks(points, load)`: `load` imports its card modules, which register
themselves - plug-ins - the first time a point is asked) and its card modules decorate::

    @HOOKS.hook("before_card", 239)
    def offer_truce_end(game, side): ...

Hooks at one point run in card-number order. Ways to call them: `run` (each, for its effect),
`run_for_card` (only a card's own), `any_true` / `all_true` (a question the first yes or no settles),
`card_says` (a per-card fact), `total` (modifiers added up), `first` (the first answer that is not
None: a ban's reason, a forced card), `collect` (every answer).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Hook:
    point: str
    card: int
    function: Callable[..., Any]


class CardHooks:
    """A game's hook points and what its cards registered at each."""

    def __init__(self, points: Sequence[str], load: Callable[[], Any]) -> None:
        self.points = tuple(points)
        self.load = load  # imports the game's card modules (they register their hooks)
        self.hooks: dict[str, list[Hook]] = {point: [] for point in self.points}

    def hook(self, point: str, card: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register the decorated function at `point` for card `card`."""
        if point not in self.hooks:
            raise ValueError(f"no hook point {point!r} (known: {', '.join(self.points)})")

        def register(function: Callable[..., Any]) -> Callable[..., Any]:
            entries = self.hooks[point]
            if any(h.card == card and h.function.__qualname__ == function.__qualname__ for h in entries):
                raise ValueError(f"hook {point} of card {card} ({function.__qualname__}) is registered twice")
            entries.append(Hook(point, card, function))
            entries.sort(key=lambda h: h.card)
            return function

        return register

    def at(self, point: str) -> list[Hook]:
        """The hooks registered at `point`, in card order (the card modules loaded first)."""
        self.load()
        return self.hooks[point]

    def run(self, point: str, game: Any, *args: Any) -> None:
        """Call every hook at `point`."""
        for entry in self.at(point):
            entry.function(game, *args)

    def run_for_card(self, point: str, game: Any, number: int, *args: Any) -> None:
        """Call the hooks at `point` that card `number` registered (with the number as first argument)."""
        for entry in self.at(point):
            if entry.card == number:
                entry.function(game, number, *args)

    def any_true(self, point: str, game: Any, *args: Any) -> bool:
        """Ask the hooks at `point` in turn; True as soon as one answers True (the rest are not asked)."""
        return any(entry.function(game, *args) for entry in self.at(point))

    def all_true(self, point: str, game: Any, *args: Any) -> bool:
        """Ask the hooks at `point` in turn; False as soon as one answers False."""
        return all(entry.function(game, *args) for entry in self.at(point))

    def card_says(self, point: str, game: Any, number: int, *args: Any) -> bool:
        """Ask the hooks card `number` registered at `point` (a per-card fact); False when it has none."""
        return any(entry.function(game, *args) for entry in self.at(point) if entry.card == number)

    def total(self, point: str, game: Any, *args: Any) -> int:
        """The sum of what the hooks at `point` answer (roll and Ops modifiers)."""
        return sum(int(entry.function(game, *args)) for entry in self.at(point))

    def first(self, point: str, game: Any, *args: Any) -> Any:
        """The first answer that is not None (a ban's reason, a forced card), or None."""
        for entry in self.at(point):
            answer = entry.function(game, *args)
            if answer is not None:
                return answer
        return None

    def collect(self, point: str, game: Any, *args: Any) -> list[Any]:
        """Every hook's answer, in card order."""
        return [entry.function(game, *args) for entry in self.at(point)]
