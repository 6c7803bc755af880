"""Phase hooks: cards whose lasting effect changes a phase of play register here, next to their event.

A card module marks a function with `hook` beside the card's `@event`::

    @hook("before_card", 239)
    def offer_truce_end(game: Game, phasing: str) -> None:
        ...

and the engine calls every function registered at a point when play reaches it, so no
engine module names or imports a card. The points, with the arguments each receives:

* ``before_card`` ``(game, side)`` - before each card of an action phase (Truce, 239: either
  side may end it early).
* ``cancels_card`` ``(game, side, number) -> bool`` - a card was just played; True cancels it
  (Ferguson, 166: discarded with no event and no Ops, yet it counts as played).
* ``lapse_ends`` ``(game, number)`` - a lapsing card leaves its box (end of turn, or taken
  early by Oil Price Spike); only the hooks registered with that card run (Truce's markers
  go, 239; Korean Crises 179 / Ebola Scare 204 bring their troops back).
* ``funding_holds`` ``(game) -> bool`` - end of turn: True keeps funding from dropping
  (Pirates, 183).
* ``end_of_turn_funding`` ``(game)`` - end of turn, after the usual drop (Fracking, 155: -1 more).
* ``plot_resolved`` ``(game, country, plot)`` - after a plot is resolved (Sequestration, 184,
  ends on a WMD).
* ``off_map_return`` ``(game)`` - end of turn, troops held off the map by a lasting event come
  back when its condition allows (Sequestration, 184).
* ``wins_now`` ``(game, side) -> bool`` - a fact of the card, asked of that card only
  (`card_says`): played now by `side`, could its event end the game in `side`'s automatic
  victory? (a Bot's rules play such an event first or never let the opponent's fire; the
  reference program's hand-written facts of seven Awakening cards.) A card without one: False.

Hooks at one point run in card-number order. The card modules are plug-ins: they register
when `events.load_all` imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import events
from .game import Game

POINTS = ("before_card", "cancels_card", "lapse_ends", "funding_holds", "end_of_turn_funding", "plot_resolved",
          "off_map_return", "wins_now")


@dataclass(frozen=True)
class Hook:
    point: str
    card: int
    function: Callable[..., Any]


HOOKS: dict[str, list[Hook]] = {point: [] for point in POINTS}


def hook(point: str, card: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated function at `point` for card `card`."""
    if point not in HOOKS:
        raise ValueError(f"no hook point {point!r} (known: {', '.join(POINTS)})")

    def register(function: Callable[..., Any]) -> Callable[..., Any]:
        entries = HOOKS[point]
        if any(h.card == card and h.function.__qualname__ == function.__qualname__ for h in entries):
            raise ValueError(f"hook {point} of card {card} ({function.__qualname__}) is registered twice")
        entries.append(Hook(point, card, function))
        entries.sort(key=lambda h: h.card)
        return function

    return register


def at(point: str) -> list[Hook]:
    """The hooks registered at `point`, in card order (the card modules loaded first)."""
    events.load_all()
    return HOOKS[point]


def run(point: str, game: Game, *args: Any) -> None:
    """Call every hook at `point`."""
    for entry in at(point):
        entry.function(game, *args)


def run_for_card(point: str, game: Game, number: int, *args: Any) -> None:
    """Call the hooks at `point` that card `number` registered (with the number as first argument)."""
    for entry in at(point):
        if entry.card == number:
            entry.function(game, number, *args)


def any_true(point: str, game: Game, *args: Any) -> bool:
    """Ask the hooks at `point` in turn; True as soon as one answers True (the rest are not asked)."""
    return any(entry.function(game, *args) for entry in at(point))


def card_says(point: str, game: Game, number: int, *args: Any) -> bool:
    """Ask the hooks card `number` registered at `point` (a per-card fact); False when it has none."""
    return any(entry.function(game, *args) for entry in at(point) if entry.card == number)
