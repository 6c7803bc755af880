"""Governance, alignment and posture of countries, testing (4.9.4) and the country tiles (11.3.3).

These are board primitives: each changes one thing and reports it (`Game.changed`). What a
change sets off - the markers 11.1.5 removes, a country cleared on reaching Good or Islamist
Rule (11.3.14), the rewards of Islamist Rule, Convergence, the Caliphate, Nigeria reverting,
the victory check - is the consequences handler's (`consequences`).

Governance and alignment belong to Muslim countries only: asked of a country that is not
(or no longer, e.g. Nigeria after it flipped back, 11.3.3.3), these change nothing.
"""

from __future__ import annotations

from . import facts
from .game import Game
from .state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    GOVERNANCE_TEXT,
    HARD,
    ISLAMIST_RULE,
    NEUTRAL,
    POOR,
    SOFT,
    UNTESTED,
)
from .tracks import set_us_posture

ALIGNMENTS = (ALLY, NEUTRAL, ADVERSARY)


def test_country(game: Game, name: str) -> bool:
    """Test an untested country (4.9.4): Muslim 1-4 Poor / 5-6 Fair, Neutral; others 1-4 Soft / 5-6 Hard."""
    country = game.state.countries[name]
    if not country.untested or name in ("United States", "Israel"):
        return False
    if country.muslim:
        die = game.roll(f"test {name}")
        country.governance = POOR if die < 5 else FAIR
        country.alignment = NEUTRAL
        game.report("tested", country=name, governance=GOVERNANCE_TEXT[country.governance])
    elif country.kind == "non_muslim":
        die = game.roll(f"test {name}")
        country.posture = SOFT if die < 5 else HARD
        game.report("tested", country=name, posture=country.posture.title())
    else:
        return False
    game.changed("tested", name)
    return True


def roll_posture(game: Game, name: str) -> str:
    """Roll for a non-Muslim country's posture (1-4 Soft, 5-6 Hard) and set it."""
    die = game.roll(f"posture {name}")
    posture = SOFT if die < 5 else HARD
    set_posture(game, name, posture)
    return posture


def set_posture(game: Game, name: str, posture: str | None) -> None:
    country = game.state.countries[name]
    if name == "United States":
        if posture is not None:
            set_us_posture(game, posture)
        return
    if country.kind != "non_muslim" or facts.countries()[name].fixed_posture:
        return
    if country.posture != posture:
        before = country.posture
        country.posture = posture
        game.report("posture", country=name, before=before.title() if before else None,
                    after=posture.title() if posture else None)


# -- governance --------------------------------------------------------------------------


def improve_governance(game: Game, name: str, levels: int = 1, *, to_good: bool = True,
                       convergence: bool = True) -> int:
    """Improve by up to `levels` (never past Fair unless `to_good`); returns levels gained.

    `convergence=False` leaves a Convergence to the caller (Polarization does them all at the end).
    """
    country = game.state.countries[name]
    if levels <= 0 or not country.muslim or country.governance in (UNTESTED, GOOD):
        return 0
    floor = GOOD if to_good else FAIR
    new = max(country.governance - levels, floor)
    delta = country.governance - new
    if delta > 0:
        _set_governance_level(game, name, new, convergence=convergence)
    return max(delta, 0)


def worsen_governance(game: Game, name: str, levels: int = 1, *, to_islamist_rule: bool = True,
                      convergence: bool = True) -> int:
    """Worsen by up to `levels` (never past Poor unless allowed); returns levels lost."""
    country = game.state.countries[name]
    if levels <= 0 or not country.muslim or country.governance in (UNTESTED, ISLAMIST_RULE):
        return 0
    ceiling = ISLAMIST_RULE if to_islamist_rule else POOR
    new = min(country.governance + levels, ceiling)
    delta = new - country.governance
    if delta > 0:
        _set_governance_level(game, name, new, convergence=convergence)
    return max(delta, 0)


def _set_governance_level(game: Game, name: str, new: int, *, convergence: bool = True) -> None:
    """A tested Muslim country's governance moves to `new`; Islamist Rule comes with Adversary."""
    country = game.state.countries[name]
    before = country.governance
    country.governance = new
    if new == ISLAMIST_RULE:
        country.alignment = ADVERSARY
    game.report("governance", country=name, before=GOVERNANCE_TEXT[before], after=GOVERNANCE_TEXT[new])
    game.changed("governance", name, before=before, after=new, convergence=convergence)


