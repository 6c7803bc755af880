"""The Jihadist operations: Recruit (8.2), Travel (8.3), Jihad (8.4), Major Jihad (8.4.2), Plot (8.5).

Base Labyrinth rules as changed by Awakening (11.x), with the Bot tiers' capabilities.
Each Op is one attempt: one die, one cell (8.1.1). Every attempt of an operation is
announced before any die is rolled, so `perform` asks all targets first, then rolls.

* Recruit: in a country with a cell or cadre (not under Truce). Success on a die at most
  the governance (a non-Muslim box's printed recruit number when it has one: United
  Kingdom, France, Spain 2; Philippines, Nigeria 3), or automatically in Islamist Rule,
  Training Camps, Civil War (11.2.3) and Regime Change countries - but not in Civil War or
  Regime Change against a Vigilant-or-harder US Bot. Each success places a cell from the
  funding track within the funding limit (4.7.4.2); the Potent Jihadist Bot places two.
* Travel: one cell per Op, to any country not under Truce. Travel in place, to an
  adjacent country (all Schengen countries are adjacent) or to Islamist Rule is automatic;
  otherwise a die at most the destination's governance (-1 from a Training Camps
  country) succeeds. The destination is tested first (4.9.4); a failed cell goes to the
  track and leaves no cadre (4.8.4). Islamic Maghreb makes travel to Schengen countries
  roll. Cells arrive as sleepers (active in the Caliphate, 11.3.8.3); an active cell
  travelling in place turns sleeper.
* Minor Jihad: in a Muslim country not under Islamist Rule, one die per cell used; the
  cells used turn active. Each die adds Awakening minus Reaction (11.1.3); success when at
  most the governance. Each failure removes an active cell (no cadre); each success
  removes an aid marker and worsens governance one level, never to Islamist Rule.
* Major Jihad: Poor (with 2+ Ops, or 1 with Besieged Regime) or Fair (3 Ops, or 2 with
  Besieged Regime), with at least 5 more cells than troops + militia (11.2.4). All cells
  turn active; one die per Op. It succeeds with enough successes to reach Islamist Rule
  plus one (one fewer with Besieged Regime): 2 in Poor, 3 in Fair. A failed 3-dice Major
  Jihad in a Poor country places Besieged Regime and shifts alignment toward Ally.
* Plot: in a non-Muslim country or a Muslim country not under Islamist Rule, with a cell.
  Each attempt uses one cell (sleepers flip); a die at most the governance (no Awakening
  modifiers, 11.1.3) places an available plot (the Attractive Bot places two). Each plot
  marker is used once a turn (11.3.2): it comes from the available box only. A human
  picks the marker (number at most the Ops; WMD with any); the Bot draws at random (12.3.4).
  Plots go face up against the US Bot (13.3.3). The first card used for Plot each turn
  goes to the first plot box and its US event does not occur (8.5.3), unless the US Bot
  is Ruthless or harder.

No operation targets a country with a Truce marker (card 239).

Cells that act during the card are counted in ``game.card_scratch["cells_used"]``
(country -> cells) so the Bots can use each cell once per card (12.4.1).

Decisions (all by the Jihadist, a person or the Bot alike; every attempt of an operation is
named before any die, 8.1.1, in one ``allocate`` answer - a list of (country, amount) pairs):

``op.recruit.dice``       how many Recruit dice in which countries (a country may take several)
``op.recruit.placement``  where the next cell goes when successes outnumber the cells left
``op.travel.destination`` where the next cells travel to (any country not under Truce)
``op.travel.sources``     how many cells come from which countries (allocate)
``op.travel.sleepers``    how many of a source's cells are sleepers, when there is a choice (number)
``op.jihad.cells``        how many cells roll in which countries (allocate)
``op.jihad.sleepers``     how many of a country's cells are sleepers, when there is a choice (number)
``op.major_jihad.country`` the Major Jihad country
``op.major_jihad.rolls``  how many dice (largest first; only counts that still can succeed)
``op.plot.cells``         how many cells plot in which countries (allocate)
``op.plot.sleepers``      how many of a country's cells are sleepers, when there is a choice (number)
``op.plot.marker``        which available plot to place (`choose_plot_marker`, the one place every plot
                          marker the Jihadist places is chosen, operation or event; a Bot's answer chart
                          decides: the printed Bot draws at random, 12.3.4, the Enhanced Bot by EB15)
``op.place_cells.countries`` where the cells go, one each (allocate; only a Bot with ``no_cells_places_cells``
                          and no cell on the map)
``op.more``               yes/no: another Travel destination while Ops remain
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import board, deck, derived, facts, operations, pieces
from .cardplay import note_target
from .game import Game
from .operations import Operation
from .politics import shift_alignment, test_country, worsen_governance
from .state import ALLY, FAIR, ISLAMIST_RULE, JIHADIST, PLOT_WMD, POOR, US, GameState, plot_value
from .wording import count as counted

TRAINING_CAMPS = "Training Camps"
ISLAMIC_MAGHREB = 169
ACTIVE, SLEEPER = "active", "sleeper"
CELLS_USED = "cells_used"
ACTIVES_USED = "actives_used"  # of the cells that acted, how many are active now (plots, Jihad, Caliphate arrivals)


# -- shared helpers ------------------------------------------------------------------------


def _truce(game: Game, name: str) -> bool:
    return board.under_truce(game.state.countries[name])


def _jihadist_capability(game: Game, name: str, default: Any) -> Any:
    """Jihadist Bot tier capability (12.5); a human Jihadist plays by the plain rules."""
    return game.capability(JIHADIST, name, default) if game.is_bot(JIHADIST) else default


def _us_capability(game: Game, name: str, default: Any) -> Any:
    """US Bot tier capability (13.5); only a US Bot changes the Jihadist's rules."""
    return game.capability(US, name, default) if game.is_bot(US) else default


