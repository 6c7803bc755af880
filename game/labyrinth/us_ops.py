"""The US operations (base rules 7.x as changed by Awakening 11.x).

A US operation costs Ops equal to the target country's governance (7.1.1); the US may
not operate in an Islamist Rule country except by Regime Change (7.1.3), nor in a
country under a Truce (card 239). Each operation is in `OPERATIONS` for the turn driver
(`available(game, ops)`, `perform(game, ops) -> Ops used`); the functions below them do
one attempt in one place so events and Bots can call them directly:

* War of Ideas (7.2, 11.1.3): `woi_targets`, `woi_modifiers`, `war_of_ideas_in`.
* Deploy (7.3): `deploy_sources`, `deploy_destinations`, `max_deploy_from`, `deploy`.
* Regime Change (7.3, US Hard, 3 Ops): `regime_change_targets`, `regime_change_sources`,
  `regime_change`.
* Withdraw (7.3.5, US Soft, 3 Ops): `withdraw_sources`, `withdraw_destinations`, `withdraw`.
* Disrupt (7.4, 11.2.4): `disrupt_targets`, `disrupt_losses`, `disrupt_in`.
* Alert (7.5, 11.3.1-2): `alert_targets`, `alert`.
* Reassessment (7.6, 13.4.6): `reassessment_possible`, `reassess`.

Regime Change and Withdraw end with the three-dice prestige roll (`tracks.roll_prestige`).

Troop markers (NATO, UNSCR 1973, Operation Serval) count as troops where the rules count
troops, but US operations never move them: only troop cubes deploy.

Decisions (all asked of the US):

* ``op.woi.target`` - country for War of Ideas (options: `woi_targets`).
* ``op.deploy.from`` / ``op.deploy.to`` - where troops leave / arrive (country names or
  ``"track"``); ``op.deploy.count`` - how many cubes (a number).
* ``op.regime_change.target`` / ``op.regime_change.from`` / ``op.regime_change.count``
  (6 or more).
* ``op.withdraw.from`` / ``op.withdraw.to`` / ``op.withdraw.count``.
* ``op.disrupt.target``; ``op.disrupt.how`` - which cells the losses hit, as
  ``(actives removed, sleepers flipped)`` tuples.
* ``op.alert.target``; ``op.alert.plot`` - a face-up plot's kind (``"1"``..``"WMD"``) or
  ``"face down"`` (one of the face-down plots, picked at random).
* ``op.reassessment.second_card`` - the second card of a Reassessment (card numbers).
* ``card.trigger_order`` (``"before"``/``"after"``, with ``card=`` the second card) when the
  Reassessment's second card carries an event that fires.

Bot capabilities read here (US resolve, 13.5): ``woi_ignore_penalties`` (NoMercy: negative
War of Ideas modifiers are ignored), ``disrupt_prestige`` (Adept: 2 instead of 1) and
``alert_two_plots`` (Competent: an Alert also alerts a second plot in the same country).
"""

from __future__ import annotations

from collections.abc import Iterator

from . import board, deck, derived, hooks, operations, pieces, politics
from .cardplay import note_target, opponent_event_triggers, settling, trigger_event
from .civil_war import end_civil_war, start_regime_change
from .game import Game
from .operations import Operation
from .optional_rules import heroic_alerts
from .state import (
    ALLY,
    FAIR,
    GOOD,
    GOVERNANCE_TEXT,
    HARD,
    JIHADIST,
    NEUTRAL,
    PLOT_WMD,
    POOR,
    SOFT,
    US,
    Country,
    GameState,
    PlotMarker,
)
from .tracks import change_prestige, roll_prestige, spend_reserves

TRACK = pieces.TRACK
ADVISORS = "Advisors"
FACE_DOWN = "face down"
REGIME_CHANGE_TROOPS = 6  # Regime Change moves in at least six troops
REGIME_CHANGE_MARGIN = 5  # troops left in a Regime Change country must exceed its cells by 5


# -- shared helpers ----------------------------------------------------------------------


