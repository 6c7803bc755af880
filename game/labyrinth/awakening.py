"""Awakening and Reaction markers (11.1), Convergence, Polarization and the random tables.

Markers go only in Muslim countries that are not Good, not Islamist Rule and not in
Civil War (11.1.4), and not while Arab Winter is in effect; there are 15 of each.
Placing and removing a marker are board primitives (placing one reports it, so an
untested country is tested, 4.9.4); Convergence is called by the consequences handler.
"""

from __future__ import annotations

from . import board, facts
from .game import Game
from .politics import improve_governance, shift_alignment, worsen_governance
from .state import ADVERSARY, ALLY, FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR, US, Country

ARAB_WINTER = 173


def can_take_marker(game: Game, country: Country) -> bool:
    return (
        country.muslim
        and country.governance not in (GOOD, ISLAMIST_RULE)
        and not country.civil_war
        and not board.under_truce(country)
    )


def markers_blocked(game: Game) -> bool:
    return ARAB_WINTER in game.state.lapsing


def supply(game: Game, kind: str) -> int:
    """Markers of `kind` ("awakening" or "reaction") not on the map."""
    state = game.state
    return board.awakening_available(state) if kind == "awakening" else board.reaction_available(state)


def markers_within_reach(game: Game, kind: str, name: str) -> int:
    """How many markers of `kind` could be put into `name` now: the supply, plus - once all 15
    are out - the ones in other countries, which the placing player may move (11.2.9)."""
    left = supply(game, kind)
    if left > 0:
        return left
    return sum(getattr(game.state.countries[n], kind) for n in movable_from(game, kind, name))


def movable_from(game: Game, kind: str, target: str) -> list[str]:
    """The countries a marker of `kind` may be moved from into `target` (11.2.9): any other country
    holding one, never one under Truce (taking its marker would be an effect there, 239)."""
    return sorted(n for n, c in game.state.countries.items()
                  if n != target and getattr(c, kind) > 0 and not board.under_truce(c))


def marker_placeable(game: Game, kind: str, name: str) -> bool:
    """Could a marker of `kind` go into `name` now? Not under Arab Winter, the country can take one
    (11.1.4, no Truce), and one is in the supply or can be moved from another country (11.2.9).

    The one test every card and both Bots' vocabularies use (whether a Bot chooses to move a
    marker is its answer chart's ``markers.move`` node)."""
    country = game.state.countries[name]
    return (not markers_blocked(game) and can_take_marker(game, country)
            and markers_within_reach(game, kind, name) > 0)


def add_awakening(game: Game, name: str, count: int = 1, why: str = "") -> int:
    return _add(game, name, count, "awakening", why)


def add_reaction(game: Game, name: str, count: int = 1, why: str = "") -> int:
    return _add(game, name, count, "reaction", why)


def _add(game: Game, name: str, count: int, kind: str, why: str) -> int:
    country = game.state.countries[name]
    if count <= 0 or markers_blocked(game) or not can_take_marker(game, country):
        return 0
    available = supply(game, kind)
    if available < count:
        available += _take_markers_elsewhere(game, name, kind, count - available)
    count = min(count, available)
    if count <= 0:
        return 0
    setattr(country, kind, getattr(country, kind) + count)
    game.report("awakening", country=name, marker=kind, delta=count, why=why)
    game.changed("placed", name)
    return count


def _take_markers_elsewhere(game: Game, target: str, kind: str, missing: int) -> int:
    """All 15 markers are out: the placing player may move some from other countries (11.2.9)."""
    side = game.acting or (US if kind == "awakening" else JIHADIST)
    moved = 0
    for _ in range(missing):
        sources = movable_from(game, kind, target)
        if not sources or not game.confirm(side, "markers.move", f"All 15 {kind} markers are on the map: take one "
                                           f"from another country for {target}?", kind=kind, country=target):
            break
        source = game.choose(side, "markers.move_from", sources, f"Take the {kind} marker from which country?",
                             kind=kind, country=target)
        _remove(game, source, 1, kind, f"moved to {target} (11.2.9)")
        moved += 1
    return moved


def remove_awakening(game: Game, name: str, count: int = 1, why: str = "") -> int:
    return _remove(game, name, count, "awakening", why)


def remove_reaction(game: Game, name: str, count: int = 1, why: str = "") -> int:
    return _remove(game, name, count, "reaction", why)


