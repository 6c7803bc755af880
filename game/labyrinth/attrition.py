"""Civil War attrition (11.2.5), right after Polarization in the end-of-turn sequence.

First every Advisors marker (121) in a Civil War country adds a militia there (when too
few militia are left for all of them, the US chooses where they go). Then, country by
country (name order; not under Truce):

* each side counts its pieces there - troops (cubes and troop markers such as NATO) plus
  militia for the US, cells for the Jihadist; every full 6 inflicts a hit, and for the
  remainder one die is rolled (US first): a roll at or below it inflicts one more hit;
* the hits are taken simultaneously: the US removes one troop cube, militia or troop
  marker per hit (a marker absorbs as many hits as the troops it counts as, NATO 2, and
  goes even if it takes fewer); the Jihadist removes two cells per hit if troops or
  Advisors were present, else one, leaving a cadre when the last cell goes;
* hits that find nothing to remove (a hit of two cells against a single cell counts as
  unassigned) cancel out between the sides; what is left shifts the alignment one box per
  hit toward Ally (US hits) or Adversary (Jihadist hits) and, past the end of the track,
  governance one level per hit toward Good or Islamist Rule (11.3.14 applies);
* attrition never changes prestige.

Purposes:

* ``eot.advisors.militia`` - US; options: Civil War countries with Advisors still owed a
  militia; asked once per militia when fewer militia remain than Advisors markers.
* ``eot.attrition.us_losses`` - US; options: ``"troop"``, ``"militia"`` and the names of
  troop markers present; asked once per loss while the choice matters (the US Bot takes
  troop cubes first, 13.3.7 - the first option).
* ``eot.attrition.jihadist_losses`` - Jihadist; options: ``"active"``, ``"sleeper"``; asked
  once per cell while both kinds remain and not all cells go (the Jihadist Bot removes
  active cells first - the first option).
"""

from __future__ import annotations

from . import board, pieces, politics
from .game import Game
from .state import ADVERSARY, ALLY, JIHADIST, US

ADVISORS = "Advisors"
HIT_GROUP = 6
TROOP, MILITIA = "troop", "militia"
ACTIVE, SLEEPER = "active", "sleeper"


def civil_war_attrition(game: Game) -> None:
    """The attrition phase: Advisors' militia, then attrition in every Civil War country."""
    state = game.state
    wars = [name for name in sorted(state.countries) if state.countries[name].civil_war]
    if not wars:
        game.log("Attrition: no country is in Civil War")
        return
    game.log("Civil War attrition")
    advisors_add_militia(game, wars)
    for name in wars:
        country = state.countries[name]
        if country.muslim and country.civil_war:  # still at war when its turn in the phase comes
            attrition_in(game, name)


def advisors_add_militia(game: Game, wars: list[str]) -> int:
    """Each Advisors marker in a Civil War country adds a militia there (121); returns how many were placed."""
    state = game.state
    owed = {name: state.countries[name].marker_count(ADVISORS) for name in wars}
    owed = {name: n for name, n in owed.items() if n > 0}
    if not owed:
        return 0
    available = board.militia_available(state)
    placed = 0
    if available >= sum(owed.values()):
        for name, n in owed.items():
            placed += pieces.add_militia(game, name, n, "Advisors")
        return placed
    while placed < available and owed:
        name = game.choose(US, "eot.advisors.militia", sorted(owed),
                           f"Only {available - placed} militia left for the Advisors: where does the next one go?")
        if pieces.add_militia(game, name, 1, "Advisors") == 0:
            owed.pop(name)
            continue
        placed += 1
        owed[name] -= 1
        if owed[name] == 0:
            owed.pop(name)
    return placed


def hits_from(game: Game, strength: int, who: str, name: str) -> int:
    """One hit per full 6 pieces, and one more on a die at or below the remainder."""
    hits = strength // HIT_GROUP
    rest = strength % HIT_GROUP
    if rest:
        die = game.roll(f"attrition in {name} ({who})")
        if die <= rest:
            hits += 1
    return hits