def _more(game: Game, operation: str, done: int, ops: int, **info: Any) -> bool:
    """Go on with the operation (another destination of a Travel)? The player says."""
    return game.confirm(JIHADIST, "op.more", f"{operation}: make attempt {done + 1} of {ops}?",
                        operation=operation, done=done, ops=ops, **info)


def mark_cells_used(game: Game, name: str, count: int, *, active: bool = False) -> None:
    """Count cells in `name` as having acted during this card (12.4.1); `active`: they are active now."""
    if count > 0:
        used = game.card_scratch.setdefault(CELLS_USED, {})
        used[name] = used.get(name, 0) + count
        if active:
            actives = game.card_scratch.setdefault(ACTIVES_USED, {})
            actives[name] = actives.get(name, 0) + count


def cells_used(game: Game, name: str) -> int:
    """Cells in `name` that have already acted during this card (never more than are there)."""
    used = game.card_scratch.get(CELLS_USED, {}).get(name, 0)
    return min(used, game.state.countries[name].cells)


# -- Recruit (8.2) -------------------------------------------------------------------------


def recruit_targets(game: Game) -> list[str]:
    """Countries where a Recruit may be attempted: a cell or a cadre there, no Truce (8.2, 4.8.4)."""
    return list(derived.value(game.state, "recruit_targets", _recruit_targets))


# the operations' target lists are asked again and again while the Bot weighs its options: each is kept
# until the board next changes (`derived`), and each caller gets its own copy
def _recruit_targets(state: GameState) -> list[str]:
    return sorted(name for name, c in state.countries.items() if (c.cells > 0 or c.cadre) and not board.under_truce(c))


def auto_recruit(game: Game, name: str) -> bool:
    """Recruit succeeds without a roll: Islamist Rule, Training Camps, Civil War (11.2.3), Regime Change.

    A Vigilant (or harder) US Bot denies it in Civil War and Regime Change countries (13.5).
    """
    country = game.state.countries[name]
    if not country.muslim:
        return False
    if country.governance == ISLAMIST_RULE or TRAINING_CAMPS in country.markers:
        return True
    if country.civil_war or country.regime_change:
        return not _us_capability(game, "no_auto_recruit_in_cw_rc", False)
    return False


def recruit_number(game: Game, name: str) -> int:
    """The highest die that recruits: governance, or a non-Muslim box's printed recruit number."""
    country = game.state.countries[name]
    if not country.muslim:
        printed = facts.countries()[name].recruit
        if printed:
            return printed
    return country.governance


def recruit_succeeds(game: Game, name: str, die: int) -> bool:
    """Whether a Recruit die (or none, when automatic) succeeds in `name` (8.2.1)."""
    return auto_recruit(game, name) or die <= recruit_number(game, name)


