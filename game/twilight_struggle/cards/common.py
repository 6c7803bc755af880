"""Building blocks the card events share: asking for countries, placing and removing influence by event,
the war cards, and the Ops an event grants.

Purposes follow ``event.<card number>.<what>``, so a Bot's event instructions and a test script can
tell the questions apart. Influence an event places ignores the adjacency and cost of Ops (6.1.1
exception): events use the influence primitive directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import influence, operations, scoring, tracks
from ..board import (
    controls,
    countries,
    countries_in,
    country_name,
    neighbour_countries,
)
from ..board import (
    influence as inf,
)
from ..facts import facts
from ..game import Game
from ..modifiers import card_ops
from ..state import other_side


def names(candidates: Iterable[str]) -> dict[str, str]:
    return {c: country_name(c) for c in candidates}


def where(test: Callable[[str], bool], area: str | None = None) -> list[str]:
    """The countries (of `area`, if given) passing `test`, in map order."""
    pool = countries() if area is None else countries_in(area)
    return [c for c in pool if test(c)]


def choose_country(game: Game, side: str, number: int, candidates: Iterable[str], prompt: str,
                   what: str = "country", **info) -> str | None:
    options = list(candidates)
    if not options:
        return None
    return game.choose(side, f"event.{number}.{what}", options, prompt, labels=names(options), card=number, **info)


def choose_countries(game: Game, side: str, number: int, candidates: Iterable[str], count: int, prompt: str,
                     *, minimum: int | None = None, what: str = "countries", **info) -> list[str]:
    options = list(candidates)
    if not options or count <= 0:
        return []
    return game.choose_many(side, f"event.{number}.{what}", options, count, prompt, minimum=minimum,
                            labels=names(options), card=number, **info)


def allocate(game: Game, side: str, number: int, capacities: dict[str, int], budget: int, prompt: str,
             *, minimum: int | None = None, what: str = "allocation", **info) -> list[tuple[str, int]]:
    """Spread `budget` over countries (each at most its capacity); by default all of it that fits."""
    room = {c: n for c, n in capacities.items() if n > 0}
    most = min(budget, sum(room.values()))
    return game.choose_allocation(side, f"event.{number}.{what}", room, budget, prompt,
                                  minimum=most if minimum is None else minimum, labels=names(room), card=number,
                                  **info)


def add(game: Game, side: str, country: str, amount: int, number: int) -> int:
    return influence.add(game, side, country, amount, why=facts().cards[number].name)


def remove(game: Game, side: str, country: str, amount: int, number: int) -> int:
    return influence.remove(game, side, country, amount, why=facts().cards[number].name)


def remove_all(game: Game, side: str, country: str, number: int) -> int:
    return influence.remove_all(game, side, country, why=facts().cards[number].name)


def control_with(game: Game, side: str, country: str, number: int) -> None:
    """Add just enough of `side`'s influence to control `country` (Fidel, Romanian Abdication, US/Japan...)."""
    state = game.state
    from_stab = facts().map.countries[country].stability
    needed = max(from_stab, inf(state, country, other_side(side)) + from_stab) - inf(state, country, side)
    if needed > 0:
        add(game, side, country, needed, number)


def vp(game: Game, side: str, amount: int, number: int) -> None:
    tracks.gain_vp(game, side, amount, facts().cards[number].name)


def event_ops(game: Game, side: str, number: int, printed: int | None = None) -> int:
    """The Ops an event grants "as if" a card were played (7.4.3): the card's (or `printed`) value with
    the side's lasting modifiers."""
    return card_ops(game, side, number, printed)


def conduct_ops(game: Game, side: str, number: int, ops: int, **limits) -> str | None:
    """Operations an event grants, with the Ops rules and the side's area bonuses (7.4.3)."""
    return operations.conduct(game, side, number, ops, purpose="event.ops", **limits)


def score(game: Game, region: str) -> None:
    scoring.score_region(game, region)


def enemy_neighbours(game: Game, side: str, country: str) -> int:
    """Countries next to `country` that the other side controls (the war cards' -1s)."""
    return sum(1 for n in neighbour_countries(country) if controls(game.state, other_side(side), n))


def war(game: Game, side: str, number: int, target: str, *, extra_modifier: int = 0) -> bool:
    """A war card's attack on `target` (7.6): a die minus one per enemy-controlled neighbour (and the
    card's own modifiers); on the printed number or more `side` gains the VP and every enemy
    influence there becomes its own. The military operations are `side`'s whatever the roll (8.2.3-8.2.4)."""
    printed = facts().cards[number].war
    assert printed is not None
    label = country_name(target)
    tracks.add_military_ops(game, side, printed.military_ops, why=facts().cards[number].name)
    die = game.roll(f"{facts().cards[number].name}: {label}")
    modifier = -enemy_neighbours(game, side, target) + extra_modifier
    total = die + modifier
    won = total >= printed.win_from
    game.log(f"{facts().cards[number].name}: roll {die}{f'{modifier:+d}' if modifier else ''} = {total}, "
             f"{'victory' if won else 'failure'} ({printed.win_from}+ needed)")
    if won:
        opponent = other_side(side)
        taken = remove_all(game, opponent, target, number)
        add(game, side, target, taken, number)
        vp(game, side, printed.vp, number)
    return won


def hand_cards(game: Game, side: str, test: Callable[[int], bool] | None = None) -> list[int]:
    return [n for n in game.state.hands[side] if test is None or test(n)]