def _cost(country: Country) -> int:
    """Ops needed to operate in a country: its governance (7.1.1); the track costs 1."""
    return max(1, country.governance)


def _is_iran_tile(country: Country) -> bool:
    return country.kind == "iran_special"


# -- War of Ideas (7.2) -----------------------------------------------------------------


def _woi_muslim_ok(country: Country, ops: int) -> bool:
    if country.is_islamist_rule() or country.is_adversary():
        return False
    if country.is_good() and country.is_ally():
        return False
    if not country.untested and ops < country.governance:
        return False
    # a Regime Change country needs troops + militia at least five more than cells (11.2.4)
    return not country.regime_change or board.troops_and_militia(country) - country.cells >= REGIME_CHANGE_MARGIN


def _woi_non_muslim_ok(name: str, country: Country, ops: int) -> bool:
    if name in ("United States", "Israel") or country.kind != "non_muslim":
        return False  # nor the Iran tile while it is not a Muslim country
    return ops >= country.governance


def woi_targets(game: Game, ops: int) -> list[str]:
    """Countries where a War of Ideas with `ops` Ops may be tried (7.2).

    Muslim: untested (tested first) or governance <= Ops; not Adversary, not a Good Ally, not
    Islamist Rule; a Regime Change country needs troops + militia - cells >= 5. Non-Muslim:
    printed governance <= Ops, never the US, Israel or Iran as a tile.

    Asked again and again while the Bot weighs its options: kept until the board next changes
    (`derived`, one list per Ops value); each caller gets its own copy.
    """
    return list(derived.value(game.state, ("woi_targets", ops), lambda state: sorted(_woi_candidates(state, ops))))


def _woi_candidates(state: GameState, ops: int) -> Iterator[str]:
    for name, country in state.countries.items():
        if board.under_truce(country):
            continue
        if country.muslim:
            if _woi_muslim_ok(country, ops):
                yield name
        elif _woi_non_muslim_ok(name, country, ops):
            yield name


def adjacent_to_good_ally(game: Game, name: str) -> bool:
    """A Muslim Good Ally next door gives +1 (non-Muslim Good countries have no alignment)."""
    for other in board.adjacent(name):
        neighbour = game.state.countries[other]
        if neighbour.muslim and neighbour.is_good() and neighbour.is_ally():
            return True
    return False


WOI_PARTS = ("prestige", "shift to Good", "GWOT penalty", "aid", "adjacent Good Ally", "awakening", "reaction")


def _woi_parts(game: Game, name: str, ignore_gwot_penalty: bool) -> tuple[int, ...]:
    """The War of Ideas modifiers in a Muslim country, in the order of `WOI_PARTS`."""
    state = game.state
    country = state.countries[name]
    return (
        board.prestige_modifier(state.prestige),
        -1 if country.is_ally() and country.is_fair() else 0,
        0 if ignore_gwot_penalty else -board.gwot_penalty(state),
        country.aid,  # +1 per aid marker
        1 if adjacent_to_good_ally(game, name) else 0,
        country.awakening,  # 11.1.3
        -country.reaction,
    )


def woi_modifier_parts(game: Game, name: str, *, ignore_gwot_penalty: bool = False) -> dict[str, int]:
    """Each War of Ideas modifier in a Muslim country, by name (zeros left out)."""
    return {key: value for key, value in zip(WOI_PARTS, _woi_parts(game, name, ignore_gwot_penalty), strict=True)
            if value}


def woi_modifiers(game: Game, name: str, *, ignore_gwot_penalty: bool = False) -> int:
    """The net War of Ideas die-roll modifier in a Muslim country.

    A US Bot with NoMercy resolve ignores every negative part (13.5).
    """
    # summed from the parts as numbers, not through their named dict: the US Bot's tables weigh it for
    # every candidate country (some 270 times a game)
    parts = _woi_parts(game, name, ignore_gwot_penalty)
    if game.capability(US, "woi_ignore_penalties", False):
        return sum(value for value in parts if value > 0)
    return sum(parts)