def _recruit_roll(game: Game, name: str) -> bool:
    """One Recruit attempt (testing the country first, 4.9.4)."""
    note_target(game, name)  # aimed at, even if nothing changes (Smartphones)
    test_country(game, name)
    if auto_recruit(game, name):
        game.log(f"  Recruit in {name} succeeds automatically")
        return True
    die = game.roll(f"recruit {name}")
    success = recruit_succeeds(game, name, die)
    game.log(f"  Recruit in {name} {'succeeds' if success else 'fails'} (needs {recruit_number(game, name)} or less)")
    return success


def _cells_per_success(game: Game) -> int:
    """The Potent (or harder) Jihadist Bot places two cells per Recruit success (12.5)."""
    return int(_jihadist_capability(game, "recruit_cells_per_success", 1))


def _place_recruits(game: Game, successes: dict[str, int], *, event_placement: bool) -> int:
    """Put cells where Recruit succeeded, within the cells the funding track allows (4.7.4.2).

    When there are fewer cells than successes in several countries, the Jihadist picks
    where each cell goes. Events ignore funding (6.2.2) but not the cells in existence.
    """
    state = game.state
    per = _cells_per_success(game)
    wanted = {name: n * per for name, n in successes.items() if n > 0}
    limit = board.cells_available(state) if event_placement else board.cells_to_recruit(state)
    if sum(wanted.values()) > limit:
        if limit <= 0:
            game.log("  No cells can be recruited: none left on the track for the current funding")
            wanted = {}
        elif len(wanted) > 1:
            game.log(f"  {sum(wanted.values())} cells earned but only {limit} can be placed")
            pending = dict(wanted)
            wanted = {}
            for _ in range(limit):
                options = sorted(name for name, n in pending.items() if n > 0)
                where = game.choose(JIHADIST, "op.recruit.placement", options,
                                    "Recruit: where does the next cell go?", left=limit - sum(wanted.values()))
                pending[where] -= 1
                wanted[where] = wanted.get(where, 0) + 1
        else:
            wanted = {name: limit for name in wanted}
    placed = 0
    for name, count in wanted.items():
        added = pieces.add_cells(game, name, count, why="recruit")
        mark_cells_used(game, name, added, active=board.is_caliphate_member(state, name))
        placed += added
    return placed


def recruit_in(game: Game, name: str, rolls: int, *, event_placement: bool = False) -> int:
    """Make `rolls` Recruit attempts in `name` and place the cells earned; returns cells placed.

    With `event_placement` (an event says "recruit"), funding does not limit the cells
    (6.2.2) and the country need not hold a cell or cadre.
    """
    successes = sum(1 for _ in range(rolls) if _recruit_roll(game, name))
    return _place_recruits(game, {name: successes}, event_placement=event_placement)


def recruit_possible(game: Game, ops: int) -> bool:
    return board.cells_to_recruit(game.state) > 0 and bool(recruit_targets(game))


def perform_recruit(game: Game, ops: int) -> int:
    """Recruit with up to `ops` dice: every country and its dice named first (8.1.1, one
    allocation: a country may take several dice), then rolled country by country."""
    plan = game.choose_allocation(JIHADIST, "op.recruit.dice", {name: ops for name in recruit_targets(game)}, ops,
                                  f"Recruit with {counted(ops, 'die')}: how many dice in which country?",
                                  minimum=0, ops=ops)
    if not plan:
        return 0
    game.log("Jihadist Recruit: " + "; ".join(f"{name} ({counted(n, 'die')})" for name, n in plan), JIHADIST)
    successes: dict[str, int] = {}
    for name, dice in plan:
        for _ in range(dice):
            successes[name] = successes.get(name, 0) + (1 if _recruit_roll(game, name) else 0)
    _place_recruits(game, successes, event_placement=False)
    return sum(n for _, n in plan)


# -- Travel (8.3) --------------------------------------------------------------------------


def travel_sources(game: Game) -> list[str]:
    """Countries cells may travel from: with a cell and no Truce."""
    return list(derived.value(game.state, "travel_sources", _travel_sources))


def _travel_sources(state: GameState) -> list[str]:
    return sorted(name for name, c in state.countries.items() if c.cells > 0 and not board.under_truce(c))


def travel_destinations(game: Game, source: str) -> list[str]:
    """Where a cell from `source` may travel: any country without Truce, itself included (in place)."""
    return board.untruced_names(game.state)


