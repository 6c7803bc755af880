"""Everything a change to the board sets off, in the rulebook's order, ending with the victory check.

Every game is built with a `Consequences` handler (``Game(state, consequences=Consequences())``).
The board primitives (`pieces`, `politics`, `awakening`, `civil_war`, `caliphate`, `tracks`)
only change one thing and report it with `Game.changed`; the game hands each report here.
A consequence that changes the board reports in turn, and its change waits in the game's
queue until the current one is done, so the order below holds however deep a cascade runs.

For each change, in this order:

1. **Testing** (4.9.4): a piece or marker placed in an untested country tests it.
2. **Islamist Rule** (8.4.4, 11.3.1): funding rises by the country's resources, prestige
   drops to 1 if troops are there, its cached WMD become available plots.
3. **Good or Islamist Rule clears the country** (11.3.14): aid, Besieged Regime,
   Awakening, Reaction and militia go; Civil War and Regime Change end (11.2.8).
4. **Governance and the markers** (11.1.5): each level improved removes an Awakening
   marker, each level worsened a Reaction marker.
5. **Convergence** (11.1.8): a country that reached Good (Islamist Rule) puts an
   Awakening (Reaction) marker in a random Muslim country - unless the caller said it
   places them itself (Polarization does them all at the end of its census).
6. **Nigeria reverts** (11.3.3.3): Muslim Nigeria that is an Ally with no cells flips back
   to its non-Muslim side, losing what a non-Muslim country cannot hold.
7. **Training Camps** (11.3.7): the marker leaves a country that turns Good or holds neither
   cell nor cadre (and with it the extra cells' room; cells above it stay until removed).
8. **Event markers that leave with a change**: Advisors (121) leave a country that turns
   Adversary or Islamist Rule, or that troops enter (cubes or a troop marker, `board.troops_present`);
   the Trade Embargo markers (232) leave
   Iran once it is no longer an Adversary.

Once no change is left in the queue:

9. **The Caliphate** (11.3.8.2-3): a displaced capital moves (or is removed), every
   member's cells are active, extra cells left above the capacity are noted (11.3.7).
10. **The immediate victory check** (2.x, 9.1; `victory.check_immediate`): after any change
    that can decide it (governance, testing, a country tile, the Caliphate, prestige, the
    last cell leaving the map) - whichever path made it: an event, an operation, a plot,
    attrition, the end of the turn.

Nothing here runs while the state is being set up: set-up writes the state directly, and the
no-cells victory never counts in the ``setup`` phase.
"""

from __future__ import annotations

from . import awakening, board, caliphate, civil_war, pieces, politics, tracks, victory
from .game import Change, Game
from .state import ADVERSARY, ALLY, GOOD, ISLAMIST_RULE

TRAINING_CAMPS = "Training Camps"
TRADE_EMBARGO_MARKERS = ("Trade Embargo (Jihadist)", "Trade Embargo (US)")
NIGERIA, IRAN = "Nigeria", "Iran"

# what each kind of change may decide: the whole victory check, or only "no cells on the map"
DECIDES_VICTORY = frozenset({"tested", "governance", "status", "caliphate", "prestige"})


class Consequences:
    """The rulebook's cascade for one game (it remembers what the current cascade must re-derive)."""

    def __init__(self) -> None:
        self.reconcile_caliphate = False
        self.check_victory = False
        self.check_cells = False

    # -- one change ----------------------------------------------------------------------------
    def apply(self, game: Game, change: Change) -> None:
        kind, name = change.kind, change.country
        if kind in DECIDES_VICTORY:
            self.check_victory = True
        if kind in ("governance", "status", "caliphate", "troops_left", "marker_removed"):
            self.reconcile_caliphate = True
        if name is None:
            return
        if kind == "placed":
            politics.test_country(game, name)  # 4.9.4
        elif kind == "governance":
            governance_changed(game, name, change.before, change.after, convergence=change.convergence)
        elif kind == "alignment":
            alignment_changed(game, name, change.after)
        elif kind == "cells_left":
            self.check_cells = True
            nigeria_reverts(game)
            training_camps_leave(game, name)
        elif kind == "troops_entered":
            pieces.remove_advisors(game, name)

    # -- once the queue is empty ---------------------------------------------------------------
    def settle(self, game: Game) -> None:
        if self.reconcile_caliphate:
            self.reconcile_caliphate = False
            caliphate.reconcile(game)
            if game.pending:
                return  # the game hands those changes over first, then settles again
        if self.check_victory:
            self.check_victory = self.check_cells = False
            victory.check_immediate(game)
        elif self.check_cells:
            self.check_cells = False
            victory.check_no_cells(game)