def set_governance(game: Game, name: str, governance: int, alignment: str | None = None) -> None:
    """Put a Muslim country at a governance level, as a change so that every consequence applies.

    An untested country is first given the level next to it (and `alignment`, Neutral by
    default), so reaching Good or Islamist Rule straight away still sets everything off.
    """
    country = game.state.countries[name]
    if not country.muslim:
        return
    if country.governance == UNTESTED:
        start = FAIR if governance == GOOD else POOR if governance == ISLAMIST_RULE else governance
        country.governance = start
        country.alignment = alignment or NEUTRAL
        game.report("governance_set", country=name, governance=GOVERNANCE_TEXT[governance],
                    alignment=country.alignment.title())
        game.changed("tested", name)
        if start != governance:
            _set_governance_level(game, name, governance)
        return
    if governance < country.governance:
        improve_governance(game, name, country.governance - governance)
    elif governance > country.governance:
        worsen_governance(game, name, governance - country.governance)
    if alignment is not None:
        set_alignment(game, name, alignment)


def make_untested(game: Game, name: str) -> None:
    """A Muslim country loses its governance and alignment markers: untested again (Change of State, 176).

    The caller clears its pieces and other markers and ends Civil War / Regime Change first.
    """
    country = game.state.countries[name]
    if not country.muslim or country.governance == UNTESTED:
        return
    country.governance = UNTESTED
    country.alignment = None
    game.report("untested", country=name)
    game.changed("status", name)


# -- alignment ---------------------------------------------------------------------------


def set_alignment(game: Game, name: str, alignment: str) -> None:
    """A Muslim country's alignment (an untested one is tested first, 4.9.4)."""
    country = game.state.countries[name]
    if not country.muslim or country.alignment == alignment:
        return
    test_country(game, name)
    if country.alignment == alignment or not country.muslim:
        return
    before = country.alignment
    country.alignment = alignment
    game.report("alignment", country=name, before=before.title() if before else None, after=alignment.title())
    game.changed("alignment", name, before=before, after=alignment)


def shift_alignment(game: Game, name: str, toward: str) -> bool:
    """One box toward Ally or Adversary; returns False if already at the end (or not Muslim)."""
    country = game.state.countries[name]
    if not country.muslim:
        return False
    index = ALIGNMENTS.index(country.alignment or NEUTRAL)
    step = -1 if toward == ALLY else 1
    new = index + step
    if not 0 <= new < len(ALIGNMENTS):
        return False
    set_alignment(game, name, ALIGNMENTS[new])
    return True


# -- country tiles (11.3.3) --------------------------------------------------------------


def flip_iran_to_muslim(game: Game) -> None:
    """Iranian Elections: Iran becomes a Shia-Mix Muslim country, Fair Adversary (11.3.3.1)."""
    _flip_to_muslim(game, "Iran", "Shia-Mix, Fair Adversary")


def flip_nigeria_to_muslim(game: Game) -> None:
    """A level 2, 3 or WMD plot resolved in non-Muslim Nigeria makes it Muslim Poor Neutral (11.3.3.3)."""
    _flip_to_muslim(game, "Nigeria", "Sunni, Poor Neutral")


def _flip_to_muslim(game: Game, name: str, shown: str) -> None:
    """Turn a country tile to its Muslim face; its pieces and markers stay (11.3.3)."""
    country = game.state.countries[name]
    face = facts.countries()[name].muslim_face
    if country.muslim or face is None:
        return
    country.kind = face.kind
    country.resources = face.resources
    country.oil_exporter = face.oil_exporter
    country.governance = face.governance
    country.alignment = face.alignment
    country.posture = None
    game.report("tile_flipped", country=name, face="Muslim", shown=shown)
    game.changed("status", name)


def flip_nigeria_to_non_muslim(game: Game) -> None:
    """Nigeria's tile turns back to its non-Muslim side (11.3.3.3), keeping a governance no better
    than printed. The caller has taken off what a non-Muslim country cannot hold."""
    nigeria = game.state.countries["Nigeria"]
    if not nigeria.muslim:
        return
    printed = facts.countries()["Nigeria"]
    nigeria.kind = printed.kind
    nigeria.resources = 0
    nigeria.oil_exporter = False
    nigeria.governance = min(nigeria.governance, printed.governance) if nigeria.governance else printed.governance
    nigeria.alignment = None
    nigeria.posture = None
    game.report("tile_flipped", country="Nigeria", face="non-Muslim")
    game.changed("status", "Nigeria")