def war_of_ideas_in(game: Game, name: str, ops: int, *, ignore_gwot_penalty: bool = False) -> bool:
    """One War of Ideas attempt in `name` with `ops` Ops; True on success (7.2).

    Muslim: test if untested; with too few Ops for the governance found, nothing more
    happens. Die + modifiers >= 5 shifts Neutral to Ally, or improves an Ally's governance by
    one level (to Good, with its consequences); a modified 4 places an aid marker where
    there is none. Non-Muslim: the die sets the posture (1-4 Soft, 5-6 Hard); a posture that
    matches the US posture gives +1 prestige and counts as the success.
    """
    note_target(game, name)  # aimed at, even if nothing changes (Smartphones)
    country = game.state.countries[name]
    if country.muslim:
        return _woi_muslim(game, name, ops, ignore_gwot_penalty)
    if not _woi_non_muslim_ok(name, country, country.governance):
        raise ValueError(f"War of Ideas is not possible in {name}")
    if ops < country.governance:
        game.log(f"  {ops} Ops are not enough for War of Ideas in {name}")
        return False
    die = game.roll(f"War of Ideas in {name}")
    posture = SOFT if die < 5 else HARD
    politics.set_posture(game, name, posture)
    game.log(f"  War of Ideas in {name}: posture {posture.title()}")
    if posture == game.state.us_posture:
        change_prestige(game, 1, f"{name} matches the US posture")
        return True
    return False


def _woi_muslim(game: Game, name: str, ops: int, ignore_gwot_penalty: bool) -> bool:
    country = game.state.countries[name]
    if country.is_islamist_rule() or country.is_adversary() or (country.is_good() and country.is_ally()):
        raise ValueError(f"War of Ideas is not possible in {name}")
    politics.test_country(game, name)
    if ops < country.governance:
        game.log(f"  {ops} Ops are not enough for War of Ideas in {GOVERNANCE_TEXT[country.governance]} {name}")
        return False
    die = game.roll(f"War of Ideas in {name}")
    drm = woi_modifiers(game, name, ignore_gwot_penalty=ignore_gwot_penalty)
    total = die + drm
    parts = woi_modifier_parts(game, name, ignore_gwot_penalty=ignore_gwot_penalty)
    shown = ", ".join(f"{key} {value:+d}" for key, value in parts.items())
    game.log(f"  War of Ideas in {name}: {die}{f' ({shown})' if shown else ''} = {total}")
    if total <= 4:
        game.log(f"  War of Ideas in {name} fails")
        if total == 4 and country.aid == 0:
            pieces.add_aid(game, name, 1)
        return False
    game.log(f"  War of Ideas in {name} succeeds")
    if country.alignment == NEUTRAL:
        politics.set_alignment(game, name, ALLY)
    else:
        politics.improve_governance(game, name, 1)
    return True


def _perform_woi(game: Game, ops: int) -> int:
    target = game.choose(US, "op.woi.target", woi_targets(game, ops), f"War of Ideas with {ops} Ops: in which country?",
                         ops=ops)
    if game.state.countries[target].muslim:
        politics.test_country(game, target)  # tested first (4.9.4): its governance is the cost (7.1.1)
    cost = min(ops, _cost(game.state.countries[target]))  # before a success improves it
    war_of_ideas_in(game, target, ops)
    return cost


# -- Deploy (7.3) ------------------------------------------------------------------------


def max_deploy_from(game: Game, name: str) -> int:
    """Troop cubes that may leave `name` by Deploy or Regime Change.

    From a Regime Change country the troops left behind (markers included) must be at least
    five more than the cells there; troop markers themselves never leave.
    """
    return _cubes_that_may_leave(game.state.countries[name])


def _cubes_that_may_leave(country: Country) -> int:
    cubes = country.troops
    if country.muslim and country.regime_change:
        spare = board.total_troops(country) - (country.cells + REGIME_CHANGE_MARGIN)
        return max(0, min(cubes, spare))
    return cubes


def deploy_from_countries(game: Game) -> list[str]:
    """Countries (sorted, none under Truce) troop cubes may leave by Deploy: asked for every Deploy
    question and the Bot's pools, kept until the board next changes (`derived`); a copy each."""
    return list(derived.value(game.state, "deploy_from_countries", _deploy_from_countries))


