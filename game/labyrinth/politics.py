"""Governance, alignment and posture, with everything a change sets off.

Improving or worsening governance removes Awakening/Reaction markers (11.1.5); reaching
Good or Islamist Rule clears the country (11.1.6, 11.3.14), ends Civil War and Regime
Change, triggers Convergence (11.1.8) and may end the game. Islamist Rule also pays the
Jihadist its resources in funding, sets prestige to 1 if troops are there, and frees the
country's WMD. Testing (4.9.4) and the country tiles (11.3.3) live here too.
"""

from __future__ import annotations

from . import board, facts
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
        game.log(f"  {name} tested: {GOVERNANCE_TEXT[country.governance]} Neutral")
    elif country.kind == "non_muslim":
        die = game.roll(f"test {name}")
        country.posture = SOFT if die < 5 else HARD
        game.log(f"  {name} tested: posture {country.posture.title()}")
    else:
        return False
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
        from .tracks import set_us_posture

        if posture is not None:
            set_us_posture(game, posture)
        return
    if country.kind != "non_muslim" or facts.countries()[name].fixed_posture:
        return
    if country.posture != posture:
        country.posture = posture
        shown = posture.title() if posture else "untested"
        game.log(f"  {name}: posture {shown}")


# -- governance --------------------------------------------------------------------------


def improve_governance(game: Game, name: str, levels: int = 1, *, to_good: bool = True,
                       convergence: bool = True) -> int:
    """Improve by up to `levels` (never past Fair unless `to_good`); returns levels gained."""
    country = game.state.countries[name]
    if levels <= 0 or country.governance in (UNTESTED, GOOD):
        return 0
    floor = GOOD if to_good else FAIR
    new = max(country.governance - levels, floor)
    delta = country.governance - new
    if delta <= 0:
        return 0
    if new == GOOD:
        country.governance = GOOD
        game.log(f"  {name}: governance now Good")
        _clear_on_extreme(game, name)
        after_political_change(game)
        if convergence:
            from .awakening import convergence as converge

            converge(game, name, awakening=True)
        from .victory import check_immediate

        check_immediate(game)
    else:
        country.governance = new
        removed = min(delta, country.awakening)
        country.awakening -= removed
        game.log(f"  {name}: governance now {GOVERNANCE_TEXT[new]}" + (f" (-{removed} awakening)" if removed else ""))
        after_political_change(game)
    return delta


def worsen_governance(game: Game, name: str, levels: int = 1, *, to_islamist_rule: bool = True,
                      convergence: bool = True) -> int:
    """Worsen by up to `levels` (never past Poor unless allowed); returns levels lost."""
    country = game.state.countries[name]
    if levels <= 0 or country.governance in (UNTESTED, ISLAMIST_RULE):
        return 0
    ceiling = ISLAMIST_RULE if to_islamist_rule else POOR
    new = min(country.governance + levels, ceiling)
    delta = new - country.governance
    if delta <= 0:
        return 0
    if new == ISLAMIST_RULE:
        _become_islamist_rule(game, name)
        if convergence:
            from .awakening import convergence as converge

            converge(game, name, awakening=False)
        from .victory import check_immediate

        check_immediate(game)
    else:
        country.governance = new
        removed = min(delta, country.reaction)
        country.reaction -= removed
        game.log(f"  {name}: governance now {GOVERNANCE_TEXT[new]}" + (f" (-{removed} reaction)" if removed else ""))
        after_political_change(game)
    return delta


def _become_islamist_rule(game: Game, name: str) -> None:
    from .tracks import change_funding, set_prestige

    state = game.state
    country = state.countries[name]
    country.governance = ISLAMIST_RULE
    country.alignment = ADVERSARY
    game.log(f"  {name}: ISLAMIST RULE, Adversary")
    change_funding(game, board.resources(state, country), f"{name} under Islamist Rule")
    if board.troops_affecting_prestige(country) > 0:
        set_prestige(game, 1, f"troops in {name} under Islamist Rule")
    _clear_on_extreme(game, name)
    from .pieces import release_wmd

    release_wmd(game, name)
    remove_advisors(game, name)
    after_political_change(game)


def _clear_on_extreme(game: Game, name: str) -> None:
    """Good or Islamist Rule: markers and militia go, Civil War and Regime Change end (11.3.14)."""
    country = game.state.countries[name]
    cleared = []
    if country.besieged:
        country.besieged = False
        cleared.append("besieged regime")
    if country.aid:
        cleared.append(f"{country.aid} aid")
        country.aid = 0
    if country.awakening:
        cleared.append(f"{country.awakening} awakening")
        country.awakening = 0
    if country.reaction:
        cleared.append(f"{country.reaction} reaction")
        country.reaction = 0
    if country.militia:
        cleared.append(f"{country.militia} militia")
        country.militia = 0
    if cleared:
        game.log(f"  {name}: removed {', '.join(cleared)}")
    if country.governance == GOOD:
        check_training_camps(game, name)
    from .civil_war import end_civil_war, end_regime_change

    end_regime_change(game, name)
    end_civil_war(game, name)


