"""The event registry: each card's printed condition, effect, and what becomes of the card.

A card module registers its event with the `event` decorator::

    @event(137, playable=lambda game, side: bool(ally_countries(game)))
    def fms(game: Game, side: str) -> None:
        ...  # every choice through game.choose(...)

* ``playable(game, side)`` - the printed condition (general rules such as association,
  Truce or the Caliphate block are checked by `can_play_event`);
* ``effective(game, side)`` - would playing it change anything now? (12.4.1 / 13.4.2:
  the Bots treat an event without effect as unplayable). When a card gives none, the
  effect is tried on a throw-away copy of the game and the states compared;
* ``disposition(game, side)`` - the card's fate after the event ("discard", "remove",
  "mark", "lapsing", or "keep" when the effect already put the card somewhere), when it
  differs from the card table's;
* ``alerts_plot(game, country, plot)`` - whether the event would cancel that plot (the
  US Bot alerts by event when it would, 13.4.1);
* ``candidates={what: fn}`` - the candidates of each of the event's choice points, one
  function per ``event.<N>.<what>`` question (``fn(game, side) -> list``). The effect builds
  its ``game.choose`` options from the same function (`cards.common.choose_candidate`), and
  the Bots' charts see exactly that list (the ``event_candidates {what}`` pool), so a Bot's
  "would I play it?" answer and its later choice look at one table;
* ``options(game, side) -> {id: label}`` - for an "OR" event (11.3.12), the options it offers
  now; the effect asks among them (`cards.common.choose_event_option`) and the charts test
  them (``event_option_offered {option}``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from botkit.dice import RandomDice
from botkit.protocol import FirstOptionDecider

from . import facts
from .consequences import Consequences
from .game import Game
from .state import PlotMarker
from .victory import GameOver

Predicate = Callable[[Game, str], bool]
Candidates = Callable[[Game, str], list[Any]]
Options = Callable[[Game, str], dict[str, str]]


def always(game: Game, side: str) -> bool:
    return True


@dataclass(frozen=True)
class EventSpec:
    number: int
    effect: Callable[[Game, str], None]
    playable: Predicate = always
    effective: Predicate | None = None
    disposition: Callable[[Game, str], str] | None = None
    alerts_plot: Callable[[Game, str, PlotMarker], bool] | None = None
    candidates: Mapping[str, Candidates] = field(default_factory=dict)
    options: Options | None = None

    @property
    def facts(self) -> facts.CardFacts:
        return facts.cards()[self.number]


REGISTRY: dict[int, EventSpec] = {}


def event(
    number: int,
    *,
    playable: Predicate = always,
    effective: Predicate | None = None,
    disposition: Callable[[Game, str], str] | None = None,
    alerts_plot: Callable[[Game, str, PlotMarker], bool] | None = None,
    candidates: Mapping[str, Candidates] | None = None,
    options: Options | None = None,
) -> Callable[[Callable[[Game, str], None]], Callable[[Game, str], None]]:
    def register(effect: Callable[[Game, str], None]) -> Callable[[Game, str], None]:
        if number in REGISTRY:
            raise ValueError(f"event {number} is registered twice")
        REGISTRY[number] = EventSpec(number, effect, playable, effective, disposition, alerts_plot,
                                     dict(candidates or {}), options)
        return effect

    return register


def load_all() -> dict[int, EventSpec]:
    """Import every card module (they register themselves) and return the registry."""
    if not _CARDS_LOADED:  # asked for every event looked at: the import machinery only the first time
        from . import cards  # noqa: F401  (imports register the events)
        _CARDS_LOADED.append(True)
    return REGISTRY


_CARDS_LOADED: list[bool] = []


def spec(number: int) -> EventSpec | None:
    load_all()
    return REGISTRY.get(number)


class UndeclaredChoice(KeyError):
    """A chart or a card asked for candidates or options an event does not declare."""


def candidates(game: Game, number: int, what: str, side: str) -> list[Any]:
    """The candidates card `number`'s event declares for its ``event.<N>.<what>`` choice, now."""
    entry = spec(number)
    if entry is None or what not in entry.candidates:
        raise UndeclaredChoice(f"card {number} declares no candidates for {what!r}")
    return list(entry.candidates[what](game, side))


def declares_candidates(number: int, what: str) -> bool:
    entry = spec(number)
    return entry is not None and what in entry.candidates


def options_offered(game: Game, number: int, side: str) -> dict[str, str]:
    """The options an "OR" event (11.3.12) offers now, id -> label."""
    entry = spec(number)
    if entry is None or entry.options is None:
        raise UndeclaredChoice(f"card {number} declares no options")
    return dict(entry.options(game, side))


def side_may_play(number: int, side: str) -> bool:
    """Association: a side plays its own and unassociated events, never the opponent's."""
    card = facts.cards()[number]
    return card.association in (side, "unassociated") and (not card.playable_by or side in card.playable_by)


def can_play_event(game: Game, number: int, side: str) -> bool:
    """Whether `side` may choose to play this card's event now (association + printed condition)."""
    return side_may_play(number, side) and conditions_met(game, number, side)


def conditions_met(game: Game, number: int, side: str) -> bool:
    """The event's printed condition holds for `side` now, whoever may play it (association aside):
    whether an opponent's event on a card would take effect."""
    entry = spec(number)
    if entry is None:
        return False
    try:
        return bool(entry.playable(game, side))
    except Exception as exc:  # a card's condition must never crash a game
        raise RuntimeError(f"card {number}: playability check failed: {exc!r}") from exc


def has_effect(game: Game, number: int, side: str) -> bool:
    """Would playing the event change the game now? Never changes the real state."""
    entry = spec(number)
    if entry is None or not can_play_event(game, number, side):
        return False
    if entry.effective is not None:
        return bool(entry.effective(game, side))
    return simulate_changes(game, entry, side)


def simulate_changes(game: Game, entry: EventSpec, side: str) -> bool:
    """Run the effect on a throw-away copy (first legal answers, copied RNG) and compare states."""
    probe = Game(game.state.copy(), consequences=Consequences(), seed=game.seed)
    probe.rng.setstate(game.rng.getstate())
    probe.dice = RandomDice(probe.rng)
    probe.deciders = {s: FirstOptionDecider() for s in game.deciders}
    probe.capabilities = game.capabilities
    probe.capability_defaults = game.capability_defaults
    probe.bot_sides = game.bot_sides
    probe.acting = side
    probe.current_card = entry.number
    before = _comparable(game.state.to_dict())
    try:
        entry.effect(probe, side)
    except GameOver:
        return True
    return _comparable(probe.state.to_dict()) != before


def _comparable(state: dict) -> dict:
    """The state without bookkeeping that records attention rather than change (Smartphones targets)."""
    return {k: v for k, v in state.items() if k not in ("targets_this_phase", "targets_last_phase")}


def fate_after_event(game: Game, number: int, side: str) -> str:
    entry = spec(number)
    if entry is not None and entry.disposition is not None:
        return entry.disposition(game, side)
    return facts.cards()[number].after_play


def describe(number: int, side: str | None = None) -> str:
    card = facts.cards()[number]
    text = card.summary_for(side) if side else next(iter(card.summary.values()), "")
    return text


def registry_numbers() -> list[int]:
    return sorted(load_all())


def noop(*_: Any) -> None:
    """For events whose whole effect is their marker staying in play (read by the rules)."""