def _deploy_from_countries(state: GameState) -> list[str]:
    return sorted(n for n, c in state.countries.items() if not board.under_truce(c) and _cubes_that_may_leave(c) > 0)


def _can_deploy_to(country: Country, ops: int) -> bool:
    return (country.muslim and country.is_ally() and not country.is_islamist_rule()
            and not board.under_truce(country) and ops >= country.governance)


def _deploy_plan(game: Game, ops: int) -> tuple[list[str], list[str]] | None:
    """Sources and destinations: troops may always go to the track, and come from it when
    some country can take them; the track is never both ends of one Deploy."""
    state = game.state
    sources = deploy_from_countries(game)
    destinations = sorted(n for n, c in state.countries.items() if _can_deploy_to(c, ops))
    on_track = board.troops_on_track(state) > 0
    if not sources and not destinations:
        return None
    if not sources:
        return ([TRACK], destinations) if on_track else None
    if not destinations:
        return sources, [TRACK]
    return ([TRACK] + sources if on_track else sources), [TRACK] + destinations


def deploy_sources(game: Game, ops: int) -> list[str]:
    """Where a Deploy with `ops` Ops may take troops from (``"track"`` included when useful)."""
    plan = _deploy_plan(game, ops)
    return plan[0] if plan else []


def deploy_destinations(game: Game, ops: int) -> list[str]:
    """Where a Deploy with `ops` Ops may send troops: Ally countries with governance <= Ops,
    and the track (any card may deploy there)."""
    plan = _deploy_plan(game, ops)
    return plan[1] if plan else []


def deploy(game: Game, source: str, target: str, count: int) -> None:
    """Move `count` troop cubes from `source` to a different `target` (country or track)."""
    if source == target:
        raise ValueError("troops must deploy to a different place")
    limit = board.troops_on_track(game.state) if source == TRACK else max_deploy_from(game, source)
    if not 1 <= count <= limit:
        raise ValueError(f"cannot deploy {count} troops from {source} (at most {limit})")
    pieces.move_troops(game, source, target, count, "deploy")


def _perform_deploy(game: Game, ops: int) -> int:
    sources, destinations = _deploy_plan(game, ops) or ([], [])
    source = game.choose(US, "op.deploy.from", sources, "Deploy troops from where?", ops=ops)
    options = [d for d in destinations if d != source]
    target = game.choose(US, "op.deploy.to", options, f"Deploy troops from {source} to where?", ops=ops, source=source)
    limit = board.troops_on_track(game.state) if source == TRACK else max_deploy_from(game, source)
    count = game.choose_number(US, "op.deploy.count", 1, limit, f"How many troops deploy from {source} to {target}?",
                               source=source, target=target)
    deploy(game, source, target, count)
    return 1 if target == TRACK else min(ops, _cost(game.state.countries[target]))


# -- Regime Change (7.3) -----------------------------------------------------------------


def regime_change_sources(game: Game, target: str) -> list[str]:
    """Places that can send the six troops a Regime Change needs (never the target itself)."""
    state = game.state
    result = [n for n, c in state.countries.items()
              if n != target and not board.under_truce(c) and max_deploy_from(game, n) >= REGIME_CHANGE_TROOPS]
    if board.troops_on_track(state) >= REGIME_CHANGE_TROOPS:
        result.append(TRACK)
    return sorted(result)


def regime_change_targets(game: Game) -> list[str]:
    """Islamist Rule countries (not under Truce) for which six troops can be found."""
    return sorted(n for n, c in game.state.countries.items()
                  if c.muslim and c.is_islamist_rule() and not board.under_truce(c) and regime_change_sources(game, n))


