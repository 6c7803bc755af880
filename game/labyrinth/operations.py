"""What an operation is, for the card-play services: a name, when it is possible, how it is done.

`us_ops` and `jihadist_ops` each fill an `OPERATIONS` mapping with these and register it
here (`register`), so that `cardplay` finds a side's operations (`for_side`) without
importing the modules that carry them out - those modules import `cardplay`, not the
reverse. ``perform`` carries the operation out with up to `ops` Ops (asking the acting side
every choice) and returns the Ops it actually used, so the caller knows how much of the
reserves went.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .game import Game


@dataclass(frozen=True)
class Operation:
    name: str
    label: str
    rule: str
    available: Callable[[Game, int], bool]
    perform: Callable[[Game, int], int]
    min_ops: int = 1


REGISTRY: dict[str, dict[str, Operation]] = {}
# what a Bot side does with card Ops its operation left unused: Homeland (13.4.4), Radicalization (12.4.3)
LEFTOVER: dict[str, Callable[[Game, int], None]] = {}


def register(side: str, table: dict[str, Operation]) -> None:
    """A side's operations, by name, in the order they are offered."""
    if side in REGISTRY:
        raise ValueError(f"the {side} operations are registered twice")
    REGISTRY[side] = table


def register_leftover(side: str, spend: Callable[[Game, int], None]) -> None:
    """A Bot side's procedure for the card Ops its operation did not use (`spend(game, card_ops)`)."""
    if side in LEFTOVER:
        raise ValueError(f"the {side} procedure for unused Ops is registered twice")
    LEFTOVER[side] = spend


def load_all() -> None:
    """Import the operation modules (plug-ins: importing them registers their operations)."""
    if _LOADED:
        return  # asked on every card: an import statement costs more than this test
    from . import homeland, jihadist_ops, radicalization, us_ops  # noqa: F401
    _LOADED.append(True)


_LOADED: list[bool] = []


def for_side(side: str) -> dict[str, Operation]:
    load_all()
    return REGISTRY[side]


def leftover(side: str) -> Callable[[Game, int], None] | None:
    load_all()
    return LEFTOVER.get(side)
