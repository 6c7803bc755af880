"""The event registry: each card's printed condition and effect, and whether its event may happen now.

A card module registers its event with the `event` decorator::

    @event(19, playable=some_condition)
    def truman_doctrine(game: Game, side: str) -> None:
        ...  # every choice through game.choose(...), purposes ``event.19.<what>``

``side`` is the side carrying the event out: the card's own side for a US or USSR event, the
player for an event of both sides (2.2.2, 5.2: an opponent's event set off by a card played for
Ops is carried out by that opponent as if it had played it).

Whether an event may happen (`blocked`) - 5.2 and 7.5 tell these apart for the card's fate:

* ``prohibited``: a lasting event in force forbids it (the card table's ``cancelled_by``: Camp
  David Accords stops Arab-Israeli War, 5.2 example 2), or the Chinese Civil War variant does
  (12.4);
* ``prerequisite``: none of the cards it needs has been played as an event (``requires_any``:
  NATO, Solidarity; 5.2 example 1);
* ``condition``: the event's own printed condition does not hold (``playable``: Star Wars with
  the US not ahead in space, 5.2 example 4).

An event that may happen but changes nothing is still played (5.2 example 3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .board import card_name
from .chinese_civil_war import banned
from .facts import facts
from .game import Game

Predicate = Callable[[Game, str], bool]


def always(game: Game, side: str) -> bool:
    return True


@dataclass(frozen=True)
class EventSpec:
    number: int
    effect: Callable[[Game, str], None]
    playable: Predicate = always
    headline: bool = True  # may the card be chosen as a headline (UN Intervention may not)


REGISTRY: dict[int, EventSpec] = {}


def event(number: int, *, playable: Predicate = always, headline: bool = True
          ) -> Callable[[Callable[[Game, str], None]], Callable[[Game, str], None]]:
    def register(effect: Callable[[Game, str], None]) -> Callable[[Game, str], None]:
        if number in REGISTRY:
            raise ValueError(f"event {number} is registered twice")
        REGISTRY[number] = EventSpec(number, effect, playable, headline)
        return effect

    return register


def load_all() -> dict[int, EventSpec]:
    """Import every card module (they register themselves) and return the registry."""
    from . import cards  # noqa: F401  (the imports register the events and hooks)

    return REGISTRY


def spec(number: int) -> EventSpec | None:
    load_all()
    return REGISTRY.get(number)


def carried_out_by(number: int, player: str) -> str:
    """Who carries out a card's event: its side, or the player for an event of both sides."""
    side = facts().cards[number].side
    return player if side == "neutral" else side


def may_play_as_event(number: int, side: str) -> bool:
    """A player chooses to play a card as an event only for its own or both sides' event (7.1)."""
    return facts().cards[number].side in (side, "neutral")


def blocked(game: Game, number: int, side: str) -> tuple[str, str] | None:
    """Why the event of card `number` cannot happen now for `side` (who would carry it out):
    (``prohibited`` | ``prerequisite`` | ``condition`` | ``no_event``, words), or None."""
    entry = spec(number)
    if entry is None:
        return ("no_event", f"{card_name(number)} has no event")
    card = facts().cards[number]
    state = game.state
    for canceller in card.cancelled_by:
        if canceller in state.effects:
            return ("prohibited", f"{card_name(canceller)} forbids {card_name(number)}")
    reason = banned(state, number, side)
    if reason:
        return ("prohibited", reason)
    if card.requires_any and not any(needed in state.effects for needed in card.requires_any):
        needs = " or ".join(card_name(n) for n in card.requires_any)
        return ("prerequisite", f"{card_name(number)} needs {needs} first")
    try:
        ok = entry.playable(game, side)
    except Exception as exc:  # a card's condition must never crash a game
        raise RuntimeError(f"card {number}: its condition failed: {exc!r}") from exc
    if not ok:
        return ("condition", f"the condition of {card_name(number)} does not hold")
    return None