def regime_change(game: Game, target: str, source: str, count: int, *, civil_war: bool = False) -> None:
    """Regime Change in `target` with `count` (>= 6) troops from `source`.

    The troops move in; a green Regime Change marker goes on; governance is rolled (1-4
    Poor, 5-6 Fair) and the country becomes an Ally; its sleeper cells turn active; then
    prestige is rolled. With `civil_war` (the event Congress Acts, 152) the target may be a
    Civil War country instead of an Islamist Rule one; its Civil War ends.
    """
    country = game.state.countries[target]
    eligible = country.is_islamist_rule() or (civil_war and country.civil_war)
    if not (country.muslim and eligible):
        raise ValueError(f"Regime Change needs an Islamist Rule country, not {target}")
    limit = board.troops_on_track(game.state) if source == TRACK else max_deploy_from(game, source)
    if source == target or not REGIME_CHANGE_TROOPS <= count <= limit:
        raise ValueError(f"Regime Change needs {REGIME_CHANGE_TROOPS}+ troops from another place "
                         f"({source} can send {limit})")
    game.log(f"  Regime Change in {target}")
    pieces.move_troops(game, source, target, count, "regime change")
    die = game.roll(f"governance of {target}")
    governance = POOR if die < 5 else FAIR
    # the marker goes on before governance changes, so a Caliphate there is never displaced
    start_regime_change(game, target)
    pieces.flip_sleepers(game, target)
    politics.set_governance(game, target, governance)
    politics.set_alignment(game, target, ALLY)
    end_civil_war(game, target)
    roll_prestige(game, "regime change")


def _regime_change_possible(game: Game, ops: int) -> bool:
    return ops >= 3 and game.state.us_posture == HARD and bool(regime_change_targets(game))


def _perform_regime_change(game: Game, ops: int) -> int:
    target = game.choose(US, "op.regime_change.target", regime_change_targets(game), "Regime Change in which country?")
    source = game.choose(US, "op.regime_change.from", regime_change_sources(game, target),
                         f"Regime Change in {target}: troops from where?", target=target)
    limit = board.troops_on_track(game.state) if source == TRACK else max_deploy_from(game, source)
    count = game.choose_number(US, "op.regime_change.count", REGIME_CHANGE_TROOPS, limit,
                               f"How many troops go from {source} into {target}?", source=source, target=target)
    regime_change(game, target, source, count)
    return 3


# -- Withdraw (7.3.5) --------------------------------------------------------------------


def withdraw_sources(game: Game) -> list[str]:
    """Regime Change countries with troop cubes (not under Truce)."""
    return sorted(n for n, c in game.state.countries.items()
                  if c.muslim and c.regime_change and c.troops > 0 and not board.under_truce(c))


def withdraw_destinations(game: Game, source: str) -> list[str]:
    """The track or any country a 3-Ops Deploy could reach, other than the source."""
    countries = [n for n, c in game.state.countries.items() if n != source and _can_deploy_to(c, 3)]
    return [TRACK] + sorted(countries)


def withdraw(game: Game, source: str, target: str, count: int) -> None:
    """Withdraw `count` cubes from a Regime Change country, whatever the cells there.

    Its aid markers go, a besieged regime marker goes on (if none), then prestige is rolled.
    """
    country = game.state.countries[source]
    if not (country.muslim and country.regime_change):
        raise ValueError(f"Withdraw needs a Regime Change country, not {source}")
    if source == target or not 1 <= count <= country.troops:
        raise ValueError(f"cannot withdraw {count} troops from {source} to {target}")
    game.log(f"  Withdraw from {source}")
    pieces.move_troops(game, source, target, count, "withdraw")
    pieces.remove_aid(game, source, country.aid)
    pieces.set_besieged(game, source, True)
    roll_prestige(game, "withdraw")


def _withdraw_possible(game: Game, ops: int) -> bool:
    return ops >= 3 and game.state.us_posture == SOFT and bool(withdraw_sources(game))


def _perform_withdraw(game: Game, ops: int) -> int:
    source = game.choose(US, "op.withdraw.from", withdraw_sources(game), "Withdraw troops from which country?")
    target = game.choose(US, "op.withdraw.to", withdraw_destinations(game, source),
                         f"Withdraw troops from {source} to where?", source=source)
    count = game.choose_number(US, "op.withdraw.count", 1, game.state.countries[source].troops,
                               f"How many troops withdraw from {source}?", source=source, target=target)
    withdraw(game, source, target, count)
    return 3