def travel_is_automatic(game: Game, source: str, target: str) -> bool:
    """Travel succeeds without a roll in place, to Islamist Rule, or to an adjacent country (8.3.1).

    While Islamic Maghreb is in effect, travel to any Schengen country rolls.
    """
    if ISLAMIC_MAGHREB in game.state.lapsing and facts.countries()[target].schengen:
        return False
    if source == target or game.state.countries[target].governance == ISLAMIST_RULE:
        return True
    return board.are_adjacent(source, target)


def travel(game: Game, source: str, target: str, *, active: bool) -> bool:
    """One cell (active or sleeper) travels from `source` to `target`; returns True if it arrives.

    The destination is tested even when the travel fails (4.9.4). A failed cell goes back
    to the track without leaving a cadre (4.8.4).
    """
    src = game.state.countries[source]
    if (src.actives if active else src.sleepers) < 1:
        raise ValueError(f"no {'active' if active else 'sleeper'} cell in {source} to travel")
    note_target(game, target)  # aimed at, even if nothing changes (Smartphones)
    test_country(game, target)
    kind = ACTIVE if active else SLEEPER
    if travel_is_automatic(game, source, target):
        success = True
        game.log(f"  Travel {source} -> {target} ({kind}) is automatic")
    else:
        die = game.roll(f"travel {source} -> {target}")
        modified = die
        if TRAINING_CAMPS in src.markers:
            modified -= 1  # cells leaving Training Camps travel more easily
        governance = game.state.countries[target].governance
        success = modified <= governance
        shown = f"{die}-1={modified}" if modified != die else str(die)
        game.log(f"  Travel {source} -> {target} ({kind}): {shown} vs {governance}: "
                 f"{'success' if success else 'failure'}")
    if success:
        if source == target:
            if active:
                pieces.hide_actives(game, source, 1)
        else:
            pieces.move_cells(game, source, target, actives=1 if active else 0, sleepers=0 if active else 1,
                              why="travel")
        mark_cells_used(game, target, 1, active=board.is_caliphate_member(game.state, target))
    else:
        pieces.remove_cells(game, source, actives=1 if active else 0, sleepers=0 if active else 1,
                            cadre=False, why="failed travel")
    return success


def travel_possible(game: Game, ops: int) -> bool:
    return bool(travel_sources(game))


def _sleepers(game: Game, purpose: str, name: str, cells: int, actives: int, sleepers: int, **info: Any) -> int:
    """How many of `cells` cells of `name` are sleepers (asked only when both kinds could be)."""
    low, high = max(0, cells - actives), min(cells, sleepers)
    return game.choose_number(JIHADIST, purpose, low, high,
                              f"{name}: how many of the {counted(cells, 'cell')} are sleepers?", country=name, **info)


def perform_travel(game: Game, ops: int) -> int:
    """Travel with up to `ops` Ops, every cell's destination and source named first (8.1.1):
    a destination, then how many cells come from which country (one allocation), then - while
    Ops remain and the player goes on - the next destination. The destination is asked before
    the sources, as the Bot picks them (12.3.9)."""
    left = {name: [game.state.countries[name].actives, game.state.countries[name].sleepers]
            for name in travel_sources(game)}
    attempts: list[tuple[str, str, bool]] = []
    while len(attempts) < ops:
        sources = [name for name, (a, s) in left.items() if a + s > 0]
        planned = sorted({t for _, t, _ in attempts})  # the destinations named so far
        if not sources or (attempts and not _more(game, "Travel", len(attempts), ops, planned=planned)):
            break
        budget = ops - len(attempts)
        destinations = sorted({d for s in sources for d in travel_destinations(game, s)})
        target = game.choose(JIHADIST, "op.travel.destination", destinations,
                             f"Travel ({counted(budget, 'cell')} left): to which country?", ops=ops, budget=budget,
                             planned=planned)
        capacities = {s: sum(left[s]) for s in sources if target in travel_destinations(game, s)}
        plan = game.choose_allocation(JIHADIST, "op.travel.sources", capacities, budget,
                                      f"Travel to {target}: how many cells from which country?", minimum=0,
                                      destination=target)
        if not plan:
            break
        for source, cells in plan:
            a, s = left[source]
            sleepers = _sleepers(game, "op.travel.sleepers", source, cells, a, s, destination=target)
            left[source] = [a - (cells - sleepers), s - sleepers]
            attempts += [(source, target, True)] * (cells - sleepers) + [(source, target, False)] * sleepers
    if not attempts:
        return 0
    by_destination: dict[str, list[str]] = {}
    for source, target, _ in attempts:
        by_destination.setdefault(target, []).append(source)
    game.log("Jihadist Travel " + "; ".join(f"to {t}: from {', '.join(s)}" for t, s in by_destination.items()),
             JIHADIST)
    for source, target, active in attempts:
        travel(game, source, target, active=active)
    return len(attempts)