def make_untested(game: Game, name: str) -> None:
    """A Muslim country loses its governance and alignment markers: untested again (Change of State, 176).

    The caller clears its pieces and other markers first; Civil War and Regime Change end with it.
    """
    country = game.state.countries[name]
    if not country.muslim or country.governance == UNTESTED:
        return
    from .civil_war import end_civil_war, end_regime_change

    end_regime_change(game, name)
    end_civil_war(game, name)
    country.governance = UNTESTED
    country.alignment = None
    game.log(f"  {name}: governance and alignment markers removed (untested)")
    after_political_change(game)


def set_governance(game: Game, name: str, governance: int, alignment: str | None = None) -> None:
    """Put a country at a governance level, through improve/worsen so every side effect applies."""
    country = game.state.countries[name]
    if country.governance == UNTESTED:
        country.governance = governance
        country.alignment = alignment or NEUTRAL
        game.log(f"  {name}: set to {GOVERNANCE_TEXT[governance]} {country.alignment.title()}")
        if governance in (GOOD, ISLAMIST_RULE):
            # an untested country set straight to an extreme still gets its side effects
            country.governance = FAIR if governance == GOOD else POOR
            set_governance(game, name, governance)
        after_political_change(game)
        return
    if governance < country.governance:
        improve_governance(game, name, country.governance - governance)
    elif governance > country.governance:
        worsen_governance(game, name, governance - country.governance)
    if alignment is not None:
        set_alignment(game, name, alignment)


# -- alignment ---------------------------------------------------------------------------


def set_alignment(game: Game, name: str, alignment: str) -> None:
    country = game.state.countries[name]
    if country.alignment == alignment:
        return
    test_country(game, name)
    country.alignment = alignment
    game.log(f"  {name}: alignment now {alignment.title()}")
    if name == "Iran" and alignment != ADVERSARY:
        from .pieces import remove_marker

        remove_marker(game, name, "Trade Embargo (Jihadist)")
        remove_marker(game, name, "Trade Embargo (US)")
    if alignment == ADVERSARY:
        remove_advisors(game, name)
    check_nigeria_reverts(game)


def shift_alignment(game: Game, name: str, toward: str) -> bool:
    """One box toward Ally or Adversary; returns False if already at the end."""
    country = game.state.countries[name]
    index = ALIGNMENTS.index(country.alignment or NEUTRAL)
    step = -1 if toward == ALLY else 1
    new = index + step
    if not 0 <= new < len(ALIGNMENTS):
        return False
    set_alignment(game, name, ALIGNMENTS[new])
    return True


def remove_advisors(game: Game, name: str) -> None:
    from .pieces import remove_marker

    remove_marker(game, name, "Advisors", every=True)


# -- consequences ------------------------------------------------------------------------


def after_political_change(game: Game) -> None:
    """Re-derive what depends on countries' status: the Caliphate and Training Camps."""
    from .caliphate import reconcile

    reconcile(game)


def after_troops_leave(game: Game, name: str) -> None:
    """Troop cubes left `name` (Deploy, Withdraw, events, attrition).

    No printed rule reacts to cubes leaving by themselves (a Regime Change marker stays, 7.3.5);
    what depends on countries' status is re-derived so every move of troops ends consistent.
    """
    after_political_change(game)


def check_training_camps(game: Game, name: str) -> None:
    """Training Camps leave a country that turns Good or has neither cells nor cadre."""
    country = game.state.countries[name]
    if "Training Camps" not in country.markers:
        return
    if country.governance == GOOD or (country.cells == 0 and not country.cadre):
        from .deck import end_event
        from .pieces import remove_marker

        remove_marker(game, name, "Training Camps")
        end_event(game, board.TRAINING_CAMPS)  # the marked card (196) leaves play with its marker


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
    game.log(f"  {name} flips to its Muslim side: {shown}")
    after_political_change(game)


def check_nigeria_reverts(game: Game) -> None:
    """Muslim Nigeria that is Ally with no cells flips back to non-Muslim (11.3.3.3)."""
    nigeria = game.state.countries.get("Nigeria")
    if nigeria is None or not nigeria.muslim or nigeria.alignment != ALLY or nigeria.cells:
        return
    from . import pieces
    from .civil_war import end_civil_war, end_regime_change

    game.log("  Nigeria is an Ally with no cells: it flips back to its non-Muslim side")
    end_civil_war(game, "Nigeria")
    end_regime_change(game, "Nigeria")
    nigeria.cadre = 0
    pieces.remove_militia(game, "Nigeria", nigeria.militia)
    pieces.remove_troops(game, "Nigeria", nigeria.troops)
    nigeria.aid = 0
    nigeria.awakening = 0
    nigeria.reaction = 0
    nigeria.besieged = False
    for plot in list(nigeria.plots):
        pieces.remove_plot(game, "Nigeria", plot, to="available", why="Nigeria reverts")
    nigeria.markers.clear()
    printed = facts.countries()["Nigeria"]
    nigeria.kind = printed.kind
    nigeria.resources = 0
    nigeria.oil_exporter = False
    nigeria.governance = min(nigeria.governance, printed.governance) if nigeria.governance else printed.governance
    nigeria.alignment = None
    nigeria.posture = None
    after_political_change(game)