# -- Disrupt (7.4) -----------------------------------------------------------------------


def _disrupt_muslim_ok(country: Country, ops: int) -> bool:
    if country.is_islamist_rule():
        return False  # 7.1.3: only Regime Change in Islamist Rule countries
    if not (country.cells or country.cadre):
        return False
    if ops < min(country.governance, POOR):
        return False
    return country.is_ally() or board.troops_and_militia(country) >= 2


def disrupt_targets(game: Game, ops: int) -> list[str]:
    """Countries where a Disrupt with `ops` Ops may be done (7.4).

    Muslim: cells or a cadre, governance <= Ops, Ally or 2+ troops and militia together, not
    Islamist Rule. Non-Muslim (the US included, not the Iran tile): cells or a cadre and
    governance <= Ops.

    Kept until the board next changes, as `woi_targets`.
    """
    return list(derived.value(game.state, ("disrupt_targets", ops),
                              lambda state: sorted(_disrupt_candidates(state, ops))))


def _disrupt_candidates(state: GameState, ops: int) -> Iterator[str]:
    for name, country in state.countries.items():
        if board.under_truce(country):
            continue
        if country.muslim:
            if _disrupt_muslim_ok(country, ops):
                yield name
        elif not _is_iran_tile(country) and (country.cells or country.cadre) and ops >= country.governance:
            yield name


def disrupt_losses(game: Game, name: str) -> int:
    """Cells a Disrupt would flip or remove in `name` (0 when only a cadre is there).

    Muslim: 2 with 2+ troops and militia, if troops (or Advisors) are among them (11.2.4);
    otherwise 1. Non-Muslim: 2 if Hard or with 2+ troops; otherwise 1.
    """
    state = game.state
    country = state.countries[name]
    if country.muslim:
        two = board.troops_and_militia(country) >= 2 and (board.troops_present(country) or ADVISORS in country.markers)
    else:
        two = board.posture_of(state, name) == HARD or board.total_troops(country) >= 2
    return min(2 if two else 1, country.cells)


def disrupt_affects_prestige(game: Game, name: str) -> bool:
    """+1 prestige: Muslim with 2+ troops and militia of which some are troops; non-Muslim with
    2+ troops (troop markers that cost no prestige do not count, 11.2.4)."""
    country = game.state.countries[name]
    troops = board.troops_affecting_prestige(country)
    if country.muslim:
        return board.troops_and_militia(country) >= 2 and troops > 0
    return troops >= 2


def disrupt_in(game: Game, name: str) -> None:
    """Disrupt in `name`: each loss flips a sleeper active or removes an active cell (the US
    chooses the mix); a lone cadre is removed instead; then prestige if troops took part."""
    bump = disrupt_affects_prestige(game, name)
    politics.test_country(game, name)
    country = game.state.countries[name]
    losses = disrupt_losses(game, name)
    game.log(f"  Disrupt in {name}")
    if losses:
        low = max(0, losses - country.sleepers)
        high = min(losses, country.actives)
        options = [(remove, losses - remove) for remove in range(high, low - 1, -1)]
        labels = {opt: f"remove {opt[0]} active, flip {opt[1]} sleeper" for opt in options}
        remove, flip = game.choose(US, "op.disrupt.how", options, f"Disrupt in {name}: which cells?",
                                   labels=labels, country=name, losses=losses)
        pieces.flip_sleepers(game, name, flip)
        pieces.remove_cells(game, name, actives=remove, why="disrupt")
    elif country.cadre:
        pieces.remove_cadre(game, name)
    else:
        raise ValueError(f"nothing to disrupt in {name}")
    if bump:
        change_prestige(game, game.capability(US, "disrupt_prestige", 1), f"disrupt with troops in {name}")


def _perform_disrupt(game: Game, ops: int) -> int:
    target = game.choose(US, "op.disrupt.target", disrupt_targets(game, ops), f"Disrupt with {ops} Ops: where?",
                         ops=ops)
    cost = min(ops, _cost(game.state.countries[target]))  # set before the Disrupt changes anything
    disrupt_in(game, target)
    return cost