# -- Jihad (8.4) ---------------------------------------------------------------------------


def jihad_targets(game: Game) -> list[str]:
    """Muslim countries not under Islamist Rule with a cell and no Truce (8.4.1)."""
    return list(derived.value(game.state, "jihad_targets", _jihad_targets))


def _jihad_targets(state: GameState) -> list[str]:
    return sorted(c.name for c in board.muslims(state)
                  if c.cells > 0 and c.governance != ISLAMIST_RULE and not board.under_truce(state.countries[c.name]))


def jihad_drm(game: Game, name: str, *, major: bool = False) -> int:
    """What is added to each Jihad die in `name`: Awakening minus Reaction (11.1.3).

    A positive value hurts the Jihadist. The Coherent Bot ignores it in Minor Jihad, the
    Virulent Bot in any Jihad (12.5) - only the penalty: a Reaction bonus still counts.
    """
    drm = game.state.countries[name].awakening - game.state.countries[name].reaction
    if drm > 0:
        if _jihadist_capability(game, "ignore_jihad_drm_penalty", False):
            return 0
        if not major and _jihadist_capability(game, "ignore_minor_jihad_drm_penalty", False):
            return 0
    return drm


def _jihad_dice(game: Game, name: str, count: int, *, major: bool) -> int:
    """Roll `count` Jihad dice against the governance now; returns the successes."""
    country = game.state.countries[name]
    governance = country.governance
    drm = jihad_drm(game, name, major=major)
    successes = 0
    for _ in range(count):
        die = game.roll(f"{'major ' if major else ''}jihad {name}")
        if die + drm <= governance:
            successes += 1
    shown = f" (modifier {drm:+d})" if drm else ""
    game.log(f"  {name}: {counted(successes, 'success')} of {count}{shown}")
    return successes


def jihad_possible_in(game: Game, name: str) -> bool:
    """A country where Jihad dice may be rolled: Muslim, not under Islamist Rule (8.4)."""
    country = game.state.countries[name]
    return country.muslim and country.governance != ISLAMIST_RULE


def minor_jihad_in(game: Game, name: str, cells: int, *, sleepers: int | None = None,
                   ignore_failures: bool = False) -> int:
    """Minor Jihad with `cells` cells in `name` (8.4.1); returns the successes.

    The cells used turn active (sleepers first only when `sleepers` says so; by default
    actives are used first). Failures each remove an active cell with no cadre (4.8.4);
    successes each remove an aid marker and worsen governance, never to Islamist Rule.
    With `ignore_failures` (events such as Taliban Resurgent) `cells` dice are rolled
    without using any cell and failures cost nothing.
    """
    country = game.state.countries[name]
    if not jihad_possible_in(game, name):
        raise ValueError(f"no Jihad in {name}")
    note_target(game, name)  # aimed at, even if nothing changes (Smartphones)
    test_country(game, name)
    if ignore_failures:
        rolls = cells
    else:
        rolls = min(cells, country.cells)
        if sleepers is None:
            sleepers = max(0, rolls - country.actives)
        pieces.flip_sleepers(game, name, sleepers)
    if rolls <= 0:
        return 0
    successes = _jihad_dice(game, name, rolls, major=False)
    failures = rolls - successes
    if failures and not ignore_failures:
        pieces.remove_cells(game, name, actives=min(failures, country.actives), cadre=False, why="failed jihad")
    pieces.remove_aid(game, name, min(successes, country.aid))
    worsen_governance(game, name, successes, to_islamist_rule=False)
    if not ignore_failures:
        mark_cells_used(game, name, successes, active=True)
    return successes


def jihad_possible(game: Game, ops: int) -> bool:
    return bool(jihad_targets(game))


