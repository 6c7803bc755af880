"""Civil War (11.2) starting and ending, and the end of Regime Change."""

from __future__ import annotations

from . import board, pieces
from .game import Game
from .state import GOOD, ISLAMIST_RULE, POOR


def can_start_civil_war(game: Game, name: str) -> bool:
    country = game.state.countries[name]
    return country.muslim and not country.civil_war


def start_civil_war(game: Game, name: str) -> bool:
    """Put a Muslim country into Civil War (11.2.2); False if it already was."""
    from .politics import after_political_change, improve_governance, test_country, worsen_governance

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
    game.log(f"  {name}: CIVIL WAR")
    if country.regime_change:
        country.regime_change = None
        game.log(f"  {name}: regime change marker removed")
    awakening, reaction = country.awakening, country.reaction
    country.awakening = 0
    country.reaction = 0
    if awakening:
        placed = pieces.add_militia(game, name, awakening, "replacing awakening markers")
        game.log(f"  {name}: {awakening} awakening marker(s) replaced by {placed} militia")
    if reaction:
        placed = pieces.add_cells(game, name, min(reaction, board.cells_available(game.state)),
                                  why="replacing reaction markers")
        game.log(f"  {name}: {reaction} reaction marker(s) replaced by {placed} sleeper cell(s)")
    after_political_change(game)
    return True


def end_civil_war(game: Game, name: str) -> None:
    """Civil War ends (11.2.8): its marker and all militia go, and Advisors / UNSCR 1973 with them."""
    country = game.state.countries[name]
    if not country.civil_war:
        return
    from .politics import after_political_change, remove_advisors

    country.civil_war = False
    game.log(f"  {name}: civil war ends")
    pieces.remove_militia(game, name, country.militia, "civil war over")
    pieces.remove_marker(game, name, "UNSCR 1973")
    remove_advisors(game, name)
    after_political_change(game)


def end_regime_change(game: Game, name: str) -> None:
    country = game.state.countries[name]
    if country.regime_change:
        from .politics import after_political_change

        country.regime_change = None
        game.log(f"  {name}: regime change marker removed")
        after_political_change(game)


def worse_than_poor(governance: int) -> bool:
    return governance > POOR