# -- Alert (7.5) -------------------------------------------------------------------------


def alert_targets(game: Game) -> list[str]:
    """Countries with a plot (not under Truce)."""
    return sorted(n for n, c in game.state.countries.items() if c.plots and not board.under_truce(c))


def alert(game: Game, name: str, plot: PlotMarker) -> None:
    """Remove `plot` from `name`: to the resolved plots box, or out of the game if WMD, which
    also gives +1 prestige (11.3.1-2)."""
    politics.test_country(game, name)
    pieces.remove_plot(game, name, plot, to="resolved", why="alert")
    if plot.kind == PLOT_WMD:
        change_prestige(game, 1, "WMD plot alerted")


def _choose_plot(game: Game, name: str) -> PlotMarker:
    plots = game.state.countries[name].plots
    face_up = sorted({p.kind for p in plots if p.face_up})
    hidden = [p for p in plots if not p.face_up]
    options = face_up + ([FACE_DOWN] if hidden else [])
    choice = game.choose(US, "op.alert.plot", options, f"Alert which plot in {name}?", country=name)
    if choice == FACE_DOWN:
        return game.random_pick(hidden)
    return next(p for p in plots if p.face_up and p.kind == choice)


def heroic_alert_targets(game: Game, ops: int) -> list[str]:
    """Optional rule 2: with fewer than 3 Ops a human US may Alert in Good (1+ Ops) or Fair (2+ Ops) countries."""
    if ops >= 3:
        return alert_targets(game)
    return [n for n in alert_targets(game)
            if game.state.countries[n].governance == GOOD or (ops >= 2 and game.state.countries[n].governance == FAIR)]


def _alert_possible(game: Game, ops: int) -> bool:
    if ops >= 3:
        return bool(alert_targets(game))
    return heroic_alerts(game) and bool(heroic_alert_targets(game, ops))


def _perform_alert(game: Game, ops: int) -> int:
    targets = heroic_alert_targets(game, ops)
    target = game.choose(US, "op.alert.target", targets, "Alert a plot in which country?")
    if ops < 3:
        die = game.roll("heroic alert")  # optional rule 2: succeeds on a die at most the Ops
        if die > ops:
            game.log(f"  The Heroic Alert fails ({die} is more than {ops})")
            return ops
    alert(game, target, _choose_plot(game, target))
    if game.capability(US, "alert_two_plots", False) and game.state.countries[target].plots:
        alert(game, target, _choose_plot(game, target))
    return min(ops, 3)


# -- Reassessment (7.6) ------------------------------------------------------------------


def _second_card_options(game: Game, first_card_ops: int) -> list[int]:
    if game.is_bot(US):
        # 13.4.6: the Bot adds its reserves (ignoring 7.6.2) and needs a total of 6
        needed = 6 - first_card_ops - game.state.reserves[US]
        deck.top_of_hand(game, US)  # at the table its next card is turned up first (13.4.2)
        return deck.hand_options(game, US, lambda n: board.card_ops(game.state, n) >= needed)
    return deck.hand_options(game, US, lambda n: board.card_ops(game.state, n) == 3)


def reassessment_possible(game: Game, first_card_ops: int) -> bool:
    """Reassessment needs the first card of the US action phase and a second card in hand.

    A player needs two 3-Ops cards (reserves may not help, 7.6.2); the US Bot needs the first
    card plus reserves to reach 3 and the two cards plus reserves to reach 6 (13.4.6).
    """
    state = game.state
    if state.cards_played_in_phase != 0 or not state.hands[US]:
        return False
    if game.is_bot(US):
        if first_card_ops + state.reserves[US] < 3:
            return False
    elif first_card_ops != 3:
        return False
    return bool(_second_card_options(game, first_card_ops))


def _first_card_ops(game: Game, ops: int) -> int:
    return board.card_ops(game.state, game.current_card) if game.current_card is not None else ops


