"""The empty board every game starts from: printed facts only, no pieces, all Muslim countries untested."""

from __future__ import annotations

from . import facts
from .state import HARD, Country, GameState

STANDARD_PLOTS = ["1", "1", "1", "2", "2", "3"]


def fresh_country(name: str) -> Country:
    printed = facts.countries()[name]
    country = Country(name=name, kind=printed.kind)
    if printed.muslim:
        country.resources = printed.resources
        country.oil_exporter = printed.oil_exporter
    else:
        country.governance = printed.governance
    if printed.fixed_posture:
        country.posture = printed.fixed_posture
    if name == "Israel" and not country.posture:
        country.posture = HARD
    country.wmd = printed.wmd
    return country


def blank_state(scenario: str = "blank") -> GameState:
    """All countries as printed, WMD in their caches, the six plots available, no cards dealt."""
    countries = {name: fresh_country(name) for name in facts.countries()}
    return GameState(scenario=scenario, countries=countries, plots_available=list(STANDARD_PLOTS))
