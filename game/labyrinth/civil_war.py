"""Civil War (11.2) starting and ending, and Regime Change markers (7.3, 11.2.7).

Board primitives: each reports the change of the country's status (`Game.changed`), and the
consequences handler re-derives the Caliphate and checks victory.
"""

from __future__ import annotations

from . import board, pieces
from .game import Game
from .politics import improve_governance, test_country, worsen_governance
from .state import GOOD, ISLAMIST_RULE, POOR

UNSCR_1973 = "UNSCR 1973"


def can_start_civil_war(game: Game, name: str) -> bool:
    country = game.state.countries[name]
    return country.muslim and not country.civil_war


def start_civil_war(game: Game, name: str) -> bool:
    """Put a Muslim country into Civil War (11.2.2); False if it already was."""
    country = game.state.countries[name]
    if not country.muslim or country.civil_war:
        return False
    test_country(game, name)
    # the marker goes on first: an Islamist Rule Caliphate capital stays a valid host (11.3.8.1)
    country.civil_war = True
    if country.governance == GOOD:
        worsen_governance(game, name, 1)
    elif country.governance == ISLAMIST_RULE:
        improve_governance(game, name, 1)
    game.report("civil_war", country=name)
    if country.regime_change:
        country.regime_change = None
        game.report("regime_change", country=name, after=None)
    awakening, reaction = country.awakening, country.reaction
    country.awakening = 0
    country.reaction = 0
    if awakening:
        placed = pieces.add_militia(game, name, awakening, "replacing awakening markers")
        game.report("civil_war_replaced", country=name, markers=awakening, marker="Awakening", placed=placed,
                    piece="militia")
    if reaction:
        placed = pieces.add_cells(game, name, min(reaction, board.cells_available(game.state)),
                                  why="replacing reaction markers")
        game.report("civil_war_replaced", country=name, markers=reaction, marker="Reaction", placed=placed,
                    piece="sleeper cell")
    game.changed("status", name)
    return True


def end_civil_war(game: Game, name: str) -> None:
    """Civil War ends (11.2.8): its marker and all militia go, and Advisors / UNSCR 1973 with them."""
    country = game.state.countries[name]
    if not country.civil_war:
        return
    country.civil_war = False
    game.report("civil_war_ends", country=name)
    pieces.remove_militia(game, name, country.militia, "civil war over")
    pieces.remove_marker(game, name, UNSCR_1973)
    pieces.remove_advisors(game, name)
    game.changed("status", name)


def start_regime_change(game: Game, name: str) -> None:
    """A green Regime Change marker goes on (7.3): before governance changes, so a Caliphate there
    is never displaced."""
    country = game.state.countries[name]
    country.regime_change = "green"
    game.report("regime_change", country=name, after="green")
    game.changed("status", name)


def end_regime_change(game: Game, name: str) -> None:
    country = game.state.countries[name]
    if country.regime_change:
        country.regime_change = None
        game.report("regime_change", country=name, after=None)
        game.changed("status", name)


def tan_regime_change(game: Game, name: str) -> None:
    """A green Regime Change marker turns tan at the end of the turn (nothing else changes)."""
    country = game.state.countries[name]
    if country.regime_change == "green":
        country.regime_change = "tan"
        game.report("regime_change", country=name, after="tan")


def worse_than_poor(governance: int) -> bool:
    return governance > POOR