def perform_minor_jihad(game: Game, ops: int) -> int:
    """Minor Jihad with up to `ops` dice: how many cells roll in which countries, all named before
    rolling (8.1.1, one allocation), then how many of each country's cells are sleepers."""
    capacities = {name: game.state.countries[name].cells for name in jihad_targets(game)}
    allocation = game.choose_allocation(JIHADIST, "op.jihad.cells", capacities, ops,
                                        f"Jihad with {counted(ops, 'die')}: how many cells roll in which country?",
                                        minimum=0, ops=ops)
    plan: list[tuple[str, int, int]] = []
    for name, cells in allocation:
        country = game.state.countries[name]
        plan.append((name, cells, _sleepers(game, "op.jihad.sleepers", name, cells, country.actives, country.sleepers)))
    if not plan:
        return 0
    game.log("Jihadist Jihad: " + "; ".join(f"{n} ({counted(c, 'cell')})" for n, c, _ in plan), JIHADIST)
    for name, cells, sleepers in plan:
        minor_jihad_in(game, name, cells, sleepers=sleepers)
    return sum(cells for _, cells, _ in plan)


# -- Major Jihad (8.4.2) -------------------------------------------------------------------


def _major_jihad_ok(game: Game, name: str, ops: int) -> bool:
    country = game.state.countries[name]
    if not country.muslim or _truce(game, name):
        return False
    needed = _jihadist_capability(game, "major_jihad_surplus_cells", 5)  # 8.4.2: 5 (a tier may change it)
    if country.cells - board.troops_and_militia(country) < needed:
        return False
    if country.governance == POOR:
        return ops >= 2 or (ops >= 1 and country.besieged)
    if country.governance == FAIR:
        return ops >= 3 or (ops >= 2 and country.besieged)
    return False


def major_jihad_targets(game: Game, ops: int) -> list[str]:
    """Countries where `ops` Ops could make a Major Jihad succeed (8.4.2, 11.2.4: militia count as troops)."""
    return sorted(c.name for c in board.muslims(game.state) if _major_jihad_ok(game, c.name, ops))


def major_jihad_successes_needed(game: Game, name: str) -> int:
    """Successes for Islamist Rule: 2 from Poor, 3 from Fair, one fewer with Besieged Regime."""
    country = game.state.countries[name]
    return ISLAMIST_RULE - country.governance + (0 if country.besieged else 1)


def major_jihad_in(game: Game, name: str, rolls: int) -> bool:
    """Major Jihad in `name` with `rolls` dice; returns True if it turned Islamist Rule (8.4.2).

    All cells there turn active. Failures each remove an active cell (no cadre), successes
    each an aid marker; governance worsens by the successes, reaching Islamist Rule only on
    an overall success (which pays funding and drops prestige to 1 if troops are there,
    8.4.4 / 11.2.4). A failed 3-dice Major Jihad in a Poor country places Besieged Regime
    and shifts alignment one box toward Ally.
    """
    country = game.state.countries[name]
    if not country.muslim or country.governance in (ISLAMIST_RULE,):
        raise ValueError(f"no Major Jihad in {name}")
    test_country(game, name)
    governance = country.governance
    needed = major_jihad_successes_needed(game, name)
    pieces.flip_sleepers(game, name)
    successes = _jihad_dice(game, name, rolls, major=True)
    success = successes >= needed
    game.log(f"  Major Jihad in {name} {'SUCCEEDS' if success else 'fails'} ({successes} of {needed} needed)")
    failures = rolls - successes
    if failures:
        pieces.remove_cells(game, name, actives=min(failures, country.actives), cadre=False,
                            why="failed major jihad")
    pieces.remove_aid(game, name, min(successes, country.aid))
    worsen_governance(game, name, successes, to_islamist_rule=success)
    if not success and governance == POOR and rolls == 3:
        pieces.set_besieged(game, name, True)
        shift_alignment(game, name, ALLY)
    mark_cells_used(game, name, successes, active=True)
    return success


def major_jihad_possible(game: Game, ops: int) -> bool:
    return any(_major_jihad_ok(game, c.name, ops) for c in board.muslims(game.state))  # stops at the first


