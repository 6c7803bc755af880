"""The Caliphate (11.3.8): declaring it, and keeping its capital and members up to date.

Declaring is a board primitive (it reports the change; the consequences handler checks
victory: the capital counts as an Islamist Rule resource). `reconcile` is called by the
consequences handler once a cascade's changes are all handled.
"""

from __future__ import annotations

from . import board
from .game import Game
from .pieces import note_stranded_cells
from .state import JIHADIST
from .tracks import change_funding, change_prestige


def can_host_capital(game: Game, name: str) -> bool:
    return board.caliphate_candidate(game.state.countries[name])


def declare(game: Game, name: str) -> None:
    """Place the capital (11.3.8): +2 funding; every member's cells turn active."""
    state = game.state
    if state.caliphate_capital is not None:
        raise ValueError("a Caliphate capital is already on the map")
    if not can_host_capital(game, name):
        raise ValueError(f"{name} cannot host the Caliphate capital")
    state.caliphate_capital = name
    game.report("caliphate_declared", country=name)
    change_funding(game, 2, "Caliphate declared")
    activate_members(game)
    game.changed("caliphate", name)


def activate_members(game: Game) -> None:
    """Cells in Caliphate countries are always active (11.3.8.3)."""
    state = game.state
    for member in board.caliphate_members(state):
        country = state.countries[member]
        if country.sleepers:
            country.actives += country.sleepers
            game.report("caliphate_active", country=member, count=country.sleepers)
            country.sleepers = 0


def reconcile(game: Game) -> None:
    """After any change of status: move a displaced capital (11.3.8.2) and activate members."""
    state = game.state
    capital = state.caliphate_capital
    note_stranded_cells(game)
    if capital is None:
        return
    if not board.caliphate_candidate(state.countries[capital]):
        options = [n for n in board.adjacent(capital) if board.caliphate_candidate(state.countries[n])]
        state.caliphate_capital = None
        if not options:
            game.report("caliphate_moved", source=capital, target=None)
            change_funding(game, -2, "Caliphate capital removed")
            change_prestige(game, 2, "Caliphate capital removed")
            note_stranded_cells(game)
            game.changed("caliphate", capital)
            return
        new = game.choose(JIHADIST, "caliphate.new_capital", sorted(options),
                          f"The Caliphate capital in {capital} is displaced: choose its new home",
                          previous=capital)
        state.caliphate_capital = new
        game.report("caliphate_moved", source=capital, target=new)
        change_funding(game, -1, "Caliphate capital displaced")
        change_prestige(game, 1, "Caliphate capital displaced")
        game.changed("caliphate", new)
    activate_members(game)


def declaration_possible(game: Game, name: str, cells_placed: int) -> bool:
    """An event that placed 3+ cells in a Civil War / Regime Change / Islamist Rule country (11.3.8)."""
    return game.state.caliphate_capital is None and cells_placed >= 3 and can_host_capital(game, name)


def offer_declaration(game: Game, name: str, cells_placed: int) -> bool:
    """Ask the Jihadist whether to declare; returns True if declared."""
    if not declaration_possible(game, name, cells_placed):
        return False
    if game.confirm(JIHADIST, "caliphate.declare", f"Declare a Caliphate with its capital in {name}?", country=name):
        declare(game, name)
        return True
    return False