def reassess(game: Game, first_card_ops: int) -> int:
    """Play a second card from the US hand with the first and flip the US posture (7.6).

    The second card is discarded; an event on it that fires when a card is used for Ops
    (an auto-trigger, or a Jihadist event played by a person, 6.3.2) happens before or after
    as the US chooses. The posture set is the opposite of the one held when Reassessment
    began. The US Bot spends the reserves it needs here. Returns the second card's number.
    """
    options = _second_card_options(game, first_card_ops)
    second = game.choose(US, "op.reassessment.second_card", options, "Reassessment: which second card?",
                         labels={n: deck.card(n).name for n in options}, first_card_ops=first_card_ops)
    deck.chosen_from_hand(game, US, second)
    deck.play(game, second)
    game.log(f"  US plays {deck.card(second).name} as the second card of a Reassessment", US)
    with settling(game, second):
        _reassess_with(game, first_card_ops, second)
    return second


def _reassess_with(game: Game, first_card_ops: int, second: int) -> None:
    state = game.state
    if hooks.any_true("cancels_card", game, US, second):  # Ferguson (166) cancels the second card
        game.log("  The Reassessment is cancelled")
        return
    new_posture = SOFT if state.us_posture == HARD else HARD
    if game.is_bot(US):
        spend_reserves(game, US, 6 - first_card_ops - board.card_ops(state, second), "Reassessment")
    triggers = opponent_event_triggers(game, US, second)
    order = "after"
    if triggers:
        order = game.choose(US, "card.trigger_order", ["before", "after"],
                            f"{deck.card(second).name}: does its event happen before or after the Reassessment?",
                            card=second)
        if order == "before":
            trigger_event(game, JIHADIST, second)
    game.log("  Reassessment")
    politics.set_posture(game, "United States", new_posture)
    if triggers and order == "after":
        trigger_event(game, JIHADIST, second)


def _perform_reassessment(game: Game, ops: int) -> int:
    first = _first_card_ops(game, ops)
    reassess(game, first)
    # the Bot's reserves were spent in `reassess`; the card's own Ops are what the driver sees
    return min(ops, first)


# -- the table the turn driver uses ------------------------------------------------------

# whether War of Ideas and Disrupt are possible: the kept target lists (`derived`), not a fresh scan
OPERATIONS: dict[str, Operation] = {
    "war_of_ideas": Operation("war_of_ideas", "War of Ideas", "7.2",
                              lambda game, ops: bool(woi_targets(game, ops)), _perform_woi),
    "deploy": Operation("deploy", "Deploy", "7.3",
                        lambda game, ops: _deploy_plan(game, ops) is not None, _perform_deploy),
    "withdraw": Operation("withdraw", "Withdraw", "7.3.5", _withdraw_possible, _perform_withdraw, min_ops=3),
    "regime_change": Operation("regime_change", "Regime Change", "7.3", _regime_change_possible,
                               _perform_regime_change, min_ops=3),
    "disrupt": Operation("disrupt", "Disrupt", "7.4",
                         lambda game, ops: bool(disrupt_targets(game, ops)), _perform_disrupt),
    "alert": Operation("alert", "Alert", "7.5", _alert_possible, _perform_alert),
    "reassessment": Operation("reassessment", "Reassessment", "7.6",
                              lambda game, ops: reassessment_possible(game, _first_card_ops(game, ops)),
                              _perform_reassessment),
}

operations.register(US, OPERATIONS)

__all__ = [
    "OPERATIONS",
    "adjacent_to_good_ally",
    "alert",
    "alert_targets",
    "deploy",
    "deploy_destinations",
    "deploy_sources",
    "disrupt_affects_prestige",
    "disrupt_in",
    "disrupt_losses",
    "disrupt_targets",
    "max_deploy_from",
    "reassess",
    "reassessment_possible",
    "regime_change",
    "regime_change_sources",
    "regime_change_targets",
    "war_of_ideas_in",
    "withdraw",
    "withdraw_destinations",
    "withdraw_sources",
    "woi_modifier_parts",
    "woi_modifiers",
    "woi_targets",
]