def perform_major_jihad(game: Game, ops: int) -> int:
    """Major Jihad in one country, with as many dice (up to the Ops) as still can succeed."""
    name = game.choose(JIHADIST, "op.major_jihad.country", major_jihad_targets(game, ops),
                       f"Major Jihad with {ops} Ops: in which country?", ops=ops)
    options = [n for n in range(ops, 0, -1) if _major_jihad_ok(game, name, n)]
    rolls = game.choose(JIHADIST, "op.major_jihad.rolls", options, f"Major Jihad in {name}: how many dice?",
                        labels={n: counted(n, "die") for n in options}, country=name)
    game.log(f"Jihadist Major Jihad in {name} with {counted(rolls, 'die')}", JIHADIST)
    major_jihad_in(game, name, rolls)
    return rolls


# -- Plot (8.5) ----------------------------------------------------------------------------


def plot_targets(game: Game) -> list[str]:
    """Countries with a cell where a plot may be attempted: non-Muslim, or Muslim not Islamist Rule (8.5)."""
    return list(derived.value(game.state, "plot_targets", _plot_targets))


def _plot_targets(state: GameState) -> list[str]:
    return sorted(name for name, c in state.countries.items()
                  if c.cells > 0 and not board.under_truce(c) and not (c.muslim and c.governance == ISLAMIST_RULE))


def placeable_plots(game: Game, ops: int = 3) -> list[str]:
    """Available plot markers the Jihadist may place now (11.3.2).

    A human may place a numbered plot up to the Ops used (a WMD plot with any); a Bot may
    place any available marker (12.3.4: it draws from all of them; Q7).
    """
    available = game.state.plots_available
    if game.is_bot(JIHADIST):
        return list(available)
    return [p for p in available if p == PLOT_WMD or plot_value(p) <= ops]


def choose_plot_marker(game: Game, name: str, markers: list[str], *, purpose: str, card: int | None = None) -> str:
    """Which of `markers` (the available plot markers allowed, one entry per marker) the Jihadist
    places in `name`: the one place that chooses a plot marker, for an operation and for every
    event that lets the Jihadist choose one (172, 186, 190, 195; an event naming the level - 177,
    182, 207 - leaves nothing to choose).

    The Jihadist is asked among the kinds, with how many markers of each (``counts``) and
    ``plot_marker`` in the question, so that a Bot's answer chart takes every such question to
    one chart: the printed Bot draws face down at random (12.3.4), the Enhanced Bot follows its
    Selecting Plots table (EB15)."""
    kinds = sorted(set(markers), key=plot_value)
    labels = {k: ("WMD plot" if k == PLOT_WMD else f"plot {k}") for k in kinds}
    extra = {} if card is None else {"card": card}
    return game.choose(JIHADIST, purpose, kinds, f"Plot in {name}: which plot marker?", labels=labels,
                       country=name, counts=dict(Counter(markers)), plot_marker=True, **extra)


def _place_plot(game: Game, name: str, ops: int) -> bool:
    options = placeable_plots(game, ops)
    if not options:
        return False
    kind = choose_plot_marker(game, name, options, purpose="op.plot.marker")
    pieces.place_plot(game, name, kind, face_up=game.is_bot(US))
    return True


def _plot_attempt(game: Game, name: str, active: bool, ops: int) -> int:
    """One plot attempt with one cell; returns the plot markers placed."""
    note_target(game, name)  # aimed at, even if nothing changes (Smartphones)
    test_country(game, name)
    if not active:
        pieces.flip_sleepers(game, name, 1)
    mark_cells_used(game, name, 1, active=True)
    governance = game.state.countries[name].governance
    die = game.roll(f"plot {name}")
    if die > governance:
        game.log(f"  Plot in {name} fails")
        return 0
    game.log(f"  Plot in {name} succeeds")
    per = int(_jihadist_capability(game, "plots_per_success", 1))
    placed = 0
    for _ in range(per):
        if _place_plot(game, name, ops):
            placed += 1
    return placed


def plot_in(game: Game, name: str, rolls: int, *, ops: int = 3) -> int:
    """Up to `rolls` plot attempts in `name`, active cells first; returns the plots placed.

    Attempts stop once no placeable plot marker is left (11.3.2).
    """
    country = game.state.countries[name]
    actives = country.actives  # each cell plots once: the actives there now, then sleepers (flipped)
    placed = 0
    for _ in range(min(rolls, country.cells)):
        if not placeable_plots(game, ops):
            game.log("  No plot marker is available")
            break
        placed += _plot_attempt(game, name, actives > 0, ops)
        actives -= 1
    return placed