def governance_changed(game: Game, name: str, before: int, after: int, *, convergence: bool = True) -> None:
    """Steps 2-8 for a change of governance of a tested Muslim country."""
    if after == ISLAMIST_RULE:
        islamist_rule_rewards(game, name)
    if after in (GOOD, ISLAMIST_RULE):
        clear_on_extreme(game, name)
    else:
        markers_follow_governance(game, name, before, after)
    if after == ISLAMIST_RULE:
        pieces.remove_advisors(game, name)
    if convergence and after in (GOOD, ISLAMIST_RULE):
        awakening.convergence(game, name, awakening=after == GOOD)
    if after == GOOD:
        training_camps_leave(game, name)


def islamist_rule_rewards(game: Game, name: str) -> None:
    """A country turned Islamist Rule: funding + its resources, prestige 1 with troops there, its WMD freed."""
    state = game.state
    country = state.countries[name]
    tracks.change_funding(game, board.resources(state, country), f"{name} under Islamist Rule")
    if board.troops_affecting_prestige(country) > 0:
        tracks.set_prestige(game, 1, f"troops in {name} under Islamist Rule")
    pieces.release_wmd(game, name)


def clear_on_extreme(game: Game, name: str) -> None:
    """Good or Islamist Rule: markers and militia go, Civil War and Regime Change end (11.3.14)."""
    country = game.state.countries[name]
    pieces.set_besieged(game, name, False)
    pieces.remove_aid(game, name, country.aid)
    awakening.remove_awakening(game, name, country.awakening, "11.3.14")
    awakening.remove_reaction(game, name, country.reaction, "11.3.14")
    pieces.remove_militia(game, name, country.militia, "11.3.14")
    civil_war.end_regime_change(game, name)
    civil_war.end_civil_war(game, name)


def markers_follow_governance(game: Game, name: str, before: int, after: int) -> None:
    """11.1.5: an Awakening marker per level improved, a Reaction marker per level worsened, are removed."""
    if after < before:
        awakening.remove_awakening(game, name, before - after, "governance improved (11.1.5)")
    elif after > before:
        awakening.remove_reaction(game, name, after - before, "governance worsened (11.1.5)")


def alignment_changed(game: Game, name: str, after: str | None) -> None:
    if after == ADVERSARY:
        pieces.remove_advisors(game, name)
    if name == IRAN and after != ADVERSARY:
        for marker in TRADE_EMBARGO_MARKERS:
            pieces.remove_marker(game, name, marker)
    if name == NIGERIA:
        nigeria_reverts(game)


def nigeria_reverts(game: Game) -> None:
    """Muslim Nigeria that is an Ally with no cells flips back to its non-Muslim side (11.3.3.3).

    What a non-Muslim country cannot hold goes first: Civil War and Regime Change end, the
    cadre, militia, aid, Awakening/Reaction, Besieged Regime and event markers are removed,
    troops go to the track and plots back to the available box.
    """
    nigeria = game.state.countries.get(NIGERIA)
    if nigeria is None or not nigeria.muslim or nigeria.alignment != ALLY or nigeria.cells:
        return
    game.log("  Nigeria is an Ally with no cells: it flips back to its non-Muslim side (11.3.3.3)")
    civil_war.end_civil_war(game, NIGERIA)
    civil_war.end_regime_change(game, NIGERIA)
    pieces.remove_cadre(game, NIGERIA)
    pieces.remove_militia(game, NIGERIA, nigeria.militia, "Nigeria reverts")
    pieces.remove_troops(game, NIGERIA, nigeria.troops, "Nigeria reverts")
    pieces.remove_aid(game, NIGERIA, nigeria.aid)
    awakening.remove_awakening(game, NIGERIA, nigeria.awakening, "Nigeria reverts")
    awakening.remove_reaction(game, NIGERIA, nigeria.reaction, "Nigeria reverts")
    pieces.set_besieged(game, NIGERIA, False)
    for plot in list(nigeria.plots):
        pieces.remove_plot(game, NIGERIA, plot, to="available", why="Nigeria reverts")
    for marker in sorted(set(nigeria.markers)):
        if marker == TRAINING_CAMPS:
            remove_training_camps(game, NIGERIA)
        else:
            pieces.remove_marker(game, NIGERIA, marker, every=True)
    politics.flip_nigeria_to_non_muslim(game)


def training_camps_leave(game: Game, name: str) -> None:
    """Training Camps leave a country that turns Good or has neither cells nor cadre (11.3.7)."""
    country = game.state.countries[name]
    if TRAINING_CAMPS not in country.markers:
        return
    if country.governance == GOOD or (country.cells == 0 and not country.cadre):
        remove_training_camps(game, name)


def remove_training_camps(game: Game, name: str) -> None:
    pieces.remove_marker(game, name, TRAINING_CAMPS, every=True)  # the card (196) was discarded when played