def _remove(game: Game, name: str, count: int, kind: str, why: str) -> int:
    country = game.state.countries[name]
    count = min(count, getattr(country, kind))
    if count > 0:
        setattr(country, kind, getattr(country, kind) - count)
        game.report("awakening", country=name, marker=kind, delta=-count, why=why)
    return count


def net_modifier(country: Country) -> int:
    """Awakening minus Reaction: added to War of Ideas, subtracted from Jihad (11.1.3)."""
    return country.awakening - country.reaction


# -- random country tables ---------------------------------------------------------------


def random_muslim_country(game: Game) -> str:
    """Roll on the Random Muslim Country table (11.3.9), using the side table on a 1 in the last column."""
    table = facts.tables()
    brown = game.roll("random Muslim country (brown die)")
    black = game.roll("random Muslim country (black die)")
    result = table["random_muslim_country"]["rows"][brown][black]
    while result == "reroll_extra":
        entry = table["random_muslim_extra"]["results"][game.roll("random Muslim country (side table)")]
        country = game.state.countries[entry["country"]]
        if entry["reroll_if_ineligible"] and not country.muslim:
            continue
        result = entry["country"]
    return result


def random_shia_mix_country(game: Game) -> str:
    """Roll three dice on the Random Shia-Mix Country table (11.3.10)."""
    total = sum(game.roll("random Shia-Mix country") for _ in range(3))
    entry = facts.tables()["random_shia_mix_country"]["results"][total]
    name = entry["country"]
    if not game.state.countries[name].muslim and entry.get("if_ineligible"):
        name = entry["if_ineligible"]
    return name


def random_schengen_country(game: Game) -> str:
    return facts.tables()["random_schengen_country"]["results"][game.roll("random Schengen country")]


def random_eligible_muslim(game: Game, eligible) -> str | None:
    """A random Muslim country meeting `eligible`; if the roll is not, a random eligible neighbour; else roll again."""
    if not any(eligible(c) for c in board.muslims(game.state)):
        return None
    while True:
        name = random_muslim_country(game)
        if eligible(game.state.countries[name]):
            return name
        near = [n for n in board.adjacent(name) if game.state.countries[n].muslim and eligible(game.state.countries[n])]
        if near:
            return game.random_pick(sorted(near))


# -- Convergence (11.1.8) ------------------------------------------------------------------


def convergence(game: Game, source: str, *, awakening: bool) -> str | None:
    """A country went Good (awakening) or Islamist Rule (reaction): place a marker at random."""
    if markers_blocked(game):
        game.log("  No Convergence: Arab Winter is in effect")
        return None
    if (board.awakening_available(game.state) if awakening else board.reaction_available(game.state)) <= 0:
        return None
    target = random_eligible_muslim(game, lambda c: can_take_marker(game, c))
    if target is None:
        return None
    game.report("convergence", source=source, target=target)
    if awakening:
        add_awakening(game, target, 1, "Convergence")
    else:
        add_reaction(game, target, 1, "Convergence")
    return target


# -- Polarization (11.1.7) -----------------------------------------------------------------


def polarization(game: Game) -> None:
    """End-of-turn census: +/-2 adds a marker; +/-3 or more shifts alignment, then governance.

    Shifts to Good or Islamist Rule happen together at the end, each with its Convergence,
    and a Convergence here causes no further Polarization.
    """
    state = game.state
    to_extreme: list[tuple[str, bool]] = []
    for name in sorted(state.countries):
        country = state.countries[name]
        if not country.muslim or (not country.awakening and not country.reaction):
            continue
        if board.under_truce(country):
            continue
        diff = country.awakening - country.reaction
        if diff == 2:
            add_awakening(game, name, 1, "Polarization")
        elif diff == -2:
            add_reaction(game, name, 1, "Polarization")
        elif diff >= 3:
            if country.alignment != ALLY:
                shift_alignment(game, name, ALLY)
            elif country.governance == FAIR:
                to_extreme.append((name, True))
            else:
                improve_governance(game, name, 1)
        elif diff <= -3:
            if country.alignment != ADVERSARY:
                shift_alignment(game, name, ADVERSARY)
            elif country.governance == POOR:
                to_extreme.append((name, False))
            else:
                worsen_governance(game, name, 1)
    for name, good in to_extreme:
        if good:
            improve_governance(game, name, 1, convergence=False)
        else:
            worsen_governance(game, name, 1, convergence=False)
    for name, good in to_extreme:
        convergence(game, name, awakening=good)