def plot_possible(game: Game, ops: int) -> bool:
    return bool(placeable_plots(game, ops)) and bool(plot_targets(game))


def _to_first_plot_box(game: Game) -> None:
    """The first card used for Plot in a turn waits in the first plot box (8.5.3).

    The Ruthless (or harder) US Bot ignores the box, so the card's US event still occurs.
    """
    card = game.current_card
    if card is None or not deck.first_plot_box_open(game.state):
        return
    if _us_capability(game, "no_first_plot_box", False):
        return
    deck.to_first_plot_box(game, card)


def perform_plot(game: Game, ops: int) -> int:
    """Plot with up to `ops` Ops: how many cells plot in which countries, all named first (8.1.1,
    one allocation), then how many of each country's cells are sleepers; one die each, actives
    first. Attempts stop when no plot marker is left to place."""
    capacities = {name: game.state.countries[name].cells for name in plot_targets(game)}
    allocation = game.choose_allocation(JIHADIST, "op.plot.cells", capacities, ops,
                                        f"Plot with {counted(ops, 'Op')}: how many cells plot in which country?",
                                        minimum=0, ops=ops)
    attempts: list[tuple[str, bool]] = []
    for name, cells in allocation:
        country = game.state.countries[name]
        sleepers = _sleepers(game, "op.plot.sleepers", name, cells, country.actives, country.sleepers)
        attempts += [(name, True)] * (cells - sleepers) + [(name, False)] * sleepers
    if not attempts:
        return 0
    game.log("Jihadist Plot: " + "; ".join(f"{name} ({counted(cells, 'cell')})" for name, cells in allocation),
             JIHADIST)
    made = 0
    for name, active in attempts:
        if not placeable_plots(game, ops):
            game.log("  No plot marker is available: the remaining attempts are not made")
            break
        _plot_attempt(game, name, active, ops)
        made += 1
    _to_first_plot_box(game)
    return made


# -- Placing cells with no cell on the map (a Bot tier's rule: the Enhanced Bot, EB7 / Q1) -----------


def place_cells_countries(game: Game) -> list[str]:
    """Where the rule places cells: Muslim countries without a Truce."""
    return sorted(name for name, c in game.state.countries.items() if c.muslim and not _truce(game, name))


def place_cells_possible(game: Game, ops: int) -> bool:
    """Only for a Jihadist Bot whose tier says so (``no_cells_places_cells``), with no cell on the map."""
    state = game.state
    return (bool(_jihadist_capability(game, "no_cells_places_cells", False)) and board.cells_on_map(state) == 0
            and board.cells_available(state) > 0 and bool(place_cells_countries(game)))


def perform_place_cells(game: Game, ops: int) -> int:
    """Up to `ops` cells from the track, one per Muslim country (no Truce), as sleepers (the country is
    tested, 4.9.4); the Bot names the countries in one answer (``op.place_cells.countries``, an
    allocation of one cell each). Each cell uses one Op (the reserves pay what exceeds the card)."""
    budget = min(ops, board.cells_available(game.state))
    capacities = {name: 1 for name in place_cells_countries(game)}
    allocation = game.choose_allocation(JIHADIST, "op.place_cells.countries", capacities, budget,
                                        f"No cell on the map: place up to {counted(budget, 'cell')}, one per "
                                        "Muslim country - where?", ops=ops)
    placed = 0
    for name, _ in allocation:
        note_target(game, name)
        placed += pieces.add_cells(game, name, 1, why="no cell on the map")
    return placed


# -- the table the turn driver uses ---------------------------------------------------------


OPERATIONS: dict[str, Operation] = {
    "recruit": Operation("recruit", "Recruit", "8.2", recruit_possible, perform_recruit),
    "travel": Operation("travel", "Travel", "8.3", travel_possible, perform_travel),
    "minor_jihad": Operation("minor_jihad", "Jihad", "8.4", jihad_possible, perform_minor_jihad),
    "major_jihad": Operation("major_jihad", "Major Jihad", "8.4.2", major_jihad_possible, perform_major_jihad),
    "plot": Operation("plot", "Plot", "8.5", plot_possible, perform_plot),
    "place_cells": Operation("place_cells", "Place cells (no cell on the map)", "EB7", place_cells_possible,
                             perform_place_cells),
}

operations.register(JIHADIST, OPERATIONS)