def attrition_in(game: Game, name: str) -> None:
    """Attrition in one Civil War country (11.2.5)."""
    state = game.state
    country = state.countries[name]
    if board.under_truce(country):
        game.log(f"  {name}: no attrition under Truce")
        return
    us_strength = board.troops_and_militia(country)
    cells = country.cells
    if not us_strength and not cells:
        return
    # both sides' hits come from the pieces present before any loss (simultaneous)
    us_hits = hits_from(game, us_strength, "US", name)
    jihadist_hits = hits_from(game, cells, "Jihadist", name)
    cells_per_hit = 2 if board.troops_present(country) or country.has_marker(ADVISORS) else 1
    game.log(f"  {name}: US {us_strength} piece(s) inflict {us_hits} hit(s); "
             f"Jihadist {cells} cell(s) inflict {jihadist_hits} hit(s)")
    unassigned_jihadist = us_losses(game, name, jihadist_hits)
    unassigned_us = jihadist_losses(game, name, us_hits, cells_per_hit)
    if not state.countries[name].muslim:
        return  # Nigeria turned back to its non-Muslim side: nothing left to shift
    shift_for_unassigned_hits(game, name, unassigned_us - unassigned_jihadist)


def us_losses(game: Game, name: str, hits: int) -> int:
    """The US takes `hits` losses among troops, militia and troop markers; returns the hits left unassigned."""
    country = game.state.countries[name]
    if hits <= 0:
        return 0
    markers = [m for m in country.markers if m in board.TROOP_MARKERS]
    absorbable = country.troops + country.militia + sum(board.TROOP_MARKERS[m][0] for m in markers)
    unassigned = max(0, hits - absorbable)
    troops = militia = 0
    lost_markers: list[str] = []
    if hits >= absorbable:
        troops, militia, lost_markers = country.troops, country.militia, markers
    else:
        left = hits
        remaining_markers = list(markers)
        while left > 0:
            options: list[str] = []
            if country.troops - troops > 0:
                options.append(TROOP)
            if country.militia - militia > 0:
                options.append(MILITIA)
            options.extend(dict.fromkeys(remaining_markers))
            labels = {TROOP: "a troop cube", MILITIA: "a militia"}
            labels.update({m: f"the {m} marker (absorbs {board.TROOP_MARKERS[m][0]})" for m in remaining_markers})
            pick = game.choose(US, "eot.attrition.us_losses", options,
                               f"Attrition in {name}: {left} loss(es) to take - which piece goes?",
                               labels=labels, country=name, losses=left)
            if pick == TROOP:
                troops += 1
                left -= 1
            elif pick == MILITIA:
                militia += 1
                left -= 1
            else:
                remaining_markers.remove(pick)
                lost_markers.append(pick)
                left -= board.TROOP_MARKERS[pick][0]
    for marker in lost_markers:
        pieces.remove_marker(game, name, marker)
    if troops:
        pieces.remove_troops(game, name, troops, "attrition")
    if militia:
        pieces.remove_militia(game, name, militia, "attrition")
    return unassigned


def jihadist_losses(game: Game, name: str, hits: int, per_hit: int) -> int:
    """The Jihadist removes `per_hit` cells per hit; returns the hits left (even partly) unassigned."""
    country = game.state.countries[name]
    if hits <= 0:
        return 0
    losses = hits * per_hit
    unfulfilled = max(0, losses - country.cells)
    unassigned = -(-unfulfilled // per_hit)  # a hit not fully taken counts as unassigned
    if losses >= country.cells:
        actives, sleepers = country.actives, country.sleepers
    elif not country.sleepers:
        actives, sleepers = losses, 0
    elif not country.actives:
        actives, sleepers = 0, losses
    else:
        actives = sleepers = 0
        for left in range(losses, 0, -1):
            options = [kind for kind, more in ((ACTIVE, country.actives - actives), (SLEEPER, country.sleepers - sleepers))
                       if more > 0]
            pick = game.choose(JIHADIST, "eot.attrition.jihadist_losses", options,
                               f"Attrition in {name}: {left} cell(s) to remove - an active or a sleeper cell?",
                               country=name, losses=left)
            if pick == ACTIVE:
                actives += 1
            else:
                sleepers += 1
    pieces.remove_cells(game, name, actives=actives, sleepers=sleepers, cadre=True, why="attrition")
    return unassigned


def shift_for_unassigned_hits(game: Game, name: str, net: int) -> None:
    """Net unassigned hits: > 0 US (toward Ally, then Good), < 0 Jihadist (toward Adversary, then Islamist Rule)."""
    if net == 0:
        return
    toward = ALLY if net > 0 else ADVERSARY
    steps = abs(net)
    game.log(f"  {name}: {steps} unassigned {'US' if net > 0 else 'Jihadist'} hit(s)")
    while steps > 0 and game.state.countries[name].alignment != toward:
        politics.shift_alignment(game, name, toward)
        steps -= 1
        if not game.state.countries[name].muslim:
            return  # Nigeria reverted on becoming an Ally without cells
    if steps <= 0:
        return
    if net > 0:
        politics.improve_governance(game, name, steps)
    else:
        politics.worsen_governance(game, name, steps)
