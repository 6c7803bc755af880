"""One seeded RNG per game, and where dice come from.

Every random thing in a game (shuffles, dice, random tie-breaks, plots drawn face down)
draws from the game's single `random.Random`, so a game replays exactly from its seed
and the players' decisions. Dice can instead come from a script (tests, the worked
example) or from a person rolling real dice at the table.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any


class DiceExhausted(RuntimeError):
    """A dice script ran out (a test expected fewer rolls)."""


class RandomDice:
    """Dice rolled with the game's RNG."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def roll(self, purpose: str) -> int:
        return self.rng.randint(1, 6)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "random"}


class ScriptedDice:
    """Dice taken in order from a list; when the list runs out, `then` rolls (or it fails)."""

    def __init__(self, rolls: Iterable[int], then: Any | None = None) -> None:
        self.queue = deque(int(r) for r in rolls)
        for r in self.queue:
            if not 1 <= r <= 6:
                raise ValueError(f"a die shows 1 to 6, not {r}")
        self.then = then
        self.used: list[tuple[str, int]] = []

    def roll(self, purpose: str) -> int:
        if self.queue:
            value = self.queue.popleft()
        elif self.then is not None:
            value = self.then.roll(purpose)
        else:
            raise DiceExhausted(f"no scripted die left for {purpose!r} (used: {self.used})")
        self.used.append((purpose, value))
        return value

    def push(self, *rolls: int) -> None:
        self.queue.extend(rolls)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "scripted", "remaining": list(self.queue)}


class AskedDice:
    """Dice a person rolls at the table and types in (table mode)."""

    def __init__(self, ask: Callable[[str], int]) -> None:
        self.ask = ask

    def roll(self, purpose: str) -> int:
        value = int(self.ask(purpose))
        if not 1 <= value <= 6:
            raise ValueError(f"a die shows 1 to 6, not {value}")
        return value

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "asked"}


def rng_state(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def restore_rng(data: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng
